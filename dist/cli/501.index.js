export const id = 501;
export const ids = [501];
export const modules = {

/***/ 3777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ errorCode),
/* harmony export */   h: () => (/* binding */ statOrExplain)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/** File-system reads of the artifact and evidence code, with clear errors. */


/**
 * `stat`, with a ConfigError naming `what` (the path as the user gave it)
 * when the path does not exist or cannot be read.
 */
async function statOrExplain(path, what = path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
    }
    catch (error) {
        const missing = errorCode(error) === 'ENOENT';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(missing
            ? `${what} does not exist`
            : `${what} cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`, { cause: error });
    }
}
function errorCode(error) {
    return error instanceof Error && 'code' in error ? error.code : undefined;
}


/***/ }),

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
        return resolveImage(artifact, artifactPath, artifactType, deps);
    }
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(deps.cwd, artifactPath);
    const computed = await pathFingerprint(path, artifactType, exclude, deps);
    deps.logger.info(`Fingerprint of ${artifactPath}: ${computed}`);
    return { fingerprint: computed, defaultName: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path) };
}
async function resolveImage(artifact, reference, type, deps) {
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
        ? await (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(752), __webpack_require__.e(931), __webpack_require__.e(908)]).then(__webpack_require__.bind(__webpack_require__, 908))).fingerprintOciImage(options)
        : await (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(752), __webpack_require__.e(931), __webpack_require__.e(958)]).then(__webpack_require__.bind(__webpack_require__, 4958))).fingerprintDockerImage(options);
    const { describeImageFingerprint, platformName } = await __webpack_require__.e(/* import() */ 131).then(__webpack_require__.bind(__webpack_require__, 5131));
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
async function pathFingerprint(path, type, exclude, deps) {
    // Like the image code above, hashing loads only for a step that names an
    // artifact.
    const { fingerprintDir, fingerprintFile } = await __webpack_require__.e(/* import() */ 884).then(__webpack_require__.bind(__webpack_require__, 2884));
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
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(314);
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
    name: text('N', 'The attestation name, e.g. unit-tests; template-artifact.name binds it to that template artifact. Required.'),
    'report-paths': list('GLOB', 'JUnit reports: a glob (**), directory or file; !GLOB excludes. Arguments count too. Required.'),
    strict: {
        type: 'boolean',
        help: 'Default on: a malformed or unreadable report fails the run. --no-strict skips it with a warning.'
    },
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
        help: 'Default on: attach the parsed reports (one as is, several as evidence.tgz). --no-attach-results turns it off.'
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
    'keep-dir': text('DIR', 'Where a payload whose upload finally failed is kept, one folder each (default: .kosli-attest/kept).'),
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

/***/ 4501:
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
// EXTERNAL MODULE: ./src/api/index.ts + 9 modules
var api = __webpack_require__(314);
// EXTERNAL MODULE: ./src/config/index.ts + 11 modules
var src_config = __webpack_require__(2622);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/artifact/resolve.ts
var resolve = __webpack_require__(9514);
// EXTERNAL MODULE: ./src/junit/index.ts + 31 modules
var junit = __webpack_require__(852);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
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
    if ((0,markdown/* byteLength */.dp)(text) <= max)
        return text;
    let cut = Buffer.from(text, 'utf8')
        .subarray(0, max - 3)
        .toString('utf8');
    // A character cut in half decodes as U+FFFD; drop it.
    cut = cut.replace(/\ufffd$/, '');
    return `${cut}…`;
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

// EXTERNAL MODULE: ./src/report/summary.ts + 3 modules
var summary = __webpack_require__(8206);
// EXTERNAL MODULE: ./src/report/comment.ts
var comment = __webpack_require__(4231);
;// CONCATENATED MODULE: ./src/modes/attest-junit-gate.ts


function attest_junit_gate_status(facts) {
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
    const shown = attest_junit_gate_status(facts);
    return {
        key: facts.name,
        title: facts.name,
        passed: (0,junit/* verdictOf */.Vj)((0,junit/* totalsOf */.vA)(outcome.files)) !== 'failed' &&
            facts.recorded !== false,
        details: (0,comment/* junitCommentDetails */.Kr)({
            outcome,
            ...(shown !== undefined && { status: shown })
        })
    };
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

;// CONCATENATED MODULE: ./src/context/git.ts
// The process itself is started by git-process.ts, imported on the first
// call: a run that needs no commit facts starts without child_process and
// the sockets and streams it brings.
const runGit = async (args, cwd) => (await __webpack_require__.e(/* import() */ 367).then(__webpack_require__.bind(__webpack_require__, 367))).gitOutput(args, cwd);
// A user's log.showSignature=true would put gpg output into the format.
const SHOW = ['-c', 'log.showSignature=false', 'show', '-s', '--encoding=UTF-8'];
const FORMAT = '--format=%H%x00%an%x00%ae%x00%at%x00%B';
/** The commit `rev` names (sha, short sha, HEAD...), or undefined. */
async function readCommit(rev, options) {
    const run = options.run ?? runGit;
    const commitRev = `${rev}^{commit}`;
    // Both git calls at once: each is a process start, and the commit read
    // sits on every attestation's path. --end-of-options: a revision starting
    // with '-' is never an option.
    const [shown, parents] = await Promise.all([
        run([...SHOW, FORMAT, '--end-of-options', commitRev, '--'], options.cwd).catch(() => undefined),
        rawParents(commitRev, run, options.cwd)
    ]);
    if (shown === undefined)
        return undefined;
    const [sha1, name, email, at, ...message] = shown.split('\u0000');
    if (!sha1 || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha1))
        return undefined;
    const commit = { sha1, message: message.join('\u0000').trim() };
    commit.author = `${name ?? ''} <${email ?? ''}>`;
    const seconds = Number(at);
    if (at && Number.isInteger(seconds))
        commit.timestamp = seconds;
    if (parents)
        commit.parents = parents;
    return commit;
}
/**
 * Parents as recorded in the commit object. `%P` would report none for the
 * boundary commit of a shallow clone (grafted), which would be a lie.
 */
async function rawParents(commitRev, run, cwd) {
    try {
        const raw = await run(['cat-file', 'commit', '--end-of-options', commitRev], cwd);
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

// EXTERNAL MODULE: ./src/json-fields.ts
var json_fields = __webpack_require__(1011);
;// CONCATENATED MODULE: ./src/context/github.ts
/**
 * GitHub Actions context from the runner's environment and the event
 * payload (GITHUB_EVENT_PATH). The commit is the one the event is about:
 * on pull_request events GITHUB_SHA is a merge commit that exists nowhere
 * but on the runner, so the PR head is attested instead.
 */


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
    if ((0,json_fields/* isJsonObject */.OW)(raw))
        return raw;
    warnings.push(`the event payload ${path} is not a JSON object`);
    return {};
}
function eventTarget(event, payload, env, warnings) {
    if (PR_EVENTS.has(event)) {
        const head = (0,json_fields.at)(payload.pull_request, 'head');
        const sha = (0,json_fields/* text */.Qq)((0,json_fields.at)(head, 'sha'));
        const branch = (0,json_fields/* text */.Qq)((0,json_fields.at)(head, 'ref')) ?? envValue(env, 'GITHUB_HEAD_REF');
        if (!isSha(sha)) {
            warnings.push(`${event} payload has no pull_request.head.sha: commit left out ` +
                '(GITHUB_SHA is a merge commit, not the pull request head)');
            return branch ? { branch } : {};
        }
        const eventCommit = { sha1: sha };
        if (branch)
            eventCommit.branch = branch;
        return { sha, eventCommit, ...(branch ? { branch } : {}) };
    }
    if (event === 'workflow_run') {
        const run = payload.workflow_run;
        const sha = (0,json_fields/* text */.Qq)((0,json_fields.at)(run, 'head_sha'));
        const branch = (0,json_fields/* text */.Qq)((0,json_fields.at)(run, 'head_branch'));
        if (!isSha(sha)) {
            warnings.push('workflow_run payload has no workflow_run.head_sha: commit left out ' +
                '(GITHUB_SHA is the default branch head, not the triggering commit)');
            return branch ? { branch } : {};
        }
        const eventCommit = commitFacts(sha, (0,json_fields.at)(run, 'head_commit'));
        if (branch)
            eventCommit.branch = branch;
        return { sha, eventCommit, ...(branch ? { branch } : {}) };
    }
    return refTarget(event, payload, env, warnings);
}
function refTarget(event, payload, env, warnings) {
    const head = payload.head_commit;
    const fromPayload = event === 'push'
        ? [(0,json_fields/* text */.Qq)(payload.after), (0,json_fields/* text */.Qq)((0,json_fields.at)(head, 'id'))].find(isSha)
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
/** What a payload's `head_commit` says of the commit, if it is that commit. */
function commitFacts(sha, head) {
    const facts = { sha1: sha };
    if ((0,json_fields/* text */.Qq)((0,json_fields.at)(head, 'id')) !== sha)
        return facts;
    const message = (0,json_fields/* text */.Qq)((0,json_fields.at)(head, 'message'));
    if (message !== undefined)
        facts.message = message.trim();
    const name = (0,json_fields/* text */.Qq)((0,json_fields.at)(head, 'author', 'name'));
    const email = (0,json_fields/* text */.Qq)((0,json_fields.at)(head, 'author', 'email'));
    if (name && email)
        facts.author = `${name} <${email}>`;
    const timestamp = (0,json_fields/* text */.Qq)((0,json_fields.at)(head, 'timestamp'));
    const ms = timestamp ? Date.parse(timestamp) : NaN;
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
    const found = await commit_commitFacts(wanted, ctx, git, warnings);
    if (!found)
        return { warnings };
    const { facts, shaOnly } = found;
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
    if (shaOnly !== undefined)
        warnings.push(`${shaOnly}: ${stillSent(commit)}`);
    return { commit, warnings };
}
/** What a commit git does not have still carries, said truly. */
function stillSent(commit) {
    const sent = [
        'its sha1',
        ...(commit.branch != null ? ['branch'] : []),
        ...(commit.url != null ? ['URL'] : [])
    ];
    const list = sent.length === 1
        ? 'only its sha1 is'
        : `${sent.slice(0, -1).join(', ')} and ${sent.at(-1) ?? ''} are`;
    return `${list} sent; message, author and time are left out`;
}
async function commit_commitFacts(wanted, ctx, git, warnings) {
    const fromGit = await readCommit(wanted, git);
    if (fromGit)
        return { facts: fromGit };
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
        return { facts: { ...rest, sha1: wanted } };
    }
    return { facts: { sha1: wanted }, shaOnly: missing };
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

// EXTERNAL MODULE: ./src/api/schema-patterns.ts
var schema_patterns = __webpack_require__(8249);
;// CONCATENATED MODULE: ./src/modes/attest-payload-rules.ts
/**
 * The rules of the JUnit attestation's `data_json` that its TypeScript type
 * cannot state: name and key patterns, whole and finite numbers, the
 * provider list, the shape of `user_data`, and the interface's cross-field
 * rules (docs/spec/errors-and-limits.md). They are the rules of
 * JunitAttestationInputSchema (src/api/schema-requests.ts), which the
 * emulator applies; they are written out here without zod so that the
 * action's dry run starts without loading it. A property test
 * (test/unit/modes/attest-payload-rules.test.ts) holds the two to the same
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
/** An issue for each key of `record` that does not match `pattern`. */
function keyIssues(field, record, pattern, message) {
    return Object.keys(record ?? {}).flatMap((key) => unless(pattern.test(key), [field, key], message));
}
function contextIssues(payload) {
    const stamp = payload.git_commit_info?.timestamp;
    const provider = payload.repo_info?.provider;
    return [
        ...unless(absent(stamp) || isFiniteNumber(stamp), ['git_commit_info', 'timestamp'], FINITE_RULE),
        ...unless(absent(provider) ||
            schema_patterns/* REPO_PROVIDERS */.kX.includes(provider), ['repo_info', 'provider'], `must be one of ${schema_patterns/* REPO_PROVIDERS */.kX.join(', ')}`)
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
        ...unless(schema_patterns/* ATTESTATION_NAME_PATTERN */.iy.test(payload.attestation_name), ['attestation_name'], NAME_RULE),
        ...resultIssues(payload.junit_results),
        ...unless(fingerprint === undefined || schema_patterns/* FINGERPRINT_PATTERN */.o6.test(fingerprint), ['artifact_fingerprint'], 'must be 64 lowercase hex characters'),
        ...(payload.target_artifacts ?? []).flatMap((name, i) => unless(schema_patterns/* ATTESTATION_NAME_PATTERN */.iy.test(name), ['target_artifacts', i], NAME_RULE)),
        ...contextIssues(payload),
        ...keyIssues('external_urls', payload.external_urls, schema_patterns/* EXTERNAL_URL_KEY_PATTERN */.jj, 'must not contain "=", "." or NUL'),
        ...keyIssues('annotations', payload.annotations, schema_patterns/* ANNOTATION_KEY_PATTERN */.r9, 'must match ^[A-Za-z0-9_]+$'),
        ...userDataIssues(payload.user_data),
        ...bindingIssues(payload)
    ];
}

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
        if (!schema_patterns/* NAME_PATTERN */.Vh.test(value)) {
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

// EXTERNAL MODULE: ./src/modes/attest-request.ts + 1 modules
var attest_request = __webpack_require__(3815);
;// CONCATENATED MODULE: ./src/modes/attest-artifact.ts

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

;// CONCATENATED MODULE: ./src/modes/attest-failure.ts



function failureOf(config, outcome, sent) {
    if (sent.outcome !== undefined && !sent.outcome.recorded) {
        return (0,attest_request/* notRecordedMessage */.$t)(sent.outcome, sent.resend);
    }
    const totals = (0,junit/* totalsOf */.vA)(outcome.files);
    const state = config.dryRun ? 'would have been recorded' : 'were recorded';
    if (config.requireTests && (0,junit/* verdictOf */.Vj)(totals) === 'no-tests') {
        return noTestsMessage(outcome, totals.tests, state);
    }
    if (!config.failOnFailure || totals.failures + totals.errors === 0) {
        return undefined;
    }
    return `fail-on-failure: ${totals.failures} failed and ${totals.errors} errored of ${totals.tests} tests; the results ${state} in Kosli`;
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

// EXTERNAL MODULE: ./src/api/client-options.ts
var client_options = __webpack_require__(1150);
;// CONCATENATED MODULE: ./src/modes/attest-junit.ts

















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
        verdict: (0,junit/* verdictOf */.Vj)(totals),
        suites: String(totals.suites),
        tests: String(totals.tests),
        failures: String(totals.failures),
        errors: String(totals.errors),
        skipped: String(totals.skipped),
        ...extra
    };
}
/**
 * The trail's page: on Kosli's own hosts, and on a loopback host, which is
 * taken to be the emulator (it serves a read-only page at the same path).
 * Any other host may not serve Kosli's app.
 */
function trailUrl(destination) {
    const { host, org } = destination.service;
    const url = new URL(host);
    const kosli = url.protocol === 'https:' && /(^|\.)kosli\.com$/.test(url.hostname);
    if (!kosli && !(0,client_options/* isLoopback */.U9)(url))
        return undefined;
    const path = [org, 'flows', destination.flow, 'trails', destination.trail]
        .map(encodeURIComponent)
        .join('/');
    return `${host}/${path}`;
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
/** Everything local: context, fingerprint, reports, the checked payload. */
async function prepare(config, raw, deps, reportsDir) {
    const name = parseAttestationName(config.name);
    const context = await resolveContext(config, raw, deps);
    const destination = {
        service: config.service,
        flow: config.flow,
        trail: trailOf(config, context),
        attestationName: name.attestationName
    };
    const artifact = await (0,resolve/* resolveArtifact */.B)(config.artifact, deps);
    const fingerprint = artifact?.fingerprint;
    const userData = config.userDataPath === undefined
        ? undefined
        : await readUserData(config.userDataPath, deps.cwd);
    const outcome = await (0,junit/* parseReports */.jk)(config.reportPaths, {
        cwd: reportsDir,
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
    return {
        outcome,
        destination,
        data,
        dataJson,
        payloadFile,
        ...(artifact !== undefined && { artifact })
    };
}
/** Sends, or in a dry run shows, the request; undefined when not sent. */
async function deliver(config, prepared, deps, reportsDir) {
    const { destination, data, dataJson } = prepared;
    const attachment = await (0,attest_request/* prepareAttachment */.$b)(config, prepared.outcome, {
        ...deps,
        cwd: reportsDir
    });
    try {
        const oversize = (0,attest_request/* oversizeAttachment */.$U)(attachment, deps);
        if (oversize !== undefined) {
            return { recorded: false, error: oversize, maybeRecorded: false };
        }
        if (config.dryRun) {
            deps.logger.info(`Dry run: nothing is sent. The request would go to\n${(0,attest_request/* describeRequest */.Ng)(destination, attachment)}\ndata_json:\n${JSON.stringify(data, null, 2)}`);
            return undefined;
        }
        const { sendAttestation } = await __webpack_require__.e(/* import() */ 330).then(__webpack_require__.bind(__webpack_require__, 3330));
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
function resultOf(config, prepared, sent, deps, options) {
    const { outcome, destination, payloadFile } = prepared;
    const kept = sent?.recorded === false ? sent.keptPayloadDir : undefined;
    const recorded = sent?.recorded === true;
    const url = recorded ? trailUrl(destination) : undefined;
    const skipped = options.skipped;
    const resend = kept === undefined ? undefined : resendCommand(kept, deps.cliPath);
    const failure = failureOf(config, outcome, { outcome: sent, resend });
    return {
        outputs: outputsOf(outcome, {
            'attestation-name': destination.attestationName,
            'payload-file': payloadFile,
            ...(kept !== undefined && { 'kept-payload-dir': kept }),
            ...(url !== undefined && { 'trail-url': url }),
            ...(skipped !== undefined && { 'skipped-reason': skipped.reason })
        }),
        summary: (0,summary/* junitSummary */.bp)({
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
            recorded,
            payloadFile,
            ...(sent?.recorded === false && {
                notRecorded: {
                    reason: sent.error,
                    maybeRecorded: sent.maybeRecorded
                }
            }),
            ...(skipped !== undefined && { skipped: skipped.summary }),
            ...(kept !== undefined && {
                keptPayloadDir: kept,
                resendCommand: `export KOSLI_API_TOKEN=...  # your Kosli API token\n${resend}`
            })
        }),
        annotations: [
            ...(skipped === undefined ? [] : [skipped.notice]),
            ...annotationsOf(outcome, deps)
        ],
        ...(failure !== undefined && { failure }),
        pullRequest: junitPullRequestReport({
            name: destination.attestationName,
            outcome,
            dryRun: config.dryRun,
            recorded: sent?.recorded,
            skipped: skipped !== undefined
        })
    };
}
/**
 * The command that resends a kept payload. In a workflow the package is not
 * installed, so the action names its own CLI bundle when it knows the path.
 */
function resendCommand(dir, cliPath) {
    const cli = cliPath === undefined ? 'kosli-attest' : `node ${(0,attest_request/* shellWord */.r7)(cliPath)}`;
    return `${cli} resend ${(0,attest_request/* shellWord */.r7)(dir)}`;
}
/**
 * attest-junit: parse the reports, build and check the data_json, attach
 * the reports, send (or in a dry run, show) it, and report the outcome.
 */
async function attestJunitStep(raw, deps, options = {}) {
    // Skipped on purpose: everything a dry run does, and nothing is sent.
    const config = (0,src_config/* parseAttestJunitConfig */.T1)(options.skipped === undefined ? raw : { ...raw, 'dry-run': 'true' });
    const reportsDir = options.reportsDir ?? deps.cwd;
    const prepared = await prepare(config, raw, deps, reportsDir);
    const sent = await deliver(config, prepared, deps, reportsDir);
    return withArtifact(resultOf(config, prepared, sent, deps, options), prepared.artifact);
}
function annotationsOf(outcome, deps) {
    const { annotations, omitted } = failureAnnotations(outcome, 50);
    if (omitted > 0) {
        deps.logger.info(`${omitted} more failed tests are not annotated; the job summary lists them`);
    }
    return annotations;
}

;// CONCATENATED MODULE: ./src/modes/index.ts


// attest-junit, the main job, is loaded with the action; the other modes
// load when they run, so that its start does not pay for them.
const STEPS = {
    'attest-junit': attestJunitStep,
    'allow-artifact': async (raw, deps) => (await __webpack_require__.e(/* import() */ 108).then(__webpack_require__.bind(__webpack_require__, 6108))).allowArtifactStep(raw, deps),
    'env-diff': async (raw, deps) => (await __webpack_require__.e(/* import() */ 786).then(__webpack_require__.bind(__webpack_require__, 3786))).envDiffStep(raw, deps),
    fingerprint: async (raw, deps) => (await __webpack_require__.e(/* import() */ 252).then(__webpack_require__.bind(__webpack_require__, 2252))).fingerprintStep(raw, deps)
};
/**
 * Runs the step the `mode` input names, after one warning that lists the
 * inputs set for another mode (they are ignored).
 */
function runMode(mode, raw, deps) {
    warnIgnoredInputs(mode, raw, deps.logger);
    return runStep(mode, raw, deps);
}
/** Runs the mode's step (loading its module the first time), no warning. */
function runStep(mode, raw, deps) {
    return STEPS[mode](raw, deps);
}
/** One warning listing the inputs set for another mode than this one. */
function warnIgnoredInputs(mode, raw, logger) {
    const ignored = (0,src_config/* otherModeInputs */.dV)(mode, raw);
    if (ignored.length > 0) {
        logger.warn(`mode is ${mode}, which does not read ${ignored.join(', ')}: these inputs are ignored; is mode right?`);
    }
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
    return (0,external_node_path_.resolve)(ctx.io.cwd, (0,src_config/* optional */.lq)(ctx.raw, 'keep-dir') ?? DEFAULT_KEEP_DIR);
}

// EXTERNAL MODULE: ./src/cli/framework/flag-values.ts
var flag_values = __webpack_require__(1450);
// EXTERNAL MODULE: ./src/cli/framework/progress.ts
var progress = __webpack_require__(106);
// EXTERNAL MODULE: ./src/cli/framework/service-command.ts + 2 modules
var service_command = __webpack_require__(9530);
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
    return {
        ...(0,service_command/* modeDeps */._u)(ctx),
        logger: engineLogger(ctx),
        tmpDir: workDir,
        cli: { keepDir: keepDirOf(ctx) }
    };
}
function totalsLine(outputs) {
    const verdict = outputs.verdict ?? '';
    return `${outputs['attestation-name'] ?? ''}: ${outputs.tests ?? 0} tests, ${outputs.failures ?? 0} failed, ${outputs.errors ?? 0} errored, ${outputs.skipped ?? 0} skipped: ${verdict}`;
}
const LISTED_FAILURES = 20;
function printFailedTests(ctx, result) {
    const failed = result.annotations.filter((a) => a.level === 'error');
    for (const a of failed.slice(0, LISTED_FAILURES)) {
        ctx.io.stderr(`FAILED ${(0,src_text/* printable */.g$)(a.title)}\n`);
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
    ctx.io.stderr(`error: ${(0,src_text/* printable */.g$)(failure, true)}\n`);
    return 1;
}
function engineRaw(raw, args) {
    // Positional report paths join the --report-paths ones.
    const paths = [...(0,flag_values/* listFlag */.v6)(raw, 'report-paths'), ...args];
    return { ...raw, 'report-paths': paths.join('\n') };
}
async function attest(ctx) {
    checkRepoFlags(ctx);
    const raw = engineRaw(ctx.raw, ctx.args);
    const workDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'kosli-attest-cli-'));
    const ticker = (0,progress/* elapsedTicker */.R)(ctx.progress, 'attest junit: working');
    try {
        const result = await runMode('attest-junit', raw, engineDeps(ctx, workDir));
        ticker.stop();
        return await report(ctx, result, result.failure);
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
    check: (raw, args) => (0,src_config/* parseAttestJunitConfig */.T1)(engineRaw(raw, args)),
    run: attest
});


/***/ }),

/***/ 3815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ng: () => (/* binding */ describeRequest),
  $t: () => (/* binding */ notRecordedMessage),
  $U: () => (/* binding */ oversizeAttachment),
  $b: () => (/* binding */ prepareAttachment),
  r7: () => (/* binding */ shellWord)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
// EXTERNAL MODULE: ./src/artifact/files.ts
var files = __webpack_require__(3777);
;// CONCATENATED MODULE: ./src/artifact/evidence.ts
/**
 * The `attachment_file` of an attestation, as the vendor CLI builds it: one
 * regular file is sent as is; one directory, or several paths, become
 * `evidence.tgz` (gzipped ustar, regular files only). The archive is
 * streamed to disk, so no file is ever held in memory whole.
 */





// The archive's streams and gzip load only when an archive is written, so
// the common case (one report file) starts without them.
async function writeArchive(entries, options) {
    const archive = await __webpack_require__.e(/* import() */ 103).then(__webpack_require__.bind(__webpack_require__, 9484));
    return archive.writeArchive(entries, options);
}
async function buildAttachment(paths, options) {
    if (paths.length === 0)
        return undefined;
    const [only] = paths;
    if (paths.length === 1 && only !== undefined) {
        const path = (0,external_node_path_.resolve)(options.cwd, only);
        const info = await (0,files/* statOrExplain */.h)(path, `attachment ${only}`);
        await refuseLinkOut(only, path, options.cwd);
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
    const name = (0,paths/* isInside */.F)(cwd, absolute)
        ? (0,external_node_path_.relative)(cwd, absolute)
        : absolute.replace(/^([A-Za-z]):/, '$1');
    return name.split(external_node_path_.sep).join('/').replace(/^\/+/, '');
}
/**
 * The report paths' rule: a path given inside the workspace whose real
 * path leaves it (the file is a symlink, or a folder on its way is) is
 * refused, so a committed `notes.txt -> /etc/passwd` cannot ship that file
 * in evidence.tgz. A path given outside the workspace is the user's choice.
 */
async function refuseLinkOut(given, path, cwd) {
    if (!(0,paths/* isInside */.F)(cwd, path))
        return;
    const [realCwd, real] = await Promise.all([(0,promises_.realpath)(cwd), (0,promises_.realpath)(path)]);
    if ((0,paths/* isInside */.F)(realCwd, real))
        return;
    throw new errors/* ConfigError */.xL(`attachment ${given} leads through a symlink to ${real}, outside the workspace ${cwd}; symlinks that leave the workspace are not followed. Copy the file into the workspace, or give its own path if it is meant to be attached.`);
}
async function entriesOf(paths, cwd) {
    const byName = new Map();
    for (const given of paths) {
        const path = (0,external_node_path_.resolve)(cwd, given);
        const info = await (0,files/* statOrExplain */.h)(path, `attachment ${given}`);
        await refuseLinkOut(given, path, cwd);
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
function notFileOrDir(given) {
    return new errors/* ConfigError */.xL(`attachment ${given} is neither a regular file nor a directory`);
}

// EXTERNAL MODULE: ./src/api/schema-patterns.ts
var schema_patterns = __webpack_require__(8249);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/modes/attest-request.ts



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
    return `${(bytes / schema_patterns.MB).toFixed(1)} MB`;
}
/**
 * The service takes at most 10 MB: the reason nothing is sent, or
 * undefined when the attachment fits.
 */
function oversizeAttachment(attachment, deps) {
    if (attachment === undefined || attachment.bytes <= schema_patterns/* MAX_ATTACHMENT_BYTES */.LY) {
        return undefined;
    }
    const fix = deps.cli === undefined
        ? 'Set attach-results: false, or narrow report-paths and attachments'
        : 'Pass --no-attach-results, or narrow the report paths and --attachments';
    return `The attachment ${attachment.filename} is ${megabytes(attachment.bytes)} (${(0,src_text/* grouped */.zD)(attachment.bytes)} bytes), over Kosli's limit of ${schema_patterns/* ATTACHMENT_LIMIT_TEXT */.Ac}; nothing was sent. ${fix} to fewer files.`;
}
/** What the step says when the attestation was not (surely) recorded. */
function notRecordedMessage(outcome, resend) {
    const head = outcome.maybeRecorded
        ? `Kosli may have recorded the attestation: the request went out, but its answer was lost (${outcome.error}).`
        : `Kosli did not record the attestation: ${outcome.error}`;
    if (outcome.keptPayloadDir === undefined || resend === undefined)
        return head;
    const before = outcome.maybeRecorded
        ? 'Look at the trail first: a resend records it again (the same content; the latest wins). '
        : '';
    return `${head}\nThe exact payload is kept in ${outcome.keptPayloadDir}. ${before}With KOSLI_API_TOKEN set, resend it with: ${resend}`;
}
/** `text` as one word of a POSIX shell command. */
function shellWord(text) {
    return /^[\w.,:@%+=/-]+$/.test(text)
        ? text
        : `'${text.replace(/'/g, `'\\''`)}'`;
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


/***/ })

};

//# sourceMappingURL=501.index.js.map