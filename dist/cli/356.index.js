export const id = 356;
export const ids = [356];
export const modules = {

/***/ 9804:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   envDiffCommand: () => (/* binding */ envDiffCommand)
/* harmony export */ });
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2622);
/* harmony import */ var _modes_env_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3786);
/* harmony import */ var _report_env_diff_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5568);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2361);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9530);





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
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_3__/* .commitText */ .tT)(a.commit_url),
        (0,_report_env_diff_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .instancesText */ .Mz)(a, side),
        (a.pods ?? []).join(', ')
    ]);
    return `${title}:\n${(0,_framework_output_js__WEBPACK_IMPORTED_MODULE_3__/* .fitTable */ .SM)(HEADERS, rows)}`;
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

//# sourceMappingURL=356.index.js.map