export const id = 433;
export const ids = [433];
export const modules = {

/***/ 1433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kK: () => (/* binding */ legFacts),
/* harmony export */   oo: () => (/* binding */ LEGS_FORMAT),
/* harmony export */   writeLegsFile: () => (/* binding */ writeLegsFile)
/* harmony export */ });
/* unused harmony export LEGS_FILE */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _junit_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(722);
/**
 * `legs.json` in the evidence archive: what each leg gave (its name, its
 * report files with their SHA-256, its counts), so an auditor can tell the
 * aggregate's legs apart and check each file against the attached copy.
 */





const LEGS_FORMAT = 'kosli-attest/legs@1';
const LEGS_FILE = 'legs.json';
async function sha256Of(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path))
        hash.update(chunk);
    return hash.digest('hex');
}
/** The leg's counts and files; `missing` when it gave no test. */
async function legFacts(leg, outcome) {
    const files = outcome?.files.filter((f) => f.status === 'parsed') ?? [];
    const totals = (0,_junit_index_js__WEBPACK_IMPORTED_MODULE_4__/* .totalsOf */ .vA)(outcome?.files ?? []);
    const micros = (outcome?.results ?? []).reduce((sum, result) => sum + Math.round(result.duration * 1e6), 0);
    const missing = outcome === undefined
        ? 'no report'
        : totals.tests === 0
            ? 'no test in its reports'
            : undefined;
    return {
        name: leg.name,
        path: leg.shown,
        files: await Promise.all(files.map(async (file) => ({
            path: file.path,
            sha256: await sha256Of((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(leg.dir, file.path))
        }))),
        tests: totals.tests,
        failed: totals.failures,
        errored: totals.errors,
        skipped: totals.skipped,
        duration: micros / 1e6,
        ...(missing !== undefined && { missing })
    };
}
/** legs.json written to a fresh folder under tmpDir; returns its path. */
async function writeLegsFile(content, tmpDir) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmpDir, 'kosli-legs-'));
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, LEGS_FILE);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(path, `${JSON.stringify(content, null, 2)}\n`);
    return { name: LEGS_FILE, path };
}


/***/ })

};

//# sourceMappingURL=433.index.js.map