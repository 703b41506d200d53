export const id = 509;
export const ids = [509,881];
export const modules = {

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

/***/ 8881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   _I: () => (/* binding */ scrub),
/* harmony export */   describeGitHubFailure: () => (/* binding */ describeGitHubFailure),
/* harmony export */   l1: () => (/* binding */ failureStatus)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5586);
/* harmony import */ var _net_redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1014);
/**
 * Any failure of a GitHub API call as one warning line: what we were doing,
 * what GitHub answered, and what to change (a permission, waiting for the
 * rate limit). Built only from the status, a few response headers and the
 * server's short message, scrubbed of anything token-shaped, so it never
 * carries a token.
 */


/** Thrown by functions of this module whose caller must stop (downloads). */
class GitHubApiError extends Error {
    status;
    name = 'GitHubApiError';
    constructor(message, status, options) {
        super(message, options);
        this.status = status;
    }
}
const HeadersSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).catch({});
const FailureSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().catch(undefined),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().catch(undefined),
    response: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        status: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().catch(undefined),
        headers: HeadersSchema.optional(),
        data: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional()
    })
        .optional()
        .catch(undefined),
    cause: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional()
});
const CauseSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() })
    .catch({});
const DataSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() })
    .catch({ message: undefined });
// GitHub token shapes: classic and fine-grained PATs, OAuth, app and
// installation tokens, and a bearer header.
const TOKEN_SHAPES = /\b(?:gh[pousr]_[A-Za-z0-9_]{16,}|github_pat_[A-Za-z0-9_]{20,})|(?<=\b(?:token|bearer) )[\w.~+/=-]{20,}/gi;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;
/** Untrusted text as one short line with nothing secret left in it. */
function scrub(text, secrets = [], max = 200) {
    const clean = (0,_net_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(text, secrets)
        .replace(TOKEN_SHAPES, '***')
        .replace(CONTROLS, ' ')
        .trim();
    return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
function header(headers, name) {
    const value = headers[name];
    return typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : undefined;
}
function epochToIso(seconds) {
    const value = Number(seconds);
    if (!seconds || !Number.isFinite(value) || value <= 0)
        return undefined;
    return new Date(value * 1000).toISOString();
}
function rateLimitAdvice(status, headers) {
    const retryAfter = header(headers, 'retry-after');
    const remaining = header(headers, 'x-ratelimit-remaining');
    const reset = epochToIso(header(headers, 'x-ratelimit-reset'));
    if (remaining === '0') {
        return ("GitHub's API rate limit for this token is used up" +
            (reset ? `; it resets at ${reset}` : '') +
            '. Nothing to change: the next run after that time will get through.');
    }
    if (status === 429 || retryAfter !== undefined) {
        return ("GitHub's secondary rate limit was hit" +
            (retryAfter ? `; retry after ${scrub(retryAfter, [], 20)} s` : '') +
            (reset ? ` (the limit resets at ${reset})` : '') +
            '.');
    }
    return undefined;
}
function statusAdvice(status, context) {
    const { permission } = context;
    switch (status) {
        case 401:
            return 'The github-token was refused: check that it is set and not expired.';
        case 403:
            return (`The token lacks \`${permission}\`: add \`permissions: ${permission}\` ` +
                'to the job. On a pull_request from a fork GITHUB_TOKEN is read-only ' +
                'whatever the job asks: comment from a workflow_run workflow instead.');
        case 404:
            return ('Not found: the repository, pull request or run does not exist, or ' +
                `the token cannot see it (a private repository answers 404 without \`${permission}\`).`);
        case 410:
            return 'Gone: issues or artifacts are disabled or expired for this repository.';
        case 422:
            return 'GitHub refused the request as invalid.';
        default:
            return status >= 500
                ? 'GitHub had an error: the next run may get through.'
                : `Unexpected answer; the call needs \`${permission}\`.`;
    }
}
function transportText(error, secrets) {
    const cause = CauseSchema.parse(error.cause);
    if (cause.name === 'TimeoutError')
        return 'GitHub did not answer in time.';
    const reason = scrub(cause.message ?? error.message ?? 'unknown error', secrets);
    return `GitHub could not be reached (${reason}).`;
}
/** The HTTP status GitHub answered with, if the failure got that far. */
function failureStatus(error) {
    const parsed = FailureSchema.safeParse(error);
    return parsed.success ? parsed.data.response?.status : undefined;
}
/**
 * The warning for a failed call: `Could not <doing>: <what GitHub said>.
 * <advice>` — a missing permission is named, a rate limit gets its reset
 * time. Accepts anything thrown (Octokit's RequestError or not).
 */
function describeGitHubFailure(error, context) {
    const secrets = context.secrets ?? [];
    const start = `Could not ${context.doing}`;
    // Our own finding about an answer (a page that could not be read), not
    // a failure to reach GitHub.
    if (error instanceof GitHubApiError && error.status === undefined) {
        return `${start}: ${scrub(error.message, secrets, 500)}`;
    }
    const parsed = FailureSchema.safeParse(error);
    if (!parsed.success)
        return `${start}: ${scrub(String(error), secrets)}`;
    const failure = parsed.data;
    const status = failure.response?.status;
    if (status === undefined)
        return `${start}: ${transportText(failure, secrets)}`;
    const headers = failure.response?.headers ?? {};
    const said = DataSchema.parse(failure.response?.data).message;
    const answer = said
        ? `GitHub answered ${status} (${scrub(said, secrets)})`
        : `GitHub answered ${status}`;
    const limited = status === 403 || status === 429;
    const advice = (limited ? rateLimitAdvice(status, headers) : undefined) ??
        statusAdvice(status, context);
    return `${start}: ${answer}. ${advice}`;
}


/***/ }),

/***/ 1511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E0: () => (/* binding */ pagesOf),
/* harmony export */   s$: () => (/* binding */ readAllPages)
/* harmony export */ });
/* unused harmony export PER_PAGE */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8881);
/* harmony import */ var _net_retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7893);




const PER_PAGE = 100;
const ATTEMPTS = 3;
/** Waiting between the attempts at one page: the 1 s and 2 s backoffs with jitter. */
const BUDGET_MS = 10_000;
/** A page whose body is not the listing's: worth another attempt. */
class UnreadablePage extends Error {
}
function hasNext(link) {
    return typeof link === 'string' && /<[^<>]*>;\s*rel="next"/.test(link);
}
function shapeOf(data) {
    if (data === '' || data === undefined)
        return 'an empty or unreadable body';
    if (Array.isArray(data))
        return `an array of ${data.length}`;
    return typeof data === 'string' ? 'text, not JSON' : `a JSON ${typeof data}`;
}
/**
 * A failed call: retried on a network failure or a status worth retrying,
 * after GitHub's `Retry-After` when it gives one (a wait over the budget
 * ends the loop: a secondary rate limit is reported, not waited out).
 */
function failedCall(error) {
    const failed = error;
    const status = failed?.response?.status;
    if (typeof status === 'number') {
        const header = failed?.response?.headers?.['retry-after'];
        const wait = (0,_net_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .retryAfterMs */ .Vs)(typeof header === 'string' ? header : undefined, Date.now());
        return {
            ok: false,
            failure: error,
            retryable: (0,_net_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .isRetryableStatus */ .PS)(status),
            ...(wait !== undefined && { retryAfterMs: wait })
        };
    }
    const code = failed?.cause?.cause?.code ?? failed?.cause?.code;
    const retryable = (0,_net_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .isRetryableNetworkError */ .Hr)(typeof code === 'string' ? code : undefined);
    return { ok: false, failure: error, retryable };
}
async function fetchPage(octokit, listing, page) {
    try {
        const answer = await octokit.request(listing.route, {
            ...listing.params,
            per_page: PER_PAGE,
            page
        });
        const read = listing.read(answer.data);
        if (read === undefined) {
            const failure = new UnreadablePage(`page ${page} of ${listing.what} could not be read: GitHub answered ${answer.status} with ${shapeOf(answer.data)}`);
            return { ok: false, failure, retryable: true };
        }
        return { ok: true, value: { ...read, next: hasNext(answer.headers.link) } };
    }
    catch (error) {
        return failedCall(error);
    }
}
async function readPage(octokit, listing, page) {
    const result = await (0,_net_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .withRetries */ .LH)(() => fetchPage(octokit, listing, page), (0,_net_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .shortPolicy */ .XQ)(ATTEMPTS, BUDGET_MS), (notice) => listing.logger.debug(`Reading page ${page} of ${listing.what}: attempt ${notice.attempt} failed: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$)((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(notice.failure))}`));
    if (result.ok)
        return result.value;
    if (result.failure instanceof UnreadablePage) {
        throw new _failure_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubApiError */ .OS(`${result.failure.message} (${result.attempts} attempts); nothing was read from this listing, so no partial result is used`, undefined, { cause: result.failure });
    }
    throw result.failure;
}
/**
 * The listing's pages one after another, each page's items once it was
 * read whole. A caller may stop early; one that reads to the end gets the
 * count checked against `total_count`.
 */
async function* pagesOf(octokit, listing) {
    let seen = 0;
    let total;
    for (let page = 1;; page++) {
        const read = await readPage(octokit, listing, page);
        seen += read.items.length;
        total = read.total ?? total;
        yield read.items;
        const more = total === undefined ? read.next : seen < total;
        if (!more || read.items.length === 0)
            break;
    }
    if (total !== undefined && seen !== total) {
        throw new _failure_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubApiError */ .OS(`GitHub listed ${seen} of ${listing.what} but gave total_count ${total}: the listing changed or was cut while it was read; run the job again`, undefined);
    }
}
/** Every item of the listing, checked as `pagesOf` does. */
async function readAllPages(octokit, listing) {
    const all = [];
    for await (const items of pagesOf(octokit, listing))
        all.push(...items);
    return all;
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

//# sourceMappingURL=509.index.js.map