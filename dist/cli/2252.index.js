export const id = 2252;
export const ids = [2252];
export const modules = {

/***/ 2252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fingerprintStep: () => (/* binding */ fingerprintStep),
/* harmony export */   runFingerprint: () => (/* binding */ runFingerprint)
/* harmony export */ });
/* harmony import */ var _artifact_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9514);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4285);
/**
 * fingerprint: the SHA-256 of a file, a directory or a container image, as
 * an output for later steps (an attestation in another job, a deploy that
 * pins the digest). It sends nothing to Kosli and needs no token.
 */



/** The engine the CLI's `fingerprint` command shares. */
async function runFingerprint(config, deps) {
    const found = await (0,_artifact_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveArtifact */ .B)(config.artifact, deps);
    if (found === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL('artifact-path is required: what to fingerprint');
    }
    const name = config.artifactName ?? found.defaultName;
    return {
        fingerprint: found.fingerprint,
        ...(name !== undefined && { name }),
        ...(found.image !== undefined && { image: found.image.description })
    };
}
async function fingerprintStep(step, deps) {
    const result = await runFingerprint(step.config, deps);
    const what = result.name === undefined ? 'the artifact' : (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(result.name);
    const image = result.image === undefined ? '' : `\nImage: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(result.image, 1000)}\n`;
    return {
        outputs: {
            'artifact-fingerprint': result.fingerprint,
            ...(result.name !== undefined && { 'artifact-name': result.name })
        },
        summary: `Fingerprint of ${what}: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .inlineCode */ .ti)(result.fingerprint)}\n${image}`,
        annotations: []
    };
}


/***/ })

};

//# sourceMappingURL=2252.index.js.map