export const id = 655;
export const ids = [655,896];
export const modules = {

/***/ 62896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createClient: () => (/* binding */ createClient)
});

// UNUSED EXPORTS: buildUrl

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(37428);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/api/client-options.ts
var client_options = __webpack_require__(81150);
// EXTERNAL MODULE: ./src/json-fields.ts
var json_fields = __webpack_require__(91011);
;// CONCATENATED MODULE: ./src/api/error-body.ts
/**
 * Turns an error response into readable text. Error bodies are JSON
 * objects with `message`, validation errors add `errors` (field -> text):
 * docs/spec/errors-and-limits.md.
 * Proxies and gateways answer with HTML or nothing, so those are summarised.
 */

const SNIPPET_CHARS = 200;
/** An error body is read up to this many bytes; the rest is dropped. */
const ERROR_BODY_LIMIT = 1024 * 1024;
/**
 * Reads a body up to `limit` bytes and stops there, cancelling the rest, so
 * that a huge error page costs no more memory than the limit.
 */
async function readCapped(body, limit = ERROR_BODY_LIMIT) {
    if (body === null)
        return { text: '', cut: false };
    const chunks = [];
    let size = 0;
    const reader = body.getReader();
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            return { text: Buffer.concat(chunks).toString('utf8'), cut: false };
        if (size + value.length > limit) {
            chunks.push(value.subarray(0, limit - size));
            await reader.cancel().catch(() => undefined);
            return { text: Buffer.concat(chunks).toString('utf8'), cut: true };
        }
        chunks.push(value);
        size += value.length;
    }
}
/**
 * `text` must be redacted already: the snippet cuts it. A body cut at the
 * read limit says so.
 */
function summariseErrorBody(text, answer) {
    const summary = summarise(text, answer.statusText);
    if (!answer.cut)
        return summary;
    return {
        ...summary,
        serverMessage: `${summary.serverMessage} (the answer was cut: only its first ${ERROR_BODY_LIMIT / 1024 / 1024} MiB was read)`
    };
}
function summarise(text, statusText) {
    const parsed = parseJson(text);
    if (typeof parsed === 'string') {
        return { serverMessage: parsed, fieldErrors: {} };
    }
    if ((0,json_fields/* isJsonObject */.OW)(parsed) && typeof parsed.message === 'string') {
        return {
            serverMessage: trimHint(parsed.message),
            fieldErrors: fieldErrorsOf(parsed.errors)
        };
    }
    if (parsed !== undefined) {
        return { serverMessage: snippet(JSON.stringify(parsed)), fieldErrors: {} };
    }
    const body = snippet(stripHtml(text));
    return { serverMessage: body || statusText, fieldErrors: {} };
}
/** `field: text`, one per line. */
function renderFieldErrors(fieldErrors) {
    return Object.entries(fieldErrors)
        .map(([field, text]) => `${field}: ${text}`)
        .join('\n');
}
function fieldErrorsOf(errors) {
    if (!(0,json_fields/* isJsonObject */.OW)(errors))
        return {};
    const out = {};
    for (const [field, value] of Object.entries(errors)) {
        out[field] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    return out;
}
// The service may append "You have requested this URI … did you mean …" to
// a 404 message; the Kosli CLI cuts it off too (docs/spec/kosli-cli.md,
// How errors are shown).
function trimHint(message) {
    const at = message.indexOf('You have requested');
    return (at > 0 ? message.slice(0, at) : message).trim();
}
function parseJson(text) {
    if (text.trim() === '')
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function stripHtml(text) {
    if (!/<[a-z!/]/i.test(text))
        return text;
    return text
        .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<[^>]*>/g, ' ');
}
function snippet(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > SNIPPET_CHARS ? `${flat.slice(0, SNIPPET_CHARS)}…` : flat;
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./src/api/retry.ts
var retry = __webpack_require__(67018);
;// CONCATENATED MODULE: ./src/api/http-attempt.ts
/**
 * One HTTP attempt: send, read the answer within the per-attempt timeout,
 * and classify it. Never throws: every failure becomes a value the retry
 * loop can reason about. Redirects are never followed (the token would go
 * with them), and an error body is read up to ERROR_BODY_LIMIT only.
 */




async function attemptOnce(input) {
    const { settings } = input;
    // Outside the try: a file that cannot be read is not a network failure.
    const body = await bodyFor(input.request);
    const signal = AbortSignal.timeout(settings.timeoutMs);
    // Loaded with the first request (see http.ts), cached after.
    const { fetch } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19));
    try {
        const response = await fetch(input.url, {
            method: input.request.method,
            headers: headersFor(input),
            body,
            dispatcher: input.agent,
            redirect: 'manual',
            signal
        });
        if (response.status >= 200 && response.status < 300) {
            return { ok: true, status: response.status, text: await response.text() };
        }
        const statusText = response.statusText || external_node_http_.STATUS_CODES[response.status] || '';
        const location = response.headers.get('location');
        // Redacted before any cut, so that no part of the token survives.
        const { text, cut } = await readCapped(response.body);
        const summary = summariseErrorBody((0,client_options/* redact */.E$)(text, settings.secrets), {
            statusText,
            cut
        });
        return {
            ok: false,
            kind: 'http',
            status: response.status,
            statusText,
            ...summary,
            ...(response.status >= 300 &&
                response.status < 400 && {
                serverMessage: redirectMessage(location, settings.secrets)
            }),
            retryAfterMs: (0,retry/* retryAfterMs */.Vs)(response.headers.get('retry-after'), Date.now())
        };
    }
    catch (error) {
        return networkFailure(error, signal, settings.timeoutMs);
    }
}
function redirectMessage(location, secrets) {
    const target = location === null
        ? 'no Location'
        : JSON.stringify((0,client_options/* redact */.E$)(location, secrets));
    return `redirected to ${target.slice(0, 300)}; an API call never follows a redirect (check the host)`;
}
function headersFor(input) {
    const headers = {
        Authorization: input.settings.authorization,
        'User-Agent': input.settings.userAgent,
        Accept: 'application/json'
    };
    // FormData sets its own multipart content type, boundary included.
    if (input.request.body?.kind === 'json') {
        headers['Content-Type'] = 'application/json';
    }
    return headers;
}
async function bodyFor(request) {
    const body = request.body;
    if (body === undefined)
        return undefined;
    if (body.kind === 'json')
        return JSON.stringify(body.value);
    return body.build();
}
function networkFailure(error, signal, timeoutMs) {
    if (signal.aborted) {
        return {
            ok: false,
            kind: 'network',
            status: 0,
            code: 'ETIMEDOUT',
            description: `no complete answer within ${timeoutMs / 1000} s (timeout)`,
            maybeSent: true,
            cause: error
        };
    }
    const cause = error instanceof Error && error.cause ? error.cause : error;
    const code = codeOf(cause);
    const message = cause instanceof Error ? cause.message : String(cause);
    return {
        ok: false,
        kind: 'network',
        status: 0,
        code,
        maybeSent: code !== undefined && AFTER_CONNECT.has(code),
        description: code && !message.includes(code) ? `${message} (${code})` : message,
        cause: error
    };
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
function codeOf(error) {
    if (typeof error !== 'object' || error === null)
        return undefined;
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
}
/** `503 Service Unavailable: <message>`, or the network cause. */
function describeFailure(failure) {
    if (failure.kind === 'network')
        return `network error: ${failure.description}`;
    const head = `${failure.status} ${failure.statusText}`.trim();
    return failure.serverMessage && failure.serverMessage !== failure.statusText
        ? `${head}: ${failure.serverMessage}`
        : head;
}

;// CONCATENATED MODULE: ./src/api/http.ts
/**
 * The transport: one undici EnvHttpProxyAgent per client, passed as the
 * dispatcher of every call (the global dispatcher hangs FormData uploads on
 * Node 24), a timeout per attempt, retries with backoff inside a bounded
 * budget, and typed errors that never carry the token. undici is imported
 * when the first request is sent, not before: a dry run, or a command that
 * fails on its input, never loads it (docs/performance.md).
 */








function createClient(options) {
    const settings = (0,client_options/* resolveSettings */.Mo)(options);
    const logger = (0,client_options/* redactingLogger */.S)(options.logger ?? log/* silentLogger */.q, settings.secrets);
    let agent;
    const deps = {
        settings,
        logger,
        agent: () => (agent ??= __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19)).then(({ EnvHttpProxyAgent }) => new EnvHttpProxyAgent({ ...options.proxy }))),
        sleep: options.sleep ?? ((ms) => (0,promises_.setTimeout)(ms)),
        random: options.random ?? Math.random
    };
    let closed = false;
    return {
        apiBase: settings.apiBase,
        send: (request, schema) => closed
            ? Promise.reject(new Error('The API client is closed'))
            : sendWithRetries(deps, request, schema),
        close: async () => {
            closed = true;
            if (agent !== undefined)
                await (await agent).close();
        }
    };
}
async function sendWithRetries(deps, request, schema) {
    const { settings, logger } = deps;
    const url = buildUrl(settings.apiBase, request);
    const label = `${request.method} ${url}`;
    const attempts = settings.maxRetries + 1;
    let waited = 0;
    // A write whose answer was lost may have been applied: a retry of it may
    // apply it again, and its failure must not read as "not recorded".
    let answerLost = false;
    const lost = (error) => {
        error.maybeRecorded = answerLost;
        return error;
    };
    for (let attempt = 1;; attempt++) {
        logger.debug(`${label} (attempt ${attempt} of ${attempts})`);
        const agent = await deps.agent();
        const outcome = await attemptOnce({ ...deps, agent, url, request });
        if (outcome.ok) {
            logger.debug(`${label} -> ${outcome.status}`);
            if (answerLost) {
                logger.info(`warning: ${label}: an earlier attempt's answer was lost, so the service may hold this twice (the same content; the latest wins)`);
            }
            return parseSuccess(outcome, schema, label, settings);
        }
        if (outcome.kind === 'network' && outcome.maybeSent) {
            answerLost ||= request.method !== 'GET';
        }
        const left = attempts - attempt;
        if (!isRetryable(outcome))
            throw lost(failed(outcome, label, settings));
        if (left === 0) {
            throw lost(gaveUp(outcome, { label, attempt, settings, reason: '' }));
        }
        const wait = outcome.retryAfterMs ?? (0,retry/* backoffMs */.jo)(attempt, deps.random);
        if (waited + wait > settings.retryBudgetMs) {
            const reason = ` (waiting ${seconds(wait)} more would exceed the retry budget of ${seconds(settings.retryBudgetMs)})`;
            throw lost(gaveUp(outcome, { label, attempt, settings, reason }));
        }
        // A line of the log, not an annotation: annotations are for the result.
        logger.info(`warning: ${label} (${describeFailure(outcome)}): retrying in ${seconds(wait)} (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`);
        await deps.sleep(wait);
        waited += wait;
    }
}
function isRetryable(failure) {
    return failure.kind === 'network'
        ? (0,retry/* isRetryableNetworkError */.Hr)(failure.code)
        : (0,retry/* isRetryableStatus */.PS)(failure.status);
}
function buildUrl(apiBase, request) {
    const params = new URLSearchParams();
    // Sorted keys, repeated keys for lists: what the vendor CLI sends.
    const entries = Object.entries(request.query ?? {}).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    for (const [key, value] of entries) {
        if (value === undefined)
            continue;
        const values = Array.isArray(value) ? value : [value];
        for (const item of values)
            params.append(key, String(item));
    }
    const query = params.toString();
    return `${apiBase}${request.path}${query ? `?${query}` : ''}`;
}
function parseSuccess(outcome, schema, label, settings) {
    let body;
    if (outcome.text.trim() !== '') {
        try {
            body = JSON.parse(outcome.text);
        }
        catch {
            throw apiError(`${label}: the service answered ${outcome.status} with a body that is not JSON: ${(0,client_options/* redact */.E$)(outcome.text.slice(0, 100_000), settings.secrets).slice(0, 200)}`, { status: outcome.status, settings });
        }
    }
    const parsed = schema.safeParse(body);
    if (parsed.success)
        return parsed.data;
    throw apiError(`${label}: the service answered ${outcome.status}, but the body is not what docs/spec/resources.md describes:\n${errors/* prettifyError */.S1(parsed.error)}`, { status: outcome.status, settings });
}
function failed(failure, label, settings) {
    const text = `${label} failed: ${describeFailure(failure)}`;
    return apiError(withDetails(text, failure), { failure, settings });
}
function gaveUp(failure, context) {
    const { label, attempt, settings, reason } = context;
    const plural = attempt === 1 ? 'attempt' : 'attempts';
    const last = failure.kind === 'network' ? 'last error' : 'last response';
    const text = `${label} gave up after ${attempt} ${plural}${reason}; ${last}: ${describeFailure(failure)}`;
    return apiError(withDetails(text, failure), { failure, settings });
}
function withDetails(text, failure) {
    const lines = [text];
    if (failure.kind === 'http') {
        const fields = renderFieldErrors(failure.fieldErrors);
        if (fields)
            lines.push(fields.replace(/^/gm, '  '));
    }
    const hint = hintFor(failure.status);
    if (hint)
        lines.push(hint);
    return lines.join('\n');
}
function hintFor(status) {
    if (status === 401) {
        return 'Hint: check the API token (is it valid, and for this host/region?).';
    }
    if (status === 403) {
        return 'Hint: the token lacks the privilege for this operation, or the organization does not have the beta feature enabled (trail moments, controls).';
    }
    return undefined;
}
function apiError(message, context) {
    const { failure, settings } = context;
    const secrets = settings.secrets;
    const status = failure?.status ?? context.status ?? 0;
    const http = failure?.kind === 'http' ? failure : undefined;
    const serverMessage = http?.serverMessage ?? '';
    const fields = http?.fieldErrors ?? {};
    const cleanFields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, (0,client_options/* redact */.E$)(v, secrets)]));
    const cause = failure?.kind === 'network' ? { cause: failure.cause } : undefined;
    return new src_errors/* ApiError */.hD((0,client_options/* redact */.E$)(message, secrets), status, (0,client_options/* redact */.E$)(serverMessage, secrets), cleanFields, cause);
}
function seconds(ms) {
    return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`;
}


/***/ }),

/***/ 16655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OG: () => (/* reexport */ allowArtifact),
  s3: () => (/* reexport */ attestJunit),
  bK: () => (/* reexport */ envDiff)
});

// UNUSED EXPORTS: ANNOTATION_KEY_PATTERN, ARTIFACT_STATES, ATTACHMENT_LIMIT_TEXT, ATTESTATION_NAME_PATTERN, AllowlistEntryResponseSchema, AllowlistEntrySchema, ArtifactSchema, ControlIdentifierSchema, ControlSchema, DEFAULT_MAX_RETRIES, DEFAULT_RETRY_BUDGET_MS, DEFAULT_TIMEOUT_MS, DeploymentFrequencyQuerySchema, DeploymentFrequencySchema, DeploymentPageSchema, DeploymentSchema, DetachPoliciesSchema, ENVIRONMENT_SORT_FIELDS, ENVIRONMENT_TYPES, ENV_NAME_FILTER_PATTERN, EU_HOST, EXTERNAL_URL_KEY_PATTERN, EmailTargetSchema, EnvDiffArtifactSchema, EnvDiffQuerySchema, EnvDiffSchema, EnvDiffSideSchema, EnvNameSchema, EnvironmentPageSchema, EnvironmentSchema, ErrorBodySchema, ExternalUrlSchema, FINGERPRINT_PATTERN, FlowNameSchema, GitCommitSchema, JUnitResultSchema, JoinEnvironmentSchema, JsonStringSchema, JunitAttestationInputSchema, ListArtifactsQuerySchema, ListDeploymentsQuerySchema, ListEnvironmentsQuerySchema, MAX_ATTACHMENT_BYTES, MB, MomentExpressionSchema, NAME_PATTERN, NOTIFICATION_NAME_PATTERN, NestedConfigTargetSchema, NotificationNumberSchema, NotificationSchema, NotificationTargetReadSchema, NotificationTargetSchema, NotificationUpdateSchema, OrgSchema, PRIVILEGES, PolicySchema, REPO_PROVIDERS, RepoInfoPostInputSchema, RepoTagChoiceSchema, RepoTagChoicesSchema, SERVICE_ACCOUNT_NAME_MAX, SERVICE_ACCOUNT_NAME_PATTERN, SNAPSHOT_EXPRESSION_MESSAGE, SORT_DIRECTIONS, ServiceAccountNameSchema, ServiceAccountSchema, ServiceAccountUpdateSchema, SlackTargetSchema, SystemAttestationTypeSchema, SystemAttestationTypesSchema, TARGET_TYPES, TRIGGERS, TrailMomentSchema, TrailNameSchema, US_HOST, WebhookTargetSchema, WholeNumberSchema, archiveControl, buildUrl, createClient, deleteServiceAccount, detachPolicies, getDeploymentFrequency, getNotification, getTrailMoment, isLoopback, iterateDeployments, iterateEnvironments, joinEnvironment, listArtifacts, listDeployments, listEnvironments, listPolicies, listRepoTagChoices, listSystemAttestationTypes, redact, sendJunitUpload, updateNotification, updateServiceAccount

// EXTERNAL MODULE: ./src/api/http.ts + 2 modules
var http = __webpack_require__(62896);
// EXTERNAL MODULE: ./src/api/client-options.ts
var client_options = __webpack_require__(81150);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var core_errors = __webpack_require__(37428);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(45586);
// EXTERNAL MODULE: ./src/api/schemas.ts + 3 modules
var api_schemas = __webpack_require__(80945);
;// CONCATENATED MODULE: ./src/api/operation-support.ts



/**
 * Validates `value` before anything is sent. The message names the request
 * part (`what`) and, through zod's paths, the field.
 */
function checked(schema, value, what) {
    const result = schema.safeParse(value);
    if (result.success)
        return result.data;
    throw new errors/* ConfigError */.xL(`Invalid ${what}; nothing was sent:\n${core_errors/* prettifyError */.S1(result.error)}`);
}
/** Checks one path parameter and escapes it as a URL segment. */
function segment(schema, value, name) {
    const result = schema.safeParse(value);
    if (!result.success) {
        const issue = result.error.issues[0]?.message ?? 'invalid';
        throw new errors/* ConfigError */.xL(`Invalid ${name} ${JSON.stringify(value)}: ${issue}; nothing was sent`);
    }
    return encodeURIComponent(String(result.data));
}
/**
 * Several operations answer with a JSON string (`"OK"`). Some deployments
 * answer `{"message": "OK"}` instead (docs/spec/gaps.md): both are accepted
 * and reduced to the text.
 */
const AckSchema = schemas/* unknown */.L5J()
    .transform((value) => typeof value === 'string'
    ? value
    : value === undefined
        ? ''
        : typeof value === 'object' &&
            value !== null &&
            'message' in value &&
            typeof value.message === 'string'
            ? value.message
            : JSON.stringify(value));
/**
 * Operations without a payload send the literal JSON `null`, as the vendor
 * CLI has always done (docs/spec/kosli-cli.md, Hosts and headers): the
 * service is known to accept
 * it, whereas an empty POST body has no such track record.
 */
const NO_PAYLOAD = { kind: 'json', value: null };
/** Each path placeholder: the schema its value must meet, and its name. */
const SEGMENTS = {
    org: [api_schemas/* OrgSchema */.Sl, 'org'],
    flow: [api_schemas/* FlowNameSchema */.FE, 'flow name'],
    trail: [api_schemas/* TrailNameSchema */.J5, 'trail name'],
    env: [api_schemas/* EnvNameSchema */.ek, 'environment name'],
    account: [api_schemas/* ServiceAccountNameSchema */.QM, 'service account name'],
    number: [api_schemas/* NotificationNumberSchema */.E9, 'notification number'],
    moment: [api_schemas/* MomentExpressionSchema */.qQ, 'moment expression'],
    control: [api_schemas/* ControlIdentifierSchema */.cm, 'control identifier']
};
function isPlaceholder(name) {
    return Object.hasOwn(SEGMENTS, name);
}
/** The path with each placeholder checked and escaped, in path order. */
function pathOf(op, params) {
    const values = op.segments
        ? op.segments(params)
        : params;
    return op.path.replace(/\{(\w+)\}/g, (_, name) => {
        if (!isPlaceholder(name))
            throw new Error(`no segment ${name}`);
        const [schema, label] = SEGMENTS[name];
        return segment(schema, values[name], label);
    });
}
async function bodyOf(op, params) {
    if (op.multipart)
        return { kind: 'multipart', build: await op.multipart(params) };
    if (op.json === null)
        return NO_PAYLOAD;
    if (op.json === undefined)
        return undefined;
    return {
        kind: 'json',
        value: checked(op.json.schema, op.json.value(params), op.json.what)
    };
}
/**
 * The request of one operation: path segments, query and body are checked
 * first, so an invalid one throws a ConfigError and nothing is sent.
 */
async function requestOf(op, params) {
    const path = pathOf(op, params);
    // The query schemas give flat objects of QueryValue.
    const query = op.query
        ? checked(op.query.schema, op.query.value(params), op.query.what)
        : undefined;
    const body = await bodyOf(op, params);
    return {
        method: op.method,
        path,
        ...(query !== undefined && { query }),
        ...(body !== undefined && { body })
    };
}
/** One generic sender: the answer is parsed with the response schema. */
function operation(op) {
    const send = async (client, params) => client.send(await requestOf(op, params), op.response);
    return Object.assign(send, {
        request: (params) => requestOf(op, params)
    });
}

;// CONCATENATED MODULE: ./src/api/operations-attestations.ts
/**
 * docs/spec/operations.md, operations 1 (attest JUnit) and 16 (system
 * attestation types).
 */





/** The multipart body, built again on each attempt from the files. */
function junitForm(upload) {
    return async () => {
        // undici's FormData, which its fetch sends; loaded with the transport.
        const { FormData } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19));
        const form = new FormData();
        // A plain field without its own content type, as the vendor CLI sends.
        form.append('data_json', upload.dataJson);
        const { attachment } = upload;
        if (attachment) {
            const blob = await (0,external_node_fs_.openAsBlob)(attachment.path, {
                type: 'application/octet-stream'
            });
            form.append('attachment_file', blob, attachment.filename);
        }
        return form;
    };
}
/**
 * 1. `POST /attestations/{org}/{flow}/trail/{trail}/junit` (multipart),
 * with `data_json` already written: `kosli-attest resend` sends a kept
 * payload byte for byte.
 */
const sendJunitUpload = operation({
    method: 'POST',
    path: '/attestations/{org}/{flow}/trail/{trail}/junit',
    multipart: async (upload) => {
        if (upload.attachment)
            await checkAttachment(upload.attachment);
        return junitForm(upload);
    },
    response: AckSchema
});
/** 1. The same, from the attestation data, checked before anything is sent. */
async function attestJunit(client, params) {
    checked(api_schemas/* JunitAttestationInputSchema */.MS, params.data, 'JUnit attestation data');
    return sendJunitUpload(client, {
        org: params.org,
        flow: params.flow,
        trail: params.trail,
        dataJson: JSON.stringify(params.data),
        ...(params.attachment !== undefined && { attachment: params.attachment })
    });
}
async function checkAttachment(attachment) {
    if (attachment.filename.trim() === '') {
        throw new errors/* ConfigError */.xL(`The attachment ${attachment.path} needs a file name to upload it as`);
    }
    let size;
    try {
        const info = await (0,promises_.stat)(attachment.path);
        if (!info.isFile()) {
            throw new errors/* ConfigError */.xL(`The attachment ${attachment.path} is not a file`);
        }
        size = info.size;
    }
    catch (error) {
        if (error instanceof errors/* ConfigError */.xL)
            throw error;
        throw new errors/* ConfigError */.xL(`Cannot read the attachment ${attachment.path}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    if (size > api_schemas/* MAX_ATTACHMENT_BYTES */.LY) {
        const mb = (size / api_schemas.MB).toFixed(1);
        throw new errors/* ConfigError */.xL(`The attachment ${attachment.path} is ${mb} MB; the service accepts at most ${api_schemas/* ATTACHMENT_LIMIT_TEXT */.Ac}. Upload fewer files or turn the upload off`);
    }
}
/** 16. `GET /attestations/system-attestation-types` (no org). */
const systemAttestationTypes = operation({
    method: 'GET',
    path: '/attestations/system-attestation-types',
    response: api_schemas/* SystemAttestationTypesSchema */.is
});
async function listSystemAttestationTypes(client) {
    const body = await systemAttestationTypes(client, {});
    return body.system_attestation_types;
}

;// CONCATENATED MODULE: ./src/api/operations-accounts.ts
/**
 * docs/spec/operations.md, operations 2-5: service accounts and
 * environment notifications.
 */


const ACCOUNT_PATH = '/service-accounts/{org}/{account}';
const accountSegments = (params) => ({
    org: params.org,
    account: params.name
});
const NOTIFICATION_PATH = '/organizations/{org}/environments_notifications/{number}';
/**
 * 2. `PATCH /service-accounts/{org}/{name}`. Only the fields present in
 * `changes` are sent: `description: null` clears it, omitting it keeps it.
 */
const updateServiceAccount = operation({
    method: 'PATCH',
    path: ACCOUNT_PATH,
    segments: accountSegments,
    json: {
        schema: api_schemas/* ServiceAccountUpdateSchema */.tc,
        what: 'service account update',
        value: (params) => params.changes
    },
    response: api_schemas/* ServiceAccountSchema */.mK
});
/** 3. `DELETE /service-accounts/{org}/{name}`; answers a JSON string. */
const deleteServiceAccount = operation({
    method: 'DELETE',
    path: ACCOUNT_PATH,
    segments: accountSegments,
    json: null,
    response: AckSchema
});
/**
 * 4. `PUT /organizations/{org}/environments_notifications/{number}`;
 * answers a JSON string. Read the notification back to see its new state.
 */
const updateNotification = operation({
    method: 'PUT',
    path: NOTIFICATION_PATH,
    json: {
        schema: api_schemas/* NotificationUpdateSchema */.m_,
        what: 'notification update',
        value: (params) => params.notification
    },
    response: AckSchema
});
/** 5. `GET /organizations/{org}/environments_notifications/{number}`. */
const getNotification = operation({
    method: 'GET',
    path: NOTIFICATION_PATH,
    response: api_schemas/* NotificationSchema */.nH
});

;// CONCATENATED MODULE: ./src/api/pagination.ts
/** Walking the paginated listings (environments, deployments). */

/**
 * Yields page 1, 2, … and stops after the last page. The number of pages is
 * fixed by the first answer: a service whose `total_pages` keeps growing, or
 * which never reports a last page, cannot keep the loop going forever. An
 * empty page also ends the walk.
 */
async function* pages(fetchPage, items) {
    let limit = Infinity;
    for (let page = 1; page <= limit; page++) {
        const answer = await fetchPage(page);
        if (page === 1)
            limit = Math.max(1, answer.total_pages);
        yield answer;
        if (items(answer).length === 0 || page >= answer.total_pages)
            return;
    }
}
function checkPageSize(perPage) {
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 50) {
        throw new ConfigError(`per_page must be a whole number from 1 to 50 to walk every page, got ${perPage}`);
    }
    return perPage;
}
/**
 * Every item of a paged listing, page after page (50 per page unless
 * `perPage`): `list` gets the page number and size to ask for.
 */
async function* pagination_everyItem(list, perPage, items) {
    const per_page = checkPageSize(perPage ?? 50);
    for await (const answer of pages((page) => list({ page, per_page }), items)) {
        yield* items(answer);
    }
}

;// CONCATENATED MODULE: ./src/api/operations-environments.ts
/**
 * docs/spec/operations.md, operations 6-8, 10, 11 and 18: environments,
 * their allow-lists, policies, joins, snapshot diffs and deployment
 * frequency.
 */




/** 6. `PUT /allowlists/{org}/{env}`: allow an artifact in an environment. */
const allowArtifact = operation({
    method: 'PUT',
    path: '/allowlists/{org}/{env}',
    json: {
        schema: api_schemas/* AllowlistEntrySchema */.HR,
        what: 'allow-list entry',
        value: (params) => params.entry
    },
    response: api_schemas/* AllowlistEntryResponseSchema */.YY
});
/** 7. `DELETE /environments/{org}/{env}/policies` (with a JSON body). */
const detachPolicies = operation({
    method: 'DELETE',
    path: '/environments/{org}/{env}/policies',
    json: {
        schema: api_schemas/* DetachPoliciesSchema */.T2,
        what: 'policies to detach',
        value: (params) => ({ policy_names: params.policyNames })
    },
    response: AckSchema
});
/** 8. `PUT /environments/{org}/{logical}/join`: add a physical environment. */
const joinEnvironment = operation({
    method: 'PUT',
    path: '/environments/{org}/{env}/join',
    segments: (params) => ({ org: params.org, env: params.logicalEnv }),
    json: {
        schema: api_schemas/* JoinEnvironmentSchema */.du,
        what: 'environment join',
        value: (params) => ({ physical_env_name: params.physicalEnv })
    },
    response: AckSchema
});
/**
 * 10. `GET /env-diff/{org}?snappish1=…&snappish2=…`. A snappish is an
 * environment name, optionally with `#N` (snapshot N) or `~N` (N behind the
 * latest).
 */
const envDiff = operation({
    method: 'GET',
    path: '/env-diff/{org}',
    query: {
        schema: api_schemas/* EnvDiffQuerySchema */._Z,
        what: 'snapshot expressions',
        value: (params) => ({
            snappish1: params.snappish1,
            snappish2: params.snappish2
        })
    },
    response: api_schemas/* EnvDiffSchema */.KK
});
// Without `page`/`per_page` the service answers a plain array; with them,
// the envelope of docs/spec/resources.md (docs/spec/kosli-cli.md shows the
// Kosli CLI reading both). Both are read.
const EnvironmentListSchema = schemas/* union */.KCZ([
    api_schemas/* EnvironmentPageSchema */.KR,
    schemas/* array */.YOg(api_schemas/* EnvironmentSchema */.Tt).transform((environments) => ({
        page: 1,
        per_page: environments.length,
        total_pages: 1,
        total_count: environments.length,
        environments
    }))
]);
/**
 * 11. `GET /environments/{org}`. A plain-array answer is returned as a
 * single page holding every environment.
 */
const listEnvironments = operation({
    method: 'GET',
    path: '/environments/{org}',
    query: {
        schema: api_schemas/* ListEnvironmentsQuerySchema */.gk,
        what: 'list-environments query',
        value: (params) => params.query ?? {}
    },
    response: EnvironmentListSchema
});
/** Every environment, page after page (50 per page unless `per_page`). */
function iterateEnvironments(client, org, query = {}) {
    return everyItem((page) => listEnvironments(client, { org, query: { ...query, ...page } }), query.per_page, (answer) => answer.environments);
}
/** 18. `GET /environments/{org}/{env}/deployment_frequency?flow_id=…`. */
const getDeploymentFrequency = operation({
    method: 'GET',
    path: '/environments/{org}/{env}/deployment_frequency',
    query: {
        schema: api_schemas/* DeploymentFrequencyQuerySchema */.rk,
        what: 'deployment-frequency query',
        value: (params) => ({ flow_id: params.flowId })
    },
    response: api_schemas/* DeploymentFrequencySchema */.xp
});

;// CONCATENATED MODULE: ./src/api/operations-reads.ts
/**
 * docs/spec/operations.md, operations 9, 12-15 and 17: trail moments,
 * controls, deployments, artifacts, policies and repo tags.
 */




/**
 * 9. `GET /trails/{org}/{flow}/{trail}/moments/{moment}` (beta: 403 for
 * organizations without server-side evaluation). The grammar of `moment` is
 * not given (docs/spec/gaps.md); it is sent as one escaped path segment.
 */
const getTrailMoment = operation({
    method: 'GET',
    path: '/trails/{org}/{flow}/{trail}/moments/{moment}',
    response: api_schemas/* TrailMomentSchema */.Mj
});
/** 12. `POST /controls/{org}/{identifier}/archive` (beta). */
const archiveControl = operation({
    method: 'POST',
    path: '/controls/{org}/{control}/archive',
    segments: (params) => ({ org: params.org, control: params.identifier }),
    json: null,
    response: api_schemas/* ControlSchema */.Fs
});
/** 13. `GET /deployments/{org}`: one page of deployments. */
const listDeployments = operation({
    method: 'GET',
    path: '/deployments/{org}',
    query: {
        schema: api_schemas/* ListDeploymentsQuerySchema */.AM,
        what: 'list-deployments query',
        value: (params) => params.query ?? {}
    },
    response: api_schemas/* DeploymentPageSchema */.K1
});
/** Every deployment in the window, page after page (50 per page). */
function iterateDeployments(client, org, query = {}) {
    return everyItem((page) => listDeployments(client, { org, query: { ...query, ...page } }), query.per_page, (answer) => answer.deployments);
}
/**
 * 14. `GET /artifacts/{org}/{flow}`.
 * @deprecated by the service (docs/spec/README.md, versioning); no
 * replacement is named there. The Kosli CLI now uses
 * `GET /artifacts/{org}?flow_name=`.
 */
const listArtifacts = operation({
    method: 'GET',
    path: '/artifacts/{org}/{flow}',
    query: {
        schema: api_schemas/* ListArtifactsQuerySchema */.ZH,
        what: 'list-artifacts query',
        value: (params) => params.query ?? {}
    },
    response: schemas/* array */.YOg(api_schemas/* ArtifactSchema */.wX)
});
/** 15. `GET /policies/{org}`. */
const listPolicies = operation({
    method: 'GET',
    path: '/policies/{org}',
    response: schemas/* array */.YOg(api_schemas/* PolicySchema */.Qz)
});
/** 17. `GET /repos/{org}/tags`: distinct tag key/value pairs of the repos. */
const listRepoTagChoices = operation({
    method: 'GET',
    path: '/repos/{org}/tags',
    response: api_schemas/* RepoTagChoicesSchema */.Cp
});

;// CONCATENATED MODULE: ./src/api/index.ts
/** The typed client of the 18 operations of docs/spec/operations.md. */









/***/ }),

/***/ 67018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ isRetryableNetworkError),
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   jo: () => (/* binding */ backoffMs)
/* harmony export */ });
/**
 * When to retry and how long to wait. Follows the Kosli CLI
 * (docs/spec/kosli-cli.md, Retries and timeouts): network errors, 409 (lock conflict), 429 and 5xx except 501 are
 * retried with 1 s, 2 s, 4 s backoff, and `Retry-After` wins when given. We
 * add jitter, so that jobs failing together do not retry in lockstep.
 */
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** Jitter adds up to this fraction of the backoff delay. */
const JITTER_FRACTION = 0.25;
function isRetryableStatus(status) {
    return status === 409 || status === 429 || (status >= 500 && status !== 501);
}
/**
 * Transport failures that another attempt cannot fix: a certificate the
 * runner does not trust, a malformed URL. Everything else (refused, reset,
 * timed out, DNS hiccup) is worth retrying.
 */
const PERMANENT_CODES = new Set([
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
    if (header === null)
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


/***/ }),

/***/ 80945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ac: () => (/* reexport */ schema_patterns/* ATTACHMENT_LIMIT_TEXT */.Ac),
  YY: () => (/* reexport */ AllowlistEntryResponseSchema),
  HR: () => (/* reexport */ AllowlistEntrySchema),
  wX: () => (/* reexport */ ArtifactSchema),
  cm: () => (/* reexport */ ControlIdentifierSchema),
  Fs: () => (/* reexport */ ControlSchema),
  rk: () => (/* reexport */ DeploymentFrequencyQuerySchema),
  xp: () => (/* reexport */ DeploymentFrequencySchema),
  K1: () => (/* reexport */ DeploymentPageSchema),
  T2: () => (/* reexport */ DetachPoliciesSchema),
  _Z: () => (/* reexport */ EnvDiffQuerySchema),
  KK: () => (/* reexport */ EnvDiffSchema),
  ek: () => (/* reexport */ EnvNameSchema),
  KR: () => (/* reexport */ EnvironmentPageSchema),
  Tt: () => (/* reexport */ EnvironmentSchema),
  FE: () => (/* reexport */ FlowNameSchema),
  du: () => (/* reexport */ JoinEnvironmentSchema),
  MS: () => (/* reexport */ JunitAttestationInputSchema),
  ZH: () => (/* reexport */ ListArtifactsQuerySchema),
  AM: () => (/* reexport */ ListDeploymentsQuerySchema),
  gk: () => (/* reexport */ ListEnvironmentsQuerySchema),
  LY: () => (/* reexport */ schema_patterns/* MAX_ATTACHMENT_BYTES */.LY),
  MB: () => (/* reexport */ schema_patterns.MB),
  qQ: () => (/* reexport */ MomentExpressionSchema),
  E9: () => (/* reexport */ NotificationNumberSchema),
  nH: () => (/* reexport */ NotificationSchema),
  m_: () => (/* reexport */ NotificationUpdateSchema),
  Sl: () => (/* reexport */ OrgSchema),
  Qz: () => (/* reexport */ PolicySchema),
  Cp: () => (/* reexport */ RepoTagChoicesSchema),
  QM: () => (/* reexport */ ServiceAccountNameSchema),
  mK: () => (/* reexport */ ServiceAccountSchema),
  tc: () => (/* reexport */ ServiceAccountUpdateSchema),
  is: () => (/* reexport */ SystemAttestationTypesSchema),
  Mj: () => (/* reexport */ TrailMomentSchema),
  J5: () => (/* reexport */ TrailNameSchema)
});

// UNUSED EXPORTS: ANNOTATION_KEY_PATTERN, ARTIFACT_STATES, ATTESTATION_NAME_PATTERN, DeploymentSchema, ENVIRONMENT_SORT_FIELDS, ENVIRONMENT_TYPES, ENV_NAME_FILTER_PATTERN, EXTERNAL_URL_KEY_PATTERN, EmailTargetSchema, EnvDiffArtifactSchema, EnvDiffSideSchema, ErrorBodySchema, ExternalUrlSchema, FINGERPRINT_PATTERN, GitCommitSchema, JUnitResultSchema, JsonStringSchema, NAME_PATTERN, NOTIFICATION_NAME_PATTERN, NestedConfigTargetSchema, NotificationTargetReadSchema, NotificationTargetSchema, PRIVILEGES, REPO_PROVIDERS, RepoInfoPostInputSchema, RepoTagChoiceSchema, SERVICE_ACCOUNT_NAME_MAX, SERVICE_ACCOUNT_NAME_PATTERN, SNAPSHOT_EXPRESSION_MESSAGE, SORT_DIRECTIONS, SlackTargetSchema, SystemAttestationTypeSchema, TARGET_TYPES, TRIGGERS, WebhookTargetSchema, WholeNumberSchema

// EXTERNAL MODULE: ./src/api/schema-patterns.ts
var schema_patterns = __webpack_require__(68249);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(45586);
;// CONCATENATED MODULE: ./src/api/schema-requests.ts
/**
 * Request bodies of the interface (docs/spec/operations.md), shared by the
 * client and the emulator. They accept what the service's own request schemas
 * accept (fixtures/contract/server-operations.json): an object the service
 * closes is closed here, one it leaves open is open here. Where the interface
 * states a stricter rule, the rule stands; src/emulator/strictness.ts lists
 * each such place.
 */


/**
 * A JSON integer of any size: the service's schemas set no bound, and zod's
 * `z.int()` would refuse 2^53 and beyond.
 */
const WholeNumberSchema = schemas/* number */.aig()
    .refine(Number.isInteger, 'must be a whole number');
const JUnitResultSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP(),
    failures: WholeNumberSchema,
    errors: WholeNumberSchema,
    skipped: WholeNumberSchema,
    total: WholeNumberSchema,
    duration: schemas/* number */.aig(),
    timestamp: schemas/* number */.aig().nullish()
});
// Open, as in the service's schema: a newer client may send more fields.
const GitCommitSchema = schemas/* looseObject */._H3({
    sha1: schemas/* string */.YjP(),
    message: schemas/* string */.YjP().nullish(),
    author: schemas/* string */.YjP().nullish(),
    author_username: schemas/* string */.YjP().nullish(),
    branch: schemas/* string */.YjP().nullish(),
    timestamp: schemas/* number */.aig().nullish(),
    url: schemas/* string */.YjP().nullish(),
    parents: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    verified: schemas/* boolean */.zMY().nullish(),
    signature_state: schemas/* string */.YjP().nullish()
});
// Open, as in the service's schema.
const RepoInfoPostInputSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    url: schemas/* string */.YjP(),
    id: schemas/* string */.YjP().nullish(),
    description: schemas/* string */.YjP().nullish(),
    provider: schemas/* enum */.k5n(schema_patterns/* REPO_PROVIDERS */.kX).nullish(),
    namespace_path: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    additional_info: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish()
});
// The interface leaves the fields open; the service's ExternalAttachmentUrl
// schema fills them, and closes the object.
const ExternalUrlSchema = schemas/* strictObject */.rej({
    href: schemas/* string */.YjP(),
    fingerprint: schemas/* string */.YjP().regex(schema_patterns/* FINGERPRINT_PATTERN */.o6).nullish()
});
const attestationName = schemas/* string */.YjP()
    .regex(schema_patterns/* ATTESTATION_NAME_PATTERN */.iy, 'must match ^[a-zA-Z0-9_,-]+$');
const junitAttestationFields = schemas/* strictObject */.rej({
    attestation_name: attestationName,
    // The interface: at least 1 item (the service's schema sets no minimum).
    junit_results: schemas/* array */.YOg(JUnitResultSchema).min(1),
    origin_url: schemas/* string */.YjP().nullish(),
    description: schemas/* string */.YjP().nullish(),
    artifact_fingerprint: schemas/* string */.YjP()
        .regex(schema_patterns/* FINGERPRINT_PATTERN */.o6, 'must be 64 lowercase hex characters')
        .nullish(),
    target_artifacts: schemas/* array */.YOg(attestationName).nullish(),
    git_commit_info: GitCommitSchema.nullish(),
    repo_info: RepoInfoPostInputSchema.nullish(),
    external_urls: schemas/* record */.g1P(schemas/* string */.YjP()
        .regex(schema_patterns/* EXTERNAL_URL_KEY_PATTERN */.jj, 'must not contain "=", "." or NUL'), ExternalUrlSchema)
        .nullish(),
    annotations: schemas/* record */.g1P(schemas/* string */.YjP().regex(schema_patterns/* ANNOTATION_KEY_PATTERN */.r9, 'must match ^[A-Za-z0-9_]+$'), schemas/* string */.YjP())
        .nullish(),
    user_data: schemas/* union */.KCZ([schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()), schemas/* array */.YOg(schemas/* unknown */.L5J())])
        .nullish()
});
/** `data_json` of the JUnit attestation, with the interface's cross-field rules. */
const JunitAttestationInputSchema = junitAttestationFields.superRefine((input, ctx) => {
    const targets = input.target_artifacts?.length ?? 0;
    const hasFingerprint = input.artifact_fingerprint != null;
    if (targets >= 1 && hasFingerprint && targets > 1) {
        ctx.addIssue({
            code: 'custom',
            path: ['target_artifacts'],
            message: 'at most 1 item is allowed when artifact_fingerprint is present'
        });
    }
    if (targets >= 1 && !hasFingerprint && input.git_commit_info == null) {
        ctx.addIssue({
            code: 'custom',
            path: ['git_commit_info'],
            message: 'is required when target_artifacts is given without artifact_fingerprint'
        });
    }
});
// Open, as in the service's schema: unknown fields are ignored.
const ServiceAccountUpdateSchema = schemas/* looseObject */._H3({
    description: schemas/* string */.YjP().max(512).nullable().optional(),
    // The interface types `privilege` as a string; the service's schema also
    // allows null, which the interface's rule refuses.
    privilege: schemas/* enum */.k5n(schema_patterns/* PRIVILEGES */.fd).optional()
})
    // The interface: `description` and/or `privilege`, so at least one.
    .refine((body) => body.description !== undefined || body.privilege !== undefined, { message: 'give description and/or privilege' });
// Delivery times as the service's target schemas take them: any number, or
// null (a notification read back may hold either, and must write back).
const deliveryTimes = {
    last_success_at: schemas/* number */.aig().nullish(),
    last_failure_at: schemas/* number */.aig().nullish()
};
/** The three target kinds the service describes, each a closed object. */
const SlackTargetSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('SLACK').optional(),
    webhook: schemas/* string */.YjP(),
    ...deliveryTimes,
    context: schemas/* strictObject */.rej({
        channel_id: schemas/* string */.YjP(),
        channel_name: schemas/* string */.YjP(),
        team_id: schemas/* string */.YjP()
    })
        .nullish()
});
const WebhookTargetSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('WEBHOOK').optional(),
    webhook: schemas/* string */.YjP(),
    ...deliveryTimes,
    payload_version: schemas/* literal */.euz('1.0').optional()
});
const EmailTargetSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('EMAIL').optional(),
    emails: schemas/* array */.YOg(schemas/* string */.YjP()),
    ...deliveryTimes
});
/**
 * The interface's "NestedConfig" kind, whose fields it does not show: the
 * service's schema takes any object here, so a target that fits none of the
 * three kinds above (a WEBHOOK target with an extra `secret`, say) is still
 * accepted.
 */
const NestedConfigTargetSchema = schemas/* looseObject */._H3({});
const NotificationTargetSchema = schemas/* union */.KCZ([
    SlackTargetSchema,
    WebhookTargetSchema,
    EmailTargetSchema,
    NestedConfigTargetSchema
]);
const NotificationUpdateSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP()
        .regex(schema_patterns/* NOTIFICATION_NAME_PATTERN */.hY, 'must match ^[a-zA-Z0-9][a-zA-Z0-9._~/-]*$'),
    targets: schemas/* array */.YOg(NotificationTargetSchema),
    // The interface names only `targets` as required; the service's schema
    // requires these too.
    environments: schemas/* array */.YOg(schemas/* string */.YjP()),
    triggers: schemas/* array */.YOg(schemas/* enum */.k5n(schema_patterns/* TRIGGERS */.Qb)),
    type: schemas/* literal */.euz('env').optional()
});
// The interface does not say which fields are required; the service's
// schema requires all three and closes the object.
const AllowlistEntrySchema = schemas/* strictObject */.rej({
    artifact_fingerprint: schemas/* string */.YjP()
        .regex(schema_patterns/* FINGERPRINT_PATTERN */.o6, 'must be 64 lowercase hex characters'),
    artifact_name: schemas/* string */.YjP(),
    description: schemas/* string */.YjP()
});
// An empty list, or an empty name, is valid: nothing to detach, or a policy
// that is not found.
const DetachPoliciesSchema = schemas/* strictObject */.rej({
    policy_names: schemas/* array */.YOg(schemas/* string */.YjP())
});
// An empty name is valid: it names no environment (404).
const JoinEnvironmentSchema = schemas/* strictObject */.rej({
    physical_env_name: schemas/* string */.YjP()
});

;// CONCATENATED MODULE: ./src/api/schema-responses.ts
/**
 * Response bodies of docs/spec/resources.md. Tolerant on purpose: extra fields pass through
 * (the service may add some), and only the fields a caller needs to identify
 * the resource are required; the rest may be missing or null. Timestamps are
 * plain numbers: the interface says integer, but the service has been seen
 * sending fractional seconds (docs/spec/gaps.md, service account
 * `created_at`).
 */

const maybe = (schema) => schema.nullish();
const links = maybe(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()));
const stringList = maybe(schemas/* array */.YOg(schemas/* string */.YjP()));
const ServiceAccountSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    display_name: maybe(schemas/* string */.YjP()),
    privilege: maybe(schemas/* string */.YjP()),
    description: maybe(schemas/* string */.YjP()),
    creating_user_id: maybe(schemas/* string */.YjP()),
    created_at: maybe(schemas/* number */.aig()),
    for_webhook: maybe(schemas/* boolean */.zMY())
});
/** A notification target as read back: Slack, Webhook or Email. */
const NotificationTargetReadSchema = schemas/* looseObject */._H3({
    type: schemas/* string */.YjP(),
    webhook: maybe(schemas/* string */.YjP()),
    emails: stringList,
    payload_version: maybe(schemas/* string */.YjP()),
    last_success_at: maybe(schemas/* number */.aig()),
    last_failure_at: maybe(schemas/* number */.aig())
});
const NotificationSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    number: schemas/* number */.aig(),
    type: maybe(schemas/* string */.YjP()),
    environments: stringList,
    triggers: stringList,
    targets: maybe(schemas/* array */.YOg(NotificationTargetReadSchema)),
    created_at: maybe(schemas/* number */.aig()),
    created_by: maybe(schemas/* string */.YjP()),
    last_modified_at: maybe(schemas/* number */.aig()),
    last_success_timestamp: maybe(schemas/* number */.aig()),
    is_failing: maybe(schemas/* boolean */.zMY()),
    is_created_from_slack_app: maybe(schemas/* boolean */.zMY())
});
const AllowlistEntryResponseSchema = schemas/* looseObject */._H3({
    artifact_fingerprint: schemas/* string */.YjP(),
    artifact_name: maybe(schemas/* string */.YjP()),
    description: maybe(schemas/* string */.YjP())
});
const EnvironmentSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    org: maybe(schemas/* string */.YjP()),
    type: maybe(schemas/* string */.YjP()),
    description: maybe(schemas/* string */.YjP()),
    last_modified_at: maybe(schemas/* number */.aig()),
    include_scaling: maybe(schemas/* boolean */.zMY()),
    tags: maybe(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())),
    last_reported_at: maybe(schemas/* number */.aig()),
    last_changed_at: maybe(schemas/* number */.aig()),
    state: maybe(schemas/* boolean */.zMY()),
    policies: stringList,
    included_environments: stringList
});
const pageFields = {
    page: schemas/* number */.aig(),
    per_page: schemas/* number */.aig(),
    total_pages: schemas/* number */.aig(),
    total_count: schemas/* number */.aig(),
    _links: links
};
const EnvironmentPageSchema = schemas/* looseObject */._H3({
    ...pageFields,
    environments: schemas/* array */.YOg(EnvironmentSchema)
});
const EnvDiffArtifactSchema = schemas/* looseObject */._H3({
    fingerprint: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    most_recent_timestamp: maybe(schemas/* number */.aig()),
    flow: maybe(schemas/* string */.YjP()),
    commit_url: maybe(schemas/* string */.YjP()),
    instance_count: maybe(schemas/* number */.aig()),
    // Omitted by the service when not applicable (docs/spec/operations.md,
    // operation 10).
    s1_instance_count: maybe(schemas/* number */.aig()),
    s2_instance_count: maybe(schemas/* number */.aig()),
    pods: stringList
});
const EnvDiffSideSchema = schemas/* looseObject */._H3({
    artifacts: schemas/* array */.YOg(EnvDiffArtifactSchema),
    snapshot_id: maybe(schemas/* string */.YjP())
});
const EnvDiffSchema = schemas/* looseObject */._H3({
    snappish1: EnvDiffSideSchema,
    snappish2: EnvDiffSideSchema,
    changed: EnvDiffSideSchema,
    'not-changed': EnvDiffSideSchema
});
const TrailMomentSchema = schemas/* looseObject */._H3({
    moment_number: schemas/* number */.aig(),
    created_at: maybe(schemas/* number */.aig()),
    template_id: maybe(schemas/* string */.YjP()),
    compliance_status: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())
});
const DeploymentSchema = schemas/* looseObject */._H3({
    fingerprint: schemas/* string */.YjP(),
    deployed_at: maybe(schemas/* number */.aig()),
    artifact_name: maybe(schemas/* string */.YjP()),
    env_name: maybe(schemas/* string */.YjP()),
    snapshot_index: maybe(schemas/* number */.aig()),
    lead_time: maybe(schemas/* number */.aig()),
    _links: links
});
const DeploymentPageSchema = schemas/* looseObject */._H3({
    ...pageFields,
    deployments: schemas/* array */.YOg(DeploymentSchema)
});
/** One artifact of the (deprecated) flow listing. */
const ArtifactSchema = schemas/* looseObject */._H3({
    fingerprint: schemas/* string */.YjP(),
    id: maybe(schemas/* string */.YjP()),
    filename: maybe(schemas/* string */.YjP()),
    created_at: maybe(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()])),
    last_modified_at: maybe(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()])),
    evidence: maybe(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())),
    trail_name: maybe(schemas/* string */.YjP()),
    template_reference_name: maybe(schemas/* string */.YjP()),
    git_commit: maybe(schemas/* string */.YjP()),
    git_commit_info: maybe(schemas/* looseObject */._H3({ sha1: schemas/* string */.YjP() })),
    repo_info: maybe(schemas/* looseObject */._H3({ name: schemas/* string */.YjP(), url: schemas/* string */.YjP() })),
    commit_url: maybe(schemas/* string */.YjP()),
    build_url: maybe(schemas/* string */.YjP()),
    repo_url: maybe(schemas/* string */.YjP()),
    html_url: maybe(schemas/* string */.YjP()),
    api_url: maybe(schemas/* string */.YjP()),
    user_data: schemas/* unknown */.L5J(),
    external_urls: maybe(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())),
    annotations: maybe(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())),
    // COMPLIANT, NON-COMPLIANT or INCOMPLETE (ARTIFACT_STATES); kept a string
    // so a new state does not break reading.
    state: maybe(schemas/* string */.YjP())
});
const PolicySchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    description: maybe(schemas/* string */.YjP()),
    archived: maybe(schemas/* boolean */.zMY()),
    consuming_envs: stringList,
    created_at: maybe(schemas/* number */.aig()),
    last_modified_at: maybe(schemas/* number */.aig()),
    created_by: maybe(schemas/* string */.YjP()),
    events: maybe(schemas/* array */.YOg(schemas/* looseObject */._H3({
        type: schemas/* string */.YjP(),
        timestamp: maybe(schemas/* number */.aig()),
        user: maybe(schemas/* string */.YjP()),
        data: maybe(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()))
    }))),
    versions: maybe(schemas/* array */.YOg(schemas/* looseObject */._H3({
        version: schemas/* number */.aig(),
        comment: maybe(schemas/* string */.YjP()),
        created_by: maybe(schemas/* string */.YjP()),
        timestamp: maybe(schemas/* number */.aig()),
        policy_yaml: maybe(schemas/* string */.YjP())
    })))
});
const ControlSchema = schemas/* looseObject */._H3({
    identifier: schemas/* string */.YjP(),
    name: maybe(schemas/* string */.YjP()),
    version: maybe(schemas/* number */.aig()),
    created_by: maybe(schemas/* string */.YjP()),
    description: maybe(schemas/* string */.YjP()),
    links: maybe(schemas/* unknown */.L5J()),
    created_at: maybe(schemas/* number */.aig()),
    tags: maybe(schemas/* unknown */.L5J()),
    archived: maybe(schemas/* boolean */.zMY()),
    policies_referencing: stringList
});
const SystemAttestationTypeSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    description: maybe(schemas/* string */.YjP()),
    versions: maybe(schemas/* array */.YOg(schemas/* looseObject */._H3({
        version: schemas/* number */.aig(),
        attestation_data_schema: maybe(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()))
    })))
});
const SystemAttestationTypesSchema = schemas/* looseObject */._H3({
    system_attestation_types: schemas/* array */.YOg(SystemAttestationTypeSchema)
});
const RepoTagChoiceSchema = schemas/* looseObject */._H3({
    key: schemas/* string */.YjP(),
    value: schemas/* string */.YjP()
});
const RepoTagChoicesSchema = schemas/* looseObject */._H3({
    tag_choices: schemas/* array */.YOg(RepoTagChoiceSchema),
    _links: links
});
// Body not shown (docs/spec/gaps.md): an open object; the emulator decides
// a shape.
const DeploymentFrequencySchema = schemas/* looseObject */._H3({});
/**
 * The error body (docs/spec/errors-and-limits.md). `errors` maps a field
 * name to a message text.
 */
const ErrorBodySchema = schemas/* looseObject */._H3({
    message: schemas/* string */.YjP(),
    errors: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional()
});
/** The JSON string several operations answer with (e.g. `"OK"`). */
const JsonStringSchema = schemas/* string */.YjP();

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
// EXTERNAL MODULE: ./src/api/snapshot-expression.ts
var snapshot_expression = __webpack_require__(73137);
;// CONCATENATED MODULE: ./src/api/schema-queries.ts
/**
 * Query strings and path parameters. The names of the query parameters come
 * from the service's request schemas (fixtures/contract/server-operations.json);
 * the interface leaves them open (docs/spec/gaps.md).
 *
 * One schema serves both sides: the client passes numbers and arrays, the
 * emulator passes what it read from the URL (strings; an array when a key is
 * repeated). Numbers written in a URL are decimal digits only: `0x10`, ` 1`
 * and an empty value are refused, and the message names the parameter.
 * Unknown parameters are ignored, as the service ignores them; a scalar
 * parameter given twice takes its last value.
 */



const DECIMAL_INTEGER = /^-?\d+$/;
const DECIMAL_NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
const lastOf = (value) => Array.isArray(value) ? value.at(-1) : value;
const repeated = (item) => schemas/* preprocess */.vkY((value) => (typeof value === 'string' ? [value] : value), schemas/* array */.YOg(item));
const scalar = (schema) => schemas/* preprocess */.vkY(lastOf, schema);
function bounded(value, bounds, ctx) {
    const { min, max } = bounds;
    if (min !== undefined && value < min) {
        ctx.addIssue({ code: 'custom', message: `must be ${min} or more` });
    }
    else if (max !== undefined && value > max) {
        ctx.addIssue({ code: 'custom', message: `must be ${max} or less` });
    }
    return value;
}
/**
 * A number as a URL carries it. Digits beyond 2^53 are valid (the value is
 * then approximate, and a page past the end is simply empty).
 */
function urlNumber(kind, bounds = {}) {
    const pattern = kind === 'integer' ? DECIMAL_INTEGER : DECIMAL_NUMBER;
    const what = kind === 'integer'
        ? 'a whole number in decimal digits, e.g. 2'
        : 'a decimal number, e.g. 1714521600';
    return schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()], { error: `must be ${what}` })
        .transform((value, ctx) => {
        if (typeof value === 'string' && !pattern.test(value)) {
            const message = value === '' ? `is empty: give ${what}` : `must be ${what}`;
            ctx.addIssue({ code: 'custom', message });
            return core/* NEVER */.tm;
        }
        const number = Number(value);
        if (Number.isNaN(number) || (kind === 'integer' && !isWhole(number))) {
            ctx.addIssue({ code: 'custom', message: `must be ${what}` });
            return core/* NEVER */.tm;
        }
        return bounded(number, bounds, ctx);
    });
}
// Infinity stands for a run of digits too long for a double: still whole.
const isWhole = (n) => Number.isInteger(n) || !Number.isFinite(n);
const pageNumber = scalar(urlNumber('integer', { min: 1 }));
const ListEnvironmentsQuerySchema = schemas/* object */.Ikc({
    page: pageNumber.optional(),
    per_page: scalar(urlNumber('integer', { min: 1, max: 50 })).optional(),
    sort: scalar(schemas/* enum */.k5n(schema_patterns/* ENVIRONMENT_SORT_FIELDS */.bv)).optional(),
    sort_direction: scalar(schemas/* enum */.k5n(schema_patterns/* SORT_DIRECTIONS */.y_)).optional(),
    space_id: repeated(schemas/* string */.YjP()).optional(),
    name: scalar(schemas/* string */.YjP()).optional(),
    type: repeated(schemas/* enum */.k5n(schema_patterns/* ENVIRONMENT_TYPES */.kh)).optional(),
    // Either `key` or `key:value`; an empty value filters nothing.
    tag: repeated(schemas/* string */.YjP()).optional()
});
const ListDeploymentsQuerySchema = schemas/* object */.Ikc({
    page: pageNumber.optional(),
    per_page: scalar(urlNumber('integer', { min: 0, max: 50 })).optional(),
    repo_name: scalar(schemas/* string */.YjP()).optional(),
    env_name: scalar(schemas/* string */.YjP()
        .regex(schema_patterns/* ENV_NAME_FILTER_PATTERN */.aS, 'must match ^[a-zA-Z0-9][a-zA-Z0-9._-]*$')).optional(),
    start_ts: scalar(urlNumber('number')).optional(),
    end_ts: scalar(urlNumber('number')).optional()
});
const ListArtifactsQuerySchema = schemas/* object */.Ikc({
    page: pageNumber.optional(),
    per_page: scalar(urlNumber('integer', { min: 1 })).optional()
});
const SNAPSHOT_EXPRESSION_MESSAGE = 'must be an environment name, optionally followed by #N, ~N or @{...}';
const snappish = scalar(schemas/* string */.YjP()
    .refine((text) => (0,snapshot_expression/* readSnapshotExpression */.X8)(text) !== undefined, SNAPSHOT_EXPRESSION_MESSAGE));
// The service's schema types both as `string | null` yet marks them
// required; a URL cannot carry null, so both are needed.
const EnvDiffQuerySchema = schemas/* object */.Ikc({
    snappish1: snappish,
    snappish2: snappish
});
// Optional, as in the service's schema: without it (or empty) the answer
// covers every flow.
const DeploymentFrequencyQuerySchema = schemas/* object */.Ikc({
    flow_id: scalar(schemas/* string */.YjP()).optional()
});
/** Path parameters, checked before a URL is built. */
const OrgSchema = schemas/* string */.YjP().min(1);
const FlowNameSchema = schemas/* string */.YjP()
    .regex(schema_patterns/* NAME_PATTERN */.Vh, 'must match ^[a-zA-Z0-9][a-zA-Z0-9._~-]*$');
const TrailNameSchema = FlowNameSchema;
const ServiceAccountNameSchema = schemas/* string */.YjP()
    .min(1)
    .max(schema_patterns/* SERVICE_ACCOUNT_NAME_MAX */.pl)
    .regex(schema_patterns/* SERVICE_ACCOUNT_NAME_PATTERN */.H, 'must match ^[a-zA-Z0-9-]+$');
const NotificationNumberSchema = urlNumber('integer');
const EnvNameSchema = schemas/* string */.YjP().min(1);
const ControlIdentifierSchema = schemas/* string */.YjP().min(1);
// The interface does not give the moment expression's grammar.
const MomentExpressionSchema = schemas/* string */.YjP().min(1);

;// CONCATENATED MODULE: ./src/api/schemas.ts
/**
 * The zod schemas of docs/spec/resources.md, shared by the client and the
 * emulator: request schemas are strict, response schemas tolerant.
 */






/***/ }),

/***/ 73137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X8: () => (/* binding */ readSnapshotExpression),
/* harmony export */   gS: () => (/* binding */ parseSnapshotExpression)
/* harmony export */ });
/* unused harmony export SNAPSHOT_FORMS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

const SNAPSHOT_FORMS = 'env (the latest snapshot), env#N (snapshot number N, from 1), env~N (N behind the latest) or env@{2.days.ago} (the snapshot current then; also @{now} and @{YYYY-MM-DDTHH:MM:SS} in UTC), e.g. production, production#12, staging~1';
const SUFFIX = /^([#~])(\d+)$/;
const MOMENT = /^@\{([^{}]+)\}$/;
const RELATIVE = /^\d+\.(hours|days|weeks|months)\.ago$/;
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const MAX_NUMBER = 1_000_000_000;
/** Why a text is not an expression; callers word it for their audience. */
class NotAnExpression extends Error {
}
function refuse(why) {
    throw new NotAnExpression(why);
}
function isMoment(text) {
    if (text === 'now' || RELATIVE.test(text))
        return true;
    return UTC_TIME.test(text) && !Number.isNaN(Date.parse(`${text}Z`));
}
function selectorOf(suffix) {
    if (suffix === '')
        return { kind: 'latest' };
    const moment = MOMENT.exec(suffix)?.[1];
    if (moment !== undefined) {
        if (!isMoment(moment))
            refuse(`has a bad moment "${moment}"`);
        return { kind: 'at', moment };
    }
    const match = SUFFIX.exec(suffix);
    if (!match) {
        return refuse(`has a bad suffix "${suffix}"`);
    }
    const n = Number(match[2]);
    if (n > MAX_NUMBER)
        refuse('has a number that is too large');
    if (match[1] === '#') {
        if (n < 1)
            refuse('names snapshot #0; numbers start at 1');
        return { kind: 'number', n };
    }
    return { kind: 'behind', n };
}
function readExact(text) {
    if (text === '')
        refuse('is empty');
    const at = text.search(/[#~@\s]/);
    const environment = at === -1 ? text : text.slice(0, at);
    const suffix = at === -1 ? '' : text.slice(at);
    if (environment === '') {
        refuse('has no environment name before the suffix');
    }
    if (/^\s+\d+$/.test(suffix)) {
        refuse(`has a space before the number; for the snapshot ${suffix.trim()} behind the latest write ${environment}~${suffix.trim()}`);
    }
    const selector = selectorOf(suffix);
    return { environment, selector, text: formatSelector(environment, selector) };
}
/** The expression, or undefined when `text` (taken exactly) is not one. */
function readSnapshotExpression(text) {
    try {
        return readExact(text);
    }
    catch (error) {
        if (error instanceof NotAnExpression)
            return undefined;
        throw error;
    }
}
/**
 * Checks an expression locally, before any request, so a typo fails fast
 * with a message naming the input (`snapshot-1` or `snapshot-2`).
 */
function parseSnapshotExpression(input, value) {
    const text = (value ?? '').trim();
    try {
        return readExact(text);
    }
    catch (error) {
        if (!(error instanceof NotAnExpression))
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${input}: "${text}" ${error.message}; write ${SNAPSHOT_FORMS}`);
    }
}
function formatSelector(environment, selector) {
    switch (selector.kind) {
        case 'latest':
            return environment;
        case 'number':
            return `${environment}#${selector.n}`;
        case 'behind':
            return `${environment}~${selector.n}`;
        case 'at':
            return `${environment}@{${selector.moment}}`;
    }
}


/***/ }),

/***/ 25625:
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


/***/ })

};

//# sourceMappingURL=655.index.js.map