export const id = 3962;
export const ids = [3962];
export const modules = {

/***/ 3962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEPRECATION: () => (/* binding */ DEPRECATION),
/* harmony export */   listArtifactsCommand: () => (/* binding */ listArtifactsCommand)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
/* harmony import */ var _framework_flag_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1450);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2361);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9515);
/**
 * `list artifacts FLOW` (docs/spec/operations.md, operation 14, deprecated
 * by the service).
 */




const DEPRECATION = "list artifacts uses GET /artifacts/{org}/{flow}, which Kosli marks deprecated and may remove. Its replacement is GET /artifacts/{org}?flow_name=FLOW, the endpoint of the Kosli CLI's `kosli list artifacts --flow FLOW`; use that when this stops working.";
function artifactsTable(artifacts) {
    return (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_2__/* .listTable */ .Lc)(['NAME', 'FINGERPRINT', 'STATE', 'COMMIT', 'CREATED AT'], artifacts.map((a) => [
        a.filename ?? '',
        a.fingerprint.slice(0, 12),
        a.state ?? '',
        (a.git_commit ?? a.git_commit_info?.sha1 ?? '').slice(0, 12),
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_2__/* .timeText */ .Tc)(a.created_at)
    ]), 'artifacts in this flow');
}
const listArtifactsCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceCommand */ .xi)({
    name: 'list artifacts',
    summary: 'List the artifacts of a flow (deprecated endpoint)',
    usage: 'FLOW|--flow FLOW [--page N] [--per-page N] [--output table|json]',
    description: `Lists the artifacts reported to a flow, with their compliance state. Deprecated: ${DEPRECATION}`,
    positionals: { min: 0, max: 1, what: 'the FLOW name' },
    flags: {
        flow: {
            type: 'string',
            value: 'FLOW',
            help: 'KOSLI_FLOW. The flow, as in the Kosli CLI, instead of the FLOW argument.'
        },
        page: { type: 'string', value: 'N', help: 'Page number, from 1.' },
        'per-page': { type: 'string', value: 'N', help: 'Page size, from 1.' }
    },
    output: true,
    example: 'kosli-attest list artifacts demo-flow --per-page 5',
    run: async (ctx) => {
        const flow = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .argumentOrFlag */ .nZ)(ctx.args[0], ctx.raw, 'flow');
        ctx.io.stderr(`warning: ${DEPRECATION}\n`);
        const page = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .intFlag */ .s1)(ctx.raw, 'page', { min: 1 });
        const perPage = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .intFlag */ .s1)(ctx.raw, 'per-page', { min: 1 });
        const artifacts = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .listArtifacts */ .wn)(ctx.client(), {
            org: ctx.service.org,
            flow,
            query: {
                ...(page !== undefined && { page }),
                ...(perPage !== undefined && { per_page: perPage })
            }
        });
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(ctx.io, ctx.output, {
            json: artifacts,
            table: () => artifactsTable(artifacts)
        });
        return 0;
    }
});


/***/ })

};

//# sourceMappingURL=3962.index.js.map