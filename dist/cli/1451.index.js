export const id = 1451;
export const ids = [1451];
export const modules = {

/***/ 1451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   archiveControlCommand: () => (/* binding */ archiveControlCommand)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2361);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9515);
/** `archive control` (docs/spec/operations.md, operation 12, beta). */



const archiveControlCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_2__/* .serviceCommand */ .xi)({
    name: 'archive control',
    summary: 'Archive a control (beta)',
    usage: 'IDENTIFIER [--output table|json]',
    description: 'Archives a control: it is no longer active. Controls are a beta feature: an org without it gets 403.',
    positionals: { min: 1, max: 1, what: 'the control IDENTIFIER' },
    output: true,
    writes: true,
    example: 'kosli-attest archive control CTRL-003',
    run: async (ctx) => {
        const identifier = ctx.args[0] ?? '';
        const org = ctx.service.org;
        if (ctx.dryRun) {
            return (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_2__/* .printDryRun */ .AG)(ctx, await _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .archiveControl */ .AO.request({ org, identifier }));
        }
        const control = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .archiveControl */ .AO)(ctx.client(), { org, identifier });
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(ctx.io, ctx.output, {
            json: control,
            table: () => `control ${identifier} was archived\n${(0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldsTable */ .mo)((0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .objectFields */ .Fr)(control))}`
        });
        return 0;
    }
});


/***/ })

};

//# sourceMappingURL=1451.index.js.map