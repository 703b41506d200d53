export const id = 9804;
export const ids = [9804,8562];
export const modules = {

/***/ 9804:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   envDiffCommand: () => (/* binding */ envDiffCommand)
/* harmony export */ });
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9604);
/* harmony import */ var _modes_env_diff_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8562);
/* harmony import */ var _report_env_diff_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5568);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2361);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9515);





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
/** The two positional snapshots join the flags. */
function configOf(raw, args) {
    const [one = '', two = ''] = args;
    return (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEnvDiffConfig */ .GR)({ ...raw, 'snapshot-1': one, 'snapshot-2': two });
}
async function compare(ctx) {
    // The engine logs the verdict line, on stderr.
    const outcome = await (0,_modes_env_diff_index_js__WEBPACK_IMPORTED_MODULE_1__.runEnvDiff)(ctx.checked, (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_4__/* .modeDeps */ ._u)(ctx));
    if (outcome.kind === 'unavailable') {
        ctx.logger.error(outcome.message);
        return 1;
    }
    (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(ctx.io, ctx.output, {
        json: (0,_modes_env_diff_index_js__WEBPACK_IMPORTED_MODULE_1__.envDiffDocument)(outcome),
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
    check: configOf,
    run: compare
});


/***/ }),

/***/ 8562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  envDiffDocument: () => (/* binding */ envDiffDocument),
  envDiffForFork: () => (/* binding */ envDiffForFork),
  envDiffStep: () => (/* binding */ envDiffStep),
  parseSnapshots: () => (/* binding */ parseSnapshots),
  runEnvDiff: () => (/* binding */ runEnvDiff)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/api/index.ts + 11 modules
var api = __webpack_require__(6013);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/report/env-diff-summary.ts
var env_diff_summary = __webpack_require__(5568);
// EXTERNAL MODULE: ./src/github/pr-comment/index.ts + 2 modules
var pr_comment = __webpack_require__(4416);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/modes/env-diff/policy.ts

/**
 * The env-diff gate: which differences between two snapshots fail the step.
 * The service sorts each artifact into one of four lists: only in snapshot 1
 * (`snappish1`), only in snapshot 2 (`snappish2`), in both with a changed
 * instance count (`changed`), and in both unchanged (`not-changed`).
 */
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

;// CONCATENATED MODULE: ./src/modes/fork.ts
const FORK_REASON = 'fork-pull-request';
/** The README's recipe, on the action's own repository when known. */
function recipeLink(env) {
    const server = env.GITHUB_SERVER_URL || 'https://github.com';
    const repository = env.GITHUB_ACTION_REPOSITORY || 'OWNER/kosli-attest-action';
    return `${server}/${repository}#pull-requests-from-forks`;
}
/**
 * The notice of a skip; `outcome` says what the mode did instead, e.g.
 * "the reports were summarised and nothing was sent to Kosli".
 */
function forkNotice(env, outcome) {
    return {
        level: 'notice',
        title: 'Kosli: fork pull request',
        message: 'This pull request comes from a fork, so the run has no secrets and no ' +
            `Kosli API token: ${outcome}. To use Kosli on it, use the two-workflow recipe: ${recipeLink(env)}`
    };
}
/** What attest-junit's summary and notice say of the skip. */
function forkSkip(env) {
    return {
        reason: FORK_REASON,
        summary: {
            reason: 'a pull request from a fork runs without secrets, so there is no Kosli API token',
            link: recipeLink(env)
        },
        notice: forkNotice(env, 'the reports were summarised and nothing was sent to Kosli')
    };
}

// EXTERNAL MODULE: ./src/api/snapshot-expression.ts
var snapshot_expression = __webpack_require__(3137);
;// CONCATENATED MODULE: ./src/modes/env-diff/index.ts










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
        const client = await deps.openClient(config.service);
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
/** The pull request comment's key and title of a pair. */
function pairOf(outcome) {
    return {
        key: `env-diff ${outcome.snapshot1.environment} ${outcome.snapshot2.environment}`,
        title: `env-diff ${outcome.snapshot1.text} → ${outcome.snapshot2.text}`
    };
}
/** No diff from the service: the gate failed closed. */
function unavailableResult(outcome) {
    return {
        outputs: {},
        summary: (0,env_diff_summary/* renderEnvDiffFailClosed */.BH)(outcome.snapshot1.text, outcome.snapshot2.text, outcome.message),
        annotations: [],
        failure: outcome.message,
        pullRequest: {
            ...pairOf(outcome),
            passed: false,
            details: `**❌ Failed closed**: ${(0,markdown/* text */.Qq)(outcome.message, 1000)}`
        }
    };
}
function comparedResult(outcome, diffFile) {
    const summaryInput = {
        diff: outcome.diff,
        verdict: outcome.verdict,
        snapshot1: outcome.snapshot1.text,
        snapshot2: outcome.snapshot2.text,
        environment1: outcome.snapshot1.environment,
        environment2: outcome.snapshot2.environment
    };
    const { verdict } = outcome;
    return {
        outputs: {
            changed: String(verdict.differs),
            'only-in-snapshot-1': String(verdict.counts.onlyIn1),
            'only-in-snapshot-2': String(verdict.counts.onlyIn2),
            'changed-count': String(verdict.counts.changed),
            'not-changed-count': String(verdict.counts.notChanged),
            'diff-file': diffFile
        },
        summary: (0,env_diff_summary/* renderEnvDiffSummary */.hC)(summaryInput),
        annotations: [],
        pullRequest: {
            ...pairOf(outcome),
            passed: verdict.passed,
            details: (0,pr_comment/* envDiffCommentDetails */.iL)(summaryInput)
        },
        ...(!verdict.passed && {
            failure: `env-diff ${outcome.snapshot1.text} -> ${outcome.snapshot2.text} failed: ${verdict.reason}`
        })
    };
}
async function envDiffStep(step, deps) {
    const outcome = await runEnvDiff(step.config, deps);
    if (outcome.kind === 'unavailable')
        return unavailableResult(outcome);
    const diffFile = await writeDiffFile(deps.tmpDir, envDiffDocument(outcome));
    return comparedResult(outcome, diffFile);
}
/** A fork's pull request has no token: nothing is compared, and it passes. */
function envDiffForFork(deps) {
    return {
        outputs: { 'skipped-reason': FORK_REASON },
        summary: [
            '## Kosli env-diff',
            '',
            '> [!NOTE]',
            '> **Not compared**: a pull request from a fork runs without secrets, so there is no Kosli API token.',
            ''
        ].join('\n'),
        annotations: [
            forkNotice(deps.env, 'the environments were not compared and nothing was asked of Kosli')
        ]
    };
}


/***/ })

};

//# sourceMappingURL=9804.index.js.map