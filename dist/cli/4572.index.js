export const id = 4572;
export const ids = [4572];
export const modules = {

/***/ 4572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  applyQuarantine: () => (/* binding */ applyQuarantine),
  loadQuarantine: () => (/* binding */ loadQuarantine)
});

// UNUSED EXPORTS: today

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/index.ts + 17 modules
var src_config = __webpack_require__(9604);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/modes/quarantine/match.ts
/**
 * The quarantine's matching: which failed or errored cases an entry of the
 * list excuses. A pure function of the parsed reports, the entries and
 * today's date. Cases are named as the test inventory names them
 * (src/junit/inventory.ts: suite, classname, name); when the run has no
 * inventory, or only its hashes, the bounded failed-case lists name them,
 * and a failure they leave unnamed excuses nothing (fail closed).
 */



const SUITE_LEVEL = '(suite)';
/** A selector field: the value itself, or a glob whose `*` crosses `/` and `.`. */
function fieldMatcher(pattern) {
    if (pattern === undefined)
        return () => true;
    const glob = picomatch_default()(pattern, { bash: true, dot: true, nonegate: true });
    return (value) => value === pattern || glob(value);
}
function viewOf(entry, today) {
    const selector = ['suite', 'classname', 'name']
        .flatMap((key) => entry[key] === undefined ? [] : [`${key}=${entry[key]}`])
        .join(' ');
    return {
        line: entry.line,
        selector,
        owner: entry.owner,
        issue: entry.issue,
        expires: entry.expires,
        ...(entry.reason !== undefined && { reason: entry.reason }),
        daysLeft: (0,src_config/* daysBetween */.YM)(today, entry.expires)
    };
}
function compile(entry, today) {
    const suite = fieldMatcher(entry.suite);
    const classname = fieldMatcher(entry.classname);
    const name = fieldMatcher(entry.name);
    return {
        entry,
        view: viewOf(entry, today),
        matches: (s, c, n) => suite(s) && classname(c) && name(n)
    };
}
/** A suite counting failures it lists no case for, or failing by itself. */
function suiteLevelFailure(outcome) {
    for (const file of outcome.files) {
        for (const suite of file.suites) {
            const { failures, errors, name } = suite.result;
            const listed = suite.failedCases.length + suite.failedCasesOmitted;
            if (suite.failedCases.some((c) => c.name === SUITE_LEVEL) ||
                failures + errors > listed) {
                return `suite ${JSON.stringify(name)} failed by itself (not as a test case), which a quarantine never excuses`;
            }
        }
    }
    return undefined;
}
/** The failing cases, or why some cannot be named. */
function failingCases(outcome) {
    const tests = outcome.tests;
    if (tests !== undefined && !tests.hashed) {
        const cases = [];
        for (const [suite, classname, name, status] of tests.tests)
            if ((status === 'failed' || status === 'errored') && name !== SUITE_LEVEL)
                cases.push({ suite, classname, name, status });
        return { cases };
    }
    const cases = [];
    let omitted = 0;
    for (const file of outcome.files) {
        for (const suite of file.suites) {
            omitted += suite.failedCasesOmitted;
            for (const c of suite.failedCases) {
                if (c.name === SUITE_LEVEL)
                    continue;
                cases.push({
                    suite: c.suite,
                    classname: c.classname ?? '',
                    name: c.name,
                    status: c.kind === 'error' ? 'errored' : 'failed'
                });
            }
        }
    }
    if (omitted === 0)
        return { cases };
    const why = tests?.hashed === true
        ? 'the test list keeps only hashes for a run this large'
        : 'this run keeps no list of every test';
    return {
        cases,
        unnamed: `${(0,src_text/* plural */.LS)(omitted, 'failed case')} of this run are not named (${why}), and a failure that cannot be named is never excused`
    };
}
/** Entries matching no test of the run, when every test is named. */
function staleOf(outcome, compiled) {
    const tests = outcome.tests;
    if (tests === undefined || tests.hashed)
        return undefined;
    const unmatched = new Set(compiled);
    for (const [suite, classname, name] of tests.tests) {
        for (const c of unmatched)
            if (c.matches(suite, classname, name))
                unmatched.delete(c);
        if (unmatched.size === 0)
            break;
    }
    return [...unmatched].map((c) => c.view);
}
/** What the list does to this run: excused, expired, near expiry, stale. */
function matchQuarantine(input) {
    const { outcome, today } = input;
    const compiled = input.entries.map((e) => compile(e, today));
    const active = compiled.filter((c) => c.view.daysLeft >= 0);
    const expiredEntries = compiled.filter((c) => c.view.daysLeft < 0);
    const { cases, unnamed } = failingCases(outcome);
    const excused = [];
    const expired = [];
    let unexcused = 0;
    for (const c of cases) {
        const hit = active.find((e) => e.matches(c.suite, c.classname, c.name));
        if (hit !== undefined) {
            excused.push({ ...c, entry: hit.view });
            continue;
        }
        unexcused += 1;
        const old = expiredEntries.find((e) => e.matches(c.suite, c.classname, c.name));
        if (old !== undefined)
            expired.push({ ...c, entry: old.view });
    }
    const closed = suiteLevelFailure(outcome) ?? unnamed;
    const stale = staleOf(outcome, compiled);
    return {
        excused,
        expired,
        expiredEntries: expiredEntries.map((c) => c.view),
        nearExpiry: active
            .filter((c) => c.view.daysLeft <= src_config/* QUARANTINE_NEAR_DAYS */.ap)
            .map((c) => c.view),
        ...(stale !== undefined && { stale }),
        ...(closed !== undefined && { closed }),
        unexcused
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/regular-file.ts
var regular_file = __webpack_require__(702);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/json-fields.ts
var json_fields = __webpack_require__(1011);
// EXTERNAL MODULE: ./src/context/git.ts
var git = __webpack_require__(5335);
;// CONCATENATED MODULE: ./src/modes/quarantine/source.ts
/**
 * Which copy of the quarantine list counts, and its bytes. A change must
 * not be able to excuse its own failures, so on a pull request (or merge
 * request) the list is read from the base commit, never from the change:
 * through git when the clone holds the base, else (on GitHub) through the
 * contents API. When the base's copy cannot be read, the quarantine
 * excuses nothing (fail closed). Elsewhere (a push, a schedule) the
 * working tree's copy is the reviewed one.
 */






/** The list is small by nature; anything larger is refused unread. */
const QUARANTINE_MAX_BYTES = 1024 * 1024;
const PR_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment'
]);
/** The base commit a change is compared with, when the run is one. */
function baseOf(config, deps, githubToken) {
    const { env } = deps;
    if (config.quarantine.base !== undefined) {
        return { ref: config.quarantine.base, why: '--quarantine-base' };
    }
    const event = env.GITHUB_EVENT_NAME ?? '';
    if (env.GITHUB_ACTIONS === 'true' && PR_EVENTS.has(event)) {
        const path = env.GITHUB_EVENT_PATH;
        let sha;
        try {
            sha = path
                ? (0,json_fields/* text */.Qq)((0,json_fields.at)(deps.readEvent(path), 'pull_request', 'base', 'sha'))
                : undefined;
        }
        catch {
            sha = undefined;
        }
        if (sha === undefined || !/^[0-9a-f]{40,64}$/.test(sha)) {
            return {
                unread: `the ${event} event names no base commit (pull_request.base.sha)`
            };
        }
        return {
            ref: sha,
            why: `the pull request's base`,
            ...(githubToken !== undefined && githubToken !== '' && { githubToken })
        };
    }
    const gitlab = env.CI_MERGE_REQUEST_DIFF_BASE_SHA;
    if (gitlab)
        return {
            ref: gitlab,
            why: "the merge request's base (CI_MERGE_REQUEST_DIFF_BASE_SHA)"
        };
    const bitbucket = env.BITBUCKET_PR_DESTINATION_COMMIT;
    if (bitbucket)
        return {
            ref: bitbucket,
            why: "the pull request's destination (BITBUCKET_PR_DESTINATION_COMMIT)"
        };
    return undefined;
}
async function fromWorkingTree(file, cwd) {
    const path = (0,external_node_path_.resolve)(cwd, file);
    const from = 'the working tree';
    try {
        await (0,promises_.lstat)(path);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { kind: 'absent', from };
        return { kind: 'unread', from, reason: (0,errors/* errorMessage */.gJ)(error) };
    }
    try {
        // Read as data: never through a link, a FIFO or a device, within the limit.
        const limit = { maxBytes: QUARANTINE_MAX_BYTES, what: 'quarantine-file' };
        return { kind: 'read', bytes: (0,regular_file/* readRegularFile */.XF)(path, limit), from };
    }
    catch (error) {
        return { kind: 'unread', from, reason: (0,errors/* errorMessage */.gJ)(error) };
    }
}
/** The base's copy through git; undefined when the clone lacks the commit. */
async function fromGit(file, base, deps) {
    const from = `${base.why}, commit ${base.ref.slice(0, 12)} (git)`;
    try {
        await (0,git/* runGit */.EO)(['cat-file', '-e', `${base.ref}^{commit}`], deps.cwd);
    }
    catch {
        return undefined;
    }
    const path = `./${file.replaceAll('\\', '/')}`;
    try {
        // Mode, type, object and size first: what is read must be a regular
        // file of the base within the limit, as on the other two routes.
        const listed = await (0,git/* runGit */.EO)(['ls-tree', '-l', '--end-of-options', base.ref, '--', path], deps.cwd);
        const entry = blobEntry(listed);
        if (entry === undefined)
            return { kind: 'absent', from };
        if (typeof entry === 'string')
            return { kind: 'unread', from, reason: entry };
        const shown = await (0,git/* runGit */.EO)(['cat-file', 'blob', entry.object], deps.cwd);
        return { kind: 'read', bytes: Buffer.from(shown, 'utf8'), from };
    }
    catch (error) {
        return { kind: 'unread', from, reason: (0,errors/* errorMessage */.gJ)(error) };
    }
}
/**
 * The one entry `git ls-tree -l` listed: its object when it is a regular
 * file within the limit, why not otherwise, undefined when none is listed.
 */
function blobEntry(listed) {
    const line = listed.split('\n').find((l) => l !== '');
    if (line === undefined)
        return undefined;
    const [mode, type, object, size] = line.split('\t')[0]?.split(/\s+/) ?? [];
    if (type !== 'blob' || (mode !== '100644' && mode !== '100755')) {
        return 'the quarantine-file is not a regular file in the base commit (a folder, link or submodule)';
    }
    if (Number(size) > QUARANTINE_MAX_BYTES) {
        return `the quarantine-file is ${size ?? '?'} bytes in the base commit, more than ${QUARANTINE_MAX_BYTES}`;
    }
    return object === undefined ? undefined : { object };
}
/** The base's copy through GitHub's contents API (a shallow checkout). */
async function fromGitHub(file, base, deps) {
    const from = `${base.why}, commit ${base.ref.slice(0, 12)} (GitHub contents API)`;
    const root = deps.env.GITHUB_WORKSPACE ?? deps.cwd;
    const path = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(deps.cwd, file)).replaceAll('\\', '/');
    if (base.githubToken === undefined) {
        return {
            kind: 'unread',
            from,
            reason: 'the clone does not hold the base commit (a shallow checkout?) and no github-token is set to ask GitHub'
        };
    }
    if (path.startsWith('../') || (0,external_node_path_.isAbsolute)(path)) {
        return {
            kind: 'unread',
            from,
            reason: `${file} is outside the repository (${root})`
        };
    }
    const [{ readRepositoryFile }, { connectionFromEnv }] = await Promise.all([
        __webpack_require__.e(/* import() */ 3113).then(__webpack_require__.bind(__webpack_require__, 3113)),
        __webpack_require__.e(/* import() */ 5809).then(__webpack_require__.bind(__webpack_require__, 5809))
    ]);
    const connection = connectionFromEnv(base.githubToken, deps.env, deps.logger);
    try {
        const got = await readRepositoryFile(connection, {
            path,
            ref: base.ref,
            maxBytes: QUARANTINE_MAX_BYTES
        });
        if (got.kind === 'found')
            return { kind: 'read', bytes: got.bytes, from };
        if (got.kind === 'absent')
            return { kind: 'absent', from };
        return { kind: 'unread', from, reason: got.reason };
    }
    catch (error) {
        return { kind: 'unread', from, reason: (0,errors/* errorMessage */.gJ)(error) };
    }
}
/** The copy of the list that counts for this run. */
async function readQuarantineSource(config, deps, githubToken) {
    const file = config.quarantine.file;
    const base = baseOf(config, deps, githubToken);
    if (base === undefined)
        return fromWorkingTree(file, deps.cwd);
    if ('unread' in base)
        return { kind: 'unread', from: 'the base commit', reason: base.unread };
    if ((0,external_node_path_.isAbsolute)(file)) {
        return {
            kind: 'unread',
            from: base.why,
            reason: `quarantine-file ${file} is an absolute path; on a pull request it is read from the base commit, so give it from the repository's root`
        };
    }
    const viaGit = await fromGit(file, base, deps);
    if (viaGit !== undefined)
        return viaGit;
    if (base.githubToken !== undefined ||
        PR_EVENTS.has(deps.env.GITHUB_EVENT_NAME ?? '')) {
        return fromGitHub(file, base, deps);
    }
    return {
        kind: 'unread',
        from: `${base.why}, commit ${base.ref}`,
        reason: `git in ${deps.cwd} does not hold that commit (fetch it, e.g. git fetch --depth=1 origin ${base.ref})`
    };
}

;// CONCATENATED MODULE: ./src/modes/quarantine/index.ts
/**
 * The quarantine of known-flaky tests (docs/quarantine.md), loaded only
 * when a list is in the checkout: read the copy that counts (source.ts),
 * parse it (src/config/quarantine-file.ts), match the failed cases
 * (match.ts), and say what the attestation carries about it: the count and
 * the file's sha256 as annotations, the file and each excused case with
 * its entry in the evidence archive. junit_results is never touched.
 */






function today(deps) {
    return new Date(deps.now()).toISOString().slice(0, 10);
}
/** Reads and checks the list; a ConfigError naming each bad line. */
async function loadQuarantine(config, deps, githubToken) {
    const { file, maxDays } = config.quarantine;
    const source = await readQuarantineSource(config, deps, githubToken);
    const base = { file, from: source.from, entries: [] };
    if (source.kind === 'absent') {
        return {
            ...base,
            inactive: `${file} does not exist in ${source.from}; a list that only the change itself adds excuses nothing`
        };
    }
    if (source.kind === 'unread') {
        deps.logger.warn(`quarantine-file: ${(0,src_text/* printable */.g$)(file)} could not be read from ${(0,src_text/* printable */.g$)(source.from)}, so no failure is excused: ${(0,src_text/* printable */.g$)(source.reason, true)}`);
        return {
            ...base,
            inactive: `it could not be read from ${source.from} (${source.reason}), so it counts as empty`
        };
    }
    const what = source.from === 'the working tree' ? file : `${file} (${source.from})`;
    const entries = await (0,src_config/* parseQuarantineList */.qo)(source.bytes.toString('utf8'), {
        what,
        today: today(deps),
        maxDays
    });
    const sha256 = (0,external_node_crypto_.createHash)('sha256').update(source.bytes).digest('hex');
    return { ...base, bytes: source.bytes, sha256, entries };
}
function evidenceOf(loaded, report) {
    if (loaded.bytes === undefined)
        return [];
    const record = {
        format: 'kosli-attest/quarantine@1',
        file: loaded.file,
        from: loaded.from,
        sha256: loaded.sha256,
        quarantined: report.excused,
        expired: report.expired,
        ...(report.closed !== undefined && { closed: report.closed })
    };
    return [
        {
            name: `kosli-quarantine/${(0,external_node_path_.basename)(loaded.file)}`,
            content: loaded.bytes
        },
        {
            name: 'kosli-quarantine/quarantined.json',
            content: Buffer.from(`${JSON.stringify(record, null, 2)}\n`)
        }
    ];
}
/** What the list does to this run, and what the attestation carries of it. */
function applyQuarantine(loaded, outcome, deps) {
    const matched = matchQuarantine({
        outcome,
        entries: loaded.entries,
        today: today(deps)
    });
    const { unexcused, ...rest } = matched;
    const report = {
        file: loaded.file,
        from: loaded.from,
        ...(loaded.sha256 !== undefined && { sha256: loaded.sha256 }),
        ...(loaded.inactive !== undefined && { inactive: loaded.inactive }),
        ...rest
    };
    for (const entry of report.nearExpiry) {
        deps.logger.warn(`quarantine-file: the entry at ${(0,src_text/* printable */.g$)(loaded.file)}:${entry.line} (${(0,src_text/* printable */.g$)(entry.selector)}, owner ${(0,src_text/* printable */.g$)(entry.owner)}) expires on ${entry.expires}, in ${entry.daysLeft} days: fix the test (${(0,src_text/* printable */.g$)(entry.issue)}) or renew the entry`);
    }
    const excusesAll = report.closed === undefined && unexcused === 0 && report.excused.length > 0;
    return {
        report,
        excusesAll,
        annotations: {
            kosli_attest_quarantined: String(report.excused.length),
            ...(loaded.sha256 !== undefined && {
                kosli_attest_quarantine_sha256: loaded.sha256
            })
        },
        evidence: evidenceOf(loaded, report)
    };
}


/***/ })

};

//# sourceMappingURL=4572.index.js.map