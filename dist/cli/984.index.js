export const id = 984;
export const ids = [984];
export const modules = {

/***/ 7603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createServeCommand: () => (/* binding */ createServeCommand),
  serveCommand: () => (/* binding */ serveCommand)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/emulator/demo-catalog.ts
/** Policies, controls, service accounts, notifications and repos of `demo`. */
const DAY = 86_400;
const POLICY_SCHEMA_URL = 'https://docs.kosli.com/schemas/policy/v1';
function policy(name, now, options) {
    const created = now - 30 * DAY;
    const count = options.versions ?? 1;
    const versions = Array.from({ length: count }, (_, i) => ({
        version: i + 1,
        comment: i === 0 ? 'initial version' : `revision ${i + 1}`,
        created_by: 'jane@example.com',
        timestamp: created + i * DAY,
        policy_yaml: `_schema: ${POLICY_SCHEMA_URL}\nartifacts:\n  provenance:\n    required: ${options.required}\n`
    }));
    return {
        name,
        description: `${name} policy`,
        archived: options.archived ?? false,
        created_at: created,
        last_modified_at: created + (count - 1) * DAY,
        created_by: 'jane@example.com',
        events: versions.map((v) => ({
            type: v.version === 1 ? 'policy_created' : 'policy_updated',
            timestamp: v.timestamp,
            user: 'jane@example.com',
            data: { version: v.version }
        })),
        versions
    };
}
function control(identifier, name, now, archived = false) {
    return {
        identifier,
        name,
        version: 1,
        created_by: 'jane@example.com',
        description: `${name} is performed for every change`,
        links: { docs: `https://wiki.example.com/controls/${identifier}` },
        created_at: now - 40 * DAY,
        tags: { framework: 'SOC2' },
        archived,
        policies_referencing: archived ? [] : ['prod-approval']
    };
}
function serviceAccount(name, privilege, now, forWebhook = false) {
    return {
        name,
        display_name: name.replace(/-/g, ' '),
        privilege,
        description: `${name} service account`,
        creating_user_id: 'user-0001',
        created_at: now - 50 * DAY,
        for_webhook: forWebhook
    };
}
function notifications(now) {
    const common = {
        type: 'env',
        created_at: now - 20 * DAY,
        created_by: 'jane@example.com',
        last_modified_at: now - 10 * DAY,
        last_success_timestamp: now - DAY,
        is_failing: false,
        is_created_from_slack_app: false
    };
    return [
        {
            ...common,
            number: 1,
            name: 'production-slack',
            environments: ['production'],
            triggers: ['ON_NON_COMPLIANT_ENV', 'ON_COMPLIANT_ENV'],
            targets: [
                {
                    type: 'SLACK',
                    webhook: 'https://hooks.slack.example.com/services/T000/B000/XXXX',
                    last_success_at: now - DAY,
                    last_failure_at: now - 15 * DAY,
                    context: {
                        channel_id: 'C0123456',
                        channel_name: 'prod-alerts',
                        team_id: 'T0123456'
                    }
                }
            ]
        },
        {
            ...common,
            number: 2,
            name: 'staging-webhook',
            environments: ['staging', 'production'],
            triggers: ['ON_STARTED_ARTIFACT', 'ON_ALLOWED_ARTIFACT'],
            targets: [
                {
                    type: 'WEBHOOK',
                    webhook: 'https://hooks.example.com/kosli',
                    payload_version: '1.0'
                }
            ]
        }
    ];
}
function demoCatalog(now) {
    return {
        policies: [
            policy('provenance-required', now, { required: true, versions: 2 }),
            policy('prod-approval', now, { required: true }),
            policy('legacy-checks', now, { required: false, archived: true })
        ],
        controls: [
            control('CTRL-001', 'Code review', now),
            control('CTRL-002', 'Vulnerability scanning', now),
            control('CTRL-003', 'Manual sign-off', now, true)
        ],
        service_accounts: [
            serviceAccount('ci-bot', 'member', now),
            serviceAccount('reporter', 'reader', now),
            serviceAccount('webhook-receiver', 'admin', now, true)
        ],
        notifications: notifications(now),
        repos: [
            { name: 'acme/demo-api', tags: { team: 'platform', lang: 'go' } },
            { name: 'acme/demo-web', tags: { team: 'web', lang: 'typescript' } },
            { name: 'acme/legacy', tags: { team: 'platform' } }
        ]
    };
}
function systemAttestationTypes() {
    const schema = (properties) => ({
        type: 'object',
        properties
    });
    return [
        {
            name: 'junit',
            description: 'JUnit test results',
            versions: [
                {
                    version: 1,
                    attestation_data_schema: schema({ junit_results: { type: 'array' } })
                }
            ]
        },
        {
            name: 'snyk',
            description: 'Snyk security scan results',
            versions: [
                {
                    version: 1,
                    attestation_data_schema: schema({ snyk_results: { type: 'object' } })
                },
                {
                    version: 2,
                    attestation_data_schema: schema({ sarif: { type: 'object' } })
                }
            ]
        },
        {
            name: 'pull_request',
            description: 'Pull requests of a commit',
            versions: [
                {
                    version: 1,
                    attestation_data_schema: schema({ pull_requests: { type: 'array' } })
                }
            ]
        },
        {
            name: 'generic',
            description: 'A generic attestation with a compliance flag',
            versions: [
                {
                    version: 1,
                    attestation_data_schema: schema({ is_compliant: { type: 'boolean' } })
                }
            ]
        }
    ];
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/emulator/demo-flows.ts

/** Flows of the demo org: templates, trails, moments and artifacts. */
const demo_flows_DAY = 86_400;
function fingerprintOf(name) {
    return (0,external_node_crypto_.createHash)('sha256').update(`emulator-demo:${name}`).digest('hex');
}
function demoFlows(now) {
    const artifact = (name, i, state) => {
        const sha = fingerprintOf(`commit:${name}`).slice(0, 40);
        const fingerprint = fingerprintOf(name);
        const at = new Date((now - (10 - i) * demo_flows_DAY) * 1000).toISOString();
        return {
            id: `artifact-${i + 1}`,
            fingerprint,
            filename: `registry.example.com/demo/${name}`,
            created_at: at,
            last_modified_at: at,
            evidence: {},
            trail_name: sha,
            template_reference_name: name.split(':')[0] ?? name,
            git_commit: sha,
            git_commit_info: { sha1: sha, message: `release ${name}` },
            repo_info: {
                name: 'acme/demo-api',
                url: 'https://github.com/acme/demo-api',
                vcs_instance: 'https://github.com',
                short_name: 'demo-api'
            },
            commit_url: `https://github.com/acme/demo-api/commit/${sha}`,
            build_url: `https://github.com/acme/demo-api/actions/runs/${1000 + i}`,
            repo_url: 'https://github.com/acme/demo-api',
            html_url: `https://app.example.com/demo/flows/demo-flow/artifacts/${fingerprint}`,
            api_url: `/api/v2/artifacts/demo/demo-flow/${fingerprint}`,
            user_data: null,
            external_urls: {},
            annotations: {},
            state
        };
    };
    const junit = (name, compliant, at) => ({
        attestation_name: name,
        attestation_type: 'junit',
        is_compliant: compliant,
        created_at: at,
        junit_results: [
            {
                name: 'suite',
                failures: compliant ? 0 : 1,
                errors: 0,
                skipped: 0,
                total: 12,
                duration: 1.5
            }
        ]
    });
    const states = ['COMPLIANT', 'NON-COMPLIANT', 'INCOMPLETE'];
    return [
        {
            id: 'flow-0001',
            name: 'demo-flow',
            template: {
                id: 'template-demo-flow-v2',
                slots: ['unit-tests', 'integration-tests', 'security-scan']
            },
            trails: [
                {
                    name: 'demo-trail',
                    created_at: now - 3 * demo_flows_DAY,
                    attestations: [],
                    moments: [
                        {
                            moment_number: 1,
                            created_at: now - 2 * demo_flows_DAY,
                            template_id: 'template-demo-flow-v2',
                            slots: [
                                junit('unit-tests', true, now - 2 * demo_flows_DAY),
                                junit('integration-tests', false, now - 2 * demo_flows_DAY)
                            ]
                        },
                        {
                            // Two slots share `unit-tests`: no policy input can be built.
                            moment_number: 2,
                            created_at: now - demo_flows_DAY,
                            template_id: 'template-demo-flow-v2',
                            slots: [
                                junit('unit-tests', true, now - demo_flows_DAY),
                                junit('unit-tests', false, now - demo_flows_DAY)
                            ]
                        }
                    ]
                }
            ],
            artifacts: [
                'api:1.2.0',
                'api:1.3.0',
                'api:1.4.0',
                'api:1.5.0',
                'worker:0.9.0'
            ].map((name, i) => artifact(name, i, states[i % 3] ?? 'COMPLIANT'))
        },
        {
            id: 'flow-0002',
            name: 'web-flow',
            template: { id: 'template-web-flow-v1', slots: ['unit-tests'] },
            trails: [webTrail(now)],
            artifacts: []
        }
    ];
}
/** A trail with one stored JUnit attestation, as the emulator records it. */
function webTrail(now) {
    const at = now - 5 * demo_flows_DAY;
    const results = [
        {
            name: 'web.unit',
            failures: 0,
            errors: 0,
            skipped: 2,
            total: 40,
            duration: 3.2
        }
    ];
    return {
        name: 'web-trail',
        created_at: at,
        attestations: [
            {
                id: 'web-flow/web-trail/1',
                attestation_name: 'unit-tests',
                attestation_type: 'junit',
                created_at: at,
                compliant: true,
                data_json: { attestation_name: 'unit-tests', junit_results: results },
                attachment: {
                    filename: 'junit.xml',
                    content_type: 'application/octet-stream',
                    size: 2048,
                    sha256: fingerprintOf('junit.xml')
                }
            }
        ],
        moments: [
            {
                moment_number: 1,
                created_at: at,
                template_id: 'template-web-flow-v1',
                slots: [
                    {
                        attestation_name: 'unit-tests',
                        attestation_type: 'junit',
                        attestation_id: 'web-flow/web-trail/1',
                        is_compliant: true,
                        created_at: at
                    }
                ]
            }
        ]
    };
}

;// CONCATENATED MODULE: ./src/emulator/demo-acme.ts

const demo_acme_DAY = 86_400;
/**
 * The second demo org: no beta features, so trail moments and controls
 * answer 403 here even though a control exists.
 */
function demoAcmeOrg(now) {
    return {
        features: { trail_moments: false, controls: false },
        flows: [
            {
                id: 'flow-1001',
                name: 'acme-flow',
                template: { id: 'template-acme-flow-v1', slots: ['unit-tests'] },
                trails: [
                    { name: 'main', created_at: now - demo_acme_DAY, attestations: [], moments: [] }
                ],
                artifacts: []
            }
        ],
        environments: [
            {
                org: 'acme',
                name: 'acme-prod',
                type: 'docker',
                description: 'acme production',
                last_modified_at: now - 3 * demo_acme_DAY,
                last_changed_at: now - 3 * demo_acme_DAY,
                last_reported_at: now - 3600,
                include_scaling: false,
                state: true,
                tags: {},
                policies: ['baseline'],
                included_environments: []
            }
        ],
        snapshots: {},
        allowlist: [],
        policies: [policy('baseline', now, { required: false })],
        controls: [
            {
                identifier: 'ACME-1',
                name: 'Peer review',
                version: 1,
                created_by: 'ops@acme.example',
                description: 'Peer review of every change',
                links: {},
                created_at: now - 10 * demo_acme_DAY,
                tags: {},
                archived: false,
                policies_referencing: []
            }
        ],
        service_accounts: [],
        notifications: [],
        deployments: [],
        repos: []
    };
}

;// CONCATENATED MODULE: ./src/emulator/demo-state.ts



/**
 * The state an emulator starts with when no state is given. Every timestamp
 * is relative to `nowMs`, so a fixed clock gives the same state byte for
 * byte.
 */
const DEMO_TOKENS = {
    admin: 'kat_demo_admin_4f8e2b7c9d1a',
    member: 'kat_demo_member_6c3a9e1f2b7d',
    reader: 'kat_demo_reader_2d7b4a8c6e1f',
    acme: 'kat_acme_admin_9b1e5d3f7a2c'
};
const demo_state_DAY = 86_400;
function snapshotArtifacts(env, running, at) {
    return running.map(([name, instances], i) => {
        const base = name.split(':')[0] ?? name;
        const sha = fingerprintOf(`commit:${name}`).slice(0, 40);
        return {
            fingerprint: fingerprintOf(name),
            name: `registry.example.com/demo/${name}`,
            flow: base === 'web' ? 'web-flow' : 'demo-flow',
            commit_url: `https://github.com/acme/demo-${base}/commit/${sha}`,
            most_recent_timestamp: at - 3600 * (i + 1),
            instance_count: instances,
            ...(env === 'staging'
                ? {
                    pods: Array.from({ length: instances }, (_, p) => `${base}-${sha.slice(0, 6)}-${p}`)
                }
                : {})
        };
    });
}
function snapshots(env, now, plan) {
    return plan.map((running, i) => {
        const at = now - (plan.length - i) * 2 * demo_state_DAY;
        return {
            index: i + 1,
            created_at: at,
            artifacts: snapshotArtifacts(env, running, at)
        };
    });
}
function demoSnapshots(now) {
    return {
        // staging#3 vs production#5 (the latest of each): api:1.5.0 only in
        // staging, api:1.4.0 and cron only in production, web scaled 3 -> 4,
        // worker unchanged.
        staging: snapshots('staging', now, [
            [
                ['api:1.4.0', 1],
                ['web:2.0.0', 2]
            ],
            [
                ['api:1.4.0', 2],
                ['web:2.1.0', 2],
                ['worker:0.9.0', 1]
            ],
            [
                ['api:1.5.0', 2],
                ['web:2.1.0', 3],
                ['worker:0.9.0', 1]
            ]
        ]),
        production: snapshots('production', now, [
            [['api:1.2.0', 2]],
            [
                ['api:1.3.0', 2],
                ['web:2.0.0', 2]
            ],
            [
                ['api:1.3.0', 3],
                ['web:2.0.0', 3]
            ],
            [
                ['api:1.4.0', 3],
                ['web:2.1.0', 3],
                ['worker:0.9.0', 1]
            ],
            [
                ['api:1.4.0', 3],
                ['web:2.1.0', 4],
                ['worker:0.9.0', 1],
                ['cron:0.3.0', 1]
            ]
        ])
    };
}
function demoEnvironments(now) {
    const env = (name, type, ageDays, extra) => ({
        org: 'demo',
        name,
        type,
        description: `${name} environment of the demo org`,
        last_modified_at: now - ageDays * demo_state_DAY,
        last_changed_at: now - ageDays * demo_state_DAY + 3600,
        last_reported_at: now - 600,
        include_scaling: true,
        state: true,
        tags: {},
        policies: [],
        included_environments: [],
        ...extra
    });
    return [
        env('staging', 'K8S', 2, {
            tags: { team: 'platform', tier: 'pre-prod' },
            policies: ['provenance-required'],
            space_id: 'space-eu'
        }),
        env('production', 'ECS', 1, {
            tags: { team: 'platform', tier: 'prod', pci: 'true' },
            policies: ['provenance-required', 'prod-approval'],
            space_id: 'space-eu'
        }),
        env('all', 'logical', 5, {
            included_environments: ['staging', 'production'],
            space_id: 'space-eu'
        }),
        env('edge-functions', 'lambda', 9, {
            tags: { team: 'edge' },
            space_id: 'space-us',
            state: false
        }),
        env('qa-server', 'server', 20, {
            tags: { team: 'qa', tier: 'pre-prod' },
            space_id: 'space-us'
        })
    ];
}
function demoDeployments(now) {
    const artifacts = ['api:1.3.0', 'web:2.0.0', 'api:1.4.0', 'web:2.1.0'];
    // 24 deployments, one every 2.5 days over the last 60 days.
    return Array.from({ length: 24 }, (_, i) => {
        const env = i % 2 === 0 ? 'production' : 'staging';
        const name = artifacts[i % artifacts.length] ?? 'api:1.3.0';
        const fingerprint = fingerprintOf(name);
        const web = name.startsWith('web');
        return {
            fingerprint,
            deployed_at: now - 60 * demo_state_DAY + Math.round((i + 1) * 2.5 * demo_state_DAY) - 3600,
            artifact_name: `registry.example.com/demo/${name}`,
            env_name: env,
            snapshot_index: Math.floor(i / 2) + 1,
            lead_time: 3600 * (1 + (i % 5)),
            _links: {
                self: { href: `/api/v2/deployments/demo/${env}/${fingerprint}` }
            },
            repo_name: web ? 'acme/demo-web' : 'acme/demo-api',
            flow_name: web ? 'web-flow' : 'demo-flow'
        };
    });
}
function demoOrg(now) {
    return {
        features: { trail_moments: true, controls: true },
        flows: demoFlows(now),
        environments: demoEnvironments(now),
        snapshots: demoSnapshots(now),
        allowlist: [
            {
                env_name: 'production',
                artifact_fingerprint: fingerprintOf('hotfix:1.4.1'),
                artifact_name: 'registry.example.com/demo/hotfix:1.4.1',
                description: 'Emergency hotfix, approved in INC-1234',
                created_at: now - 4 * demo_state_DAY,
                created_by: 'ci-bot'
            }
        ],
        ...demoCatalog(now),
        deployments: demoDeployments(now)
    };
}
/** The demo world: org `demo` (beta features on) and org `acme` (off). */
function demoState(nowMs) {
    const now = Math.floor(nowMs / 1000);
    return {
        orgs: { demo: demoOrg(now), acme: demoAcmeOrg(now) },
        tokens: [
            {
                token: DEMO_TOKENS.admin,
                org: 'demo',
                privilege: 'admin',
                label: 'demo admin'
            },
            {
                token: DEMO_TOKENS.member,
                org: 'demo',
                privilege: 'member',
                label: 'demo member'
            },
            {
                token: DEMO_TOKENS.reader,
                org: 'demo',
                privilege: 'reader',
                label: 'demo reader'
            },
            {
                token: DEMO_TOKENS.acme,
                org: 'acme',
                privilege: 'admin',
                label: 'acme admin'
            }
        ],
        system_attestation_types: systemAttestationTypes()
    };
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(3798);
;// CONCATENATED MODULE: ./src/emulator/faults.ts


/**
 * Injected faults: the next `count` requests whose method and path match
 * get the fault instead of (or, with only `delayMs`, before) the normal
 * answer. `path` is a regular expression when it starts with `^`, else a
 * glob (`**` crosses `/`); it is tried against the full path and against the
 * path without the `/api/v2` prefix.
 */
const FaultSchema = schemas/* strictObject */.rej({
    method: schemas/* string */.YjP()
        .transform((m) => m.toUpperCase())
        .optional(),
    path: schemas/* string */.YjP().min(1),
    count: schemas/* number */.aig().int().min(1).default(1),
    status: schemas/* number */.aig().int().min(100).max(599).optional(),
    retryAfter: schemas/* union */.KCZ([schemas/* number */.aig().int().min(0), schemas/* string */.YjP()]).optional(),
    delayMs: schemas/* number */.aig().int().min(0).max(120_000).optional(),
    drop: schemas/* literal */.euz(true).optional(),
    body: schemas/* unknown */.L5J().optional()
})
    .refine((f) => f.status !== undefined || f.delayMs !== undefined || f.drop, {
    message: 'a fault needs at least one of status, delayMs or drop'
})
    .refine((f) => !(f.drop && f.status !== undefined), {
    message: 'drop and status exclude each other'
});
const API_PREFIX = '/api/v2';
/** Throws a SyntaxError for a bad regular expression, at registration. */
function pathMatcher(pattern) {
    const test = pattern.startsWith('^')
        ? RegExp.prototype.test.bind(new RegExp(pattern))
        : picomatch_default()(pattern, { dot: true });
    return (path) => test(path) ||
        (path.startsWith(API_PREFIX) && test(path.slice(API_PREFIX.length)));
}
class FaultQueue {
    pending = [];
    nextId = 1;
    /** Registers a fault; a bad regular expression throws a SyntaxError. */
    add(fault) {
        const id = this.nextId++;
        this.pending.push({
            id,
            fault,
            remaining: fault.count,
            matches: pathMatcher(fault.path)
        });
        return { id, ...fault };
    }
    /** The fault for this request, if any, counting it as used. */
    take(method, path) {
        const hit = this.pending.find((p) => (p.fault.method === undefined || p.fault.method === method) &&
            p.matches(path));
        if (!hit)
            return undefined;
        hit.remaining -= 1;
        if (hit.remaining === 0) {
            this.pending = this.pending.filter((p) => p !== hit);
        }
        return hit.fault;
    }
    list() {
        return this.pending.map((p) => ({
            id: p.id,
            remaining: p.remaining,
            ...p.fault
        }));
    }
    clear() {
        this.pending = [];
    }
}

;// CONCATENATED MODULE: ./src/emulator/http-error.ts
/**
 * An error answer: status, `message` and, for 400, `errors`
 * (docs/spec/errors-and-limits.md).
 */
class HttpError extends Error {
    status;
    errors;
    headers;
    name = 'HttpError';
    constructor(status, message, errors, headers = {}) {
        super(message);
        this.status = status;
        this.errors = errors;
        this.headers = headers;
    }
    get body() {
        return this.errors
            ? { message: this.message, errors: this.errors }
            : { message: this.message };
    }
}
const VALIDATION_FAILED = 'Input payload validation failed';
const FORBIDDEN = "You don't have permission to access this resource";
function validationError(errors) {
    return new HttpError(400, VALIDATION_FAILED, errors);
}
/**
 * zod issues as the `errors` map of docs/spec/errors-and-limits.md: the key is the dotted field path
 * under `prefix` (`data_json.junit_results.0.total`, `query.per_page`); the
 * first issue of a field wins.
 */
function fieldErrors(error, prefix) {
    const errors = {};
    for (const issue of error.issues) {
        const path = [prefix, ...issue.path.map(String)].filter((p) => p !== '');
        const key = path.length > 0 ? path.join('.') : 'body';
        errors[key] ??= issue.message;
    }
    return errors;
}
/** Parses `value` or throws the 400 validation answer. */
function validate(schema, value, prefix) {
    const result = schema.safeParse(value);
    if (!result.success)
        throw validationError(fieldErrors(result.error, prefix));
    return result.data;
}

;// CONCATENATED MODULE: ./src/emulator/auth.ts

/**
 * Both methods of docs/spec/auth-and-hosts.md: `Bearer <key>`, and `Basic base64(<key>:<any>)`
 * where the colon is required and the text after it is ignored. Messages
 * never repeat the key.
 */
function unauthorized(reason) {
    return new HttpError(401, `Unauthorized: ${reason}`, undefined, {
        'www-authenticate': 'Bearer'
    });
}
function keyOf(header) {
    if (!header) {
        throw unauthorized('no Authorization header; send "Bearer <API key>"');
    }
    const [scheme = '', ...rest] = header.trim().split(/\s+/);
    const credentials = rest.join(' ');
    if (/^bearer$/i.test(scheme) && credentials)
        return credentials;
    if (/^basic$/i.test(scheme) && credentials) {
        const decoded = Buffer.from(credentials, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon < 0) {
            throw unauthorized('basic credentials must be base64 of "<API key>:" (the colon is required)');
        }
        return decoded.slice(0, colon);
    }
    throw unauthorized('the Authorization header must be "Bearer <API key>" or "Basic <base64 of API key + colon>"');
}
function authenticate(state, header) {
    const key = keyOf(header);
    const token = state.tokens.find((t) => t.token === key);
    if (!token)
        throw unauthorized('the API key is not valid');
    return token;
}
/** Redacts credentials for the request log: keeps only the scheme. */
function redactAuthorization(value) {
    const scheme = value.trim().split(/\s+/)[0] ?? '';
    return /^(bearer|basic)$/i.test(scheme) ? `${scheme} ***` : '***';
}

;// CONCATENATED MODULE: ./src/emulator/route.ts
function ok(body, status = 200) {
    return { status, body };
}
/** Query parameters as an object: one value a string, repeated an array. */
function queryObject(query) {
    const out = {};
    for (const key of new Set(query.keys())) {
        const all = query.getAll(key);
        out[key] = all.length === 1 ? (all[0] ?? '') : all;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/emulator/request-log.ts


/** Oldest entries are dropped past this, so a long `serve` stays bounded. */
const REQUEST_LOG_LIMIT = 10_000;
const SECRET_HEADERS = new Set(['proxy-authorization', 'cookie']);
class RequestLog {
    entries = [];
    seq = 0;
    add(record) {
        const entry = { seq: ++this.seq, ...record };
        this.entries.push(entry);
        if (this.entries.length > REQUEST_LOG_LIMIT)
            this.entries.shift();
        return entry;
    }
    list() {
        return this.entries;
    }
    clear() {
        this.entries = [];
        this.seq = 0;
    }
}
function headersOf(req) {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined)
            continue;
        const text = Array.isArray(value) ? value.join(', ') : value;
        if (name === 'authorization')
            headers[name] = redactAuthorization(text);
        else
            headers[name] = SECRET_HEADERS.has(name) ? '***' : text;
    }
    return headers;
}
function startRecord(ctx, req, url) {
    return ctx.requests.add({
        time: ctx.clock(),
        method: req.method ?? 'GET',
        path: url.pathname,
        query: queryObject(url.searchParams),
        headers: headersOf(req)
    });
}
function recordBody(record, body) {
    if (body.kind === 'json')
        record.body = body.value;
    if (body.kind === 'invalid-json')
        record.invalid_json = body.reason;
    if (body.kind !== 'multipart')
        return;
    record.parts = body.form.parts;
    record.files = body.form.files;
    const dataJson = body.form.fields.data_json;
    if (dataJson === undefined)
        return;
    try {
        record.data_json = JSON.parse(dataJson);
    }
    catch {
        record.data_json = dataJson;
    }
}

;// CONCATENATED MODULE: ./src/emulator/router.ts
function compile(route) {
    const names = [];
    const source = route.path
        .split('/')
        .map((segment) => {
        if (!segment.startsWith(':'))
            return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
    })
        .join('/');
    return { route, pattern: new RegExp(`^${source}$`), names };
}
function decode(segment) {
    try {
        return decodeURIComponent(segment);
    }
    catch {
        return undefined;
    }
}
class Router {
    compiled;
    constructor(routes) {
        this.compiled = routes.map(compile);
    }
    /** Matches a path below `/api/v2` (no trailing slash, still encoded). */
    match(method, path) {
        const allowed = [];
        for (const { route, pattern, names } of this.compiled) {
            const found = pattern.exec(path);
            if (!found)
                continue;
            if (route.method !== method) {
                allowed.push(route.method);
                continue;
            }
            const params = {};
            for (const [i, name] of names.entries()) {
                const value = decode(found[i + 1] ?? '');
                if (value === undefined)
                    return { kind: 'none' };
                params[name] = value;
            }
            return { kind: 'found', route, params };
        }
        return allowed.length > 0
            ? { kind: 'wrong-method', allowed }
            : { kind: 'none' };
    }
}

// EXTERNAL MODULE: ./src/api/schemas.ts + 3 modules
var api_schemas = __webpack_require__(945);
;// CONCATENATED MODULE: ./src/emulator/multipart.ts


// SI megabytes, as docs/spec/errors-and-limits.md counts the attachment
// limit.
const MB = 1000 * 1000;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024;
function boundaryOf(contentType) {
    const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
    return match?.[1] ?? match?.[2];
}
function malformed(reason) {
    return new HttpError(400, `Malformed multipart body: ${reason}`);
}
function tooLarge(what, limit) {
    const mb = Math.round((limit / MB) * 10) / 10;
    return new HttpError(413, `${what} is larger than the ${mb} MB limit (${limit} bytes)`);
}
class MultipartReader {
    limits;
    delimiter;
    buffer = CRLF; // so the first delimiter also starts with CRLF
    phase = 'preamble';
    part;
    total = 0;
    form = { fields: {}, files: [], parts: [] };
    constructor(boundary, limits) {
        this.limits = limits;
        this.delimiter = Buffer.from(`\r\n--${boundary}`);
    }
    /** Feeds one chunk; throws HttpError 400/413 as soon as it can tell. */
    write(chunk) {
        this.total += chunk.length;
        if (this.total > this.limits.totalBytes) {
            throw tooLarge('The multipart body', this.limits.totalBytes);
        }
        this.buffer = Buffer.concat([this.buffer, chunk]);
        while (this.step()) {
            // each step consumes input or waits for more
        }
    }
    end() {
        if (this.phase !== 'done')
            throw malformed('it ends before the closing boundary');
        return this.form;
    }
    step() {
        switch (this.phase) {
            case 'preamble':
                return this.skipPreamble();
            case 'after-delimiter':
                return this.afterDelimiter();
            case 'headers':
                return this.readHeaders();
            case 'body':
                return this.readBody();
            case 'done':
                this.buffer = Buffer.alloc(0); // the epilogue is ignored
                return false;
        }
    }
    skipPreamble() {
        const at = this.buffer.indexOf(this.delimiter);
        if (at < 0) {
            this.buffer = this.buffer.subarray(Math.max(0, this.buffer.length - this.delimiter.length));
            return false;
        }
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.phase = 'after-delimiter';
        return true;
    }
    afterDelimiter() {
        if (this.buffer.length < 2)
            return false;
        const next = this.buffer.subarray(0, 2).toString('latin1');
        this.buffer = this.buffer.subarray(2);
        if (next === '--')
            this.phase = 'done';
        else if (next === '\r\n')
            this.phase = 'headers';
        else
            throw malformed('a boundary is not followed by CRLF or --');
        return true;
    }
    readHeaders() {
        const at = this.buffer.indexOf(HEADER_END);
        if (at < 0) {
            if (this.buffer.length > MAX_HEADER_BYTES) {
                throw malformed('part headers are longer than 16 KB');
            }
            return false;
        }
        const lines = this.buffer.subarray(0, at).toString('utf8').split('\r\n');
        this.buffer = this.buffer.subarray(at + HEADER_END.length);
        this.openPart(lines);
        this.phase = 'body';
        return true;
    }
    openPart(lines) {
        const headers = new Map();
        for (const line of lines) {
            const colon = line.indexOf(':');
            if (colon > 0) {
                headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
            }
        }
        const disposition = headers.get('content-disposition') ?? '';
        const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
        if (name === undefined)
            throw malformed('a part has no name');
        const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
        const contentType = headers.get('content-type') ?? '';
        const summary = { name, size: 0 };
        if (filename !== undefined)
            summary.filename = filename;
        if (contentType)
            summary.content_type = contentType;
        const isText = filename === undefined || this.limits.textParts.includes(name);
        this.part = {
            summary,
            filename: filename ?? '',
            contentType: contentType || 'application/octet-stream',
            ...(isText ? { text: [] } : { hash: (0,external_node_crypto_.createHash)('sha256') })
        };
    }
    readBody() {
        const at = this.buffer.indexOf(this.delimiter);
        if (at < 0) {
            const safe = this.buffer.length - (this.delimiter.length - 1);
            if (safe > 0) {
                this.feed(this.buffer.subarray(0, safe));
                this.buffer = this.buffer.subarray(safe);
            }
            return false;
        }
        this.feed(this.buffer.subarray(0, at));
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.closePart();
        this.phase = 'after-delimiter';
        return true;
    }
    feed(data) {
        const part = this.part;
        if (!part || data.length === 0)
            return;
        part.summary.size += data.length;
        if (part.text) {
            if (part.summary.size > this.limits.textBytes) {
                throw tooLarge(`The ${part.summary.name} part`, this.limits.textBytes);
            }
            part.text.push(Buffer.from(data));
        }
        else {
            if (part.summary.size > this.limits.fileBytes) {
                throw tooLarge(`The ${part.summary.name} file`, this.limits.fileBytes);
            }
            part.hash?.update(data);
        }
    }
    closePart() {
        const part = this.part;
        if (!part)
            return;
        this.form.parts.push(part.summary);
        if (part.text) {
            this.form.fields[part.summary.name] = Buffer.concat(part.text).toString('utf8');
        }
        else {
            this.form.files.push({
                name: part.summary.name,
                filename: part.filename,
                content_type: part.contentType,
                size: part.summary.size,
                sha256: part.hash?.digest('hex') ?? ''
            });
        }
        this.part = undefined;
    }
}

// EXTERNAL MODULE: ./src/api/schema-patterns.ts
var schema_patterns = __webpack_require__(8249);
;// CONCATENATED MODULE: ./src/emulator/body.ts



/** Request body limits; past them the request is refused with 413. */
const JSON_BODY_LIMIT = 1024 * 1024;
const MULTIPART_BODY_LIMIT = 11 * 1024 * 1024;
/** A refused upload is read and dropped up to this, so the client sees the
 * answer; past it the connection is cut. */
const DISCARD_LIMIT = 64 * 1024 * 1024;
function discardRest(req) {
    let discarded = 0;
    req.on('data', (chunk) => {
        discarded += chunk.length;
        if (discarded > DISCARD_LIMIT)
            req.destroy();
    });
}
/**
 * Feeds the request to `onChunk` without buffering it. If `onChunk` throws,
 * the rest of the upload is discarded (not kept) and the promise rejects,
 * so the caller can answer at once.
 */
function consume(req, onChunk) {
    return new Promise((resolve, reject) => {
        const onData = (chunk) => {
            try {
                onChunk(chunk);
            }
            catch (error) {
                req.off('data', onData);
                discardRest(req);
                reject(error instanceof Error ? error : new Error(String(error)));
            }
        };
        req.on('data', onData);
        req.once('end', () => resolve());
        req.once('error', reject);
    });
}
async function readMultipart(req, contentType) {
    const boundary = boundaryOf(contentType);
    if (!boundary) {
        throw new HttpError(400, 'Malformed multipart body: no boundary');
    }
    const reader = new MultipartReader(boundary, {
        textBytes: JSON_BODY_LIMIT,
        fileBytes: schema_patterns/* MAX_ATTACHMENT_BYTES */.LY,
        totalBytes: MULTIPART_BODY_LIMIT,
        textParts: ['data_json']
    });
    await consume(req, (chunk) => reader.write(chunk));
    return { kind: 'multipart', form: reader.end() };
}
async function readText(req, limit) {
    const chunks = [];
    let size = 0;
    await consume(req, (chunk) => {
        size += chunk.length;
        if (size > limit)
            throw tooLarge('The request body', limit);
        chunks.push(chunk);
    });
    return Buffer.concat(chunks).toString('utf8');
}
/**
 * Reads the body as multipart (by its content type) or else as JSON,
 * whatever the route expects: routes decide what they accept.
 */
async function readBody(req, jsonLimit = JSON_BODY_LIMIT) {
    const contentType = req.headers['content-type'] ?? '';
    if (/^multipart\/form-data/i.test(contentType)) {
        return readMultipart(req, contentType);
    }
    const text = await readText(req, jsonLimit);
    if (text.trim() === '')
        return { kind: 'none' };
    try {
        return { kind: 'json', value: JSON.parse(text) };
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { kind: 'invalid-json', reason };
    }
}
/** The JSON body of a route that takes one; `null` counts as no body. */
function jsonBody(body) {
    if (body.kind === 'invalid-json') {
        throw validationError({ body: `Invalid JSON: ${body.reason}` });
    }
    if (body.kind === 'multipart') {
        throw validationError({ body: 'Expected an application/json body' });
    }
    return body.kind === 'json' ? body.value : undefined;
}

;// CONCATENATED MODULE: ./src/emulator/routes-accounts.ts




/** Service accounts (ops 2, 3) and environment notifications (ops 4, 5). */
function findAccount(req) {
    const name = validate(api_schemas/* ServiceAccountNameSchema */.QM, req.params.name, 'path.name');
    const index = req.org.service_accounts.findIndex((a) => a.name === name);
    return { index, account: req.org.service_accounts[index] };
}
function updateAccount(req) {
    const { account } = findAccount(req);
    const patch = validate(api_schemas/* ServiceAccountUpdateSchema */.tc, jsonBody(req.body), '');
    if (!account)
        throw new HttpError(404, 'Service account not found');
    // `description: null` clears; an omitted field stays as it is.
    if (patch.description !== undefined)
        account.description = patch.description;
    if (patch.privilege !== undefined)
        account.privilege = patch.privilege;
    return ok(account);
}
function deleteAccount(req) {
    const { index } = findAccount(req);
    if (index < 0)
        throw new HttpError(404, 'Service account not found');
    req.org.service_accounts.splice(index, 1);
    return ok('OK');
}
function findNotification(req) {
    const number = validate(api_schemas/* NotificationNumberSchema */.E9, req.params.notification_number, 'path.notification_number');
    return req.org.notifications.find((n) => n.number === number);
}
function getNotification(req) {
    const found = findNotification(req);
    if (!found)
        throw new HttpError(404, 'Action not found');
    return ok(found);
}
function updateNotification(req) {
    const found = findNotification(req);
    const update = validate(api_schemas/* NotificationUpdateSchema */.m_, jsonBody(req.body), '');
    if (!found)
        throw new HttpError(404, 'Action not found');
    Object.assign(found, update, {
        type: update.type ?? 'env',
        last_modified_at: req.now
    });
    return ok('OK');
}
const accountRoutes = [
    {
        method: 'PATCH',
        path: '/service-accounts/:org/:name',
        access: 'admin',
        handle: updateAccount
    },
    {
        method: 'DELETE',
        path: '/service-accounts/:org/:name',
        access: 'admin',
        handle: deleteAccount
    },
    {
        method: 'GET',
        path: '/organizations/:org/environments_notifications/:notification_number',
        access: 'read',
        handle: getNotification
    },
    {
        method: 'PUT',
        path: '/organizations/:org/environments_notifications/:notification_number',
        access: 'write',
        handle: updateNotification
    }
];

;// CONCATENATED MODULE: ./src/emulator/paging.ts
/**
 * Cuts one page out of `items`. `per_page` 0 (allowed on deployments) gives
 * the counts without items. Links repeat the request's query with `page`
 * changed.
 */
function paginate(items, options) {
    const { page, perPage, url } = options;
    const totalPages = perPage > 0 ? Math.ceil(items.length / perPage) : 0;
    const link = (n) => {
        const target = new URL(url);
        target.searchParams.set('page', String(n));
        target.searchParams.set('per_page', String(perPage));
        return { href: target.toString() };
    };
    const links = { self: link(page) };
    if (page < totalPages)
        links.next = link(page + 1);
    if (page > 1 && totalPages > 0)
        links.prev = link(Math.min(page - 1, totalPages));
    return {
        page,
        per_page: perPage,
        total_pages: totalPages,
        total_count: items.length,
        items: perPage > 0 ? items.slice((page - 1) * perPage, page * perPage) : [],
        _links: links
    };
}

;// CONCATENATED MODULE: ./src/emulator/routes-catalog.ts




/** Artifacts (op 14), policies (15), controls (12), repo tags (17). */
const DEFAULT_PER_PAGE = 15;
function listArtifacts(req) {
    const flowName = validate(api_schemas/* FlowNameSchema */.FE, req.params.flow_name, 'path.flow_name');
    const q = validate(api_schemas/* ListArtifactsQuerySchema */.ZH, queryObject(req.query), 'query');
    const flow = req.org.flows.find((f) => f.name === flowName);
    if (!flow)
        throw new HttpError(404, 'Flow not found');
    const newestFirst = [...flow.artifacts].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
    const { items } = paginate(newestFirst, {
        page: q.page ?? 1,
        perPage: q.per_page ?? DEFAULT_PER_PAGE,
        url: req.url
    });
    return ok(items);
}
function listPolicies(req) {
    return ok(req.org.policies.map((policy) => ({
        ...policy,
        // Derived, so detaching a policy shows here at once.
        consuming_envs: req.org.environments
            .filter((e) => e.policies.includes(policy.name))
            .map((e) => e.name)
    })));
}
function archiveControl(req) {
    const control = req.org.controls.find((c) => c.identifier === req.params.identifier);
    if (!control)
        throw new HttpError(404, 'Control not found');
    // The effect on policies_referencing is not shown (docs/spec/gaps.md); it
    // is kept.
    control.archived = true;
    return ok(control);
}
function repoTags(req) {
    const seen = new Map();
    for (const repo of req.org.repos) {
        for (const [key, value] of Object.entries(repo.tags)) {
            seen.set(`${key}\u0000${value}`, { key, value });
        }
    }
    const choices = [...seen.values()].sort((a, b) => a.key.localeCompare(b.key) || a.value.localeCompare(b.value));
    return ok({ tag_choices: choices, _links: { self: { href: req.url.href } } });
}
const catalogRoutes = [
    {
        method: 'GET',
        path: '/artifacts/:org/:flow_name',
        access: 'read',
        handle: listArtifacts
    },
    {
        method: 'GET',
        path: '/policies/:org',
        access: 'read',
        handle: listPolicies
    },
    {
        method: 'POST',
        path: '/controls/:org/:identifier/archive',
        access: 'write',
        beta: 'controls',
        handle: archiveControl
    },
    { method: 'GET', path: '/repos/:org/tags', access: 'read', handle: repoTags }
];

;// CONCATENATED MODULE: ./src/emulator/frequency-schema.ts

/**
 * The deployment-frequency body the emulator answers (docs/spec/gaps.md: "not
 * shown"). The window is the 28 days that end at the request time, cut in
 * 28 one-day buckets; `series[i]` counts deployments with
 * `start_ts + i*86400 <= deployed_at < start_ts + (i+1)*86400` (the last
 * bucket also includes `end_ts`).
 */
const DeploymentFrequencyBodySchema = schemas/* object */.Ikc({
    env_name: schemas/* string */.YjP(),
    flow_id: schemas/* string */.YjP(),
    flow_name: schemas/* string */.YjP(),
    period_days: schemas/* number */.aig().int(),
    start_ts: schemas/* number */.aig(),
    end_ts: schemas/* number */.aig(),
    /** Deployments of the flow to the environment inside the window. */
    deployments: schemas/* number */.aig().int(),
    /** `deployments / period_days`, 2 decimals. */
    per_day: schemas/* number */.aig(),
    /** `deployments / (period_days / 7)`, 2 decimals. */
    per_week: schemas/* number */.aig(),
    series: schemas/* array */.YOg(schemas/* object */.Ikc({
        /** UTC date (`YYYY-MM-DD`) of the bucket's start. */
        date: schemas/* string */.YjP(),
        start_ts: schemas/* number */.aig(),
        count: schemas/* number */.aig().int()
    }))
});
const FREQUENCY_PERIOD_DAYS = 28;

;// CONCATENATED MODULE: ./src/emulator/routes-deployments.ts





/** List deployments (op 13) and deployment frequency (op 18). */
const routes_deployments_DAY = 86_400;
const DEFAULT_WINDOW = 28 * routes_deployments_DAY;
const routes_deployments_DEFAULT_PER_PAGE = 15;
function publicDeployment(d) {
    const { repo_name: _repo, flow_name: _flow, ...rest } = d;
    return rest;
}
function listDeployments(req) {
    const q = validate(api_schemas/* ListDeploymentsQuerySchema */.AM, queryObject(req.query), 'query');
    const end = q.end_ts ?? req.now;
    const start = q.start_ts ?? end - DEFAULT_WINDOW;
    const found = req.org.deployments
        .filter((d) => d.deployed_at >= start &&
        d.deployed_at <= end &&
        (q.env_name === undefined || d.env_name === q.env_name) &&
        (q.repo_name === undefined || d.repo_name === q.repo_name))
        .sort((a, b) => b.deployed_at - a.deployed_at)
        .map(publicDeployment);
    const { items, ...envelope } = paginate(found, {
        page: q.page ?? 1,
        perPage: q.per_page ?? routes_deployments_DEFAULT_PER_PAGE,
        url: req.url
    });
    return ok({ ...envelope, deployments: items });
}
const round2 = (n) => Math.round(n * 100) / 100;
function deploymentFrequency(req) {
    const q = validate(api_schemas/* DeploymentFrequencyQuerySchema */.rk, queryObject(req.query), 'query');
    const envName = req.params.env_name ?? '';
    if (!req.org.environments.some((e) => e.name === envName)) {
        throw new HttpError(404, 'Environment not found');
    }
    // `flow_id` is the flow's id; its name is accepted too.
    const flow = req.org.flows.find((f) => f.id === q.flow_id || f.name === q.flow_id);
    if (!flow)
        throw new HttpError(404, 'Flow not found');
    const end = req.now;
    const start = end - FREQUENCY_PERIOD_DAYS * routes_deployments_DAY;
    const counts = new Array(FREQUENCY_PERIOD_DAYS).fill(0);
    for (const d of req.org.deployments) {
        if (d.env_name !== envName || d.flow_name !== flow.name)
            continue;
        if (d.deployed_at < start || d.deployed_at > end)
            continue;
        const bucket = Math.min(Math.floor((d.deployed_at - start) / routes_deployments_DAY), FREQUENCY_PERIOD_DAYS - 1);
        counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    const total = counts.reduce((a, b) => a + b, 0);
    const body = {
        env_name: envName,
        flow_id: flow.id,
        flow_name: flow.name,
        period_days: FREQUENCY_PERIOD_DAYS,
        start_ts: start,
        end_ts: end,
        deployments: total,
        per_day: round2(total / FREQUENCY_PERIOD_DAYS),
        per_week: round2(total / (FREQUENCY_PERIOD_DAYS / 7)),
        series: counts.map((count, i) => ({
            date: new Date((start + i * routes_deployments_DAY) * 1000).toISOString().slice(0, 10),
            start_ts: start + i * routes_deployments_DAY,
            count
        }))
    };
    return ok(body);
}
const deploymentRoutes = [
    {
        method: 'GET',
        path: '/deployments/:org',
        access: 'read',
        handle: listDeployments
    },
    {
        method: 'GET',
        path: '/environments/:org/:env_name/deployment_frequency',
        access: 'read',
        handle: deploymentFrequency
    }
];

// EXTERNAL MODULE: ./src/api/snapshot-expression.ts
var snapshot_expression = __webpack_require__(5518);
;// CONCATENATED MODULE: ./src/emulator/snappish.ts

const UNIT_SECONDS = {
    hours: 3600,
    days: 86_400,
    weeks: 7 * 86_400,
    months: 30 * 86_400
};
/** Unix seconds of a moment the grammar accepted. */
function momentOf(text, now) {
    if (text === 'now')
        return now;
    const ago = /^(\d+)\.(hours|days|weeks|months)\.ago$/.exec(text);
    if (ago)
        return now - Number(ago[1]) * (UNIT_SECONDS[ago[2] ?? ''] ?? 0);
    return Math.floor(Date.parse(`${text}Z`) / 1000);
}
/** The parsed expression, or undefined when it is not one (a 400). */
function parseSnappish(text, now) {
    const expression = (0,snapshot_expression/* readSnapshotExpression */.X8)(text);
    if (expression === undefined)
        return undefined;
    const { environment: env, selector } = expression;
    return selector.kind === 'at'
        ? { env, selector: { kind: 'at', moment: momentOf(selector.moment, now) } }
        : { env, selector };
}
/** The snapshot an expression selects among an environment's snapshots. */
function selectSnapshot(snapshots, selector) {
    const sorted = [...snapshots].sort((a, b) => a.index - b.index);
    switch (selector.kind) {
        case 'latest':
            return sorted.at(-1);
        case 'number':
            return sorted.find((s) => s.index === selector.n);
        case 'behind':
            return sorted[sorted.length - 1 - selector.n];
        case 'at':
            return sorted.filter((s) => s.created_at <= selector.moment).at(-1);
    }
}

;// CONCATENATED MODULE: ./src/emulator/routes-env-diff.ts



/**
 * Env-diff (op 10): artifacts only in snapshot 1, only in snapshot 2, in
 * both with a different instance count (`changed`), and in both unchanged.
 * Artifacts are matched by fingerprint.
 */
const KEYS = ['snappish1', 'snappish2'];
function resolve(req, text) {
    const parsed = parseSnappish(text, req.now);
    if (!parsed)
        throw new HttpError(400, `Bad snappish ${text}`);
    if (!req.org.environments.some((e) => e.name === parsed.env)) {
        throw new HttpError(404, 'Environment not found');
    }
    const snapshot = selectSnapshot(req.org.snapshots[parsed.env] ?? [], parsed.selector);
    if (!snapshot)
        throw new HttpError(404, `Snapshot not found: ${text}`);
    return { id: `${parsed.env}#${snapshot.index}`, snapshot };
}
function diff(s1, s2) {
    const in2 = new Map(s2.artifacts.map((a) => [a.fingerprint, a]));
    const in1 = new Set(s1.artifacts.map((a) => a.fingerprint));
    const changed = [];
    const unchanged = [];
    for (const a of s1.artifacts) {
        const b = in2.get(a.fingerprint);
        if (!b)
            continue;
        if (a.instance_count === b.instance_count)
            unchanged.push(b);
        else {
            // One-sided and unchanged entries carry no s1/s2 counts, changed ones
            // carry no pods (docs/spec/operations.md, operation 10).
            const { pods: _pods, ...rest } = b;
            changed.push({
                ...rest,
                s1_instance_count: a.instance_count,
                s2_instance_count: b.instance_count
            });
        }
    }
    return {
        only1: s1.artifacts.filter((a) => !in2.has(a.fingerprint)),
        only2: s2.artifacts.filter((a) => !in1.has(a.fingerprint)),
        changed,
        unchanged
    };
}
function envDiff(req) {
    const missing = KEYS.filter((k) => !req.query.has(k));
    if (missing.length > 0) {
        throw validationError(Object.fromEntries(missing.map((k) => [`query.${k}`, 'Field required'])));
    }
    const one = resolve(req, req.query.get('snappish1') ?? '');
    const two = resolve(req, req.query.get('snappish2') ?? '');
    const d = diff(one.snapshot, two.snapshot);
    // `changed` and `not-changed` span both snapshots: no single id applies.
    return ok({
        snappish1: { snapshot_id: one.id, artifacts: d.only1 },
        snappish2: { snapshot_id: two.id, artifacts: d.only2 },
        changed: { snapshot_id: '', artifacts: d.changed },
        'not-changed': { snapshot_id: '', artifacts: d.unchanged }
    });
}
const envDiffRoutes = [
    { method: 'GET', path: '/env-diff/:org', access: 'read', handle: envDiff }
];

;// CONCATENATED MODULE: ./src/emulator/routes-environments.ts





/** List (op 11), allow-list (6), detach policies (7), join (8). */
const routes_environments_DEFAULT_PER_PAGE = 15;
const NOT_PHYSICAL = 'Can only add physical environments to logical environments';
function publicEnvironment(env, org) {
    const { space_id: _space, ...rest } = env;
    return { ...rest, org };
}
function matchesTag(env, tag) {
    const colon = tag.indexOf(':');
    if (colon < 0)
        return tag in env.tags;
    return env.tags[tag.slice(0, colon)] === tag.slice(colon + 1);
}
function filterEnvironments(envs, q) {
    const name = q.name?.toLowerCase();
    // Repeated values of one filter combine with OR; filters with AND.
    return envs.filter((env) => (name === undefined || env.name.toLowerCase().includes(name)) &&
        (!q.type || q.type.includes(env.type)) &&
        (!q.space_id || q.space_id.includes(env.space_id ?? '')) &&
        (!q.tag || q.tag.some((tag) => matchesTag(env, tag))));
}
function sortEnvironments(envs, q) {
    const field = q.sort ?? 'name';
    const sign = q.sort_direction === 'desc' ? -1 : 1;
    return envs.sort((a, b) => {
        const x = a[field];
        const y = b[field];
        const order = x < y ? -1 : x > y ? 1 : a.name.localeCompare(b.name);
        return sign * order;
    });
}
function listEnvironments(req) {
    const q = validate(api_schemas/* ListEnvironmentsQuerySchema */.gk, queryObject(req.query), 'query');
    const envs = sortEnvironments(filterEnvironments(req.org.environments, q), q);
    const items = envs.map((env) => publicEnvironment(env, req.orgName));
    // Without paging parameters the service answers a plain array.
    if (q.page === undefined && q.per_page === undefined)
        return ok(items);
    const { items: page, ...envelope } = paginate(items, {
        page: q.page ?? 1,
        perPage: q.per_page ?? routes_environments_DEFAULT_PER_PAGE,
        url: req.url
    });
    return ok({ ...envelope, environments: page });
}
function findEnvironment(req, name) {
    return req.org.environments.find((e) => e.name === name);
}
function allowArtifact(req) {
    const entry = validate(api_schemas/* AllowlistEntrySchema */.HR, jsonBody(req.body), '');
    const envName = req.params.env_name ?? '';
    if (!findEnvironment(req, envName)) {
        throw new HttpError(404, 'Environment not found');
    }
    // PUT is idempotent: the same artifact allowed again replaces its entry.
    req.org.allowlist = req.org.allowlist.filter((a) => a.env_name !== envName ||
        a.artifact_fingerprint !== entry.artifact_fingerprint);
    req.org.allowlist.push({
        env_name: envName,
        ...entry,
        created_at: req.now,
        created_by: req.token.label ?? req.token.privilege
    });
    return ok(entry);
}
function detachPolicies(req) {
    const { policy_names: names } = validate(api_schemas/* DetachPoliciesSchema */.T2, jsonBody(req.body), '');
    const env = findEnvironment(req, req.params.env_name);
    if (!env || !names.every((n) => env.policies.includes(n))) {
        throw new HttpError(404, 'Environment or policy not found');
    }
    env.policies = env.policies.filter((p) => !names.includes(p));
    env.last_modified_at = req.now;
    return ok('OK');
}
function joinEnvironment(req) {
    const body = validate(api_schemas/* JoinEnvironmentSchema */.du, jsonBody(req.body), '');
    const logical = findEnvironment(req, req.params.env_name);
    const physical = findEnvironment(req, body.physical_env_name);
    if (!logical || !physical)
        throw new HttpError(404, 'Environment not found');
    if (logical.type !== 'logical' || physical.type === 'logical') {
        throw new HttpError(400, NOT_PHYSICAL);
    }
    if (!logical.included_environments.includes(physical.name)) {
        logical.included_environments.push(physical.name);
        logical.last_modified_at = req.now;
    }
    return ok('OK');
}
const environmentRoutes = [
    {
        method: 'GET',
        path: '/environments/:org',
        access: 'read',
        handle: listEnvironments
    },
    {
        method: 'PUT',
        path: '/allowlists/:org/:env_name',
        access: 'write',
        handle: allowArtifact
    },
    {
        method: 'DELETE',
        path: '/environments/:org/:env_name/policies',
        access: 'write',
        forbidden: 'User does not have permission to detach policy',
        handle: detachPolicies
    },
    {
        method: 'PUT',
        path: '/environments/:org/:env_name/join',
        access: 'write',
        handle: joinEnvironment
    }
];

;// CONCATENATED MODULE: ./src/emulator/routes-trails.ts



/** JUnit attestations (op 1), trail moments (op 9, beta). */
function checkNames(params) {
    const errors = {};
    for (const [key, schema] of [
        ['flow_name', api_schemas/* FlowNameSchema */.FE],
        ['trail_name', api_schemas/* TrailNameSchema */.J5]
    ]) {
        const result = schema.safeParse(params[key]);
        if (!result.success) {
            Object.assign(errors, fieldErrors(result.error, `path.${key}`));
        }
    }
    if (Object.keys(errors).length > 0)
        throw validationError(errors);
}
function dataJsonOf(req) {
    const text = req.body.kind === 'multipart' ? req.body.form.fields.data_json : undefined;
    if (text === undefined) {
        throw validationError({ data_json: 'Field required' });
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw validationError({ data_json: `Invalid JSON: ${String(error)}` });
    }
    return validate(api_schemas/* JunitAttestationInputSchema */.MS, json, 'data_json');
}
function findTrail(req) {
    const { flow_name: flowName = '', trail_name: trailName = '' } = req.params;
    const flow = req.org.flows.find((f) => f.name === flowName);
    if (!flow) {
        throw new HttpError(404, `Flow named '${flowName}' does not exist for organization '${req.orgName}'`);
    }
    const trail = flow.trails.find((t) => t.name === trailName);
    if (!trail) {
        throw new HttpError(404, `Trail named '${trailName}' does not exist in flow '${flowName}' of organization '${req.orgName}'`);
    }
    return { flow, trail };
}
/** A new moment: the previous slots with this attestation's name replaced. */
function recordMoment(flow, trail, stored) {
    const previous = trail.moments.at(-1);
    const slot = {
        attestation_name: stored.attestation_name,
        attestation_type: stored.attestation_type,
        attestation_id: stored.id,
        is_compliant: stored.compliant,
        created_at: stored.created_at
    };
    const others = (previous?.slots ?? []).filter((s) => s.attestation_name !== stored.attestation_name);
    trail.moments.push({
        moment_number: (previous?.moment_number ?? 0) + 1,
        created_at: stored.created_at,
        template_id: flow.template.id,
        slots: [...others, slot]
    });
}
function attestJunit(req) {
    checkNames(req.params);
    const input = dataJsonOf(req);
    const { flow, trail } = findTrail(req);
    const file = req.body.kind === 'multipart'
        ? req.body.form.files.find((f) => f.name === 'attachment_file')
        : undefined;
    const stored = {
        id: `${flow.name}/${trail.name}/${trail.attestations.length + 1}`,
        attestation_name: input.attestation_name,
        attestation_type: 'junit',
        created_at: req.now,
        // Compliant iff no suite reports a failure or an error.
        compliant: input.junit_results.every((r) => r.failures === 0 && r.errors === 0),
        data_json: input,
        attachment: file
            ? {
                filename: file.filename,
                content_type: file.content_type,
                size: file.size,
                sha256: file.sha256
            }
            : null
    };
    trail.attestations.push(stored);
    recordMoment(flow, trail, stored);
    return ok('OK', 201);
}
const MOMENT_NOT_FOUND = 'Flow, trail or moment not found';
/** `N` (moment number), `latest`, or `~N` (N behind the latest). */
function momentIndex(expression, count) {
    if (/^\d+$/.test(expression))
        return Number(expression) - 1;
    if (expression === 'latest')
        return count - 1;
    const behind = /^~(\d+)$/.exec(expression)?.[1];
    if (behind !== undefined)
        return count - 1 - Number(behind);
    return undefined;
}
function getMoment(req) {
    checkNames(req.params);
    const expression = req.params.moment_expression ?? '';
    const flow = req.org.flows.find((f) => f.name === req.params.flow_name);
    const trail = flow?.trails.find((t) => t.name === req.params.trail_name);
    const index = momentIndex(expression, trail?.moments.length ?? 0);
    if (index === undefined) {
        throw validationError({
            'path.moment_expression': 'must be N (a moment number), latest or ~N'
        });
    }
    const moment = trail?.moments.find((_, i) => i === index);
    if (!moment)
        throw new HttpError(404, MOMENT_NOT_FOUND);
    const compliance = {};
    for (const slot of moment.slots) {
        if (slot.attestation_name in compliance) {
            // Status not shown (docs/spec/gaps.md). 422, not 409: clients retry 409.
            throw new HttpError(422, 'Two slots share an attestation name, so no policy input can be built');
        }
        compliance[slot.attestation_name] = slot;
    }
    return ok({
        moment_number: moment.moment_number,
        created_at: moment.created_at,
        template_id: moment.template_id,
        compliance_status: compliance
    });
}
const trailRoutes = [
    {
        method: 'POST',
        path: '/attestations/:org/:flow_name/trail/:trail_name/junit',
        access: 'write',
        handle: attestJunit
    },
    {
        method: 'GET',
        path: '/trails/:org/:flow_name/:trail_name/moments/:moment_expression',
        access: 'read',
        beta: 'trail_moments',
        handle: getMoment
    },
    {
        method: 'GET',
        path: '/attestations/system-attestation-types',
        access: 'read',
        handle: (req) => ok({ system_attestation_types: req.state.system_attestation_types })
    }
];

;// CONCATENATED MODULE: ./src/emulator/routes.ts






/** The 18 operations of docs/spec/operations.md. */
const routes = [
    ...trailRoutes,
    ...accountRoutes,
    ...environmentRoutes,
    ...envDiffRoutes,
    ...deploymentRoutes,
    ...catalogRoutes
];

;// CONCATENATED MODULE: ./src/emulator/respond.ts
/** Writes a JSON answer unless one was already sent or the socket is gone. */
function sendJson(res, status, body, headers = {}) {
    if (res.headersSent || res.destroyed)
        return;
    const text = JSON.stringify(body);
    res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        ...headers
    });
    res.end(text);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/emulator/state.ts




/**
 * The emulator's whole world, as one JSON document: what `--state FILE`
 * loads, `GET /_emulator/state` returns and `PUT /_emulator/state` replaces.
 * Resources carry the fields of docs/spec/resources.md; a few extra fields that only the
 * emulator reads (`space_id`, `repo_name`, `flow_name`, snapshots, slots)
 * are named below. Unknown extra fields of a resource are kept and returned.
 */
const Timestamp = schemas/* number */.aig();
const TokenSchema = schemas/* object */.Ikc({
    token: schemas/* string */.YjP().min(8),
    org: schemas/* string */.YjP().min(1),
    privilege: schemas/* enum */.k5n(api_schemas/* PRIVILEGES */.fd),
    label: schemas/* string */.YjP().optional()
});
const StoredAttestationSchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP(),
    attestation_name: schemas/* string */.YjP(),
    attestation_type: schemas/* string */.YjP(),
    created_at: Timestamp,
    compliant: schemas/* boolean */.zMY(),
    data_json: schemas/* unknown */.L5J(),
    attachment: schemas/* object */.Ikc({
        filename: schemas/* string */.YjP(),
        content_type: schemas/* string */.YjP(),
        size: schemas/* number */.aig().int(),
        sha256: schemas/* string */.YjP()
    })
        .nullable()
});
/** A recorded moment; `slots` become `compliance_status` keyed by name. */
const MomentRecordSchema = schemas/* object */.Ikc({
    moment_number: schemas/* number */.aig().int(),
    created_at: Timestamp,
    template_id: schemas/* string */.YjP(),
    slots: schemas/* array */.YOg(schemas/* looseObject */._H3({ attestation_name: schemas/* string */.YjP() }))
});
const TrailSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    created_at: Timestamp,
    attestations: schemas/* array */.YOg(StoredAttestationSchema),
    moments: schemas/* array */.YOg(MomentRecordSchema)
});
const FlowSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    template: schemas/* object */.Ikc({ id: schemas/* string */.YjP(), slots: schemas/* array */.YOg(schemas/* string */.YjP()) }),
    trails: schemas/* array */.YOg(TrailSchema),
    artifacts: schemas/* array */.YOg(api_schemas/* ArtifactSchema */.wX)
});
const EnvironmentRecordSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    type: schemas/* enum */.k5n(api_schemas/* ENVIRONMENT_TYPES */.kh),
    description: schemas/* string */.YjP(),
    last_modified_at: Timestamp,
    last_changed_at: Timestamp,
    tags: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    policies: schemas/* array */.YOg(schemas/* string */.YjP()),
    included_environments: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** Emulator-only: the space the environment belongs to (list filter). */
    space_id: schemas/* string */.YjP().optional()
});
const SnapshotArtifactSchema = schemas/* looseObject */._H3({
    fingerprint: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    flow: schemas/* string */.YjP(),
    commit_url: schemas/* string */.YjP(),
    most_recent_timestamp: Timestamp,
    instance_count: schemas/* number */.aig().int(),
    pods: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
});
const SnapshotSchema = schemas/* object */.Ikc({
    index: schemas/* number */.aig().int().min(1),
    created_at: Timestamp,
    artifacts: schemas/* array */.YOg(SnapshotArtifactSchema)
});
const AllowlistRecordSchema = schemas/* object */.Ikc({
    env_name: schemas/* string */.YjP(),
    artifact_fingerprint: schemas/* string */.YjP(),
    artifact_name: schemas/* string */.YjP(),
    description: schemas/* string */.YjP(),
    created_at: Timestamp,
    created_by: schemas/* string */.YjP()
});
const DeploymentRecordSchema = api_schemas/* DeploymentSchema */.f5.extend({
    deployed_at: Timestamp,
    env_name: schemas/* string */.YjP(),
    /** Emulator-only: filters of list deployments and deployment frequency. */
    repo_name: schemas/* string */.YjP(),
    flow_name: schemas/* string */.YjP()
});
const OrgSchema = schemas/* object */.Ikc({
    features: schemas/* object */.Ikc({ trail_moments: schemas/* boolean */.zMY(), controls: schemas/* boolean */.zMY() }),
    flows: schemas/* array */.YOg(FlowSchema),
    environments: schemas/* array */.YOg(EnvironmentRecordSchema),
    snapshots: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* array */.YOg(SnapshotSchema)),
    allowlist: schemas/* array */.YOg(AllowlistRecordSchema),
    policies: schemas/* array */.YOg(api_schemas/* PolicySchema */.Qz),
    controls: schemas/* array */.YOg(api_schemas/* ControlSchema */.Fs),
    service_accounts: schemas/* array */.YOg(api_schemas/* ServiceAccountSchema */.mK),
    notifications: schemas/* array */.YOg(api_schemas/* NotificationSchema */.nH),
    deployments: schemas/* array */.YOg(DeploymentRecordSchema),
    repos: schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP(), tags: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()) }))
});
const EmulatorStateSchema = schemas/* object */.Ikc({
    orgs: schemas/* record */.g1P(schemas/* string */.YjP(), OrgSchema),
    tokens: schemas/* array */.YOg(TokenSchema).min(1),
    system_attestation_types: schemas/* array */.YOg(api_schemas/* SystemAttestationTypeSchema */.Bw)
});
/** Checks a state document; the error names the source and every issue. */
function parseState(input, source) {
    const result = EmulatorStateSchema.safeParse(input);
    if (!result.success) {
        throw new src_errors/* ConfigError */.xL(`${source} is not a valid emulator state:\n${errors/* prettifyError */.S1(result.error)}`);
    }
    const state = result.data;
    for (const token of state.tokens) {
        if (!state.orgs[token.org]) {
            throw new src_errors/* ConfigError */.xL(`${source}: a token (${token.label ?? 'no label'}) names org '${token.org}', which is not in orgs`);
        }
    }
    return state;
}
async function loadStateFile(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new src_errors/* ConfigError */.xL(`cannot read the state file ${path}`, {
            cause: error
        });
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new src_errors/* ConfigError */.xL(`the state file ${path} is not valid JSON`, {
            cause: error
        });
    }
    return parseState(json, path);
}
/** The org and admin token `startEmulator` reports: the first admin token. */
function primaryToken(state) {
    const admin = state.tokens.find((t) => t.privilege === 'admin');
    return admin ?? state.tokens[0];
}

;// CONCATENATED MODULE: ./src/emulator/control.ts





/**
 * `/_emulator/*`: test and demo control, outside `/api/v2`, without auth
 * (the emulator binds to loopback by default). Not recorded in the log.
 */
const STATE_BODY_LIMIT = 64 * 1024 * 1024;
async function jsonOf(req, limit) {
    const body = await readBody(req, limit);
    if (body.kind === 'json')
        return body.value;
    if (body.kind === 'invalid-json') {
        throw validationError({ body: `Invalid JSON: ${body.reason}` });
    }
    throw validationError({ body: 'Expected a JSON body' });
}
async function addFault(ctx, req) {
    const parsed = FaultSchema.safeParse(await jsonOf(req));
    if (!parsed.success)
        throw validationError(fieldErrors(parsed.error, ''));
    try {
        return ctx.faults.add(parsed.data);
    }
    catch (error) {
        throw validationError({ path: `Bad regular expression: ${String(error)}` });
    }
}
async function putState(ctx, req) {
    const json = await jsonOf(req, STATE_BODY_LIMIT);
    const parsed = EmulatorStateSchema.safeParse(json);
    if (!parsed.success)
        throw validationError(fieldErrors(parsed.error, ''));
    try {
        ctx.state = parseState(parsed.data, 'the posted state');
    }
    catch (error) {
        throw validationError({ tokens: String(error) });
    }
    return { message: 'state replaced' };
}
function control_reset(ctx) {
    ctx.state = structuredClone(ctx.initial);
    ctx.requests.clear();
    ctx.faults.clear();
    return { message: 'reset to the start state' };
}
async function route(ctx, req, what) {
    switch (`${req.method ?? 'GET'} ${what}`) {
        case 'GET requests':
            return [200, ctx.requests.list()];
        case 'DELETE requests':
            ctx.requests.clear();
            return [200, { message: 'requests cleared' }];
        case 'GET faults':
            return [200, ctx.faults.list()];
        case 'POST faults':
            return [201, await addFault(ctx, req)];
        case 'DELETE faults':
            ctx.faults.clear();
            return [200, { message: 'faults cleared' }];
        case 'POST reset':
            return [200, control_reset(ctx)];
        case 'GET state':
            return [200, ctx.state];
        case 'PUT state':
            return [200, await putState(ctx, req)];
        default:
            throw new HttpError(404, `No such control endpoint: ${req.method} /_emulator/${what}`);
    }
}
async function handleControl(ctx, req, res, url) {
    const what = url.pathname.slice('/_emulator/'.length).replace(/\/+$/, '');
    try {
        const [status, body] = await route(ctx, req, what);
        sendJson(res, status, body);
    }
    catch (error) {
        const failure = error instanceof HttpError ? error : new HttpError(500, String(error));
        sendJson(res, failure.status, failure.body);
    }
}

;// CONCATENATED MODULE: ./src/emulator/server.ts






const server_API_PREFIX = '/api/v2';
const RANK = {
    reader: 0,
    snapshotter: 0,
    member: 1,
    admin: 2
};
const NEEDED = { read: 0, write: 1, admin: 2 };
function authorize(ctx, route, token, org) {
    const orgName = org ?? token.org;
    const state = ctx.state.orgs[orgName];
    if (!state)
        throw new HttpError(404, 'Organization not found');
    if (token.org !== orgName)
        throw new HttpError(403, FORBIDDEN);
    if (RANK[token.privilege] < NEEDED[route.access]) {
        throw new HttpError(403, route.forbidden ?? FORBIDDEN);
    }
    if (route.beta && !state.features[route.beta]) {
        throw new HttpError(403, FORBIDDEN);
    }
    return { orgName, org: state };
}
async function serveApi(ctx, req, url, onBody) {
    const path = url.pathname.replace(/\/+$/, '');
    const method = req.method ?? 'GET';
    const found = path.startsWith(`${server_API_PREFIX}/`)
        ? ctx.router.match(method, path.slice(server_API_PREFIX.length))
        : { kind: 'none' };
    if (found.kind === 'none') {
        throw new HttpError(404, `No such endpoint: ${method} ${url.pathname}`);
    }
    if (found.kind === 'wrong-method') {
        throw new HttpError(405, `Method ${method} is not allowed here`, undefined, {
            allow: found.allowed.join(', ')
        });
    }
    const token = authenticate(ctx.state, req.headers.authorization);
    const { orgName, org } = authorize(ctx, found.route, token, found.params.org);
    const body = await readBody(req);
    onBody(body);
    return found.route.handle({
        params: found.params,
        query: url.searchParams,
        body,
        orgName,
        org,
        state: ctx.state,
        token,
        now: Math.floor(ctx.clock() / 1000),
        url: new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
    });
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Answers with the fault; returns the status sent (0 when dropped). */
async function applyFault(req, res, fault, onBody) {
    // Read what was sent, so the log shows what a retried request carried.
    onBody(await readBody(req).catch(() => ({ kind: 'none' })));
    if (fault.delayMs)
        await sleep(fault.delayMs);
    if (fault.drop) {
        req.socket.destroy();
        return 0;
    }
    const status = fault.status ?? 500;
    const headers = {};
    if (fault.retryAfter !== undefined) {
        headers['retry-after'] = String(fault.retryAfter);
    }
    sendJson(res, status, fault.body ?? { message: `Injected fault: ${status}` }, headers);
    return status;
}
async function handleApi(ctx, req, res, url) {
    const record = startRecord(ctx, req, url);
    const onBody = (body) => recordBody(record, body);
    const fault = ctx.faults.take(req.method ?? 'GET', url.pathname);
    if (fault) {
        record.fault = true;
        if (fault.status === undefined && !fault.drop) {
            await sleep(fault.delayMs ?? 0); // a pure delay: then answer normally
        }
        else {
            record.status = await applyFault(req, res, fault, onBody);
            return record.status;
        }
    }
    try {
        const result = await serveApi(ctx, req, url, onBody);
        record.status = result.status;
        sendJson(res, result.status, result.body);
    }
    catch (error) {
        const failure = error instanceof HttpError
            ? error
            : new HttpError(500, `Emulator error: ${String(error)}`);
        record.status = failure.status;
        sendJson(res, failure.status, failure.body, failure.headers);
    }
    return record.status ?? 0;
}
/** The node:http request listener of one emulator. */
function requestListener(ctx) {
    return (req, res) => {
        const url = new URL(req.url ?? '/', 'http://emulator');
        const work = url.pathname.startsWith('/_emulator/')
            ? handleControl(ctx, req, res, url)
            : handleApi(ctx, req, res, url);
        work.catch((error) => {
            sendJson(res, 500, { message: `Emulator error: ${String(error)}` });
        });
    };
}

;// CONCATENATED MODULE: ./src/emulator/index.ts












async function initialState(state, clock) {
    if (state === undefined)
        return demoState(clock());
    if (typeof state === 'string')
        return loadStateFile(state);
    return parseState(structuredClone(state), 'the given state');
}
async function startEmulator(options = {}) {
    const clock = options.clock ?? Date.now;
    const initial = await initialState(options.state, clock);
    const ctx = {
        state: structuredClone(initial),
        initial,
        clock,
        requests: new RequestLog(),
        faults: new FaultQueue(),
        router: new Router(routes)
    };
    const server = (0,external_node_http_.createServer)(requestListener(ctx));
    const host = options.host ?? '127.0.0.1';
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, host, () => resolve());
    });
    const { port } = server.address();
    const shownHost = host.includes(':') ? `[${host}]` : host;
    const primary = primaryToken(initial);
    return {
        url: `http://${shownHost}:${port}`,
        org: primary.org,
        token: primary.token,
        close: () => new Promise((resolve, reject) => {
            server.close((error) => (error ? reject(error) : resolve()));
            server.closeAllConnections();
        })
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/serve.ts



const USAGE = 'Usage: kosli-attest serve [--port N] [--bind ADDRESS] [--state FILE]';
const DEFAULT_PORT = 8001;
const HELP = `${USAGE}

Runs the in-memory emulator of the Kosli API on this machine, for demos,
tests and trying a pipeline without a Kosli account. The first line on
stdout is:

  listening on http://HOST:PORT org=ORG token=TOKEN

Point a client at http://HOST:PORT (it adds /api/v2) with that org and
token. Everything stays in memory: nothing is written back to FILE; save
the current state with GET /_emulator/state if you need it.

Options:
  --port N        Port to listen on (default ${DEFAULT_PORT}; 0 picks a free one).
  --bind ADDRESS  Address to bind (default 127.0.0.1). The /_emulator/
                  control endpoints need no token: keep it on loopback.
  --state FILE    Start from this JSON state file instead of the demo
                  state (see fixtures/emulator-state.json).
  -h, --help      Show this help.

Stops cleanly on Ctrl-C (SIGINT) or SIGTERM.

Example:
  kosli-attest serve --port 0
  # listening on http://127.0.0.1:41234 org=demo token=kat_demo_admin_...
  curl -H "Authorization: Bearer kat_demo_admin_4f8e2b7c9d1a" \\
    http://127.0.0.1:41234/api/v2/environments/demo
`;
const OPTIONS = {
    port: { type: 'string' },
    bind: { type: 'string' },
    state: { type: 'string' },
    help: { type: 'boolean', short: 'h' }
};
/** Resolves when the process is asked to stop (SIGINT or SIGTERM). */
function processStop() {
    return new Promise((resolve) => {
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
    });
}
function portOf(text) {
    if (text === undefined)
        return DEFAULT_PORT;
    const port = Number(text);
    if (!/^\d+$/.test(text) || port > 65_535) {
        throw new src_errors/* ConfigError */.xL(`--port must be a number from 0 to 65535, got '${text}'`);
    }
    return port;
}
async function serve(argv, io, stop) {
    const { values } = (0,external_node_util_.parseArgs)({ args: argv, options: OPTIONS, strict: true });
    if (values.help) {
        io.stdout(HELP);
        return 0;
    }
    const host = values.bind ?? '127.0.0.1';
    const emulator = await startEmulator({
        port: portOf(values.port),
        host,
        ...(values.state === undefined ? {} : { state: values.state })
    });
    io.stdout(`listening on ${emulator.url} org=${emulator.org} token=${emulator.token}\n`);
    io.stderr(`API: ${emulator.url}/api/v2  control: ${emulator.url}/_emulator/  (Ctrl-C stops)\n`);
    if (!/^(127\.|::1$|localhost$)/.test(host)) {
        io.stderr(`warning: bound to ${host}: anyone who reaches it can read and replace the state through /_emulator/\n`);
    }
    await stop();
    await emulator.close();
    io.stderr('emulator stopped\n');
    return 0;
}
/** The `serve` command; tests pass their own `stop` instead of signals. */
function createServeCommand(stop = processStop) {
    return {
        name: 'serve',
        summary: 'Run the in-memory Kosli API emulator (demo and tests)',
        help: HELP,
        async run(argv, io) {
            try {
                return await serve(argv, io, stop);
            }
            catch (error) {
                const usage = error instanceof src_errors/* ConfigError */.xL ||
                    (error instanceof TypeError && 'code' in error);
                io.stderr(`error: ${(0,src_errors/* errorMessage */.gJ)(error)}\n${usage ? `${USAGE}\n` : ''}`);
                return usage ? 2 : 1;
            }
        }
    };
}
const serveCommand = createServeCommand();


/***/ })

};
