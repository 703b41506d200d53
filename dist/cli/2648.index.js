export const id = 2648;
export const ids = [2648];
export const modules = {

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

/***/ 2648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   beginTrailCommand: () => (/* binding */ beginTrailCommand),
/* harmony export */   createFlowCommand: () => (/* binding */ createFlowCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6013);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _modes_attest_junit_context_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7323);
/* harmony import */ var _modes_attest_junit_request_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58);
/* harmony import */ var _modes_trail_start_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6753);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9515);
/* harmony import */ var _attest_flags_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2034);
/* harmony import */ var _trail_link_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(814);
/**
 * `create flow` and `begin trail` (docs/spec/flows-and-trails.md): the
 * Kosli CLI's set-up steps, sending the same requests, so that a pipeline
 * can make its flow and trail before it attests.
 */











const text = (value, help) => ({ type: 'string', value, help });
const FLOW_FLAGS = {
    description: text('TEXT', "The flow's description."),
    'template-file': text('FILE', 'The flow template (YAML: version: 1, then the trail and artifact attestations). Default: the empty template, version: 1.')
};
/** The vendor's begin trail flags that this command takes. */
const TRAIL_FLAGS = {
    flow: text('F', 'KOSLI_FLOW. The flow the trail belongs to. Required.'),
    description: text('TEXT', "The trail's description."),
    'template-file': text('FILE', 'A trail-level template (the same YAML as a flow template).'),
    ...Object.fromEntries([
        'commit',
        'origin-url',
        'redact-commit-info',
        'repository',
        'repo-id',
        'repo-url',
        'repo-provider'
    ].flatMap((name) => {
        const flag = _attest_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .ATTEST_FLAGS */ .E[name];
        return flag === undefined ? [] : [[name, flag]];
    }))
};
async function templateOf(ctx) {
    const path = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, 'template-file');
    if (path === undefined)
        return undefined;
    try {
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(ctx.io.cwd, path), 'utf8');
        return { text, filename: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path) };
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`--template-file: cannot read ${path}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`, { cause: error });
    }
}
/** The data_json part of a dry run, on stdout as the request would carry it. */
function printData(ctx, request, data) {
    const { method, path } = request;
    const base = ctx.service.host.replace(/\/api\/v2$/, '');
    ctx.io.stdout(`Dry run: nothing is sent. The request would be:\n${method} ${base}/api/v2${path}\ndata_json:\n${JSON.stringify(data, null, 2)}\n`);
    return 0;
}
const createFlowCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_8__/* .serviceCommand */ .xi)({
    name: 'create flow',
    summary: 'Create or update a Kosli flow',
    usage: 'NAME [--description TEXT] [--template-file FILE]',
    description: "Creates the flow, or updates it when it exists (its description and template are replaced), as the Kosli CLI's create flow with --template-file or --use-empty-template does. NAME starts with a letter or digit and holds only letters, digits, '.', '-', '_' and '~'. Prints \"flow 'NAME' was created\" (or updated).",
    positionals: { min: 1, max: 1, what: 'the flow NAME' },
    flags: FLOW_FLAGS,
    writes: true,
    example: 'kosli-attest create flow shop --template-file kosli-template.yml',
    run: async (ctx) => {
        const template = await templateOf(ctx);
        const description = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, 'description');
        const params = {
            org: ctx.service.org,
            name: ctx.args[0] ?? '',
            ...(template !== undefined && { template }),
            ...(description !== undefined && { description })
        };
        if (ctx.dryRun) {
            const request = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createFlowRequest */ .eV)(params);
            return printData(ctx, request, {
                name: params.name,
                description: params.description ?? ''
            });
        }
        const outcome = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createFlow */ .F8)(ctx.client(), params);
        ctx.io.stdout(`flow '${params.name}' was ${outcome}\n`);
        return 0;
    }
});
/** A 404 on begin trail is most often a flow not created yet. */
function withFlowHint(error, flow) {
    if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .hD) || error.status !== 404)
        return error;
    return new Error(`${error.message}\nHint: the flow must exist first: kosli-attest create flow ${(0,_modes_attest_junit_request_js__WEBPACK_IMPORTED_MODULE_6__/* .shellWord */ .r7)(flow)}`, { cause: error });
}
async function trailParams(ctx) {
    const flow = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, 'flow');
    if (flow === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL('flow is required: the flow the trail belongs to');
    }
    const options = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommitOptions */ .tO)(ctx.raw);
    const context = await (0,_modes_attest_junit_context_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveContext */ .w)(options, (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_8__/* .modeDeps */ ._u)(ctx));
    const description = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, 'description');
    const data = (0,_modes_trail_start_js__WEBPACK_IMPORTED_MODULE_7__/* .trailData */ .T)({
        org: ctx.service.org,
        flow,
        trail: ctx.args[0] ?? '',
        context,
        ...(description !== undefined && { description })
    });
    const template = await templateOf(ctx);
    return {
        org: ctx.service.org,
        flow,
        data,
        ...(template !== undefined && { template })
    };
}
const beginTrailCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_8__/* .serviceCommand */ .xi)({
    name: 'begin trail',
    summary: 'Begin or update a trail of a flow',
    usage: 'NAME --flow F [--description TEXT] [--commit REV]',
    description: "Begins the trail in the flow, or updates it when it exists, as the Kosli CLI's begin trail does: with the commit (the CI's, or --commit, or HEAD of the repository here), the repository and the CI run's link, found as attest junit finds them. The flow must exist (create flow). NAME starts with a letter or digit and holds only letters, digits, '.', '-', '_' and '~'. Prints \"trail 'NAME' was begun\" (or updated).",
    positionals: { min: 1, max: 1, what: 'the trail NAME' },
    flags: TRAIL_FLAGS,
    writes: true,
    example: 'kosli-attest begin trail "$GITHUB_SHA" --flow shop',
    run: async (ctx) => {
        const params = await trailParams(ctx);
        if (ctx.dryRun) {
            const request = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .beginTrailRequest */ .T8)(params);
            return printData(ctx, request, params.data);
        }
        const outcome = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .beginTrail */ .Gv)(ctx.client(), params).catch((error) => {
            throw withFlowHint(error, params.flow);
        });
        ctx.io.stdout(`${(0,_modes_trail_start_js__WEBPACK_IMPORTED_MODULE_7__/* .begunMessage */ .V)(params.data.name, outcome)}\n`);
        (0,_trail_link_js__WEBPACK_IMPORTED_MODULE_10__/* .printTrailUrl */ .N)(ctx, { flow: params.flow, trail: params.data.name });
        return 0;
    }
});


/***/ }),

/***/ 814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ printTrailUrl)
/* harmony export */ });
/* harmony import */ var _modes_attest_junit_trail_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3225);
/**
 * After a write to a trail, its page on stderr: the link the action gives
 * as its `trail-url` output, built by the same function (on Kosli's hosts
 * and the emulator's; nothing for another host).
 */

function printTrailUrl(ctx, place) {
    const url = (0,_modes_attest_junit_trail_url_js__WEBPACK_IMPORTED_MODULE_0__/* .trailUrl */ .K)({
        service: { host: ctx.service.host, org: place.org ?? ctx.service.org },
        flow: place.flow,
        trail: place.trail
    });
    if (url !== undefined)
        ctx.logger.info(`trail: ${url}`);
}


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

//# sourceMappingURL=2648.index.js.map