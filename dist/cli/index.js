#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_readline_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6848);
/* harmony import */ var node_readline_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_readline_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8330);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6611);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7485);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3916);
/** The CLI entry: the only CLI module that touches process (argv, stdio, exit code). */





async function confirm(question) {
    const rl = (0,node_readline_promises__WEBPACK_IMPORTED_MODULE_0__.createInterface)({ input: process.stdin, output: process.stderr });
    try {
        const answer = await rl.question(`${question} [y/N] `);
        return /^y(es)?$/i.test(answer.trim());
    }
    finally {
        rl.close();
    }
}
async function main(argv) {
    const io = {
        cwd: process.cwd(),
        env: process.env,
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        isTTY: Boolean(process.stderr.isTTY && process.stdin.isTTY),
        confirm
    };
    const [first] = argv;
    if (first === 'help' && argv.length === 1) {
        io.stdout(`${(0,_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .usage */ .C)()}\n`);
        return 0;
    }
    if (first === undefined || first === '--help' || first === '-h') {
        io.stdout(`${(0,_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .usage */ .C)()}\n`);
        return first === undefined ? 2 : 0;
    }
    if (first === '--version' || first === '-V') {
        io.stdout(`${_package_json__WEBPACK_IMPORTED_MODULE_1__/* .version */ .rE}\n`);
        return 0;
    }
    const help = first === 'help';
    const rest = help ? argv.slice(1) : argv;
    const entry = (0,_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .findCommand */ .Zv)(rest);
    if (entry === undefined) {
        io.stderr((0,_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .unknownCommand */ .k)(rest));
        return 2;
    }
    const command = await entry.load();
    if (help) {
        io.stdout(command.help);
        return 0;
    }
    try {
        return await command.run(rest.slice(command.name.split(' ').length), io);
    }
    catch (error) {
        io.stderr(`error: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}\n`);
        return 1;
    }
}
process.exitCode = await main(process.argv.slice(2));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6611:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lo: () => (/* binding */ COMMANDS),
/* harmony export */   Zv: () => (/* binding */ findCommand),
/* harmony export */   fd: () => (/* binding */ GROUPS)
/* harmony export */ });
/* unused harmony export loadCommands */
const GROUPS = {
    record: 'Record evidence',
    gate: 'Gate a pipeline',
    read: 'Read',
    change: 'Change',
    local: 'Local tools (no Kosli account needed)'
};
/** In the order the top-level help lists them. */
const COMMANDS = [
    {
        name: 'attest junit',
        summary: 'Record JUnit test results on a Kosli trail',
        group: 'record',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(6), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(218), __nccwpck_require__.e(108), __nccwpck_require__.e(493)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8493))).attestJunitCommand
    },
    {
        name: 'resend',
        summary: 'Send a payload kept after a failed upload, exactly as it was',
        group: 'record',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(386)]).then(__nccwpck_require__.bind(__nccwpck_require__, 386))).resendCommand
    },
    {
        name: 'allow-artifact',
        summary: 'Allow-list an artifact for an environment',
        group: 'record',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(108), __nccwpck_require__.e(479)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8479))).allowArtifactCommand
    },
    {
        name: 'env-diff',
        summary: 'Compare two environment snapshots; exit 1 when they differ',
        group: 'gate',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(804)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9804))).envDiffCommand
    },
    {
        name: 'list environments',
        summary: 'List environments, with filters, sorting and paging',
        group: 'read',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(623)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8623))).listEnvironmentsCommand
    },
    {
        name: 'list deployments',
        summary: 'List deployments in a time window',
        group: 'read',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(877)]).then(__nccwpck_require__.bind(__nccwpck_require__, 877))).listDeploymentsCommand
    },
    {
        name: 'list artifacts',
        summary: 'List the artifacts of a flow (deprecated endpoint)',
        group: 'read',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(962)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3962))).listArtifactsCommand
    },
    {
        name: 'list policies',
        summary: 'List environment policies',
        group: 'read',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(859)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5859))).listPoliciesCommand
    },
    {
        name: 'list attestation-types',
        summary: 'List the system attestation types and their versions',
        group: 'read',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(846)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1846))).listAttestationTypesCommand
    },
    {
        name: 'list repo-tags',
        summary: "List the tag key/value pairs of the org's repositories",
        group: 'read',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(846)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1846))).listRepoTagsCommand
    },
    {
        name: 'get moment',
        summary: 'Show a trail moment and its compliance slots (beta)',
        group: 'read',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(252)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5252))).getMomentCommand
    },
    {
        name: 'get notification',
        summary: 'Show an environment notification',
        group: 'read',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(301)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7301))).getNotificationCommand
    },
    {
        name: 'deployment-frequency',
        summary: 'How often a flow deploys to an environment',
        group: 'read',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(623)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8623))).deploymentFrequencyCommand
    },
    {
        name: 'detach-policy',
        summary: 'Detach policies from environments',
        group: 'change',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(623)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8623))).detachPolicyCommand
    },
    {
        name: 'join environment',
        summary: 'Add a physical environment to a logical one',
        group: 'change',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(623)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8623))).joinEnvironmentCommand
    },
    {
        name: 'archive control',
        summary: 'Archive a control (beta)',
        group: 'change',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(451)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1451))).archiveControlCommand
    },
    {
        name: 'update notification',
        summary: 'Change an environment notification',
        group: 'change',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(301)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7301))).updateNotificationCommand
    },
    {
        name: 'update service-account',
        summary: 'Change the description or privilege of a service account',
        group: 'change',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(147)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1147)))
            .updateServiceAccountCommand
    },
    {
        name: 'delete service-account',
        summary: 'Delete service accounts (asks first)',
        group: 'change',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(815), __nccwpck_require__.e(688), __nccwpck_require__.e(7), __nccwpck_require__.e(147)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1147)))
            .deleteServiceAccountCommand
    },
    {
        name: 'junit-results',
        summary: 'Print the junit_results JSON that JUnit XML reports produce',
        group: 'local',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(218), __nccwpck_require__.e(653)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1590))).junitResultsCommand
    },
    {
        name: 'serve',
        summary: 'Run the in-memory Kosli API emulator (demo and tests)',
        group: 'local',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(431), __nccwpck_require__.e(688), __nccwpck_require__.e(5)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7386))).serveCommand
    }
];
/** The command `argv` starts with; longest match first (`list environments`). */
function findCommand(argv) {
    const byLength = [...COMMANDS].sort((a, b) => b.name.split(' ').length - a.name.split(' ').length);
    return byLength.find((entry) => entry.name.split(' ').every((word, i) => argv[i] === word));
}
/** Every command loaded: for tests, never for the top-level help. */
async function loadCommands() {
    return Promise.all(COMMANDS.map((entry) => entry.load()));
}


/***/ }),

/***/ 7485:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ usage),
/* harmony export */   k: () => (/* binding */ unknownCommand)
/* harmony export */ });
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8330);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6611);
/**
 * The top-level help and the unknown-command message, built from the static
 * registry alone: printing them loads no command module.
 */


const INTRO = `kosli-attest ${_package_json__WEBPACK_IMPORTED_MODULE_0__/* .version */ .rE}: record JUnit results and read or change your
Kosli org from any CI (GitHub, GitLab, Bitbucket, Azure DevOps, CircleCI,
Jenkins, CodeBuild, TeamCity) or a terminal.

Usage: kosli-attest <command> [options]`;
const OUTRO = `Configuration (each value: flag > variable > config file > default):
  KOSLI_API_TOKEN   the API token (or --api-token, or "api-token:" in the file)
  KOSLI_ORG         your Kosli organization (or --org)
  KOSLI_HOST        default https://app.kosli.com; --region us for the US
  KOSLI_CONFIG_FILE a YAML or JSON file of flag names and values (or
                    --config-file), e.g. "org: acme"; keep it chmod 600
  KOSLI_<FLAG>      any other flag, e.g. KOSLI_FLOW, KOSLI_DRY_RUN=true
  KOSLI_API_TOKEN=DRY_RUN shows what would be sent and sends nothing.

Exit status: 0 OK, 1 failure (or a failed gate), 2 usage or configuration.

Example:
  export KOSLI_API_TOKEN=... KOSLI_ORG=acme
  kosli-attest attest junit --flow api --name unit-tests 'reports/**/*.xml'

Run \`kosli-attest <command> --help\` (or \`kosli-attest help <command>\`) for
its options and an example; \`kosli-attest --version\` for the version.`;
const WIDTH = Math.max(..._registry_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .Lo.map((c) => c.name.length), 8);
function commandLines(list) {
    return list.map((c) => `  ${c.name.padEnd(WIDTH)}  ${c.summary}`);
}
/** `kosli-attest --help`: every command by group, configuration, example. */
function usage() {
    const sections = Object.entries(_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .GROUPS */ .fd)
        .map(([group, title]) => ({
        title,
        list: _registry_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .Lo.filter((c) => c.group === group)
    }))
        .filter((s) => s.list.length > 0);
    return [
        INTRO,
        '',
        ...sections.flatMap((s) => [`${s.title}:`, ...commandLines(s.list), '']),
        OUTRO
    ].join('\n');
}
/** For `kosli-attest list` alone: what it can list; else the whole help. */
function unknownCommand(argv) {
    const family = _registry_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .Lo.filter((c) => c.name.startsWith(`${argv[0]} `));
    return family.length > 0
        ? `Unknown command: ${argv.join(' ')}\n\nDid you mean one of:\n${commandLines(family).join('\n')}\n`
        : `Unknown command: ${argv.join(' ')}\n\n${usage()}\n`;
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   mB: () => (/* binding */ ParseError),
/* harmony export */   x4: () => (/* binding */ NoReportsError),
/* harmony export */   xL: () => (/* binding */ ConfigError)
/* harmony export */ });
/* unused harmony export GateFailedError */
/** Bad configuration or usage: a flag, input, variable or file to fix. CLI exit 2. */
class ConfigError extends Error {
    name = 'ConfigError';
}
/** Malformed or refused XML, with the position where reading stopped. */
class ParseError extends Error {
    path;
    line;
    column;
    reason;
    name = 'ParseError';
    constructor(path, line, column, reason, options) {
        super(`${path}:${line}:${column}: ${reason}`, options);
        this.path = path;
        this.line = line;
        this.column = column;
        this.reason = reason;
    }
}
/** Patterns that found no file holding a JUnit suite. */
class NoReportsError extends Error {
    name = 'NoReportsError';
}
/** A response from the service (or the transport) that is not a success. */
class ApiError extends Error {
    status;
    serverMessage;
    fieldErrors;
    name = 'ApiError';
    constructor(message, status, serverMessage, fieldErrors = {}, options) {
        super(message, options);
        this.status = status;
        this.serverMessage = serverMessage;
        this.fieldErrors = fieldErrors;
    }
}
/** A gate (env-diff, fail-on-failure) decided that the job must fail. */
class GateFailedError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'GateFailedError';
}
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 6848:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline/promises");

/***/ }),

/***/ 99:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 7997:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 8330:
/***/ ((module) => {

module.exports = {"rE":"0.1.0"};

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
