export const id = 5362;
export const ids = [5362];
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


/***/ }),

/***/ 3892:
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

/***/ 5362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  upsertComment: () => (/* binding */ upsertComment)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
// EXTERNAL MODULE: ./src/github/connection.ts
var connection = __webpack_require__(8063);
;// CONCATENATED MODULE: ./src/github/pr-comment/author.ts
/**
 * Whose comments count as ours: only the identity the token acts as may
 * have written the sticky comment. Anyone can paste our marker into a
 * comment (another bot, a person, a test whose failure message is the
 * marker), and such a comment must neither be rewritten nor rewrite ours.
 */

/** The login of comments written with a workflow's GITHUB_TOKEN. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
const UserSchema = schemas/* object */.Ikc({ login: schemas/* string */.YjP() });
const StatusSchema = schemas/* object */.Ikc({ status: schemas/* number */.aig() });
/**
 * The token's login: `GET /user` where the token may read it (a person's
 * token, an OAuth app's). GITHUB_TOKEN gets 403 there (401 on some
 * servers) and comments as `github-actions[bot]`.
 */
async function tokenLogin(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return UserSchema.parse(data).login;
    }
    catch (error) {
        const status = StatusSchema.safeParse(error).data?.status;
        if (status === 401 || status === 403)
            return ACTIONS_BOT_LOGIN;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/github/pr-comment/body.ts
var pr_comment_body = __webpack_require__(920);
// EXTERNAL MODULE: ./src/github/failure.ts
var failure = __webpack_require__(8881);
// EXTERNAL MODULE: ./src/github/pages.ts
var github_pages = __webpack_require__(3892);
;// CONCATENATED MODULE: ./src/github/pr-comment/upsert.ts
/**
 * One sticky comment per marker on a pull request: found again through every
 * page of the pull request's comments, updated in place, and never a reason
 * for the step to fail.
 */






const CommentSchema = schemas/* object */.Ikc({
    id: schemas/* number */.aig(),
    html_url: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    user: schemas/* object */.Ikc({ login: schemas/* string */.YjP(), type: schemas/* string */.YjP() }).nullish()
});
const PERMISSION = 'pull-requests: write';
function isOurs(comment, target) {
    if (!(0,pr_comment_body/* hasMarker */.xY)(comment.body, target.marker))
        return false;
    const ours = comment.user?.login === target.author;
    if (!ours) {
        target.options.logger.debug(`Comment ${comment.id} has the marker but another author: left alone`);
    }
    return ours;
}
/** The oldest of our comments with the marker, reading page after page. */
async function findExisting(target) {
    const { octokit, repo, options } = target;
    // pages.ts: a page that cannot be read is retried, then a failure; never
    // an empty page, which would post a second comment.
    const pages = (0,github_pages/* pagesOf */.E0)(octokit, {
        route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
        params: { ...repo, issue_number: options.pullNumber },
        what: `the comments of pull request #${options.pullNumber}`,
        read: (data) => {
            const page = schemas/* array */.YOg(CommentSchema).safeParse(data);
            return page.success ? { items: page.data } : undefined;
        },
        logger: options.logger
    });
    for await (const comments of pages) {
        const found = comments.find((comment) => isOurs(comment, target));
        if (found)
            return found;
    }
    return undefined;
}
async function upsert(target, step) {
    const { octokit, repo, options, marker } = target;
    const passing = options.passed && options.mode === 'on-failure';
    step.doing = 'read the pull request’s comments';
    const existing = await findExisting(target);
    const body = (0,pr_comment_body/* withMarker */.Pe)(marker, options.body);
    if (existing) {
        step.doing = 'update the pull request comment';
        const { data } = await octokit.rest.issues.updateComment({
            ...repo,
            comment_id: existing.id,
            body
        });
        const updated = CommentSchema.parse(data);
        return { action: 'updated', url: updated.html_url, commentId: updated.id };
    }
    if (passing) {
        const reason = 'the run passed and pr-comment is on-failure';
        return { action: 'skipped', reason };
    }
    step.doing = 'post the pull request comment';
    const { data } = await octokit.rest.issues.createComment({
        ...repo,
        issue_number: options.pullNumber,
        body
    });
    const created = CommentSchema.parse(data);
    return { action: 'created', url: created.html_url, commentId: created.id };
}
async function upsertAs(octokit, target, step) {
    step.doing = 'learn whom the github-token acts as';
    const author = target.options.author ?? (await tokenLogin(octokit));
    return upsert({ ...target, octokit, author }, step);
}
/**
 * Posts the comment, or updates ours with the same marker in place:
 * `GET /user` (whom the token acts as), `GET …/issues/{n}/comments` page by page (100 a page) until found, then
 * `PATCH …/issues/comments/{id}`, else `POST …/issues/{n}/comments`. With
 * `on-failure` and a passing run it only updates an existing comment. A
 * GitHub failure is logged as a warning and returned, never thrown.
 */
async function upsertComment(options) {
    if (options.mode === 'off') {
        return { action: 'skipped', reason: 'pr-comment is off' };
    }
    (0,connection/* checkConnection */.jo)(options);
    const marker = (0,pr_comment_body/* commentMarker */.Ql)(options.marker);
    const step = { doing: 'reach GitHub' };
    try {
        const result = await (0,connection/* withOctokit */.s2)(options, (octokit, repo) => upsertAs(octokit, { repo, options, marker }, step));
        options.logger.info(result.url
            ? `Pull request comment ${result.action}: ${result.url}`
            : `No pull request comment: ${result.reason ?? result.action}`);
        return result;
    }
    catch (error) {
        const warning = (0,failure/* describeGitHubFailure */.Po)(error, {
            doing: `${step.doing} on #${options.pullNumber}`,
            permission: PERMISSION,
            secrets: [options.token]
        });
        options.logger.warn(warning);
        return { action: 'failed', warning };
    }
}


/***/ })

};

//# sourceMappingURL=5362.index.js.map