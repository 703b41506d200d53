export const id = 4687;
export const ids = [4687];
export const modules = {

/***/ 4687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   withExpectedLegs: () => (/* binding */ withExpectedLegs)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);


/** The triggering run on workflow_run (its artifacts are the legs), else this run. */
async function runIdOf(deps) {
    const { env } = deps;
    const eventPath = env.GITHUB_EVENT_PATH;
    if (env.GITHUB_EVENT_NAME === 'workflow_run' && eventPath !== undefined) {
        const { triggeringRunOf } = await Promise.all(/* import() */[__webpack_require__.e(6405), __webpack_require__.e(7610)]).then(__webpack_require__.bind(__webpack_require__, 6405));
        const run = triggeringRunOf('workflow_run', deps.readEvent(eventPath));
        if (run !== undefined)
            return run.id;
    }
    const own = Number(env.GITHUB_RUN_ID);
    return Number.isSafeInteger(own) && own > 0 ? own : undefined;
}
/** The step with `job:<name>` replaced by the count; as it was otherwise. */
async function withExpectedLegs(step, deps) {
    const legs = step.config.legs;
    const expected = legs?.expected;
    if (legs === undefined || typeof expected !== 'object')
        return step;
    const token = step.pullRequest.githubToken;
    const runId = await runIdOf(deps);
    if (token === undefined || token === '' || runId === undefined) {
        // The CLI and other CIs: index.ts asks for a number.
        return step;
    }
    const { connectionFromEnv } = await __webpack_require__.e(/* import() */ 5809).then(__webpack_require__.bind(__webpack_require__, 5809));
    const { countMatrixJobs } = await Promise.all(/* import() */[__webpack_require__.e(6405), __webpack_require__.e(7610)]).then(__webpack_require__.bind(__webpack_require__, 6405));
    let count;
    try {
        count = await countMatrixJobs(connectionFromEnv(token, deps.env, deps.logger), { runId, job: expected.job, logger: deps.logger });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`expected-legs: job:${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$)(expected.job)} could not be counted: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}. Give the job actions: read, or set expected-legs to the matrix's size`, { cause: error });
    }
    if (count === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`expected-legs: run ${runId} has no job named ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$)(expected.job)} or ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$)(expected.job)} (…): give the matrix job's name as it shows in the run (its name:, else its id), or set expected-legs to the matrix's size`);
    }
    deps.logger.info(`expected-legs: ${count} jobs named ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$)(expected.job)} in run ${runId}`);
    return {
        ...step,
        config: { ...step.config, legs: { ...legs, expected: count } }
    };
}


/***/ })

};

//# sourceMappingURL=4687.index.js.map