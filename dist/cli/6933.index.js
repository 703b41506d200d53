export const id = 6933;
export const ids = [6933,2252];
export const modules = {

/***/ 9514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ resolveArtifact)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * The fingerprint of the artifact a step names, whatever its kind: given
 * as is, a file or directory (fingerprint.ts), or a container image from a
 * registry (`oci`) or the local daemon (`docker`). The image modules are
 * loaded only for an image, so a run on files never loads them.
 */



/** Undefined when the step names no artifact. */
async function resolveArtifact(artifact, deps) {
    const { fingerprint, artifactPath, artifactType, exclude } = artifact;
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath === undefined || artifactType === undefined)
        return undefined;
    if (exclude.length > 0 && artifactType !== 'dir') {
        deps.logger.warn(`exclude applies to artifact-type dir only; ignored for ${artifactType}`);
    }
    if (artifactType === 'oci' || artifactType === 'docker') {
        const image = { reference: artifactPath, type: artifactType };
        return resolveImage(artifact, image, deps);
    }
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(deps.cwd, artifactPath);
    const kind = { type: artifactType, exclude };
    const computed = await pathFingerprint(path, kind, deps);
    deps.logger.info(`Fingerprint of ${artifactPath}: ${computed}`);
    return { fingerprint: computed, defaultName: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path) };
}
async function resolveImage(artifact, image, deps) {
    const { reference, type } = image;
    const options = {
        reference,
        ...artifact.registry,
        env: deps.env,
        homeDir: deps.env.HOME || (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)(),
        ...artifact.limits,
        logger: deps.logger,
        ...(deps.maskSecret !== undefined && { onSecret: deps.maskSecret })
    };
    const found = type === 'oci'
        ? await (await Promise.all(/* import() */[__webpack_require__.e(5586), __webpack_require__.e(6752), __webpack_require__.e(755), __webpack_require__.e(908)]).then(__webpack_require__.bind(__webpack_require__, 8527))).fingerprintOciImage(options)
        : await (await Promise.all(/* import() */[__webpack_require__.e(5586), __webpack_require__.e(6752), __webpack_require__.e(755), __webpack_require__.e(4958)]).then(__webpack_require__.bind(__webpack_require__, 4958))).fingerprintDockerImage(options);
    const { describeImageFingerprint, platformName } = await __webpack_require__.e(/* import() */ 5131).then(__webpack_require__.bind(__webpack_require__, 5131));
    const description = describeImageFingerprint(found);
    deps.logger.info(`Fingerprint of ${description}`);
    return {
        fingerprint: found.digest,
        defaultName: reference,
        image: {
            description,
            isIndex: found.isIndex,
            platforms: found.platforms.map(platformName)
        }
    };
}
/**
 * A missing or wrong-kind path is a ConfigError about the input, so the
 * message says which input to fix (`artifact-path: ...`).
 */
async function pathFingerprint(path, kind, deps) {
    const { type, exclude } = kind;
    // Like the image code above, hashing loads only for a step that names an
    // artifact.
    const { fingerprintDir, fingerprintFile } = await __webpack_require__.e(/* import() */ 2884).then(__webpack_require__.bind(__webpack_require__, 2884));
    try {
        return type === 'dir'
            ? await fingerprintDir(path, {
                exclude,
                warn: (message) => deps.logger.warn(message)
            })
            : await fingerprintFile(path);
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL))
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`artifact-path: ${error.message} (artifact-type ${type})`, { cause: error });
    }
}


/***/ }),

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
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9604);
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
        const found = await (0,_modes_fingerprint_js__WEBPACK_IMPORTED_MODULE_6__.runFingerprint)(setup.config, {
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

/***/ 1450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gi: () => (/* binding */ emptyFlag),
/* harmony export */   cS: () => (/* binding */ timeFlag),
/* harmony export */   lB: () => (/* binding */ boolFlag),
/* harmony export */   nZ: () => (/* binding */ argumentOrFlag),
/* harmony export */   s1: () => (/* binding */ intFlag),
/* harmony export */   v6: () => (/* binding */ listFlag),
/* harmony export */   yq: () => (/* binding */ choiceFlag)
/* harmony export */ });
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/**
 * Typed values of resolved CLI flags, with errors that name the flag. A
 * flag's plain text is `optional` of src/config, as for an input.
 */


function listFlag(raw, key) {
    return (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lines */ .Mn)(raw[key]);
}
function boolFlag(raw, key) {
    return (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .booleanValue */ .eC)(raw[key], `--${key}`, false);
}
function intFlag(raw, key, range) {
    const value = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(raw, key);
    if (value === undefined)
        return undefined;
    const n = Number(value);
    const max = range.max ?? Number.MAX_SAFE_INTEGER;
    if (!/^\d+$/.test(value) || n < range.min || n > max) {
        const to = range.max === undefined ? ' or more' : ` to ${range.max}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`--${key}: "${value}" must be a whole number from ${range.min}${to}`);
    }
    return n;
}
function choiceFlag(raw, key, allowed) {
    const value = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(raw, key);
    return value === undefined ? undefined : (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .choice */ .Yq)(value, `--${key}`, allowed);
}
/**
 * Unix seconds, or an ISO 8601 date or date-time, as whole Unix seconds. A
 * date or time without a zone is UTC, so a run gives the same window on
 * every machine.
 */
function timeFlag(raw, key) {
    const value = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(raw, key);
    if (value === undefined)
        return undefined;
    if (/^\d+(\.\d+)?$/.test(value))
        return Math.floor(Number(value));
    const iso = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
    const match = iso.exec(value);
    const zone = match?.[1] !== undefined && match[4] === undefined ? 'Z' : '';
    const ms = match ? Date.parse(`${value.replace(' ', 'T')}${zone}`) : NaN;
    if (Number.isNaN(ms)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`--${key}: "${value}" is neither Unix seconds nor an ISO date, e.g. 1714564800, 2024-05-01 or 2024-05-01T12:00:00Z`);
    }
    return Math.floor(ms / 1000);
}
/**
 * Flags whose empty value the request schema takes (a string that may be
 * empty); every other flag refuses one, as the Kosli CLI does.
 */
const MAY_BE_EMPTY = new Set(['description', 'reason']);
/** The first flag given an empty value it may not have. */
function emptyFlag(values) {
    return Object.entries(values).find(([name, v]) => !MAY_BE_EMPTY.has(name) &&
        (v === '' || (Array.isArray(v) && v.some((x) => x === ''))))?.[0];
}
/**
 * A name given as the command's argument or, as other commands and the
 * Kosli CLI take it, as a flag (or its KOSLI_* variable): the argument
 * wins. Names the argument and the flag when neither is given.
 */
function argumentOrFlag(arg, raw, key) {
    const value = arg ?? (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(raw, key);
    if (value === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${key} is required: give it as the argument or with --${key}`);
    }
    return value;
}


/***/ }),

/***/ 175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cO: () => (/* binding */ flagMessage),
  $i: () => (/* binding */ resolveOptions)
});

// UNUSED EXPORTS: DRY_RUN_TOKEN, envName

// EXTERNAL MODULE: ./src/config/index.ts + 17 modules
var config = __webpack_require__(9604);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/regular-file.ts
var regular_file = __webpack_require__(702);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/cli/framework/config-file.ts
/**
 * The CLI's config file (--config-file, KOSLI_CONFIG_FILE): YAML or JSON,
 * keyed by flag names in any case, like the Kosli CLI's
 * (docs/spec/kosli-cli.md, Configuration). Unknown keys and a token file others can read get warnings.
 */







/**
 * A config file holds a few flags: 1 MiB is far more than any needs, and
 * reading it (YAML) stays well under a second.
 */
const CONFIG_FILE_LIMIT = 1024 * 1024;
function configPath(request) {
    const value = request.flags['config-file'];
    const flag = typeof value === 'string' ? value : undefined;
    if (flag !== undefined) {
        if (flag.trim() === '') {
            throw new errors/* ConfigError */.xL('--config-file was given an empty value');
        }
        return (0,external_node_path_.resolve)(request.cwd, flag);
    }
    const variable = request.env.KOSLI_CONFIG_FILE?.trim();
    return variable ? (0,external_node_path_.resolve)(request.cwd, variable) : undefined;
}
function loadConfigFile(request, warnings) {
    const path = configPath(request);
    if (path === undefined)
        return undefined;
    const text = (0,regular_file/* readRegularFile */.XF)(path, {
        maxBytes: CONFIG_FILE_LIMIT,
        what: '--config-file (or KOSLI_CONFIG_FILE)'
    }).toString('utf8');
    const values = configValues(path, text, warnings);
    if (values['api-token'] !== undefined)
        checkPrivate(path, warnings);
    return { path, values };
}
function configValues(path, text, warnings) {
    let document;
    try {
        // YAML 1.2 reads JSON as well.
        document = (0,dist/* parse */.qg)(text, { logLevel: 'error' });
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`${path}${where(error)} is not valid YAML or JSON (${codeOf(error)}); the line is not shown, as it may hold the token`);
    }
    if (document === null || document === undefined)
        return {};
    if (typeof document !== 'object' || Array.isArray(document)) {
        throw new errors/* ConfigError */.xL(`${path} must be a mapping of flag names to values, e.g. "org: acme"`);
    }
    const values = {};
    for (const [name, value] of Object.entries(document)) {
        const lower = name.trim().toLowerCase().replace(/_/g, '-');
        const key = (0,config/* canonicalName */.Ew)(lower);
        if (!(0,config/* isConfigKey */.Uc)(key)) {
            warnings.push(`${path}: unknown key "${name}" is ignored; keys are flag names such as org, api-token, host`);
            continue;
        }
        const text = fileValue(value, `${path}: ${name}`);
        if (text !== undefined)
            values[key] = text;
    }
    return values;
}
/**
 * Where a parse error is, and its kind: never the parser's message, which
 * quotes the source line (an `api-token:` line, say). No `cause` either,
 * since that would carry the message along.
 */
function where(error) {
    const at = error instanceof dist/* YAMLError */.IP ? error.linePos?.[0] : undefined;
    return at === undefined ? '' : `:${at.line}:${at.col}`;
}
function codeOf(error) {
    return error instanceof dist/* YAMLError */.IP
        ? error.code.toLowerCase().replace(/_/g, ' ')
        : 'unreadable';
}
/** Scalars as text; a list one entry per line; a map as key=value lines. */
function fileValue(value, where) {
    if (value === null || value === undefined)
        return undefined;
    const flat = (0,src_text/* flatText */.PV)(value, '\n');
    if (flat !== undefined)
        return flat;
    throw new errors/* ConfigError */.xL(`${where} must be a value, a list of values or a map of key: value`);
}
function checkPrivate(path, warnings) {
    // Windows has no permission bits to check.
    if (process.platform === 'win32')
        return;
    if (((0,external_node_fs_.statSync)(path).mode & 0o077) === 0)
        return;
    warnings.push(`${path} holds the API token and other users can read it: run chmod 600 ${path}`);
}

;// CONCATENATED MODULE: ./src/cli/framework/options.ts
/**
 * Where every CLI value comes from: its flag, else its non-empty KOSLI_*
 * variable, else the config file, else the default (docs/spec/kosli-cli.md,
 * Configuration).
 * Values come out as a `RawConfig` keyed by the kebab-case flag name, the
 * shape src/config parses for the action's inputs too.
 */


const FLAG_ONLY = new Set(config/* FLAG_ONLY_NAMES */.p0);
/** `api-token` -> `KOSLI_API_TOKEN`. */
function envName(key) {
    return `KOSLI_${key.toUpperCase().replace(/-/g, '_')}`;
}
/** The vendor's placeholder token that turns a run into a dry run. */
const DRY_RUN_TOKEN = 'DRY_RUN';
function flagText(value) {
    if (value === undefined)
        return undefined;
    // A repeated flag is a list: one entry per line, as in the action.
    if (Array.isArray(value))
        return value.map(String).join('\n');
    return String(value);
}
function fromFlags(flags, key) {
    for (const name of [key, ...(0,config/* aliasesOf */.QI)(key)]) {
        const text = flagText(flags[name]);
        if (text !== undefined)
            return [text, `--${name}`];
    }
    return undefined;
}
function fromEnv(env, key) {
    for (const name of [key, ...(0,config/* aliasesOf */.QI)(key)].map(envName)) {
        const value = env[name];
        // An empty variable is ignored, like the vendor CLI (viper).
        if (value !== undefined && value.trim() !== '')
            return [value, name];
    }
    return undefined;
}
/**
 * Resolves `keys` by precedence. `KOSLI_API_TOKEN=DRY_RUN` (from any source)
 * turns on dry-run and leaves no token, as the vendor CLI does.
 */
function resolveOptions(request) {
    const warnings = [];
    const file = loadConfigFile(request, warnings);
    const raw = {};
    const sources = {};
    for (const key of request.keys) {
        const found = fromFlags(request.flags, key) ??
            (FLAG_ONLY.has(key)
                ? undefined
                : (fromEnv(request.env, key) ?? fromFile(file, key)));
        const fallback = request.defaults?.[key];
        if (found !== undefined) {
            raw[key] = found[0];
            sources[key] = found[1];
        }
        else if (fallback !== undefined) {
            raw[key] = fallback;
            sources[key] = 'default';
        }
    }
    keepStrongerOfPair({ raw, sources }, ['host', 'region']);
    if (raw['api-token']?.trim() === DRY_RUN_TOKEN) {
        raw['dry-run'] = 'true';
        sources['dry-run'] = `${sources['api-token'] ?? ''}=${DRY_RUN_TOKEN}`;
        delete raw['api-token'];
        delete sources['api-token'];
    }
    return {
        raw,
        sources,
        warnings,
        ...(file !== undefined && { configFile: file.path })
    };
}
/** Flag, variable, config file, default: a lower rank wins. */
function rank(source) {
    if (source === undefined)
        return 4;
    if (source.startsWith('--'))
        return 0;
    if (source.startsWith('KOSLI_'))
        return 1;
    return source === 'default' ? 3 : 2;
}
/**
 * Two keys that set one thing (host and region both pick the host) resolve
 * as a pair: `--region us` beats a KOSLI_HOST variable, and `--host` a
 * KOSLI_REGION. Set at the same level, both stay, and src/config refuses
 * the pair.
 */
function keepStrongerOfPair(resolved, [a, b]) {
    const { raw, sources } = resolved;
    const rankA = rank(sources[a]);
    const rankB = rank(sources[b]);
    if (rankA === rankB)
        return;
    const weaker = rankA < rankB ? b : a;
    delete raw[weaker];
    delete sources[weaker];
}
function fromFile(file, key) {
    const value = file?.values[key];
    return value === undefined ? undefined : [value, `config file ${file?.path}`];
}
/**
 * For people: an error of src/config names the input key (`org is
 * required`); on the command line it is the flag, its variable or the file.
 */
function flagMessage(message, keys) {
    const key = [...keys]
        .sort((a, b) => b.length - a.length)
        .find((k) => message.startsWith(`${k}:`) || message.startsWith(`${k} `));
    if (key === undefined)
        return message;
    const text = `--${message}`;
    return / is required/.test(message.slice(key.length, key.length + 13))
        ? `${text}\n(set --${key}, or ${envName(key)}, or "${key}:" in the config file)`
        : text;
}


/***/ }),

/***/ 2252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fingerprintStep: () => (/* binding */ fingerprintStep),
/* harmony export */   runFingerprint: () => (/* binding */ runFingerprint)
/* harmony export */ });
/* harmony import */ var _artifact_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9514);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4285);
/**
 * fingerprint: the SHA-256 of a file, a directory or a container image, as
 * an output for later steps (an attestation in another job, a deploy that
 * pins the digest). It sends nothing to Kosli and needs no token.
 */



/** The engine the CLI's `fingerprint` command shares. */
async function runFingerprint(config, deps) {
    const found = await (0,_artifact_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveArtifact */ .B)(config.artifact, deps);
    if (found === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL('artifact-path is required: what to fingerprint');
    }
    const name = config.artifactName ?? found.defaultName;
    return {
        fingerprint: found.fingerprint,
        ...(name !== undefined && { name }),
        ...(found.image !== undefined && { image: found.image.description })
    };
}
async function fingerprintStep(step, deps) {
    const result = await runFingerprint(step.config, deps);
    const what = result.name === undefined ? 'the artifact' : (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(result.name);
    const image = result.image === undefined ? '' : `\nImage: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(result.image, 1000)}\n`;
    return {
        outputs: {
            'artifact-fingerprint': result.fingerprint,
            ...(result.name !== undefined && { 'artifact-name': result.name })
        },
        summary: `Fingerprint of ${what}: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .inlineCode */ .ti)(result.fingerprint)}\n${image}`,
        annotations: []
    };
}


/***/ }),

/***/ 702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   aj: () => (/* binding */ checkRealDirectory),
/* harmony export */   l$: () => (/* binding */ checkRegularFile)
/* harmony export */ });
/* unused harmony export sizeText */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/**
 * Files read as data, never as file-system tricks: a kept payload's files
 * and the CLI's config file are read only when they are regular files (a
 * symbolic link could point anywhere, a FIFO blocks the read for ever, a
 * device such as /dev/zero never ends) and within a size limit. Every
 * refusal names the path and why.
 */



/** `1 MiB`, `8 MiB`, `512 bytes`. */
function sizeText(bytes) {
    const mib = 1024 * 1024;
    return bytes % mib === 0 ? `${bytes / mib} MiB` : `${bytes} bytes`;
}
function kindOf(stats) {
    if (stats.isFile())
        return undefined;
    if (stats.isSymbolicLink())
        return 'a symbolic link';
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isFIFO())
        return 'a FIFO (named pipe)';
    if (stats.isCharacterDevice())
        return 'a character device';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isSocket())
        return 'a socket';
    return 'not a regular file';
}
function refuse(path, limit, why) {
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${limit.what}: ${path} ${why}`);
}
/** Refuses anything but a regular file within the limit. */
function checked(path, stats, limit) {
    const kind = kindOf(stats);
    if (kind !== undefined) {
        refuse(path, limit, `is ${kind}; only a regular file is read`);
    }
    if (stats.size > limit.maxBytes) {
        refuse(path, limit, `is ${stats.size} bytes, more than the limit of ${sizeText(limit.maxBytes)}`);
    }
}
/** Refuses a path that is not a regular file within the limit, unread. */
function checkRegularFile(path, limit) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch (error) {
        refuse(path, limit, `cannot be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
    }
    checked(path, stats, limit);
}
// O_NONBLOCK: should the path become a FIFO between the lstat and the open,
// the open does not wait for a writer. O_NOFOLLOW: nor a symbolic link.
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/**
 * The bytes of the regular file at `path`, at most `limit.maxBytes`. The
 * file is checked before it is opened and again, by its descriptor, after.
 */
function readRegularFile(path, limit) {
    checkRegularFile(path, limit);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, OPEN_FLAGS);
    }
    catch (error) {
        refuse(path, limit, `cannot be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        checked(path, stats, limit);
        // One byte more than allowed tells a file that grew after the check.
        const buffer = Buffer.alloc(Math.min(stats.size, limit.maxBytes) + 1);
        let size = 0;
        for (;;) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, size, buffer.length - size, null);
            if (read === 0)
                break;
            size += read;
            if (size === buffer.length) {
                refuse(path, limit, `grew past ${sizeText(limit.maxBytes)} while read`);
            }
        }
        return buffer.subarray(0, size);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Refuses a folder that is not a real directory (a symbolic link to one, say). */
function checkRealDirectory(path, what) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${what}: cannot read ${path} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
    }
    if (stats.isSymbolicLink() || !stats.isDirectory()) {
        const kind = stats.isSymbolicLink() ? 'a symbolic link' : 'not a folder';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${what}: ${path} is ${kind}; only a real folder is read`);
    }
}


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   UV: () => (/* binding */ firstLines),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   dp: () => (/* binding */ byteLength),
/* harmony export */   ml: () => (/* binding */ shorten),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   xZ: () => (/* binding */ bytePrefix)
/* harmony export */ });
/* unused harmony export inert */
/**
 * Building blocks for GitHub-flavoured Markdown made from untrusted report
 * text: names, messages and traces can hold anything, including Markdown,
 * HTML, table pipes and code fences.
 */
function byteLength(text) {
    return Buffer.byteLength(text, 'utf8');
}
// C0/C1 controls other than tab and newline render as nothing or break the
// page; invisible format characters (bidi overrides such as U+202E,
// zero-width ones) would make a name read as something else, as in logs
// (src/text.ts); lone surrogates cannot be encoded. All show as U+FFFD.
const UNPRINTABLE = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function printable(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .replace(UNPRINTABLE, '\ufffd')
        .replace(LONE_SURROGATE, '\ufffd');
}
/**
 * The longest start of `text` that is at most `max` UTF-8 bytes, ending on
 * a character boundary (GitHub counts some limits in bytes).
 */
function bytePrefix(text, max) {
    if (byteLength(text) <= max)
        return text;
    const { read } = new TextEncoder().encodeInto(text, new Uint8Array(Math.max(0, max)));
    return text.slice(0, read);
}
/** At most `max` code points, with an ellipsis when cut. */
function shorten(text, max) {
    if (text.length <= max)
        return text;
    const points = Array.from(text);
    if (points.length <= max)
        return text;
    return `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}
// Every character that means something to Markdown, GFM tables, GitHub math
// or HTML becomes a numeric reference: literal text in both Markdown and
// HTML contexts (table cells, <summary>), and never a cell separator.
const SPECIAL = /[&<>"'`|*_[\]\\~$]/g;
// GitHub turns `@name` into a mention (a notification), `#12`, `GH-12` and
// `owner/repo#12` into cross-references, `GHSA-xxxx-xxxx-xxxx` into a link
// to an advisory, and a bare `https://…` or `www.…` into a link, in
// comments, check runs and job summaries alike. A zero-width joiner after
// the sign (or the `GH`, `GHSA` prefix) reads the same and stops all of them.
const ZWJ = '\u200d';
const AUTOLINKED = /@(?=\w)|(?<!\w)#(?=\d)|(?<=[\w.-]\/[\w.-]+)#(?=\d)|\bGH(?=-\d)|\bGHSA(?=-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}\b)|:(?=\/\/)|\bwww(?=\.)/gi;
/** Report text that GitHub shows as written: no mention, reference or link. */
function inert(value) {
    return value.replace(AUTOLINKED, (sign) => `${sign}${ZWJ}`);
}
/**
 * One line of plain text, safe anywhere inline (table cells included):
 * whitespace runs and newlines become one space, then cut to `max` code
 * points, then made inert and escaped.
 */
function text(value, max = 300) {
    const line = printable(value).replace(/\s+/g, ' ').trim();
    return inert(shorten(line, max)).replace(SPECIAL, (char) => `&#${char.charCodeAt(0)};`);
}
/** The first `maxLines` lines of `value`, at most `maxChars` code points. */
function firstLines(value, maxLines, maxChars) {
    const lines = printable(value).replace(/\s+$/, '').split('\n');
    const kept = lines.slice(0, maxLines).join('\n');
    const cut = shorten(kept, maxChars);
    return lines.length > maxLines && cut === kept ? `${kept}\n…` : cut;
}
/**
 * A fenced code block that the content cannot close: the fence is longer
 * than any backtick run inside.
 */
function codeBlock(value) {
    const body = printable(value);
    const longest = Math.max(0, ...Array.from(body.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}text\n${body}\n${fence}`;
}
/** A code span that the content cannot close; newlines become spaces. */
function inlineCode(value, max = 300) {
    const body = shorten(printable(value).replace(/\s+/g, ' ').trim(), max);
    const longest = Math.max(0, ...Array.from(body.matchAll(/`+/g), (m) => m[0].length));
    const ticks = '`'.repeat(longest + 1);
    const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${body}${pad}${ticks}`;
}
/** An http(s) URL usable as a Markdown link target, else undefined. */
function safeUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    // URL leaves parentheses as they are; in a Markdown link they would end
    // the target.
    return url.href.replaceAll('(', '%28').replaceAll(')', '%29');
}
/** Seconds as `12.345 s` or `1 h 2 min 3.5 s`. */
function formatSeconds(seconds) {
    if (seconds > 0 && seconds < 0.001)
        return '< 0.001 s';
    const millis = Math.round(seconds * 1000);
    const hours = Math.floor(millis / 3_600_000);
    const minutes = Math.floor((millis % 3_600_000) / 60_000);
    const parts = [
        hours > 0 ? `${hours} h` : '',
        millis >= 60_000 ? `${minutes} min` : '',
        `${(millis % 60_000) / 1000} s`
    ];
    return parts.filter((part) => part !== '').join(' ');
}


/***/ })

};

//# sourceMappingURL=6933.index.js.map