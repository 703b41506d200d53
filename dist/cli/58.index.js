export const id = 58;
export const ids = [58];
export const modules = {

/***/ 2648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   beginTrailCommand: () => (/* binding */ beginTrailCommand),
/* harmony export */   createFlowCommand: () => (/* binding */ createFlowCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6013);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8262);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _modes_attest_junit_context_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(588);
/* harmony import */ var _modes_attest_junit_request_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58);
/* harmony import */ var _modes_trail_start_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6753);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9515);
/* harmony import */ var _attest_flags_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2034);
/* harmony import */ var _trail_link_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(814);
/**
 * `create flow` and `begin trail` (docs/spec/flows-and-trails.md): the
 * Kosli CLI's set-up steps, sending the same requests, so that a pipeline
 * can make its flow and trail before it attests.
 */











const text = (value, help) => ({ type: 'string', value, help });
const FLOW_FLAGS = {
    description: text('TEXT', "The flow's description."),
    'template-file': text('FILE', 'The flow template (YAML: version: 1, then the trail and artifact attestations). Default: the empty template, version: 1.')
};
/** The vendor's begin trail flags that this command takes. */
const TRAIL_FLAGS = {
    flow: text('F', 'KOSLI_FLOW. The flow the trail belongs to. Required.'),
    description: text('TEXT', "The trail's description."),
    'template-file': text('FILE', 'A trail-level template (the same YAML as a flow template).'),
    ...Object.fromEntries([
        'commit',
        'origin-url',
        'redact-commit-info',
        'repository',
        'repo-id',
        'repo-url',
        'repo-provider'
    ].flatMap((name) => {
        const flag = _attest_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .ATTEST_FLAGS */ .E[name];
        return flag === undefined ? [] : [[name, flag]];
    }))
};
async function templateOf(ctx) {
    const path = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, 'template-file');
    if (path === undefined)
        return undefined;
    try {
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(ctx.io.cwd, path), 'utf8');
        return { text, filename: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path) };
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`--template-file: cannot read ${path}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`, { cause: error });
    }
}
/** The data_json part of a dry run, on stdout as the request would carry it. */
function printData(ctx, request, data) {
    const { method, path } = request;
    const base = ctx.service.host.replace(/\/api\/v2$/, '');
    ctx.io.stdout(`Dry run: nothing is sent. The request would be:\n${method} ${base}/api/v2${path}\ndata_json:\n${JSON.stringify(data, null, 2)}\n`);
    return 0;
}
const createFlowCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_8__/* .serviceCommand */ .xi)({
    name: 'create flow',
    summary: 'Create or update a Kosli flow',
    usage: 'NAME [--description TEXT] [--template-file FILE]',
    description: "Creates the flow, or updates it when it exists (its description and template are replaced), as the Kosli CLI's create flow with --template-file or --use-empty-template does. NAME starts with a letter or digit and holds only letters, digits, '.', '-', '_' and '~'. Prints \"flow 'NAME' was created\" (or updated).",
    positionals: { min: 1, max: 1, what: 'the flow NAME' },
    flags: FLOW_FLAGS,
    writes: true,
    example: 'kosli-attest create flow shop --template-file kosli-template.yml',
    run: async (ctx) => {
        const template = await templateOf(ctx);
        const description = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, 'description');
        const params = {
            org: ctx.service.org,
            name: ctx.args[0] ?? '',
            ...(template !== undefined && { template }),
            ...(description !== undefined && { description })
        };
        if (ctx.dryRun) {
            const request = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createFlowRequest */ .eV)(params);
            return printData(ctx, request, {
                name: params.name,
                description: params.description ?? ''
            });
        }
        const outcome = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createFlow */ .F8)(ctx.client(), params);
        ctx.io.stdout(`flow '${params.name}' was ${outcome}\n`);
        return 0;
    }
});
/** A 404 on begin trail is most often a flow not created yet. */
function withFlowHint(error, flow) {
    if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .hD) || error.status !== 404)
        return error;
    return new Error(`${error.message}\nHint: the flow must exist first: kosli-attest create flow ${(0,_modes_attest_junit_request_js__WEBPACK_IMPORTED_MODULE_6__/* .shellWord */ .r7)(flow)}`, { cause: error });
}
async function trailParams(ctx) {
    const flow = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, 'flow');
    if (flow === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL('flow is required: the flow the trail belongs to');
    }
    const options = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommitOptions */ .tO)(ctx.raw);
    const context = await (0,_modes_attest_junit_context_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveContext */ .w)(options, (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_8__/* .modeDeps */ ._u)(ctx));
    const description = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, 'description');
    const data = (0,_modes_trail_start_js__WEBPACK_IMPORTED_MODULE_7__/* .trailData */ .T)({
        org: ctx.service.org,
        flow,
        trail: ctx.args[0] ?? '',
        context,
        ...(description !== undefined && { description })
    });
    const template = await templateOf(ctx);
    return {
        org: ctx.service.org,
        flow,
        data,
        ...(template !== undefined && { template })
    };
}
const beginTrailCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_8__/* .serviceCommand */ .xi)({
    name: 'begin trail',
    summary: 'Begin or update a trail of a flow',
    usage: 'NAME --flow F [--description TEXT] [--commit REV]',
    description: "Begins the trail in the flow, or updates it when it exists, as the Kosli CLI's begin trail does: with the commit (the CI's, or --commit, or HEAD of the repository here), the repository and the CI run's link, found as attest junit finds them. The flow must exist (create flow). NAME starts with a letter or digit and holds only letters, digits, '.', '-', '_' and '~'. Prints \"trail 'NAME' was begun\" (or updated).",
    positionals: { min: 1, max: 1, what: 'the trail NAME' },
    flags: TRAIL_FLAGS,
    writes: true,
    example: 'kosli-attest begin trail "$GITHUB_SHA" --flow shop',
    run: async (ctx) => {
        const params = await trailParams(ctx);
        if (ctx.dryRun) {
            const request = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .beginTrailRequest */ .T8)(params);
            return printData(ctx, request, params.data);
        }
        const outcome = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .beginTrail */ .Gv)(ctx.client(), params).catch((error) => {
            throw withFlowHint(error, params.flow);
        });
        ctx.io.stdout(`${(0,_modes_trail_start_js__WEBPACK_IMPORTED_MODULE_7__/* .begunMessage */ .V)(params.data.name, outcome)}\n`);
        (0,_trail_link_js__WEBPACK_IMPORTED_MODULE_10__/* .printTrailUrl */ .N)(ctx, { flow: params.flow, trail: params.data.name });
        return 0;
    }
});


/***/ }),

/***/ 814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ printTrailUrl)
/* harmony export */ });
/* harmony import */ var _modes_attest_junit_trail_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3225);
/**
 * After a write to a trail, its page on stderr: the link the action gives
 * as its `trail-url` output, built by the same function (on Kosli's hosts
 * and the emulator's; nothing for another host).
 */

function printTrailUrl(ctx, place) {
    const url = (0,_modes_attest_junit_trail_url_js__WEBPACK_IMPORTED_MODULE_0__/* .trailUrl */ .K)({
        service: { host: ctx.service.host, org: place.org ?? ctx.service.org },
        flow: place.flow,
        trail: place.trail
    });
    if (url !== undefined)
        ctx.logger.info(`trail: ${url}`);
}


/***/ }),

/***/ 8431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ isInside)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/** Path checks shared by every layer. */

/**
 * Whether `target` is `dir` or lies below it. Both are absolute and
 * normalized. Only a first segment that is exactly `..` leaves `dir`: a
 * folder named `..r` is inside.
 */
function isInside(dir, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(dir, target);
    return rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel);
}


/***/ })

};

//# sourceMappingURL=58.index.js.map