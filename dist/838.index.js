export const id = 838;
export const ids = [838];
export const modules = {

/***/ 2838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  inventoryUnion: () => (/* binding */ inventoryUnion)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/junit/inventory.ts
/**
 * The test inventory: the identity and status of every test case read, the
 * one identity that the removed-tests gate, the quarantine and matrix legs
 * share (docs/inventory.md).
 */

const INVENTORY_FORMAT = 'kosli-attest/tests@1';
/**
 * Which status a name seen twice keeps (a parameterised test after strip, a
 * case repeated in two reports): the first of this order that occurs, so a
 * merged identity never reads greener than any of its cases.
 */
const STATUS_ORDER = [
    'errored',
    'failed',
    'passed',
    'skipped'
];
function worseStatus(a, b) {
    return STATUS_ORDER.indexOf(a) <= STATUS_ORDER.indexOf(b) ? a : b;
}
/** The identity as one string; NUL cannot occur in XML text. */
function identityKey(suite, classname, name) {
    return `${suite}\u0000${classname}\u0000${name}`;
}
/** The hash a hashed inventory keeps: 128 bits of SHA-256, hex. */
function identityHash(key) {
    return (0,external_node_crypto_.createHash)('sha256').update(key).digest('hex').slice(0, 32);
}

;// CONCATENATED MODULE: ./src/junit/inventory-union.ts
/**
 * Several inventories as one (matrix legs, docs/matrix.md): each source's
 * suites renamed (`[leg] suite`), so that the same suite of two sources is
 * never merged, then sorted by identity in UTF-8 byte order. A hashed
 * inventory keeps no names to rename: when any source is hashed, the named
 * ones are hashed with their new suite names and the hashed ones joined as
 * they are, a status seen twice kept by worseStatus.
 */

const byBytes = (a, b) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
function hashedUnion(sources) {
    const merged = new Map();
    const add = (hash, status) => {
        const seen = merged.get(hash);
        merged.set(hash, seen === undefined ? status : worseStatus(seen, status));
    };
    for (const { tests, rename } of sources) {
        if (tests === undefined)
            continue;
        if (tests.hashed) {
            for (const [hash, status] of tests.tests)
                add(hash, status);
            continue;
        }
        for (const [suite, classname, name, status] of tests.tests) {
            add(identityHash(identityKey(rename(suite), classname, name)), status);
        }
    }
    const tests = [...merged.entries()].sort((a, b) => byBytes(a[0], b[0]));
    return { hashed: true, tests };
}
/** The union; undefined when a source collected no inventory. */
function inventoryUnion(sources) {
    if (sources.length === 0)
        return undefined;
    if (sources.some(({ tests }) => tests === undefined))
        return undefined;
    if (sources.some(({ tests }) => tests?.hashed === true)) {
        return hashedUnion(sources);
    }
    const merged = new Map();
    for (const { tests, rename } of sources) {
        if (tests === undefined || tests.hashed)
            continue;
        for (const [suite, classname, name, status] of tests.tests) {
            const entry = [rename(suite), classname, name, status];
            const key = identityKey(entry[0], classname, name);
            const seen = merged.get(key);
            merged.set(key, seen === undefined
                ? entry
                : [entry[0], classname, name, worseStatus(seen[3], status)]);
        }
    }
    const keys = [...merged.keys()].sort(byBytes);
    return {
        hashed: false,
        tests: keys.flatMap((key) => {
            const entry = merged.get(key);
            return entry === undefined ? [] : [entry];
        })
    };
}


/***/ })

};

//# sourceMappingURL=838.index.js.map