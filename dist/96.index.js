export const id = 96;
export const ids = [96];
export const modules = {

/***/ 2096:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   postCheckRun: () => (/* binding */ postCheckRun)
/* harmony export */ });
/* unused harmony export CHECK_RUN_DEADLINE_MS */
/* harmony import */ var _net_retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7893);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8063);
/**
 * The check run's requests: the create call carries the first 50
 * annotations (GitHub's limit per request), update calls the next batches.
 */


const ANNOTATIONS_PER_REQUEST = 50;
function batches(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size) {
        out.push(items.slice(i, i + size));
    }
    return out;
}
/**
 * The whole check run, its create and every update: each request also has
 * its own timeout, but 1 create and 19 updates at 30 s each would hold the
 * job for 10 minutes.
 */
const CHECK_RUN_DEADLINE_MS = 60_000;
/**
 * Creates the check run and adds the annotations past the first 50, all
 * within `deadlineMs`. A create that misses it throws; updates that miss
 * it are left out, with a warning saying how many annotations were not
 * added, and the check run's URL is still returned.
 */
async function postCheckRun(connection, request, deadlineMs = CHECK_RUN_DEADLINE_MS) {
    const signal = AbortSignal.timeout(deadlineMs);
    return (0,_connection_js__WEBPACK_IMPORTED_MODULE_1__/* .withOctokit */ .s2)(connection, async (octokit, repository) => {
        const [first = [], ...rest] = batches(request.annotations, ANNOTATIONS_PER_REQUEST);
        const output = { title: request.title, summary: request.summary };
        const created = await octokit.rest.checks.create({
            ...repository,
            name: request.name,
            head_sha: request.headSha,
            status: 'completed',
            conclusion: request.conclusion,
            output: { ...output, annotations: first },
            request: { signal }
        });
        let added = first.length;
        try {
            for (const annotations of rest) {
                await octokit.rest.checks.update({
                    ...repository,
                    check_run_id: created.data.id,
                    output: { ...output, annotations },
                    request: { signal }
                });
                added += annotations.length;
            }
        }
        catch (error) {
            if (!signal.aborted)
                throw error;
            connection.logger.warn(`The check run's deadline of ${(0,_net_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .seconds */ .YA)(deadlineMs)} passed: ${request.annotations.length - added} of its ${request.annotations.length} annotations were not added (the check run and its first ${added} are there).`);
        }
        return created.data.html_url ?? created.data.url;
    });
}


/***/ }),

/***/ 8063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SU: () => (/* binding */ parseRepository),
/* harmony export */   av: () => (/* binding */ apiBase),
/* harmony export */   jo: () => (/* binding */ checkConnection),
/* harmony export */   s2: () => (/* binding */ withOctokit)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _net_exchange_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(982);
/* harmony import */ var _net_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1251);
/* harmony import */ var _net_loopback_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1830);




const REPOSITORY = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;
function parseRepository(repository) {
    const match = REPOSITORY.exec(repository);
    if (!match?.[1] || !match[2] || match[2] === '.' || match[2] === '..') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`repository ${JSON.stringify(repository)} is not owner/repo ` +
            '(pass GITHUB_REPOSITORY)');
    }
    return { owner: match[1], repo: match[2] };
}
/**
 * A GitHub API base URL without its trailing slash. Octokit would send the
 * token to whatever host this names, so only https URLs are taken, and
 * plain http to this machine (a stand-in in tests).
 */
function apiBase(apiUrl) {
    let url;
    try {
        url = new URL(apiUrl);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`GitHub API URL ${JSON.stringify(apiUrl)} is not a URL ` +
            '(pass GITHUB_API_URL, e.g. https://api.github.com)');
    }
    if (!(0,_net_loopback_js__WEBPACK_IMPORTED_MODULE_3__/* .mayCarrySecrets */ ._1)(url)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`GitHub API URL ${JSON.stringify(apiUrl)} (GITHUB_API_URL) must be https://, which keeps the GitHub token out of plain sight; http:// only to this machine (${_net_loopback_js__WEBPACK_IMPORTED_MODULE_3__/* .LOOPBACK_NAMES */ .xp})`);
    }
    if (url.username || url.password || url.search || url.hash) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('GitHub API URL must not hold credentials, a query or a fragment');
    }
    return url.href.replace(/\/+$/, '');
}
/**
 * Throws a ConfigError for a connection no call could use, so that callers
 * can tell a wiring mistake from a GitHub failure.
 */
function checkConnection(connection) {
    parseRepository(connection.repository);
    apiBase(connection.apiUrl);
    if (connection.token.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('github-token is empty: pass a token to reach GitHub');
    }
}
/**
 * Runs `work` with an Octokit bound to the connection. Requests go through
 * one undici EnvHttpProxyAgent (HTTPS_PROXY / NO_PROXY honoured per host),
 * each with a timeout; the agent is closed afterwards.
 */
async function withOctokit(connection, work) {
    const repository = parseRepository(connection.repository);
    const baseUrl = apiBase(connection.apiUrl);
    const [{ getOctokit }, { EnvHttpProxyAgent, fetch }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(217)]).then(__webpack_require__.bind(__webpack_require__, 1217)),
        __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19))
    ]);
    const agent = new EnvHttpProxyAgent();
    const timeoutMs = connection.timeoutMs ?? _net_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_TIMEOUT_MS */ .t1;
    const viaAgent = (url, init = {}) => {
        const signal = (0,_net_exchange_js__WEBPACK_IMPORTED_MODULE_1__/* .timedSignal */ .sN)(timeoutMs, init.signal);
        // undici's own fetch, so that `dispatcher` is honoured.
        return fetch(url, { ...init, signal, dispatcher: agent });
    };
    const { logger } = connection;
    const octokit = getOctokit(connection.token, {
        baseUrl,
        request: { fetch: viaAgent },
        log: {
            debug: (message) => logger.debug(message),
            info: (message) => logger.debug(message),
            warn: (message) => logger.debug(message),
            error: (message) => logger.debug(message)
        }
    });
    try {
        return await work(octokit, repository);
    }
    finally {
        await agent.close();
    }
}


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

//# sourceMappingURL=96.index.js.map