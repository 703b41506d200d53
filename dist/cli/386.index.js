export const id = 386;
export const ids = [386,2867];
export const modules = {

/***/ 386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resendCommand: () => (/* binding */ resendCommand)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6013);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9604);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8992);
/* harmony import */ var _modes_attest_junit_kept_payload_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2450);
/* harmony import */ var _modes_attest_junit_request_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(58);
/* harmony import */ var _modes_attest_junit_send_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2867);
/* harmony import */ var _trail_link_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(814);
/* harmony import */ var _framework_settings_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6196);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9515);
/**
 * `resend DIR`: sends a payload kept after a failed upload (see
 * src/modes/attest-junit/kept-payload.ts) exactly as it is: the data_json text byte for
 * byte and the attachment file, to the org, flow and trail it was meant
 * for (or to --trail). The token comes from --api-token / KOSLI_API_TOKEN
 * (or the config file), never from the directory, and goes only to the
 * host the user configures: a kept folder is a file anyone may edit.
 */













const sameHost = (a, b) => {
    const plain = (host) => host.replace(/\/+$/, '').replace(/\/api\/v2$/, '');
    return plain(a) === plain(b);
};
/** The token goes only where the user said: never to the kept host alone. */
function checkHost(ctx, kept, dir) {
    const configured = ctx.service.host;
    if (sameHost(configured, kept.meta.host))
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`host: ${dir} was kept for ${kept.meta.host}, but the host configured here is ${configured} (from --host, KOSLI_HOST, --region or the default). The token goes only to the host you configure: to send it to ${kept.meta.host}, pass --host ${(0,_modes_attest_junit_request_js__WEBPACK_IMPORTED_MODULE_8__/* .shellWord */ .r7)(kept.meta.host)}.`);
}
function describe(kept, trail, host) {
    const { meta } = kept;
    return `junit attestation '${meta.attestationName}' on trail '${trail}' of flow '${meta.flow}' (org ${meta.org}, ${host})`;
}
const CLAIMED = '.claimed-';
/**
 * Takes the folder for this run by renaming it, which only one of several
 * parallel runs can do; undefined when another run took it first.
 */
async function claim(dir) {
    const claimed = `${dir.replace(/[\\/]+$/, '')}${CLAIMED}${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex')}`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(dir, claimed);
        return claimed;
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
/** A folder another run has claimed, if any. */
async function claimedElsewhere(dir) {
    const name = `${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(dir.replace(/[\\/]+$/, ''))}${CLAIMED}`;
    const siblings = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir)).catch(() => []);
    const found = siblings.find((entry) => entry.startsWith(name));
    return found === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir), found);
}
function takenMessage(dir, by) {
    return `error: another resend run took ${dir}${by === undefined ? '' : ` (now ${by})`}; this run sent nothing. If no other run is going, look at the trail, then rename the folder back and resend.\n`;
}
/**
 * Removes what keepPayload wrote; a folder that holds other files goes
 * back to its name. A second resend would record the attestation twice.
 */
async function removeKept(claimed, dir) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(claimed, _modes_attest_junit_kept_payload_js__WEBPACK_IMPORTED_MODULE_7__/* .ATTACHMENT_DIR */ .qs), { recursive: true, force: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(claimed, _modes_attest_junit_kept_payload_js__WEBPACK_IMPORTED_MODULE_7__/* .DATA_JSON_FILE */ .RT), { force: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(claimed, _modes_attest_junit_kept_payload_js__WEBPACK_IMPORTED_MODULE_7__/* .META_FILE */ .fg), { force: true });
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(claimed)).length > 0) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(claimed, dir);
        return false;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rmdir)(claimed);
    return true;
}
async function loadUnlessTaken(ctx, dir) {
    try {
        return await (0,_modes_attest_junit_kept_payload_js__WEBPACK_IMPORTED_MODULE_7__/* .loadKeptPayload */ .dM)(dir);
    }
    catch (error) {
        const by = await claimedElsewhere(dir);
        if (by === undefined)
            throw error;
        ctx.io.stderr((0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .printable */ .g$)(takenMessage(dir, by), true));
        return undefined;
    }
}
function failedMessage(error, what, kept) {
    const { dir, ...target } = kept;
    const why = (0,_modes_attest_junit_send_js__WEBPACK_IMPORTED_MODULE_9__/* .sendError */ .n4)(error, target);
    const again = `kosli-attest resend ${(0,_modes_attest_junit_request_js__WEBPACK_IMPORTED_MODULE_8__/* .shellWord */ .r7)(dir)}`;
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .hD && error.maybeRecorded) {
        return `error: Kosli may have recorded the ${what}: the request went out, but its answer was lost (${why}).\nThe payload is still in ${dir}. Look at the trail first: a resend records it again (the same content; the latest wins). To send it anyway: ${again}\n`;
    }
    const next = (0,_modes_attest_junit_send_js__WEBPACK_IMPORTED_MODULE_9__/* .worthRetrying */ .NM)(error)
        ? `try again later with: ${again}`
        : `fix the cause, then resend with: ${again}`;
    return `error: Kosli did not record the ${what}: ${why}\nThe payload is still in ${dir}; ${next}\n`;
}
function showDryRun(ctx, found, what) {
    const attachment = found.attachment?.filename ?? 'none';
    ctx.io.stdout((0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .printable */ .g$)(`Dry run: nothing is sent. Would send the ${what}, attachment: ${attachment}, data_json:\n${found.dataJson}\n`, true));
    return 0;
}
/** Sends the claimed payload; on failure gives the directory back and says why. */
async function sendClaimed(ctx, job) {
    const { dir, claimed, trail } = job;
    // Read again once claimed: what is sent is what the claim holds. A folder
    // edited into something unreadable in between is given back, not left
    // under its claimed name for the next run to take for another's.
    const kept = await (0,_modes_attest_junit_kept_payload_js__WEBPACK_IMPORTED_MODULE_7__/* .loadKeptPayload */ .dM)(claimed).catch(async (error) => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(claimed, dir);
        throw error;
    });
    const { meta } = kept;
    const client = (0,_framework_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .cliClient */ .co)(ctx.service, ctx);
    try {
        await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .sendJunitUpload */ .EL)(client, {
            org: meta.org,
            flow: meta.flow,
            trail,
            dataJson: kept.dataJson,
            ...(kept.attachment !== undefined && { attachment: kept.attachment })
        });
        return true;
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(claimed, dir);
        const message = failedMessage(error, job.what, {
            dir,
            flow: meta.flow,
            trail
        });
        ctx.io.stderr((0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .printable */ .g$)(message, true));
        return false;
    }
    finally {
        await client.close();
    }
}
async function resend(ctx) {
    const dir = ctx.args[0] ?? '';
    const found = await loadUnlessTaken(ctx, dir);
    if (found === undefined)
        return 1;
    checkHost(ctx, found, dir);
    const host = ctx.service.host;
    const trail = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_5__/* .optional */ .lq)(ctx.raw, 'trail') ?? found.meta.trail;
    const what = describe(found, trail, host);
    if (ctx.dryRun)
        return showDryRun(ctx, found, what);
    const claimed = await claim(dir);
    if (claimed === undefined) {
        ctx.io.stderr((0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .printable */ .g$)(takenMessage(dir, await claimedElsewhere(dir)), true));
        return 1;
    }
    if (!(await sendClaimed(ctx, { dir, claimed, trail, what })))
        return 1;
    const removed = await removeKept(claimed, dir);
    ctx.io.stdout((0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .printable */ .g$)(`Recorded the ${what}. ${removed ? `Removed ${dir}.` : `Removed the kept payload files; ${dir} holds other files, so it stays.`}\n`, true));
    (0,_trail_link_js__WEBPACK_IMPORTED_MODULE_12__/* .printTrailUrl */ .N)(ctx, { org: found.meta.org, flow: found.meta.flow, trail });
    return 0;
}
const resendCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_11__/* .serviceCommand */ .xi)({
    name: 'resend',
    summary: 'Send a payload kept after a failed upload, exactly as it was',
    usage: 'DIR [options]',
    description: `When an upload finally fails (Kosli unreachable, an unknown trail, 5xx after every retry), the action and \`attest junit\` keep the exact data_json and attachment in a directory and print its path. This sends them again, unchanged, to the org, flow and trail they were meant for (or to --trail), and removes the directory once Kosli has recorded them (so that nothing is recorded twice; parallel runs of one directory send it once). The token is never in the directory: give it with KOSLI_API_TOKEN. It goes only to the host configured here (--host, KOSLI_HOST, --region, or the default): a directory kept for another host is refused, naming both.`,
    positionals: { min: 1, max: 1, what: 'the kept payload directory' },
    flags: {
        trail: {
            type: 'string',
            value: 'NAME',
            help: 'KOSLI_TRAIL. Send to this trail instead of the kept one (after kosli begin trail NAME, say).'
        }
    },
    org: false,
    writes: true,
    exitStatus: '0 recorded (the directory is removed), 1 Kosli refused or could not be reached, or another run took the directory (the directory is kept), 2 usage, a host other than the kept one, or DIR is not a kept payload.',
    example: "export KOSLI_API_TOKEN=...\nkosli-attest resend '/home/runner/work/_temp/kosli-attest/kept/payload-Ab12Cd'",
    run: resend
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

//# sourceMappingURL=386.index.js.map