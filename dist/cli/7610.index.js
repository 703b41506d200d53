export const id = 7610;
export const ids = [7610];
export const modules = {

/***/ 7610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ pullRequestLabels),
/* harmony export */   p: () => (/* binding */ baseOfEvent)
/* harmony export */ });
/* harmony import */ var _json_fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1011);
/**
 * The commit a run is compared with, as its event payload names it: on a
 * pull request the base (whose merge base with the head is asked of GitHub
 * by base-tests.ts), on a push the commit before it, on a merge queue's
 * group the base it was built on. And the pull request's labels, one of
 * which may allow tests to stop running. Pure functions of the payload.
 */

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const NO_COMMIT = /^0+$/;
/** The pull request events whose payload names the base and the head. */
const PULL_EVENTS = new Set([
    'pull_request',
    'pull_request_target'
]);
function sha(value) {
    const found = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(value);
    return found !== undefined && SHA.test(found) && !NO_COMMIT.test(found)
        ? found
        : undefined;
}
function branchOf(ref) {
    const found = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(ref);
    if (found === undefined || found === '')
        return undefined;
    return found.startsWith('refs/heads/')
        ? found.slice('refs/heads/'.length)
        : found.startsWith('refs/')
            ? undefined
            : found;
}
function none(reason) {
    return { kind: 'none', reason };
}
function fromPull(eventName, payload) {
    const pull = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'pull_request');
    const baseSha = sha((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(pull, 'base', 'sha'));
    const headSha = sha((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(pull, 'head', 'sha'));
    if (baseSha === undefined || headSha === undefined) {
        return none(`the ${eventName} payload has no pull_request.base.sha and head.sha`);
    }
    const branch = branchOf((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(pull, 'base', 'ref'));
    return {
        kind: 'pull-request',
        baseSha,
        headSha,
        ...(branch !== undefined && { branch })
    };
}
function fromPush(payload) {
    const given = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'before'));
    const before = sha(given);
    if (given === undefined)
        return none('the push payload has no before commit');
    if (before === undefined) {
        return none('the push has no commit before it (a new branch or tag): there is nothing to compare with');
    }
    const branch = branchOf((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'ref'));
    return {
        kind: 'commit',
        sha: before,
        ...(branch !== undefined && { branch })
    };
}
function fromMergeGroup(payload) {
    const group = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'merge_group');
    const base = sha((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(group, 'base_sha'));
    if (base === undefined) {
        return none('the merge_group payload has no merge_group.base_sha');
    }
    const branch = branchOf((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(group, 'base_ref'));
    return { kind: 'commit', sha: base, ...(branch !== undefined && { branch }) };
}
/** The base commit the event names, or why there is none. */
function baseOfEvent(eventName, payload) {
    if (PULL_EVENTS.has(eventName))
        return fromPull(eventName, payload);
    if (eventName === 'push')
        return fromPush(payload);
    if (eventName === 'merge_group')
        return fromMergeGroup(payload);
    return none(`a ${JSON.stringify(eventName)} event names no base commit (pull_request, push and merge_group do); give base-tests a file to compare with`);
}
/** The names of the pull request's labels, as the event payload lists them. */
function pullRequestLabels(payload) {
    return (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .entries */ .jO)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'pull_request', 'labels')).flatMap((label) => {
        const name = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(label, 'name'));
        return name === undefined ? [] : [name];
    });
}


/***/ })

};

//# sourceMappingURL=7610.index.js.map