export const id = 7;
export const ids = [7];
export const modules = {

/***/ 4720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bv: () => (/* reexport */ api_schemas/* ENVIRONMENT_SORT_FIELDS */.bv),
  kh: () => (/* reexport */ api_schemas/* ENVIRONMENT_TYPES */.kh),
  m_: () => (/* reexport */ api_schemas/* NotificationUpdateSchema */.m_),
  fd: () => (/* reexport */ api_schemas/* PRIVILEGES */.fd),
  kX: () => (/* reexport */ api_schemas/* REPO_PROVIDERS */.kX),
  y_: () => (/* reexport */ api_schemas/* SORT_DIRECTIONS */.y_),
  Qb: () => (/* reexport */ api_schemas/* TRIGGERS */.Qb),
  OG: () => (/* reexport */ allowArtifact),
  AO: () => (/* reexport */ archiveControl),
  s3: () => (/* reexport */ attestJunit),
  UU: () => (/* reexport */ createClient),
  W4: () => (/* reexport */ deleteServiceAccount),
  ot: () => (/* reexport */ detachPolicies),
  bK: () => (/* reexport */ envDiff),
  Wh: () => (/* reexport */ getDeploymentFrequency),
  Gm: () => (/* reexport */ getNotification),
  dg: () => (/* reexport */ getTrailMoment),
  Ps: () => (/* reexport */ iterateDeployments),
  tn: () => (/* reexport */ iterateEnvironments),
  I0: () => (/* reexport */ joinEnvironment),
  wn: () => (/* reexport */ listArtifacts),
  Jn: () => (/* reexport */ listDeployments),
  DO: () => (/* reexport */ listEnvironments),
  jm: () => (/* reexport */ listPolicies),
  fl: () => (/* reexport */ listRepoTagChoices),
  Pc: () => (/* reexport */ listSystemAttestationTypes),
  EL: () => (/* reexport */ sendJunitUpload),
  VR: () => (/* reexport */ updateNotification),
  mV: () => (/* reexport */ updateServiceAccount)
});

// UNUSED EXPORTS: ANNOTATION_KEY_PATTERN, ARTIFACT_STATES, ATTESTATION_NAME_PATTERN, AllowlistEntryResponseSchema, AllowlistEntrySchema, ArtifactSchema, ControlIdentifierSchema, ControlSchema, DEFAULT_MAX_RETRIES, DEFAULT_RETRY_BUDGET_MS, DEFAULT_TIMEOUT_MS, DeploymentFrequencyQuerySchema, DeploymentFrequencySchema, DeploymentPageSchema, DeploymentSchema, DetachPoliciesSchema, ENV_NAME_FILTER_PATTERN, EU_HOST, EXTERNAL_URL_KEY_PATTERN, EmailTargetSchema, EnvDiffArtifactSchema, EnvDiffQuerySchema, EnvDiffSchema, EnvDiffSideSchema, EnvNameSchema, EnvironmentPageSchema, EnvironmentSchema, ErrorBodySchema, ExternalUrlSchema, FINGERPRINT_PATTERN, FlowNameSchema, GitCommitSchema, JUnitResultSchema, JoinEnvironmentSchema, JsonStringSchema, JunitAttestationInputSchema, ListArtifactsQuerySchema, ListDeploymentsQuerySchema, ListEnvironmentsQuerySchema, MAX_ATTACHMENT_BYTES, MB, MomentExpressionSchema, NAME_PATTERN, NOTIFICATION_NAME_PATTERN, NestedConfigTargetSchema, NotificationNumberSchema, NotificationSchema, NotificationTargetReadSchema, NotificationTargetSchema, OrgSchema, PolicySchema, RepoInfoPostInputSchema, RepoTagChoiceSchema, RepoTagChoicesSchema, SERVICE_ACCOUNT_NAME_MAX, SERVICE_ACCOUNT_NAME_PATTERN, SNAPSHOT_EXPRESSION_MESSAGE, ServiceAccountNameSchema, ServiceAccountSchema, ServiceAccountUpdateSchema, SlackTargetSchema, SystemAttestationTypeSchema, SystemAttestationTypesSchema, TARGET_TYPES, TrailMomentSchema, TrailNameSchema, US_HOST, WebhookTargetSchema, WholeNumberSchema, buildUrl, redact

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/log.ts
function memoryLogger() {
    const lines = [];
    const at = (level) => (message) => {
        lines.push({ level, message });
    };
    return {
        lines,
        debug: at('debug'),
        info: at('info'),
        warn: at('warn'),
        error: at('error')
    };
}
const silentLogger = {
    debug: () => undefined,
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined
};

;// CONCATENATED MODULE: ./src/api/client-options.ts
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
        // The basic form is the token in disguise: redact it as well.
        secrets: [token, basic, basic.replace(/=+$/, '')]
    };
}
function checkedToken(raw) {
    // Secrets read from files often end in a newline; nothing else is trimmed.
    const token = raw.trim();
    if (token === '') {
        throw new src_errors/* ConfigError */.xL('The API token is empty: set it (input api-token, or KOSLI_API_TOKEN)');
    }
    // A control character would make an invalid header, and the transport's
    // error for that would quote the header value, i.e. the token.
    if (/[^\x21-\x7e]/.test(token)) {
        throw new src_errors/* ConfigError */.xL('The API token contains spaces or control characters: copy it again from the service');
    }
    return token;
}
function apiBaseOf(host, region) {
    const chosen = host?.trim() || (region === 'us' ? US_HOST : EU_HOST);
    let url;
    try {
        url = new URL(chosen);
    }
    catch {
        throw new src_errors/* ConfigError */.xL(`The host '${chosen}' is not a URL: give e.g. ${EU_HOST} or ${US_HOST}`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new src_errors/* ConfigError */.xL(`The host '${chosen}' must start with https:// (or http:// for a local service)`);
    }
    // Accept a host given with the API prefix as well as without it.
    const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v2$/, '');
    return `${url.origin}${path}${API_PREFIX}`;
}
function positive(name, value, fallback) {
    if (value === undefined)
        return fallback;
    if (!Number.isFinite(value) || value <= 0) {
        throw new src_errors/* ConfigError */.xL(`${name} must be a positive number, got ${value}`);
    }
    return value;
}
function count(name, value, fallback) {
    if (value === undefined)
        return fallback;
    if (!Number.isInteger(value) || value < 0) {
        throw new src_errors/* ConfigError */.xL(`${name} must be a whole number >= 0, got ${value}`);
    }
    return value;
}
function budget(value) {
    if (value === undefined)
        return DEFAULT_RETRY_BUDGET_MS;
    if (!Number.isFinite(value) || value < 0) {
        throw new src_errors/* ConfigError */.xL(`retryBudgetMs must be 0 or more, got ${value}`);
    }
    return value;
}
/** Replaces every secret in `text` with `***`. */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret !== '')
            out = out.split(secret).join('***');
    }
    return out;
}
function redactingLogger(logger, secrets) {
    return {
        debug: (message) => logger.debug(redact(message, secrets)),
        info: (message) => logger.info(redact(message, secrets)),
        warn: (message) => logger.warn(redact(message, secrets)),
        error: (message) => logger.error(redact(message, secrets))
    };
}

;// CONCATENATED MODULE: ./src/api/error-body.ts
/**
 * Turns an error response into readable text. Error bodies are JSON
 * objects with `message`, validation errors add `errors` (field -> text):
 * docs/spec/errors-and-limits.md.
 * Proxies and gateways answer with HTML or nothing, so those are summarised.
 */
const SNIPPET_CHARS = 200;
function summariseErrorBody(text, statusText) {
    const parsed = parseJson(text);
    if (typeof parsed === 'string') {
        return { serverMessage: parsed, fieldErrors: {} };
    }
    if (isRecord(parsed) && typeof parsed.message === 'string') {
        return {
            serverMessage: trimHint(parsed.message),
            fieldErrors: fieldErrorsOf(parsed.errors)
        };
    }
    if (parsed !== undefined) {
        return { serverMessage: snippet(JSON.stringify(parsed)), fieldErrors: {} };
    }
    const body = snippet(stripHtml(text));
    return { serverMessage: body || statusText, fieldErrors: {} };
}
/** `field: text`, one per line. */
function renderFieldErrors(fieldErrors) {
    return Object.entries(fieldErrors)
        .map(([field, text]) => `${field}: ${text}`)
        .join('\n');
}
function fieldErrorsOf(errors) {
    if (!isRecord(errors))
        return {};
    const out = {};
    for (const [field, value] of Object.entries(errors)) {
        out[field] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    return out;
}
// The service may append "You have requested this URI … did you mean …" to
// a 404 message; the Kosli CLI cuts it off too (docs/spec/kosli-cli.md,
// How errors are shown).
function trimHint(message) {
    const at = message.indexOf('You have requested');
    return (at > 0 ? message.slice(0, at) : message).trim();
}
function parseJson(text) {
    if (text.trim() === '')
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function stripHtml(text) {
    if (!/<[a-z!/]/i.test(text))
        return text;
    return text
        .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<[^>]*>/g, ' ');
}
function snippet(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > SNIPPET_CHARS ? `${flat.slice(0, SNIPPET_CHARS)}…` : flat;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/api/retry.ts
/**
 * When to retry and how long to wait. Follows the Kosli CLI
 * (docs/spec/kosli-cli.md, Retries and timeouts): network errors, 409 (lock conflict), 429 and 5xx except 501 are
 * retried with 1 s, 2 s, 4 s backoff, and `Retry-After` wins when given. We
 * add jitter, so that jobs failing together do not retry in lockstep.
 */
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** Jitter adds up to this fraction of the backoff delay. */
const JITTER_FRACTION = 0.25;
function isRetryableStatus(status) {
    return status === 409 || status === 429 || (status >= 500 && status !== 501);
}
/**
 * Transport failures that another attempt cannot fix: a certificate the
 * runner does not trust, a malformed URL. Everything else (refused, reset,
 * timed out, DNS hiccup) is worth retrying.
 */
const PERMANENT_CODES = new Set([
    'CERT_HAS_EXPIRED',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'ERR_INVALID_URL',
    'ERR_INVALID_ARG_TYPE',
    'UND_ERR_INVALID_ARG'
]);
function isRetryableNetworkError(code) {
    return code === undefined || !PERMANENT_CODES.has(code);
}
/** Backoff before retry number `retry` (1-based): 1 s, 2 s, 4 s … + jitter. */
function backoffMs(retry, random) {
    const base = Math.min(BASE_DELAY_MS * 2 ** (retry - 1), MAX_DELAY_MS);
    const jitter = Math.floor(clamp01(random()) * base * JITTER_FRACTION);
    return base + jitter;
}
/**
 * `Retry-After` as milliseconds: delta-seconds or an HTTP date. Undefined
 * when absent or unreadable (the backoff applies then).
 */
function retryAfterMs(header, now) {
    if (header === null)
        return undefined;
    const text = header.trim();
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    const date = Date.parse(text);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}
function clamp01(value) {
    if (!Number.isFinite(value) || value < 0)
        return 0;
    return value >= 1 ? 0.999_999 : value;
}

;// CONCATENATED MODULE: ./src/api/http-attempt.ts
/**
 * One HTTP attempt: send, read the whole answer within the per-attempt
 * timeout, and classify it. Never throws: every failure becomes a value the
 * retry loop can reason about.
 */




async function attemptOnce(input) {
    const { settings } = input;
    // Outside the try: a file that cannot be read is not a network failure.
    const body = await bodyFor(input.request);
    const signal = AbortSignal.timeout(settings.timeoutMs);
    try {
        const response = await (0,undici/* fetch */.hd)(input.url, {
            method: input.request.method,
            headers: headersFor(input),
            body,
            dispatcher: input.agent,
            signal
        });
        const text = await response.text();
        if (response.status >= 200 && response.status < 300) {
            return { ok: true, status: response.status, text };
        }
        const statusText = response.statusText || external_node_http_.STATUS_CODES[response.status] || '';
        return {
            ok: false,
            kind: 'http',
            status: response.status,
            statusText,
            ...summariseErrorBody(text, statusText),
            retryAfterMs: retryAfterMs(response.headers.get('retry-after'), Date.now())
        };
    }
    catch (error) {
        return networkFailure(error, signal, settings.timeoutMs);
    }
}
function headersFor(input) {
    const headers = {
        Authorization: input.settings.authorization,
        'User-Agent': input.settings.userAgent,
        Accept: 'application/json'
    };
    // FormData sets its own multipart content type, boundary included.
    if (input.request.body?.kind === 'json') {
        headers['Content-Type'] = 'application/json';
    }
    return headers;
}
async function bodyFor(request) {
    const body = request.body;
    if (body === undefined)
        return undefined;
    if (body.kind === 'json')
        return JSON.stringify(body.value);
    return body.build();
}
function networkFailure(error, signal, timeoutMs) {
    if (signal.aborted) {
        return {
            ok: false,
            kind: 'network',
            status: 0,
            code: 'ETIMEDOUT',
            description: `no complete answer within ${timeoutMs / 1000} s (timeout)`,
            cause: error
        };
    }
    const cause = error instanceof Error && error.cause ? error.cause : error;
    const code = codeOf(cause);
    const message = cause instanceof Error ? cause.message : String(cause);
    return {
        ok: false,
        kind: 'network',
        status: 0,
        code,
        description: code && !message.includes(code) ? `${message} (${code})` : message,
        cause: error
    };
}
function codeOf(error) {
    if (typeof error !== 'object' || error === null)
        return undefined;
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
}
/** `503 Service Unavailable: <message>`, or the network cause. */
function describeFailure(failure) {
    if (failure.kind === 'network')
        return `network error: ${failure.description}`;
    const head = `${failure.status} ${failure.statusText}`.trim();
    return failure.serverMessage && failure.serverMessage !== failure.statusText
        ? `${head}: ${failure.serverMessage}`
        : head;
}

;// CONCATENATED MODULE: ./src/api/http.ts
/**
 * The transport: one undici EnvHttpProxyAgent per client, passed as the
 * dispatcher of every call (the global dispatcher hangs FormData uploads on
 * Node 24), a timeout per attempt, retries with backoff inside a bounded
 * budget, and typed errors that never carry the token.
 */









function createClient(options) {
    const settings = resolveSettings(options);
    const logger = redactingLogger(options.logger ?? silentLogger, settings.secrets);
    const agent = new undici/* EnvHttpProxyAgent */.J2({ ...options.proxy });
    const deps = {
        settings,
        logger,
        agent,
        sleep: options.sleep ?? ((ms) => (0,promises_.setTimeout)(ms)),
        random: options.random ?? Math.random
    };
    let closed = false;
    return {
        apiBase: settings.apiBase,
        send: (request, schema) => closed
            ? Promise.reject(new Error('The API client is closed'))
            : sendWithRetries(deps, request, schema),
        close: async () => {
            closed = true;
            await agent.close();
        }
    };
}
async function sendWithRetries(deps, request, schema) {
    const { settings, logger } = deps;
    const url = buildUrl(settings.apiBase, request);
    const label = `${request.method} ${url}`;
    const attempts = settings.maxRetries + 1;
    let waited = 0;
    for (let attempt = 1;; attempt++) {
        logger.debug(`${label} (attempt ${attempt} of ${attempts})`);
        const outcome = await attemptOnce({ ...deps, url, request });
        if (outcome.ok) {
            logger.debug(`${label} -> ${outcome.status}`);
            return parseSuccess(outcome, schema, label, settings);
        }
        const left = attempts - attempt;
        if (!isRetryable(outcome))
            throw failed(outcome, label, settings);
        if (left === 0) {
            throw gaveUp(outcome, { label, attempt, settings, reason: '' });
        }
        const wait = outcome.retryAfterMs ?? backoffMs(attempt, deps.random);
        if (waited + wait > settings.retryBudgetMs) {
            const reason = ` (waiting ${seconds(wait)} more would exceed the retry budget of ${seconds(settings.retryBudgetMs)})`;
            throw gaveUp(outcome, { label, attempt, settings, reason });
        }
        logger.warn(`${label} (${describeFailure(outcome)}): retrying in ${seconds(wait)} (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`);
        await deps.sleep(wait);
        waited += wait;
    }
}
function isRetryable(failure) {
    return failure.kind === 'network'
        ? isRetryableNetworkError(failure.code)
        : isRetryableStatus(failure.status);
}
function buildUrl(apiBase, request) {
    const params = new URLSearchParams();
    // Sorted keys, repeated keys for lists: what the vendor CLI sends.
    const entries = Object.entries(request.query ?? {}).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    for (const [key, value] of entries) {
        if (value === undefined)
            continue;
        const values = Array.isArray(value) ? value : [value];
        for (const item of values)
            params.append(key, String(item));
    }
    const query = params.toString();
    return `${apiBase}${request.path}${query ? `?${query}` : ''}`;
}
function parseSuccess(outcome, schema, label, settings) {
    let body;
    if (outcome.text.trim() !== '') {
        try {
            body = JSON.parse(outcome.text);
        }
        catch {
            throw apiError(`${label}: the service answered ${outcome.status} with a body that is not JSON: ${outcome.text.slice(0, 200)}`, { status: outcome.status, settings });
        }
    }
    const parsed = schema.safeParse(body);
    if (parsed.success)
        return parsed.data;
    throw apiError(`${label}: the service answered ${outcome.status}, but the body is not what docs/spec/resources.md describes:\n${errors/* prettifyError */.S1(parsed.error)}`, { status: outcome.status, settings });
}
function failed(failure, label, settings) {
    const text = `${label} failed: ${describeFailure(failure)}`;
    return apiError(withDetails(text, failure), { failure, settings });
}
function gaveUp(failure, context) {
    const { label, attempt, settings, reason } = context;
    const plural = attempt === 1 ? 'attempt' : 'attempts';
    const last = failure.kind === 'network' ? 'last error' : 'last response';
    const text = `${label} gave up after ${attempt} ${plural}${reason}; ${last}: ${describeFailure(failure)}`;
    return apiError(withDetails(text, failure), { failure, settings });
}
function withDetails(text, failure) {
    const lines = [text];
    if (failure.kind === 'http') {
        const fields = renderFieldErrors(failure.fieldErrors);
        if (fields)
            lines.push(fields.replace(/^/gm, '  '));
    }
    const hint = hintFor(failure.status);
    if (hint)
        lines.push(hint);
    return lines.join('\n');
}
function hintFor(status) {
    if (status === 401) {
        return 'Hint: check the API token (is it valid, and for this host/region?).';
    }
    if (status === 403) {
        return 'Hint: the token lacks the privilege for this operation, or the organization does not have the beta feature enabled (trail moments, controls).';
    }
    return undefined;
}
function apiError(message, context) {
    const { failure, settings } = context;
    const secrets = settings.secrets;
    const status = failure?.status ?? context.status ?? 0;
    const http = failure?.kind === 'http' ? failure : undefined;
    const serverMessage = http?.serverMessage ?? '';
    const fields = http?.fieldErrors ?? {};
    const cleanFields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, redact(v, secrets)]));
    const cause = failure?.kind === 'network' ? { cause: failure.cause } : undefined;
    return new src_errors/* ApiError */.hD(redact(message, secrets), status, redact(serverMessage, secrets), cleanFields, cause);
}
function seconds(ms) {
    return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
// EXTERNAL MODULE: ./src/api/schemas.ts + 2 modules
var api_schemas = __webpack_require__(3688);
;// CONCATENATED MODULE: ./src/api/operation-support.ts



/**
 * Validates `value` before anything is sent. The message names the request
 * part (`what`) and, through zod's paths, the field.
 */
function checked(schema, value, what) {
    const result = schema.safeParse(value);
    if (result.success)
        return result.data;
    throw new src_errors/* ConfigError */.xL(`Invalid ${what}; nothing was sent:\n${errors/* prettifyError */.S1(result.error)}`);
}
/** Checks one path parameter and escapes it as a URL segment. */
function segment(schema, value, name) {
    const result = schema.safeParse(value);
    if (!result.success) {
        const issue = result.error.issues[0]?.message ?? 'invalid';
        throw new src_errors/* ConfigError */.xL(`Invalid ${name} ${JSON.stringify(value)}: ${issue}; nothing was sent`);
    }
    return encodeURIComponent(String(result.data));
}
/**
 * Several operations answer with a JSON string (`"OK"`). Some deployments
 * answer `{"message": "OK"}` instead (docs/spec/gaps.md): both are accepted
 * and reduced to the text.
 */
const AckSchema = schemas/* unknown */.L5J()
    .transform((value) => typeof value === 'string'
    ? value
    : value === undefined
        ? ''
        : typeof value === 'object' &&
            value !== null &&
            'message' in value &&
            typeof value.message === 'string'
            ? value.message
            : JSON.stringify(value));
/**
 * Operations without a payload send the literal JSON `null`, as the vendor
 * CLI has always done (docs/spec/kosli-cli.md, Hosts and headers): the
 * service is known to accept
 * it, whereas an empty POST body has no such track record.
 */
const NO_PAYLOAD = { kind: 'json', value: null };
/** Each path placeholder: the schema its value must meet, and its name. */
const SEGMENTS = {
    org: [api_schemas/* OrgSchema */.Sl, 'org'],
    flow: [api_schemas/* FlowNameSchema */.FE, 'flow name'],
    trail: [api_schemas/* TrailNameSchema */.J5, 'trail name'],
    env: [api_schemas/* EnvNameSchema */.ek, 'environment name'],
    account: [api_schemas/* ServiceAccountNameSchema */.QM, 'service account name'],
    number: [api_schemas/* NotificationNumberSchema */.E9, 'notification number'],
    moment: [api_schemas/* MomentExpressionSchema */.qQ, 'moment expression'],
    control: [api_schemas/* ControlIdentifierSchema */.cm, 'control identifier']
};
function isPlaceholder(name) {
    return Object.hasOwn(SEGMENTS, name);
}
/** The path with each placeholder checked and escaped, in path order. */
function pathOf(op, params) {
    const values = op.segments
        ? op.segments(params)
        : params;
    return op.path.replace(/\{(\w+)\}/g, (_, name) => {
        if (!isPlaceholder(name))
            throw new Error(`no segment ${name}`);
        const [schema, label] = SEGMENTS[name];
        return segment(schema, values[name], label);
    });
}
async function bodyOf(op, params) {
    if (op.multipart)
        return { kind: 'multipart', build: await op.multipart(params) };
    if (op.json === null)
        return NO_PAYLOAD;
    if (op.json === undefined)
        return undefined;
    return {
        kind: 'json',
        value: checked(op.json.schema, op.json.value(params), op.json.what)
    };
}
/**
 * The request of one operation: path segments, query and body are checked
 * first, so an invalid one throws a ConfigError and nothing is sent.
 */
async function requestOf(op, params) {
    const path = pathOf(op, params);
    // The query schemas give flat objects of QueryValue.
    const query = op.query
        ? checked(op.query.schema, op.query.value(params), op.query.what)
        : undefined;
    const body = await bodyOf(op, params);
    return {
        method: op.method,
        path,
        ...(query !== undefined && { query }),
        ...(body !== undefined && { body })
    };
}
/** One generic sender: the answer is parsed with the response schema. */
function operation(op) {
    const send = async (client, params) => client.send(await requestOf(op, params), op.response);
    return Object.assign(send, {
        request: (params) => requestOf(op, params)
    });
}

;// CONCATENATED MODULE: ./src/api/operations-attestations.ts
/**
 * docs/spec/operations.md, operations 1 (attest JUnit) and 16 (system
 * attestation types).
 */






/** The multipart body, built again on each attempt from the files. */
function junitForm(upload) {
    return async () => {
        const form = new undici.FormData();
        // A plain field without its own content type, as the vendor CLI sends.
        form.append('data_json', upload.dataJson);
        const { attachment } = upload;
        if (attachment) {
            const blob = await (0,external_node_fs_.openAsBlob)(attachment.path, {
                type: 'application/octet-stream'
            });
            form.append('attachment_file', blob, attachment.filename);
        }
        return form;
    };
}
/**
 * 1. `POST /attestations/{org}/{flow}/trail/{trail}/junit` (multipart),
 * with `data_json` already written: `kosli-attest resend` sends a kept
 * payload byte for byte.
 */
const sendJunitUpload = operation({
    method: 'POST',
    path: '/attestations/{org}/{flow}/trail/{trail}/junit',
    multipart: async (upload) => {
        if (upload.attachment)
            await checkAttachment(upload.attachment);
        return junitForm(upload);
    },
    response: AckSchema
});
/** 1. The same, from the attestation data, checked before anything is sent. */
async function attestJunit(client, params) {
    checked(api_schemas/* JunitAttestationInputSchema */.MS, params.data, 'JUnit attestation data');
    return sendJunitUpload(client, {
        org: params.org,
        flow: params.flow,
        trail: params.trail,
        dataJson: JSON.stringify(params.data),
        ...(params.attachment !== undefined && { attachment: params.attachment })
    });
}
async function checkAttachment(attachment) {
    if (attachment.filename.trim() === '') {
        throw new src_errors/* ConfigError */.xL(`The attachment ${attachment.path} needs a file name to upload it as`);
    }
    let size;
    try {
        const info = await (0,external_node_fs_promises_.stat)(attachment.path);
        if (!info.isFile()) {
            throw new src_errors/* ConfigError */.xL(`The attachment ${attachment.path} is not a file`);
        }
        size = info.size;
    }
    catch (error) {
        if (error instanceof src_errors/* ConfigError */.xL)
            throw error;
        throw new src_errors/* ConfigError */.xL(`Cannot read the attachment ${attachment.path}: ${(0,src_errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    if (size > api_schemas/* MAX_ATTACHMENT_BYTES */.LY) {
        const mb = (size / api_schemas.MB).toFixed(1);
        throw new src_errors/* ConfigError */.xL(`The attachment ${attachment.path} is ${mb} MB; the service accepts at most ${api_schemas/* MAX_ATTACHMENT_BYTES */.LY / api_schemas.MB} MB (${api_schemas/* MAX_ATTACHMENT_BYTES */.LY} bytes). Upload fewer files or turn the upload off`);
    }
}
/** 16. `GET /attestations/system-attestation-types` (no org). */
const systemAttestationTypes = operation({
    method: 'GET',
    path: '/attestations/system-attestation-types',
    response: api_schemas/* SystemAttestationTypesSchema */.is
});
async function listSystemAttestationTypes(client) {
    const body = await systemAttestationTypes(client, {});
    return body.system_attestation_types;
}

;// CONCATENATED MODULE: ./src/api/operations-accounts.ts
/**
 * docs/spec/operations.md, operations 2-5: service accounts and
 * environment notifications.
 */


const ACCOUNT_PATH = '/service-accounts/{org}/{account}';
const accountSegments = (params) => ({
    org: params.org,
    account: params.name
});
const NOTIFICATION_PATH = '/organizations/{org}/environments_notifications/{number}';
/**
 * 2. `PATCH /service-accounts/{org}/{name}`. Only the fields present in
 * `changes` are sent: `description: null` clears it, omitting it keeps it.
 */
const updateServiceAccount = operation({
    method: 'PATCH',
    path: ACCOUNT_PATH,
    segments: accountSegments,
    json: {
        schema: api_schemas/* ServiceAccountUpdateSchema */.tc,
        what: 'service account update',
        value: (params) => params.changes
    },
    response: api_schemas/* ServiceAccountSchema */.mK
});
/** 3. `DELETE /service-accounts/{org}/{name}`; answers a JSON string. */
const deleteServiceAccount = operation({
    method: 'DELETE',
    path: ACCOUNT_PATH,
    segments: accountSegments,
    json: null,
    response: AckSchema
});
/**
 * 4. `PUT /organizations/{org}/environments_notifications/{number}`;
 * answers a JSON string. Read the notification back to see its new state.
 */
const updateNotification = operation({
    method: 'PUT',
    path: NOTIFICATION_PATH,
    json: {
        schema: api_schemas/* NotificationUpdateSchema */.m_,
        what: 'notification update',
        value: (params) => params.notification
    },
    response: AckSchema
});
/** 5. `GET /organizations/{org}/environments_notifications/{number}`. */
const getNotification = operation({
    method: 'GET',
    path: NOTIFICATION_PATH,
    response: api_schemas/* NotificationSchema */.nH
});

;// CONCATENATED MODULE: ./src/api/pagination.ts
/** Walking the paginated listings (environments, deployments). */

/**
 * Yields page 1, 2, … and stops after the last page. The number of pages is
 * fixed by the first answer: a service whose `total_pages` keeps growing, or
 * which never reports a last page, cannot keep the loop going forever. An
 * empty page also ends the walk.
 */
async function* pages(fetchPage, items) {
    let limit = Infinity;
    for (let page = 1; page <= limit; page++) {
        const answer = await fetchPage(page);
        if (page === 1)
            limit = Math.max(1, answer.total_pages);
        yield answer;
        if (items(answer).length === 0 || page >= answer.total_pages)
            return;
    }
}
function checkPageSize(perPage) {
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 50) {
        throw new src_errors/* ConfigError */.xL(`per_page must be a whole number from 1 to 50 to walk every page, got ${perPage}`);
    }
    return perPage;
}
/**
 * Every item of a paged listing, page after page (50 per page unless
 * `perPage`): `list` gets the page number and size to ask for.
 */
async function* everyItem(list, perPage, items) {
    const per_page = checkPageSize(perPage ?? 50);
    for await (const answer of pages((page) => list({ page, per_page }), items)) {
        yield* items(answer);
    }
}

;// CONCATENATED MODULE: ./src/api/operations-environments.ts
/**
 * docs/spec/operations.md, operations 6-8, 10, 11 and 18: environments,
 * their allow-lists, policies, joins, snapshot diffs and deployment
 * frequency.
 */




/** 6. `PUT /allowlists/{org}/{env}`: allow an artifact in an environment. */
const allowArtifact = operation({
    method: 'PUT',
    path: '/allowlists/{org}/{env}',
    json: {
        schema: api_schemas/* AllowlistEntrySchema */.HR,
        what: 'allow-list entry',
        value: (params) => params.entry
    },
    response: api_schemas/* AllowlistEntryResponseSchema */.YY
});
/** 7. `DELETE /environments/{org}/{env}/policies` (with a JSON body). */
const detachPolicies = operation({
    method: 'DELETE',
    path: '/environments/{org}/{env}/policies',
    json: {
        schema: api_schemas/* DetachPoliciesSchema */.T2,
        what: 'policies to detach',
        value: (params) => ({ policy_names: params.policyNames })
    },
    response: AckSchema
});
/** 8. `PUT /environments/{org}/{logical}/join`: add a physical environment. */
const joinEnvironment = operation({
    method: 'PUT',
    path: '/environments/{org}/{env}/join',
    segments: (params) => ({ org: params.org, env: params.logicalEnv }),
    json: {
        schema: api_schemas/* JoinEnvironmentSchema */.du,
        what: 'environment join',
        value: (params) => ({ physical_env_name: params.physicalEnv })
    },
    response: AckSchema
});
/**
 * 10. `GET /env-diff/{org}?snappish1=…&snappish2=…`. A snappish is an
 * environment name, optionally with `#N` (snapshot N) or `~N` (N behind the
 * latest).
 */
const envDiff = operation({
    method: 'GET',
    path: '/env-diff/{org}',
    query: {
        schema: api_schemas/* EnvDiffQuerySchema */._Z,
        what: 'snapshot expressions',
        value: (params) => ({
            snappish1: params.snappish1,
            snappish2: params.snappish2
        })
    },
    response: api_schemas/* EnvDiffSchema */.KK
});
// Without `page`/`per_page` the service answers a plain array; with them,
// the envelope of docs/spec/resources.md (docs/spec/kosli-cli.md shows the
// Kosli CLI reading both). Both are read.
const EnvironmentListSchema = schemas/* union */.KCZ([
    api_schemas/* EnvironmentPageSchema */.KR,
    schemas/* array */.YOg(api_schemas/* EnvironmentSchema */.Tt).transform((environments) => ({
        page: 1,
        per_page: environments.length,
        total_pages: 1,
        total_count: environments.length,
        environments
    }))
]);
/**
 * 11. `GET /environments/{org}`. A plain-array answer is returned as a
 * single page holding every environment.
 */
const listEnvironments = operation({
    method: 'GET',
    path: '/environments/{org}',
    query: {
        schema: api_schemas/* ListEnvironmentsQuerySchema */.gk,
        what: 'list-environments query',
        value: (params) => params.query ?? {}
    },
    response: EnvironmentListSchema
});
/** Every environment, page after page (50 per page unless `per_page`). */
function iterateEnvironments(client, org, query = {}) {
    return everyItem((page) => listEnvironments(client, { org, query: { ...query, ...page } }), query.per_page, (answer) => answer.environments);
}
/** 18. `GET /environments/{org}/{env}/deployment_frequency?flow_id=…`. */
const getDeploymentFrequency = operation({
    method: 'GET',
    path: '/environments/{org}/{env}/deployment_frequency',
    query: {
        schema: api_schemas/* DeploymentFrequencyQuerySchema */.rk,
        what: 'deployment-frequency query',
        value: (params) => ({ flow_id: params.flowId })
    },
    response: api_schemas/* DeploymentFrequencySchema */.xp
});

;// CONCATENATED MODULE: ./src/api/operations-reads.ts
/**
 * docs/spec/operations.md, operations 9, 12-15 and 17: trail moments,
 * controls, deployments, artifacts, policies and repo tags.
 */




/**
 * 9. `GET /trails/{org}/{flow}/{trail}/moments/{moment}` (beta: 403 for
 * organizations without server-side evaluation). The grammar of `moment` is
 * not given (docs/spec/gaps.md); it is sent as one escaped path segment.
 */
const getTrailMoment = operation({
    method: 'GET',
    path: '/trails/{org}/{flow}/{trail}/moments/{moment}',
    response: api_schemas/* TrailMomentSchema */.Mj
});
/** 12. `POST /controls/{org}/{identifier}/archive` (beta). */
const archiveControl = operation({
    method: 'POST',
    path: '/controls/{org}/{control}/archive',
    segments: (params) => ({ org: params.org, control: params.identifier }),
    json: null,
    response: api_schemas/* ControlSchema */.Fs
});
/** 13. `GET /deployments/{org}`: one page of deployments. */
const listDeployments = operation({
    method: 'GET',
    path: '/deployments/{org}',
    query: {
        schema: api_schemas/* ListDeploymentsQuerySchema */.AM,
        what: 'list-deployments query',
        value: (params) => params.query ?? {}
    },
    response: api_schemas/* DeploymentPageSchema */.K1
});
/** Every deployment in the window, page after page (50 per page). */
function iterateDeployments(client, org, query = {}) {
    return everyItem((page) => listDeployments(client, { org, query: { ...query, ...page } }), query.per_page, (answer) => answer.deployments);
}
/**
 * 14. `GET /artifacts/{org}/{flow}`.
 * @deprecated by the service (docs/spec/README.md, versioning); no
 * replacement is named there. The Kosli CLI now uses
 * `GET /artifacts/{org}?flow_name=`.
 */
const listArtifacts = operation({
    method: 'GET',
    path: '/artifacts/{org}/{flow}',
    query: {
        schema: api_schemas/* ListArtifactsQuerySchema */.ZH,
        what: 'list-artifacts query',
        value: (params) => params.query ?? {}
    },
    response: schemas/* array */.YOg(api_schemas/* ArtifactSchema */.wX)
});
/** 15. `GET /policies/{org}`. */
const listPolicies = operation({
    method: 'GET',
    path: '/policies/{org}',
    response: schemas/* array */.YOg(api_schemas/* PolicySchema */.Qz)
});
/** 17. `GET /repos/{org}/tags`: distinct tag key/value pairs of the repos. */
const listRepoTagChoices = operation({
    method: 'GET',
    path: '/repos/{org}/tags',
    response: api_schemas/* RepoTagChoicesSchema */.Cp
});

;// CONCATENATED MODULE: ./src/api/index.ts
/** The typed client of the 18 operations of docs/spec/operations.md. */









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
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4531);
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

/***/ 6308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fr: () => (/* binding */ objectFields),
/* harmony export */   Fw: () => (/* binding */ parseOutput),
/* harmony export */   Ie: () => (/* binding */ cellText),
/* harmony export */   Lc: () => (/* binding */ listTable),
/* harmony export */   Tc: () => (/* binding */ timeText),
/* harmony export */   WU: () => (/* binding */ show),
/* harmony export */   mo: () => (/* binding */ fieldsTable)
/* harmony export */ });
/* unused harmony export OUTPUTS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/* harmony import */ var _report_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(790);
/**
 * What reading commands print: a table for people (src/report/table.ts) or
 * the service's JSON for scripts (`--output json`), always on stdout.
 */



const OUTPUTS = ['table', 'json'];
function parseOutput(value) {
    const format = value?.trim() || 'table';
    if (OUTPUTS.includes(format)) {
        return format;
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`--output: "${format}" is not one of table, json`);
}
function printJson(io, value) {
    io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}
/** Prints `json` as JSON, or the table `table()` builds. */
function show(io, format, view) {
    if (format === 'json')
        printJson(io, view.json);
    else
        io.stdout(`${view.table()}\n`);
}
/** A table, or a line saying there is nothing to show. */
function listTable(headers, rows, what) {
    return rows.length === 0 ? `No ${what}.` : (0,_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .renderTable */ .b)(headers, rows);
}
/** One table cell for any JSON value. */
function cellText(value) {
    if (value === null || value === undefined)
        return '';
    const flat = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .flatText */ .PV)(value, ', ');
    if (flat !== undefined)
        return flat;
    return Array.isArray(value)
        ? (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(value.length, 'entry', 'entries')
        : JSON.stringify(value);
}
/** Unix seconds as `2024-05-01 12:00 UTC`; anything else as is. */
function timeText(seconds) {
    if (typeof seconds !== 'number' || !Number.isFinite(seconds)) {
        return cellText(seconds);
    }
    const iso = new Date(seconds * 1000).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
/** A FIELD / VALUE table of one object's top-level fields. */
function fieldsTable(fields) {
    return (0,_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .renderTable */ .b)(['FIELD', 'VALUE'], fields.map(([name, value]) => [name, value]));
}
/** Every top-level field of an object, times shown as dates. */
function objectFields(value) {
    return Object.entries(value).map(([key, v]) => [
        key,
        /(_at|_ts|timestamp)$/.test(key) ? timeText(v) : cellText(v)
    ]);
}


/***/ }),

/***/ 106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ elapsedTicker),
/* harmony export */   m: () => (/* binding */ createProgress)
/* harmony export */ });
const CLEAR_LINE = '\r\u001b[K';
const TTY_EVERY_MS = 100;
const LOG_EVERY_MS = 5000;
function createProgress(io, options) {
    const now = options.now ?? Date.now;
    const every = io.isTTY ? TTY_EVERY_MS : LOG_EVERY_MS;
    const enabled = io.isTTY || options.verbose;
    let shown = false;
    let lastAt = -Infinity;
    return {
        update: (text) => {
            if (!enabled || now() - lastAt < every)
                return;
            lastAt = now();
            if (io.isTTY) {
                io.stderr(`${CLEAR_LINE}${text}`);
                shown = true;
            }
            else {
                io.stderr(`progress: ${text}\n`);
            }
        },
        done: () => {
            if (shown)
                io.stderr(CLEAR_LINE);
            shown = false;
            lastAt = -Infinity;
        }
    };
}
/**
 * For work we cannot count (parsing reports inside the engine): the
 * elapsed seconds, once a second. The timer never keeps the process alive.
 */
function elapsedTicker(progress, label, now = Date.now) {
    const start = now();
    const timer = setInterval(() => {
        progress.update(`${label} ${Math.round((now() - start) / 1000)} s`);
    }, 1000);
    timer.unref();
    return {
        stop: () => {
            clearInterval(timer);
            progress.done();
        }
    };
}


/***/ }),

/***/ 3007:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _u: () => (/* binding */ modeDeps),
  AG: () => (/* binding */ printDryRun),
  xi: () => (/* binding */ serviceCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/api/index.ts + 12 modules
var api = __webpack_require__(4720);
// EXTERNAL MODULE: ./src/config/index.ts + 8 modules
var config = __webpack_require__(4531);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/cli/framework/flag-values.ts
var flag_values = __webpack_require__(1450);
;// CONCATENATED MODULE: ./src/cli/framework/help.ts
/**
 * `--help` text of the commands built from a spec: usage, description, one
 * line per flag (wrapped to 80 columns), exit status and an example.
 */

function flagEntries(flags) {
    return Object.entries(flags).filter((entry) => entry[1] !== undefined);
}
/** The names a command reads: its flags less the hidden aliases. */
function flagKeys(flags) {
    return flagEntries(flags)
        .filter(([, flag]) => !flag.hidden)
        .map(([name]) => name)
        .filter(config/* isInputName */.wp);
}
const WIDTH = 80;
const COLUMN = 28;
const HELP_FOOTER = 'Every flag also reads KOSLI_<FLAG_NAME> (e.g. --per-page: KOSLI_PER_PAGE) and\nthe config file; a flag wins over its variable, which wins over the file.';
/** Words of `text` in lines of at most `width` characters. */
function wrap(text, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/).filter((w) => w !== '')) {
        if (line !== '' && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else {
            line = line === '' ? word : `${line} ${word}`;
        }
    }
    if (line !== '')
        lines.push(line);
    return lines;
}
function flagLine(name, flag) {
    const left = `  --${name}${flag.value ? ` ${flag.value}` : ''}${flag.multiple ? ' ...' : ''}`;
    const text = wrap(flag.help, WIDTH - COLUMN);
    const pad = ' '.repeat(COLUMN);
    const [first = '', ...rest] = text;
    const head = left.length < COLUMN - 1
        ? `${left.padEnd(COLUMN)}${first}`
        : `${left}\n${pad}${first}`;
    return [head, ...rest.map((line) => `${pad}${line}`)].join('\n');
}
function helpText(parts) {
    const sections = parts.sections
        .filter(([, flags]) => flagEntries(flags).length > 0)
        .map(([title, flags]) => `${title}:\n${flagEntries(flags)
        .filter(([, flag]) => !flag.hidden)
        .map(([name, flag]) => flagLine(name, flag))
        .join('\n')}`);
    return [
        parts.usage,
        '',
        parts.description
            .split('\n\n')
            .map((paragraph) => wrap(paragraph, WIDTH).join('\n'))
            .join('\n\n'),
        '',
        ...sections.flatMap((s) => [s, '']),
        '  -h, --help                Show this help.',
        '',
        parts.footer,
        '',
        wrap(`Exit status: ${parts.exitStatus}`, WIDTH).join('\n'),
        '',
        'Example:',
        ...parts.example.split('\n').map((line) => `  ${line}`),
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli/framework/service-flags.ts
const SERVICE_FLAGS = {
    'api-token': {
        type: 'string',
        value: 'TOKEN',
        help: 'KOSLI_API_TOKEN. Prefer the variable or a config file: flags show up in process lists. The value DRY_RUN turns on --dry-run.'
    },
    org: {
        type: 'string',
        value: 'ORG',
        help: 'KOSLI_ORG. Your Kosli organization.'
    },
    host: {
        type: 'string',
        value: 'URL',
        help: 'KOSLI_HOST. Default https://app.kosli.com; e.g. http://127.0.0.1:8001 for `kosli-attest serve`.'
    },
    region: {
        type: 'string',
        value: 'eu|us',
        help: 'KOSLI_REGION. us is https://app.us.kosli.com. Give host or region.'
    },
    'auth-method': {
        type: 'string',
        value: 'bearer|basic',
        help: 'KOSLI_AUTH_METHOD. Default bearer.'
    },
    'timeout-seconds': {
        type: 'string',
        value: 'N',
        help: 'KOSLI_TIMEOUT_SECONDS. Per request; default 30.'
    },
    'max-retries': {
        type: 'string',
        value: 'N',
        help: 'KOSLI_MAX_RETRIES or KOSLI_MAX_API_RETRIES (also --max-api-retries). Default 3.'
    },
    'retry-budget-seconds': {
        type: 'string',
        value: 'N',
        help: 'KOSLI_RETRY_BUDGET_SECONDS. Most time spent waiting to retry; default 60.'
    },
    'config-file': {
        type: 'string',
        value: 'PATH',
        help: 'KOSLI_CONFIG_FILE. YAML or JSON of flag names and values, e.g. "org: acme".'
    },
    verbose: {
        type: 'boolean',
        help: 'KOSLI_VERBOSE (also --debug). Debug lines on stderr; never the token.'
    }
};
const OUTPUT_FLAG = {
    type: 'string',
    value: 'table|json',
    help: 'table (default) for people; json, the service answer, for scripts.'
};
const DRY_RUN_FLAG = {
    type: 'boolean',
    help: 'KOSLI_DRY_RUN. Show the request; send nothing.'
};
/** Vendor names that parseArgs must accept as well. */
const ALIAS_FLAGS = {
    'max-api-retries': { type: 'string' },
    debug: { type: 'boolean' }
};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
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
        document = (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`${path} is not valid YAML or JSON: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
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

// EXTERNAL MODULE: ./src/cli/framework/output.ts
var output = __webpack_require__(6308);
// EXTERNAL MODULE: ./src/cli/framework/progress.ts
var framework_progress = __webpack_require__(106);
;// CONCATENATED MODULE: ./src/cli/framework/service-command.ts
/**
 * The frame of every command that talks to Kosli: flags, help with an
 * example, configuration by precedence (options.ts), the service config,
 * one client closed at the end, and exit codes (0 OK, 1 failure, 2 usage
 * or configuration).
 */













function flagsOf(spec) {
    return {
        ...spec.flags,
        ...(spec.output && { output: OUTPUT_FLAG }),
        ...(spec.writes && { 'dry-run': DRY_RUN_FLAG })
    };
}
function parseOptions(spec) {
    const all = { ...flagsOf(spec), ...SERVICE_FLAGS };
    return {
        ...Object.fromEntries(flagEntries(all).map(([name, flag]) => [
            name,
            { type: flag.type, ...(flag.multiple && { multiple: true }) }
        ])),
        ...ALIAS_FLAGS,
        help: { type: 'boolean', short: 'h' }
    };
}
function usageLine(spec) {
    return `Usage: kosli-attest ${spec.name} ${spec.usage}`.trimEnd();
}
function usageError(spec, io, message) {
    io.stderr(`error: ${message}\n${usageLine(spec)}\nRun \`kosli-attest ${spec.name} --help\` for more.\n`);
    return 2;
}
function emptyFlag(values) {
    return Object.entries(values).find(([, v]) => v === '' || (Array.isArray(v) && v.some((x) => x === '')))?.[0];
}
function cliLogger(io, verbose) {
    return {
        debug: (m) => (verbose ? io.stderr(`debug: ${m}\n`) : undefined),
        info: (m) => io.stderr(`${m}\n`),
        warn: (m) => io.stderr(`warning: ${m}\n`),
        error: (m) => io.stderr(`error: ${m}\n`)
    };
}
const MISSING_ORG = '--org is not set: pass --org ORG, set KOSLI_ORG, or put "org: ORG" in the config file (--config-file)';
const READ_NEEDS_TOKEN = '--api-token is not set: this command only reads, so a dry run (KOSLI_DRY_RUN, or the token DRY_RUN) still sends its request and needs a real token in KOSLI_API_TOKEN';
const MISSING_TOKEN = '--api-token is not set: set KOSLI_API_TOKEN (best), or put "api-token: ..." in a config file only you can read (--config-file), or pass --api-token';
/** The service settings; org and token are checked first, naming flags. */
function serviceOf(spec, raw, dryRun) {
    const needsOrg = spec.org !== false;
    if (needsOrg && !raw.org?.trim())
        throw new errors/* ConfigError */.xL(MISSING_ORG);
    // A dry run sends nothing, so it needs no token; a read always sends.
    const sends = !(dryRun && spec.writes);
    if (sends && !raw['api-token']?.trim()) {
        throw new errors/* ConfigError */.xL(dryRun ? READ_NEEDS_TOKEN : MISSING_TOKEN);
    }
    // The operation without an org still goes through the shared parser.
    return (0,config/* parseServiceConfig */.$7)(needsOrg ? raw : { ...raw, org: '-' }, {
        dryRun: !sends
    });
}
function resolve(spec, values, io) {
    const keys = [
        ...flagKeys(flagsOf(spec)),
        ...flagKeys(SERVICE_FLAGS).filter((k) => k !== 'config-file')
    ];
    const resolved = resolveOptions({
        flags: values,
        env: io.env,
        cwd: io.cwd,
        keys
    });
    for (const warning of resolved.warnings)
        io.stderr(`warning: ${warning}\n`);
    return resolved;
}
function debugSources(logger, sources) {
    for (const [key, source] of Object.entries(sources)) {
        // Where the token came from, never what it is.
        logger.debug(`${key} from ${source}`);
    }
}
async function execute(spec, values, args, io) {
    const { raw, sources } = resolve(spec, values, io);
    const verbose = (0,flag_values/* boolFlag */.lB)(raw, 'verbose');
    const logger = cliLogger(io, verbose);
    debugSources(logger, sources);
    const dryRun = (0,flag_values/* boolFlag */.lB)(raw, 'dry-run');
    const service = serviceOf(spec, raw, dryRun);
    let client;
    const progress = (0,framework_progress/* createProgress */.m)(io, { verbose });
    const ctx = {
        io,
        args,
        raw,
        service,
        output: (0,output/* parseOutput */.Fw)(raw.output),
        dryRun,
        verbose,
        logger,
        progress,
        client: () => (client ??= (0,api/* createClient */.UU)({ ...service, logger, version: package_0/* version */.rE }))
    };
    try {
        return await spec.run(ctx);
    }
    finally {
        progress.done();
        await client?.close();
    }
}
async function run(spec, argv, io) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: argv,
            options: parseOptions(spec),
            allowPositionals: true,
            allowNegative: true,
            strict: true
        });
    }
    catch (error) {
        return usageError(spec, io, (0,errors/* errorMessage */.gJ)(error));
    }
    const { help, ...values } = parsed.values;
    if (help) {
        io.stdout(helpOf(spec));
        return 0;
    }
    const empty = emptyFlag(values);
    if (empty)
        return usageError(spec, io, `--${empty} was given an empty value`);
    const args = parsed.positionals;
    const { min, max, what } = spec.positionals ?? { min: 0, max: 0, what: '' };
    if (args.length < min || args.length > max) {
        const wanted = min === max ? `${min}` : `${min} to ${max}`;
        return usageError(spec, io, `expected ${what || 'no arguments'} (${wanted}), got ${args.length}: ${args.join(' ')}`.trimEnd());
    }
    try {
        return await execute(spec, values, args, io);
    }
    catch (error) {
        if (error instanceof errors/* ConfigError */.xL) {
            const keys = Object.keys({ ...flagsOf(spec), ...SERVICE_FLAGS });
            return usageError(spec, io, flagMessage(error.message, keys));
        }
        io.stderr(`error: ${(0,errors/* errorMessage */.gJ)(error)}\n`);
        return 1;
    }
}
function helpOf(spec) {
    return helpText({
        usage: usageLine(spec),
        description: spec.description,
        sections: [
            ['Options', flagsOf(spec)],
            [
                'Service options (flag > KOSLI_* variable > config file > default)',
                SERVICE_FLAGS
            ]
        ],
        exitStatus: spec.exitStatus ??
            '0 done, 1 Kosli refused or could not be reached, 2 usage or configuration error.',
        example: spec.example,
        footer: HELP_FOOTER
    });
}
/** A `Command` of types.ts from a spec. */
function serviceCommand(spec) {
    return {
        name: spec.name,
        summary: spec.summary,
        help: helpOf(spec),
        run: (argv, io) => run(spec, argv, io)
    };
}
/**
 * In a dry run: the request that would be sent (an operation's `request`),
 * on stdout. The JSON null of an operation without a payload is not shown.
 */
function printDryRun(ctx, request) {
    const base = ctx.service.host.replace(/\/api\/v2$/, '');
    const value = request.body?.kind === 'json' ? request.body.value : null;
    const body = value === null ? '' : `${JSON.stringify(value, null, 2)}\n`;
    ctx.io.stdout(`Dry run: nothing is sent. The request would be:\n${request.method} ${base}/api/v2${request.path}\n${body}`);
    return 0;
}
/**
 * What an engine of src/modes needs, for a command that runs one. The
 * engine opens and closes its own client, so it gets a fresh one.
 */
function modeDeps(ctx) {
    const { io, logger } = ctx;
    return {
        logger,
        now: () => Date.now(),
        cwd: io.cwd,
        tmpDir: io.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(),
        env: io.env,
        openClient: (service) => (0,api/* createClient */.UU)({ ...service, logger, version: package_0/* version */.rE }),
        readEvent: (path) => JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'))
    };
}


/***/ }),

/***/ 4531:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p0: () => (/* reexport */ FLAG_ONLY_NAMES),
  QI: () => (/* reexport */ aliasesOf),
  eC: () => (/* reexport */ booleanValue),
  Ew: () => (/* reexport */ canonicalName),
  Yq: () => (/* reexport */ choice),
  Uc: () => (/* reexport */ isConfigKey),
  wp: () => (/* reexport */ isInputName),
  Mn: () => (/* reexport */ lines),
  lq: () => (/* reexport */ optional),
  JK: () => (/* reexport */ parseAllowArtifactConfig),
  T1: () => (/* reexport */ parseAttestJunitConfig),
  GR: () => (/* reexport */ parseEnvDiffConfig),
  $7: () => (/* reexport */ parseServiceConfig)
});

// UNUSED EXPORTS: ALIASES, CLI_FLAG_NAMES, CONFIG_KEYS, DEFAULTS, FAIL_ON, HOSTS, INPUT_NAMES, MODES, isTrue, keyValueLines, oneOf, parseArtifactConfig, parseMode, required

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
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
function booleanValue(value, label, fallback) {
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
function optional(raw, key) {
    const value = raw[key]?.trim();
    return value === undefined || value === '' ? undefined : value;
}
function required(raw, key, hint) {
    const value = optional(raw, key);
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
    const value = optional(raw, key);
    return value === undefined ? fallback : choice(value, key, allowed);
}

;// CONCATENATED MODULE: ./src/config/artifact.ts
/** The artifact a step names: a fingerprint, or a path to fingerprint. */


function parseArtifactConfig(raw) {
    const fingerprint = optional(raw, 'fingerprint');
    const artifactPath = optional(raw, 'artifact-path');
    const typeValue = optional(raw, 'artifact-type');
    if (fingerprint !== undefined && artifactPath !== undefined) {
        throw new errors/* ConfigError */.xL('fingerprint and artifact-path: give one; artifact-path (with artifact-type) computes the fingerprint');
    }
    if (fingerprint !== undefined && !/^[a-f0-9]{64}$/.test(fingerprint)) {
        throw new errors/* ConfigError */.xL(`fingerprint: "${fingerprint}" is not a SHA-256 (64 lowercase hex characters)`);
    }
    if ((artifactPath === undefined) !== (typeValue === undefined)) {
        throw new errors/* ConfigError */.xL('artifact-path and artifact-type go together: artifact-type is file or dir');
    }
    const artifactType = typeValue === undefined
        ? undefined
        : values_oneOf(raw, 'artifact-type', ['file', 'dir'], 'file');
    return {
        ...(fingerprint !== undefined && { fingerprint }),
        ...(artifactPath !== undefined && { artifactPath }),
        ...(artifactType !== undefined && { artifactType }),
        exclude: lines(raw.exclude)
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
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
const UrlSchema = schemas/* url */.OZ5({ protocol: /^https?$/ });
/** In a dry run nothing is sent, so the token may be absent. */
function parseServiceConfig(raw, options = {}) {
    const region = values_oneOf(raw, 'region', ['eu', 'us'], 'eu');
    const host = optional(raw, 'host') ?? HOSTS[region];
    if (optional(raw, 'host') && optional(raw, 'region')) {
        throw new errors/* ConfigError */.xL('host and region: give one of them; region picks a Kosli host, host names any other');
    }
    if (!UrlSchema.safeParse(host).success) {
        throw new errors/* ConfigError */.xL(`host: "${host}" is not an http(s) URL, e.g. https://app.kosli.com`);
    }
    return {
        host: host.replace(/\/+$/, ''),
        org: required(raw, 'org', 'set it, or the KOSLI_ORG variable, to your Kosli organization'),
        apiToken: options.dryRun
            ? (optional(raw, 'api-token') ?? '')
            : required(raw, 'api-token', 'pass a secret, e.g. api-token: ${{ secrets.KOSLI_API_TOKEN }}, or set KOSLI_API_TOKEN'),
        auth: values_oneOf(raw, 'auth-method', ['bearer', 'basic'], 'bearer'),
        timeoutMs: numberValue(raw, 'timeout-seconds', {
            fallback: DEFAULTS.timeoutSeconds,
            min: 1,
            max: 600
        }) * 1000,
        maxRetries: numberValue(raw, 'max-retries', {
            fallback: DEFAULTS.maxRetries,
            min: 0,
            max: 10
        }),
        retryBudgetMs: numberValue(raw, 'retry-budget-seconds', {
            fallback: DEFAULTS.retryBudgetSeconds,
            min: 0,
            max: 3600
        }) * 1000
    };
}

;// CONCATENATED MODULE: ./src/config/allow-artifact.ts
/** The allow-artifact mode's config. */




function parseAllowArtifactConfig(raw) {
    const artifact = parseArtifactConfig(raw);
    if (artifact.fingerprint === undefined &&
        artifact.artifactPath === undefined) {
        throw new errors/* ConfigError */.xL('allow-artifact needs the artifact: fingerprint, or artifact-path with artifact-type');
    }
    const artifactName = optional(raw, 'artifact-name');
    const dryRun = booleanValue(raw['dry-run'], 'dry-run', false);
    return {
        service: parseServiceConfig(raw, { dryRun }),
        environment: required(raw, 'environment', 'the environment to allow the artifact in'),
        artifact,
        ...(artifactName !== undefined && { artifactName }),
        reason: required(raw, 'reason', 'say why the artifact is allowed; it becomes the entry description'),
        dryRun
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
    const url = optional(raw, 'origin-url');
    if (url !== undefined && !UrlSchema.safeParse(url).success) {
        throw new errors/* ConfigError */.xL(`origin-url: "${url}" is not an http(s) URL of the CI run`);
    }
    return url;
}
function parseAttestJunitConfig(raw) {
    const reportPaths = lines(raw['report-paths']);
    if (reportPaths.length === 0) {
        throw new errors/* ConfigError */.xL('report-paths is required: list the JUnit report globs or directories, one per line, e.g. build/test-results/**/*.xml');
    }
    const trail = optional(raw, 'trail');
    const description = optional(raw, 'description');
    const userDataPath = optional(raw, 'user-data');
    const commit = optional(raw, 'commit');
    const origin = originUrl(raw);
    const dryRun = booleanValue(raw['dry-run'], 'dry-run', false);
    return {
        service: parseServiceConfig(raw, { dryRun }),
        flow: required(raw, 'flow', 'name the Kosli flow that holds the trail'),
        ...(trail !== undefined && { trail }),
        name: required(raw, 'name', 'the attestation name, e.g. unit-tests'),
        reportPaths,
        artifact: parseArtifactConfig(raw),
        targetArtifacts: lines(raw['target-artifacts']),
        ...(description !== undefined && { description }),
        annotations: keyValueLines(raw.annotations, 'annotations'),
        ...(userDataPath !== undefined && { userDataPath }),
        externalUrls: keyValueLines(raw['external-urls'], 'external-urls'),
        attachResults: booleanValue(raw['attach-results'], 'attach-results', true),
        attachments: lines(raw.attachments),
        dryRun,
        failOnFailure: booleanValue(raw['fail-on-failure'], 'fail-on-failure', false),
        strict: booleanValue(raw.strict, 'strict', true),
        ...(commit !== undefined && { commit }),
        ...(origin !== undefined && { originUrl: origin }),
        redactCommitInfo: redactFields(raw)
    };
}

;// CONCATENATED MODULE: ./src/config/env-diff.ts


const FAIL_ON = ['any-change', 'added', 'removed', 'never'];
function parseEnvDiffConfig(raw) {
    return {
        service: parseServiceConfig(raw),
        snapshot1: required(raw, 'snapshot-1', 'a snapshot expression such as production or production#12'),
        snapshot2: required(raw, 'snapshot-2', 'a snapshot expression such as staging or staging~1'),
        failOn: values_oneOf(raw, 'fail-on', FAIL_ON, 'any-change')
    };
}

;// CONCATENATED MODULE: ./src/config/mode.ts

const MODES = (/* unused pure expression or super */ null && (['attest-junit', 'allow-artifact', 'env-diff']));
function parseMode(raw) {
    return oneOf(raw, 'mode', MODES, 'attest-junit');
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
    'environment',
    'artifact-name',
    'reason',
    'snapshot-1',
    'snapshot-2',
    'fail-on',
    'timeout-seconds',
    'max-retries',
    'retry-budget-seconds'
];
/** The CLI's own flags; a KOSLI_* variable or the config file may set them. */
const CLI_FLAG_NAMES = [
    'verbose',
    'output',
    'keep-payload',
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
 * the snapshots are env-diff's arguments, so neither belongs in a file.
 */
const CONFIG_KEYS = [
    ...INPUT_NAMES.filter((name) => !['mode', 'snapshot-1', 'snapshot-2'].includes(name)),
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










/***/ }),

/***/ 790:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ renderTable)
/* harmony export */ });
/**
 * Plain-text tables for people at a terminal: one header line, then one line
 * per row, columns padded to the widest cell and two spaces apart.
 */
// Control characters (newlines, tabs, ESC of terminal escape sequences) in
// service data would break the layout or drive the terminal; each becomes a
// space.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const GAP = '  ';
function clean(cell) {
    return cell.replace(CONTROL, ' ');
}
/** Width in code points, so a multi-byte character counts once. */
function width(text) {
    return [...text].length;
}
function renderTable(headers, rows) {
    const columns = headers.length;
    const cells = [headers, ...rows].map((row) => Array.from({ length: columns }, (_, i) => clean(row[i] ?? '')));
    const widths = headers.map((_, i) => Math.max(...cells.map((row) => width(row[i] ?? ''))));
    return cells
        .map((row) => row
        .map((cell, i) => cell + ' '.repeat((widths[i] ?? 0) - width(cell)))
        .join(GAP)
        .trimEnd())
        .join('\n');
}


/***/ }),

/***/ 8992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   PV: () => (/* binding */ flatText)
/* harmony export */ });
/* unused harmony export isScalar */
/** Text shared by messages, logs and reports: counts, and JSON values. */
/** `1 file`, `2 files`, `1,000 suites`. */
function plural(count, one, many = `${one}s`) {
    return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
function isScalar(value) {
    return ['string', 'number', 'boolean'].includes(typeof value);
}
/**
 * A scalar as text, a list of scalars or a map of scalars (as key=value)
 * joined by `separator`; undefined for anything nested.
 */
function flatText(value, separator) {
    if (isScalar(value))
        return String(value);
    if (Array.isArray(value)) {
        return value.every(isScalar) ? value.map(String).join(separator) : undefined;
    }
    if (typeof value !== 'object' || value === null)
        return undefined;
    const entries = Object.entries(value);
    return entries.every(([, v]) => isScalar(v))
        ? entries.map(([k, v]) => `${k}=${String(v)}`).join(separator)
        : undefined;
}


/***/ })

};
