export const id = 5252;
export const ids = [5252];
export const modules = {

/***/ 5252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   getMomentCommand: () => (/* binding */ getMomentCommand)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2361);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9515);
/** `get moment` (docs/spec/operations.md, operation 9, beta). */



function field(slot, ...names) {
    if (typeof slot !== 'object' || slot === null)
        return undefined;
    const record = slot;
    return names.map((n) => record[n]).find((v) => v !== undefined);
}
function momentTable(moment) {
    const head = (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldsTable */ .mo)([
        ['moment_number', String(moment.moment_number)],
        ['created_at', (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .timeText */ .Tc)(moment.created_at)],
        ['template_id', moment.template_id ?? '']
    ]);
    // A slot carries its attestation's fields, which vary with its type.
    const slots = (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .listTable */ .Lc)(['SLOT', 'TYPE', 'COMPLIANT', 'CREATED AT'], Object.entries(moment.compliance_status).map(([name, slot]) => [
        name,
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .cellText */ .Ie)(field(slot, 'attestation_type', 'type')),
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .cellText */ .Ie)(field(slot, 'is_compliant', 'compliant')),
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .timeText */ .Tc)(field(slot, 'created_at'))
    ]), 'slots');
    return `${head}\n\n${slots}`;
}
const getMomentCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_2__/* .serviceCommand */ .xi)({
    name: 'get moment',
    summary: 'Show a trail moment and its compliance slots (beta)',
    usage: 'FLOW TRAIL MOMENT [--output table|json]',
    description: 'Shows a recorded moment of a trail: which template it was evaluated against and the compliance status of each slot. MOMENT is sent to Kosli as given (the API does not define its grammar; the emulator reads a number, latest or ~N). Trail moments are a beta feature: an org without it gets 403.',
    positionals: { min: 3, max: 3, what: 'FLOW TRAIL MOMENT' },
    output: true,
    example: 'kosli-attest get moment demo-flow demo-trail latest --output json',
    run: async (ctx) => {
        const [flow = '', trail = '', moment = ''] = ctx.args;
        const found = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .getTrailMoment */ .dg)(ctx.client(), {
            org: ctx.service.org,
            flow,
            trail,
            moment
        });
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(ctx.io, ctx.output, { json: found, table: () => momentTable(found) });
        return 0;
    }
});


/***/ })

};

//# sourceMappingURL=5252.index.js.map