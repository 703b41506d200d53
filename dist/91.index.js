export const id = 91;
export const ids = [91];
export const modules = {

/***/ 7091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OG: () => (/* reexport */ allowArtifact),
  Gv: () => (/* reexport */ beginTrail),
  F8: () => (/* reexport */ createFlow),
  bK: () => (/* reexport */ envDiff),
  lv: () => (/* reexport */ getFlow),
  EL: () => (/* reexport */ sendJunitUpload)
});

// UNUSED EXPORTS: ANNOTATION_KEY_PATTERN, ARTIFACT_STATES, ATTACHMENT_LIMIT_TEXT, ATTESTATION_NAME_PATTERN, AllowlistEntryResponseSchema, AllowlistEntrySchema, ArtifactSchema, ControlIdentifierSchema, ControlSchema, DeploymentFrequencyQuerySchema, DeploymentFrequencySchema, DeploymentPageSchema, DeploymentSchema, DetachPoliciesSchema, EMPTY_TEMPLATE, ENVIRONMENT_SORT_FIELDS, ENVIRONMENT_TYPES, ENV_NAME_FILTER_PATTERN, EU_HOST, EXTERNAL_URL_KEY_PATTERN, EmailTargetSchema, EnvDiffArtifactSchema, EnvDiffQuerySchema, EnvDiffSchema, EnvDiffSideSchema, EnvNameSchema, EnvironmentPageSchema, EnvironmentSchema, ExternalUrlSchema, FINGERPRINT_PATTERN, FlowInputSchema, FlowNameSchema, FlowSchema, GitCommitSchema, JUnitResultSchema, JoinEnvironmentSchema, JunitAttestationInputSchema, LegacyFlowInputSchema, ListArtifactsQuerySchema, ListDeploymentsQuerySchema, ListEnvironmentsQuerySchema, MAX_ATTACHMENT_BYTES, MB, MomentExpressionSchema, NAME_PATTERN, NOTIFICATION_NAME_PATTERN, NestedConfigTargetSchema, NotificationNumberSchema, NotificationSchema, NotificationTargetReadSchema, NotificationTargetSchema, NotificationUpdateSchema, OrgSchema, PRIVILEGES, PolicySchema, REPO_PROVIDERS, RepoInfoPostInputSchema, RepoTagChoiceSchema, RepoTagChoicesSchema, SERVICE_ACCOUNT_NAME_MAX, SERVICE_ACCOUNT_NAME_PATTERN, SNAPSHOT_EXPRESSION_MESSAGE, SORT_DIRECTIONS, ServiceAccountNameSchema, ServiceAccountSchema, ServiceAccountUpdateSchema, SlackTargetSchema, SystemAttestationTypeSchema, SystemAttestationTypesSchema, TRIGGERS, TrailInputSchema, TrailMomentSchema, TrailNameSchema, US_HOST, WebhookTargetSchema, WholeNumberSchema, archiveControl, attestJunit, beginTrailRequest, buildUrl, createClient, createFlowRequest, deleteServiceAccount, detachPolicies, getDeploymentFrequency, getNotification, getTrailMoment, iterateDeployments, iterateEnvironments, joinEnvironment, listArtifacts, listDeployments, listEnvironments, listPolicies, listRepoTagChoices, listSystemAttestationTypes, updateNotification, updateServiceAccount

// EXTERNAL MODULE: ./src/api/http.ts + 2 modules
var http = __webpack_require__(2896);
// EXTERNAL MODULE: ./src/api/client-options.ts
var client_options = __webpack_require__(1150);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var core_errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
// EXTERNAL MODULE: ./src/api/schemas/index.ts + 4 modules
var api_schemas = __webpack_require__(7045);
;// CONCATENATED MODULE: ./src/api/operations/support.ts



/**
 * Validates `value` before anything is sent. The message names the request
 * part (`what`) and, through zod's paths, the field.
 */
function support_checked(schema, value, what) {
    const result = schema.safeParse(value);
    if (result.success)
        return result.data;
    throw new errors/* ConfigError */.xL(`Invalid ${what}; nothing was sent:\n${core_errors/* prettifyError */.S1(result.error)}`);
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
        throw new errors/* ConfigError */.xL(`Invalid ${name} ${JSON.stringify(value)}: ${issue}; nothing was sent`);
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

;// CONCATENATED MODULE: ./src/api/operations/flows.ts


function flows_form(dataJson, template) {
    return async () => {
        // undici's FormData, which its fetch sends; loaded with the transport.
        const { FormData } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
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

/***/ 7045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ac: () => (/* reexport */ patterns/* ATTACHMENT_LIMIT_TEXT */.Ac),
  iy: () => (/* reexport */ patterns/* ATTESTATION_NAME_PATTERN */.iy),
  YY: () => (/* reexport */ AllowlistEntryResponseSchema),
  HR: () => (/* reexport */ AllowlistEntrySchema),
  wX: () => (/* reexport */ ArtifactSchema),
  cm: () => (/* reexport */ ControlIdentifierSchema),
  Fs: () => (/* reexport */ ControlSchema),
  rk: () => (/* reexport */ DeploymentFrequencyQuerySchema),
  xp: () => (/* reexport */ DeploymentFrequencySchema),
  K1: () => (/* reexport */ DeploymentPageSchema),
  T2: () => (/* reexport */ DetachPoliciesSchema),
  $T: () => (/* reexport */ EMPTY_TEMPLATE),
  _Z: () => (/* reexport */ EnvDiffQuerySchema),
  KK: () => (/* reexport */ EnvDiffSchema),
  ek: () => (/* reexport */ EnvNameSchema),
  KR: () => (/* reexport */ EnvironmentPageSchema),
  Tt: () => (/* reexport */ EnvironmentSchema),
  Ok: () => (/* reexport */ FlowInputSchema),
  FE: () => (/* reexport */ FlowNameSchema),
  ws: () => (/* reexport */ FlowSchema),
  du: () => (/* reexport */ JoinEnvironmentSchema),
  ZH: () => (/* reexport */ ListArtifactsQuerySchema),
  AM: () => (/* reexport */ ListDeploymentsQuerySchema),
  gk: () => (/* reexport */ ListEnvironmentsQuerySchema),
  LY: () => (/* reexport */ patterns/* MAX_ATTACHMENT_BYTES */.LY),
  MB: () => (/* reexport */ patterns.MB),
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
  ud: () => (/* reexport */ TrailInputSchema),
  Mj: () => (/* reexport */ TrailMomentSchema),
  J5: () => (/* reexport */ TrailNameSchema)
});

// UNUSED EXPORTS: ANNOTATION_KEY_PATTERN, ARTIFACT_STATES, DeploymentSchema, ENVIRONMENT_SORT_FIELDS, ENVIRONMENT_TYPES, ENV_NAME_FILTER_PATTERN, EXTERNAL_URL_KEY_PATTERN, EmailTargetSchema, EnvDiffArtifactSchema, EnvDiffSideSchema, ExternalUrlSchema, FINGERPRINT_PATTERN, GitCommitSchema, JUnitResultSchema, JunitAttestationInputSchema, LegacyFlowInputSchema, NAME_PATTERN, NOTIFICATION_NAME_PATTERN, NestedConfigTargetSchema, NotificationTargetReadSchema, NotificationTargetSchema, PRIVILEGES, REPO_PROVIDERS, RepoInfoPostInputSchema, RepoTagChoiceSchema, SERVICE_ACCOUNT_NAME_MAX, SERVICE_ACCOUNT_NAME_PATTERN, SNAPSHOT_EXPRESSION_MESSAGE, SORT_DIRECTIONS, SlackTargetSchema, SystemAttestationTypeSchema, TRIGGERS, WebhookTargetSchema, WholeNumberSchema

// EXTERNAL MODULE: ./src/api/schemas/patterns.ts
var patterns = __webpack_require__(908);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
;// CONCATENATED MODULE: ./src/api/schemas/requests.ts
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
    provider: schemas/* enum */.k5n(patterns/* REPO_PROVIDERS */.kX).nullish(),
    namespace_path: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    additional_info: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish()
});
// The interface leaves the fields open; the service's ExternalAttachmentUrl
// schema fills them, and closes the object.
const ExternalUrlSchema = schemas/* strictObject */.rej({
    href: schemas/* string */.YjP(),
    fingerprint: schemas/* string */.YjP().regex(patterns/* FINGERPRINT_PATTERN */.o6).nullish()
});
const attestationName = schemas/* string */.YjP()
    .regex(patterns/* ATTESTATION_NAME_PATTERN */.iy, 'must match ^[a-zA-Z0-9_,-]+$');
const junitAttestationFields = schemas/* strictObject */.rej({
    attestation_name: attestationName,
    // The interface: at least 1 item (the service's schema sets no minimum).
    junit_results: schemas/* array */.YOg(JUnitResultSchema).min(1),
    origin_url: schemas/* string */.YjP().nullish(),
    description: schemas/* string */.YjP().nullish(),
    artifact_fingerprint: schemas/* string */.YjP()
        .regex(patterns/* FINGERPRINT_PATTERN */.o6, 'must be 64 lowercase hex characters')
        .nullish(),
    target_artifacts: schemas/* array */.YOg(attestationName).nullish(),
    git_commit_info: GitCommitSchema.nullish(),
    repo_info: RepoInfoPostInputSchema.nullish(),
    external_urls: schemas/* record */.g1P(schemas/* string */.YjP()
        .regex(patterns/* EXTERNAL_URL_KEY_PATTERN */.jj, 'must not contain "=", "." or NUL'), ExternalUrlSchema)
        .nullish(),
    annotations: schemas/* record */.g1P(schemas/* string */.YjP().regex(patterns/* ANNOTATION_KEY_PATTERN */.r9, 'must match ^[A-Za-z0-9_]+$'), schemas/* string */.YjP())
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
    privilege: schemas/* enum */.k5n(patterns/* PRIVILEGES */.fd).optional()
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
        .regex(patterns/* NOTIFICATION_NAME_PATTERN */.hY, 'must match ^[a-zA-Z0-9][a-zA-Z0-9._~/-]*$'),
    targets: schemas/* array */.YOg(NotificationTargetSchema),
    // The interface names only `targets` as required; the service's schema
    // requires these too.
    environments: schemas/* array */.YOg(schemas/* string */.YjP()),
    triggers: schemas/* array */.YOg(schemas/* enum */.k5n(patterns/* TRIGGERS */.Qb)),
    type: schemas/* literal */.euz('env').optional()
});
// The interface does not say which fields are required; the service's
// schema requires all three and closes the object.
const AllowlistEntrySchema = schemas/* strictObject */.rej({
    artifact_fingerprint: schemas/* string */.YjP()
        .regex(patterns/* FINGERPRINT_PATTERN */.o6, 'must be 64 lowercase hex characters'),
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

;// CONCATENATED MODULE: ./src/api/schemas/responses.ts
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

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
// EXTERNAL MODULE: ./src/api/snapshot-expression.ts
var snapshot_expression = __webpack_require__(3137);
;// CONCATENATED MODULE: ./src/api/schemas/queries.ts
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
    sort: scalar(schemas/* enum */.k5n(patterns/* ENVIRONMENT_SORT_FIELDS */.bv)).optional(),
    sort_direction: scalar(schemas/* enum */.k5n(patterns/* SORT_DIRECTIONS */.y_)).optional(),
    space_id: repeated(schemas/* string */.YjP()).optional(),
    name: scalar(schemas/* string */.YjP()).optional(),
    type: repeated(schemas/* enum */.k5n(patterns/* ENVIRONMENT_TYPES */.kh)).optional(),
    // Either `key` or `key:value`; an empty value filters nothing.
    tag: repeated(schemas/* string */.YjP()).optional()
});
const ListDeploymentsQuerySchema = schemas/* object */.Ikc({
    page: pageNumber.optional(),
    per_page: scalar(urlNumber('integer', { min: 0, max: 50 })).optional(),
    repo_name: scalar(schemas/* string */.YjP()).optional(),
    env_name: scalar(schemas/* string */.YjP()
        .regex(patterns/* ENV_NAME_FILTER_PATTERN */.aS, 'must match ^[a-zA-Z0-9][a-zA-Z0-9._-]*$')).optional(),
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
    .regex(patterns/* NAME_PATTERN */.Vh, 'must match ^[a-zA-Z0-9][a-zA-Z0-9._~-]*$');
const TrailNameSchema = FlowNameSchema;
const ServiceAccountNameSchema = schemas/* string */.YjP()
    .min(1)
    .max(patterns/* SERVICE_ACCOUNT_NAME_MAX */.pl)
    .regex(patterns/* SERVICE_ACCOUNT_NAME_PATTERN */.H, 'must match ^[a-zA-Z0-9-]+$');
const NotificationNumberSchema = urlNumber('integer');
const EnvNameSchema = schemas/* string */.YjP().min(1);
const ControlIdentifierSchema = schemas/* string */.YjP().min(1);
// The interface does not give the moment expression's grammar.
const MomentExpressionSchema = schemas/* string */.YjP().min(1);

;// CONCATENATED MODULE: ./src/api/schemas/flows.ts
/**
 * The bodies of create flow and begin trail (docs/spec/flows-and-trails.md),
 * shared by the client and the emulator. The interface does not publish
 * them; they hold what the Kosli CLI sends, and stay open to more fields as
 * the attestation's commit and repository objects do.
 */




/** `data_json` of create flow with a template (`PUT /flows/{org}/template_file`). */
const FlowInputSchema = schemas/* looseObject */._H3({
    name: FlowNameSchema,
    description: schemas/* string */.YjP().nullish(),
    visibility: schemas/* string */.YjP().nullish()
});
/** The JSON body of the deprecated create flow (`PUT /flows/{org}`). */
const LegacyFlowInputSchema = FlowInputSchema.extend({
    template: schemas/* array */.YOg(schemas/* string */.YjP()).nullish()
});
/** `data_json` of begin trail (`PUT /trails/{org}/{flow}`). */
const TrailInputSchema = schemas/* looseObject */._H3({
    name: TrailNameSchema,
    description: schemas/* string */.YjP().nullish(),
    user_data: schemas/* unknown */.L5J().optional(),
    git_commit_info: GitCommitSchema.nullish(),
    repo_info: RepoInfoPostInputSchema.nullish(),
    external_urls: schemas/* record */.g1P(schemas/* string */.YjP()
        .regex(patterns/* EXTERNAL_URL_KEY_PATTERN */.jj, 'must not contain "=", "." or NUL'), ExternalUrlSchema)
        .nullish(),
    origin_url: schemas/* string */.YjP().nullish()
});
/**
 * A flow as read (`GET /flows/{org}/{flow}`, the Kosli CLI's `get flow`):
 * tolerant, since only the flow's existence is relied on.
 */
const FlowSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().nullish()
});
/** The template every flow gets when none is given (`--use-empty-template`). */
const EMPTY_TEMPLATE = 'version: 1';

;// CONCATENATED MODULE: ./src/api/schemas/index.ts
/**
 * The zod schemas of docs/spec/resources.md, shared by the client and the
 * emulator: request schemas are strict, response schemas tolerant.
 */







/***/ }),

/***/ 3137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X8: () => (/* binding */ readSnapshotExpression),
/* harmony export */   gS: () => (/* binding */ parseSnapshotExpression)
/* harmony export */ });
/* unused harmony export SNAPSHOT_FORMS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

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


/***/ })

};

//# sourceMappingURL=91.index.js.map