export const id = 4958;
export const ids = [4958];
export const modules = {

/***/ 4958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_SOCKET: () => (/* reexport */ DEFAULT_SOCKET),
  NO_REPO_DIGEST: () => (/* reexport */ NO_REPO_DIGEST),
  engineEndpoint: () => (/* reexport */ engineEndpoint),
  fingerprintDockerImage: () => (/* reexport */ fingerprintDockerImage),
  pickRepoDigest: () => (/* reexport */ pickRepoDigest)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/net/loopback.ts
var loopback = __webpack_require__(1830);
// EXTERNAL MODULE: ./src/artifact/oci/text.ts
var oci_text = __webpack_require__(1401);
;// CONCATENATED MODULE: ./src/artifact/docker/docker-host.ts
/**
 * Where the Docker Engine API is: `DOCKER_HOST` (`unix://`, `npipe://`, or
 * `tcp://` to a loopback address), else the default socket. A remote daemon
 * (`tcp://` elsewhere, `ssh://`) needs the docker CLI's TLS and SSH
 * support, so it is left to `docker image inspect`.
 */



const DEFAULT_SOCKET = process.platform === 'win32'
    ? '\\\\.\\pipe\\docker_engine'
    : '/var/run/docker.sock';
function engineEndpoint(dockerHost, defaultSocket = DEFAULT_SOCKET) {
    const text = dockerHost?.trim() ?? '';
    if (text === '') {
        return { kind: 'socket', path: defaultSocket, display: defaultSocket };
    }
    const display = `DOCKER_HOST=${(0,oci_text/* quote */.hD)(text, 200)}`;
    const scheme = /^([a-z]+):\/\//i.exec(text)?.[1]?.toLowerCase();
    if (scheme === 'unix') {
        return { kind: 'socket', path: text.slice('unix://'.length), display };
    }
    if (scheme === 'npipe') {
        const path = text.slice('npipe://'.length).replace(/\//g, '\\');
        return { kind: 'socket', path, display };
    }
    if (scheme === 'tcp')
        return tcpEndpoint(text, display);
    if (scheme === 'ssh')
        return { kind: 'cli', display };
    throw new errors/* ConfigError */.xL(`${display} is not a Docker daemon address: use unix:///path/to/docker.sock, tcp://host:port or ssh://user@host`);
}
function tcpEndpoint(text, display) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new errors/* ConfigError */.xL(`${display} is not a valid tcp://host:port address`);
    }
    if (!(0,loopback/* isLoopbackHost */.cW)(url.hostname))
        return { kind: 'cli', display };
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return { kind: 'tcp', host, port: Number(url.port || 2375), display };
}

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(5625);
// EXTERNAL MODULE: ./src/net/limits.ts
var limits = __webpack_require__(1251);
// EXTERNAL MODULE: ./src/artifact/oci/errors.ts
var oci_errors = __webpack_require__(3253);
// EXTERNAL MODULE: ./src/artifact/oci/fingerprint.ts + 12 modules
var fingerprint = __webpack_require__(755);
// EXTERNAL MODULE: ./src/artifact/oci/reference.ts
var reference = __webpack_require__(8141);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
;// CONCATENATED MODULE: ./src/artifact/docker/engine.ts
/**
 * `GET /images/{name}/json` on the Docker Engine API (ImageInspect), over a
 * unix socket, a named pipe or loopback TCP, within a timeout and a size
 * cap. A daemon that cannot be reached is reported as such, so the caller
 * can try the docker CLI instead.
 */




const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** Errors that mean no daemon listens there. */
const UNREACHABLE = new Set(['ENOENT', 'ECONNREFUSED', 'EACCES', 'EPERM']);
const ImageInspectSchema = schemas/* looseObject */._H3({
    Id: schemas/* string */.YjP().optional(),
    RepoTags: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    RepoDigests: schemas/* array */.YOg(schemas/* string */.YjP()).nullish()
});
/** No daemon at the endpoint (so the docker CLI may be tried). */
class EngineUnreachable extends Error {
    name = 'EngineUnreachable';
}
async function inspectViaEngine(endpoint, name, timeoutMs) {
    const answer = await get(endpoint, `/images/${encodeURI(name)}/json`, timeoutMs);
    if (answer.status === 404) {
        throw new oci_errors/* ImageFingerprintError */.s(`no image ${name} in the Docker daemon at ${endpoint.display} (${daemonMessage(answer.body)}). Build or pull it first, or check the name and tag`, 'not-found', { status: 404 });
    }
    if (answer.status !== 200) {
        throw new oci_errors/* ImageFingerprintError */.s(`the Docker daemon at ${endpoint.display} answered HTTP ${answer.status}: ${daemonMessage(answer.body)}`, 'unreachable', { status: answer.status });
    }
    return parseInspect(answer.body, endpoint.display);
}
function parseInspect(text, where) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        json = undefined;
    }
    const parsed = ImageInspectSchema.safeParse(json);
    if (parsed.success)
        return parsed.data;
    throw new oci_errors/* ImageFingerprintError */.s(`${where} answered something that is not an image description (ImageInspect)`, 'invalid-response');
}
function daemonMessage(body) {
    try {
        const message = JSON.parse(body).message;
        if (typeof message === 'string')
            return (0,oci_text/* quote */.hD)(message);
    }
    catch {
        // Not JSON: quote the text itself.
    }
    return (0,oci_text/* quote */.hD)(body.trim() || 'no message');
}
function get(endpoint, path, timeoutMs) {
    const target = endpoint.kind === 'socket'
        ? { socketPath: endpoint.path }
        : { host: endpoint.host, port: endpoint.port };
    return new Promise((resolve, reject) => {
        const signal = AbortSignal.timeout(timeoutMs);
        const req = (0,external_node_http_.request)({ ...target, path, method: 'GET', headers: { host: 'docker' }, signal }, (res) => {
            const chunks = [];
            let size = 0;
            res.on('data', (chunk) => {
                size += chunk.length;
                if (size > MAX_ANSWER_BYTES) {
                    res.destroy(new Error(`answer larger than ${MAX_ANSWER_BYTES} bytes`));
                }
                else {
                    chunks.push(chunk);
                }
            });
            res.on('error', (error) => reject(failure(error, endpoint, { signal, timeoutMs })));
            res.on('end', () => {
                resolve({
                    status: res.statusCode ?? 0,
                    body: Buffer.concat(chunks).toString('utf8')
                });
            });
        });
        req.on('error', (error) => reject(failure(error, endpoint, { signal, timeoutMs })));
        req.end();
    });
}
function failure(error, endpoint, { signal, timeoutMs }) {
    const code = error.code;
    if (typeof code === 'string' && UNREACHABLE.has(code)) {
        return new EngineUnreachable(`no Docker daemon at ${endpoint.display} (${code})`);
    }
    const why = signal.aborted
        ? `no answer within ${(0,oci_text/* seconds */.YA)(timeoutMs)} (timeout)`
        : error.message;
    return new oci_errors/* ImageFingerprintError */.s(`the Docker daemon at ${endpoint.display} failed: ${why}`, 'unreachable', { cause: error });
}

;// CONCATENATED MODULE: ./src/artifact/docker/cli.ts
/**
 * `docker image inspect` for when no daemon socket answers us directly: the
 * docker CLI knows contexts, TLS and SSH that we do not. Started without a
 * shell, with a timeout and an output cap.
 */




const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;
/** The docker CLI is not installed. */
class DockerCliMissing extends Error {
    name = 'DockerCliMissing';
}
async function inspectViaCli(request) {
    const { stdout, stderr, error } = await run(request);
    if (error === undefined) {
        let list;
        try {
            list = JSON.parse(stdout);
        }
        catch {
            list = undefined;
        }
        const first = Array.isArray(list) ? list[0] : undefined;
        return parseInspect(JSON.stringify(first ?? null), 'docker image inspect');
    }
    if (error.code === 'ENOENT') {
        throw new DockerCliMissing('the docker CLI is not on PATH');
    }
    const message = (0,oci_text/* quote */.hD)(stderr.trim() || 'no message');
    if (/no such (image|object)/i.test(stderr)) {
        throw new oci_errors/* ImageFingerprintError */.s(`docker image inspect found no image ${request.name} (${message}). Build or pull it first, or check the name and tag`, 'not-found');
    }
    const why = error.killed
        ? `gave no answer within ${(0,oci_text/* seconds */.YA)(request.timeoutMs)}`
        : `failed (${message})`;
    throw new oci_errors/* ImageFingerprintError */.s(`docker image inspect ${why}`, 'unreachable');
}
function run(request) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)('docker', ['image', 'inspect', '--', request.name], {
            env: { ...request.env },
            timeout: request.timeoutMs,
            maxBuffer: MAX_OUTPUT_BYTES,
            windowsHide: true,
            encoding: 'utf8'
        }, (error, stdout, stderr) => {
            resolve({ stdout, stderr, ...(error ? { error } : {}) });
        });
    });
}

// EXTERNAL MODULE: ./src/artifact/oci/digest.ts
var oci_digest = __webpack_require__(7270);
;// CONCATENATED MODULE: ./src/artifact/docker/repo-digest.ts
/**
 * Which RepoDigest fingerprints the image: the one whose repository is the
 * reference's (an image pushed to two registries has one per registry);
 * failing that, the only digest there is. None at all means the image was
 * built here and never pushed or pulled, so no registry digest exists yet.
 */




/** The Kosli CLI's words, so that users find the same advice. */
const NO_REPO_DIGEST = 'repo digest unavailable for the image, has it been pushed to or pulled from a registry?';
function pickRepoDigest(ref, repoDigests) {
    const candidates = repoDigests.flatMap(candidateOf);
    if (candidates.length === 0) {
        throw new oci_errors/* ImageFingerprintError */.s(`Image ${ref.original}: ${NO_REPO_DIGEST}`, 'no-digest');
    }
    const wanted = `${ref.registry}/${ref.repository}`;
    const match = candidates.find((c) => c.repository === wanted);
    if (match)
        return match.digest;
    const digests = new Set(candidates.map((c) => c.digest));
    const [only] = digests;
    if (digests.size === 1 && only !== undefined)
        return only;
    const names = candidates.map((c) => (0,oci_text/* quote */.hD)(c.repository, 200)).join(', ');
    throw new oci_errors/* ImageFingerprintError */.s(`Image ${ref.original}: its RepoDigests name other repositories (${names}) with different digests; name the image by one of them`, 'no-digest');
}
function candidateOf(repoDigest) {
    const at = repoDigest.lastIndexOf('@');
    const digest = (0,oci_digest/* hexOfDigest */.Dg)(repoDigest.slice(at + 1));
    if (at < 0 || digest === undefined)
        return [];
    try {
        const ref = (0,reference/* parseImageReference */.o_)(repoDigest.slice(0, at));
        return [{ repository: `${ref.registry}/${ref.repository}`, digest }];
    }
    catch {
        return [];
    }
}

;// CONCATENATED MODULE: ./src/artifact/docker/fingerprint.ts
/**
 * `docker` fingerprints: the RepoDigest the local Docker daemon holds for
 * an image (Engine API, else `docker image inspect`). With registry
 * credentials the registry is asked instead, as for `oci`, like the Kosli
 * CLI does with `--registry-username`.
 */









async function fingerprintDockerImage(options) {
    if (options.username || options.password)
        return (0,fingerprint/* fingerprintOciImage */.r)(options);
    const ref = (0,reference/* parseImageReference */.o_)(options.reference);
    const base = {
        reference: ref.canonical,
        isIndex: false,
        platforms: [],
        secrets: []
    };
    if (ref.digest !== undefined) {
        return { ...base, digest: ref.digest, source: 'reference' };
    }
    const endpoint = engineEndpoint(options.env.DOCKER_HOST, options.socketPath);
    const { found, source } = await inspectImage(ref, endpoint, options);
    const digest = pickRepoDigest(ref, found.RepoDigests ?? []);
    (options.logger ?? log/* silentLogger */.q).debug(`Image ${ref.canonical}: sha256:${digest} (${source})`);
    return { ...base, digest, source };
}
async function inspectImage(ref, endpoint, options) {
    const timeoutMs = options.timeoutMs ?? limits/* DEFAULT_TIMEOUT_MS */.t1;
    const logger = options.logger ?? log/* silentLogger */.q;
    let unreachable = '';
    try {
        if (endpoint.kind !== 'cli') {
            const found = await inspectViaEngine(endpoint, ref.original, timeoutMs);
            return { found, source: 'docker-engine' };
        }
    }
    catch (error) {
        if (!(error instanceof EngineUnreachable))
            throw prefixed(error, ref);
        unreachable = error.message;
        logger.debug(`${error.message}: trying docker image inspect`);
    }
    try {
        const found = await inspectViaCli({
            name: ref.original,
            env: options.env,
            timeoutMs
        });
        return { found, source: 'docker-cli' };
    }
    catch (error) {
        if (!(error instanceof DockerCliMissing))
            throw prefixed(error, ref);
        throw new oci_errors/* ImageFingerprintError */.s(`Image ${ref.original}: ${unreachable || `the daemon at ${endpoint.display} is reached only through the docker CLI`}, and ${error.message}. Start Docker (or set DOCKER_HOST), or use the oci artifact type to ask the registry`, 'unreachable');
    }
}
function prefixed(error, ref) {
    if (!(error instanceof oci_errors/* ImageFingerprintError */.s))
        return error;
    return new oci_errors/* ImageFingerprintError */.s(`Image ${ref.original}: ${error.message}`, error.kind, { status: error.status, cause: error.cause });
}

;// CONCATENATED MODULE: ./src/artifact/docker/index.ts
/**
 * Container-image fingerprints from the local Docker daemon (artifact type
 * `docker`): the image's RepoDigest.
 */





/***/ })

};

//# sourceMappingURL=4958.index.js.map