export const id = 6575;
export const ids = [6575];
export const modules = {

/***/ 6575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseQuarantineFile: () => (/* binding */ parseQuarantineFile)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/* harmony import */ var _quarantine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1828);
/**
 * The quarantine list's schema (docs/quarantine.md): a YAML file whose
 * `quarantine` key lists entries, each a test selector (suite, classname,
 * name: globs) with an owner, an issue URL and an expiry date at most
 * quarantine-max-days ahead. Every problem names the entry's line, and all
 * of them are reported at once: an invalid list is a configuration error.
 * Loaded only when a list is read (yaml is kept off the start path).
 */




const SELECTORS = ['suite', 'classname', 'name'];
const TEXTS = ['owner', 'issue', 'reason', 'expires'];
const KEYS = [...SELECTORS, ...TEXTS];
const MAX_ENTRIES = 10_000;
const MAX_FIELD_CHARS = 2_000;
/** A real calendar date written YYYY-MM-DD. */
function isDate(value) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
        return false;
    const time = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}
function isHttpUrl(value) {
    try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
    }
    catch {
        return false;
    }
}
/** The scalar values of one entry, by key; problems for anything else. */
function fieldsOf(map, at, problems) {
    const fields = new Map();
    for (const pair of map.items) {
        const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : undefined;
        if (key === undefined || !KEYS.includes(key)) {
            problems.push(`${at}: unknown key ${JSON.stringify((0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(String(key ?? pair.key)))}; an entry has ${KEYS.join(', ')}`);
            continue;
        }
        const value = pair.value;
        const scalar = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) ? value.value : undefined;
        if (typeof scalar !== 'string' &&
            typeof scalar !== 'number' &&
            typeof scalar !== 'boolean') {
            problems.push(`${at}: ${key} must be a non-empty text value`);
            continue;
        }
        const text = String(scalar).trim();
        if (text === '') {
            problems.push(`${at}: ${key} must be a non-empty text value`);
            continue;
        }
        if (text.length > MAX_FIELD_CHARS) {
            problems.push(`${at}: ${key} is over ${MAX_FIELD_CHARS} characters`);
            continue;
        }
        fields.set(key, text);
    }
    return fields;
}
function checkExpires(expires, at, options) {
    if (expires === undefined)
        return `${at}: expires is required (YYYY-MM-DD)`;
    if (!isDate(expires)) {
        return `${at}: expires "${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(expires)}" is not a date written YYYY-MM-DD`;
    }
    const ahead = (0,_quarantine_js__WEBPACK_IMPORTED_MODULE_3__/* .daysBetween */ .YM)(options.today, expires);
    if (ahead > options.maxDays) {
        return `${at}: expires ${expires} is ${ahead} days ahead, more than quarantine-max-days (${options.maxDays}); a quarantine is renewed by a reviewed change, not set far ahead`;
    }
    return undefined;
}
/** One entry, or undefined with its problems added. */
function entryOf(node, line, context) {
    const { options, problems } = context;
    const at = `${options.what}:${line}`;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
        problems.push(`${at}: an entry is a mapping (suite/classname/name, owner, issue, expires)`);
        return undefined;
    }
    const before = problems.length;
    const fields = fieldsOf(node, at, problems);
    if (!SELECTORS.some((key) => fields.has(key))) {
        problems.push(`${at}: name the test with at least one of ${SELECTORS.join(', ')}`);
    }
    const owner = fields.get('owner');
    if (owner === undefined)
        problems.push(`${at}: owner is required (who fixes the test)`);
    const issue = fields.get('issue');
    if (issue === undefined)
        problems.push(`${at}: issue is required (a URL)`);
    else if (!isHttpUrl(issue)) {
        problems.push(`${at}: issue "${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(issue)}" is not an http(s) URL`);
    }
    const expiry = checkExpires(fields.get('expires'), at, options);
    if (expiry !== undefined)
        problems.push(expiry);
    if (problems.length > before)
        return undefined;
    const entry = {
        line,
        owner: owner ?? '',
        issue: issue ?? '',
        expires: fields.get('expires') ?? ''
    };
    for (const key of [...SELECTORS, 'reason']) {
        const value = fields.get(key);
        if (value !== undefined)
            entry[key] = value;
    }
    return entry;
}
function refuse(options, problems) {
    const shown = problems.slice(0, 50);
    const more = problems.length > 50 ? [`… and ${problems.length - 50} more`] : [];
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL([
        `quarantine-file: ${options.what} is not a valid quarantine list (docs/quarantine.md); fix it or remove it:`,
        ...[...shown, ...more].map((p) => `  ${p}`)
    ].join('\n'));
}
/** The `quarantine` list's items; undefined when the list is empty. */
function listOf(root, context) {
    const { options, problems, lineOf } = context;
    for (const pair of root.items) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) && pair.key.value === 'quarantine')
            continue;
        problems.push(`${options.what}:${lineOf(pair.key)}: unknown key; the file has one key, quarantine`);
    }
    const list = root.get('quarantine', true);
    if (list === undefined || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(list) && list.value === null)) {
        if (problems.length > 0)
            refuse(options, problems);
        return undefined;
    }
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list)) {
        refuse(options, [
            ...problems,
            `${options.what}:${lineOf(list)}: quarantine must be a list of entries`
        ]);
    }
    if (list.items.length > MAX_ENTRIES) {
        refuse(options, [
            `${options.what}: ${list.items.length} entries, more than ${MAX_ENTRIES}`
        ]);
    }
    return list.items;
}
/** The entries of the list; a ConfigError naming every bad line. */
function parseQuarantineFile(text, options) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, uniqueKeys: true });
    const lineOf = (node) => lineCounter.linePos(node?.range?.[0] ?? 0).line;
    const problems = doc.errors.map((e) => `${options.what}:${e.linePos?.[0].line ?? 1}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(e.message.split('\n')[0] ?? '')}`);
    if (problems.length > 0)
        refuse(options, problems);
    if (doc.contents === null)
        return [];
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents)) {
        refuse(options, [
            `${options.what}:${lineOf(doc.contents)}: the file is a mapping with one key, quarantine: a list of entries`
        ]);
    }
    const list = listOf(doc.contents, { options, problems, lineOf });
    if (list === undefined)
        return [];
    const entries = [];
    for (const item of list) {
        const entry = entryOf(item, lineOf(item), {
            options,
            problems
        });
        if (entry !== undefined)
            entries.push(entry);
    }
    if (problems.length > 0)
        refuse(options, problems);
    return entries;
}


/***/ })

};

//# sourceMappingURL=6575.index.js.map