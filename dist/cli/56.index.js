export const id = 56;
export const ids = [56];
export const modules = {

/***/ 4523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ac: () => (/* reexport */ patterns/* ATTACHMENT_LIMIT_TEXT */.Ac),
  iy: () => (/* reexport */ patterns/* ATTESTATION_NAME_PATTERN */.iy),
  YY: () => (/* reexport */ AllowlistEntryResponseSchema),
  HR: () => (/* reexport */ AllowlistEntrySchema),
  wX: () => (/* reexport */ ArtifactSchema),
  cm: () => (/* reexport */ queries/* ControlIdentifierSchema */.cm),
  Fs: () => (/* reexport */ ControlSchema),
  rk: () => (/* reexport */ queries/* DeploymentFrequencyQuerySchema */.rk),
  xp: () => (/* reexport */ DeploymentFrequencySchema),
  K1: () => (/* reexport */ DeploymentPageSchema),
  f5: () => (/* reexport */ DeploymentSchema),
  T2: () => (/* reexport */ DetachPoliciesSchema),
  $T: () => (/* reexport */ EMPTY_TEMPLATE),
  bv: () => (/* reexport */ patterns/* ENVIRONMENT_SORT_FIELDS */.bv),
  kh: () => (/* reexport */ patterns/* ENVIRONMENT_TYPES */.kh),
  _Z: () => (/* reexport */ queries/* EnvDiffQuerySchema */._Z),
  KK: () => (/* reexport */ EnvDiffSchema),
  ek: () => (/* reexport */ queries/* EnvNameSchema */.ek),
  KR: () => (/* reexport */ EnvironmentPageSchema),
  Tt: () => (/* reexport */ EnvironmentSchema),
  Ok: () => (/* reexport */ FlowInputSchema),
  FE: () => (/* reexport */ queries/* FlowNameSchema */.FE),
  ws: () => (/* reexport */ FlowSchema),
  du: () => (/* reexport */ JoinEnvironmentSchema),
  MS: () => (/* reexport */ JunitAttestationInputSchema),
  Ng: () => (/* reexport */ LegacyFlowInputSchema),
  ZH: () => (/* reexport */ queries/* ListArtifactsQuerySchema */.ZH),
  AM: () => (/* reexport */ queries/* ListDeploymentsQuerySchema */.AM),
  gk: () => (/* reexport */ queries/* ListEnvironmentsQuerySchema */.gk),
  LY: () => (/* reexport */ patterns/* MAX_ATTACHMENT_BYTES */.LY),
  MB: () => (/* reexport */ patterns.MB),
  qQ: () => (/* reexport */ queries/* MomentExpressionSchema */.qQ),
  E9: () => (/* reexport */ queries/* NotificationNumberSchema */.E9),
  nH: () => (/* reexport */ NotificationSchema),
  m_: () => (/* reexport */ NotificationUpdateSchema),
  Sl: () => (/* reexport */ queries/* OrgSchema */.Sl),
  fd: () => (/* reexport */ patterns/* PRIVILEGES */.fd),
  Qz: () => (/* reexport */ PolicySchema),
  kX: () => (/* reexport */ patterns/* REPO_PROVIDERS */.kX),
  Cp: () => (/* reexport */ RepoTagChoicesSchema),
  y_: () => (/* reexport */ patterns/* SORT_DIRECTIONS */.y_),
  QM: () => (/* reexport */ queries/* ServiceAccountNameSchema */.xp),
  mK: () => (/* reexport */ ServiceAccountSchema),
  tc: () => (/* reexport */ ServiceAccountUpdateSchema),
  Bw: () => (/* reexport */ SystemAttestationTypeSchema),
  is: () => (/* reexport */ SystemAttestationTypesSchema),
  Qb: () => (/* reexport */ patterns/* TRIGGERS */.Qb),
  ud: () => (/* reexport */ TrailInputSchema),
  Mj: () => (/* reexport */ TrailMomentSchema),
  J5: () => (/* reexport */ queries/* TrailNameSchema */.J5)
});

// UNUSED EXPORTS: ANNOTATION_KEY_PATTERN, ARTIFACT_STATES, ENV_NAME_FILTER_PATTERN, EXTERNAL_URL_KEY_PATTERN, EmailTargetSchema, EnvDiffArtifactSchema, EnvDiffSideSchema, ExternalUrlSchema, FINGERPRINT_PATTERN, GitCommitSchema, JUnitResultSchema, NAME_PATTERN, NOTIFICATION_NAME_PATTERN, NestedConfigTargetSchema, NotificationTargetReadSchema, NotificationTargetSchema, RepoInfoPostInputSchema, RepoTagChoiceSchema, SERVICE_ACCOUNT_NAME_MAX, SERVICE_ACCOUNT_NAME_PATTERN, SNAPSHOT_EXPRESSION_MESSAGE, SlackTargetSchema, WebhookTargetSchema, WholeNumberSchema

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

// EXTERNAL MODULE: ./src/api/schemas/queries.ts
var queries = __webpack_require__(627);
;// CONCATENATED MODULE: ./src/api/schemas/flows.ts
/**
 * The bodies of create flow and begin trail (docs/spec/flows-and-trails.md),
 * shared by the client and the emulator. The interface does not publish
 * them; they hold what the Kosli CLI sends, and stay open to more fields as
 * the attestation's commit and repository objects do.
 */




/** `data_json` of create flow with a template (`PUT /flows/{org}/template_file`). */
const FlowInputSchema = schemas/* looseObject */._H3({
    name: queries/* FlowNameSchema */.FE,
    description: schemas/* string */.YjP().nullish(),
    visibility: schemas/* string */.YjP().nullish()
});
/** The JSON body of the deprecated create flow (`PUT /flows/{org}`). */
const LegacyFlowInputSchema = FlowInputSchema.extend({
    template: schemas/* array */.YOg(schemas/* string */.YjP()).nullish()
});
/** `data_json` of begin trail (`PUT /trails/{org}/{flow}`). */
const TrailInputSchema = schemas/* looseObject */._H3({
    name: queries/* TrailNameSchema */.J5,
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

/***/ 627:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ ListDeploymentsQuerySchema),
/* harmony export */   E9: () => (/* binding */ NotificationNumberSchema),
/* harmony export */   FE: () => (/* binding */ FlowNameSchema),
/* harmony export */   J5: () => (/* binding */ TrailNameSchema),
/* harmony export */   Sl: () => (/* binding */ OrgSchema),
/* harmony export */   ZH: () => (/* binding */ ListArtifactsQuerySchema),
/* harmony export */   _Z: () => (/* binding */ EnvDiffQuerySchema),
/* harmony export */   cm: () => (/* binding */ ControlIdentifierSchema),
/* harmony export */   ek: () => (/* binding */ EnvNameSchema),
/* harmony export */   gk: () => (/* binding */ ListEnvironmentsQuerySchema),
/* harmony export */   qQ: () => (/* binding */ MomentExpressionSchema),
/* harmony export */   rk: () => (/* binding */ DeploymentFrequencyQuerySchema),
/* harmony export */   xp: () => (/* binding */ ServiceAccountNameSchema),
/* harmony export */   yO: () => (/* binding */ SNAPSHOT_EXPRESSION_MESSAGE)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5586);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8532);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(908);
/* harmony import */ var _snapshot_expression_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3137);
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
const repeated = (item) => zod__WEBPACK_IMPORTED_MODULE_2__/* .preprocess */ .vkY((value) => (typeof value === 'string' ? [value] : value), zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(item));
const scalar = (schema) => zod__WEBPACK_IMPORTED_MODULE_2__/* .preprocess */ .vkY(lastOf, schema);
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
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()], { error: `must be ${what}` })
        .transform((value, ctx) => {
        if (typeof value === 'string' && !pattern.test(value)) {
            const message = value === '' ? `is empty: give ${what}` : `must be ${what}`;
            ctx.addIssue({ code: 'custom', message });
            return zod__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
        }
        const number = Number(value);
        if (Number.isNaN(number) || (kind === 'integer' && !isWhole(number))) {
            ctx.addIssue({ code: 'custom', message: `must be ${what}` });
            return zod__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
        }
        return bounded(number, bounds, ctx);
    });
}
// Infinity stands for a run of digits too long for a double: still whole.
const isWhole = (n) => Number.isInteger(n) || !Number.isFinite(n);
const pageNumber = scalar(urlNumber('integer', { min: 1 }));
const ListEnvironmentsQuerySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    page: pageNumber.optional(),
    per_page: scalar(urlNumber('integer', { min: 1, max: 50 })).optional(),
    sort: scalar(zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .ENVIRONMENT_SORT_FIELDS */ .bv)).optional(),
    sort_direction: scalar(zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .SORT_DIRECTIONS */ .y_)).optional(),
    space_id: repeated(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    name: scalar(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    type: repeated(zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .ENVIRONMENT_TYPES */ .kh)).optional(),
    // Either `key` or `key:value`; an empty value filters nothing.
    tag: repeated(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional()
});
const ListDeploymentsQuerySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    page: pageNumber.optional(),
    per_page: scalar(urlNumber('integer', { min: 0, max: 50 })).optional(),
    repo_name: scalar(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    env_name: scalar(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .ENV_NAME_FILTER_PATTERN */ .aS, 'must match ^[a-zA-Z0-9][a-zA-Z0-9._-]*$')).optional(),
    start_ts: scalar(urlNumber('number')).optional(),
    end_ts: scalar(urlNumber('number')).optional()
});
const ListArtifactsQuerySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    page: pageNumber.optional(),
    per_page: scalar(urlNumber('integer', { min: 1 })).optional()
});
const SNAPSHOT_EXPRESSION_MESSAGE = 'must be an environment name, optionally followed by #N, ~N or @{...}';
const snappish = scalar(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .refine((text) => (0,_snapshot_expression_js__WEBPACK_IMPORTED_MODULE_1__/* .readSnapshotExpression */ .X8)(text) !== undefined, SNAPSHOT_EXPRESSION_MESSAGE));
// The service's schema types both as `string | null` yet marks them
// required; a URL cannot carry null, so both are needed.
const EnvDiffQuerySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    snappish1: snappish,
    snappish2: snappish
});
// Optional, as in the service's schema: without it (or empty) the answer
// covers every flow.
const DeploymentFrequencyQuerySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    flow_id: scalar(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional()
});
/** Path parameters, checked before a URL is built. */
const OrgSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1);
const FlowNameSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .regex(_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .NAME_PATTERN */ .Vh, 'must match ^[a-zA-Z0-9][a-zA-Z0-9._~-]*$');
const TrailNameSchema = FlowNameSchema;
const ServiceAccountNameSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .min(1)
    .max(_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_ACCOUNT_NAME_MAX */ .pl)
    .regex(_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_ACCOUNT_NAME_PATTERN */ .H, 'must match ^[a-zA-Z0-9-]+$');
const NotificationNumberSchema = urlNumber('integer');
const EnvNameSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1);
const ControlIdentifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1);
// The interface does not give the moment expression's grammar.
const MomentExpressionSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1);


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


/***/ }),

/***/ 7893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ isRetryableNetworkError),
/* harmony export */   K0: () => (/* binding */ budgetReason),
/* harmony export */   Km: () => (/* binding */ RetryBudget),
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   XQ: () => (/* binding */ shortPolicy),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   sV: () => (/* binding */ isUnresolvedHost)
/* harmony export */ });
/* unused harmony export backoffMs */
/**
 * The one retry loop, and when to retry and how long to wait. Follows the
 * Kosli CLI (docs/spec/kosli-cli.md, Retries and timeouts): network errors,
 * 409 (lock conflict), 429 and 5xx except 501 are retried with 1 s, 2 s,
 * 4 s backoff, and `Retry-After` wins when given. We add jitter, so that
 * jobs failing together do not retry in lockstep. Every wait comes out of a
 * budget, which several loops may share (the requests of one image lookup).
 */
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** Jitter adds up to this fraction of the backoff delay. */
const JITTER_FRACTION = 0.25;
function isRetryableStatus(status) {
    return status === 409 || status === 429 || (status >= 500 && status !== 501);
}
/**
 * Transport failures that another attempt cannot fix: a host name that
 * does not resolve (a typo in a setting, most often: retrying it only
 * delays the message that names the setting), a certificate the runner
 * does not trust, a malformed URL. Everything else (refused, reset, timed
 * out) is worth retrying.
 */
const PERMANENT_CODES = new Set([
    'ENOTFOUND',
    'EAI_AGAIN',
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
/** The host name was not found: the setting that names it is wrong. */
function isUnresolvedHost(code) {
    return code === 'ENOTFOUND' || code === 'EAI_AGAIN';
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
    if (header === null || header === undefined)
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
/** Waiting allowed between attempts; shared by the loops given the same one. */
class RetryBudget {
    limitMs;
    waitedMs = 0;
    constructor(limitMs) {
        this.limitMs = limitMs;
    }
}
/**
 * GitHub's calls (listing pages, the blob download): `attempts` in all,
 * the 1 s and 2 s backoffs with jitter within `budgetMs`, in real time.
 */
function shortPolicy(attempts = 3, budgetMs = 10_000) {
    return {
        maxRetries: attempts - 1,
        budget: new RetryBudget(budgetMs),
        sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
        random: Math.random
    };
}
/**
 * Runs `attempt` (1-based) until it succeeds, fails for good, no attempt
 * is left, or the next wait would overrun the budget; `onRetry` hears of
 * each wait before it starts.
 */
async function withRetries(attempt, policy, onRetry = () => undefined) {
    const { budget } = policy;
    for (let n = 1;; n++) {
        const outcome = await attempt(n);
        if (outcome.ok)
            return { ok: true, value: outcome.value, attempts: n };
        const stop = (gaveUp) => ({
            ok: false,
            failure: outcome.failure,
            attempts: n,
            gaveUp
        });
        if (!outcome.retryable)
            return stop({ reason: 'final' });
        const left = policy.maxRetries + 1 - n;
        if (left === 0)
            return stop({ reason: 'no-attempts-left' });
        const waitMs = outcome.retryAfterMs ?? backoffMs(n, policy.random);
        if (budget.waitedMs + waitMs > budget.limitMs) {
            return stop({ reason: 'budget', waitMs, budgetMs: budget.limitMs });
        }
        onRetry({ failure: outcome.failure, attempt: n, waitMs, left });
        await policy.sleep(waitMs);
        budget.waitedMs += waitMs;
    }
}
/** `1 s`, `2.5 s`. */
function seconds(ms) {
    return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`;
}
/** ` (waiting 4 s more would exceed the retry budget of 60 s)`, or ''. */
function budgetReason(gaveUp) {
    return gaveUp.reason === 'budget'
        ? ` (waiting ${seconds(gaveUp.waitMs)} more would exceed the retry budget of ${seconds(gaveUp.budgetMs)})`
        : '';
}


/***/ }),

/***/ 702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   aj: () => (/* binding */ checkRealDirectory),
/* harmony export */   l$: () => (/* binding */ checkRegularFile)
/* harmony export */ });
/* unused harmony export sizeText */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/**
 * Files read as data, never as file-system tricks: a kept payload's files
 * and the CLI's config file are read only when they are regular files (a
 * symbolic link could point anywhere, a FIFO blocks the read for ever, a
 * device such as /dev/zero never ends) and within a size limit. Every
 * refusal names the path and why.
 */



/** `1 MiB`, `8 MiB`, `512 bytes`. */
function sizeText(bytes) {
    const mib = 1024 * 1024;
    return bytes % mib === 0 ? `${bytes / mib} MiB` : `${bytes} bytes`;
}
function kindOf(stats) {
    if (stats.isFile())
        return undefined;
    if (stats.isSymbolicLink())
        return 'a symbolic link';
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isFIFO())
        return 'a FIFO (named pipe)';
    if (stats.isCharacterDevice())
        return 'a character device';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isSocket())
        return 'a socket';
    return 'not a regular file';
}
function refuse(path, limit, why) {
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${limit.what}: ${path} ${why}`);
}
/** Refuses anything but a regular file within the limit. */
function checked(path, stats, limit) {
    const kind = kindOf(stats);
    if (kind !== undefined) {
        refuse(path, limit, `is ${kind}; only a regular file is read`);
    }
    if (stats.size > limit.maxBytes) {
        refuse(path, limit, `is ${stats.size} bytes, more than the limit of ${sizeText(limit.maxBytes)}`);
    }
}
/** Refuses a path that is not a regular file within the limit, unread. */
function checkRegularFile(path, limit) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch (error) {
        refuse(path, limit, `cannot be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
    }
    checked(path, stats, limit);
}
// O_NONBLOCK: should the path become a FIFO between the lstat and the open,
// the open does not wait for a writer. O_NOFOLLOW: nor a symbolic link.
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/**
 * The bytes of the regular file at `path`, at most `limit.maxBytes`. The
 * file is checked before it is opened and again, by its descriptor, after.
 */
function readRegularFile(path, limit) {
    checkRegularFile(path, limit);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, OPEN_FLAGS);
    }
    catch (error) {
        refuse(path, limit, `cannot be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        checked(path, stats, limit);
        // One byte more than allowed tells a file that grew after the check.
        const buffer = Buffer.alloc(Math.min(stats.size, limit.maxBytes) + 1);
        let size = 0;
        for (;;) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, size, buffer.length - size, null);
            if (read === 0)
                break;
            size += read;
            if (size === buffer.length) {
                refuse(path, limit, `grew past ${sizeText(limit.maxBytes)} while read`);
            }
        }
        return buffer.subarray(0, size);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Refuses a folder that is not a real directory (a symbolic link to one, say). */
function checkRealDirectory(path, what) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${what}: cannot read ${path} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`);
    }
    if (stats.isSymbolicLink() || !stats.isDirectory()) {
        const kind = stats.isSymbolicLink() ? 'a symbolic link' : 'not a folder';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${what}: ${path} is ${kind}; only a real folder is read`);
    }
}


/***/ })

};

//# sourceMappingURL=56.index.js.map