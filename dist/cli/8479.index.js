export const id = 8479;
export const ids = [8479,6108];
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

/***/ 8479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   allowArtifactCommand: () => (/* binding */ allowArtifactCommand)
/* harmony export */ });
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _modes_allow_artifact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6108);
/* harmony import */ var _attest_flags_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2034);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9515);
/**
 * `allow-artifact`: the action's allow-artifact engine (src/modes) on the
 * command line. The entry sent, or that a dry run would send, goes to
 * stdout as JSON; messages go to stderr.
 */





const FLAGS = {
    environment: {
        type: 'string',
        value: 'ENV',
        help: 'The environment the artifact is allowed in. Required.'
    },
    fingerprint: {
        type: 'string',
        value: 'SHA256',
        help: "The artifact's SHA-256: 64 hex characters, or sha256:<64 hex> (docker/build-push-action's digest); needs --artifact-name."
    },
    'artifact-path': {
        type: 'string',
        value: 'PATH',
        help: 'A file, a directory or an image reference to fingerprint instead; needs --artifact-type.'
    },
    'artifact-type': {
        type: 'string',
        value: 'file|dir|oci|docker',
        help: "How --artifact-path is fingerprinted (as the Kosli CLI does): oci asks the image's registry, docker the local Docker daemon."
    },
    exclude: {
        type: 'string',
        multiple: true,
        value: 'GLOB',
        help: 'With --artifact-type dir: left out of the fingerprint.'
    },
    ..._attest_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .REGISTRY_FLAGS */ .s,
    'artifact-name': {
        type: 'string',
        value: 'NAME',
        help: 'The name stored with the entry; with --artifact-path the default is its base name, or the image reference as given.'
    },
    reason: {
        type: 'string',
        value: 'TEXT',
        help: "Why it is allowed (the entry's description). Required."
    }
};
// src/config says this in the action's input names; here it names flags.
function checkArtifactFlags(raw) {
    const given = ['fingerprint', 'artifact-path'].some((key) => (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(raw, key) !== undefined);
    if (!given) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL('no artifact: give --fingerprint SHA256 with --artifact-name NAME, or --artifact-path PATH with --artifact-type file|dir|oci|docker');
    }
}
/** Every problem at once; with no artifact, in the flags' wording. */
function checkFlags(raw) {
    const flags = new _config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ProblemCollector */ .tH();
    flags.check(undefined, () => checkArtifactFlags(raw));
    const config = new _config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ProblemCollector */ .tH();
    const parsed = config.check(undefined, () => (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseAllowArtifactConfig */ .JK)(raw));
    const problems = [
        ...flags.problems,
        ...config.problems.filter((q) => flags.problems.length === 0 || q.message !== _config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_ARTIFACT */ .B0)
    ];
    if (parsed === undefined || problems.length > 0) {
        throw new _config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigProblems */ .$(problems);
    }
    return parsed;
}
async function allow(ctx) {
    const config = ctx.checked;
    if (config.reason === '') {
        ctx.logger.warn('--reason is empty: the entry is stored without a description, and an allow-list entry without a reason helps no auditor');
    }
    const outcome = await (0,_modes_allow_artifact_js__WEBPACK_IMPORTED_MODULE_2__.runAllowArtifact)(config, (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_4__/* .modeDeps */ ._u)(ctx));
    const failure = (0,_modes_allow_artifact_js__WEBPACK_IMPORTED_MODULE_2__.failureOf)(outcome);
    if (failure !== undefined) {
        ctx.logger.error(failure);
        return 1;
    }
    const entry = { environment: outcome.environment, ...outcome.entry };
    ctx.io.stdout(`${JSON.stringify(entry, null, 2)}\n`);
    return 0;
}
const allowArtifactCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_4__/* .serviceCommand */ .xi)({
    name: 'allow-artifact',
    summary: 'Allow-list an artifact for an environment',
    usage: '--environment ENV (--fingerprint SHA256 --artifact-name NAME | --artifact-path PATH --artifact-type file|dir|oci|docker) --reason TEXT [options]',
    description: `Puts an artifact on an environment's allow-list, so Kosli does not flag it as unknown when it starts running there. The same engine as the action's allow-artifact mode.

The entry sent (or, with --dry-run, that would be sent) is printed on stdout as JSON, with the environment; messages go to stderr.`,
    flags: FLAGS,
    writes: true,
    exitStatus: '0 allow-listed (or shown, with --dry-run), 1 Kosli refused or could not be reached, 2 usage or configuration error.',
    example: 'export KOSLI_API_TOKEN=... KOSLI_ORG=acme\nkosli-attest allow-artifact --environment production \\\n  --artifact-path dist/app.tgz --artifact-type file \\\n  --reason "Release 1.4.0, change CHG-123"',
    check: checkFlags,
    run: allow
});


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

/***/ 6108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   allowArtifactStep: () => (/* binding */ allowArtifactStep),
/* harmony export */   allowSummary: () => (/* binding */ allowSummary),
/* harmony export */   failureOf: () => (/* binding */ failureOf),
/* harmony export */   runAllowArtifact: () => (/* binding */ runAllowArtifact)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _artifact_resolve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9514);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4285);





/**
 * Fingerprint and name as the Kosli CLI derives them (docs/spec/kosli-cli.md,
 * Commands per operation).
 */
async function artifactOf(config, deps) {
    const found = await (0,_artifact_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveArtifact */ .B)(config.artifact, deps);
    if (found === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_ARTIFACT */ .B0);
    }
    const name = config.artifactName ?? found.defaultName;
    if (name === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('artifact-name is required with fingerprint: name the artifact the fingerprint belongs to, e.g. artifact-name: registry.example.com/app:1.4.0 (with artifact-path it defaults to the base name, or the image reference)');
    }
    return {
        fingerprint: found.fingerprint,
        name,
        ...(found.image !== undefined && { image: found.image.description })
    };
}
function requestUrl(config) {
    const { host, org } = config.service;
    return `${host}/api/v2/allowlists/${encodeURIComponent(org)}/${encodeURIComponent(config.environment)}`;
}
/**
 * The typed engine the CLI shares: computes the entry, then sends it (or,
 * in a dry run, shows it). A refusal or a failed request is returned, not
 * thrown; configuration errors are thrown as ConfigError.
 */
async function runAllowArtifact(config, deps) {
    const artifact = await artifactOf(config, deps);
    const entry = {
        artifact_fingerprint: artifact.fingerprint,
        artifact_name: artifact.name,
        description: config.reason
    };
    const environment = config.environment;
    const image = artifact.image === undefined ? {} : { image: artifact.image };
    if (config.dryRun) {
        deps.logger.info(`Dry run: nothing is sent. The request would be PUT ${requestUrl(config)} with the body:\n${JSON.stringify(entry, null, 2)}`);
        return { kind: 'dry-run', entry, environment, ...image };
    }
    try {
        const client = await deps.openClient(config.service);
        try {
            await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .allowArtifact */ .OG)(client, {
                org: config.service.org,
                env: environment,
                entry
            });
        }
        finally {
            await client.close();
        }
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL)
            throw error;
        return {
            kind: 'refused',
            entry,
            environment,
            error: (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error),
            ...image
        };
    }
    deps.logger.info(`artifact ${entry.artifact_fingerprint} was allow listed in environment: ${environment}`);
    return { kind: 'allowed', entry, environment, ...image };
}
/** A heading naming the environment, then one line: what, where, why. */
function allowSummary(outcome) {
    const { environment } = outcome;
    const image = outcome.image === undefined ? '' : `\nImage: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(outcome.image, 1000)}\n`;
    return `## Kosli allow-artifact: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(environment)}\n\n${allowLine(outcome)}${image}`;
}
function allowLine(outcome) {
    const { entry, environment } = outcome;
    const what = `${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(entry.artifact_name)} (fingerprint ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .inlineCode */ .ti)(entry.artifact_fingerprint.slice(0, 12))})`;
    const where = `environment **${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(environment)}**`;
    const why = `reason: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(entry.description, 1000)}`;
    switch (outcome.kind) {
        case 'allowed':
            return `✅ Allow-listed ${what} in ${where}; ${why}\n`;
        case 'dry-run':
            return `Dry run: would allow-list ${what} in ${where}; ${why}\n`;
        case 'refused':
            return `❌ Could not allow-list ${what} in ${where}: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(outcome.error, 1000)}\n`;
    }
}
function failureOf(outcome) {
    if (outcome.kind !== 'refused')
        return undefined;
    return `allow-artifact: ${outcome.entry.artifact_name} was not allow-listed in environment ${outcome.environment}: ${outcome.error}`;
}
async function allowArtifactStep(step, deps) {
    const outcome = await runAllowArtifact(step.config, deps);
    const failure = failureOf(outcome);
    const outputs = outcome.kind === 'refused'
        ? {}
        : {
            'artifact-fingerprint': outcome.entry.artifact_fingerprint,
            'artifact-name': outcome.entry.artifact_name,
            'allow-description': outcome.entry.description
        };
    return {
        outputs,
        summary: allowSummary(outcome),
        annotations: [],
        ...(failure !== undefined && { failure })
    };
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


/***/ })

};

//# sourceMappingURL=8479.index.js.map