export const id = 878;
export const ids = [878];
export const modules = {

/***/ 5878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  keepRequest: () => (/* binding */ keepRequest),
  sendAttestation: () => (/* binding */ sendAttestation)
});

// UNUSED EXPORTS: isSettingsError, keptPayloadsDir, sendError, worthRetrying

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/api/index.ts + 7 modules
var api = __webpack_require__(7091);
// EXTERNAL MODULE: ./src/net/retry.ts
var retry = __webpack_require__(7893);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
// EXTERNAL MODULE: ./src/junit/index.ts + 38 modules
var junit = __webpack_require__(722);
// EXTERNAL MODULE: ./src/api/schemas/index.ts + 4 modules
var api_schemas = __webpack_require__(7045);
// EXTERNAL MODULE: ./src/regular-file.ts
var regular_file = __webpack_require__(702);
;// CONCATENATED MODULE: ./src/modes/attest-junit/kept-payload.ts







/**
 * A kept meta.json or data_json.json is read up to this size: a JUnit
 * attestation's data is far smaller, and a bigger file is not one we wrote.
 */
const KEPT_FILE_LIMIT = (/* unused pure expression or super */ null && (8 * 1024 * 1024));
/**
 * A path segment from a kept file: `.` and `..` would change the request's
 * path (the URL parser removes them), sending the token to another API path.
 */
const SegmentSchema = api_schemas/* OrgSchema */.Sl.refine((name) => name !== '.' && name !== '..', 'must not be . or .. (a path segment)');
/**
 * A request that finally failed, kept on disk so that `kosli-attest resend
 * <dir>` can send exactly the same bytes later. The token is never written:
 * the resend takes it from KOSLI_API_TOKEN.
 *
 * The folder is kept outside the reports, and no file in it ends in `.xml`
 * (an attached `junit.xml` is stored as `junit.xml.txt`), so that no
 * XML glob reads the attached reports a second time. Its `kind`
 * marks it for discovery, which skips it wherever it is.
 */
const KeptMetaSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz(junit/* KEPT_PAYLOAD_KIND */.d5),
    host: schemas/* string */.YjP(),
    // The same checks as every path segment of a request.
    org: SegmentSchema,
    flow: api_schemas/* FlowNameSchema */.FE,
    trail: api_schemas/* TrailNameSchema */.J5,
    attestationName: schemas/* string */.YjP().regex(api_schemas/* ATTESTATION_NAME_PATTERN */.iy),
    /** The attachment's name as sent; stored under `attachment/` (see storedName). */
    attachmentFilename: schemas/* string */.YjP()
        .regex(/^[^/\\]+$/)
        .refine((name) => name !== '.' && name !== '..')
        .optional(),
    keptAt: schemas/* string */.YjP()
});
const DATA_JSON_FILE = 'data_json.json';
const META_FILE = junit/* KEPT_META_FILE */.mz;
const ATTACHMENT_DIR = 'attachment';
/** The attachment's file name on disk: never one ending in `.xml`. */
function storedName(filename) {
    return /\.xml$/i.test(filename) ? `${filename}.txt` : filename;
}
/** Writes the kept payload in a new directory under keepDir; returns it. */
async function keepPayload(options) {
    await (0,promises_.mkdir)(options.keepDir, { recursive: true });
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(options.keepDir, 'payload-'));
    await (0,promises_.writeFile)((0,external_node_path_.join)(dir, DATA_JSON_FILE), options.dataJson);
    const filename = options.attachment === undefined
        ? undefined
        : (0,external_node_path_.basename)(options.attachment.filename);
    if (options.attachment !== undefined && filename !== undefined) {
        await (0,promises_.mkdir)((0,external_node_path_.join)(dir, ATTACHMENT_DIR));
        await (0,promises_.copyFile)(options.attachment.path, (0,external_node_path_.join)(dir, ATTACHMENT_DIR, storedName(filename)));
    }
    const meta = {
        kind: junit/* KEPT_PAYLOAD_KIND */.d5,
        ...options.destination,
        ...(filename !== undefined && { attachmentFilename: filename }),
        keptAt: new Date(options.now()).toISOString()
    };
    await (0,promises_.writeFile)((0,external_node_path_.join)(dir, META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
    return dir;
}
function readKept(dir, file) {
    return readRegularFile(join(dir, file), {
        maxBytes: KEPT_FILE_LIMIT,
        what: `${dir} is not a kept payload directory`
    }).toString('utf8');
}
/** The attachment, a regular file within the service's limit, or refused. */
function checkedAttachment(dir, filename) {
    const folder = join(dir, ATTACHMENT_DIR);
    const what = `${dir}: the kept attachment`;
    checkRealDirectory(folder, what);
    const path = join(folder, storedName(filename));
    // Checked here; the upload reads it as it sends.
    checkRegularFile(path, { maxBytes: MAX_ATTACHMENT_BYTES, what });
    return path;
}
function parseJson(text, schema, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new ConfigError(`${where} is not valid JSON`, { cause: error });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
        throw new ConfigError(`${where}: ${z.prettifyError(parsed.error)}`);
    }
    return parsed.data;
}
/** Reads back what keepPayload wrote, checked as strictly as when sent. */
function loadKeptPayload(dir) {
    return Promise.resolve().then(() => loadKept(dir));
}
function loadKept(dir) {
    const meta = parseJson(readKept(dir, META_FILE), KeptMetaSchema, join(dir, META_FILE));
    const dataJson = readKept(dir, DATA_JSON_FILE);
    const data = parseJson(dataJson, JunitAttestationInputSchema, join(dir, DATA_JSON_FILE));
    const filename = meta.attachmentFilename;
    return {
        dir,
        meta,
        dataJson,
        data,
        ...(filename !== undefined && {
            attachment: { path: checkedAttachment(dir, filename), filename }
        })
    };
}

// EXTERNAL MODULE: ./src/modes/attest-junit/request.ts + 1 modules
var request = __webpack_require__(58);
;// CONCATENATED MODULE: ./src/modes/attest-junit/send.ts
/**
 * Sending the attestation, and keeping the exact request when the send
 * finally fails. Loaded only when a request goes out: it brings the API
 * client and its schemas.
 */






/** Where the action keeps payloads: under RUNNER_TEMP, outside the reports. */
function keptPayloadsDir(deps) {
    return deps.cli?.keepDir ?? (0,external_node_path_.join)(deps.tmpDir, 'kosli-attest', 'kept');
}
/**
 * Why a send failed; a 404 (no such flow or trail, most often a trail
 * not begun yet) says how to begin the trail, since waiting cannot fix it:
 * our own command first, then this step's switch (`step`, when there is
 * one), then the Kosli CLI's.
 */
function sendError(error, target) {
    const text = (0,errors/* errorMessage */.gJ)(error);
    if (!(error instanceof errors/* ApiError */.hD) || error.status !== 404)
        return text;
    if (isUnknownOrg(error)) {
        return `${text}\nHint: no such organization on this host: check the org setting (and the host). Nothing was kept for a resend, which would go to the same organization.`;
    }
    const words = `trail ${(0,request/* shellWord */.r7)(target.trail)} --flow ${(0,request/* shellWord */.r7)(target.flow)}`;
    const step = target.step === undefined ? '' : `, or set ${target.step}`;
    return `${text}\nHint: check the org, flow and trail. A trail must exist before it is attested to; begin it with kosli-attest begin ${words}${step} (with the Kosli CLI: kosli begin ${words})`;
}
function isUnknownOrg(error) {
    return (error.status === 404 &&
        /organi[sz]ation not found/i.test(error.serverMessage));
}
/** The error's code, or its causes'. */
function causeCode(error) {
    for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
        const code = e.code;
        if (typeof code === 'string')
            return code;
        e = e.cause;
    }
    return undefined;
}
/**
 * A failure a resend cannot mend: the org or the host name is wrong, and a
 * kept payload goes back to the same org and host. Nothing is kept for it.
 * A name the resolver could not look up for now (EAI_AGAIN: a DNS server
 * down on the runner) may resolve later, so its payload is kept.
 */
function isSettingsError(error) {
    if (!(error instanceof errors/* ApiError */.hD))
        return false;
    return isUnknownOrg(error) || causeCode(error) === 'ENOTFOUND';
}
/** Whether sending the same request later may succeed. */
function worthRetrying(error) {
    return (!(error instanceof ApiError) ||
        error.status === 0 ||
        isRetryableStatus(error.status));
}
/** One attestation request, through the step's client (its caller closes it). */
async function send(deps, request) {
    const { service, flow, trail } = request.destination;
    const client = await deps.openClient(service);
    await (0,api/* sendJunitUpload */.EL)(client, {
        org: service.org,
        flow,
        trail,
        dataJson: request.dataJson,
        ...(request.attachment !== undefined && {
            attachment: {
                path: request.attachment.path,
                filename: request.attachment.filename
            }
        })
    });
}
/** Keeps the request for a resend (`kosli-attest resend`); returns its folder. */
async function keepRequest(deps, request) {
    const { service, flow, trail, attestationName } = request.destination;
    return keepPayload({
        keepDir: keptPayloadsDir(deps),
        dataJson: request.dataJson,
        ...(request.attachment !== undefined && {
            attachment: request.attachment
        }),
        destination: {
            host: service.host,
            org: service.org,
            flow,
            trail,
            attestationName
        },
        now: deps.now
    });
}
/** The failure, with the request kept for a resend. */
async function keptFailure(deps, request, error) {
    const { flow, trail } = request.destination;
    const keptPayloadDir = await keepRequest(deps, request);
    return {
        recorded: false,
        error: sendError(error, {
            flow,
            trail,
            step: deps.cli ? '--begin-trail' : 'begin-trail: true'
        }),
        keptPayloadDir,
        maybeRecorded: error instanceof errors/* ApiError */.hD && error.maybeRecorded
    };
}
/**
 * Sends once (the client retries inside its budget). When the request
 * finally fails, the exact data_json and attachment are kept for a resend.
 */
async function sendAttestation(deps, request) {
    try {
        await send(deps, request);
        return { recorded: true };
    }
    catch (error) {
        if (!isSettingsError(error))
            return keptFailure(deps, request, error);
        const { flow, trail } = request.destination;
        return {
            recorded: false,
            error: sendError(error, { flow, trail }),
            maybeRecorded: false
        };
    }
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

//# sourceMappingURL=878.index.js.map