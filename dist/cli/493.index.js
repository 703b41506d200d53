export const id = 493;
export const ids = [493];
export const modules = {

/***/ 8493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  attestJunitCommand: () => (/* binding */ attestJunitCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/api/index.ts + 12 modules
var api = __webpack_require__(4720);
// EXTERNAL MODULE: ./src/config/index.ts + 8 modules
var src_config = __webpack_require__(4531);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/modes/allow-artifact.ts
var allow_artifact = __webpack_require__(6108);
// EXTERNAL MODULE: ./src/artifact/fingerprint.ts + 1 modules
var artifact_fingerprint = __webpack_require__(2884);
// EXTERNAL MODULE: ./src/junit/index.ts + 30 modules
var junit = __webpack_require__(5218);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/report/markdown.ts
var report_markdown = __webpack_require__(4285);
;// CONCATENATED MODULE: ./src/report/annotations.ts


const ANNOTATION_LIMIT = 50;
/**
 * GitHub keeps only 10 error annotations per step (and 50 per job) made by
 * workflow commands (actions/toolkit docs/problem-matchers.md); the rest are
 * dropped silently, so a caller may want this as its limit.
 */
const ERROR_ANNOTATIONS_PER_STEP = 10;
const ANNOTATION_MESSAGE_BYTES = 4_096;
const TITLE_CHARS = 200;
const TRACE_LINES = 20;
/** At most `max` UTF-8 bytes, cut on a character boundary. */
function limitBytes(text, max) {
    if ((0,report_markdown/* byteLength */.dp)(text) <= max)
        return text;
    let cut = Buffer.from(text, 'utf8')
        .subarray(0, max - 3)
        .toString('utf8');
    // A character cut in half decodes as U+FFFD; drop it.
    cut = cut.replace(/\ufffd$/, '');
    return `${cut}…`;
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
/** The message, then the first lines of the trace unless they repeat it. */
function messageOf(failed) {
    const message = failed.message.trim();
    const trace = (0,report_markdown/* firstLines */.UV)(failed.trace, TRACE_LINES, ANNOTATION_MESSAGE_BYTES);
    const parts = message !== '' && trace.includes(message) ? [trace] : [message, trace];
    const text = parts.filter((part) => part !== '').join('\n\n');
    const fallback = failed.kind === 'error' ? 'Test errored' : 'Test failed';
    return limitBytes((0,report_markdown/* firstLines */.UV)(text || fallback, Infinity, Infinity), ANNOTATION_MESSAGE_BYTES);
}
/** A path GitHub can match to the repository: forward slashes, no `./`. */
function repoPath(file) {
    return file
        .trim()
        .replaceAll('\\', '/')
        .replace(/^(\.\/)+/, '');
}
function caseAnnotation(failed) {
    const annotation = {
        level: 'error',
        title: (0,report_markdown/* shorten */.ml)(oneLine(`${failed.suite} › ${failed.name}`), TITLE_CHARS),
        message: messageOf(failed)
    };
    const file = failed.file === undefined ? '' : repoPath(failed.file);
    if (file !== '') {
        annotation.file = file;
        const line = failed.line;
        if (line !== undefined && Number.isSafeInteger(line) && line > 0) {
            annotation.startLine = line;
        }
    }
    return annotation;
}
/** Failures and errors that the report counts but lists no case for. */
function uncasedFailures(suite) {
    const { failures, errors } = suite.result;
    return failures + errors - suite.failedCases.length - suite.failedCasesOmitted;
}
function suiteAnnotation(suite, count) {
    const { name, failures, errors } = suite.result;
    return {
        level: 'error',
        title: (0,report_markdown/* shorten */.ml)(oneLine(name), TITLE_CHARS),
        message: `The report counts ${(0,src_text/* plural */.LS)(failures, 'failure')} and ` +
            `${(0,src_text/* plural */.LS)(errors, 'error')} in this suite; ${count} of them come ` +
            'without a test case to show.'
    };
}
/**
 * One error annotation per failed or errored case, in report order, up to
 * `limit`; a suite whose attributes count failures without listing cases
 * gets one annotation for them. `omitted` counts the failed tests left out.
 */
function failureAnnotations(outcome, limit = ANNOTATION_LIMIT) {
    const annotations = [];
    let omitted = 0;
    for (const file of outcome.files) {
        for (const suite of file.suites) {
            for (const failed of suite.failedCases) {
                if (annotations.length < limit)
                    annotations.push(caseAnnotation(failed));
                else
                    omitted += 1;
            }
            omitted += suite.failedCasesOmitted;
            const uncased = uncasedFailures(suite);
            if (uncased <= 0)
                continue;
            if (annotations.length < limit) {
                annotations.push(suiteAnnotation(suite, uncased));
            }
            else
                omitted += uncased;
        }
    }
    return { annotations, omitted };
}

// EXTERNAL MODULE: ./src/report/budget.ts
var report_budget = __webpack_require__(2585);
;// CONCATENATED MODULE: ./src/report/failed-cases.ts



/** How much of each trace: less when there are many cases to show. */
const FEW_CASES = 50;
const TRACE_FEW = { lines: 30, chars: 3_000 };
const TRACE_MANY = { lines: 10, chars: 1_000 };
const MESSAGE_CHARS = 2_000;
const HEADLINE_MESSAGE_CHARS = 200;
function failed_cases_location(failed) {
    if (failed.file === undefined)
        return '';
    const line = failed.line === undefined ? '' : `:${failed.line}`;
    return (0,report_markdown/* inlineCode */.ti)(`${failed.file}${line}`);
}
/** One case: a one-line `<summary>`, details and trace folded below it. */
function renderFailedCase(failed, traceSize = TRACE_FEW) {
    const icon = failed.kind === 'error' ? '⛔' : '❌';
    const headline = (0,report_markdown/* text */.Qq)(failed.message.split('\n')[0] ?? '', HEADLINE_MESSAGE_CHARS);
    const facts = [
        `**${failed.kind === 'error' ? 'Error' : 'Failure'}**`,
        failed.classname ? `class ${(0,report_markdown/* text */.Qq)(failed.classname)}` : '',
        failed_cases_location(failed)
    ].filter((fact) => fact !== '');
    const trace = (0,report_markdown/* firstLines */.UV)(failed.trace, traceSize.lines, traceSize.chars);
    const message = (0,report_markdown/* text */.Qq)(failed.message, MESSAGE_CHARS);
    const body = [
        facts.join(' · '),
        // The headline already shows a short one-line message.
        message === headline ? '' : message,
        trace === '' ? '' : (0,report_markdown/* codeBlock */.DV)(trace)
    ].filter((part) => part !== '');
    return [
        `<details><summary>${icon} <b>${(0,report_markdown/* text */.Qq)(failed.suite)} › ${(0,report_markdown/* text */.Qq)(failed.name)}</b>` +
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
/** `### Failed cases`, within `budget` bytes; empty when nothing failed. */
function failedCasesSection(files, budget) {
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
        const size = listed > FEW_CASES ? TRACE_MANY : TRACE_FEW;
        for (const failed of allFailedCases(files)) {
            yield renderFailedCase(failed, size);
        }
    })(), {
        // Cases the parser did not keep are never yielded: they always land
        // in the "more" line.
        total: listed + unlisted,
        budget: budget - (0,report_markdown/* byteLength */.dp)(heading + footer) - 4,
        separator: '\n\n',
        more: (left) => `… and ${(0,src_text/* plural */.LS)(left, 'more failed case')} not shown.`
    });
    return [heading, cases.text, footer]
        .filter((part) => part !== '')
        .join('\n\n');
}

;// CONCATENATED MODULE: ./src/report/notes.ts



/** Beyond this many notes the list is folded away. */
const OPEN_NOTES = 20;
const NOTE_CHARS = 1_000;
/**
 * The notes, plus the reading errors of unreadable files that no note
 * already carries, grouped by file then suite in order of appearance.
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
        const known = messages.get(file.path)?.some((m) => m.includes(error));
        if (known !== true) {
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

;// CONCATENATED MODULE: ./src/report/suites-table.ts



/** Beyond this many rows the full table is folded away. */
const OPEN_TABLE_ROWS = 50;
const HEADER = [
    '| File | Suite | Tests | Failures | Errors | Skipped | Flaky | Duration |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |'
].join('\n');
function failing(suite) {
    return suite.result.failures + suite.result.errors > 0;
}
function renderRow(row) {
    const file = row.firstOfFile ? (0,report_markdown/* text */.Qq)(row.file.path) : '';
    const { suite } = row;
    if (suite === undefined) {
        const status = row.file.status === 'failed' ? 'unreadable' : 'skipped';
        return `| ${file} | *(${status}: see notes)* | | | | | | |`;
    }
    const r = suite.result;
    const icon = failing(suite) ? '❌' : '✅';
    const cells = [r.total, r.failures, r.errors, r.skipped, suite.flaky].map((n) => n.toLocaleString('en-US'));
    return `| ${file} | ${icon} ${(0,report_markdown/* text */.Qq)(r.name)} | ${cells.join(' | ')} | ${(0,report_markdown/* formatSeconds */.Xo)(r.duration)} |`;
}
/** Rows of the suites that `keep` accepts; all rows, unread files too, without it. */
function* rows(files, keep) {
    for (const file of files) {
        let first = true;
        if (!keep && file.suites.length === 0 && file.status !== 'parsed') {
            yield { file, firstOfFile: true };
            continue;
        }
        for (const suite of file.suites) {
            if (keep && !keep(suite))
                continue;
            yield { file, suite, firstOfFile: first };
            first = false;
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
function resendLines(input) {
    const lines = [];
    if (input.payloadFile !== undefined) {
        lines.push(`The payload is in ${(0,report_markdown/* inlineCode */.ti)(input.payloadFile)}.`);
    }
    if (input.keptPayloadDir !== undefined) {
        lines.push(`The payload was kept in ${(0,report_markdown/* inlineCode */.ti)(input.keptPayloadDir)}.`);
    }
    if (input.resendCommand !== undefined) {
        lines.push('To send it later:', '');
        lines.push((0,report_markdown/* codeBlock */.DV)((0,report_markdown/* shorten */.ml)(input.resendCommand, RESEND_CHARS)));
    }
    return lines;
}
function banner(input) {
    if (input.dryRun) {
        return quoted([
            '[!NOTE]',
            '**Dry run**: nothing was sent to Kosli.',
            ...resendLines(input)
        ]);
    }
    if (!input.recorded || input.keptPayloadDir !== undefined) {
        return quoted([
            '[!WARNING]',
            '**Not recorded**: this attestation is not in Kosli.',
            ...resendLines(input)
        ]);
    }
    return '';
}
function verdict(totals) {
    if (totals.failures === 0 && totals.errors === 0) {
        const tests = totals.tests === 0 ? ' (no tests ran)' : '';
        return `✅ **Compliant**: no failures and no errors${tests}.`;
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
        totals.failures,
        totals.errors,
        totals.skipped,
        totals.flaky
    ].map((n) => n.toLocaleString('en-US'));
    return [
        '| Suites | Tests | Failures | Errors | Skipped | Flaky |',
        '| ---: | ---: | ---: | ---: | ---: | ---: |',
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
    if (input.recorded && !input.dryRun && input.payloadFile !== undefined) {
        lines.push(`- Payload: ${(0,report_markdown/* inlineCode */.ti)(input.payloadFile)}`);
    }
    const url = d.url === undefined ? undefined : (0,report_markdown/* safeUrl */.Pl)(d.url);
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
function junitSummary(input) {
    const { files, notes } = input.outcome;
    const totals = (0,junit/* totalsOf */.vA)(files);
    const head = [
        '## Kosli JUnit attestation',
        banner(input),
        verdict(totals),
        totalsTable(totals),
        destinationSection(input)
    ].filter((part) => part !== '');
    // Room for the separators and the guard's notice.
    let left = SUMMARY_LIMIT_BYTES - (0,report_markdown/* byteLength */.dp)(head.join('\n\n')) - 1_024;
    const failed = failedCasesSection(files, left / 2);
    left -= (0,report_markdown/* byteLength */.dp)(failed);
    const noted = notesSection(files, notes, left / 2);
    left -= (0,report_markdown/* byteLength */.dp)(noted);
    const suites = suitesSection(files, left);
    const sections = [...head, failed, suites, noted];
    return capped(`${sections.filter((s) => s !== '').join('\n\n')}\n`);
}

;// CONCATENATED MODULE: ./src/modes/attest-name.ts

/**
 * `name` is `attestation` or `template-artifact.attestation`, split at the
 * dot like the Kosli CLI (docs/spec/kosli-cli.md, Attestation name and
 * artifact binding). An empty side or a second
 * dot is refused here rather than by the service.
 */
function parseAttestationName(name) {
    const parts = name.split('.');
    if (parts.length === 1)
        return { attestationName: name };
    const [artifact, attestation] = parts;
    if (parts.length > 2 || !artifact || !attestation) {
        throw new errors/* ConfigError */.xL(`name: "${name}" is not a valid attestation name; use unit-tests, or template-artifact.unit-tests to bind it to the template artifact (one dot, text on both sides)`);
    }
    return { attestationName: attestation, targetArtifact: artifact };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/context/git.ts
/**
 * Commit facts from the local git repository. git runs through execFile with
 * an argument array (no shell), and every failure (git missing, not a
 * repository, unknown commit) reads as "unknown" rather than an error: the
 * caller falls back to what the CI or event payload said.
 */


const execFileAsync = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const runGit = async (args, cwd) => {
    const { stdout } = await execFileAsync('git', [...args], {
        cwd,
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
        timeout: 30_000
    });
    return stdout;
};
// A user's log.showSignature=true would put gpg output into the format.
const SHOW = ['-c', 'log.showSignature=false', 'show', '-s', '--encoding=UTF-8'];
const FORMAT = '--format=%H%x00%an%x00%ae%x00%at%x00%B';
/** The commit `rev` names (sha, short sha, HEAD...), or undefined. */
async function readCommit(rev, options) {
    const run = options.run ?? runGit;
    let out;
    try {
        // --end-of-options: a revision starting with '-' is never an option.
        out = await run([...SHOW, FORMAT, '--end-of-options', `${rev}^{commit}`, '--'], options.cwd);
    }
    catch {
        return undefined;
    }
    const [sha1, name, email, at, ...message] = out.split('\u0000');
    if (!sha1 || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha1))
        return undefined;
    const commit = { sha1, message: message.join('\u0000').trim() };
    commit.author = `${name ?? ''} <${email ?? ''}>`;
    const seconds = Number(at);
    if (at && Number.isInteger(seconds))
        commit.timestamp = seconds;
    const parents = await rawParents(sha1, run, options.cwd);
    if (parents)
        commit.parents = parents;
    return commit;
}
/**
 * Parents as recorded in the commit object. `%P` would report none for the
 * boundary commit of a shallow clone (grafted), which would be a lie.
 */
async function rawParents(sha1, run, cwd) {
    try {
        const raw = await run(['cat-file', 'commit', sha1], cwd);
        const header = raw.split('\n\n', 1)[0] ?? '';
        return header
            .split('\n')
            .filter((line) => line.startsWith('parent '))
            .map((line) => line.slice('parent '.length).trim());
    }
    catch {
        return undefined;
    }
}
/** Short name of the checked-out branch; undefined when HEAD is detached. */
async function currentBranch(options) {
    const run = options.run ?? runGit;
    try {
        const out = await run(['symbolic-ref', '--quiet', '--short', 'HEAD'], options.cwd);
        return out.trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** `${base}` such that `${base}/${sha}` shows a commit, from remote origin. */
async function remoteCommitUrlBase(options) {
    const run = options.run ?? runGit;
    let url;
    try {
        url = (await run(['config', '--get', 'remote.origin.url'], options.cwd)).trim();
    }
    catch {
        return undefined;
    }
    const web = webRepoUrl(url);
    return web ? commitUrlBaseFor(web) : undefined;
}
/**
 * The https address of a repository from a clone URL: `git@host:path` and
 * ssh:// or git:// become https://host/path, userinfo (tokens) is removed,
 * and one trailing `.git` is dropped. Departure from the vendor CLI, which
 * removes the FIRST `.git` anywhere (mangling `o/x.github.io`). Local paths
 * and file:// give undefined.
 */
function webRepoUrl(remote) {
    const trimmed = remote.trim();
    // scp-like `user@host:path`; a one-letter "host" is a Windows drive.
    const scp = /^(?:[^@/]+@)?([^:/\\]{2,}):(?!\/\/)(.+)$/.exec(trimmed);
    let url;
    try {
        url = new URL(scp ? `https://${scp[1]}/${scp[2]}` : trimmed);
    }
    catch {
        return undefined;
    }
    if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol)) {
        return undefined;
    }
    if (!url.hostname)
        return undefined;
    const scheme = url.protocol === 'http:' ? 'http' : 'https';
    const port = scheme === url.protocol.slice(0, -1) && url.port ? `:${url.port}` : '';
    const path = url.pathname.replace(/\/+$/, '').replace(/\.git$/, '');
    return `${scheme}://${url.hostname}${port}${path}`;
}
/** gitlab hosts use `/-/commit`, bitbucket.org `/commits`, others `/commit`. */
function commitUrlBaseFor(webUrl) {
    const host = URL.parse(webUrl)?.hostname.toLowerCase() ?? '';
    if (host === 'bitbucket.org')
        return `${webUrl}/commits`;
    if (/(^|\.)gitlab\./.test(host))
        return `${webUrl}/-/commit`;
    return `${webUrl}/commit`;
}

;// CONCATENATED MODULE: ./src/context/repo-info.ts
/** Non-empty trimmed value of an environment variable, else undefined. */
function envValue(env, key) {
    const value = env[key]?.trim();
    return value ? value : undefined;
}
/**
 * The vendor CLI sends repo_info only when id, name and url are all known
 * (docs/spec/resources.md makes id optional, but the service keys repositories by it), so a
 * partial candidate is dropped with a warning saying what to set.
 */
function finishRepoInfo(candidate, hints, warnings) {
    const missing = ['id', 'name', 'url'].filter((k) => !candidate[k]);
    if (missing.length > 0) {
        const how = missing.map((k) => `${k} (${hints[k]})`).join(', ');
        warnings.push(`repo_info left out: no repository ${how}`);
        return undefined;
    }
    const info = {
        name: candidate.name ?? '',
        url: candidate.url ?? ''
    };
    if (candidate.id)
        info.id = candidate.id;
    if (candidate.description)
        info.description = candidate.description;
    if (candidate.provider)
        info.provider = candidate.provider;
    if (candidate.namespace_path?.length) {
        info.namespace_path = candidate.namespace_path;
    }
    const extra = candidate.additional_info;
    if (extra && Object.keys(extra).length > 0)
        info.additional_info = extra;
    return info;
}
/**
 * Explicit values win (vendor `mergeGitRepoInfo`): id, url and provider
 * whenever given; a given repository name also drops the CI-derived
 * namespace_path and additional_info, which described the detected name.
 */
function applyRepoOverrides(candidate, overrides = {}) {
    const merged = { ...candidate };
    if (overrides.repoId)
        merged.id = overrides.repoId;
    if (overrides.repoUrl)
        merged.url = overrides.repoUrl;
    if (overrides.repoProvider)
        merged.provider = overrides.repoProvider;
    if (overrides.repository) {
        merged.name = overrides.repository;
        delete merged.namespace_path;
        delete merged.additional_info;
    }
    return merged;
}

;// CONCATENATED MODULE: ./src/context/ci-azure.ts


const BY_PROVIDER = {
    GitHub: 'github',
    GitHubEnterprise: 'github',
    Bitbucket: 'bitbucket_cloud',
    Git: 'git',
    Svn: 'subversion'
};
/** Services (dev.azure.com, *.visualstudio.com) or Server, and its name. */
function azureCollection(uri) {
    let url;
    try {
        url = new URL(uri ?? '');
    }
    catch {
        return { provider: 'azure-devops' };
    }
    const host = url.hostname.toLowerCase();
    const segments = url.pathname.split('/').filter((s) => s.length > 0);
    if (host === 'dev.azure.com' || host.endsWith('.dev.azure.com')) {
        return { provider: 'azure_devops_services', name: segments[0] };
    }
    if (host.endsWith('.visualstudio.com')) {
        return { provider: 'azure_devops_services', name: host.split('.')[0] };
    }
    return { provider: 'azure_devops_server', name: segments.at(-1) };
}
function azureContext(env) {
    const v = (key) => envValue(env, key);
    const collectionUri = v('SYSTEM_COLLECTIONURI')?.replace(/\/*$/, '/');
    const project = v('SYSTEM_TEAMPROJECT');
    const projectUrl = collectionUri && project
        ? `${collectionUri}${encodeURIComponent(project)}`
        : undefined;
    const buildId = v('BUILD_BUILDID');
    return {
        ci: 'azure-devops',
        // PR builds check out a merge commit; the PR source commit is the head.
        commitSha: v('SYSTEM_PULLREQUEST_SOURCECOMMITID') ?? v('BUILD_SOURCEVERSION'),
        branch: branchOf(v('SYSTEM_PULLREQUEST_SOURCEBRANCH') ?? v('BUILD_SOURCEBRANCH')),
        originUrl: projectUrl && buildId
            ? `${projectUrl}/_build/results?buildId=${buildId}`
            : undefined,
        ...azureRepo(env, collectionUri, projectUrl),
        hints: {
            name: 'SYSTEM_COLLECTIONURI, SYSTEM_TEAMPROJECT and BUILD_REPOSITORY_NAME',
            url: 'BUILD_REPOSITORY_URI',
            id: 'BUILD_REPOSITORY_ID'
        },
        warnings: ['BUILD_SOURCEVERSION', 'BUILD_BUILDID', 'SYSTEM_COLLECTIONURI']
            .filter((key) => !v(key))
            .map((key) => `${key} is not set: the value it carries is left out`)
    };
}
/**
 * Azure Repos (TfsGit, or no provider) are named
 * `<collection>/<project>/<repo>`; other hosts keep their own name and
 * commit URLs (the vendor CLI builds an `_git` URL for them too, which 404s).
 */
function azureRepo(env, collectionUri, projectUrl) {
    const v = (key) => envValue(env, key);
    const project = v('SYSTEM_TEAMPROJECT');
    const repoName = v('BUILD_REPOSITORY_NAME');
    const kind = v('BUILD_REPOSITORY_PROVIDER') ?? '';
    const collection = azureCollection(collectionUri);
    const repo = {
        url: withoutUserinfo(v('BUILD_REPOSITORY_URI')),
        id: v('BUILD_REPOSITORY_ID'),
        provider: BY_PROVIDER[kind] ?? collection.provider
    };
    if (kind !== 'TfsGit' && kind !== '') {
        const web = webRepoUrl(v('BUILD_REPOSITORY_URI') ?? '');
        return {
            repo: { ...repo, name: repoName },
            commitUrlBase: web && commitUrlBaseFor(web)
        };
    }
    const scoped = collection.name && project;
    return {
        repo: {
            ...repo,
            name: scoped && repoName
                ? `${collection.name}/${project}/${repoName}`
                : undefined,
            namespace_path: scoped ? [collection.name ?? '', project] : undefined
        },
        commitUrlBase: projectUrl && repoName
            ? `${projectUrl}/_git/${encodeURIComponent(repoName)}/commit`
            : undefined
    };
}
/** Azure Repos URIs carry `org@`; a clone URL may carry a token. */
function withoutUserinfo(uri) {
    if (!uri)
        return undefined;
    try {
        const url = new URL(uri);
        url.username = '';
        url.password = '';
        return url.toString();
    }
    catch {
        return uri;
    }
}
/** `refs/heads/x` gives `x`; tags and PR merge refs give no branch. */
function branchOf(ref) {
    return ref?.startsWith('refs/heads/') ? ref.slice(11) : undefined;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
;// CONCATENATED MODULE: ./src/context/github.ts
/**
 * GitHub Actions context from the runner's environment and the event
 * payload (GITHUB_EVENT_PATH). The commit is the one the event is about:
 * on pull_request events GITHUB_SHA is a merge commit that exists nowhere
 * but on the runner, so the PR head is attested instead.
 */


const str = schemas/* string */.YjP().optional().catch(undefined);
const HeadCommitSchema = schemas/* object */.Ikc({
    id: str,
    message: str,
    timestamp: str,
    author: schemas/* object */.Ikc({ name: str, email: str }).optional().catch(undefined)
})
    .nullish()
    .catch(undefined);
const PayloadSchema = schemas/* object */.Ikc({
    after: str,
    head_commit: HeadCommitSchema,
    pull_request: schemas/* object */.Ikc({
        head: schemas/* object */.Ikc({ sha: str, ref: str }).optional().catch(undefined)
    })
        .optional()
        .catch(undefined),
    workflow_run: schemas/* object */.Ikc({
        head_sha: str,
        head_branch: schemas/* string */.YjP().nullish().catch(undefined),
        head_commit: HeadCommitSchema
    })
        .optional()
        .catch(undefined)
});
const PR_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment'
]);
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const isSha = (v) => v !== undefined && SHA.test(v) && !/^0+$/.test(v);
function githubContext(env, readEvent, overrides = {}) {
    const warnings = [];
    const event = envValue(env, 'GITHUB_EVENT_NAME') ?? '';
    const payload = loadPayload(env, readEvent, warnings);
    const target = eventTarget(event, payload, env, warnings);
    const server = envValue(env, 'GITHUB_SERVER_URL')?.replace(/\/+$/, '');
    const repo = envValue(env, 'GITHUB_REPOSITORY');
    const base = server && repo ? `${server}/${repo}` : undefined;
    if (!base) {
        warnings.push('GITHUB_SERVER_URL or GITHUB_REPOSITORY is not set: no commit URL, ' +
            'run URL or repository URL');
    }
    const ctx = { ci: 'github', warnings };
    if (target.sha)
        ctx.commitSha = target.sha;
    if (target.branch)
        ctx.branch = target.branch;
    if (target.eventCommit)
        ctx.eventCommit = target.eventCommit;
    const originUrl = overrides.originUrl ?? runUrl(env, base, warnings);
    if (originUrl)
        ctx.originUrl = originUrl;
    if (base)
        ctx.commitUrlBase = `${base}/commit`;
    const owner = envValue(env, 'GITHUB_REPOSITORY_OWNER') ?? repo?.split('/')[0];
    const candidate = applyRepoOverrides({
        name: repo,
        url: base,
        id: envValue(env, 'GITHUB_REPOSITORY_ID'),
        provider: 'github',
        namespace_path: owner ? [owner] : undefined
    }, overrides);
    const repoInfo = finishRepoInfo(candidate, {
        name: 'GITHUB_REPOSITORY',
        url: 'GITHUB_SERVER_URL and GITHUB_REPOSITORY',
        id: 'GITHUB_REPOSITORY_ID; set --repo-id'
    }, warnings);
    if (repoInfo)
        ctx.repoInfo = repoInfo;
    return ctx;
}
function loadPayload(env, readEvent, warnings) {
    const path = envValue(env, 'GITHUB_EVENT_PATH');
    if (!path)
        return {};
    let raw;
    try {
        raw = readEvent(path);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        warnings.push(`cannot read the event payload ${path}: ${reason}`);
        return {};
    }
    const parsed = PayloadSchema.safeParse(raw);
    if (parsed.success)
        return parsed.data;
    warnings.push(`the event payload ${path} is not a JSON object`);
    return {};
}
function eventTarget(event, payload, env, warnings) {
    if (PR_EVENTS.has(event)) {
        const head = payload.pull_request?.head;
        const branch = head?.ref ?? envValue(env, 'GITHUB_HEAD_REF');
        if (!isSha(head?.sha)) {
            warnings.push(`${event} payload has no pull_request.head.sha: commit left out ` +
                '(GITHUB_SHA is a merge commit, not the pull request head)');
            return branch ? { branch } : {};
        }
        const eventCommit = { sha1: head.sha };
        if (branch)
            eventCommit.branch = branch;
        return { sha: head.sha, eventCommit, ...(branch ? { branch } : {}) };
    }
    if (event === 'workflow_run') {
        const run = payload.workflow_run;
        const branch = run?.head_branch ?? undefined;
        if (!isSha(run?.head_sha)) {
            warnings.push('workflow_run payload has no workflow_run.head_sha: commit left out ' +
                '(GITHUB_SHA is the default branch head, not the triggering commit)');
            return branch ? { branch } : {};
        }
        const eventCommit = commitFacts(run.head_sha, run.head_commit);
        if (branch)
            eventCommit.branch = branch;
        return { sha: run.head_sha, eventCommit, ...(branch ? { branch } : {}) };
    }
    return refTarget(event, payload, env, warnings);
}
function refTarget(event, payload, env, warnings) {
    const head = payload.head_commit;
    const fromPayload = event === 'push'
        ? [payload.after, head?.id ?? undefined].find(isSha)
        : undefined;
    const sha = fromPayload ?? envValue(env, 'GITHUB_SHA');
    const ref = envValue(env, 'GITHUB_REF') ?? '';
    const branch = ref.startsWith('refs/heads/')
        ? (envValue(env, 'GITHUB_REF_NAME') ?? ref.slice('refs/heads/'.length))
        : undefined;
    const target = branch ? { branch } : {};
    if (!sha) {
        warnings.push('GITHUB_SHA is not set: commit left out');
        return target;
    }
    target.sha = sha;
    if (event === 'push')
        target.eventCommit = commitFacts(sha, head);
    return target;
}
function commitFacts(sha, head) {
    const facts = { sha1: sha };
    if (!head || head.id !== sha)
        return facts;
    if (head.message !== undefined)
        facts.message = head.message.trim();
    const { name, email } = head.author ?? {};
    if (name && email)
        facts.author = `${name} <${email}>`;
    const ms = head.timestamp ? Date.parse(head.timestamp) : NaN;
    if (Number.isFinite(ms))
        facts.timestamp = Math.floor(ms / 1000);
    return facts;
}
function runUrl(env, base, warnings) {
    const runId = envValue(env, 'GITHUB_RUN_ID');
    if (!base || !runId) {
        if (base)
            warnings.push('GITHUB_RUN_ID is not set: origin_url left out');
        return undefined;
    }
    const attempt = envValue(env, 'GITHUB_RUN_ATTEMPT');
    const run = `${base}/actions/runs/${runId}`;
    return attempt ? `${run}/attempts/${attempt}` : run;
}

;// CONCATENATED MODULE: ./src/context/ci.ts
/**
 * CI detection and the context of CIs other than GitHub, from the variables
 * each CI sets (vendor CLI `WhichCI` order and `ciTemplates` defaults). A
 * value the CI does not provide is left out with a warning saying what to
 * set; a value is never guessed.
 */




const DETECT = [
    ['BITBUCKET_BUILD_NUMBER', 'bitbucket'],
    ['GITHUB_RUN_NUMBER', 'github'],
    ['TEAMCITY_VERSION', 'teamcity'],
    ['GITLAB_CI', 'gitlab'],
    ['TF_BUILD', 'azure-devops'],
    ['CIRCLECI', 'circleci'],
    ['CODEBUILD_CI', 'codebuild'],
    ['JENKINS_URL', 'jenkins']
];
function detectCi(env) {
    return DETECT.find(([key]) => envValue(env, key))?.[1] ?? 'none';
}
/** The context of whichever CI runs us (GitHub reads its event payload). */
function resolveCiContext(env, readEvent, overrides = {}) {
    return detectCi(env) === 'github'
        ? githubContext(env, readEvent, overrides)
        : ciContext(env, overrides);
}
function ciContext(env, overrides = {}) {
    const facts = FACTS[detectCi(env)](env);
    const ctx = { ci: facts.ci, warnings: facts.warnings };
    if (facts.commitSha)
        ctx.commitSha = facts.commitSha;
    if (facts.branch)
        ctx.branch = facts.branch;
    const originUrl = overrides.originUrl ?? facts.originUrl;
    if (originUrl)
        ctx.originUrl = originUrl;
    else if (facts.ci !== 'none') {
        ctx.warnings.push(`${facts.ci} gives no build URL here: origin_url left out (set --origin-url)`);
    }
    if (facts.commitUrlBase)
        ctx.commitUrlBase = facts.commitUrlBase;
    const candidate = applyRepoOverrides(facts.repo, overrides);
    const repoInfo = finishRepoInfo(candidate, facts.hints, facts.warnings);
    if (repoInfo)
        ctx.repoInfo = repoInfo;
    return ctx;
}
/** Explicit flag names for the fields no CI variable carries. */
const FLAG_HINTS = {
    name: 'set --repository',
    url: 'set --repo-url',
    id: 'set --repo-id'
};
const FACTS = {
    github: (env) => ({ ...none(env), ci: 'github' }),
    gitlab,
    bitbucket,
    'azure-devops': azureContext,
    circleci,
    jenkins,
    codebuild,
    teamcity,
    none
};
function gitlab(env) {
    const v = (key) => envValue(env, key);
    const projectUrl = v('CI_PROJECT_URL');
    return {
        ci: 'gitlab',
        // Merged-results pipelines build a merge commit; attest the MR head.
        commitSha: v('CI_MERGE_REQUEST_SOURCE_BRANCH_SHA') ?? v('CI_COMMIT_SHA'),
        branch: v('CI_COMMIT_BRANCH') ?? v('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME'),
        originUrl: v('CI_JOB_URL'),
        commitUrlBase: projectUrl ? `${projectUrl}/-/commit` : undefined,
        repo: {
            url: projectUrl,
            name: v('CI_PROJECT_PATH'),
            id: v('CI_PROJECT_ID'),
            description: v('CI_PROJECT_DESCRIPTION'),
            provider: 'gitlab',
            namespace_path: v('CI_PROJECT_NAMESPACE')?.split('/')
        },
        hints: {
            name: 'CI_PROJECT_PATH',
            url: 'CI_PROJECT_URL',
            id: 'CI_PROJECT_ID'
        },
        warnings: missing(env, ['CI_COMMIT_SHA', 'CI_JOB_URL'])
    };
}
function bitbucket(env) {
    const v = (key) => envValue(env, key);
    const workspace = v('BITBUCKET_WORKSPACE');
    const slug = v('BITBUCKET_REPO_SLUG');
    const build = v('BITBUCKET_BUILD_NUMBER');
    const web = workspace && slug ? `https://bitbucket.org/${workspace}/${slug}` : undefined;
    const projectKey = v('BITBUCKET_PROJECT_KEY');
    return {
        ci: 'bitbucket',
        commitSha: v('BITBUCKET_COMMIT'),
        branch: v('BITBUCKET_BRANCH'),
        originUrl: web && build
            ? `${web}/addon/pipelines/home#!/results/${build}`
            : undefined,
        commitUrlBase: web ? `${web}/commits` : undefined,
        repo: {
            url: v('BITBUCKET_GIT_HTTP_ORIGIN'),
            name: v('BITBUCKET_REPO_FULL_NAME'),
            id: v('BITBUCKET_REPO_UUID'),
            provider: 'bitbucket_cloud',
            namespace_path: workspace ? [workspace] : undefined,
            additional_info: projectKey ? { project_key: projectKey } : undefined
        },
        hints: {
            name: 'BITBUCKET_REPO_FULL_NAME',
            url: 'BITBUCKET_GIT_HTTP_ORIGIN',
            id: 'BITBUCKET_REPO_UUID'
        },
        warnings: missing(env, [
            'BITBUCKET_COMMIT',
            'BITBUCKET_WORKSPACE',
            'BITBUCKET_REPO_SLUG'
        ])
    };
}
function circleci(env) {
    const v = (key) => envValue(env, key);
    const web = webRepoUrl(v('CIRCLE_REPOSITORY_URL') ?? '');
    const owner = v('CIRCLE_PROJECT_USERNAME');
    return {
        ci: 'circleci',
        commitSha: v('CIRCLE_SHA1'),
        branch: v('CIRCLE_BRANCH'),
        originUrl: v('CIRCLE_BUILD_URL'),
        commitUrlBase: web ? commitUrlBaseFor(web) : undefined,
        repo: {
            url: web,
            name: v('CIRCLE_PROJECT_REPONAME'),
            provider: 'circleci',
            namespace_path: owner ? [owner] : undefined
        },
        hints: {
            name: 'CIRCLE_PROJECT_REPONAME',
            url: 'CIRCLE_REPOSITORY_URL',
            id: 'CircleCI provides none; set --repo-id'
        },
        warnings: missing(env, ['CIRCLE_SHA1', 'CIRCLE_BUILD_URL'])
    };
}
function jenkins(env) {
    const v = (key) => envValue(env, key);
    const web = webRepoUrl(v('GIT_URL') ?? '');
    const branch = v('CHANGE_BRANCH') ??
        v('BRANCH_NAME') ??
        v('GIT_LOCAL_BRANCH') ??
        v('GIT_BRANCH')?.replace(/^origin\//, '');
    return {
        ci: 'jenkins',
        commitSha: v('GIT_COMMIT'),
        branch,
        originUrl: v('BUILD_URL'),
        commitUrlBase: web ? commitUrlBaseFor(web) : undefined,
        repo: {},
        hints: { ...FLAG_HINTS, id: 'Jenkins provides none; set --repo-id' },
        warnings: missing(env, ['GIT_COMMIT', 'BUILD_URL'])
    };
}
function codebuild(env) {
    const v = (key) => envValue(env, key);
    const web = webRepoUrl(v('CODEBUILD_SOURCE_REPO_URL') ?? '');
    const ref = v('CODEBUILD_WEBHOOK_HEAD_REF') ?? '';
    return {
        ci: 'codebuild',
        commitSha: v('CODEBUILD_RESOLVED_SOURCE_VERSION'),
        branch: ref.startsWith('refs/heads/') ? ref.slice(11) : undefined,
        originUrl: v('CODEBUILD_BUILD_URL'),
        commitUrlBase: web ? commitUrlBaseFor(web) : undefined,
        repo: { url: web },
        hints: { ...FLAG_HINTS, id: 'CodeBuild provides none; set --repo-id' },
        warnings: missing(env, [
            'CODEBUILD_RESOLVED_SOURCE_VERSION',
            'CODEBUILD_BUILD_URL'
        ])
    };
}
function teamcity(env) {
    return {
        ci: 'teamcity',
        commitSha: envValue(env, 'BUILD_VCS_NUMBER'),
        repo: {},
        hints: { ...FLAG_HINTS, id: 'TeamCity provides none; set --repo-id' },
        // TeamCity puts no build URL in the environment: ciContext warns.
        warnings: missing(env, ['BUILD_VCS_NUMBER'])
    };
}
function none(_env) {
    return {
        ci: 'none',
        repo: {},
        hints: FLAG_HINTS,
        warnings: ['no CI detected: no commit, origin_url or repo_info defaults']
    };
}
function missing(env, keys) {
    return keys
        .filter((key) => !envValue(env, key))
        .map((key) => `${key} is not set: the value it carries is left out`);
}

;// CONCATENATED MODULE: ./src/context/commit.ts
/**
 * git_commit_info for the attestation: git first when the commit is in the
 * workspace, the event payload otherwise; branch from the CI context (HEAD is
 * detached on pull requests and tags); URL from the CI, else from origin.
 */

const REDACTED = '**REDACTED**';
const FULL_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
async function buildCommitInfo(ctx, options) {
    const warnings = [];
    const wanted = options.commitOverride?.trim() || ctx.commitSha;
    if (!wanted)
        return { warnings };
    const git = { cwd: options.cwd, run: options.git };
    const facts = await commit_commitFacts(wanted, ctx, git, warnings);
    if (!facts)
        return { warnings };
    const branch = ctx.branch ?? (await currentBranch(git));
    const base = ctx.commitUrlBase ?? (await remoteCommitUrlBase(git));
    const commit = { sha1: facts.sha1 };
    if (facts.message != null)
        commit.message = facts.message;
    if (facts.author != null)
        commit.author = facts.author;
    if (facts.timestamp != null)
        commit.timestamp = facts.timestamp;
    if (branch)
        commit.branch = branch;
    if (base)
        commit.url = `${base}/${facts.sha1}`;
    if (facts.parents)
        commit.parents = facts.parents;
    for (const field of options.redact ?? []) {
        if (commit[field] != null)
            commit[field] = REDACTED;
    }
    return { commit, warnings };
}
async function commit_commitFacts(wanted, ctx, git, warnings) {
    const fromGit = await readCommit(wanted, git);
    if (fromGit)
        return fromGit;
    const missing = `commit ${wanted} is not in a git repository at ${git.cwd} ` +
        '(check out the repository first, with enough history to contain it)';
    if (!FULL_SHA.test(wanted)) {
        warnings.push(`${missing}: git_commit_info left out`);
        return undefined;
    }
    const event = ctx.eventCommit;
    if (event?.sha1 === wanted && (event.message != null || event.author)) {
        warnings.push(`${missing}: message, author and time from the event payload`);
        const { branch: _branch, url: _url, ...rest } = event;
        return { ...rest, sha1: wanted };
    }
    warnings.push(`${missing}: only its sha1 is sent`);
    return { sha1: wanted };
}

;// CONCATENATED MODULE: ./src/modes/attest-context.ts



/**
 * Overrides of what the CI says: the CLI passes the vendor CLI's flags
 * (--origin-url, --repo-*); the action has no such inputs.
 */
function repoOverrides(config, raw) {
    const entries = {
        originUrl: config.originUrl,
        repository: (0,src_config/* optional */.lq)(raw, 'repository'),
        repoId: (0,src_config/* optional */.lq)(raw, 'repo-id'),
        repoUrl: (0,src_config/* optional */.lq)(raw, 'repo-url'),
        repoProvider: (0,src_config/* optional */.lq)(raw, 'repo-provider')
    };
    return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}
/**
 * git in the workspace first, the event payload otherwise; on
 * pull_request events the head commit, never the merge commit.
 */
async function resolveContext(config, raw, deps) {
    const ci = resolveCiContext(deps.env, deps.readEvent, repoOverrides(config, raw));
    const { commit, warnings } = await buildCommitInfo(ci, {
        cwd: deps.cwd,
        redact: config.redactCommitInfo,
        ...(config.commit !== undefined && { commitOverride: config.commit })
    });
    for (const warning of [...ci.warnings, ...warnings]) {
        deps.logger.warn(warning);
    }
    const commitSha = config.commit ?? ci.commitSha;
    return {
        ...(commit !== undefined && { commit }),
        ...(commitSha !== undefined && { commitSha }),
        ...(ci.repoInfo !== undefined && { repoInfo: ci.repoInfo }),
        ...(ci.originUrl !== undefined && { originUrl: ci.originUrl })
    };
}

// EXTERNAL MODULE: ./src/api/schemas.ts + 2 modules
var api_schemas = __webpack_require__(3688);
;// CONCATENATED MODULE: ./src/modes/attest-payload.ts




/**
 * The `data_json` part (docs/spec/kosli-cli.md, The data_json part), not yet checked (checkPayload
 * does). Like the vendor CLI, `user_data` is
 * `{}` when no file is given: the service upserts, so an omitted field would
 * keep an older value.
 */
function buildJunitPayload(parts) {
    const targets = [
        ...(parts.name.targetArtifact === undefined
            ? []
            : [parts.name.targetArtifact]),
        ...parts.targetArtifacts
    ];
    const hrefs = Object.entries(parts.externalUrls);
    return {
        ...(parts.fingerprint !== undefined && {
            artifact_fingerprint: parts.fingerprint
        }),
        ...(parts.commit !== undefined && { git_commit_info: parts.commit }),
        ...(parts.repoInfo !== undefined && { repo_info: parts.repoInfo }),
        attestation_name: parts.name.attestationName,
        ...(targets.length > 0 && { target_artifacts: [...new Set(targets)] }),
        ...(hrefs.length > 0 && {
            external_urls: Object.fromEntries(hrefs.map(([label, href]) => [label, { href }]))
        }),
        ...(parts.originUrl !== undefined && { origin_url: parts.originUrl }),
        user_data: parts.userData ?? {},
        ...(parts.description !== undefined && { description: parts.description }),
        ...(Object.keys(parts.annotations).length > 0 && {
            annotations: { ...parts.annotations }
        }),
        junit_results: parts.results
    };
}
/** The input a user changes to fix a `data_json` field. */
const INPUT_OF = {
    attestation_name: 'name',
    target_artifacts: 'name / target-artifacts',
    artifact_fingerprint: 'fingerprint',
    git_commit_info: 'commit',
    repo_info: 'GITHUB_REPOSITORY',
    external_urls: 'external-urls',
    annotations: 'annotations',
    user_data: 'user-data',
    junit_results: 'report-paths',
    description: 'description',
    origin_url: 'GITHUB_SERVER_URL'
};
const HINTS = {
    git_commit_info: 'the artifact.name form without fingerprint binds through the commit: run on a checkout, set commit, or give fingerprint',
    target_artifacts: 'with fingerprint at most one template artifact can be named',
    user_data: 'the file must hold a JSON object or array'
};
function describeIssue(issue) {
    const [field, ...rest] = issue.path.map(String);
    const key = field ?? 'data_json';
    const where = rest.length > 0 ? `${key} "${rest.join('.')}"` : key;
    const nested = issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined;
    const reason = HINTS[key] ?? nested ?? issue.message;
    const input = INPUT_OF[key];
    return input === undefined
        ? `- ${where}: ${reason}`
        : `- ${input} (${where}): ${reason}`;
}
/**
 * Checks the whole request locally so that a payload the service would
 * refuse is never sent; every problem is listed with the input to fix.
 */
function checkPayload(payload, target) {
    const problems = [];
    for (const [input, value] of Object.entries(target)) {
        if (!api_schemas/* NAME_PATTERN */.Vh.test(value)) {
            problems.push(`- ${input}: "${value}" must start with a letter or digit and hold only letters, digits and . _ ~ -`);
        }
    }
    const parsed = api_schemas/* JunitAttestationInputSchema */.MS.safeParse(payload);
    if (!parsed.success)
        problems.push(...parsed.error.issues.map(describeIssue));
    if (problems.length > 0 || !parsed.success) {
        throw new errors/* ConfigError */.xL(`The attestation was not sent; fix these inputs:\n${problems.join('\n')}`);
    }
    return parsed.data;
}
/** Reads the `user-data` JSON file; any JSON value, the schema judges it. */
async function readUserData(path, cwd) {
    let text;
    try {
        text = await (0,promises_.readFile)((0,external_node_path_.resolve)(cwd, path), 'utf8');
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`user-data: cannot read ${path}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`user-data: ${path} is not valid JSON (${(0,errors/* errorMessage */.gJ)(error)})`, { cause: error });
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/artifact/files.ts
var files = __webpack_require__(3777);
;// CONCATENATED MODULE: ./src/artifact/tar.ts
/**
 * Minimal POSIX ustar writer for regular files: headers with checksum, the
 * ustar `prefix` field for names up to 255 bytes that split at a `/`, and a
 * PAX extended header for longer names or sizes beyond 8 GiB.
 */
const BLOCK = 512;
const MAX_OCTAL_SIZE = 0o77777777777;
/** Header block(s) for one regular file (PAX header first when needed). */
function tarHeaders(file) {
    const split = splitName(file.name);
    const pax = [];
    if (!split)
        pax.push(paxRecord('path', file.name));
    if (file.size > MAX_OCTAL_SIZE)
        pax.push(paxRecord('size', String(file.size)));
    const header = ustarHeader({
        ...file,
        name: split?.name ?? truncate(file.name, 100),
        prefix: split?.prefix ?? '',
        size: Math.min(file.size, MAX_OCTAL_SIZE),
        type: '0'
    });
    if (pax.length === 0)
        return header;
    const body = Buffer.from(pax.join(''), 'utf8');
    const paxHeader = ustarHeader({
        name: truncate(`PaxHeader/${file.name.split('/').at(-1) ?? ''}`, 100),
        prefix: '',
        mode: 0o644,
        size: body.length,
        mtime: file.mtime,
        type: 'x'
    });
    return Buffer.concat([paxHeader, body, tarPadding(body.length), header]);
}
/** Zeros that complete the last 512-byte block of `size` bytes of data. */
function tarPadding(size) {
    return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}
/** The two zero blocks that end an archive. */
function tarEnd() {
    return Buffer.alloc(2 * BLOCK);
}
function ustarHeader(fields) {
    const block = Buffer.alloc(BLOCK);
    block.write(fields.name, 0, 100, 'utf8');
    block.write(octal(fields.mode, 8), 100, 'ascii');
    block.write(octal(0, 8), 108, 'ascii');
    block.write(octal(0, 8), 116, 'ascii');
    block.write(octal(fields.size, 12), 124, 'ascii');
    block.write(octal(Math.max(0, fields.mtime), 12), 136, 'ascii');
    block.write(' '.repeat(8), 148, 'ascii');
    block.write(fields.type, 156, 'ascii');
    block.write('ustar\u000000', 257, 'ascii');
    block.write(fields.prefix, 345, 155, 'utf8');
    let sum = 0;
    for (const byte of block)
        sum += byte;
    block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'ascii');
    return block;
}
/** `width - 1` octal digits then NUL, as ustar numeric fields are. */
function octal(value, width) {
    return `${Math.floor(value)
        .toString(8)
        .padStart(width - 1, '0')}\u0000`;
}
/** Splits at a `/` so that name <= 100 and prefix <= 155 bytes. */
function splitName(name) {
    if (bytes(name) <= 100)
        return { name, prefix: '' };
    for (let i = name.indexOf('/'); i > 0; i = name.indexOf('/', i + 1)) {
        const prefix = name.slice(0, i);
        const rest = name.slice(i + 1);
        if (bytes(prefix) > 155)
            return null;
        if (rest.length > 0 && bytes(rest) <= 100)
            return { name: rest, prefix };
    }
    return null;
}
/** `"<len> key=value\n"` where len counts the whole record in bytes. */
function paxRecord(key, value) {
    const body = ` ${key}=${value}\n`;
    let length = bytes(body);
    while (bytes(`${length}${body}`) !== length) {
        length = bytes(`${length}${body}`);
    }
    return `${length}${body}`;
}
function truncate(text, max) {
    const buffer = Buffer.from(text, 'utf8');
    if (buffer.length <= max)
        return text;
    // Cut on a character boundary so the header holds valid UTF-8.
    let end = max;
    while (end > 0 && ((buffer[end] ?? 0) & 0xc0) === 0x80)
        end--;
    return buffer.subarray(0, end).toString('utf8');
}
function bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}

;// CONCATENATED MODULE: ./src/artifact/evidence.ts
/**
 * The `attachment_file` of an attestation, as the vendor CLI builds it: one
 * regular file is sent as is; one directory, or several paths, become
 * `evidence.tgz` (gzipped ustar, regular files only). The archive is
 * streamed to disk, so no file is ever held in memory whole.
 */









const ARCHIVE_NAME = 'evidence.tgz';
async function buildAttachment(paths, options) {
    if (paths.length === 0)
        return undefined;
    const [only] = paths;
    if (paths.length === 1 && only !== undefined) {
        const path = (0,external_node_path_.resolve)(options.cwd, only);
        const info = await (0,files/* statOrExplain */.h)(path, `attachment ${only}`);
        if (info.isFile()) {
            const filename = (0,external_node_path_.basename)(path);
            return { path, filename, bytes: info.size, cleanup: async () => { } };
        }
        if (info.isDirectory()) {
            return writeArchive(await filesUnder(path, ''), options);
        }
        throw notFileOrDir(only);
    }
    return writeArchive(await entriesOf(paths, options.cwd), options);
}
/**
 * Names are paths relative to cwd. A path outside cwd keeps its absolute
 * path without the leading separator (and without a Windows drive colon),
 * like the vendor CLI does for absolute paths: `/a/b.xml` -> `a/b.xml`.
 */
function archiveName(path, cwd) {
    const absolute = (0,external_node_path_.resolve)(cwd, path);
    const rel = (0,external_node_path_.relative)(cwd, absolute);
    const outside = rel === '..' || rel.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(rel);
    const name = outside ? absolute.replace(/^([A-Za-z]):/, '$1') : rel;
    return name.split(external_node_path_.sep).join('/').replace(/^\/+/, '');
}
async function entriesOf(paths, cwd) {
    const byName = new Map();
    for (const given of paths) {
        const path = (0,external_node_path_.resolve)(cwd, given);
        const info = await (0,files/* statOrExplain */.h)(path, `attachment ${given}`);
        const name = archiveName(given, cwd);
        if (info.isFile())
            byName.set(name, { name, path, info });
        else if (info.isDirectory()) {
            for (const entry of await filesUnder(path, name)) {
                byName.set(entry.name, entry);
            }
        }
        else
            throw notFileOrDir(given);
    }
    return [...byName.values()];
}
/** Regular files below `dir`, sorted; symlinks and specials are skipped. */
async function filesUnder(dir, prefix) {
    const names = (await (0,promises_.readdir)(dir)).sort();
    const out = [];
    for (const entryName of names) {
        const path = (0,external_node_path_.join)(dir, entryName);
        const name = prefix ? `${prefix}/${entryName}` : entryName;
        const info = await (0,promises_.lstat)(path);
        if (info.isFile())
            out.push({ name, path, info });
        else if (info.isDirectory())
            out.push(...(await filesUnder(path, name)));
    }
    return out;
}
async function writeArchive(entries, options) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(options.tmpDir, 'evidence-'));
    const path = (0,external_node_path_.join)(dir, ARCHIVE_NAME);
    const cleanup = () => (0,promises_.rm)(dir, { recursive: true, force: true });
    try {
        await (0,external_node_stream_promises_.pipeline)(external_node_stream_.Readable.from(tarStream(entries)), (0,external_node_zlib_.createGzip)(), (0,external_node_fs_.createWriteStream)(path));
        const { size } = await (0,promises_.stat)(path);
        return { path, filename: ARCHIVE_NAME, bytes: size, cleanup };
    }
    catch (error) {
        await cleanup();
        throw error;
    }
}
async function* tarStream(entries) {
    for (const { name, path, info } of entries) {
        yield tarHeaders({
            name,
            mode: info.mode & 0o7777,
            size: info.size,
            mtime: Math.floor(info.mtimeMs / 1000)
        });
        // Exactly the size the header announced, even if the file changes.
        let written = 0;
        if (info.size > 0) {
            const stream = (0,external_node_fs_.createReadStream)(path, { start: 0, end: info.size - 1 });
            for await (const chunk of stream) {
                written += chunk.length;
                yield chunk;
            }
        }
        if (written < info.size)
            yield Buffer.alloc(info.size - written);
        yield tarPadding(info.size);
    }
    yield tarEnd();
}
function notFileOrDir(given) {
    return new errors/* ConfigError */.xL(`attachment ${given} is neither a regular file nor a directory`);
}

// EXTERNAL MODULE: ./src/modes/kept-payload.ts
var kept_payload = __webpack_require__(257);
;// CONCATENATED MODULE: ./src/modes/attest-send.ts





/**
 * `attachments` first, then the parsed reports (the vendor CLI's order);
 * one file goes as is, several as evidence.tgz.
 */
async function prepareAttachment(config, outcome, deps) {
    const reports = config.attachResults
        ? outcome.files.filter((f) => f.status === 'parsed').map((f) => f.path)
        : [];
    const paths = [...new Set([...config.attachments, ...reports])];
    if (paths.length === 0)
        return undefined;
    return buildAttachment(paths, { cwd: deps.cwd, tmpDir: deps.tmpDir });
}
// Megabytes of 1,000,000 bytes, as the limit itself is counted.
function megabytes(bytes) {
    return `${(bytes / api_schemas.MB).toFixed(1)} MB`;
}
/** The service takes at most 10 MB; refuse before anything is sent. */
function checkAttachmentSize(attachment) {
    if (attachment === undefined || attachment.bytes <= api_schemas/* MAX_ATTACHMENT_BYTES */.LY) {
        return;
    }
    throw new errors/* ConfigError */.xL(`The attachment ${attachment.filename} is ${megabytes(attachment.bytes)} (${attachment.bytes} bytes), over Kosli's limit of ${api_schemas/* MAX_ATTACHMENT_BYTES */.LY / api_schemas.MB} MB (${api_schemas/* MAX_ATTACHMENT_BYTES */.LY} bytes); nothing was sent. Set attach-results: false, or narrow report-paths and attachments to fewer files.`);
}
/** The request as the vendor CLI's dry run shows it (never the token). */
function describeRequest(destination, attachment) {
    const { service, flow, trail } = destination;
    const path = [service.org, flow, 'trail', trail].map(encodeURIComponent);
    return [
        `url: POST ${service.host.replace(/\/api\/v2$/, '')}/api/v2/attestations/${path.join('/')}/junit`,
        `host: ${service.host}`,
        `org: ${service.org}`,
        `flow: ${flow}`,
        `trail: ${trail}`,
        `attestation: ${destination.attestationName}`,
        `attachment: ${attachment === undefined ? 'none' : `${attachment.filename} (${attachment.bytes} bytes)`}`
    ].join('\n');
}
/**
 * Sends once (the client retries inside its budget). When the request
 * finally fails, the exact data_json and attachment are kept for a resend.
 */
async function sendAttestation(deps, request) {
    const { service, flow, trail, attestationName } = request.destination;
    try {
        const client = deps.openClient(service);
        try {
            await (0,api/* attestJunit */.s3)(client, {
                org: service.org,
                flow,
                trail,
                data: request.data,
                ...(request.attachment !== undefined && {
                    attachment: {
                        path: request.attachment.path,
                        filename: request.attachment.filename
                    }
                })
            });
        }
        finally {
            await client.close();
        }
        return { recorded: true };
    }
    catch (error) {
        const keptPayloadDir = await (0,kept_payload/* keepPayload */.G7)({
            tmpDir: deps.tmpDir,
            dataJson: request.dataJson,
            ...(request.attachment !== undefined && {
                attachment: request.attachment
            }),
            destination: {
                host: service.host,
                org: service.org,
                flow,
                trail,
                attestationName
            },
            now: deps.now
        });
        return { recorded: false, error: (0,errors/* errorMessage */.gJ)(error), keptPayloadDir };
    }
}

;// CONCATENATED MODULE: ./src/modes/attest-junit.ts












async function artifactFingerprint(config, cwd) {
    const { fingerprint, artifactPath, artifactType, exclude } = config.artifact;
    if (fingerprint !== undefined || artifactPath === undefined)
        return fingerprint;
    const path = (0,external_node_path_.resolve)(cwd, artifactPath);
    return artifactType === 'dir'
        ? (0,artifact_fingerprint/* fingerprintDir */.iX)(path, { exclude })
        : (0,artifact_fingerprint/* fingerprintFile */.Ro)(path);
}
/** The trail defaults to the attested commit, like `KOSLI_TRAIL: ${{ github.sha }}`. */
function trailOf(config, context) {
    const trail = config.trail ?? context.commit?.sha1 ?? context.commitSha;
    if (trail === undefined) {
        throw new errors/* ConfigError */.xL('trail is required here: no commit is known to name the trail after; set trail (or KOSLI_TRAIL), or commit');
    }
    return trail;
}
async function writePayloadFile(tmpDir, dataJson) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tmpDir, 'kosli-attest-'));
    const file = (0,external_node_path_.join)(dir, 'data_json.json');
    await (0,promises_.writeFile)(file, dataJson);
    return file;
}
function outputsOf(outcome, extra) {
    const totals = (0,junit/* totalsOf */.vA)(outcome.files);
    return {
        compliant: String(totals.failures + totals.errors === 0),
        suites: String(totals.suites),
        tests: String(totals.tests),
        failures: String(totals.failures),
        errors: String(totals.errors),
        skipped: String(totals.skipped),
        ...extra
    };
}
function failureOf(config, outcome, sent) {
    if (sent.outcome !== undefined && !sent.outcome.recorded) {
        return `Kosli did not record the attestation: ${sent.outcome.error}\nThe exact payload is kept in ${sent.outcome.keptPayloadDir}; with KOSLI_API_TOKEN set, resend it with: ${sent.resend}`;
    }
    const totals = (0,junit/* totalsOf */.vA)(outcome.files);
    if (!config.failOnFailure || totals.failures + totals.errors === 0) {
        return undefined;
    }
    const state = config.dryRun ? 'would have been recorded' : 'were recorded';
    return `fail-on-failure: ${totals.failures} failed and ${totals.errors} errored of ${totals.tests} tests; the results ${state} in Kosli`;
}
/** A Kosli UI link only for Kosli's own hosts; any other host may not serve the UI. */
function trailUrl(destination) {
    const { host, org } = destination.service;
    const url = new URL(host);
    if (url.protocol !== 'https:' || !/(^|\.)kosli\.com$/.test(url.hostname)) {
        return undefined;
    }
    const path = [org, 'flows', destination.flow, 'trails', destination.trail]
        .map(encodeURIComponent)
        .join('/');
    return `${host}/${path}`;
}
function logNotes(outcome, deps) {
    for (const note of outcome.notes) {
        const text = `${note.file}: ${note.message}`;
        if (note.level === 'warning')
            deps.logger.warn(text);
        else
            deps.logger.info(text);
    }
}
/** Everything local: context, fingerprint, reports, the checked payload. */
async function prepare(config, raw, deps) {
    const name = parseAttestationName(config.name);
    const context = await resolveContext(config, raw, deps);
    const destination = {
        service: config.service,
        flow: config.flow,
        trail: trailOf(config, context),
        attestationName: name.attestationName
    };
    const fingerprint = await artifactFingerprint(config, deps.cwd);
    const userData = config.userDataPath === undefined
        ? undefined
        : await readUserData(config.userDataPath, deps.cwd);
    const outcome = await (0,junit/* parseReports */.jk)(config.reportPaths, {
        cwd: deps.cwd,
        strict: config.strict
    });
    logNotes(outcome, deps);
    const data = checkPayload(buildJunitPayload({
        name,
        targetArtifacts: config.targetArtifacts,
        results: outcome.results,
        ...(fingerprint !== undefined && { fingerprint }),
        ...(context.commit !== undefined && { commit: context.commit }),
        ...(context.repoInfo !== undefined && { repoInfo: context.repoInfo }),
        ...(context.originUrl !== undefined && { originUrl: context.originUrl }),
        ...(config.description !== undefined && {
            description: config.description
        }),
        annotations: config.annotations,
        externalUrls: config.externalUrls,
        ...(userData !== undefined && { userData })
    }), { flow: destination.flow, trail: destination.trail });
    const dataJson = JSON.stringify(data);
    const payloadFile = await writePayloadFile(deps.tmpDir, dataJson);
    return { outcome, destination, data, dataJson, payloadFile };
}
/** Sends, or in a dry run shows, the request; undefined when not sent. */
async function deliver(config, prepared, deps) {
    const { destination, data, dataJson } = prepared;
    const attachment = await prepareAttachment(config, prepared.outcome, deps);
    try {
        checkAttachmentSize(attachment);
        if (config.dryRun) {
            deps.logger.info(`Dry run: nothing is sent. The request would go to\n${describeRequest(destination, attachment)}\ndata_json:\n${JSON.stringify(data, null, 2)}`);
            return undefined;
        }
        const sent = await sendAttestation(deps, {
            destination,
            data,
            dataJson,
            ...(attachment !== undefined && { attachment })
        });
        if (sent.recorded) {
            deps.logger.info(`junit attestation '${destination.attestationName}' is reported to trail: ${destination.trail}`);
        }
        return sent;
    }
    finally {
        await attachment?.cleanup();
    }
}
function resultOf(config, prepared, sent, deps) {
    const { outcome, destination, payloadFile } = prepared;
    const kept = sent?.recorded === false ? sent.keptPayloadDir : undefined;
    const url = trailUrl(destination);
    const resend = kept === undefined ? undefined : resendCommand(kept, deps.cliPath);
    const failure = failureOf(config, outcome, { outcome: sent, resend });
    return {
        outputs: outputsOf(outcome, {
            'attestation-name': destination.attestationName,
            'payload-file': payloadFile,
            ...(kept !== undefined && { 'kept-payload-dir': kept })
        }),
        summary: junitSummary({
            outcome,
            destination: {
                host: config.service.host,
                org: config.service.org,
                flow: destination.flow,
                trail: destination.trail,
                attestationName: destination.attestationName,
                ...(url !== undefined && { url })
            },
            dryRun: config.dryRun,
            recorded: sent?.recorded === true,
            payloadFile,
            ...(kept !== undefined && {
                keptPayloadDir: kept,
                resendCommand: `export KOSLI_API_TOKEN=...  # your Kosli API token\n${resend}`
            })
        }),
        annotations: annotationsOf(outcome, deps),
        ...(failure !== undefined && { failure })
    };
}
/**
 * The command that resends a kept payload. In a workflow the package is not
 * installed, so the action names its own CLI bundle when it knows the path.
 */
function resendCommand(dir, cliPath) {
    const cli = cliPath === undefined ? 'npx kosli-attest' : `node '${cliPath}'`;
    return `${cli} resend '${dir}'`;
}
/**
 * attest-junit: parse the reports, build and check the data_json, attach
 * the reports, send (or in a dry run, show) it, and report the outcome.
 */
async function attestJunitStep(raw, deps) {
    const config = (0,src_config/* parseAttestJunitConfig */.T1)(raw);
    const prepared = await prepare(config, raw, deps);
    const sent = await deliver(config, prepared, deps);
    return resultOf(config, prepared, sent, deps);
}
function annotationsOf(outcome, deps) {
    const { annotations, omitted } = failureAnnotations(outcome, 50);
    if (omitted > 0) {
        deps.logger.info(`${omitted} more failed tests are not annotated; the job summary lists them`);
    }
    return annotations;
}

// EXTERNAL MODULE: ./src/modes/env-diff.ts + 1 modules
var env_diff = __webpack_require__(3786);
;// CONCATENATED MODULE: ./src/modes/index.ts



const STEPS = {
    'attest-junit': attestJunitStep,
    'allow-artifact': allow_artifact/* allowArtifactStep */.yb,
    'env-diff': env_diff/* envDiffStep */.xQ
};
/** Runs the step the `mode` input names. */
function runMode(mode, raw, deps) {
    return STEPS[mode](raw, deps);
}

;// CONCATENATED MODULE: ./src/cli/commands/attest-flags.ts
/**
 * The flags of `attest junit`: the action's input names, plus the vendor
 * CLI's repository overrides and its flag names as hidden aliases.
 */

const list = (value, help) => ({
    type: 'string',
    multiple: true,
    value,
    help
});
const attest_flags_text = (value, help) => ({
    type: 'string',
    value,
    help
});
const ATTEST_FLAGS = {
    flow: attest_flags_text('F', 'KOSLI_FLOW. The flow that holds the trail. Required.'),
    trail: attest_flags_text('T', "KOSLI_TRAIL. Default: the attested commit (the CI's commit variable, or --commit)."),
    name: attest_flags_text('N', 'The attestation name, e.g. unit-tests; template-artifact.name binds it to that template artifact. Required.'),
    'report-paths': list('GLOB', 'JUnit reports: a glob (**), directory or file; !GLOB excludes. Arguments count too. Required.'),
    strict: {
        type: 'boolean',
        help: 'Default on: a malformed report fails the run. --no-strict skips it with a warning.'
    },
    fingerprint: attest_flags_text('SHA256', 'The artifact fingerprint (64 lowercase hex characters).'),
    'artifact-path': attest_flags_text('PATH', 'A file or directory to fingerprint instead (with --artifact-type).'),
    'artifact-type': attest_flags_text('file|dir', 'How --artifact-path is fingerprinted.'),
    exclude: list('GLOB', 'With --artifact-type dir: left out of the fingerprint.'),
    'target-artifacts': list('NAME', 'Template artifact names the attestation targets.'),
    description: attest_flags_text('TEXT', 'Free text stored with the attestation.'),
    annotations: list('K=V', 'An annotation (repeat for more); keys: letters, digits, _.'),
    'user-data': attest_flags_text('FILE', "A JSON file stored as the attestation's user data."),
    'external-urls': list('LABEL=URL', 'A link stored with the attestation (repeat for more).'),
    'attach-results': {
        type: 'boolean',
        help: 'Default on: attach the parsed reports (one as is, several as evidence.tgz). --no-attach-results turns it off.'
    },
    attachments: list('PATH', 'Extra files or directories to attach.'),
    commit: attest_flags_text('REV', "The commit to attest instead of the CI's (a sha, or a revision git resolves)."),
    'fail-on-failure': {
        type: 'boolean',
        help: 'Exit 1 after recording when a test failed or errored.'
    },
    'keep-payload': attest_flags_text('DIR', 'Where a payload whose upload finally failed is kept (default: beside the reports).'),
    'origin-url': attest_flags_text('URL', "The CI run's link (origin_url), where the CI gives none (TeamCity) or to override it."),
    'redact-commit-info': list('FIELD', 'Send this commit field as **REDACTED**: author, message or branch (repeatable).'),
    repository: attest_flags_text('NAME', "repo_info name, e.g. acme/api (overrides the CI's)."),
    'repo-id': attest_flags_text('ID', "repo_info id (overrides the CI's)."),
    'repo-url': attest_flags_text('URL', "repo_info url (overrides the CI's)."),
    'repo-provider': attest_flags_text('P', `repo_info provider: ${api/* REPO_PROVIDERS */.kX.join(', ')}.`),
    'results-dir': { ...list('DIR', ''), hidden: true },
    annotate: { ...list('K=V', ''), hidden: true },
    'external-url': { ...list('LABEL=URL', ''), hidden: true }
};

;// CONCATENATED MODULE: ./src/cli/commands/attest-kept.ts
/**
 * Where the CLI keeps a payload whose upload finally failed: --keep-payload
 * DIR, else beside the reports, where the person who ran it will look.
 */





const GLOB_CHARS = /[*?[\]{}()!]/;
/** The directory of the first report pattern, up to its first glob part. */
function reportsDir(paths, cwd) {
    const first = (0,src_config/* lines */.Mn)(paths).find((p) => !p.startsWith('!'));
    if (first === undefined)
        return cwd;
    const parts = first.split(/[\\/]/);
    const globAt = parts.findIndex((part) => GLOB_CHARS.test(part));
    const base = globAt === -1 ? first : parts.slice(0, globAt).join('/');
    const path = (0,external_node_path_.resolve)(cwd, base === '' ? '.' : base);
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory() ? path : (0,external_node_path_.dirname)(path);
    }
    catch {
        return cwd;
    }
}
function keepTarget(ctx, raw) {
    const flag = (0,src_config/* optional */.lq)(ctx.raw, 'keep-payload');
    return flag !== undefined
        ? (0,external_node_path_.resolve)(ctx.io.cwd, flag)
        : reportsDir(raw['report-paths'], ctx.io.cwd);
}
/** Moves the kept directory into `parent`, keeping its name. */
async function moveKeptPayload(from, parent) {
    const to = (0,external_node_path_.join)(parent, (0,external_node_path_.basename)(from));
    try {
        await (0,promises_.mkdir)(parent, { recursive: true });
        try {
            await (0,promises_.rename)(from, to);
        }
        catch (error) {
            // Another file system: copy, then remove the original.
            if (error.code !== 'EXDEV')
                throw error;
            await (0,promises_.cp)(from, to, { recursive: true });
            await (0,promises_.rm)(from, { recursive: true, force: true });
        }
        return { ok: true, dir: to };
    }
    catch (error) {
        return {
            ok: false,
            message: `could not keep the payload in ${parent} (${(0,errors/* errorMessage */.gJ)(error)}); it stays in ${from}`
        };
    }
}

// EXTERNAL MODULE: ./src/cli/framework/flag-values.ts
var flag_values = __webpack_require__(1450);
// EXTERNAL MODULE: ./src/cli/framework/progress.ts
var progress = __webpack_require__(106);
// EXTERNAL MODULE: ./src/cli/framework/service-command.ts + 4 modules
var service_command = __webpack_require__(3007);
;// CONCATENATED MODULE: ./src/cli/commands/attest-junit.ts
/**
 * `attest junit`: the action's attest-junit engine (src/modes) on the
 * command line, for any CI. The CI context comes from the CI's own
 * variables (src/context), so GitLab, Bitbucket, Azure DevOps, CircleCI,
 * Jenkins, CodeBuild and TeamCity runs get their commit and repository.
 */












function checkRepoFlags(ctx) {
    (0,flag_values/* choiceFlag */.yq)(ctx.raw, 'repo-provider', api/* REPO_PROVIDERS */.kX);
    const url = (0,src_config/* optional */.lq)(ctx.raw, 'repo-url');
    if (url !== undefined && !/^https?:\/\/[^/\s]+/.test(url)) {
        throw new errors/* ConfigError */.xL(`--repo-url: "${url}" is not a web URL with a host, e.g. https://gitlab.com/acme/api`);
    }
}
// The engine logs its dry-run payload for the action's log; the CLI prints
// that payload on stdout instead, so stderr keeps only the destination.
const PAYLOAD_MARK = '\ndata_json:\n';
function engineLogger(ctx) {
    return {
        ...ctx.logger,
        info: (message) => {
            const cut = message.indexOf(PAYLOAD_MARK);
            ctx.logger.info(ctx.dryRun && cut >= 0 ? message.slice(0, cut) : message);
        }
    };
}
function engineDeps(ctx, workDir) {
    return { ...(0,service_command/* modeDeps */._u)(ctx), logger: engineLogger(ctx), tmpDir: workDir };
}
function totalsLine(outputs) {
    const verdict = outputs.compliant === 'true' ? 'compliant' : 'not compliant';
    return `${outputs['attestation-name'] ?? ''}: ${outputs.tests ?? 0} tests, ${outputs.failures ?? 0} failed, ${outputs.errors ?? 0} errored, ${outputs.skipped ?? 0} skipped: ${verdict}`;
}
const LISTED_FAILURES = 20;
function printFailedTests(ctx, result) {
    const failed = result.annotations.filter((a) => a.level === 'error');
    for (const a of failed.slice(0, LISTED_FAILURES)) {
        ctx.io.stderr(`FAILED ${a.title}\n`);
    }
    if (failed.length > LISTED_FAILURES) {
        ctx.io.stderr(`... and ${failed.length - LISTED_FAILURES} more\n`);
    }
}
async function report(ctx, result, failure) {
    const { outputs } = result;
    printFailedTests(ctx, result);
    const payloadFile = outputs['payload-file'];
    if (ctx.dryRun && payloadFile !== undefined) {
        const data = JSON.parse(await (0,promises_.readFile)(payloadFile, 'utf8'));
        ctx.io.stdout(`${JSON.stringify(data, null, 2)}\n`);
        ctx.io.stderr(`${totalsLine(outputs)}\n`);
    }
    else {
        ctx.io.stdout(`${totalsLine(outputs)}\n`);
    }
    if (failure === undefined)
        return 0;
    ctx.io.stderr(`error: ${failure}\n`);
    return 1;
}
function engineRaw(ctx) {
    // Positional report paths join the --report-paths ones.
    const paths = [...(0,flag_values/* listFlag */.v6)(ctx.raw, 'report-paths'), ...ctx.args];
    return { ...ctx.raw, 'report-paths': paths.join('\n') };
}
async function attest(ctx) {
    checkRepoFlags(ctx);
    const raw = engineRaw(ctx);
    const workDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'kosli-attest-cli-'));
    let keepWorkDir = false;
    const ticker = (0,progress/* elapsedTicker */.R)(ctx.progress, 'attest junit: working');
    try {
        const result = await runMode('attest-junit', raw, engineDeps(ctx, workDir));
        ticker.stop();
        let failure = result.failure;
        const kept = result.outputs['kept-payload-dir'];
        if (kept !== undefined) {
            const moved = await moveKeptPayload(kept, keepTarget(ctx, raw));
            if (moved.ok) {
                failure = failure?.split(kept).join(moved.dir);
            }
            else {
                keepWorkDir = true;
                ctx.logger.warn(moved.message);
            }
        }
        return await report(ctx, result, failure);
    }
    finally {
        ticker.stop();
        if (!keepWorkDir)
            await (0,promises_.rm)(workDir, { recursive: true, force: true });
    }
}
const attestJunitCommand = (0,service_command/* serviceCommand */.xi)({
    name: 'attest junit',
    summary: 'Record JUnit test results on a Kosli trail',
    usage: '[REPORT-PATH...] --flow F --name N [--trail T] [options]',
    description: `Parses JUnit XML reports and records them as a junit attestation on a trail, with the same engine and checks as the GitHub Action. The commit, the CI run link (origin_url) and repo_info come from the CI's variables (GitHub, GitLab, Bitbucket, Azure DevOps, CircleCI, Jenkins, CodeBuild, TeamCity) and git in the working directory; what cannot be known is left out with a warning, never guessed.

Reports are globs (with **), directories or files, given with --report-paths or as arguments; a path starting with ! excludes. When the upload finally fails, the exact payload is kept (beside the reports, or in --keep-payload DIR) for \`kosli-attest resend DIR\`.`,
    positionals: { min: 0, max: 100_000, what: 'REPORT-PATHs' },
    flags: ATTEST_FLAGS,
    writes: true,
    exitStatus: '0 recorded (or shown, with --dry-run), 1 a report is malformed, none was found, the upload failed, or --fail-on-failure and a test failed, 2 usage or configuration error.',
    example: 'export KOSLI_API_TOKEN=... KOSLI_ORG=acme\nkosli-attest attest junit --flow api --name unit-tests \\\n  "build/test-results/**/*.xml" --annotations team=payments',
    run: attest
});


/***/ }),

/***/ 3786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o_: () => (/* binding */ envDiffDocument),
  xQ: () => (/* binding */ envDiffStep),
  qX: () => (/* binding */ runEnvDiff)
});

// UNUSED EXPORTS: parseSnapshots

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/api/index.ts + 12 modules
var api = __webpack_require__(4720);
// EXTERNAL MODULE: ./src/config/index.ts + 8 modules
var src_config = __webpack_require__(4531);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/report/env-diff-summary.ts
var env_diff_summary = __webpack_require__(5568);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/modes/env-diff-policy.ts

function countDiff(diff) {
    return {
        onlyIn1: diff.snappish1.artifacts.length,
        onlyIn2: diff.snappish2.artifacts.length,
        changed: diff.changed.artifacts.length,
        notChanged: diff['not-changed'].artifacts.length
    };
}
/** e.g. `1 artifact only in snapshot 1 and 2 artifacts with a changed instance count`. */
function describeDifferences(counts) {
    const parts = [
        counts.onlyIn1 > 0 &&
            `${(0,src_text/* plural */.LS)(counts.onlyIn1, 'artifact')} only in snapshot 1`,
        counts.onlyIn2 > 0 &&
            `${(0,src_text/* plural */.LS)(counts.onlyIn2, 'artifact')} only in snapshot 2`,
        counts.changed > 0 &&
            `${(0,src_text/* plural */.LS)(counts.changed, 'artifact')} with a changed instance count`
    ].filter((part) => part !== false);
    if (parts.length === 0) {
        return 'no differences: the same artifacts with the same instance counts';
    }
    const last = parts.pop();
    return parts.length === 0 ? last : `${parts.join(', ')} and ${last}`;
}
function failingCount(counts, failOn) {
    switch (failOn) {
        case 'any-change':
            return counts.onlyIn1 + counts.onlyIn2 + counts.changed;
        case 'added':
            return counts.onlyIn2;
        case 'removed':
            return counts.onlyIn1;
        case 'never':
            return 0;
    }
}
const WHAT_FAILS = {
    'any-change': 'anything only in one snapshot or with a changed instance count fails',
    added: 'an artifact only in snapshot 2 fails',
    removed: 'an artifact only in snapshot 1 fails',
    never: 'report only, nothing fails'
};
/** Decides the gate; pure, so the CLI and the action agree by construction. */
function evaluateGate(diff, failOn) {
    const counts = countDiff(diff);
    const differs = counts.onlyIn1 + counts.onlyIn2 + counts.changed > 0;
    const passed = failingCount(counts, failOn) === 0;
    const reason = `fail-on ${failOn} (${WHAT_FAILS[failOn]}): ${describeDifferences(counts)}`;
    return { failOn, passed, differs, reason, counts };
}

// EXTERNAL MODULE: ./src/api/snapshot-expression.ts
var snapshot_expression = __webpack_require__(5518);
;// CONCATENATED MODULE: ./src/modes/env-diff.ts








/** Both expressions, checked before any request is made. */
function parseSnapshots(config) {
    return {
        snapshot1: (0,snapshot_expression/* parseSnapshotExpression */.gS)('snapshot-1', config.snapshot1),
        snapshot2: (0,snapshot_expression/* parseSnapshotExpression */.gS)('snapshot-2', config.snapshot2)
    };
}
/**
 * The typed engine the CLI shares. Bad expressions and configuration throw
 * ConfigError before anything is sent; any failure of the request (refusal,
 * unknown environment, 5xx, network, unreadable answer) is returned as
 * `unavailable`, which every caller treats as a failed gate.
 */
async function runEnvDiff(config, deps) {
    const { snapshot1, snapshot2 } = parseSnapshots(config);
    let diff;
    try {
        const client = deps.openClient(config.service);
        try {
            diff = await (0,api/* envDiff */.bK)(client, {
                org: config.service.org,
                snappish1: snapshot1.text,
                snappish2: snapshot2.text
            });
        }
        finally {
            await client.close();
        }
    }
    catch (error) {
        if (error instanceof errors/* ConfigError */.xL)
            throw error;
        const message = `env-diff failed closed: Kosli gave no diff of ${snapshot1.text} and ${snapshot2.text}, and the gate never passes without one. ${(0,errors/* errorMessage */.gJ)(error)}`;
        return { kind: 'unavailable', snapshot1, snapshot2, message };
    }
    const verdict = evaluateGate(diff, config.failOn);
    deps.logger.info(`env-diff ${snapshot1.text} -> ${snapshot2.text}: ${verdict.passed ? 'passed' : 'failed'}, ${verdict.reason}`);
    return { kind: 'compared', snapshot1, snapshot2, diff, verdict };
}
/** What `--output json` prints and the diff-file holds. */
function envDiffDocument(outcome) {
    const { verdict } = outcome;
    return {
        'snapshot-1': outcome.snapshot1.text,
        'snapshot-2': outcome.snapshot2.text,
        verdict: {
            'fail-on': verdict.failOn,
            passed: verdict.passed,
            changed: verdict.differs,
            reason: verdict.reason,
            'only-in-snapshot-1': verdict.counts.onlyIn1,
            'only-in-snapshot-2': verdict.counts.onlyIn2,
            'changed-count': verdict.counts.changed,
            'not-changed-count': verdict.counts.notChanged
        },
        diff: outcome.diff
    };
}
/** A fresh directory per run, so two steps of one job never share a file. */
async function writeDiffFile(tmpDir, document) {
    await (0,promises_.mkdir)(tmpDir, { recursive: true });
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tmpDir, 'kosli-env-diff-'));
    const path = (0,external_node_path_.join)(dir, 'env-diff.json');
    await (0,promises_.writeFile)(path, `${JSON.stringify(document, null, 2)}\n`);
    return path;
}
async function envDiffStep(raw, deps) {
    const config = (0,src_config/* parseEnvDiffConfig */.GR)(raw);
    const outcome = await runEnvDiff(config, deps);
    if (outcome.kind === 'unavailable') {
        return {
            outputs: {},
            summary: (0,env_diff_summary/* renderEnvDiffFailClosed */.BH)(outcome.snapshot1.text, outcome.snapshot2.text, outcome.message),
            annotations: [],
            failure: outcome.message
        };
    }
    const { verdict } = outcome;
    const diffFile = await writeDiffFile(deps.tmpDir, envDiffDocument(outcome));
    return {
        outputs: {
            changed: String(verdict.differs),
            'only-in-snapshot-1': String(verdict.counts.onlyIn1),
            'only-in-snapshot-2': String(verdict.counts.onlyIn2),
            'changed-count': String(verdict.counts.changed),
            'not-changed-count': String(verdict.counts.notChanged),
            'diff-file': diffFile
        },
        summary: (0,env_diff_summary/* renderEnvDiffSummary */.hC)({
            diff: outcome.diff,
            verdict,
            snapshot1: outcome.snapshot1.text,
            snapshot2: outcome.snapshot2.text
        }),
        annotations: [],
        ...(!verdict.passed && {
            failure: `env-diff ${outcome.snapshot1.text} -> ${outcome.snapshot2.text} failed: ${verdict.reason}`
        })
    };
}


/***/ }),

/***/ 257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G7: () => (/* binding */ keepPayload),
/* harmony export */   RT: () => (/* binding */ DATA_JSON_FILE),
/* harmony export */   dM: () => (/* binding */ loadKeptPayload),
/* harmony export */   fg: () => (/* binding */ META_FILE)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5586);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7428);
/* harmony import */ var _api_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3688);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);





/**
 * A request that finally failed, kept on disk so that `kosli-attest resend
 * <dir>` can send exactly the same bytes later. The token is never written:
 * the resend takes it from KOSLI_API_TOKEN.
 */
const KeptMetaSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    host: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    org: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    flow: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    trail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    attestationName: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** A base name under `attachment/`. */
    attachmentFilename: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/^[^/\\]+$/)
        .refine((name) => name !== '.' && name !== '..')
        .optional(),
    keptAt: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
});
const DATA_JSON_FILE = 'data_json.json';
const META_FILE = 'meta.json';
const ATTACHMENT_DIR = 'attachment';
/** Writes the kept payload in a new directory under tmpDir; returns it. */
async function keepPayload(options) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(options.tmpDir, 'kosli-kept-payload-'));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, DATA_JSON_FILE), options.dataJson);
    const filename = options.attachment === undefined
        ? undefined
        : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(options.attachment.filename);
    if (options.attachment !== undefined && filename !== undefined) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ATTACHMENT_DIR));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(options.attachment.path, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ATTACHMENT_DIR, filename));
    }
    const meta = {
        ...options.destination,
        ...(filename !== undefined && { attachmentFilename: filename }),
        keptAt: new Date(options.now()).toISOString()
    };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
    return dir;
}
async function readJson(dir, file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, file), 'utf8');
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${dir} is not a kept payload directory: cannot read ${file} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)})`, { cause: error });
    }
}
function parseJson(text, schema, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${where} is not valid JSON`, { cause: error });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${where}: ${zod__WEBPACK_IMPORTED_MODULE_5__/* .prettifyError */ .S1(parsed.error)}`);
    }
    return parsed.data;
}
/** Reads back what keepPayload wrote, checked as strictly as when sent. */
async function loadKeptPayload(dir) {
    const meta = parseJson(await readJson(dir, META_FILE), KeptMetaSchema, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, META_FILE));
    const dataJson = await readJson(dir, DATA_JSON_FILE);
    const data = parseJson(dataJson, _api_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .JunitAttestationInputSchema */ .MS, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, DATA_JSON_FILE));
    const filename = meta.attachmentFilename;
    return {
        dir,
        meta,
        dataJson,
        data,
        ...(filename !== undefined && {
            attachment: { path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ATTACHMENT_DIR, filename), filename }
        })
    };
}


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
/* harmony export */   hC: () => (/* binding */ renderEnvDiffSummary)
/* harmony export */ });
/* unused harmony export DEFAULT_SUMMARY_LIMITS */
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
function verdictLines(input) {
    const { verdict, diff } = input;
    const mark = verdict.passed ? '✅ Passed' : '❌ Failed';
    const id1 = diff.snappish1.snapshot_id ?? input.snapshot1;
    const id2 = diff.snappish2.snapshot_id ?? input.snapshot2;
    return [
        heading(input.snapshot1, input.snapshot2),
        '',
        `**${mark}**: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(verdict.reason, 1000)}.`,
        '',
        `Snapshot 1: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(id1)}. Snapshot 2: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(id2)}. ` +
            `Not changed: ${verdict.counts.notChanged}.`,
        ''
    ];
}
function renderEnvDiffSummary(input, limits = DEFAULT_SUMMARY_LIMITS) {
    const out = verdictLines(input);
    const budget = {
        bytes: limits.maxBytes -
            (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(out.join('\n')) -
            NOTE_RESERVE -
            3 * SECTION_RESERVE,
        maxRows: limits.maxRowsPerTable
    };
    const sections = [
        {
            title: 'Only in snapshot 1',
            side: 'only1',
            artifacts: input.diff.snappish1.artifacts
        },
        {
            title: 'Only in snapshot 2',
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


/***/ })

};
