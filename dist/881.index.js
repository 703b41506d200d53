export const id = 881;
export const ids = [881];
export const modules = {

/***/ 8881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   _I: () => (/* binding */ scrub),
/* harmony export */   describeGitHubFailure: () => (/* binding */ describeGitHubFailure),
/* harmony export */   l1: () => (/* binding */ failureStatus)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5586);
/* harmony import */ var _net_redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1014);
/**
 * Any failure of a GitHub API call as one warning line: what we were doing,
 * what GitHub answered, and what to change (a permission, waiting for the
 * rate limit). Built only from the status, a few response headers and the
 * server's short message, scrubbed of anything token-shaped, so it never
 * carries a token.
 */


/** Thrown by functions of this module whose caller must stop (downloads). */
class GitHubApiError extends Error {
    status;
    name = 'GitHubApiError';
    constructor(message, status, options) {
        super(message, options);
        this.status = status;
    }
}
const HeadersSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).catch({});
const FailureSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().catch(undefined),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().catch(undefined),
    response: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        status: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().catch(undefined),
        headers: HeadersSchema.optional(),
        data: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional()
    })
        .optional()
        .catch(undefined),
    cause: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional()
});
const CauseSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() })
    .catch({});
const DataSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() })
    .catch({ message: undefined });
// GitHub token shapes: classic and fine-grained PATs, OAuth, app and
// installation tokens, and a bearer header.
const TOKEN_SHAPES = /\b(?:gh[pousr]_[A-Za-z0-9_]{16,}|github_pat_[A-Za-z0-9_]{20,})|(?<=\b(?:token|bearer) )[\w.~+/=-]{20,}/gi;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;
/** Untrusted text as one short line with nothing secret left in it. */
function scrub(text, secrets = [], max = 200) {
    const clean = (0,_net_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(text, secrets)
        .replace(TOKEN_SHAPES, '***')
        .replace(CONTROLS, ' ')
        .trim();
    return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
function header(headers, name) {
    const value = headers[name];
    return typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : undefined;
}
function epochToIso(seconds) {
    const value = Number(seconds);
    if (!seconds || !Number.isFinite(value) || value <= 0)
        return undefined;
    return new Date(value * 1000).toISOString();
}
function rateLimitAdvice(status, headers) {
    const retryAfter = header(headers, 'retry-after');
    const remaining = header(headers, 'x-ratelimit-remaining');
    const reset = epochToIso(header(headers, 'x-ratelimit-reset'));
    if (remaining === '0') {
        return ("GitHub's API rate limit for this token is used up" +
            (reset ? `; it resets at ${reset}` : '') +
            '. Nothing to change: the next run after that time will get through.');
    }
    if (status === 429 || retryAfter !== undefined) {
        return ("GitHub's secondary rate limit was hit" +
            (retryAfter ? `; retry after ${scrub(retryAfter, [], 20)} s` : '') +
            (reset ? ` (the limit resets at ${reset})` : '') +
            '.');
    }
    return undefined;
}
function statusAdvice(status, context) {
    const { permission } = context;
    switch (status) {
        case 401:
            return 'The github-token was refused: check that it is set and not expired.';
        case 403:
            return (`The token lacks \`${permission}\`: add \`permissions: ${permission}\` ` +
                'to the job. On a pull_request from a fork GITHUB_TOKEN is read-only ' +
                'whatever the job asks: comment from a workflow_run workflow instead.');
        case 404:
            return ('Not found: the repository, pull request or run does not exist, or ' +
                `the token cannot see it (a private repository answers 404 without \`${permission}\`).`);
        case 410:
            return 'Gone: issues or artifacts are disabled or expired for this repository.';
        case 422:
            return 'GitHub refused the request as invalid.';
        default:
            return status >= 500
                ? 'GitHub had an error: the next run may get through.'
                : `Unexpected answer; the call needs \`${permission}\`.`;
    }
}
function transportText(error, secrets) {
    const cause = CauseSchema.parse(error.cause);
    if (cause.name === 'TimeoutError')
        return 'GitHub did not answer in time.';
    const reason = scrub(cause.message ?? error.message ?? 'unknown error', secrets);
    return `GitHub could not be reached (${reason}).`;
}
/** The HTTP status GitHub answered with, if the failure got that far. */
function failureStatus(error) {
    const parsed = FailureSchema.safeParse(error);
    return parsed.success ? parsed.data.response?.status : undefined;
}
/**
 * The warning for a failed call: `Could not <doing>: <what GitHub said>.
 * <advice>` — a missing permission is named, a rate limit gets its reset
 * time. Accepts anything thrown (Octokit's RequestError or not).
 */
function describeGitHubFailure(error, context) {
    const secrets = context.secrets ?? [];
    const start = `Could not ${context.doing}`;
    // Our own finding about an answer (a page that could not be read), not
    // a failure to reach GitHub.
    if (error instanceof GitHubApiError && error.status === undefined) {
        return `${start}: ${scrub(error.message, secrets, 500)}`;
    }
    const parsed = FailureSchema.safeParse(error);
    if (!parsed.success)
        return `${start}: ${scrub(String(error), secrets)}`;
    const failure = parsed.data;
    const status = failure.response?.status;
    if (status === undefined)
        return `${start}: ${transportText(failure, secrets)}`;
    const headers = failure.response?.headers ?? {};
    const said = DataSchema.parse(failure.response?.data).message;
    const answer = said
        ? `GitHub answered ${status} (${scrub(said, secrets)})`
        : `GitHub answered ${status}`;
    const limited = status === 403 || status === 429;
    const advice = (limited ? rateLimitAdvice(status, headers) : undefined) ??
        statusAdvice(status, context);
    return `${start}: ${answer}. ${advice}`;
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

//# sourceMappingURL=881.index.js.map