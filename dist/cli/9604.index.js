export const id = 9604;
export const ids = [9604];
export const modules = {

/***/ 908:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ ATTACHMENT_LIMIT_TEXT),
/* harmony export */   H: () => (/* binding */ SERVICE_ACCOUNT_NAME_PATTERN),
/* harmony export */   LY: () => (/* binding */ MAX_ATTACHMENT_BYTES),
/* harmony export */   MB: () => (/* binding */ MB),
/* harmony export */   Qb: () => (/* binding */ TRIGGERS),
/* harmony export */   Vh: () => (/* binding */ NAME_PATTERN),
/* harmony export */   aS: () => (/* binding */ ENV_NAME_FILTER_PATTERN),
/* harmony export */   bv: () => (/* binding */ ENVIRONMENT_SORT_FIELDS),
/* harmony export */   fd: () => (/* binding */ PRIVILEGES),
/* harmony export */   hY: () => (/* binding */ NOTIFICATION_NAME_PATTERN),
/* harmony export */   iy: () => (/* binding */ ATTESTATION_NAME_PATTERN),
/* harmony export */   jj: () => (/* binding */ EXTERNAL_URL_KEY_PATTERN),
/* harmony export */   kX: () => (/* binding */ REPO_PROVIDERS),
/* harmony export */   kh: () => (/* binding */ ENVIRONMENT_TYPES),
/* harmony export */   o6: () => (/* binding */ FINGERPRINT_PATTERN),
/* harmony export */   pl: () => (/* binding */ SERVICE_ACCOUNT_NAME_MAX),
/* harmony export */   r9: () => (/* binding */ ANNOTATION_KEY_PATTERN),
/* harmony export */   y_: () => (/* binding */ SORT_DIRECTIONS)
/* harmony export */ });
/* unused harmony export ARTIFACT_STATES */
/**
 * Patterns and enumerations of the interface (docs/spec/resources.md), shared
 * by the client (what we send) and the emulator (what it accepts). Where the
 * service's request schemas (fixtures/contract/server-operations.json) are
 * looser, the interface's rule is kept and the difference is named next to
 * the constant (and in src/emulator/strictness.ts).
 */
/** N1: flow and trail names. */
const NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._~-]*$/;
/** `attestation_name` and each `target_artifacts` item. */
const ATTESTATION_NAME_PATTERN = /^[a-zA-Z0-9_,-]+$/;
/** A SHA-256 artifact fingerprint: exactly 64 lowercase hex characters. */
const FINGERPRINT_PATTERN = /^[a-f0-9]{64}$/;
// The interface: `^[A-Za-z0-9_]+$`; the service's schema also allows `-`.
const ANNOTATION_KEY_PATTERN = /^[A-Za-z0-9_]+$/;
// The interface: non-empty, none of `=`, `.`, NUL; the service's `^[^=.]+$`
// allows NUL (and, as a pattern property, leaves other keys unchecked).
// eslint-disable-next-line no-control-regex
const EXTERNAL_URL_KEY_PATTERN = /^[^=.\u0000]+$/;
/** Service account `{name}`: 1 to 64 characters (length checked apart). */
const SERVICE_ACCOUNT_NAME_PATTERN = /^[a-zA-Z0-9-]+$/;
const SERVICE_ACCOUNT_NAME_MAX = 64;
/** Environment notification `name`. */
const NOTIFICATION_NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._~/-]*$/;
// The interface's rule for the list-deployments environment filter; the
// service's `env_name` query parameter has no pattern.
const ENV_NAME_FILTER_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;
/** One megabyte, as every size limit of this project counts it. */
const MB = 1000 * 1000;
/**
 * Attachment size limit of the JUnit attestation. The interface says "10 MB";
 * we read it as 10,000,000 bytes, the smaller of MB and MiB, so nothing we
 * let through is refused by a server that meant MB.
 */
const MAX_ATTACHMENT_BYTES = 10 * MB;
/** The limit as every message and page states it. */
const ATTACHMENT_LIMIT_TEXT = '10 MB (10,000,000 bytes)';
// The interface does not list them; the service's schema and the Kosli CLI
// give these four.
const PRIVILEGES = ['admin', 'member', 'snapshotter', 'reader'];
const TRIGGERS = [
    'ON_STARTED_ARTIFACT',
    'ON_EXITED_ARTIFACT',
    'ON_SCALED_ARTIFACT',
    'ON_ALLOWED_ARTIFACT',
    'ON_NON_COMPLIANT_ENV',
    'ON_COMPLIANT_ENV'
];
const ENVIRONMENT_TYPES = [
    'K8S',
    'ECS',
    'S3',
    'lambda',
    'server',
    'docker',
    'azure-apps',
    'cloud-run',
    'logical'
];
const REPO_PROVIDERS = [
    'github',
    'gitlab',
    'bitbucket',
    'bitbucket_cloud',
    'bitbucket_dc',
    'azure-devops',
    'azure_devops_services',
    'azure_devops_server',
    'circleci',
    'git',
    'subversion'
];
const ARTIFACT_STATES = (/* unused pure expression or super */ null && ([
    'COMPLIANT',
    'NON-COMPLIANT',
    'INCOMPLETE'
]));
const ENVIRONMENT_SORT_FIELDS = [
    'name',
    'last_modified_at',
    'last_changed_at'
];
const SORT_DIRECTIONS = ['asc', 'desc'];


/***/ }),

/***/ 9604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* reexport */ problems/* ConfigProblems */.$),
  Eu: () => (/* reexport */ DEFAULT_REPORT_FORMATS),
  p0: () => (/* reexport */ FLAG_ONLY_NAMES),
  B0: () => (/* reexport */ NO_ARTIFACT),
  tH: () => (/* reexport */ problems/* ProblemCollector */.tH),
  ap: () => (/* reexport */ config_quarantine/* QUARANTINE_NEAR_DAYS */.ap),
  dt: () => (/* reexport */ WORKFLOW_ANNOTATIONS_DEFAULT),
  QI: () => (/* reexport */ aliasesOf),
  eC: () => (/* reexport */ values/* booleanValue */.eC),
  Ew: () => (/* reexport */ canonicalName),
  Yq: () => (/* reexport */ values/* choice */.Yq),
  YM: () => (/* reexport */ config_quarantine/* daysBetween */.YM),
  Uc: () => (/* reexport */ isConfigKey),
  wp: () => (/* reexport */ isInputName),
  Mn: () => (/* reexport */ values/* lines */.Mn),
  lq: () => (/* reexport */ values/* optional */.lq),
  JK: () => (/* reexport */ parseAllowArtifactConfig),
  tO: () => (/* reexport */ parseCommitOptions),
  GR: () => (/* reexport */ parseEnvDiffConfig),
  kK: () => (/* reexport */ parseFingerprintConfig),
  qo: () => (/* reexport */ parseQuarantineList),
  $7: () => (/* reexport */ parseServiceConfig),
  mA: () => (/* reexport */ parseStepConfig),
  u1: () => (/* reexport */ problems/* problemsText */.u1),
  oq: () => (/* reexport */ reportFormatsValue),
  O8: () => (/* reexport */ stripTestNamesValue)
});

// UNUSED EXPORTS: ACTION_ONLY_NAMES, ALIASES, ARTIFACT_TYPES, CLI_FLAG_NAMES, CONFIG_KEYS, DEFAULTS, DEFAULT_ALLOW_REMOVED_LABEL, FAIL_ON, HOSTS, INPUT_NAMES, MAX_EXPECTED_LEGS, MODES, MODE_INPUT_DEFAULTS, ON_MISSING_BASE, OWN_ANNOTATION_PREFIX, QUARANTINE_FILE_DEFAULT, QUARANTINE_MAX_DAYS_DEFAULT, REMOVED_TESTS, REPORT_FORMATS, ignoredInputsWarning, isTrue, keyValueLines, oneOf, otherModeInputs, parseArtifactConfig, parseAttestJunitConfig, parseExpectedLegs, parseLimits, parseMode, parsePullRequestConfig, parseRemovedTestsConfig, required, withoutOwnKeys

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/net/limits.ts
var limits = __webpack_require__(1251);
// EXTERNAL MODULE: ./src/net/loopback.ts
var loopback = __webpack_require__(1830);
// EXTERNAL MODULE: ./src/config/problems.ts
var problems = __webpack_require__(4968);
// EXTERNAL MODULE: ./src/config/values.ts
var values = __webpack_require__(3750);
;// CONCATENATED MODULE: ./src/config/service.ts
/** Where and how to reach Kosli: host, org, token, timeouts and retries. */





const HOSTS = {
    eu: 'https://app.kosli.com',
    us: 'https://app.us.kosli.com'
};
/** src/net/limits.ts's, in the units of the inputs. */
const DEFAULTS = {
    timeoutSeconds: limits/* DEFAULT_TIMEOUT_MS */.t1 / 1000,
    maxRetries: limits/* DEFAULT_MAX_RETRIES */.it,
    retryBudgetSeconds: limits/* DEFAULT_RETRY_BUDGET_MS */.G3 / 1000
};
/**
 * An absolute http(s) URL. `://` is required: the URL parser would read
 * `https:app.kosli.com` as a host, which is more likely a typo.
 */
function isHttpUrl(text) {
    const trimmed = text.trim();
    return /^https?:\/\//i.test(trimmed) && URL.canParse(trimmed);
}
function hostOf(raw) {
    const region = (0,values/* oneOf */.yL)(raw, 'region', ['eu', 'us']) ?? 'eu';
    const host = (0,values/* optional */.lq)(raw, 'host') ?? HOSTS[region];
    if ((0,values/* optional */.lq)(raw, 'host') && (0,values/* optional */.lq)(raw, 'region')) {
        throw new errors/* ConfigError */.xL('host and region: give one of them; region picks a Kosli host, host names any other');
    }
    if (!isHttpUrl(host)) {
        throw new errors/* ConfigError */.xL(`host: "${host}" is not an http(s) URL, e.g. https://app.kosli.com`);
    }
    if (!(0,loopback/* mayCarrySecrets */._1)(new URL(host))) {
        throw new errors/* ConfigError */.xL(`host: "${host}" is plain http://, which would send the API token in the clear; use https://, or http:// only to this machine (${loopback/* LOOPBACK_NAMES */.xp})`);
    }
    return host.replace(/\/+$/, '');
}
/**
 * In a dry run nothing is sent, so the token may be absent. Every problem
 * is reported at once (ConfigProblems).
 */
function parseServiceConfig(raw, options = {}) {
    const p = new problems/* ProblemCollector */.tH();
    // Either input may be at fault: the message names which.
    const host = p.check(undefined, () => hostOf(raw));
    const org = p.check('org', () => (0,values/* required */.mw)(raw, 'org', 'set it, or the KOSLI_ORG variable, to your Kosli organization'));
    const apiToken = p.check('api-token', () => options.dryRun
        ? ((0,values/* optional */.lq)(raw, 'api-token') ?? '')
        : (0,values/* required */.mw)(raw, 'api-token', 'pass a secret, e.g. api-token: ${{ secrets.KOSLI_API_TOKEN }}, or set KOSLI_API_TOKEN'));
    const auth = p.check('auth-method', () => (0,values/* oneOf */.yL)(raw, 'auth-method', ['bearer', 'basic']) ?? 'bearer');
    const limits = p.check(undefined, () => parseLimits(raw));
    p.done();
    return {
        host: (0,problems/* checked */.KD)(host),
        org: (0,problems/* checked */.KD)(org),
        apiToken: (0,problems/* checked */.KD)(apiToken),
        auth: (0,problems/* checked */.KD)(auth),
        ...(0,problems/* checked */.KD)(limits)
    };
}
/**
 * Timeouts and retries: the service client's, and also a container
 * registry's, which follows the same policy. Every problem at once.
 */
function parseLimits(raw) {
    const p = new problems/* ProblemCollector */.tH();
    const timeoutSeconds = p.check('timeout-seconds', () => (0,values/* numberValue */.Vg)(raw, 'timeout-seconds', {
        fallback: DEFAULTS.timeoutSeconds,
        ...limits/* LIMIT_RANGES */.ZB.timeoutSeconds
    }));
    const maxRetries = p.check('max-retries', () => (0,values/* numberValue */.Vg)(raw, 'max-retries', {
        fallback: DEFAULTS.maxRetries,
        ...limits/* LIMIT_RANGES */.ZB.maxRetries
    }));
    const retryBudgetSeconds = p.check('retry-budget-seconds', () => (0,values/* numberValue */.Vg)(raw, 'retry-budget-seconds', {
        fallback: DEFAULTS.retryBudgetSeconds,
        ...limits/* LIMIT_RANGES */.ZB.retryBudgetSeconds
    }));
    p.done();
    return {
        timeoutMs: (0,problems/* checked */.KD)(timeoutSeconds) * 1000,
        maxRetries: (0,problems/* checked */.KD)(maxRetries),
        retryBudgetMs: (0,problems/* checked */.KD)(retryBudgetSeconds) * 1000
    };
}
/**
 * A write mode's `dry-run` and the service settings it allows (no token
 * needed in a dry run, or when `tokenOptional`), each problem kept by `p`.
 */
function checkDryRunService(p, raw, tokenOptional = false) {
    const dryRun = p.check('dry-run', () => (0,values/* booleanValue */.eC)(raw['dry-run'], 'dry-run', false));
    const service = p.check(undefined, () => parseServiceConfig(raw, { dryRun: (dryRun ?? false) || tokenOptional }));
    return { dryRun, service };
}

;// CONCATENATED MODULE: ./src/config/artifact.ts
/**
 * The artifact a step names: a fingerprint, or a path or image reference
 * to fingerprint, with what a registry lookup needs.
 */



const ARTIFACT_TYPES = ['file', 'dir', 'oci', 'docker'];
function parseArtifactConfig(raw) {
    const given = (0,values/* optional */.lq)(raw, 'fingerprint');
    const artifactPath = (0,values/* optional */.lq)(raw, 'artifact-path');
    const typeValue = (0,values/* optional */.lq)(raw, 'artifact-type');
    if (given !== undefined && artifactPath !== undefined) {
        throw new errors/* ConfigError */.xL('fingerprint and artifact-path: give one; artifact-path (with artifact-type) computes the fingerprint');
    }
    const fingerprint = given === undefined ? undefined : sha256Hex(given);
    if ((artifactPath === undefined) !== (typeValue === undefined)) {
        throw new errors/* ConfigError */.xL(`artifact-path and artifact-type go together: artifact-type is ${ARTIFACT_TYPES.join(', ')}`);
    }
    const artifactType = typeValue === undefined
        ? undefined
        : ((0,values/* oneOf */.yL)(raw, 'artifact-type', ARTIFACT_TYPES) ?? 'file');
    const registry = registryLogin(raw);
    // As the Kosli CLI checks: a login with a file is a mistake, not a no-op.
    if (registry && artifactType !== 'oci' && artifactType !== 'docker') {
        throw new errors/* ConfigError */.xL(`registry-username and registry-password are for artifact-type oci or docker, not ${artifactType ?? 'a given fingerprint'}`);
    }
    return {
        ...(fingerprint !== undefined && { fingerprint }),
        ...(artifactPath !== undefined && { artifactPath }),
        ...(artifactType !== undefined && { artifactType }),
        exclude: (0,values/* lines */.Mn)(raw.exclude),
        ...(registry !== undefined && { registry }),
        limits: parseLimits(raw)
    };
}
/** build-push-action's `digest` output is `sha256:<hex>`: taken as is. */
function sha256Hex(given) {
    const hex = /^(?:sha256:)?([a-fA-F0-9]{64})$/.exec(given)?.[1];
    if (hex === undefined) {
        throw new errors/* ConfigError */.xL(`fingerprint: "${given}" is not a SHA-256: give 64 hex characters, or sha256: and 64 hex characters (docker/build-push-action's digest output)`);
    }
    return hex.toLowerCase();
}
function registryLogin(raw) {
    const username = (0,values/* optional */.lq)(raw, 'registry-username');
    const password = (0,values/* optional */.lq)(raw, 'registry-password');
    if (username === undefined && password === undefined)
        return undefined;
    if (username === undefined || password === undefined) {
        const [given, missing] = username === undefined
            ? ['registry-password', 'registry-username']
            : ['registry-username', 'registry-password'];
        throw new errors/* ConfigError */.xL(`${given} without ${missing}: registry-username and registry-password go together; give both, or neither to use the Docker config file, GITHUB_TOKEN (ghcr.io) or anonymous access`);
    }
    return { username, password };
}

;// CONCATENATED MODULE: ./src/config/allow-artifact.ts
/** The allow-artifact mode's config. */





const NO_ARTIFACT = 'allow-artifact needs the artifact: fingerprint, or artifact-path with artifact-type';
/**
 * Every problem is reported at once (ConfigProblems). `tokenOptional`: a
 * missing api-token is no problem (a fork's pull request).
 */
function parseAllowArtifactConfig(raw, tokenOptional = false) {
    const p = new problems/* ProblemCollector */.tH();
    const artifact = p.check(undefined, () => {
        const parsed = parseArtifactConfig(raw);
        if (parsed.fingerprint === undefined && parsed.artifactPath === undefined) {
            throw new errors/* ConfigError */.xL(NO_ARTIFACT);
        }
        return parsed;
    });
    const artifactName = (0,values/* optional */.lq)(raw, 'artifact-name');
    const { dryRun, service } = checkDryRunService(p, raw, tokenOptional);
    const environment = p.check('environment', () => (0,values/* required */.mw)(raw, 'environment', 'the environment to allow the artifact in'));
    // An explicitly empty reason (the CLI's --reason "") is one the service
    // takes; the CLI warns about it. An unset one is missing.
    const reason = p.check('reason', () => raw.reason === ''
        ? ''
        : (0,values/* required */.mw)(raw, 'reason', 'say why the artifact is allowed; it becomes the entry description'));
    p.done();
    return {
        service: (0,problems/* checked */.KD)(service),
        environment: (0,problems/* checked */.KD)(environment),
        artifact: (0,problems/* checked */.KD)(artifact),
        ...(artifactName !== undefined && { artifactName }),
        reason: (0,problems/* checked */.KD)(reason),
        dryRun: (0,problems/* checked */.KD)(dryRun)
    };
}

// EXTERNAL MODULE: ./src/api/schemas/patterns.ts
var patterns = __webpack_require__(908);
;// CONCATENATED MODULE: ./src/config/commit.ts
/**
 * What attest-junit and begin trail say about the commit, the run link and
 * the repository, beyond what the CI tells: the commit to attest, the
 * fields to redact, and the CLI's overrides of the run link and repo_info.
 */





const REDACTABLE = ['author', 'message', 'branch'];
/** `redact-commit-info`: one per line or comma-separated, like the vendor. */
function redactFields(raw) {
    const names = (0,values/* lines */.Mn)(raw['redact-commit-info']).flatMap((line) => line
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''));
    for (const name of names) {
        if (!REDACTABLE.includes(name)) {
            throw new errors/* ConfigError */.xL(`redact-commit-info: "${name}" is not one of ${REDACTABLE.join(', ')}`);
        }
    }
    return [...new Set(names)];
}
function originUrl(raw) {
    const url = (0,values/* optional */.lq)(raw, 'origin-url');
    if (url !== undefined && !isHttpUrl(url)) {
        throw new errors/* ConfigError */.xL(`origin-url: "${url}" is not an http(s) URL of the CI run`);
    }
    return url;
}
function repoUrl(raw) {
    const url = (0,values/* optional */.lq)(raw, 'repo-url');
    if (url !== undefined && !/^https?:\/\/[^/\s]+/.test(url)) {
        throw new errors/* ConfigError */.xL(`repo-url: "${url}" is not a web URL with a host, e.g. https://gitlab.com/acme/api`);
    }
    return url;
}
function repoOverrides(p, raw) {
    const repository = (0,values/* optional */.lq)(raw, 'repository');
    const repoId = (0,values/* optional */.lq)(raw, 'repo-id');
    const url = p.check('repo-url', () => repoUrl(raw));
    const provider = p.check('repo-provider', () => (0,values/* oneOf */.yL)(raw, 'repo-provider', patterns/* REPO_PROVIDERS */.kX));
    return {
        ...(repository !== undefined && { repository }),
        ...(repoId !== undefined && { repoId }),
        ...(url !== undefined && { repoUrl: url }),
        ...(provider !== undefined && { repoProvider: provider })
    };
}
/** Each problem is kept by `p`; the result is read after `p.done()`. */
function checkCommitOptions(p, raw) {
    const commit = (0,values/* optional */.lq)(raw, 'commit');
    const origin = p.check('origin-url', () => originUrl(raw));
    const redact = p.check('redact-commit-info', () => redactFields(raw));
    const repo = repoOverrides(p, raw);
    return () => ({
        ...(commit !== undefined && { commit }),
        ...(origin !== undefined && { originUrl: origin }),
        redactCommitInfo: (0,problems/* checked */.KD)(redact),
        repo
    });
}
/** The commit options alone, for begin trail. Every problem at once. */
function parseCommitOptions(raw) {
    const p = new problems/* ProblemCollector */.tH();
    const options = checkCommitOptions(p, raw);
    p.done();
    return options();
}

;// CONCATENATED MODULE: ./src/config/inventory.ts
/**
 * The test inventory's settings (docs/inventory.md): `strip-test-names`,
 * the pattern removed from test names before they are kept, and the
 * annotation keys the inventory adds to the attestation, which are ours.
 */

/** Annotations with this prefix are written by kosli-attest itself. */
const OWN_ANNOTATION_PREFIX = 'kosli_attest_';
/**
 * `strip-test-names`: a JavaScript regular expression, without slashes or
 * flags; every match is removed (the `g` flag is implied). Blank: none.
 */
function stripTestNamesValue(value, label = 'strip-test-names') {
    const source = value?.trim() ?? '';
    if (source === '')
        return undefined;
    try {
        return new RegExp(source, 'g');
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new errors/* ConfigError */.xL(`${label}: ${JSON.stringify(source)} is not a regular expression (${reason}); give a JavaScript pattern without slashes, e.g. \\[[^\\]]*\\] to drop bracketed parameters`);
    }
}
/**
 * The user's annotations, refused when a key has our prefix: the record
 * must not let a user's value pass for the count kosli-attest wrote.
 */
function withoutOwnKeys(annotations) {
    const ours = Object.keys(annotations).filter((key) => key.startsWith(OWN_ANNOTATION_PREFIX));
    if (ours.length > 0) {
        throw new errors/* ConfigError */.xL(`annotations: ${ours.join(', ')}: keys starting with ${OWN_ANNOTATION_PREFIX} are written by kosli-attest (docs/inventory.md); rename the annotation`);
    }
    return annotations;
}

;// CONCATENATED MODULE: ./src/config/report-formats.ts
/**
 * `report-formats` (CLI `--report-formats`): which report formats are read.
 * A comma list of REPORT_FORMATS or `all`, case-insensitive; default `junit`
 * (docs/counting.md, Report formats).
 */

const REPORT_FORMATS = ['junit', 'trx', 'nunit', 'xunit'];
const DEFAULT_REPORT_FORMATS = ['junit'];
const CHOICES = `${REPORT_FORMATS.join(', ')} or all`;
function quoted(text) {
    return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}
/**
 * The formats a value names, in the order of REPORT_FORMATS. Commas and line
 * ends separate items; an empty item or an unknown name is an error that
 * quotes it.
 */
function reportFormatsValue(value, label = 'report-formats') {
    const items = value.split(/,|\r?\n/).map((item) => item.trim());
    const chosen = new Set();
    for (const item of items) {
        const name = item.toLowerCase();
        if (name === 'all') {
            for (const format of REPORT_FORMATS)
                chosen.add(format);
        }
        else if (REPORT_FORMATS.includes(name)) {
            chosen.add(name);
        }
        else {
            const what = item === '' ? 'an empty item' : quoted(item);
            throw new errors/* ConfigError */.xL(`${label}: ${quoted(value)} holds ${what}; give a comma list of ${CHOICES}, e.g. junit,trx`);
        }
    }
    return REPORT_FORMATS.filter((format) => chosen.has(format));
}
/** The setting: absent means the default, `junit`. */
function parseReportFormats(raw) {
    const value = raw['report-formats'];
    if (value === undefined)
        return [...DEFAULT_REPORT_FORMATS];
    return reportFormatsValue(value);
}

;// CONCATENATED MODULE: ./src/config/removed-tests.ts
/**
 * The gate on tests that stop running (docs/pull-requests.md, Tests that
 * stop running): where the base commit's test inventory comes from, what a
 * removed or newly skipped test does to the step, which pull request label
 * allows it, and what a missing base does.
 */



const REMOVED_TESTS = ['fail', 'warn', 'off'];
const ON_MISSING_BASE = ['warn', 'fail'];
const DEFAULT_ALLOW_REMOVED_LABEL = 'tests-removed';
// What GitHub refuses in an artifact's name (actions/upload-artifact).
// eslint-disable-next-line no-control-regex
const NOT_IN_ARTIFACT_NAMES = /["':<>|*?\\/\u0000-\u001f\u007f]/;
function artifactName(raw) {
    const name = (0,values/* optional */.lq)(raw, 'base-tests-artifact');
    if (name !== undefined && NOT_IN_ARTIFACT_NAMES.test(name)) {
        throw new errors/* ConfigError */.xL(`base-tests-artifact: ${JSON.stringify(name)} cannot be an artifact name (GitHub refuses " : < > | * ? \\ / and control characters); give the name the upload step used, e.g. kosli-tests-unit-tests`);
    }
    return name;
}
/** The gate's settings, each problem kept by `p`. */
function checkRemovedTests(p, raw) {
    const mode = p.check('removed-tests', () => (0,values/* oneOf */.yL)(raw, 'removed-tests', REMOVED_TESTS));
    const onMissingBase = p.check('on-missing-base', () => (0,values/* oneOf */.yL)(raw, 'on-missing-base', ON_MISSING_BASE));
    const artifact = p.check('base-tests-artifact', () => artifactName(raw));
    const file = (0,values/* optional */.lq)(raw, 'base-tests');
    const allowedBy = (0,values/* optional */.lq)(raw, 'removed-allowed-by');
    // An empty label turns the allowance off; unset means the default.
    const label = raw['allow-removed-label'];
    return () => ({
        mode: mode ?? 'warn',
        ...(file !== undefined && { baseTestsFile: file }),
        ...(artifact !== undefined && { baseTestsArtifact: artifact }),
        allowLabel: label === undefined ? DEFAULT_ALLOW_REMOVED_LABEL : label.trim(),
        onMissingBase: onMissingBase ?? 'warn',
        ...(allowedBy !== undefined && { allowedBy })
    });
}
/** The settings alone, every problem at once (ConfigProblems). */
function parseRemovedTestsConfig(raw) {
    const p = new ProblemCollector();
    const config = checkRemovedTests(p, raw);
    p.done();
    return config();
}

// EXTERNAL MODULE: ./src/config/quarantine.ts
var config_quarantine = __webpack_require__(1828);
;// CONCATENATED MODULE: ./src/config/legs.ts
/**
 * Matrix legs (docs/matrix.md): `legs-dir`, `expected-legs` and
 * `on-missing-legs`, the attest-junit settings that turn one folder per leg
 * into one attestation and notice a leg that never reported.
 */


/** More legs than any matrix GitHub runs (256 jobs) by far. */
const MAX_EXPECTED_LEGS = 10_000;
function parseExpectedLegs(value) {
    const job = /^job:(.*)$/s.exec(value);
    if (job !== null) {
        const name = (job[1] ?? '').trim();
        if (name === '') {
            throw new errors/* ConfigError */.xL('expected-legs: job: needs the matrix job’s name, e.g. job:test (the jobs named test or test (…) of this run are counted)');
        }
        return { job: name };
    }
    const count = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(count) || count < 1 || count > MAX_EXPECTED_LEGS) {
        throw new errors/* ConfigError */.xL(`expected-legs: ${JSON.stringify(value)} is neither a number of legs from 1 to ${MAX_EXPECTED_LEGS} nor job:<matrix job name>; set the matrix's size (e.g. 6 for 3 operating systems × 2 versions) or job:test`);
    }
    return count;
}
/** The legs' settings; undefined when neither legs-dir nor expected-legs is set. */
function parseLegsConfig(raw) {
    const dir = (0,values/* optional */.lq)(raw, 'legs-dir');
    const expected = (0,values/* optional */.lq)(raw, 'expected-legs');
    const onMissing = (0,values/* oneOf */.yL)(raw, 'on-missing-legs', ['fail', 'attest']);
    if (dir === undefined && expected === undefined)
        return undefined;
    return {
        ...(dir !== undefined && { dir }),
        ...(expected !== undefined && { expected: parseExpectedLegs(expected) }),
        onMissing: onMissing ?? 'fail'
    };
}

;// CONCATENATED MODULE: ./src/config/attest-junit.ts
/** The attest-junit mode's config: reports, trail, evidence and links. */











/** The report-paths problem; with allow-artifact's inputs, a hint at that mode. */
function reportPathsMissing(raw) {
    const base = 'report-paths is required: list the JUnit report globs or directories, one per line, e.g. build/test-results/**/*.xml';
    return (0,values/* optional */.lq)(raw, 'environment') !== undefined &&
        (0,values/* optional */.lq)(raw, 'reason') !== undefined
        ? `${base}. environment and reason are set: did you mean mode: allow-artifact?`
        : base;
}
/** A boolean input kept by `p`, named by its key. */
function flag(p, raw, key) {
    const fallback = ['attach-results', 'require-tests', 'strict'].includes(key);
    const value = p.check(key, () => (0,values/* booleanValue */.eC)(raw[key], key, fallback));
    return () => (0,problems/* checked */.KD)(value);
}
/** The switches of the step, each problem kept by `p`. */
function checkSwitches(p, raw) {
    const attachResults = flag(p, raw, 'attach-results');
    const failOnFailure = flag(p, raw, 'fail-on-failure');
    const requireTests = flag(p, raw, 'require-tests');
    const beginTrail = flag(p, raw, 'begin-trail');
    const strict = flag(p, raw, 'strict');
    return () => ({
        attachResults: attachResults(),
        failOnFailure: failOnFailure(),
        requireTests: requireTests(),
        beginTrail: beginTrail(),
        strict: strict()
    });
}
/**
 * The attestation's Kosli annotations (key=value). `annotations: false` is
 * most often meant for GitHub's annotations of failed tests: say which
 * input turns those off.
 */
function annotationsOf(value) {
    const word = value?.trim().toLowerCase() ?? '';
    if (['false', 'true', 'no', 'yes', 'off', 'on', '0'].includes(word)) {
        throw new errors/* ConfigError */.xL(`annotations: "${value?.trim()}" is not key=value: annotations are the Kosli attestation's own (key=value lines, e.g. team=payments). To show no annotations of failed tests, set max-annotations: 0 (on the command line, --max-annotations 0).`);
    }
    return withoutOwnKeys((0,values/* keyValueLines */.E5)(value, 'annotations'));
}
/** What the attestation carries beside the results, each problem kept by `p`. */
function checkEvidence(p, raw) {
    const description = (0,values/* optional */.lq)(raw, 'description');
    const userDataPath = (0,values/* optional */.lq)(raw, 'user-data');
    const artifact = p.check(undefined, () => parseArtifactConfig(raw));
    const annotations = p.check('annotations', () => annotationsOf(raw.annotations));
    const externalUrls = p.check('external-urls', () => (0,values/* keyValueLines */.E5)(raw['external-urls'], 'external-urls'));
    return () => ({
        artifact: (0,problems/* checked */.KD)(artifact),
        targetArtifacts: (0,values/* lines */.Mn)(raw['target-artifacts']),
        ...(description !== undefined && { description }),
        annotations: (0,problems/* checked */.KD)(annotations),
        ...(userDataPath !== undefined && { userDataPath }),
        externalUrls: (0,problems/* checked */.KD)(externalUrls),
        attachments: (0,values/* lines */.Mn)(raw.attachments)
    });
}
/** Where the attestation goes, each problem kept by `p`. */
function checkDestination(p, raw, tokenOptional) {
    const trail = (0,values/* optional */.lq)(raw, 'trail');
    const { dryRun, service } = checkDryRunService(p, raw, tokenOptional);
    const flow = p.check('flow', () => (0,values/* required */.mw)(raw, 'flow', 'name the Kosli flow that holds the trail'));
    const name = p.check('name', () => (0,values/* required */.mw)(raw, 'name', 'the attestation name, e.g. unit-tests'));
    return () => ({
        service: (0,problems/* checked */.KD)(service),
        dryRun: (0,problems/* checked */.KD)(dryRun),
        flow: (0,problems/* checked */.KD)(flow),
        ...(trail !== undefined && { trail }),
        name: (0,problems/* checked */.KD)(name)
    });
}
/** Every problem is reported at once (ConfigProblems). */
function parseAttestJunitConfig(raw, options = {}) {
    const p = new problems/* ProblemCollector */.tH();
    const reportPaths = (0,values/* lines */.Mn)(raw['report-paths']);
    // Each leg's folder is read with a default (legs/discover.ts).
    const legs = p.check('expected-legs', () => parseLegsConfig(raw));
    const byLegs = (0,values/* optional */.lq)(raw, 'legs-dir') !== undefined;
    if (reportPaths.length === 0 &&
        options.reportsFromArtifact !== true &&
        !byLegs) {
        p.problems.push({ key: 'report-paths', message: reportPathsMissing(raw) });
    }
    const destination = checkDestination(p, raw, options.tokenOptional === true);
    const commit = checkCommitOptions(p, raw);
    const evidence = checkEvidence(p, raw);
    const switches = checkSwitches(p, raw);
    const reportFormats = p.check('report-formats', () => parseReportFormats(raw));
    const removedTests = checkRemovedTests(p, raw);
    // Wrapped: no pattern (undefined) is a value, not a failed check.
    const strip = p.check('strip-test-names', () => ({
        pattern: stripTestNamesValue(raw['strip-test-names'])
    }));
    const quarantine = (0,config_quarantine/* checkQuarantineSettings */.Cl)(p, raw);
    p.done();
    const stripTestNames = (0,problems/* checked */.KD)(strip).pattern;
    return {
        ...destination(),
        reportPaths,
        reportFormats: (0,problems/* checked */.KD)(reportFormats),
        ...(stripTestNames !== undefined && { stripTestNames }),
        ...evidence(),
        ...switches(),
        ...commit(),
        removedTests: removedTests(),
        ...quarantine(),
        ...(legs !== undefined && { legs })
    };
}

;// CONCATENATED MODULE: ./src/config/env-diff.ts



const FAIL_ON = ['any-change', 'added', 'removed', 'never'];
/**
 * Every problem is reported at once (ConfigProblems). `tokenOptional`: a
 * missing api-token is no problem (a fork's pull request, not compared).
 */
function parseEnvDiffConfig(raw, tokenOptional = false) {
    const p = new problems/* ProblemCollector */.tH();
    const service = p.check(undefined, () => parseServiceConfig(raw, { dryRun: tokenOptional }));
    const snapshot1 = p.check('snapshot-1', () => (0,values/* required */.mw)(raw, 'snapshot-1', 'a snapshot expression such as production or production#12'));
    const snapshot2 = p.check('snapshot-2', () => (0,values/* required */.mw)(raw, 'snapshot-2', 'a snapshot expression such as staging or staging~1'));
    const failOn = p.check('fail-on', () => (0,values/* oneOf */.yL)(raw, 'fail-on', FAIL_ON) ?? 'any-change');
    p.done();
    return {
        service: (0,problems/* checked */.KD)(service),
        snapshot1: (0,problems/* checked */.KD)(snapshot1),
        snapshot2: (0,problems/* checked */.KD)(snapshot2),
        failOn: (0,problems/* checked */.KD)(failOn)
    };
}

;// CONCATENATED MODULE: ./src/config/fingerprint.ts
/** The fingerprint mode's config: only the artifact, no Kosli service. */



function parseFingerprintConfig(raw) {
    const artifact = parseArtifactConfig(raw);
    if (artifact.fingerprint === undefined &&
        artifact.artifactPath === undefined) {
        throw new errors/* ConfigError */.xL('artifact-path is required in the fingerprint mode: a file, a directory or an image reference, with artifact-type file, dir, oci or docker');
    }
    const artifactName = (0,values/* optional */.lq)(raw, 'artifact-name');
    return { artifact, ...(artifactName !== undefined && { artifactName }) };
}

;// CONCATENATED MODULE: ./src/config/mode.ts

const MODES = (/* unused pure expression or super */ null && ([
    'attest-junit',
    'allow-artifact',
    'env-diff',
    'fingerprint'
]));
function parseMode(raw) {
    return oneOf(raw, 'mode', MODES) ?? 'attest-junit';
}
/** What names an artifact, in every mode that has one. */
const ARTIFACT_INPUTS = [
    'fingerprint',
    'artifact-path',
    'artifact-type',
    'exclude',
    'registry-username',
    'registry-password'
];
/** The inputs only some modes read; the service inputs serve every mode. */
const MODE_INPUTS = {
    'attest-junit': [
        'flow',
        'trail',
        'begin-trail',
        'name',
        'report-paths',
        'strict',
        'report-formats',
        'strip-test-names',
        ...ARTIFACT_INPUTS,
        'target-artifacts',
        'description',
        'annotations',
        'user-data',
        'external-urls',
        'attach-results',
        'attachments',
        'commit',
        'fail-on-failure',
        'require-tests',
        'removed-tests',
        'base-tests',
        'base-tests-artifact',
        'allow-removed-label',
        'on-missing-base',
        'quarantine-file',
        'quarantine-max-days',
        'legs-dir',
        'expected-legs',
        'on-missing-legs'
    ],
    'allow-artifact': [
        'environment',
        ...ARTIFACT_INPUTS,
        'artifact-name',
        'reason'
    ],
    'env-diff': ['snapshot-1', 'snapshot-2', 'fail-on'],
    fingerprint: [...ARTIFACT_INPUTS, 'artifact-name']
};
/**
 * action.yml's defaults of mode inputs: the runner always passes them, so
 * only a different value says the user set the input.
 */
const MODE_INPUT_DEFAULTS = {
    strict: 'true',
    'begin-trail': 'false',
    'report-formats': 'junit',
    'attach-results': 'true',
    'fail-on-failure': 'false',
    'require-tests': 'true',
    'removed-tests': 'warn',
    'allow-removed-label': 'tests-removed',
    'on-missing-base': 'warn',
    'quarantine-max-days': '30',
    'on-missing-legs': 'fail',
    'fail-on': 'any-change'
};
/**
 * Inputs that are set but belong to other modes only: likely a wrong
 * `mode`, or leftovers that the step ignores.
 */
function otherModeInputs(mode, raw) {
    const own = new Set(MODE_INPUTS[mode]);
    const others = new Set(MODES.filter((m) => m !== mode).flatMap((m) => MODE_INPUTS[m]));
    return [...others].filter((key) => {
        const value = raw[key]?.trim();
        return (!own.has(key) &&
            value !== undefined &&
            value !== '' &&
            value !== MODE_INPUT_DEFAULTS[key]);
    });
}
/** One warning naming the inputs set for another mode, if any are. */
function ignoredInputsWarning(mode, raw) {
    const ignored = otherModeInputs(mode, raw);
    return ignored.length === 0
        ? undefined
        : `mode is ${mode}, which does not read ${ignored.join(', ')}: these inputs are ignored; is mode right?`;
}

;// CONCATENATED MODULE: ./src/config/quarantine-load.ts
/** The list's entries; a ConfigError naming each bad line. */
async function parseQuarantineList(text, options) {
    const { parseQuarantineFile } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(6575)]).then(__webpack_require__.bind(__webpack_require__, 6575));
    return parseQuarantineFile(text, options);
}

;// CONCATENATED MODULE: ./src/config/pull-request.ts
/**
 * The pull-request gate's inputs (the action's only): whether to comment on
 * the pull request, the token for GitHub's API, and an artifact of the
 * triggering run to read the reports from.
 */



const UNITS = {
    '': 1,
    b: 1,
    kib: 1024,
    mib: 1024 ** 2,
    gib: 1024 ** 3
};
const DEFAULT_ARTIFACT_MAX_BYTES = 1024 ** 3;
/** `artifact-max-bytes`: bytes, or a whole number of KiB, MiB or GiB. */
function byteCount(raw) {
    const value = (0,values/* optional */.lq)(raw, 'artifact-max-bytes');
    if (value === undefined)
        return DEFAULT_ARTIFACT_MAX_BYTES;
    const match = /^(\d+)\s*([a-z]*)$/i.exec(value.trim());
    const unit = UNITS[match?.[2]?.toLowerCase() ?? 'none'];
    const bytes = Number(match?.[1]) * (unit ?? NaN);
    if (!Number.isSafeInteger(bytes) || bytes < 1) {
        throw new errors/* ConfigError */.xL(`artifact-max-bytes: "${value}" is not a size; write bytes or a whole number of KiB, MiB or GiB, e.g. 2GiB`);
    }
    return bytes;
}
function commentValue(raw) {
    const value = (0,values/* optional */.lq)(raw, 'pr-comment');
    if (value?.toLowerCase() === 'on-failure')
        return 'on-failure';
    try {
        return (0,values/* booleanValue */.eC)(value, 'pr-comment', false) ? 'always' : 'off';
    }
    catch {
        throw new errors/* ConfigError */.xL(`pr-comment: "${value ?? ''}" is not one of false, true, on-failure`);
    }
}
/** Every problem is reported at once (ConfigProblems). */
function parsePullRequestConfig(raw) {
    const p = new problems/* ProblemCollector */.tH();
    const githubToken = (0,values/* optional */.lq)(raw, 'github-token');
    const artifact = (0,values/* optional */.lq)(raw, 'artifact');
    const comment = p.check('pr-comment', () => commentValue(raw));
    const artifactMaxBytes = p.check('artifact-max-bytes', () => byteCount(raw));
    p.done();
    return {
        comment: (0,problems/* checked */.KD)(comment),
        ...(githubToken !== undefined && { githubToken }),
        ...(artifact !== undefined && { artifact }),
        artifactMaxBytes: (0,problems/* checked */.KD)(artifactMaxBytes)
    };
}

;// CONCATENATED MODULE: ./src/config/names.ts
/**
 * The names every raw value is keyed by, in one place: the action's inputs,
 * the CLI's own flags (which reuse the input names where they mean the
 * same), and the vendor CLI's names we accept for ours. The CLI's
 * config-file keys derive from these lists too.
 */
/** Every input of action.yml (a test keeps the two in step). */
const INPUT_NAMES = [
    'mode',
    'api-token',
    'org',
    'host',
    'region',
    'auth-method',
    'flow',
    'trail',
    'begin-trail',
    'name',
    'report-paths',
    'strict',
    'report-formats',
    'strip-test-names',
    'fingerprint',
    'artifact-path',
    'artifact-type',
    'exclude',
    'registry-username',
    'registry-password',
    'target-artifacts',
    'description',
    'annotations',
    'user-data',
    'external-urls',
    'attach-results',
    'attachments',
    'commit',
    'dry-run',
    'fail-on-failure',
    'require-tests',
    'removed-tests',
    'base-tests',
    'base-tests-artifact',
    'allow-removed-label',
    'on-missing-base',
    'quarantine-file',
    'quarantine-max-days',
    'legs-dir',
    'expected-legs',
    'on-missing-legs',
    'environment',
    'artifact-name',
    'reason',
    'snapshot-1',
    'snapshot-2',
    'fail-on',
    'timeout-seconds',
    'max-retries',
    'retry-budget-seconds',
    'pr-comment',
    'github-token',
    'artifact',
    'artifact-max-bytes',
    'job-summary',
    'max-annotations',
    'annotations-path-prefix',
    'check-run'
];
/** Inputs of the pull-request gate: the action's only, no CLI flag or file key. */
const ACTION_ONLY_NAMES = [
    'pr-comment',
    'github-token',
    'artifact',
    'artifact-max-bytes',
    'job-summary',
    'annotations-path-prefix',
    'check-run',
    'base-tests-artifact'
];
/** The CLI's own flags; a KOSLI_* variable or the config file may set them. */
const CLI_FLAG_NAMES = [
    'verbose',
    'quiet',
    'output',
    'keep-dir',
    'origin-url',
    'redact-commit-info',
    'repository',
    'repo-id',
    'repo-url',
    'repo-provider',
    'environments',
    'privilege',
    'triggers',
    'targets-file',
    'file',
    'physical',
    'logical',
    'type',
    'tag',
    'space-id',
    'sort',
    'sort-direction',
    'page',
    'per-page',
    'all',
    'start-ts',
    'end-ts',
    'repo-name',
    'env-name',
    'flow-id',
    'template-file',
    'dotenv',
    'http-proxy',
    'removed-allowed-by',
    'tests-file',
    'quarantine-base'
];
/** CLI flags never read from a variable or a file: each run must say them. */
const FLAG_ONLY_NAMES = [
    'yes',
    'config-file',
    'clear-description'
];
/** Vendor CLI names accepted for ours, as flag, variable and file key. */
const ALIASES = {
    'max-api-retries': 'max-retries',
    debug: 'verbose',
    annotate: 'annotations',
    'external-url': 'external-urls',
    'results-dir': 'report-paths'
};
/** Our name for a vendor alias; any other name as it is. */
function canonicalName(name) {
    return Object.hasOwn(ALIASES, name) ? ALIASES[name] : name;
}
/** The vendor aliases of one of our names. */
function aliasesOf(name) {
    return Object.keys(ALIASES).filter((alias) => ALIASES[alias] === name);
}
/**
 * Every key a config file may hold: the action's inputs (the CLI reuses
 * their names) and the CLI's own flags. `mode` picks the action's job, and
 * the snapshots are env-diff's arguments, so neither belongs in a file; the
 * pull-request gate's inputs are the action's only.
 */
const CONFIG_KEYS = [
    ...INPUT_NAMES.filter((name) => !['mode', 'snapshot-1', 'snapshot-2'].includes(name) &&
        !ACTION_ONLY_NAMES.includes(name)),
    ...CLI_FLAG_NAMES
];
const NAMES = new Set([
    ...INPUT_NAMES,
    ...CLI_FLAG_NAMES,
    ...FLAG_ONLY_NAMES
]);
function isInputName(name) {
    return NAMES.has(name);
}
function isConfigKey(name) {
    return CONFIG_KEYS.includes(name);
}

;// CONCATENATED MODULE: ./src/config/report-switches.ts
/**
 * How much of a step's result the action shows beyond its outputs: the job
 * summary, the failure annotations (how many, and the folder their paths
 * are relative to). The action's inputs only: the CLI writes no summary and
 * no annotation.
 */



/**
 * GitHub shows 10 error annotations per step (50 per job) made by workflow
 * commands, so more than 50 is only noise there.
 */
const WORKFLOW_ANNOTATIONS_DEFAULT = 50;
/** A check run takes 50 per request and shows them all. */
const CHECK_RUN_ANNOTATIONS_DEFAULT = 1000;
const MAX_ANNOTATIONS = 100_000;
function pathPrefix(raw) {
    const value = (0,values/* optional */.lq)(raw, 'annotations-path-prefix');
    if (value === undefined)
        return undefined;
    const prefix = value.replaceAll('\\', '/').replace(/^(\.\/)+|\/+$/g, '');
    if (prefix.startsWith('/') || prefix.split('/').includes('..')) {
        throw new errors/* ConfigError */.xL(`annotations-path-prefix: "${value}" must be a folder inside the repository, e.g. packages/shop`);
    }
    return prefix === '' || prefix === '.' ? undefined : prefix;
}
/** Every problem is reported at once (ConfigProblems). */
function parseReportSwitches(raw) {
    const p = new problems/* ProblemCollector */.tH();
    const prefix = p.check('annotations-path-prefix', () => pathPrefix(raw));
    const checkRun = p.check('check-run', () => (0,values/* booleanValue */.eC)(raw['check-run'], 'check-run', false));
    const jobSummary = p.check('job-summary', () => (0,values/* booleanValue */.eC)(raw['job-summary'], 'job-summary', true));
    const maxAnnotations = p.check('max-annotations', () => (0,values/* numberValue */.Vg)(raw, 'max-annotations', {
        fallback: checkRun
            ? CHECK_RUN_ANNOTATIONS_DEFAULT
            : WORKFLOW_ANNOTATIONS_DEFAULT,
        min: 0,
        max: MAX_ANNOTATIONS
    }));
    p.done();
    return {
        jobSummary: (0,problems/* checked */.KD)(jobSummary),
        checkRun: (0,problems/* checked */.KD)(checkRun),
        maxAnnotations: (0,problems/* checked */.KD)(maxAnnotations),
        ...(prefix !== undefined && { annotationsPathPrefix: prefix })
    };
}

;// CONCATENATED MODULE: ./src/config/step.ts
/**
 * One step's whole typed config, parsed once by the entry: the mode's own
 * config, the pull-request gate's settings and the report switches. Every
 * problem of the run, whichever part it is in, is reported at once.
 */








const PARSERS = {
    // With reports from an artifact, the gate picks the paths if none are given.
    'attest-junit': (raw, options) => parseAttestJunitConfig(raw, {
        reportsFromArtifact: (0,values/* optional */.lq)(raw, 'artifact') !== undefined,
        tokenOptional: options.forkWithoutSecrets === true
    }),
    'allow-artifact': (raw, options) => parseAllowArtifactConfig(raw, options.forkWithoutSecrets === true),
    'env-diff': (raw, options) => parseEnvDiffConfig(raw, options.forkWithoutSecrets === true),
    fingerprint: parseFingerprintConfig
};
/** Every problem of the step is reported at once (ConfigProblems). */
function parseStepConfig(mode, raw, options = {}) {
    const p = new problems/* ProblemCollector */.tH();
    const parse = PARSERS[mode];
    const config = p.check(undefined, () => parse(raw, options));
    const pullRequest = p.check(undefined, () => parsePullRequestConfig(raw));
    const report = p.check(undefined, () => parseReportSwitches(raw));
    p.done();
    const step = {
        mode,
        config: (0,problems/* checked */.KD)(config),
        pullRequest: (0,problems/* checked */.KD)(pullRequest),
        report: (0,problems/* checked */.KD)(report)
    };
    return step;
}

;// CONCATENATED MODULE: ./src/config/index.ts
/**
 * The typed configuration shared by the action and the CLI. Both entries
 * gather raw strings into a `RawConfig` keyed by input name and parse it
 * once: `parseStepConfig` (step.ts) for a mode's whole step, or a
 * command's own `parse*Config`, each error naming its key. Nothing below
 * the entries reads the raw strings. One module per mode's config;
 * names.ts holds every key.
 */






















/***/ }),

/***/ 4968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ ConfigProblems),
/* harmony export */   KD: () => (/* binding */ checked),
/* harmony export */   tH: () => (/* binding */ ProblemCollector),
/* harmony export */   u1: () => (/* binding */ problemsText)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * Several configuration problems reported at once: a step missing five
 * inputs names all five in one run instead of one per run.
 */

/** A ConfigError that lists every problem; one problem reads as before. */
class ConfigProblems extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL {
    problems;
    name = 'ConfigProblems';
    constructor(problems) {
        super(problemsText(problems.map((p) => p.message)));
        this.problems = problems;
    }
}
/** One message as it is; several as a count and one line each. */
function problemsText(messages) {
    if (messages.length === 1)
        return messages[0] ?? '';
    return [
        `${messages.length} settings need fixing:`,
        ...messages.map((m) => `- ${m.replace(/\n/g, ' ')}`)
    ].join('\n');
}
/**
 * Runs each check and keeps its ConfigError instead of stopping at the
 * first; `done` throws them all together.
 */
class ProblemCollector {
    problems = [];
    /** The check's value, or undefined when it failed (and was recorded). */
    check(key, run) {
        try {
            return run();
        }
        catch (error) {
            if (error instanceof ConfigProblems)
                this.problems.push(...error.problems);
            else if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL)
                this.problems.push({
                    ...(key !== undefined && { key }),
                    message: error.message
                });
            else
                throw error;
            return undefined;
        }
    }
    /** Throws when any check failed; after it, every checked value is set. */
    done() {
        if (this.problems.length > 0)
            throw new ConfigProblems(this.problems);
    }
}
/** A value `check` returned, read after `done`: set, since no check failed. */
function checked(value) {
    if (value === undefined)
        throw new Error('read before done(): a check failed');
    return value;
}


/***/ }),

/***/ 1828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ checkQuarantineSettings),
/* harmony export */   YM: () => (/* binding */ daysBetween),
/* harmony export */   ap: () => (/* binding */ QUARANTINE_NEAR_DAYS)
/* harmony export */ });
/* unused harmony exports QUARANTINE_FILE_DEFAULT, QUARANTINE_MAX_DAYS_DEFAULT */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4968);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3750);
/**
 * The quarantine's settings (docs/quarantine.md): where the list of
 * known-flaky tests is, how far ahead an entry may expire, and on the
 * command line which commit's copy of the list counts. The list itself is
 * parsed by quarantine-file.ts, loaded only when a list is read.
 */



const QUARANTINE_FILE_DEFAULT = '.kosli/quarantine.yml';
const QUARANTINE_MAX_DAYS_DEFAULT = 30;
/** Entries expiring within this many days are warned about. */
const QUARANTINE_NEAR_DAYS = 7;
const MAX_DAYS_LIMIT = 365;
function maxDaysOf(raw) {
    const value = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lq)(raw, 'quarantine-max-days');
    if (value === undefined)
        return QUARANTINE_MAX_DAYS_DEFAULT;
    const days = Number(value);
    if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS_LIMIT) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`quarantine-max-days: "${value}" must be a whole number of days from 1 to ${MAX_DAYS_LIMIT} (default ${QUARANTINE_MAX_DAYS_DEFAULT})`);
    }
    return days;
}
/** The quarantine's settings, each problem kept by `p`. */
function checkQuarantineSettings(p, raw) {
    const file = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lq)(raw, 'quarantine-file');
    const base = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lq)(raw, 'quarantine-base');
    const maxDays = p.check('quarantine-max-days', () => maxDaysOf(raw));
    return () => ({
        quarantine: {
            file: file ?? QUARANTINE_FILE_DEFAULT,
            given: file !== undefined,
            maxDays: (0,_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .checked */ .KD)(maxDays),
            ...(base !== undefined && { base })
        }
    });
}
const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both YYYY-MM-DD. */
function daysBetween(from, to) {
    return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}


/***/ }),

/***/ 3750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ keyValueLines),
/* harmony export */   Mn: () => (/* binding */ lines),
/* harmony export */   Vg: () => (/* binding */ numberValue),
/* harmony export */   Yq: () => (/* binding */ choice),
/* harmony export */   eC: () => (/* binding */ booleanValue),
/* harmony export */   lq: () => (/* binding */ optional),
/* harmony export */   mw: () => (/* binding */ required),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* unused harmony export isTrue */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * Value parsers shared by the action's inputs and the CLI's flags. Each
 * error names the key (`org is required: ...`); on the command line the
 * CLI frame turns that into the flag (`--org`).
 */

const TRUE_WORDS = ['true', 'yes', '1', 'on'];
const FALSE_WORDS = ['false', 'no', '0', 'off'];
/** A lenient reading, for variables that only ever turn something on. */
function isTrue(value) {
    return TRUE_WORDS.includes(value?.trim().toLowerCase() ?? '');
}
/** Multi-line or comma-free list inputs: one entry per line, blanks dropped. */
function lines(value) {
    return (value ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
/** `key=value` lines; the first `=` splits, so values may contain `=`. */
function keyValueLines(value, key) {
    const result = {};
    for (const line of lines(value)) {
        const at = line.indexOf('=');
        if (at <= 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${key}: "${line}" is not key=value; write one pair per line, e.g. team=payments`);
        }
        result[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
    return result;
}
/** `label` names the value in the error: `dry-run`, or `--dry-run`. */
function booleanValue(value, label, fallback) {
    if (value === undefined || value.trim() === '')
        return fallback;
    const v = value.trim().toLowerCase();
    if (TRUE_WORDS.includes(v))
        return true;
    if (FALSE_WORDS.includes(v))
        return false;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${label}: "${value}" is not a boolean; use true or false`);
}
function numberValue(raw, key, options) {
    const value = raw[key]?.trim();
    if (value === undefined || value === '')
        return options.fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < options.min || n > options.max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${key}: "${value}" must be a number from ${options.min} to ${options.max}`);
    }
    return n;
}
/** The trimmed value; undefined when absent or blank. */
function optional(raw, key) {
    const value = raw[key]?.trim();
    return value === undefined || value === '' ? undefined : value;
}
function required(raw, key, hint) {
    const value = optional(raw, key);
    if (value === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${key} is required: ${hint}`);
    return value;
}
/** `value` if it is one of `allowed`; `label` names it in the error. */
function choice(value, label, allowed) {
    if (allowed.includes(value))
        return value;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${label}: "${value}" is not one of ${allowed.join(', ')}`);
}
/** The value of `key` if it is one of `allowed`; undefined when unset. */
function oneOf(raw, key, allowed) {
    const value = optional(raw, key);
    return value === undefined ? undefined : choice(value, key, allowed);
}


/***/ }),

/***/ 1251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G3: () => (/* binding */ DEFAULT_RETRY_BUDGET_MS),
/* harmony export */   ZB: () => (/* binding */ LIMIT_RANGES),
/* harmony export */   it: () => (/* binding */ DEFAULT_MAX_RETRIES),
/* harmony export */   pG: () => (/* binding */ networkLimits),
/* harmony export */   t1: () => (/* binding */ DEFAULT_TIMEOUT_MS),
/* harmony export */   yj: () => (/* binding */ positive)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * The network's defaults and bounds, for every client: per request, the
 * retries after the first attempt, and the waiting between attempts. The
 * inputs and flags (`timeout-seconds`, `max-retries`,
 * `retry-budget-seconds`) take their defaults and ranges from here.
 */

/** Per attempt: 30 s. */
const DEFAULT_TIMEOUT_MS = 30_000;
/** Retries after the first attempt: 3 (4 attempts). */
const DEFAULT_MAX_RETRIES = 3;
/** Time spent waiting between attempts, in all: 60 s. */
const DEFAULT_RETRY_BUDGET_MS = 60_000;
/** The ranges the inputs accept, in their own units. */
const LIMIT_RANGES = {
    timeoutSeconds: { min: 1, max: 600 },
    maxRetries: { min: 0, max: 10 },
    retryBudgetSeconds: { min: 0, max: 3600 }
};
/** The given limits, checked, with the defaults for those not given. */
function networkLimits(given) {
    return {
        timeoutMs: positive('timeoutMs', given.timeoutMs, DEFAULT_TIMEOUT_MS),
        maxRetries: whole('maxRetries', given.maxRetries, DEFAULT_MAX_RETRIES),
        retryBudgetMs: atLeastZero('retryBudgetMs', given.retryBudgetMs, DEFAULT_RETRY_BUDGET_MS)
    };
}
function positive(name, value, fallback) {
    if (value === undefined)
        return fallback;
    if (!Number.isFinite(value) || value <= 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${name} must be a positive number, got ${value}`);
    }
    return value;
}
function whole(name, value, fallback) {
    if (value === undefined)
        return fallback;
    if (!Number.isInteger(value) || value < 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${name} must be a whole number >= 0, got ${value}`);
    }
    return value;
}
function atLeastZero(name, value, fallback) {
    if (value === undefined)
        return fallback;
    if (!Number.isFinite(value) || value < 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${name} must be 0 or more, got ${value}`);
    }
    return value;
}


/***/ }),

/***/ 1830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _1: () => (/* binding */ mayCarrySecrets),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   xp: () => (/* binding */ LOOPBACK_NAMES)
/* harmony export */ });
/**
 * The loopback rule: which hosts are this machine, and so may be reached
 * over plain HTTP with a secret (a token, registry credentials) and without
 * a proxy. Every client uses it: the Kosli host, GITHUB_API_URL, registries,
 * the Docker daemon over TCP, and the emulator's webhooks and control API.
 */
// An IPv4-mapped IPv6 address of 127.0.0.0/8, in either spelling that the
// URL parser or a user may give: `::ffff:127.0.0.1` or `::ffff:7f00:1`.
const V4_MAPPED_LOOPBACK = /^::ffff:(?:7f[0-9a-f]{2}:[0-9a-f]{1,4}|127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/**
 * Whether a host name (a URL's `hostname`, with or without IPv6 brackets)
 * is this machine: `localhost`, 127.0.0.0/8, `::1` or a v4-mapped 127.x.
 */
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host === '::1')
        return true;
    if (V4_MAPPED_LOOPBACK.test(host))
        return true;
    // Not node:net's isIPv4: the action's start path loads this module, and
    // node:net with it would cost the start (ARCHITECTURE.md).
    const octets = host.split('.');
    return (octets.length === 4 &&
        octets[0] === '127' &&
        octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255));
}
/**
 * Whether a secret may be sent to this URL: over HTTPS, or over plain HTTP
 * to this machine only (the secret would cross any network in the clear).
 */
function mayCarrySecrets(url) {
    if (url.protocol === 'https:')
        return true;
    return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}
/** How the loopback rule reads in a message. */
const LOOPBACK_NAMES = 'localhost, 127.0.0.0/8, [::1]';


/***/ })

};

//# sourceMappingURL=9604.index.js.map