export const id = 933;
export const ids = [933,252];
export const modules = {

/***/ 9514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ resolveArtifact)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * The fingerprint of the artifact a step names, whatever its kind: given
 * as is, a file or directory (fingerprint.ts), or a container image from a
 * registry (`oci`) or the local daemon (`docker`). The image modules are
 * loaded only for an image, so a run on files never loads them.
 */



/** Undefined when the step names no artifact. */
async function resolveArtifact(artifact, deps) {
    const { fingerprint, artifactPath, artifactType, exclude } = artifact;
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath === undefined || artifactType === undefined)
        return undefined;
    if (exclude.length > 0 && artifactType !== 'dir') {
        deps.logger.warn(`exclude applies to artifact-type dir only; ignored for ${artifactType}`);
    }
    if (artifactType === 'oci' || artifactType === 'docker') {
        return resolveImage(artifact, artifactPath, artifactType, deps);
    }
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(deps.cwd, artifactPath);
    const computed = await pathFingerprint(path, artifactType, exclude, deps);
    deps.logger.info(`Fingerprint of ${artifactPath}: ${computed}`);
    return { fingerprint: computed, defaultName: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path) };
}
async function resolveImage(artifact, reference, type, deps) {
    const options = {
        reference,
        ...artifact.registry,
        env: deps.env,
        homeDir: deps.env.HOME || (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)(),
        ...artifact.limits,
        logger: deps.logger,
        ...(deps.maskSecret !== undefined && { onSecret: deps.maskSecret })
    };
    const found = type === 'oci'
        ? await (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(752), __webpack_require__.e(931), __webpack_require__.e(908)]).then(__webpack_require__.bind(__webpack_require__, 908))).fingerprintOciImage(options)
        : await (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(752), __webpack_require__.e(931), __webpack_require__.e(958)]).then(__webpack_require__.bind(__webpack_require__, 4958))).fingerprintDockerImage(options);
    const { describeImageFingerprint, platformName } = await __webpack_require__.e(/* import() */ 131).then(__webpack_require__.bind(__webpack_require__, 5131));
    const description = describeImageFingerprint(found);
    deps.logger.info(`Fingerprint of ${description}`);
    return {
        fingerprint: found.digest,
        defaultName: reference,
        image: {
            description,
            isIndex: found.isIndex,
            platforms: found.platforms.map(platformName)
        }
    };
}
/**
 * A missing or wrong-kind path is a ConfigError about the input, so the
 * message says which input to fix (`artifact-path: ...`).
 */
async function pathFingerprint(path, type, exclude, deps) {
    // Like the image code above, hashing loads only for a step that names an
    // artifact.
    const { fingerprintDir, fingerprintFile } = await __webpack_require__.e(/* import() */ 884).then(__webpack_require__.bind(__webpack_require__, 2884));
    try {
        return type === 'dir'
            ? await fingerprintDir(path, {
                exclude,
                warn: (message) => deps.logger.warn(message)
            })
            : await fingerprintFile(path);
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL))
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`artifact-path: ${error.message} (artifact-type ${type})`, { cause: error });
    }
}


/***/ }),

/***/ 6933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fingerprintCommand: () => (/* binding */ fingerprintCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2622);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8992);
/* harmony import */ var _modes_fingerprint_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2252);
/* harmony import */ var _framework_flag_values_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1450);
/* harmony import */ var _framework_options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(175);
/* harmony import */ var _framework_suggest_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4931);
/**
 * `fingerprint`: an artifact's SHA-256 on stdout and nothing else, so that
 * a script can capture it. The action's fingerprint engine (src/modes);
 * nothing is sent to Kosli. When the digest cannot be had, stdout stays
 * empty, the reason goes to stderr and the exit code is 1.
 */










const USAGE = 'Usage: kosli-attest fingerprint [--artifact-type file|dir|oci|docker] [-x PATTERN]... REF';
const HELP = `${USAGE}

Prints the SHA-256 fingerprint of REF (64 lowercase hex characters, no
sha256: prefix) on stdout, and nothing else, the way the Kosli CLI computes
it. Needs no Kosli account and sends nothing to Kosli.

Arguments:
  REF                       A file or directory, or a container image
                            reference: registry/name:tag, name:tag (Docker
                            Hub), or ...@sha256:<64 hex> (taken as is).

Options:
  --artifact-type T         file, dir, oci (the manifest or multi-platform
                            index digest the registry serves) or docker (the
                            RepoDigest from the local Docker daemon). Default:
                            file or dir, by what REF is on disk.
  -x, --exclude PATTERN ... With dir: a glob left out of the fingerprint.
  --registry-username NAME  oci and docker: the registry login, with
                            --registry-password. Without them: anonymous,
                            then ~/.docker/config.json (and its credential
                            helpers), then GITHUB_TOKEN for ghcr.io.
  --registry-password PASS  Prefer KOSLI_REGISTRY_PASSWORD: flags show up in
                            process lists.
  --timeout-seconds N       Per registry request; default 30.
  --max-retries N           Default 3.
  --retry-budget-seconds N  Most time spent waiting to retry; default 60.
  --config-file PATH        YAML or JSON of flag names and values.
  --verbose                 Say on stderr what was found (a multi-platform
                            index and its platforms; where the digest and
                            the credentials came from).
  -h, --help                Show this help.

Every flag also reads KOSLI_<FLAG_NAME> (e.g. KOSLI_REGISTRY_USERNAME) and
the config file; a flag wins over its variable, which wins over the file.

Exit status: 0 printed, 1 the fingerprint cannot be had (nothing on stdout;
the reason, naming the reference, on stderr), 2 usage or configuration.

Example:
  digest=$(kosli-attest fingerprint --artifact-type oci ghcr.io/acme/app:1.4.0)
  kosli-attest fingerprint --artifact-type dir -x '*.log' build/
`;
/** The keys read by precedence: flag, KOSLI_* variable, config file. */
const KEYS = [
    'artifact-type',
    'exclude',
    'registry-username',
    'registry-password',
    'timeout-seconds',
    'max-retries',
    'retry-budget-seconds',
    'verbose'
];
const OPTIONS = {
    'artifact-type': { type: 'string' },
    exclude: { type: 'string', multiple: true, short: 'x' },
    'registry-username': { type: 'string' },
    'registry-password': { type: 'string' },
    'timeout-seconds': { type: 'string' },
    'max-retries': { type: 'string' },
    'max-api-retries': { type: 'string' },
    'retry-budget-seconds': { type: 'string' },
    'config-file': { type: 'string' },
    verbose: { type: 'boolean' },
    debug: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' }
};
function usageError(io, message) {
    io.stderr(`error: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)(message, true)}\n${USAGE}\nRun with --help for more.\n`);
    return 2;
}
function quietLogger(io, verbose) {
    // Registry answers and file names are untrusted: no terminal escapes.
    const say = (prefix) => (message) => io.stderr(`${prefix}${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)(message, true)}\n`);
    const none = () => undefined;
    return {
        debug: verbose ? say('debug: ') : none,
        info: verbose ? say('') : none,
        warn: say('warning: '),
        error: say('error: ')
    };
}
/** Without --artifact-type: file or dir by what REF is; never the network. */
async function typeOnDisk(ref, cwd) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, ref)).catch(() => undefined);
    if (info === undefined) {
        throw new Error(`${ref}: no such file or directory. For a container image give --artifact-type oci (ask its registry) or docker (ask the local Docker daemon)`);
    }
    return info.isDirectory() ? 'dir' : 'file';
}
async function configOf(values, ref, io) {
    const resolved = (0,_framework_options_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveOptions */ .$i)({
        flags: values,
        env: io.env,
        cwd: io.cwd,
        keys: KEYS
    });
    for (const warning of resolved.warnings) {
        io.stderr(`warning: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)(warning, true)}\n`);
    }
    const raw = {
        ...resolved.raw,
        'artifact-path': ref,
        'artifact-type': resolved.raw['artifact-type'] ?? (await typeOnDisk(ref, io.cwd))
    };
    return { config: (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFingerprintConfig */ .kK)(raw), raw };
}
async function run(argv, io) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
            args: argv,
            options: OPTIONS,
            allowPositionals: true,
            strict: true
        });
    }
    catch (error) {
        return usageError(io, (0,_framework_suggest_js__WEBPACK_IMPORTED_MODULE_9__/* .parseArgsMessage */ .KU)(error, Object.keys(OPTIONS)));
    }
    const { help, ...values } = parsed.values;
    if (help) {
        io.stdout(HELP);
        return 0;
    }
    if (parsed.positionals.length !== 1) {
        return usageError(io, `expected one REF (a path or an image reference), got ${parsed.positionals.length}`);
    }
    const [ref = ''] = parsed.positionals;
    let setup;
    try {
        setup = await configOf(values, ref, io);
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL)) {
            io.stderr(`error: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error), true)}\n`);
            return 1;
        }
        return usageError(io, (0,_framework_options_js__WEBPACK_IMPORTED_MODULE_8__/* .flagMessage */ .cO)(error.message, [...KEYS]));
    }
    const logger = quietLogger(io, (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_7__/* .boolFlag */ .lB)(setup.raw, 'verbose'));
    try {
        const found = await (0,_modes_fingerprint_js__WEBPACK_IMPORTED_MODULE_6__.runFingerprint)(setup.config, {
            cwd: io.cwd,
            env: io.env,
            logger
        });
        io.stdout(`${found.fingerprint}\n`);
        return 0;
    }
    catch (error) {
        io.stderr(`error: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .printable */ .g$)((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error), true)}\n`);
        return 1;
    }
}
const fingerprintCommand = {
    name: 'fingerprint',
    summary: "Print an artifact's SHA-256: a file, a directory or an image",
    help: HELP,
    run
};


/***/ }),

/***/ 2252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fingerprintStep: () => (/* binding */ fingerprintStep),
/* harmony export */   runFingerprint: () => (/* binding */ runFingerprint)
/* harmony export */ });
/* harmony import */ var _artifact_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9514);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2622);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4285);
/**
 * fingerprint: the SHA-256 of a file, a directory or a container image, as
 * an output for later steps (an attestation in another job, a deploy that
 * pins the digest). It sends nothing to Kosli and needs no token.
 */




/** The engine the CLI's `fingerprint` command shares. */
async function runFingerprint(config, deps) {
    const found = await (0,_artifact_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveArtifact */ .B)(config.artifact, deps);
    if (found === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('artifact-path is required: what to fingerprint');
    }
    const name = config.artifactName ?? found.defaultName;
    return {
        fingerprint: found.fingerprint,
        ...(name !== undefined && { name }),
        ...(found.image !== undefined && { image: found.image.description })
    };
}
async function fingerprintStep(raw, deps) {
    const result = await runFingerprint((0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFingerprintConfig */ .kK)(raw), deps);
    const what = result.name === undefined ? 'the artifact' : (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .text */ .Qq)(result.name);
    const image = result.image === undefined ? '' : `\nImage: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .text */ .Qq)(result.image, 1000)}\n`;
    return {
        outputs: {
            'artifact-fingerprint': result.fingerprint,
            ...(result.name !== undefined && { 'artifact-name': result.name })
        },
        summary: `Fingerprint of ${what}: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .inlineCode */ .ti)(result.fingerprint)}\n${image}`,
        annotations: []
    };
}


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   UV: () => (/* binding */ firstLines),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   dp: () => (/* binding */ byteLength),
/* harmony export */   ml: () => (/* binding */ shorten),
/* harmony export */   ti: () => (/* binding */ inlineCode)
/* harmony export */ });
/**
 * Building blocks for GitHub-flavoured Markdown made from untrusted report
 * text: names, messages and traces can hold anything, including Markdown,
 * HTML, table pipes and code fences.
 */
function byteLength(text) {
    return Buffer.byteLength(text, 'utf8');
}
// C0/C1 controls other than tab and newline render as nothing or break the
// page; lone surrogates cannot be encoded.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function printable(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .replace(UNPRINTABLE, '\ufffd')
        .replace(LONE_SURROGATE, '\ufffd');
}
/** At most `max` code points, with an ellipsis when cut. */
function shorten(text, max) {
    if (text.length <= max)
        return text;
    const points = Array.from(text);
    if (points.length <= max)
        return text;
    return `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}
// Every character that means something to Markdown, GFM tables, GitHub math
// or HTML becomes a numeric reference: literal text in both Markdown and
// HTML contexts (table cells, <summary>), and never a cell separator.
const SPECIAL = /[&<>"'`|*_[\]\\~$]/g;
/**
 * One line of plain text, safe anywhere inline (table cells included):
 * whitespace runs and newlines become one space, then cut to `max` code
 * points, then escaped.
 */
function text(value, max = 300) {
    const line = printable(value).replace(/\s+/g, ' ').trim();
    return shorten(line, max).replace(SPECIAL, (char) => `&#${char.charCodeAt(0)};`);
}
/** The first `maxLines` lines of `value`, at most `maxChars` code points. */
function firstLines(value, maxLines, maxChars) {
    const lines = printable(value).replace(/\s+$/, '').split('\n');
    const kept = lines.slice(0, maxLines).join('\n');
    const cut = shorten(kept, maxChars);
    return lines.length > maxLines && cut === kept ? `${kept}\n…` : cut;
}
/**
 * A fenced code block that the content cannot close: the fence is longer
 * than any backtick run inside.
 */
function codeBlock(value) {
    const body = printable(value);
    const longest = Math.max(0, ...Array.from(body.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}text\n${body}\n${fence}`;
}
/** A code span that the content cannot close; newlines become spaces. */
function inlineCode(value, max = 300) {
    const body = shorten(printable(value).replace(/\s+/g, ' ').trim(), max);
    const longest = Math.max(0, ...Array.from(body.matchAll(/`+/g), (m) => m[0].length));
    const ticks = '`'.repeat(longest + 1);
    const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${body}${pad}${ticks}`;
}
/** An http(s) URL usable as a Markdown link target, else undefined. */
function safeUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    // URL leaves parentheses as they are; in a Markdown link they would end
    // the target.
    return url.href.replaceAll('(', '%28').replaceAll(')', '%29');
}
/** Seconds as `12.345 s` or `1 h 2 min 3.5 s`. */
function formatSeconds(seconds) {
    if (seconds > 0 && seconds < 0.001)
        return '< 0.001 s';
    const millis = Math.round(seconds * 1000);
    const hours = Math.floor(millis / 3_600_000);
    const minutes = Math.floor((millis % 3_600_000) / 60_000);
    const parts = [
        hours > 0 ? `${hours} h` : '',
        millis >= 60_000 ? `${minutes} min` : '',
        `${(millis % 60_000) / 1000} s`
    ];
    return parts.filter((part) => part !== '').join(' ');
}


/***/ })

};

//# sourceMappingURL=933.index.js.map