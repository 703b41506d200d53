export const id = 371;
export const ids = [371];
export const modules = {

/***/ 1752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   beginTrailCreatingFlow: () => (/* binding */ beginTrailCreatingFlow)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7091);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/* harmony import */ var _trail_start_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6753);
/**
 * Beginning a trail (docs/spec/flows-and-trails.md), creating its flow
 * when it is missing. Loaded only when a trail is really begun: it brings
 * the API client.
 */




function isNotFound(error) {
    return error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && error.status === 404;
}
/**
 * Begins (or updates) the trail. When the service says 404 (most often: no
 * such flow yet), creates the flow with an empty template and begins again;
 * an existing flow is never sent a template, so it is never changed.
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
    const flow = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .createFlow */ .F8)(client, { org: start.org, name: start.flow });
    if (flow === 'created') {
        logger.info(`flow '${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(start.flow)}' did not exist: created it (empty template)`);
    }
    return (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .beginTrail */ .Gv)(client, request);
}


/***/ })

};

//# sourceMappingURL=371.index.js.map