export const id = 933;
export const ids = [933];
export const modules = {

/***/ 6933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fingerprintCommand: () => (/* binding */ fingerprintCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2622);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8992);
/* harmony import */ var _modes_fingerprint_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2252);
/* harmony import */ var _framework_flag_values_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1450);
/* harmony import */ var _framework_options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(175);
/* harmony import */ var _framework_suggest_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4931);
/**
 * `fingerprint`: an artifact's SHA-256 on stdout and nothing else, so that
 * a script can capture it. The action's fingerprint engine (src/modes);
 * nothing is sent to Kosli. When the digest cannot be had, stdout stays
 * empty, the reason goes to stderr and the exit code is 1.
 */










const USAGE = 'Usage: kosli-attest fingerprint [--artifact-type file|dir|oci|docker] [-x PATTERN]... REF';
const HELP = `${USAGE}

Prints the SHA-256 fingerprint of REF (64 lowercase hex characters, no
sha256: prefix) on stdout, and nothing else, the way the Kosli CLI computes
it. Needs no Kosli account and sends nothing to Kosli.

Arguments:
  REF                       A file or directory, or a container image
                            reference: registry/name:tag, name:tag (Docker
                            Hub), or ...@sha256:<64 hex> (taken as is).

Options:
  --artifact-type T         file, dir, oci (the manifest or multi-platform
                            index digest the registry serves) or docker (the
                            RepoDigest from the local Docker daemon). Default:
                            file or dir, by what REF is on disk.
  -x, --exclude PATTERN ... With dir: a glob left out of the fingerprint.
  --registry-username NAME  oci and docker: the registry login, with
                            --registry-password. Without them: anonymous,
                            then ~/.docker/config.json (and its credential
                            helpers), then GITHUB_TOKEN for ghcr.io.
  --registry-password PASS  Prefer KOSLI_REGISTRY_PASSWORD: flags show up in
                            process lists.
  --timeout-seconds N       Per registry request; default 30.
  --max-retries N           Default 3.
  --retry-budget-seconds N  Most time spent waiting to retry; default 60.
  --config-file PATH        YAML or JSON of flag names and values.
  --verbose                 Say on stderr what was found (a multi-platform
                            index and its platforms; where the digest and
                            the credentials came from).
  -h, --help                Show this help.

Every flag also reads KOSLI_<FLAG_NAME> (e.g. KOSLI_REGISTRY_USERNAME) and
the config file; a flag wins over its variable, which wins over the file.

Exit status: 0 printed, 1 the fingerprint cannot be had (nothing on stdout;
the reason, naming the reference, on stderr), 2 usage or configuration.

Example:
  digest=$(kosli-attest fingerprint --artifact-type oci ghcr.io/acme/app:1.4.0)
  kosli-attest fingerprint --artifact-type dir -x '*.log' build/
`;
/** The keys read by precedence: flag, KOSLI_* variable, config file. */
const KEYS = [
    'artifact-type',
    'exclude',
    'registry-username',
    'registry-password',
    'timeout-seconds',
    'max-retries',
    'retry-budget-seconds',
    'verbose'
];
const OPTIONS = {
    'artifact-type': { type: 'string' },
    exclude: { type: 'string', multiple: true, short: 'x' },
    'registry-username': { type: 'string' },
    'registry-password': { type: 'string' },
    'timeout-seconds': { type: 'string' },
    'max-retries': { type: 'string' },
    'max-api-retries': { type: 'string' },
    'retry-budget-seconds': { type: 'string' },
    'config-file': { type: 'string' },
    verbose: { type: 'boolean' },
    debug: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' }
};
function usageError(io, message) {
    io.stderr(`error: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)(message, true)}\n${USAGE}\nRun with --help for more.\n`);
    return 2;
}
function quietLogger(io, verbose) {
    // Registry answers and file names are untrusted: no terminal escapes.
    const say = (prefix) => (message) => io.stderr(`${prefix}${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)(message, true)}\n`);
    const none = () => undefined;
    return {
        debug: verbose ? say('debug: ') : none,
        info: verbose ? say('') : none,
        warn: say('warning: '),
        error: say('error: ')
    };
}
/** Without --artifact-type: file or dir by what REF is; never the network. */
async function typeOnDisk(ref, cwd) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, ref)).catch(() => undefined);
    if (info === undefined) {
        throw new Error(`${ref}: no such file or directory. For a container image give --artifact-type oci (ask its registry) or docker (ask the local Docker daemon)`);
    }
    return info.isDirectory() ? 'dir' : 'file';
}
async function configOf(values, ref, io) {
    const resolved = (0,_framework_options_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveOptions */ .$i)({
        flags: values,
        env: io.env,
        cwd: io.cwd,
        keys: KEYS
    });
    for (const warning of resolved.warnings) {
        io.stderr(`warning: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)(warning, true)}\n`);
    }
    const raw = {
        ...resolved.raw,
        'artifact-path': ref,
        'artifact-type': resolved.raw['artifact-type'] ?? (await typeOnDisk(ref, io.cwd))
    };
    return { config: (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFingerprintConfig */ .kK)(raw), raw };
}
async function run(argv, io) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
            args: argv,
            options: OPTIONS,
            allowPositionals: true,
            strict: true
        });
    }
    catch (error) {
        return usageError(io, (0,_framework_suggest_js__WEBPACK_IMPORTED_MODULE_9__/* .parseArgsMessage */ .KU)(error, Object.keys(OPTIONS)));
    }
    const { help, ...values } = parsed.values;
    if (help) {
        io.stdout(HELP);
        return 0;
    }
    if (parsed.positionals.length !== 1) {
        return usageError(io, `expected one REF (a path or an image reference), got ${parsed.positionals.length}`);
    }
    const [ref = ''] = parsed.positionals;
    let setup;
    try {
        setup = await configOf(values, ref, io);
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL)) {
            io.stderr(`error: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error), true)}\n`);
            return 1;
        }
        return usageError(io, (0,_framework_options_js__WEBPACK_IMPORTED_MODULE_8__/* .flagMessage */ .cO)(error.message, [...KEYS]));
    }
    const logger = quietLogger(io, (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_7__/* .boolFlag */ .lB)(setup.raw, 'verbose'));
    try {
        const found = await (0,_modes_fingerprint_js__WEBPACK_IMPORTED_MODULE_6__/* .runFingerprint */ .q)(setup.config, {
            cwd: io.cwd,
            env: io.env,
            logger
        });
        io.stdout(`${found.fingerprint}\n`);
        return 0;
    }
    catch (error) {
        io.stderr(`error: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error), true)}\n`);
        return 1;
    }
}
const fingerprintCommand = {
    name: 'fingerprint',
    summary: "Print an artifact's SHA-256: a file, a directory or an image",
    help: HELP,
    run
};


/***/ }),

/***/ 2252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ fingerprintStep),
/* harmony export */   q: () => (/* binding */ runFingerprint)
/* harmony export */ });
/* harmony import */ var _artifact_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9031);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2622);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4285);
/**
 * fingerprint: the SHA-256 of a file, a directory or a container image, as
 * an output for later steps (an attestation in another job, a deploy that
 * pins the digest). It sends nothing to Kosli and needs no token.
 */




/** The engine the CLI's `fingerprint` command shares. */
async function runFingerprint(config, deps) {
    const found = await (0,_artifact_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveArtifact */ .B)(config.artifact, deps);
    if (found === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('artifact-path is required: what to fingerprint');
    }
    const name = config.artifactName ?? found.defaultName;
    return {
        fingerprint: found.fingerprint,
        ...(name !== undefined && { name }),
        ...(found.image !== undefined && { image: found.image.description })
    };
}
async function fingerprintStep(raw, deps) {
    const result = await runFingerprint((0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFingerprintConfig */ .kK)(raw), deps);
    const what = result.name === undefined ? 'the artifact' : (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .text */ .Qq)(result.name);
    const image = result.image === undefined ? '' : `\nImage: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .text */ .Qq)(result.image, 1000)}\n`;
    return {
        outputs: {
            'artifact-fingerprint': result.fingerprint,
            ...(result.name !== undefined && { 'artifact-name': result.name })
        },
        summary: `Fingerprint of ${what}: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .inlineCode */ .ti)(result.fingerprint)}\n${image}`,
        annotations: []
    };
}


/***/ })

};

//# sourceMappingURL=933.index.js.map