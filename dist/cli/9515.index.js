export const id = 9515;
export const ids = [9515];
export const modules = {

/***/ 6013:
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
  Gv: () => (/* reexport */ beginTrail),
  T8: () => (/* reexport */ beginTrailRequest),
  UU: () => (/* reexport */ createClient),
  F8: () => (/* reexport */ createFlow),
  eV: () => (/* reexport */ createFlowRequest),
  W4: () => (/* reexport */ deleteServiceAccount),
  ot: () => (/* reexport */ detachPolicies),
  bK: () => (/* reexport */ envDiff),
  Wh: () => (/* reexport */ getDeploymentFrequency),
  lv: () => (/* reexport */ getFlow),
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

// UNUSED EXPORTS: ANNOTATION_KEY_PATTERN, ARTIFACT_STATES, ATTACHMENT_LIMIT_TEXT, ATTESTATION_NAME_PATTERN, AllowlistEntryResponseSchema, AllowlistEntrySchema, ArtifactSchema, ControlIdentifierSchema, ControlSchema, DeploymentFrequencyQuerySchema, DeploymentFrequencySchema, DeploymentPageSchema, DeploymentSchema, DetachPoliciesSchema, EMPTY_TEMPLATE, ENV_NAME_FILTER_PATTERN, EU_HOST, EXTERNAL_URL_KEY_PATTERN, EmailTargetSchema, EnvDiffArtifactSchema, EnvDiffQuerySchema, EnvDiffSchema, EnvDiffSideSchema, EnvNameSchema, EnvironmentPageSchema, EnvironmentSchema, ExternalUrlSchema, FINGERPRINT_PATTERN, FlowInputSchema, FlowNameSchema, FlowSchema, GitCommitSchema, JUnitResultSchema, JoinEnvironmentSchema, JunitAttestationInputSchema, LegacyFlowInputSchema, ListArtifactsQuerySchema, ListDeploymentsQuerySchema, ListEnvironmentsQuerySchema, MAX_ATTACHMENT_BYTES, MB, MomentExpressionSchema, NAME_PATTERN, NOTIFICATION_NAME_PATTERN, NestedConfigTargetSchema, NotificationNumberSchema, NotificationSchema, NotificationTargetReadSchema, NotificationTargetSchema, OrgSchema, PolicySchema, RepoInfoPostInputSchema, RepoTagChoiceSchema, RepoTagChoicesSchema, SERVICE_ACCOUNT_NAME_MAX, SERVICE_ACCOUNT_NAME_PATTERN, SNAPSHOT_EXPRESSION_MESSAGE, ServiceAccountNameSchema, ServiceAccountSchema, ServiceAccountUpdateSchema, SlackTargetSchema, SystemAttestationTypeSchema, SystemAttestationTypesSchema, TrailInputSchema, TrailMomentSchema, TrailNameSchema, US_HOST, WebhookTargetSchema, WholeNumberSchema, attestJunit, buildUrl

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(5625);
// EXTERNAL MODULE: ./src/net/redaction.ts
var redaction = __webpack_require__(1014);
// EXTERNAL MODULE: ./src/net/retry.ts
var retry = __webpack_require__(7893);
// EXTERNAL MODULE: ./src/net/limits.ts
var limits = __webpack_require__(1251);
// EXTERNAL MODULE: ./src/net/loopback.ts
var loopback = __webpack_require__(1830);
;// CONCATENATED MODULE: ./src/api/client-options.ts
/**
 * The Kosli client's options: the host (or region), the token and how it
 * is sent; the network's defaults and limits are src/net/limits.ts's.
 */



const EU_HOST = 'https://app.kosli.com';
const US_HOST = 'https://app.us.kosli.com';
const API_PREFIX = '/api/v2';
function resolveSettings(options) {
    const token = checkedToken(options.apiToken);
    const auth = options.auth ?? 'bearer';
    const basic = Buffer.from(`${token}:`).toString('base64');
    return {
        apiBase: apiBaseOf(options.host, options.region),
        host: chosenHost(options.host, options.region),
        hostSetting: options.hostSetting ?? 'the host setting (KOSLI_HOST)',
        authorization: auth === 'basic' ? `Basic ${basic}` : `Bearer ${token}`,
        ...(0,limits/* networkLimits */.pG)(options),
        userAgent: `kosli-attest-action/${options.version ?? 'dev'}`,
        secrets: [token]
    };
}
function checkedToken(raw) {
    // Secrets read from files often end in a newline; nothing else is trimmed.
    const token = raw.trim();
    if (token === '') {
        throw new src_errors/* ConfigError */.xL('The API token is empty: set it (input api-token, or KOSLI_API_TOKEN)');
    }
    // A control character would make an invalid header, and the transport's
    // error for that would quote the header value, i.e. the token.
    if (/[^\x21-\x7e]/.test(token)) {
        throw new src_errors/* ConfigError */.xL('The API token contains spaces or control characters: copy it again from the service');
    }
    return token;
}
function chosenHost(host, region) {
    return host?.trim() || (region === 'us' ? US_HOST : EU_HOST);
}
function apiBaseOf(host, region) {
    const chosen = chosenHost(host, region);
    let url;
    try {
        url = new URL(chosen);
    }
    catch {
        throw new src_errors/* ConfigError */.xL(`The host '${chosen}' is not a URL: give e.g. ${EU_HOST} or ${US_HOST}`);
    }
    if (!(0,loopback/* mayCarrySecrets */._1)(url)) {
        throw new src_errors/* ConfigError */.xL(`The host '${chosen}' must start with https:// (http:// only for a service on this machine: ${loopback/* LOOPBACK_NAMES */.xp})`);
    }
    // Accept a host given with the API prefix as well as without it.
    const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v2$/, '');
    return `${url.origin}${path}${API_PREFIX}`;
}

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

// EXTERNAL MODULE: ./src/net/exchange.ts
var exchange = __webpack_require__(982);
;// CONCATENATED MODULE: ./src/api/http-attempt.ts




/** A successful answer is read up to this many bytes (a page is far less). */
const ANSWER_LIMIT = 64 * 1024 * 1024;
async function attemptOnce(input) {
    const { settings } = input;
    // Outside the try: a file that cannot be read is not a network failure.
    const body = await bodyFor(input.request);
    let answer;
    try {
        answer = await (0,exchange/* exchange */.cv)({
            url: new URL(input.url),
            method: input.request.method,
            headers: headersFor(input),
            ...(body === undefined ? {} : { body }),
            dispatcher: input.agent,
            timeoutMs: settings.timeoutMs,
            maxBytes: (status) => isSuccess(status) ? ANSWER_LIMIT : ERROR_BODY_LIMIT
        });
    }
    catch (error) {
        if (!(error instanceof exchange/* NetworkFailure */.pM))
            throw error;
        return networkFailure(error);
    }
    return classify(answer, settings);
}
function isSuccess(status) {
    return status >= 200 && status < 300;
}
function classify(answer, settings) {
    const text = answer.body.toString('utf8');
    if (isSuccess(answer.status) && !answer.cut) {
        return { ok: true, status: answer.status, text };
    }
    const { status, statusText } = answer;
    // Redacted before any cut, so that no part of the token survives.
    const summary = summariseErrorBody((0,redaction/* redact */.E$)(text, settings.secrets), {
        statusText,
        cut: answer.cut
    });
    const location = answer.headers.location;
    const wait = (0,retry/* retryAfterMs */.Vs)(answer.headers['retry-after'], Date.now());
    return {
        ok: false,
        kind: 'http',
        status,
        statusText,
        ...summary,
        ...(status >= 300 &&
            status < 400 && {
            serverMessage: redirectMessage(location, settings.secrets)
        }),
        ...(isSuccess(status) && {
            serverMessage: `the answer is longer than ${ANSWER_LIMIT / 1024 / 1024} MiB, more than any resource of the API`
        }),
        ...(wait === undefined ? {} : { retryAfterMs: wait })
    };
}
function redirectMessage(location, secrets) {
    const target = location === undefined
        ? 'no Location'
        : JSON.stringify((0,redaction/* redact */.E$)(location, secrets));
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
function networkFailure(failure) {
    return {
        ok: false,
        kind: 'network',
        status: 0,
        ...(failure.code === undefined ? {} : { code: failure.code }),
        maybeSent: failure.details.maybeSent,
        description: failure.message,
        cause: failure.details.cause
    };
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
    const settings = resolveSettings(options);
    const logger = (0,redaction/* redactingLogger */.S)(options.logger ?? log/* silentLogger */.q, settings.secrets);
    let agent;
    const deps = {
        settings,
        logger,
        agent: () => (agent ??= __webpack_require__.e(/* import() */ 6752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19)).then(({ EnvHttpProxyAgent }) => new EnvHttpProxyAgent({ ...options.proxy }))),
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
    // A write whose answer was lost may have been applied: a retry of it may
    // apply it again, and its failure must not read as "not recorded".
    let answerLost = false;
    const attempt = async (n) => {
        logger.debug(`${label} (attempt ${n} of ${attempts})`);
        const agent = await deps.agent();
        const outcome = await attemptOnce({ ...deps, agent, url, request });
        if (outcome.ok)
            return { ok: true, value: outcome };
        if (outcome.kind === 'network' && outcome.maybeSent) {
            answerLost ||= request.method !== 'GET';
        }
        return {
            ok: false,
            failure: outcome,
            retryable: isRetryable(outcome),
            ...(outcome.retryAfterMs === undefined
                ? {}
                : { retryAfterMs: outcome.retryAfterMs })
        };
    };
    const policy = {
        ...deps,
        maxRetries: settings.maxRetries,
        budget: new retry/* RetryBudget */.Km(settings.retryBudgetMs)
    };
    const result = await (0,retry/* withRetries */.LH)(attempt, policy, (notice) => {
        const { left } = notice;
        // A line of the log, not an annotation: annotations are for the result.
        logger.info(`warning: ${label} (${describeFailure(notice.failure)}): retrying in ${(0,retry/* seconds */.YA)(notice.waitMs)} (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`);
    });
    if (!result.ok)
        throw finalError(result, { label, settings, answerLost });
    logger.debug(`${label} -> ${result.value.status}`);
    request.onStatus?.(result.value.status);
    if (answerLost) {
        logger.info(`warning: ${label}: an earlier attempt's answer was lost, so the service may hold this twice (the same content; the latest wins)`);
    }
    return parseSuccess(result.value, schema, { label, settings });
}
/** The error of a request that failed for good, saying whether it may have been recorded. */
function finalError(result, context) {
    const { failure, gaveUp } = result;
    const { label, settings } = context;
    const tried = {
        label,
        attempt: result.attempts,
        settings,
        reason: gaveUp.reason === 'final' ? '' : (0,retry/* budgetReason */.K0)(gaveUp)
    };
    const error = gaveUp.reason === 'final'
        ? failed(failure, tried)
        : gaveUpError(failure, tried);
    error.maybeRecorded = context.answerLost;
    return error;
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
function parseSuccess(outcome, schema, context) {
    const { label, settings } = context;
    let body;
    if (outcome.text.trim() !== '') {
        try {
            body = JSON.parse(outcome.text);
        }
        catch {
            throw apiError(`${label}: the service answered ${outcome.status} with a body that is not JSON: ${(0,redaction/* redact */.E$)(outcome.text.slice(0, 100_000), settings.secrets).slice(0, 200)}`, { status: outcome.status, settings });
        }
    }
    const parsed = schema.safeParse(body);
    if (parsed.success)
        return parsed.data;
    throw apiError(`${label}: the service answered ${outcome.status}, but the body is not what docs/spec/resources.md describes:\n${errors/* prettifyError */.S1(parsed.error)}`, { status: outcome.status, settings });
}
function failed(failure, tried) {
    const text = `${tried.label} failed: ${describeFailure(failure)}`;
    return apiError(withDetails(text, failure, tried), {
        failure,
        settings: tried.settings
    });
}
function gaveUpError(failure, tried) {
    const { label, attempt, reason } = tried;
    const plural = attempt === 1 ? 'attempt' : 'attempts';
    const last = failure.kind === 'network' ? 'last error' : 'last response';
    const text = `${label} gave up after ${attempt} ${plural}${reason}; ${last}: ${describeFailure(failure)}`;
    return apiError(withDetails(text, failure, tried), {
        failure,
        settings: tried.settings
    });
}
function withDetails(text, failure, tried) {
    const lines = [text];
    if (failure.kind === 'http') {
        const fields = renderFieldErrors(failure.fieldErrors);
        if (fields)
            lines.push(fields.replace(/^/gm, '  '));
    }
    const hint = hintFor(failure, tried);
    if (hint)
        lines.push(hint);
    return lines.join('\n');
}
function hintFor(failure, tried) {
    const { settings } = tried;
    const status = failure.status;
    const now = `check ${settings.hostSetting}, now ${JSON.stringify(settings.host)}`;
    if (failure.kind === 'network' && (0,retry/* isUnresolvedHost */.sV)(failure.code)) {
        const { host } = new URL(settings.apiBase);
        return `Hint: the host name ${JSON.stringify(host)} does not resolve (not retried): ${now}.`;
    }
    if (failure.kind === 'network' && failure.code === 'ECONNREFUSED') {
        const { host } = new URL(settings.apiBase);
        const times = tried.attempt === 1 ? 'once' : `${tried.attempt} times`;
        return `Hint: nothing accepts connections at ${host} (refused; tried ${times}): ${now}. Is the port right? \`kosli-attest serve\` listens on http://127.0.0.1:8001 unless given --port.`;
    }
    if (status === 401) {
        return 'Hint: check the API token (is it valid, and for this host/region?).';
    }
    if (status === 403)
        return forbiddenHint(tried.label);
    return undefined;
}
/**
 * A 403. Reads of beta resources (trail moments, controls) need the
 * feature; a write is most often a token of another organization.
 */
function forbiddenHint(label) {
    if (label.startsWith('GET ') || label.includes('/controls/')) {
        return 'Hint: the token lacks the privilege for this operation, or the organization does not have the beta feature enabled (trail moments, controls).';
    }
    return 'Hint: the token may belong to another organization than the one written to: check the org setting and where the token was made; or the token lacks the privilege to write.';
}
function apiError(message, context) {
    const { failure, settings } = context;
    const secrets = settings.secrets;
    const status = failure?.status ?? context.status ?? 0;
    const http = failure?.kind === 'http' ? failure : undefined;
    const serverMessage = http?.serverMessage ?? '';
    const fields = http?.fieldErrors ?? {};
    const cleanFields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, (0,redaction/* redact */.E$)(v, secrets)]));
    const cause = failure?.kind === 'network' ? { cause: failure.cause } : undefined;
    return new src_errors/* ApiError */.hD((0,redaction/* redact */.E$)(message, secrets), {
        status,
        serverMessage: (0,redaction/* redact */.E$)(serverMessage, secrets),
        fieldErrors: cleanFields
    }, cause);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
// EXTERNAL MODULE: ./src/api/schemas/index.ts + 3 modules
var api_schemas = __webpack_require__(4523);
;// CONCATENATED MODULE: ./src/api/operations/support.ts



/**
 * Validates `value` before anything is sent. The message names the request
 * part (`what`) and, through zod's paths, the field.
 */
function support_checked(schema, value, what) {
    const result = schema.safeParse(value);
    if (result.success)
        return result.data;
    throw new src_errors/* ConfigError */.xL(`Invalid ${what}; nothing was sent:\n${errors/* prettifyError */.S1(result.error)}`);
}
/** Checks one path parameter and escapes it as a URL segment. */
function segment(schema, value, name) {
    const result = schema.safeParse(value);
    const text = result.success ? String(result.data) : '';
    // `.` and `..` pass escaping as they are, and the URL parser then
    // removes them: the token would go to another API path.
    const issue = !result.success
        ? (result.error.issues[0]?.message ?? 'invalid')
        : text === '.' || text === '..'
            ? 'must not be . or .. (a path segment)'
            : undefined;
    if (issue !== undefined) {
        throw new src_errors/* ConfigError */.xL(`Invalid ${name} ${JSON.stringify(value)}: ${issue}; nothing was sent`);
    }
    return encodeURIComponent(text);
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
        value: support_checked(op.json.schema, op.json.value(params), op.json.what)
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
        ? support_checked(op.query.schema, op.query.value(params), op.query.what)
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

;// CONCATENATED MODULE: ./src/api/operations/attestations.ts
/**
 * docs/spec/operations.md, operations 1 (attest JUnit) and 16 (system
 * attestation types).
 */





/** The multipart body, built again on each attempt from the files. */
function junitForm(upload) {
    return async () => {
        // undici's FormData, which its fetch sends; loaded with the transport.
        const { FormData } = await __webpack_require__.e(/* import() */ 6752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
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
    checked(JunitAttestationInputSchema, params.data, 'JUnit attestation data');
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

;// CONCATENATED MODULE: ./src/api/operations/flows.ts


function flows_form(dataJson, template) {
    return async () => {
        // undici's FormData, which its fetch sends; loaded with the transport.
        const { FormData } = await __webpack_require__.e(/* import() */ 6752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
        const body = new FormData();
        // A plain field without its own content type, as the vendor CLI sends.
        body.append('data_json', dataJson);
        if (template) {
            const blob = new Blob([template.text], {
                type: 'application/octet-stream'
            });
            body.append('template_file', blob, template.filename);
        }
        return body;
    };
}
const createFlowOperation = operation({
    method: 'PUT',
    path: '/flows/{org}/template_file',
    multipart: (params) => {
        // The vendor CLI always sends description, "" when not given.
        const data = support_checked(api_schemas/* FlowInputSchema */.Ok, { name: params.name, description: params.description ?? '' }, 'flow');
        const template = params.template ?? {
            text: api_schemas/* EMPTY_TEMPLATE */.$T,
            filename: 'template.yml'
        };
        return Promise.resolve(flows_form(JSON.stringify(data), template));
    },
    response: AckSchema
});
const beginTrailOperation = operation({
    method: 'PUT',
    path: '/trails/{org}/{flow}',
    multipart: (params) => {
        const data = support_checked(api_schemas/* TrailInputSchema */.ud, params.data, 'trail');
        return Promise.resolve(flows_form(JSON.stringify(data), params.template));
    },
    response: AckSchema
});
async function upsert(client, request) {
    let status = 0;
    const onStatus = (answered) => {
        status = answered;
    };
    await client.send({ ...(await request), onStatus }, AckSchema);
    return status === 201 ? 'created' : 'updated';
}
/** `PUT /flows/{org}/template_file`: creates or updates a flow. */
function createFlow(client, params) {
    return upsert(client, createFlowOperation.request(params));
}
/** `PUT /trails/{org}/{flow}`: begins or updates a trail. */
function beginTrail(client, params) {
    return upsert(client, beginTrailOperation.request(params));
}
/**
 * `GET /flows/{org}/{flow}`, as the Kosli CLI's `get flow` reads a flow: a
 * 404 naming the flow is the service saying that it does not exist.
 */
const getFlow = operation({
    method: 'GET',
    path: '/flows/{org}/{flow}',
    response: api_schemas/* FlowSchema */.ws
});
/** What each would send, checked, without sending it (dry runs). */
const createFlowRequest = (params) => createFlowOperation.request(params);
const beginTrailRequest = (params) => beginTrailOperation.request(params);

;// CONCATENATED MODULE: ./src/api/operations/accounts.ts
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

;// CONCATENATED MODULE: ./src/api/operations/environments.ts
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

;// CONCATENATED MODULE: ./src/api/operations/reads.ts
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
/**
 * The typed client of the 18 operations of docs/spec/operations.md, and of
 * create flow and begin trail (docs/spec/flows-and-trails.md).
 */










/***/ }),

/***/ 1450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gi: () => (/* binding */ emptyFlag),
/* harmony export */   cS: () => (/* binding */ timeFlag),
/* harmony export */   lB: () => (/* binding */ boolFlag),
/* harmony export */   nZ: () => (/* binding */ argumentOrFlag),
/* harmony export */   s1: () => (/* binding */ intFlag),
/* harmony export */   v6: () => (/* binding */ listFlag),
/* harmony export */   yq: () => (/* binding */ choiceFlag)
/* harmony export */ });
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/**
 * Typed values of resolved CLI flags, with errors that name the flag. A
 * flag's plain text is `optional` of src/config, as for an input.
 */


function listFlag(raw, key) {
    return (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lines */ .Mn)(raw[key]);
}
function boolFlag(raw, key) {
    return (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .booleanValue */ .eC)(raw[key], `--${key}`, false);
}
function intFlag(raw, key, range) {
    const value = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(raw, key);
    if (value === undefined)
        return undefined;
    const n = Number(value);
    const max = range.max ?? Number.MAX_SAFE_INTEGER;
    if (!/^\d+$/.test(value) || n < range.min || n > max) {
        const to = range.max === undefined ? ' or more' : ` to ${range.max}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`--${key}: "${value}" must be a whole number from ${range.min}${to}`);
    }
    return n;
}
function choiceFlag(raw, key, allowed) {
    const value = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(raw, key);
    return value === undefined ? undefined : (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .choice */ .Yq)(value, `--${key}`, allowed);
}
/**
 * Unix seconds, or an ISO 8601 date or date-time, as whole Unix seconds. A
 * date or time without a zone is UTC, so a run gives the same window on
 * every machine.
 */
function timeFlag(raw, key) {
    const value = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(raw, key);
    if (value === undefined)
        return undefined;
    if (/^\d+(\.\d+)?$/.test(value))
        return Math.floor(Number(value));
    const iso = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
    const match = iso.exec(value);
    const zone = match?.[1] !== undefined && match[4] === undefined ? 'Z' : '';
    const ms = match ? Date.parse(`${value.replace(' ', 'T')}${zone}`) : NaN;
    if (Number.isNaN(ms)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`--${key}: "${value}" is neither Unix seconds nor an ISO date, e.g. 1714564800, 2024-05-01 or 2024-05-01T12:00:00Z`);
    }
    return Math.floor(ms / 1000);
}
/**
 * Flags whose empty value the request schema takes (a string that may be
 * empty); every other flag refuses one, as the Kosli CLI does.
 */
const MAY_BE_EMPTY = new Set(['description', 'reason']);
/** The first flag given an empty value it may not have. */
function emptyFlag(values) {
    return Object.entries(values).find(([name, v]) => !MAY_BE_EMPTY.has(name) &&
        (v === '' || (Array.isArray(v) && v.some((x) => x === ''))))?.[0];
}
/**
 * A name given as the command's argument or, as other commands and the
 * Kosli CLI take it, as a flag (or its KOSLI_* variable): the argument
 * wins. Names the argument and the flag when neither is given.
 */
function argumentOrFlag(arg, raw, key) {
    const value = arg ?? (0,_config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(raw, key);
    if (value === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${key} is required: give it as the argument or with --${key}`);
    }
    return value;
}


/***/ }),

/***/ 175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cO: () => (/* binding */ flagMessage),
  $i: () => (/* binding */ resolveOptions)
});

// UNUSED EXPORTS: DRY_RUN_TOKEN, envName

// EXTERNAL MODULE: ./src/config/index.ts + 17 modules
var config = __webpack_require__(9604);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/regular-file.ts
var regular_file = __webpack_require__(702);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/cli/framework/config-file.ts
/**
 * The CLI's config file (--config-file, KOSLI_CONFIG_FILE): YAML or JSON,
 * keyed by flag names in any case, like the Kosli CLI's
 * (docs/spec/kosli-cli.md, Configuration). Unknown keys and a token file others can read get warnings.
 */







/**
 * A config file holds a few flags: 1 MiB is far more than any needs, and
 * reading it (YAML) stays well under a second.
 */
const CONFIG_FILE_LIMIT = 1024 * 1024;
function configPath(request) {
    const value = request.flags['config-file'];
    const flag = typeof value === 'string' ? value : undefined;
    if (flag !== undefined) {
        if (flag.trim() === '') {
            throw new errors/* ConfigError */.xL('--config-file was given an empty value');
        }
        return (0,external_node_path_.resolve)(request.cwd, flag);
    }
    const variable = request.env.KOSLI_CONFIG_FILE?.trim();
    return variable ? (0,external_node_path_.resolve)(request.cwd, variable) : undefined;
}
function loadConfigFile(request, warnings) {
    const path = configPath(request);
    if (path === undefined)
        return undefined;
    const text = (0,regular_file/* readRegularFile */.XF)(path, {
        maxBytes: CONFIG_FILE_LIMIT,
        what: '--config-file (or KOSLI_CONFIG_FILE)'
    }).toString('utf8');
    const values = configValues(path, text, warnings);
    if (values['api-token'] !== undefined)
        checkPrivate(path, warnings);
    return { path, values };
}
function configValues(path, text, warnings) {
    let document;
    try {
        // YAML 1.2 reads JSON as well.
        document = (0,dist/* parse */.qg)(text, { logLevel: 'error' });
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`${path}${where(error)} is not valid YAML or JSON (${codeOf(error)}); the line is not shown, as it may hold the token`);
    }
    if (document === null || document === undefined)
        return {};
    if (typeof document !== 'object' || Array.isArray(document)) {
        throw new errors/* ConfigError */.xL(`${path} must be a mapping of flag names to values, e.g. "org: acme"`);
    }
    const values = {};
    for (const [name, value] of Object.entries(document)) {
        const lower = name.trim().toLowerCase().replace(/_/g, '-');
        const key = (0,config/* canonicalName */.Ew)(lower);
        if (!(0,config/* isConfigKey */.Uc)(key)) {
            warnings.push(`${path}: unknown key "${name}" is ignored; keys are flag names such as org, api-token, host`);
            continue;
        }
        const text = fileValue(value, `${path}: ${name}`);
        if (text !== undefined)
            values[key] = text;
    }
    return values;
}
/**
 * Where a parse error is, and its kind: never the parser's message, which
 * quotes the source line (an `api-token:` line, say). No `cause` either,
 * since that would carry the message along.
 */
function where(error) {
    const at = error instanceof dist/* YAMLError */.IP ? error.linePos?.[0] : undefined;
    return at === undefined ? '' : `:${at.line}:${at.col}`;
}
function codeOf(error) {
    return error instanceof dist/* YAMLError */.IP
        ? error.code.toLowerCase().replace(/_/g, ' ')
        : 'unreadable';
}
/** Scalars as text; a list one entry per line; a map as key=value lines. */
function fileValue(value, where) {
    if (value === null || value === undefined)
        return undefined;
    const flat = (0,src_text/* flatText */.PV)(value, '\n');
    if (flat !== undefined)
        return flat;
    throw new errors/* ConfigError */.xL(`${where} must be a value, a list of values or a map of key: value`);
}
function checkPrivate(path, warnings) {
    // Windows has no permission bits to check.
    if (process.platform === 'win32')
        return;
    if (((0,external_node_fs_.statSync)(path).mode & 0o077) === 0)
        return;
    warnings.push(`${path} holds the API token and other users can read it: run chmod 600 ${path}`);
}

;// CONCATENATED MODULE: ./src/cli/framework/options.ts
/**
 * Where every CLI value comes from: its flag, else its non-empty KOSLI_*
 * variable, else the config file, else the default (docs/spec/kosli-cli.md,
 * Configuration).
 * Values come out as a `RawConfig` keyed by the kebab-case flag name, the
 * shape src/config parses for the action's inputs too.
 */


const FLAG_ONLY = new Set(config/* FLAG_ONLY_NAMES */.p0);
/** `api-token` -> `KOSLI_API_TOKEN`. */
function envName(key) {
    return `KOSLI_${key.toUpperCase().replace(/-/g, '_')}`;
}
/** The vendor's placeholder token that turns a run into a dry run. */
const DRY_RUN_TOKEN = 'DRY_RUN';
function flagText(value) {
    if (value === undefined)
        return undefined;
    // A repeated flag is a list: one entry per line, as in the action.
    if (Array.isArray(value))
        return value.map(String).join('\n');
    return String(value);
}
function fromFlags(flags, key) {
    for (const name of [key, ...(0,config/* aliasesOf */.QI)(key)]) {
        const text = flagText(flags[name]);
        if (text !== undefined)
            return [text, `--${name}`];
    }
    return undefined;
}
function fromEnv(env, key) {
    for (const name of [key, ...(0,config/* aliasesOf */.QI)(key)].map(envName)) {
        const value = env[name];
        // An empty variable is ignored, like the vendor CLI (viper).
        if (value !== undefined && value.trim() !== '')
            return [value, name];
    }
    return undefined;
}
/**
 * Resolves `keys` by precedence. `KOSLI_API_TOKEN=DRY_RUN` (from any source)
 * turns on dry-run and leaves no token, as the vendor CLI does.
 */
function resolveOptions(request) {
    const warnings = [];
    const file = loadConfigFile(request, warnings);
    const raw = {};
    const sources = {};
    for (const key of request.keys) {
        const found = fromFlags(request.flags, key) ??
            (FLAG_ONLY.has(key)
                ? undefined
                : (fromEnv(request.env, key) ?? fromFile(file, key)));
        const fallback = request.defaults?.[key];
        if (found !== undefined) {
            raw[key] = found[0];
            sources[key] = found[1];
        }
        else if (fallback !== undefined) {
            raw[key] = fallback;
            sources[key] = 'default';
        }
    }
    keepStrongerOfPair({ raw, sources }, ['host', 'region']);
    if (raw['api-token']?.trim() === DRY_RUN_TOKEN) {
        raw['dry-run'] = 'true';
        sources['dry-run'] = `${sources['api-token'] ?? ''}=${DRY_RUN_TOKEN}`;
        delete raw['api-token'];
        delete sources['api-token'];
    }
    return {
        raw,
        sources,
        warnings,
        ...(file !== undefined && { configFile: file.path })
    };
}
/** Flag, variable, config file, default: a lower rank wins. */
function rank(source) {
    if (source === undefined)
        return 4;
    if (source.startsWith('--'))
        return 0;
    if (source.startsWith('KOSLI_'))
        return 1;
    return source === 'default' ? 3 : 2;
}
/**
 * Two keys that set one thing (host and region both pick the host) resolve
 * as a pair: `--region us` beats a KOSLI_HOST variable, and `--host` a
 * KOSLI_REGION. Set at the same level, both stay, and src/config refuses
 * the pair.
 */
function keepStrongerOfPair(resolved, [a, b]) {
    const { raw, sources } = resolved;
    const rankA = rank(sources[a]);
    const rankB = rank(sources[b]);
    if (rankA === rankB)
        return;
    const weaker = rankA < rankB ? b : a;
    delete raw[weaker];
    delete sources[weaker];
}
function fromFile(file, key) {
    const value = file?.values[key];
    return value === undefined ? undefined : [value, `config file ${file?.path}`];
}
/**
 * For people: an error of src/config names the input key (`org is
 * required`); on the command line it is the flag, its variable or the file.
 */
function flagMessage(message, keys) {
    const key = [...keys]
        .sort((a, b) => b.length - a.length)
        .find((k) => message.startsWith(`${k}:`) || message.startsWith(`${k} `));
    if (key === undefined)
        return message;
    const text = `--${message}`;
    return / is required/.test(message.slice(key.length, key.length + 13))
        ? `${text}\n(set --${key}, or ${envName(key)}, or "${key}:" in the config file)`
        : text;
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
/**
 * Shrinks the widest of `columns` one step at a time, down to `floor`, by
 * `excess` in all; returns what it could not take.
 */
function shrink(sizes, columns, excess) {
    const { widths, floor } = sizes;
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
    const sizes = { widths, floor };
    shrink(sizes, [0], shrink(sizes, others, excess));
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
/* harmony export */   Iu: () => (/* binding */ clearingIo),
/* harmony export */   Rg: () => (/* binding */ elapsedTicker),
/* harmony export */   mf: () => (/* binding */ createProgress)
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
        clear: () => {
            if (shown)
                io.stderr(CLEAR_LINE);
            shown = false;
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
 * `io` whose stderr first clears the progress line, so that a message
 * never runs on from it ("working 3 sjunit attestation…"); the next
 * update draws the line again below the message.
 */
function clearingIo(io, progress) {
    return {
        ...io,
        stderr: (text) => {
            progress.clear();
            io.stderr(text);
        }
    };
}
/**
 * For work whose phases the engine tells (reading N/M files, uploading):
 * `label: phase, N s`, the seconds once a second. The timer never keeps
 * the process alive.
 */
function elapsedTicker(progress, label, now = Date.now) {
    const start = now();
    let phase = 'working';
    const show = () => progress.update(`${label}: ${phase}, ${Math.round((now() - start) / 1000)} s`);
    const timer = setInterval(show, 1000);
    timer.unref();
    return {
        phase: (text) => {
            phase = text;
            show();
        },
        stop: () => {
            clearInterval(timer);
            progress.done();
        }
    };
}


/***/ }),

/***/ 9515:
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
// EXTERNAL MODULE: ./src/config/index.ts + 17 modules
var config = __webpack_require__(9604);
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
    'http-proxy': {
        type: 'string',
        value: 'URL',
        help: 'KOSLI_HTTP_PROXY. The proxy for requests to Kosli. Default: HTTPS_PROXY / HTTP_PROXY (and NO_PROXY) from the environment.'
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
 * attest junit. -o is --output in every command: attest junit, where the
 * Kosli CLI's -o is --origin-url, has --output too (see retiredShortFlag).
 */
const SHORT_FLAGS = {
    e: ['environment'],
    f: ['flow'],
    t: ['artifact-type'],
    n: ['per-page', 'name'],
    o: ['output'],
    q: ['quiet'],
    x: ['exclude']
};
const OUTPUT_FORMATS = new Set(['table', 'json']);
/**
 * The deprecation path of -o in attest junit: it was --origin-url (as in
 * the Kosli CLI) until the command got --output. `-o URL`, a value no
 * output format could be, is still taken for --origin-url, with a warning
 * to write --origin-url. Returns that warning, or undefined.
 */
function retiredShortFlag(values, given) {
    const value = values.output;
    if (!given.shortO || typeof value !== 'string')
        return undefined;
    if (given.flags['origin-url'] === undefined)
        return undefined;
    if (OUTPUT_FORMATS.has(value.trim()) || !/^[a-z][\w+.-]*:\/\//i.test(value)) {
        return undefined;
    }
    delete values.output;
    values['origin-url'] ??= value;
    return '-o for --origin-url is deprecated: -o is --output in every command now. Write --origin-url URL; -o URL stops working in the next major version.';
}
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
;// CONCATENATED MODULE: ./src/cli/framework/logger.ts

function cliLogger(io, switches) {
    return {
        debug: (m) => switches.verbose
            ? io.stderr(`debug: ${(0,src_text/* printable */.g$)(m, true)}\n`)
            : undefined,
        info: (m) => io.stderr(`${(0,src_text/* printable */.g$)(m, true)}\n`),
        warn: (m) => switches.quiet
            ? undefined
            : io.stderr(`warning: ${(0,src_text/* printable */.g$)(m, true)}\n`),
        error: (m) => io.stderr(`error: ${(0,src_text/* printable */.g$)(m, true)}\n`)
    };
}
/** Where each setting came from, with --verbose. */
function debugSources(logger, sources) {
    for (const [key, source] of Object.entries(sources)) {
        // Where the token came from, never what it is.
        logger.debug(`${key} from ${source}`);
    }
}

// EXTERNAL MODULE: ./src/cli/framework/settings.ts
var settings = __webpack_require__(6196);
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
async function execute(spec, { values, args, notes }, rawIo) {
    const { raw, sources, warnings } = resolve(spec, values, rawIo);
    const verbose = (0,flag_values/* boolFlag */.lB)(raw, 'verbose');
    const quiet = (0,flag_values/* boolFlag */.lB)(raw, 'quiet');
    const progress = (0,framework_progress/* createProgress */.mf)(quiet ? { ...rawIo, isTTY: false } : rawIo, {
        verbose: verbose && !quiet
    });
    const io = (0,framework_progress/* clearingIo */.Iu)(rawIo, progress);
    const logger = cliLogger(io, { verbose, quiet });
    for (const warning of [...notes, ...warnings])
        logger.warn(warning);
    debugSources(logger, sources);
    const dryRun = (0,flag_values/* boolFlag */.lB)(raw, 'dry-run');
    const { service, checked } = (0,settings/* serviceOf */.z5)(spec, { raw, args, dryRun });
    (0,settings/* proxyOf */.Ol)(raw);
    let client;
    const ctx = {
        // Set whenever the spec has a check: it threw otherwise.
        checked: checked,
        io,
        args,
        raw,
        service,
        output: (0,output/* parseOutput */.Fw)(raw.output),
        dryRun,
        verbose,
        logger,
        progress,
        client: () => (client ??= (0,settings/* cliClient */.co)(service, { logger, raw }))
    };
    try {
        return await spec.run(ctx);
    }
    finally {
        progress.done();
        await client?.close();
    }
}
/** The command line read, or the exit code of a usage error or of --help. */
function parseCommandLine(spec, argv, io) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: argv,
            options: parseOptions(spec),
            allowPositionals: true,
            allowNegative: true,
            strict: true,
            tokens: true
        });
    }
    catch (error) {
        const names = Object.keys({ ...flagsOf(spec), ...SERVICE });
        return usageError(spec, io, (0,suggest/* parseArgsMessage */.KU)(error, names));
    }
    const { help, ...values } = parsed.values;
    const retired = retiredShortFlag(values, {
        shortO: parsed.tokens.some((t) => t.kind === 'option' && t.rawName === '-o'),
        flags: flagsOf(spec)
    });
    if (help) {
        io.stdout(helpOf(spec));
        return 0;
    }
    const empty = (0,flag_values/* emptyFlag */.Gi)(values);
    if (empty)
        return usageError(spec, io, `--${empty} was given an empty value`);
    const args = parsed.positionals;
    const { min, max, what } = spec.positionals ?? { min: 0, max: 0, what: '' };
    if (args.length < min || args.length > max) {
        const wanted = min === max ? `${min}` : `${min} to ${max}`;
        return usageError(spec, io, `expected ${what || 'no arguments'} (${wanted}), got ${args.length}: ${args.join(' ')}`.trimEnd());
    }
    return { values, args, notes: retired === undefined ? [] : [retired] };
}
/** Configuration problems as a usage error (2), each naming its flag. */
function configError(spec, io, error) {
    const keys = Object.keys({ ...flagsOf(spec), ...SERVICE_FLAGS });
    const messages = error instanceof config/* ConfigProblems */.$
        ? error.problems.map((problem) => problem.message)
        : [error.message];
    return usageError(spec, io, (0,config/* problemsText */.u1)(messages.map((m) => (0,options/* flagMessage */.cO)(m, keys))));
}
async function run(spec, argv, io) {
    const parsed = parseCommandLine(spec, argv, io);
    if (typeof parsed === 'number')
        return parsed;
    try {
        return await execute(spec, parsed, io);
    }
    catch (error) {
        if (error instanceof errors/* ConfigError */.xL)
            return configError(spec, io, error);
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
        openClient: (service) => Promise.resolve((0,settings/* cliClient */.co)(service, { logger, raw: ctx.raw })),
        readEvent: (path) => JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'))
    };
}


/***/ }),

/***/ 6196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ol: () => (/* binding */ proxyOf),
/* harmony export */   co: () => (/* binding */ cliClient),
/* harmony export */   z5: () => (/* binding */ serviceOf)
/* harmony export */ });
/* unused harmony export HOST_SETTING */
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8330);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6013);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/**
 * A command's service settings: org and token checked first, with messages
 * that name the flags, then the command's own config (its `check`), every
 * problem reported at once.
 */




const MISSING_ORG = '--org is not set: pass --org ORG, set KOSLI_ORG, or put "org: ORG" in the config file (--config-file)';
const READ_NEEDS_TOKEN = '--api-token is not set: this command only reads, so a dry run (KOSLI_DRY_RUN, or the token DRY_RUN) still sends its request and needs a real token in KOSLI_API_TOKEN';
const MISSING_TOKEN = '--api-token is not set: set KOSLI_API_TOKEN (best), or put "api-token: ..." in a config file only you can read (--config-file), or pass --api-token';
/**
 * The service settings. Org and token are checked first, naming flags;
 * their problems and the command's own (`check`) are reported at once.
 */
function serviceOf(spec, { raw, args, dryRun }) {
    const p = new _config_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ProblemCollector */ .tH();
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
    const own = new _config_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ProblemCollector */ .tH();
    const checked = own.check(undefined, () => spec.check?.(raw, args));
    p.problems.push(...own.problems.filter((q) => !known.has(q.key)));
    p.done();
    // The operation without an org still goes through the shared parser.
    const service = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseServiceConfig */ .$7)(needsOrg ? raw : { ...raw, org: '-' }, {
        dryRun: !sends
    });
    return { service, checked };
}
/** How a message names the Kosli host setting on the command line. */
const HOST_SETTING = '--host (or KOSLI_HOST)';
/**
 * --http-proxy (the Kosli CLI's flag): the proxy for every request to
 * Kosli, over HTTPS_PROXY / HTTP_PROXY, which are read when it is not set.
 */
function proxyOf(raw) {
    const proxy = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lq)(raw, 'http-proxy');
    if (proxy === undefined)
        return undefined;
    let url;
    try {
        url = new URL(proxy);
    }
    catch {
        url = undefined;
    }
    if (url === undefined || !/^https?:$/.test(url.protocol)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`--http-proxy: "${proxy}" is not an http:// or https:// URL, e.g. http://proxy.example:3128`);
    }
    return { httpProxy: proxy, httpsProxy: proxy };
}
/** A client of the command's Kosli service, as every command opens one. */
function cliClient(service, context) {
    const proxy = proxyOf(context.raw);
    return (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createClient */ .UU)({
        ...service,
        logger: context.logger,
        version: _package_json__WEBPACK_IMPORTED_MODULE_0__/* .version */ .rE,
        hostSetting: HOST_SETTING,
        ...(proxy !== undefined && { proxy })
    });
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


/***/ })

};

//# sourceMappingURL=9515.index.js.map