export const id = 3113;
export const ids = [3113];
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
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(1217)]).then(__webpack_require__.bind(__webpack_require__, 1217)),
        __webpack_require__.e(/* import() */ 6752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19))
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

/***/ 3113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readRepositoryFile: () => (/* binding */ readRepositoryFile)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5586);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8063);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8881);
/**
 * One file of the repository at one commit, through GitHub's contents API
 * (GET /repos/{owner}/{repo}/contents/{path}?ref=SHA): the quarantine list
 * of a pull request's base commit when a shallow checkout does not hold
 * that commit. Never throws for an API failure: the caller decides what an
 * unread file means.
 */



const FileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('file'),
    encoding: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    content: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    size: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
});
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
async function readRepositoryFile(connection, file) {
    (0,_connection_js__WEBPACK_IMPORTED_MODULE_0__/* .checkConnection */ .jo)(connection);
    try {
        const data = await (0,_connection_js__WEBPACK_IMPORTED_MODULE_0__/* .withOctokit */ .s2)(connection, async (octokit, repo) => {
            const answer = await octokit.rest.repos.getContent({
                ...repo,
                path: file.path,
                ref: file.ref
            });
            return answer.data;
        });
        const parsed = FileSchema.safeParse(data);
        if (!parsed.success || parsed.data.encoding !== 'base64') {
            return {
                kind: 'failed',
                reason: `${file.path} at ${file.ref} is not a file GitHub returns whole (a folder, or a file over 1 MB)`
            };
        }
        if (parsed.data.size > file.maxBytes) {
            return {
                kind: 'failed',
                reason: `${file.path} at ${file.ref} is ${parsed.data.size} bytes, over ${file.maxBytes}`
            };
        }
        return { kind: 'found', bytes: Buffer.from(parsed.data.content, 'base64') };
    }
    catch (error) {
        if (statusOf(error) === 404)
            return { kind: 'absent' };
        const reason = (0,_failure_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubFailure */ .Po)(error, {
            doing: `read ${file.path} at the base commit ${file.ref}`,
            permission: 'contents: read',
            secrets: [connection.token]
        });
        return { kind: 'failed', reason };
    }
}


/***/ }),

/***/ 8881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   Po: () => (/* binding */ describeGitHubFailure),
/* harmony export */   _I: () => (/* binding */ scrub),
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


/***/ })

};

//# sourceMappingURL=3113.index.js.map