export const id = 1590;
export const ids = [1590];
export const modules = {

/***/ 1590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   junitResultsCommand: () => (/* binding */ junitResultsCommand)
/* harmony export */ });
/* harmony import */ var _junit_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(722);
/* harmony import */ var _report_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4971);


const USAGE = 'Usage: kosli-attest junit-results [--no-strict] [--report-formats LIST] <path-or-glob>...';
const HELP = `${USAGE}

Parses test reports the way the action does and prints the JSON array
that it would send as \`junit_results\` (one entry per suite).

${_report_command_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_HELP */ .jU.arguments}

Options:
${_report_command_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_HELP */ .jU.reading}
  --verbose       Also list every notice about a suite (where the Kosli CLI
                  would have read it differently, flaky tests); by default
                  they are counted in one line.
  -h, --help      Show this help.

Warnings (repaired bytes, counts that disagree) and notices about files
(a non-JUnit file skipped) go to stderr, one per line.
Exit status: 0 parsed, 1 malformed report or no report found, 2 usage.

Example:
  kosli-attest junit-results 'build/test-results/**/*.xml' '!**/*-summary.xml'
`;
const junitResultsCommand = {
    name: 'junit-results',
    summary: 'Print the junit_results JSON that JUnit XML reports produce',
    help: HELP,
    run: (0,_report_command_js__WEBPACK_IMPORTED_MODULE_1__/* .reportCommand */ .EF)({
        usage: USAGE,
        help: HELP,
        strip: false,
        print: async (args, io) => {
            const outcome = await (0,_junit_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseReports */ .jk)(args.patterns, {
                cwd: io.cwd,
                strict: args.strict,
                formats: args.formats
            });
            (0,_report_command_js__WEBPACK_IMPORTED_MODULE_1__/* .writeNotes */ .Ru)(outcome.notes, args.verbose, io);
            io.stdout(`${JSON.stringify(outcome.results, null, 2)}\n`);
        }
    })
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


/***/ })

};

//# sourceMappingURL=1590.index.js.map