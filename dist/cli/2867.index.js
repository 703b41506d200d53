export const id = 2867;
export const ids = [2867];
export const modules = {

/***/ 2450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G7: () => (/* binding */ keepPayload),
/* harmony export */   RT: () => (/* binding */ DATA_JSON_FILE),
/* harmony export */   dM: () => (/* binding */ loadKeptPayload),
/* harmony export */   fg: () => (/* binding */ META_FILE),
/* harmony export */   qs: () => (/* binding */ ATTACHMENT_DIR)
/* harmony export */ });
/* unused harmony export storedName */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5586);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7428);
/* harmony import */ var _junit_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(722);
/* harmony import */ var _api_schemas_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4523);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _regular_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(702);







/**
 * A kept meta.json or data_json.json is read up to this size: a JUnit
 * attestation's data is far smaller, and a bigger file is not one we wrote.
 */
const KEPT_FILE_LIMIT = 8 * 1024 * 1024;
/**
 * A path segment from a kept file: `.` and `..` would change the request's
 * path (the URL parser removes them), sending the token to another API path.
 */
const SegmentSchema = _api_schemas_index_js__WEBPACK_IMPORTED_MODULE_3__/* .OrgSchema */ .Sl.refine((name) => name !== '.' && name !== '..', 'must not be . or .. (a path segment)');
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
const KeptMetaSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(_junit_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KEPT_PAYLOAD_KIND */ .d5),
    host: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    // The same checks as every path segment of a request.
    org: SegmentSchema,
    flow: _api_schemas_index_js__WEBPACK_IMPORTED_MODULE_3__/* .FlowNameSchema */ .FE,
    trail: _api_schemas_index_js__WEBPACK_IMPORTED_MODULE_3__/* .TrailNameSchema */ .J5,
    attestationName: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().regex(_api_schemas_index_js__WEBPACK_IMPORTED_MODULE_3__/* .ATTESTATION_NAME_PATTERN */ .iy),
    /** The attachment's name as sent; stored under `attachment/` (see storedName). */
    attachmentFilename: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .regex(/^[^/\\]+$/)
        .refine((name) => name !== '.' && name !== '..')
        .optional(),
    keptAt: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
});
const DATA_JSON_FILE = 'data_json.json';
const META_FILE = _junit_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KEPT_META_FILE */ .mz;
const ATTACHMENT_DIR = 'attachment';
/** The attachment's file name on disk: never one ending in `.xml`. */
function storedName(filename) {
    return /\.xml$/i.test(filename) ? `${filename}.txt` : filename;
}
/** Writes the kept payload in a new directory under keepDir; returns it. */
async function keepPayload(options) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(options.keepDir, { recursive: true });
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(options.keepDir, 'payload-'));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, DATA_JSON_FILE), options.dataJson);
    const filename = options.attachment === undefined
        ? undefined
        : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(options.attachment.filename);
    if (options.attachment !== undefined && filename !== undefined) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ATTACHMENT_DIR));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(options.attachment.path, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ATTACHMENT_DIR, storedName(filename)));
    }
    const meta = {
        kind: _junit_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KEPT_PAYLOAD_KIND */ .d5,
        ...options.destination,
        ...(filename !== undefined && { attachmentFilename: filename }),
        keptAt: new Date(options.now()).toISOString()
    };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
    return dir;
}
function readKept(dir, file) {
    return (0,_regular_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, file), {
        maxBytes: KEPT_FILE_LIMIT,
        what: `${dir} is not a kept payload directory`
    }).toString('utf8');
}
/** The attachment, a regular file within the service's limit, or refused. */
function checkedAttachment(dir, filename) {
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ATTACHMENT_DIR);
    const what = `${dir}: the kept attachment`;
    (0,_regular_file_js__WEBPACK_IMPORTED_MODULE_5__/* .checkRealDirectory */ .aj)(folder, what);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, storedName(filename));
    // Checked here; the upload reads it as it sends.
    (0,_regular_file_js__WEBPACK_IMPORTED_MODULE_5__/* .checkRegularFile */ .l$)(path, { maxBytes: _api_schemas_index_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ATTACHMENT_BYTES */ .LY, what });
    return path;
}
function parseJson(text, schema, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`${where} is not valid JSON`, { cause: error });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`${where}: ${zod__WEBPACK_IMPORTED_MODULE_7__/* .prettifyError */ .S1(parsed.error)}`);
    }
    return parsed.data;
}
/** Reads back what keepPayload wrote, checked as strictly as when sent. */
function loadKeptPayload(dir) {
    return Promise.resolve().then(() => loadKept(dir));
}
function loadKept(dir) {
    const meta = parseJson(readKept(dir, META_FILE), KeptMetaSchema, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, META_FILE));
    const dataJson = readKept(dir, DATA_JSON_FILE);
    const data = parseJson(dataJson, _api_schemas_index_js__WEBPACK_IMPORTED_MODULE_3__/* .JunitAttestationInputSchema */ .MS, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, DATA_JSON_FILE));
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


/***/ }),

/***/ 2867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NM: () => (/* binding */ worthRetrying),
/* harmony export */   keepRequest: () => (/* binding */ keepRequest),
/* harmony export */   n4: () => (/* binding */ sendError),
/* harmony export */   sendAttestation: () => (/* binding */ sendAttestation)
/* harmony export */ });
/* unused harmony exports keptPayloadsDir, isSettingsError */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6013);
/* harmony import */ var _net_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7893);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _kept_payload_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2450);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58);
/**
 * Sending the attestation, and keeping the exact request when the send
 * finally fails. Loaded only when a request goes out: it brings the API
 * client and its schemas.
 */






/** Where the action keeps payloads: under RUNNER_TEMP, outside the reports. */
function keptPayloadsDir(deps) {
    return deps.cli?.keepDir ?? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(deps.tmpDir, 'kosli-attest', 'kept');
}
/**
 * Why a send failed; a 404 (no such flow or trail, most often a trail
 * not begun yet) says how to begin the trail, since waiting cannot fix it:
 * our own command first, then this step's switch (`step`, when there is
 * one), then the Kosli CLI's.
 */
function sendError(error, target) {
    const text = (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error);
    if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .hD) || error.status !== 404)
        return text;
    if (isUnknownOrg(error)) {
        return `${text}\nHint: no such organization on this host: check the org setting (and the host). Nothing was kept for a resend, which would go to the same organization.`;
    }
    const words = `trail ${(0,_request_js__WEBPACK_IMPORTED_MODULE_5__/* .shellWord */ .r7)(target.trail)} --flow ${(0,_request_js__WEBPACK_IMPORTED_MODULE_5__/* .shellWord */ .r7)(target.flow)}`;
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
    if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .hD))
        return false;
    return isUnknownOrg(error) || causeCode(error) === 'ENOTFOUND';
}
/** Whether sending the same request later may succeed. */
function worthRetrying(error) {
    return (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .hD) ||
        error.status === 0 ||
        (0,_net_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .isRetryableStatus */ .PS)(error.status));
}
/** One attestation request, through the step's client (its caller closes it). */
async function send(deps, request) {
    const { service, flow, trail } = request.destination;
    const client = await deps.openClient(service);
    await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .sendJunitUpload */ .EL)(client, {
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
    return (0,_kept_payload_js__WEBPACK_IMPORTED_MODULE_4__/* .keepPayload */ .G7)({
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
        maybeRecorded: error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .hD && error.maybeRecorded
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


/***/ })

};

//# sourceMappingURL=2867.index.js.map