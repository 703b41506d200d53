export const id = 8562;
export const ids = [8562];
export const modules = {

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

//# sourceMappingURL=8562.index.js.map