export const id = 4740;
export const ids = [4740];
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

/***/ 5335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   eR: () => (/* binding */ currentBranch),
/* harmony export */   k: () => (/* binding */ remoteCommitUrlBase),
/* harmony export */   kN: () => (/* binding */ readCommit),
/* harmony export */   lN: () => (/* binding */ commitUrlBaseFor),
/* harmony export */   wK: () => (/* binding */ webRepoUrl)
/* harmony export */ });
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


/***/ }),

/***/ 7323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ attestedCommit),
  w: () => (/* binding */ resolveContext)
});

// EXTERNAL MODULE: ./src/context/git.ts
var context_git = __webpack_require__(5335);
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
/**
 * Azure Pipelines context. The repository provider is derived like the
 * vendor CLI: from BUILD_REPOSITORY_PROVIDER, and for Azure Repos (TfsGit)
 * from the collection URI host (Services vs Server).
 */


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
        const web = (0,context_git/* webRepoUrl */.wK)(v('BUILD_REPOSITORY_URI') ?? '');
        return {
            repo: { ...repo, name: repoName },
            commitUrlBase: web && (0,context_git/* commitUrlBaseFor */.lN)(web)
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
    const target = eventTarget(event, payload, { env, warnings });
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
function eventTarget(event, payload, reading) {
    const { env, warnings } = reading;
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
    return refTarget(event, payload, reading);
}
function refTarget(event, payload, reading) {
    const { env, warnings } = reading;
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
    const web = (0,context_git/* webRepoUrl */.wK)(v('CIRCLE_REPOSITORY_URL') ?? '');
    const owner = v('CIRCLE_PROJECT_USERNAME');
    return {
        ci: 'circleci',
        commitSha: v('CIRCLE_SHA1'),
        branch: v('CIRCLE_BRANCH'),
        originUrl: v('CIRCLE_BUILD_URL'),
        commitUrlBase: web ? (0,context_git/* commitUrlBaseFor */.lN)(web) : undefined,
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
    const web = (0,context_git/* webRepoUrl */.wK)(v('GIT_URL') ?? '');
    const branch = v('CHANGE_BRANCH') ??
        v('BRANCH_NAME') ??
        v('GIT_LOCAL_BRANCH') ??
        v('GIT_BRANCH')?.replace(/^origin\//, '');
    return {
        ci: 'jenkins',
        commitSha: v('GIT_COMMIT'),
        branch,
        originUrl: v('BUILD_URL'),
        commitUrlBase: web ? (0,context_git/* commitUrlBaseFor */.lN)(web) : undefined,
        repo: {},
        hints: { ...FLAG_HINTS, id: 'Jenkins provides none; set --repo-id' },
        warnings: missing(env, ['GIT_COMMIT', 'BUILD_URL'])
    };
}
function codebuild(env) {
    const v = (key) => envValue(env, key);
    const web = (0,context_git/* webRepoUrl */.wK)(v('CODEBUILD_SOURCE_REPO_URL') ?? '');
    const ref = v('CODEBUILD_WEBHOOK_HEAD_REF') ?? '';
    return {
        ci: 'codebuild',
        commitSha: v('CODEBUILD_RESOLVED_SOURCE_VERSION'),
        branch: ref.startsWith('refs/heads/') ? ref.slice(11) : undefined,
        originUrl: v('CODEBUILD_BUILD_URL'),
        commitUrlBase: web ? (0,context_git/* commitUrlBaseFor */.lN)(web) : undefined,
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
    const found = await commit_commitFacts(wanted, ctx, { git, warnings });
    if (!found)
        return { warnings };
    const { facts, shaOnly } = found;
    const branch = ctx.branch ?? (await (0,context_git/* currentBranch */.eR)(git));
    const base = ctx.commitUrlBase ?? (await (0,context_git/* remoteCommitUrlBase */.k)(git));
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
/** What git or the event knows of `wanted`; says in `warnings` what it lacks. */
async function commit_commitFacts(wanted, ctx, lookup) {
    const { git, warnings } = lookup;
    const fromGit = await (0,context_git/* readCommit */.kN)(wanted, git);
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

;// CONCATENATED MODULE: ./src/modes/attest-junit/context.ts


/** The commit attested: git's, else the event's (undefined: none known). */
function attestedCommit(context) {
    return context.commit?.sha1 ?? context.commitSha;
}
/**
 * Overrides of what the CI says: the CLI passes the vendor CLI's flags
 * (--origin-url, --repo-*); the action has no such inputs.
 */
function repoOverrides(config) {
    return {
        ...config.repo,
        ...(config.originUrl !== undefined && { originUrl: config.originUrl })
    };
}
/**
 * git in the workspace first, the event payload otherwise; on
 * pull_request events the head commit, never the merge commit.
 */
async function resolveContext(config, deps) {
    const ci = resolveCiContext(deps.env, deps.readEvent, repoOverrides(config));
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


/***/ }),

/***/ 4625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ inventoryOptions),
/* harmony export */   JS: () => (/* binding */ TESTS_FILE_NAME),
/* harmony export */   ZX: () => (/* binding */ testsEvidence),
/* harmony export */   hT: () => (/* binding */ writeTestsFile),
/* harmony export */   v0: () => (/* binding */ inventoryAnnotations)
/* harmony export */ });
/* unused harmony export writePieces */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _junit_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(722);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7323);
/**
 * attest-junit's test inventory (docs/inventory.md): always collected with
 * the parse, written as kosli-tests.json beside the payload (the
 * `tests-file` output), attached to the evidence, and counted in the
 * attestation's `kosli_attest_tests` annotation.
 */




/** Its name in the step's temp folder and in the evidence archive. */
const TESTS_FILE_NAME = 'kosli-tests.json';
/** What the parse is asked for: the inventory, with strip-test-names. */
function inventoryOptions(config) {
    return config.stripTestNames === undefined
        ? {}
        : { strip: config.stripTestNames };
}
/** The attestation's annotation: how many identities the inventory holds. */
function inventoryAnnotations(outcome) {
    if (outcome.tests === undefined)
        return {};
    return { kosli_attest_tests: String(outcome.tests.tests.length) };
}
/** The evidence the inventory adds to the attachment. */
function testsEvidence(testsFile) {
    return testsFile === undefined
        ? []
        : [{ name: TESTS_FILE_NAME, path: testsFile }];
}
/** Writes the pieces to `path`, never holding the whole. */
async function writePieces(path, pieces) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'w');
    try {
        for (const piece of pieces)
            await file.write(piece);
    }
    finally {
        await file.close();
    }
}
/**
 * Writes kosli-tests.json beside the payload file (in the step's temp
 * folder); its path, or undefined when the parse collected no inventory.
 */
async function writeTestsFile(payloadFile, parts) {
    const inventory = parts.outcome.tests;
    if (inventory === undefined)
        return undefined;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(payloadFile), TESTS_FILE_NAME);
    const strip = parts.config.stripTestNames?.source;
    const header = {
        attestation: parts.data.attestation_name,
        commit: (0,_context_js__WEBPACK_IMPORTED_MODULE_3__/* .attestedCommit */ .y)(parts.context) ?? null,
        ...(strip !== undefined && { strip })
    };
    await writePieces(path, (0,_junit_index_js__WEBPACK_IMPORTED_MODULE_2__/* .inventoryJson */ .Ni)(header, inventory));
    return path;
}


/***/ }),

/***/ 58:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ng: () => (/* binding */ describeRequest),
  $t: () => (/* binding */ notRecordedMessage),
  $U: () => (/* binding */ oversizeAttachment),
  $b: () => (/* binding */ prepareAttachment),
  r7: () => (/* binding */ shellWord),
  hE: () => (/* binding */ summaryDestination)
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
    const archive = await __webpack_require__.e(/* import() */ 7103).then(__webpack_require__.bind(__webpack_require__, 9484));
    return archive.writeArchive(entries, options);
}
async function buildAttachment(paths, options, generated = []) {
    const [only] = paths;
    const [made] = generated;
    if (only === undefined && made === undefined)
        return undefined;
    if (paths.length === 0 && generated.length === 1 && made !== undefined) {
        const { size } = await (0,promises_.lstat)(made.path);
        const cleanup = async () => { };
        return { path: made.path, filename: made.name, bytes: size, cleanup };
    }
    let entries;
    if (paths.length === 1 && only !== undefined) {
        const path = (0,external_node_path_.resolve)(options.cwd, only);
        const info = await (0,files/* statOrExplain */.h)(path, `attachment ${only}`);
        await refuseLinkOut(only, path, options.cwd);
        if (info.isFile() && generated.length === 0) {
            const filename = (0,external_node_path_.basename)(path);
            return { path, filename, bytes: info.size, cleanup: async () => { } };
        }
        if (info.isDirectory())
            entries = await filesUnder(path, '');
        else if (info.isFile())
            entries = await entriesOf(paths, options.cwd);
        else
            throw notFileOrDir(only);
    }
    else {
        entries = await entriesOf(paths, options.cwd);
    }
    return writeArchive(await withGenerated(entries, generated), options);
}
async function withGenerated(entries, generated) {
    if (generated.length === 0)
        return entries;
    const names = new Set(generated.map((file) => file.name));
    const made = await Promise.all(generated.map(async ({ name, path }) => ({
        name,
        path,
        info: await (0,promises_.lstat)(path)
    })));
    return [...entries.filter((entry) => !names.has(entry.name)), ...made];
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

// EXTERNAL MODULE: ./src/api/schemas/patterns.ts
var patterns = __webpack_require__(908);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/modes/attest-junit/inventory.ts
var inventory = __webpack_require__(4625);
;// CONCATENATED MODULE: ./src/modes/attest-junit/request.ts






/** The destination as the job summary names it, with the trail's page if known. */
function summaryDestination(destination, url) {
    const { service, flow, trail, attestationName } = destination;
    return {
        host: service.host,
        org: service.org,
        flow,
        trail,
        attestationName,
        ...(url !== undefined && { url })
    };
}
/**
 * `attachments` first, then the parsed reports (the vendor CLI's order);
 * one file goes as is, several as evidence.tgz. One file over the limit
 * goes compressed, in evidence.tgz, as several files always do: a report
 * of XML shrinks about tenfold, so most then fit. The test inventory
 * (kosli-tests.json) goes too, unless it alone takes the attachment over
 * the limit (docs/inventory.md).
 */
async function prepareAttachment(config, parsed, deps) {
    const reports = config.attachResults
        ? parsed.outcome.files
            .filter((f) => f.status === 'parsed')
            .map((f) => f.path)
        : [];
    const paths = [...new Set([...config.attachments, ...reports])];
    const options = { cwd: deps.cwd, tmpDir: deps.tmpDir };
    const stopped = parsed.removed?.evidence;
    const own = [
        ...(stopped === undefined ? [] : [stopped]),
        ...(parsed.quarantine ?? []),
        ...(parsed.legsFile === undefined ? [] : [parsed.legsFile])
    ];
    const generated = (0,inventory/* testsEvidence */.ZX)(parsed.testsFile);
    const attachment = await attachmentOf(paths, options, [...generated, ...own]);
    if (generated.length === 0 || !tooBig(attachment))
        return attachment;
    // Without the inventory only matters if it fits: its compression stops
    // as soon as it cannot (a 2 GB report's second pass took as long as the
    // first, for an attestation refused either way).
    let without;
    try {
        without = await attachmentOf(paths, { ...options, stopAbove: patterns/* MAX_ATTACHMENT_BYTES */.LY }, own);
    }
    catch (error) {
        if (error instanceof errors/* ArchiveTooBig */.hS)
            return attachment;
        throw error;
    }
    if (tooBig(without)) {
        await without?.cleanup();
        return attachment;
    }
    deps.logger.warn(`${inventory/* TESTS_FILE_NAME */.JS} is not attached: the attachment with it is ${megabytes(attachment?.bytes ?? 0)}, over Kosli's limit of ${patterns/* ATTACHMENT_LIMIT_TEXT */.Ac}; the inventory is still written (tests-file) and counted in the kosli_attest_tests annotation`);
    await attachment?.cleanup();
    return without;
}
function tooBig(attachment) {
    return attachment !== undefined && attachment.bytes > patterns/* MAX_ATTACHMENT_BYTES */.LY;
}
async function attachmentOf(paths, options, generated = []) {
    const attachment = await buildAttachment(paths, options, generated);
    const [only] = paths;
    if (attachment === undefined ||
        attachment.bytes <= patterns/* MAX_ATTACHMENT_BYTES */.LY ||
        paths.length + generated.length > 1 ||
        only === undefined ||
        /\.(tgz|gz|zip)$/i.test(attachment.filename)) {
        return attachment;
    }
    return compressedOne(attachment, only, options);
}
/** The one file `given`, checked by buildAttachment, alone in evidence.tgz. */
async function compressedOne(file, given, options) {
    const { writeArchive } = await __webpack_require__.e(/* import() */ 7103).then(__webpack_require__.bind(__webpack_require__, 9484));
    const info = await (0,promises_.stat)(file.path);
    const entry = { name: archiveName(given, options.cwd), path: file.path, info };
    return writeArchive([entry], options);
}
// Megabytes of 1,000,000 bytes, as the limit itself is counted.
function megabytes(bytes) {
    return `${(bytes / patterns.MB).toFixed(1)} MB`;
}
/**
 * The service takes at most 10 MB: the reason nothing is sent, or
 * undefined when the attachment fits.
 */
function oversizeAttachment(attachment, deps) {
    if (attachment === undefined || attachment.bytes <= patterns/* MAX_ATTACHMENT_BYTES */.LY) {
        return undefined;
    }
    const fix = deps.cli === undefined
        ? 'Set attach-results: false, or narrow report-paths and attachments'
        : 'Pass --no-attach-results, or narrow the report paths and --attachments';
    const packed = attachment.filename.endsWith('.tgz') ? ' compressed' : '';
    return `The attachment ${attachment.filename} is ${megabytes(attachment.bytes)} (${(0,src_text/* grouped */.zD)(attachment.bytes)} bytes)${packed}, over Kosli's limit of ${patterns/* ATTACHMENT_LIMIT_TEXT */.Ac}; nothing was sent. ${fix} so that less is attached.`;
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


/***/ }),

/***/ 3225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ trailUrl)
/* harmony export */ });
/* harmony import */ var _net_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1830);

/**
 * On Kosli's own hosts, and on a loopback host, which is taken to be the
 * emulator (it serves a read-only page at the same path). Any other host
 * may not serve Kosli's app: undefined.
 */
function trailUrl(place) {
    const { host, org } = place.service;
    const url = new URL(host);
    const kosli = url.protocol === 'https:' && /(^|\.)kosli\.com$/.test(url.hostname);
    if (!kosli && !(0,_net_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .cW)(url.hostname))
        return undefined;
    const path = [org, 'flows', place.flow, 'trails', place.trail]
        .map(encodeURIComponent)
        .join('/');
    return `${host}/${path}`;
}


/***/ })

};

//# sourceMappingURL=4740.index.js.map