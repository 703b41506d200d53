export const id = 896;
export const ids = [896];
export const modules = {

/***/ 1150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mo: () => (/* binding */ resolveSettings)
/* harmony export */ });
/* unused harmony exports EU_HOST, US_HOST, API_PREFIX */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _net_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1251);
/* harmony import */ var _net_loopback_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1830);
/**
 * The Kosli client's options: the host (or region), the token and how it
 * is sent; the network's defaults and limits are src/net/limits.ts's.
 */



const EU_HOST = 'https://app.kosli.com';
const US_HOST = 'https://app.us.kosli.com';
const API_PREFIX = '/api/v2';
function resolveSettings(options) {
    const token = checkedToken(options.apiToken);
    const auth = options.auth ?? 'bearer';
    const basic = Buffer.from(`${token}:`).toString('base64');
    return {
        apiBase: apiBaseOf(options.host, options.region),
        host: chosenHost(options.host, options.region),
        hostSetting: options.hostSetting ?? 'the host setting (KOSLI_HOST)',
        authorization: auth === 'basic' ? `Basic ${basic}` : `Bearer ${token}`,
        ...(0,_net_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .networkLimits */ .pG)(options),
        userAgent: `kosli-attest-action/${options.version ?? 'dev'}`,
        secrets: [token]
    };
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
function chosenHost(host, region) {
    return host?.trim() || (region === 'us' ? US_HOST : EU_HOST);
}
function apiBaseOf(host, region) {
    const chosen = chosenHost(host, region);
    let url;
    try {
        url = new URL(chosen);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`The host '${chosen}' is not a URL: give e.g. ${EU_HOST} or ${US_HOST}`);
    }
    if (!(0,_net_loopback_js__WEBPACK_IMPORTED_MODULE_2__/* .mayCarrySecrets */ ._1)(url)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`The host '${chosen}' must start with https:// (http:// only for a service on this machine: ${_net_loopback_js__WEBPACK_IMPORTED_MODULE_2__/* .LOOPBACK_NAMES */ .xp})`);
    }
    // Accept a host given with the API prefix as well as without it.
    const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v2$/, '');
    return `${url.origin}${path}${API_PREFIX}`;
}


/***/ }),

/***/ 2896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createClient: () => (/* binding */ createClient)
});

// UNUSED EXPORTS: buildUrl

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(5625);
// EXTERNAL MODULE: ./src/net/redaction.ts
var redaction = __webpack_require__(1014);
// EXTERNAL MODULE: ./src/net/retry.ts
var retry = __webpack_require__(7893);
// EXTERNAL MODULE: ./src/api/client-options.ts
var client_options = __webpack_require__(1150);
// EXTERNAL MODULE: ./src/json-fields.ts
var json_fields = __webpack_require__(1011);
;// CONCATENATED MODULE: ./src/api/error-body.ts
/**
 * Turns an error response into readable text. Error bodies are JSON
 * objects with `message`, validation errors add `errors` (field -> text):
 * docs/spec/errors-and-limits.md.
 * Proxies and gateways answer with HTML or nothing, so those are summarised.
 */

const SNIPPET_CHARS = 200;
/** An error body is read up to this many bytes; the rest is dropped. */
const ERROR_BODY_LIMIT = 1024 * 1024;
/**
 * `text` must be redacted already: the snippet cuts it. A body cut at the
 * read limit says so.
 */
function summariseErrorBody(text, answer) {
    const summary = summarise(text, answer.statusText);
    if (!answer.cut)
        return summary;
    return {
        ...summary,
        serverMessage: `${summary.serverMessage} (the answer was cut: only its first ${ERROR_BODY_LIMIT / 1024 / 1024} MiB was read)`
    };
}
function summarise(text, statusText) {
    const parsed = parseJson(text);
    if (typeof parsed === 'string') {
        return { serverMessage: parsed, fieldErrors: {} };
    }
    if ((0,json_fields/* isJsonObject */.OW)(parsed) && typeof parsed.message === 'string') {
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
    if (!(0,json_fields/* isJsonObject */.OW)(errors))
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

// EXTERNAL MODULE: ./src/net/exchange.ts
var exchange = __webpack_require__(982);
;// CONCATENATED MODULE: ./src/api/http-attempt.ts




/** A successful answer is read up to this many bytes (a page is far less). */
const ANSWER_LIMIT = 64 * 1024 * 1024;
async function attemptOnce(input) {
    const { settings } = input;
    // Outside the try: a file that cannot be read is not a network failure.
    const body = await bodyFor(input.request);
    let answer;
    try {
        answer = await (0,exchange/* exchange */.cv)({
            url: new URL(input.url),
            method: input.request.method,
            headers: headersFor(input),
            ...(body === undefined ? {} : { body }),
            dispatcher: input.agent,
            timeoutMs: settings.timeoutMs,
            maxBytes: (status) => isSuccess(status) ? ANSWER_LIMIT : ERROR_BODY_LIMIT
        });
    }
    catch (error) {
        if (!(error instanceof exchange/* NetworkFailure */.pM))
            throw error;
        return networkFailure(error);
    }
    return classify(answer, settings);
}
function isSuccess(status) {
    return status >= 200 && status < 300;
}
function classify(answer, settings) {
    const text = answer.body.toString('utf8');
    if (isSuccess(answer.status) && !answer.cut) {
        return { ok: true, status: answer.status, text };
    }
    const { status, statusText } = answer;
    // Redacted before any cut, so that no part of the token survives.
    const summary = summariseErrorBody((0,redaction/* redact */.E$)(text, settings.secrets), {
        statusText,
        cut: answer.cut
    });
    const location = answer.headers.location;
    const wait = (0,retry/* retryAfterMs */.Vs)(answer.headers['retry-after'], Date.now());
    return {
        ok: false,
        kind: 'http',
        status,
        statusText,
        ...summary,
        ...(status >= 300 &&
            status < 400 && {
            serverMessage: redirectMessage(location, settings.secrets)
        }),
        ...(isSuccess(status) && {
            serverMessage: `the answer is longer than ${ANSWER_LIMIT / 1024 / 1024} MiB, more than any resource of the API`
        }),
        ...(wait === undefined ? {} : { retryAfterMs: wait })
    };
}
function redirectMessage(location, secrets) {
    const target = location === undefined
        ? 'no Location'
        : JSON.stringify((0,redaction/* redact */.E$)(location, secrets));
    return `redirected to ${target.slice(0, 300)}; an API call never follows a redirect (check the host)`;
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
function networkFailure(failure) {
    return {
        ok: false,
        kind: 'network',
        status: 0,
        ...(failure.code === undefined ? {} : { code: failure.code }),
        maybeSent: failure.details.maybeSent,
        description: failure.message,
        cause: failure.details.cause
    };
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
 * budget, and typed errors that never carry the token. undici is imported
 * when the first request is sent, not before: a dry run, or a command that
 * fails on its input, never loads it (docs/performance.md).
 */









function createClient(options) {
    const settings = (0,client_options/* resolveSettings */.Mo)(options);
    const logger = (0,redaction/* redactingLogger */.S)(options.logger ?? log/* silentLogger */.q, settings.secrets);
    let agent;
    const deps = {
        settings,
        logger,
        agent: () => (agent ??= __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19)).then(({ EnvHttpProxyAgent }) => new EnvHttpProxyAgent({ ...options.proxy }))),
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
            if (agent !== undefined)
                await (await agent).close();
        }
    };
}
async function sendWithRetries(deps, request, schema) {
    const { settings, logger } = deps;
    const url = buildUrl(settings.apiBase, request);
    const label = `${request.method} ${url}`;
    const attempts = settings.maxRetries + 1;
    // A write whose answer was lost may have been applied: a retry of it may
    // apply it again, and its failure must not read as "not recorded".
    let answerLost = false;
    const attempt = async (n) => {
        logger.debug(`${label} (attempt ${n} of ${attempts})`);
        const agent = await deps.agent();
        const outcome = await attemptOnce({ ...deps, agent, url, request });
        if (outcome.ok)
            return { ok: true, value: outcome };
        if (outcome.kind === 'network' && outcome.maybeSent) {
            answerLost ||= request.method !== 'GET';
        }
        return {
            ok: false,
            failure: outcome,
            retryable: isRetryable(outcome),
            ...(outcome.retryAfterMs === undefined
                ? {}
                : { retryAfterMs: outcome.retryAfterMs })
        };
    };
    const policy = {
        ...deps,
        maxRetries: settings.maxRetries,
        budget: new retry/* RetryBudget */.Km(settings.retryBudgetMs)
    };
    const result = await (0,retry/* withRetries */.LH)(attempt, policy, (notice) => {
        const { left } = notice;
        // A line of the log, not an annotation: annotations are for the result.
        logger.info(`warning: ${label} (${describeFailure(notice.failure)}): retrying in ${(0,retry/* seconds */.YA)(notice.waitMs)} (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`);
    });
    if (!result.ok)
        throw finalError(result, { label, settings, answerLost });
    logger.debug(`${label} -> ${result.value.status}`);
    request.onStatus?.(result.value.status);
    if (answerLost) {
        logger.info(`warning: ${label}: an earlier attempt's answer was lost, so the service may hold this twice (the same content; the latest wins)`);
    }
    return parseSuccess(result.value, schema, { label, settings });
}
/** The error of a request that failed for good, saying whether it may have been recorded. */
function finalError(result, context) {
    const { failure, gaveUp } = result;
    const { label, settings } = context;
    const tried = {
        label,
        attempt: result.attempts,
        settings,
        reason: gaveUp.reason === 'final' ? '' : (0,retry/* budgetReason */.K0)(gaveUp)
    };
    const error = gaveUp.reason === 'final'
        ? failed(failure, tried)
        : gaveUpError(failure, tried);
    error.maybeRecorded = context.answerLost;
    return error;
}
function isRetryable(failure) {
    return failure.kind === 'network'
        ? (0,retry/* isRetryableNetworkError */.Hr)(failure.code)
        : (0,retry/* isRetryableStatus */.PS)(failure.status);
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
function parseSuccess(outcome, schema, context) {
    const { label, settings } = context;
    let body;
    if (outcome.text.trim() !== '') {
        try {
            body = JSON.parse(outcome.text);
        }
        catch {
            throw apiError(`${label}: the service answered ${outcome.status} with a body that is not JSON: ${(0,redaction/* redact */.E$)(outcome.text.slice(0, 100_000), settings.secrets).slice(0, 200)}`, { status: outcome.status, settings });
        }
    }
    const parsed = schema.safeParse(body);
    if (parsed.success)
        return parsed.data;
    throw apiError(`${label}: the service answered ${outcome.status}, but the body is not what docs/spec/resources.md describes:\n${errors/* prettifyError */.S1(parsed.error)}`, { status: outcome.status, settings });
}
function failed(failure, tried) {
    const text = `${tried.label} failed: ${describeFailure(failure)}`;
    return apiError(withDetails(text, failure, tried), {
        failure,
        settings: tried.settings
    });
}
function gaveUpError(failure, tried) {
    const { label, attempt, reason } = tried;
    const plural = attempt === 1 ? 'attempt' : 'attempts';
    const last = failure.kind === 'network' ? 'last error' : 'last response';
    const text = `${label} gave up after ${attempt} ${plural}${reason}; ${last}: ${describeFailure(failure)}`;
    return apiError(withDetails(text, failure, tried), {
        failure,
        settings: tried.settings
    });
}
function withDetails(text, failure, tried) {
    const lines = [text];
    if (failure.kind === 'http') {
        const fields = renderFieldErrors(failure.fieldErrors);
        if (fields)
            lines.push(fields.replace(/^/gm, '  '));
    }
    const hint = hintFor(failure, tried);
    if (hint)
        lines.push(hint);
    return lines.join('\n');
}
function hintFor(failure, tried) {
    const { settings } = tried;
    const status = failure.status;
    const now = `check ${settings.hostSetting}, now ${JSON.stringify(settings.host)}`;
    if (failure.kind === 'network' && (0,retry/* isUnresolvedHost */.sV)(failure.code)) {
        const { host } = new URL(settings.apiBase);
        return `Hint: the host name ${JSON.stringify(host)} does not resolve (not retried): ${now}.`;
    }
    if (failure.kind === 'network' && failure.code === 'ECONNREFUSED') {
        const { host } = new URL(settings.apiBase);
        const times = tried.attempt === 1 ? 'once' : `${tried.attempt} times`;
        return `Hint: nothing accepts connections at ${host} (refused; tried ${times}): ${now}. Is the port right? \`kosli-attest serve\` listens on http://127.0.0.1:8001 unless given --port.`;
    }
    if (status === 401) {
        return 'Hint: check the API token (is it valid, and for this host/region?).';
    }
    if (status === 403)
        return forbiddenHint(tried.label);
    return undefined;
}
/**
 * A 403. Reads of beta resources (trail moments, controls) need the
 * feature; a write is most often a token of another organization.
 */
function forbiddenHint(label) {
    if (label.startsWith('GET ') || label.includes('/controls/')) {
        return 'Hint: the token lacks the privilege for this operation, or the organization does not have the beta feature enabled (trail moments, controls).';
    }
    return 'Hint: the token may belong to another organization than the one written to: check the org setting and where the token was made; or the token lacks the privilege to write.';
}
function apiError(message, context) {
    const { failure, settings } = context;
    const secrets = settings.secrets;
    const status = failure?.status ?? context.status ?? 0;
    const http = failure?.kind === 'http' ? failure : undefined;
    const serverMessage = http?.serverMessage ?? '';
    const fields = http?.fieldErrors ?? {};
    const cleanFields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, (0,redaction/* redact */.E$)(v, secrets)]));
    const cause = failure?.kind === 'network' ? { cause: failure.cause } : undefined;
    return new src_errors/* ApiError */.hD((0,redaction/* redact */.E$)(message, secrets), {
        status,
        serverMessage: (0,redaction/* redact */.E$)(serverMessage, secrets),
        fieldErrors: cleanFields
    }, cause);
}


/***/ }),

/***/ 5625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
/* unused harmony export memoryLogger */
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


/***/ }),

/***/ 982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cv: () => (/* binding */ exchange),
/* harmony export */   pM: () => (/* binding */ NetworkFailure),
/* harmony export */   sN: () => (/* binding */ timedSignal)
/* harmony export */ });
/* unused harmony export networkFailure */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7893);
/**
 * The one timed exchange: a request sent through the given dispatcher, its
 * answer read within one timeout and up to a byte limit, and every failure
 * without an HTTP answer as a typed NetworkFailure. Redirects are never
 * followed here: a caller that follows one decides where its secrets go.
 * undici is imported on the first exchange, so that a run that sends
 * nothing never loads it (docs/performance.md).
 */


/** No HTTP answer at all: refused, reset, timed out, not resolved. */
class NetworkFailure extends Error {
    details;
    name = 'NetworkFailure';
    constructor(message, details) {
        super(message, { cause: details.cause });
        this.details = details;
    }
    get code() {
        return this.details.code;
    }
}
async function exchange(input) {
    const signal = input.signal ?? AbortSignal.timeout(input.timeoutMs);
    const { request } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
    try {
        const response = await request(input.url, {
            method: input.method,
            headers: input.headers,
            ...(input.body === undefined ? {} : { body: input.body }),
            dispatcher: input.dispatcher,
            signal
        });
        const limit = input.maxBytes(response.statusCode);
        const { body, cut } = await readLimited(response.body, limit);
        return {
            status: response.statusCode,
            statusText: node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[response.statusCode] ?? '',
            headers: flatHeaders(response.headers),
            body,
            cut
        };
    }
    catch (error) {
        throw networkFailure(error, signal, input.timeoutMs);
    }
}
async function readLimited(body, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        if (size + chunk.length > limit) {
            chunks.push(chunk.subarray(0, limit - size));
            body.destroy();
            return { body: Buffer.concat(chunks), cut: true };
        }
        chunks.push(chunk);
        size += chunk.length;
    }
    return { body: Buffer.concat(chunks), cut: false };
}
function flatHeaders(headers) {
    const out = {};
    for (const [name, value] of Object.entries(headers)) {
        if (value === undefined)
            continue;
        out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    return out;
}
/**
 * Failures after a connection stood, when the request may have reached the
 * service: the socket was reset or closed, or the answer timed out. Any
 * other failure (refused, no such host, bad port, TLS) left nothing sent.
 */
const AFTER_CONNECT = new Set([
    'ECONNRESET',
    'EPIPE',
    'ECONNABORTED',
    'UND_ERR_SOCKET',
    'UND_ERR_CLOSED',
    'UND_ERR_HEADERS_TIMEOUT',
    'UND_ERR_BODY_TIMEOUT'
]);
/** Any error of a send as a NetworkFailure, the timeout named as such. */
function networkFailure(error, signal, timeoutMs) {
    if (error instanceof NetworkFailure)
        return error;
    if (signal.aborted) {
        return new NetworkFailure(`no complete answer within ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .seconds */ .YA)(timeoutMs)} (timeout)`, { code: 'ETIMEDOUT', maybeSent: true, cause: error });
    }
    const cause = error instanceof Error && error.cause ? error.cause : error;
    const raw = cause?.code;
    const code = typeof raw === 'string' ? raw : undefined;
    const message = cause instanceof Error ? cause.message : String(cause);
    return new NetworkFailure(code && !message.includes(code) ? `${message} (${code})` : message, {
        code,
        maybeSent: code !== undefined && AFTER_CONNECT.has(code),
        cause: error
    });
}
/** A timeout signal, joined with the caller's own signal when it has one. */
function timedSignal(timeoutMs, signal) {
    const timeout = AbortSignal.timeout(timeoutMs);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
}


/***/ }),

/***/ 1014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   S: () => (/* binding */ redactingLogger)
/* harmony export */ });
/* unused harmony export secretForms */
/**
 * Every spelling in which a secret may come back in text: as is,
 * JSON-escaped (a secret holding `"` or `\`), URL-encoded (either case of
 * hex), and base64 of the Basic forms `secret:` and `:secret` (with and
 * without padding). The secret comes first, then the others longest first,
 * so that no form is half replaced.
 */
function secretForms(secret) {
    const base64 = (text) => Buffer.from(text).toString('base64');
    const encoded = encodeURIComponent(secret);
    const forms = [
        secret,
        JSON.stringify(secret).slice(1, -1),
        encoded,
        encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
        ...[`${secret}:`, `:${secret}`].flatMap((basic) => [
            base64(basic),
            base64(basic).replace(/=+$/, '')
        ])
    ];
    const others = forms.filter((form) => form !== secret);
    return [secret, ...new Set(others.sort((a, b) => b.length - a.length))];
}
const BASE64_RUN = /[A-Za-z0-9+/]{12,}={0,2}/g;
/**
 * Shorter secrets are replaced as text only: a base64 run decodes to bytes
 * that hold a 1-3 character string by chance too often.
 */
const MIN_DECODED_SECRET = 4;
/**
 * Replaces every form of every secret in `text` with `***`, longest first.
 * A base64 run that decodes to text holding a secret (Basic `user:secret`,
 * whatever the user) goes as well.
 */
function redact(text, secrets) {
    const given = [...new Set(secrets)].filter((secret) => secret !== '');
    if (given.length === 0)
        return text;
    const forms = [...new Set(given.flatMap(secretForms))].sort((a, b) => b.length - a.length);
    let out = text;
    for (const form of forms)
        out = out.split(form).join('***');
    const decodable = given.filter((s) => s.length >= MIN_DECODED_SECRET);
    if (decodable.length === 0)
        return out;
    // The run may start before the base64 does (glued to other letters):
    // try each of the four alignments.
    const holdsSecret = (run) => [0, 1, 2, 3].some((skip) => {
        const decoded = Buffer.from(run.slice(skip), 'base64').toString('latin1');
        return decodable.some((secret) => decoded.includes(secret));
    });
    return out.replace(BASE64_RUN, (run) => (holdsSecret(run) ? '***' : run));
}
/**
 * A logger that redacts every line. `secrets` is read at each line, so a
 * set that grows (credentials found during a lookup) is honoured.
 */
function redactingLogger(logger, secrets) {
    const clean = (message) => redact(message, secrets);
    return {
        debug: (message) => logger.debug(clean(message)),
        info: (message) => logger.info(clean(message)),
        warn: (message) => logger.warn(clean(message)),
        error: (message) => logger.error(clean(message))
    };
}


/***/ }),

/***/ 7893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ isRetryableNetworkError),
/* harmony export */   K0: () => (/* binding */ budgetReason),
/* harmony export */   Km: () => (/* binding */ RetryBudget),
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   XQ: () => (/* binding */ shortPolicy),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   sV: () => (/* binding */ isUnresolvedHost)
/* harmony export */ });
/* unused harmony export backoffMs */
/**
 * The one retry loop, and when to retry and how long to wait. Follows the
 * Kosli CLI (docs/spec/kosli-cli.md, Retries and timeouts): network errors,
 * 409 (lock conflict), 429 and 5xx except 501 are retried with 1 s, 2 s,
 * 4 s backoff, and `Retry-After` wins when given. We add jitter, so that
 * jobs failing together do not retry in lockstep. Every wait comes out of a
 * budget, which several loops may share (the requests of one image lookup).
 */
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** Jitter adds up to this fraction of the backoff delay. */
const JITTER_FRACTION = 0.25;
function isRetryableStatus(status) {
    return status === 409 || status === 429 || (status >= 500 && status !== 501);
}
/**
 * Transport failures that another attempt cannot fix: a host name that
 * does not resolve (a typo in a setting, most often: retrying it only
 * delays the message that names the setting), a certificate the runner
 * does not trust, a malformed URL. Everything else (refused, reset, timed
 * out) is worth retrying.
 */
const PERMANENT_CODES = new Set([
    'ENOTFOUND',
    'EAI_AGAIN',
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
/** The host name was not found: the setting that names it is wrong. */
function isUnresolvedHost(code) {
    return code === 'ENOTFOUND' || code === 'EAI_AGAIN';
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
    if (header === null || header === undefined)
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
/** Waiting allowed between attempts; shared by the loops given the same one. */
class RetryBudget {
    limitMs;
    waitedMs = 0;
    constructor(limitMs) {
        this.limitMs = limitMs;
    }
}
/**
 * GitHub's calls (listing pages, the blob download): `attempts` in all,
 * the 1 s and 2 s backoffs with jitter within `budgetMs`, in real time.
 */
function shortPolicy(attempts = 3, budgetMs = 10_000) {
    return {
        maxRetries: attempts - 1,
        budget: new RetryBudget(budgetMs),
        sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
        random: Math.random
    };
}
/**
 * Runs `attempt` (1-based) until it succeeds, fails for good, no attempt
 * is left, or the next wait would overrun the budget; `onRetry` hears of
 * each wait before it starts.
 */
async function withRetries(attempt, policy, onRetry = () => undefined) {
    const { budget } = policy;
    for (let n = 1;; n++) {
        const outcome = await attempt(n);
        if (outcome.ok)
            return { ok: true, value: outcome.value, attempts: n };
        const stop = (gaveUp) => ({
            ok: false,
            failure: outcome.failure,
            attempts: n,
            gaveUp
        });
        if (!outcome.retryable)
            return stop({ reason: 'final' });
        const left = policy.maxRetries + 1 - n;
        if (left === 0)
            return stop({ reason: 'no-attempts-left' });
        const waitMs = outcome.retryAfterMs ?? backoffMs(n, policy.random);
        if (budget.waitedMs + waitMs > budget.limitMs) {
            return stop({ reason: 'budget', waitMs, budgetMs: budget.limitMs });
        }
        onRetry({ failure: outcome.failure, attempt: n, waitMs, left });
        await policy.sleep(waitMs);
        budget.waitedMs += waitMs;
    }
}
/** `1 s`, `2.5 s`. */
function seconds(ms) {
    return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`;
}
/** ` (waiting 4 s more would exceed the retry budget of 60 s)`, or ''. */
function budgetReason(gaveUp) {
    return gaveUp.reason === 'budget'
        ? ` (waiting ${seconds(gaveUp.waitMs)} more would exceed the retry budget of ${seconds(gaveUp.budgetMs)})`
        : '';
}


/***/ })

};

//# sourceMappingURL=896.index.js.map