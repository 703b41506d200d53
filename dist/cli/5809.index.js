export const id = 5809;
export const ids = [5809];
export const modules = {

/***/ 5809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   connectionFromEnv: () => (/* binding */ connectionFromEnv)
/* harmony export */ });
function connectionFromEnv(token, env, logger) {
    return {
        token,
        apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
        repository: env.GITHUB_REPOSITORY ?? '',
        logger
    };
}


/***/ })

};

//# sourceMappingURL=5809.index.js.map