export const id = 896;
export const ids = [896];
export const modules = {

/***/ 62896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createClient: () => (/* binding */ createClient)
});

// UNUSED EXPORTS: buildUrl

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(37428);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/api/client-options.ts
var client_options = __webpack_require__(81150);
// EXTERNAL MODULE: ./src/json-fields.ts
var json_fields = __webpack_require__(91011);
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
 * Reads a body up to `limit` bytes and stops there, cancelling the rest, so
 * that a huge error page costs no more memory than the limit.
 */
async function readCapped(body, limit = ERROR_BODY_LIMIT) {
    if (body === null)
        return { text: '', cut: false };
    const chunks = [];
    let size = 0;
    const reader = body.getReader();
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            return { text: Buffer.concat(chunks).toString('utf8'), cut: false };
        if (size + value.length > limit) {
            chunks.push(value.subarray(0, limit - size));
            await reader.cancel().catch(() => undefined);
            return { text: Buffer.concat(chunks).toString('utf8'), cut: true };
        }
        chunks.push(value);
        size += value.length;
    }
}
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

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./src/api/retry.ts
var retry = __webpack_require__(67018);
;// CONCATENATED MODULE: ./src/api/http-attempt.ts
/**
 * One HTTP attempt: send, read the answer within the per-attempt timeout,
 * and classify it. Never throws: every failure becomes a value the retry
 * loop can reason about. Redirects are never followed (the token would go
 * with them), and an error body is read up to ERROR_BODY_LIMIT only.
 */




async function attemptOnce(input) {
    const { settings } = input;
    // Outside the try: a file that cannot be read is not a network failure.
    const body = await bodyFor(input.request);
    const signal = AbortSignal.timeout(settings.timeoutMs);
    // Loaded with the first request (see http.ts), cached after.
    const { fetch } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19));
    try {
        const response = await fetch(input.url, {
            method: input.request.method,
            headers: headersFor(input),
            body,
            dispatcher: input.agent,
            redirect: 'manual',
            signal
        });
        if (response.status >= 200 && response.status < 300) {
            return { ok: true, status: response.status, text: await response.text() };
        }
        const statusText = response.statusText || external_node_http_.STATUS_CODES[response.status] || '';
        const location = response.headers.get('location');
        // Redacted before any cut, so that no part of the token survives.
        const { text, cut } = await readCapped(response.body);
        const summary = summariseErrorBody((0,client_options/* redact */.E$)(text, settings.secrets), {
            statusText,
            cut
        });
        return {
            ok: false,
            kind: 'http',
            status: response.status,
            statusText,
            ...summary,
            ...(response.status >= 300 &&
                response.status < 400 && {
                serverMessage: redirectMessage(location, settings.secrets)
            }),
            retryAfterMs: (0,retry/* retryAfterMs */.Vs)(response.headers.get('retry-after'), Date.now())
        };
    }
    catch (error) {
        return networkFailure(error, signal, settings.timeoutMs);
    }
}
function redirectMessage(location, secrets) {
    const target = location === null
        ? 'no Location'
        : JSON.stringify((0,client_options/* redact */.E$)(location, secrets));
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
function networkFailure(error, signal, timeoutMs) {
    if (signal.aborted) {
        return {
            ok: false,
            kind: 'network',
            status: 0,
            code: 'ETIMEDOUT',
            description: `no complete answer within ${timeoutMs / 1000} s (timeout)`,
            maybeSent: true,
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
        maybeSent: code !== undefined && AFTER_CONNECT.has(code),
        description: code && !message.includes(code) ? `${message} (${code})` : message,
        cause: error
    };
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
 * budget, and typed errors that never carry the token. undici is imported
 * when the first request is sent, not before: a dry run, or a command that
 * fails on its input, never loads it (docs/performance.md).
 */








function createClient(options) {
    const settings = (0,client_options/* resolveSettings */.Mo)(options);
    const logger = (0,client_options/* redactingLogger */.S)(options.logger ?? log/* silentLogger */.q, settings.secrets);
    let agent;
    const deps = {
        settings,
        logger,
        agent: () => (agent ??= __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19)).then(({ EnvHttpProxyAgent }) => new EnvHttpProxyAgent({ ...options.proxy }))),
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
    let waited = 0;
    // A write whose answer was lost may have been applied: a retry of it may
    // apply it again, and its failure must not read as "not recorded".
    let answerLost = false;
    const lost = (error) => {
        error.maybeRecorded = answerLost;
        return error;
    };
    for (let attempt = 1;; attempt++) {
        logger.debug(`${label} (attempt ${attempt} of ${attempts})`);
        const agent = await deps.agent();
        const outcome = await attemptOnce({ ...deps, agent, url, request });
        if (outcome.ok) {
            logger.debug(`${label} -> ${outcome.status}`);
            if (answerLost) {
                logger.info(`warning: ${label}: an earlier attempt's answer was lost, so the service may hold this twice (the same content; the latest wins)`);
            }
            return parseSuccess(outcome, schema, label, settings);
        }
        if (outcome.kind === 'network' && outcome.maybeSent) {
            answerLost ||= request.method !== 'GET';
        }
        const left = attempts - attempt;
        if (!isRetryable(outcome))
            throw lost(failed(outcome, label, settings));
        if (left === 0) {
            throw lost(gaveUp(outcome, { label, attempt, settings, reason: '' }));
        }
        const wait = outcome.retryAfterMs ?? (0,retry/* backoffMs */.jo)(attempt, deps.random);
        if (waited + wait > settings.retryBudgetMs) {
            const reason = ` (waiting ${seconds(wait)} more would exceed the retry budget of ${seconds(settings.retryBudgetMs)})`;
            throw lost(gaveUp(outcome, { label, attempt, settings, reason }));
        }
        // A line of the log, not an annotation: annotations are for the result.
        logger.info(`warning: ${label} (${describeFailure(outcome)}): retrying in ${seconds(wait)} (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`);
        await deps.sleep(wait);
        waited += wait;
    }
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
function parseSuccess(outcome, schema, label, settings) {
    let body;
    if (outcome.text.trim() !== '') {
        try {
            body = JSON.parse(outcome.text);
        }
        catch {
            throw apiError(`${label}: the service answered ${outcome.status} with a body that is not JSON: ${(0,client_options/* redact */.E$)(outcome.text.slice(0, 100_000), settings.secrets).slice(0, 200)}`, { status: outcome.status, settings });
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
    const cleanFields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, (0,client_options/* redact */.E$)(v, secrets)]));
    const cause = failure?.kind === 'network' ? { cause: failure.cause } : undefined;
    return new src_errors/* ApiError */.hD((0,client_options/* redact */.E$)(message, secrets), status, (0,client_options/* redact */.E$)(serverMessage, secrets), cleanFields, cause);
}
function seconds(ms) {
    return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`;
}


/***/ }),

/***/ 67018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ isRetryableNetworkError),
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   jo: () => (/* binding */ backoffMs)
/* harmony export */ });
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


/***/ }),

/***/ 25625:
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


/***/ })

};

//# sourceMappingURL=896.index.js.map