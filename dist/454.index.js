export const id = 454;
export const ids = [454];
export const modules = {

/***/ 6454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   inventoryUnion: () => (/* binding */ inventoryUnion)
/* harmony export */ });
/* harmony import */ var _hashed_tests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6379);
/* harmony import */ var _inventory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3772);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9911);
/* harmony import */ var _utf8_order_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7444);
/**
 * Several inventories as one (matrix legs, docs/matrix.md), sorted by
 * identity in UTF-8 byte order, a status seen twice kept by worseStatus.
 * Each source's suites are already its own (`[leg] suite`, named so as the
 * leg was read), so the same suite of two legs is never merged. When any
 * source is hashed, or the union passes the hashing threshold, the named
 * ones are hashed and the hashed ones joined as they are.
 */




/** Every source's cases as hashes, merged and sorted by the one packed store. */
function hashedUnion(sources) {
    const store = new _hashed_tests_js__WEBPACK_IMPORTED_MODULE_0__/* .HashStore */ .MS();
    for (const tests of sources) {
        if (tests === undefined)
            continue;
        if (tests.hashed) {
            for (const [hash, status] of tests.tests) {
                store.add(Buffer.from(hash, 'hex'), status);
            }
            continue;
        }
        for (const [suite, classname, name, status] of tests.tests) {
            store.add((0,_inventory_js__WEBPACK_IMPORTED_MODULE_2__/* .identityDigest */ .hh)((0,_inventory_js__WEBPACK_IMPORTED_MODULE_2__/* .identityKey */ .US)(suite, classname, name)), status);
        }
    }
    return { hashed: true, tests: store.finish() };
}
/** The union; undefined when a source collected no inventory. */
function inventoryUnion(sources) {
    if (sources.length === 0)
        return undefined;
    if (sources.some((tests) => tests === undefined))
        return undefined;
    // Past the inventory's threshold the union is hashed too, as one parse
    // of as many cases would be (docs/inventory.md, Hashing).
    const cases = sources.reduce((sum, tests) => sum + (tests?.tests.length ?? 0), 0);
    if (cases > _rules_index_js__WEBPACK_IMPORTED_MODULE_1__/* .HASH_ABOVE */ .j0 || sources.some((tests) => tests?.hashed === true)) {
        return hashedUnion(sources);
    }
    const merged = new Map();
    for (const tests of sources) {
        if (tests === undefined || tests.hashed)
            continue;
        for (const entry of tests.tests) {
            const [suite, classname, name, status] = entry;
            const key = (0,_inventory_js__WEBPACK_IMPORTED_MODULE_2__/* .identityKey */ .US)(suite, classname, name);
            const seen = merged.get(key);
            merged.set(key, seen === undefined
                ? entry
                : [suite, classname, name, (0,_inventory_js__WEBPACK_IMPORTED_MODULE_2__/* .worseStatus */ .L9)(seen[3], status)]);
        }
    }
    const keys = [...merged.keys()].sort(_utf8_order_js__WEBPACK_IMPORTED_MODULE_3__/* .compareUtf8 */ .z);
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

//# sourceMappingURL=454.index.js.map