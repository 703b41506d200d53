export const id = 908;
export const ids = [908,5131];
export const modules = {

/***/ 5131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeImageFingerprint: () => (/* binding */ describeImageFingerprint),
/* harmony export */   platformName: () => (/* binding */ platformName)
/* harmony export */ });
const SOURCES = {
    reference: 'digest given in the reference',
    'manifest-body': 'SHA-256 of the manifest the registry served',
    'docker-engine': 'RepoDigest from the Docker daemon',
    'docker-cli': 'RepoDigest from docker image inspect'
};
function platformName(platform) {
    const { os, architecture, variant } = platform;
    return [os, architecture, ...(variant ? [variant] : [])].join('/');
}
/**
 * `docker.io/library/nginx:1.27 → sha256:… (multi-platform index:
 * linux/amd64, linux/arm64/v8; SHA-256 of the manifest the registry served)`.
 */
function describeImageFingerprint(result) {
    const notes = [];
    if (result.isIndex) {
        const names = result.platforms.map(platformName);
        notes.push(`multi-platform index${names.length > 0 ? `: ${names.join(', ')}` : ''}`);
    }
    notes.push(SOURCES[result.source]);
    return `${result.reference} → sha256:${result.digest} (${notes.join('; ')})`;
}


/***/ }),

/***/ 8527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_HELPER_TIMEOUT_MS: () => (/* reexport safe */ _options_js__WEBPACK_IMPORTED_MODULE_4__.i),
/* harmony export */   ImageFingerprintError: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_2__.s),
/* harmony export */   bareSha256: () => (/* reexport safe */ _digest_js__WEBPACK_IMPORTED_MODULE_0__.OD),
/* harmony export */   describeImageFingerprint: () => (/* reexport safe */ _describe_js__WEBPACK_IMPORTED_MODULE_1__.describeImageFingerprint),
/* harmony export */   fingerprintOciImage: () => (/* reexport safe */ _fingerprint_js__WEBPACK_IMPORTED_MODULE_3__.r),
/* harmony export */   parseImageReference: () => (/* reexport safe */ _reference_js__WEBPACK_IMPORTED_MODULE_5__.o_),
/* harmony export */   platformName: () => (/* reexport safe */ _describe_js__WEBPACK_IMPORTED_MODULE_1__.platformName),
/* harmony export */   sha256Hex: () => (/* reexport safe */ _digest_js__WEBPACK_IMPORTED_MODULE_0__.fg)
/* harmony export */ });
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7270);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5131);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3253);
/* harmony import */ var _fingerprint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(755);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1234);
/* harmony import */ var _reference_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8141);
/**
 * Container-image fingerprints from a registry (artifact type `oci`), and
 * the helpers the configuration needs for user-given image digests.
 */








/***/ })

};

//# sourceMappingURL=908.index.js.map