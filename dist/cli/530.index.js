export const id = 530;
export const ids = [530];
export const modules = {

/***/ 2361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ie: () => (/* binding */ cellText),
  tT: () => (/* binding */ commitText),
  mo: () => (/* binding */ fieldsTable),
  SM: () => (/* binding */ fitTable),
  Lc: () => (/* binding */ listTable),
  Fr: () => (/* binding */ objectFields),
  Fw: () => (/* binding */ parseOutput),
  WU: () => (/* binding */ show),
  Tc: () => (/* binding */ timeText)
});

// UNUSED EXPORTS: OUTPUTS, TABLE_WIDTH, cut

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/report/table.ts
/**
 * Plain-text tables for people at a terminal: one header line, then one line
 * per row, columns padded to the widest cell and two spaces apart.
 */
// Control characters (newlines, tabs, ESC of terminal escape sequences) in
// service data would break the layout or drive the terminal; each becomes a
// space.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const GAP = '  ';
function clean(cell) {
    return cell.replace(CONTROL, ' ');
}
/** Width in code points, so a multi-byte character counts once. */
function width(text) {
    return [...text].length;
}
function renderTable(headers, rows) {
    const columns = headers.length;
    const cells = [headers, ...rows].map((row) => Array.from({ length: columns }, (_, i) => clean(row[i] ?? '')));
    const widths = headers.map((_, i) => Math.max(...cells.map((row) => width(row[i] ?? ''))));
    return cells
        .map((row) => row
        .map((cell, i) => cell + ' '.repeat((widths[i] ?? 0) - width(cell)))
        .join(GAP)
        .trimEnd())
        .join('\n');
}

;// CONCATENATED MODULE: ./src/cli/framework/output.ts
/**
 * What reading commands print: a table for people (src/report/table.ts) or
 * the service's JSON for scripts (`--output json`), always on stdout.
 */



const OUTPUTS = ['table', 'json'];
function parseOutput(value) {
    const format = value?.trim() || 'table';
    if (OUTPUTS.includes(format)) {
        return format;
    }
    throw new errors/* ConfigError */.xL(`--output: "${format}" is not one of table, json`);
}
function printJson(io, value) {
    io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}
/** Prints `json` as JSON, or the table `table()` builds. */
function show(io, format, view) {
    if (format === 'json')
        printJson(io, view.json);
    else
        io.stdout(`${view.table()}\n`);
}
/** The terminal width every table keeps to; --output json has it all. */
const TABLE_WIDTH = 100;
/** A column is not cut narrower than this (or its header). */
const MIN_COLUMN = 8;
const output_GAP = 2;
/** Width in code points, as src/report/table.ts counts it. */
function output_width(text) {
    return [...text].length;
}
/** `text` in at most `max` characters; a cut one ends in `…`. */
function cut(text, max) {
    const chars = [...text];
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
/**
 * Columns whose cells all have one width hold fixed-width data (times,
 * hashes, counts): cutting them would make them useless, so they keep it.
 */
function fixedWidth(rows, i) {
    const filled = rows.map((row) => output_width(row[i] ?? '')).filter((w) => w > 0);
    const sizes = new Set(filled);
    // One cell says nothing about the column.
    return filled.length > 1 && sizes.size === 1 ? [...sizes][0] : undefined;
}
/** Shrinks the widest of `columns` one step at a time, down to `floor`. */
function shrink(widths, floor, columns, excess) {
    let left = excess;
    while (left > 0) {
        const open = columns.filter((i) => (widths[i] ?? 0) > (floor[i] ?? 0));
        if (open.length === 0)
            break;
        const widest = open.reduce((a, b) => (widths[b] ?? 0) > (widths[a] ?? 0) ? b : a);
        widths[widest] = (widths[widest] ?? 0) - 1;
        left -= 1;
    }
    return left;
}
/**
 * Column widths within `total`: fixed-width columns keep theirs; the
 * widest of the others give way first, the first column (the name) last.
 */
function fitWidths(headers, rows, total) {
    const widths = headers.map((h, i) => Math.max(output_width(h), ...rows.map((row) => output_width(row[i] ?? ''))));
    const floor = headers.map((h, i) => Math.max(MIN_COLUMN, output_width(h), fixedWidth(rows, i) ?? 0));
    const budget = total - output_GAP * (headers.length - 1);
    const excess = widths.reduce((a, b) => a + b, 0) - budget;
    const others = headers.map((_, i) => i).slice(1);
    shrink(widths, floor, [0], shrink(widths, floor, others, excess));
    return widths;
}
/** A table of at most TABLE_WIDTH columns: long cells are cut with `…`. */
function fitTable(headers, rows, total = TABLE_WIDTH) {
    const widths = fitWidths(headers, rows, total);
    return renderTable(headers, rows.map((row) => row.map((cell, i) => cut(cell, widths[i] ?? cell.length))));
}
/** A table, or a line saying there is nothing to show. */
function listTable(headers, rows, what) {
    return rows.length === 0 ? `No ${what}.` : fitTable(headers, rows);
}
/** A commit URL as its short SHA (7 characters); any other text as is. */
function commitText(url) {
    const last = (url ?? '').replace(/\/+$/, '').split('/').pop() ?? '';
    return /^[0-9a-f]{7,64}$/.test(last) ? last.slice(0, 7) : (url ?? '');
}
/** One table cell for any JSON value. */
function cellText(value) {
    if (value === null || value === undefined)
        return '';
    const flat = (0,src_text/* flatText */.PV)(value, ', ');
    if (flat !== undefined)
        return flat;
    return Array.isArray(value)
        ? (0,src_text/* plural */.LS)(value.length, 'entry', 'entries')
        : JSON.stringify(value);
}
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/**
 * Unix seconds, or an ISO 8601 time, as `2024-05-01 12:00 UTC`; anything
 * else as is. Every table
 * shows times through this one formatter.
 */
function timeText(time) {
    const ms = typeof time === 'number' && Number.isFinite(time)
        ? time * 1000
        : typeof time === 'string' && ISO_TIME.test(time)
            ? Date.parse(time)
            : NaN;
    if (Number.isNaN(ms))
        return cellText(time);
    const iso = new Date(ms).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
/** `text` in lines of at most `max` characters. */
function chunks(text, max) {
    const chars = [...text];
    const lines = [];
    for (let at = 0; at < chars.length; at += max) {
        lines.push(chars.slice(at, at + max).join(''));
    }
    return lines.length === 0 ? [''] : lines;
}
/**
 * A FIELD / VALUE table of one object's top-level fields, within
 * TABLE_WIDTH: a long value wraps onto the next lines, not cut.
 */
function fieldsTable(fields) {
    const nameWidth = Math.max(5, ...fields.map(([name]) => output_width(name)));
    const valueWidth = Math.max(MIN_COLUMN, TABLE_WIDTH - nameWidth - output_GAP);
    return renderTable(['FIELD', 'VALUE'], fields.flatMap(([name, value]) => chunks(value, valueWidth).map((line, i) => [i === 0 ? name : '', line])));
}
/** Every top-level field of an object, times shown as dates. */
function objectFields(value) {
    return Object.entries(value).map(([key, v]) => [
        key,
        /(_at|_ts|timestamp)$/.test(key) ? timeText(v) : cellText(v)
    ]);
}


/***/ }),

/***/ 106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ elapsedTicker),
/* harmony export */   m: () => (/* binding */ createProgress)
/* harmony export */ });
const CLEAR_LINE = '\r\u001b[K';
const TTY_EVERY_MS = 100;
const LOG_EVERY_MS = 5000;
function createProgress(io, options) {
    const now = options.now ?? Date.now;
    const every = io.isTTY ? TTY_EVERY_MS : LOG_EVERY_MS;
    const enabled = io.isTTY || options.verbose;
    let shown = false;
    let lastAt = -Infinity;
    return {
        update: (text) => {
            if (!enabled || now() - lastAt < every)
                return;
            lastAt = now();
            if (io.isTTY) {
                io.stderr(`${CLEAR_LINE}${text}`);
                shown = true;
            }
            else {
                io.stderr(`progress: ${text}\n`);
            }
        },
        done: () => {
            if (shown)
                io.stderr(CLEAR_LINE);
            shown = false;
            lastAt = -Infinity;
        }
    };
}
/**
 * For work we cannot count (parsing reports inside the engine): the
 * elapsed seconds, once a second. The timer never keeps the process alive.
 */
function elapsedTicker(progress, label, now = Date.now) {
    const start = now();
    const timer = setInterval(() => {
        progress.update(`${label} ${Math.round((now() - start) / 1000)} s`);
    }, 1000);
    timer.unref();
    return {
        stop: () => {
            clearInterval(timer);
            progress.done();
        }
    };
}


/***/ }),

/***/ 9530:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _u: () => (/* binding */ modeDeps),
  AG: () => (/* binding */ printDryRun),
  xi: () => (/* binding */ serviceCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/api/index.ts + 9 modules
var api = __webpack_require__(314);
// EXTERNAL MODULE: ./src/config/index.ts + 11 modules
var config = __webpack_require__(2622);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/cli/framework/flag-values.ts
var flag_values = __webpack_require__(1450);
;// CONCATENATED MODULE: ./src/cli/framework/help.ts
/**
 * `--help` text of the commands built from a spec: usage, description, one
 * line per flag (wrapped to 80 columns), exit status and an example.
 */

function flagEntries(flags) {
    return Object.entries(flags).filter((entry) => entry[1] !== undefined);
}
/** The names a command reads: its flags less the hidden aliases. */
function flagKeys(flags) {
    return flagEntries(flags)
        .filter(([, flag]) => !flag.hidden)
        .map(([name]) => name)
        .filter(config/* isInputName */.wp);
}
const WIDTH = 80;
const COLUMN = 28;
const HELP_FOOTER = 'Every flag also reads KOSLI_<FLAG_NAME> (e.g. --per-page: KOSLI_PER_PAGE) and\nthe config file; a flag wins over its variable, which wins over the file.';
/** Words of `text` in lines of at most `width` characters. */
function wrap(text, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/).filter((w) => w !== '')) {
        if (line !== '' && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else {
            line = line === '' ? word : `${line} ${word}`;
        }
    }
    if (line !== '')
        lines.push(line);
    return lines;
}
function flagLine(name, flag) {
    const short = flag.short === undefined ? '' : `-${flag.short}, `;
    const left = `  ${short}--${name}${flag.value ? ` ${flag.value}` : ''}${flag.multiple ? ' ...' : ''}`;
    const text = wrap(flag.help, WIDTH - COLUMN);
    const pad = ' '.repeat(COLUMN);
    const [first = '', ...rest] = text;
    const head = left.length < COLUMN - 1
        ? `${left.padEnd(COLUMN)}${first}`
        : `${left}\n${pad}${first}`;
    return [head, ...rest.map((line) => `${pad}${line}`)].join('\n');
}
function helpText(parts) {
    const sections = parts.sections
        .filter(([, flags]) => flagEntries(flags).length > 0)
        .map(([title, flags]) => `${title}:\n${flagEntries(flags)
        .filter(([, flag]) => !flag.hidden)
        .map(([name, flag]) => flagLine(name, flag))
        .join('\n')}`);
    return [
        parts.usage,
        '',
        parts.description
            .split('\n\n')
            .map((paragraph) => wrap(paragraph, WIDTH).join('\n'))
            .join('\n\n'),
        '',
        ...sections.flatMap((s) => [s, '']),
        '  -h, --help                Show this help.',
        '',
        parts.footer,
        '',
        wrap(`Exit status: ${parts.exitStatus}`, WIDTH).join('\n'),
        '',
        'Example:',
        ...parts.example.split('\n').map((line) => `  ${line}`),
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli/framework/service-flags.ts
/** The flags every command that talks to Kosli shares. */

const SERVICE_FLAGS = {
    'api-token': {
        type: 'string',
        value: 'TOKEN',
        help: 'KOSLI_API_TOKEN. Prefer the variable or a config file: flags show up in process lists. The value DRY_RUN turns on --dry-run.'
    },
    org: {
        type: 'string',
        value: 'ORG',
        help: 'KOSLI_ORG. Your Kosli organization.'
    },
    host: {
        type: 'string',
        value: 'URL',
        help: 'KOSLI_HOST. Default https://app.kosli.com; e.g. http://127.0.0.1:8001 for `kosli-attest serve`.'
    },
    region: {
        type: 'string',
        value: 'eu|us',
        help: 'KOSLI_REGION. us is https://app.us.kosli.com. Give host or region.'
    },
    'auth-method': {
        type: 'string',
        value: 'bearer|basic',
        help: 'KOSLI_AUTH_METHOD. Default bearer.'
    },
    'timeout-seconds': {
        type: 'string',
        value: 'N',
        help: 'KOSLI_TIMEOUT_SECONDS. Per request; default 30.'
    },
    'max-retries': {
        type: 'string',
        value: 'N',
        help: 'KOSLI_MAX_RETRIES or KOSLI_MAX_API_RETRIES (also --max-api-retries). Default 3.'
    },
    'retry-budget-seconds': {
        type: 'string',
        value: 'N',
        help: 'KOSLI_RETRY_BUDGET_SECONDS. Most time spent waiting to retry; default 60.'
    },
    'config-file': {
        type: 'string',
        value: 'PATH',
        help: 'KOSLI_CONFIG_FILE. YAML or JSON of flag names and values, e.g. "org: acme".'
    },
    verbose: {
        type: 'boolean',
        help: 'KOSLI_VERBOSE (also --debug). Debug lines on stderr; never the token.'
    },
    quiet: {
        type: 'boolean',
        help: 'KOSLI_QUIET. No warnings or progress on stderr; errors and results still show.'
    }
};
const OUTPUT_FLAG = {
    type: 'string',
    value: 'table|json',
    help: 'table (default) for people; json, the service answer, for scripts.'
};
const DRY_RUN_FLAG = {
    type: 'boolean',
    help: 'KOSLI_DRY_RUN. Show the request; send nothing.'
};
/** Vendor names that parseArgs must accept as well. */
const ALIAS_FLAGS = {
    'max-api-retries': { type: 'string' },
    debug: { type: 'boolean' }
};
/**
 * The Kosli CLI's one-letter flags, each given to the first of these flags
 * a command has: -n is --per-page (the Kosli CLI's --page-limit) for
 * lists, even where --name filters (list environments), and --name for
 * attest junit; -o is --output, or --origin-url where there is no
 * --output (attest junit).
 */
const SHORT_FLAGS = {
    e: ['environment'],
    f: ['flow'],
    t: ['artifact-type'],
    n: ['per-page', 'name'],
    o: ['output', 'origin-url'],
    q: ['quiet'],
    x: ['exclude']
};
/** `flags` with the one-letter names of SHORT_FLAGS that fit them. */
function withShortFlags(flags) {
    const result = Object.fromEntries(flagEntries(flags));
    for (const [letter, names] of Object.entries(SHORT_FLAGS)) {
        const name = names.find((n) => result[n] !== undefined);
        const flag = name === undefined ? undefined : result[name];
        if (name !== undefined && flag !== undefined) {
            result[name] = { ...flag, short: letter };
        }
    }
    return result;
}

// EXTERNAL MODULE: ./src/cli/framework/options.ts + 1 modules
var options = __webpack_require__(175);
// EXTERNAL MODULE: ./src/cli/framework/output.ts + 1 modules
var output = __webpack_require__(2361);
// EXTERNAL MODULE: ./src/cli/framework/suggest.ts
var suggest = __webpack_require__(4931);
// EXTERNAL MODULE: ./src/cli/framework/progress.ts
var framework_progress = __webpack_require__(106);
;// CONCATENATED MODULE: ./src/cli/framework/service-command.ts
/**
 * The frame of every command that talks to Kosli: flags, help with an
 * example, configuration by precedence (options.ts), the service config,
 * one client closed at the end, and exit codes (0 OK, 1 failure, 2 usage
 * or configuration).
 */















function flagsOf(spec) {
    return withShortFlags({
        ...spec.flags,
        ...(spec.output && { output: OUTPUT_FLAG }),
        ...(spec.writes && { 'dry-run': DRY_RUN_FLAG })
    });
}
const SERVICE = withShortFlags(SERVICE_FLAGS);
function parseOptions(spec) {
    const all = { ...flagsOf(spec), ...SERVICE };
    return {
        ...Object.fromEntries(flagEntries(all).map(([name, flag]) => [
            name,
            {
                type: flag.type,
                ...(flag.multiple && { multiple: true }),
                ...(flag.short !== undefined && { short: flag.short })
            }
        ])),
        ...ALIAS_FLAGS,
        help: { type: 'boolean', short: 'h' }
    };
}
function usageLine(spec) {
    return `Usage: kosli-attest ${spec.name} ${spec.usage}`.trimEnd();
}
function usageError(spec, io, message) {
    io.stderr(`error: ${(0,src_text/* printable */.g$)(message, true)}\n${usageLine(spec)}\nRun \`kosli-attest ${spec.name} --help\` for more.\n`);
    return 2;
}
/**
 * Flags whose empty value the request schema takes (a string that may be
 * empty); every other flag refuses one, as the Kosli CLI does.
 */
const MAY_BE_EMPTY = new Set(['description', 'reason']);
function emptyFlag(values) {
    return Object.entries(values).find(([name, v]) => !MAY_BE_EMPTY.has(name) &&
        (v === '' || (Array.isArray(v) && v.some((x) => x === ''))))?.[0];
}
function cliLogger(io, verbose, quiet) {
    return {
        debug: (m) => verbose
            ? io.stderr(`debug: ${(0,src_text/* printable */.g$)(m, true)}
`)
            : undefined,
        info: (m) => io.stderr(`${(0,src_text/* printable */.g$)(m, true)}
`),
        warn: (m) => quiet
            ? undefined
            : io.stderr(`warning: ${(0,src_text/* printable */.g$)(m, true)}
`),
        error: (m) => io.stderr(`error: ${(0,src_text/* printable */.g$)(m, true)}
`)
    };
}
const MISSING_ORG = '--org is not set: pass --org ORG, set KOSLI_ORG, or put "org: ORG" in the config file (--config-file)';
const READ_NEEDS_TOKEN = '--api-token is not set: this command only reads, so a dry run (KOSLI_DRY_RUN, or the token DRY_RUN) still sends its request and needs a real token in KOSLI_API_TOKEN';
const MISSING_TOKEN = '--api-token is not set: set KOSLI_API_TOKEN (best), or put "api-token: ..." in a config file only you can read (--config-file), or pass --api-token';
/**
 * The service settings. Org and token are checked first, naming flags;
 * their problems and the command's own (`check`) are reported at once.
 */
function serviceOf(spec, raw, args, dryRun) {
    const p = new config/* ProblemCollector */.tH();
    const needsOrg = spec.org !== false;
    if (needsOrg && !raw.org?.trim()) {
        p.problems.push({ key: 'org', message: MISSING_ORG });
    }
    // A dry run sends nothing, so it needs no token; a read always sends.
    const sends = !(dryRun && spec.writes);
    if (sends && !raw['api-token']?.trim()) {
        const message = dryRun ? READ_NEEDS_TOKEN : MISSING_TOKEN;
        p.problems.push({ key: 'api-token', message });
    }
    const known = new Set(p.problems.map((problem) => problem.key));
    const own = new config/* ProblemCollector */.tH();
    own.check(undefined, () => spec.check?.(raw, args));
    p.problems.push(...own.problems.filter((q) => !known.has(q.key)));
    p.done();
    // The operation without an org still goes through the shared parser.
    return (0,config/* parseServiceConfig */.$7)(needsOrg ? raw : { ...raw, org: '-' }, {
        dryRun: !sends
    });
}
function resolve(spec, values, io) {
    const keys = [
        ...flagKeys(flagsOf(spec)),
        ...flagKeys(SERVICE_FLAGS).filter((k) => k !== 'config-file')
    ];
    const resolved = (0,options/* resolveOptions */.$i)({
        flags: values,
        env: io.env,
        cwd: io.cwd,
        keys
    });
    return resolved;
}
function debugSources(logger, sources) {
    for (const [key, source] of Object.entries(sources)) {
        // Where the token came from, never what it is.
        logger.debug(`${key} from ${source}`);
    }
}
async function execute(spec, values, args, io) {
    const { raw, sources, warnings } = resolve(spec, values, io);
    const verbose = (0,flag_values/* boolFlag */.lB)(raw, 'verbose');
    const quiet = (0,flag_values/* boolFlag */.lB)(raw, 'quiet');
    const logger = cliLogger(io, verbose, quiet);
    for (const warning of warnings)
        logger.warn(warning);
    debugSources(logger, sources);
    const dryRun = (0,flag_values/* boolFlag */.lB)(raw, 'dry-run');
    const service = serviceOf(spec, raw, args, dryRun);
    let client;
    const progress = (0,framework_progress/* createProgress */.m)(quiet ? { ...io, isTTY: false } : io, {
        verbose: verbose && !quiet
    });
    const ctx = {
        io,
        args,
        raw,
        service,
        output: (0,output/* parseOutput */.Fw)(raw.output),
        dryRun,
        verbose,
        logger,
        progress,
        client: () => (client ??= (0,api/* createClient */.UU)({ ...service, logger, version: package_0/* version */.rE }))
    };
    try {
        return await spec.run(ctx);
    }
    finally {
        progress.done();
        await client?.close();
    }
}
async function run(spec, argv, io) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: argv,
            options: parseOptions(spec),
            allowPositionals: true,
            allowNegative: true,
            strict: true
        });
    }
    catch (error) {
        const names = Object.keys({ ...flagsOf(spec), ...SERVICE });
        return usageError(spec, io, (0,suggest/* parseArgsMessage */.KU)(error, names));
    }
    const { help, ...values } = parsed.values;
    if (help) {
        io.stdout(helpOf(spec));
        return 0;
    }
    const empty = emptyFlag(values);
    if (empty)
        return usageError(spec, io, `--${empty} was given an empty value`);
    const args = parsed.positionals;
    const { min, max, what } = spec.positionals ?? { min: 0, max: 0, what: '' };
    if (args.length < min || args.length > max) {
        const wanted = min === max ? `${min}` : `${min} to ${max}`;
        return usageError(spec, io, `expected ${what || 'no arguments'} (${wanted}), got ${args.length}: ${args.join(' ')}`.trimEnd());
    }
    try {
        return await execute(spec, values, args, io);
    }
    catch (error) {
        if (error instanceof errors/* ConfigError */.xL) {
            const keys = Object.keys({ ...flagsOf(spec), ...SERVICE_FLAGS });
            const messages = error instanceof config/* ConfigProblems */.$
                ? error.problems.map((problem) => problem.message)
                : [error.message];
            return usageError(spec, io, (0,config/* problemsText */.u1)(messages.map((m) => (0,options/* flagMessage */.cO)(m, keys))));
        }
        io.stderr(`error: ${(0,src_text/* printable */.g$)((0,errors/* errorMessage */.gJ)(error), true)}\n`);
        return 1;
    }
}
// A command that takes its org from elsewhere does not list --org.
function withoutOrg(flags) {
    return Object.fromEntries(Object.entries(flags).filter(([name]) => name !== 'org'));
}
function helpOf(spec) {
    return helpText({
        usage: usageLine(spec),
        description: spec.description,
        sections: [
            ['Options', flagsOf(spec)],
            [
                'Service options (flag > KOSLI_* variable > config file > default)',
                spec.org === false ? withoutOrg(SERVICE) : SERVICE
            ]
        ],
        exitStatus: spec.exitStatus ??
            '0 done, 1 Kosli refused or could not be reached, 2 usage or configuration error.',
        example: spec.example,
        footer: HELP_FOOTER
    });
}
/** A `Command` of types.ts from a spec. */
function serviceCommand(spec) {
    return {
        name: spec.name,
        summary: spec.summary,
        help: helpOf(spec),
        run: (argv, io) => run(spec, argv, io)
    };
}
/**
 * In a dry run: the request that would be sent (an operation's `request`),
 * on stdout. The JSON null of an operation without a payload is not shown.
 */
function printDryRun(ctx, request) {
    const base = ctx.service.host.replace(/\/api\/v2$/, '');
    const value = request.body?.kind === 'json' ? request.body.value : null;
    const body = value === null ? '' : `${JSON.stringify(value, null, 2)}\n`;
    ctx.io.stdout(`Dry run: nothing is sent. The request would be:\n${request.method} ${base}/api/v2${request.path}\n${body}`);
    return 0;
}
/**
 * What an engine of src/modes needs, for a command that runs one. The
 * engine opens and closes its own client, so it gets a fresh one.
 */
function modeDeps(ctx) {
    const { io, logger } = ctx;
    return {
        logger,
        now: () => Date.now(),
        cwd: io.cwd,
        tmpDir: io.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(),
        env: io.env,
        openClient: (service) => (0,api/* createClient */.UU)({ ...service, logger, version: package_0/* version */.rE }),
        readEvent: (path) => JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'))
    };
}


/***/ })

};

//# sourceMappingURL=530.index.js.map