export const id = 479;
export const ids = [479];
export const modules = {

/***/ 8479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   allowArtifactCommand: () => (/* binding */ allowArtifactCommand)
/* harmony export */ });
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4531);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _modes_allow_artifact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6108);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3007);
/**
 * `allow-artifact`: the action's allow-artifact engine (src/modes) on the
 * command line. The entry sent, or that a dry run would send, goes to
 * stdout as JSON; messages go to stderr.
 */




const FLAGS = {
    environment: {
        type: 'string',
        value: 'ENV',
        help: 'The environment the artifact is allowed in. Required.'
    },
    fingerprint: {
        type: 'string',
        value: 'SHA256',
        help: "The artifact's SHA-256 (64 lowercase hex characters); needs --artifact-name."
    },
    'artifact-path': {
        type: 'string',
        value: 'PATH',
        help: 'A file or directory to fingerprint instead; needs --artifact-type.'
    },
    'artifact-type': {
        type: 'string',
        value: 'file|dir',
        help: "How --artifact-path is fingerprinted (the Kosli CLI's algorithm)."
    },
    exclude: {
        type: 'string',
        multiple: true,
        value: 'GLOB',
        help: 'With --artifact-type dir: left out of the fingerprint.'
    },
    'artifact-name': {
        type: 'string',
        value: 'NAME',
        help: 'The name stored with the entry; with --artifact-path the default is its base name.'
    },
    reason: {
        type: 'string',
        value: 'TEXT',
        help: "Why it is allowed (the entry's description). Required."
    }
};
// src/config says this in the action's input names; here it names flags.
function checkArtifactFlags(ctx) {
    const given = ['fingerprint', 'artifact-path'].some((key) => (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(ctx.raw, key) !== undefined);
    if (!given) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL('no artifact: give --fingerprint SHA256 with --artifact-name NAME, or --artifact-path PATH with --artifact-type file|dir');
    }
}
async function allow(ctx) {
    checkArtifactFlags(ctx);
    const config = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseAllowArtifactConfig */ .JK)(ctx.raw);
    const outcome = await (0,_modes_allow_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .runAllowArtifact */ .H$)(config, (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_3__/* .modeDeps */ ._u)(ctx));
    const failure = (0,_modes_allow_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .failureOf */ .g5)(outcome);
    if (failure !== undefined) {
        ctx.logger.error(failure);
        return 1;
    }
    const entry = { environment: outcome.environment, ...outcome.entry };
    ctx.io.stdout(`${JSON.stringify(entry, null, 2)}\n`);
    return 0;
}
const allowArtifactCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceCommand */ .xi)({
    name: 'allow-artifact',
    summary: 'Allow-list an artifact for an environment',
    usage: '--environment ENV (--fingerprint SHA256 --artifact-name NAME | --artifact-path PATH --artifact-type file|dir) --reason TEXT [options]',
    description: `Puts an artifact on an environment's allow-list, so Kosli does not flag it as unknown when it starts running there. The same engine as the action's allow-artifact mode.

The entry sent (or, with --dry-run, that would be sent) is printed on stdout as JSON, with the environment; messages go to stderr.`,
    flags: FLAGS,
    writes: true,
    exitStatus: '0 allow-listed (or shown, with --dry-run), 1 Kosli refused or could not be reached, 2 usage or configuration error.',
    example: 'export KOSLI_API_TOKEN=... KOSLI_ORG=acme\nkosli-attest allow-artifact --environment production \\\n  --artifact-path dist/app.tgz --artifact-type file \\\n  --reason "Release 1.4.0, change CHG-123"',
    run: allow
});


/***/ })

};
