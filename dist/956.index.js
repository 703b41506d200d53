export const id = 956;
export const ids = [956];
export const modules = {

/***/ 8956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  extractZip: () => (/* binding */ extractZip)
});

// UNUSED EXPORTS: ArchiveRefusedError, LocalWriteError, defaultLimits

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/github/unzip/limits.ts
var unzip_limits = __webpack_require__(5884);
;// CONCATENATED MODULE: ./src/github/unzip/entry-name.ts
/**
 * An entry's name, checked before anything is written: it must name a
 * place inside the artifact's folder on every system, as it is written.
 * Nothing is renamed (no `..` dropped, no backslash turned into a slash):
 * a name that would need it is refused, so what lands on disk is what the
 * archive says.
 */

const UTF8_FLAG = 0x800;
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
// C0 controls (NUL included), DEL and C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * The name as text: UTF-8 when flagged so or when its bytes are valid
 * UTF-8 (as most writers produce), refused otherwise rather than guessed.
 */
function decodeName(raw, flags) {
    try {
        return STRICT_UTF8.decode(raw);
    }
    catch {
        const shown = raw.toString('latin1');
        const why = flags & UTF8_FLAG ? 'is flagged UTF-8 but is not' : 'is not UTF-8';
        throw new unzip_limits/* ArchiveRefusedError */.Zf(`entry ${(0,unzip_limits/* quoted */.TL)(shown)}: its name ${why}`);
    }
}
function nameProblem(name) {
    if (name === '')
        return 'has an empty name';
    if (CONTROL.test(name))
        return 'holds a control character (NUL, newline…)';
    if (name.includes('\\'))
        return 'holds a backslash';
    if (name.startsWith('/'))
        return 'is an absolute path';
    if (/^[A-Za-z]:/.test(name))
        return 'starts with a drive letter';
    const segments = name.replace(/\/$/, '').split('/');
    if (segments.includes('..'))
        return 'has a ".." segment';
    if (segments.some((s) => s === '' || s === '.'))
        return 'has an empty or "." segment';
    return undefined;
}
/**
 * The entry's path segments below the artifact's folder; throws naming
 * the entry and the rule it breaks.
 */
function checkName(name, limits) {
    const bytes = Buffer.byteLength(name);
    if (bytes > limits.maxNameBytes) {
        throw new unzip_limits/* ArchiveRefusedError */.Zf(`entry ${(0,unzip_limits/* quoted */.TL)(name)}: its name is ${bytes} bytes, over the limit of ${limits.maxNameBytes}`);
    }
    const problem = nameProblem(name);
    if (problem !== undefined) {
        throw new unzip_limits/* ArchiveRefusedError */.Zf(`entry ${(0,unzip_limits/* quoted */.TL)(name)} ${problem}; entries must be relative paths with / separators that stay inside the artifact's folder`);
    }
    return name.replace(/\/$/, '').split('/');
}

;// CONCATENATED MODULE: ./src/github/unzip/layout.ts
/**
 * What the archive has laid out so far, so that no entry lands where
 * another already is: a name given twice (two writers into one file), a
 * file below what the archive holds as a file, or a file where it holds a
 * folder.
 */

class Layout {
    named = new Set();
    kinds = new Map();
    add(name, segments, kind) {
        const path = segments.join('/');
        if (this.named.has(path)) {
            throw new unzip_limits/* ArchiveRefusedError */.Zf(`entry ${(0,unzip_limits/* quoted */.TL)(name)} appears twice in the archive; names must be unique`);
        }
        this.named.add(path);
        for (let depth = 1; depth < segments.length; depth += 1) {
            const parent = segments.slice(0, depth).join('/');
            if (this.kinds.get(parent) === 'file') {
                throw new unzip_limits/* ArchiveRefusedError */.Zf(`entry ${(0,unzip_limits/* quoted */.TL)(name)} lies below ${(0,unzip_limits/* quoted */.TL)(parent)}, which the archive holds as a file`);
            }
            this.kinds.set(parent, 'dir');
        }
        if (kind === 'file' && this.kinds.get(path) === 'dir') {
            throw new unzip_limits/* ArchiveRefusedError */.Zf(`entry ${(0,unzip_limits/* quoted */.TL)(name)} is a file where the archive holds a folder`);
        }
        this.kinds.set(path, kind);
    }
}

;// CONCATENATED MODULE: ./src/github/unzip/spans.ts

/** A local file header is 30 bytes before its name, extra field and data. */
const LOCAL_HEADER_BYTES = 30;
function spanOf(entry, name) {
    const start = entry.relativeOffsetOfLocalHeader;
    return { start, end: start + LOCAL_HEADER_BYTES + entry.compressedSize, name };
}
/** Throws naming the first two entries whose bytes are shared or overlap. */
function checkSpans(spans) {
    const sorted = [...spans].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i += 1) {
        const before = sorted[i - 1];
        const span = sorted[i];
        if (span.start >= before.end)
            continue;
        const how = span.start === before.start
            ? `shares its local entry (byte ${span.start}) with entry ${(0,unzip_limits/* quoted */.TL)(before.name)}`
            : `starts at byte ${span.start}, inside the bytes of entry ${(0,unzip_limits/* quoted */.TL)(before.name)} (${before.start} to at least ${before.end})`;
        throw new unzip_limits/* ArchiveRefusedError */.Zf(`entry ${(0,unzip_limits/* quoted */.TL)(span.name)} ${how}; each entry must have bytes of its own`);
    }
}

;// CONCATENATED MODULE: ./src/github/unzip/index.ts
/**
 * An artifact's zip, unpacked within our limits. yauzl reads the central
 * directory (never a stream of local headers, which a cut archive can make
 * loop), checks each entry's data against its declared sizes, and loads
 * only on the first archive. Every entry is checked before its bytes are
 * read: its name (entry-name.ts), its kind (a file or a folder, never a
 * link), a name given twice, its declared size against what is left of
 * the total. Its bytes are then counted and their CRC-32 checked as they
 * are written.
 */













const UNIX = 3;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const STORED = 0;
const DEFLATED = 8;
function refuse(name, why) {
    return new unzip_limits/* ArchiveRefusedError */.Zf(`entry ${(0,unzip_limits/* quoted */.TL)(name)} ${why}`);
}
function invalid(error) {
    return new unzip_limits/* ArchiveRefusedError */.Zf(`the artifact's zip is not valid: ${(0,src_text/* printable */.g$)((0,errors/* errorMessage */.gJ)(error))}`, { cause: error });
}
async function openZip(path) {
    const { open } = await __webpack_require__.e(/* import() */ 663).then(__webpack_require__.t.bind(__webpack_require__, 663, 19));
    const options = {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: false,
        validateEntrySizes: true
    };
    return new Promise((resolve, reject) => {
        open(path, options, (error, zip) => {
            if (error)
                reject(invalid(error));
            else
                resolve(zip);
        });
    });
}
/** A file or a folder; anything else (a link, a device) is refused. */
function kindOf(entry, name) {
    const unix = entry.versionMadeBy >> 8 === UNIX;
    const mode = unix ? (entry.externalFileAttributes >>> 16) & S_IFMT : 0;
    if (mode === S_IFLNK)
        return fail(refuse(name, 'is a symbolic link'));
    if (mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR) {
        return fail(refuse(name, 'is neither a file nor a folder'));
    }
    if (entry.isEncrypted())
        return fail(refuse(name, 'is encrypted'));
    const method = entry.compressionMethod;
    if (method !== STORED && method !== DEFLATED) {
        return fail(refuse(name, `uses compression method ${method}; only stored and deflated entries are read`));
    }
    return name.endsWith('/') || mode === S_IFDIR ? 'dir' : 'file';
}
function fail(error) {
    throw error;
}
/** Counts and checks an entry's bytes on their way to disk. */
function checker(name, entry) {
    let size = 0;
    let crc = 0;
    return new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            size += chunk.length;
            if (size > entry.uncompressedSize) {
                done(tooLarge(name, entry));
                return;
            }
            crc = (0,external_node_zlib_.crc32)(chunk, crc);
            done(null, chunk);
        },
        flush(done) {
            if (size !== entry.uncompressedSize) {
                done(refuse(name, `holds ${(0,src_text/* grouped */.zD)(size)} bytes, not the ${(0,src_text/* grouped */.zD)(entry.uncompressedSize)} it declares`));
            }
            else if (crc >>> 0 !== entry.crc32) {
                done(refuse(name, 'fails its CRC-32 check: its data is not what the archive says'));
            }
            else {
                done();
            }
        }
    });
}
function tooLarge(name, entry) {
    return refuse(name, `inflates past the ${(0,src_text/* grouped */.zD)(entry.uncompressedSize)} bytes it declares`);
}
/** What a failure while writing an entry is: a refusal, a bad zip, a disk error. */
function entryFailure(error, name, entry) {
    if (error instanceof unzip_limits/* ArchiveRefusedError */.Zf)
        return error;
    const message = (0,errors/* errorMessage */.gJ)(error);
    if (/^too many bytes in the stream/.test(message))
        return tooLarge(name, entry);
    if (isSystemError(error))
        return localFailure(error, name);
    return invalid(`entry ${(0,unzip_limits/* quoted */.TL)(name)}: ${message}`);
}
function isSystemError(error) {
    return error instanceof Error && 'code' in error && 'syscall' in error;
}
/** A file-system failure here (ENOSPC, ENAMETOOLONG), naming the path. */
function localFailure(error, name) {
    const where = error.path === undefined ? '' : ` to ${(0,src_text/* printable */.g$)(error.path)}`;
    // Node's text ends with the call and the path again: said once, above.
    const why = (0,errors/* errorMessage */.gJ)(error).replace(/, \w+ '.*'$/s, '');
    return new unzip_limits/* LocalWriteError */.LO(`could not write entry ${(0,unzip_limits/* quoted */.TL)(name)}${where} on this runner: ${(0,src_text/* printable */.g$)(why)} (a local write failure: free disk space, or shorten the names in the artifact; not GitHub's doing)`, { cause: error });
}
/** Runs a file-system call of `name`'s; its failure is a LocalWriteError. */
async function locally(name, work) {
    try {
        return await work();
    }
    catch (error) {
        throw isSystemError(error) ? localFailure(error, name) : error;
    }
}
async function writeFile(entry, { zip, path, name }) {
    try {
        const data = await zip.openReadStreamPromise(entry);
        await (0,external_node_stream_promises_.pipeline)(data, checker(name, entry), (0,external_node_fs_.createWriteStream)(path, { flags: 'wx', mode: 0o644 }));
    }
    catch (error) {
        throw entryFailure(error, name, entry);
    }
}
/** Writes one entry; returns the file's path, or undefined for a folder. */
async function unpack(entry, run) {
    const name = decodeName(entry.fileNameRaw, entry.generalPurposeBitFlag);
    const segments = checkName(name, run.limits);
    const kind = kindOf(entry, name);
    run.layout.add(name, segments, kind);
    const target = (0,external_node_path_.join)(run.destination, ...segments);
    if (kind === 'dir') {
        await locally(name, () => (0,promises_.mkdir)(target, { recursive: true }));
        return undefined;
    }
    const after = run.budget.written + entry.uncompressedSize;
    if (after > run.limits.maxBytes) {
        throw refuse(name, `declares ${(0,src_text/* grouped */.zD)(entry.uncompressedSize)} bytes, which takes what the artifacts hold over the limit of ${(0,unzip_limits/* bytesLimit */.JZ)(run.limits)}`);
    }
    const parent = (0,external_node_path_.join)(run.destination, ...segments.slice(0, -1));
    await locally(name, () => (0,promises_.mkdir)(parent, { recursive: true }));
    await writeFile(entry, { zip: run.zip, path: target, name });
    run.budget.written = after;
    return target;
}
/** The zip, opened, within the entry limit. */
async function openChecked(options) {
    const zip = await openZip(options.zipPath);
    const { maxEntries } = options.limits;
    if (zip.entryCount > maxEntries) {
        zip.close();
        throw new unzip_limits/* ArchiveRefusedError */.Zf(`the artifact's zip holds ${(0,src_text/* grouped */.zD)(zip.entryCount)} entries, over the limit of ${(0,src_text/* grouped */.zD)(maxEntries)}`);
    }
    return zip;
}
/** A first read of the directory: no two entries may share bytes (spans.ts). */
async function checkLayout(options) {
    const zip = await openChecked(options);
    try {
        const spans = [];
        for await (const entry of readEntries(zip)) {
            const name = decodeName(entry.fileNameRaw, entry.generalPurposeBitFlag);
            spans.push(spanOf(entry, name));
        }
        checkSpans(spans);
    }
    finally {
        zip.close();
    }
}
/**
 * Unpacks the zip into `destination`; returns the files written. Throws
 * an ArchiveRefusedError naming the entry and the rule or limit it
 * breaks, and stops at the first one; a LocalWriteError when this runner
 * cannot write it. The caller removes what a failed extraction wrote.
 */
async function extractZip(options) {
    await checkLayout(options);
    const zip = await openChecked(options);
    try {
        const run = { ...options, zip, layout: new Layout() };
        const files = [];
        for await (const entry of readEntries(zip)) {
            const file = await unpack(entry, run);
            if (file !== undefined)
                files.push(file);
        }
        return files;
    }
    finally {
        zip.close();
    }
}
async function* readEntries(zip) {
    const entries = zip.eachEntry();
    for (;;) {
        let next;
        try {
            next = await entries.next();
        }
        catch (error) {
            throw invalid(error);
        }
        if (next.done === true)
            return;
        yield next.value;
    }
}


/***/ })

};

//# sourceMappingURL=956.index.js.map