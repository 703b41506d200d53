export const id = 405;
export const ids = [405];
export const modules = {

/***/ 6074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findPullRequest: () => (/* binding */ findPullRequest)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5586);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8063);
/* harmony import */ var _event_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5015);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8881);
/**
 * The pull request a run should comment on, with the one API lookup a fork's
 * workflow_run needs.
 */




const PullsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    number: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
    head: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ sha: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() })
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
    const fromEvent = (0,_event_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestOf */ ._n)(options.eventName, options.payload);
    if (fromEvent.kind === 'found') {
        const { number, headSha, fork } = fromEvent;
        return { pullRequest: { number, headSha, fork, source: 'payload' } };
    }
    if (fromEvent.kind === 'none') {
        logger.info(`No pull request to comment on: ${fromEvent.reason}.`);
        return { reason: fromEvent.reason };
    }
    (0,_connection_js__WEBPACK_IMPORTED_MODULE_0__/* .checkConnection */ .jo)(options);
    return lookUpByHead(options, fromEvent.head, fromEvent.headSha);
}
async function lookUpByHead(options, head, headSha) {
    const { logger } = options;
    try {
        const pulls = await (0,_connection_js__WEBPACK_IMPORTED_MODULE_0__/* .withOctokit */ .s2)(options, async (octokit, repo) => {
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
            ? `no open pull request has the head ${(0,_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .scrub */ ._I)(head)}`
            : `the pull request from ${(0,_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .scrub */ ._I)(head)} has moved on from ` +
                `${headSha.slice(0, 12)}: no comment about an older commit`;
        logger.info(`No pull request to comment on: ${reason}.`);
        return { reason };
    }
    catch (error) {
        const warning = (0,_failure_js__WEBPACK_IMPORTED_MODULE_2__.describeGitHubFailure)(error, {
            doing: `look up the pull request from ${(0,_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .scrub */ ._I)(head)}`,
            permission: 'pull-requests: read',
            secrets: [options.token]
        });
        logger.warn(warning);
        return { warning };
    }
}


/***/ }),

/***/ 6405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ArchiveRefusedError: () => (/* reexport */ unzip_limits/* ArchiveRefusedError */.Zf),
  GitHubApiError: () => (/* reexport */ failure/* GitHubApiError */.OS),
  PULL_REQUEST_EVENTS: () => (/* reexport */ github_event/* PULL_REQUEST_EVENTS */.m_),
  apiBase: () => (/* reexport */ github_connection/* apiBase */.av),
  baseOfEvent: () => (/* reexport */ base_commit/* baseOfEvent */.p),
  checkConnection: () => (/* reexport */ github_connection/* checkConnection */.jo),
  connectionFromEnv: () => (/* reexport */ from_env.connectionFromEnv),
  countMatrixJobs: () => (/* reexport */ countMatrixJobs),
  defaultLimits: () => (/* reexport */ unzip_limits/* defaultLimits */.MK),
  describeGitHubFailure: () => (/* reexport */ failure.describeGitHubFailure),
  downloadRunArtifacts: () => (/* reexport */ downloadRunArtifacts),
  findBaseTests: () => (/* reexport */ findBaseTests),
  findPullRequest: () => (/* reexport */ find_pull_request.findPullRequest),
  forkRestricted: () => (/* reexport */ github_event/* forkRestricted */.QX),
  isForkPullRequest: () => (/* reexport */ github_event/* isForkPullRequest */.B7),
  isLegOf: () => (/* reexport */ isLegOf),
  matchesArtifact: () => (/* reexport */ matchesArtifact),
  parseArtifactPattern: () => (/* reexport */ parseArtifactPattern),
  parseRepository: () => (/* reexport */ github_connection/* parseRepository */.SU),
  pullRequestLabels: () => (/* reexport */ base_commit/* pullRequestLabels */.U),
  pullRequestOf: () => (/* reexport */ github_event/* pullRequestOf */._n),
  triggeringRunOf: () => (/* reexport */ github_event/* triggeringRunOf */.TU)
});

// EXTERNAL MODULE: ./src/github/connection.ts
var github_connection = __webpack_require__(8063);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: ./src/github/failure.ts
var failure = __webpack_require__(8881);
// EXTERNAL MODULE: ./src/github/find-pull-request.ts
var find_pull_request = __webpack_require__(6074);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
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
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: ./src/github/unzip/limits.ts
var unzip_limits = __webpack_require__(5884);
// EXTERNAL MODULE: ./src/net/retry.ts
var retry = __webpack_require__(7893);
;// CONCATENATED MODULE: ./src/github/blob-download.ts
/**
 * An artifact's zip fetched from the blob storage GitHub redirects to, into
 * a file, within a size limit, and checked against the digest GitHub lists.
 * The signed URL carries its own credentials: no Authorization header goes
 * there, and a redirect from it is not followed.
 *
 * Only a network failure (a reset, a timeout, an answer src/net/retry.ts
 * calls retryable) is tried again, at most ATTEMPTS times in all, 1 s and then 2 s apart
 * (with jitter), through the one retry loop of src/net/retry.ts.
 * What the bytes are (too large, not the listed digest) is never retried:
 * a second download brings the same bytes; nor is a failure to write them
 * here, which is reported as ours, not the blob storage's.
 */









const ATTEMPTS = 3;
/** Waiting between attempts in all: the 1 s and 2 s backoffs with their jitter. */
const BUDGET_MS = 10_000;
/** Idle time allowed for the answer's headers and between body chunks. */
const IDLE_MS = 30_000;
/**
 * The whole download, all attempts: a server that sends a byte now and then
 * never trips the idle timer, and would hold the job to its own timeout.
 * 1 GiB (the default artifact-max-bytes) needs about 1.2 MB/s to fit.
 */
const DOWNLOAD_DEADLINE_MS = 15 * 60_000;
/** The deadline passed: not retried, and said with what was received. */
class DeadlinePassed extends Error {
}
/** An answer that a later attempt may not get (not a refusal). */
class Retryable extends Error {
}

function limiter(download, hash) {
    let size = 0;
    return new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            size += chunk.length;
            if (size > download.maxBytes) {
                done(tooLarge(download));
                return;
            }
            hash.update(chunk);
            done(null, chunk);
        }
    });
}
function tooLarge(download) {
    return new unzip_limits/* ArchiveRefusedError */.Zf(`the zip of artifact ${download.label} is over the limit of ${(0,src_text/* grouped */.zD)(download.maxBytes)} bytes (artifact-max-bytes)`);
}
/** Runs `copy` into the zip's file; the file's own errors become a LocalWriteError. */
async function written(download, copy) {
    const file = (0,external_node_fs_.createWriteStream)(download.file);
    let failed;
    file.on('error', (error) => {
        failed = error;
    });
    try {
        await copy(file);
    }
    catch (error) {
        if (error !== failed)
            throw error;
        throw new unzip_limits/* LocalWriteError */.LO(`could not write the zip of artifact ${download.label} to ${(0,src_text/* printable */.g$)(download.file)}: ${(0,src_text/* printable */.g$)((0,errors/* errorMessage */.gJ)(error))}`, { cause: error });
    }
}
async function attempt(download, signal) {
    const { request, EnvHttpProxyAgent } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
    const agent = new EnvHttpProxyAgent({
        headersTimeout: IDLE_MS,
        bodyTimeout: IDLE_MS
    });
    try {
        const answer = await request(download.url, { dispatcher: agent, signal });
        const status = answer.statusCode;
        if (status !== 200) {
            await answer.body.dump();
            const message = `the blob storage answered ${status}`;
            if ((0,retry/* isRetryableStatus */.PS)(status))
                throw new Retryable(message);
            throw new failure/* GitHubApiError */.OS(`Could not download artifact ${download.label}: ${message} (the signed URL may have expired; run the job again)`, status);
        }
        const length = Number(answer.headers['content-length']);
        if (length > download.maxBytes) {
            await answer.body.dump();
            throw tooLarge(download);
        }
        const hash = (0,external_node_crypto_.createHash)('sha256');
        await written(download, (file) => (0,external_node_stream_promises_.pipeline)(answer.body, limiter(download, hash), file));
        return hash.digest('hex');
    }
    finally {
        await agent.close();
    }
}
function isFinal(error) {
    return (error instanceof DeadlinePassed ||
        error instanceof unzip_limits/* ArchiveRefusedError */.Zf ||
        error instanceof failure/* GitHubApiError */.OS ||
        error instanceof unzip_limits/* LocalWriteError */.LO);
}
function checkDigest(download, sha256) {
    const listed = download.digest;
    if (typeof listed !== 'string')
        return;
    const match = /^sha256:([0-9a-f]{64})$/i.exec(listed);
    if (!match?.[1]) {
        download.logger.debug(`Artifact ${download.label}: digest ${(0,src_text/* printable */.g$)(listed)} is not sha256; not checked`);
        return;
    }
    if (match[1].toLowerCase() !== sha256) {
        throw new unzip_limits/* ArchiveRefusedError */.Zf(`the zip of artifact ${download.label} has sha256:${sha256}, not the ${(0,src_text/* printable */.g$)(listed)} GitHub lists for it`);
    }
}
/** One download: the sha256 of a zip within its limits, or why not. */
async function tryOnce(download, signal) {
    try {
        if (signal.aborted)
            throw new DeadlinePassed();
        const sha256 = await attempt(download, signal);
        checkDigest(download, sha256);
        return { ok: true, value: sha256 };
    }
    catch (error) {
        if (signal.aborted)
            throw new DeadlinePassed('', { cause: error });
        if (isFinal(error))
            throw error;
        // A name that does not resolve or a refused certificate fails again.
        const code = error?.code;
        const retryable = (0,retry/* isRetryableNetworkError */.Hr)(typeof code === 'string' ? code : undefined);
        return { ok: false, failure: error, retryable };
    }
}
/**
 * Downloads the zip into `download.file`; returns its sha256 (hex). The
 * whole download, retries included, ends at its deadline.
 */
async function downloadBlob(download) {
    const deadlineMs = download.deadlineMs ?? DOWNLOAD_DEADLINE_MS;
    const signal = AbortSignal.timeout(deadlineMs);
    try {
        return await downloadWithin(download, signal);
    }
    catch (error) {
        if (!(error instanceof DeadlinePassed))
            throw error;
        throw new failure/* GitHubApiError */.OS(`Could not download artifact ${download.label} from the blob storage: the download did not finish within its deadline of ${(0,retry/* seconds */.YA)(deadlineMs)} (every attempt included); the blob storage was too slow. Run the job again`, undefined, { cause: error });
    }
}
async function downloadWithin(download, signal) {
    const result = await (0,retry/* withRetries */.LH)(() => tryOnce(download, signal), (0,retry/* shortPolicy */.XQ)(ATTEMPTS, BUDGET_MS), (notice) => download.logger.debug(`Artifact ${download.label}: download attempt ${notice.attempt} failed: ${(0,src_text/* printable */.g$)((0,errors/* errorMessage */.gJ)(notice.failure))}`));
    if (result.ok)
        return result.value;
    throw new failure/* GitHubApiError */.OS(`Could not download artifact ${download.label} from the blob storage: ${(0,src_text/* printable */.g$)((0,errors/* errorMessage */.gJ)(result.failure))} (${result.attempts} attempts)`, undefined, { cause: result.failure });
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
// EXTERNAL MODULE: ./src/github/pages.ts
var github_pages = __webpack_require__(1511);
;// CONCATENATED MODULE: ./src/github/artifact-list.ts
/**
 * The artifacts of a workflow run, as GitHub lists them 100 a page
 * (`GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts`): every page
 * checked and the count held to `total_count` (pages.ts), then the latest
 * unexpired artifact of each name.
 */


const ArtifactPageSchema = schemas/* object */.Ikc({
    total_count: schemas/* number */.aig().int().min(0),
    artifacts: schemas/* array */.YOg(schemas/* object */.Ikc({
        id: schemas/* number */.aig(),
        name: schemas/* string */.YjP(),
        size_in_bytes: schemas/* number */.aig(),
        expired: schemas/* boolean */.zMY(),
        digest: schemas/* string */.YjP().nullish()
    }))
});
/** The run's unexpired artifacts, the latest of each name. */
async function listArtifacts(octokit, repo, options) {
    const { runId, logger } = options;
    const all = await (0,github_pages/* readAllPages */.s$)(octokit, {
        route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
        params: { ...repo, run_id: runId },
        what: `the artifacts of run ${runId}`,
        read: (data) => {
            const page = ArtifactPageSchema.safeParse(data);
            return page.success
                ? { items: page.data.artifacts, total: page.data.total_count }
                : undefined;
        },
        logger
    });
    const latest = new Map();
    for (const a of all.filter((a) => !a.expired).sort((x, y) => y.id - x.id)) {
        if (latest.has(a.name))
            continue;
        latest.set(a.name, {
            name: a.name,
            id: a.id,
            size: a.size_in_bytes,
            digest: a.digest
        });
    }
    return [...latest.values()];
}

;// CONCATENATED MODULE: ./src/github/artifacts.ts
/**
 * Reports from the run that triggered a `workflow_run` event, so that such
 * a job needs no download step. A fork's pull request controls those
 * zips, so they are read as hostile: see unzip/ for the limits.
 *
 * Two REST calls through Octokit, with the token:
 * - `GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts` (paged:
 *   every page checked, the count against `total_count`, pages.ts),
 * - `GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/zip`, whose
 *   302 names a signed blob URL; blob-download.ts fetches that (no token)
 *   into a temporary file, and unzip/ unpacks it.
 */










const PERMISSION = 'actions: read';
const LISTED_NAMES = 50;
function artifacts_failure(error, doing, token) {
    if (error instanceof errors/* ConfigError */.xL ||
        error instanceof failure/* GitHubApiError */.OS ||
        error instanceof unzip_limits/* LocalWriteError */.LO) {
        return error;
    }
    const message = (0,failure.describeGitHubFailure)(error, {
        doing,
        permission: PERMISSION,
        secrets: [token]
    });
    return new failure/* GitHubApiError */.OS(message, (0,failure/* failureStatus */.l1)(error), { cause: error });
}
function noMatch(pattern, runId, listed) {
    const names = listed.slice(0, LISTED_NAMES).map((a) => (0,unzip_limits/* quoted */.TL)(a.name));
    const more = listed.length > LISTED_NAMES
        ? `, and ${listed.length - LISTED_NAMES} more`
        : '';
    const has = listed.length === 0
        ? 'the run has no artifacts (expired, or not uploaded yet?)'
        : `the run has ${names.join(', ')}${more}`;
    return new errors/* ConfigError */.xL(`artifact ${(0,unzip_limits/* quoted */.TL)(pattern.text)} matches no artifact of run ${runId}: ${has}`);
}
// A path separator, or a C0, DEL or C1 control (NUL and newlines included).
// eslint-disable-next-line no-control-regex
const NOT_IN_FOLDERS = /[\\/\u0000-\u001f\u007f-\u009f]/;
/** An artifact name as one folder below the destination. */
function folderFor(name) {
    if (name === '' ||
        name === '.' ||
        name === '..' ||
        NOT_IN_FOLDERS.test(name)) {
        throw new unzip_limits/* ArchiveRefusedError */.Zf(`artifact name ${(0,unzip_limits/* quoted */.TL)(name)} cannot be a folder name (a path separator or a control character)`);
    }
    return name;
}
/** The signed blob URL GitHub redirects the zip download to. */
async function blobUrl(octokit, repo, id) {
    const answer = await octokit.rest.actions.downloadArtifact({
        ...repo,
        artifact_id: id,
        archive_format: 'zip',
        request: { redirect: 'manual' }
    });
    const location = answer.headers.location;
    if (typeof location !== 'string' || location === '') {
        throw new failure/* GitHubApiError */.OS(`GitHub answered ${answer.status} without a Location for artifact ${id}'s zip`, answer.status);
    }
    return new URL(location, answer.url).href;
}
/** The artifact's folder; a failure to make it is a local one. */
async function makeFolder(directory, destination) {
    try {
        await (0,promises_.mkdir)(destination, { recursive: true });
        await (0,promises_.mkdir)(directory);
    }
    catch (error) {
        throw new unzip_limits/* LocalWriteError */.LO(`could not make the folder ${(0,src_text/* printable */.g$)(directory)} on this runner: ${(0,src_text/* printable */.g$)((0,errors/* errorMessage */.gJ)(error))} (a local write failure, not GitHub's doing)`, { cause: error });
    }
}
async function fetchOne(artifact, run) {
    const { octokit, repo, options, limits } = run;
    const label = (0,unzip_limits/* quoted */.TL)(artifact.name);
    const directory = (0,external_node_path_.join)(options.destination, folderFor(artifact.name));
    checkListedSize(artifact, limits);
    const url = await blobUrl(octokit, repo, artifact.id);
    const scratch = await (0,promises_.mkdtemp)((0,external_node_path_.join)(options.tmpDir, 'kosli-zip-'));
    try {
        const zipPath = (0,external_node_path_.join)(scratch, 'artifact.zip');
        await downloadBlob({
            url,
            file: zipPath,
            maxBytes: limits.maxBytes,
            digest: artifact.digest,
            label,
            logger: options.logger
        });
        await makeFolder(directory, options.destination);
        run.written.push(directory);
        const { extractZip } = await __webpack_require__.e(/* import() */ 956).then(__webpack_require__.bind(__webpack_require__, 8956));
        const files = await extractZip({
            zipPath,
            destination: directory,
            limits,
            budget: run.budget
        });
        options.logger.info(`Artifact ${label}: ${files.length} file(s)`);
        return {
            name: artifact.name,
            id: artifact.id,
            directory,
            files: files.sort()
        };
    }
    finally {
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
}
function checkListedSize(artifact, limits) {
    if (artifact.size > limits.maxBytes) {
        throw new unzip_limits/* ArchiveRefusedError */.Zf(`artifact ${(0,unzip_limits/* quoted */.TL)(artifact.name)} is ${(0,src_text/* grouped */.zD)(artifact.size)} bytes, over the limit of ${(0,src_text/* grouped */.zD)(limits.maxBytes)} bytes (artifact-max-bytes)`);
    }
}
/**
 * Lists the run's artifacts (the latest of each name), keeps those whose
 * name equals the pattern or matches its `/regex/`, and downloads and
 * unzips each. Throws a ConfigError for a bad pattern or one that matches
 * nothing (listing the run's artifact names), an ArchiveRefusedError for
 * a zip that breaks a rule or a limit (naming the entry), a
 * GitHubApiError for a GitHub failure (saying which permission is
 * missing, or when the rate limit resets).
 */
/** The run's artifacts that the pattern names; none is an error. */
async function matching(octokit, repo, options) {
    const pattern = parseArtifactPattern(options.pattern);
    let listed;
    try {
        listed = await listArtifacts(octokit, repo, options);
    }
    catch (error) {
        throw artifacts_failure(error, `list the artifacts of run ${options.runId}`, options.token);
    }
    const wanted = listed.filter((a) => matchesArtifact(pattern, a.name));
    if (wanted.length === 0)
        throw noMatch(pattern, options.runId, listed);
    return wanted;
}
async function downloadRunArtifacts(options) {
    const { token, logger } = options;
    const connection = {
        token,
        apiUrl: options.apiUrl,
        repository: options.repository,
        logger
    };
    const limits = options.limits ?? (0,unzip_limits/* defaultLimits */.MK)();
    return (0,github_connection/* withOctokit */.s2)(connection, async (octokit, repo) => {
        const run = {
            octokit,
            repo,
            options,
            limits,
            budget: { written: 0 },
            written: []
        };
        const wanted = options.listed ?? (await matching(octokit, repo, options));
        const artifacts = [];
        for (const artifact of wanted) {
            try {
                artifacts.push(await fetchOne(artifact, run));
            }
            catch (error) {
                // Nothing of a failed download stays for a later step to read.
                await Promise.all(run.written.map((dir) => (0,promises_.rm)(dir, { recursive: true, force: true })));
                const label = (0,unzip_limits/* quoted */.TL)(artifact.name);
                if (error instanceof unzip_limits/* ArchiveRefusedError */.Zf) {
                    const message = `Artifact ${label} refused: ${error.message}`;
                    throw new unzip_limits/* ArchiveRefusedError */.Zf(message, { cause: error });
                }
                throw artifacts_failure(error, `download artifact ${label}`, token);
            }
        }
        return { artifacts, files: artifacts.flatMap((a) => a.files).sort() };
    });
}

// EXTERNAL MODULE: ./src/github/base-commit.ts
var base_commit = __webpack_require__(7610);
// EXTERNAL MODULE: ./src/json-fields.ts
var json_fields = __webpack_require__(1011);
;// CONCATENATED MODULE: ./src/github/base-runs.ts
/**
 * The workflow runs whose artifacts may stand for the base commit's tests:
 * runs of this repository only (`head_repository.full_name` is this one),
 * started by `push`, `merge_group` or `schedule`, never by a pull request,
 * so that a fork's run can never stand in for the base. Listed newest first
 * with `GET /repos/{owner}/{repo}/actions/runs` (pages.ts reads each page
 * whole), then each run's artifacts until one has the wanted name.
 */



/** Events whose runs are the repository's own work on a branch. */
const BASE_EVENTS = new Set([
    'push',
    'merge_group',
    'schedule'
]);
/** Runs whose artifacts are looked at, per search: each costs a request. */
const MAX_RUNS_LOOKED_AT = 10;
/** Pages of runs read per search (100 runs each). */
const MAX_PAGES = 2;
const RunSchema = schemas/* object */.Ikc({
    id: schemas/* number */.aig().int(),
    event: schemas/* string */.YjP(),
    head_sha: schemas/* string */.YjP(),
    created_at: schemas/* string */.YjP(),
    html_url: schemas/* string */.YjP().optional(),
    head_repository: schemas/* object */.Ikc({ full_name: schemas/* string */.YjP() })
        .nullish()
        .catch(undefined)
});
const RunPageSchema = schemas/* object */.Ikc({
    total_count: schemas/* number */.aig().int().min(0),
    workflow_runs: schemas/* array */.YOg(RunSchema)
});
/** Whether the run is this repository's own, of an event that may stand in. */
function mayStandIn(run, search) {
    const own = `${search.repo.owner}/${search.repo.repo}`.toLowerCase();
    return (BASE_EVENTS.has(run.event) &&
        run.head_repository?.full_name.toLowerCase() === own &&
        run.id !== search.ownRunId);
}
function newestFirst(a, b) {
    return Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
}
async function listRuns(search, query, what) {
    const runs = [];
    let pages = 0;
    for await (const items of (0,github_pages/* pagesOf */.E0)(search.octokit, {
        route: 'GET /repos/{owner}/{repo}/actions/runs',
        params: { ...search.repo, ...query },
        what,
        read: (data) => {
            const page = RunPageSchema.safeParse(data);
            return page.success
                ? { items: page.data.workflow_runs, total: page.data.total_count }
                : undefined;
        },
        logger: search.logger
    })) {
        runs.push(...items);
        pages += 1;
        if (pages >= MAX_PAGES)
            break;
    }
    return runs;
}
/** The first of the runs (newest first) holding the artifact. */
async function firstWithArtifact(runs, search) {
    const candidates = runs
        .filter((run) => mayStandIn(run, search))
        .sort(newestFirst)
        .slice(0, MAX_RUNS_LOOKED_AT);
    for (const run of candidates) {
        const artifacts = await listArtifacts(search.octokit, search.repo, {
            runId: run.id,
            logger: search.logger
        });
        const found = artifacts.find((a) => a.name === search.artifactName);
        if (found === undefined)
            continue;
        return {
            id: run.id,
            headSha: run.head_sha,
            ...(run.html_url !== undefined && { url: run.html_url }),
            artifact: found
        };
    }
    return undefined;
}
/** The newest run on exactly this commit that holds the artifact. */
async function exactRun(search, commit) {
    const runs = await listRuns(search, { head_sha: commit }, `the workflow runs of commit ${commit.slice(0, 12)}`);
    return firstWithArtifact(runs.filter((run) => run.head_sha === commit), search);
}
/**
 * The newest push run of the branch, created before `before` (this run's
 * start, in ms), that holds the artifact: a stand-in for a base that has none.
 */
async function approximateRun(search, branch, before) {
    const runs = await listRuns(search, { branch, event: 'push' }, `the push runs of branch ${branch}`);
    return firstWithArtifact(runs.filter((run) => run.event === 'push' && Date.parse(run.created_at) < before), search);
}

;// CONCATENATED MODULE: ./src/github/base-tests.ts
/**
 * The base commit's test inventory on GitHub: the artifact
 * `kosli-tests-<name>` that a run of this repository uploaded on the base
 * commit (`exact`), else on the newest earlier push run of the base branch
 * (`approximate`), else none, with the reason. On a pull request the base
 * commit is the merge base of its base and head (the compare API), or
 * `pull_request.base.sha` when GitHub cannot say. Which runs may stand in
 * is base-runs.ts's rule; the zip is downloaded and unzipped as any
 * artifact is (artifacts.ts, unzip/).
 *
 * Every failure becomes `none` with its reason: the caller decides what a
 * missing base does (on-missing-base), and a GitHub outage never stops the
 * attestation.
 */








const base_tests_PERMISSION = 'actions: read';
/** The pull request's merge base, or its base SHA when GitHub cannot say. */
async function mergeBase(octokit, repo, lookup) {
    const { base } = lookup;
    if (base.kind === 'commit')
        return base.sha;
    try {
        const answer = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', { ...repo, basehead: `${base.baseSha}...${base.headSha}`, per_page: 1 });
        const sha = (0,json_fields/* text */.Qq)((0,json_fields.at)(answer.data, 'merge_base_commit', 'sha'));
        if (sha !== undefined && /^[0-9a-f]{40,64}$/.test(sha))
            return sha;
    }
    catch (error) {
        lookup.connection.logger.info(`The merge base of the pull request is not known (${(0,src_text/* printable */.g$)((0,errors/* errorMessage */.gJ)(error))}): its base commit ${base.baseSha.slice(0, 12)} is compared instead.`);
    }
    return base.baseSha;
}
/** When this run was created, in ms; `now` when GitHub cannot say. */
async function ownStart(octokit, repo, lookup) {
    if (lookup.ownRunId === undefined)
        return lookup.now;
    try {
        const answer = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', { ...repo, run_id: lookup.ownRunId });
        const created = Date.parse((0,json_fields/* text */.Qq)((0,json_fields.at)(answer.data, 'created_at')) ?? '');
        return Number.isNaN(created) ? lookup.now : created;
    }
    catch {
        return lookup.now;
    }
}
async function search(lookup) {
    const { connection, artifactName } = lookup;
    return (0,github_connection/* withOctokit */.s2)(connection, async (octokit, repo) => {
        const baseCommit = await mergeBase(octokit, repo, lookup);
        const runs = {
            octokit,
            repo,
            artifactName,
            logger: connection.logger,
            ...(lookup.ownRunId !== undefined && { ownRunId: lookup.ownRunId })
        };
        const exact = await exactRun(runs, baseCommit);
        if (exact !== undefined)
            return { baseCommit, run: exact, source: 'exact' };
        const branch = lookup.base.branch;
        if (branch === undefined)
            return { baseCommit };
        const before = await ownStart(octokit, repo, lookup);
        const near = await approximateRun(runs, branch, before);
        return near === undefined
            ? { baseCommit }
            : { baseCommit, run: near, source: 'approximate' };
    });
}
function reasonOf(error, doing, token) {
    if (error instanceof failure/* GitHubApiError */.OS || error instanceof unzip_limits/* ArchiveRefusedError */.Zf) {
        return error.message;
    }
    return (0,failure.describeGitHubFailure)(error, {
        doing,
        permission: base_tests_PERMISSION,
        secrets: [token]
    });
}
function notFound(lookup, baseCommit) {
    const where = lookup.base.branch
        ? ` nor on an earlier push run of branch ${lookup.base.branch}`
        : '';
    return `no push, merge queue or schedule run of this repository on the base commit ${baseCommit.slice(0, 12)} holds the artifact ${lookup.artifactName}${where}: upload the tests-file output as that artifact on the default branch (docs/pull-requests.md)`;
}
function artifactLabel(lookup) {
    return JSON.stringify(lookup.artifactName);
}
/** The base inventory's artifact, downloaded, or why there is none. */
async function findBaseTests(lookup) {
    const { token } = lookup.connection;
    let found;
    try {
        found = await search(lookup);
    }
    catch (error) {
        const doing = `find the base commit's artifact ${artifactLabel(lookup)}`;
        return { source: 'none', reason: reasonOf(error, doing, token) };
    }
    const { baseCommit, run, source } = found;
    if (run === undefined || source === undefined) {
        return { source: 'none', baseCommit, reason: notFound(lookup, baseCommit) };
    }
    try {
        const downloaded = await downloadRunArtifacts({
            ...lookup.connection,
            runId: run.id,
            pattern: lookup.artifactName,
            listed: [run.artifact],
            destination: lookup.destination,
            tmpDir: lookup.tmpDir,
            limits: lookup.limits
        });
        return {
            source,
            commit: run.headSha,
            baseCommit,
            run: { id: run.id, ...(run.url !== undefined && { url: run.url }) },
            files: downloaded.files
        };
    }
    catch (error) {
        const doing = `download the artifact ${artifactLabel(lookup)} of run ${run.id}`;
        return {
            source: 'none',
            baseCommit,
            reason: reasonOf(error, doing, token)
        };
    }
}

// EXTERNAL MODULE: ./src/github/from-env.ts
var from_env = __webpack_require__(5809);
;// CONCATENATED MODULE: ./src/github/run-jobs.ts
/**
 * How many legs a matrix job has, counted from a workflow run's jobs
 * (`GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs`, the latest
 * attempt, every page checked by pages.ts): GitHub names a matrix job's
 * legs `<name> (<values>)`, and a job without a matrix `<name>`. A leg that
 * was cancelled or failed before writing its report is still a job, so the
 * count is what a complete matrix gives (docs/matrix.md).
 */




const JobsPageSchema = schemas/* object */.Ikc({
    total_count: schemas/* number */.aig().int().min(0),
    jobs: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* number */.aig(), name: schemas/* string */.YjP() }))
});
/** Whether a job's name is `name` or one of its matrix legs, `name (…)`. */
function isLegOf(jobName, name) {
    return (jobName === name ||
        (jobName.startsWith(`${name} (`) && jobName.endsWith(')')));
}
/** The number of the run's jobs named `job` or `job (…)`. */
async function countMatrixJobs(connection, options) {
    const { runId, job, logger } = options;
    try {
        return await (0,github_connection/* withOctokit */.s2)(connection, async (octokit, repo) => {
            const jobs = await (0,github_pages/* readAllPages */.s$)(octokit, {
                route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs',
                params: { ...repo, run_id: runId, filter: 'latest' },
                what: `the jobs of run ${runId}`,
                read: (data) => {
                    const page = JobsPageSchema.safeParse(data);
                    return page.success
                        ? { items: page.data.jobs, total: page.data.total_count }
                        : undefined;
                },
                logger
            });
            return jobs.filter((j) => isLegOf(j.name, job)).length;
        });
    }
    catch (error) {
        if (error instanceof failure/* GitHubApiError */.OS)
            throw error;
        throw new failure/* GitHubApiError */.OS((0,failure.describeGitHubFailure)(error, {
            doing: `count the jobs of run ${runId} for expected-legs`,
            permission: 'actions: read',
            secrets: [connection.token]
        }), undefined, { cause: error });
    }
}

;// CONCATENATED MODULE: ./src/github/index.ts
/**
 * The GitHub side of the pull-request gate: which pull request a run is
 * about and reports downloaded from the run that
 * triggered a `workflow_run` event.
 *
 * Everything comes in as parameters (token, GITHUB_API_URL, GITHUB_REPOSITORY,
 * the event name and the parsed GITHUB_EVENT_PATH payload, a logger); nothing
 * reads the environment or @actions/github's context. Importing this module
 * has no side effect and loads neither Octokit, undici nor the zip reader:
 * they are imported on the first call that needs them.
 */













/***/ }),

/***/ 5884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ bytesLimit),
/* harmony export */   LO: () => (/* binding */ LocalWriteError),
/* harmony export */   MK: () => (/* binding */ defaultLimits),
/* harmony export */   TL: () => (/* binding */ quoted),
/* harmony export */   Zf: () => (/* binding */ ArchiveRefusedError)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
/**
 * What an artifact's zip may hold. A fork's pull request controls the zip
 * that the `workflow_run` recipe downloads, so every figure here is a
 * ceiling on what a stranger can make the trusted job write or hold.
 */

const DEFAULT_MAX_BYTES = 1024 ** 3;
const MAX_ENTRIES = 10_000;
const MAX_NAME_BYTES = 1024;
function defaultLimits(maxBytes = DEFAULT_MAX_BYTES) {
    return { maxBytes, maxEntries: MAX_ENTRIES, maxNameBytes: MAX_NAME_BYTES };
}
/**
 * A zip that is not a valid archive, or holds what we refuse. Never
 * retried: downloading it again brings the same bytes.
 */
class ArchiveRefusedError extends Error {
    name = 'ArchiveRefusedError';
}
/**
 * Bytes that could not be written on this runner (a full disk, a name too
 * long for its file system, a read-only folder): not the artifact's doing
 * nor GitHub's, and not tried again.
 */
class LocalWriteError extends Error {
    name = 'LocalWriteError';
}
/** A name from the archive as it may be printed: quoted, escaped, cut short. */
function quoted(name) {
    const shown = name.length > 200 ? `${name.slice(0, 200)}…` : name;
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(JSON.stringify(shown));
}
/** `1,073,741,824 bytes (artifact-max-bytes)` */
function bytesLimit(limits) {
    return `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .grouped */ .zD)(limits.maxBytes)} bytes (artifact-max-bytes)`;
}


/***/ })

};

//# sourceMappingURL=405.index.js.map