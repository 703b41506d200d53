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
        const { FormData } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 6752, 19));
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
        const { FormData } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 6752, 19));
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










/***/ })

};

//# sourceMappingURL=91.index.js.map