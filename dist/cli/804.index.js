export const id = 804;
export const ids = [804];
export const modules = {

/***/ 9804:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   envDiffCommand: () => (/* binding */ envDiffCommand)
/* harmony export */ });
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4531);
/* harmony import */ var _modes_env_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3786);
/* harmony import */ var _report_env_diff_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5568);
/* harmony import */ var _report_table_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(790);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6308);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3007);






const FLAGS = {
    'fail-on': {
        type: 'string',
        value: 'POLICY',
        help: 'any-change (default): anything only in one snapshot or with a changed instance count; added: anything only in snapshot 2; removed: anything only in snapshot 1; never: report only.'
    },
    output: {
        type: 'string',
        value: 'table|json',
        help: 'table (default) for people; json, the diff and the verdict, for scripts.'
    }
};
const HEADERS = ['NAME', 'FINGERPRINT', 'FLOW', 'COMMIT', 'INSTANCES', 'PODS'];
function section(title, artifacts, side) {
    if (artifacts.length === 0)
        return `${title}: none`;
    const rows = artifacts.map((a) => [
        a.name,
        a.fingerprint.slice(0, 12),
        a.flow ?? '',
        a.commit_url ?? '',
        (0,_report_env_diff_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .instancesText */ .Mz)(a, side),
        (a.pods ?? []).join(', ')
    ]);
    return `${title}:\n${(0,_report_table_js__WEBPACK_IMPORTED_MODULE_5__/* .renderTable */ .b)(HEADERS, rows)}`;
}
function tableReport(outcome) {
    const { diff } = outcome;
    const id1 = diff.snappish1.snapshot_id || outcome.snapshot1.text;
    const id2 = diff.snappish2.snapshot_id || outcome.snapshot2.text;
    return [
        section(`Only in snapshot 1 (${id1})`, diff.snappish1.artifacts, 'only1'),
        section(`Only in snapshot 2 (${id2})`, diff.snappish2.artifacts, 'only2'),
        section('Changed instance count', diff.changed.artifacts, 'changed'),
        `Not changed: ${diff['not-changed'].artifacts.length}`
    ].join('\n\n');
}
async function compare(ctx) {
    const [one, two] = ctx.args;
    const raw = { ...ctx.raw, 'snapshot-1': one, 'snapshot-2': two };
    // The engine logs the verdict line, on stderr.
    const outcome = await (0,_modes_env_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .runEnvDiff */ .qX)((0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEnvDiffConfig */ .GR)(raw), (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_4__/* .modeDeps */ ._u)(ctx));
    if (outcome.kind === 'unavailable') {
        ctx.logger.error(outcome.message);
        return 1;
    }
    (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(ctx.io, ctx.output, {
        json: (0,_modes_env_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .envDiffDocument */ .o_)(outcome),
        table: () => tableReport(outcome)
    });
    return outcome.verdict.passed ? 0 : 1;
}
const envDiffCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_4__/* .serviceCommand */ .xi)({
    name: 'env-diff',
    summary: 'Compare two environment snapshots; exit 1 when they differ',
    usage: 'SNAPSHOT_1 SNAPSHOT_2 [--fail-on any-change|added|removed|never] [--output table|json] [options]',
    description: `Compares two environment snapshots and fails (exit 1) when they differ in a way --fail-on does not accept. The same engine as the action's env-diff mode. It fails closed: when Kosli cannot be reached or refuses, the exit is 1, never 0.

A SNAPSHOT is env (the latest snapshot of env), env#N (snapshot number N, from 1), env~N (N snapshots behind the latest; env~0 is the latest) or env@{...} (the snapshot current at a moment: @{now}, @{2.days.ago} in hours, days, weeks or months, @{2024-05-01T12:00:00} in UTC).`,
    positionals: {
        min: 2,
        max: 2,
        what: 'two snapshots, e.g. production staging'
    },
    flags: FLAGS,
    exitStatus: '0 the gate passed, 1 it failed or Kosli gave no diff, 2 usage or configuration error (e.g. a bad snapshot expression).',
    example: '# Fail when staging runs anything production does not:\nexport KOSLI_API_TOKEN=... KOSLI_ORG=acme\nkosli-attest env-diff production staging --fail-on added',
    run: compare
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
/* harmony export */   ti: () => (/* binding */ inlineCode)
/* harmony export */ });
/**
 * Building blocks for GitHub-flavoured Markdown made from untrusted report
 * text: names, messages and traces can hold anything, including Markdown,
 * HTML, table pipes and code fences.
 */
function byteLength(text) {
    return Buffer.byteLength(text, 'utf8');
}
// C0/C1 controls other than tab and newline render as nothing or break the
// page; lone surrogates cannot be encoded.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function printable(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .replace(UNPRINTABLE, '\ufffd')
        .replace(LONE_SURROGATE, '\ufffd');
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
/**
 * One line of plain text, safe anywhere inline (table cells included):
 * whitespace runs and newlines become one space, then cut to `max` code
 * points, then escaped.
 */
function text(value, max = 300) {
    const line = printable(value).replace(/\s+/g, ' ').trim();
    return shorten(line, max).replace(SPECIAL, (char) => `&#${char.charCodeAt(0)};`);
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


/***/ })

};
