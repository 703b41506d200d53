export const id = 450;
export const ids = [450];
export const modules = {

/***/ 2450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RT: () => (/* binding */ DATA_JSON_FILE),
/* harmony export */   dM: () => (/* binding */ loadKeptPayload),
/* harmony export */   fg: () => (/* binding */ META_FILE),
/* harmony export */   keepPayload: () => (/* binding */ keepPayload),
/* harmony export */   qs: () => (/* binding */ ATTACHMENT_DIR)
/* harmony export */ });
/* unused harmony export storedName */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5586);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7428);
/* harmony import */ var _junit_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4148);
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


/***/ })

};

//# sourceMappingURL=450.index.js.map