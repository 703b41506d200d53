export const id = 6331;
export const ids = [6331,1433];
export const modules = {

/***/ 6331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  legsAnnotations: () => (/* binding */ legsAnnotations),
  legsFileContent: () => (/* binding */ legsFileContent),
  readLegs: () => (/* binding */ readLegs)
});

// UNUSED EXPORTS: LEGS_FILE, legPatterns, legSuite, missingMessage, writeLegsFile

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/junit/index.ts + 38 modules
var junit = __webpack_require__(722);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/modes/attest-junit/inventory.ts
var inventory = __webpack_require__(4625);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
;// CONCATENATED MODULE: ./src/modes/attest-junit/legs/combine.ts
/**
 * The legs' outcomes as one: every suite keeps its leg as `[leg] suite`, so
 * the same suite from two legs is never merged or folded away; report paths
 * become paths from the workspace (`legs/<leg>/<file>`); the test inventory
 * is the union of the legs', prefixed alike and sorted again.
 */




/** The suite name a leg's suite has in the aggregate. */
function legSuite(leg, suite) {
    return `[${leg}] ${suite}`;
}
/**
 * A failed case's file that lies in the leg's folder (a leg that uploaded
 * sources, or wrote paths into its own folder) names the workspace's file
 * at the same place, where the workspace has one; anything else is left
 * for the locator (src/report/locate/) to resolve.
 */
function mappedFile(written, leg, base) {
    if (written === undefined || written.trim() === '')
        return written;
    const path = written.trim().replaceAll('\\', '/');
    const absolute = (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(base.reportsDir, path);
    if (!(0,paths/* isInside */.F)(leg.dir, absolute) || absolute === leg.dir)
        return written;
    const inLeg = (0,external_node_path_.relative)(leg.dir, absolute);
    const inRoot = (0,external_node_path_.resolve)(base.root, inLeg);
    if (!(0,paths/* isInside */.F)(base.root, inRoot) || !(0,external_node_fs_.existsSync)(inRoot))
        return written;
    return inLeg.split(external_node_path_.sep).join('/');
}
function legCase(failed, leg, base) {
    const file = mappedFile(failed.file, leg, base);
    const suiteFile = mappedFile(failed.suiteFile, leg, base);
    return {
        ...failed,
        suite: legSuite(leg.name, failed.suite),
        ...(file !== undefined && { file }),
        ...(suiteFile !== undefined && { suiteFile })
    };
}
function legSuiteReport(suite, leg, base) {
    return {
        ...suite,
        result: { ...suite.result, name: legSuite(leg.name, suite.result.name) },
        failedCases: suite.failedCases.map((f) => legCase(f, leg, base))
    };
}
/** A path of the leg's reports, as a path from the reports' folder. */
function legPath(path, leg, base) {
    const absolute = (0,external_node_path_.resolve)(leg.dir, path);
    if (!(0,paths/* isInside */.F)(base.reportsDir, absolute))
        return absolute;
    return (0,external_node_path_.relative)(base.reportsDir, absolute).split(external_node_path_.sep).join('/');
}
function legFile(file, leg, base) {
    return {
        ...file,
        path: legPath(file.path, leg, base),
        suites: file.suites.map((s) => legSuiteReport(s, leg, base))
    };
}
function legNote(note, leg, base) {
    return {
        ...note,
        file: legPath(note.file, leg, base),
        ...(note.suite !== undefined && { suite: legSuite(leg.name, note.suite) })
    };
}
/** The legs' outcomes as the one outcome of the aggregate, in leg order. */
async function combineLegs(legs, base) {
    const files = legs.flatMap(({ leg, outcome }) => outcome.files.map((file) => legFile(file, leg, base)));
    const notes = legs.flatMap(({ leg, outcome }) => outcome.notes.map((note) => legNote(note, leg, base)));
    const results = files.flatMap((f) => f.suites.map((s) => s.result));
    // The union of the legs' inventories: the only place where a leg that
    // vanished shows up as tests that stopped running. Each leg's suites were
    // named `[leg] suite` as they were read (index.ts).
    const tests = await (0,junit/* unionOfInventories */.xL)(legs.map(({ outcome }) => outcome.tests));
    return { files, results, notes, ...(tests !== undefined && { tests }) };
}

;// CONCATENATED MODULE: ./src/modes/attest-junit/legs/discover.ts
/**
 * The legs of a matrix: each immediate folder of `legs-dir` is one leg,
 * named by its folder (the layout actions/download-artifact writes for a
 * `pattern:`, one folder per artifact). A link is no leg, wherever it
 * leads: out of `legs-dir` it would read what is not a leg, and inside it
 * would read a leg twice (or all of them as one) and so stand in for a leg
 * that never reported. Each is named in a warning.
 */






/** A path from `cwd` with `/`, or the absolute path outside it. */
function shownPath(cwd, path) {
    if (!(0,paths/* isInside */.F)(cwd, path))
        return path;
    const rel = (0,external_node_path_.relative)(cwd, path).split(external_node_path_.sep).join('/');
    return rel === '' ? '.' : rel;
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * The leg folders of `legsDir`, sorted by name in UTF-8 byte order. A
 * missing `legsDir` has no leg (a download that found no artifact writes
 * none): the missing-legs check then names what was expected.
 */
function findLegs(legsDir, cwd) {
    const root = (0,external_node_path_.resolve)(cwd, legsDir);
    const shown = shownPath(cwd, root);
    if (!(0,external_node_fs_.existsSync)(root))
        return { shown, legs: [], links: [] };
    if (!isDirectory(root)) {
        throw new errors/* ConfigError */.xL(`legs-dir ${(0,src_text/* printable */.g$)(legsDir)} is not a folder: give the folder that holds one folder per matrix leg (where actions/download-artifact put them)`);
    }
    const legs = [];
    const links = [];
    const entries = (0,external_node_fs_.readdirSync)(root, { withFileTypes: true });
    const byName = new Map(entries.map((entry) => [entry.name, entry]));
    const names = (0,junit/* sortByUtf8 */.PA)(entries
        .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
        .map((entry) => entry.name));
    for (const name of names) {
        const legShown = `${shown === '.' ? '' : `${shown}/`}${name}`;
        if (byName.get(name)?.isSymbolicLink() === true) {
            links.push(legShown);
            continue;
        }
        legs.push({ name, dir: (0,external_node_path_.join)(root, name), shown: legShown });
    }
    return { shown, legs, links };
}

// EXTERNAL MODULE: ./src/modes/attest-junit/legs/legs-file.ts
var legs_file = __webpack_require__(1433);
;// CONCATENATED MODULE: ./src/modes/attest-junit/legs/index.ts









/** A leg's report paths: report-paths, else every report of the formats read. */
function legPatterns(config) {
    if (config.reportPaths.length > 0)
        return config.reportPaths;
    const trx = config.reportFormats.includes('trx');
    return ['**/*.xml', ...(trx ? ['**/*.trx'] : [])];
}
function expectedOf(config) {
    const expected = config.legs?.expected;
    if (typeof expected === 'object') {
        throw new errors/* ConfigError */.xL(`expected-legs: job:${(0,src_text/* printable */.g$)(expected.job)} is counted from this run's jobs by the GitHub Action (with github-token); here give the number of legs, e.g. --expected-legs 6 for a matrix of 3 × 2`);
    }
    return expected;
}
/** One leg's reports; undefined when its folder holds none. */
async function readLeg(leg, config) {
    try {
        return await (0,junit/* parseReports */.jk)(legPatterns(config), {
            cwd: leg.dir,
            strict: config.strict,
            formats: config.reportFormats,
            // Each leg's suites named `[leg] suite` as they are read, so that a
            // leg hashed past the threshold joins the union as a named one would.
            inventory: {
                ...(0,inventory/* inventoryOptions */.$k)(config),
                suitePrefix: legSuite(leg.name, '')
            }
        });
    }
    catch (error) {
        if (error instanceof errors/* NoReportsError */.x4)
            return undefined;
        // Malformed or unreadable: refused as any report is, naming the leg.
        if (error instanceof Error) {
            error.message = `leg ${(0,src_text/* printable */.g$)(leg.name)} (${(0,src_text/* printable */.g$)(leg.shown)}), paths from its folder:\n${error.message}`;
        }
        throw error;
    }
}
/** Each leg's outcome (those that held a report) and facts (all). */
async function readEveryLeg(legs, config) {
    const read = [];
    const facts = [];
    for (const leg of legs) {
        const outcome = await readLeg(leg, config);
        if (outcome !== undefined)
            read.push({ leg, outcome });
        facts.push(await (0,legs_file/* legFacts */.kK)(leg, outcome));
    }
    return { read, facts };
}
const LISTED = 20;
function listed(names) {
    const shown = names.slice(0, LISTED).map((name) => (0,src_text/* printable */.g$)(name));
    const more = names.length - shown.length;
    return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}
/** The missing-legs message, or undefined when every leg reported. */
function missingMessage(legs) {
    const { expected, facts, found } = legs;
    const empty = facts.filter((f) => f.missing !== undefined);
    const absent = expected === undefined ? 0 : expected - facts.length;
    if (found.length >= (expected ?? 0) && empty.length === 0)
        return undefined;
    const lines = [
        `Missing legs in legs-dir ${(0,src_text/* printable */.g$)(legs.dir)}: ${expected === undefined ? '' : `expected ${expected}, `}found ${found.length}${found.length > 0 ? ` (${listed(found)})` : ''}.`
    ];
    if (empty.length > 0) {
        const named = empty.map((f) => `${f.name} (${f.missing ?? ''})`);
        lines.push(`${(0,src_text/* plural */.LS)(empty.length, 'folder')} held no test: ${listed(named)}.`);
    }
    if (absent > 0) {
        lines.push(`${(0,src_text/* plural */.LS)(absent, 'leg')} left no folder at all: a leg that crashed before writing its report, or was cancelled, uploads nothing.`);
    }
    lines.push('Look at the matrix’s jobs and re-run the failed ones; if the matrix changed size, set expected-legs to it.');
    return lines.join('\n');
}
/** The step log's line for a leg. */
function legLine(f) {
    const name = `leg ${(0,src_text/* printable */.g$)(f.name)}`;
    if (f.missing !== undefined)
        return `${name}: MISSING (${f.missing})`;
    return `${name}: ${(0,src_text/* plural */.LS)(f.tests, 'test')}, ${f.failed} failed, ${f.errored} errored, ${f.skipped} skipped, ${f.duration} s (${(0,src_text/* plural */.LS)(f.files.length, 'file')})`;
}
/**
 * Reads every leg of legs-dir (relative to `reportsDir`) and combines
 * them. Throws NoReportsError (with the missing-legs message) when no leg
 * gave a report, since there is then nothing to attest.
 */
async function readLegs(config, dirs, logger) {
    const settings = config.legs;
    if (settings?.dir === undefined) {
        throw new errors/* ConfigError */.xL('expected-legs needs legs-dir: the folder that holds one folder per matrix leg (or, in a workflow_run workflow, artifact: to download them)');
    }
    const expected = expectedOf(config);
    const folders = findLegs(settings.dir, dirs.reportsDir);
    for (const link of folders.links) {
        logger.warn(`legs-dir: ${(0,src_text/* printable */.g$)(link)} is a link, not a folder of ${(0,src_text/* printable */.g$)(folders.shown)}: not read as a leg (a link could stand in for a leg that never reported)`);
    }
    const { read, facts } = await readEveryLeg(folders.legs, config);
    const found = facts.filter((f) => f.missing === undefined).map((f) => f.name);
    const base = {
        dir: folders.shown,
        ...(expected !== undefined && { expected }),
        facts,
        found,
        onMissing: settings.onMissing
    };
    for (const f of facts)
        logger.info(legLine(f));
    if (expected !== undefined && found.length > expected) {
        logger.warn(`expected-legs is ${expected}, and ${found.length} legs reported tests: is expected-legs out of date?`);
    }
    const missing = missingMessage(base);
    if (read.length === 0) {
        throw new errors/* NoReportsError */.x4(missing ??
            `No leg in legs-dir ${(0,src_text/* printable */.g$)(folders.shown)}: it should hold one folder per matrix leg`);
    }
    const outcome = await combineLegs(read, dirs);
    return {
        outcome,
        legs: { ...base, ...(missing !== undefined && { missing }) }
    };
}
/** The attestation's annotations about its legs. */
function legsAnnotations(legs) {
    const empty = legs.facts.filter((f) => f.missing !== undefined);
    const absent = legs.expected === undefined ? 0 : legs.expected - legs.facts.length;
    const missing = [
        ...empty.map((f) => f.name),
        ...(absent > 0 ? [`${absent} without a folder`] : [])
    ];
    return {
        ...(legs.expected !== undefined && {
            kosli_attest_legs_expected: String(legs.expected)
        }),
        kosli_attest_legs_found: String(legs.found.length),
        ...(legs.missing !== undefined && {
            kosli_attest_legs_missing: missing.join(', ')
        })
    };
}
/** legs.json's content. */
function legsFileContent(legs) {
    return {
        format: legs_file/* LEGS_FORMAT */.oo,
        expected: legs.expected ?? null,
        found: legs.found.length,
        legs: legs.facts
    };
}


/***/ }),

/***/ 1433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kK: () => (/* binding */ legFacts),
/* harmony export */   oo: () => (/* binding */ LEGS_FORMAT),
/* harmony export */   writeLegsFile: () => (/* binding */ writeLegsFile)
/* harmony export */ });
/* unused harmony export LEGS_FILE */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _junit_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(722);
/**
 * `legs.json` in the evidence archive: what each leg gave (its name, its
 * report files with their SHA-256, its counts), so an auditor can tell the
 * aggregate's legs apart and check each file against the attached copy.
 */





const LEGS_FORMAT = 'kosli-attest/legs@1';
const LEGS_FILE = 'legs.json';
async function sha256Of(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path))
        hash.update(chunk);
    return hash.digest('hex');
}
/** The leg's counts and files; `missing` when it gave no test. */
async function legFacts(leg, outcome) {
    const files = outcome?.files.filter((f) => f.status === 'parsed') ?? [];
    const totals = (0,_junit_index_js__WEBPACK_IMPORTED_MODULE_4__/* .totalsOf */ .vA)(outcome?.files ?? []);
    const micros = (outcome?.results ?? []).reduce((sum, result) => sum + Math.round(result.duration * 1e6), 0);
    const missing = outcome === undefined
        ? 'no report'
        : totals.tests === 0
            ? 'no test in its reports'
            : undefined;
    return {
        name: leg.name,
        path: leg.shown,
        files: await Promise.all(files.map(async (file) => ({
            path: file.path,
            sha256: await sha256Of((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(leg.dir, file.path))
        }))),
        tests: totals.tests,
        failed: totals.failures,
        errored: totals.errors,
        skipped: totals.skipped,
        duration: micros / 1e6,
        ...(missing !== undefined && { missing })
    };
}
/** legs.json written to a fresh folder under tmpDir; returns its path. */
async function writeLegsFile(content, tmpDir) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmpDir, 'kosli-legs-'));
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, LEGS_FILE);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(path, `${JSON.stringify(content, null, 2)}\n`);
    return { name: LEGS_FILE, path };
}


/***/ })

};

//# sourceMappingURL=6331.index.js.map