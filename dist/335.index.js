export const id = 335;
export const ids = [335];
export const modules = {

/***/ 99335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commentBody: () => (/* reexport */ commentBody),
  downloadRunArtifacts: () => (/* reexport */ downloadRunArtifacts),
  findPullRequest: () => (/* reexport */ findPullRequest),
  upsertComment: () => (/* reexport */ upsertComment)
});

// UNUSED EXPORTS: COMMENT_BODY_LIMIT, GitHubApiError, PULL_REQUEST_EVENTS, apiBase, checkConnection, commentMarker, describeGitHubFailure, forkRestricted, isForkPullRequest, matchesArtifact, parseArtifactPattern, parseRepository, pullRequestOf, triggeringRunOf

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
;// CONCATENATED MODULE: ./src/github/comment-body.ts
/**
 * The sticky comment's text: a hidden marker line that finds it again, then
 * the verdict, cut to fit GitHub's limit on a comment's length.
 */


/** GitHub refuses a comment body longer than this many characters. */
const COMMENT_BODY_LIMIT = 65_536;
const MARKER_PREFIX = '<!-- kosli-attest-action:pr-comment key=';
const MARKER_KEY_LIMIT = 512;
/**
 * The HTML comment that identifies one sticky comment. The key (an
 * attestation name, an env-diff pair) is percent-encoded, so it holds no `>`
 * and cannot end the HTML comment early, nor a newline.
 */
function commentMarker(key) {
    if (key.trim() === '')
        throw new errors/* ConfigError */.xL('the pull request comment marker key is empty');
    const encoded = encodeURIComponent(key);
    if (encoded.length > MARKER_KEY_LIMIT) {
        throw new errors/* ConfigError */.xL(`the pull request comment marker key is over ${MARKER_KEY_LIMIT} characters ` +
            'once encoded: use a shorter attestation name');
    }
    return `${MARKER_PREFIX}${encoded} -->`;
}
/** Whether a comment body carries this marker on a line of its own. */
function hasMarker(body, marker) {
    if (!body)
        return false;
    return body.split(/\r?\n/).some((line) => line.trim() === marker);
}
const CUT_NOTE = '\n\n… cut to fit GitHub’s limit on a comment: the job summary has it all.';
/**
 * The marker line, then `body`, cut on a line boundary when the whole would
 * be over GitHub's limit.
 */
function withMarker(marker, body) {
    const whole = `${marker}\n${body}`;
    if (whole.length <= COMMENT_BODY_LIMIT)
        return whole;
    const room = COMMENT_BODY_LIMIT - marker.length - 1 - CUT_NOTE.length;
    let kept = body.slice(0, room);
    const lastLine = kept.lastIndexOf('\n');
    if (lastLine > room / 2)
        kept = kept.slice(0, lastLine);
    // A cut surrogate pair would not encode.
    if (/[\ud800-\udbff]$/.test(kept))
        kept = kept.slice(0, -1);
    return `${marker}\n${kept}${CUT_NOTE}`;
}
function footer(input) {
    const run = input.runUrl ? (0,markdown/* safeUrl */.Pl)(input.runUrl) : undefined;
    const parts = [
        input.updatedAt ? `Updated ${(0,markdown/* text */.Qq)(input.updatedAt, 40)}` : '',
        input.commit ? `for commit ${(0,markdown/* inlineCode */.ti)(input.commit.slice(0, 12))}` : '',
        run ? `[Workflow run](${run})` : ''
    ].filter((part) => part !== '');
    return parts.length === 0 ? '' : `<sub>${parts.join(' · ')}</sub>`;
}
/**
 * A verdict headline, the details, a link to the trail, and when, for which
 * commit and by which run the comment was last written.
 */
function commentBody(input) {
    const verdict = input.passed
        ? `### ✅ Kosli: ${(0,markdown/* text */.Qq)(input.title, 200)} passed`
        : `### ❌ Kosli: ${(0,markdown/* text */.Qq)(input.title, 200)} failed`;
    const parts = [verdict];
    if (input.details?.trim())
        parts.push(input.details.trim());
    const trail = input.trailUrl ? (0,markdown/* safeUrl */.Pl)(input.trailUrl) : undefined;
    if (trail)
        parts.push(`[Open the trail in Kosli](${trail})`);
    const last = footer(input);
    if (last !== '')
        parts.push(last);
    return parts.join('\n\n');
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(45586);
;// CONCATENATED MODULE: ./src/github/connection.ts

const DEFAULT_TIMEOUT_MS = 30_000;
const REPOSITORY = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;
function parseRepository(repository) {
    const match = REPOSITORY.exec(repository);
    if (!match?.[1] || !match[2] || match[2] === '.' || match[2] === '..') {
        throw new errors/* ConfigError */.xL(`repository ${JSON.stringify(repository)} is not owner/repo ` +
            '(pass GITHUB_REPOSITORY)');
    }
    return { owner: match[1], repo: match[2] };
}
/**
 * A GitHub API base URL without its trailing slash. Octokit would send the
 * token to whatever host this names, so only http(s) URLs are taken.
 */
function apiBase(apiUrl) {
    let url;
    try {
        url = new URL(apiUrl);
    }
    catch {
        throw new errors/* ConfigError */.xL(`GitHub API URL ${JSON.stringify(apiUrl)} is not a URL ` +
            '(pass GITHUB_API_URL, e.g. https://api.github.com)');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new errors/* ConfigError */.xL(`GitHub API URL ${JSON.stringify(apiUrl)} must be http(s)`);
    }
    if (url.username || url.password || url.search || url.hash) {
        throw new errors/* ConfigError */.xL('GitHub API URL must not hold credentials, a query or a fragment');
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
        throw new errors/* ConfigError */.xL('github-token is empty: pass a token to reach GitHub');
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
        Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 61351)),
        __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19))
    ]);
    const agent = new EnvHttpProxyAgent();
    const timeoutMs = connection.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const viaAgent = (url, init = {}) => {
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = init.signal
            ? AbortSignal.any([init.signal, timeout])
            : timeout;
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

;// CONCATENATED MODULE: ./src/github/failure.ts
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
const HeadersSchema = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).catch({});
const FailureSchema = schemas/* object */.Ikc({
    status: schemas/* number */.aig().optional().catch(undefined),
    message: schemas/* string */.YjP().optional().catch(undefined),
    response: schemas/* object */.Ikc({
        status: schemas/* number */.aig().optional().catch(undefined),
        headers: HeadersSchema.optional(),
        data: schemas/* unknown */.L5J().optional()
    })
        .optional()
        .catch(undefined),
    cause: schemas/* unknown */.L5J().optional()
});
const CauseSchema = schemas/* object */.Ikc({ name: schemas/* string */.YjP().optional(), message: schemas/* string */.YjP().optional() })
    .catch({});
const DataSchema = schemas/* object */.Ikc({ message: schemas/* string */.YjP().optional() })
    .catch({ message: undefined });
// GitHub token shapes: classic and fine-grained PATs, OAuth, app and
// installation tokens, and a bearer header.
const TOKEN_SHAPES = /\b(?:gh[pousr]_[A-Za-z0-9_]{16,}|github_pat_[A-Za-z0-9_]{20,})|(?<=\b(?:token|bearer) )[\w.~+/=-]{20,}/gi;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;
/** Untrusted text as one short line with nothing secret left in it. */
function scrub(text, secrets = [], max = 200) {
    let clean = text;
    for (const secret of secrets) {
        if (secret.length > 0)
            clean = clean.split(secret).join('***');
    }
    clean = clean.replace(TOKEN_SHAPES, '***').replace(CONTROLS, ' ').trim();
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

;// CONCATENATED MODULE: ./src/github/comment.ts
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
    if (!hasMarker(comment.body, target.marker))
        return false;
    const { author } = target.options;
    const user = comment.user;
    const ours = author ? user?.login === author : user?.type === 'Bot';
    if (!ours) {
        target.options.logger.debug(`Comment ${comment.id} has the marker but another author: left alone`);
    }
    return ours;
}
/** The oldest of our comments with the marker, reading page after page. */
async function findExisting(target) {
    const { octokit, repo, options } = target;
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: options.pullNumber,
        per_page: 100
    });
    for await (const page of pages) {
        const comments = schemas/* array */.YOg(CommentSchema).parse(page.data);
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
    const body = withMarker(marker, options.body);
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
/**
 * Posts the comment, or updates ours with the same marker in place:
 * `GET …/issues/{n}/comments` page by page (100 a page) until found, then
 * `PATCH …/issues/comments/{id}`, else `POST …/issues/{n}/comments`. With
 * `on-failure` and a passing run it only updates an existing comment. A
 * GitHub failure is logged as a warning and returned, never thrown.
 */
async function upsertComment(options) {
    if (options.mode === 'off') {
        return { action: 'skipped', reason: 'pr-comment is off' };
    }
    checkConnection(options);
    const marker = commentMarker(options.marker);
    const step = { doing: 'reach GitHub' };
    try {
        const result = await withOctokit(options, (octokit, repo) => upsert({ octokit, repo, options, marker }, step));
        options.logger.info(result.url
            ? `Pull request comment ${result.action}: ${result.url}`
            : `No pull request comment: ${result.reason ?? result.action}`);
        return result;
    }
    catch (error) {
        const warning = describeGitHubFailure(error, {
            doing: `${step.doing} on #${options.pullNumber}`,
            permission: PERMISSION,
            secrets: [options.token]
        });
        options.logger.warn(warning);
        return { action: 'failed', warning };
    }
}

// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(85015);
;// CONCATENATED MODULE: ./src/github/find-pull-request.ts
/**
 * The pull request a run should comment on, with the one API lookup a fork's
 * workflow_run needs.
 */




const PullsSchema = schemas/* array */.YOg(schemas/* object */.Ikc({
    number: schemas/* number */.aig().int().positive(),
    head: schemas/* object */.Ikc({ sha: schemas/* string */.YjP() })
}));
/**
 * The pull request of a pull request event or of a workflow_run that one
 * triggered. For a fork's pull request GitHub leaves
 * `workflow_run.pull_requests` empty; then this lists the base repository's
 * open pull requests whose head is `<fork owner>:<head branch>`
 * (`GET /repos/{owner}/{repo}/pulls?state=open&head=…`) and takes the one
 * whose head commit is the run's head SHA. When the branch has moved on
 * since, there is none: a comment about an older commit could overwrite the
 * verdict of a newer run. Never throws for an API failure (a ConfigError
 * for an unusable connection).
 */
async function findPullRequest(options) {
    const { logger } = options;
    const fromEvent = (0,github_event/* pullRequestOf */._n)(options.eventName, options.payload);
    if (fromEvent.kind === 'found') {
        const { number, headSha, fork } = fromEvent;
        return { pullRequest: { number, headSha, fork, source: 'payload' } };
    }
    if (fromEvent.kind === 'none') {
        logger.info(`No pull request to comment on: ${fromEvent.reason}.`);
        return { reason: fromEvent.reason };
    }
    checkConnection(options);
    return lookUpByHead(options, fromEvent.head, fromEvent.headSha);
}
async function lookUpByHead(options, head, headSha) {
    const { logger } = options;
    try {
        const pulls = await withOctokit(options, async (octokit, repo) => {
            const response = await octokit.rest.pulls.list({
                ...repo,
                state: 'open',
                head,
                per_page: 100
            });
            return PullsSchema.parse(response.data);
        });
        const match = pulls.find((pull) => pull.head.sha === headSha);
        if (match) {
            const { number } = match;
            return { pullRequest: { number, headSha, fork: true, source: 'lookup' } };
        }
        const reason = pulls.length === 0
            ? `no open pull request has the head ${scrub(head)}`
            : `the pull request from ${scrub(head)} has moved on from ` +
                `${headSha.slice(0, 12)}: no comment about an older commit`;
        logger.info(`No pull request to comment on: ${reason}.`);
        return { reason };
    }
    catch (error) {
        const warning = describeGitHubFailure(error, {
            doing: `look up the pull request from ${scrub(head)}`,
            permission: 'pull-requests: read',
            secrets: [options.token]
        });
        logger.warn(warning);
        return { warning };
    }
}

;// CONCATENATED MODULE: ./src/github/artifact-pattern.ts
/**
 * The `artifact` input: an artifact name, or `/regex/` (optionally `/regex/i`).
 *
 * Artifact names come from the triggering run, which a fork's pull request
 * controls, so a pattern must not be able to backtrack for ever on a crafted
 * name. A pattern is refused when it could: a repeated group that holds a
 * repetition or an alternation (`(a+)+`, `(a|ab)*`), a backreference, more
 * than three unbounded repetitions, or over 200 characters. Names longer
 * than 256 characters are only compared by exact name. What is left runs in
 * at most cubic time on names that short.
 */

const PATTERN_LIMIT = 200;
const REGEX_NAME_LIMIT = 256;
const UNBOUNDED_LIMIT = 3;
// Characters GitHub refuses in an artifact name.
const NOT_IN_NAMES = /[":<>|*?\\/\r\n]/;
function refuse(text, why) {
    return new errors/* ConfigError */.xL(`artifact pattern ${JSON.stringify(text)}: ${why}. Write a simpler ` +
        'pattern, e.g. /^junit-.*$/');
}
function artifact_pattern_top(scan) {
    const frame = scan.stack[scan.stack.length - 1];
    if (!frame)
        throw new Error('regex scan lost its frame');
    return frame;
}
/** The largest count a quantifier at `at` allows and its length, if any. */
function quantifier(source, at) {
    const char = source[at];
    if (char === '*' || char === '+')
        return [Infinity, 1];
    if (char === '?')
        return [1, 1];
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
    if (!braces)
        return undefined;
    const max = braces[2] === undefined ? braces[1] : braces[3];
    const count = max === undefined || max === '' ? Infinity : Number(max);
    return [count > 100 ? Infinity : count, braces[0].length];
}
function classEnd(source, at) {
    let i = at + 1;
    if (source[i] === '^')
        i += 1;
    if (source[i] === ']')
        return i;
    for (; i < source.length; i += 1) {
        if (source[i] === '\\')
            i += 1;
        else if (source[i] === ']')
            return i;
    }
    return source.length;
}
function groupHeader(source, at) {
    const header = /^\((?:\?(?:[:=!]|<[=!]|<[A-Za-z_$][\w$]*>))?/.exec(source.slice(at));
    return header ? header[0].length : 1;
}
function applyQuantifier(scan, max, text) {
    const last = scan.last;
    if (last === undefined)
        return;
    if (last !== 'atom' && max > 1 && (last.repeats || last.alternates)) {
        throw refuse(text, 'a repeated group holds a repetition or an alternation');
    }
    if (max === Infinity)
        scan.unbounded += 1;
    if (scan.unbounded > UNBOUNDED_LIMIT) {
        throw refuse(text, `over ${UNBOUNDED_LIMIT} unbounded repetitions`);
    }
    artifact_pattern_top(scan).repeats = true;
    scan.last = undefined;
}
/** Throws a ConfigError when the regex could backtrack catastrophically. */
function checkBounded(source, text) {
    const scan = {
        stack: [{ repeats: false, alternates: false }],
        last: undefined,
        unbounded: 0
    };
    for (let i = 0; i < source.length; i += 1) {
        const char = source[i];
        const quant = quantifier(source, i);
        if (quant) {
            applyQuantifier(scan, quant[0], text);
            i += quant[1] - 1;
            if (source[i + 1] === '?')
                i += 1;
        }
        else if (char === '\\') {
            if (/^[1-9]|^k</.test(source.slice(i + 1))) {
                throw refuse(text, 'backreferences are not supported');
            }
            i += 1;
            scan.last = 'atom';
        }
        else if (char === '[') {
            i = classEnd(source, i);
            scan.last = 'atom';
        }
        else if (char === '(') {
            scan.stack.push({ repeats: false, alternates: false });
            i += groupHeader(source, i) - 1;
            scan.last = undefined;
        }
        else if (char === ')' && scan.stack.length > 1) {
            const inner = artifact_pattern_top(scan);
            scan.stack.pop();
            const outer = artifact_pattern_top(scan);
            outer.repeats ||= inner.repeats;
            outer.alternates ||= inner.alternates;
            scan.last = inner;
        }
        else if (char === '|') {
            artifact_pattern_top(scan).alternates = true;
            scan.last = undefined;
        }
        else {
            scan.last = 'atom';
        }
    }
}
function parseRegex(text, body, flags) {
    if (/[^i]/.test(flags)) {
        throw refuse(text, `only the i flag is supported, not ${JSON.stringify(flags)}`);
    }
    checkBounded(body, text);
    let regex;
    try {
        regex = new RegExp(body, flags);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw refuse(text, `not a valid regular expression (${reason})`);
    }
    return { kind: 'regex', text, regex };
}
/** Reads the `artifact` input; throws a ConfigError naming it if unusable. */
function parseArtifactPattern(input) {
    const text = input.trim();
    if (text === '')
        throw new errors/* ConfigError */.xL('artifact is empty: give a name or /regex/');
    if (text.length > PATTERN_LIMIT) {
        throw refuse(text.slice(0, 40) + '…', `over ${PATTERN_LIMIT} characters`);
    }
    const regex = /^\/(.+)\/([a-z]*)$/s.exec(text);
    if (regex?.[1] !== undefined)
        return parseRegex(text, regex[1], regex[2] ?? '');
    if (NOT_IN_NAMES.test(text)) {
        throw new errors/* ConfigError */.xL(`artifact ${JSON.stringify(text)} is neither an artifact name (GitHub ` +
            'refuses " : < > | * ? \\ / in those) nor a /regex/');
    }
    return { kind: 'name', text };
}
function matchesArtifact(pattern, name) {
    if (pattern.kind === 'name')
        return name === pattern.text;
    if (name.length > REGEX_NAME_LIMIT)
        return false;
    return pattern.regex.test(name);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/github/artifacts.ts
/**
 * Reports from the run that triggered a `workflow_run` event, downloaded
 * with @actions/artifact, so that such a job needs no download step.
 *
 * @actions/artifact takes its API base from GITHUB_API_URL in the
 * environment (read when it is first loaded) and refuses GitHub Enterprise
 * Server hosts (GITHUB_SERVER_URL); it is loaded only when a download is
 * asked for. Its calls, for a token and a run id:
 * - `GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts?per_page=100&page=N`
 * - `GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/zip`, which
 *   answers 302; the zip is then fetched from the `Location` (blob storage,
 *   no Authorization header) and unzipped as it streams, `..` segments
 *   flattened.
 */






const artifacts_PERMISSION = 'actions: read';
const LISTED_NAMES = 50;
function failure(error, doing, token) {
    if (error instanceof errors/* ConfigError */.xL)
        return error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'GHESNotSupportedError') {
        return new GitHubApiError(`Could not ${doing}: @actions/artifact cannot download from another ` +
            'run on GitHub Enterprise Server; add an actions/download-artifact ' +
            'step before this one instead', undefined, { cause: error });
    }
    const message = describeGitHubFailure(error, {
        doing,
        permission: artifacts_PERMISSION,
        secrets: [token]
    });
    return new GitHubApiError(message, failureStatus(error), { cause: error });
}
function noMatch(pattern, runId, listed) {
    const names = listed
        .slice(0, LISTED_NAMES)
        .map((a) => JSON.stringify(scrub(a.name)));
    const more = listed.length > LISTED_NAMES
        ? `, and ${listed.length - LISTED_NAMES} more`
        : '';
    const has = listed.length === 0
        ? 'the run has no artifacts (expired, or not uploaded yet?)'
        : `the run has ${names.join(', ')}${more}`;
    return new errors/* ConfigError */.xL(`artifact ${JSON.stringify(pattern.text)} matches no artifact of run ` +
        `${runId}: ${has}`);
}
/** An artifact name as one folder below the destination. */
function folderFor(name) {
    if (name === '' || name === '.' || name === '..' || /[\\/\0]/.test(name)) {
        throw new GitHubApiError(`artifact name ${JSON.stringify(scrub(name))} cannot be a folder name`, undefined);
    }
    return name;
}
async function filesBelow(directory) {
    const entries = await (0,promises_.readdir)(directory, {
        recursive: true,
        withFileTypes: true
    });
    return entries
        .filter((entry) => entry.isFile())
        .map((entry) => (0,external_node_path_.join)(entry.parentPath, entry.name))
        .sort();
}
/**
 * Lists the run's artifacts (the latest of each name), keeps those whose
 * name equals the pattern or matches its `/regex/`, and downloads and
 * unzips each. Throws a ConfigError for a bad pattern or one that matches
 * nothing (listing the run's artifact names), a GitHubApiError for a GitHub
 * failure (saying which permission is missing, or when the rate limit
 * resets).
 */
async function downloadRunArtifacts(options) {
    const pattern = parseArtifactPattern(options.pattern);
    const { owner, repo } = parseRepository(options.repository);
    const { token, runId, logger } = options;
    const findBy = {
        token,
        workflowRunId: runId,
        repositoryOwner: owner,
        repositoryName: repo
    };
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(351), __webpack_require__.e(156)]).then(__webpack_require__.bind(__webpack_require__, 17156));
    const client = new DefaultArtifactClient();
    let listed;
    try {
        const response = await client.listArtifacts({ latest: true, findBy });
        listed = response.artifacts.map(({ name, id }) => ({ name, id }));
    }
    catch (error) {
        throw failure(error, `list the artifacts of run ${runId}`, token);
    }
    const wanted = listed.filter((artifact) => matchesArtifact(pattern, artifact.name));
    if (wanted.length === 0)
        throw noMatch(pattern, runId, listed);
    const artifacts = [];
    for (const { name, id } of wanted) {
        const directory = (0,external_node_path_.join)(options.destination, folderFor(name));
        try {
            await client.downloadArtifact(id, { path: directory, findBy });
        }
        catch (error) {
            throw failure(error, `download artifact ${JSON.stringify(scrub(name))}`, token);
        }
        const files = await filesBelow(directory);
        logger.info(`Artifact ${JSON.stringify(scrub(name))}: ${files.length} file(s)`);
        artifacts.push({ name, id, directory, files });
    }
    return { artifacts, files: artifacts.flatMap((a) => a.files).sort() };
}

;// CONCATENATED MODULE: ./src/github/index.ts
/**
 * The GitHub side of the pull-request gate: which pull request a run is
 * about, a sticky comment on it, and reports downloaded from the run that
 * triggered a `workflow_run` event.
 *
 * Everything comes in as parameters (token, GITHUB_API_URL, GITHUB_REPOSITORY,
 * the event name and the parsed GITHUB_EVENT_PATH payload, a logger); nothing
 * reads the environment or @actions/github's context. Importing this module
 * has no side effect and loads neither Octokit nor @actions/artifact: they
 * are imported on the first call that needs them.
 */










/***/ })

};

//# sourceMappingURL=335.index.js.map