export const id = 4416;
export const ids = [4416];
export const modules = {

/***/ 5015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ isForkPullRequest),
/* harmony export */   QX: () => (/* binding */ forkRestricted),
/* harmony export */   TU: () => (/* binding */ triggeringRunOf),
/* harmony export */   _n: () => (/* binding */ pullRequestOf),
/* harmony export */   m_: () => (/* binding */ PULL_REQUEST_EVENTS)
/* harmony export */ });
/* harmony import */ var _json_fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1011);
/**
 * What a workflow's event payload (the JSON file at GITHUB_EVENT_PATH) says
 * about pull requests: which one the run is about, and whether it comes
 * from a fork. Pure functions of the event name and the parsed payload.
 */

/** Events whose payload holds `pull_request`. */
const PULL_REQUEST_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment'
]);
/**
 * The fork events GitHub starts without secrets and with a read-only
 * GITHUB_TOKEN (`pull_request_target` and `workflow_run` run in the base
 * repository's context instead).
 */
const RESTRICTED_EVENTS = new Set([
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment'
]);
const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
function pullOf(value) {
    const number = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .positiveInteger */ .Cq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(value, 'number'));
    if (number === undefined)
        return undefined;
    return { number, headSha: (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(value, 'head', 'sha')) };
}
/** The payload's `pull_request`, and whether its head is in a fork. */
function eventPullOf(payload) {
    const value = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'pull_request');
    const pull = pullOf(value);
    if (!pull)
        return undefined;
    // A deleted fork leaves head.repo null: still a fork.
    const fork = !sameRepo((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(value, 'head', 'repo'), (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(value, 'base', 'repo'));
    return { ...pull, fork };
}
/** Whether two repositories of the payload have the same `full_name`. */
function sameRepo(a, b) {
    const left = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(a, 'full_name'))?.toLowerCase();
    return left !== undefined && left === (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(b, 'full_name'))?.toLowerCase();
}
function isSha(value) {
    return value !== undefined && SHA.test(value);
}
function fromPullRequestEvent(eventName, payload) {
    const pull = eventPullOf(payload);
    const headSha = pull?.headSha;
    if (!pull || !isSha(headSha)) {
        return none(`the ${eventName} payload has no pull_request.head.sha`);
    }
    return { kind: 'found', number: pull.number, headSha, fork: pull.fork };
}
function none(reason) {
    return { kind: 'none', reason };
}
function fromWorkflowRun(run) {
    if (!(0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(run)) {
        return none('the workflow_run payload has no workflow_run');
    }
    const event = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(run.event);
    if (!event || !PULL_REQUEST_EVENTS.has(event)) {
        return none(`the triggering run came from a ${JSON.stringify(event ?? '')} ` +
            'event, not a pull request');
    }
    const headSha = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(run.head_sha);
    if (!isSha(headSha))
        return none('the workflow_run payload has no head_sha');
    const fork = !sameRepo(run.head_repository, run.repository);
    const pulls = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .entries */ .jO)(run.pull_requests).flatMap((entry) => {
        const pull = pullOf(entry);
        return pull ? [pull] : [];
    });
    const pull = pulls.find((p) => p.headSha === headSha) ?? pulls[0];
    if (pull)
        return { kind: 'found', number: pull.number, headSha, fork };
    const owner = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(run.head_repository, 'owner', 'login'));
    const branch = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(run.head_branch);
    if (!owner || !branch) {
        return none('the workflow_run payload lists no pull request and has no ' +
            'head_repository.owner.login or head_branch to look one up by');
    }
    return { kind: 'lookup', head: `${owner}:${branch}`, headSha, fork: true };
}
/**
 * The pull request an event is about: from `pull_request` on the pull
 * request events, from `workflow_run.pull_requests` (the entry whose head is
 * the run's head SHA) on `workflow_run`, else what to look up.
 */
function pullRequestOf(eventName, payload) {
    if (PULL_REQUEST_EVENTS.has(eventName)) {
        return fromPullRequestEvent(eventName, payload);
    }
    if (eventName === 'workflow_run') {
        return fromWorkflowRun((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'workflow_run'));
    }
    return none(`${JSON.stringify(eventName)} events are not about a pull request`);
}
/**
 * Whether the event is about a pull request whose head lives in another
 * repository (a fork), on the pull request events and on a workflow_run that
 * a fork's pull request triggered.
 */
function isForkPullRequest(eventName, payload) {
    if (PULL_REQUEST_EVENTS.has(eventName)) {
        return eventPullOf(payload)?.fork === true;
    }
    const run = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'workflow_run');
    const event = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(run, 'event'));
    if (eventName !== 'workflow_run' || !event)
        return false;
    return (PULL_REQUEST_EVENTS.has(event) &&
        !sameRepo((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(run, 'head_repository'), (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(run, 'repository')));
}
/**
 * A fork's pull request on an event GitHub runs without secrets and with a
 * read-only GITHUB_TOKEN: nothing can be attested (no Kosli token) and no
 * comment posted; the step can still summarise.
 */
function forkRestricted(eventName, payload) {
    return (RESTRICTED_EVENTS.has(eventName) && isForkPullRequest(eventName, payload));
}
/** The run that triggered a `workflow_run` event, else undefined. */
function triggeringRunOf(eventName, payload) {
    if (eventName !== 'workflow_run')
        return undefined;
    const run = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'workflow_run');
    const id = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .positiveInteger */ .Cq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(run, 'id'));
    if (id === undefined)
        return undefined;
    const result = { id };
    const headSha = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(run, 'head_sha'));
    if (isSha(headSha))
        result.headSha = headSha;
    const event = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(run, 'event'));
    if (event)
        result.event = event;
    return result;
}


/***/ }),

/***/ 920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   xY: () => (/* binding */ hasMarker)
/* harmony export */ });
/* unused harmony exports COMMENT_BODY_LIMIT, commentBody */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('the pull request comment marker key is empty');
    const encoded = encodeURIComponent(key);
    if (encoded.length > MARKER_KEY_LIMIT) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`the pull request comment marker key is over ${MARKER_KEY_LIMIT} characters ` +
            'once encoded: use a shorter attestation name');
    }
    return `${MARKER_PREFIX}${encoded} -->`;
}
/**
 * Whether a comment body starts with this marker as its whole first line.
 * Report text never makes a comment's first line (withMarker puts the
 * marker there), so a marker anywhere else is someone's text, not ours.
 */
function hasMarker(body, marker) {
    if (!body)
        return false;
    return body.split(/\r?\n/, 1)[0] === marker;
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
    const run = input.runUrl ? safeUrl(input.runUrl) : undefined;
    const parts = [
        input.updatedAt ? `Updated ${text(input.updatedAt, 40)}` : '',
        input.commit ? `for commit ${inlineCode(input.commit.slice(0, 12))}` : '',
        run ? `[Workflow run](${run})` : ''
    ].filter((part) => part !== '');
    return parts.length === 0 ? '' : `<sub>${parts.join(' · ')}</sub>`;
}
/**
 * A verdict headline, a link to the check run, the details, a link to the
 * trail, and when, for which commit and by which run the comment was last
 * written.
 */
function commentBody(input) {
    const verdict = input.passed
        ? `### ✅ Kosli: ${text(input.title, 200)} passed`
        : `### ❌ Kosli: ${text(input.title, 200)} failed`;
    const parts = [verdict];
    const checkRun = input.checkRunUrl ? safeUrl(input.checkRunUrl) : undefined;
    if (checkRun) {
        parts.push(`[Check run Kosli: ${text(input.title, 200)}](${checkRun}): every failure on its line.`);
    }
    if (input.details?.trim())
        parts.push(input.details.trim());
    const trail = input.trailUrl ? safeUrl(input.trailUrl) : undefined;
    if (trail)
        parts.push(`[Open the trail in Kosli](${trail})`);
    const last = footer(input);
    if (last !== '')
        parts.push(last);
    return parts.join('\n\n');
}


/***/ }),

/***/ 4416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iL: () => (/* reexport */ envDiffCommentDetails),
  Kr: () => (/* reexport */ junitCommentDetails)
});

// UNUSED EXPORTS: COMMENT_BODY_LIMIT, COMMENT_MAX_CASES, commentBody, commentMarker, postComment, readEvent

// EXTERNAL MODULE: ./src/github/pr-comment/body.ts
var body = __webpack_require__(920);
// EXTERNAL MODULE: ./src/junit/index.ts + 38 modules
var junit = __webpack_require__(722);
// EXTERNAL MODULE: ./src/report/env-diff-summary.ts
var env_diff_summary = __webpack_require__(5568);
// EXTERNAL MODULE: ./src/report/failed-cases.ts + 1 modules
var failed_cases = __webpack_require__(3414);
// EXTERNAL MODULE: ./src/report/stopped-tests.ts
var stopped_tests = __webpack_require__(1711);
// EXTERNAL MODULE: ./src/report/summary.ts + 5 modules
var summary = __webpack_require__(1371);
// EXTERNAL MODULE: ./src/report/quarantine.ts
var quarantine = __webpack_require__(3672);
;// CONCATENATED MODULE: ./src/github/pr-comment/details.ts
/**
 * The pull request comment's details: the job summary's own pieces (verdict,
 * totals, failed cases, env-diff tables) with smaller limits, since a
 * comment is read in the conversation and GitHub caps its length.
 */






/** Failed cases shown in a comment; the job summary lists them all. */
const COMMENT_MAX_CASES = 10;
const COMMENT_CASES_BYTES = 24 * 1024;
const COMMENT_DIFF_LIMITS = { maxBytes: 32 * 1024, maxRowsPerTable: 20 };
const COMMENT_STOPPED = { budget: 12 * 1024, maxItems: COMMENT_MAX_CASES };
const STATUS_LINES = {
    'dry-run': '> [!NOTE]\n> Dry run: nothing was sent to Kosli.',
    'not-recorded': '> [!WARNING]\n> Kosli did not record this attestation: the job summary says how to resend it.',
    refused: '> [!WARNING]\n> Nothing was sent to Kosli: the reports were refused, and the job summary says why.',
    'fork-pull-request': '> [!NOTE]\n> A pull request from a fork runs without the Kosli token: nothing was sent to Kosli.'
};
/**
 * What a reviewer reads first: the verdict and the first failed cases, each
 * linked to its line; then the totals and what became of the attestation.
 */
function junitCommentDetails(input) {
    const { files } = input.outcome;
    const totals = (0,junit/* totalsOf */.vA)(files);
    const q = input.quarantine;
    const parts = [
        (0,summary/* verdict */.WJ)(totals, input.status === undefined),
        q === undefined ? '' : (0,quarantine/* quarantineBanner */.T)(q, totals.failures + totals.errors),
        (0,failed_cases/* failedCasesSection */.k5)(files, COMMENT_CASES_BYTES, {
            maxCases: COMMENT_MAX_CASES,
            ...(input.source !== undefined && { source: input.source })
        }),
        q === undefined ? '' : (0,quarantine/* quarantineSection */.Q)(q, COMMENT_CASES_BYTES),
        (0,summary/* totalsTable */.uH)(totals),
        input.stoppedTests === undefined
            ? ''
            : (0,stopped_tests/* stoppedTestsSection */.a)(input.stoppedTests, COMMENT_STOPPED),
        input.status === undefined ? '' : STATUS_LINES[input.status]
    ];
    return parts.filter((part) => part !== '').join('\n\n');
}
/** The verdict and the env-diff tables, cut to a comment's size. */
function envDiffCommentDetails(input) {
    return (0,env_diff_summary/* envDiffBody */.hp)(input, COMMENT_DIFF_LIMITS).trim();
}

// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
;// CONCATENATED MODULE: ./src/github/pr-comment/post.ts
/**
 * The sticky pull request comment of a finished step: which pull request
 * the event is about, and the comment's text from what the mode reported.
 */



function readEvent(deps) {
    const name = deps.env.GITHUB_EVENT_NAME ?? '';
    const path = deps.env.GITHUB_EVENT_PATH;
    let payload = {};
    try {
        if (path)
            payload = deps.readEvent(path);
    }
    catch (error) {
        deps.logger.debug(`The event payload could not be read: ${String(error)}`);
    }
    const run = triggeringRunOf(name, payload);
    return {
        name,
        payload,
        forkRestricted: forkRestricted(name, payload),
        ...(run !== undefined && { triggeringRun: run })
    };
}
function runUrl(env) {
    const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = env;
    if (!GITHUB_SERVER_URL || !GITHUB_REPOSITORY || !GITHUB_RUN_ID)
        return undefined;
    return `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`;
}
/** The token to comment with, or undefined (said why) when none is posted. */
function commentToken(input, logger) {
    const { pr, event, result } = input;
    if (pr.comment === 'off' || result.pullRequest === undefined)
        return undefined;
    if (event.forkRestricted) {
        logger.info('No pull request comment: a fork’s pull request gets a read-only token; the workflow_run recipe comments instead.');
        return undefined;
    }
    if (pr.githubToken === undefined) {
        logger.warn('No pull request comment: github-token is empty; pass ${{ github.token }} with `pull-requests: write`.');
    }
    return pr.githubToken;
}
function bodyOf(result, report, at) {
    const run = runUrl(at.deps.env);
    const trail = result.outputs['trail-url'];
    const checkRun = result.outputs['check-run-url'];
    return commentBody({
        passed: report.passed,
        title: report.title,
        details: report.details,
        ...(run !== undefined && { runUrl: run }),
        ...(trail !== undefined && { trailUrl: trail }),
        ...(checkRun !== undefined && { checkRunUrl: checkRun }),
        updatedAt: new Date(at.deps.now()).toISOString(),
        commit: at.headSha
    });
}
/**
 * Posts or updates the comment when pr-comment asks for one and the event
 * is about a pull request; returns its URL. GitHub failures come back as
 * warnings already logged, never as a throw.
 */
async function postComment(input, deps) {
    const report = input.result.pullRequest;
    const token = commentToken(input, deps.logger);
    if (token === undefined || report === undefined)
        return undefined;
    // GitHub's client loads only when a comment is to be posted.
    const { findPullRequest } = await __webpack_require__.e(/* import() */ 6074).then(__webpack_require__.bind(__webpack_require__, 6074));
    const { upsertComment } = await __webpack_require__.e(/* import() */ 5362).then(__webpack_require__.bind(__webpack_require__, 5362));
    const connection = connectionFromEnv(token, deps.env, deps.logger);
    const found = await findPullRequest({
        ...connection,
        eventName: input.event.name,
        payload: input.event.payload
    });
    const pull = found.pullRequest;
    if (pull === undefined)
        return undefined;
    const posted = await upsertComment({
        ...connection,
        pullNumber: pull.number,
        marker: report.key,
        body: bodyOf(input.result, report, { deps, headSha: pull.headSha }),
        mode: input.pr.comment,
        passed: report.passed
    });
    return posted.url;
}

;// CONCATENATED MODULE: ./src/github/pr-comment/index.ts
/**
 * The sticky pull request comment, in one place: its details from a step's
 * result (`details.ts`), its text and hidden marker (`body.ts`), whose
 * comments count as ours (`author.ts`), posting or updating it
 * (`upsert.ts`), and the action's side (`post.ts`: which pull request, when).
 *
 * Importing this folder loads neither zod nor Octokit: `post.ts` imports
 * them on the first comment, so the action's start stays small.
 */





/***/ }),

/***/ 2585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ fitItems)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4285);

/**
 * Joins items while they fit in the byte budget, keeping room for the line
 * that says how many were left out. Items are pulled lazily, so a huge
 * outcome costs only what is shown.
 */
function fitItems(items, options) {
    const separator = options.separator ?? '\n';
    const reserve = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(options.more(options.total)) + (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(separator);
    const parts = [];
    let used = 0;
    const maxItems = options.maxItems ?? Infinity;
    for (const item of items) {
        if (parts.length >= maxItems)
            break;
        const cost = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(item) + (parts.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(separator) : 0);
        const last = parts.length + 1 === options.total;
        if (used + cost + (last ? 0 : reserve) > options.budget)
            break;
        parts.push(item);
        used += cost;
    }
    const left = options.total - parts.length;
    if (left > 0)
        parts.push(options.more(left));
    return { text: parts.join(separator), shown: options.total - left };
}


/***/ }),

/***/ 5568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BH: () => (/* binding */ renderEnvDiffFailClosed),
/* harmony export */   Mz: () => (/* binding */ instancesText),
/* harmony export */   hC: () => (/* binding */ renderEnvDiffSummary),
/* harmony export */   hp: () => (/* binding */ envDiffBody)
/* harmony export */ });
/* unused harmony exports DEFAULT_SUMMARY_LIMITS, sideNames */
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2585);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4285);


const DEFAULT_SUMMARY_LIMITS = {
    maxBytes: 256 * 1024,
    maxRowsPerTable: 200
};
const MAX_PODS = 5;
const SHORT_FINGERPRINT = 12;
const HEADERS = ['Name', 'Fingerprint', 'Flow', 'Commit', 'Instances', 'Pods'];
// Room kept for the closing note that says rows were left out.
const NOTE_RESERVE = 300;
function fingerprintCell(fingerprint) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inlineCode */ .ti)(fingerprint.slice(0, SHORT_FINGERPRINT));
}
function commitCell(value) {
    if (!value)
        return '';
    const url = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .safeUrl */ .Pl)(value);
    if (url === undefined)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(value);
    const last = url.replace(/\/+$/, '').split('/').pop() ?? '';
    const label = /^[0-9a-f]{7,}$/.test(last) ? last.slice(0, 7) : 'commit';
    return `[${label}](${url})`;
}
function podsCell(pods) {
    const list = pods ?? [];
    const shown = list.slice(0, MAX_PODS).map((pod) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(pod, 100));
    const more = list.length - MAX_PODS;
    return more > 0 ? `${shown.join(', ')} … +${more} more` : shown.join(', ');
}
function count(n) {
    return n === null || n === undefined ? '?' : String(n);
}
/** Instance counts as `s1 → s2`; an absent side counts 0. */
function instancesText(artifact, side) {
    const s1 = artifact.s1_instance_count ?? artifact.instance_count;
    const s2 = artifact.s2_instance_count ?? artifact.instance_count;
    if (side === 'only1')
        return `${count(s1)} → 0`;
    if (side === 'only2')
        return `0 → ${count(s2)}`;
    return `${count(artifact.s1_instance_count)} → ${count(artifact.s2_instance_count)}`;
}
function row(artifact, side) {
    const cells = [
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(artifact.name),
        fingerprintCell(artifact.fingerprint),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(artifact.flow ?? ''),
        commitCell(artifact.commit_url),
        instancesText(artifact, side),
        podsCell(artifact.pods)
    ];
    return `| ${cells.join(' | ')} |`;
}
function* rows(section, maxRows) {
    for (const artifact of section.artifacts.slice(0, maxRows)) {
        yield row(artifact, section.side);
    }
}
const HEAD = `| ${HEADERS.join(' | ')} |\n|${' --- |'.repeat(HEADERS.length)}`;
// What a section costs besides its rows (title, header, the "more" line),
// reserved up front so a full budget still leaves every section its title.
const SECTION_RESERVE = 200;
/** The section's table, rows cut to what fits; `budget.bytes` shrinks. */
function renderSection(section, budget) {
    const title = `### ${section.title} (${section.artifacts.length})`;
    if (section.artifacts.length === 0) {
        return { markdown: `${title}\n\nNone.\n`, left: 0 };
    }
    const fitted = (0,_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .fitItems */ .Y)(rows(section, budget.maxRows), {
        total: section.artifacts.length,
        budget: Math.max(0, budget.bytes),
        more: (left) => `\n… ${left} more not shown.`
    });
    budget.bytes -= (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(fitted.text);
    return {
        markdown: `${title}\n\n${HEAD}\n${fitted.text}\n`,
        left: section.artifacts.length - fitted.shown
    };
}
function heading(snapshot1, snapshot2) {
    return `## Kosli env-diff: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(snapshot1)} → ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(snapshot2)}`;
}
/**
 * What names each side: its environment, or the whole expression when both
 * sides are snapshots of one environment.
 */
function sideNames(input) {
    return input.environment1 === input.environment2
        ? [input.snapshot1, input.snapshot2]
        : [input.environment1, input.environment2];
}
function verdictLines(input) {
    const { verdict, diff } = input;
    const mark = verdict.passed ? '✅ Passed' : '❌ Failed';
    const id1 = diff.snappish1.snapshot_id ?? input.snapshot1;
    const id2 = diff.snappish2.snapshot_id ?? input.snapshot2;
    return [
        `**${mark}**: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(verdict.reason, 1000)}.`,
        '',
        `Compared ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(id1)} with ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(id2)}. ` +
            `Not changed: ${verdict.counts.notChanged}.`,
        ''
    ];
}
/** The job summary: a heading naming both snapshots, then the body. */
function renderEnvDiffSummary(input, limits = DEFAULT_SUMMARY_LIMITS) {
    const title = heading(input.snapshot1, input.snapshot2);
    return `${title}\n\n${envDiffBody(input, limits)}`;
}
/**
 * The verdict and one table per kind of difference, within the limits:
 * the job summary's body, and the pull request comment's with smaller ones.
 */
function envDiffBody(input, limits) {
    const out = verdictLines(input);
    const [name1, name2] = sideNames(input);
    const budget = {
        bytes: limits.maxBytes -
            (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(out.join('\n')) -
            NOTE_RESERVE -
            3 * SECTION_RESERVE,
        maxRows: limits.maxRowsPerTable
    };
    const sections = [
        {
            title: `Only in ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(name1)}`,
            side: 'only1',
            artifacts: input.diff.snappish1.artifacts
        },
        {
            title: `Only in ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(name2)}`,
            side: 'only2',
            artifacts: input.diff.snappish2.artifacts
        },
        {
            title: 'Changed instance count',
            side: 'changed',
            artifacts: input.diff.changed.artifacts
        }
    ];
    let left = 0;
    for (const section of sections) {
        const rendered = renderSection(section, budget);
        out.push(rendered.markdown);
        left += rendered.left;
    }
    if (left > 0) {
        out.push(`${left} rows were left out to keep this summary small; the diff-file output holds the full diff.`, '');
    }
    return out.join('\n');
}
/** The summary of a gate that got no answer: it fails, never passes. */
function renderEnvDiffFailClosed(snapshot1, snapshot2, message) {
    return [
        heading(snapshot1, snapshot2),
        '',
        '**❌ Failed closed**: the diff could not be read from Kosli, so the gate cannot pass.',
        '',
        `> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(message, 2000)}`,
        ''
    ].join('\n');
}


/***/ }),

/***/ 3414:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k5: () => (/* binding */ failedCasesSection)
});

// UNUSED EXPORTS: headlineOf, renderFailedCase

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/report/budget.ts
var report_budget = __webpack_require__(2585);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
;// CONCATENATED MODULE: ./src/report/source-link.ts

function fileUrl(base, file, line) {
    if (!/^[0-9a-f]{7,64}$/i.test(base.commit))
        return undefined;
    const path = file.split('/').map(encodeURIComponent).join('/');
    const blob = base.provider === 'gitlab' ? '-/blob' : 'blob';
    const anchor = line === undefined ? '' : `#L${line}`;
    const repo = base.repoUrl.replace(/\/+$/, '');
    return (0,markdown/* safeUrl */.Pl)(`${repo}/${blob}/${base.commit}/${path}${anchor}`);
}
/** `path:line` (a link where it can be), or '' when the case has no file. */
function sourceLocation(failed, base) {
    if (failed.file === undefined)
        return '';
    const line = failed.line === undefined ? '' : `:${failed.line}`;
    const shown = (0,markdown/* inlineCode */.ti)(`${failed.file}${line}`);
    const url = base === undefined || failed.inWorkspace !== true
        ? undefined
        : fileUrl(base, failed.file, failed.line);
    return url === undefined ? shown : `[${shown}](${url})`;
}

;// CONCATENATED MODULE: ./src/report/failed-cases.ts




/** How much of each trace: less when there are many cases to show. */
const FEW_CASES = 50;
const TRACE_FEW = { lines: 30, chars: 3_000 };
const TRACE_MANY = { lines: 10, chars: 1_000 };
const MESSAGE_CHARS = 2_000;
const HEADLINE_MESSAGE_CHARS = 200;
/**
 * The message's first meaningful line: not blank, and not an introduction
 * that ends with a colon when a line follows it (MSTest's `Test method …
 * threw exception:` comes before the exception itself).
 */
function headlineOf(message) {
    const lines = message
        .split(/\r?\n|\r/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
    const meaningful = lines.find((line, i) => !line.endsWith(':') || i === lines.length - 1);
    return meaningful ?? '';
}
/** One case: a one-line `<summary>`, details and trace folded below it. */
function renderFailedCase(failed, view = { trace: TRACE_FEW }) {
    const traceSize = view.trace;
    const icon = failed.kind === 'error' ? '⛔' : '❌';
    const headline = (0,markdown/* text */.Qq)(headlineOf(failed.message), HEADLINE_MESSAGE_CHARS);
    const facts = [
        `**${failed.kind === 'error' ? 'Error' : 'Failure'}**`,
        failed.classname ? `class ${(0,markdown/* text */.Qq)(failed.classname)}` : '',
        sourceLocation(failed, view.source)
    ].filter((fact) => fact !== '');
    const trace = (0,markdown/* firstLines */.UV)(failed.trace, traceSize.lines, traceSize.chars);
    const message = (0,markdown/* text */.Qq)(failed.message, MESSAGE_CHARS);
    const body = [
        facts.join(' · '),
        // The headline already shows a short one-line message.
        message === headline ? '' : message,
        trace === '' ? '' : (0,markdown/* codeBlock */.DV)(trace)
    ].filter((part) => part !== '');
    return [
        `<details><summary>${icon} <b>${(0,markdown/* text */.Qq)(failed.suite)} › ${(0,markdown/* text */.Qq)(failed.name)}</b>` +
            `${headline === '' ? '' : `: ${headline}`}</summary>`,
        '',
        ...body.flatMap((part) => [part, '']),
        '</details>'
    ].join('\n');
}
function* allFailedCases(files) {
    for (const file of files) {
        for (const suite of file.suites)
            yield* suite.failedCases;
    }
}
function counts(files) {
    let listed = 0;
    let unlisted = 0;
    let failing = 0;
    for (const file of files) {
        for (const suite of file.suites) {
            listed += suite.failedCases.length;
            unlisted += suite.failedCasesOmitted;
            failing += suite.result.failures + suite.result.errors;
        }
    }
    return { listed, unlisted, failing };
}
/**
 * `### Failed cases`, within `budget` bytes and at most `maxCases` cases;
 * empty when nothing failed.
 */
function failedCasesSection(files, budget, options = {}) {
    const { maxCases, source } = options;
    const { listed, unlisted, failing } = counts(files);
    if (failing === 0 && listed === 0)
        return '';
    const heading = '### Failed cases';
    const withoutCases = failing - listed - unlisted;
    const footer = withoutCases > 0
        ? `${(0,src_text/* plural */.LS)(withoutCases, 'more failure or error', 'more failures or errors')} ` +
            'counted from suite attributes, without test cases to show.'
        : '';
    const cases = (0,report_budget/* fitItems */.Y)((function* () {
        const trace = listed > FEW_CASES ? TRACE_MANY : TRACE_FEW;
        const view = { trace, ...(source !== undefined && { source }) };
        for (const failed of allFailedCases(files)) {
            yield renderFailedCase(failed, view);
        }
    })(), {
        // Cases the parser did not keep are never yielded: they always land
        // in the "more" line.
        total: listed + unlisted,
        budget: budget - (0,markdown/* byteLength */.dp)(heading + footer) - 4,
        ...(maxCases !== undefined && { maxItems: maxCases }),
        separator: '\n\n',
        more: (left) => `… and ${(0,src_text/* plural */.LS)(left, 'more failed case')} not shown.`
    });
    return [heading, cases.text, footer]
        .filter((part) => part !== '')
        .join('\n\n');
}


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   UV: () => (/* binding */ firstLines),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   dp: () => (/* binding */ byteLength),
/* harmony export */   ml: () => (/* binding */ shorten),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   xZ: () => (/* binding */ bytePrefix)
/* harmony export */ });
/* unused harmony export inert */
/**
 * Building blocks for GitHub-flavoured Markdown made from untrusted report
 * text: names, messages and traces can hold anything, including Markdown,
 * HTML, table pipes and code fences.
 */
function byteLength(text) {
    return Buffer.byteLength(text, 'utf8');
}
// C0/C1 controls other than tab and newline render as nothing or break the
// page; invisible format characters (bidi overrides such as U+202E,
// zero-width ones) would make a name read as something else, as in logs
// (src/text.ts); lone surrogates cannot be encoded. All show as U+FFFD.
const UNPRINTABLE = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function printable(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .replace(UNPRINTABLE, '\ufffd')
        .replace(LONE_SURROGATE, '\ufffd');
}
/**
 * The longest start of `text` that is at most `max` UTF-8 bytes, ending on
 * a character boundary (GitHub counts some limits in bytes).
 */
function bytePrefix(text, max) {
    if (byteLength(text) <= max)
        return text;
    const { read } = new TextEncoder().encodeInto(text, new Uint8Array(Math.max(0, max)));
    return text.slice(0, read);
}
/** At most `max` code points, with an ellipsis when cut. */
function shorten(text, max) {
    if (text.length <= max)
        return text;
    const points = Array.from(text);
    if (points.length <= max)
        return text;
    return `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}
// Every character that means something to Markdown, GFM tables, GitHub math
// or HTML becomes a numeric reference: literal text in both Markdown and
// HTML contexts (table cells, <summary>), and never a cell separator.
const SPECIAL = /[&<>"'`|*_[\]\\~$]/g;
// GitHub turns `@name` into a mention (a notification), `#12`, `GH-12` and
// `owner/repo#12` into cross-references, `GHSA-xxxx-xxxx-xxxx` into a link
// to an advisory, and a bare `https://…` or `www.…` into a link, in
// comments, check runs and job summaries alike. A zero-width joiner after
// the sign (or the `GH`, `GHSA` prefix) reads the same and stops all of them.
const ZWJ = '\u200d';
const AUTOLINKED = /@(?=\w)|(?<!\w)#(?=\d)|(?<=[\w.-]\/[\w.-]+)#(?=\d)|\bGH(?=-\d)|\bGHSA(?=-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}\b)|:(?=\/\/)|\bwww(?=\.)/gi;
/** Report text that GitHub shows as written: no mention, reference or link. */
function inert(value) {
    return value.replace(AUTOLINKED, (sign) => `${sign}${ZWJ}`);
}
/**
 * One line of plain text, safe anywhere inline (table cells included):
 * whitespace runs and newlines become one space, then cut to `max` code
 * points, then made inert and escaped.
 */
function text(value, max = 300) {
    const line = printable(value).replace(/\s+/g, ' ').trim();
    return inert(shorten(line, max)).replace(SPECIAL, (char) => `&#${char.charCodeAt(0)};`);
}
/** The first `maxLines` lines of `value`, at most `maxChars` code points. */
function firstLines(value, maxLines, maxChars) {
    const lines = printable(value).replace(/\s+$/, '').split('\n');
    const kept = lines.slice(0, maxLines).join('\n');
    const cut = shorten(kept, maxChars);
    return lines.length > maxLines && cut === kept ? `${kept}\n…` : cut;
}
/**
 * A fenced code block that the content cannot close: the fence is longer
 * than any backtick run inside.
 */
function codeBlock(value) {
    const body = printable(value);
    const longest = Math.max(0, ...Array.from(body.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}text\n${body}\n${fence}`;
}
/** A code span that the content cannot close; newlines become spaces. */
function inlineCode(value, max = 300) {
    const body = shorten(printable(value).replace(/\s+/g, ' ').trim(), max);
    const longest = Math.max(0, ...Array.from(body.matchAll(/`+/g), (m) => m[0].length));
    const ticks = '`'.repeat(longest + 1);
    const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${body}${pad}${ticks}`;
}
/** An http(s) URL usable as a Markdown link target, else undefined. */
function safeUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    // URL leaves parentheses as they are; in a Markdown link they would end
    // the target.
    return url.href.replaceAll('(', '%28').replaceAll(')', '%29');
}
/** Seconds as `12.345 s` or `1 h 2 min 3.5 s`. */
function formatSeconds(seconds) {
    if (seconds > 0 && seconds < 0.001)
        return '< 0.001 s';
    const millis = Math.round(seconds * 1000);
    const hours = Math.floor(millis / 3_600_000);
    const minutes = Math.floor((millis % 3_600_000) / 60_000);
    const parts = [
        hours > 0 ? `${hours} h` : '',
        millis >= 60_000 ? `${minutes} min` : '',
        `${(millis % 60_000) / 1000} s`
    ];
    return parts.filter((part) => part !== '').join(' ');
}


/***/ }),

/***/ 3672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ quarantineSection),
/* harmony export */   T: () => (/* binding */ quarantineBanner)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4285);
/**
 * The quarantine as the job summary, the pull request comment and the
 * check run show it (docs/quarantine.md): which failures were excused, by
 * which entry (owner, issue, expiry), which entries expired, expire soon or
 * match nothing, and, plainly, that Kosli still records the failures.
 */


const LISTED = 50;
function issueLink(issue) {
    const url = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .safeUrl */ .Pl)(issue);
    return url === undefined ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(issue, 200) : `[${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(issue, 120)}](${url})`;
}
function caseRow(c) {
    const test = [c.suite, c.classname, c.name].filter((p) => p !== '');
    const { entry } = c;
    return `| ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(test.join(' › '), 200)} | ${c.status} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(entry.owner, 80)} | ${issueLink(entry.issue)} | ${entry.expires} | line ${entry.line} |`;
}
function caseTable(cases) {
    const rows = cases.slice(0, LISTED).map(caseRow);
    const more = cases.length > LISTED
        ? [``, `… and ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .grouped */ .zD)(cases.length - LISTED)} more`]
        : [];
    return [
        '| Test | Status | Owner | Issue | Expires | Entry |',
        '| --- | --- | --- | --- | --- | --- |',
        ...rows,
        ...more
    ];
}
function entryLine(e) {
    return `- line ${e.line}: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(e.selector, 200)}, owner ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(e.owner, 80)}, ${issueLink(e.issue)}, expires ${e.expires}`;
}
function entryList(entries) {
    const more = entries.length > LISTED
        ? [`- … and ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .grouped */ .zD)(entries.length - LISTED)} more`]
        : [];
    return [...entries.slice(0, LISTED).map(entryLine), ...more];
}
/** The plain statement of what Kosli records and why the step passed. */
function quarantineBanner(q, failures) {
    if (q.passedBecause !== true)
        return '';
    return [
        '> [!WARNING]',
        `> **Passed because of the quarantine**: Kosli records this attestation as **non-compliant** (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(failures, 'failed or errored test')}); the step passed only because every failure is quarantined by ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(q.file)} (read from ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(q.from, 200)}).`
    ].join('\n');
}
function sourceLine(q) {
    const sha = q.sha256 === undefined
        ? ''
        : `, sha256 ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(q.sha256.slice(0, 16))}…`;
    return `List: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(q.file)} from ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(q.from, 200)}${sha}.`;
}
/** The section's lines about the failures: excused, expired. */
function caseLines(q) {
    const lines = [];
    if (q.excused.length > 0) {
        lines.push('', `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(q.excused.length, 'failure')} quarantined (a warning each; they do not fail the step, and Kosli records them):`, '', ...caseTable(q.excused));
    }
    if (q.expired.length > 0) {
        lines.push('', `❌ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(q.expired.length, 'failure')} matched only expired entries, which excuse nothing:`, '', ...caseTable(q.expired));
    }
    return lines;
}
/** The section's lines about the entries: expired, expiring, stale. */
function entryLines(q) {
    const lines = [];
    if (q.expiredEntries.length > 0) {
        lines.push('', 'Expired entries (renew them in a reviewed change, or remove them):', ...entryList(q.expiredEntries));
    }
    if (q.nearExpiry.length > 0) {
        lines.push('', 'Entries expiring within a week:', ...entryList(q.nearExpiry));
    }
    if (q.stale === undefined) {
        if (q.inactive === undefined) {
            lines.push('', 'Stale entries are not known: this run has no list of every test.');
        }
    }
    else if (q.stale.length > 0) {
        lines.push('', 'Stale entries (they match no test of this run):', ...entryList(q.stale));
    }
    return lines;
}
/**
 * The "Quarantined" section, within `maxBytes` (the lists are cut to the
 * first entries; the evidence archive holds them all).
 */
function quarantineSection(q, maxBytes = 64 * 1024) {
    const lines = ['### Quarantined', '', sourceLine(q)];
    if (q.inactive !== undefined) {
        lines.push('', `⚠️ The list excuses nothing: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(q.inactive, 500)}.`);
    }
    if (q.closed !== undefined) {
        lines.push('', `❌ No failure is excused: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(q.closed, 500)}.`);
    }
    lines.push(...caseLines(q), ...entryLines(q));
    let section = lines.join('\n');
    while ((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .byteLength */ .dp)(section) > maxBytes && lines.length > 3) {
        lines.splice(lines.length - 2, 1);
        section = `${lines.join('\n')}\n\n… cut to fit; the evidence archive holds the whole list.`;
    }
    return section;
}


/***/ }),

/***/ 1711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ stoppedTestsSection)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2585);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4285);
/**
 * The section on tests that stopped running (the removed-tests gate), for
 * the job summary, the check run (which shows the summary) and the pull
 * request comment: what the run was compared with, the tests removed and
 * newly skipped within a byte budget with the count of the rest, and what
 * the gate did. Test names are plain text, escaped here.
 */



const REASON_CHARS = 1_000;
function short(commit) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(commit.slice(0, 12));
}
/** Where the base inventory came from, as a phrase. */
function sourceText(report) {
    const base = report.baseCommit ?? report.commit;
    const at = base === undefined ? 'the base commit' : `base commit ${short(base)}`;
    const run = report.runUrl === undefined ? undefined : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .safeUrl */ .Pl)(report.runUrl);
    const ran = run === undefined ? 'a run' : `[a run](${run})`;
    if (report.source === 'exact')
        return `${at} (${ran} on that commit)`;
    if (report.source === 'file') {
        const from = report.commit === undefined ? '' : ` of ${short(report.commit)}`;
        return `the inventory${from} given as base-tests`;
    }
    const on = report.commit === undefined ? '' : ` on ${short(report.commit)}`;
    const branch = report.branch === undefined
        ? 'the base branch'
        : `branch ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(report.branch)}`;
    return `${at}, **approximately**: it has no inventory, so ${ran} of ${branch}${on}, the newest before this one, stands in`;
}
function listOf(title, labels, view) {
    const { budget } = view;
    if (labels.length === 0)
        return '';
    const head = `**${title}** (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .grouped */ .zD)(labels.length)}):`;
    const fitted = (0,_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .fitItems */ .Y)(labels.map((label) => `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(label, 300)}`), {
        total: labels.length,
        budget: budget - (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .byteLength */ .dp)(head) - 2,
        more: (left) => `- … and ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .grouped */ .zD)(left)} more (the evidence file kosli-tests-stopped.json lists them all)`,
        ...(view.maxItems !== undefined && { maxItems: view.maxItems })
    });
    return `${head}\n\n${fitted.text}`;
}
function gateLine(report, stopped) {
    if (stopped === 0)
        return '';
    if (report.allowedBy !== undefined) {
        return `✅ Allowed by the pull request label ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(report.allowedBy)}; the attestation records it (kosli_attest_removed_allowed_by).`;
    }
    return report.mode === 'fail'
        ? '❌ removed-tests is fail: the step fails. If the change is meant, label the pull request to allow it (allow-removed-label).'
        : '⚠️ removed-tests is warn: the step does not fail for it.';
}
function headline(report, stopped) {
    const counts = `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .grouped */ .zD)(report.removed.length)} removed, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .grouped */ .zD)(report.newlySkipped.length)} newly skipped, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .grouped */ .zD)(report.added)} added, of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(report.baseCount, 'test')} in the base`;
    const icon = stopped === 0 ? '✅' : report.allowedBy === undefined ? '⚠️' : '✅';
    const what = stopped === 0
        ? '**No test stopped running**'
        : `**${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(stopped, 'test')} stopped running**`;
    return `${icon} ${what} since ${sourceText(report)}: ${counts}.`;
}
function notCompared(report) {
    const icon = report.fails ? '❌' : report.warned ? '⚠️' : 'ℹ️';
    const fails = report.fails ? ' on-missing-base is fail: the step fails.' : '';
    return `${icon} **Not compared** with the base commit: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(report.reason ?? 'no base inventory', REASON_CHARS)}.${fails}`;
}
/** The section, `### Tests that stopped running` first, within the budget. */
function stoppedTestsSection(report, view) {
    const title = '### Tests that stopped running';
    if (report.source === 'none')
        return `${title}\n\n${notCompared(report)}`;
    const stopped = report.removed.length + report.newlySkipped.length;
    const notes = [
        ...(report.caveats ?? []).map((caveat) => `⚠️ ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(caveat, 500)}`),
        report.removed.length > 0 && report.added > 0
            ? 'A renamed or moved test counts as one removed and one added.'
            : '',
        report.byHash
            ? 'An inventory kept only hashes (a very large run): tests are named where this run kept their names.'
            : ''
    ].filter((note) => note !== '');
    const head = [title, headline(report, stopped), gateLine(report, stopped)]
        .filter((part) => part !== '')
        .join('\n\n');
    const left = view.budget - (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .byteLength */ .dp)(head) - (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .byteLength */ .dp)(notes.join(' ')) - 8;
    const removed = listOf('Removed (in the base, not in this run)', report.removed, { ...view, budget: left / 2 });
    const skipped = listOf('Newly skipped (ran in the base, skipped now)', report.newlySkipped, { ...view, budget: left - (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .byteLength */ .dp)(removed) });
    return [head, removed, skipped, notes.join(' ')]
        .filter((part) => part !== '')
        .join('\n\n');
}


/***/ }),

/***/ 1371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bp: () => (/* binding */ junitSummary),
  uH: () => (/* binding */ totalsTable),
  WJ: () => (/* binding */ verdict)
});

// UNUSED EXPORTS: SUMMARY_LIMIT_BYTES

// EXTERNAL MODULE: ./src/junit/index.ts + 38 modules
var junit = __webpack_require__(722);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/report/failed-cases.ts + 1 modules
var failed_cases = __webpack_require__(3414);
// EXTERNAL MODULE: ./src/report/markdown.ts
var report_markdown = __webpack_require__(4285);
// EXTERNAL MODULE: ./src/report/budget.ts
var report_budget = __webpack_require__(2585);
;// CONCATENATED MODULE: ./src/report/notes.ts



/** Beyond this many notes the list is folded away. */
const OPEN_NOTES = 20;
const NOTE_CHARS = 1_000;
/**
 * The notes, plus the reading errors of failed files that have no note, grouped by file then suite in order of appearance.
 */
function collectNotes(files, notes) {
    const messages = new Map();
    for (const note of notes) {
        const list = messages.get(note.file);
        if (list)
            list.push(note.message);
        else
            messages.set(note.file, [note.message]);
    }
    const extra = [];
    for (const file of files) {
        const { error } = file;
        if (file.status !== 'failed' || error === undefined)
            continue;
        // A failed file's only notes say why it failed.
        if (!messages.has(file.path)) {
            const message = `could not be read: ${error}`;
            extra.push({ level: 'warning', file: file.path, message });
        }
    }
    const groups = new Map();
    for (const note of [...extra, ...notes]) {
        const key = JSON.stringify([note.file, note.suite ?? null]);
        const group = groups.get(key);
        if (group)
            group.push(note);
        else
            groups.set(key, [note]);
    }
    return [...groups.values()].flat();
}
function renderNote(note) {
    const icon = note.level === 'warning' ? '⚠️' : 'ℹ️';
    const where = note.suite === undefined
        ? `**${(0,report_markdown/* text */.Qq)(note.file)}**`
        : `**${(0,report_markdown/* text */.Qq)(note.file)}** › ${(0,report_markdown/* text */.Qq)(note.suite)}`;
    return `- ${icon} ${where}: ${(0,report_markdown/* text */.Qq)(note.message, NOTE_CHARS)}`;
}
/** `### Notes`: warnings and notices per file and suite, within `budget`. */
function notesSection(files, notes, budget) {
    const all = collectNotes(files, notes);
    if (all.length === 0)
        return '';
    const warnings = all.filter((note) => note.level === 'warning').length;
    const heading = '### Notes';
    const counts = `${(0,src_text/* plural */.LS)(warnings, 'warning')} and ${(0,src_text/* plural */.LS)(all.length - warnings, 'notice')}`;
    const folded = all.length > OPEN_NOTES;
    const open = folded ? `<details><summary>${counts}</summary>\n\n` : '';
    const close = folded ? '\n\n</details>' : '';
    const list = (0,report_budget/* fitItems */.Y)((function* () {
        for (const note of all)
            yield renderNote(note);
    })(), {
        total: all.length,
        budget: budget - (0,report_markdown/* byteLength */.dp)(heading + open + close) - 2,
        more: (left) => `\n… and ${(0,src_text/* plural */.LS)(left, 'more note')} not shown.`
    });
    return `${heading}\n\n${open}${list.text}${close}`;
}

;// CONCATENATED MODULE: ./src/report/repeated.ts


const LISTED = 30;
function repeatedSection(repeated, maxBytes) {
    if (repeated === undefined || repeated.total === 0)
        return '';
    const lines = [
        '### Flaky (retried)',
        '',
        `${(0,src_text/* plural */.LS)(repeated.total, 'test')} both failed and passed in this run, written once per attempt; every attempt counts as written (a failed attempt stays a failure):`,
        ''
    ];
    for (const c of repeated.cases.slice(0, LISTED)) {
        const test = [c.suite, c.classname, c.name].filter((p) => p !== '');
        const line = `- ${(0,report_markdown/* inlineCode */.ti)(test.join(' › '), 200)}: ${c.attempts.length} attempts (${c.attempts.join(', ')})`;
        if ((0,report_markdown/* byteLength */.dp)(lines.join('\n')) + (0,report_markdown/* byteLength */.dp)(line) > maxBytes)
            break;
        lines.push(line);
    }
    const shown = lines.length - 4;
    if (repeated.total > shown) {
        lines.push(`- … and ${(0,src_text/* grouped */.zD)(repeated.total - shown)} more`);
    }
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/report/quarantine.ts
var quarantine = __webpack_require__(3672);
;// CONCATENATED MODULE: ./src/report/passed.ts
/** Tests that ran and neither failed, errored nor were skipped. */
function passedOf(counts) {
    return Math.max(0, counts.tests - counts.failures - counts.errors - counts.skipped);
}

;// CONCATENATED MODULE: ./src/report/suites-table.ts




/** Beyond this many rows the full table is folded away. */
const OPEN_TABLE_ROWS = 50;
// File and suite share one column (the file in small print under the suite)
// so that the table fits GitHub's width.
const HEADER = [
    '| Suite · file | Tests | Passed | Failures | Errors | Skipped | Flaky | Duration |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'
].join('\n');
function failing(suite) {
    return suite.result.failures + suite.result.errors > 0;
}
/** The file's format beside its path, unless it is plain JUnit. */
function formatOf(file) {
    const { format } = file;
    return format === undefined || format === 'junit' ? '' : ` · ${format}`;
}
function renderRow(row) {
    const file = `<br><sub>${(0,report_markdown/* text */.Qq)(row.file.path)}${formatOf(row.file)}</sub>`;
    const { suite } = row;
    if (suite === undefined) {
        const status = row.file.status === 'failed' ? 'unreadable' : 'skipped';
        return `| *(${status}: see notes)*${file} | | | | | | | |`;
    }
    const r = suite.result;
    // A suite that ran no test proves nothing: never a check mark.
    const icon = failing(suite) ? '❌' : r.total === 0 ? '⚠️' : '✅';
    const passed = passedOf({
        tests: r.total,
        failures: r.failures,
        errors: r.errors,
        skipped: r.skipped
    });
    const cells = [
        r.total,
        passed,
        r.failures,
        r.errors,
        r.skipped,
        suite.flaky
    ].map(src_text/* grouped */.zD);
    return `| ${icon} ${(0,report_markdown/* text */.Qq)(r.name)}${file} | ${cells.join(' | ')} | ${(0,report_markdown/* formatSeconds */.Xo)(r.duration)} |`;
}
/** Rows of the suites that `keep` accepts; all rows, unread files too, without it. */
function* rows(files, keep) {
    for (const file of files) {
        if (!keep && file.suites.length === 0 && file.status !== 'parsed') {
            yield { file };
            continue;
        }
        for (const suite of file.suites) {
            if (keep && !keep(suite))
                continue;
            yield { file, suite };
        }
    }
}
function countRows(files, keep) {
    let count = 0;
    for (const _row of rows(files, keep))
        count += 1;
    return count;
}
function table(files, keep, limits) {
    const total = countRows(files, keep);
    const fitted = (0,report_budget/* fitItems */.Y)((function* () {
        for (const row of rows(files, keep))
            yield renderRow(row);
    })(), {
        total,
        budget: limits.budget - (0,report_markdown/* byteLength */.dp)(HEADER) - 2,
        ...(limits.maxRows !== undefined && { maxItems: limits.maxRows }),
        more: (left) => `\n… and ${(0,src_text/* plural */.LS)(left, 'more row')} ${limits.more ?? 'not shown'}.`
    });
    return `${HEADER}\n${fitted.text}`;
}
/**
 * `### Suites`: one row per suite, grouped by file. A long table is folded
 * into `<details>`, with the failing suites shown openly above it.
 */
function suitesSection(files, budget) {
    const total = countRows(files);
    if (total === 0)
        return '';
    const heading = '### Suites';
    if (total <= OPEN_TABLE_ROWS) {
        return `${heading}\n\n${table(files, undefined, { budget: budget - (0,report_markdown/* byteLength */.dp)(heading) - 2 })}`;
    }
    const failingCount = countRows(files, failing);
    const failingPart = failingCount === 0
        ? ''
        : `Suites with failures or errors:\n\n${table(files, failing, {
            budget: budget / 3,
            maxRows: OPEN_TABLE_ROWS,
            more: 'in the full table below'
        })}\n\n`;
    const suiteCount = files.reduce((n, f) => n + f.suites.length, 0);
    const summary = `<details><summary>All ${(0,src_text/* plural */.LS)(suiteCount, 'suite')} in ${(0,src_text/* plural */.LS)(files.length, 'file')}</summary>`;
    const rest = budget - (0,report_markdown/* byteLength */.dp)(heading + failingPart + summary) - 40;
    return [
        heading,
        '',
        `${failingPart}${summary}`,
        '',
        table(files, undefined, { budget: rest }),
        '',
        '</details>'
    ].join('\n');
}

// EXTERNAL MODULE: ./src/report/stopped-tests.ts
var stopped_tests = __webpack_require__(1711);
;// CONCATENATED MODULE: ./src/report/legs-table.ts
/**
 * The job summary's table of a matrix's legs (docs/matrix.md): one row per
 * leg folder, the missing ones marked, and the legs expected but never
 * uploaded counted in a last row. Leg names are untrusted (artifact names)
 * and go through the Markdown escaping.
 */


/** Rows beyond this are counted, not shown (GitHub runs at most 256 jobs a matrix). */
const MAX_ROWS = 300;
function row(leg) {
    const name = (0,report_markdown/* text */.Qq)(leg.name, 100);
    if (leg.missing !== undefined) {
        return `| ⚠️ ${name} | *missing: ${(0,report_markdown/* text */.Qq)(leg.missing, 100)}* | | | | |`;
    }
    const icon = leg.failed + leg.errored > 0 ? '❌' : leg.tests === 0 ? '⚠️' : '✅';
    const cells = [leg.tests, leg.failed, leg.errored, leg.skipped].map(src_text/* grouped */.zD);
    return `| ${icon} ${name} | ${cells.join(' | ')} | ${(0,report_markdown/* formatSeconds */.Xo)(leg.duration)} |`;
}
/** The legs' section, for above the totals. */
/** Legs that did not report tests: folders without one, and none at all. */
function missingLegCount(input) {
    const { legs, expected } = input;
    const empty = legs.filter((leg) => leg.missing !== undefined).length;
    const absent = expected === undefined ? 0 : expected - legs.length;
    return Math.max(absent, 0) + empty;
}
/**
 * The verdict line when legs are missing and no reported test failed: the
 * tests that reported are clean, but the run is not, so never "Compliant".
 */
function incompleteVerdict(missing) {
    return `⚠️ **Incomplete**: no failures in the legs that reported, but ${(0,src_text/* plural */.LS)(missing, 'leg')} did not report tests; the step fails.`;
}
function legsSection(input) {
    const { legs, expected } = input;
    const found = legs.filter((leg) => leg.missing === undefined).length;
    const of = expected === undefined ? '' : ` of ${expected} expected`;
    const rows = legs.slice(0, MAX_ROWS).map(row);
    if (legs.length > MAX_ROWS) {
        rows.push(`| … ${(0,src_text/* plural */.LS)(legs.length - MAX_ROWS, 'more leg')} | | | | | |`);
    }
    const absent = expected === undefined ? 0 : expected - legs.length;
    if (absent > 0) {
        rows.push(`| ⚠️ *${(0,src_text/* plural */.LS)(absent, 'leg')} with no folder* | *missing: never uploaded* | | | | |`);
    }
    const missing = missingLegCount(input);
    return [
        `### Legs: ${found}${of} reported tests`,
        '',
        ...(missing > 0
            ? [
                `> [!WARNING]\n> **Missing legs**: ${(0,src_text/* plural */.LS)(missing, 'leg')} did not report tests; the step fails.`,
                ''
            ]
            : []),
        '| Leg | Tests | Failed | Errored | Skipped | Duration |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        ...rows
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/summary.ts











/**
 * GitHub refuses a step summary over 1 MiB; staying well under it leaves
 * room for whatever else the job writes.
 */
const SUMMARY_LIMIT_BYTES = 900 * 1024;
const RESEND_CHARS = 2_000;
function quoted(lines) {
    return lines
        .join('\n')
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
}
/** A step that keeps the folder after the job (RUNNER_TEMP is wiped). */
function uploadStep(dir) {
    return [
        '- uses: actions/upload-artifact@v4',
        '  if: failure()',
        '  with:',
        '    name: kosli-kept-payload',
        `    path: ${JSON.stringify(dir)}`
    ].join('\n');
}
function resendLines(input) {
    const lines = [];
    const kept = input.keptPayloadDir;
    // The runner's own path means nothing to a reader of the summary.
    if (input.payloadFile !== undefined && kept === undefined) {
        lines.push('The payload is in the step’s `payload-file` output.');
    }
    if (kept !== undefined) {
        lines.push(`The payload was kept in ${(0,report_markdown/* inlineCode */.ti)(kept)}. The runner removes it when the job ends; to keep it, add this step after this one:`, '', (0,report_markdown/* codeBlock */.DV)(uploadStep(kept)), '');
    }
    if (input.resendCommand !== undefined) {
        lines.push('To send it later:', '');
        lines.push((0,report_markdown/* codeBlock */.DV)((0,report_markdown/* shorten */.ml)(input.resendCommand, RESEND_CHARS)));
    }
    return lines;
}
function banner(input) {
    if (input.skipped !== undefined) {
        const link = input.skipped.link === undefined ? undefined : (0,report_markdown/* safeUrl */.Pl)(input.skipped.link);
        return quoted([
            '[!NOTE]',
            `**Not sent**: ${(0,report_markdown/* text */.Qq)(input.skipped.reason, 500)}.`,
            ...(link === undefined ? [] : [`[How to attest it](${link})`])
        ]);
    }
    if (input.dryRun) {
        return quoted([
            '[!NOTE]',
            '**Dry run**: nothing was sent to Kosli.',
            ...resendLines(input)
        ]);
    }
    if (!input.recorded || input.keptPayloadDir !== undefined) {
        const why = input.notRecorded;
        return quoted([
            '[!WARNING]',
            why?.maybeRecorded
                ? '**Maybe recorded**: the request went out, but its answer was lost. Look at the trail before resending.'
                : '**Not recorded**: this attestation is not in Kosli.',
            ...(why === undefined
                ? []
                : ['', 'Why:', '', (0,report_markdown/* codeBlock */.DV)((0,report_markdown/* shorten */.ml)(why.reason, RESEND_CHARS)), '']),
            ...resendLines(input)
        ]);
    }
    return '';
}
/**
 * The verdict line. `recorded` is false when the attestation is not in
 * Kosli (a refusal, a dry run, a failed send): the line then never says
 * what Kosli records.
 */
function verdict(totals, recorded = true) {
    const kind = (0,junit/* verdictOf */.Vj)(totals);
    if (kind === 'no-tests') {
        const why = totals.tests === 0
            ? 'the reports hold no test'
            : `all ${(0,src_text/* plural */.LS)(totals.tests, 'test')} skipped`;
        const kosli = recorded
            ? 'Kosli records this as compliant (no failures and no errors)'
            : 'Kosli counts no tests as compliant (no failures and no errors), but nothing was recorded';
        return `⚠️ **No tests ran**: ${why}. ${kosli}.`;
    }
    if (kind === 'compliant') {
        return '✅ **Compliant**: no failures and no errors.';
    }
    const bad = [
        totals.failures > 0 ? (0,src_text/* plural */.LS)(totals.failures, 'failure') : '',
        totals.errors > 0 ? (0,src_text/* plural */.LS)(totals.errors, 'error') : ''
    ].filter((part) => part !== '');
    return `❌ **Not compliant**: ${bad.join(' and ')} in ${(0,src_text/* plural */.LS)(totals.tests, 'test')}.`;
}
function totalsTable(totals) {
    const cells = [
        totals.suites,
        totals.tests,
        passedOf(totals),
        totals.failures,
        totals.errors,
        totals.skipped,
        totals.flaky
    ].map(src_text/* grouped */.zD);
    return [
        '| Suites | Tests | Passed | Failures | Errors | Skipped | Flaky |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        `| ${cells.join(' | ')} |`
    ].join('\n');
}
function destinationSection(input) {
    const d = input.destination;
    const recorded = input.recorded && !input.dryRun ? 'Recorded in' : 'Destination in';
    const lines = [
        `### ${recorded} Kosli`,
        '',
        `- Host: ${(0,report_markdown/* inlineCode */.ti)(d.host)}`,
        `- Org: ${(0,report_markdown/* inlineCode */.ti)(d.org)}`,
        `- Flow: ${(0,report_markdown/* inlineCode */.ti)(d.flow)}`,
        `- Trail: ${(0,report_markdown/* inlineCode */.ti)(d.trail)}`,
        `- Attestation: ${(0,report_markdown/* inlineCode */.ti)(d.attestationName)}`
    ];
    // A dry run recorded nothing, so the trail may not hold this attestation.
    const url = d.url === undefined || input.dryRun || !input.recorded
        ? undefined
        : (0,report_markdown/* safeUrl */.Pl)(d.url);
    if (url !== undefined)
        lines.push('', `[Open the trail in Kosli](${url})`);
    return lines.join('\n');
}
/** Cuts at a line boundary; only a guard, the sections keep to budgets. */
function capped(markdown) {
    if ((0,report_markdown/* byteLength */.dp)(markdown) <= SUMMARY_LIMIT_BYTES)
        return markdown;
    const notice = '\n\n… the summary was cut to stay under the size limit.\n';
    const room = SUMMARY_LIMIT_BYTES - (0,report_markdown/* byteLength */.dp)(notice);
    const cut = Buffer.from(markdown, 'utf8').subarray(0, room).toString('utf8');
    return cut.slice(0, cut.lastIndexOf('\n')) + notice;
}
/**
 * The job summary (Markdown) of a JUnit attestation: verdict, totals, the
 * failed cases, a table of suites, the notes and where the result went.
 * Stays under SUMMARY_LIMIT_BYTES whatever the size of the reports.
 */
/** The verdict of the tests, unless legs are missing from a clean run. */
function verdictLine(input, totals) {
    const missing = input.legs === undefined ? 0 : missingLegCount(input.legs);
    if (missing > 0 && (0,junit/* verdictOf */.Vj)(totals) !== 'failed') {
        return incompleteVerdict(missing);
    }
    return verdict(totals, input.recorded && input.keptPayloadDir === undefined);
}
function junitSummary(input) {
    const { files, notes } = input.outcome;
    const totals = (0,junit/* totalsOf */.vA)(files);
    const q = input.quarantine;
    const head = [
        // The name tells apart the summaries of a matrix's jobs.
        `## Kosli JUnit attestation ${(0,report_markdown/* inlineCode */.ti)(input.destination.attestationName, 100)}`,
        banner(input),
        verdictLine(input, totals),
        q === undefined ? '' : (0,quarantine/* quarantineBanner */.T)(q, totals.failures + totals.errors),
        input.legs === undefined ? '' : legsSection(input.legs),
        totalsTable(totals),
        destinationSection(input)
    ].filter((part) => part !== '');
    // Room for the separators and the guard's notice.
    let left = SUMMARY_LIMIT_BYTES - (0,report_markdown/* byteLength */.dp)(head.join('\n\n')) - 1_024;
    const stopped = input.stoppedTests === undefined
        ? ''
        : (0,stopped_tests/* stoppedTestsSection */.a)(input.stoppedTests, { budget: left / 4 });
    left -= (0,report_markdown/* byteLength */.dp)(stopped);
    const failed = (0,failed_cases/* failedCasesSection */.k5)(files, left / 2, {
        ...(input.source !== undefined && { source: input.source })
    });
    left -= (0,report_markdown/* byteLength */.dp)(failed);
    const quarantined = q === undefined ? '' : (0,quarantine/* quarantineSection */.Q)(q, left / 4);
    left -= (0,report_markdown/* byteLength */.dp)(quarantined);
    const retried = repeatedSection(input.outcome.repeated, left / 4);
    left -= (0,report_markdown/* byteLength */.dp)(retried);
    const noted = notesSection(files, notes, left / 2);
    left -= (0,report_markdown/* byteLength */.dp)(noted);
    const suites = suitesSection(files, left);
    const sections = [
        ...head,
        ...[stopped, failed, quarantined, retried, suites, noted]
    ];
    return capped(`${sections.filter((s) => s !== '').join('\n\n')}\n`);
}


/***/ })

};

//# sourceMappingURL=4416.index.js.map