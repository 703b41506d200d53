export const id = 5859;
export const ids = [5859];
export const modules = {

/***/ 5859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listPoliciesCommand: () => (/* binding */ listPoliciesCommand)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2361);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9515);
/** `list policies` (docs/spec/operations.md, operation 15). */



function policiesTable(policies) {
    return (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .listTable */ .Lc)([
        'NAME',
        'DESCRIPTION',
        'CREATED AT',
        'LAST VERSION',
        'USED BY ENVS',
        'ARCHIVED'
    ], policies.map((p) => [
        p.name,
        p.description ?? '',
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .timeText */ .Tc)(p.created_at),
        String(p.versions?.length ?? 0),
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .cellText */ .Ie)(p.consuming_envs),
        p.archived ? 'yes' : ''
    ]), 'policies');
}
const listPoliciesCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_2__/* .serviceCommand */ .xi)({
    name: 'list policies',
    summary: 'List environment policies',
    usage: '[--output table|json]',
    description: "Lists the policies of the org, the environments using each, and how many versions it has. --output json includes every version's policy YAML.",
    output: true,
    example: 'kosli-attest list policies',
    run: async (ctx) => {
        const policies = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .listPolicies */ .jm)(ctx.client(), { org: ctx.service.org });
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(ctx.io, ctx.output, {
            json: policies,
            table: () => policiesTable(policies)
        });
        return 0;
    }
});


/***/ })

};

//# sourceMappingURL=5859.index.js.map