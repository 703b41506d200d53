export const id = 5268;
export const ids = [5268];
export const modules = {

/***/ 908:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ ATTACHMENT_LIMIT_TEXT),
/* harmony export */   H: () => (/* binding */ SERVICE_ACCOUNT_NAME_PATTERN),
/* harmony export */   LY: () => (/* binding */ MAX_ATTACHMENT_BYTES),
/* harmony export */   MB: () => (/* binding */ MB),
/* harmony export */   Qb: () => (/* binding */ TRIGGERS),
/* harmony export */   Vh: () => (/* binding */ NAME_PATTERN),
/* harmony export */   aS: () => (/* binding */ ENV_NAME_FILTER_PATTERN),
/* harmony export */   bv: () => (/* binding */ ENVIRONMENT_SORT_FIELDS),
/* harmony export */   fd: () => (/* binding */ PRIVILEGES),
/* harmony export */   hY: () => (/* binding */ NOTIFICATION_NAME_PATTERN),
/* harmony export */   iy: () => (/* binding */ ATTESTATION_NAME_PATTERN),
/* harmony export */   jj: () => (/* binding */ EXTERNAL_URL_KEY_PATTERN),
/* harmony export */   kX: () => (/* binding */ REPO_PROVIDERS),
/* harmony export */   kh: () => (/* binding */ ENVIRONMENT_TYPES),
/* harmony export */   o6: () => (/* binding */ FINGERPRINT_PATTERN),
/* harmony export */   pl: () => (/* binding */ SERVICE_ACCOUNT_NAME_MAX),
/* harmony export */   r9: () => (/* binding */ ANNOTATION_KEY_PATTERN),
/* harmony export */   y_: () => (/* binding */ SORT_DIRECTIONS)
/* harmony export */ });
/* unused harmony export ARTIFACT_STATES */
/**
 * Patterns and enumerations of the interface (docs/spec/resources.md), shared
 * by the client (what we send) and the emulator (what it accepts). Where the
 * service's request schemas (fixtures/contract/server-operations.json) are
 * looser, the interface's rule is kept and the difference is named next to
 * the constant (and in src/emulator/strictness.ts).
 */
/** N1: flow and trail names. */
const NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._~-]*$/;
/** `attestation_name` and each `target_artifacts` item. */
const ATTESTATION_NAME_PATTERN = /^[a-zA-Z0-9_,-]+$/;
/** A SHA-256 artifact fingerprint: exactly 64 lowercase hex characters. */
const FINGERPRINT_PATTERN = /^[a-f0-9]{64}$/;
// The interface: `^[A-Za-z0-9_]+$`; the service's schema also allows `-`.
const ANNOTATION_KEY_PATTERN = /^[A-Za-z0-9_]+$/;
// The interface: non-empty, none of `=`, `.`, NUL; the service's `^[^=.]+$`
// allows NUL (and, as a pattern property, leaves other keys unchecked).
// eslint-disable-next-line no-control-regex
const EXTERNAL_URL_KEY_PATTERN = /^[^=.\u0000]+$/;
/** Service account `{name}`: 1 to 64 characters (length checked apart). */
const SERVICE_ACCOUNT_NAME_PATTERN = /^[a-zA-Z0-9-]+$/;
const SERVICE_ACCOUNT_NAME_MAX = 64;
/** Environment notification `name`. */
const NOTIFICATION_NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._~/-]*$/;
// The interface's rule for the list-deployments environment filter; the
// service's `env_name` query parameter has no pattern.
const ENV_NAME_FILTER_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;
/** One megabyte, as every size limit of this project counts it. */
const MB = 1000 * 1000;
/**
 * Attachment size limit of the JUnit attestation. The interface says "10 MB";
 * we read it as 10,000,000 bytes, the smaller of MB and MiB, so nothing we
 * let through is refused by a server that meant MB.
 */
const MAX_ATTACHMENT_BYTES = 10 * MB;
/** The limit as every message and page states it. */
const ATTACHMENT_LIMIT_TEXT = '10 MB (10,000,000 bytes)';
// The interface does not list them; the service's schema and the Kosli CLI
// give these four.
const PRIVILEGES = ['admin', 'member', 'snapshotter', 'reader'];
const TRIGGERS = [
    'ON_STARTED_ARTIFACT',
    'ON_EXITED_ARTIFACT',
    'ON_SCALED_ARTIFACT',
    'ON_ALLOWED_ARTIFACT',
    'ON_NON_COMPLIANT_ENV',
    'ON_COMPLIANT_ENV'
];
const ENVIRONMENT_TYPES = [
    'K8S',
    'ECS',
    'S3',
    'lambda',
    'server',
    'docker',
    'azure-apps',
    'cloud-run',
    'logical'
];
const REPO_PROVIDERS = [
    'github',
    'gitlab',
    'bitbucket',
    'bitbucket_cloud',
    'bitbucket_dc',
    'azure-devops',
    'azure_devops_services',
    'azure_devops_server',
    'circleci',
    'git',
    'subversion'
];
const ARTIFACT_STATES = (/* unused pure expression or super */ null && ([
    'COMPLIANT',
    'NON-COMPLIANT',
    'INCOMPLETE'
]));
const ENVIRONMENT_SORT_FIELDS = [
    'name',
    'last_modified_at',
    'last_changed_at'
];
const SORT_DIRECTIONS = ['asc', 'desc'];


/***/ }),

/***/ 5268:
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
// EXTERNAL MODULE: ./src/cli/framework/suggest.ts
var suggest = __webpack_require__(4931);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./src/api/schemas/patterns.ts
var patterns = __webpack_require__(908);
;// CONCATENATED MODULE: ./src/emulator/attachments.ts

const DEFAULT_ATTACHMENT_BUDGET = 64 * patterns.MB;
class MemoryAttachments {
    budget;
    blobs = new Map();
    bytes = 0;
    constructor(budget = DEFAULT_ATTACHMENT_BUDGET) {
        this.budget = budget;
    }
    put(sha256, content) {
        if (content.length > this.budget)
            return;
        this.delete(sha256);
        this.blobs.set(sha256, content);
        this.bytes += content.length;
        for (const [oldest] of this.blobs) {
            if (this.bytes <= this.budget)
                break;
            this.delete(oldest);
        }
    }
    get(sha256) {
        return this.blobs.get(sha256);
    }
    has(sha256) {
        return this.blobs.has(sha256);
    }
    clear() {
        this.blobs.clear();
        this.bytes = 0;
    }
    delete(sha256) {
        const held = this.blobs.get(sha256);
        if (!held)
            return;
        this.bytes -= held.length;
        this.blobs.delete(sha256);
    }
}

;// CONCATENATED MODULE: ./src/emulator/context.ts
/**
 * Commits the state to the store, if there is one. Called after anything
 * that may have changed the state and before its answer leaves. When the
 * store cannot write, the state goes back to what the file holds and the
 * error is thrown on, for an answer that is not a success.
 */
function persist(ctx) {
    const { store } = ctx;
    if (store === undefined)
        return;
    try {
        store.commit(ctx.state);
    }
    catch (error) {
        ctx.state = store.rollback();
        throw error;
    }
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(4371);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/emulator/delivery-queue.ts
/**
 * At most `limit` webhook POSTs at once, the others waiting in line, and at
 * most `maxWaiting` in line. A receiver that is slow or never answers then
 * holds `limit` sockets at most (each until its timeout), never the file
 * descriptors the API's own connections need.
 */
class DeliveryQueue {
    limit;
    maxWaiting;
    active = 0;
    waiting = [];
    constructor(limit, maxWaiting) {
        this.limit = limit;
        this.maxWaiting = maxWaiting;
    }
    /** Waits for a slot; false (at once) when the line is full. */
    async acquire() {
        if (this.active < this.limit) {
            this.active += 1;
            return true;
        }
        if (this.waiting.length >= this.maxWaiting)
            return false;
        // The slot passes straight from release() to the next in line.
        await new Promise((resolve) => this.waiting.push(resolve));
        return true;
    }
    release() {
        const next = this.waiting.shift();
        if (next)
            next();
        else
            this.active -= 1;
    }
    /** Lets every waiting delivery go (on close: each sees the abort). */
    drain() {
        for (const next of this.waiting.splice(0)) {
            this.active += 1;
            next();
        }
    }
    stats() {
        return {
            in_flight: this.active,
            waiting: this.waiting.length
        };
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
;// CONCATENATED MODULE: ./src/emulator/payload.ts

/**
 * The JSON a WEBHOOK target receives, in the shape Kosli documents for its
 * custom webhooks (docs/spec/events.md): `version` "1.0", the Unix time and
 * the snapshot index as strings, `event_type` the trigger without its `ON_`
 * prefix. The interface does not show the payload; this is the emulator's
 * reading of Kosli's published example. Links point at the emulator.
 */
const payload_status = schemas/* enum */.k5n(['compliant', 'non-compliant', 'unknown']);
const WebhookPayloadSchema = schemas/* object */.Ikc({
    version: schemas/* literal */.euz('1.0'),
    timestamp: schemas/* string */.YjP(),
    org: schemas/* string */.YjP(),
    environment: schemas/* string */.YjP(),
    event_type: schemas/* string */.YjP(),
    description: schemas/* string */.YjP(),
    snapshot: schemas/* object */.Ikc({
        index: schemas/* string */.YjP(),
        status: payload_status,
        html_url: schemas/* string */.YjP(),
        api_url: schemas/* string */.YjP()
    })
        .nullable(),
    artifact: schemas/* object */.Ikc({
        name: schemas/* string */.YjP(),
        fingerprint: schemas/* string */.YjP(),
        provenance: schemas/* object */.Ikc({
            flow: schemas/* string */.YjP(),
            status: schemas/* string */.YjP(),
            commit: schemas/* string */.YjP().nullable(),
            commit_url: schemas/* string */.YjP().nullable(),
            html_url: schemas/* string */.YjP().nullable(),
            api_url: schemas/* string */.YjP().nullable(),
            build_url: schemas/* string */.YjP().nullable()
        })
            .nullable()
    })
        .nullable()
});
const statusOf = (compliant) => compliant === undefined
    ? 'unknown'
    : compliant
        ? 'compliant'
        : 'non-compliant';
const payload_text = (value) => typeof value === 'string' ? value : null;
function provenance(org, fingerprint) {
    for (const flow of org.flows) {
        const a = flow.artifacts.find((x) => x.fingerprint === fingerprint);
        if (!a)
            continue;
        return {
            flow: flow.name,
            status: typeof a.state === 'string' ? a.state.toLowerCase() : 'unknown',
            commit: payload_text(a.git_commit),
            commit_url: payload_text(a.commit_url),
            html_url: payload_text(a.html_url),
            api_url: payload_text(a.api_url),
            build_url: payload_text(a.build_url)
        };
    }
    return null;
}
function payloadOf(event, org, context) {
    const { snapshot, artifact } = event;
    const orgSegment = encodeURIComponent(event.org);
    const envSegment = encodeURIComponent(event.environment);
    return {
        version: '1.0',
        timestamp: String(context.now),
        org: event.org,
        environment: event.environment,
        event_type: event.trigger.replace(/^ON_/, ''),
        description: event.description,
        snapshot: snapshot
            ? {
                index: String(snapshot.index),
                status: statusOf(snapshot.compliant),
                html_url: `${context.baseUrl}/${orgSegment}/environments/${envSegment}/snapshots/${snapshot.index}`,
                api_url: `${context.baseUrl}/api/v2/snapshots/${orgSegment}/${envSegment}/${snapshot.index}`
            }
            : null,
        artifact: artifact
            ? { ...artifact, provenance: provenance(org, artifact.fingerprint) }
            : null
    };
}

// EXTERNAL MODULE: ./src/net/loopback.ts
var loopback = __webpack_require__(1830);
;// CONCATENATED MODULE: ./src/emulator/webhook.ts


/**
 * One webhook POST. Only the payload and a content type go out: no header
 * of the request that caused the event (so never its API token), and
 * redirects are not followed.
 */
/** Why a webhook URL may not be called, or undefined when it may. */
function refusedWebhook(webhook, allowRemote) {
    if (typeof webhook !== 'string')
        return 'the target has no webhook URL';
    let url;
    try {
        url = new URL(webhook);
    }
    catch {
        return 'the webhook is not a URL';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return `the webhook must be an http or https URL, not ${url.protocol}`;
    }
    if (!allowRemote && !(0,loopback/* isLoopbackHost */.cW)(url.hostname)) {
        return `${url.host} is not a loopback address; the emulator calls only this machine unless started with --allow-remote-webhooks`;
    }
    return undefined;
}
function failure(error, timeoutMs) {
    if (error instanceof Error && error.name === 'TimeoutError') {
        return { ok: false, error: `no answer within ${timeoutMs} ms`, retry: true };
    }
    const code = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `${message}${code}`, retry: true };
}
async function postWebhook(url, payload, options) {
    const signal = AbortSignal.any([
        options.signal,
        AbortSignal.timeout(options.timeoutMs)
    ]);
    try {
        const response = await (0,undici.request)(url, {
            method: 'POST',
            body: JSON.stringify(payload),
            headers: {
                'content-type': 'application/json',
                'user-agent': 'kosli-attest-emulator',
                'x-emulator-delivery': String(options.deliveryId)
            },
            dispatcher: options.dispatcher,
            signal
        });
        await response.body.dump();
        const status = response.statusCode;
        if (status >= 200 && status < 300)
            return { ok: true, status };
        return {
            ok: false,
            status,
            error: `answered ${status}`,
            retry: status === 429 || status >= 500
        };
    }
    catch (error) {
        return failure(error, options.timeoutMs);
    }
}

// EXTERNAL MODULE: ./src/net/retry.ts
var retry = __webpack_require__(7893);
;// CONCATENATED MODULE: ./src/emulator/deliveries.ts






class Deliveries {
    ctx;
    log = [];
    /** Deliveries started before a clear (a reset) no longer touch the state. */
    generationOf = new WeakMap();
    generation = 0;
    nextId = 1;
    dropped = 0;
    running = new Set();
    abort = new AbortController();
    agent = new undici.Agent();
    options;
    queue;
    constructor(ctx, options = {}) {
        this.ctx = ctx;
        this.options = {
            allowRemote: false,
            timeoutMs: 5000,
            attempts: 3,
            backoffMs: 1000,
            maxEntries: 1000,
            maxConcurrent: 8,
            maxWaiting: 1000,
            ...options
        };
        this.queue = new DeliveryQueue(this.options.maxConcurrent, this.options.maxWaiting);
    }
    /** Starts the deliveries of these events; never throws, never waits. */
    dispatch(events) {
        const started = [];
        for (const event of events) {
            const org = this.ctx.state().orgs[event.org];
            if (!org)
                continue;
            const now = Math.floor(this.ctx.clock() / 1000);
            const payload = payloadOf(event, org, {
                now,
                baseUrl: this.ctx.baseUrl()
            });
            for (const n of org.notifications) {
                if (!n.environments?.includes(event.environment))
                    continue;
                if (!n.triggers?.includes(event.trigger))
                    continue;
                for (const [index, target] of (n.targets ?? []).entries()) {
                    const record = this.add({
                        org: event.org,
                        environment: event.environment,
                        notification: n.number,
                        notification_name: n.name,
                        trigger: event.trigger,
                        target: targetSummary(index, target),
                        payload
                    });
                    started.push(record);
                    this.track(this.deliver(record, target.webhook));
                }
            }
        }
        return started;
    }
    add(fields) {
        const record = {
            id: this.nextId++,
            time: this.ctx.clock(),
            status: 'pending',
            attempts: [],
            ...fields
        };
        this.log.push(record);
        this.generationOf.set(record, this.generation);
        while (this.log.length > this.options.maxEntries) {
            this.log.shift();
            this.dropped++;
        }
        return record;
    }
    track(work) {
        this.running.add(work);
        void work.finally(() => this.running.delete(work));
    }
    async deliver(record, webhook) {
        await new Promise((resolve) => setImmediate(resolve));
        if (record.target.type !== 'WEBHOOK') {
            this.finish(record, 'recorded');
            return;
        }
        const refused = refusedWebhook(webhook, this.options.allowRemote);
        if (refused !== undefined || typeof webhook !== 'string') {
            if (refused !== undefined)
                record.reason = refused;
            this.finish(record, 'failed');
            return;
        }
        await this.attempts(record, webhook);
    }
    /**
     * Through the one retry loop (src/net/retry.ts), with the emulator's own
     * fixed backoff (no jitter, no budget) so that tests can shorten it.
     */
    async attempts(record, url) {
        const { attempts, backoffMs } = this.options;
        const policy = {
            maxRetries: attempts - 1,
            budget: new retry/* RetryBudget */.Km(Number.POSITIVE_INFINITY),
            sleep: (ms) => this.sleep(ms),
            random: () => 0
        };
        const result = await (0,retry/* withRetries */.LH)(async (n) => {
            const aborted = { ok: false, failure: 0, retryable: false };
            if (this.abort.signal.aborted)
                return aborted;
            const outcome = await this.post(url, record);
            if (this.abort.signal.aborted)
                return aborted;
            record.attempts.push({
                time: this.ctx.clock(),
                ...(outcome.status !== undefined && { status: outcome.status }),
                ...(!outcome.ok && { error: outcome.error })
            });
            if (outcome.ok)
                return { ok: true, value: n };
            const retryAfterMs = backoffMs * 2 ** (n - 1);
            return {
                ok: false,
                failure: n,
                retryable: outcome.retry,
                retryAfterMs
            };
        }, policy);
        if (this.abort.signal.aborted)
            return;
        this.finish(record, result.ok ? 'delivered' : 'failed');
    }
    /** One POST, in its turn. */
    async post(url, record) {
        if (!(await this.queue.acquire())) {
            const { maxWaiting } = this.options;
            const error = `not sent: ${(0,src_text/* plural */.LS)(maxWaiting, 'delivery', 'deliveries')} already waiting`;
            return { ok: false, error, retry: false };
        }
        try {
            if (this.abort.signal.aborted) {
                return { ok: false, error: 'emulator closed', retry: false };
            }
            return await postWebhook(url, record.payload, {
                dispatcher: this.agent,
                timeoutMs: this.options.timeoutMs,
                signal: this.abort.signal,
                deliveryId: record.id
            });
        }
        finally {
            this.queue.release();
        }
    }
    sleep(ms) {
        const { signal } = this.abort;
        return new Promise((resolve) => {
            const done = () => {
                clearTimeout(timer);
                signal.removeEventListener('abort', done);
                resolve();
            };
            const timer = setTimeout(done, ms);
            signal.addEventListener('abort', done);
        });
    }
    /** Writes the outcome to the target and its notification, if still there. */
    finish(record, status) {
        record.status = status;
        if (this.generationOf.get(record) !== this.generation)
            return;
        const org = this.ctx.state().orgs[record.org];
        const n = org?.notifications.find((x) => x.number === record.notification);
        const target = n?.targets?.[record.target.index];
        if (!n || !target)
            return;
        if (targetSummary(0, target).type !== record.target.type)
            return;
        const now = Math.floor(this.ctx.clock() / 1000);
        const ok = status !== 'failed';
        if (ok) {
            target.last_success_at = now;
            n.last_success_timestamp = now;
        }
        else {
            target.last_failure_at = now;
        }
        n.is_failing =
            !ok ||
                (n.targets ?? []).some((t, i) => i !== record.target.index &&
                    (t.last_failure_at ?? -Infinity) > (t.last_success_at ?? -Infinity));
        try {
            this.ctx.changed?.();
        }
        catch {
            // A store that cannot write now writes this with its next commit.
        }
    }
    list() {
        return this.log;
    }
    stats() {
        return {
            max_entries: this.options.maxEntries,
            entries: this.log.length,
            dropped: this.dropped,
            pending: this.log.filter((d) => d.status === 'pending').length,
            max_concurrent: this.options.maxConcurrent,
            ...this.queue.stats()
        };
    }
    /** Empties the log; on a reset, deliveries under way leave the state be. */
    clear(options = {}) {
        if (options.reset)
            this.generation++;
        this.log = [];
        this.dropped = 0;
    }
    /** Resolves once every delivery started so far has its outcome. */
    async settled() {
        while (this.running.size > 0)
            await Promise.allSettled([...this.running]);
    }
    async close() {
        this.abort.abort();
        this.queue.drain();
        await this.settled();
        await this.agent.close();
    }
}
function targetSummary(index, target) {
    const type = typeof target.type === 'string' ? target.type : 'UNKNOWN';
    return {
        index,
        type,
        ...(typeof target.webhook === 'string' && { webhook: target.webhook }),
        ...(target.emails !== undefined && { emails: target.emails })
    };
}

;// CONCATENATED MODULE: ./src/emulator/demo/catalog.ts
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
function control(now, named) {
    const { identifier, name, archived = false } = named;
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
function serviceAccount(now, named) {
    const { name, privilege, forWebhook = false } = named;
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
            control(now, { identifier: 'CTRL-001', name: 'Code review' }),
            control(now, { identifier: 'CTRL-002', name: 'Vulnerability scanning' }),
            control(now, {
                identifier: 'CTRL-003',
                name: 'Manual sign-off',
                archived: true
            })
        ],
        service_accounts: [
            serviceAccount(now, { name: 'ci-bot', privilege: 'member' }),
            serviceAccount(now, { name: 'reporter', privilege: 'reader' }),
            serviceAccount(now, {
                name: 'webhook-receiver',
                privilege: 'admin',
                forWebhook: true
            })
        ],
        notifications: notifications(now),
        repos: [
            { name: 'acme/demo-api', tags: { team: 'platform', lang: 'go' } },
            { name: 'acme/demo-web', tags: { team: 'web', lang: 'typescript' } },
            { name: 'acme/legacy', tags: { team: 'platform' } }
        ]
    };
}
/** A type whose version `n` has the data properties `versions[n - 1]`. */
function attestationType(name, description, versions) {
    return {
        name,
        description,
        versions: versions.map((properties, i) => ({
            version: i + 1,
            attestation_data_schema: { type: 'object', properties }
        }))
    };
}
function systemAttestationTypes() {
    return [
        attestationType('junit', 'JUnit test results', [
            { junit_results: { type: 'array' } }
        ]),
        attestationType('snyk', 'Snyk security scan results', [
            { snyk_results: { type: 'object' } },
            { sarif: { type: 'object' } }
        ]),
        attestationType('pull_request', 'Pull requests of a commit', [
            { pull_requests: { type: 'array' } }
        ]),
        attestationType('generic', 'A generic attestation with a compliance flag', [
            { is_compliant: { type: 'boolean' } }
        ])
    ];
}

;// CONCATENATED MODULE: ./src/emulator/demo/flows.ts

/** Flows of the demo org: templates, trails, moments and artifacts. */
const flows_DAY = 86_400;
function fingerprintOf(name) {
    return (0,external_node_crypto_.createHash)('sha256').update(`emulator-demo:${name}`).digest('hex');
}
const STATES = ['COMPLIANT', 'NON-COMPLIANT', 'INCOMPLETE'];
/** The `i`th artifact of `demo-flow`, built from `name` (`api:1.2.0`) a day apart. */
function demoArtifact(now, name, i) {
    const sha = fingerprintOf(`commit:${name}`).slice(0, 40);
    const fingerprint = fingerprintOf(name);
    const at = new Date((now - (10 - i) * flows_DAY) * 1000).toISOString();
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
        state: STATES[i % 3] ?? 'COMPLIANT'
    };
}
/** A moment's slot holding a JUnit attestation of one 12-test suite. */
function junitSlot(name, compliant, at) {
    return {
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
    };
}
function demoTrail(now) {
    return {
        name: 'demo-trail',
        created_at: now - 3 * flows_DAY,
        attestations: [],
        moments: [
            {
                moment_number: 1,
                created_at: now - 2 * flows_DAY,
                template_id: 'template-demo-flow-v2',
                slots: [
                    junitSlot('unit-tests', true, now - 2 * flows_DAY),
                    junitSlot('integration-tests', false, now - 2 * flows_DAY)
                ]
            },
            {
                // Two slots share `unit-tests`: no policy input can be built.
                moment_number: 2,
                created_at: now - flows_DAY,
                template_id: 'template-demo-flow-v2',
                slots: [
                    junitSlot('unit-tests', true, now - flows_DAY),
                    junitSlot('unit-tests', false, now - flows_DAY)
                ]
            }
        ]
    };
}
function demoFlows(now) {
    const releases = [
        'api:1.2.0',
        'api:1.3.0',
        'api:1.4.0',
        'api:1.5.0',
        'worker:0.9.0'
    ];
    return [
        {
            id: 'flow-0001',
            name: 'demo-flow',
            template: {
                id: 'template-demo-flow-v2',
                slots: ['unit-tests', 'integration-tests', 'security-scan']
            },
            trails: [demoTrail(now)],
            artifacts: releases.map((name, i) => demoArtifact(now, name, i))
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
    const at = now - 5 * flows_DAY;
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

;// CONCATENATED MODULE: ./src/emulator/demo/acme.ts

const acme_DAY = 86_400;
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
                    { name: 'main', created_at: now - acme_DAY, attestations: [], moments: [] }
                ],
                artifacts: []
            }
        ],
        environments: [acmeProduction(now)],
        snapshots: {},
        allowlist: [],
        policies: [policy('baseline', now, { required: false })],
        controls: [acmeControl(now)],
        service_accounts: [],
        notifications: [],
        deployments: [],
        repos: []
    };
}
function acmeProduction(now) {
    return {
        org: 'acme',
        name: 'acme-prod',
        type: 'docker',
        description: 'acme production',
        last_modified_at: now - 3 * acme_DAY,
        last_changed_at: now - 3 * acme_DAY,
        last_reported_at: now - 3600,
        include_scaling: false,
        state: true,
        tags: {},
        policies: ['baseline'],
        included_environments: []
    };
}
function acmeControl(now) {
    return {
        identifier: 'ACME-1',
        name: 'Peer review',
        version: 1,
        created_by: 'ops@acme.example',
        description: 'Peer review of every change',
        links: {},
        created_at: now - 10 * acme_DAY,
        tags: {},
        archived: false,
        policies_referencing: []
    };
}

;// CONCATENATED MODULE: ./src/emulator/demo/index.ts



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
const demo_DAY = 86_400;
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
        const at = now - (plan.length - i) * 2 * demo_DAY;
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
/** A demo environment `ageDays` old; `spec` gives its type and what differs. */
function environment(now, name, spec) {
    const { type, ageDays, ...extra } = spec;
    return {
        org: 'demo',
        name,
        type,
        description: `${name} environment of the demo org`,
        last_modified_at: now - ageDays * demo_DAY,
        last_changed_at: now - ageDays * demo_DAY + 3600,
        last_reported_at: now - 600,
        include_scaling: true,
        state: true,
        tags: {},
        policies: [],
        included_environments: [],
        ...extra
    };
}
function demoEnvironments(now) {
    const env = (name, spec) => environment(now, name, spec);
    return [
        env('staging', {
            ageDays: 2,
            type: 'K8S',
            tags: { team: 'platform', tier: 'pre-prod' },
            policies: ['provenance-required'],
            space_id: 'space-eu'
        }),
        env('production', {
            ageDays: 1,
            type: 'ECS',
            tags: { team: 'platform', tier: 'prod', pci: 'true' },
            policies: ['provenance-required', 'prod-approval'],
            space_id: 'space-eu'
        }),
        env('all', {
            ageDays: 5,
            type: 'logical',
            included_environments: ['staging', 'production'],
            space_id: 'space-eu'
        }),
        env('edge-functions', {
            ageDays: 9,
            type: 'lambda',
            tags: { team: 'edge' },
            space_id: 'space-us',
            state: false
        }),
        env('qa-server', {
            ageDays: 20,
            type: 'server',
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
            deployed_at: now - 60 * demo_DAY + Math.round((i + 1) * 2.5 * demo_DAY) - 3600,
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
                created_at: now - 4 * demo_DAY,
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

;// CONCATENATED MODULE: ./src/emulator/glob.ts
/**
 * Path globs for injected faults, matched in time linear in the path times
 * the pattern: no backtracking, so no pattern can stall the event loop (a
 * regular expression such as `^/(a+)+$` could, for seconds).
 *
 * `*` matches within one segment and `**` across segments; a `**` that is a
 * whole segment may also match no segment at all (`/a/` `**` `/b` matches
 * `/a/b`). `?` matches one character other than `/`, and `\` escapes the
 * next character. Everything else is literal.
 */
const MAX_GLOB_LENGTH = 200;
/** Paths longer than this match no glob, which keeps the worst case small. */
const MAX_MATCHED_PATH = 2048;
function tokenize(pattern) {
    const tokens = [];
    for (let i = 0; i < pattern.length; i++) {
        const char = pattern[i] ?? '';
        if (char === '\\' && i + 1 < pattern.length) {
            tokens.push({ kind: 'literal', char: pattern[++i] ?? '' });
        }
        else if (char === '?') {
            tokens.push({ kind: 'one' });
        }
        else if (char === '*' && pattern[i + 1] === '*') {
            const wholeSegment = pattern[i - 1] === '/' && pattern[i + 2] === '/';
            tokens.push({ kind: wholeSegment ? 'segments' : 'any' });
            i += wholeSegment ? 2 : 1;
            while (pattern[i + 1] === '*')
                i++;
        }
        else if (char === '*') {
            tokens.push({ kind: 'star' });
        }
        else {
            tokens.push({ kind: 'literal', char });
        }
    }
    return tokens;
}
/**
 * A matcher for `pattern`. Works from the end of the path to its start,
 * keeping one row of "pattern from i matches path from j" per position.
 */
function globMatcher(pattern) {
    const tokens = tokenize(pattern);
    const m = tokens.length;
    return (path) => {
        if (path.length > MAX_MATCHED_PATH)
            return false;
        const n = path.length;
        let next = new Array(m + 1).fill(false);
        let nextSlash = new Array(m + 1).fill(false);
        for (let j = n; j >= 0; j--) {
            const cur = new Array(m + 1).fill(false);
            const curSlash = new Array(m + 1).fill(false);
            cur[m] = j === n;
            const char = j < n ? path[j] : undefined;
            for (let i = m - 1; i >= 0; i--) {
                const token = tokens[i];
                const rest = cur[i + 1] === true;
                const stepRest = char !== undefined && next[i + 1] === true;
                switch (token.kind) {
                    case 'literal':
                        cur[i] = char === token.char && stepRest;
                        break;
                    case 'one':
                        cur[i] = char !== '/' && stepRest;
                        break;
                    case 'star':
                        cur[i] = rest || (char !== undefined && char !== '/' && !!next[i]);
                        break;
                    case 'any':
                        cur[i] = rest || (char !== undefined && !!next[i]);
                        break;
                    case 'segments':
                        // Some `/` at or after j ends the skipped segments.
                        curSlash[i] =
                            (char === '/' && stepRest) ||
                                (char !== undefined && !!nextSlash[i]);
                        cur[i] = rest || !!curSlash[i];
                        break;
                }
            }
            next = cur;
            nextSlash = curSlash;
        }
        return next[0] === true;
    };
}

;// CONCATENATED MODULE: ./src/emulator/faults.ts


/**
 * Injected faults: the next `count` requests whose method and path match
 * get the fault. `path` is a glob (src/emulator/glob.ts), tried against the
 * full path and against the path without the `/api/v2` prefix.
 *
 * `after` says when the fault acts:
 * - `receive` (the default): instead of handling the request. With `status`
 *   it answers that status, with `drop` it cuts the connection, and with
 *   only `delayMs` it waits and then handles the request normally.
 * - `store`: after the request was handled and its change stored, so the
 *   outcome is ambiguous to the client. With `drop` the connection is cut
 *   instead of the answer, with `delayMs` the answer is held back (past the
 *   client's timeout, say), with `status` that status replaces the answer.
 */
const HEADER_TEXT = /^[\x20-\x7e]*$/;
/** More pending faults than this are refused; each request tries them all. */
const MAX_PENDING_FAULTS = 100;
const FaultSchema = schemas/* strictObject */.rej({
    method: schemas/* string */.YjP()
        .transform((m) => m.toUpperCase())
        .optional(),
    path: schemas/* string */.YjP()
        .min(1)
        .max(MAX_GLOB_LENGTH)
        .refine((p) => !p.startsWith('^'), {
        message: 'regular expressions are not taken (one could stall the emulator); give a glob such as /api/v2/environments/**'
    }),
    count: schemas/* number */.aig().int().min(1).default(1),
    after: schemas/* enum */.k5n(['receive', 'store']).default('receive'),
    status: schemas/* number */.aig().int().min(100).max(599).optional(),
    retryAfter: schemas/* union */.KCZ([
        schemas/* number */.aig().int().min(0),
        schemas/* string */.YjP().regex(HEADER_TEXT, 'must be printable ASCII')
    ])
        .optional(),
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
function pathMatcher(pattern) {
    const test = globMatcher(pattern);
    return (path) => test(path) ||
        (path.startsWith(API_PREFIX) && test(path.slice(API_PREFIX.length)));
}
class FaultQueue {
    pending = [];
    nextId = 1;
    /** Registers a fault; throws when too many are pending. */
    add(fault) {
        if (this.pending.length >= MAX_PENDING_FAULTS) {
            throw new Error(`${MAX_PENDING_FAULTS} faults are pending already; DELETE /_emulator/faults first`);
        }
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
/** An error answer: status, the interface's `message` and, for 400, `errors`. */
class HttpError extends Error {
    status;
    name = 'HttpError';
    errors;
    headers;
    constructor(status, message, more = {}) {
        super(message);
        this.status = status;
        this.errors = more.errors;
        this.headers = more.headers ?? {};
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
    return new HttpError(400, VALIDATION_FAILED, { errors });
}
/**
 * zod issues as the interface's `errors` map: the key is the dotted field path
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
 * Both methods of the interface (docs/spec/auth-and-hosts.md): `Bearer
 * <key>`, and `Basic base64(<key>:<any>)` where the colon is required and the
 * text after it is ignored. Messages never repeat the key.
 */
function unauthorized(reason) {
    return new HttpError(401, `Unauthorized: ${reason}`, {
        headers: { 'www-authenticate': 'Bearer' }
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

;// CONCATENATED MODULE: ./src/emulator/multipart.ts



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
/** Every limit is a whole number of megabytes, so both figures are exact. */
function tooLarge(what, limit) {
    return new HttpError(413, `${what} is larger than the ${limit / patterns.MB} MB limit (${limit} bytes)`);
}
class MultipartReader {
    limits;
    delimiter;
    buffer = CRLF; // so the first delimiter also starts with CRLF
    phase = 'preamble';
    part;
    total = 0;
    form = {
        fields: {},
        files: [],
        parts: [],
        contents: new Map()
    };
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
            ...(isText ? { text: [] } : { hash: (0,external_node_crypto_.createHash)('sha256'), chunks: [] })
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
            part.chunks?.push(Buffer.from(data));
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
            this.form.contents.set(part.summary.name, Buffer.concat(part.chunks ?? []));
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

;// CONCATENATED MODULE: ./src/emulator/json-depth.ts
/**
 * Nesting depth of JSON, measured without recursion. The emulator stores and
 * later serialises what it is sent; `JSON.stringify` recurses, so a value
 * nested 200,000 deep would be taken in and then fail every read of the
 * state. Anything deeper than MAX_JSON_DEPTH is refused on the way in.
 */
/** Arrays and objects nested deeper than this are refused. */
const MAX_JSON_DEPTH = 512;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** The deepest nesting of arrays and objects in a JSON text. */
function textDepth(text) {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === BACKSLASH)
                i++;
            else if (c === QUOTE)
                inString = false;
        }
        else if (c === QUOTE) {
            inString = true;
        }
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            depth++;
            if (depth > deepest)
                deepest = depth;
        }
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
            depth--;
        }
    }
    return deepest;
}
/** The deepest nesting of arrays and objects in a value already parsed. */
function valueDepth(value) {
    let deepest = 0;
    const stack = [[value, 0]];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        const [item, depth] = next;
        if (typeof item !== 'object' || item === null)
            continue;
        const level = depth + 1;
        if (level > deepest)
            deepest = level;
        if (level > MAX_JSON_DEPTH)
            return level;
        for (const child of Object.values(item))
            stack.push([child, level]);
    }
    return deepest;
}
function tooDeepMessage(depth) {
    return `nested ${depth} levels deep; the emulator takes at most ${MAX_JSON_DEPTH}`;
}

;// CONCATENATED MODULE: ./src/emulator/body.ts




/**
 * Request body limits; past them the request is refused with 413. The
 * multipart limit holds the largest attachment (10 MB) plus the largest
 * `data_json` (1 MB) and the part headers.
 */
const JSON_BODY_LIMIT = 1 * patterns.MB;
const MULTIPART_BODY_LIMIT = 12 * patterns.MB;
/** Parses JSON text, refusing nesting the emulator could not serialise. */
function parseJsonText(text) {
    const depth = textDepth(text);
    if (depth > MAX_JSON_DEPTH)
        return { ok: false, reason: tooDeepMessage(depth) };
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, reason };
    }
}
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
        fileBytes: patterns/* MAX_ATTACHMENT_BYTES */.LY,
        totalBytes: MULTIPART_BODY_LIMIT,
        textParts: ['data_json', 'template_file']
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
    const parsed = parseJsonText(text);
    return parsed.ok
        ? { kind: 'json', value: parsed.value, text }
        : { kind: 'invalid-json', reason: parsed.reason };
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




const DEFAULT_REQUEST_LOG_LIMITS = {
    maxEntries: 10_000,
    maxBytes: 32 * patterns.MB
};
const ENTRY_OVERHEAD = 256;
const SECRET_HEADERS = new Set(['proxy-authorization', 'cookie']);
class RequestLog {
    limits;
    entries = [];
    byRecord = new WeakMap();
    seq = 0;
    bytes = 0;
    dropped = 0;
    constructor(limits = DEFAULT_REQUEST_LOG_LIMITS) {
        this.limits = limits;
    }
    add(record) {
        const entry = { record: { seq: ++this.seq, ...record }, bytes: 0 };
        this.entries.push(entry);
        this.byRecord.set(entry.record, entry);
        this.resize(entry, ENTRY_OVERHEAD + JSON.stringify(record).length);
        return entry.record;
    }
    /** Keeps the body of the request `record` belongs to. */
    addBody(record, body) {
        const entry = this.byRecord.get(record);
        if (!entry || entry.gone)
            return;
        if (body.kind === 'invalid-json')
            record.invalid_json = body.reason;
        if (body.kind === 'json')
            entry.bodyText = body.text;
        if (body.kind === 'multipart') {
            record.parts = body.form.parts;
            record.files = body.form.files;
            const dataJson = body.form.fields.data_json;
            if (dataJson !== undefined) {
                entry.dataJsonText = dataJson;
                entry.dataJsonIsJson = parseJsonText(dataJson).ok;
            }
        }
        const size = (entry.bodyText?.length ?? 0) +
            (entry.dataJsonText?.length ?? 0) +
            JSON.stringify([record.parts ?? [], record.files ?? []]).length;
        if (entry.bytes + size > this.limits.maxBytes) {
            record.body_omitted = `${size} bytes; the log keeps at most ${this.limits.maxBytes}`;
            delete entry.bodyText;
            delete entry.dataJsonText;
            return;
        }
        this.resize(entry, entry.bytes + size);
    }
    resize(entry, bytes) {
        this.bytes += bytes - entry.bytes;
        entry.bytes = bytes;
        while (this.entries.length > 1 &&
            (this.entries.length > this.limits.maxEntries ||
                this.bytes > this.limits.maxBytes)) {
            const oldest = this.entries.shift();
            if (oldest)
                oldest.gone = true;
            this.bytes -= oldest?.bytes ?? 0;
            this.dropped++;
        }
    }
    stats() {
        return {
            max_entries: this.limits.maxEntries,
            max_bytes: this.limits.maxBytes,
            entries: this.entries.length,
            bytes: this.bytes,
            dropped: this.dropped
        };
    }
    /** The log as a JSON array, built from the kept text without re-parsing. */
    json() {
        return `[${this.entries.map(entryJson).join(',')}]`;
    }
    clear() {
        for (const entry of this.entries)
            entry.gone = true;
        this.entries = [];
        this.seq = 0;
        this.bytes = 0;
        this.dropped = 0;
    }
}
function entryJson(entry) {
    const head = JSON.stringify(entry.record).slice(0, -1);
    const extra = [];
    if (entry.bodyText !== undefined)
        extra.push(`"body":${entry.bodyText}`);
    const dataJson = entry.dataJsonText;
    if (dataJson !== undefined) {
        // Valid JSON goes in as it came; anything else as a string.
        const raw = entry.dataJsonIsJson ? dataJson : JSON.stringify(dataJson);
        extra.push(`"data_json":${raw}`);
    }
    return extra.length > 0 ? `${head},${extra.join(',')}}` : `${head}}`;
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
function startRecord(ctx, req, target) {
    return ctx.requests.add({
        time: ctx.clock(),
        method: req.method ?? 'GET',
        path: target.path,
        query: queryObject(target.url.searchParams),
        headers: headersOf(req)
    });
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

// EXTERNAL MODULE: ./src/api/schemas/index.ts + 3 modules
var api_schemas = __webpack_require__(4523);
;// CONCATENATED MODULE: ./src/emulator/routes/accounts.ts




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

;// CONCATENATED MODULE: ./src/emulator/routes/catalog.ts




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
    // The interface does not show the effect on policies_referencing: kept.
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
 * The deployment-frequency body the emulator answers (the interface does not
 * show it). The window is the 28 days that end at the request time, cut in
 * 28 one-day buckets; `series[i]` counts deployments with
 * `start_ts + i*86400 <= deployed_at < start_ts + (i+1)*86400` (the last
 * bucket also includes `end_ts`).
 */
const DeploymentFrequencyBodySchema = schemas/* object */.Ikc({
    env_name: schemas/* string */.YjP(),
    /** null when no flow was asked for: the counts then cover every flow. */
    flow_id: schemas/* string */.YjP().nullable(),
    flow_name: schemas/* string */.YjP().nullable(),
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

;// CONCATENATED MODULE: ./src/emulator/routes/deployments.ts





/** List deployments (op 13) and deployment frequency (op 18). */
const deployments_DAY = 86_400;
const DEFAULT_WINDOW = 28 * deployments_DAY;
const deployments_DEFAULT_PER_PAGE = 15;
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
        // An empty repo filter filters nothing.
        (!q.repo_name || d.repo_name === q.repo_name))
        .sort((a, b) => b.deployed_at - a.deployed_at)
        .map(publicDeployment);
    const { items, ...envelope } = paginate(found, {
        page: q.page ?? 1,
        perPage: q.per_page ?? deployments_DEFAULT_PER_PAGE,
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
    // `flow_id` is the flow's id; its name is accepted too. Without it (or
    // empty) the answer covers every flow.
    const flow = q.flow_id
        ? req.org.flows.find((f) => f.id === q.flow_id || f.name === q.flow_id)
        : undefined;
    if (q.flow_id && !flow)
        throw new HttpError(404, 'Flow not found');
    const end = req.now;
    const start = end - FREQUENCY_PERIOD_DAYS * deployments_DAY;
    const counts = new Array(FREQUENCY_PERIOD_DAYS).fill(0);
    for (const d of req.org.deployments) {
        if (d.env_name !== envName)
            continue;
        if (flow && d.flow_name !== flow.name)
            continue;
        if (d.deployed_at < start || d.deployed_at > end)
            continue;
        const bucket = Math.min(Math.floor((d.deployed_at - start) / deployments_DAY), FREQUENCY_PERIOD_DAYS - 1);
        counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    const total = counts.reduce((a, b) => a + b, 0);
    const body = {
        env_name: envName,
        flow_id: flow?.id ?? null,
        flow_name: flow?.name ?? null,
        period_days: FREQUENCY_PERIOD_DAYS,
        start_ts: start,
        end_ts: end,
        deployments: total,
        per_day: round2(total / FREQUENCY_PERIOD_DAYS),
        per_week: round2(total / (FREQUENCY_PERIOD_DAYS / 7)),
        series: counts.map((count, i) => ({
            date: new Date((start + i * deployments_DAY) * 1000).toISOString().slice(0, 10),
            start_ts: start + i * deployments_DAY,
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

// EXTERNAL MODULE: ./src/api/schemas/queries.ts
var queries = __webpack_require__(627);
// EXTERNAL MODULE: ./src/api/snapshot-expression.ts
var snapshot_expression = __webpack_require__(3137);
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

;// CONCATENATED MODULE: ./src/emulator/routes/env-diff.ts




/**
 * Env-diff (op 10): artifacts only in snapshot 1, only in snapshot 2, in
 * both with a different instance count (`changed`), and in both unchanged.
 * Artifacts are matched by fingerprint.
 */
const KEYS = ['snappish1', 'snappish2'];
function resolve(req, text, parsed) {
    if (!req.org.environments.some((e) => e.name === parsed.env)) {
        throw new HttpError(404, 'Environment not found');
    }
    const snapshot = selectSnapshot(req.org.snapshots[parsed.env] ?? [], parsed.selector);
    if (!snapshot)
        throw new HttpError(404, `Snapshot not found: ${text}`);
    return { id: `${parsed.env}#${snapshot.index}`, snapshot };
}
/**
 * Both expressions, read before either is looked up, so a bad second one is
 * a 400 even when the first names an unknown environment. The message is the
 * service's (`Bad snappish <x>`); `errors` names the parameter as well.
 */
function readBoth(req) {
    const missing = KEYS.filter((k) => !req.query.has(k));
    if (missing.length > 0) {
        throw validationError(Object.fromEntries(missing.map((k) => [`query.${k}`, 'Field required'])));
    }
    return KEYS.map((key) => {
        // A repeated parameter takes its last value.
        const text = req.query.getAll(key).at(-1) ?? '';
        const parsed = parseSnappish(text, req.now);
        if (!parsed) {
            throw new HttpError(400, `Bad snappish ${text}`, {
                errors: { [`query.${key}`]: queries/* SNAPSHOT_EXPRESSION_MESSAGE */.yO }
            });
        }
        return [text, parsed];
    });
}
/** Also the snapshot diff of the web pages (src/emulator/pages/). */
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
            // carry no pods, as the service answers (docs/spec/kosli-cli.md).
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
    const [first, second] = readBoth(req);
    if (!first || !second)
        throw new Error('two snapshot expressions expected');
    const one = resolve(req, ...first);
    const two = resolve(req, ...second);
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

;// CONCATENATED MODULE: ./src/emulator/events.ts
/**
 * An artifact's compliance in an environment: the snapshot says so, or it is
 * allow-listed there, or its flow's artifact record is COMPLIANT or
 * NON-COMPLIANT. Anything else (INCOMPLETE, unknown) cannot be told.
 */
function artifactCompliance(org, envName, artifact) {
    if (typeof artifact.compliant === 'boolean')
        return artifact.compliant;
    const allowed = org.allowlist.some((a) => a.env_name === envName && a.artifact_fingerprint === artifact.fingerprint);
    if (allowed)
        return true;
    const known = org.flows
        .flatMap((f) => f.artifacts)
        .find((a) => a.fingerprint === artifact.fingerprint);
    if (known?.state === 'COMPLIANT')
        return true;
    if (known?.state === 'NON-COMPLIANT')
        return false;
    return undefined;
}
/** Compliant when every running artifact is; unknown if any cannot be told. */
function snapshotCompliance(org, envName, snapshot) {
    let unknown = false;
    for (const artifact of snapshot.artifacts) {
        const compliant = artifactCompliance(org, envName, artifact);
        if (compliant === false)
            return false;
        if (compliant === undefined)
            unknown = true;
    }
    return unknown ? undefined : true;
}
function latestSnapshot(org, envName) {
    return (org.snapshots[envName] ?? []).reduce((latest, s) => (latest && latest.index > s.index ? latest : s), undefined);
}
const instances = (n) => `${n} instance${n === 1 ? '' : 's'}`;
function allowedEvent({ orgName, org }, envName, entry) {
    const latest = latestSnapshot(org, envName);
    return {
        org: orgName,
        environment: envName,
        trigger: 'ON_ALLOWED_ARTIFACT',
        description: `${entry.artifact_name} was added to the allow-list`,
        ...(latest && {
            snapshot: {
                index: latest.index,
                compliant: snapshotCompliance(org, envName, latest)
            }
        }),
        artifact: {
            name: entry.artifact_name,
            fingerprint: entry.artifact_fingerprint
        }
    };
}
function artifactEvents(change) {
    const { org, env, previous, next } = change;
    const before = new Map(previous?.artifacts.map((a) => [a.fingerprint, a]));
    const after = new Map(next.artifacts.map((a) => [a.fingerprint, a]));
    const events = [];
    for (const a of next.artifacts) {
        const old = before.get(a.fingerprint);
        if (!old) {
            const n = a.instance_count;
            events.push([
                'ON_STARTED_ARTIFACT',
                a,
                `${instances(n)} started running (from 0 to ${n})`
            ]);
            continue;
        }
        const was = artifactCompliance(org, env.name, old);
        const now = artifactCompliance(org, env.name, a);
        if (was !== undefined && now !== undefined && was !== now) {
            const became = now ? 'compliant' : 'non-compliant';
            events.push(['ON_SCALED_ARTIFACT', a, `the artifact became ${became}`]);
        }
    }
    for (const a of previous?.artifacts ?? []) {
        if (after.has(a.fingerprint))
            continue;
        const n = a.instance_count;
        events.push([
            'ON_EXITED_ARTIFACT',
            a,
            `${instances(n)} stopped running (from ${n} to 0)`
        ]);
    }
    return events.map(([trigger, a, description]) => ({
        org: change.orgName,
        environment: env.name,
        trigger,
        description,
        artifact: { name: a.name, fingerprint: a.fingerprint }
    }));
}
/**
 * The events a new snapshot causes. Also records on the environment what the
 * snapshot changed: when it was reported and changed, and its compliance.
 */
function snapshotEvents(change) {
    const { org, env, previous, next } = change;
    const compliant = snapshotCompliance(org, env.name, next);
    // The latest snapshot says what the environment was; the stored `state`
    // stands in when that snapshot cannot tell, or there is none.
    const before = (previous && snapshotCompliance(org, env.name, previous)) ?? env.state;
    const snapshot = { index: next.index, compliant };
    const events = artifactEvents(change).map((e) => ({ ...e, snapshot }));
    if (compliant !== undefined && before !== undefined && compliant !== before) {
        events.push({
            org: change.orgName,
            environment: env.name,
            trigger: compliant ? 'ON_COMPLIANT_ENV' : 'ON_NON_COMPLIANT_ENV',
            description: `the environment became ${compliant ? 'compliant' : 'non-compliant'}`,
            snapshot
        });
    }
    env.last_reported_at = next.created_at;
    const moved = events.some((e) => e.trigger !== 'ON_SCALED_ARTIFACT');
    if (moved)
        env.last_changed_at = next.created_at;
    if (compliant !== undefined)
        env.state = compliant;
    return events;
}

;// CONCATENATED MODULE: ./src/emulator/routes/environments.ts






/** List (op 11), allow-list (6), detach policies (7), join (8). */
const environments_DEFAULT_PER_PAGE = 15;
const NOT_PHYSICAL = 'Can only add physical environments to logical environments';
function publicEnvironment(env, org) {
    const { space_id: _space, ...rest } = env;
    return { ...rest, org };
}
/** An empty `tag` value filters nothing, like an empty `name`. */
function matchesTag(env, tag) {
    if (tag === '')
        return true;
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
        perPage: q.per_page ?? environments_DEFAULT_PER_PAGE,
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
    req.events.push(allowedEvent(req, envName, entry));
    return ok(entry);
}
function detachPolicies(req) {
    const { policy_names: names } = validate(api_schemas/* DetachPoliciesSchema */.T2, jsonBody(req.body), '');
    const env = findEnvironment(req, req.params.env_name);
    // An empty list detaches nothing; an empty name is a policy not found.
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
    // An empty name finds no environment: 404, as for any unknown name.
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

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/emulator/flow-template.ts



/**
 * A flow template as create flow and begin trail upload it
 * (docs/spec/flows-and-trails.md): `version: 1`, the trail's attestations
 * and its artifacts' attestations. The emulator keeps only their names, as
 * the template's slots.
 */
const SlotSchema = schemas/* object */.Ikc({ name: schemas/* string */.YjP().min(1), type: schemas/* string */.YjP() });
const TemplateSchema = schemas/* object */.Ikc({
    version: schemas/* literal */.euz(1),
    trail: schemas/* object */.Ikc({
        attestations: schemas/* array */.YOg(SlotSchema).nullish(),
        artifacts: schemas/* array */.YOg(schemas/* object */.Ikc({
            name: schemas/* string */.YjP().min(1),
            attestations: schemas/* array */.YOg(SlotSchema).nullish()
        }))
            .nullish()
    })
        .nullish()
});
const FIELD = 'template_file';
/**
 * A real template is a few KiB, in block style with a few `[]` or `{}` at
 * most. The YAML parser takes seconds and hundreds of MiB over `[` repeated
 * 100,000 times, so the size and the number of flow collections are
 * bounded before it runs. Counting every `[` and `{`, quoted or not,
 * bounds their nesting however quotes are placed (a depth count that
 * skipped quoted text could be fooled by a quote in a plain scalar).
 */
const MAX_TEMPLATE_BYTES = 256 * 1024;
const MAX_TEMPLATE_COLLECTIONS = 1000;
function checkBounds(text) {
    const bytes = Buffer.byteLength(text);
    if (bytes > MAX_TEMPLATE_BYTES) {
        throw validationError({
            [FIELD]: `The template is ${bytes} bytes; the emulator takes at most ${MAX_TEMPLATE_BYTES}`
        });
    }
    const opened = text.match(/[[{]/g)?.length ?? 0;
    if (opened > MAX_TEMPLATE_COLLECTIONS) {
        throw validationError({
            [FIELD]: `The template opens ${opened} flow collections ([ or {); the emulator takes at most ${MAX_TEMPLATE_COLLECTIONS}, which bounds how deep they nest`
        });
    }
}
function parsed(text) {
    checkBounds(text);
    let value;
    try {
        value = (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw validationError({ [FIELD]: `Invalid YAML: ${reason}` });
    }
    const result = TemplateSchema.safeParse(value);
    if (!result.success)
        throw validationError(fieldErrors(result.error, FIELD));
    return result.data;
}
/** Slot types: the system attestation types, or a custom type. */
function checkTypes(slots, state) {
    const known = new Set(state.system_attestation_types.map((t) => t.name));
    const errors = {};
    for (const [path, type] of slots) {
        if (!known.has(type) && !type.startsWith('custom:')) {
            errors[`${FIELD}.${path}.type`] =
                `'${type}' is not an attestation type: use ${[...known].join(', ')} or custom:NAME`;
        }
    }
    if (Object.keys(errors).length > 0)
        throw validationError(errors);
}
/** The template's slot names; throws the 400 answer for a bad template. */
function templateSlots(text, state) {
    const template = parsed(text);
    const typed = [];
    const names = [];
    for (const [i, slot] of (template.trail?.attestations ?? []).entries()) {
        typed.push([`trail.attestations.${i}`, slot.type]);
        names.push(slot.name);
    }
    for (const [a, artifact] of (template.trail?.artifacts ?? []).entries()) {
        for (const [i, slot] of (artifact.attestations ?? []).entries()) {
            typed.push([`trail.artifacts.${a}.attestations.${i}`, slot.type]);
            names.push(`${artifact.name}.${slot.name}`);
        }
    }
    checkTypes(typed, state);
    return names;
}

;// CONCATENATED MODULE: ./src/emulator/routes/flows.ts





/**
 * Create flow and begin trail (docs/spec/flows-and-trails.md): both create
 * or update by name, 201 when created, 200 when updated.
 */
/** A multipart text part holding JSON, checked against `schema`. */
function partJson(req, schema) {
    const text = req.body.kind === 'multipart' ? req.body.form.fields.data_json : undefined;
    if (text === undefined) {
        throw validationError({ data_json: 'Field required' });
    }
    const json = parseJsonText(text);
    if (!json.ok) {
        throw validationError({ data_json: `Invalid JSON: ${json.reason}` });
    }
    return validate(schema, json.value, 'data_json');
}
function templateText(req) {
    return req.body.kind === 'multipart'
        ? req.body.form.fields.template_file
        : undefined;
}
/** `template-<flow>-v<N>`, N counting the flow's templates from 1. */
function nextTemplateId(name, previous) {
    const version = Number(/-v(\d+)$/.exec(previous ?? '')?.[1] ?? 0) + 1;
    return `template-${name}-v${version}`;
}
function upsertFlow(req, input) {
    const { flows } = req.org;
    const existing = flows.find((f) => f.name === input.name);
    const template = {
        id: nextTemplateId(input.name, existing?.template.id),
        slots: input.slots
    };
    const description = input.description ?? '';
    if (existing) {
        existing.template = template;
        existing.description = description;
        return ok('OK', 200);
    }
    const flow = {
        id: `flow-${String(flows.length + 1).padStart(4, '0')}`,
        name: input.name,
        template,
        description,
        trails: [],
        artifacts: []
    };
    flows.push(flow);
    return ok('OK', 201);
}
function createFlow(req) {
    const input = partJson(req, api_schemas/* FlowInputSchema */.Ok);
    const text = templateText(req);
    if (text === undefined) {
        throw validationError({ template_file: 'Field required' });
    }
    const slots = templateSlots(text, req.state);
    return upsertFlow(req, { ...input, slots });
}
/** The deprecated form: a JSON body whose `template` lists slot names. */
function createLegacyFlow(req) {
    const input = validate(api_schemas/* LegacyFlowInputSchema */.Ng, jsonBody(req.body), '');
    const slots = (input.template ?? []).filter((name) => name !== 'artifact');
    return upsertFlow(req, { ...input, slots });
}
function pathFlowName(req) {
    return validate(api_schemas/* FlowNameSchema */.FE, req.params.flow_name, 'path.flow_name');
}
function namedFlow(req, flowName) {
    const flow = req.org.flows.find((f) => f.name === flowName);
    if (!flow) {
        throw new HttpError(404, `Flow named '${flowName}' does not exist for organization '${req.orgName}'`);
    }
    return flow;
}
/** The Kosli CLI's `get flow`: the flow's name, description and slots. */
function getFlow(req) {
    const flow = namedFlow(req, pathFlowName(req));
    return ok({
        name: flow.name,
        description: flow.description,
        template: flow.template.slots
    });
}
function beginTrail(req) {
    const flowName = pathFlowName(req);
    const input = partJson(req, api_schemas/* TrailInputSchema */.ud);
    const text = templateText(req);
    if (text !== undefined)
        templateSlots(text, req.state);
    const flow = namedFlow(req, flowName);
    const trail = flow.trails.find((t) => t.name === input.name);
    if (trail) {
        trail.data_json = input;
        trail.updated_at = req.now;
        return ok('OK', 200);
    }
    flow.trails.push({
        name: input.name,
        created_at: req.now,
        attestations: [],
        moments: [],
        data_json: input,
        updated_at: req.now
    });
    return ok('OK', 201);
}
const flowRoutes = [
    {
        method: 'PUT',
        path: '/flows/:org/template_file',
        access: 'write',
        handle: createFlow
    },
    {
        method: 'PUT',
        path: '/flows/:org',
        access: 'write',
        handle: createLegacyFlow
    },
    {
        method: 'GET',
        path: '/flows/:org/:flow_name',
        access: 'read',
        handle: getFlow
    },
    {
        method: 'PUT',
        path: '/trails/:org/:flow_name',
        access: 'write',
        handle: beginTrail
    }
];

;// CONCATENATED MODULE: ./src/emulator/routes/trails.ts




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
    const json = parseJsonText(text);
    if (!json.ok) {
        throw validationError({ data_json: `Invalid JSON: ${json.reason}` });
    }
    return validate(api_schemas/* JunitAttestationInputSchema */.MS, json.value, 'data_json');
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
    const bytes = file && req.body.kind === 'multipart'
        ? req.body.form.contents.get(file.name)
        : undefined;
    if (file && bytes)
        req.attachments.put(file.sha256, bytes);
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
            // The interface does not give the status. 422, not 409: clients
            // retry 409.
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

;// CONCATENATED MODULE: ./src/emulator/routes/index.ts







/**
 * The 18 operations of docs/spec/operations.md, and create flow and begin
 * trail (docs/spec/flows-and-trails.md).
 */
const routes = [
    ...trailRoutes,
    ...accountRoutes,
    ...environmentRoutes,
    ...envDiffRoutes,
    ...deploymentRoutes,
    ...catalogRoutes,
    ...flowRoutes
];

;// CONCATENATED MODULE: ./src/emulator/respond.ts
/** Writes a JSON answer unless one was already sent or the socket is gone. */
function sendJson(res, status, body) {
    sendAnswer(res, { status, body });
}
/** `sendJson` with headers. */
function sendAnswer(res, answer) {
    if (res.headersSent || res.destroyed)
        return;
    const { status, headers } = answer;
    sendJsonText(res, JSON.stringify(answer.body), {
        status,
        ...(headers === undefined ? {} : { headers })
    });
}
/** Writes JSON that is already text (a large log, built without parsing). */
function sendJsonText(res, text, answer) {
    if (res.headersSent || res.destroyed)
        return;
    res.writeHead(answer.status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        ...answer.headers
    });
    res.end(text);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(6466);
;// CONCATENATED MODULE: ./src/emulator/control/backup.ts



/**
 * `GET /_emulator/backup`: a consistent copy of the store while it serves
 * (SQLite's VACUUM INTO, taken between two requests), sent as the file
 * itself. The copy is a store: `serve --store COPY` starts from it.
 */
async function sendBackup(ctx, res) {
    if (!ctx.store) {
        throw new HttpError(404, 'This emulator has no store to back up (start serve with --store FILE); GET /_emulator/state gives its state as JSON');
    }
    const copy = ctx.store.backup();
    try {
        res.writeHead(200, {
            'content-type': 'application/vnd.sqlite3',
            'content-length': String((0,external_node_fs_.statSync)(copy.path).size),
            'content-disposition': 'attachment; filename="kosli-emulator-store.sqlite"'
        });
        await (0,promises_.pipeline)((0,external_node_fs_.createReadStream)(copy.path), res);
    }
    finally {
        copy.dispose();
    }
}

;// CONCATENATED MODULE: ./src/emulator/control/guard.ts



const digest = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest();
function hasControlToken(req, token) {
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    return given !== undefined && (0,external_node_crypto_.timingSafeEqual)(digest(given), digest(token));
}
/** Refuses a request from afar without the control token. */
function checkPeer(req, hostname, token) {
    const peer = req.socket.remoteAddress ?? '';
    const local = (0,loopback/* isLoopbackHost */.cW)(peer) && !!hostname && (0,loopback/* isLoopbackHost */.cW)(hostname);
    if (local || hasControlToken(req, token))
        return;
    throw new HttpError(401, 'Control requests from another machine need the control token: send Authorization: Bearer TOKEN (serve prints the token at start, or takes it from --control-token)');
}
function hostnameOf(host) {
    try {
        return new URL(`http://${host}`).hostname;
    }
    catch {
        return undefined;
    }
}
function hasBody(req) {
    const length = req.headers['content-length'];
    if (req.headers['transfer-encoding'] !== undefined)
        return true;
    return length !== undefined && length !== '0';
}
function guardControl(req, options) {
    const host = req.headers.host ?? '';
    const hostname = hostnameOf(host);
    if (options.controlToken !== undefined) {
        checkPeer(req, hostname, options.controlToken);
    }
    else if (options.loopbackOnly && !(hostname && (0,loopback/* isLoopbackHost */.cW)(hostname))) {
        throw new HttpError(403, `Control requests must address the emulator by a loopback name (127.0.0.1, localhost or [::1]), not ${JSON.stringify(host)}`);
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${host}`) {
        throw new HttpError(403, `Control requests from another origin (${JSON.stringify(origin)}) are refused`);
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim();
    if (hasBody(req) && type?.toLowerCase() !== 'application/json') {
        throw new HttpError(415, 'A control request body must be sent as Content-Type: application/json');
    }
}

;// CONCATENATED MODULE: ./src/emulator/control/snapshots.ts




/**
 * `POST /_emulator/snapshots/{org}/{env}`: reports what runs in an
 * environment now, as an environment reporter would. The new snapshot is
 * compared with the latest one, and the events that follow (artifacts
 * started, stopped, changed compliance; the environment's compliance
 * flipping) are delivered to the notifications that listen for them.
 */
const ReportedArtifactSchema = schemas/* looseObject */._H3({
    fingerprint: schemas/* string */.YjP()
        .regex(patterns/* FINGERPRINT_PATTERN */.o6, 'must be 64 lowercase hex characters'),
    name: schemas/* string */.YjP().min(1),
    instance_count: schemas/* number */.aig().int().min(1).default(1),
    compliant: schemas/* boolean */.zMY().optional(),
    flow: schemas/* string */.YjP().optional(),
    commit_url: schemas/* string */.YjP().optional(),
    most_recent_timestamp: schemas/* number */.aig().optional(),
    pods: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
});
const SnapshotReportSchema = schemas/* strictObject */.rej({
    artifacts: schemas/* array */.YOg(ReportedArtifactSchema)
});
function decoded(segment) {
    try {
        return segment === undefined ? undefined : decodeURIComponent(segment);
    }
    catch {
        return undefined;
    }
}
function addSnapshot(ctx, path, report) {
    const [orgName, envName, ...rest] = path.split('/').map(decoded);
    const org = orgName === undefined ? undefined : ctx.state.orgs[orgName];
    const env = org?.environments.find((e) => e.name === envName);
    if (!org || !env || orgName === undefined || rest.length > 0) {
        throw new HttpError(404, `No environment ${JSON.stringify(envName)} in org ${JSON.stringify(orgName)}; the path is /_emulator/snapshots/{org}/{env}`);
    }
    const now = Math.floor(ctx.clock() / 1000);
    const previous = latestSnapshot(org, env.name);
    const flowOf = (fingerprint) => org.flows.find((f) => f.artifacts.some((a) => a.fingerprint === fingerprint));
    const next = {
        index: (previous?.index ?? 0) + 1,
        created_at: now,
        artifacts: report.artifacts.map((a) => ({
            ...a,
            flow: a.flow ?? flowOf(a.fingerprint)?.name ?? '',
            commit_url: a.commit_url ?? '',
            most_recent_timestamp: a.most_recent_timestamp ?? now
        }))
    };
    const events = snapshotEvents({ orgName, org, env, previous, next });
    org.snapshots[env.name] = [...(org.snapshots[env.name] ?? []), next];
    const deliveries = ctx.deliveries.dispatch(events);
    return {
        snapshot: next,
        events: events.map((e) => ({
            trigger: e.trigger,
            description: e.description,
            ...(e.artifact && { artifact: e.artifact })
        })),
        deliveries: deliveries.map((d) => d.id)
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/emulator/state.ts





/**
 * The emulator's whole world, as one JSON document: what `--state FILE`
 * loads, `GET /_emulator/state` returns and `PUT /_emulator/state` replaces.
 * Resources carry the interface's fields (docs/spec/resources.md); a few
 * extra fields that only the emulator reads (`space_id`, `repo_name`,
 * `flow_name`, snapshots, slots, a snapshot artifact's `compliant`) are
 * named below. Unknown extra fields of a resource are kept and returned.
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
    moments: schemas/* array */.YOg(MomentRecordSchema),
    /** Begin trail's `data_json` as last sent, and when it was last sent. */
    data_json: schemas/* unknown */.L5J().optional(),
    updated_at: Timestamp.optional()
});
const FlowSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    template: schemas/* object */.Ikc({ id: schemas/* string */.YjP(), slots: schemas/* array */.YOg(schemas/* string */.YjP()) }),
    description: schemas/* string */.YjP().optional(),
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
    /** Compliance of the environment as a whole, when known. */
    state: schemas/* boolean */.zMY().optional(),
    last_reported_at: Timestamp.optional(),
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
    pods: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /**
     * Emulator-only: the artifact's compliance in this environment. When
     * absent it is read from the allow-list and the flow's artifact `state`.
     */
    compliant: schemas/* boolean */.zMY().optional()
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
/**
 * Checks a state document; the error names the source and every issue. A
 * state nested deeper than the emulator can serialise is refused first.
 */
function parseState(input, source) {
    checkDepth(input, source);
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
/** Throws when `input` is nested deeper than the emulator serialises. */
function checkDepth(input, source) {
    const depth = valueDepth(input);
    if (depth > MAX_JSON_DEPTH) {
        throw new src_errors/* ConfigError */.xL(`${source} is not a valid emulator state: ${tooDeepMessage(depth)}`);
    }
}
async function loadStateFile(path) {
    let text;
    try {
        text = await (0,external_node_fs_promises_.readFile)(path, 'utf8');
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

;// CONCATENATED MODULE: ./src/emulator/strictness.ts
/**
 * Every place where the emulator refuses a request that the service's own
 * request schemas (fixtures/contract/server-operations.json) accept, and the
 * interface rule or emulator limit behind it. Anything not listed here that
 * those schemas accept, the emulator accepts.
 *
 * docs/emulator-strictness.md mirrors this table, the contract test
 * (test/unit/emulator/contract/generated.test.ts) checks each refusal it
 * meets against it, and `GET /_emulator/strictness` serves it.
 */
const STRICTNESS_RULES = [
    {
        id: 'n1-names',
        operations: [1],
        fields: ['path.flow_name', 'path.trail_name'],
        status: 400,
        refuses: 'a flow or trail name outside ^[a-zA-Z0-9][a-zA-Z0-9._~-]*$',
        because: 'flow and trail names follow the name pattern N1',
        source: 'docs/spec/resources.md, "Name pattern N1"'
    },
    {
        id: 'junit-results-not-empty',
        operations: [1],
        fields: ['data_json.junit_results'],
        status: 400,
        refuses: 'junit_results: []',
        because: 'junit_results holds at least 1 item',
        source: 'docs/spec/resources.md, "JUnit attestation input"'
    },
    {
        id: 'one-target-with-fingerprint',
        operations: [1],
        fields: ['data_json.target_artifacts'],
        status: 400,
        refuses: 'two or more target_artifacts together with artifact_fingerprint',
        because: 'cross-field rule 1: at most 1 target artifact then',
        source: 'docs/spec/resources.md, "JUnit attestation input", rule 1'
    },
    {
        id: 'targets-need-commit',
        operations: [1],
        fields: ['data_json.git_commit_info'],
        status: 400,
        refuses: 'target_artifacts without artifact_fingerprint and without git_commit_info',
        because: 'cross-field rule 2: git_commit_info is required then',
        source: 'docs/spec/resources.md, "JUnit attestation input", rule 2'
    },
    {
        id: 'annotation-keys',
        operations: [1],
        fields: ['data_json.annotations'],
        status: 400,
        refuses: 'an annotation key with "-" or outside ^[A-Za-z0-9_]+$, or a value that is not a string',
        because: 'annotation keys match ^[A-Za-z0-9_]+$ and values are strings',
        source: 'docs/spec/resources.md, "JUnit attestation input"'
    },
    {
        id: 'external-url-keys',
        operations: [1],
        fields: ['data_json.external_urls'],
        status: 400,
        refuses: 'an external_urls key that is empty or holds "=", "." or NUL (the schema leaves such keys unchecked), or its value',
        because: 'keys are non-empty and contain none of "=", "." and NUL; values are {href, fingerprint?}',
        source: 'docs/spec/resources.md, "JUnit attestation input"'
    },
    {
        id: 'account-patch-not-empty',
        operations: [2],
        fields: ['body'],
        status: 400,
        refuses: 'a body with neither description nor privilege, e.g. {}',
        because: 'the body carries description and/or privilege',
        source: 'docs/spec/operations.md, operation 2'
    },
    {
        id: 'privilege-not-null',
        operations: [2],
        fields: ['privilege'],
        status: 400,
        refuses: 'privilege: null',
        because: 'privilege is a string (description alone may be null)',
        source: 'docs/spec/operations.md, operation 2'
    },
    {
        id: 'snapshot-expression',
        operations: [10],
        fields: ['query.snappish1', 'query.snappish2'],
        status: 400,
        refuses: 'a snapshot expression that is not an environment name with an optional #N, ~N or @{...}, e.g. ""',
        because: 'each expression contains an environment name',
        source: 'docs/spec/operations.md, operation 10; docs/spec/kosli-cli.md'
    },
    {
        id: 'env-name-filter',
        operations: [13],
        fields: ['query.env_name'],
        status: 400,
        refuses: 'an env_name filter outside ^[a-zA-Z0-9][a-zA-Z0-9._-]*$',
        because: 'the environment name filter follows that pattern',
        source: 'docs/spec/operations.md, operation 13'
    },
    {
        id: 'join-physical-only',
        operations: [8],
        fields: [],
        status: 400,
        message: 'Can only add physical environments to logical environments',
        refuses: 'joining a logical environment into another, or anything into a physical one',
        because: "the interface's own error for operation 8 (the service refuses it too; the interface gives no status, the emulator answers 400)",
        source: 'docs/spec/operations.md, operation 8'
    },
    {
        id: 'attachment-size',
        operations: [1],
        fields: [],
        status: 413,
        refuses: 'an attachment_file over 10 MB (10000000 bytes)',
        because: 'the attachment is at most 10 MB',
        source: 'docs/spec/errors-and-limits.md, "Limits"'
    },
    {
        id: 'body-size',
        operations: [1, 2, 4, 6, 7, 8],
        fields: [],
        status: 413,
        refuses: 'a JSON body or data_json part over 1 MB (1000000 bytes), a multipart body over 12 MB (12000000 bytes)',
        because: 'emulator limit: it keeps requests in memory',
        source: 'src/emulator/body.ts'
    },
    {
        id: 'json-depth',
        operations: [1, 2, 4, 6, 7, 8],
        fields: ['body', 'data_json'],
        status: 400,
        refuses: 'JSON nested more than 512 levels deep',
        because: 'emulator limit: deeper values could not be serialised back',
        source: 'src/emulator/json-depth.ts'
    }
];

;// CONCATENATED MODULE: ./src/emulator/control/index.ts











/**
 * `/_emulator/*`: test and demo control, outside `/api/v2`. Without a token
 * from this machine (the emulator binds to loopback by default, and
 * guard.ts keeps web pages out); from another machine with the control
 * token. Not recorded in the request log. With a store, what a control
 * request changed is committed before it is answered, as for the API.
 */
const STATE_BODY_LIMIT = 64 * patterns.MB;
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
        throw new HttpError(409, String(error));
    }
}
/** The depth was checked as the body was read (body.ts). */
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
async function postSnapshot(ctx, req, path) {
    const parsed = SnapshotReportSchema.safeParse(await jsonOf(req));
    if (!parsed.success)
        throw validationError(fieldErrors(parsed.error, ''));
    return addSnapshot(ctx, path, parsed.data);
}
function control_reset(ctx) {
    ctx.state = structuredClone(ctx.initial);
    ctx.requests.clear();
    ctx.faults.clear();
    ctx.deliveries.clear({ reset: true });
    ctx.attachments.clear();
    return { message: 'reset to the start state' };
}
function limits(ctx) {
    return {
        requests: ctx.requests.stats(),
        deliveries: ctx.deliveries.stats()
    };
}
/** The request log's limits, also as headers of `GET /_emulator/requests`. */
function logHeaders(ctx) {
    const stats = ctx.requests.stats();
    return {
        'x-emulator-log-max-entries': String(stats.max_entries),
        'x-emulator-log-max-bytes': String(stats.max_bytes),
        'x-emulator-log-bytes': String(stats.bytes),
        'x-emulator-log-dropped': String(stats.dropped)
    };
}
/** `GET /_emulator/`: what the control API offers, so the URL serve prints answers. */
const CONTROL_INDEX = {
    message: 'Control API of the Kosli emulator (no token from this machine; the control token from others)',
    endpoints: [
        'GET /_emulator/requests: the request log (DELETE clears it)',
        'GET /_emulator/limits: sizes and limits of the request and delivery logs',
        'GET /_emulator/faults: active faults (POST adds one, DELETE clears them)',
        'GET /_emulator/deliveries: notification deliveries (DELETE clears them)',
        'POST /_emulator/reset: back to the start state (the store too)',
        'GET /_emulator/state: the whole state (PUT replaces it)',
        'POST /_emulator/snapshots/ENV: report a snapshot of an environment',
        'GET /_emulator/strictness: where the emulator is stricter than the schemas'
    ]
};
const BACKUP = 'GET /_emulator/backup: a copy of the store file';
/** The index; the backup is there only when there is a store to copy. */
function controlIndex(ctx) {
    if (!ctx.store)
        return CONTROL_INDEX;
    return { ...CONTROL_INDEX, endpoints: [...CONTROL_INDEX.endpoints, BACKUP] };
}
async function route(ctx, req, what) {
    const method = req.method ?? 'GET';
    if (method === 'POST' && what.startsWith('snapshots/')) {
        return [201, await postSnapshot(ctx, req, what.slice('snapshots/'.length))];
    }
    switch (`${method} ${what}`) {
        case 'GET ':
            return [200, controlIndex(ctx)];
        case 'DELETE requests':
            ctx.requests.clear();
            return [200, { message: 'requests cleared' }];
        case 'GET limits':
            return [200, limits(ctx)];
        case 'GET faults':
            return [200, ctx.faults.list()];
        case 'POST faults':
            return [201, await addFault(ctx, req)];
        case 'DELETE faults':
            ctx.faults.clear();
            return [200, { message: 'faults cleared' }];
        case 'GET deliveries':
            return [200, ctx.deliveries.list()];
        case 'DELETE deliveries':
            ctx.deliveries.clear();
            return [200, { message: 'deliveries cleared' }];
        case 'POST reset':
            return [200, control_reset(ctx)];
        case 'GET state':
            return [200, ctx.state];
        case 'PUT state':
            return [200, await putState(ctx, req)];
        case 'GET strictness':
            return [200, STRICTNESS_RULES];
        default:
            throw new HttpError(404, `No such control endpoint: ${method} /_emulator/${what}`);
    }
}
async function handleControl(ctx, connection, path) {
    const { req, res } = connection;
    const what = path.slice('/_emulator/'.length).replace(/\/+$/, '');
    try {
        guardControl(req, ctx);
        if (req.method === 'GET' && what === 'backup') {
            await sendBackup(ctx, res);
            return;
        }
        if (req.method === 'GET' && what === 'requests') {
            // Built from the kept text: no parsed copy of every body at once.
            sendJsonText(res, ctx.requests.json(), {
                status: 200,
                headers: logHeaders(ctx)
            });
            return;
        }
        const [status, body] = await route(ctx, req, what);
        if (req.method !== 'GET')
            persist(ctx);
        sendJson(res, status, body);
    }
    catch (error) {
        const failure = error instanceof HttpError ? error : new HttpError(500, String(error));
        sendJson(res, failure.status, failure.body);
    }
}

;// CONCATENATED MODULE: ./src/emulator/pages/html.ts
/**
 * HTML built from text that came from stored requests: every interpolated
 * value is escaped unless it is already `Html` (built here, so escaped
 * itself). A page can only break out of its markup through `raw`, which
 * takes constant text of our own.
 */
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;'
};
function escapeHtml(value) {
    return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
/** Markup that is safe to place as it is. */
class Html {
    text;
    constructor(text) {
        this.text = text;
    }
    toString() {
        return this.text;
    }
}
function render(value) {
    if (value instanceof Html)
        return value.text;
    if (Array.isArray(value))
        return value.map(render).join('');
    if (value === false || value === null || value === undefined)
        return '';
    return escapeHtml(String(value));
}
/** The template tag: literal parts as written, values escaped. */
function html(parts, ...values) {
    let out = parts[0] ?? '';
    for (const [i, value] of values.entries()) {
        out += render(value) + (parts[i + 1] ?? '');
    }
    return new Html(out);
}
/** Constant markup of our own (never text from a request). */
function raw(text) {
    return new Html(text);
}
/** A path segment of a page's URL. */
function segment(name) {
    return encodeURIComponent(name);
}
/** A link whose target came from a request: only http(s), else plain text. */
function externalLink(url, label) {
    if (typeof url !== 'string' || url === '')
        return html ``;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        parsed = undefined;
    }
    if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
        return html `<span class="mono">${label ?? url}</span>`;
    }
    return html `<a href="${parsed.href}" rel="noreferrer noopener"
    >${label ?? url}</a
  >`;
}

;// CONCATENATED MODULE: ./src/emulator/pages/layout.ts

/** Where the pages' stylesheet is served (outside `/api/v2` and `/_emulator`). */
const STYLE_PATH = '/_pages/style.css';
/**
 * No script may run, whatever a stored name holds; the stylesheet is our
 * own file; forms (the snapshot diff) only go back to the emulator; nothing
 * may frame a page.
 */
const PAGE_CSP = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'"
].join('; ');
const SAFETY_HEADERS = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    // The state changes with every write: a page is never cached.
    'cache-control': 'no-store'
};
function breadcrumbs(crumbs) {
    if (crumbs.length === 0)
        return html ``;
    const items = crumbs.map((c, i) => c.href === undefined || i === crumbs.length - 1
        ? html `<li><span aria-current="page">${c.label}</span></li>`
        : html `<li><a href="${c.href}">${c.label}</a></li>`);
    return html `<nav aria-label="Breadcrumb">
    <ol class="crumbs">
      ${items}
    </ol>
  </nav>`;
}
function layout(page) {
    return html `<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>${page.title} · Kosli emulator</title>
        <link rel="stylesheet" href="${STYLE_PATH}" />
      </head>
      <body>
        <a class="skip" href="#main">Skip to the content</a>
        <header class="top">
          <a class="brand" href="/">Kosli emulator</a
          >${breadcrumbs(page.crumbs)}
        </header>
        <main id="main">${page.body}</main>
        <footer>
          <p>
            A read-only view of the emulator's state. Nothing here is sent to
            Kosli.
          </p>
        </footer>
      </body>
    </html> `;
}
function orgCrumb(org) {
    return { label: org, href: `/${segment(org)}` };
}
/** Sends a page (or another answer of the pages) with the safety headers. */
function sendPage(res, answer) {
    send(res, answer.status, {
        body: Buffer.from(answer.page.text),
        headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': PAGE_CSP
        }
    });
}
function send(res, status, answer) {
    if (res.headersSent || res.destroyed)
        return;
    res.writeHead(status, {
        ...SAFETY_HEADERS,
        ...answer.headers,
        'content-length': answer.body.length
    });
    res.end(answer.body);
}

;// CONCATENATED MODULE: ./src/emulator/pages/attachment.ts

/**
 * An attachment's bytes as a download: whatever its stored content type
 * says, it goes out as `application/octet-stream` with
 * `Content-Disposition: attachment`, so a browser saves it and never
 * renders it (an HTML or SVG attachment would otherwise run on the
 * emulator's origin).
 */
/** The name as a quoted-string: printable ASCII without quote, slash or backslash. */
function asciiName(filename) {
    const name = filename.replace(/[^\x20-\x7e]|["\\/]/g, '_').trim();
    return name === '' ? 'attachment' : name;
}
/** RFC 8187 `filename*` value: UTF-8, percent-encoded. */
function encodedName(filename) {
    return encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
function contentDisposition(filename) {
    const base = filename.split(/[/\\]/).pop() ?? '';
    return `attachment; filename="${asciiName(base)}"; filename*=UTF-8''${encodedName(base === '' ? 'attachment' : base)}`;
}
function sendAttachment(res, attachment, bytes) {
    send(res, 200, {
        body: bytes,
        headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': contentDisposition(attachment.filename),
            'content-security-policy': "default-src 'none'; sandbox",
            'x-attachment-sha256': attachment.sha256
        }
    });
}

;// CONCATENATED MODULE: ./src/emulator/pages/format.ts

/** Unix seconds as a UTC time a reader can scan, in a machine-readable tag. */
function time(seconds) {
    if (typeof seconds !== 'number' || !Number.isFinite(seconds))
        return html ``;
    const date = new Date(seconds * 1000);
    if (Number.isNaN(date.getTime()))
        return html `${String(seconds)}`;
    const iso = date.toISOString();
    const shown = `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
    return html `<time datetime="${iso}">${shown}</time>`;
}
const BADGES = {
    compliant: ['ok', 'Compliant'],
    'non-compliant': ['bad', 'Not compliant'],
    missing: ['warn', 'Missing'],
    unknown: ['muted', 'Unknown']
};
/** A status in words (colour only repeats it). */
function badge(status) {
    const [kind, label] = BADGES[status];
    return html `<span class="badge ${kind}">${label}</span>`;
}
function compliance(compliant) {
    if (compliant === undefined)
        return badge('unknown');
    return badge(compliant ? 'compliant' : 'non-compliant');
}
/** The first 12 characters of a digest, the whole one on hover and copy. */
function format_short(digest) {
    return html `<span class="mono" title="${digest}"
    >${digest.slice(0, 12)}</span
  >`;
}
function seconds(value) {
    return typeof value === 'number' && Number.isFinite(value)
        ? `${Number(value.toFixed(3))} s`
        : '';
}
function bytes(size) {
    if (size < 1024)
        return `${size} B`;
    if (size < 1024 * 1024)
        return `${(size / 1024).toFixed(1)} KiB`;
    return `${(size / 1024 / 1024).toFixed(1)} MiB`;
}
/** Columns of counts, aligned right like their numbers. */
const NUMBER_COLUMNS = new Set([
    'Tests',
    'Failures',
    'Errors',
    'Skipped',
    'Duration',
    'Trails',
    'Required attestations',
    'Attestations',
    'Snapshots',
    'Artifacts',
    'Instances'
]);
/**
 * A table with a caption and column headings a screen reader announces.
 * A table wider than the screen scrolls on its own (a focusable region, so
 * a keyboard can scroll it) rather than breaking words letter by letter.
 */
function table(caption, heads, rows) {
    const th = heads.map((h) => NUMBER_COLUMNS.has(h)
        ? html `<th scope="col" class="num">${h}</th>`
        : html `<th scope="col">${h}</th>`);
    return html `<div
    class="scroll"
    role="region"
    aria-label="${caption}"
    tabindex="0"
  >
    <table>
      <caption>
        ${caption}
      </caption>
      <thead>
        <tr>
          ${th}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`;
}

;// CONCATENATED MODULE: ./src/emulator/pages/paths.ts

/** The pages' paths: Kosli's app's where it shows them (docs/emulator.md). */
const orgPath = (org) => `/${segment(org)}`;
const flowPath = (org, flow) => `${orgPath(org)}/flows/${segment(flow)}`;
const trailPath = (org, flow, trail) => `${flowPath(org, flow)}/trails/${segment(trail)}`;
const attachmentPath = (names, number) => `${trailPath(names.org, names.flow, names.trail)}/attestations/${number}/attachment`;
const envPath = (org, env) => `${orgPath(org)}/environments/${segment(env)}`;
const snapshotPath = (org, env, index) => `${envPath(org, env)}/snapshots/${index}`;
const diffPath = (org, one, two) => `${orgPath(org)}/env-diff?${new URLSearchParams({ snappish1: one, snappish2: two }).toString()}`;

;// CONCATENATED MODULE: ./src/emulator/pages/snapshot.ts





/** What runs in one snapshot of an environment. */
function sortedSnapshots(org, env) {
    return [...(org.snapshots[env] ?? [])].sort((a, b) => a.index - b.index);
}
function flowCell(orgName, org, flow) {
    if (flow === '')
        return html ``;
    return org.flows.some((f) => f.name === flow)
        ? html `<a href="${flowPath(orgName, flow)}">${flow}</a>`
        : html `${flow}`;
}
function artifactRows(names, org, artifacts) {
    return artifacts.map((a) => html `<tr>
        <th scope="row">${a.name}</th>
        <td>${format_short(a.fingerprint)}</td>
        <td>${flowCell(names.org, org, a.flow)}</td>
        <td class="num">${a.instance_count}</td>
        <td>${compliance(artifactCompliance(org, names.env, a))}</td>
        <td>${externalLink(a.commit_url, 'commit')}</td>
      </tr>`);
}
const ARTIFACT_HEADS = [
    'Artifact',
    'Fingerprint',
    'Flow',
    'Instances',
    'Compliance',
    'Commit'
];
function snapshotTable(names, org, snapshot) {
    if (snapshot.artifacts.length === 0) {
        return html `<p class="muted">Nothing was running.</p>`;
    }
    return table(`Running in ${names.env}#${snapshot.index}`, ARTIFACT_HEADS, artifactRows(names, org, snapshot.artifacts));
}
function neighbours(names, list, at) {
    const { org, env } = names;
    const before = list[at - 1];
    const after = list[at + 1];
    const links = [
        before &&
            html `<a href="${snapshotPath(org, env, before.index)}"
        >Previous: #${before.index}</a
      >`,
        before &&
            html `<a
        href="${diffPath(org, `${env}#${before.index}`, `${env}#${list[at]?.index ?? 0}`)}"
        >Changes since #${before.index}</a
      >`,
        after &&
            html `<a href="${snapshotPath(org, env, after.index)}"
        >Next: #${after.index}</a
      >`
    ].filter((l) => l !== undefined);
    return links.length === 0
        ? html ``
        : html `<p>${links.map((l, i) => html `${i > 0 ? ' · ' : ''}${l}`)}</p>`;
}
function snapshotPage(names, org, index) {
    const list = sortedSnapshots(org, names.env);
    const at = list.findIndex((s) => s.index === index);
    const snapshot = list[at];
    if (!snapshot)
        return undefined;
    return {
        title: `${names.env}#${index}`,
        crumbs: [
            orgCrumb(names.org),
            { label: names.env, href: envPath(names.org, names.env) },
            { label: `#${index}` }
        ],
        body: html `<h1>Snapshot ${names.env}#${index}</h1>
      <p class="lead">
        Reported ${time(snapshot.created_at)}.
        ${compliance(snapshotCompliance(org, names.env, snapshot))}
      </p>
      ${neighbours(names, list, at)} ${snapshotTable(names, org, snapshot)}`
    };
}

;// CONCATENATED MODULE: ./src/emulator/pages/diff.ts







function diff_resolve(org, text, now) {
    const parsed = parseSnappish(text, now);
    if (!parsed)
        return `Bad snapshot expression: ${text}`;
    if (!org.environments.some((e) => e.name === parsed.env)) {
        return `No environment ${parsed.env}`;
    }
    const snapshot = selectSnapshot(org.snapshots[parsed.env] ?? [], parsed.selector);
    return snapshot ? { env: parsed.env, snapshot } : `No snapshot ${text}`;
}
function changedRows(rows) {
    return rows.map((a) => html `<tr>
        <th scope="row">${a.name}</th>
        <td class="mono">${a.fingerprint.slice(0, 12)}</td>
        <td class="num">${String(a.s1_instance_count)}</td>
        <td class="num">${String(a.s2_instance_count)}</td>
      </tr>`);
}
function diffBody(names, org, sides) {
    const [one, two] = sides;
    const d = diff(one.snapshot, two.snapshot);
    const section = (title, env, list) => html `<h2>${title} (${list.length})</h2>
      ${list.length === 0 ? html `<p class="muted">None.</p>` : table(title, ARTIFACT_HEADS, artifactRows({ org: names.org, env }, org, list))}`;
    const link = (side) => html `<a href="${snapshotPath(names.org, side.env, side.snapshot.index)}"
      >${side.id}</a
    >`;
    return html `<h1>From ${one.id} to ${two.id}</h1>
    <p class="lead">
      Comparing ${link(one)} with ${link(two)}, artifacts matched by
      fingerprint, as env-diff does.
    </p>
    ${section(`Only in ${one.id}`, one.env, d.only1)}
    ${section(`Only in ${two.id}`, two.env, d.only2)}
    <h2>Instances changed (${d.changed.length})</h2>
    ${d.changed.length === 0 ? html `<p class="muted">None.</p>` : table('Instances changed', ['Artifact', 'Fingerprint', `In ${one.id}`, `In ${two.id}`], changedRows(d.changed))}
    ${section('Not changed', two.env, d.unchanged)}`;
}
function diffPage(names, org, now) {
    const one = diff_resolve(org, names.one, now);
    const two = diff_resolve(org, names.two, now);
    if (typeof one === 'string' || typeof two === 'string') {
        const message = typeof one === 'string' ? one : two;
        const status = message.startsWith('Bad') ? 400 : 404;
        return { ok: false, status, message };
    }
    const sides = [
        { ...one, id: `${one.env}#${one.snapshot.index}` },
        { ...two, id: `${two.env}#${two.snapshot.index}` }
    ];
    const title = `${sides[0].id} to ${sides[1].id}`;
    return {
        ok: true,
        page: {
            title,
            crumbs: [
                orgCrumb(names.org),
                { label: one.env, href: envPath(names.org, one.env) },
                { label: title }
            ],
            body: diffBody(names, org, sides)
        }
    };
}

;// CONCATENATED MODULE: ./src/emulator/pages/environment.ts






/** An environment: what runs now, its snapshots, allow-list and a diff. */
const LISTED_SNAPSHOTS = 50;
function facts(org, env) {
    const tags = Object.entries(env.tags).map(([k, v]) => `${k}:${v}`);
    const included = env.included_environments.map((name, i) => html `${i > 0 ? ', ' : ''}<a href="${envPath(org, name)}">${name}</a>`);
    return html `<dl class="facts">
    <dt>Type</dt>
    <dd>${env.type}</dd>
    ${env.description
        ? html `<dt>Description</dt>
            <dd>${env.description}</dd>`
        : ''}
    ${tags.length > 0
        ? html `<dt>Tags</dt>
            <dd>${tags.join(', ')}</dd>`
        : ''}
    ${env.policies.length > 0
        ? html `<dt>Policies</dt>
            <dd>${env.policies.join(', ')}</dd>`
        : ''}
    ${included.length > 0
        ? html `<dt>Includes</dt>
            <dd>${included}</dd>`
        : ''}
  </dl>`;
}
function snapshotList(names, o, list) {
    const { org, env } = names;
    const rows = [...list]
        .reverse()
        .slice(0, LISTED_SNAPSHOTS)
        .map((s) => html `<tr>
          <th scope="row">
            <a href="${snapshotPath(org, env, s.index)}">#${s.index}</a>
          </th>
          <td>${time(s.created_at)}</td>
          <td class="num">${s.artifacts.length}</td>
          <td>${compliance(snapshotCompliance(o, env, s))}</td>
        </tr>`);
    const caption = list.length > LISTED_SNAPSHOTS
        ? `The latest ${LISTED_SNAPSHOTS} of ${list.length} snapshots`
        : 'Snapshots, newest first';
    return table(caption, ['Snapshot', 'Reported', 'Artifacts', 'Compliance'], rows);
}
function options(env, list, chosen) {
    return [...list]
        .reverse()
        .map((s) => html `<option
          value="${`${env}#${s.index}`}"
          ${s.index === chosen ? html ` selected` : ''}
        >
          #${s.index} (${time(s.created_at)})
        </option>`);
}
/** A form without script: two snapshots, sent as env-diff's parameters. */
function diffForm(org, env, list) {
    const latest = list.at(-1);
    const previous = list.at(-2);
    if (!latest || !previous)
        return html `<p class="muted">A diff needs two snapshots.</p>`;
    return html `<p>
      <a
        href="${diffPath(org, `${env}#${previous.index}`, `${env}#${latest.index}`)}"
        >What changed in the latest snapshot (#${previous.index} to
        #${latest.index})</a
      >
    </p>
    <form class="diff" method="get" action="${orgPath(org)}/env-diff">
      <label
        >From
        <select name="snappish1">
          ${options(env, list, previous.index)}
        </select></label
      >
      <label
        >To
        <select name="snappish2">
          ${options(env, list, latest.index)}
        </select></label
      >
      <button type="submit">Compare</button>
    </form>`;
}
function allowlist(org, env) {
    const rows = org.allowlist
        .filter((a) => a.env_name === env)
        .map((a) => html `<tr>
          <th scope="row">${a.artifact_name}</th>
          <td>${format_short(a.artifact_fingerprint)}</td>
          <td>${a.description}</td>
          <td>${a.created_by}</td>
          <td>${time(a.created_at)}</td>
        </tr>`);
    if (rows.length === 0)
        return html `<p class="muted">No artifact is allow-listed here.</p>`;
    return table(`Allow-list of ${env}`, ['Artifact', 'Fingerprint', 'Why', 'By', 'When'], rows);
}
function environmentPage(names, org, env) {
    const list = sortedSnapshots(org, env.name);
    const latest = list.at(-1);
    return {
        title: `Environment ${env.name}`,
        crumbs: [orgCrumb(names.org), { label: env.name }],
        body: html `<h1>Environment ${env.name}</h1>
      ${facts(names.org, env)}
      <h2>Running now</h2>
      ${latest
            ? html `<p>
                Snapshot
                <a href="${snapshotPath(names.org, env.name, latest.index)}"
                  >#${latest.index}</a
                >, reported ${time(latest.created_at)}.
                ${compliance(snapshotCompliance(org, env.name, latest))}
              </p>
              ${snapshotTable(names, org, latest)}`
            : html `<p class="muted">No snapshot has been reported.</p>`}
      <h2>Compare two snapshots</h2>
      ${diffForm(names.org, env.name, list)}
      <h2>Snapshots</h2>
      ${list.length === 0 ? html `<p class="muted">None yet.</p>` : snapshotList(names, org, list)}
      <h2>Allow-list</h2>
      ${allowlist(org, env.name)}`
    };
}

;// CONCATENATED MODULE: ./src/emulator/pages/compliance.ts
function targetsOf(attestation) {
    const data = attestation.data_json;
    if (typeof data !== 'object' || data === null)
        return [];
    const targets = data.target_artifacts;
    return Array.isArray(targets)
        ? targets.filter((t) => typeof t === 'string')
        : [];
}
/** The slot names an attestation fills. */
function slotsOf(attestation) {
    const targets = targetsOf(attestation);
    const name = attestation.attestation_name;
    return targets.length === 0 ? [name] : targets.map((t) => `${t}.${name}`);
}
/** Each slot name with its latest attestation and that one's number. */
function latestBySlot(trail) {
    const latest = new Map();
    for (const [i, a] of trail.attestations.entries()) {
        for (const slot of slotsOf(a)) {
            const seen = latest.get(slot);
            if (!seen || seen.a.created_at <= a.created_at) {
                latest.set(slot, { a, n: i + 1 });
            }
        }
    }
    return latest;
}
function verdict(slot, found, required) {
    if (!found)
        return { slot, status: 'missing', required };
    return {
        slot,
        status: found.a.compliant ? 'compliant' : 'non-compliant',
        attestation: found.a,
        number: found.n,
        required
    };
}
function trailCompliance(flow, trail) {
    const latest = latestBySlot(trail);
    const required = [...new Set(flow.template.slots)];
    const slots = [
        ...required.map((slot) => verdict(slot, latest.get(slot), true)),
        ...[...latest.keys()]
            .filter((slot) => !required.includes(slot))
            .map((slot) => verdict(slot, latest.get(slot), false))
    ];
    return {
        compliant: slots.every((s) => s.status === 'compliant'),
        slots
    };
}

;// CONCATENATED MODULE: ./src/emulator/pages/flow.ts





/** A flow: its template, its trails (newest first) with their compliance. */
/** When a trail last changed: its latest attestation, update or start. */
function lastActivity(trail) {
    return Math.max(trail.created_at, trail.updated_at ?? 0, ...trail.attestations.map((a) => a.created_at));
}
function templateSection(flow) {
    const slots = flow.template.slots.map((slot) => html `<li><span class="mono">${slot}</span></li>`);
    return html `<h2>Template</h2>
    <p>
      Template ${flow.template.id}:
      ${slots.length === 0 ? 'no attestation is required.' : 'every trail needs these attestations.'}
    </p>
    ${slots.length === 0
        ? ''
        : html `<ul>
            ${slots}
          </ul>`}`;
}
function trailsSection(org, flow) {
    const rows = [...flow.trails]
        .sort((a, b) => lastActivity(b) - lastActivity(a))
        .map((trail) => {
        const verdict = trailCompliance(flow, trail);
        return html `<tr>
        <th scope="row">
          <a href="${trailPath(org, flow.name, trail.name)}">${trail.name}</a>
        </th>
        <td>${compliance(verdict.compliant)}</td>
        <td class="num">${trail.attestations.length}</td>
        <td>${time(trail.created_at)}</td>
        <td>${time(lastActivity(trail))}</td>
      </tr>`;
    });
    if (rows.length === 0)
        return html `<h2>Trails</h2>
      <p class="muted">No trails yet.</p>`;
    return html `<h2>Trails</h2>
    ${table(`Trails of ${flow.name}, latest activity first`, ['Trail', 'Compliance', 'Attestations', 'Begun', 'Last activity'], rows)}`;
}
function artifactsSection(flow) {
    if (flow.artifacts.length === 0)
        return html ``;
    const rows = flow.artifacts.map((a) => html `<tr>
        <th scope="row">${a.filename}</th>
        <td>${format_short(a.fingerprint)}</td>
        <td>${a.state}</td>
        <td>${a.trail_name}</td>
      </tr>`);
    return html `<h2>Artifacts</h2>
    ${table(`Artifacts of ${flow.name}`, ['Artifact', 'Fingerprint', 'State', 'Trail'], rows)}`;
}
function flowPage(org, flow) {
    return {
        title: `Flow ${flow.name}`,
        crumbs: [orgCrumb(org), { label: flow.name }],
        body: html `<h1>Flow ${flow.name}</h1>
      ${flow.description ? html `<p class="lead">${flow.description}</p>` : ''}
      ${templateSection(flow)} ${trailsSection(org, flow)}
      ${artifactsSection(flow)}`
    };
}

;// CONCATENATED MODULE: ./src/emulator/pages/org.ts







/** The organisation: flows, environments and the trails that moved last. */
const RECENT_TRAILS = 10;
function flowsSection(name, org) {
    const rows = org.flows.map((flow) => html `<tr>
        <th scope="row">
          <a href="${flowPath(name, flow.name)}">${flow.name}</a>
        </th>
        <td>${flow.description ?? ''}</td>
        <td class="num">${flow.trails.length}</td>
        <td class="num">${flow.template.slots.length}</td>
      </tr>`);
    if (rows.length === 0)
        return html `<h2>Flows</h2>
      <p class="muted">No flows yet.</p>`;
    return html `<h2>Flows</h2>
    ${table(`Flows of ${name}`, ['Flow', 'Description', 'Trails', 'Required attestations'], rows)}`;
}
function envsSection(name, org) {
    const rows = org.environments.map((env) => {
        const snapshots = org.snapshots[env.name] ?? [];
        const latest = latestSnapshot(org, env.name);
        const state = latest && snapshotCompliance(org, env.name, latest);
        return html `<tr>
      <th scope="row"><a href="${envPath(name, env.name)}">${env.name}</a></th>
      <td>${env.type}</td>
      <td class="num">${snapshots.length}</td>
      <td>
        ${latest ? compliance(state) : html `<span class="muted">no snapshot</span>`}
      </td>
      <td>${latest ? time(latest.created_at) : ''}</td>
    </tr>`;
    });
    if (rows.length === 0)
        return html `<h2>Environments</h2>
      <p class="muted">No environments.</p>`;
    return html `<h2>Environments</h2>
    ${table(`Environments of ${name}`, ['Environment', 'Type', 'Snapshots', 'Latest snapshot', 'Reported'], rows)}`;
}
function recentSection(name, org) {
    const recent = org.flows
        .flatMap((flow) => flow.trails.map((trail) => ({ flow, trail })))
        .sort((a, b) => lastActivity(b.trail) - lastActivity(a.trail))
        .slice(0, RECENT_TRAILS);
    const rows = recent.map(({ flow, trail }) => html `<tr>
        <th scope="row">
          <a href="${trailPath(name, flow.name, trail.name)}">${trail.name}</a>
        </th>
        <td><a href="${flowPath(name, flow.name)}">${flow.name}</a></td>
        <td>${compliance(trailCompliance(flow, trail).compliant)}</td>
        <td>${time(lastActivity(trail))}</td>
      </tr>`);
    if (rows.length === 0)
        return html ``;
    return html `<h2>Recent trails</h2>
    ${table(`The ${RECENT_TRAILS} trails with the latest activity`, ['Trail', 'Flow', 'Compliance', 'Last activity'], rows)}`;
}
function orgPage(name, org) {
    return {
        title: name,
        crumbs: [orgCrumb(name)],
        body: html `<h1>Organisation ${name}</h1>
      ${recentSection(name, org)} ${flowsSection(name, org)}
      ${envsSection(name, org)}`
    };
}
/** `/`: the organisations this emulator holds. */
function homePage(state) {
    const items = Object.keys(state.orgs).map((name) => html `<li><a href="${orgPath(name)}">${name}</a></li>`);
    return {
        title: 'Organisations',
        crumbs: [],
        body: html `<h1>Organisations</h1>
      <ul>
        ${items}
      </ul>`
    };
}

;// CONCATENATED MODULE: ./src/emulator/pages/style.ts
/**
 * The pages' own stylesheet: system fonts, light and dark from the
 * reader's setting, one column that fits a phone, and colours that keep
 * WCAG AA contrast in both schemes (a status is always in words too).
 */
const STYLESHEET = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1b1b1f; --muted: #545761; --line: #d5d8de;
  --head: #f3f4f6; --link: #0b57d0; --focus: #0b57d0;
  --ok-bg: #e3f4e8; --ok-fg: #0b5a27; --bad-bg: #fde7e6; --bad-fg: #9b1010;
  --warn-bg: #fdf3d7; --warn-fg: #6b4500; --code-bg: #f3f4f6;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #141518; --fg: #e6e7ea; --muted: #aeb2bb; --line: #3a3d45;
    --head: #1f2126; --link: #8ab4f8; --focus: #8ab4f8;
    --ok-bg: #12361f; --ok-fg: #a6e3b8; --bad-bg: #451414; --bad-fg: #ffb4ac;
    --warn-bg: #3b2c05; --warn-fg: #f8d77e; --code-bg: #1f2126;
  }
}
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); }
body {
  margin: 0 auto; max-width: 72rem; padding: 0 1rem 2rem;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
a { color: var(--link); }
a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 0.5rem; background: var(--bg); padding: 0.25rem 0.5rem; }
.top {
  display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: baseline;
  border-bottom: 1px solid var(--line); padding: 0.75rem 0; margin-bottom: 1rem;
}
.brand { font-weight: 700; text-decoration: none; color: var(--fg); }
.crumbs { display: flex; flex-wrap: wrap; list-style: none; margin: 0; padding: 0; }
.crumbs li + li::before { content: "/"; padding: 0 0.4rem; color: var(--muted); }
h1 { font-size: 1.6rem; margin: 0.5rem 0; overflow-wrap: anywhere; }
h2 { font-size: 1.25rem; margin: 2rem 0 0.5rem; overflow-wrap: anywhere; }
h3 { font-size: 1.05rem; margin: 1.25rem 0 0.5rem; overflow-wrap: anywhere; }
p, dd { overflow-wrap: anywhere; }
.lead { color: var(--muted); margin-top: 0; }
.muted { color: var(--muted); }
.mono, code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.9em; }
pre {
  background: var(--code-bg); border: 1px solid var(--line); border-radius: 4px;
  padding: 0.75rem; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere;
}
.scroll { overflow-x: auto; margin: 0.5rem 0 1rem; }
.scroll:focus-visible { outline: 3px solid var(--focus); }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td {
  text-align: left; vertical-align: top; padding: 0.4rem 0.6rem;
  border-bottom: 1px solid var(--line); overflow-wrap: break-word;
}
th { min-width: 4rem; }
th[scope="row"] { overflow-wrap: anywhere; min-width: 8rem; }
td .mono, time, .badge { white-space: nowrap; }
dd.mono { overflow-wrap: anywhere; }
thead th { background: var(--head); font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0 1rem; }
dl.facts dt { font-weight: 600; }
dl.facts dd { margin: 0; }
.badge {
  display: inline-block; padding: 0 0.5rem; border-radius: 999px;
  font-size: 0.875rem; font-weight: 600; white-space: nowrap;
}
.badge.ok { background: var(--ok-bg); color: var(--ok-fg); }
.badge.bad { background: var(--bad-bg); color: var(--bad-fg); }
.badge.warn { background: var(--warn-bg); color: var(--warn-fg); }
.badge.muted { background: var(--head); color: var(--muted); }
section.attestation { border: 1px solid var(--line); border-radius: 6px; padding: 0 1rem 0.5rem; margin: 1rem 0; }
details { margin: 0.5rem 0; }
summary { cursor: pointer; font-weight: 600; }
form.diff { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: end; }
form.diff label { display: flex; flex-direction: column; font-weight: 600; }
select, button { font: inherit; padding: 0.25rem 0.5rem; }
footer { margin-top: 3rem; border-top: 1px solid var(--line); color: var(--muted); font-size: 0.875rem; }
@media (max-width: 40rem) {
  body { padding: 0 0.5rem 1rem; }
  dl.facts { grid-template-columns: 1fr; }
  dl.facts dd { margin-bottom: 0.5rem; }
  dl.facts.totals { grid-template-columns: max-content 1fr; }
  dl.facts.totals dd { margin-bottom: 0; }
  th, td { padding: 0.3rem 0.35rem; font-size: 0.9rem; }
}
`;

;// CONCATENATED MODULE: ./src/emulator/pages/junit.ts


function count(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
function suitesOf(data) {
    const results = typeof data === 'object' && data !== null
        ? data.junit_results
        : undefined;
    if (!Array.isArray(results))
        return [];
    return results.map((r) => {
        const s = (typeof r === 'object' && r !== null ? r : {});
        return {
            name: typeof s.name === 'string' ? s.name : '',
            total: count(s.total),
            failures: count(s.failures),
            errors: count(s.errors),
            skipped: count(s.skipped),
            duration: s.duration
        };
    });
}
const broken = (s) => s.failures + s.errors;
function totals(suites) {
    const sum = (key) => suites.reduce((n, s) => n + s[key], 0);
    const time = suites.reduce((n, s) => n + count(s.duration), 0);
    const failed = suites.filter((s) => broken(s) > 0).length;
    return html `<dl class="facts totals">
    <dt>Tests</dt>
    <dd>${sum('total')}</dd>
    <dt>Failures</dt>
    <dd>${sum('failures')}</dd>
    <dt>Errors</dt>
    <dd>${sum('errors')}</dd>
    <dt>Skipped</dt>
    <dd>${sum('skipped')}</dd>
    <dt>Suites</dt>
    <dd>${suites.length} (${failed} with a failure or an error)</dd>
    <dt>Duration</dt>
    <dd>${seconds(time)}</dd>
  </dl>`;
}
/** Failed suites first, most failures first; the rest in the order sent. */
function ordered(suites) {
    return suites
        .map((s, i) => ({ s, i }))
        .sort((a, b) => broken(b.s) - broken(a.s) || a.i - b.i)
        .map(({ s }) => s);
}
function row(s) {
    const state = broken(s) > 0 ? html `<span class="badge bad">Failed</span>` : '';
    return html `<tr>
    <th scope="row">${s.name} ${state}</th>
    <td class="num">${s.total}</td>
    <td class="num">${s.failures}</td>
    <td class="num">${s.errors}</td>
    <td class="num">${s.skipped}</td>
    <td class="num">${seconds(s.duration)}</td>
  </tr>`;
}
function junitResults(name, data) {
    const suites = suitesOf(data);
    if (suites.length === 0)
        return html `<p class="muted">No suites.</p>`;
    const heads = ['Suite', 'Tests', 'Failures', 'Errors', 'Skipped', 'Duration'];
    return html `${totals(suites)}${table(`Suites of ${name}, failed first`, heads, ordered(suites).map(row))}`;
}

;// CONCATENATED MODULE: ./src/emulator/pages/attestation.ts



function fields(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : {};
}
function attestation_text(value) {
    return typeof value === 'string' && value !== '' ? value : undefined;
}
function fact(term, value) {
    if (value === undefined || value === '' || value === false)
        return html ``;
    return html `<dt>${term}</dt>
    <dd>${value}</dd>`;
}
/** The commit: its sha (linked to its page when known), branch, author. */
function commitFacts(data) {
    const commit = fields(data.git_commit_info);
    const repo = fields(data.repo_info);
    const sha = attestation_text(commit.sha1);
    const shown = sha === undefined
        ? undefined
        : attestation_text(commit.url) === undefined
            ? html `<span class="mono">${sha}</span>`
            : externalLink(commit.url, sha);
    const repoName = attestation_text(repo.name);
    return html `${fact('Commit', shown)}${fact('Commit message', attestation_text(commit.message))}${fact('Branch', attestation_text(commit.branch))}${fact('Author', attestation_text(commit.author))}${fact('Repository', repoName && (attestation_text(repo.url) ? externalLink(repo.url, repoName) : repoName))}${fact('Origin', attestation_text(data.origin_url) && externalLink(data.origin_url))}`;
}
function keyValues(caption, value, asLink = false) {
    const entries = Object.entries(fields(value));
    if (entries.length === 0)
        return html ``;
    const rows = entries.map(([key, v]) => {
        const href = fields(v).href;
        const shown = asLink
            ? externalLink(href)
            : html `${typeof v === 'string' ? v : JSON.stringify(v)}`;
        return html `<tr>
      <th scope="row">${key}</th>
      <td>${shown}</td>
    </tr>`;
    });
    return table(caption, asLink ? ['Label', 'Link'] : ['Key', 'Value'], rows);
}
function userData(value) {
    if (value === undefined || value === null)
        return html ``;
    if (typeof value === 'object' && Object.keys(value).length === 0)
        return html ``;
    return html `<h4>User data</h4>
    <pre>${JSON.stringify(value, null, 2)}</pre>`;
}
function attachment(a, download) {
    const file = a.attachment;
    if (!file)
        return html ``;
    const link = download
        ? html `<a href="${download}" download>Download ${file.filename}</a>`
        : html `<span class="muted">The emulator no longer holds its bytes.</span>`;
    return html `<h4>Attachment</h4>
    <dl class="facts">
      <dt>File</dt>
      <dd>${file.filename} (${bytes(file.size)})</dd>
      <dt>SHA-256</dt>
      <dd class="mono">${file.sha256}</dd>
      <dt>Download</dt>
      <dd>${link}</dd>
    </dl>`;
}
function attestationSection(view) {
    const a = view.attestation;
    const data = fields(a.data_json);
    const id = `attestation-${view.number}`;
    const targets = Array.isArray(data.target_artifacts)
        ? data.target_artifacts.filter((t) => typeof t === 'string').join(', ')
        : undefined;
    return html `<section class="attestation" id="${id}" aria-labelledby="${id}-h">
    <h3 id="${id}-h">
      ${a.attestation_name}
      <span class="muted">(${a.attestation_type})</span>
      ${compliance(a.compliant)}
    </h3>
    <dl class="facts">
      <dt>Reported</dt>
      <dd>${time(a.created_at)}</dd>
      ${fact('Description', attestation_text(data.description))}
      ${fact('Artifact', attestation_text(data.artifact_fingerprint) && html `<span class="mono">${attestation_text(data.artifact_fingerprint)}</span>`)}
      ${fact('Target artifacts', targets)} ${commitFacts(data)}
    </dl>
    ${a.attestation_type === 'junit' ? junitResults(a.attestation_name, data) : ''}
    ${keyValues(`Annotations of ${a.attestation_name}`, data.annotations)}
    ${keyValues(`Links of ${a.attestation_name}`, data.external_urls, true)}
    ${userData(data.user_data)} ${attachment(a, view.download)}
  </section>`;
}

;// CONCATENATED MODULE: ./src/emulator/pages/trail.ts






function slotRow(v) {
    const a = v.attestation;
    const which = a
        ? html `<a href="#attestation-${v.number ?? 0}"
        >${a.attestation_name} #${v.number ?? 0}</a
      >`
        : html `<span class="muted">none</span>`;
    return html `<tr>
    <th scope="row">${v.slot}</th>
    <td>${v.required ? 'Required' : 'Not in the template'}</td>
    <td>${badge(v.status)}</td>
    <td>${which}</td>
    <td>${a ? time(a.created_at) : ''}</td>
  </tr>`;
}
function complianceSection(flow, trail) {
    const verdict = trailCompliance(flow, trail);
    const missing = verdict.slots.filter((s) => s.status === 'missing').length;
    const failing = verdict.slots.filter((s) => s.status === 'non-compliant');
    const why = verdict.compliant
        ? flow.template.slots.length === 0
            ? 'The template requires no attestation, and none failed.'
            : 'Every required attestation is present and compliant.'
        : `${missing} missing, ${failing.length} not compliant.`;
    const rows = verdict.slots.map(slotRow);
    return html `<h2 id="compliance">
      Compliance ${compliance(verdict.compliant)}
    </h2>
    <p>${why} The template of flow ${flow.name} is ${flow.template.id}.</p>
    ${rows.length === 0 ? html `<p class="muted">No attestation is required and none was sent.</p>` : table('Attestations against the template', ['Slot', 'In the template', 'Status', 'Attestation', 'Reported'], rows)}`;
}
function beginFacts(trail) {
    const data = typeof trail.data_json === 'object' && trail.data_json !== null
        ? trail.data_json
        : {};
    const description = typeof data.description === 'string' && data.description !== ''
        ? html `<dt>Description</dt>
          <dd>${data.description}</dd>`
        : '';
    return html `<dl class="facts">
    <dt>Begun</dt>
    <dd>${time(trail.created_at)}</dd>
    ${trail.updated_at === undefined
        ? ''
        : html `<dt>Updated</dt>
            <dd>${time(trail.updated_at)}</dd>`}
    ${description} ${commitFacts(data)}
  </dl>`;
}
function trailPage(names, found, attachments) {
    const { flow, trail } = found;
    const sections = trail.attestations
        .map((attestation, i) => {
        const sha = attestation.attachment?.sha256;
        const held = sha !== undefined && attachments.has(sha);
        return attestationSection({
            attestation,
            number: i + 1,
            ...(held && { download: attachmentPath(names, i + 1) })
        });
    })
        .reverse();
    return {
        title: `Trail ${trail.name}`,
        crumbs: [
            orgCrumb(names.org),
            { label: flow.name, href: flowPath(names.org, flow.name) },
            { label: trail.name }
        ],
        body: html `<h1>Trail ${trail.name}</h1>
      <p class="lead">
        In flow <a href="${flowPath(names.org, flow.name)}">${flow.name}</a> of
        ${names.org}.
      </p>
      ${beginFacts(trail)} ${complianceSection(flow, trail)}
      <h2 id="attestations">
        Attestations (${trail.attestations.length}), newest first
      </h2>
      ${sections.length === 0 ? html `<p class="muted">No attestations yet.</p>` : sections}`
    };
}

;// CONCATENATED MODULE: ./src/emulator/pages/index.ts











/** Not pages: the API and the control endpoints keep their paths. */
const RESERVED = new Set(['api', '_emulator']);
function segmentsOf(path) {
    const parts = path.replace(/\/+$/, '').split('/').slice(1);
    try {
        return parts.map((p) => decodeURIComponent(p));
    }
    catch {
        return undefined;
    }
}
function notFound(what) {
    return {
        kind: 'page',
        status: 404,
        page: {
            title: 'Not found',
            crumbs: [],
            body: html `<h1>Not found</h1>
        <p>${what}</p>
        <p><a href="/">All organisations</a></p>`
        }
    };
}
const found = (page) => ({ kind: 'page', status: 200, page });
function trailAnswer(src, parts) {
    const [org = '', , flowName = '', , trailName = '', more, n, last] = parts;
    const flow = src.state.orgs[org]?.flows.find((f) => f.name === flowName);
    const trail = flow?.trails.find((t) => t.name === trailName);
    if (!flow || !trail)
        return notFound(`No trail ${trailName} in flow ${flowName} of ${org}.`);
    if (more === undefined) {
        return found(trailPage({ org, flow: flowName, trail: trailName }, { flow, trail }, src.attachments));
    }
    if (more !== 'attestations' ||
        last !== 'attachment' ||
        !/^\d+$/.test(n ?? ''))
        return undefined;
    const file = trail.attestations[Number(n) - 1]?.attachment;
    const bytes = file ? src.attachments.get(file.sha256) : undefined;
    if (!file || !bytes)
        return notFound('The emulator holds no such attachment.');
    return { kind: 'file', file, bytes };
}
function envAnswer(src, parts) {
    const [org = '', , envName = '', more, n] = parts;
    const state = src.state.orgs[org];
    const env = state?.environments.find((e) => e.name === envName);
    if (!state || !env)
        return notFound(`No environment ${envName} in ${org}.`);
    if (more === undefined)
        return found(environmentPage({ org, env: envName }, state, env));
    if (more !== 'snapshots' || !/^\d+$/.test(n ?? '') || parts.length !== 5)
        return undefined;
    const page = snapshotPage({ org, env: envName }, state, Number(n));
    return page ? found(page) : notFound(`No snapshot ${envName}#${n ?? ''}.`);
}
function diffAnswer(src, org, query) {
    const state = src.state.orgs[org];
    if (!state)
        return notFound(`No organisation ${org}.`);
    const one = query.get('snappish1') ?? '';
    const two = query.get('snappish2') ?? '';
    const answer = diffPage({ org, one, two }, state, src.now);
    if (answer.ok)
        return found(answer.page);
    const page = {
        title: 'No diff',
        crumbs: [],
        body: html `<h1>No diff</h1>
      <p>${answer.message}</p>`
    };
    return { kind: 'page', status: answer.status, page };
}
function pages_route(src, url) {
    const parts = segmentsOf(url.path);
    if (!parts)
        return undefined;
    const [org = '', kind, name, sub] = parts;
    if (parts.length === 0 || (parts.length === 1 && org === ''))
        return found(homePage(src.state));
    if (RESERVED.has(org))
        return undefined;
    const state = src.state.orgs[org];
    if (parts.length === 1)
        return state
            ? found(orgPage(org, state))
            : notFound(`No organisation ${org}.`);
    if (kind === 'env-diff' && parts.length === 2)
        return diffAnswer(src, org, url.query);
    if (kind === 'flows' && name !== undefined && parts.length === 3) {
        const flow = state?.flows.find((f) => f.name === name);
        return flow
            ? found(flowPage(org, flow))
            : notFound(`No flow ${name} in ${org}.`);
    }
    if (kind === 'flows' && sub === 'trails' && parts.length >= 5)
        return trailAnswer(src, parts);
    if (kind === 'environments' && name !== undefined)
        return envAnswer(src, parts);
    return undefined;
}
/**
 * Bound to loopback, the pages answer only a loopback Host, as the control
 * endpoints do: a DNS name rebound to 127.0.0.1 must not let another web
 * site read the state through a visitor's browser.
 */
function rebound(loopbackOnly, host) {
    if (!loopbackOnly)
        return false;
    try {
        return !(0,loopback/* isLoopbackHost */.cW)(new URL(`http://${host ?? ''}`).hostname);
    }
    catch {
        return true;
    }
}
const REBOUND = {
    title: 'Refused',
    crumbs: [],
    body: html `<h1>Refused</h1>
    <p>
      Open the pages by a loopback name (127.0.0.1, localhost or [::1]): the
      emulator listens on loopback only.
    </p>`
};
/**
 * Answers a GET of a page path and returns true; returns false for any
 * other path, which the API or the control endpoints then answer.
 */
function servePage(ctx, connection, target) {
    const { req, res } = connection;
    const url = { path: target.path, query: target.url.searchParams };
    const source = {
        state: ctx.state,
        attachments: ctx.attachments,
        now: Math.floor(ctx.clock() / 1000)
    };
    const answer = url.path === STYLE_PATH ? { kind: 'style' } : pages_route(source, url);
    if (answer === undefined)
        return false;
    if (rebound(ctx.loopbackOnly, req.headers.host)) {
        sendPage(res, { status: 403, page: layout(REBOUND) });
    }
    else if (answer.kind === 'style') {
        send(res, 200, {
            body: Buffer.from(STYLESHEET),
            headers: { 'content-type': 'text/css; charset=utf-8' }
        });
    }
    else if (answer.kind === 'file') {
        sendAttachment(res, answer.file, answer.bytes);
    }
    else {
        sendPage(res, { status: answer.status, page: layout(answer.page) });
    }
    return true;
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
/**
 * The request target, or undefined. An origin-form target is read as a path
 * whatever follows its first slash (`//[` is a path, not a host), so no
 * target can make URL parsing throw past this point.
 */
function readTarget(raw) {
    const target = raw ?? '/';
    try {
        if (!target.startsWith('/')) {
            const url = new URL(target); // absolute-form
            return { path: url.pathname, url };
        }
        const url = new URL(`http://emulator${target}`);
        return { path: target.replace(/[?#].*$/s, ''), url };
    }
    catch {
        return undefined;
    }
}
/** The URL as the client addressed it, for links in answers. */
function linkUrl(req, url) {
    const link = new URL(url.href);
    try {
        link.host = req.headers.host ?? 'localhost';
    }
    catch {
        // an unusable Host header: keep the placeholder host
    }
    return link;
}
/** The organisation a matched route acts on, if the token may act there. */
function authorize(ctx, token, found) {
    const { route } = found;
    const orgName = found.params.org ?? token.org;
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
async function serveApi(ctx, x) {
    const { req, url } = x;
    const path = x.path.replace(/\/+$/, '');
    const method = req.method ?? 'GET';
    const found = path.startsWith(`${server_API_PREFIX}/`)
        ? ctx.router.match(method, path.slice(server_API_PREFIX.length))
        : { kind: 'none' };
    if (found.kind === 'none') {
        throw new HttpError(404, `No such endpoint: ${method} ${x.path}`);
    }
    if (found.kind === 'wrong-method') {
        throw new HttpError(405, `Method ${method} is not allowed here`, {
            headers: { allow: found.allowed.join(', ') }
        });
    }
    const token = authenticate(ctx.state, req.headers.authorization);
    const { orgName, org } = authorize(ctx, token, found);
    const body = await readBody(req);
    x.onBody(body);
    return found.route.handle({
        params: found.params,
        query: url.searchParams,
        body,
        orgName,
        org,
        state: ctx.state,
        token,
        now: Math.floor(ctx.clock() / 1000),
        url: linkUrl(req, url),
        events: x.events,
        attachments: ctx.attachments
    });
}
async function answerOf(ctx, x) {
    try {
        return await serveApi(ctx, x);
    }
    catch (error) {
        const failure = error instanceof HttpError
            ? error
            : new HttpError(500, `Emulator error: ${String(error)}`);
        return {
            status: failure.status,
            body: failure.body,
            headers: failure.headers
        };
    }
}
/**
 * With a store, what a request changed is committed before its answer
 * leaves: an answered write survives a kill. A store that cannot write
 * turns the answer into a 500, undoes the change and drops its webhook
 * events, so nothing shows a write that was not answered as done.
 */
function committed(ctx, x, answer) {
    if (x.req.method === 'GET' || x.req.method === 'HEAD')
        return answer;
    try {
        persist(ctx);
        return answer;
    }
    catch (error) {
        x.events.length = 0;
        return {
            status: 500,
            body: {
                message: `The emulator's store could not record this request: ${String(error)}`
            }
        };
    }
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function faultAnswer(fault) {
    const status = fault.status ?? 500;
    return {
        status,
        body: fault.body ?? { message: `Injected fault: ${status}` },
        headers: fault.retryAfter === undefined
            ? {}
            : { 'retry-after': String(fault.retryAfter) }
    };
}
/** Sends the answer, or cuts the connection; returns the status sent. */
async function deliver(x, fault, answer) {
    if (fault?.delayMs)
        await sleep(fault.delayMs);
    if (fault?.drop) {
        x.req.socket.destroy();
        return 0;
    }
    const sent = fault?.status === undefined ? answer : faultAnswer(fault);
    sendAnswer(x.res, sent);
    return sent.status;
}
/**
 * A fault acting on receipt replaces the handling (a pure delay only waits);
 * one acting after the store lets the request change the state first.
 */
async function handleApi(ctx, connection, target) {
    const { req } = connection;
    const record = startRecord(ctx, req, target);
    const x = {
        ...connection,
        ...target,
        onBody: (body) => ctx.requests.addBody(record, body),
        events: []
    };
    const fault = ctx.faults.take(req.method ?? 'GET', target.path);
    if (fault)
        record.fault = true;
    if (fault?.after === 'receive' &&
        (fault.status !== undefined || fault.drop)) {
        // Read what was sent, so the log shows what a retried request carried.
        x.onBody(await readBody(req).catch(() => ({ kind: 'none' })));
        record.status = await deliver(x, fault, faultAnswer(fault));
        return;
    }
    if (fault?.after === 'receive' && fault.delayMs)
        await sleep(fault.delayMs);
    const answer = committed(ctx, x, await answerOf(ctx, x));
    ctx.deliveries.dispatch(x.events);
    if (fault?.after === 'store') {
        record.handled_status = answer.status;
        record.status = await deliver(x, fault, answer);
        return;
    }
    record.status = answer.status;
    sendAnswer(connection.res, answer);
}
function sendSafely(res, status, message) {
    try {
        sendJson(res, status, { message });
    }
    catch {
        res.destroy();
    }
}
/** The node:http request listener of one emulator: it never throws. */
function requestListener(ctx) {
    return (req, res) => {
        try {
            const target = readTarget(req.url);
            if (!target) {
                sendSafely(res, 400, 'The request target is not a path or a URL');
                return;
            }
            if (req.method === 'GET' && servePage(ctx, { req, res }, target))
                return;
            const work = target.path.startsWith('/_emulator/')
                ? handleControl(ctx, { req, res }, target.path)
                : handleApi(ctx, { req, res }, target);
            work.catch((error) => {
                sendSafely(res, 500, `Emulator error: ${String(error)}`);
            });
        }
        catch (error) {
            sendSafely(res, 500, `Emulator error: ${String(error)}`);
        }
    };
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:process"
var external_node_process_ = __webpack_require__(1708);
;// CONCATENATED MODULE: ./src/emulator/store/attachments.ts

/**
 * Attachment bytes in the store file (`serve --store`), so the trail page's
 * download links outlive a restart. A route's `put` is only staged: the
 * store's next commit writes it in the transaction that writes the
 * attestation carrying it, so an answered attestation never lacks its
 * bytes. Past the budget the oldest rows (lowest rowid: a re-sent digest
 * counts as new) are deleted in that same transaction.
 */
/** With a store: files last for days, so more than in memory, still bounded. */
const STORE_ATTACHMENT_BUDGET = 512 * patterns.MB;
/**
 * Not in the first layout of the file: created on open when missing, which
 * a store of that layout takes in place (its schema version stays 1).
 */
const ATTACHMENT_TABLE = `
CREATE TABLE IF NOT EXISTS attachment (
  sha256 TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL
)`;
const bufferOf = (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
class StoreAttachments {
    budget;
    staged = new Map();
    cleared = false;
    bytes = 0;
    sql;
    constructor(db, budget = STORE_ATTACHMENT_BUDGET) {
        this.budget = budget;
        this.sql = {
            read: db.prepare('SELECT bytes FROM attachment WHERE sha256 = ?'),
            size: db.prepare('SELECT size FROM attachment WHERE sha256 = ?'),
            write: db.prepare('INSERT OR REPLACE INTO attachment VALUES (?, ?, ?)'),
            oldest: db.prepare('SELECT rowid, size FROM attachment ORDER BY rowid LIMIT 1'),
            drop: db.prepare('DELETE FROM attachment WHERE rowid = ?'),
            empty: db.prepare('DELETE FROM attachment'),
            total: db.prepare('SELECT COALESCE(SUM(size), 0) AS n FROM attachment')
        };
        this.recount();
    }
    put(sha256, content) {
        if (content.length > this.budget)
            return;
        this.staged.delete(sha256); // a re-put is the newest
        this.staged.set(sha256, content);
    }
    get(sha256) {
        const staged = this.staged.get(sha256);
        if (staged || this.cleared)
            return staged;
        const row = this.sql.read.get(sha256);
        return row ? bufferOf(row.bytes) : undefined;
    }
    has(sha256) {
        if (this.staged.has(sha256))
            return true;
        return !this.cleared && this.sql.size.get(sha256) !== undefined;
    }
    clear() {
        this.staged.clear();
        this.cleared = true;
    }
    /** Whether the next commit has something of ours to write. */
    get pending() {
        return this.cleared || this.staged.size > 0;
    }
    /** Inside the store's transaction: what was staged, then the budget. */
    write() {
        if (this.cleared) {
            this.sql.empty.run();
            this.bytes = 0;
        }
        for (const [sha256, content] of this.staged) {
            const old = this.sql.size.get(sha256);
            this.bytes += content.length - (old?.size ?? 0);
            this.sql.write.run(sha256, content.length, content);
        }
        while (this.bytes > this.budget) {
            const oldest = this.sql.oldest.get();
            if (!oldest)
                break;
            this.sql.drop.run(oldest.rowid);
            this.bytes -= oldest.size;
        }
    }
    /** After the transaction: committed, or rolled back (staged kept for the next). */
    settle(committed) {
        if (!committed) {
            this.recount();
            return;
        }
        this.staged.clear();
        this.cleared = false;
    }
    /** After a rolled-back request: what it staged is not kept. */
    discard() {
        this.staged.clear();
        this.cleared = false;
        this.recount();
    }
    recount() {
        this.bytes = Number(this.sql.total.get().n);
    }
}

;// CONCATENATED MODULE: ./src/emulator/store/rows.ts
const rows_keyOf = (...parts) => JSON.stringify(parts);
function orgLists(name, org, lists) {
    const { flows, snapshots, ...rest } = org;
    const envs = Object.keys(snapshots);
    lists.push({
        key: rows_keyOf('org', name),
        kind: 'compare',
        items: [{ ...rest, snapshot_envs: envs }]
    });
    for (const env of envs) {
        lists.push({
            key: rows_keyOf('snapshots', name, env),
            kind: 'identity',
            items: snapshots[env] ?? []
        });
    }
    lists.push({
        key: rows_keyOf('flows', name),
        kind: 'compare',
        items: flows.map(({ trails: _trails, ...flow }) => flow)
    });
    for (const [f, flow] of flows.entries()) {
        lists.push({
            key: rows_keyOf('trails', name, f),
            kind: 'compare',
            items: flow.trails.map(({ attestations: _a, moments: _m, ...trail }) => trail)
        });
        for (const [t, trail] of flow.trails.entries()) {
            for (const part of ['attestations', 'moments']) {
                lists.push({
                    key: rows_keyOf(part, name, f, t),
                    kind: 'identity',
                    items: trail[part]
                });
            }
        }
    }
}
/** Every list of the state, the state's own fields first. */
function listsOf(state) {
    const { orgs, ...rest } = state;
    const names = Object.keys(orgs);
    const lists = [
        { key: rows_keyOf('state'), kind: 'compare', items: [{ ...rest, orgs: names }] }
    ];
    for (const name of names)
        orgLists(name, orgs[name], lists);
    return lists;
}
function objectAt(rows, key) {
    const value = rows.get(key)?.[0];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new Error(`the row ${key} is missing or not an object`);
    }
    return value;
}
function namesIn(value, what) {
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
        throw new Error(`${what} is not a list of names`);
    }
    return value;
}
function orgOf(rows, name) {
    const list = (...parts) => rows.get(rows_keyOf(...parts));
    const { snapshot_envs: envs, ...org } = objectAt(rows, rows_keyOf('org', name));
    const snapshots = {};
    for (const env of namesIn(envs, `the snapshot list of ${name}`)) {
        snapshots[env] = list('snapshots', name, env) ?? [];
    }
    const flows = (list('flows', name) ?? []).map((flow, f) => ({
        ...flow,
        trails: (list('trails', name, f) ?? []).map((trail, t) => ({
            ...trail,
            attestations: list('attestations', name, f, t) ?? [],
            moments: list('moments', name, f, t) ?? []
        }))
    }));
    return { ...org, snapshots, flows };
}
/** The state document the rows make; the caller checks it (parseState). */
function documentOf(rows) {
    const { orgs, ...state } = objectAt(rows, rows_keyOf('state'));
    const built = {};
    for (const name of namesIn(orgs, 'the organisation list')) {
        built[name] = orgOf(rows, name);
    }
    return { ...state, orgs: built };
}

;// CONCATENATED MODULE: ./src/emulator/store/diff.ts

function deepFreeze(value) {
    const stack = [value];
    for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
        if (typeof item !== 'object' || item === null || Object.isFrozen(item)) {
            continue;
        }
        Object.freeze(item);
        for (const child of Object.values(item))
            stack.push(child);
    }
}
function firstChange(list, kept) {
    const old = kept?.items ?? [];
    const length = Math.min(old.length, list.items.length);
    for (let i = 0; i < length; i++) {
        if (old[i] !== list.items[i])
            return i;
    }
    return length;
}
function compared(list, kept, out) {
    const bodies = list.items.map((item) => JSON.stringify(item));
    for (const [pos, body] of bodies.entries()) {
        if (kept?.bodies[pos] !== body)
            out.writes.push({ key: list.key, pos, body });
    }
    if (kept && kept.bodies.length > bodies.length) {
        out.cuts.push({ key: list.key, from: bodies.length });
    }
    return { bodies, items: [] };
}
function appended(list, kept, out) {
    const from = firstChange(list, kept);
    if (kept && from === list.items.length && from === kept.items.length) {
        return kept;
    }
    for (let pos = from; pos < list.items.length; pos++) {
        const item = list.items[pos];
        deepFreeze(item);
        out.writes.push({ key: list.key, pos, body: JSON.stringify(item) });
    }
    if (kept && kept.items.length > list.items.length) {
        out.cuts.push({ key: list.key, from: list.items.length });
    }
    return { bodies: [], items: [...list.items] };
}
class RowCache {
    kept = new Map();
    /** The rows `state` changes against what was last accepted. */
    changes(state) {
        const out = { writes: [], cuts: [], next: new Map() };
        for (const list of listsOf(state)) {
            const kept = this.kept.get(list.key);
            const now = list.kind === 'compare'
                ? compared(list, kept, out)
                : appended(list, kept, out);
            out.next.set(list.key, now);
        }
        for (const key of this.kept.keys()) {
            if (!out.next.has(key))
                out.cuts.push({ key, from: 0 });
        }
        return out;
    }
    /** Called once the changes are committed. */
    accept(changes) {
        this.kept = changes.next;
    }
}

// EXTERNAL MODULE: ./src/regular-file.ts
var regular_file = __webpack_require__(702);
;// CONCATENATED MODULE: ./src/emulator/store/holder.ts





/**
 * `FILE-holder`: who holds the store, so that a second serve can name it.
 * Only a note: the lock itself is the database connection's, which the
 * operating system releases when the process ends, however it ends. A note
 * left by a killed process is overwritten by the next holder.
 */
const holderPath = (path) => `${path}-holder`;
function writeHolder(path) {
    const note = {
        pid: external_node_process_.pid,
        host: (0,external_node_os_.hostname)(),
        started_at: new Date().toISOString()
    };
    try {
        (0,external_node_fs_.writeFileSync)(holderPath(path), `${JSON.stringify(note)}\n`);
    }
    catch {
        // The note only helps a refused second serve word its message.
    }
}
function removeHolder(path) {
    (0,external_node_fs_.rmSync)(holderPath(path), { force: true });
}
/** "process 1234 on host h (since …)", as far as the note tells. */
function holderNote(path) {
    try {
        // Read as data: a note replaced by a link, a FIFO or a huge file is
        // only unreadable, never a hang.
        const bytes = (0,regular_file/* readRegularFile */.XF)(holderPath(path), {
            maxBytes: 4096,
            what: 'the store holder note'
        });
        const note = JSON.parse(bytes.toString('utf8'));
        const host = (0,src_text/* printable */.g$)(String(note.host));
        const since = (0,src_text/* printable */.g$)(String(note.started_at));
        return `process ${Number(note.pid)} on host ${host} (since ${since})`;
    }
    catch {
        return `another process (its note ${(0,src_text/* printable */.g$)(holderPath(path))} cannot be read)`;
    }
}

;// CONCATENATED MODULE: ./src/emulator/store/file.ts


/**
 * Opening a store file: the checks that come before anything is written,
 * so a file that is not ours, is newer or is damaged is left as it was.
 * The connection keeps its locks (locking_mode EXCLUSIVE): while a serve
 * runs, no other process can read or write the file, which is what makes
 * it the one writer. The lock is the operating system's, so it goes with
 * the process, even a killed one.
 */
/** 'KATS' in the header's application id: this file is a kosli-attest store. */
const APPLICATION_ID = 0x4b415453;
/** Bumped with every change of the rows' layout; older files are migrated. */
const SCHEMA_VERSION = 1;
/** A store file refused at start: the message says why and what to do. */
class StoreRefusal extends src_errors/* ConfigError */.xL {
    name = 'StoreRefusal';
}
const SQLITE_BUSY = 5;
const SQLITE_CORRUPT = 11;
const SQLITE_NOTADB = 26;
function sqliteCode(error) {
    if (typeof error !== 'object' || error === null)
        return undefined;
    const code = error.errcode;
    return typeof code === 'number' ? code & 0xff : undefined;
}
/** The refusal a failure of the opening steps stands for. */
function refusalOf(error, path) {
    if (error instanceof StoreRefusal)
        return error;
    const code = sqliteCode(error);
    if (code === SQLITE_BUSY) {
        return new StoreRefusal(`the store ${path} is in use by ${holderNote(path)}; one serve per store: share that server over HTTP, or give this one another --store FILE`);
    }
    if (code === SQLITE_NOTADB) {
        return new StoreRefusal(`${path} is not a kosli-attest store (not a SQLite database); it was left as it is: give --store a new file or one a serve created`);
    }
    if (code === SQLITE_CORRUPT)
        return damaged(path, error);
    return new StoreRefusal(`cannot open the store ${path}: ${String(error)}`, {
        cause: error
    });
}
function damaged(path, cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new StoreRefusal(`the store ${path} is damaged (${reason}); it was left as it is: start from a backup (GET /_emulator/backup) or a new file`, { cause });
}
function pragma(db, name) {
    const row = db.prepare(`PRAGMA ${name}`).get();
    return Object.values(row)[0];
}
/** Refuses a file that is not a store of a version this one can read. */
function checkHeader(db, path) {
    if (pragma(db, 'page_count') === 0)
        return true; // new or empty: ours to make
    const id = Number(pragma(db, 'application_id'));
    if (id !== APPLICATION_ID) {
        throw new StoreRefusal(`${path} is a SQLite database of another application (application id ${id}), not a kosli-attest store; it was left as it is`);
    }
    const version = Number(pragma(db, 'user_version'));
    if (version > SCHEMA_VERSION) {
        throw new StoreRefusal(`the store ${path} has schema version ${version}, made by a newer kosli-attest; this one reads up to version ${SCHEMA_VERSION}: run the newer version, or start this one on another file (the store was left as it is)`);
    }
    const check = db.prepare('PRAGMA quick_check').all();
    const result = check.map((row) => Object.values(row)[0]).join('; ');
    if (result !== 'ok')
        throw damaged(path, new Error(result));
    return false;
}
const SCHEMA = `
CREATE TABLE part (
  key TEXT NOT NULL,
  pos INTEGER NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (key, pos)
) WITHOUT ROWID;
PRAGMA application_id = ${APPLICATION_ID};
PRAGMA user_version = ${SCHEMA_VERSION};
`;
/**
 * Opens `path` for this process alone; returns whether it was new. Durable
 * commits: WAL with synchronous FULL, so a committed transaction is on disk
 * before the answer that follows it leaves.
 */
function openFile(db, path) {
    try {
        db.exec('PRAGMA locking_mode = EXCLUSIVE');
        const fresh = checkHeader(db, path);
        db.exec('PRAGMA journal_mode = WAL');
        db.exec('PRAGMA synchronous = FULL');
        db.exec('BEGIN IMMEDIATE'); // takes the write lock, kept from now on
        if (fresh)
            db.exec(SCHEMA);
        db.exec('COMMIT');
        writeHolder(path);
        return fresh;
    }
    catch (error) {
        throw refusalOf(error, path);
    }
}

;// CONCATENATED MODULE: ./src/emulator/store/index.ts











async function loadSqlite() {
    try {
        return await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 99, 23));
    }
    catch (error) {
        throw new StoreRefusal(`--store needs node:sqlite, which Node ${external_node_process_.versions.node} does not have without a flag: run serve on Node 22.13 or later (without --store the state stays in memory)`, { cause: error });
    }
}
function readRows(db, path) {
    const rows = new Map();
    const all = db.prepare('SELECT key, pos, body FROM part ORDER BY key, pos');
    for (const row of all.iterate()) {
        const { key, pos, body } = row;
        const list = rows.get(key) ?? [];
        if (pos !== list.length) {
            throw damaged(path, new Error(`row ${pos} of ${key} out of order`));
        }
        list.push(JSON.parse(body));
        rows.set(key, list);
    }
    return rows;
}
function loadState(db, path) {
    try {
        return parseState(documentOf(readRows(db, path)), path);
    }
    catch (error) {
        throw error instanceof StoreRefusal ? error : damaged(path, error);
    }
}
class SqliteStore {
    db;
    path;
    cache = new RowCache();
    cut;
    put;
    attachments;
    constructor(db, path, options) {
        this.db = db;
        this.path = path;
        db.exec(ATTACHMENT_TABLE);
        this.cut = db.prepare('DELETE FROM part WHERE key = ? AND pos >= ?');
        this.put = db.prepare('INSERT OR REPLACE INTO part VALUES (?, ?, ?)');
        this.attachments = new StoreAttachments(db, options.attachmentBudget);
    }
    /** Takes `state` as what the file holds already. */
    prime(state) {
        this.cache.accept(this.cache.changes(state));
    }
    commit(state) {
        const changes = this.cache.changes(state);
        const { writes, cuts } = changes;
        if (writes.length > 0 || cuts.length > 0 || this.attachments.pending) {
            this.write(changes);
        }
        this.cache.accept(changes);
    }
    rollback() {
        this.attachments.discard();
        const state = loadState(this.db, this.path);
        this.prime(state);
        return state;
    }
    write(changes) {
        this.db.exec('BEGIN IMMEDIATE');
        try {
            for (const { key, from } of changes.cuts)
                this.cut.run(key, from);
            for (const { key, pos, body } of changes.writes) {
                this.put.run(key, pos, body);
            }
            this.attachments.write();
            this.db.exec('COMMIT');
        }
        catch (error) {
            if (this.db.isTransaction)
                this.db.exec('ROLLBACK');
            this.attachments.settle(false);
            throw error;
        }
        this.attachments.settle(true);
    }
    backup() {
        const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'kosli-attest-backup-'));
        const path = (0,external_node_path_.join)(dir, 'store.sqlite');
        this.db.prepare('VACUUM INTO ?').run(path);
        return {
            path,
            dispose: () => (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true })
        };
    }
    close() {
        this.db.close();
        removeHolder(this.path);
    }
}
function limitSize(db, bytes) {
    const { page_size } = db.prepare('PRAGMA page_size').get();
    db.exec(`PRAGMA max_page_count = ${Math.ceil(bytes / page_size)}`);
}
/**
 * Opens (or creates) the store at `path` and returns it with the state it
 * holds; a new file is given `seed` first. Every refusal is a StoreRefusal
 * naming the file, and leaves the file as it was.
 */
async function openStore(path, seed, options = {}) {
    const { DatabaseSync } = await loadSqlite();
    let db;
    try {
        db = new DatabaseSync(path);
    }
    catch (error) {
        throw refusalOf(error, path);
    }
    let opened = false;
    try {
        const fresh = openFile(db, path);
        opened = true;
        const state = fresh ? structuredClone(seed) : loadState(db, path);
        // After the state was read back, so a refused file gains no table.
        const store = new SqliteStore(db, path, options);
        if (fresh)
            store.commit(state);
        else
            store.prime(state);
        if (options.maxBytes !== undefined)
            limitSize(db, options.maxBytes);
        return { store, state };
    }
    catch (error) {
        db.close();
        if (opened)
            removeHolder(path); // never another holder's note
        throw refusalOf(error, path);
    }
}

;// CONCATENATED MODULE: ./src/emulator/index.ts





















async function initialState(state, clock) {
    if (state === undefined)
        return demoState(clock());
    if (typeof state === 'string')
        return loadStateFile(state);
    checkDepth(state, 'the given state'); // before structuredClone recurses
    return parseState(structuredClone(state), 'the given state');
}
/** The start state, and the store's state when there is a store. */
async function startState(options) {
    const initial = await initialState(options.state, options.clock ?? Date.now);
    if (options.store === undefined) {
        return { initial, state: structuredClone(initial), store: undefined };
    }
    return {
        initial,
        ...(await openStore(options.store, initial, options.storeOptions))
    };
}
function controlTokenOf(options) {
    if (options.controlToken !== undefined)
        return options.controlToken;
    if ((0,loopback/* isLoopbackHost */.cW)(options.host ?? '127.0.0.1'))
        return undefined;
    return `kat_control_${(0,external_node_crypto_.randomBytes)(18).toString('base64url')}`;
}
function contextOf(options, start) {
    const clock = options.clock ?? Date.now;
    const ctx = {
        state: start.state,
        initial: start.initial,
        clock,
        requests: new RequestLog({
            ...DEFAULT_REQUEST_LOG_LIMITS,
            ...options.requestLog
        }),
        faults: new FaultQueue(),
        router: new Router(routes),
        deliveries: new Deliveries({
            state: () => ctx.state,
            changed: () => persist(ctx),
            clock,
            baseUrl: () => ctx.baseUrl
        }, { ...options.delivery, allowRemote: options.allowRemoteWebhooks ?? false }),
        attachments: start.store?.attachments ?? new MemoryAttachments(),
        baseUrl: '',
        loopbackOnly: true,
        store: start.store,
        controlToken: controlTokenOf(options)
    };
    return ctx;
}
/** Answers a request line or header node cannot parse, and never throws. */
function onClientError(error, socket) {
    if (socket.writable && !('code' in error && error.code === 'ECONNRESET')) {
        socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    }
    socket.destroy();
}
async function startEmulator(options = {}) {
    const start = await startState(options);
    const ctx = contextOf(options, start);
    const server = (0,external_node_http_.createServer)(requestListener(ctx));
    server.on('clientError', onClientError);
    const host = options.host ?? '127.0.0.1';
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, host, () => resolve());
    }).catch((error) => {
        start.store?.close();
        throw error;
    });
    const { port } = server.address();
    const shownHost = host.includes(':') ? `[${host}]` : host;
    ctx.baseUrl = `http://${shownHost}:${port}`;
    ctx.loopbackOnly = (0,loopback/* isLoopbackHost */.cW)(host);
    const primary = primaryToken(ctx.state);
    return {
        url: ctx.baseUrl,
        org: primary.org,
        token: primary.token,
        controlToken: ctx.controlToken,
        deliveriesSettled: () => ctx.deliveries.settled(),
        close: async () => {
            const closed = new Promise((resolve, reject) => {
                server.close((error) => (error ? reject(error) : resolve()));
                server.closeAllConnections();
            });
            await ctx.deliveries.close();
            await closed;
            ctx.store?.close();
        }
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/serve.ts




const USAGE = 'Usage: kosli-attest serve [--port N] [--bind ADDRESS] [--state FILE] [--store FILE] [--control-token TOKEN] [--allow-remote-webhooks]';
const DEFAULT_PORT = 8001;
const HELP = `${USAGE}

Runs the in-memory emulator of the Kosli API on this machine, for demos,
tests and trying a pipeline without a Kosli account. The first line on
stdout is:

  listening on http://HOST:PORT org=ORG token=TOKEN

Point a client at http://HOST:PORT (it adds /api/v2) with that org and
token. Without --store everything stays in memory: nothing is written
back to the --state FILE; save the current state with GET
/_emulator/state if you need it. With --store the state lives in a SQLite
file and survives a restart or a crash (docs/emulator.md).

Options:
  --port N        Port to listen on (default ${DEFAULT_PORT}; 0 picks a free one).
  --bind ADDRESS  Address to bind (default 127.0.0.1). The /_emulator/
                  control endpoints need no token from this machine;
                  other machines must send the control token.
  --state FILE    Start from this JSON state file instead of the demo
                  state (see fixtures/emulator-state.json).
  --store FILE    Keep the state in this SQLite file (created if missing,
                  started from --state or the demo state; reset goes back
                  to that). Every answered write is in the file. One serve
                  per file. Needs Node 22.13 or later.
                  (KOSLI_EMULATOR_STORE)
  --control-token TOKEN
                  The token other machines send to /_emulator/ as
                  Authorization: Bearer TOKEN. Bound to a non-loopback
                  address without one, serve makes one up and prints it.
                  (KOSLI_EMULATOR_CONTROL_TOKEN)
  --allow-remote-webhooks
                  Deliver WEBHOOK notifications to any host. Without it
                  they go only to this machine (127.0.0.0/8, ::1,
                  localhost); others are logged as failed.
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
    store: { type: 'string' },
    'control-token': { type: 'string' },
    'allow-remote-webhooks': { type: 'boolean' },
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
/** A port taken: most often an emulator already running there. */
function inUse(error, where) {
    const code = error?.code;
    if (code !== 'EADDRINUSE')
        return error;
    return new Error(`${where.host}:${where.port} is in use (EADDRINUSE). Hint: another \`kosli-attest serve\` may be running there already (use it, or stop it), or give another port: --port N (0 picks a free one).`, { cause: error });
}
async function serve(argv, io, stop) {
    const { values } = (0,external_node_util_.parseArgs)({ args: argv, options: OPTIONS, strict: true });
    if (values.help) {
        io.stdout(HELP);
        return 0;
    }
    const host = values.bind ?? '127.0.0.1';
    const port = portOf(values.port);
    const store = values.store ?? io.env.KOSLI_EMULATOR_STORE;
    const controlToken = values['control-token'] ?? io.env.KOSLI_EMULATOR_CONTROL_TOKEN;
    if (controlToken !== undefined && controlToken.length < 16) {
        throw new src_errors/* ConfigError */.xL('--control-token (KOSLI_EMULATOR_CONTROL_TOKEN) must be at least 16 characters');
    }
    const emulator = await startEmulator({
        port,
        host,
        allowRemoteWebhooks: values['allow-remote-webhooks'] === true,
        ...(values.state === undefined ? {} : { state: values.state }),
        ...(store ? { store } : {}),
        ...(controlToken === undefined ? {} : { controlToken })
    }).catch((error) => {
        throw inUse(error, { host, port });
    });
    io.stdout(`listening on ${emulator.url} org=${emulator.org} token=${emulator.token}\n`);
    io.stderr(`API: ${emulator.url}/api/v2  control: ${emulator.url}/_emulator/  (Ctrl-C stops)\n`);
    if (store)
        io.stderr(`store: ${store}\n`);
    if (emulator.controlToken !== undefined && controlToken === undefined) {
        io.stderr(`control token: ${emulator.controlToken} (other machines send it to /_emulator/ as a Bearer token; set --control-token to keep one across restarts)\n`);
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
                const message = (0,suggest/* parseArgsMessage */.KU)(error, Object.keys(OPTIONS));
                const line = usage && !(error instanceof StoreRefusal);
                io.stderr(`error: ${message}\n${line ? `${USAGE}\n` : ''}`);
                return usage ? 2 : 1;
            }
        }
    };
}
const serveCommand = createServeCommand();


/***/ }),

/***/ 1830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _1: () => (/* binding */ mayCarrySecrets),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   xp: () => (/* binding */ LOOPBACK_NAMES)
/* harmony export */ });
/**
 * The loopback rule: which hosts are this machine, and so may be reached
 * over plain HTTP with a secret (a token, registry credentials) and without
 * a proxy. Every client uses it: the Kosli host, GITHUB_API_URL, registries,
 * the Docker daemon over TCP, and the emulator's webhooks and control API.
 */
// An IPv4-mapped IPv6 address of 127.0.0.0/8, in either spelling that the
// URL parser or a user may give: `::ffff:127.0.0.1` or `::ffff:7f00:1`.
const V4_MAPPED_LOOPBACK = /^::ffff:(?:7f[0-9a-f]{2}:[0-9a-f]{1,4}|127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/**
 * Whether a host name (a URL's `hostname`, with or without IPv6 brackets)
 * is this machine: `localhost`, 127.0.0.0/8, `::1` or a v4-mapped 127.x.
 */
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host === '::1')
        return true;
    if (V4_MAPPED_LOOPBACK.test(host))
        return true;
    // Not node:net's isIPv4: the action's start path loads this module, and
    // node:net with it would cost the start (ARCHITECTURE.md).
    const octets = host.split('.');
    return (octets.length === 4 &&
        octets[0] === '127' &&
        octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255));
}
/**
 * Whether a secret may be sent to this URL: over HTTPS, or over plain HTTP
 * to this machine only (the secret would cross any network in the clear).
 */
function mayCarrySecrets(url) {
    if (url.protocol === 'https:')
        return true;
    return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}
/** How the loopback rule reads in a message. */
const LOOPBACK_NAMES = 'localhost, 127.0.0.0/8, [::1]';


/***/ })

};

//# sourceMappingURL=5268.index.js.map