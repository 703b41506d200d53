export const id = 554;
export const ids = [554];
export const modules = {

/***/ 1150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   G3: () => (/* binding */ DEFAULT_RETRY_BUDGET_MS),
/* harmony export */   Mo: () => (/* binding */ resolveSettings),
/* harmony export */   S: () => (/* binding */ redactingLogger),
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   it: () => (/* binding */ DEFAULT_MAX_RETRIES),
/* harmony export */   t1: () => (/* binding */ DEFAULT_TIMEOUT_MS)
/* harmony export */ });
/* unused harmony exports EU_HOST, US_HOST, API_PREFIX, secretForms */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * Client options, their defaults, and the secrets to keep out of any text we
 * produce.
 */

const EU_HOST = 'https://app.kosli.com';
const US_HOST = 'https://app.us.kosli.com';
const API_PREFIX = '/api/v2';
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRIES = 3;
const DEFAULT_RETRY_BUDGET_MS = 60_000;
function resolveSettings(options) {
    const token = checkedToken(options.apiToken);
    const auth = options.auth ?? 'bearer';
    const basic = Buffer.from(`${token}:`).toString('base64');
    return {
        apiBase: apiBaseOf(options.host, options.region),
        authorization: auth === 'basic' ? `Basic ${basic}` : `Bearer ${token}`,
        timeoutMs: positive('timeoutMs', options.timeoutMs, DEFAULT_TIMEOUT_MS),
        maxRetries: count('maxRetries', options.maxRetries, DEFAULT_MAX_RETRIES),
        retryBudgetMs: budget(options.retryBudgetMs),
        userAgent: `kosli-attest-action/${options.version ?? 'dev'}`,
        secrets: secretForms(token)
    };
}
/**
 * Every spelling in which the token may come back in text: as is,
 * JSON-escaped (a token holding `"` or `\`), URL-encoded (either case of
 * hex), and base64 of the Basic forms `token:` and `:token` (with and
 * without padding). The token comes first (redact reads it there), then
 * the others longest first, so that no form is half replaced.
 */
function secretForms(token) {
    const base64 = (text) => Buffer.from(text).toString('base64');
    const encoded = encodeURIComponent(token);
    const forms = [
        token,
        JSON.stringify(token).slice(1, -1),
        encoded,
        encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
        ...[`${token}:`, `:${token}`].flatMap((basic) => [
            base64(basic),
            base64(basic).replace(/=+$/, '')
        ])
    ];
    const others = forms.filter((form) => form !== token);
    return [token, ...new Set(others.sort((a, b) => b.length - a.length))];
}
function checkedToken(raw) {
    // Secrets read from files often end in a newline; nothing else is trimmed.
    const token = raw.trim();
    if (token === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('The API token is empty: set it (input api-token, or KOSLI_API_TOKEN)');
    }
    // A control character would make an invalid header, and the transport's
    // error for that would quote the header value, i.e. the token.
    if (/[^\x21-\x7e]/.test(token)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('The API token contains spaces or control characters: copy it again from the service');
    }
    return token;
}
/** Plain HTTP carries the token in the clear: only to this machine. */
function isLoopback(url) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return (host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host));
}
function apiBaseOf(host, region) {
    const chosen = host?.trim() || (region === 'us' ? US_HOST : EU_HOST);
    let url;
    try {
        url = new URL(chosen);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`The host '${chosen}' is not a URL: give e.g. ${EU_HOST} or ${US_HOST}`);
    }
    if (url.protocol !== 'https:' &&
        !(url.protocol === 'http:' && isLoopback(url))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`The host '${chosen}' must start with https:// (http:// only for a service on this machine: localhost, 127.0.0.1, [::1])`);
    }
    // Accept a host given with the API prefix as well as without it.
    const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v2$/, '');
    return `${url.origin}${path}${API_PREFIX}`;
}
function positive(name, value, fallback) {
    if (value === undefined)
        return fallback;
    if (!Number.isFinite(value) || value <= 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${name} must be a positive number, got ${value}`);
    }
    return value;
}
function count(name, value, fallback) {
    if (value === undefined)
        return fallback;
    if (!Number.isInteger(value) || value < 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${name} must be a whole number >= 0, got ${value}`);
    }
    return value;
}
function budget(value) {
    if (value === undefined)
        return DEFAULT_RETRY_BUDGET_MS;
    if (!Number.isFinite(value) || value < 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`retryBudgetMs must be 0 or more, got ${value}`);
    }
    return value;
}
const BASE64_RUN = /[A-Za-z0-9+/]{12,}={0,2}/g;
/**
 * Replaces every secret in `text` with `***`; `secrets[0]` is the token.
 * A base64 run that decodes to text holding the token (Basic `user:token`,
 * whatever the user) goes as well.
 */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret !== '')
            out = out.split(secret).join('***');
    }
    const token = secrets[0];
    if (token === undefined || token === '')
        return out;
    // The run may start before the base64 does (glued to other letters):
    // try each of the four alignments.
    const holdsToken = (run) => [0, 1, 2, 3].some((skip) => Buffer.from(run.slice(skip), 'base64').toString('latin1').includes(token));
    return out.replace(BASE64_RUN, (run) => (holdsToken(run) ? '***' : run));
}
function redactingLogger(logger, secrets) {
    return {
        debug: (message) => logger.debug(redact(message, secrets)),
        info: (message) => logger.info(redact(message, secrets)),
        warn: (message) => logger.warn(redact(message, secrets)),
        error: (message) => logger.error(redact(message, secrets))
    };
}


/***/ }),

/***/ 1450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cS: () => (/* binding */ timeFlag),
/* harmony export */   lB: () => (/* binding */ boolFlag),
/* harmony export */   s1: () => (/* binding */ intFlag),
/* harmony export */   v6: () => (/* binding */ listFlag),
/* harmony export */   yq: () => (/* binding */ choiceFlag)
/* harmony export */ });
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2622);
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


/***/ }),

/***/ 175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cO: () => (/* binding */ flagMessage),
  $i: () => (/* binding */ resolveOptions)
});

// UNUSED EXPORTS: DRY_RUN_TOKEN, envName

// EXTERNAL MODULE: ./src/config/index.ts + 11 modules
var config = __webpack_require__(2622);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/cli/framework/config-file.ts
/**
 * The CLI's config file (--config-file, KOSLI_CONFIG_FILE): YAML or JSON,
 * keyed by flag names in any case, like the Kosli CLI's
 * (docs/spec/kosli-cli.md, Configuration). Unknown keys and a token file others can read get warnings.
 */






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
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`--config-file (or KOSLI_CONFIG_FILE): cannot read ${path}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
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
    keepStrongerOfPair(raw, sources, 'host', 'region');
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
function keepStrongerOfPair(raw, sources, a, b) {
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

/***/ 2622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* reexport */ ConfigProblems),
  p0: () => (/* reexport */ FLAG_ONLY_NAMES),
  B0: () => (/* reexport */ NO_ARTIFACT),
  tH: () => (/* reexport */ ProblemCollector),
  QI: () => (/* reexport */ aliasesOf),
  eC: () => (/* reexport */ values_booleanValue),
  Ew: () => (/* reexport */ canonicalName),
  Yq: () => (/* reexport */ choice),
  Uc: () => (/* reexport */ isConfigKey),
  wp: () => (/* reexport */ isInputName),
  Mn: () => (/* reexport */ lines),
  lq: () => (/* reexport */ values_optional),
  dV: () => (/* reexport */ otherModeInputs),
  JK: () => (/* reexport */ parseAllowArtifactConfig),
  T1: () => (/* reexport */ parseAttestJunitConfig),
  GR: () => (/* reexport */ parseEnvDiffConfig),
  kK: () => (/* reexport */ parseFingerprintConfig),
  $7: () => (/* reexport */ parseServiceConfig),
  u1: () => (/* reexport */ problemsText)
});

// UNUSED EXPORTS: ACTION_ONLY_NAMES, ALIASES, ARTIFACT_TYPES, CLI_FLAG_NAMES, CONFIG_KEYS, DEFAULTS, FAIL_ON, HOSTS, INPUT_NAMES, MODES, MODE_INPUT_DEFAULTS, isTrue, keyValueLines, oneOf, parseArtifactConfig, parseLimits, parseMode, parsePullRequestConfig, required

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/api/client-options.ts
var client_options = __webpack_require__(1150);
;// CONCATENATED MODULE: ./src/config/problems.ts
/**
 * Several configuration problems reported at once: a step missing five
 * inputs names all five in one run instead of one per run.
 */

/** A ConfigError that lists every problem; one problem reads as before. */
class ConfigProblems extends errors/* ConfigError */.xL {
    problems;
    name = 'ConfigProblems';
    constructor(problems) {
        super(problemsText(problems.map((p) => p.message)));
        this.problems = problems;
    }
}
/** One message as it is; several as a count and one line each. */
function problemsText(messages) {
    if (messages.length === 1)
        return messages[0] ?? '';
    return [
        `${messages.length} settings need fixing:`,
        ...messages.map((m) => `- ${m.replace(/\n/g, ' ')}`)
    ].join('\n');
}
/**
 * Runs each check and keeps its ConfigError instead of stopping at the
 * first; `done` throws them all together.
 */
class ProblemCollector {
    problems = [];
    /** The check's value, or undefined when it failed (and was recorded). */
    check(key, run) {
        try {
            return run();
        }
        catch (error) {
            if (error instanceof ConfigProblems)
                this.problems.push(...error.problems);
            else if (error instanceof errors/* ConfigError */.xL)
                this.problems.push({
                    ...(key !== undefined && { key }),
                    message: error.message
                });
            else
                throw error;
            return undefined;
        }
    }
    /** Throws when any check failed; after it, every checked value is set. */
    done() {
        if (this.problems.length > 0)
            throw new ConfigProblems(this.problems);
    }
}
/** A value `check` returned, read after `done`: set, since no check failed. */
function checked(value) {
    if (value === undefined)
        throw new Error('read before done(): a check failed');
    return value;
}

;// CONCATENATED MODULE: ./src/config/values.ts
/**
 * Value parsers shared by the action's inputs and the CLI's flags. Each
 * error names the key (`org is required: ...`); on the command line the
 * CLI frame turns that into the flag (`--org`).
 */

const TRUE_WORDS = ['true', 'yes', '1', 'on'];
const FALSE_WORDS = ['false', 'no', '0', 'off'];
/** A lenient reading, for variables that only ever turn something on. */
function isTrue(value) {
    return TRUE_WORDS.includes(value?.trim().toLowerCase() ?? '');
}
/** Multi-line or comma-free list inputs: one entry per line, blanks dropped. */
function lines(value) {
    return (value ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
/** `key=value` lines; the first `=` splits, so values may contain `=`. */
function keyValueLines(value, key) {
    const result = {};
    for (const line of lines(value)) {
        const at = line.indexOf('=');
        if (at <= 0) {
            throw new errors/* ConfigError */.xL(`${key}: "${line}" is not key=value; write one pair per line, e.g. team=payments`);
        }
        result[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
    return result;
}
/** `label` names the value in the error: `dry-run`, or `--dry-run`. */
function values_booleanValue(value, label, fallback) {
    if (value === undefined || value.trim() === '')
        return fallback;
    const v = value.trim().toLowerCase();
    if (TRUE_WORDS.includes(v))
        return true;
    if (FALSE_WORDS.includes(v))
        return false;
    throw new errors/* ConfigError */.xL(`${label}: "${value}" is not a boolean; use true or false`);
}
function numberValue(raw, key, options) {
    const value = raw[key]?.trim();
    if (value === undefined || value === '')
        return options.fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < options.min || n > options.max) {
        throw new errors/* ConfigError */.xL(`${key}: "${value}" must be a number from ${options.min} to ${options.max}`);
    }
    return n;
}
/** The trimmed value; undefined when absent or blank. */
function values_optional(raw, key) {
    const value = raw[key]?.trim();
    return value === undefined || value === '' ? undefined : value;
}
function required(raw, key, hint) {
    const value = values_optional(raw, key);
    if (value === undefined)
        throw new errors/* ConfigError */.xL(`${key} is required: ${hint}`);
    return value;
}
/** `value` if it is one of `allowed`; `label` names it in the error. */
function choice(value, label, allowed) {
    if (allowed.includes(value))
        return value;
    throw new errors/* ConfigError */.xL(`${label}: "${value}" is not one of ${allowed.join(', ')}`);
}
function values_oneOf(raw, key, allowed, fallback) {
    const value = values_optional(raw, key);
    return value === undefined ? fallback : choice(value, key, allowed);
}

;// CONCATENATED MODULE: ./src/config/service.ts
/** Where and how to reach Kosli: host, org, token, timeouts and retries. */




const HOSTS = {
    eu: 'https://app.kosli.com',
    us: 'https://app.us.kosli.com'
};
const DEFAULTS = {
    timeoutSeconds: 30,
    maxRetries: 3,
    retryBudgetSeconds: 60
};
/**
 * An absolute http(s) URL. `://` is required: the URL parser would read
 * `https:app.kosli.com` as a host, which is more likely a typo.
 */
function isHttpUrl(text) {
    const trimmed = text.trim();
    return /^https?:\/\//i.test(trimmed) && URL.canParse(trimmed);
}
function hostOf(raw) {
    const region = values_oneOf(raw, 'region', ['eu', 'us'], 'eu');
    const host = values_optional(raw, 'host') ?? HOSTS[region];
    if (values_optional(raw, 'host') && values_optional(raw, 'region')) {
        throw new errors/* ConfigError */.xL('host and region: give one of them; region picks a Kosli host, host names any other');
    }
    if (!isHttpUrl(host)) {
        throw new errors/* ConfigError */.xL(`host: "${host}" is not an http(s) URL, e.g. https://app.kosli.com`);
    }
    if (new URL(host).protocol === 'http:' && !(0,client_options/* isLoopback */.U9)(new URL(host))) {
        throw new errors/* ConfigError */.xL(`host: "${host}" is plain http://, which would send the API token in the clear; use https://, or http:// only to this machine (localhost, 127.0.0.1, [::1])`);
    }
    return host.replace(/\/+$/, '');
}
/**
 * In a dry run nothing is sent, so the token may be absent. Every problem
 * is reported at once (ConfigProblems).
 */
function parseServiceConfig(raw, options = {}) {
    const p = new ProblemCollector();
    // Either input may be at fault: the message names which.
    const host = p.check(undefined, () => hostOf(raw));
    const org = p.check('org', () => required(raw, 'org', 'set it, or the KOSLI_ORG variable, to your Kosli organization'));
    const apiToken = p.check('api-token', () => options.dryRun
        ? (values_optional(raw, 'api-token') ?? '')
        : required(raw, 'api-token', 'pass a secret, e.g. api-token: ${{ secrets.KOSLI_API_TOKEN }}, or set KOSLI_API_TOKEN'));
    const auth = p.check('auth-method', () => values_oneOf(raw, 'auth-method', ['bearer', 'basic'], 'bearer'));
    const limits = p.check(undefined, () => parseLimits(raw));
    p.done();
    return {
        host: checked(host),
        org: checked(org),
        apiToken: checked(apiToken),
        auth: checked(auth),
        ...checked(limits)
    };
}
/**
 * Timeouts and retries: the service client's, and also a container
 * registry's, which follows the same policy. Every problem at once.
 */
function parseLimits(raw) {
    const p = new ProblemCollector();
    const timeoutSeconds = p.check('timeout-seconds', () => numberValue(raw, 'timeout-seconds', {
        fallback: DEFAULTS.timeoutSeconds,
        min: 1,
        max: 600
    }));
    const maxRetries = p.check('max-retries', () => numberValue(raw, 'max-retries', {
        fallback: DEFAULTS.maxRetries,
        min: 0,
        max: 10
    }));
    const retryBudgetSeconds = p.check('retry-budget-seconds', () => numberValue(raw, 'retry-budget-seconds', {
        fallback: DEFAULTS.retryBudgetSeconds,
        min: 0,
        max: 3600
    }));
    p.done();
    return {
        timeoutMs: checked(timeoutSeconds) * 1000,
        maxRetries: checked(maxRetries),
        retryBudgetMs: checked(retryBudgetSeconds) * 1000
    };
}
/**
 * A write mode's `dry-run` and the service settings it allows (no token
 * needed in a dry run), each problem kept by `p`.
 */
function checkDryRunService(p, raw) {
    const dryRun = p.check('dry-run', () => values_booleanValue(raw['dry-run'], 'dry-run', false));
    const service = p.check(undefined, () => parseServiceConfig(raw, { dryRun: dryRun ?? false }));
    return { dryRun, service };
}

;// CONCATENATED MODULE: ./src/config/artifact.ts
/**
 * The artifact a step names: a fingerprint, or a path or image reference
 * to fingerprint, with what a registry lookup needs.
 */



const ARTIFACT_TYPES = ['file', 'dir', 'oci', 'docker'];
function parseArtifactConfig(raw) {
    const given = values_optional(raw, 'fingerprint');
    const artifactPath = values_optional(raw, 'artifact-path');
    const typeValue = values_optional(raw, 'artifact-type');
    if (given !== undefined && artifactPath !== undefined) {
        throw new errors/* ConfigError */.xL('fingerprint and artifact-path: give one; artifact-path (with artifact-type) computes the fingerprint');
    }
    const fingerprint = given === undefined ? undefined : sha256Hex(given);
    if ((artifactPath === undefined) !== (typeValue === undefined)) {
        throw new errors/* ConfigError */.xL(`artifact-path and artifact-type go together: artifact-type is ${ARTIFACT_TYPES.join(', ')}`);
    }
    const artifactType = typeValue === undefined
        ? undefined
        : values_oneOf(raw, 'artifact-type', ARTIFACT_TYPES, 'file');
    const registry = registryLogin(raw);
    // As the Kosli CLI checks: a login with a file is a mistake, not a no-op.
    if (registry && artifactType !== 'oci' && artifactType !== 'docker') {
        throw new errors/* ConfigError */.xL(`registry-username and registry-password are for artifact-type oci or docker, not ${artifactType ?? 'a given fingerprint'}`);
    }
    return {
        ...(fingerprint !== undefined && { fingerprint }),
        ...(artifactPath !== undefined && { artifactPath }),
        ...(artifactType !== undefined && { artifactType }),
        exclude: lines(raw.exclude),
        ...(registry !== undefined && { registry }),
        limits: parseLimits(raw)
    };
}
/** build-push-action's `digest` output is `sha256:<hex>`: taken as is. */
function sha256Hex(given) {
    const hex = /^(?:sha256:)?([a-fA-F0-9]{64})$/.exec(given)?.[1];
    if (hex === undefined) {
        throw new errors/* ConfigError */.xL(`fingerprint: "${given}" is not a SHA-256: give 64 hex characters, or sha256: and 64 hex characters (docker/build-push-action's digest output)`);
    }
    return hex.toLowerCase();
}
function registryLogin(raw) {
    const username = values_optional(raw, 'registry-username');
    const password = values_optional(raw, 'registry-password');
    if (username === undefined && password === undefined)
        return undefined;
    if (username === undefined || password === undefined) {
        const [given, missing] = username === undefined
            ? ['registry-password', 'registry-username']
            : ['registry-username', 'registry-password'];
        throw new errors/* ConfigError */.xL(`${given} without ${missing}: registry-username and registry-password go together; give both, or neither to use the Docker config file, GITHUB_TOKEN (ghcr.io) or anonymous access`);
    }
    return { username, password };
}

;// CONCATENATED MODULE: ./src/config/allow-artifact.ts
/** The allow-artifact mode's config. */





const NO_ARTIFACT = 'allow-artifact needs the artifact: fingerprint, or artifact-path with artifact-type';
/** Every problem is reported at once (ConfigProblems). */
function parseAllowArtifactConfig(raw) {
    const p = new ProblemCollector();
    const artifact = p.check(undefined, () => {
        const parsed = parseArtifactConfig(raw);
        if (parsed.fingerprint === undefined && parsed.artifactPath === undefined) {
            throw new errors/* ConfigError */.xL(NO_ARTIFACT);
        }
        return parsed;
    });
    const artifactName = values_optional(raw, 'artifact-name');
    const { dryRun, service } = checkDryRunService(p, raw);
    const environment = p.check('environment', () => required(raw, 'environment', 'the environment to allow the artifact in'));
    // An explicitly empty reason (the CLI's --reason "") is one the service
    // takes; the CLI warns about it. An unset one is missing.
    const reason = p.check('reason', () => raw.reason === ''
        ? ''
        : required(raw, 'reason', 'say why the artifact is allowed; it becomes the entry description'));
    p.done();
    return {
        service: checked(service),
        environment: checked(environment),
        artifact: checked(artifact),
        ...(artifactName !== undefined && { artifactName }),
        reason: checked(reason),
        dryRun: checked(dryRun)
    };
}

;// CONCATENATED MODULE: ./src/config/attest-junit.ts





const REDACTABLE = ['author', 'message', 'branch'];
/** `redact-commit-info`: one per line or comma-separated, like the vendor. */
function redactFields(raw) {
    const names = lines(raw['redact-commit-info']).flatMap((line) => line
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''));
    for (const name of names) {
        if (!REDACTABLE.includes(name)) {
            throw new errors/* ConfigError */.xL(`redact-commit-info: "${name}" is not one of ${REDACTABLE.join(', ')}`);
        }
    }
    return [...new Set(names)];
}
function originUrl(raw) {
    const url = values_optional(raw, 'origin-url');
    if (url !== undefined && !isHttpUrl(url)) {
        throw new errors/* ConfigError */.xL(`origin-url: "${url}" is not an http(s) URL of the CI run`);
    }
    return url;
}
/** The report-paths problem; with allow-artifact's inputs, a hint at that mode. */
function reportPathsMissing(raw) {
    const base = 'report-paths is required: list the JUnit report globs or directories, one per line, e.g. build/test-results/**/*.xml';
    return values_optional(raw, 'environment') !== undefined &&
        values_optional(raw, 'reason') !== undefined
        ? `${base}. environment and reason are set: did you mean mode: allow-artifact?`
        : base;
}
/** Every problem is reported at once (ConfigProblems). */
function parseAttestJunitConfig(raw) {
    const p = new ProblemCollector();
    const reportPaths = lines(raw['report-paths']);
    if (reportPaths.length === 0) {
        p.problems.push({ key: 'report-paths', message: reportPathsMissing(raw) });
    }
    const trail = values_optional(raw, 'trail');
    const description = values_optional(raw, 'description');
    const userDataPath = values_optional(raw, 'user-data');
    const commit = values_optional(raw, 'commit');
    const origin = p.check('origin-url', () => originUrl(raw));
    const { dryRun, service } = checkDryRunService(p, raw);
    const flow = p.check('flow', () => required(raw, 'flow', 'name the Kosli flow that holds the trail'));
    const name = p.check('name', () => required(raw, 'name', 'the attestation name, e.g. unit-tests'));
    const artifact = p.check(undefined, () => parseArtifactConfig(raw));
    const annotations = p.check('annotations', () => keyValueLines(raw.annotations, 'annotations'));
    const externalUrls = p.check('external-urls', () => keyValueLines(raw['external-urls'], 'external-urls'));
    const attachResults = p.check('attach-results', () => values_booleanValue(raw['attach-results'], 'attach-results', true));
    const failOnFailure = p.check('fail-on-failure', () => values_booleanValue(raw['fail-on-failure'], 'fail-on-failure', false));
    const requireTests = p.check('require-tests', () => values_booleanValue(raw['require-tests'], 'require-tests', true));
    const strict = p.check('strict', () => values_booleanValue(raw.strict, 'strict', true));
    const redactCommitInfo = p.check('redact-commit-info', () => redactFields(raw));
    p.done();
    return {
        service: checked(service),
        flow: checked(flow),
        ...(trail !== undefined && { trail }),
        name: checked(name),
        reportPaths,
        artifact: checked(artifact),
        targetArtifacts: lines(raw['target-artifacts']),
        ...(description !== undefined && { description }),
        annotations: checked(annotations),
        ...(userDataPath !== undefined && { userDataPath }),
        externalUrls: checked(externalUrls),
        attachResults: checked(attachResults),
        attachments: lines(raw.attachments),
        dryRun: checked(dryRun),
        failOnFailure: checked(failOnFailure),
        requireTests: checked(requireTests),
        strict: checked(strict),
        ...(commit !== undefined && { commit }),
        ...(origin !== undefined && { originUrl: origin }),
        redactCommitInfo: checked(redactCommitInfo)
    };
}

;// CONCATENATED MODULE: ./src/config/env-diff.ts



const FAIL_ON = ['any-change', 'added', 'removed', 'never'];
/** Every problem is reported at once (ConfigProblems). */
function parseEnvDiffConfig(raw) {
    const p = new ProblemCollector();
    const service = p.check(undefined, () => parseServiceConfig(raw));
    const snapshot1 = p.check('snapshot-1', () => required(raw, 'snapshot-1', 'a snapshot expression such as production or production#12'));
    const snapshot2 = p.check('snapshot-2', () => required(raw, 'snapshot-2', 'a snapshot expression such as staging or staging~1'));
    const failOn = p.check('fail-on', () => values_oneOf(raw, 'fail-on', FAIL_ON, 'any-change'));
    p.done();
    return {
        service: checked(service),
        snapshot1: checked(snapshot1),
        snapshot2: checked(snapshot2),
        failOn: checked(failOn)
    };
}

;// CONCATENATED MODULE: ./src/config/fingerprint.ts
/** The fingerprint mode's config: only the artifact, no Kosli service. */



function parseFingerprintConfig(raw) {
    const artifact = parseArtifactConfig(raw);
    if (artifact.fingerprint === undefined &&
        artifact.artifactPath === undefined) {
        throw new errors/* ConfigError */.xL('artifact-path is required in the fingerprint mode: a file, a directory or an image reference, with artifact-type file, dir, oci or docker');
    }
    const artifactName = values_optional(raw, 'artifact-name');
    return { artifact, ...(artifactName !== undefined && { artifactName }) };
}

;// CONCATENATED MODULE: ./src/config/mode.ts

const MODES = [
    'attest-junit',
    'allow-artifact',
    'env-diff',
    'fingerprint'
];
function parseMode(raw) {
    return oneOf(raw, 'mode', MODES, 'attest-junit');
}
/** What names an artifact, in every mode that has one. */
const ARTIFACT_INPUTS = [
    'fingerprint',
    'artifact-path',
    'artifact-type',
    'exclude',
    'registry-username',
    'registry-password'
];
/** The inputs only some modes read; the service inputs serve every mode. */
const MODE_INPUTS = {
    'attest-junit': [
        'flow',
        'trail',
        'name',
        'report-paths',
        'strict',
        ...ARTIFACT_INPUTS,
        'target-artifacts',
        'description',
        'annotations',
        'user-data',
        'external-urls',
        'attach-results',
        'attachments',
        'commit',
        'fail-on-failure',
        'require-tests'
    ],
    'allow-artifact': [
        'environment',
        ...ARTIFACT_INPUTS,
        'artifact-name',
        'reason'
    ],
    'env-diff': ['snapshot-1', 'snapshot-2', 'fail-on'],
    fingerprint: [...ARTIFACT_INPUTS, 'artifact-name']
};
/**
 * action.yml's defaults of mode inputs: the runner always passes them, so
 * only a different value says the user set the input.
 */
const MODE_INPUT_DEFAULTS = {
    strict: 'true',
    'attach-results': 'true',
    'fail-on-failure': 'false',
    'require-tests': 'true',
    'fail-on': 'any-change'
};
/**
 * Inputs that are set but belong to other modes only: likely a wrong
 * `mode`, or leftovers that the step ignores.
 */
function otherModeInputs(mode, raw) {
    const own = new Set(MODE_INPUTS[mode]);
    const others = new Set(MODES.filter((m) => m !== mode).flatMap((m) => MODE_INPUTS[m]));
    return [...others].filter((key) => {
        const value = raw[key]?.trim();
        return (!own.has(key) &&
            value !== undefined &&
            value !== '' &&
            value !== MODE_INPUT_DEFAULTS[key]);
    });
}

;// CONCATENATED MODULE: ./src/config/pull-request.ts
/**
 * The pull-request gate's inputs (the action's only): whether to comment on
 * the pull request, the token for GitHub's API, and an artifact of the
 * triggering run to read the reports from.
 */


function commentValue(raw) {
    const value = optional(raw, 'pr-comment');
    if (value?.toLowerCase() === 'on-failure')
        return 'on-failure';
    try {
        return booleanValue(value, 'pr-comment', false) ? 'always' : 'off';
    }
    catch {
        throw new ConfigError(`pr-comment: "${value ?? ''}" is not one of false, true, on-failure`);
    }
}
function parsePullRequestConfig(raw) {
    const githubToken = optional(raw, 'github-token');
    const artifact = optional(raw, 'artifact');
    return {
        comment: commentValue(raw),
        ...(githubToken !== undefined && { githubToken }),
        ...(artifact !== undefined && { artifact })
    };
}

;// CONCATENATED MODULE: ./src/config/names.ts
/**
 * The names every raw value is keyed by, in one place: the action's inputs,
 * the CLI's own flags (which reuse the input names where they mean the
 * same), and the vendor CLI's names we accept for ours. The CLI's
 * config-file keys derive from these lists too.
 */
/** Every input of action.yml (a test keeps the two in step). */
const INPUT_NAMES = [
    'mode',
    'api-token',
    'org',
    'host',
    'region',
    'auth-method',
    'flow',
    'trail',
    'name',
    'report-paths',
    'strict',
    'fingerprint',
    'artifact-path',
    'artifact-type',
    'exclude',
    'registry-username',
    'registry-password',
    'target-artifacts',
    'description',
    'annotations',
    'user-data',
    'external-urls',
    'attach-results',
    'attachments',
    'commit',
    'dry-run',
    'fail-on-failure',
    'require-tests',
    'environment',
    'artifact-name',
    'reason',
    'snapshot-1',
    'snapshot-2',
    'fail-on',
    'timeout-seconds',
    'max-retries',
    'retry-budget-seconds',
    'pr-comment',
    'github-token',
    'artifact'
];
/** Inputs of the pull-request gate: the action's only, no CLI flag or file key. */
const ACTION_ONLY_NAMES = [
    'pr-comment',
    'github-token',
    'artifact'
];
/** The CLI's own flags; a KOSLI_* variable or the config file may set them. */
const CLI_FLAG_NAMES = [
    'verbose',
    'quiet',
    'output',
    'keep-dir',
    'origin-url',
    'redact-commit-info',
    'repository',
    'repo-id',
    'repo-url',
    'repo-provider',
    'environments',
    'privilege',
    'triggers',
    'targets-file',
    'file',
    'physical',
    'logical',
    'type',
    'tag',
    'space-id',
    'sort',
    'sort-direction',
    'page',
    'per-page',
    'all',
    'start-ts',
    'end-ts',
    'repo-name',
    'env-name',
    'flow-id'
];
/** CLI flags never read from a variable or a file: each run must say them. */
const FLAG_ONLY_NAMES = [
    'yes',
    'config-file',
    'clear-description'
];
/** Vendor CLI names accepted for ours, as flag, variable and file key. */
const ALIASES = {
    'max-api-retries': 'max-retries',
    debug: 'verbose',
    annotate: 'annotations',
    'external-url': 'external-urls',
    'results-dir': 'report-paths'
};
/** Our name for a vendor alias; any other name as it is. */
function canonicalName(name) {
    return Object.hasOwn(ALIASES, name) ? ALIASES[name] : name;
}
/** The vendor aliases of one of our names. */
function aliasesOf(name) {
    return Object.keys(ALIASES).filter((alias) => ALIASES[alias] === name);
}
/**
 * Every key a config file may hold: the action's inputs (the CLI reuses
 * their names) and the CLI's own flags. `mode` picks the action's job, and
 * the snapshots are env-diff's arguments, so neither belongs in a file; the
 * pull-request gate's inputs are the action's only.
 */
const CONFIG_KEYS = [
    ...INPUT_NAMES.filter((name) => !['mode', 'snapshot-1', 'snapshot-2'].includes(name) &&
        !ACTION_ONLY_NAMES.includes(name)),
    ...CLI_FLAG_NAMES
];
const NAMES = new Set([
    ...INPUT_NAMES,
    ...CLI_FLAG_NAMES,
    ...FLAG_ONLY_NAMES
]);
function isInputName(name) {
    return NAMES.has(name);
}
function isConfigKey(name) {
    return CONFIG_KEYS.includes(name);
}

;// CONCATENATED MODULE: ./src/config/index.ts
/**
 * The typed configuration shared by the action and the CLI. Both entries
 * gather raw strings into a `RawConfig` keyed by input name, and a
 * `parse*Config` turns it into a validated config whose errors name that
 * key. One module per mode's config; names.ts holds every key.
 */













/***/ })

};

//# sourceMappingURL=554.index.js.map