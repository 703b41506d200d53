export const id = 530;
export const ids = [530];
export const modules = {

/***/ 314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bv: () => (/* reexport */ api_schemas/* ENVIRONMENT_SORT_FIELDS */.bv),
  kh: () => (/* reexport */ api_schemas/* ENVIRONMENT_TYPES */.kh),
  m_: () => (/* reexport */ api_schemas/* NotificationUpdateSchema */.m_),
  fd: () => (/* reexport */ api_schemas/* PRIVILEGES */.fd),
  kX: () => (/* reexport */ api_schemas/* REPO_PROVIDERS */.kX),
  y_: () => (/* reexport */ api_schemas/* SORT_DIRECTIONS */.y_),
  Qb: () => (/* reexport */ api_schemas/* TRIGGERS */.Qb),
  OG: () => (/* reexport */ allowArtifact),
  AO: () => (/* reexport */ archiveControl),
  s3: () => (/* reexport */ attestJunit),
  UU: () => (/* reexport */ createClient),
  W4: () => (/* reexport */ deleteServiceAccount),
  ot: () => (/* reexport */ detachPolicies),
  bK: () => (/* reexport */ envDiff),
  Wh: () => (/* reexport */ getDeploymentFrequency),
  Gm: () => (/* reexport */ getNotification),
  dg: () => (/* reexport */ getTrailMoment),
  Ps: () => (/* reexport */ iterateDeployments),
  tn: () => (/* reexport */ iterateEnvironments),
  I0: () => (/* reexport */ joinEnvironment),
  wn: () => (/* reexport */ listArtifacts),
  Jn: () => (/* reexport */ listDeployments),
  DO: () => (/* reexport */ listEnvironments),
  jm: () => (/* reexport */ listPolicies),
  fl: () => (/* reexport */ listRepoTagChoices),
  Pc: () => (/* reexport */ listSystemAttestationTypes),
  EL: () => (/* reexport */ sendJunitUpload),
  VR: () => (/* reexport */ updateNotification),
  mV: () => (/* reexport */ updateServiceAccount)
});

// UNUSED EXPORTS: ANNOTATION_KEY_PATTERN, ARTIFACT_STATES, ATTACHMENT_LIMIT_TEXT, ATTESTATION_NAME_PATTERN, AllowlistEntryResponseSchema, AllowlistEntrySchema, ArtifactSchema, ControlIdentifierSchema, ControlSchema, DEFAULT_MAX_RETRIES, DEFAULT_RETRY_BUDGET_MS, DEFAULT_TIMEOUT_MS, DeploymentFrequencyQuerySchema, DeploymentFrequencySchema, DeploymentPageSchema, DeploymentSchema, DetachPoliciesSchema, ENV_NAME_FILTER_PATTERN, EU_HOST, EXTERNAL_URL_KEY_PATTERN, EmailTargetSchema, EnvDiffArtifactSchema, EnvDiffQuerySchema, EnvDiffSchema, EnvDiffSideSchema, EnvNameSchema, EnvironmentPageSchema, EnvironmentSchema, ErrorBodySchema, ExternalUrlSchema, FINGERPRINT_PATTERN, FlowNameSchema, GitCommitSchema, JUnitResultSchema, JoinEnvironmentSchema, JsonStringSchema, JunitAttestationInputSchema, ListArtifactsQuerySchema, ListDeploymentsQuerySchema, ListEnvironmentsQuerySchema, MAX_ATTACHMENT_BYTES, MB, MomentExpressionSchema, NAME_PATTERN, NOTIFICATION_NAME_PATTERN, NestedConfigTargetSchema, NotificationNumberSchema, NotificationSchema, NotificationTargetReadSchema, NotificationTargetSchema, OrgSchema, PolicySchema, RepoInfoPostInputSchema, RepoTagChoiceSchema, RepoTagChoicesSchema, SERVICE_ACCOUNT_NAME_MAX, SERVICE_ACCOUNT_NAME_PATTERN, SNAPSHOT_EXPRESSION_MESSAGE, ServiceAccountNameSchema, ServiceAccountSchema, ServiceAccountUpdateSchema, SlackTargetSchema, SystemAttestationTypeSchema, SystemAttestationTypesSchema, TARGET_TYPES, TrailMomentSchema, TrailNameSchema, US_HOST, WebhookTargetSchema, WholeNumberSchema, buildUrl, isLoopback, redact

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(5625);
// EXTERNAL MODULE: ./src/api/client-options.ts
var client_options = __webpack_require__(1150);
// EXTERNAL MODULE: ./src/json-fields.ts
var json_fields = __webpack_require__(1011);
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
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./src/api/retry.ts
var retry = __webpack_require__(7018);
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
    const { fetch } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
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
        agent: () => (agent ??= __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19)).then(({ EnvHttpProxyAgent }) => new EnvHttpProxyAgent({ ...options.proxy }))),
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
// EXTERNAL MODULE: ./src/api/schemas.ts + 2 modules
var api_schemas = __webpack_require__(3688);
;// CONCATENATED MODULE: ./src/api/operation-support.ts



/**
 * Validates `value` before anything is sent. The message names the request
 * part (`what`) and, through zod's paths, the field.
 */
function checked(schema, value, what) {
    const result = schema.safeParse(value);
    if (result.success)
        return result.data;
    throw new src_errors/* ConfigError */.xL(`Invalid ${what}; nothing was sent:\n${errors/* prettifyError */.S1(result.error)}`);
}
/** Checks one path parameter and escapes it as a URL segment. */
function segment(schema, value, name) {
    const result = schema.safeParse(value);
    if (!result.success) {
        const issue = result.error.issues[0]?.message ?? 'invalid';
        throw new src_errors/* ConfigError */.xL(`Invalid ${name} ${JSON.stringify(value)}: ${issue}; nothing was sent`);
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
        const { FormData } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
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
        throw new src_errors/* ConfigError */.xL(`The attachment ${attachment.path} needs a file name to upload it as`);
    }
    let size;
    try {
        const info = await (0,external_node_fs_promises_.stat)(attachment.path);
        if (!info.isFile()) {
            throw new src_errors/* ConfigError */.xL(`The attachment ${attachment.path} is not a file`);
        }
        size = info.size;
    }
    catch (error) {
        if (error instanceof src_errors/* ConfigError */.xL)
            throw error;
        throw new src_errors/* ConfigError */.xL(`Cannot read the attachment ${attachment.path}: ${(0,src_errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    if (size > api_schemas/* MAX_ATTACHMENT_BYTES */.LY) {
        const mb = (size / api_schemas.MB).toFixed(1);
        throw new src_errors/* ConfigError */.xL(`The attachment ${attachment.path} is ${mb} MB; the service accepts at most ${api_schemas/* ATTACHMENT_LIMIT_TEXT */.Ac}. Upload fewer files or turn the upload off`);
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
        throw new src_errors/* ConfigError */.xL(`per_page must be a whole number from 1 to 50 to walk every page, got ${perPage}`);
    }
    return perPage;
}
/**
 * Every item of a paged listing, page after page (50 per page unless
 * `perPage`): `list` gets the page number and size to ask for.
 */
async function* everyItem(list, perPage, items) {
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

/***/ 7018:
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

/***/ 2361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ie: () => (/* binding */ cellText),
  tT: () => (/* binding */ commitText),
  mo: () => (/* binding */ fieldsTable),
  SM: () => (/* binding */ fitTable),
  Lc: () => (/* binding */ listTable),
  Fr: () => (/* binding */ objectFields),
  Fw: () => (/* binding */ parseOutput),
  WU: () => (/* binding */ show),
  Tc: () => (/* binding */ timeText)
});

// UNUSED EXPORTS: OUTPUTS, TABLE_WIDTH, cut

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/report/table.ts
/**
 * Plain-text tables for people at a terminal: one header line, then one line
 * per row, columns padded to the widest cell and two spaces apart.
 */
// Control characters (newlines, tabs, ESC of terminal escape sequences) in
// service data would break the layout or drive the terminal; each becomes a
// space.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const GAP = '  ';
function clean(cell) {
    return cell.replace(CONTROL, ' ');
}
/** Width in code points, so a multi-byte character counts once. */
function width(text) {
    return [...text].length;
}
function renderTable(headers, rows) {
    const columns = headers.length;
    const cells = [headers, ...rows].map((row) => Array.from({ length: columns }, (_, i) => clean(row[i] ?? '')));
    const widths = headers.map((_, i) => Math.max(...cells.map((row) => width(row[i] ?? ''))));
    return cells
        .map((row) => row
        .map((cell, i) => cell + ' '.repeat((widths[i] ?? 0) - width(cell)))
        .join(GAP)
        .trimEnd())
        .join('\n');
}

;// CONCATENATED MODULE: ./src/cli/framework/output.ts
/**
 * What reading commands print: a table for people (src/report/table.ts) or
 * the service's JSON for scripts (`--output json`), always on stdout.
 */



const OUTPUTS = ['table', 'json'];
function parseOutput(value) {
    const format = value?.trim() || 'table';
    if (OUTPUTS.includes(format)) {
        return format;
    }
    throw new errors/* ConfigError */.xL(`--output: "${format}" is not one of table, json`);
}
function printJson(io, value) {
    io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}
/** Prints `json` as JSON, or the table `table()` builds. */
function show(io, format, view) {
    if (format === 'json')
        printJson(io, view.json);
    else
        io.stdout(`${view.table()}\n`);
}
/** The terminal width every table keeps to; --output json has it all. */
const TABLE_WIDTH = 100;
/** A column is not cut narrower than this (or its header). */
const MIN_COLUMN = 8;
const output_GAP = 2;
/** Width in code points, as src/report/table.ts counts it. */
function output_width(text) {
    return [...text].length;
}
/** `text` in at most `max` characters; a cut one ends in `…`. */
function cut(text, max) {
    const chars = [...text];
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
/**
 * Columns whose cells all have one width hold fixed-width data (times,
 * hashes, counts): cutting them would make them useless, so they keep it.
 */
function fixedWidth(rows, i) {
    const filled = rows.map((row) => output_width(row[i] ?? '')).filter((w) => w > 0);
    const sizes = new Set(filled);
    // One cell says nothing about the column.
    return filled.length > 1 && sizes.size === 1 ? [...sizes][0] : undefined;
}
/** Shrinks the widest of `columns` one step at a time, down to `floor`. */
function shrink(widths, floor, columns, excess) {
    let left = excess;
    while (left > 0) {
        const open = columns.filter((i) => (widths[i] ?? 0) > (floor[i] ?? 0));
        if (open.length === 0)
            break;
        const widest = open.reduce((a, b) => (widths[b] ?? 0) > (widths[a] ?? 0) ? b : a);
        widths[widest] = (widths[widest] ?? 0) - 1;
        left -= 1;
    }
    return left;
}
/**
 * Column widths within `total`: fixed-width columns keep theirs; the
 * widest of the others give way first, the first column (the name) last.
 */
function fitWidths(headers, rows, total) {
    const widths = headers.map((h, i) => Math.max(output_width(h), ...rows.map((row) => output_width(row[i] ?? ''))));
    const floor = headers.map((h, i) => Math.max(MIN_COLUMN, output_width(h), fixedWidth(rows, i) ?? 0));
    const budget = total - output_GAP * (headers.length - 1);
    const excess = widths.reduce((a, b) => a + b, 0) - budget;
    const others = headers.map((_, i) => i).slice(1);
    shrink(widths, floor, [0], shrink(widths, floor, others, excess));
    return widths;
}
/** A table of at most TABLE_WIDTH columns: long cells are cut with `…`. */
function fitTable(headers, rows, total = TABLE_WIDTH) {
    const widths = fitWidths(headers, rows, total);
    return renderTable(headers, rows.map((row) => row.map((cell, i) => cut(cell, widths[i] ?? cell.length))));
}
/** A table, or a line saying there is nothing to show. */
function listTable(headers, rows, what) {
    return rows.length === 0 ? `No ${what}.` : fitTable(headers, rows);
}
/** A commit URL as its short SHA (7 characters); any other text as is. */
function commitText(url) {
    const last = (url ?? '').replace(/\/+$/, '').split('/').pop() ?? '';
    return /^[0-9a-f]{7,64}$/.test(last) ? last.slice(0, 7) : (url ?? '');
}
/** One table cell for any JSON value. */
function cellText(value) {
    if (value === null || value === undefined)
        return '';
    const flat = (0,src_text/* flatText */.PV)(value, ', ');
    if (flat !== undefined)
        return flat;
    return Array.isArray(value)
        ? (0,src_text/* plural */.LS)(value.length, 'entry', 'entries')
        : JSON.stringify(value);
}
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/**
 * Unix seconds, or an ISO 8601 time, as `2024-05-01 12:00 UTC`; anything
 * else as is. Every table
 * shows times through this one formatter.
 */
function timeText(time) {
    const ms = typeof time === 'number' && Number.isFinite(time)
        ? time * 1000
        : typeof time === 'string' && ISO_TIME.test(time)
            ? Date.parse(time)
            : NaN;
    if (Number.isNaN(ms))
        return cellText(time);
    const iso = new Date(ms).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
/** `text` in lines of at most `max` characters. */
function chunks(text, max) {
    const chars = [...text];
    const lines = [];
    for (let at = 0; at < chars.length; at += max) {
        lines.push(chars.slice(at, at + max).join(''));
    }
    return lines.length === 0 ? [''] : lines;
}
/**
 * A FIELD / VALUE table of one object's top-level fields, within
 * TABLE_WIDTH: a long value wraps onto the next lines, not cut.
 */
function fieldsTable(fields) {
    const nameWidth = Math.max(5, ...fields.map(([name]) => output_width(name)));
    const valueWidth = Math.max(MIN_COLUMN, TABLE_WIDTH - nameWidth - output_GAP);
    return renderTable(['FIELD', 'VALUE'], fields.flatMap(([name, value]) => chunks(value, valueWidth).map((line, i) => [i === 0 ? name : '', line])));
}
/** Every top-level field of an object, times shown as dates. */
function objectFields(value) {
    return Object.entries(value).map(([key, v]) => [
        key,
        /(_at|_ts|timestamp)$/.test(key) ? timeText(v) : cellText(v)
    ]);
}


/***/ }),

/***/ 106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ elapsedTicker),
/* harmony export */   m: () => (/* binding */ createProgress)
/* harmony export */ });
const CLEAR_LINE = '\r\u001b[K';
const TTY_EVERY_MS = 100;
const LOG_EVERY_MS = 5000;
function createProgress(io, options) {
    const now = options.now ?? Date.now;
    const every = io.isTTY ? TTY_EVERY_MS : LOG_EVERY_MS;
    const enabled = io.isTTY || options.verbose;
    let shown = false;
    let lastAt = -Infinity;
    return {
        update: (text) => {
            if (!enabled || now() - lastAt < every)
                return;
            lastAt = now();
            if (io.isTTY) {
                io.stderr(`${CLEAR_LINE}${text}`);
                shown = true;
            }
            else {
                io.stderr(`progress: ${text}\n`);
            }
        },
        done: () => {
            if (shown)
                io.stderr(CLEAR_LINE);
            shown = false;
            lastAt = -Infinity;
        }
    };
}
/**
 * For work we cannot count (parsing reports inside the engine): the
 * elapsed seconds, once a second. The timer never keeps the process alive.
 */
function elapsedTicker(progress, label, now = Date.now) {
    const start = now();
    const timer = setInterval(() => {
        progress.update(`${label} ${Math.round((now() - start) / 1000)} s`);
    }, 1000);
    timer.unref();
    return {
        stop: () => {
            clearInterval(timer);
            progress.done();
        }
    };
}


/***/ }),

/***/ 9530:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _u: () => (/* binding */ modeDeps),
  AG: () => (/* binding */ printDryRun),
  xi: () => (/* binding */ serviceCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/api/index.ts + 9 modules
var api = __webpack_require__(314);
// EXTERNAL MODULE: ./src/config/index.ts + 11 modules
var config = __webpack_require__(2622);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/cli/framework/flag-values.ts
var flag_values = __webpack_require__(1450);
;// CONCATENATED MODULE: ./src/cli/framework/help.ts
/**
 * `--help` text of the commands built from a spec: usage, description, one
 * line per flag (wrapped to 80 columns), exit status and an example.
 */

function flagEntries(flags) {
    return Object.entries(flags).filter((entry) => entry[1] !== undefined);
}
/** The names a command reads: its flags less the hidden aliases. */
function flagKeys(flags) {
    return flagEntries(flags)
        .filter(([, flag]) => !flag.hidden)
        .map(([name]) => name)
        .filter(config/* isInputName */.wp);
}
const WIDTH = 80;
const COLUMN = 28;
const HELP_FOOTER = 'Every flag also reads KOSLI_<FLAG_NAME> (e.g. --per-page: KOSLI_PER_PAGE) and\nthe config file; a flag wins over its variable, which wins over the file.';
/** Words of `text` in lines of at most `width` characters. */
function wrap(text, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/).filter((w) => w !== '')) {
        if (line !== '' && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else {
            line = line === '' ? word : `${line} ${word}`;
        }
    }
    if (line !== '')
        lines.push(line);
    return lines;
}
function flagLine(name, flag) {
    const short = flag.short === undefined ? '' : `-${flag.short}, `;
    const left = `  ${short}--${name}${flag.value ? ` ${flag.value}` : ''}${flag.multiple ? ' ...' : ''}`;
    const text = wrap(flag.help, WIDTH - COLUMN);
    const pad = ' '.repeat(COLUMN);
    const [first = '', ...rest] = text;
    const head = left.length < COLUMN - 1
        ? `${left.padEnd(COLUMN)}${first}`
        : `${left}\n${pad}${first}`;
    return [head, ...rest.map((line) => `${pad}${line}`)].join('\n');
}
function helpText(parts) {
    const sections = parts.sections
        .filter(([, flags]) => flagEntries(flags).length > 0)
        .map(([title, flags]) => `${title}:\n${flagEntries(flags)
        .filter(([, flag]) => !flag.hidden)
        .map(([name, flag]) => flagLine(name, flag))
        .join('\n')}`);
    return [
        parts.usage,
        '',
        parts.description
            .split('\n\n')
            .map((paragraph) => wrap(paragraph, WIDTH).join('\n'))
            .join('\n\n'),
        '',
        ...sections.flatMap((s) => [s, '']),
        '  -h, --help                Show this help.',
        '',
        parts.footer,
        '',
        wrap(`Exit status: ${parts.exitStatus}`, WIDTH).join('\n'),
        '',
        'Example:',
        ...parts.example.split('\n').map((line) => `  ${line}`),
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli/framework/service-flags.ts
/** The flags every command that talks to Kosli shares. */

const SERVICE_FLAGS = {
    'api-token': {
        type: 'string',
        value: 'TOKEN',
        help: 'KOSLI_API_TOKEN. Prefer the variable or a config file: flags show up in process lists. The value DRY_RUN turns on --dry-run.'
    },
    org: {
        type: 'string',
        value: 'ORG',
        help: 'KOSLI_ORG. Your Kosli organization.'
    },
    host: {
        type: 'string',
        value: 'URL',
        help: 'KOSLI_HOST. Default https://app.kosli.com; e.g. http://127.0.0.1:8001 for `kosli-attest serve`.'
    },
    region: {
        type: 'string',
        value: 'eu|us',
        help: 'KOSLI_REGION. us is https://app.us.kosli.com. Give host or region.'
    },
    'auth-method': {
        type: 'string',
        value: 'bearer|basic',
        help: 'KOSLI_AUTH_METHOD. Default bearer.'
    },
    'timeout-seconds': {
        type: 'string',
        value: 'N',
        help: 'KOSLI_TIMEOUT_SECONDS. Per request; default 30.'
    },
    'max-retries': {
        type: 'string',
        value: 'N',
        help: 'KOSLI_MAX_RETRIES or KOSLI_MAX_API_RETRIES (also --max-api-retries). Default 3.'
    },
    'retry-budget-seconds': {
        type: 'string',
        value: 'N',
        help: 'KOSLI_RETRY_BUDGET_SECONDS. Most time spent waiting to retry; default 60.'
    },
    'config-file': {
        type: 'string',
        value: 'PATH',
        help: 'KOSLI_CONFIG_FILE. YAML or JSON of flag names and values, e.g. "org: acme".'
    },
    verbose: {
        type: 'boolean',
        help: 'KOSLI_VERBOSE (also --debug). Debug lines on stderr; never the token.'
    },
    quiet: {
        type: 'boolean',
        help: 'KOSLI_QUIET. No warnings or progress on stderr; errors and results still show.'
    }
};
const OUTPUT_FLAG = {
    type: 'string',
    value: 'table|json',
    help: 'table (default) for people; json, the service answer, for scripts.'
};
const DRY_RUN_FLAG = {
    type: 'boolean',
    help: 'KOSLI_DRY_RUN. Show the request; send nothing.'
};
/** Vendor names that parseArgs must accept as well. */
const ALIAS_FLAGS = {
    'max-api-retries': { type: 'string' },
    debug: { type: 'boolean' }
};
/**
 * The Kosli CLI's one-letter flags, each given to the first of these flags
 * a command has: -n is --per-page (the Kosli CLI's --page-limit) for
 * lists, even where --name filters (list environments), and --name for
 * attest junit; -o is --output, or --origin-url where there is no
 * --output (attest junit).
 */
const SHORT_FLAGS = {
    e: ['environment'],
    f: ['flow'],
    t: ['artifact-type'],
    n: ['per-page', 'name'],
    o: ['output', 'origin-url'],
    q: ['quiet'],
    x: ['exclude']
};
/** `flags` with the one-letter names of SHORT_FLAGS that fit them. */
function withShortFlags(flags) {
    const result = Object.fromEntries(flagEntries(flags));
    for (const [letter, names] of Object.entries(SHORT_FLAGS)) {
        const name = names.find((n) => result[n] !== undefined);
        const flag = name === undefined ? undefined : result[name];
        if (name !== undefined && flag !== undefined) {
            result[name] = { ...flag, short: letter };
        }
    }
    return result;
}

// EXTERNAL MODULE: ./src/cli/framework/options.ts + 1 modules
var options = __webpack_require__(175);
// EXTERNAL MODULE: ./src/cli/framework/output.ts + 1 modules
var output = __webpack_require__(2361);
// EXTERNAL MODULE: ./src/cli/framework/suggest.ts
var suggest = __webpack_require__(4931);
// EXTERNAL MODULE: ./src/cli/framework/progress.ts
var framework_progress = __webpack_require__(106);
;// CONCATENATED MODULE: ./src/cli/framework/service-command.ts
/**
 * The frame of every command that talks to Kosli: flags, help with an
 * example, configuration by precedence (options.ts), the service config,
 * one client closed at the end, and exit codes (0 OK, 1 failure, 2 usage
 * or configuration).
 */















function flagsOf(spec) {
    return withShortFlags({
        ...spec.flags,
        ...(spec.output && { output: OUTPUT_FLAG }),
        ...(spec.writes && { 'dry-run': DRY_RUN_FLAG })
    });
}
const SERVICE = withShortFlags(SERVICE_FLAGS);
function parseOptions(spec) {
    const all = { ...flagsOf(spec), ...SERVICE };
    return {
        ...Object.fromEntries(flagEntries(all).map(([name, flag]) => [
            name,
            {
                type: flag.type,
                ...(flag.multiple && { multiple: true }),
                ...(flag.short !== undefined && { short: flag.short })
            }
        ])),
        ...ALIAS_FLAGS,
        help: { type: 'boolean', short: 'h' }
    };
}
function usageLine(spec) {
    return `Usage: kosli-attest ${spec.name} ${spec.usage}`.trimEnd();
}
function usageError(spec, io, message) {
    io.stderr(`error: ${(0,src_text/* printable */.g$)(message, true)}\n${usageLine(spec)}\nRun \`kosli-attest ${spec.name} --help\` for more.\n`);
    return 2;
}
/**
 * Flags whose empty value the request schema takes (a string that may be
 * empty); every other flag refuses one, as the Kosli CLI does.
 */
const MAY_BE_EMPTY = new Set(['description', 'reason']);
function emptyFlag(values) {
    return Object.entries(values).find(([name, v]) => !MAY_BE_EMPTY.has(name) &&
        (v === '' || (Array.isArray(v) && v.some((x) => x === ''))))?.[0];
}
function cliLogger(io, verbose, quiet) {
    return {
        debug: (m) => verbose
            ? io.stderr(`debug: ${(0,src_text/* printable */.g$)(m, true)}
`)
            : undefined,
        info: (m) => io.stderr(`${(0,src_text/* printable */.g$)(m, true)}
`),
        warn: (m) => quiet
            ? undefined
            : io.stderr(`warning: ${(0,src_text/* printable */.g$)(m, true)}
`),
        error: (m) => io.stderr(`error: ${(0,src_text/* printable */.g$)(m, true)}
`)
    };
}
const MISSING_ORG = '--org is not set: pass --org ORG, set KOSLI_ORG, or put "org: ORG" in the config file (--config-file)';
const READ_NEEDS_TOKEN = '--api-token is not set: this command only reads, so a dry run (KOSLI_DRY_RUN, or the token DRY_RUN) still sends its request and needs a real token in KOSLI_API_TOKEN';
const MISSING_TOKEN = '--api-token is not set: set KOSLI_API_TOKEN (best), or put "api-token: ..." in a config file only you can read (--config-file), or pass --api-token';
/**
 * The service settings. Org and token are checked first, naming flags;
 * their problems and the command's own (`check`) are reported at once.
 */
function serviceOf(spec, raw, args, dryRun) {
    const p = new config/* ProblemCollector */.tH();
    const needsOrg = spec.org !== false;
    if (needsOrg && !raw.org?.trim()) {
        p.problems.push({ key: 'org', message: MISSING_ORG });
    }
    // A dry run sends nothing, so it needs no token; a read always sends.
    const sends = !(dryRun && spec.writes);
    if (sends && !raw['api-token']?.trim()) {
        const message = dryRun ? READ_NEEDS_TOKEN : MISSING_TOKEN;
        p.problems.push({ key: 'api-token', message });
    }
    const known = new Set(p.problems.map((problem) => problem.key));
    const own = new config/* ProblemCollector */.tH();
    own.check(undefined, () => spec.check?.(raw, args));
    p.problems.push(...own.problems.filter((q) => !known.has(q.key)));
    p.done();
    // The operation without an org still goes through the shared parser.
    return (0,config/* parseServiceConfig */.$7)(needsOrg ? raw : { ...raw, org: '-' }, {
        dryRun: !sends
    });
}
function resolve(spec, values, io) {
    const keys = [
        ...flagKeys(flagsOf(spec)),
        ...flagKeys(SERVICE_FLAGS).filter((k) => k !== 'config-file')
    ];
    const resolved = (0,options/* resolveOptions */.$i)({
        flags: values,
        env: io.env,
        cwd: io.cwd,
        keys
    });
    return resolved;
}
function debugSources(logger, sources) {
    for (const [key, source] of Object.entries(sources)) {
        // Where the token came from, never what it is.
        logger.debug(`${key} from ${source}`);
    }
}
async function execute(spec, values, args, io) {
    const { raw, sources, warnings } = resolve(spec, values, io);
    const verbose = (0,flag_values/* boolFlag */.lB)(raw, 'verbose');
    const quiet = (0,flag_values/* boolFlag */.lB)(raw, 'quiet');
    const logger = cliLogger(io, verbose, quiet);
    for (const warning of warnings)
        logger.warn(warning);
    debugSources(logger, sources);
    const dryRun = (0,flag_values/* boolFlag */.lB)(raw, 'dry-run');
    const service = serviceOf(spec, raw, args, dryRun);
    let client;
    const progress = (0,framework_progress/* createProgress */.m)(quiet ? { ...io, isTTY: false } : io, {
        verbose: verbose && !quiet
    });
    const ctx = {
        io,
        args,
        raw,
        service,
        output: (0,output/* parseOutput */.Fw)(raw.output),
        dryRun,
        verbose,
        logger,
        progress,
        client: () => (client ??= (0,api/* createClient */.UU)({ ...service, logger, version: package_0/* version */.rE }))
    };
    try {
        return await spec.run(ctx);
    }
    finally {
        progress.done();
        await client?.close();
    }
}
async function run(spec, argv, io) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: argv,
            options: parseOptions(spec),
            allowPositionals: true,
            allowNegative: true,
            strict: true
        });
    }
    catch (error) {
        const names = Object.keys({ ...flagsOf(spec), ...SERVICE });
        return usageError(spec, io, (0,suggest/* parseArgsMessage */.KU)(error, names));
    }
    const { help, ...values } = parsed.values;
    if (help) {
        io.stdout(helpOf(spec));
        return 0;
    }
    const empty = emptyFlag(values);
    if (empty)
        return usageError(spec, io, `--${empty} was given an empty value`);
    const args = parsed.positionals;
    const { min, max, what } = spec.positionals ?? { min: 0, max: 0, what: '' };
    if (args.length < min || args.length > max) {
        const wanted = min === max ? `${min}` : `${min} to ${max}`;
        return usageError(spec, io, `expected ${what || 'no arguments'} (${wanted}), got ${args.length}: ${args.join(' ')}`.trimEnd());
    }
    try {
        return await execute(spec, values, args, io);
    }
    catch (error) {
        if (error instanceof errors/* ConfigError */.xL) {
            const keys = Object.keys({ ...flagsOf(spec), ...SERVICE_FLAGS });
            const messages = error instanceof config/* ConfigProblems */.$
                ? error.problems.map((problem) => problem.message)
                : [error.message];
            return usageError(spec, io, (0,config/* problemsText */.u1)(messages.map((m) => (0,options/* flagMessage */.cO)(m, keys))));
        }
        io.stderr(`error: ${(0,src_text/* printable */.g$)((0,errors/* errorMessage */.gJ)(error), true)}\n`);
        return 1;
    }
}
// A command that takes its org from elsewhere does not list --org.
function withoutOrg(flags) {
    return Object.fromEntries(Object.entries(flags).filter(([name]) => name !== 'org'));
}
function helpOf(spec) {
    return helpText({
        usage: usageLine(spec),
        description: spec.description,
        sections: [
            ['Options', flagsOf(spec)],
            [
                'Service options (flag > KOSLI_* variable > config file > default)',
                spec.org === false ? withoutOrg(SERVICE) : SERVICE
            ]
        ],
        exitStatus: spec.exitStatus ??
            '0 done, 1 Kosli refused or could not be reached, 2 usage or configuration error.',
        example: spec.example,
        footer: HELP_FOOTER
    });
}
/** A `Command` of types.ts from a spec. */
function serviceCommand(spec) {
    return {
        name: spec.name,
        summary: spec.summary,
        help: helpOf(spec),
        run: (argv, io) => run(spec, argv, io)
    };
}
/**
 * In a dry run: the request that would be sent (an operation's `request`),
 * on stdout. The JSON null of an operation without a payload is not shown.
 */
function printDryRun(ctx, request) {
    const base = ctx.service.host.replace(/\/api\/v2$/, '');
    const value = request.body?.kind === 'json' ? request.body.value : null;
    const body = value === null ? '' : `${JSON.stringify(value, null, 2)}\n`;
    ctx.io.stdout(`Dry run: nothing is sent. The request would be:\n${request.method} ${base}/api/v2${request.path}\n${body}`);
    return 0;
}
/**
 * What an engine of src/modes needs, for a command that runs one. The
 * engine opens and closes its own client, so it gets a fresh one.
 */
function modeDeps(ctx) {
    const { io, logger } = ctx;
    return {
        logger,
        now: () => Date.now(),
        cwd: io.cwd,
        tmpDir: io.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(),
        env: io.env,
        openClient: (service) => Promise.resolve((0,api/* createClient */.UU)({ ...service, logger, version: package_0/* version */.rE })),
        readEvent: (path) => JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'))
    };
}


/***/ }),

/***/ 1011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   at: () => (/* binding */ at)
/* harmony export */ });
/* unused harmony exports positiveInteger, entries */
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


/***/ })

};

//# sourceMappingURL=530.index.js.map