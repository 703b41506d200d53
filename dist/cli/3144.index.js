export const id = 3144;
export const ids = [3144];
export const modules = {

/***/ 3144:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   junitInventoryCommand: () => (/* binding */ junitInventoryCommand)
/* harmony export */ });
/* harmony import */ var _context_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5335);
/* harmony import */ var _junit_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(722);
/* harmony import */ var _report_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4971);
/**
 * `junit-inventory`: the test inventory of reports (docs/inventory.md), as
 * attest-junit writes it, printed on stdout in pieces: a million hashed
 * tests make 45 MB of JSON, never held as one string.
 */



const USAGE = 'Usage: kosli-attest junit-inventory [--no-strict] [--report-formats LIST] [--strip-test-names REGEX] <path-or-glob>...';
const HELP = `${USAGE}

Parses test reports the way the action does and prints their test
inventory: every test case read, as [suite, classname, name, status],
merged and sorted, in the JSON that attest junit writes as kosli-tests.json
(format kosli-attest/tests@1; see docs/inventory.md). Past 200,000 cases
only a hash of each test's identity is kept ("hashed": true).

"attestation" is "" (no attestation is made); "commit" is the HEAD of the
git repository in the working directory, or null outside one.

${_report_command_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_HELP */ .jU.arguments}

Options:
${_report_command_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_HELP */ .jU.reading}
  --strip-test-names REGEX
                  A JavaScript regular expression (no slashes) whose every
                  match is removed from test names and classnames, e.g.
                  parameters or seeds.
  --verbose       Also list every notice about a suite.
  -h, --help      Show this help.

Warnings and notices go to stderr, one per line. Into a pipe, the JSON is
written as fast as the reader takes it, never held whole; a reader that
stops early (| head) ends it quietly.
Exit status: 0 parsed, 1 malformed report or no report found, 2 usage.

Example:
  kosli-attest junit-inventory --report-formats all 'TestResults/**' > tests.json
`;
async function print(args, io) {
    const { strip } = args;
    const [outcome, commit] = await Promise.all([
        (0,_junit_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseReports */ .jk)(args.patterns, {
            cwd: io.cwd,
            strict: args.strict,
            formats: args.formats,
            inventory: strip === undefined ? {} : { strip }
        }),
        (0,_context_git_js__WEBPACK_IMPORTED_MODULE_2__/* .readCommit */ .kN)('HEAD', { cwd: io.cwd })
    ]);
    (0,_report_command_js__WEBPACK_IMPORTED_MODULE_1__/* .writeNotes */ .Ru)(outcome.notes, args.verbose, io);
    const header = {
        attestation: '',
        commit: commit?.sha1 ?? null,
        ...(strip !== undefined && { strip: strip.source })
    };
    if (outcome.tests === undefined)
        throw new Error('no inventory collected');
    for (const piece of (0,_junit_index_js__WEBPACK_IMPORTED_MODULE_0__/* .inventoryJson */ .Ni)(header, outcome.tests))
        if (!(await io.stdoutPaced(piece)))
            return;
}
const junitInventoryCommand = {
    name: 'junit-inventory',
    summary: 'Print the test inventory (every test case and its status) of reports',
    help: HELP,
    run: (0,_report_command_js__WEBPACK_IMPORTED_MODULE_1__/* .reportCommand */ .EF)({ usage: USAGE, help: HELP, strip: true, print })
};


/***/ }),

/***/ 4971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EF: () => (/* binding */ reportCommand),
/* harmony export */   Ru: () => (/* binding */ writeNotes),
/* harmony export */   jU: () => (/* binding */ REPORT_HELP)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _framework_suggest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4931);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8992);
/**
 * What `junit-results` and `junit-inventory` share: both read reports as
 * the action does, take the same arguments, write the same notes on
 * stderr and exit the same way; each prints its own result.
 */





/** The arguments of a run. */
/** The help both report commands give for their paths and reading options. */
const REPORT_HELP = {
    arguments: `Arguments:
  <path-or-glob>  A report file, a directory (every *.xml below it, and
                  *.trx with trx), or a glob (\`**\` allowed). Prefix with !
                  to exclude. Quote globs so that the shell does not expand
                  them.`,
    reading: `  --no-strict     Warn about a malformed report and leave it out, instead of
                  failing (default: strict).
  --report-formats LIST
                  The formats read: a comma list of junit, trx, nunit, xunit,
                  or all (default junit). A file's format is its root
                  element's; other formats are skipped with a notice.`
};
const FLAGS = {
    strict: { type: 'boolean', default: true },
    'report-formats': { type: 'string' },
    'strip-test-names': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false }
};
function flagsOf(strip) {
    if (strip)
        return FLAGS;
    const { 'strip-test-names': _strip, ...others } = FLAGS;
    return others;
}
function parse(argv, strip) {
    const options = flagsOf(strip);
    try {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: argv,
            options: options,
            allowNegative: true,
            allowPositionals: true,
            strict: true
        });
        if (values.help)
            return { kind: 'help' };
        if (positionals.length === 0) {
            return { kind: 'usage', message: 'no report path or glob given' };
        }
        const formats = values['report-formats'];
        const args = {
            patterns: positionals,
            strict: values.strict,
            verbose: values.verbose,
            formats: formats === undefined
                ? [..._config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_REPORT_FORMATS */ .Eu]
                : (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .reportFormatsValue */ .oq)(formats, '--report-formats'),
            strip: (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .stripTestNamesValue */ .O8)(values['strip-test-names'], '--strip-test-names')
        };
        return { kind: 'run', args };
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL) {
            return { kind: 'usage', message: error.message };
        }
        const names = Object.keys(options);
        return { kind: 'usage', message: (0,_framework_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .parseArgsMessage */ .KU)(error, names) };
    }
}
/** The command's `run`: help, usage (exit 2), its result (0) or why not (1). */
function reportCommand(spec) {
    return async (argv, io) => {
        const parsed = parse(argv, spec.strip);
        if (parsed.kind === 'help') {
            io.stdout(spec.help);
            return 0;
        }
        if (parsed.kind === 'usage') {
            io.stderr(`error: ${parsed.message}\n${spec.usage}\nRun with --help for more.\n`);
            return 2;
        }
        try {
            await spec.print(parsed.args, io);
            return 0;
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ParseError */ .mB || error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .NoReportsError */ .x4) {
                io.stderr(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .printable */ .g$)(error.message, true)}\n`);
                return 1;
            }
            io.stderr(`error: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .printable */ .g$)((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error), true)}\n`);
            return 1;
        }
    };
}
function noteLine(note) {
    const where = note.suite === undefined ? note.file : `${note.file} (${note.suite})`;
    // One line per note, whatever the producer put in a suite name.
    const message = note.message.replace(/\s*[\r\n]+\s*/g, ' ');
    return `${note.level}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .printable */ .g$)(where)}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .printable */ .g$)(message)}\n`;
}
/**
 * Suite notices are one per suite for a common producer (2,000 lines for
 * 2,000 Gradle reports): counted unless asked for.
 */
function writeNotes(notes, verbose, io) {
    let hidden = 0;
    for (const note of notes) {
        if (verbose || note.level === 'warning' || note.suite === undefined) {
            io.stderr(noteLine(note));
        }
        else {
            hidden++;
        }
    }
    if (hidden > 0) {
        io.stderr(`notice: ${hidden} notice(s) about suites not shown (departures from the Kosli CLI's reading, flaky tests); --verbose lists them\n`);
    }
}


/***/ }),

/***/ 5335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   eR: () => (/* binding */ currentBranch),
/* harmony export */   k: () => (/* binding */ remoteCommitUrlBase),
/* harmony export */   kN: () => (/* binding */ readCommit),
/* harmony export */   lN: () => (/* binding */ commitUrlBaseFor),
/* harmony export */   wK: () => (/* binding */ webRepoUrl)
/* harmony export */ });
// The process itself is started by git-process.ts, imported on the first
// call: a run that needs no commit facts starts without child_process and
// the sockets and streams it brings.
const runGit = async (args, cwd) => (await __webpack_require__.e(/* import() */ 367).then(__webpack_require__.bind(__webpack_require__, 367))).gitOutput(args, cwd);
// A user's log.showSignature=true would put gpg output into the format.
const SHOW = ['-c', 'log.showSignature=false', 'show', '-s', '--encoding=UTF-8'];
const FORMAT = '--format=%H%x00%an%x00%ae%x00%at%x00%B';
/** The commit `rev` names (sha, short sha, HEAD...), or undefined. */
async function readCommit(rev, options) {
    const run = options.run ?? runGit;
    const commitRev = `${rev}^{commit}`;
    // Both git calls at once: each is a process start, and the commit read
    // sits on every attestation's path. --end-of-options: a revision starting
    // with '-' is never an option.
    const [shown, parents] = await Promise.all([
        run([...SHOW, FORMAT, '--end-of-options', commitRev, '--'], options.cwd).catch(() => undefined),
        rawParents(commitRev, run, options.cwd)
    ]);
    if (shown === undefined)
        return undefined;
    const [sha1, name, email, at, ...message] = shown.split('\u0000');
    if (!sha1 || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha1))
        return undefined;
    const commit = { sha1, message: message.join('\u0000').trim() };
    commit.author = `${name ?? ''} <${email ?? ''}>`;
    const seconds = Number(at);
    if (at && Number.isInteger(seconds))
        commit.timestamp = seconds;
    if (parents)
        commit.parents = parents;
    return commit;
}
/**
 * Parents as recorded in the commit object. `%P` would report none for the
 * boundary commit of a shallow clone (grafted), which would be a lie.
 */
async function rawParents(commitRev, run, cwd) {
    try {
        const raw = await run(['cat-file', 'commit', '--end-of-options', commitRev], cwd);
        const header = raw.split('\n\n', 1)[0] ?? '';
        return header
            .split('\n')
            .filter((line) => line.startsWith('parent '))
            .map((line) => line.slice('parent '.length).trim());
    }
    catch {
        return undefined;
    }
}
/** Short name of the checked-out branch; undefined when HEAD is detached. */
async function currentBranch(options) {
    const run = options.run ?? runGit;
    try {
        const out = await run(['symbolic-ref', '--quiet', '--short', 'HEAD'], options.cwd);
        return out.trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** `${base}` such that `${base}/${sha}` shows a commit, from remote origin. */
async function remoteCommitUrlBase(options) {
    const run = options.run ?? runGit;
    let url;
    try {
        url = (await run(['config', '--get', 'remote.origin.url'], options.cwd)).trim();
    }
    catch {
        return undefined;
    }
    const web = webRepoUrl(url);
    return web ? commitUrlBaseFor(web) : undefined;
}
/**
 * The https address of a repository from a clone URL: `git@host:path` and
 * ssh:// or git:// become https://host/path, userinfo (tokens) is removed,
 * and one trailing `.git` is dropped. Departure from the vendor CLI, which
 * removes the FIRST `.git` anywhere (mangling `o/x.github.io`). Local paths
 * and file:// give undefined.
 */
function webRepoUrl(remote) {
    const trimmed = remote.trim();
    // scp-like `user@host:path`; a one-letter "host" is a Windows drive.
    const scp = /^(?:[^@/]+@)?([^:/\\]{2,}):(?!\/\/)(.+)$/.exec(trimmed);
    let url;
    try {
        url = new URL(scp ? `https://${scp[1]}/${scp[2]}` : trimmed);
    }
    catch {
        return undefined;
    }
    if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol)) {
        return undefined;
    }
    if (!url.hostname)
        return undefined;
    const scheme = url.protocol === 'http:' ? 'http' : 'https';
    const port = scheme === url.protocol.slice(0, -1) && url.port ? `:${url.port}` : '';
    const path = url.pathname.replace(/\/+$/, '').replace(/\.git$/, '');
    return `${scheme}://${url.hostname}${port}${path}`;
}
/** gitlab hosts use `/-/commit`, bitbucket.org `/commits`, others `/commit`. */
function commitUrlBaseFor(webUrl) {
    const host = URL.parse(webUrl)?.hostname.toLowerCase() ?? '';
    if (host === 'bitbucket.org')
        return `${webUrl}/commits`;
    if (/(^|\.)gitlab\./.test(host))
        return `${webUrl}/-/commit`;
    return `${webUrl}/commit`;
}


/***/ })

};

//# sourceMappingURL=3144.index.js.map