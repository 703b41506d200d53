export const id = 2884;
export const ids = [2884];
export const modules = {

/***/ 3777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ errorCode),
/* harmony export */   h: () => (/* binding */ statOrExplain)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/** File-system reads of the artifact and evidence code, with clear errors. */


/**
 * `stat`, with a ConfigError naming `what` (the path as the user gave it)
 * when the path does not exist or cannot be read.
 */
async function statOrExplain(path, what = path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
    }
    catch (error) {
        const missing = errorCode(error) === 'ENOENT';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(missing
            ? `${what} does not exist`
            : `${what} cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`, { cause: error });
    }
}
function errorCode(error) {
    return error instanceof Error && 'code' in error ? error.code : undefined;
}


/***/ }),

/***/ 2884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fingerprintDir: () => (/* binding */ fingerprintDir),
  fingerprintFile: () => (/* binding */ fingerprintFile)
});

// UNUSED EXPORTS: IGNORE_FILE

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/artifact/files.ts
var files = __webpack_require__(3777);
;// CONCATENATED MODULE: ./src/artifact/fingerprint-glob.ts
/**
 * Exclusion patterns of a directory fingerprint, resolved the way the vendor
 * CLI resolves them (Go's path/filepath Glob and Match, plus the "**" reading
 * of github.com/yargevad/filepathx), over an in-memory tree instead of the
 * disk. Reproducing the algorithm step for step rather than its apparent
 * meaning is what keeps our fingerprints equal to the CLI's for rules users
 * already wrote: e.g. `**\/x` never matches `x` at the root (the pieces join to
 * `<root>//x`) while `**\/*.log` does, and `logs/**` excludes what is inside
 * `logs` but not `logs` itself. picomatch is not used here because its dialect
 * differs from Go's (`[!a]`, braces, extglobs, no error on a malformed class).
 */
/** Stands in for the directory path; a NUL cannot appear in a typed rule. */
const ROOT = '\u0000';
class BadPatternError extends Error {
    name = 'BadPatternError';
}
function goClean(p) {
    if (p === '')
        return '.';
    const rooted = p.startsWith('/');
    const out = [];
    for (const seg of p.split('/')) {
        if (seg === '' || seg === '.')
            continue;
        if (seg !== '..')
            out.push(seg);
        else if (out.length > 0 && out[out.length - 1] !== '..')
            out.pop();
        else if (!rooted)
            out.push('..');
    }
    const body = out.join('/');
    if (rooted)
        return '/' + body;
    return body === '' ? '.' : body;
}
function goJoin(a, b) {
    if (a === '')
        return b === '' ? '' : goClean(b);
    return goClean(b === '' ? a : `${a}/${b}`);
}
const hasMeta = (p) => /[*?[\\]/.test(p);
/** Translates one Go pattern to a RegExp; throws BadPatternError like Go. */
function goPatternRegExp(pattern) {
    const cps = Array.from(pattern);
    let src = '';
    for (let i = 0; i < cps.length;) {
        const c = cps[i] ?? '';
        if (c === '[') {
            const parsed = charClass(cps, i + 1);
            src += parsed.src;
            i = parsed.next;
            continue;
        }
        if (c === '\\') {
            const next = cps[i + 1];
            if (next === undefined)
                throw bad();
            src += esc(next);
            i += 2;
            continue;
        }
        src += c === '*' ? '[^/]*' : c === '?' ? '[^/]' : esc(c);
        i++;
    }
    return new RegExp(`^${src}$`, 'u');
}
/** `[^a-z\\]]` from just after the `[`; Go rejects empty or open classes. */
function charClass(cps, from) {
    let i = from;
    const negated = cps[i] === '^';
    if (negated)
        i++;
    const member = () => {
        let c = cps[i];
        if (c === undefined || c === '-' || c === ']')
            throw bad();
        if (c === '\\')
            c = cps[++i];
        if (c === undefined || ++i >= cps.length)
            throw bad();
        return c;
    };
    let ranges = '';
    for (let n = 0; !(cps[i] === ']' && n > 0); n++) {
        const lo = member();
        const hi = cps[i] === '-' ? (i++, member()) : lo;
        // Go lets a reversed range match nothing; a RegExp would throw.
        if ((lo.codePointAt(0) ?? 0) <= (hi.codePointAt(0) ?? 0)) {
            ranges += `${esc(lo)}-${esc(hi)}`;
        }
    }
    return { src: negated ? `[^${ranges}]` : `[${ranges}]`, next: i + 1 };
}
const esc = (c) => `\\u{${c.codePointAt(0)?.toString(16)}}`;
function bad() {
    return new BadPatternError('syntax error in pattern');
}
/** A resolver bound to one tree: returns the set of excluded path spellings. */
function resolveExcludes(root, rules) {
    const excluded = new Set();
    for (const rule of rules) {
        const pattern = goJoin(ROOT, rule);
        goPatternRegExp(pattern); // Go validates before looking at the disk
        if (!pattern.startsWith(ROOT + '/'))
            continue;
        for (const m of globDoubleStar(root, pattern))
            excluded.add(m);
    }
    return excluded;
}
function globDoubleStar(root, pattern) {
    if (!pattern.includes('**'))
        return glob(root, pattern);
    let matches = [''];
    for (const piece of pattern.split('**')) {
        const hits = [];
        const seen = new Set();
        for (const match of matches) {
            for (const p of glob(root, match + piece)) {
                walk(root, p, (visited) => {
                    if (seen.has(visited))
                        return;
                    seen.add(visited);
                    hits.push(visited);
                });
            }
        }
        matches = hits;
    }
    return matches;
}
function glob(root, pattern) {
    goPatternRegExp(pattern);
    // A literal pattern comes back as written, not cleaned.
    if (!hasMeta(pattern))
        return lookup(root, pattern) ? [pattern] : [];
    const cut = pattern.lastIndexOf('/') + 1;
    const file = pattern.slice(cut);
    let dir = pattern.slice(0, cut);
    dir = dir === '' ? '.' : dir === '/' ? dir : dir.slice(0, -1);
    if (!hasMeta(dir))
        return globDir(root, dir, file);
    if (dir === pattern)
        throw bad();
    return glob(root, dir).flatMap((d) => globDir(root, d, file));
}
function globDir(root, dir, file) {
    const node = lookup(root, dir);
    if (node?.kind !== 'dir')
        return [];
    const re = goPatternRegExp(file);
    return (node.names ?? [])
        .filter((name) => re.test(name))
        .map((name) => goJoin(dir, name));
}
function walk(root, p, visit) {
    const node = lookup(root, p);
    if (!node)
        return;
    visit(p);
    for (const name of node.names ?? [])
        walk(root, goJoin(p, name), visit);
}
function lookup(root, p) {
    const cleaned = goClean(p);
    if (cleaned === ROOT)
        return root;
    if (!cleaned.startsWith(ROOT + '/'))
        return undefined;
    // lstat of "file/" fails on disk: a trailing slash needs a directory.
    const wantDir = p.endsWith('/');
    let node = root;
    for (const seg of cleaned.slice(ROOT.length + 1).split('/')) {
        node = node.kind === 'dir' ? node.children?.get(seg) : undefined;
        if (!node)
            return undefined;
    }
    return wantDir && node.kind === 'file' ? undefined : node;
}

;// CONCATENATED MODULE: ./src/artifact/fingerprint.ts
/**
 * SHA-256 fingerprints of files and directories, equal to the vendor CLI's
 * (`kosli fingerprint --artifact-type file|dir`), so an artifact we report
 * matches one an environment snapshot reports.
 */







/** Exclusion list a directory artifact may carry at its root. */
const IGNORE_FILE = '.kosli_ignore';
/** Lowercase hex SHA-256 of the file's bytes, streamed. */
async function fingerprintFile(path) {
    const info = await (0,files/* statOrExplain */.h)(path);
    if (info.isDirectory()) {
        throw new errors/* ConfigError */.xL(`${path} is a directory: fingerprint it as a directory artifact`);
    }
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for await (const chunk of (0,external_node_fs_.createReadStream)(path))
        hash.update(chunk);
    return hash.digest('hex');
}
/**
 * Hex SHA-256 over, for each entry in a pre-order walk sorted by byte-wise
 * name (root excluded): sha256(name), then sha256(content) for a file or a
 * symlink to a file, or sha256(link target text) for a symlink to a
 * directory (not followed). Entries matched by `exclude` or by the root
 * `.kosli_ignore` are skipped, an excluded directory with its subtree.
 */
async function fingerprintDir(dir, options = {}) {
    const info = await (0,files/* statOrExplain */.h)(dir);
    if (!info.isDirectory())
        throw new errors/* ConfigError */.xL(`${dir} is not a directory`);
    const tree = await readTree(dir);
    const excluded = await exclusions(dir, tree, options);
    const outer = (0,external_node_crypto_.createHash)('sha256');
    await hashChildren(tree, { dir, virtualDir: ROOT }, { excluded, outer });
    return outer.digest('hex');
}
/**
 * Like the current vendor CLI (kosli-dev/cli#1156), the root ignore file
 * cannot exclude itself: its name and rules stay in the fingerprint, so a
 * tree cannot hide an added file by listing it. Only `--exclude` can drop it,
 * and its rules still apply then (we warn).
 */
async function exclusions(dir, tree, options) {
    const ignoreNode = tree.children?.get(IGNORE_FILE);
    const ignorePath = (0,external_node_path_.join)(dir, IGNORE_FILE);
    let protectedPath = ignoreNode && ignoreNode.kind !== 'dir' ? `${ROOT}/${IGNORE_FILE}` : '';
    const flagged = resolve(tree, options.exclude ?? [], '--exclude');
    const rules = protectedPath ? await readIgnoreRules(ignorePath) : [];
    if (protectedPath && flagged.has(protectedPath)) {
        protectedPath = '';
        if (rules.length > 0) {
            options.warn?.(`${ignorePath} is excluded by --exclude, so the paths it lists still ` +
                'apply while the file itself is not fingerprinted: a file added to ' +
                `the directory and listed in ${IGNORE_FILE} stays invisible. Move ` +
                'its entries to --exclude and delete the file instead.');
        }
    }
    const excluded = new Set([...flagged, ...resolve(tree, rules, ignorePath)]);
    excluded.delete(protectedPath);
    return excluded;
}
function resolve(tree, rules, source) {
    const out = new Set();
    for (const raw of rules) {
        // Go on Windows reads a backslash as a separator, never as an escape.
        const rule = external_node_path_.sep === '\\' ? raw.replaceAll('\\', '/') : raw;
        try {
            for (const p of resolveExcludes(tree, [rule]))
                out.add(p);
        }
        catch (error) {
            if (!(error instanceof BadPatternError))
                throw error;
            throw new errors/* ConfigError */.xL(`${source}: invalid exclude pattern "${raw}": ${error.message} ` +
                '(Go filepath.Match syntax: * ? [a-z] [^a] \\x, plus **)');
        }
    }
    return out;
}
/** Non-empty lines, text after the first `#` removed, trimmed. */
async function readIgnoreRules(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if ((0,files/* errorCode */.C)(error) === 'EISDIR')
            return [];
        throw error;
    }
    return text
        .split('\n')
        .map((line) => (line.split('#', 1)[0] ?? '').trim())
        .filter((line) => line.length > 0);
}
/** The whole tree, symlinks not followed, names sorted byte-wise. */
async function readTree(dir) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    const names = entries.map((e) => e.name).sort(byteWise);
    const children = new Map();
    for (const entry of entries) {
        const kind = entry.isDirectory()
            ? 'dir'
            : entry.isSymbolicLink()
                ? 'link'
                : entry.isFile()
                    ? 'file'
                    : 'other';
        const node = kind === 'dir' ? await readTree((0,external_node_path_.join)(dir, entry.name)) : { kind };
        children.set(entry.name, node);
    }
    return { kind: 'dir', names, children };
}
/** `node`'s subtree, found at `at.dir` and named `at.virtualDir` for the exclusions. */
async function hashChildren(node, at, state) {
    const { dir, virtualDir } = at;
    for (const name of node.names ?? []) {
        const child = node.children?.get(name);
        const virtualPath = `${virtualDir}/${name}`;
        if (!child || state.excluded.has(virtualPath))
            continue;
        const path = (0,external_node_path_.join)(dir, name);
        state.outer.update(sha256Hex(name));
        if (child.kind === 'dir') {
            await hashChildren(child, { dir: path, virtualDir: virtualPath }, state);
        }
        else if (child.kind === 'link') {
            state.outer.update(await linkDigest(path));
        }
        else if (child.kind === 'file') {
            state.outer.update(await fingerprintFile(path));
        }
        else {
            throw new errors/* ConfigError */.xL(`${path} is not a regular file, directory or symbolic link: ` +
                'exclude it (--exclude or .kosli_ignore) to fingerprint the directory');
        }
    }
}
async function linkDigest(path) {
    const target = await (0,promises_.readlink)(path);
    let info;
    try {
        info = await (0,promises_.stat)(path);
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`${path} is a broken symbolic link (target ${target}): fix or exclude it`, { cause: error });
    }
    return info.isDirectory() ? sha256Hex(target) : fingerprintFile(path);
}
function sha256Hex(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex');
}
function byteWise(a, b) {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}


/***/ })

};

//# sourceMappingURL=2884.index.js.map