export const id = 45;
export const ids = [45];
export const modules = {

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

//# sourceMappingURL=45.index.js.map