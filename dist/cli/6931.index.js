export const id = 6931;
export const ids = [6931];
export const modules = {

/***/ 9514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ resolveArtifact)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * The fingerprint of the artifact a step names, whatever its kind: given
 * as is, a file or directory (fingerprint.ts), or a container image from a
 * registry (`oci`) or the local daemon (`docker`). The image modules are
 * loaded only for an image, so a run on files never loads them.
 */



/** Undefined when the step names no artifact. */
async function resolveArtifact(artifact, deps) {
    const { fingerprint, artifactPath, artifactType, exclude } = artifact;
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath === undefined || artifactType === undefined)
        return undefined;
    if (exclude.length > 0 && artifactType !== 'dir') {
        deps.logger.warn(`exclude applies to artifact-type dir only; ignored for ${artifactType}`);
    }
    if (artifactType === 'oci' || artifactType === 'docker') {
        const image = { reference: artifactPath, type: artifactType };
        return resolveImage(artifact, image, deps);
    }
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(deps.cwd, artifactPath);
    const kind = { type: artifactType, exclude };
    const computed = await pathFingerprint(path, kind, deps);
    deps.logger.info(`Fingerprint of ${artifactPath}: ${computed}`);
    return { fingerprint: computed, defaultName: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path) };
}
async function resolveImage(artifact, image, deps) {
    const { reference, type } = image;
    const options = {
        reference,
        ...artifact.registry,
        env: deps.env,
        homeDir: deps.env.HOME || (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)(),
        ...artifact.limits,
        logger: deps.logger,
        ...(deps.maskSecret !== undefined && { onSecret: deps.maskSecret })
    };
    const found = type === 'oci'
        ? await (await Promise.all(/* import() */[__webpack_require__.e(5586), __webpack_require__.e(6752), __webpack_require__.e(755), __webpack_require__.e(908)]).then(__webpack_require__.bind(__webpack_require__, 8527))).fingerprintOciImage(options)
        : await (await Promise.all(/* import() */[__webpack_require__.e(5586), __webpack_require__.e(6752), __webpack_require__.e(755), __webpack_require__.e(4958)]).then(__webpack_require__.bind(__webpack_require__, 4958))).fingerprintDockerImage(options);
    const { describeImageFingerprint, platformName } = await __webpack_require__.e(/* import() */ 5131).then(__webpack_require__.bind(__webpack_require__, 5131));
    const description = describeImageFingerprint(found);
    deps.logger.info(`Fingerprint of ${description}`);
    return {
        fingerprint: found.digest,
        defaultName: reference,
        image: {
            description,
            isIndex: found.isIndex,
            platforms: found.platforms.map(platformName)
        }
    };
}
/**
 * A missing or wrong-kind path is a ConfigError about the input, so the
 * message says which input to fix (`artifact-path: ...`).
 */
async function pathFingerprint(path, kind, deps) {
    const { type, exclude } = kind;
    // Like the image code above, hashing loads only for a step that names an
    // artifact.
    const { fingerprintDir, fingerprintFile } = await __webpack_require__.e(/* import() */ 2884).then(__webpack_require__.bind(__webpack_require__, 2884));
    try {
        return type === 'dir'
            ? await fingerprintDir(path, {
                exclude,
                warn: (message) => deps.logger.warn(message)
            })
            : await fingerprintFile(path);
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL))
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`artifact-path: ${error.message} (artifact-type ${type})`, { cause: error });
    }
}


/***/ }),

/***/ 2034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ ATTEST_FLAGS),
/* harmony export */   s: () => (/* binding */ REGISTRY_FLAGS)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
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
const text = (value, help) => ({
    type: 'string',
    value,
    help
});
/** For --artifact-type oci and docker; the password is best a variable. */
const REGISTRY_FLAGS = {
    'registry-username': text('NAME', 'oci and docker: the registry login, with --registry-password. Default: anonymous, ~/.docker/config.json, GITHUB_TOKEN for ghcr.io.'),
    'registry-password': text('PASS', 'Prefer KOSLI_REGISTRY_PASSWORD: flags show up in process lists.')
};
const ATTEST_FLAGS = {
    flow: text('F', 'KOSLI_FLOW. The flow that holds the trail. Required.'),
    trail: text('T', "KOSLI_TRAIL. Default: the attested commit (the CI's commit variable, or --commit)."),
    'begin-trail': {
        type: 'boolean',
        help: 'Begin the trail first (as begin trail does), creating the flow if it does not exist.'
    },
    name: text('N', 'The attestation name, e.g. unit-tests; template-artifact.name binds it to that template artifact. Required.'),
    'report-paths': list('GLOB', 'JUnit reports: a glob (**), directory or file; !GLOB excludes. Arguments count too. Required.'),
    strict: {
        type: 'boolean',
        help: 'Default on: a malformed or unreadable report fails the run. --no-strict skips it with a warning.'
    },
    'report-formats': text('LIST', 'Report formats read: a comma list of junit, trx, nunit, xunit, or all (default junit). Others are skipped with a notice.'),
    'legs-dir': text('DIR', 'One folder per matrix leg: one attestation for all, suites named [leg] suite; --report-paths apply inside each leg (default **/*.xml).'),
    'expected-legs': text('N', 'How many legs the matrix has: fewer, or a leg with no test, fails the run.'),
    'on-missing-legs': text('fail|attest', 'fail (default): with a leg missing nothing is sent and the payload is kept for resend; attest: send it anyway. Both fail the run.'),
    'strip-test-names': text('REGEX', 'Removed (every match) from test names and classnames in the test inventory, e.g. parameters or seeds (docs/inventory.md).'),
    'tests-file': text('PATH', 'Also write the test inventory (every test case read, with its status; docs/inventory.md) to PATH.'),
    fingerprint: text('SHA256', 'The artifact fingerprint: 64 hex characters, or sha256:<64 hex>.'),
    'artifact-path': text('PATH', 'A file, a directory or an image reference to fingerprint instead (with --artifact-type).'),
    'artifact-type': text('file|dir|oci|docker', "How --artifact-path is fingerprinted: oci asks the image's registry, docker the local daemon."),
    exclude: list('GLOB', 'With --artifact-type dir: left out of the fingerprint.'),
    ...REGISTRY_FLAGS,
    'target-artifacts': list('NAME', 'Template artifact names the attestation targets.'),
    description: text('TEXT', 'Free text stored with the attestation.'),
    annotations: list('K=V', 'An annotation (repeat for more); keys: letters, digits, _.'),
    'user-data': text('FILE', "A JSON file stored as the attestation's user data."),
    'external-urls': list('LABEL=URL', 'A link stored with the attestation (repeat for more).'),
    'attach-results': {
        type: 'boolean',
        help: 'Default on: attach the parsed reports, in evidence.tgz with the test inventory kosli-tests.json (attached either way). --no-attach-results turns it off.'
    },
    attachments: list('PATH', 'Extra files or directories to attach.'),
    commit: text('REV', "The commit to attest instead of the CI's (a sha, or a revision git resolves)."),
    'fail-on-failure': {
        type: 'boolean',
        help: 'Exit 1 after recording when a test failed or errored.'
    },
    'require-tests': {
        type: 'boolean',
        help: 'Default on: exit 1 after recording when no test ran (none, or all skipped). --no-require-tests turns it off.'
    },
    'removed-tests': text('fail|warn|off', 'Tests that stopped running since the base (removed, or run there and skipped now): warn (default) says so on stderr, fail exits 1 after recording, off compares nothing.'),
    'base-tests': text('FILE', "The base commit's test inventory (the --tests-file of a run on the base, e.g. main). A FILE that does not exist counts as no base."),
    'on-missing-base': text('warn|fail', 'Without a base inventory: warn (default; says not compared and why) or fail (exit 1 after recording).'),
    'allow-removed-label': text('LABEL', "A merge request label that allows tests to stop (default tests-removed), read from GitLab's CI_MERGE_REQUEST_LABELS or GitHub's event."),
    'removed-allowed-by': text('LABEL', 'Allow tests to stop running in this run, recorded as kosli_attest_removed_allowed_by=LABEL (for a CI whose labels the CLI cannot read).'),
    'quarantine-file': text('FILE', 'The list of known-flaky tests whose failures do not fail the run until their entry expires (default .kosli/quarantine.yml; no file: none). Kosli still records every failure.'),
    'quarantine-max-days': text('N', 'The furthest ahead, in days, an entry may expire (default 30).'),
    'quarantine-base': text('REF', "Read the quarantine list from this commit (a merge request's base), so a change cannot excuse its own failures. Default: GitLab's CI_MERGE_REQUEST_DIFF_BASE_SHA, a GitHub pull_request's base; else the working tree."),
    'max-annotations': text('N', 'KOSLI_MAX_ANNOTATIONS. List at most N failed tests on stderr (a FAILED line each, with file:line); 0 lists none. Default: the first 20, then how many more.'),
    'keep-dir': text('DIR', 'Where a payload whose upload finally failed is kept, one folder each (default: .kosli-attest/kept).'),
    output: text('table|json', 'table (default): the totals line. json: one object on stdout with verdict, compliant, counts, gate, quarantined_failures, tests_removed, tests_newly_skipped, tests_added, base_commit, base_source, recorded, dry_run, attestation_name, trail_url, kept_payload_dir and error (null when absent), for scripts.'),
    dotenv: text('FILE', "Also write the result as KOSLI_JUNIT_* variables (VERDICT, TESTS, FAILURES, TESTS_REMOVED, BASE_SOURCE, RECORDED, TRAIL_URL, ...) to FILE, for GitLab's artifacts:reports:dotenv; written whenever the reports were read, pass or fail."),
    'origin-url': text('URL', "The CI run's link (origin_url), where the CI gives none (TeamCity) or to override it."),
    'redact-commit-info': list('FIELD', 'Send this commit field as **REDACTED**: author, message or branch (repeatable).'),
    repository: text('NAME', "repo_info name, e.g. acme/api (overrides the CI's)."),
    'repo-id': text('ID', "repo_info id (overrides the CI's)."),
    'repo-url': text('URL', "repo_info url (overrides the CI's)."),
    'repo-provider': text('P', `repo_info provider: ${_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .REPO_PROVIDERS */ .kX.join(', ')}.`),
    'results-dir': { ...list('DIR', ''), hidden: true },
    annotate: { ...list('K=V', ''), hidden: true },
    'external-url': { ...list('LABEL=URL', ''), hidden: true }
};


/***/ }),

/***/ 6931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  attestJunitCommand: () => (/* binding */ attestJunitCommand)
});

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
;// CONCATENATED MODULE: ./src/report/step-log.ts


/** `unit-tests: 11 tests, 2 failed, 0 errored, 1 skipped: failed` */
function totalsLine(outputs) {
    const verdict = outputs.verdict ?? '';
    return (0,src_text/* printable */.g$)(`${outputs['attestation-name'] ?? ''}: ${outputs.tests ?? 0} tests, ${outputs.failures ?? 0} failed, ${outputs.errors ?? 0} errored, ${outputs.skipped ?? 0} skipped: ${verdict}`);
}
/** Failed cases listed in a log before `… and N more`. */
const LISTED_FAILURES = 20;
/** `FAILED suite › name (path/File.java:58)`, escaped for a log. */
function failedLine(title, file, line) {
    const at = line === undefined ? '' : `:${line}`;
    const where = file === undefined ? '' : ` (${file}${at})`;
    return (0,src_text/* printable */.g$)(`FAILED ${title}${where}`);
}
/** The FAILED lines of the first `listed` error annotations. */
function failedLines(annotations, listed = LISTED_FAILURES) {
    const failed = annotations.filter((a) => a.level === 'error');
    const lines = failed
        .slice(0, listed)
        .map((a) => failedLine(a.title, a.file, a.startLine));
    if (failed.length > listed) {
        lines.push(`... and ${failed.length - listed} more`);
    }
    return lines;
}
const oneLine = (text) => (0,markdown/* shorten */.ml)(text.replace(/\s+/g, ' ').trim(), 200);
/** A suite's failures counted in its attributes, without a test case. */
function uncased(suite) {
    const { failures, errors } = suite.result;
    return failures + errors - suite.failedCases.length - suite.failedCasesOmitted;
}
/**
 * The FAILED lines of the first `listed` failed cases of the reports,
 * whatever max-annotations and a check run do with the annotations; the
 * `more` line counts every failure and error the reports count.
 */
function failedCaseLines(files, listed = LISTED_FAILURES) {
    const lines = [];
    let failing = 0;
    let shown = 0;
    for (const suite of files.flatMap((file) => file.suites)) {
        failing += suite.result.failures + suite.result.errors;
        for (const failed of suite.failedCases) {
            if (lines.length === listed)
                break;
            const title = oneLine(`${failed.suite} › ${failed.name}`);
            lines.push(failedLine(title, failed.file, failed.line));
            shown += 1;
        }
        const count = uncased(suite);
        if (count > 0 && lines.length < listed) {
            lines.push(failedLine(`${oneLine(suite.result.name)} (${count} without a test case)`));
            shown += count;
        }
    }
    if (failing > shown)
        lines.push(`... and ${failing - shown} more`);
    return lines;
}
/** The step log's lines about the tests; none for a mode without tests. */
function stepLogLines(result) {
    const { outputs } = result;
    if (outputs.verdict === undefined || outputs.tests === undefined)
        return [];
    const checkRun = outputs['check-run-url'];
    return [
        totalsLine(result.outputs),
        ...(result.failedLines ?? failedLines(result.annotations)),
        ...(checkRun === undefined ? [] : [printable(`Check run: ${checkRun}`)])
    ];
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/index.ts + 17 modules
var config = __webpack_require__(9604);
// EXTERNAL MODULE: ./src/report/summary.ts + 5 modules
var summary = __webpack_require__(1371);
// EXTERNAL MODULE: ./src/junit/index.ts + 38 modules
var junit = __webpack_require__(722);
// EXTERNAL MODULE: ./src/github/pr-comment/index.ts + 2 modules
var pr_comment = __webpack_require__(4416);
;// CONCATENATED MODULE: ./src/modes/attest-junit/gate.ts


function gate_status(facts) {
    if (facts.refused === true)
        return 'refused';
    if (facts.skipped)
        return 'fork-pull-request';
    if (facts.dryRun)
        return 'dry-run';
    return facts.recorded === false ? 'not-recorded' : undefined;
}
/**
 * One comment per attestation name. It passes when no test failed or
 * errored and Kosli did not refuse the attestation.
 */
function junitPullRequestReport(facts) {
    const { outcome } = facts;
    const shown = gate_status(facts);
    return {
        key: facts.name,
        title: facts.name,
        passed: ((0,junit/* verdictOf */.Vj)((0,junit/* totalsOf */.vA)(outcome.files)) !== 'failed' ||
            facts.quarantine?.passedBecause === true) &&
            facts.recorded !== false &&
            facts.stoppedTests?.fails !== true,
        details: (0,pr_comment/* junitCommentDetails */.Kr)({
            outcome,
            ...(shown !== undefined && { status: shown }),
            ...(facts.source !== undefined && { source: facts.source }),
            ...(facts.stoppedTests && { stoppedTests: facts.stoppedTests }),
            ...(facts.quarantine !== undefined && { quarantine: facts.quarantine })
        }),
        ...(facts.commit !== undefined && { commit: facts.commit })
    };
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/artifact/resolve.ts
var resolve = __webpack_require__(9514);
;// CONCATENATED MODULE: ./src/modes/attest-junit/name.ts

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

// EXTERNAL MODULE: ./src/modes/attest-junit/context.ts + 5 modules
var attest_junit_context = __webpack_require__(7323);
// EXTERNAL MODULE: ./src/api/schemas/patterns.ts
var patterns = __webpack_require__(908);
;// CONCATENATED MODULE: ./src/modes/attest-junit/payload-rules.ts
/**
 * The rules of the JUnit attestation's `data_json` that its TypeScript type
 * cannot state: name and key patterns, whole and finite numbers, the
 * provider list, the shape of `user_data`, and the interface's cross-field
 * rules (docs/spec/errors-and-limits.md). They are the rules of
 * JunitAttestationInputSchema (src/api/schemas/requests.ts), which the
 * emulator applies; they are written out here without zod so that the
 * action's dry run starts without loading it. A property test
 * (test/unit/modes/attest-junit/payload-rules.test.ts) holds the two to the same
 * verdicts.
 */

const NAME_RULE = 'must match ^[a-zA-Z0-9_,-]+$';
const FINITE_RULE = 'must be a finite number';
const isWhole = (n) => typeof n === 'number' && Number.isInteger(n);
const isFiniteNumber = (n) => typeof n === 'number' && Number.isFinite(n);
const absent = (value) => value === undefined || value === null;
/** No issue when `ok`, else one at `path`. */
function unless(ok, path, message) {
    return ok ? [] : [{ path, message }];
}
function resultIssues(results) {
    if (results.length === 0) {
        return [{ path: ['junit_results'], message: 'must hold at least 1 item' }];
    }
    return results.flatMap((result, i) => {
        const at = (key) => ['junit_results', i, key];
        const counts = ['failures', 'errors', 'skipped', 'total'];
        return [
            ...counts.flatMap((key) => unless(isWhole(result[key]), at(key), 'must be a whole number')),
            ...unless(isFiniteNumber(result.duration), at('duration'), FINITE_RULE),
            ...unless(absent(result.timestamp) || isFiniteNumber(result.timestamp), at('timestamp'), FINITE_RULE)
        ];
    });
}
/** An issue, saying `rule.message`, for each key of `record` that does not match `rule.pattern`. */
function keyIssues(field, record, rule) {
    return Object.keys(record ?? {}).flatMap((key) => unless(rule.pattern.test(key), [field, key], rule.message));
}
function contextIssues(payload) {
    const stamp = payload.git_commit_info?.timestamp;
    const provider = payload.repo_info?.provider;
    return [
        ...unless(absent(stamp) || isFiniteNumber(stamp), ['git_commit_info', 'timestamp'], FINITE_RULE),
        ...unless(absent(provider) ||
            patterns/* REPO_PROVIDERS */.kX.includes(provider), ['repo_info', 'provider'], `must be one of ${patterns/* REPO_PROVIDERS */.kX.join(', ')}`)
    ];
}
function userDataIssues(userData) {
    const proto = typeof userData === 'object' && userData !== null
        ? Object.getPrototypeOf(userData)
        : undefined;
    const plainObject = proto === Object.prototype || proto === null;
    return unless(absent(userData) || plainObject || Array.isArray(userData), ['user_data'], 'must be a JSON object or array');
}
/** The interface's two cross-field rules about target artifacts. */
function bindingIssues(payload) {
    const targets = payload.target_artifacts?.length ?? 0;
    const fingerprint = !absent(payload.artifact_fingerprint);
    if (targets > 1 && fingerprint) {
        return [
            {
                path: ['target_artifacts'],
                message: 'at most 1 item is allowed when artifact_fingerprint is present'
            }
        ];
    }
    return unless(targets === 0 || fingerprint || !absent(payload.git_commit_info), ['git_commit_info'], 'is required when target_artifacts is given without artifact_fingerprint');
}
/** Every rule the payload breaks; empty when the service would take it. */
function payloadIssues(payload) {
    const fingerprint = payload.artifact_fingerprint;
    return [
        ...unless(patterns/* ATTESTATION_NAME_PATTERN */.iy.test(payload.attestation_name), ['attestation_name'], NAME_RULE),
        ...resultIssues(payload.junit_results),
        ...unless(fingerprint === undefined || patterns/* FINGERPRINT_PATTERN */.o6.test(fingerprint), ['artifact_fingerprint'], 'must be 64 lowercase hex characters'),
        ...(payload.target_artifacts ?? []).flatMap((name, i) => unless(patterns/* ATTESTATION_NAME_PATTERN */.iy.test(name), ['target_artifacts', i], NAME_RULE)),
        ...contextIssues(payload),
        ...keyIssues('external_urls', payload.external_urls, {
            pattern: patterns/* EXTERNAL_URL_KEY_PATTERN */.jj,
            message: 'must not contain "=", "." or NUL'
        }),
        ...keyIssues('annotations', payload.annotations, {
            pattern: patterns/* ANNOTATION_KEY_PATTERN */.r9,
            message: 'must match ^[A-Za-z0-9_]+$'
        }),
        ...userDataIssues(payload.user_data),
        ...bindingIssues(payload)
    ];
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/payload.ts





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
    const reason = HINTS[key] ?? issue.message;
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
        if (!patterns/* NAME_PATTERN */.Vh.test(value)) {
            problems.push(`- ${input}: "${value}" must start with a letter or digit and hold only letters, digits and . _ ~ -`);
        }
    }
    problems.push(...payloadIssues(payload).map(describeIssue));
    if (problems.length > 0) {
        throw new errors/* ConfigError */.xL(`The attestation was not sent; fix these inputs:\n${problems.join('\n')}`);
    }
    // payloadIssues found user_data an object or an array.
    return payload;
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

;// CONCATENATED MODULE: ./src/report/annotations.ts



const ANNOTATION_MESSAGE_BYTES = 4_096;
const TITLE_CHARS = 200;
const TRACE_LINES = 20;
/** At most `max` UTF-8 bytes, cut on a character boundary. */
function limitBytes(text, max) {
    if ((0,markdown/* byteLength */.dp)(text) <= max)
        return text;
    return `${(0,markdown/* bytePrefix */.xZ)(text, max - 3)}…`;
}
/** One line, controls shown as escapes (a title is printed raw by the runner). */
function titleOf(text) {
    return (0,markdown/* shorten */.ml)((0,src_text/* printable */.g$)(text.replace(/\s+/g, ' ').trim()), TITLE_CHARS);
}
/** The message, then the first lines of the trace unless they repeat it. */
function messageOf(failed) {
    const message = failed.message.trim();
    const trace = (0,markdown/* firstLines */.UV)(failed.trace, TRACE_LINES, ANNOTATION_MESSAGE_BYTES);
    const parts = message !== '' && trace.includes(message) ? [trace] : [message, trace];
    const text = parts.filter((part) => part !== '').join('\n\n');
    const fallback = failed.kind === 'error' ? 'Test errored' : 'Test failed';
    return limitBytes((0,markdown/* firstLines */.UV)(text || fallback, Infinity, Infinity), ANNOTATION_MESSAGE_BYTES);
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
        title: titleOf(`${failed.suite} › ${failed.name}`),
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
        title: titleOf(name),
        message: `The report counts ${(0,src_text/* plural */.LS)(failures, 'failure')} and ` +
            `${(0,src_text/* plural */.LS)(errors, 'error')} in this suite; ${count} of them come ` +
            'without a test case to show.'
    };
}
/**
 * One error annotation per failed or errored case, in report order, up to
 * `limit`; a suite whose attributes count failures without listing cases
 * gets one annotation for them. `omitted` counts the failed tests left out.
 * `reportPath` turns a report's path as read into a repository path, for
 * `reportFile`.
 */
function failureAnnotations(outcome, limit = config/* WORKFLOW_ANNOTATIONS_DEFAULT */.dt, reportPath = () => undefined) {
    const annotations = [];
    let omitted = 0;
    for (const file of outcome.files) {
        const report = reportPath(file.path);
        const push = (annotation) => {
            annotations.push(report === undefined
                ? annotation
                : { ...annotation, reportFile: report });
        };
        for (const suite of file.suites) {
            for (const failed of suite.failedCases) {
                if (annotations.length < limit)
                    push(caseAnnotation(failed));
                else
                    omitted += 1;
            }
            omitted += suite.failedCasesOmitted;
            const uncased = uncasedFailures(suite);
            if (uncased <= 0)
                continue;
            if (annotations.length < limit)
                push(suiteAnnotation(suite, uncased));
            else
                omitted += uncased;
        }
    }
    return { annotations, omitted };
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/annotations.ts
/**
 * The step's error annotations: each failed case on its line (located.ts
 * found it), up to the max-annotations switch, each with the report it came
 * from (where a check run puts a case that has no place).
 */




/**
 * A report's path from the repository's root; reports downloaded from
 * another run keep their path below the download (`<artifact>/<file>`).
 */
function reportPathIn(deps, reportsDir) {
    return (path) => {
        const absolute = (0,external_node_path_.resolve)(reportsDir, path);
        for (const base of [deps.cwd, reportsDir]) {
            const rel = (0,external_node_path_.relative)(base, absolute).replaceAll('\\', '/');
            if (rel !== '' && !rel.startsWith('../') && !(0,external_node_path_.isAbsolute)(rel))
                return rel;
        }
        return undefined;
    };
}
/** Where the failed tests that are not annotated can be read. */
function elsewhere(switches, omitted) {
    if (switches.jobSummary)
        return 'the job summary lists them';
    const log = omitted > LISTED_FAILURES
        ? `the FAILED lines below list the first ${LISTED_FAILURES}`
        : 'the FAILED lines below list them';
    const checkRun = switches.checkRun ? ', as does the check run' : '';
    return `${log}; the file of the summary-file output lists them all (job-summary is false)${checkRun}`;
}
function annotationsOf(located, deps, options) {
    const { switches } = options;
    const { maxAnnotations } = switches;
    const { annotations, omitted } = failureAnnotations(located, maxAnnotations, reportPathIn(deps, options.reportsDir));
    if (omitted > 0) {
        // The CLI shows annotations as FAILED lines, and writes no summary.
        const tests = (0,src_text/* plural */.LS)(omitted, maxAnnotations === 0 ? 'failed test' : 'more failed test');
        const are = omitted === 1 ? 'is' : 'are';
        deps.logger.info(deps.cli === undefined
            ? `${tests} ${are} not annotated (max-annotations: ${maxAnnotations}): ${elsewhere(switches, omitted)}`
            : `${omitted} more failed tests are not listed (--max-annotations ${maxAnnotations})`);
    }
    return annotations;
}

;// CONCATENATED MODULE: ./src/report/locate/frames.ts
/**
 * Where a failure happened, as its text says: stack frames and compiler
 * style `path:line` references of the common test runners, in the order
 * they appear. Nothing here touches the disk; resolve.ts checks each
 * candidate against the workspace.
 */
// `at com.acme.shop.PriceCalculatorTest.rounds(PriceCalculatorTest.java:58)`
const JVM = /\bat ([\w$.]+)\.[\w$<>-]+\(([\w$-]+\.(?:java|kt|kts|groovy|scala)):(\d+)\)/g;
// Python tracebacks: `File "tests/x.py", line 20, in test_x`
const PYTHON = /\bFile "([^"\n]+)", line (\d+)/g;
// .NET: `at Ns.Class.Method() in /src/Tests/FooTests.cs:line 9`
const DOTNET = / in (\S(?:[^\n]*?\S)?\.(?:cs|fs|vb)):line (\d+)/g;
// JS/TS frames `(path:12:3)` or `at path:12:3`; Go `x_test.go:12:`;
// pytest's `tests/x.py:46: AssertionError`; any `file.ext:line`.
const PATH_LINE = /(?:^|[\s(])((?:[A-Za-z]:)?[\w./\\@+-]*[\w-]\.[A-Za-z]{1,6}):(\d+)(?::\d+)?(?=[):\s]|$)/gm;
function jvmFrames(text, classname) {
    if (classname === undefined)
        return [];
    // The test's own class, inner classes and lambdas included.
    const own = classname.replace(/\$.*$/, '');
    const frames = [];
    for (const match of text.matchAll(JVM)) {
        const [, cls = '', file = '', line = ''] = match;
        const outer = cls.replace(/\$.*$/, '');
        if (outer !== own)
            continue;
        const dot = outer.lastIndexOf('.');
        const pkg = dot < 0 ? '' : `${outer.slice(0, dot).replaceAll('.', '/')}/`;
        frames.push({ packagePath: `${pkg}${file}`, line: Number(line) });
    }
    return frames;
}
function pathFrames(text, pattern) {
    return Array.from(text.matchAll(pattern), (match) => ({
        path: match[1] ?? '',
        line: Number(match[2])
    }));
}
/**
 * Candidate places of a failed case, most specific first: JVM frames of
 * the test's own class, then Python, .NET, and `path:line` references.
 */
function framesOf(text, classname) {
    const frames = [
        ...jvmFrames(text, classname),
        ...pathFrames(text, PYTHON),
        ...pathFrames(text, DOTNET),
        ...pathFrames(text, PATH_LINE)
    ];
    return frames.filter((frame) => Number.isSafeInteger(frame.line) && frame.line > 0);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
;// CONCATENATED MODULE: ./src/report/locate/resolve.ts
/**
 * A frame resolved to a file of the workspace, as a path from its root:
 * an absolute path inside the workspace made relative, a relative one
 * tried under the reports' folder, the annotations prefix and the root, a
 * JVM package path looked up under any source root. A frame that names no
 * workspace file resolves to nothing rather than to a wrong place.
 */



// Folders that hold no source of the project's own tests.
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'target', 'build']);
const MAX_ENTRIES = 50_000;
function isFile(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isFile();
    }
    catch {
        return false;
    }
}
function exists(path) {
    try {
        (0,external_node_fs_.lstatSync)(path);
        return true;
    }
    catch {
        return false;
    }
}
function inside(root, path) {
    if (!(0,paths/* isInside */.F)(root, path))
        return undefined;
    const rel = (0,external_node_path_.relative)(root, path);
    return rel === '' ? undefined : rel.replaceAll('\\', '/');
}
/**
 * Whether `path`, with every link followed, stays below `realRoot`: the
 * nearest part of it that exists decides, so a link out of the workspace
 * (a file, or a folder on the way) is not a workspace file.
 */
function staysInside(realRoot, path) {
    for (let at = path;; at = (0,external_node_path_.dirname)(at)) {
        try {
            return (0,paths/* isInside */.F)(realRoot, (0,external_node_fs_.realpathSync)(at));
        }
        catch {
            if ((0,external_node_path_.dirname)(at) === at)
                return false;
        }
    }
}
/**
 * A repository path as written, when it can only mean one: relative,
 * forward slashes, no `..` or drive letter, no control character.
 */
function plainRelative(path) {
    // eslint-disable-next-line no-control-regex
    if ((0,external_node_path_.isAbsolute)(path) || /^[A-Za-z]:|[\u0000-\u001f\u007f]/.test(path))
        return undefined;
    const segments = path.split('/').filter((s) => s !== '' && s !== '.');
    if (segments.length === 0 || segments.includes('..'))
        return undefined;
    return segments.join('/');
}
function realpathOr(path) {
    try {
        return (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return path;
    }
}
/** Every file of the workspace, bounded, read once on first need. */
function walk(root) {
    const files = [];
    const queue = [''];
    while (queue.length > 0 && files.length < MAX_ENTRIES) {
        const dir = queue.shift() ?? '';
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, dir), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const entry of entries) {
            const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
            if (entry.isDirectory()) {
                if (!SKIPPED.has(entry.name) && !entry.name.startsWith('.'))
                    queue.push(rel);
            }
            else if (entry.isFile())
                files.push(rel);
        }
    }
    return files.sort();
}
class Resolver {
    workspace;
    files;
    realRoot;
    constructor(workspace) {
        this.workspace = workspace;
    }
    /** The workspace file at `rel` (from the root), never through a link out. */
    workspaceFile(rel) {
        if (rel === undefined)
            return undefined;
        const path = (0,external_node_path_.join)(this.workspace.root, rel);
        if (!isFile(path))
            return undefined;
        this.realRoot ??= realpathOr(this.workspace.root);
        return staysInside(this.realRoot, path) ? rel : undefined;
    }
    /** A path written in a report, as a workspace path, if that file exists. */
    path(written) {
        const { root, reportsDir, prefix } = this.workspace;
        const path = written.trim().replaceAll('\\', '/');
        if (path === '')
            return undefined;
        if ((0,external_node_path_.isAbsolute)(path) || /^[A-Za-z]:\//.test(path)) {
            return this.workspaceFile(inside(root, (0,external_node_path_.resolve)(path)));
        }
        const bases = [
            ...(prefix === undefined ? [] : [(0,external_node_path_.join)(root, prefix)]),
            reportsDir,
            root
        ];
        for (const base of bases) {
            const rel = this.workspaceFile(inside(root, (0,external_node_path_.resolve)(base, path)));
            if (rel !== undefined)
                return rel;
        }
        return undefined;
    }
    /**
     * A case's own `file` that is not (yet) a workspace file, such as a test
     * file of a repository not checked out here: kept as a repository path
     * (below the annotations prefix) only when it is plainly one and nothing
     * on its way leads out of the workspace. `../../etc/passwd`, `/etc/passwd`
     * or `C:/Users/…` are no place in the repository.
     */
    absentPath(written) {
        const { root, prefix } = this.workspace;
        const plain = plainRelative(written.trim().replaceAll('\\', '/'));
        if (plain === undefined)
            return undefined;
        const rel = prefix === undefined ? plain : plainRelative(external_node_path_.posix.join(prefix, plain));
        if (rel === undefined)
            return undefined;
        const path = (0,external_node_path_.join)(root, rel);
        // Something is there, and path() found no file in it: a folder, a link out.
        if (exists(path))
            return undefined;
        this.realRoot ??= realpathOr(root);
        return staysInside(this.realRoot, path) ? rel : undefined;
    }
    /** A JVM package path under any source root (`src/test/java/…`). */
    packagePath(packagePath) {
        this.files ??= walk(this.workspace.root);
        const suffix = `/${packagePath}`;
        return this.files.find((file) => file === packagePath || file.endsWith(suffix));
    }
    frame(frame) {
        if (frame.packagePath !== undefined)
            return this.packagePath(frame.packagePath);
        return frame.path === undefined ? undefined : this.path(frame.path);
    }
}

;// CONCATENATED MODULE: ./src/report/locate/index.ts


/** The case with no place: neither a file nor a line. */
function unplaced(failed) {
    const { file: _file, line: _line, inWorkspace: _in, ...rest } = failed;
    return rest;
}
const sameText = (a, b) => a.replaceAll('\\', '/').replace(/^(\.\/)+/, '') ===
    b.replaceAll('\\', '/').replace(/^(\.\/)+/, '');
/**
 * The line of a case that has its own file: the first line its failure
 * text names in that same file (pytest's `tests/x.py:46: AssertionError`,
 * PHPUnit's `/src/tests/FooTest.php:23`), which is where it failed; else
 * its `line`, which pytest counts from 0 (the `def` line) and every other
 * producer from 1.
 */
function lineOf(failed, file, resolver) {
    const text = `${failed.message}\n${failed.trace}`;
    for (const frame of framesOf(text, failed.classname)) {
        const named = frame.path ?? frame.packagePath ?? '';
        if (sameText(named, failed.file) || resolver.frame(frame) === file) {
            return frame.line;
        }
    }
    const { line } = failed;
    if (line === undefined)
        return undefined;
    return isPytest(failed) ? line + 1 : line;
}
/** pytest names its one suite `pytest` and writes `file` as a `.py` path. */
function isPytest(failed) {
    return failed.suite === 'pytest' && /\.py$/i.test(failed.file ?? '');
}
function ownPlace(failed, resolver) {
    const found = resolver.path(failed.file);
    const file = found ?? resolver.absentPath(failed.file);
    if (file === undefined)
        return undefined;
    const line = lineOf(failed, file, resolver);
    return {
        ...unplaced(failed),
        file,
        ...(line !== undefined && { line }),
        ...(found !== undefined && { inWorkspace: true })
    };
}
function located(failed, resolver) {
    const { file } = failed;
    if (file !== undefined && file.trim() !== '') {
        const own = ownPlace({ ...failed, file }, resolver);
        if (own !== undefined)
            return own;
    }
    const text = `${failed.message}\n${failed.trace}`;
    for (const frame of framesOf(text, failed.classname)) {
        const file = resolver.frame(frame);
        if (file !== undefined) {
            return { ...failed, file, line: frame.line, inWorkspace: true };
        }
    }
    return suiteLocated(unplaced(failed), resolver);
}
/** Last resort: the file (and line) its suite names, if it exists. */
function suiteLocated(failed, resolver) {
    if (failed.suiteFile === undefined)
        return failed;
    const file = resolver.path(failed.suiteFile);
    if (file === undefined)
        return failed;
    const { suiteLine: line } = failed;
    const found = { ...failed, file, inWorkspace: true };
    return line === undefined ? found : { ...found, line };
}
/** The outcome with each failed case's location found where it can be. */
function locateFailures(outcome, workspace) {
    const resolver = new Resolver(workspace);
    return {
        ...outcome,
        files: outcome.files.map((file) => ({
            ...file,
            suites: file.suites.map((suite) => ({
                ...suite,
                failedCases: suite.failedCases.map((f) => located(f, resolver))
            }))
        }))
    };
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/located.ts


function locatedOutcome(outcome, deps, options) {
    // Always: the step log shows each place too, and a report's own `file`
    // becomes a place only once it is found to be one of the repository.
    const { annotationsPathPrefix } = options.switches;
    return locateFailures(outcome, {
        root: deps.cwd,
        reportsDir: options.reportsDir ?? deps.cwd,
        ...(annotationsPathPrefix !== undefined && {
            prefix: annotationsPathPrefix
        })
    });
}
/** The summary's `source` when the repository's URL and the commit are known. */
function sourceOf(context) {
    const repoUrl = context.repoInfo?.url;
    const commit = (0,attest_junit_context/* attestedCommit */.y)(context);
    if (repoUrl === undefined || commit === undefined)
        return {};
    const provider = context.repoInfo?.provider ?? undefined;
    return {
        source: { repoUrl, commit, ...(provider !== undefined && { provider }) }
    };
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/outputs.ts
/** The step's outputs about the tests read, plus the step's own. */

function outputsOf(outcome, extra) {
    const totals = (0,junit/* totalsOf */.vA)(outcome.files);
    return {
        compliant: String(totals.failures + totals.errors === 0),
        verdict: (0,junit/* verdictOf */.Vj)(totals),
        suites: String(totals.suites),
        tests: String(totals.tests),
        failures: String(totals.failures),
        errors: String(totals.errors),
        skipped: String(totals.skipped),
        ...extra
    };
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/discovery-hint.ts
/**
 * A hint added when no report was found: report paths written as one
 * comma-separated list (`a.xml,b.xml`, the habit of other tools), which
 * is one pattern with a comma in it and matches nothing.
 */

function commaLists(patterns) {
    return patterns.filter((p) => p.split(',').filter((part) => part.trim() !== '').length > 1);
}
function withCommaHint(error, patterns) {
    const [first] = commaLists(patterns);
    if (first === undefined)
        return error;
    const parts = first.split(',').map((part) => part.trim());
    return new errors/* NoReportsError */.x4(`${error.message}\nHint: '${first}' is one pattern with commas in it, not a list. Give one pattern per line (report-paths: | then ${parts.join(', ')} on lines of their own), or on the command line each as its own argument or --report-paths: ${parts.map((p) => `'${p}'`).join(' ')}`, { cause: error });
}

// EXTERNAL MODULE: ./src/modes/attest-junit/inventory.ts
var inventory = __webpack_require__(4625);
// EXTERNAL MODULE: ./src/modes/attest-junit/request.ts + 1 modules
var request = __webpack_require__(58);
;// CONCATENATED MODULE: ./src/modes/attest-junit/malformed.ts













/** Reports refused (malformed, or none found) once the destination is known. */
class RefusedReports extends Error {
    refusal;
    where;
    name = 'RefusedReports';
    constructor(refusal, where) {
        super(refusal.message);
        this.refusal = refusal;
        this.where = where;
    }
}
const NOTHING = { files: [], results: [], notes: [] };
/**
 * The `.trx` files the patterns reach when TRX is off: a folder of them
 * (`TestResults`) reads as no report at all without report-formats.
 */
async function unreadTrx(config, reportsDir) {
    if (config.reportFormats.includes('trx'))
        return [];
    try {
        const { files } = await (0,junit/* discoverReports */.nV)(config.reportPaths, {
            cwd: reportsDir,
            trx: true
        });
        return files.filter((file) => /\.trx$/i.test(file));
    }
    catch {
        return [];
    }
}
async function noReportsMessage(error, config, reportsDir) {
    const trx = await unreadTrx(config, reportsDir);
    if (trx.length === 0)
        return error.message;
    const shown = trx.slice(0, 3).map((file) => `  ${(0,src_text/* printable */.g$)(file)}`);
    if (trx.length > 3)
        shown.push(`  ...and ${trx.length - 3} more`);
    const formats = [...config.reportFormats, 'trx'].join(',');
    return [
        `No JUnit test suite found: report-paths reach ${(0,src_text/* plural */.LS)(trx.length, '.trx file')} (Visual Studio test results), which are read only when report-formats names trx (report-formats: ${formats}).`,
        ...shown
    ].join('\n');
}
/**
 * parseReports; malformed or unreadable reports, and patterns that found
 * no suite, throw RefusedReports.
 */
async function readReports(config, reportsDir, where) {
    try {
        return await (0,junit/* parseReports */.jk)(config.reportPaths, {
            cwd: reportsDir,
            strict: config.strict,
            formats: config.reportFormats,
            inventory: (0,inventory/* inventoryOptions */.$k)(config),
            ...(where.onFile !== undefined && { onFile: where.onFile })
        });
    }
    catch (error) {
        if (error instanceof junit/* MalformedReportsError */.Ns) {
            throw new RefusedReports(error, where);
        }
        if (error instanceof errors/* UnreadableReportError */.kc) {
            throw new RefusedReports({ message: error.message, found: NOTHING }, where);
        }
        if (!(error instanceof errors/* NoReportsError */.x4))
            throw error;
        const hinted = withCommaHint(error, config.reportPaths);
        const message = await noReportsMessage(hinted, config, reportsDir);
        throw new RefusedReports({ message, found: NOTHING }, where);
    }
}
/**
 * The reports, or with legs-dir each leg's combined (legs/index.ts, loaded
 * only then: it hashes files); refusals as readReports makes them.
 */
async function readInput(config, dirs, where) {
    if (config.legs === undefined) {
        return { outcome: await readReports(config, dirs.reportsDir, where) };
    }
    const { readLegs } = await __webpack_require__.e(/* import() */ 6331).then(__webpack_require__.bind(__webpack_require__, 6331));
    try {
        return await readLegs(config, dirs, where.logger);
    }
    catch (error) {
        if (error instanceof junit/* MalformedReportsError */.Ns ||
            error instanceof errors/* UnreadableReportError */.kc ||
            error instanceof errors/* NoReportsError */.x4) {
            throw new RefusedReports({ message: error.message, found: NOTHING }, where);
        }
        throw error;
    }
}
/** The step's result for RefusedReports; any other error is thrown again. */
function refusedResult(error, input) {
    if (!(error instanceof RefusedReports))
        throw error;
    const { deps, options } = input;
    const { refusal, where } = error;
    const { destination } = where;
    const outcome = locatedOutcome(refusal.found, deps, options);
    const name = destination.attestationName;
    const failure = `${refusal.message}\nNothing was sent to Kosli.`;
    // The refusal leads the summary and the comment (it fails the step, dry
    // run or fork alike); a fork's skip still says why nothing would be sent.
    const skipped = options.skipped;
    return {
        outputs: outputsOf(outcome, {
            'attestation-name': name,
            ...(skipped !== undefined && { 'skipped-reason': skipped.reason })
        }),
        summary: (0,summary/* junitSummary */.bp)({
            outcome,
            ...sourceOf(where.context),
            destination: (0,request/* summaryDestination */.hE)(destination),
            dryRun: false,
            recorded: false,
            notRecorded: { reason: refusal.message, maybeRecorded: false }
        }),
        annotations: [
            ...(skipped === undefined ? [] : [skipped.notice]),
            ...annotationsOf(outcome, deps, {
                switches: options.switches,
                reportsDir: options.reportsDir ?? deps.cwd
            })
        ],
        failedLines: failedCaseLines(outcome.files),
        failure,
        pullRequest: junitPullRequestReport({
            name,
            outcome,
            dryRun: false,
            recorded: false,
            refused: true,
            skipped: false,
            // Where a check run about the refusal goes.
            commit: (0,attest_junit_context/* attestedCommit */.y)(where.context),
            ...sourceOf(where.context)
        })
    };
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/removed/hook.ts
/** Before the parse: the base inventory; undefined with removed-tests: off. */
async function removedBefore(run, attestationName, deps) {
    const config = run.config.removedTests;
    if (config.mode === 'off')
        return undefined;
    const gate = await __webpack_require__.e(/* import() */ 3197).then(__webpack_require__.bind(__webpack_require__, 3197));
    const start = await gate.startRemovedTests({
        config,
        attestationName,
        ...(run.githubToken !== undefined && { githubToken: run.githubToken })
    }, deps);
    return { start, gate };
}
/** After the parse: the verdict and what the attestation carries of it. */
async function removedAfter(hook, run, deps) {
    if (hook === undefined)
        return undefined;
    return hook.gate.finishRemovedTests(hook.start, run, deps);
}

;// CONCATENATED MODULE: ./src/modes/quarantine/effect.ts
/**
 * The quarantine's effect on the step, and nothing else: it only ever
 * changes fail-on-failure's count of failed cases (failure.ts asks
 * `excusesAll`), never no-tests, a refused report, a suite's own failure or
 * any other gate; and it turns the excused cases' error annotations into
 * warnings. The list itself loads (index.ts) only when the checkout has
 * one, so a run without a list pays one lstat.
 */





/**
 * The list of this run, read and checked before any report is, or
 * undefined when the checkout has none (no quarantine). An invalid list
 * throws a ConfigError naming its lines.
 */
async function quarantineOf(config, deps, githubToken) {
    const { file, given } = config.quarantine;
    try {
        await (0,promises_.lstat)((0,external_node_path_.resolve)(deps.cwd, file));
    }
    catch {
        if (given)
            deps.logger.info(`quarantine-file: ${(0,src_text/* printable */.g$)(file)} does not exist: no test is quarantined`);
        return undefined;
    }
    const { loadQuarantine, applyQuarantine } = await __webpack_require__.e(/* import() */ 4572).then(__webpack_require__.bind(__webpack_require__, 4572));
    const loaded = await loadQuarantine(config, deps, githubToken);
    return (outcome) => applyQuarantine(loaded, outcome, deps);
}
/** fail-on-failure's message about the quarantine, when one was read. */
function quarantineNote(q) {
    if (q === undefined)
        return '';
    const { report } = q;
    const parts = [];
    if (report.excused.length > 0)
        parts.push(`${(0,src_text/* plural */.LS)(report.excused.length, 'failure')} quarantined, but not all`);
    if (report.closed !== undefined)
        parts.push(report.closed);
    if (report.inactive !== undefined)
        parts.push(`${report.file} excuses nothing: ${report.inactive}`);
    for (const c of report.expired.slice(0, 10)) {
        const test = [c.suite, c.classname, c.name]
            .filter((p) => p !== '')
            .join(' › ');
        parts.push(`${test} matches an expired quarantine entry (${report.file}:${c.entry.line}, owner ${c.entry.owner}, issue ${c.entry.issue}, expired ${c.entry.expires})`);
    }
    if (report.expired.length > 10)
        parts.push(`${report.expired.length - 10} more failures match expired entries`);
    return parts.length === 0
        ? ''
        : `. Quarantine: ${(0,src_text/* printable */.g$)(parts.join('; '), true)}`;
}
/** The step's outputs about the quarantine, and its own verdict `gate`. */
function quarantineOutputs(q, failed, failures) {
    const passedBecause = !failed && q?.excusesAll === true && failures > 0;
    if (q !== undefined)
        q.report.passedBecause = passedBecause;
    return {
        gate: failed ? 'failed' : passedBecause ? 'passed-quarantined' : 'passed',
        'quarantined-failures': String(q?.report.excused.length ?? 0),
        'quarantine-expired': String(q?.report.expiredEntries.length ?? 0),
        'quarantine-stale': String(q?.report.stale?.length ?? 0)
    };
}
function keyOf(c) {
    return (0,junit/* identityKey */.US)(c.suite, c.classname ?? '', c.name);
}
/**
 * The outcome whose error annotations leave out the excused cases (their
 * counts lowered to match, so no suite reads as failing by itself), and
 * a warning for each excused case instead. Only the annotations see it.
 */
function quarantinedAnnotations(located, q, max) {
    if (q === undefined || q.report.excused.length === 0)
        return { annotated: located, warnings: [] };
    const entries = new Map(q.report.excused.map((c) => [keyOf(c), c.entry]));
    const warnings = [];
    const strip = (cases) => cases.filter((c) => {
        const entry = entries.get(keyOf(c));
        if (entry === undefined || c.name === '(suite)')
            return true;
        if (warnings.length < max) {
            const a = caseAnnotation(c);
            warnings.push({
                ...a,
                level: 'warning',
                title: `Quarantined: ${a.title}`,
                message: `Quarantined until ${entry.expires} (owner ${(0,src_text/* printable */.g$)(entry.owner)}, ${(0,src_text/* printable */.g$)(entry.issue)}); Kosli records this failure.\n\n${a.message}`
            });
        }
        return false;
    });
    const files = located.files.map((file) => ({
        ...file,
        suites: file.suites.map((suite) => {
            const kept = strip(suite.failedCases);
            const gone = suite.failedCases.filter((c) => !kept.includes(c));
            const errors = gone.filter((c) => c.kind === 'error').length;
            return {
                ...suite,
                failedCases: kept,
                result: {
                    ...suite.result,
                    failures: suite.result.failures - (gone.length - errors),
                    errors: suite.result.errors - errors
                }
            };
        })
    }));
    return { annotated: { ...located, files }, warnings };
}
/** The evidence files on disk, for the archive; none without a list read. */
async function quarantineEvidence(q, tmpDir) {
    if (q === undefined || q.evidence.length === 0)
        return [];
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tmpDir, 'kosli-quarantine-'));
    return Promise.all(q.evidence.map(async ({ name, content }, i) => {
        const path = (0,external_node_path_.join)(dir, String(i));
        await (0,promises_.writeFile)(path, content);
        return { name, path };
    }));
}
/** The quarantine's share of the step's result: outputs and annotations. */
function quarantineResult(q, located, step) {
    const totals = (0,junit/* totalsOf */.vA)(located.files);
    const failures = totals.failures + totals.errors;
    return {
        outputs: quarantineOutputs(q, step.failed, failures),
        ...quarantinedAnnotations(located, q, step.max)
    };
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/prepare.ts
/**
 * attest-junit's local work, before anything is sent: the run's context,
 * the artifact's fingerprint, the parsed reports and the checked payload,
 * kept as a file.
 */












/** The trail defaults to the attested commit, like `KOSLI_TRAIL: ${{ github.sha }}`. */
function trailOf(config, context) {
    const trail = config.trail ?? (0,attest_junit_context/* attestedCommit */.y)(context);
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
/** The legs' annotations (legs expected, found, missing); none without legs. */
async function legsNotes(legs) {
    if (legs === undefined)
        return {};
    const { legsAnnotations } = await __webpack_require__.e(/* import() */ 6331).then(__webpack_require__.bind(__webpack_require__, 6331));
    return legsAnnotations(legs);
}
function logNotes(outcome, deps) {
    for (const note of outcome.notes) {
        const text = `${(0,src_text/* printable */.g$)(note.file)}: ${(0,src_text/* printable */.g$)(note.message, true)}`;
        if (note.level === 'warning')
            deps.logger.warn(text);
        else
            deps.logger.info(text);
    }
}
/** The data_json of the parsed reports, checked before anything is sent. */
function payloadOf(config, local, destination) {
    const { context, fingerprint, userData } = local;
    return checkPayload(buildJunitPayload({
        name: local.name,
        targetArtifacts: config.targetArtifacts,
        results: local.outcome.results,
        ...(fingerprint !== undefined && { fingerprint }),
        ...(context.commit !== undefined && { commit: context.commit }),
        ...(context.repoInfo !== undefined && { repoInfo: context.repoInfo }),
        ...(context.originUrl !== undefined && { originUrl: context.originUrl }),
        ...(config.description !== undefined && {
            description: config.description
        }),
        // Ours last: a user's annotation cannot stand in for a gate's.
        annotations: {
            ...config.annotations,
            ...(0,inventory/* inventoryAnnotations */.v0)(local.outcome),
            ...local.annotations
        },
        externalUrls: config.externalUrls,
        ...(userData !== undefined && { userData })
    }), { flow: destination.flow, trail: destination.trail });
}
/** The reports read (a matrix's legs with legs-dir), their notes logged. */
async function parsed(run, deps, where) {
    const { progress, logger } = deps;
    const read = await readInput(run.config, { reportsDir: run.reportsDir, root: deps.cwd }, {
        ...where,
        logger,
        ...(progress !== undefined && {
            onFile: (file, total) => progress(`reading ${file}/${total} files`)
        })
    });
    logNotes(read.outcome, deps);
    return read;
}
function destinationOf(config, context, attestationName) {
    const { service, flow } = config;
    return { service, flow, trail: trailOf(config, context), attestationName };
}
/**
 * The reports with the gates around them: each gate reads what it needs
 * before the reports are (so a bad quarantine list or base stops first),
 * and judges them after.
 */
async function readGated(run, deps, where) {
    const applyQuarantine = await quarantineOf(run.config, deps, run.githubToken);
    const attestation = where.destination.attestationName;
    const removedHook = await removedBefore(run, attestation, deps);
    const { outcome, legs } = await parsed(run, deps, where);
    const removed = await removedAfter(removedHook, {
        outcome,
        attestation,
        commit: (0,attest_junit_context/* attestedCommit */.y)(where.context),
        strip: run.config.stripTestNames?.source
    }, deps);
    const quarantine = applyQuarantine?.(outcome);
    return { outcome, legs, removed, quarantine };
}
/** Everything local: context, fingerprint, reports, the checked payload. */
async function prepare(run, deps) {
    const { config } = run;
    const name = parseAttestationName(config.name);
    const context = await (0,attest_junit_context/* resolveContext */.w)(config, deps);
    const destination = destinationOf(config, context, name.attestationName);
    const artifact = await (0,resolve/* resolveArtifact */.B)(config.artifact, deps);
    const userData = config.userDataPath === undefined
        ? undefined
        : await readUserData(config.userDataPath, deps.cwd);
    const gated = await readGated(run, deps, { destination, context });
    const { outcome, legs, removed, quarantine } = gated;
    const annotations = {
        ...(await legsNotes(legs)),
        ...removed?.annotations,
        ...quarantine?.annotations
    };
    const data = payloadOf(config, {
        ...{ name, context, outcome, fingerprint: artifact?.fingerprint },
        ...{ userData, annotations }
    }, destination);
    const dataJson = JSON.stringify(data);
    const payloadFile = await writePayloadFile(deps.tmpDir, dataJson);
    const parts = { config, outcome, data, context };
    const testsFile = await (0,inventory/* writeTestsFile */.hT)(payloadFile, parts);
    return {
        outcome,
        destination,
        data,
        dataJson,
        payloadFile,
        ...(testsFile !== undefined && { testsFile }),
        context,
        ...(artifact !== undefined && { artifact }),
        ...(removed !== undefined && { removed }),
        ...(quarantine !== undefined && { quarantine }),
        ...(legs !== undefined && { legs })
    };
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/artifact.ts

function withArtifact(result, artifact) {
    if (artifact === undefined)
        return result;
    const image = artifact.image === undefined
        ? ''
        : `\nArtifact image: ${(0,markdown/* text */.Qq)(artifact.image.description, 1000)}\n`;
    return {
        ...result,
        outputs: {
            ...result.outputs,
            'artifact-fingerprint': artifact.fingerprint
        },
        summary: `${result.summary}${image}`
    };
}

// EXTERNAL MODULE: ./src/modes/trail-start.ts
var trail_start = __webpack_require__(6753);
;// CONCATENATED MODULE: ./src/modes/attest-junit/begin.ts


/**
 * Begins the trail when `begin-trail` is on. Undefined when the step goes
 * on to attest; a not-recorded outcome when the trail could not be begun,
 * since the attestation would then fail on the missing trail.
 */
async function beginTrailFirst(input, deps) {
    const { config, destination, context } = input;
    if (!config.beginTrail)
        return undefined;
    const start = {
        org: destination.service.org,
        flow: destination.flow,
        trail: destination.trail,
        context
    };
    if (config.dryRun) {
        deps.logger.info(`Dry run: begin-trail would first send PUT /api/v2/trails/${start.org}/${start.flow} (creating the flow if it does not exist) with data_json:\n${JSON.stringify((0,trail_start/* trailData */.T)(start), null, 2)}`);
        return undefined;
    }
    try {
        const { beginTrailCreatingFlow } = await __webpack_require__.e(/* import() */ 1752).then(__webpack_require__.bind(__webpack_require__, 1752));
        const client = await deps.openClient(destination.service);
        const outcome = await beginTrailCreatingFlow(client, start, deps.logger);
        deps.logger.info((0,trail_start/* begunMessage */.V)(start.trail, outcome));
        return undefined;
    }
    catch (error) {
        return {
            recorded: false,
            error: `begin-trail: the trail '${start.trail}' of flow '${start.flow}' could not be begun, so nothing was attested: ${(0,errors/* errorMessage */.gJ)(error)}`,
            maybeRecorded: false
        };
    }
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/client.ts
function oneClient(deps) {
    let opened;
    return {
        deps: {
            ...deps,
            openClient: (service) => (opened ??= deps.openClient(service))
        },
        close: async () => {
            if (opened !== undefined)
                await (await opened).close();
        }
    };
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/failure.ts




function failureOf(config, outcome, sent) {
    const reasons = [stepFailure(config, outcome, sent), sent.removed];
    const given = reasons.filter((reason) => reason !== undefined);
    return given.length === 0 ? undefined : given.join('\n');
}
function stepFailure(config, outcome, sent) {
    if (sent.outcome !== undefined && !sent.outcome.recorded) {
        return (0,request/* notRecordedMessage */.$t)(sent.outcome, sent.resend);
    }
    const totals = (0,junit/* totalsOf */.vA)(outcome.files);
    const state = config.dryRun ? 'would have been recorded' : 'were recorded';
    if (config.requireTests && (0,junit/* verdictOf */.Vj)(totals) === 'no-tests') {
        return noTestsMessage(outcome, totals.tests, state);
    }
    if (!config.failOnFailure || totals.failures + totals.errors === 0) {
        return undefined;
    }
    if (sent.quarantine?.excusesAll === true)
        return undefined;
    return `fail-on-failure: ${totals.failures} failed and ${totals.errors} errored of ${totals.tests} tests; the results ${state} in Kosli${quarantineNote(sent.quarantine)}`;
}
const LISTED_REPORTS = 10;
/** require-tests: names the reports that held no test that ran. */
function noTestsMessage(outcome, tests, state) {
    const reports = outcome.files
        .filter((file) => file.status === 'parsed')
        .map((file) => file.path);
    const listed = reports.slice(0, LISTED_REPORTS).join(', ');
    const more = reports.length > LISTED_REPORTS
        ? ` and ${reports.length - LISTED_REPORTS} more`
        : '';
    const why = tests === 0 ? 'no test in them' : `all ${(0,src_text/* plural */.LS)(tests, 'test')} skipped`;
    return `require-tests: no test ran in ${listed}${more} (${why}); the results ${state} in Kosli with verdict no-tests. If no test is expected to run, set require-tests: false (CLI: --no-require-tests)`;
}

// EXTERNAL MODULE: ./src/modes/attest-junit/trail-url.ts
var trail_url = __webpack_require__(3225);
;// CONCATENATED MODULE: ./src/modes/attest-junit/legs/step.ts


/** legs.json written for the evidence archive. */
async function legsFile(legs, tmpDir) {
    if (legs === undefined)
        return {};
    const { writeLegsFile } = await __webpack_require__.e(/* import() */ 1433).then(__webpack_require__.bind(__webpack_require__, 1433));
    const { legsFileContent } = await __webpack_require__.e(/* import() */ 6331).then(__webpack_require__.bind(__webpack_require__, 6331));
    return { legsFile: await writeLegsFile(legsFileContent(legs), tmpDir) };
}
/**
 * on-missing-legs: fail. The aggregate is not sent (the trail lacks it, so
 * a flow template shows it missing) and its request is kept for a resend,
 * as that of a failed send is. undefined: send it.
 */
async function keptForMissingLegs(prepared, attachment, deps) {
    const { legs, destination } = prepared;
    if (legs?.missing === undefined || legs.onMissing === 'attest') {
        return undefined;
    }
    const { keepRequest } = await __webpack_require__.e(/* import() */ 2867).then(__webpack_require__.bind(__webpack_require__, 2867));
    const keptPayloadDir = await keepRequest(deps, {
        destination,
        dataJson: prepared.dataJson,
        ...(attachment !== undefined && { attachment })
    });
    return {
        recorded: false,
        error: `${legs.missing}\non-missing-legs is fail: the aggregate was not sent.`,
        keptPayloadDir,
        maybeRecorded: false
    };
}
/** The step's failure for a missing leg once the aggregate was sent (or shown). */
function missingLegsFailure(legs, state) {
    if (legs?.missing === undefined)
        return undefined;
    if (state.dryRun)
        return `${legs.missing}\nDry run: nothing was sent.`;
    if (!state.recorded) {
        // Held back for the missing leg, the not-recorded message says so; when
        // something else stopped the send first (size, begin-trail), it does not.
        const heldBack = state.notRecorded?.startsWith(legs.missing) === true;
        return heldBack ? undefined : legs.missing;
    }
    return `${legs.missing}\non-missing-legs is attest: the aggregate was recorded in Kosli, with kosli_attest_legs_found ${legs.found.length} in its annotations.`;
}
/** The summary's legs table. */
function legsTable(legs) {
    if (legs === undefined)
        return {};
    return {
        legs: {
            legs: legs.facts,
            ...(legs.expected !== undefined && { expected: legs.expected })
        }
    };
}
/**
 * The check run and the pull request comment of an aggregate with a
 * missing leg: never passed (the step fails), the fact said first.
 */
function withMissingLegs(report, legs) {
    if (legs?.missing === undefined)
        return report;
    const expected = legs.expected === undefined ? '' : ` of ${legs.expected} expected`;
    const empty = legs.facts.filter((f) => f.missing !== undefined);
    const named = empty.length === 0
        ? ''
        : `; ${(0,src_text/* plural */.LS)(empty.length, 'folder')} held no test: ${(0,markdown/* text */.Qq)(empty.map((f) => f.name).join(', '), 500)}`;
    const line = `**Missing legs**: ${legs.found.length}${expected} reported tests${named}.`;
    return { ...report, passed: false, details: `${line}\n\n${report.details}` };
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/index.ts


















/** The reports and our own files (inventory, quarantine, legs) to attach. */
async function attachmentOf({ config, reportsDir }, prepared, deps) {
    const quarantine = await quarantineEvidence(prepared.quarantine, deps.tmpDir);
    return (0,request/* prepareAttachment */.$b)(config, {
        ...prepared,
        quarantine,
        ...(await legsFile(prepared.legs, deps.tmpDir))
    }, { ...deps, cwd: reportsDir });
}
/** Sends, or in a dry run shows, the request; undefined when not sent. */
async function deliver({ config, reportsDir }, prepared, deps) {
    const { destination, data, dataJson } = prepared;
    deps.progress?.('preparing the attachment');
    const attachment = await attachmentOf({ config, reportsDir }, prepared, deps);
    const client = oneClient(deps);
    try {
        const oversize = (0,request/* oversizeAttachment */.$U)(attachment, deps);
        if (oversize !== undefined) {
            return { recorded: false, error: oversize, maybeRecorded: false };
        }
        const refused = await beginTrailFirst({ config, ...prepared }, client.deps);
        if (refused !== undefined)
            return refused;
        if (config.dryRun) {
            deps.logger.info(`Dry run: nothing is sent. The request would go to\n${(0,request/* describeRequest */.Ng)(destination, attachment)}\ndata_json:\n${JSON.stringify(data, null, 2)}`);
            return undefined;
        }
        const kept = await keptForMissingLegs(prepared, attachment, client.deps);
        if (kept !== undefined)
            return kept;
        const { sendAttestation } = await __webpack_require__.e(/* import() */ 2867).then(__webpack_require__.bind(__webpack_require__, 2867));
        deps.progress?.('uploading');
        const sent = await sendAttestation(client.deps, {
            destination,
            dataJson,
            ...(attachment !== undefined && { attachment })
        });
        if (sent.recorded) {
            deps.cli?.recorded?.();
            deps.logger.info(`junit attestation '${destination.attestationName}' is reported to trail: ${destination.trail}`);
        }
        return sent;
    }
    finally {
        await client.close();
        await attachment?.cleanup();
    }
}
function summaryOf({ config, options }, done) {
    const { prepared, outcome, sent, kept, url } = done;
    const { destination, payloadFile } = prepared;
    const skipped = options.skipped;
    return (0,summary/* junitSummary */.bp)({
        outcome,
        ...sourceOf(prepared.context),
        destination: (0,request/* summaryDestination */.hE)(destination, url),
        dryRun: config.dryRun,
        recorded: sent?.recorded === true,
        payloadFile,
        ...(prepared.quarantine !== undefined && {
            quarantine: prepared.quarantine.report
        }),
        ...(sent?.recorded === false && {
            notRecorded: {
                reason: sent.error,
                maybeRecorded: sent.maybeRecorded
            }
        }),
        ...(skipped !== undefined && { skipped: skipped.summary }),
        ...(prepared.removed && { stoppedTests: prepared.removed.report }),
        ...legsTable(prepared.legs),
        ...(kept !== undefined && {
            keptPayloadDir: kept,
            resendCommand: `export KOSLI_API_TOKEN=...  # your Kosli API token\n${done.resend}`
        })
    });
}
function pullRequestOf({ config, options }, done) {
    const { context, destination } = done.prepared;
    return junitPullRequestReport({
        name: destination.attestationName,
        outcome: done.outcome,
        dryRun: config.dryRun,
        recorded: done.sent?.recorded,
        skipped: options.skipped !== undefined,
        commit: (0,attest_junit_context/* attestedCommit */.y)(context),
        ...sourceOf(context),
        ...(done.prepared.removed && {
            stoppedTests: done.prepared.removed.report
        }),
        ...(done.prepared.quarantine !== undefined && {
            quarantine: done.prepared.quarantine.report
        })
    });
}
/** The outputs of the step itself, besides the counts. */
function stepOutputs(prepared, done) {
    const { kept, url, skipped } = done;
    return {
        'attestation-name': prepared.destination.attestationName,
        'payload-file': prepared.payloadFile,
        ...(prepared.testsFile !== undefined && {
            'tests-file': prepared.testsFile
        }),
        ...(kept !== undefined && { 'kept-payload-dir': kept }),
        ...(url !== undefined && { 'trail-url': url }),
        ...(skipped !== undefined && { 'skipped-reason': skipped }),
        ...prepared.removed?.outputs
    };
}
/**
 * Why the step fails: a missing matrix leg first, then the upload, the
 * tests (less what the quarantine excuses) and the removed-tests gate.
 */
function failureFor(run, prepared, done) {
    const { sent, resend } = done;
    return joined(missingLegsFailure(prepared.legs, {
        recorded: sent?.recorded === true,
        dryRun: run.config.dryRun,
        notRecorded: sent?.recorded === false ? sent.error : undefined
    }), failureOf(run.config, done.outcome, {
        outcome: sent,
        resend,
        removed: prepared.removed?.failure,
        quarantine: prepared.quarantine
    }));
}
function resultOf(run, { prepared, sent }, deps) {
    const { destination } = prepared;
    const outcome = locatedOutcome(prepared.outcome, deps, {
        ...run.options,
        switches: run.switches
    });
    const kept = sent?.recorded === false ? sent.keptPayloadDir : undefined;
    const url = sent?.recorded === true ? (0,trail_url/* trailUrl */.K)(destination) : undefined;
    const skipped = run.options.skipped;
    const resend = kept === undefined ? undefined : resendCommand(kept, deps.cliPath);
    const done = { prepared, outcome, sent, kept, url, resend };
    const failure = failureFor(run, prepared, { outcome, sent, resend });
    // Before the summary and the comment: it marks a pass owed to the list.
    const q = quarantineResult(prepared.quarantine, outcome, {
        failed: failure !== undefined,
        max: run.switches.maxAnnotations
    });
    return {
        outputs: outputsOf(outcome, {
            ...q.outputs,
            ...stepOutputs(prepared, { kept, url, skipped: skipped?.reason })
        }),
        summary: summaryOf(run, done),
        annotations: [
            ...(skipped === undefined ? [] : [skipped.notice]),
            ...annotationsOf(q.annotated, deps, run),
            ...q.warnings
        ],
        failedLines: failedCaseLines(outcome.files),
        ...(failure !== undefined && { failure }),
        pullRequest: withMissingLegs(pullRequestOf(run, done), prepared.legs)
    };
}
/** Two reasons to fail, one message. */
function joined(...reasons) {
    const given = reasons.filter((r) => r !== undefined);
    return given.length === 0 ? undefined : given.join('\n');
}
/**
 * The command that resends a kept payload. In a workflow the package is not
 * installed, so the action names its own CLI bundle when it knows the path.
 */
function resendCommand(dir, cliPath) {
    const cli = cliPath === undefined ? 'kosli-attest' : `node ${(0,request/* shellWord */.r7)(cliPath)}`;
    return `${cli} resend ${(0,request/* shellWord */.r7)(dir)}`;
}
/** expected-legs: job:<name> counted from the run's jobs (legs/expected.ts). */
async function withLegsCounted(step, deps) {
    if (typeof step.config.legs?.expected !== 'object')
        return step;
    const { withExpectedLegs } = await __webpack_require__.e(/* import() */ 4687).then(__webpack_require__.bind(__webpack_require__, 4687));
    return withExpectedLegs(step, deps);
}
/**
 * attest-junit: parse the reports, build and check the data_json, attach
 * the reports, send (or in a dry run, show) it, and report the outcome.
 */
async function attestJunitStep(step, deps, options = {}) {
    step = await withLegsCounted(step, deps);
    const run = {
        config: step.config,
        switches: step.report,
        options,
        reportsDir: options.reportsDir ?? deps.cwd,
        ...(step.pullRequest.githubToken !== undefined && {
            githubToken: step.pullRequest.githubToken
        })
    };
    let prepared;
    try {
        prepared = await prepare(run, deps);
    }
    catch (error) {
        return refusedResult(error, {
            deps,
            options: { ...options, switches: run.switches }
        });
    }
    const sent = await deliver(run, prepared, deps);
    return withArtifact(resultOf(run, { prepared, sent }, deps), prepared.artifact);
}

;// CONCATENATED MODULE: ./src/modes/index.ts

// attest-junit, the main job, is loaded with the action; the other modes
// load when they run, so that its start does not pay for them.
const MODE_TABLE = {
    'attest-junit': {
        run: attestJunitStep,
        gate: {
            readsReports: (step) => {
                const { legs } = step.config;
                // Legs switched on (expected-legs): each downloaded artifact is a leg.
                if (legs !== undefined) {
                    const dir = legs.dir ?? '.';
                    return { ...step, config: { ...step.config, legs: { ...legs, dir } } };
                }
                return step.config.reportPaths.length > 0
                    ? step
                    : { ...step, config: { ...step.config, reportPaths: ['**/*.xml'] } };
            },
            // Skipped on purpose: everything a dry run does, and nothing is sent.
            forFork: (step, deps, options) => attestJunitStep({ ...step, config: { ...step.config, dryRun: true } }, deps, options)
        }
    },
    'allow-artifact': {
        run: async (step, deps) => (await __webpack_require__.e(/* import() */ 6108).then(__webpack_require__.bind(__webpack_require__, 6108))).allowArtifactStep(step, deps)
    },
    'env-diff': {
        run: async (step, deps) => (await __webpack_require__.e(/* import() */ 8562).then(__webpack_require__.bind(__webpack_require__, 8562))).envDiffStep(step, deps),
        gate: {
            forFork: async (_step, deps) => (await __webpack_require__.e(/* import() */ 8562).then(__webpack_require__.bind(__webpack_require__, 8562))).envDiffForFork(deps)
        }
    },
    fingerprint: {
        run: async (step, deps) => (await __webpack_require__.e(/* import() */ 2252).then(__webpack_require__.bind(__webpack_require__, 2252))).fingerprintStep(step, deps)
    }
};
/** The modes the gate comments on, and those among them that read reports. */
function gateModes() {
    const modes = Object.keys(MODE_TABLE);
    const commented = modes.filter((m) => MODE_TABLE[m].gate !== undefined);
    return {
        commented,
        reading: commented.filter((m) => MODE_TABLE[m].gate?.readsReports)
    };
}
/** The table's entry for the step's mode. */
function modeEntry(step) {
    return MODE_TABLE[step.mode];
}
/** Runs the step of its mode (loading its module the first time). */
function runStep(step, deps, options) {
    return modeEntry(step).run(step, deps, options);
}

// EXTERNAL MODULE: ./src/cli/commands/attest-flags.ts
var attest_flags = __webpack_require__(2034);
;// CONCATENATED MODULE: ./src/cli/commands/attest-kept.ts
/**
 * Where the CLI keeps a payload whose upload finally failed: --keep-dir
 * DIR, else `.kosli-attest/kept` under the working directory. Never beside
 * the reports: a later `attest junit` of the same glob would count the
 * attached reports again.
 */


const DEFAULT_KEEP_DIR = '.kosli-attest/kept';
function keepDirOf(ctx) {
    return (0,external_node_path_.resolve)(ctx.io.cwd, (0,config/* optional */.lq)(ctx.raw, 'keep-dir') ?? DEFAULT_KEEP_DIR);
}

;// CONCATENATED MODULE: ./src/cli/commands/tests-file.ts
/**
 * `--tests-file PATH` of `attest junit`: the test inventory the engine
 * wrote in its temp folder (removed when the command ends), copied where
 * the user asked (docs/inventory.md).
 */



async function copyTestsFile(ctx, outputs) {
    const target = (0,config/* optional */.lq)(ctx.raw, 'tests-file');
    const written = outputs['tests-file'];
    if (target === undefined)
        return;
    if (written === undefined) {
        ctx.logger.warn('--tests-file: no test inventory was written: no report was read');
        return;
    }
    const path = (0,external_node_path_.resolve)(ctx.io.cwd, target);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    await (0,promises_.copyFile)(written, path);
}

;// CONCATENATED MODULE: ./src/cli/commands/junit-outcome.ts
/**
 * What `attest junit` tells a script: `--output json` (one JSON object on
 * stdout) and `--dotenv FILE` (KEY=value lines, the format of GitLab's
 * `artifacts: reports: dotenv`, so later jobs get the verdict as variables).
 * Both hold the verdict, the counts, the tests that stopped running since
 * the base commit, whether Kosli recorded it, the trail's page and where a
 * failed upload was kept.
 */

const COUNTS = ['suites', 'tests', 'failures', 'errors', 'skipped'];
function countsOf(outputs) {
    return Object.fromEntries(COUNTS.map((key) => [key, Number(outputs[key] ?? 0)]));
}
/** A count output as a number, or null when the step did not set it. */
function countOrNull(value) {
    return value === undefined ? null : Number(value);
}
/** The JSON of --output json; absent facts are null, so every key is always there. */
function resultJson(outcome) {
    const { outputs, failure } = outcome.result;
    return {
        verdict: outputs.verdict ?? null,
        compliant: outputs.compliant === undefined ? null : outputs.compliant === 'true',
        counts: countsOf(outputs),
        // The run's own verdict beside Kosli's (docs/quarantine.md).
        gate: outputs.gate ?? null,
        quarantined_failures: countOrNull(outputs['quarantined-failures']),
        // Tests that stopped running since the base commit (docs/pull-requests.md).
        tests_removed: countOrNull(outputs['tests-removed']),
        tests_newly_skipped: countOrNull(outputs['tests-newly-skipped']),
        tests_added: countOrNull(outputs['tests-added']),
        base_commit: outputs['base-commit'] ?? null,
        base_source: outputs['base-source'] ?? null,
        recorded: outcome.recorded,
        dry_run: outcome.dryRun,
        attestation_name: outputs['attestation-name'] ?? null,
        trail_url: outputs['trail-url'] ?? null,
        kept_payload_dir: outputs['kept-payload-dir'] ?? null,
        error: failure ?? null,
        ...(outcome.dataJson !== undefined && { data_json: outcome.dataJson })
    };
}
/** A dotenv value on one line: GitLab refuses a multi-line value. */
function junit_outcome_oneLine(value) {
    return value.replace(/[\r\n]+/g, ' ');
}
/**
 * The lines of --dotenv, prefixed KOSLI_JUNIT_ so that no KOSLI_* setting
 * of a later kosli-attest run is set by accident. Unknown values are left
 * out, as GitLab has no null.
 */
function dotenvText(outcome) {
    const json = resultJson(outcome);
    const counts = countsOf(outcome.result.outputs);
    const entries = [
        ['VERDICT', json.verdict],
        ['COMPLIANT', json.compliant],
        ...Object.entries(counts).map(([k, v]) => [k, v]),
        ['GATE', json.gate],
        ['QUARANTINED_FAILURES', json.quarantined_failures],
        ['TESTS_REMOVED', json.tests_removed],
        ['TESTS_NEWLY_SKIPPED', json.tests_newly_skipped],
        ['TESTS_ADDED', json.tests_added],
        ['BASE_COMMIT', json.base_commit],
        ['BASE_SOURCE', json.base_source],
        ['RECORDED', json.recorded],
        ['DRY_RUN', json.dry_run],
        ['ATTESTATION_NAME', json.attestation_name],
        ['TRAIL_URL', json.trail_url],
        ['KEPT_PAYLOAD_DIR', json.kept_payload_dir]
    ];
    return entries
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([key, value]) => `KOSLI_JUNIT_${key.toUpperCase()}=${junit_outcome_oneLine(String(value))}\n`)
        .join('');
}
async function writeDotenv(path, outcome) {
    await (0,promises_.writeFile)(path, dotenvText(outcome));
}

// EXTERNAL MODULE: ./src/cli/framework/flag-values.ts
var flag_values = __webpack_require__(1450);
// EXTERNAL MODULE: ./src/cli/framework/progress.ts
var progress = __webpack_require__(106);
// EXTERNAL MODULE: ./src/cli/framework/service-command.ts + 3 modules
var service_command = __webpack_require__(9515);
;// CONCATENATED MODULE: ./src/cli/commands/attest-junit.ts
/**
 * `attest junit`: the action's attest-junit engine (src/modes) on the
 * command line, for any CI. The CI context comes from the CI's own
 * variables (src/context), so GitLab, Bitbucket, Azure DevOps, CircleCI,
 * Jenkins, CodeBuild and TeamCity runs get their commit and repository.
 */















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
function engineDeps(ctx, workDir, tell) {
    return {
        ...(0,service_command/* modeDeps */._u)(ctx),
        logger: engineLogger(ctx),
        tmpDir: workDir,
        cli: { keepDir: keepDirOf(ctx), recorded: tell.recorded },
        progress: (phase) => tell.ticker.phase(phase)
    };
}
function printFailedTests(ctx, result) {
    // --max-annotations already capped the annotations; without it, 20.
    const limit = ctx.raw['max-annotations'] === undefined ? undefined : Infinity;
    for (const line of failedLines(result.annotations, limit)) {
        ctx.io.stderr(`${line}\n`);
    }
}
async function dryRunPayload(outputs) {
    const payloadFile = outputs['payload-file'];
    if (payloadFile === undefined)
        return undefined;
    return JSON.parse(await (0,promises_.readFile)(payloadFile, 'utf8'));
}
/** Results on stdout: the totals line (table) or one JSON object (json). */
function printResult(ctx, outcome) {
    const { outputs } = outcome.result;
    if (ctx.output === 'json') {
        ctx.io.stdout(`${JSON.stringify(resultJson(outcome), null, 2)}\n`);
    }
    else if (outcome.dataJson !== undefined) {
        ctx.io.stdout(`${JSON.stringify(outcome.dataJson, null, 2)}\n`);
        ctx.io.stderr(`${totalsLine(outputs)}\n`);
    }
    else {
        ctx.io.stdout(`${totalsLine(outputs)}\n`);
    }
}
async function report(ctx, result, recorded) {
    const { outputs, failure } = result;
    printFailedTests(ctx, result);
    const outcome = {
        result,
        recorded,
        dryRun: ctx.dryRun,
        ...(ctx.dryRun && { dataJson: await dryRunPayload(outputs) })
    };
    printResult(ctx, outcome);
    const dotenv = (0,config/* optional */.lq)(ctx.raw, 'dotenv');
    if (dotenv !== undefined) {
        await writeDotenv((0,external_node_path_.resolve)(ctx.io.cwd, dotenv), outcome);
    }
    await copyTestsFile(ctx, outputs);
    // The link the action gives as its trail-url output.
    const url = outputs['trail-url'];
    if (url !== undefined)
        ctx.logger.info(`trail: ${url}`);
    if (failure === undefined)
        return 0;
    ctx.io.stderr(`error: ${(0,src_text/* printable */.g$)(failure, true)}\n`);
    return 1;
}
function engineRaw(raw, args) {
    // Positional report paths join the --report-paths ones.
    const paths = [...(0,flag_values/* listFlag */.v6)(raw, 'report-paths'), ...args];
    return { ...raw, 'report-paths': paths.join('\n') };
}
async function attest(ctx) {
    const workDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'kosli-attest-cli-'));
    const ticker = (0,progress/* elapsedTicker */.Rg)(ctx.progress, 'attest junit');
    let recorded = false;
    const deps = engineDeps(ctx, workDir, {
        recorded: () => {
            recorded = true;
        },
        ticker
    });
    try {
        const result = await runStep(ctx.checked, deps);
        ticker.stop();
        return await report(ctx, result, recorded);
    }
    finally {
        ticker.stop();
        await (0,promises_.rm)(workDir, { recursive: true, force: true });
    }
}
const attestJunitCommand = (0,service_command/* serviceCommand */.xi)({
    name: 'attest junit',
    summary: 'Record JUnit test results on a Kosli trail',
    usage: '[REPORT-PATH...] --flow F --name N [--trail T] [options]',
    description: `Parses JUnit XML reports and records them as a junit attestation on a trail, with the same engine and checks as the GitHub Action. The commit, the CI run link (origin_url) and repo_info come from the CI's variables (GitHub, GitLab, Bitbucket, Azure DevOps, CircleCI, Jenkins, CodeBuild, TeamCity) and git in the working directory; what cannot be known is left out with a warning, never guessed.

Reports are globs (with **), directories or files, given with --report-paths or as arguments; a path starting with ! excludes. When the upload finally fails, the exact payload is kept (in .kosli-attest/kept under the working directory, or in --keep-dir DIR) for \`kosli-attest resend DIR\`.`,
    positionals: { min: 0, max: 100_000, what: 'REPORT-PATHs' },
    flags: attest_flags/* ATTEST_FLAGS */.E,
    writes: true,
    exitStatus: '0 recorded (or shown, with --dry-run), 1 a report is malformed, none was found, the upload failed, --fail-on-failure and a test failed, or no test ran (--require-tests, on by default), 2 usage or configuration error.',
    example: 'export KOSLI_API_TOKEN=... KOSLI_ORG=acme\nkosli-attest attest junit --flow api --name unit-tests \\\n  "build/test-results/**/*.xml" --annotations team=payments',
    check: (raw, args) => (0,config/* parseStepConfig */.mA)('attest-junit', engineRaw(raw, args)),
    run: attest
});


/***/ }),

/***/ 6753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ trailData),
/* harmony export */   V: () => (/* binding */ begunMessage)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);

function withoutParents(commit) {
    const { parents: _parents, ...basic } = commit;
    return basic;
}
/** begin trail's `data_json`: only the fields that are known. */
function trailData(start) {
    const { context } = start;
    return {
        name: start.trail,
        ...(start.description !== undefined && { description: start.description }),
        // The Kosli CLI sends the commit without its parents here.
        ...(context.commit !== undefined && {
            git_commit_info: withoutParents(context.commit)
        }),
        ...(context.repoInfo !== undefined && { repo_info: context.repoInfo }),
        ...(context.originUrl !== undefined && { origin_url: context.originUrl })
    };
}
/** The Kosli CLI's words for a 201 and a 200. */
function begunMessage(trail, outcome) {
    const verb = outcome === 'created' ? 'begun' : 'updated';
    return `trail '${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(trail)}' was ${verb}`;
}


/***/ })

};

//# sourceMappingURL=6931.index.js.map