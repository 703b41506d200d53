export const id = 386;
export const ids = [386];
export const modules = {

/***/ 386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resendCommand: () => (/* binding */ resendCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8330);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4720);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _modes_kept_payload_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(257);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3007);
/**
 * `resend DIR`: sends a payload kept after a failed upload (see
 * src/modes/kept-payload.ts) exactly as it is: the data_json text byte for
 * byte and the attachment file, to the org, flow and trail it was meant
 * for. The token comes from --api-token / KOSLI_API_TOKEN (or the config
 * file), never from the directory.
 */







/** The kept host, unless --host, KOSLI_HOST, a config file or --region names another. */
function targetHost(ctx, kept) {
    const chosen = ctx.raw.host?.trim() || ctx.raw.region?.trim()
        ? ctx.service.host
        : kept.meta.host;
    if (chosen !== kept.meta.host) {
        ctx.logger.warn(`sending to ${chosen}, not to ${kept.meta.host} where the payload was meant to go`);
    }
    return chosen;
}
function describe(kept, host) {
    const { meta } = kept;
    return `junit attestation '${meta.attestationName}' on trail '${meta.trail}' of flow '${meta.flow}' (org ${meta.org}, ${host})`;
}
/**
 * Removes what keepPayload wrote, and the directory if nothing else is in
 * it: a second resend would record the attestation twice.
 */
async function removeKept(kept) {
    const { dir } = kept;
    if (kept.attachment !== undefined) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(kept.attachment.path, { force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rmdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'attachment')).catch(() => undefined);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, _modes_kept_payload_js__WEBPACK_IMPORTED_MODULE_5__/* .DATA_JSON_FILE */ .RT), { force: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, _modes_kept_payload_js__WEBPACK_IMPORTED_MODULE_5__/* .META_FILE */ .fg), { force: true });
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).length > 0)
        return false;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rmdir)(dir);
    return true;
}
async function resend(ctx) {
    const dir = ctx.args[0] ?? '';
    const kept = await (0,_modes_kept_payload_js__WEBPACK_IMPORTED_MODULE_5__/* .loadKeptPayload */ .dM)(dir);
    const host = targetHost(ctx, kept);
    const what = describe(kept, host);
    if (ctx.dryRun) {
        const attachment = kept.attachment?.filename ?? 'none';
        ctx.io.stdout(`Dry run: nothing is sent. Would send the ${what}, attachment: ${attachment}, data_json:\n${kept.dataJson}\n`);
        return 0;
    }
    const client = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .createClient */ .UU)({
        ...ctx.service,
        host,
        logger: ctx.logger,
        version: _package_json__WEBPACK_IMPORTED_MODULE_2__/* .version */ .rE
    });
    try {
        const { meta } = kept;
        await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .sendJunitUpload */ .EL)(client, {
            org: meta.org,
            flow: meta.flow,
            trail: meta.trail,
            dataJson: kept.dataJson,
            ...(kept.attachment !== undefined && { attachment: kept.attachment })
        });
    }
    catch (error) {
        ctx.io.stderr(`error: Kosli did not record the ${what}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}\nThe payload is still in ${dir}; try again later with: kosli-attest resend '${dir}'\n`);
        return 1;
    }
    finally {
        await client.close();
    }
    const removed = await removeKept(kept);
    ctx.io.stdout(`Recorded the ${what}. ${removed ? `Removed ${dir}.` : `Removed the kept payload files; ${dir} holds other files, so it stays.`}\n`);
    return 0;
}
const resendCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceCommand */ .xi)({
    name: 'resend',
    summary: 'Send a payload kept after a failed upload, exactly as it was',
    usage: 'DIR [options]',
    description: `When an upload finally fails (Kosli unreachable, 5xx after every retry), the action and \`attest junit\` keep the exact data_json and attachment in a directory and print its path. This sends them again, unchanged, to the org, flow and trail they were meant for, and removes the directory once Kosli has recorded them (so that nothing is recorded twice). The token is never in the directory: give it with KOSLI_API_TOKEN. The host is the one the payload was meant for, unless --host, KOSLI_HOST or --region names another.`,
    positionals: { min: 1, max: 1, what: 'the kept payload directory' },
    org: false,
    writes: true,
    exitStatus: '0 recorded (the directory is removed), 1 Kosli refused or could not be reached (the directory is kept), 2 usage, or DIR is not a kept payload.',
    example: "export KOSLI_API_TOKEN=...\nkosli-attest resend '/home/runner/work/_temp/kosli-kept-payload-Ab12Cd'",
    run: resend
});


/***/ }),

/***/ 257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G7: () => (/* binding */ keepPayload),
/* harmony export */   RT: () => (/* binding */ DATA_JSON_FILE),
/* harmony export */   dM: () => (/* binding */ loadKeptPayload),
/* harmony export */   fg: () => (/* binding */ META_FILE)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5586);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7428);
/* harmony import */ var _api_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3688);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);





/**
 * A request that finally failed, kept on disk so that `kosli-attest resend
 * <dir>` can send exactly the same bytes later. The token is never written:
 * the resend takes it from KOSLI_API_TOKEN.
 */
const KeptMetaSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    host: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    org: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    flow: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    trail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    attestationName: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** A base name under `attachment/`. */
    attachmentFilename: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/^[^/\\]+$/)
        .refine((name) => name !== '.' && name !== '..')
        .optional(),
    keptAt: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
});
const DATA_JSON_FILE = 'data_json.json';
const META_FILE = 'meta.json';
const ATTACHMENT_DIR = 'attachment';
/** Writes the kept payload in a new directory under tmpDir; returns it. */
async function keepPayload(options) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(options.tmpDir, 'kosli-kept-payload-'));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, DATA_JSON_FILE), options.dataJson);
    const filename = options.attachment === undefined
        ? undefined
        : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(options.attachment.filename);
    if (options.attachment !== undefined && filename !== undefined) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ATTACHMENT_DIR));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(options.attachment.path, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ATTACHMENT_DIR, filename));
    }
    const meta = {
        ...options.destination,
        ...(filename !== undefined && { attachmentFilename: filename }),
        keptAt: new Date(options.now()).toISOString()
    };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
    return dir;
}
async function readJson(dir, file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, file), 'utf8');
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${dir} is not a kept payload directory: cannot read ${file} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)})`, { cause: error });
    }
}
function parseJson(text, schema, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${where} is not valid JSON`, { cause: error });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${where}: ${zod__WEBPACK_IMPORTED_MODULE_5__/* .prettifyError */ .S1(parsed.error)}`);
    }
    return parsed.data;
}
/** Reads back what keepPayload wrote, checked as strictly as when sent. */
async function loadKeptPayload(dir) {
    const meta = parseJson(await readJson(dir, META_FILE), KeptMetaSchema, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, META_FILE));
    const dataJson = await readJson(dir, DATA_JSON_FILE);
    const data = parseJson(dataJson, _api_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .JunitAttestationInputSchema */ .MS, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, DATA_JSON_FILE));
    const filename = meta.attachmentFilename;
    return {
        dir,
        meta,
        dataJson,
        data,
        ...(filename !== undefined && {
            attachment: { path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ATTACHMENT_DIR, filename), filename }
        })
    };
}


/***/ })

};
