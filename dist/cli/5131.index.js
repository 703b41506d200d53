export const id = 5131;
export const ids = [5131];
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


/***/ })

};

//# sourceMappingURL=5131.index.js.map