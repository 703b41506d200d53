export const id = 1752;
export const ids = [1752];
export const modules = {

/***/ 1752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   beginTrailCreatingFlow: () => (/* binding */ beginTrailCreatingFlow)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/* harmony import */ var _trail_start_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6753);
/**
 * Beginning a trail (docs/spec/flows-and-trails.md), creating its flow
 * when the service says it does not exist. Loaded only when a trail is
 * really begun: it brings the API client.
 */




function isNotFound(error) {
    return error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && error.status === 404;
}
/**
 * The service's own words for a missing flow (the Kosli CLI's `get flow`
 * prints them). Any other 404 (a proxy, a gateway, an unknown route) says
 * nothing about the flow.
 */
function saysFlowMissing(error, flow) {
    return (isNotFound(error) &&
        error.serverMessage.startsWith(`Flow named '${flow}' does not exist`));
}
/**
 * Reads the flow as the Kosli CLI's `get flow` does. True when it exists,
 * false only when the service said that it does not; anything else throws,
 * so that a flow is never created on a guess.
 */
async function flowExists(client, start) {
    try {
        await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .getFlow */ .lv)(client, { org: start.org, flow: start.flow });
        return true;
    }
    catch (error) {
        if (saysFlowMissing(error, start.flow))
            return false;
        if (!isNotFound(error))
            throw error;
        throw new Error(`begin trail and reading the flow both answered 404 without the service saying that flow '${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(start.flow)}' does not exist (${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(error.serverMessage)}); the flow was not created, so an existing flow's template cannot be replaced`, { cause: error });
    }
}
/**
 * Begins (or updates) the trail. On a 404, reads the flow: when it exists
 * (the 404 was about something else, or another job has just created it),
 * begins once more; only when the service says the flow does not exist is
 * it created, with the empty template. An existing flow is never sent a
 * template on purpose; a create that finds the flow there after all (200:
 * another job created it in between) fails the step and says so.
 */
async function beginTrailCreatingFlow(client, start, logger) {
    const request = { org: start.org, flow: start.flow, data: (0,_trail_start_js__WEBPACK_IMPORTED_MODULE_3__/* .trailData */ .T)(start) };
    try {
        return await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .beginTrail */ .Gv)(client, request);
    }
    catch (error) {
        if (!isNotFound(error))
            throw error;
    }
    const flow = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(start.flow);
    if (await flowExists(client, start)) {
        logger.info(`flow '${flow}' exists: beginning the trail again`);
        return (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .beginTrail */ .Gv)(client, request).catch((error) => {
            throw new Error(`flow '${flow}' exists, yet begin trail answered: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`, { cause: error });
        });
    }
    const created = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .createFlow */ .F8)(client, { org: start.org, name: start.flow });
    if (created === 'updated') {
        throw new Error(`flow '${flow}' did not exist when read, but create flow answered 200 (it existed by then: another job created it at the same moment). The service's create flow replaces a flow's template, so the empty template sent may have replaced the one that job gave: check the flow's template (kosli get flow ${flow}) and apply it again if needed (kosli create flow ${flow} --template-file FILE); the trail was not begun`);
    }
    logger.info(`flow '${flow}' did not exist: created it (empty template)`);
    return (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .beginTrail */ .Gv)(client, request);
}


/***/ })

};

//# sourceMappingURL=1752.index.js.map