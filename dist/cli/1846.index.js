export const id = 1846;
export const ids = [1846];
export const modules = {

/***/ 1846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listAttestationTypesCommand: () => (/* binding */ listAttestationTypesCommand),
/* harmony export */   listRepoTagsCommand: () => (/* binding */ listRepoTagsCommand)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2361);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9515);
/**
 * `list attestation-types` and `list repo-tags` (docs/spec/operations.md,
 * operations 16, 17).
 */



function typesTable(types) {
    return (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .listTable */ .Lc)(['NAME', 'DESCRIPTION', 'VERSIONS'], types.map((t) => [
        t.name,
        t.description ?? '',
        (t.versions ?? []).map((v) => v.version).join(', ')
    ]), 'attestation types');
}
const listAttestationTypesCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_2__/* .serviceCommand */ .xi)({
    name: 'list attestation-types',
    summary: 'List the system attestation types and their versions',
    usage: '[--output table|json]',
    description: "Lists the attestation types Kosli knows (junit, snyk, ...) and the versions of each; --output json includes each version's data schema. Needs a token but no org.",
    output: true,
    org: false,
    example: 'kosli-attest list attestation-types --output json',
    run: async (ctx) => {
        const types = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .listSystemAttestationTypes */ .Pc)(ctx.client());
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(ctx.io, ctx.output, {
            json: { system_attestation_types: types },
            table: () => typesTable(types)
        });
        return 0;
    }
});
const listRepoTagsCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_2__/* .serviceCommand */ .xi)({
    name: 'list repo-tags',
    summary: "List the tag key/value pairs of the org's repositories",
    usage: '[--output table|json]',
    description: 'Lists the distinct tag key/value pairs across the repositories of the org, the values the repository tag filter accepts.',
    output: true,
    example: 'kosli-attest list repo-tags',
    run: async (ctx) => {
        const tags = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .listRepoTagChoices */ .fl)(ctx.client(), {
            org: ctx.service.org
        });
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(ctx.io, ctx.output, {
            json: tags,
            table: () => (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_1__/* .listTable */ .Lc)(['KEY', 'VALUE'], tags.tag_choices.map((t) => [t.key, t.value]), 'repository tags')
        });
        return 0;
    }
});


/***/ })

};

//# sourceMappingURL=1846.index.js.map