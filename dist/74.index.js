export const id = 74;
export const ids = [74];
export const modules = {

/***/ 6074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findPullRequest: () => (/* binding */ findPullRequest)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5586);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8063);
/* harmony import */ var _event_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5015);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8881);
/**
 * The pull request a run should comment on, with the one API lookup a fork's
 * workflow_run needs.
 */




const PullsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    number: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
    head: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ sha: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() })
}));
/**
 * The pull request of a pull request event or of a workflow_run that one
 * triggered. For a fork's pull request GitHub leaves
 * `workflow_run.pull_requests` empty; then this lists the base repository's
 * open pull requests whose head is `<fork owner>:<head branch>`
 * (`GET /repos/{owner}/{repo}/pulls?state=open&head=…`) and takes the one
 * whose head commit is the run's head SHA. When the branch has moved on
 * since, there is none: a comment about an older commit could overwrite the
 * verdict of a newer run. Never throws for an API failure (a ConfigError
 * for an unusable connection).
 */
async function findPullRequest(options) {
    const { logger } = options;
    const fromEvent = (0,_event_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestOf */ ._n)(options.eventName, options.payload);
    if (fromEvent.kind === 'found') {
        const { number, headSha, fork } = fromEvent;
        return { pullRequest: { number, headSha, fork, source: 'payload' } };
    }
    if (fromEvent.kind === 'none') {
        logger.info(`No pull request to comment on: ${fromEvent.reason}.`);
        return { reason: fromEvent.reason };
    }
    (0,_connection_js__WEBPACK_IMPORTED_MODULE_0__/* .checkConnection */ .jo)(options);
    return lookUpByHead(options, fromEvent.head, fromEvent.headSha);
}
async function lookUpByHead(options, head, headSha) {
    const { logger } = options;
    try {
        const pulls = await (0,_connection_js__WEBPACK_IMPORTED_MODULE_0__/* .withOctokit */ .s2)(options, async (octokit, repo) => {
            const response = await octokit.rest.pulls.list({
                ...repo,
                state: 'open',
                head,
                per_page: 100
            });
            return PullsSchema.parse(response.data);
        });
        const match = pulls.find((pull) => pull.head.sha === headSha);
        if (match) {
            const { number } = match;
            return { pullRequest: { number, headSha, fork: true, source: 'lookup' } };
        }
        const reason = pulls.length === 0
            ? `no open pull request has the head ${(0,_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .scrub */ ._I)(head)}`
            : `the pull request from ${(0,_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .scrub */ ._I)(head)} has moved on from ` +
                `${headSha.slice(0, 12)}: no comment about an older commit`;
        logger.info(`No pull request to comment on: ${reason}.`);
        return { reason };
    }
    catch (error) {
        const warning = (0,_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .describeGitHubFailure */ .Po)(error, {
            doing: `look up the pull request from ${(0,_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .scrub */ ._I)(head)}`,
            permission: 'pull-requests: read',
            secrets: [options.token]
        });
        logger.warn(warning);
        return { warning };
    }
}


/***/ })

};

//# sourceMappingURL=74.index.js.map