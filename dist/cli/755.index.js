export const id = 755;
export const ids = [755];
export const modules = {

/***/ 7270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ hexOfDigest),
/* harmony export */   OD: () => (/* binding */ bareSha256),
/* harmony export */   fg: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* unused harmony export SHA256_DIGEST */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1401);
/**
 * Digests as the service wants them: 64 lowercase hex characters, without
 * the `sha256:` prefix that registries and `docker/build-push-action` use.
 */



const SHA256_DIGEST = /^sha256:([a-f0-9]{64})$/;
function sha256Hex(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
}
/**
 * A fingerprint given by the user, either `sha256:<64 hex>` (the form of
 * `docker/build-push-action`'s `digest` output) or the bare 64 hex, as the
 * bare lowercase hex. `field` names the input or flag in the error.
 */
function bareSha256(text, field = 'fingerprint') {
    const trimmed = text.trim();
    const match = /^(?:sha256:)?([a-fA-F0-9]{64})$/.exec(trimmed);
    if (match?.[1])
        return match[1].toLowerCase();
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${field} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(trimmed, 100)} is not a SHA-256 digest: give sha256:<64 hex characters> or the 64 hex characters alone`);
}
/** The hex part of a `sha256:<hex>` digest, or undefined. */
function hexOfDigest(digest) {
    return SHA256_DIGEST.exec(digest.trim())?.[1];
}


/***/ }),

/***/ 3253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ ImageFingerprintError)
/* harmony export */ });
class ImageFingerprintError extends Error {
    kind;
    name = 'ImageFingerprintError';
    /** HTTP status of the last answer, 0 when there was none. */
    status;
    constructor(message, kind, details = {}) {
        super(message, details);
        this.kind = kind;
        this.status = details.status ?? 0;
    }
}


/***/ }),

/***/ 755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ fingerprintOciImage)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/net/loopback.ts
var net_loopback = __webpack_require__(1830);
// EXTERNAL MODULE: ./src/net/redaction.ts
var redaction = __webpack_require__(1014);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
;// CONCATENATED MODULE: ./src/artifact/oci/helper-env.ts
/**
 * The environment a `docker-credential-*` helper runs with: what any
 * helper needs, and nothing else of ours (never the Kosli or GitHub token,
 * the action's inputs or the runner's own secrets). A helper that speaks
 * to a cloud provider also gets that provider's settings, and only it.
 */
/** Every helper: finding programs, its home and config, proxies, temp. */
const COMMON = [
    'PATH',
    'HOME',
    'DOCKER_CONFIG',
    'TMPDIR',
    'USER',
    'LOGNAME',
    // The keychain helpers reach their stores through these (secretservice
    // through D-Bus, pass through gpg).
    'XDG_RUNTIME_DIR',
    'DBUS_SESSION_BUS_ADDRESS',
    'GNUPGHOME',
    'PASSWORD_STORE_DIR',
    // Windows programs do not start, or reach no network, without these.
    'SYSTEMROOT',
    'SYSTEMDRIVE',
    'WINDIR',
    'COMSPEC',
    'PATHEXT',
    'TEMP',
    'TMP',
    'USERPROFILE',
    'APPDATA',
    'LOCALAPPDATA',
    'PROGRAMDATA'
];
/** Proxy settings, in any case (`https_proxy`, `HTTPS_PROXY`). */
const PROXY = new Set(['http_proxy', 'https_proxy', 'no_proxy', 'all_proxy']);
/**
 * The cloud helpers and the variables their provider's SDK reads: Amazon
 * ECR's `ecr-login` (the AWS_* credentials and region, e.g. as
 * aws-actions/configure-aws-credentials sets them), Google's `gcr` and
 * `gcloud`, Azure's `acr-env`.
 */
const PROVIDER_PREFIXES = {
    'ecr-login': ['AWS_'],
    gcr: ['GOOGLE_', 'CLOUDSDK_'],
    gcloud: ['GOOGLE_', 'CLOUDSDK_'],
    'acr-env': ['AZURE_']
};
function helperEnvironment(helper, env) {
    const common = new Set(COMMON.map((name) => name.toUpperCase()));
    const prefixes = PROVIDER_PREFIXES[helper] ?? [];
    const out = {};
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined)
            continue;
        const upper = name.toUpperCase();
        if (common.has(upper) ||
            PROXY.has(name.toLowerCase()) ||
            prefixes.some((prefix) => upper.startsWith(prefix))) {
            out[name] = value;
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/artifact/oci/text.ts
var oci_text = __webpack_require__(1401);
;// CONCATENATED MODULE: ./src/artifact/oci/credential-helper.ts
/**
 * Docker credential helpers: `docker-credential-<name> get` with the
 * registry's server URL on standard input answers JSON with `Username` and
 * `Secret`. Started without a shell, with a timeout, an output cap and a
 * trimmed environment (helper-env.ts); what it prints is never quoted in a
 * message, since it holds the secret.
 */




const MAX_OUTPUT_BYTES = 64 * 1024;
const HELPER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** The Username a helper gives for an OAuth refresh token (Docker's rule). */
const IDENTITY_TOKEN_USER = '<token>';
const HelperOutputSchema = schemas/* looseObject */._H3({
    Username: schemas/* string */.YjP().optional(),
    Secret: schemas/* string */.YjP()
});
/** A helper that could not be run or answered nonsense. */
class CredentialHelperError extends Error {
    name = 'CredentialHelperError';
}
/** The helper's login for the server, or undefined when it has none. */
async function runCredentialHelper(request) {
    const program = `docker-credential-${checkedName(request.helper)}`;
    const { stdout, failure } = await run(request);
    if (failure !== undefined) {
        // Helpers answer a missing entry on stdout with a non-zero exit.
        if (/credentials not found/i.test(stdout))
            return undefined;
        throw new CredentialHelperError(`${program} ${failure}`);
    }
    let json;
    try {
        json = JSON.parse(stdout);
    }
    catch {
        throw new CredentialHelperError(`${program} did not answer JSON`);
    }
    const parsed = HelperOutputSchema.safeParse(json);
    if (!parsed.success || parsed.data.Secret === '') {
        throw new CredentialHelperError(`${program} answered without a Username and Secret`);
    }
    const { Username: username = '', Secret: secret } = parsed.data;
    return username === IDENTITY_TOKEN_USER
        ? { username: '', identityToken: secret }
        : { username, password: secret };
}
function checkedName(helper) {
    if (HELPER_NAME.test(helper))
        return helper;
    throw new CredentialHelperError(`credential helper name ${(0,oci_text/* quote */.hD)(helper, 100)} is not a plain program suffix (letters, digits, ., _ and -)`);
}
function run(request) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.execFile)(`docker-credential-${request.helper}`, ['get'], {
            // Only what a helper needs: our secrets stay ours.
            env: helperEnvironment(request.helper, request.env),
            timeout: request.timeoutMs,
            maxBuffer: MAX_OUTPUT_BYTES,
            windowsHide: true,
            encoding: 'utf8'
        }, (error, stdout) => {
            resolve({
                stdout,
                ...(error ? { failure: describeRunError(error, request) } : {})
            });
        });
        // A helper that exits before reading its input must not crash us.
        child.stdin?.on('error', () => undefined);
        child.stdin?.end(request.serverUrl);
    });
}
function describeRunError(error, request) {
    if (error.code === 'ENOENT')
        return 'is not on PATH';
    if (error.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
        return `printed more than ${MAX_OUTPUT_BYTES / 1024} KiB`;
    }
    if (error.killed)
        return `gave no answer within ${(0,oci_text/* seconds */.YA)(request.timeoutMs)}`;
    if (typeof error.code === 'number')
        return `exited with code ${error.code}`;
    return `failed to run (${typeof error.code === 'string' ? error.code : 'unknown error'})`;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var core_errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./src/artifact/oci/reference.ts
var reference = __webpack_require__(8141);
;// CONCATENATED MODULE: ./src/artifact/oci/docker-config.ts
/**
 * The Docker client's config file (`$DOCKER_CONFIG/config.json`, else
 * `~/.docker/config.json`): stored logins under `auths`, and the credential
 * helpers named by `credsStore` and `credHelpers`.
 */






const MAX_CONFIG_BYTES = 4 * 1024 * 1024;
const AuthEntrySchema = schemas/* looseObject */._H3({
    auth: schemas/* string */.YjP().optional(),
    username: schemas/* string */.YjP().optional(),
    password: schemas/* string */.YjP().optional(),
    identitytoken: schemas/* string */.YjP().optional()
});
const DockerConfigSchema = schemas/* looseObject */._H3({
    auths: schemas/* record */.g1P(schemas/* string */.YjP(), AuthEntrySchema).optional(),
    credsStore: schemas/* string */.YjP().optional(),
    credHelpers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional()
});
function dockerConfigPath(env, homeDir) {
    const dir = env.DOCKER_CONFIG?.trim();
    return dir
        ? (0,external_node_path_.join)(dir, 'config.json')
        : (0,external_node_path_.join)(homeDir, '.docker', 'config.json');
}
async function loadDockerConfig(path) {
    let text;
    try {
        const bytes = await (0,promises_.readFile)(path);
        if (bytes.length > MAX_CONFIG_BYTES) {
            throw new errors/* ConfigError */.xL(`${path} is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB: it cannot be a Docker config file`);
        }
        text = bytes.toString('utf8');
    }
    catch (error) {
        if (isMissing(error))
            return { path };
        throw error;
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new errors/* ConfigError */.xL(`${path} is not valid JSON: fix or remove it`);
    }
    const parsed = DockerConfigSchema.safeParse(json);
    if (!parsed.success) {
        throw new errors/* ConfigError */.xL(`${path} is not a Docker config file:\n${core_errors/* prettifyError */.S1(parsed.error)}`);
    }
    return { path, config: parsed.data };
}
function isMissing(error) {
    const code = error?.code;
    return code === 'ENOENT' || code === 'ENOTDIR';
}
/**
 * The registry a config key stands for: keys may be bare hosts or URLs
 * (`https://index.docker.io/v1/` is Docker Hub's historical key).
 */
function registryOfKey(key) {
    const host = key
        .trim()
        .replace(/^[a-z]+:\/\//i, '')
        .split('/')[0]
        ?.toLowerCase();
    if (host === undefined)
        return '';
    return host === 'index.docker.io' || host === 'registry-1.docker.io'
        ? reference/* DOCKER_HUB */.Xb
        : host;
}
/** The entry of `record` whose key stands for `registry`, with its key. */
function entryFor(record, registry) {
    const wanted = registry.toLowerCase();
    for (const [key, value] of Object.entries(record ?? {})) {
        if (registryOfKey(key) === wanted)
            return { key, value };
    }
    return undefined;
}
/** A login stored in an `auths` entry, or undefined if it holds none. */
function storedLogin(entry, where) {
    const identityToken = entry.identitytoken || undefined;
    let username = entry.username ?? '';
    let password = entry.password || undefined;
    if (entry.auth) {
        const decoded = Buffer.from(entry.auth, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon < 0) {
            throw new errors/* ConfigError */.xL(`${where}: "auth" is not base64 of username:password; log in again (docker login)`);
        }
        username = decoded.slice(0, colon);
        password = decoded.slice(colon + 1) || undefined;
    }
    if (password === undefined && identityToken === undefined)
        return undefined;
    return {
        username,
        ...(password === undefined ? {} : { password }),
        ...(identityToken === undefined ? {} : { identityToken })
    };
}
/** The server URL a credential helper is asked about. */
function helperServerUrl(registry) {
    return registry === reference/* DOCKER_HUB */.Xb ? 'https://index.docker.io/v1/' : registry;
}
/** `auths` entry for the messages: the file and the key, escaped. */
function describeEntry(path, key) {
    return `${path} (auths entry ${(0,oci_text/* quote */.hD)(key, 100)})`;
}

;// CONCATENATED MODULE: ./src/artifact/oci/credentials.ts



const EXPLICIT_SOURCE = 'the registry username and password given';
const GHCR = 'ghcr.io';
async function lookUpCredentials(registry, sources) {
    if (sources.explicit) {
        return {
            credential: { ...sources.explicit, source: EXPLICIT_SOURCE },
            notes: []
        };
    }
    const notes = [];
    const fromConfig = await fromDockerConfig(registry, sources, notes);
    if (fromConfig)
        return { credential: fromConfig, notes };
    if (registry === GHCR) {
        const token = sources.env.GITHUB_TOKEN?.trim();
        if (token) {
            const username = sources.env.GITHUB_ACTOR?.trim() || 'github';
            return {
                credential: { username, password: token, source: 'GITHUB_TOKEN' },
                notes
            };
        }
        notes.push('GITHUB_TOKEN is not set');
    }
    return { notes };
}
async function fromDockerConfig(registry, sources, notes) {
    const path = dockerConfigPath(sources.env, sources.homeDir);
    const { config } = await loadDockerConfig(path);
    if (!config) {
        notes.push(`there is no ${path}`);
        return undefined;
    }
    const helper = helperFor(config, registry, path);
    if (helper) {
        const login = await askHelper(helper, registry, { sources, notes });
        if (login)
            return { ...login, source: helper.source };
    }
    const entry = entryFor(config.auths, registry);
    const where = entry ? describeEntry(path, entry.key) : '';
    const login = entry ? storedLogin(entry.value, where) : undefined;
    if (login)
        return { ...login, source: where };
    notes.push(`${path} has no login for ${registry}`);
    return undefined;
}
function helperFor(config, registry, path) {
    const specific = entryFor(config.credHelpers, registry);
    const name = specific?.value ?? config.credsStore;
    if (!name)
        return undefined;
    const field = specific ? 'credHelpers' : 'credsStore';
    return {
        name,
        source: `credential helper docker-credential-${escapeName(name)} (${field} in ${path})`
    };
}
async function askHelper(helper, registry, context) {
    const { sources, notes } = context;
    try {
        const login = await runCredentialHelper({
            helper: helper.name,
            serverUrl: helperServerUrl(registry),
            env: sources.env,
            timeoutMs: sources.helperTimeoutMs
        });
        if (!login)
            notes.push(`${helper.source} has no login for ${registry}`);
        return login;
    }
    catch (error) {
        if (!(error instanceof CredentialHelperError))
            throw error;
        sources.logger.warn(`Registry credentials: ${error.message}`);
        notes.push(error.message);
        return undefined;
    }
}
function escapeName(name) {
    return /^[\w.-]+$/.test(name) ? name : (0,oci_text/* quote */.hD)(name, 100);
}

// EXTERNAL MODULE: ./src/artifact/oci/errors.ts
var oci_errors = __webpack_require__(3253);
// EXTERNAL MODULE: ./src/artifact/oci/digest.ts
var digest = __webpack_require__(7270);
// EXTERNAL MODULE: ./src/json-fields.ts
var json_fields = __webpack_require__(1011);
;// CONCATENATED MODULE: ./src/artifact/oci/manifest.ts
/**
 * The manifest digest a registry serves for a tag: one GET with the OCI and
 * Docker manifest and index types accepted, the bytes checked to be a
 * manifest or an index and hashed. An index's platforms come from the same
 * bytes.
 */





const OCI_INDEX = 'application/vnd.oci.image.index.v1+json';
const DOCKER_LIST = 'application/vnd.docker.distribution.manifest.list.v2+json';
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
const DOCKER_MANIFEST = 'application/vnd.docker.distribution.manifest.v2+json';
const INDEX_TYPES = new Set([OCI_INDEX, DOCKER_LIST]);
const KNOWN_TYPES = new Set([...INDEX_TYPES, OCI_MANIFEST, DOCKER_MANIFEST]);
const ACCEPT = [...KNOWN_TYPES].join(', ');
/** The distribution registry refuses manifests above 4 MiB. */
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
const ATTESTATION = 'attestation-manifest';
const IndexSchema = schemas/* looseObject */._H3({
    mediaType: schemas/* string */.YjP().optional(),
    manifests: schemas/* array */.YOg(schemas/* looseObject */._H3({
        platform: schemas/* looseObject */._H3({
            os: schemas/* string */.YjP(),
            architecture: schemas/* string */.YjP(),
            variant: schemas/* string */.YjP().optional()
        })
            .optional(),
        annotations: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional()
    }))
});
/**
 * The digest of the manifest served for `tag`: always the SHA-256 of bytes
 * fetched and checked (a HEAD's Docker-Content-Digest alone is never
 * trusted: a compliance record rests on the bytes).
 */
async function manifestDigest(session, tag) {
    const answer = await session.request({
        method: 'GET',
        path: `manifests/${tag}`,
        accept: ACCEPT,
        maxBytes: MAX_MANIFEST_BYTES
    });
    if (!isSuccess(answer))
        throw new UnsuccessfulAnswer(answer);
    const computed = (0,digest/* sha256Hex */.fg)(answer.body);
    const claimed = answer.headers['docker-content-digest'];
    if (claimed !== undefined && (0,digest/* hexOfDigest */.Dg)(claimed) !== computed) {
        throw notManifest(answer, `its Docker-Content-Digest ${(0,oci_text/* quote */.hD)(claimed, 80)} is not the SHA-256 of the bytes it served, sha256:${computed}`);
    }
    const { type, json } = checkedManifest(answer);
    return {
        digest: computed,
        mediaType: type,
        platforms: INDEX_TYPES.has(type) ? platformsOf(json) : [],
        source: 'manifest-body'
    };
}
/**
 * The manifest's media type and JSON, once the bytes are known to be one:
 * JSON, `schemaVersion` 2, and a manifest or index media type that the
 * Content-Type and the body's own `mediaType` (when it has one) agree on.
 */
function checkedManifest(answer) {
    const header = answer.headers['content-type'] ?? '';
    const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!KNOWN_TYPES.has(type)) {
        throw notManifest(answer, `its Content-Type ${(0,oci_text/* quote */.hD)(header, 100)} is not a manifest or index type`);
    }
    const json = parseJson(answer.body);
    if (!(0,json_fields/* isJsonObject */.OW)(json)) {
        throw notManifest(answer, 'the body is not a JSON object');
    }
    if (json.schemaVersion !== 2) {
        throw notManifest(answer, 'the body has no schemaVersion 2');
    }
    const field = json.mediaType;
    if (field !== undefined && field !== type) {
        throw notManifest(answer, `the body's mediaType ${(0,oci_text/* quote */.hD)(typeof field === 'string' ? field : JSON.stringify(field), 100)} is not its Content-Type ${(0,oci_text/* quote */.hD)(type, 100)}`);
    }
    return { type, json };
}
/** Names the registry and shows, escaped and cut, what it sent. */
function notManifest(answer, reason) {
    const { host } = new URL(answer.url);
    const body = answer.body.subarray(0, 400).toString('utf8');
    const sent = answer.body.length === 0 ? 'an empty body' : `the body ${(0,oci_text/* quote */.hD)(body, 200)}`;
    return new oci_errors/* ImageFingerprintError */.s(`the registry ${(0,oci_text/* quote */.hD)(host, 200)} answered ${answer.status} to GET ${answer.url}, but not with an image manifest or index: ${reason}; it sent ${sent}. Nothing was fingerprinted`, 'invalid-response', { status: answer.status });
}
/** A registry answer that is not a success, for the caller to explain. */
class UnsuccessfulAnswer extends Error {
    answer;
    name = 'UnsuccessfulAnswer';
    constructor(answer) {
        super(`HTTP ${answer.status}`);
        this.answer = answer;
    }
}
function isSuccess(answer) {
    return answer.status >= 200 && answer.status <= 299;
}
/** Runnable platforms; build attestations ride along as `unknown/unknown`. */
function platformsOf(json) {
    const parsed = IndexSchema.safeParse(json);
    if (!parsed.success) {
        throw new oci_errors/* ImageFingerprintError */.s('The registry served an index without a valid manifests list', 'invalid-response');
    }
    return parsed.data.manifests.flatMap((entry) => {
        const platform = entry.platform;
        const kind = entry.annotations?.['vnd.docker.reference.type'];
        if (!platform || kind === ATTESTATION)
            return [];
        // Registry text: escaped here, since callers print it as it is.
        const [os, architecture] = [platform.os, platform.architecture].map((t) => (0,oci_text/* escapeText */.X1)(t, 50));
        const variant = platform.variant ? (0,oci_text/* escapeText */.X1)(platform.variant, 50) : '';
        return [{ os, architecture, ...(variant ? { variant } : {}) }];
    });
}
function parseJson(body) {
    try {
        return JSON.parse(body.toString('utf8'));
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/artifact/oci/registry-errors.ts
/**
 * Registry error bodies: the distribution API's
 * `{"errors":[{"code":"MANIFEST_UNKNOWN","message":"…"}]}`, token services'
 * `{"details":"…"}` or `{"error":"…"}`, or text and HTML from proxies. Read
 * with a size cap by the transport; escaped and cut here before they reach
 * any message.
 */


const MAX_MESSAGE_CHARS = 300;
const ErrorsSchema = schemas/* looseObject */._H3({
    errors: schemas/* array */.YOg(schemas/* looseObject */._H3({
        code: schemas/* string */.YjP().optional(),
        message: schemas/* string */.YjP().optional()
    }))
        .optional(),
    details: schemas/* string */.YjP().optional(),
    error: schemas/* string */.YjP().optional(),
    message: schemas/* string */.YjP().optional()
});
function readErrorBody(body, headers) {
    const raw = body.toString('utf8');
    const parsed = ErrorsSchema.safeParse(registry_errors_parseJson(raw));
    if (parsed.success) {
        const errors = parsed.data.errors ?? [];
        const parts = errors.map((e) => [e.code, e.message].filter((part) => part).join(': '));
        const other = parsed.data.details ?? parsed.data.error ?? parsed.data.message;
        if (other)
            parts.push(other);
        return {
            codes: errors.flatMap((e) => (e.code ? [e.code.toUpperCase()] : [])),
            text: (0,oci_text/* escapeText */.X1)(parts.join('; '), MAX_MESSAGE_CHARS)
        };
    }
    const type = headers['content-type'] ?? '';
    const flat = (/html/i.test(type) ? raw.replace(/<[^>]*>/g, ' ') : raw)
        .replace(/\s+/g, ' ')
        .trim();
    return { codes: [], text: (0,oci_text/* escapeText */.X1)(flat, MAX_MESSAGE_CHARS) };
}
/** The body's message alone, escaped; '' when there is none. */
function registryMessage(body, headers) {
    return readErrorBody(body, headers).text;
}
function registry_errors_parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/artifact/oci/explain.ts
/**
 * Turns what went wrong into a message that names the image and says what
 * to do: an unknown tag, a refusal with the credentials tried (by source),
 * a rate limit with the registry's own words, an unreachable registry.
 * Every message passes through the redaction of the lookup's secrets.
 */




const UNREACHABLE_HINT = '. Check the registry address and that this machine reaches it (HTTPS_PROXY and NO_PROXY apply), or run again later';
function explain(error, context) {
    const prefix = `Image ${context.ref.canonical}: `;
    if (error instanceof UnsuccessfulAnswer) {
        const [kind, text] = explainAnswer(error.answer, context);
        return new oci_errors/* ImageFingerprintError */.s((0,redaction/* redact */.E$)(prefix + text, context.secrets), kind, { status: error.answer.status });
    }
    if (error instanceof oci_errors/* ImageFingerprintError */.s) {
        const hint = error.kind === 'unreachable' && error.status === 0 ? UNREACHABLE_HINT : '';
        return new oci_errors/* ImageFingerprintError */.s((0,redaction/* redact */.E$)(prefix + error.message + hint, context.secrets), error.kind, { status: error.status, cause: error.cause });
    }
    return error;
}
function explainAnswer(answer, context) {
    const { ref, session } = context;
    const body = readErrorBody(answer.body, answer.headers);
    const said = `HTTP ${answer.status}${body.text ? `: ${body.text}` : ''}`;
    const attempts = answer.attempts > 1 ? ` after ${answer.attempts} attempts` : '';
    const where = `repository ${ref.repository} on ${ref.registry}`;
    if (answer.status === 404) {
        const what = body.codes.includes('NAME_UNKNOWN')
            ? `the ${where} does not exist`
            : `the ${where} has no tag ${ref.tag ?? ''}`;
        return [
            'not-found',
            `${what} (${said}). Check the name and tag, or push the image first`
        ];
    }
    if (answer.status === 401 || answer.status === 403) {
        return ['denied', deniedText(said, where, session)];
    }
    if (answer.status === 429 || body.codes.includes('TOOMANYREQUESTS')) {
        return [
            'rate-limited',
            `the registry limits the request rate${attempts} (${said}). Wait and run again, or give registry credentials (a logged-in account has a higher limit)`
        ];
    }
    if (answer.status >= 500) {
        return [
            'unreachable',
            `the registry failed${attempts} (${said}). It may be down: run again later`
        ];
    }
    return [
        'invalid-response',
        `the registry answered the manifest request with ${said}`
    ];
}
function deniedText(said, where, session) {
    const lines = [
        `the registry refused access to the ${where} (${said}).`,
        `Tried: ${session.tried.join(', then ')}.`
    ];
    if (session.accepted === 'anonymous' && session.notes.length > 0) {
        lines.push(`No credentials found: ${session.notes.join('; ')}.`);
    }
    lines.push('Give a registry username and password (or docker login) that may pull it; some registries also answer this way for a repository that does not exist.');
    return lines.join(' ');
}

// EXTERNAL MODULE: ./src/artifact/oci/options.ts
var oci_options = __webpack_require__(1234);
;// CONCATENATED MODULE: ./src/artifact/oci/challenge.ts
/**
 * `WWW-Authenticate` challenges (RFC 9110 §11.6.1): a scheme, then
 * `name=value` or `name="quoted value"` parameters separated by commas.
 * Registries send `Bearer realm=…,service=…,scope=…` or `Basic realm=…`.
 */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+/;
/** Every challenge in the header value, in order. */
function parseChallenges(header) {
    const challenges = [];
    let rest = header.trim();
    while (rest !== '') {
        const scheme = TOKEN.exec(rest)?.[0];
        if (!scheme)
            break;
        rest = rest.slice(scheme.length).trimStart();
        const params = {};
        rest = readParams(rest, params);
        challenges.push({ scheme: scheme.toLowerCase(), params });
    }
    return challenges;
}
/** Reads `name=value` pairs into `params`; returns what follows them. */
function readParams(text, params) {
    let rest = text;
    for (;;) {
        const pair = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*/.exec(rest);
        if (!pair?.[1])
            return rest.replace(/^[\s,]+/, '');
        rest = rest.slice(pair[0].length);
        const [value, after] = readValue(rest);
        params[pair[1].toLowerCase()] = value;
        rest = after.replace(/^\s*,\s*/, '');
    }
}
function readValue(text) {
    if (!text.startsWith('"')) {
        const token = /^[^\s,]*/.exec(text)?.[0] ?? '';
        return [token, text.slice(token.length)];
    }
    let value = '';
    for (let i = 1; i < text.length; i++) {
        const char = text[i];
        if (char === '\\' && i + 1 < text.length) {
            value += text[++i];
        }
        else if (char === '"') {
            return [value, text.slice(i + 1)];
        }
        else {
            value += char;
        }
    }
    return [value, ''];
}

// EXTERNAL MODULE: ./src/net/exchange.ts
var exchange = __webpack_require__(982);
;// CONCATENATED MODULE: ./src/artifact/oci/http-once.ts




const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
async function exchangeFollowing(context, input) {
    const signal = AbortSignal.timeout(context.timeoutMs);
    const origin = new URL(input.url).origin;
    let url = checkedUrl(input.url);
    let method = input.method;
    const { authorization, ...rest } = input;
    for (let hop = 0;; hop++) {
        // Credentials are for the registry: storage elsewhere gets none.
        const sameOrigin = url.origin === origin && authorization !== undefined;
        const answer = await sendOnce(context, signal, {
            ...rest,
            method,
            url: url.href,
            ...(sameOrigin ? { authorization } : {})
        });
        const location = answer.headers.location;
        if (!REDIRECTS.has(answer.status) || location === undefined)
            return answer;
        if (hop === MAX_REDIRECTS) {
            throw new oci_errors/* ImageFingerprintError */.s(`${input.url} redirected more than ${MAX_REDIRECTS} times`, 'invalid-response', { status: answer.status });
        }
        url = checkedUrl(new URL(location, url).href);
        if (answer.status === 303)
            method = 'GET';
    }
}
/** Only https, or plain http to a loopback host (as Docker does). */
function checkedUrl(text) {
    const url = new URL(text);
    if ((0,net_loopback/* mayCarrySecrets */._1)(url))
        return url;
    const what = url.protocol === 'http:' ? 'plain HTTP' : url.protocol;
    throw new oci_errors/* ImageFingerprintError */.s(`Refusing ${what} to ${(0,oci_text/* quote */.hD)(url.host, 200)}: only loopback registries (${net_loopback/* LOOPBACK_NAMES */.xp}) are reached without HTTPS`, 'invalid-response');
}
async function sendOnce(context, signal, input) {
    const headers = { ...input.headers };
    if (input.authorization !== undefined) {
        headers.authorization = input.authorization;
    }
    const url = new URL(input.url);
    const answer = await (0,exchange/* exchange */.cv)({
        url,
        method: input.method,
        headers,
        ...(input.body === undefined ? {} : { body: input.body }),
        dispatcher: context.dispatcherFor(url),
        // One timeout for the whole exchange, redirects included.
        timeoutMs: context.timeoutMs,
        signal,
        maxBytes: () => input.maxBytes
    });
    if (answer.cut) {
        throw new oci_errors/* ImageFingerprintError */.s(`${input.url} answered more than ${input.maxBytes} bytes: that is not a manifest, token or error message`, 'invalid-response');
    }
    return {
        status: answer.status,
        headers: answer.headers,
        body: answer.body,
        url: input.url
    };
}

;// CONCATENATED MODULE: ./src/artifact/oci/token.ts
/**
 * The registry token flow (Docker's token authentication): GET the realm
 * from the Bearer challenge with `service` and a pull scope, with Basic
 * credentials when we have them; or, for an OAuth refresh token (an
 * `identitytoken`), POST it as a form. The answer's `token` or
 * `access_token` is the bearer token.
 */





const MAX_TOKEN_ANSWER_BYTES = 1024 * 1024;
const CLIENT_ID = 'kosli-attest';
const TokenAnswerSchema = schemas/* looseObject */._H3({
    token: schemas/* string */.YjP().optional(),
    access_token: schemas/* string */.YjP().optional()
});
async function fetchBearerToken(transport, input) {
    const realm = input.params.realm;
    if (!realm) {
        throw new oci_errors/* ImageFingerprintError */.s('The registry asked for a bearer token without naming a realm (token service URL)', 'invalid-response', { status: 401 });
    }
    const scope = `repository:${input.repository}:pull`;
    const service = input.params.service;
    const answer = input.credential?.identityToken
        ? await refreshTokenExchange(transport, realm, {
            service,
            scope,
            refreshToken: input.credential.identityToken
        })
        : await transport.send({
            method: 'GET',
            url: tokenUrl(realm, service, scope),
            headers: { accept: 'application/json' },
            ...basicOf(input.credential, input.onSecret),
            maxBytes: MAX_TOKEN_ANSWER_BYTES
        });
    if (answer.status < 200 || answer.status > 299) {
        throw refused(realm, answer, input.credential);
    }
    return tokenOf(answer.body, realm, input.onSecret);
}
function tokenUrl(realm, service, scope) {
    const url = checkedUrl(realm);
    if (service !== undefined)
        url.searchParams.set('service', service);
    url.searchParams.set('scope', scope);
    return url.href;
}
function refreshTokenExchange(transport, realm, form) {
    const body = new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: form.refreshToken,
        client_id: CLIENT_ID,
        scope: form.scope,
        ...(form.service === undefined ? {} : { service: form.service })
    });
    return transport.send({
        method: 'POST',
        url: checkedUrl(realm).href,
        headers: {
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded'
        },
        body: body.toString(),
        maxBytes: MAX_TOKEN_ANSWER_BYTES
    });
}
/** `Authorization: Basic …` for a username/password credential. */
function basicOf(credential, onSecret) {
    if (credential?.password === undefined)
        return {};
    const encoded = Buffer.from(`${credential.username}:${credential.password}`).toString('base64');
    onSecret(encoded);
    return { authorization: `Basic ${encoded}` };
}
function tokenOf(body, realm, onSecret) {
    let parsed;
    try {
        parsed = TokenAnswerSchema.parse(JSON.parse(body.toString('utf8')));
    }
    catch {
        parsed = undefined;
    }
    const token = parsed?.token || parsed?.access_token;
    if (token !== undefined)
        onSecret(token);
    // A character outside visible ASCII would make the header invalid, and
    // the transport's error for that might quote it.
    if (token === undefined || !/^[\x21-\x7e]+$/.test(token)) {
        throw new oci_errors/* ImageFingerprintError */.s(`The token service ${(0,oci_text/* quote */.hD)(realm, 200)} answered without a usable token (expected JSON with "token" or "access_token")`, 'invalid-response');
    }
    return token;
}
function refused(realm, answer, credential) {
    const who = credential ? credential.source : 'an anonymous request';
    const denied = answer.status === 401 || answer.status === 403;
    const detail = registryMessage(answer.body, answer.headers);
    return new oci_errors/* ImageFingerprintError */.s(`The token service ${(0,oci_text/* quote */.hD)(realm, 200)} refused ${who} (HTTP ${answer.status}${detail ? `: ${detail}` : ''})`, denied ? 'denied' : answer.status === 429 ? 'rate-limited' : 'unreachable', { status: answer.status });
}

;// CONCATENATED MODULE: ./src/artifact/oci/session.ts
/**
 * Requests to one repository of one registry, authenticated the way the
 * registry asks: anonymous first; on a 401, its `WWW-Authenticate`
 * challenge decides: a bearer token from the named token service (with our
 * credentials when we have some), or Basic credentials. Records what was
 * tried, by source, for the error message.
 */



class RegistrySession {
    input;
    /** `anonymous access`, then the credential sources used. */
    tried = ['anonymous access'];
    /** Where no credentials were found, when none were. */
    notes = [];
    /** The source of the credentials in use, or `anonymous`. */
    accepted = 'anonymous';
    authorization;
    challenged = false;
    constructor(input) {
        this.input = input;
    }
    async request(request) {
        let answer = await this.send(request);
        if (answer.status !== 401 || this.challenged)
            return answer;
        this.challenged = true;
        const challenge = pickChallenge(answer.headers['www-authenticate']);
        if (!challenge)
            return answer;
        if (await this.authenticate(challenge))
            answer = await this.send(request);
        return answer;
    }
    send(request) {
        const { baseUrl, repository } = this.input;
        return this.input.transport.send({
            method: request.method,
            url: `${baseUrl}/v2/${repository}/${request.path}`,
            headers: { accept: request.accept },
            ...(this.authorization === undefined
                ? {}
                : { authorization: this.authorization }),
            maxBytes: request.maxBytes
        });
    }
    /** True when there is something new to send. */
    async authenticate(challenge) {
        const lookup = await this.input.lookUpCredentials();
        this.notes = lookup.notes;
        const credential = lookup.credential;
        if (challenge.scheme === 'bearer') {
            const token = await fetchBearerToken(this.input.transport, {
                params: challenge.params,
                repository: this.input.repository,
                ...(credential ? { credential } : {}),
                onSecret: this.input.onSecret
            });
            this.authorization = `Bearer ${token}`;
            this.use(credential, 'an anonymous token from the token service');
            return true;
        }
        const basic = basicOf(credential, this.input.onSecret).authorization;
        if (basic === undefined || credential === undefined)
            return false;
        this.authorization = basic;
        this.use(credential, '');
        return true;
    }
    use(credential, anonymous) {
        const what = credential?.source ?? anonymous;
        this.tried.push(what);
        this.accepted = credential?.source ?? 'anonymous';
    }
}
/** Bearer when offered (it scopes access), else Basic. */
function pickChallenge(header) {
    const challenges = parseChallenges(header ?? '');
    const chosen = challenges.find((c) => c.scheme === 'bearer') ??
        challenges.find((c) => c.scheme === 'basic');
    if (chosen || challenges.length === 0)
        return chosen;
    throw new oci_errors/* ImageFingerprintError */.s(`The registry asks for an authentication scheme we do not support (${challenges.map((c) => c.scheme).join(', ')}); only Bearer and Basic are`, 'denied', { status: 401 });
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(4371);
// EXTERNAL MODULE: ./src/net/retry.ts
var retry = __webpack_require__(7893);
;// CONCATENATED MODULE: ./src/artifact/oci/transport.ts
/**
 * Registry HTTP with the network's one retry loop (src/net/retry.ts):
 * network errors, 429 and 5xx except 501 are retried with jittered backoff
 * or the server's Retry-After, within a retry count and one waiting budget
 * shared by every request of a lookup. Loopback hosts are reached
 * directly, others through the proxies named in the given environment.
 */






function isRetryableRegistryStatus(status) {
    return status === 429 || (status >= 500 && status !== 501);
}
class Transport {
    settings;
    policy;
    direct;
    proxied;
    constructor(settings) {
        this.settings = settings;
        this.policy = {
            ...settings,
            budget: new retry/* RetryBudget */.Km(settings.retryBudgetMs)
        };
    }
    /**
     * The last answer, successful or not, once no retry is left or useful;
     * throws when the last attempt got no HTTP answer at all.
     */
    async send(request) {
        const { logger } = this.settings;
        const label = `${request.method} ${request.url}`;
        const result = await (0,retry/* withRetries */.LH)((n) => this.attempt(request, label, n), this.policy, ({ failure, waitMs, left }) => {
            logger.warn(`${label}: ${describe(failure)}; retrying in ${(0,retry/* seconds */.YA)(waitMs)} (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`);
        });
        const outcome = result.ok ? result.value : result.failure;
        if (outcome instanceof exchange/* NetworkFailure */.pM) {
            throw unreachable(label, outcome, result.attempts);
        }
        return { ...outcome, attempts: result.attempts };
    }
    async close() {
        await Promise.all([this.direct?.close(), this.proxied?.close()]);
    }
    async attempt(request, label, n) {
        const headers = {
            'user-agent': this.settings.userAgent,
            ...request.headers
        };
        let answer;
        try {
            answer = await exchangeFollowing({
                timeoutMs: this.settings.timeoutMs,
                dispatcherFor: (url) => this.dispatcherFor(url)
            }, { ...request, headers });
        }
        catch (error) {
            if (!(error instanceof exchange/* NetworkFailure */.pM))
                throw error;
            const retryable = (0,retry/* isRetryableNetworkError */.Hr)(error.code);
            return { ok: false, failure: error, retryable };
        }
        this.settings.logger.debug(`${label} -> ${answer.status} (attempt ${n})`);
        if (!isRetryableRegistryStatus(answer.status)) {
            return { ok: true, value: answer };
        }
        const wait = (0,retry/* retryAfterMs */.Vs)(answer.headers['retry-after'], Date.now());
        return {
            ok: false,
            failure: answer,
            retryable: true,
            ...(wait === undefined ? {} : { retryAfterMs: wait })
        };
    }
    /** Go's rule too: loopback hosts never go through a proxy. */
    dispatcherFor(url) {
        if ((0,net_loopback/* isLoopbackHost */.cW)(url.hostname)) {
            this.direct ??= new undici.Agent();
            return this.direct;
        }
        const env = this.settings.env;
        this.proxied ??= new undici.EnvHttpProxyAgent({
            // '' rather than undefined: undici would read process.env otherwise.
            httpProxy: env.http_proxy ?? env.HTTP_PROXY ?? '',
            httpsProxy: env.https_proxy ?? env.HTTPS_PROXY ?? '',
            noProxy: env.no_proxy ?? env.NO_PROXY ?? ''
        });
        return this.proxied;
    }
}
function describe(outcome) {
    return outcome instanceof exchange/* NetworkFailure */.pM
        ? outcome.message
        : `HTTP ${outcome.status}`;
}
function unreachable(label, failure, attempts) {
    const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
    return new oci_errors/* ImageFingerprintError */.s(`${label}: ${failure.message} (after ${tries})`, 'unreachable', { cause: failure });
}

;// CONCATENATED MODULE: ./src/artifact/oci/fingerprint.ts
/**
 * `oci` fingerprints: the digest of the manifest (or multi-platform index)
 * that the registry serves for an image reference, found through the OCI
 * distribution API. A reference that pins `@sha256:` is its own answer and
 * makes no request.
 */










async function fingerprintOciImage(options) {
    const ref = (0,reference/* parseImageReference */.o_)(options.reference);
    const resolved = (0,oci_options/* resolveOptions */.$)(options);
    const secrets = new Set();
    const onSecret = (secret) => {
        if (secret === '' || secrets.has(secret))
            return;
        secrets.add(secret);
        resolved.onSecret?.(secret);
    };
    if (resolved.explicit)
        onSecret(resolved.explicit.password);
    const base = { reference: ref.canonical, platforms: [] };
    if (ref.digest !== undefined) {
        const source = 'reference';
        return {
            ...base,
            digest: ref.digest,
            isIndex: false,
            source,
            secrets: [...secrets]
        };
    }
    const scheme = schemeFor(ref.apiHost, ref.canonical, resolved.plainHttp);
    const logger = (0,redaction/* redactingLogger */.S)(resolved.logger, secrets);
    const transport = new Transport({ ...resolved, logger });
    const session = openSession(`${scheme}://${ref.apiHost}`, ref, {
        transport,
        sources: { ...resolved, logger },
        onSecret
    });
    try {
        const found = await manifestDigest(session, ref.tag ?? 'latest');
        logger.debug(`Image ${ref.canonical}: sha256:${found.digest} (${found.source})`);
        return {
            ...base,
            ...found,
            isIndex: isIndexType(found.mediaType),
            credentials: session.accepted,
            secrets: [...secrets]
        };
    }
    catch (error) {
        throw explain(error, { ref, session, secrets });
    }
    finally {
        await transport.close();
    }
}
/** Credentials are looked up once, when the registry first asks. */
function openSession(baseUrl, ref, deps) {
    let lookup;
    const lookUp = async () => {
        const found = await lookUpCredentials(ref.registry, deps.sources);
        deps.onSecret(found.credential?.password ?? '');
        deps.onSecret(found.credential?.identityToken ?? '');
        return found;
    };
    return new RegistrySession({
        transport: deps.transport,
        baseUrl,
        repository: ref.repository,
        lookUpCredentials: () => (lookup ??= lookUp()),
        onSecret: deps.onSecret
    });
}
function isIndexType(mediaType) {
    return mediaType === OCI_INDEX || mediaType === DOCKER_LIST;
}
function schemeFor(apiHost, canonical, plainHttp) {
    const loopback = (0,net_loopback/* isLoopbackHost */.cW)((0,reference/* hostOnly */.Xd)(apiHost));
    if (plainHttp === true && !loopback) {
        throw new errors/* ConfigError */.xL(`Image ${canonical}: plain HTTP is only allowed for loopback registries (${net_loopback/* LOOPBACK_NAMES */.xp}); ${apiHost} is reached over HTTPS`);
    }
    return (plainHttp ?? loopback) ? 'http' : 'https';
}


/***/ }),

/***/ 1234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ resolveOptions),
/* harmony export */   i: () => (/* binding */ DEFAULT_HELPER_TIMEOUT_MS)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _net_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1251);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5625);
/**
 * What a registry lookup needs, with the network's defaults
 * (src/net/limits.ts): 30 s per request, 3 retries, 60 s of waiting in all. The environment and home directory are parameters, so
 * that nothing below the entry files reads `process.env`.
 */




const DEFAULT_HELPER_TIMEOUT_MS = 10_000;
function resolveOptions(options) {
    const explicit = explicitCredentials(options.username, options.password);
    return {
        ...(explicit ? { explicit } : {}),
        env: options.env,
        homeDir: options.homeDir,
        ...(options.plainHttp === undefined
            ? {}
            : { plainHttp: options.plainHttp }),
        ...(0,_net_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .networkLimits */ .pG)(options),
        helperTimeoutMs: (0,_net_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .positive */ .yj)('helperTimeoutMs', options.helperTimeoutMs, DEFAULT_HELPER_TIMEOUT_MS),
        userAgent: options.userAgent ?? 'kosli-attest-action',
        logger: options.logger ?? _log_js__WEBPACK_IMPORTED_MODULE_3__/* .silentLogger */ .q,
        ...(options.onSecret ? { onSecret: options.onSecret } : {}),
        sleep: options.sleep ?? ((ms) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms)),
        random: options.random ?? Math.random
    };
}
function explicitCredentials(username, password) {
    const user = username?.trim() ?? '';
    const pass = password?.trim() ?? '';
    if (user === '' && pass === '')
        return undefined;
    if (user === '' || pass === '') {
        const given = user === '' ? 'password' : 'username';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`The registry username and password go together: only the ${given} was given. Give both, or neither to use the Docker config file or anonymous access`);
    }
    return { username: user, password: pass };
}


/***/ }),

/***/ 8141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xb: () => (/* binding */ DOCKER_HUB),
/* harmony export */   Xd: () => (/* binding */ hostOnly),
/* harmony export */   o_: () => (/* binding */ parseImageReference)
/* harmony export */ });
/* unused harmony export DOCKER_HUB_API_HOST */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1401);
/**
 * Image references as Docker reads them: `[registry[:port]/]name[:tag]`,
 * optionally `@sha256:<hex>`. A first component without `.` or `:` (and not
 * `localhost`) is part of the name on Docker Hub, where one-part names live
 * under `library/`. No tag and no digest means `latest`.
 */


const DOCKER_HUB = 'docker.io';
/** Where Docker Hub's registry API is served. */
const DOCKER_HUB_API_HOST = 'registry-1.docker.io';
const DOCKER_HUB_ALIASES = new Set([
    DOCKER_HUB,
    'index.docker.io',
    DOCKER_HUB_API_HOST
]);
const MAX_NAME_CHARS = 255;
const COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const DOMAIN_LABEL = /^(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])$/;
const IPV6 = /^\[[a-fA-F0-9:]+\]$/;
const TAG = /^\w[\w.-]{0,127}$/;
const DIGEST = /^sha256:([a-f0-9]{64})$/;
const EXPECTED = 'expected [registry[:port]/]name[:tag] or [registry[:port]/]name@sha256:<64 hex>, e.g. ghcr.io/org/app:1.2.3, nginx:1.27 or localhost:5000/app';
function invalid(text, reason) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`Image reference ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text, 300)} is not valid: ${reason}; ${EXPECTED}`);
}
function parseImageReference(text) {
    const original = text.trim();
    if (original === '')
        throw invalid(original, 'it is empty');
    if (/\s/.test(original))
        throw invalid(original, 'it contains whitespace');
    if (original.includes('://')) {
        throw invalid(original, 'drop the scheme (https://)');
    }
    const [rest, digest] = splitDigest(original);
    const [name, tag] = splitTag(original, rest);
    const [registry, path] = splitRegistry(original, name);
    const hub = DOCKER_HUB_ALIASES.has(registry);
    const repository = hub && !path.includes('/') ? `library/${path}` : path;
    checkRepository(original, repository);
    const finalTag = tag ?? (digest === undefined ? 'latest' : undefined);
    const registryName = hub ? DOCKER_HUB : registry;
    return {
        original,
        registry: registryName,
        apiHost: hub ? DOCKER_HUB_API_HOST : registry,
        repository,
        ...(finalTag === undefined ? {} : { tag: finalTag }),
        ...(digest === undefined ? {} : { digest }),
        canonical: `${registryName}/${repository}${finalTag === undefined ? '' : `:${finalTag}`}${digest === undefined ? '' : `@sha256:${digest}`}`
    };
}
function splitDigest(original) {
    const at = original.indexOf('@');
    if (at < 0)
        return [original, undefined];
    const digest = original.slice(at + 1);
    const match = DIGEST.exec(digest);
    if (!match?.[1]) {
        const reason = digest.startsWith('sha256:')
            ? 'the digest after @ must be sha256: and 64 lowercase hex characters'
            : 'only sha256 digests can serve as a fingerprint';
        throw invalid(original, reason);
    }
    return [original.slice(0, at), match[1]];
}
function splitTag(original, rest) {
    const colon = rest.lastIndexOf(':');
    if (colon < 0 || colon < rest.lastIndexOf('/'))
        return [rest];
    const tag = rest.slice(colon + 1);
    if (!TAG.test(tag)) {
        throw invalid(original, `the tag ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(tag, 150)} must be 1 to 128 letters, digits, _, . or - and not start with . or -`);
    }
    return [rest.slice(0, colon), tag];
}
function splitRegistry(original, name) {
    const slash = name.indexOf('/');
    const first = slash < 0 ? '' : name.slice(0, slash);
    const isRegistry = slash >= 0 &&
        (/[.:]/.test(first) ||
            first === 'localhost' ||
            first !== first.toLowerCase());
    if (!isRegistry)
        return [DOCKER_HUB, name];
    checkRegistry(original, first);
    return [first, name.slice(slash + 1)];
}
function checkRegistry(original, registry) {
    const match = /^(.*?)(?::(\d+))?$/.exec(registry);
    const host = match?.[1] ?? '';
    const port = match?.[2];
    const hostOk = IPV6.test(host) ||
        (host !== '' && host.split('.').every((l) => DOMAIN_LABEL.test(l)));
    if (!hostOk || (port !== undefined && Number(port) > 65535)) {
        throw invalid(original, `the registry ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(registry, 100)} is not a host name, IP address or host:port`);
    }
}
function checkRepository(original, repository) {
    if (repository.length > MAX_NAME_CHARS) {
        throw invalid(original, `the name is longer than ${MAX_NAME_CHARS} characters`);
    }
    for (const component of repository.split('/')) {
        if (COMPONENT.test(component))
            continue;
        const reason = component !== component.toLowerCase()
            ? 'the repository name must be lowercase'
            : `the name part ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(component, 100)} must be lowercase letters and digits, separated by ., _, __ or -`;
        throw invalid(original, reason);
    }
}
/** `host` of `host[:port]`, without IPv6 brackets. */
function hostOnly(hostAndPort) {
    const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(hostAndPort);
    if (v6?.[1])
        return v6[1];
    const colon = hostAndPort.lastIndexOf(':');
    // Two colons and no brackets: a bare IPv6 address, without a port.
    if (colon < 0 || hostAndPort.indexOf(':') !== colon)
        return hostAndPort;
    return hostAndPort.slice(0, colon);
}


/***/ }),

/***/ 1401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   hD: () => (/* binding */ quote)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
/**
 * Untrusted text (registry error bodies, daemon messages, names read from
 * config files) reaches logs and terminals only through `quote`: it is made
 * printable as every message is (`printable` in src/text.ts: controls as
 * visible escapes, no workflow command), and long text is cut.
 */

const DEFAULT_MAX_CHARS = 300;
/** Escaped and cut to `max` characters, without surrounding quotes. */
function escapeText(text, max = DEFAULT_MAX_CHARS) {
    const cut = text.length > max ? `${text.slice(0, max)}…` : text;
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(cut);
}
/** Escaped, cut, and wrapped in double quotes (a quote inside as `\"`). */
function quote(text, max = DEFAULT_MAX_CHARS) {
    return `"${escapeText(text, max).replace(/"/g, '\\"')}"`;
}
function seconds(ms) {
    return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`;
}


/***/ }),

/***/ 1011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cq: () => (/* binding */ positiveInteger),
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   at: () => (/* binding */ at),
/* harmony export */   jO: () => (/* binding */ entries)
/* harmony export */ });
/**
 * Lenient readers of parsed JSON (an event payload, an error body): a value
 * of the wrong type reads as undefined, never as an error. They replace a
 * schema library on the action's start-up path, where loading one costs
 * more than reading the few fields wanted.
 */
function isJsonObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * The value at a path of object keys, e.g. `at(payload, 'head', 'sha')`;
 * undefined as soon as a step is not an object.
 */
function at(value, ...keys) {
    let current = value;
    for (const key of keys) {
        if (!isJsonObject(current))
            return undefined;
        current = current[key];
    }
    return current;
}
function text(value) {
    return typeof value === 'string' ? value : undefined;
}
/** A positive integer within the safe range (what GitHub's ids are). */
function positiveInteger(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
        ? value
        : undefined;
}
/** The entries of an array; none when the value is not one. */
function entries(value) {
    return Array.isArray(value) ? value : [];
}


/***/ }),

/***/ 5625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
/* unused harmony export memoryLogger */
function memoryLogger() {
    const lines = [];
    const at = (level) => (message) => {
        lines.push({ level, message });
    };
    return {
        lines,
        debug: at('debug'),
        info: at('info'),
        warn: at('warn'),
        error: at('error')
    };
}
const silentLogger = {
    debug: () => undefined,
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined
};


/***/ }),

/***/ 982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cv: () => (/* binding */ exchange),
/* harmony export */   pM: () => (/* binding */ NetworkFailure),
/* harmony export */   sN: () => (/* binding */ timedSignal)
/* harmony export */ });
/* unused harmony export networkFailure */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7893);
/**
 * The one timed exchange: a request sent through the given dispatcher, its
 * answer read within one timeout and up to a byte limit, and every failure
 * without an HTTP answer as a typed NetworkFailure. Redirects are never
 * followed here: a caller that follows one decides where its secrets go.
 * undici is imported on the first exchange, so that a run that sends
 * nothing never loads it (docs/performance.md).
 */


/** No HTTP answer at all: refused, reset, timed out, not resolved. */
class NetworkFailure extends Error {
    details;
    name = 'NetworkFailure';
    constructor(message, details) {
        super(message, { cause: details.cause });
        this.details = details;
    }
    get code() {
        return this.details.code;
    }
}
async function exchange(input) {
    const signal = input.signal ?? AbortSignal.timeout(input.timeoutMs);
    const { request } = await __webpack_require__.e(/* import() */ 6752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
    try {
        const response = await request(input.url, {
            method: input.method,
            headers: input.headers,
            ...(input.body === undefined ? {} : { body: input.body }),
            dispatcher: input.dispatcher,
            signal
        });
        const limit = input.maxBytes(response.statusCode);
        const { body, cut } = await readLimited(response.body, limit);
        return {
            status: response.statusCode,
            statusText: node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[response.statusCode] ?? '',
            headers: flatHeaders(response.headers),
            body,
            cut
        };
    }
    catch (error) {
        throw networkFailure(error, signal, input.timeoutMs);
    }
}
async function readLimited(body, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        if (size + chunk.length > limit) {
            chunks.push(chunk.subarray(0, limit - size));
            body.destroy();
            return { body: Buffer.concat(chunks), cut: true };
        }
        chunks.push(chunk);
        size += chunk.length;
    }
    return { body: Buffer.concat(chunks), cut: false };
}
function flatHeaders(headers) {
    const out = {};
    for (const [name, value] of Object.entries(headers)) {
        if (value === undefined)
            continue;
        out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    return out;
}
/**
 * Failures after a connection stood, when the request may have reached the
 * service: the socket was reset or closed, or the answer timed out. Any
 * other failure (refused, no such host, bad port, TLS) left nothing sent.
 */
const AFTER_CONNECT = new Set([
    'ECONNRESET',
    'EPIPE',
    'ECONNABORTED',
    'UND_ERR_SOCKET',
    'UND_ERR_CLOSED',
    'UND_ERR_HEADERS_TIMEOUT',
    'UND_ERR_BODY_TIMEOUT'
]);
/** Any error of a send as a NetworkFailure, the timeout named as such. */
function networkFailure(error, signal, timeoutMs) {
    if (error instanceof NetworkFailure)
        return error;
    if (signal.aborted) {
        return new NetworkFailure(`no complete answer within ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .seconds */ .YA)(timeoutMs)} (timeout)`, { code: 'ETIMEDOUT', maybeSent: true, cause: error });
    }
    const cause = error instanceof Error && error.cause ? error.cause : error;
    const raw = cause?.code;
    const code = typeof raw === 'string' ? raw : undefined;
    const message = cause instanceof Error ? cause.message : String(cause);
    return new NetworkFailure(code && !message.includes(code) ? `${message} (${code})` : message, {
        code,
        maybeSent: code !== undefined && AFTER_CONNECT.has(code),
        cause: error
    });
}
/** A timeout signal, joined with the caller's own signal when it has one. */
function timedSignal(timeoutMs, signal) {
    const timeout = AbortSignal.timeout(timeoutMs);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
}


/***/ }),

/***/ 1014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   S: () => (/* binding */ redactingLogger)
/* harmony export */ });
/* unused harmony export secretForms */
/**
 * Every spelling in which a secret may come back in text: as is,
 * JSON-escaped (a secret holding `"` or `\`), URL-encoded (either case of
 * hex), and base64 of the Basic forms `secret:` and `:secret` (with and
 * without padding). The secret comes first, then the others longest first,
 * so that no form is half replaced.
 */
function secretForms(secret) {
    const base64 = (text) => Buffer.from(text).toString('base64');
    const encoded = encodeURIComponent(secret);
    const forms = [
        secret,
        JSON.stringify(secret).slice(1, -1),
        encoded,
        encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
        ...[`${secret}:`, `:${secret}`].flatMap((basic) => [
            base64(basic),
            base64(basic).replace(/=+$/, '')
        ])
    ];
    const others = forms.filter((form) => form !== secret);
    return [secret, ...new Set(others.sort((a, b) => b.length - a.length))];
}
const BASE64_RUN = /[A-Za-z0-9+/]{12,}={0,2}/g;
/**
 * Shorter secrets are replaced as text only: a base64 run decodes to bytes
 * that hold a 1-3 character string by chance too often.
 */
const MIN_DECODED_SECRET = 4;
/**
 * Replaces every form of every secret in `text` with `***`, longest first.
 * A base64 run that decodes to text holding a secret (Basic `user:secret`,
 * whatever the user) goes as well.
 */
function redact(text, secrets) {
    const given = [...new Set(secrets)].filter((secret) => secret !== '');
    if (given.length === 0)
        return text;
    const forms = [...new Set(given.flatMap(secretForms))].sort((a, b) => b.length - a.length);
    let out = text;
    for (const form of forms)
        out = out.split(form).join('***');
    const decodable = given.filter((s) => s.length >= MIN_DECODED_SECRET);
    if (decodable.length === 0)
        return out;
    // The run may start before the base64 does (glued to other letters):
    // try each of the four alignments.
    const holdsSecret = (run) => [0, 1, 2, 3].some((skip) => {
        const decoded = Buffer.from(run.slice(skip), 'base64').toString('latin1');
        return decodable.some((secret) => decoded.includes(secret));
    });
    return out.replace(BASE64_RUN, (run) => (holdsSecret(run) ? '***' : run));
}
/**
 * A logger that redacts every line. `secrets` is read at each line, so a
 * set that grows (credentials found during a lookup) is honoured.
 */
function redactingLogger(logger, secrets) {
    const clean = (message) => redact(message, secrets);
    return {
        debug: (message) => logger.debug(clean(message)),
        info: (message) => logger.info(clean(message)),
        warn: (message) => logger.warn(clean(message)),
        error: (message) => logger.error(clean(message))
    };
}


/***/ }),

/***/ 7893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ isRetryableNetworkError),
/* harmony export */   K0: () => (/* binding */ budgetReason),
/* harmony export */   Km: () => (/* binding */ RetryBudget),
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   XQ: () => (/* binding */ shortPolicy),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   sV: () => (/* binding */ isUnresolvedHost)
/* harmony export */ });
/* unused harmony export backoffMs */
/**
 * The one retry loop, and when to retry and how long to wait. Follows the
 * Kosli CLI (docs/spec/kosli-cli.md, Retries and timeouts): network errors,
 * 409 (lock conflict), 429 and 5xx except 501 are retried with 1 s, 2 s,
 * 4 s backoff, and `Retry-After` wins when given. We add jitter, so that
 * jobs failing together do not retry in lockstep. Every wait comes out of a
 * budget, which several loops may share (the requests of one image lookup).
 */
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** Jitter adds up to this fraction of the backoff delay. */
const JITTER_FRACTION = 0.25;
function isRetryableStatus(status) {
    return status === 409 || status === 429 || (status >= 500 && status !== 501);
}
/**
 * Transport failures that another attempt cannot fix: a host name that
 * does not resolve (a typo in a setting, most often: retrying it only
 * delays the message that names the setting), a certificate the runner
 * does not trust, a malformed URL. Everything else (refused, reset, timed
 * out) is worth retrying.
 */
const PERMANENT_CODES = new Set([
    'ENOTFOUND',
    'EAI_AGAIN',
    'CERT_HAS_EXPIRED',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'ERR_INVALID_URL',
    'ERR_INVALID_ARG_TYPE',
    'UND_ERR_INVALID_ARG'
]);
function isRetryableNetworkError(code) {
    return code === undefined || !PERMANENT_CODES.has(code);
}
/** The host name was not found: the setting that names it is wrong. */
function isUnresolvedHost(code) {
    return code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}
/** Backoff before retry number `retry` (1-based): 1 s, 2 s, 4 s … + jitter. */
function backoffMs(retry, random) {
    const base = Math.min(BASE_DELAY_MS * 2 ** (retry - 1), MAX_DELAY_MS);
    const jitter = Math.floor(clamp01(random()) * base * JITTER_FRACTION);
    return base + jitter;
}
/**
 * `Retry-After` as milliseconds: delta-seconds or an HTTP date. Undefined
 * when absent or unreadable (the backoff applies then).
 */
function retryAfterMs(header, now) {
    if (header === null || header === undefined)
        return undefined;
    const text = header.trim();
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    const date = Date.parse(text);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}
function clamp01(value) {
    if (!Number.isFinite(value) || value < 0)
        return 0;
    return value >= 1 ? 0.999_999 : value;
}
/** Waiting allowed between attempts; shared by the loops given the same one. */
class RetryBudget {
    limitMs;
    waitedMs = 0;
    constructor(limitMs) {
        this.limitMs = limitMs;
    }
}
/**
 * GitHub's calls (listing pages, the blob download): `attempts` in all,
 * the 1 s and 2 s backoffs with jitter within `budgetMs`, in real time.
 */
function shortPolicy(attempts = 3, budgetMs = 10_000) {
    return {
        maxRetries: attempts - 1,
        budget: new RetryBudget(budgetMs),
        sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
        random: Math.random
    };
}
/**
 * Runs `attempt` (1-based) until it succeeds, fails for good, no attempt
 * is left, or the next wait would overrun the budget; `onRetry` hears of
 * each wait before it starts.
 */
async function withRetries(attempt, policy, onRetry = () => undefined) {
    const { budget } = policy;
    for (let n = 1;; n++) {
        const outcome = await attempt(n);
        if (outcome.ok)
            return { ok: true, value: outcome.value, attempts: n };
        const stop = (gaveUp) => ({
            ok: false,
            failure: outcome.failure,
            attempts: n,
            gaveUp
        });
        if (!outcome.retryable)
            return stop({ reason: 'final' });
        const left = policy.maxRetries + 1 - n;
        if (left === 0)
            return stop({ reason: 'no-attempts-left' });
        const waitMs = outcome.retryAfterMs ?? backoffMs(n, policy.random);
        if (budget.waitedMs + waitMs > budget.limitMs) {
            return stop({ reason: 'budget', waitMs, budgetMs: budget.limitMs });
        }
        onRetry({ failure: outcome.failure, attempt: n, waitMs, left });
        await policy.sleep(waitMs);
        budget.waitedMs += waitMs;
    }
}
/** `1 s`, `2.5 s`. */
function seconds(ms) {
    return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`;
}
/** ` (waiting 4 s more would exceed the retry budget of 60 s)`, or ''. */
function budgetReason(gaveUp) {
    return gaveUp.reason === 'budget'
        ? ` (waiting ${seconds(gaveUp.waitMs)} more would exceed the retry budget of ${seconds(gaveUp.budgetMs)})`
        : '';
}


/***/ })

};

//# sourceMappingURL=755.index.js.map