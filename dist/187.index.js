export const id = 187;
export const ids = [187];
export const modules = {

/***/ 94187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sendAttestation: () => (/* binding */ sendAttestation)
});

// UNUSED EXPORTS: keptPayloadsDir, sendError, worthRetrying

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/index.ts + 6 modules
var api = __webpack_require__(16655);
// EXTERNAL MODULE: ./src/api/retry.ts
var retry = __webpack_require__(67018);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(45586);
// EXTERNAL MODULE: ./src/junit/index.ts + 31 modules
var junit = __webpack_require__(70852);
// EXTERNAL MODULE: ./src/api/schemas.ts + 3 modules
var api_schemas = __webpack_require__(80945);
;// CONCATENATED MODULE: ./src/modes/kept-payload.ts






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
    org: schemas/* string */.YjP(),
    flow: schemas/* string */.YjP(),
    trail: schemas/* string */.YjP(),
    attestationName: schemas/* string */.YjP(),
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
async function readJson(dir, file) {
    try {
        return await readFile(join(dir, file), 'utf8');
    }
    catch (error) {
        throw new ConfigError(`${dir} is not a kept payload directory: cannot read ${file} (${errorMessage(error)})`, { cause: error });
    }
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
async function loadKeptPayload(dir) {
    const meta = parseJson(await readJson(dir, META_FILE), KeptMetaSchema, join(dir, META_FILE));
    const dataJson = await readJson(dir, DATA_JSON_FILE);
    const data = parseJson(dataJson, JunitAttestationInputSchema, join(dir, DATA_JSON_FILE));
    const filename = meta.attachmentFilename;
    return {
        dir,
        meta,
        dataJson,
        data,
        ...(filename !== undefined && {
            attachment: {
                path: join(dir, ATTACHMENT_DIR, storedName(filename)),
                filename
            }
        })
    };
}

// EXTERNAL MODULE: ./src/modes/attest-request.ts + 1 modules
var attest_request = __webpack_require__(63815);
;// CONCATENATED MODULE: ./src/modes/attest-send.ts
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
 * not begun yet) says how to create the trail, since waiting cannot fix it.
 */
function sendError(error, target) {
    const text = (0,errors/* errorMessage */.gJ)(error);
    if (!(error instanceof errors/* ApiError */.hD) || error.status !== 404)
        return text;
    return `${text}\nHint: check the org, flow and trail. A trail must exist before it is attested to; create it with the Kosli CLI: kosli begin trail ${(0,attest_request/* shellWord */.r7)(target.trail)} --flow ${(0,attest_request/* shellWord */.r7)(target.flow)}`;
}
/** Whether sending the same request later may succeed. */
function worthRetrying(error) {
    return (!(error instanceof ApiError) ||
        error.status === 0 ||
        isRetryableStatus(error.status));
}
/**
 * Sends once (the client retries inside its budget). When the request
 * finally fails, the exact data_json and attachment are kept for a resend.
 */
async function sendAttestation(deps, request) {
    const { service, flow, trail, attestationName } = request.destination;
    try {
        const client = await deps.openClient(service);
        try {
            await (0,api/* attestJunit */.s3)(client, {
                org: service.org,
                flow,
                trail,
                data: request.data,
                ...(request.attachment !== undefined && {
                    attachment: {
                        path: request.attachment.path,
                        filename: request.attachment.filename
                    }
                })
            });
        }
        finally {
            await client.close();
        }
        return { recorded: true };
    }
    catch (error) {
        const keptPayloadDir = await keepPayload({
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
        return {
            recorded: false,
            error: sendError(error, { flow, trail }),
            keptPayloadDir,
            maybeRecorded: error instanceof errors/* ApiError */.hD && error.maybeRecorded
        };
    }
}


/***/ })

};

//# sourceMappingURL=187.index.js.map