export const id = 197;
export const ids = [197];
export const modules = {

/***/ 7610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ pullRequestLabels),
/* harmony export */   p: () => (/* binding */ baseOfEvent)
/* harmony export */ });
/* harmony import */ var _json_fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1011);
/**
 * The commit a run is compared with, as its event payload names it: on a
 * pull request the base (whose merge base with the head is asked of GitHub
 * by base-tests.ts), on a push the commit before it, on a merge queue's
 * group the base it was built on. And the pull request's labels, one of
 * which may allow tests to stop running. Pure functions of the payload.
 */

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const NO_COMMIT = /^0+$/;
/** The pull request events whose payload names the base and the head. */
const PULL_EVENTS = new Set([
    'pull_request',
    'pull_request_target'
]);
function sha(value) {
    const found = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(value);
    return found !== undefined && SHA.test(found) && !NO_COMMIT.test(found)
        ? found
        : undefined;
}
function branchOf(ref) {
    const found = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(ref);
    if (found === undefined || found === '')
        return undefined;
    return found.startsWith('refs/heads/')
        ? found.slice('refs/heads/'.length)
        : found.startsWith('refs/')
            ? undefined
            : found;
}
function none(reason) {
    return { kind: 'none', reason };
}
function fromPull(eventName, payload) {
    const pull = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'pull_request');
    const baseSha = sha((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(pull, 'base', 'sha'));
    const headSha = sha((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(pull, 'head', 'sha'));
    if (baseSha === undefined || headSha === undefined) {
        return none(`the ${eventName} payload has no pull_request.base.sha and head.sha`);
    }
    const branch = branchOf((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(pull, 'base', 'ref'));
    return {
        kind: 'pull-request',
        baseSha,
        headSha,
        ...(branch !== undefined && { branch })
    };
}
function fromPush(payload) {
    const given = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'before'));
    const before = sha(given);
    if (given === undefined)
        return none('the push payload has no before commit');
    if (before === undefined) {
        return none('the push has no commit before it (a new branch or tag): there is nothing to compare with');
    }
    const branch = branchOf((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'ref'));
    return {
        kind: 'commit',
        sha: before,
        ...(branch !== undefined && { branch })
    };
}
function fromMergeGroup(payload) {
    const group = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'merge_group');
    const base = sha((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(group, 'base_sha'));
    if (base === undefined) {
        return none('the merge_group payload has no merge_group.base_sha');
    }
    const branch = branchOf((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(group, 'base_ref'));
    return { kind: 'commit', sha: base, ...(branch !== undefined && { branch }) };
}
/** The base commit the event names, or why there is none. */
function baseOfEvent(eventName, payload) {
    if (PULL_EVENTS.has(eventName))
        return fromPull(eventName, payload);
    if (eventName === 'push')
        return fromPush(payload);
    if (eventName === 'merge_group')
        return fromMergeGroup(payload);
    return none(`a ${JSON.stringify(eventName)} event names no base commit (pull_request, push and merge_group do); give base-tests a file to compare with`);
}
/** The names of the pull request's labels, as the event payload lists them. */
function pullRequestLabels(payload) {
    return (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .entries */ .jO)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(payload, 'pull_request', 'labels')).flatMap((label) => {
        const name = (0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_json_fields_js__WEBPACK_IMPORTED_MODULE_0__.at)(label, 'name'));
        return name === undefined ? [] : [name];
    });
}


/***/ }),

/***/ 3197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finishRemovedTests: () => (/* binding */ finishRemovedTests),
  startRemovedTests: () => (/* binding */ startRemovedTests)
});

// EXTERNAL MODULE: ./src/junit/index.ts + 38 modules
var junit = __webpack_require__(722);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/regular-file.ts
var regular_file = __webpack_require__(702);
;// CONCATENATED MODULE: ./src/modes/attest-junit/removed/inventory-file.ts
/**
 * The base commit's inventory as a file (`base-tests`, or the file of the
 * downloaded artifact): read as data within a size limit and checked entry
 * by entry, so that a wrong file is named with what is wrong in it rather
 * than compared as if it held no test.
 */




/** Room for about two million named cases; hashed ones take less. */
const MAX_INVENTORY_BYTES = 256 * 1024 * 1024;
const STATUSES = new Set([
    'passed',
    'failed',
    'errored',
    'skipped'
]);
const HASH = /^[0-9a-f]{32}$/;
function isStatus(value) {
    return typeof value === 'string' && STATUSES.has(value);
}
function namedEntry(value) {
    if (!Array.isArray(value) || value.length !== 4)
        return undefined;
    const [suite, classname, name, status] = value;
    if (typeof suite !== 'string' ||
        typeof classname !== 'string' ||
        typeof name !== 'string' ||
        !isStatus(status)) {
        return undefined;
    }
    return [suite, classname, name, status];
}
function hashedEntry(value) {
    if (!Array.isArray(value) || value.length !== 2)
        return undefined;
    const [hash, status] = value;
    if (typeof hash !== 'string' || !HASH.test(hash) || !isStatus(status)) {
        return undefined;
    }
    return [hash, status];
}
/** Each entry checked; the first bad one is named by its index. */
function entriesOf(tests, read, shape) {
    if (!Array.isArray(tests))
        throw new Error('"tests" is not an array');
    const out = [];
    for (const [index, value] of tests.entries()) {
        const entry = read(value);
        if (entry === undefined) {
            const shown = (0,src_text/* printable */.g$)(JSON.stringify(value) ?? String(value)).slice(0, 120);
            throw new Error(`tests[${index}] is not ${shape}: ${shown}`);
        }
        out.push(entry);
    }
    return out;
}
/** The inventory a parsed JSON value holds, or an Error saying why not. */
function inventoryOf(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new Error('it is not a JSON object');
    }
    const fields = value;
    if (fields.format !== junit/* INVENTORY_FORMAT */.Bf) {
        throw new Error(`"format" is ${JSON.stringify(fields.format) ?? 'missing'}, not "${junit/* INVENTORY_FORMAT */.Bf}"`);
    }
    const { attestation, commit, strip } = fields;
    if (typeof attestation !== 'string') {
        throw new Error('"attestation" is not a string');
    }
    if (commit !== null && typeof commit !== 'string') {
        throw new Error('"commit" is neither a string nor null');
    }
    const inventory = fields.hashed === true
        ? {
            hashed: true,
            tests: entriesOf(fields.tests, hashedEntry, '[hash, status]')
        }
        : {
            hashed: false,
            tests: entriesOf(fields.tests, namedEntry, '[suite, classname, name, status]')
        };
    return {
        inventory,
        attestation,
        commit,
        ...(typeof strip === 'string' && { strip })
    };
}
/**
 * The inventory in the file at `path`. `what` names where it came from in
 * the error (`base-tests`, `artifact kosli-tests-unit-tests`).
 */
function readInventoryFile(path, what, shown = path) {
    const bytes = (0,regular_file/* readRegularFile */.XF)(path, { maxBytes: MAX_INVENTORY_BYTES, what });
    let value;
    try {
        value = JSON.parse(bytes.toString('utf8'));
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`${what}: ${(0,src_text/* printable */.g$)(shown)} is not JSON (${(0,errors/* errorMessage */.gJ)(error)}); give the file that a run on the base commit wrote with the tests-file output (CLI: --tests-file)`, { cause: error });
    }
    try {
        return inventoryOf(value);
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`${what}: ${(0,src_text/* printable */.g$)(shown)} is not a test inventory: ${(0,errors/* errorMessage */.gJ)(error)}; give the file that a run on the base commit wrote with the tests-file output (CLI: --tests-file)`, { cause: error });
    }
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/removed/base.ts
/**
 * Where the base commit's inventory comes from: the `base-tests` file (any
 * CI), else on GitHub the artifact of this repository's run on the base
 * commit (src/github/base-tests.ts), else none, with the reason the summary
 * gives. A base-tests file that does not exist counts as none (the
 * download step found nothing); one that exists but is not an inventory is
 * a configuration error that names it.
 */





async function exists(path) {
    try {
        await (0,promises_.lstat)(path);
        return true;
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return false;
        throw error;
    }
}
async function fromFile(file, deps) {
    const path = (0,external_node_path_.resolve)(deps.cwd, file);
    const flag = deps.cli === undefined ? 'base-tests' : '--base-tests';
    if (!(await exists(path))) {
        return {
            found: false,
            looked: true,
            reason: `the ${flag} file ${(0,src_text/* printable */.g$)(file)} does not exist (no inventory was uploaded for the base commit, or the download step found none)`
        };
    }
    const base = readInventoryFile(path, flag, file);
    return {
        found: true,
        source: 'file',
        base,
        ...(base.commit !== null && {
            commit: base.commit,
            baseCommit: base.commit
        })
    };
}
/** The artifact's one inventory: its only JSON file, or kosli-tests.json. */
function inventoryFileOf(files) {
    const json = files.filter((file) => file.toLowerCase().endsWith('.json'));
    if (json.length === 1)
        return json[0];
    return json.find((file) => (0,external_node_path_.basename)(file) === 'kosli-tests.json');
}
function eventOf(deps) {
    const name = deps.env.GITHUB_EVENT_NAME ?? '';
    const path = deps.env.GITHUB_EVENT_PATH;
    let payload = {};
    if (path !== undefined && path !== '') {
        try {
            payload = deps.readEvent(path);
        }
        catch {
            payload = {};
        }
    }
    return { name, payload };
}
function runIdOf(deps) {
    const id = Number(deps.env.GITHUB_RUN_ID);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
/** The downloaded artifact's inventory; a bad one is a missing base. */
function readArtifact(found, artifactName, branch) {
    const what = `artifact ${JSON.stringify(artifactName)} of run ${found.run.id}`;
    const missing = (reason) => ({
        found: false,
        looked: true,
        baseCommit: found.baseCommit,
        reason
    });
    const file = inventoryFileOf(found.files);
    if (file === undefined) {
        return missing(`the ${what} holds no one JSON file (kosli-tests.json): upload the tests-file output alone`);
    }
    try {
        return {
            found: true,
            source: found.source,
            base: readInventoryFile(file, what),
            baseCommit: found.baseCommit,
            commit: found.commit,
            ...(found.run.url !== undefined && { runUrl: found.run.url }),
            ...(branch !== undefined && { branch })
        };
    }
    catch (error) {
        // Not a setting to fix: the base's upload is wrong, so there is no base.
        return missing((0,errors/* errorMessage */.gJ)(error));
    }
}
async function fromGitHub(context, deps) {
    const github = await Promise.all(/* import() */[__webpack_require__.e(428), __webpack_require__.e(586), __webpack_require__.e(509), __webpack_require__.e(405)]).then(__webpack_require__.bind(__webpack_require__, 6405));
    const event = eventOf(deps);
    const base = github.baseOfEvent(event.name, event.payload);
    if (base.kind === 'none') {
        return { found: false, looked: false, reason: base.reason };
    }
    const token = context.githubToken;
    if (token === undefined || token === '') {
        return {
            found: false,
            looked: true,
            reason: 'github-token is empty: the base inventory is looked for on GitHub with it (actions: read)'
        };
    }
    const artifactName = context.config.baseTestsArtifact ?? `kosli-tests-${context.attestationName}`;
    const ownRunId = runIdOf(deps);
    const found = await github.findBaseTests({
        connection: github.connectionFromEnv(token, deps.env, deps.logger),
        base,
        artifactName,
        destination: await (0,promises_.mkdtemp)((0,external_node_path_.join)(deps.tmpDir, 'kosli-base-tests-')),
        tmpDir: deps.tmpDir,
        limits: github.defaultLimits(MAX_INVENTORY_BYTES),
        now: deps.now(),
        ...(ownRunId !== undefined && { ownRunId })
    });
    if (found.source !== 'none') {
        return readArtifact(found, artifactName, base.branch);
    }
    return {
        found: false,
        looked: true,
        reason: found.reason,
        ...(found.baseCommit !== undefined && { baseCommit: found.baseCommit })
    };
}
/**
 * The base inventory, or why there is none. The CLI reads only a file: it
 * has no GitHub token.
 */
async function resolveBase(context, deps) {
    const file = context.config.baseTestsFile;
    if (file !== undefined)
        return fromFile(file, deps);
    if (deps.cli !== undefined) {
        return {
            found: false,
            looked: false,
            reason: 'no --base-tests file was given (the tests-file of a run on the base commit)'
        };
    }
    return fromGitHub(context, deps);
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/removed/compare.ts
/**
 * This run's test inventory against the base commit's: the tests that
 * stopped running (removed: in the base, not now; newly skipped: ran in the
 * base, skipped now) and the tests added. A test is its identity (suite,
 * classname, name), so a renamed or moved test is one removed and one
 * added. When either side kept only hashes, both are compared by the hash
 * of their identities, and names are known only where a side kept them.
 */

/** Whether an inventory lists any test at all. */
function hasTests(inventory) {
    for (const _test of inventory.tests)
        return true;
    return false;
}
function byName(entries) {
    const tests = new Map();
    for (const [suite, classname, name, status] of entries) {
        const identity = [suite, classname, name];
        tests.set((0,junit/* identityKey */.US)(suite, classname, name), { identity, status });
    }
    return tests;
}
/** A side's tests sorted by hash: named ones are hashed here. */
function hashedSide(inventory) {
    const tests = [];
    if (inventory.hashed) {
        for (const [hash, status] of inventory.tests)
            tests.push({ hash, status });
    }
    else {
        for (const [suite, classname, name, status] of inventory.tests) {
            const hash = (0,junit/* identityHash */.Jf)((0,junit/* identityKey */.US)(suite, classname, name));
            tests.push({ identity: [suite, classname, name], hash, status });
        }
    }
    // Hex of the same length sorts as its bytes; a file is sorted already.
    return mergedByHash(tests.sort(cmp));
}
/**
 * One entry per hash, at its worse status: a base file may list a hash
 * twice, which must not count once as kept and once as removed.
 */
function mergedByHash(sorted) {
    const kept = [];
    for (const test of sorted) {
        const last = kept.at(-1);
        if (last === undefined || cmp(last, test) !== 0) {
            kept.push(test);
            continue;
        }
        kept[kept.length - 1] = {
            ...withName(last, test),
            status: (0,junit/* worseStatus */.L9)(last.status, test.status)
        };
    }
    return kept;
}
/** Where the current side knows a name the base side does not, keep it. */
function withName(base, now) {
    return base.identity === undefined && now.identity !== undefined
        ? { ...base, identity: now.identity }
        : base;
}
function newlySkipped(base, now) {
    return base.status !== 'skipped' && now.status === 'skipped';
}
/** Both sides by name: a map of the base, the current side walked once. */
function compareNamed(base, current) {
    const before = byName(base);
    const now = byName(current);
    const lists = {
        removed: [],
        newlySkipped: [],
        added: [],
        baseCount: before.size,
        currentCount: now.size
    };
    for (const [key, test] of before) {
        const found = now.get(key);
        if (found === undefined)
            lists.removed.push(test);
        else if (newlySkipped(test, found))
            lists.newlySkipped.push(test);
    }
    for (const [key, test] of now) {
        if (!before.has(key))
            lists.added.push(test);
    }
    return lists;
}
/** Both sides by hash: two lists sorted by hash, merged in one walk. */
function compareHashed(base, current) {
    const lists = { removed: [], newlySkipped: [], added: [] };
    let i = 0;
    let j = 0;
    while (i < base.length || j < current.length) {
        const before = base[i];
        const now = current[j];
        const order = before === undefined ? 1 : now === undefined ? -1 : cmp(before, now);
        if (order < 0 && before !== undefined) {
            lists.removed.push(before);
            i += 1;
        }
        else if (order > 0 && now !== undefined) {
            lists.added.push(now);
            j += 1;
        }
        else if (before !== undefined && now !== undefined) {
            if (newlySkipped(before, now)) {
                lists.newlySkipped.push(withName(before, now));
            }
            i += 1;
            j += 1;
        }
    }
    return lists;
}
function cmp(a, b) {
    const left = a.hash ?? '';
    const right = b.hash ?? '';
    return left < right ? -1 : left > right ? 1 : 0;
}
/**
 * The two inventories compared. By name, each list keeps its side's
 * order; by hash, the order of the hashes.
 */
function compareInventories(base, current) {
    if (!base.hashed && !current.hashed) {
        return { ...compareNamed(base.tests, current.tests), byHash: false };
    }
    const before = hashedSide(base);
    const now = hashedSide(current);
    return {
        ...compareHashed(before, now),
        byHash: true,
        baseCount: before.length,
        currentCount: now.length
    };
}
/** How many tests stopped running: removed plus newly skipped. */
function stoppedCount(comparison) {
    return comparison.removed.length + comparison.newlySkipped.length;
}
/** One test as one line of plain text (escape it where it is shown). */
function testLabel(test) {
    if (test.identity === undefined) {
        return `(name not kept; identity hash ${test.hash ?? '?'})`;
    }
    const [suite, classname, name] = test.identity;
    const owner = classname === '' || classname === suite ? '' : `${classname} › `;
    return `${suite} › ${owner}${name}`;
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/removed/gate.ts


const LISTED = 5;
/** The first few tests that stopped, for a one-message failure or warning. */
function firstStopped(comparison) {
    const all = [...comparison.removed, ...comparison.newlySkipped];
    const shown = all.slice(0, LISTED).map((test) => (0,src_text/* printable */.g$)(testLabel(test)));
    const more = all.length > LISTED ? `, and ${all.length - LISTED} more` : '';
    return `${shown.join('; ')}${more}`;
}
function baseText(base) {
    if (!base.found)
        return 'the base commit';
    const commit = base.commit?.slice(0, 12);
    if (base.source === 'file') {
        return commit === undefined
            ? 'the base-tests inventory'
            : `the base-tests inventory of ${commit}`;
    }
    return base.source === 'approximate'
        ? `${commit ?? 'an earlier commit'} (approximate: the base commit ${base.baseCommit?.slice(0, 12) ?? ''} has no inventory)`
        : `the base commit ${commit ?? ''}`;
}
function stoppedMessage(input, comparison) {
    const { removed, newlySkipped } = comparison;
    const stopped = stoppedCount(comparison);
    const allow = input.cli
        ? `run with --removed-allowed-by LABEL (or label the merge request ${input.config.allowLabel || 'as allow-removed-label says'})`
        : input.config.allowLabel === ''
            ? 'set allow-removed-label and label the pull request with it'
            : `label the pull request ${JSON.stringify(input.config.allowLabel)} (allow-removed-label)`;
    return `removed-tests: ${(0,src_text/* plural */.LS)(stopped, 'test')} stopped running since ${baseText(input.base)} (${removed.length} removed, ${newlySkipped.length} newly skipped): ${firstStopped(comparison)}. A renamed test counts as removed; if the change is meant, ${allow}`;
}
function missingBase(input, reason, looked) {
    const verdict = {
        config: input.config,
        base: input.base,
        notCompared: reason
    };
    const text = `Tests not compared with the base commit: ${reason}`;
    if (input.config.onMissingBase === 'fail') {
        return { ...verdict, failure: `on-missing-base: fail: ${text}` };
    }
    return looked ? { ...verdict, warning: text } : { ...verdict, notice: text };
}
/** The verdict of one run. */
function judgeRemoved(input) {
    const { base, current, config } = input;
    if (!base.found)
        return missingBase(input, base.reason, base.looked);
    if (current === undefined) {
        return missingBase(input, 'the inventory of this run was not collected', true);
    }
    if (!hasTests(base.base.inventory)) {
        // Nothing stopped running of nothing: a base run that read no report
        // is no base, never a green "no test stopped".
        return missingBase(input, 'the base inventory holds no test', true);
    }
    const comparison = compareInventories(base.base.inventory, current);
    const verdict = { config, base, comparison };
    if (stoppedCount(comparison) === 0)
        return verdict;
    const message = stoppedMessage(input, comparison);
    if (input.allowedBy !== undefined) {
        return {
            ...verdict,
            allowedBy: input.allowedBy,
            notice: `${(0,src_text/* plural */.LS)(stoppedCount(comparison), 'test')} stopped running, allowed by the label ${JSON.stringify(input.allowedBy)}; the attestation records it`
        };
    }
    return config.mode === 'fail'
        ? { ...verdict, failure: message }
        : { ...verdict, warning: message };
}

// EXTERNAL MODULE: ./src/github/base-commit.ts
var base_commit = __webpack_require__(7610);
;// CONCATENATED MODULE: ./src/modes/attest-junit/removed/labels.ts

function eventLabels(deps) {
    const path = deps.env.GITHUB_EVENT_PATH;
    if (deps.env.GITHUB_ACTIONS !== 'true' || path === undefined || path === '') {
        return [];
    }
    try {
        return (0,base_commit/* pullRequestLabels */.U)(deps.readEvent(path));
    }
    catch {
        return [];
    }
}
function gitlabLabels(deps) {
    const labels = deps.env.CI_MERGE_REQUEST_LABELS;
    return labels === undefined ? [] : labels.split(',').map((l) => l.trim());
}
/** The label (or the CLI's word) that allows it, or undefined. */
function allowedBy(config, deps) {
    if (config.allowedBy !== undefined)
        return config.allowedBy;
    const wanted = config.allowLabel.toLowerCase();
    if (wanted === '')
        return undefined;
    const labels = [...eventLabels(deps), ...gitlabLabels(deps)];
    return labels.some((label) => label.toLowerCase() === wanted)
        ? config.allowLabel
        : undefined;
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/removed/result.ts
/**
 * What the removed-tests verdict shows: the step's outputs, the
 * attestation's annotations (`kosli_attest_*`, never the user's own), the
 * report section's facts, and the evidence file
 * `kosli-tests-stopped.json` that lists every test that stopped running.
 */



const STOPPED_FILE = 'kosli-tests-stopped.json';
const STOPPED_FORMAT = 'kosli-attest/tests-stopped@1';
function sourceOf(verdict) {
    return verdict.comparison !== undefined && verdict.base.found
        ? verdict.base.source
        : 'none';
}
function baseCommitOf(verdict) {
    const { base } = verdict;
    return base.found ? (base.commit ?? base.baseCommit) : base.baseCommit;
}
/** tests-removed, tests-newly-skipped, tests-added, base-commit, base-source. */
function removedOutputs(verdict) {
    const { comparison } = verdict;
    const commit = baseCommitOf(verdict);
    return {
        'base-source': sourceOf(verdict),
        ...(commit !== undefined && { 'base-commit': commit }),
        ...(comparison !== undefined && {
            'tests-removed': String(comparison.removed.length),
            'tests-newly-skipped': String(comparison.newlySkipped.length),
            'tests-added': String(comparison.added.length)
        })
    };
}
/** The attestation's annotations about the comparison. */
function removedKosliAnnotations(verdict) {
    const { comparison } = verdict;
    const commit = baseCommitOf(verdict);
    return {
        kosli_attest_base_source: sourceOf(verdict),
        ...(commit !== undefined && { kosli_attest_base_commit: commit }),
        ...(comparison !== undefined && {
            kosli_attest_tests_removed: String(comparison.removed.length),
            kosli_attest_tests_newly_skipped: String(comparison.newlySkipped.length)
        }),
        ...(verdict.allowedBy !== undefined && {
            kosli_attest_removed_allowed_by: verdict.allowedBy
        })
    };
}
const labels = (tests) => tests.map(testLabel);
/** The facts the summary, the comment and the check run show. */
function removedReport(verdict) {
    const { base, comparison, config } = verdict;
    const commit = base.found ? base.commit : undefined;
    const reason = verdict.notCompared;
    return {
        source: sourceOf(verdict),
        ...(reason !== undefined && { reason }),
        ...(base.baseCommit !== undefined && { baseCommit: base.baseCommit }),
        ...(commit !== undefined && { commit }),
        ...(base.found && base.runUrl !== undefined && { runUrl: base.runUrl }),
        ...(base.found && base.branch !== undefined && { branch: base.branch }),
        removed: labels(comparison?.removed ?? []),
        newlySkipped: labels(comparison?.newlySkipped ?? []),
        added: comparison?.added.length ?? 0,
        baseCount: comparison?.baseCount ?? 0,
        byHash: comparison?.byHash ?? false,
        mode: config.mode === 'fail' ? 'fail' : 'warn',
        ...(verdict.allowedBy !== undefined && { allowedBy: verdict.allowedBy }),
        fails: verdict.failure !== undefined,
        warned: verdict.warning !== undefined
    };
}
function entryOf(test) {
    return test.identity === undefined
        ? [test.hash ?? '', test.status]
        : [...test.identity, test.status];
}
/**
 * The evidence file: every test that stopped running, with the base it was
 * compared with, so an auditor can re-derive the verdict. Undefined when
 * nothing was compared.
 */
async function writeStoppedFile(verdict, where) {
    const { comparison, base } = verdict;
    if (comparison === undefined || !base.found)
        return undefined;
    const content = {
        format: STOPPED_FORMAT,
        attestation: where.attestation,
        commit: where.commit ?? null,
        base: {
            source: base.source,
            commit: base.commit ?? null,
            base_commit: base.baseCommit ?? null,
            run_url: base.runUrl ?? null
        },
        by_hash: comparison.byHash,
        allowed_by: verdict.allowedBy ?? null,
        // [suite, classname, name, status in the base], or [hash, status].
        removed: comparison.removed.map(entryOf),
        newly_skipped: comparison.newlySkipped.map(entryOf),
        added: comparison.added.length
    };
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(where.tmpDir, 'kosli-stopped-'));
    const file = (0,external_node_path_.join)(dir, STOPPED_FILE);
    await (0,promises_.writeFile)(file, `${JSON.stringify(content)}\n`);
    return file;
}
/** The step log's line about a comparison made. */
function removedLogLine(verdict, comparison) {
    const commit = baseCommitOf(verdict);
    const at = commit === undefined ? '' : ` ${commit.slice(0, 12)}`;
    return `Compared with the base (${sourceOf(verdict)}${at}): ${comparison.removed.length} removed, ${comparison.newlySkipped.length} newly skipped, ${comparison.added.length} added`;
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/removed/index.ts





/** Before the parse: the base inventory, or why there is none. */
async function startRemovedTests(context, deps) {
    // The CLI without --base-tests has nothing to look for.
    if (context.config.baseTestsFile !== undefined || deps.cli === undefined) {
        deps.progress?.('finding the base inventory');
    }
    // A Node 22 before 22.3 loads hashing ahead (src/junit/inventory.ts).
    await (0,junit/* loadHashing */.RH)();
    const base = await resolveBase(context, deps);
    return { config: context.config, base };
}
/**
 * Why a comparison may mislead: the base is another attestation's, or its
 * names were stripped by another pattern (each test would read as removed
 * and added).
 */
function caveatsOf(base, run) {
    if (!base.found)
        return [];
    const { attestation, strip } = base.base;
    return [
        attestation === run.attestation
            ? ''
            : `The base inventory is of attestation ${JSON.stringify(attestation)}, not ${JSON.stringify(run.attestation)}: is base-tests the right file?`,
        (strip ?? '') === (run.strip ?? '')
            ? ''
            : `The base inventory's names were stripped with ${JSON.stringify(strip ?? '')} and this run's with ${JSON.stringify(run.strip ?? '')} (strip-test-names): names that differ only there read as removed and added.`
    ].filter((caveat) => caveat !== '');
}
/** After the parse: the verdict, logged, with what the attestation carries. */
async function finishRemovedTests(start, run, deps) {
    const caveats = caveatsOf(start.base, run);
    for (const caveat of caveats)
        deps.logger.warn(caveat);
    const verdict = judgeRemoved({
        config: start.config,
        base: start.base,
        current: run.outcome.tests,
        allowedBy: allowedBy(start.config, deps),
        cli: deps.cli !== undefined
    });
    // On GitHub a warning is an annotation; on the CLI, a line on stderr.
    if (verdict.comparison !== undefined)
        deps.logger.info(removedLogLine(verdict, verdict.comparison));
    if (verdict.warning !== undefined)
        deps.logger.warn(verdict.warning);
    if (verdict.notice !== undefined)
        deps.logger.info(verdict.notice);
    const path = await writeStoppedFile(verdict, {
        tmpDir: deps.tmpDir,
        attestation: run.attestation,
        commit: run.commit
    });
    return {
        verdict,
        annotations: removedKosliAnnotations(verdict),
        ...(path !== undefined && { evidence: { name: STOPPED_FILE, path } }),
        outputs: removedOutputs(verdict),
        report: { ...removedReport(verdict), caveats },
        ...(verdict.failure !== undefined && { failure: verdict.failure })
    };
}


/***/ }),

/***/ 702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XF: () => (/* binding */ readRegularFile)
/* harmony export */ });
/* unused harmony exports sizeText, checkRegularFile, checkRealDirectory */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/**
 * Files read as data, never as file-system tricks: a kept payload's files
 * and the CLI's config file are read only when they are regular files (a
 * symbolic link could point anywhere, a FIFO blocks the read for ever, a
 * device such as /dev/zero never ends) and within a size limit. Every
 * refusal names the path and why.
 */



/** `1 MiB`, `8 MiB`, `512 bytes`. */
function sizeText(bytes) {
    const mib = 1024 * 1024;
    return bytes % mib === 0 ? `${bytes / mib} MiB` : `${bytes} bytes`;
}
function kindOf(stats) {
    if (stats.isFile())
        return undefined;
    if (stats.isSymbolicLink())
        return 'a symbolic link';
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isFIFO())
        return 'a FIFO (named pipe)';
    if (stats.isCharacterDevice())
        return 'a character device';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isSocket())
        return 'a socket';
    return 'not a regular file';
}
function refuse(path, limit, why) {
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${limit.what}: ${path} ${why}`);
}
/** Refuses anything but a regular file within the limit. */
function checked(path, stats, limit) {
    const kind = kindOf(stats);
    if (kind !== undefined) {
        refuse(path, limit, `is ${kind}; only a regular file is read`);
    }
    if (stats.size > limit.maxBytes) {
        refuse(path, limit, `is ${stats.size} bytes, more than the limit of ${sizeText(limit.maxBytes)}`);
    }
}
/** Refuses a path that is not a regular file within the limit, unread. */
function checkRegularFile(path, limit) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch (error) {
        refuse(path, limit, `cannot be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
    }
    checked(path, stats, limit);
}
// O_NONBLOCK: should the path become a FIFO between the lstat and the open,
// the open does not wait for a writer. O_NOFOLLOW: nor a symbolic link.
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/**
 * The bytes of the regular file at `path`, at most `limit.maxBytes`. The
 * file is checked before it is opened and again, by its descriptor, after.
 */
function readRegularFile(path, limit) {
    checkRegularFile(path, limit);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, OPEN_FLAGS);
    }
    catch (error) {
        refuse(path, limit, `cannot be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        checked(path, stats, limit);
        // One byte more than allowed tells a file that grew after the check.
        const buffer = Buffer.alloc(Math.min(stats.size, limit.maxBytes) + 1);
        let size = 0;
        for (;;) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, size, buffer.length - size, null);
            if (read === 0)
                break;
            size += read;
            if (size === buffer.length) {
                refuse(path, limit, `grew past ${sizeText(limit.maxBytes)} while read`);
            }
        }
        return buffer.subarray(0, size);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Refuses a folder that is not a real directory (a symbolic link to one, say). */
function checkRealDirectory(path, what) {
    let stats;
    try {
        stats = lstatSync(path);
    }
    catch (error) {
        throw new ConfigError(`${what}: cannot read ${path} (${errorMessage(error)})`);
    }
    if (stats.isSymbolicLink() || !stats.isDirectory()) {
        const kind = stats.isSymbolicLink() ? 'a symbolic link' : 'not a folder';
        throw new ConfigError(`${what}: ${path} is ${kind}; only a real folder is read`);
    }
}


/***/ })

};

//# sourceMappingURL=197.index.js.map