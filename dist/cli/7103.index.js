export const id = 7103;
export const ids = [7103];
export const modules = {

/***/ 9484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ARCHIVE_NAME: () => (/* binding */ ARCHIVE_NAME),
  writeArchive: () => (/* binding */ writeArchive)
});

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
;// CONCATENATED MODULE: ./src/artifact/tar.ts
/**
 * Minimal POSIX ustar writer for regular files: headers with checksum, the
 * ustar `prefix` field for names up to 255 bytes that split at a `/`, and a
 * PAX extended header for longer names or sizes beyond 8 GiB.
 */
const BLOCK = 512;
const MAX_OCTAL_SIZE = 0o77777777777;
/** Header block(s) for one regular file (PAX header first when needed). */
function tarHeaders(file) {
    const split = splitName(file.name);
    const pax = [];
    if (!split)
        pax.push(paxRecord('path', file.name));
    if (file.size > MAX_OCTAL_SIZE)
        pax.push(paxRecord('size', String(file.size)));
    const header = ustarHeader({
        ...file,
        name: split?.name ?? truncate(file.name, 100),
        prefix: split?.prefix ?? '',
        size: Math.min(file.size, MAX_OCTAL_SIZE),
        type: '0'
    });
    if (pax.length === 0)
        return header;
    const body = Buffer.from(pax.join(''), 'utf8');
    const paxHeader = ustarHeader({
        name: truncate(`PaxHeader/${file.name.split('/').at(-1) ?? ''}`, 100),
        prefix: '',
        mode: 0o644,
        size: body.length,
        mtime: file.mtime,
        type: 'x'
    });
    return Buffer.concat([paxHeader, body, tarPadding(body.length), header]);
}
/** Zeros that complete the last 512-byte block of `size` bytes of data. */
function tarPadding(size) {
    return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}
/** The two zero blocks that end an archive. */
function tarEnd() {
    return Buffer.alloc(2 * BLOCK);
}
function ustarHeader(fields) {
    const block = Buffer.alloc(BLOCK);
    block.write(fields.name, 0, 100, 'utf8');
    block.write(octal(fields.mode, 8), 100, 'ascii');
    block.write(octal(0, 8), 108, 'ascii');
    block.write(octal(0, 8), 116, 'ascii');
    block.write(octal(fields.size, 12), 124, 'ascii');
    block.write(octal(Math.max(0, fields.mtime), 12), 136, 'ascii');
    block.write(' '.repeat(8), 148, 'ascii');
    block.write(fields.type, 156, 'ascii');
    block.write('ustar\u000000', 257, 'ascii');
    block.write(fields.prefix, 345, 155, 'utf8');
    let sum = 0;
    for (const byte of block)
        sum += byte;
    block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'ascii');
    return block;
}
/** `width - 1` octal digits then NUL, as ustar numeric fields are. */
function octal(value, width) {
    return `${Math.floor(value)
        .toString(8)
        .padStart(width - 1, '0')}\u0000`;
}
/** Splits at a `/` so that name <= 100 and prefix <= 155 bytes. */
function splitName(name) {
    if (bytes(name) <= 100)
        return { name, prefix: '' };
    for (let i = name.indexOf('/'); i > 0; i = name.indexOf('/', i + 1)) {
        const prefix = name.slice(0, i);
        const rest = name.slice(i + 1);
        if (bytes(prefix) > 155)
            return null;
        if (rest.length > 0 && bytes(rest) <= 100)
            return { name: rest, prefix };
    }
    return null;
}
/** `"<len> key=value\n"` where len counts the whole record in bytes. */
function paxRecord(key, value) {
    const body = ` ${key}=${value}\n`;
    let length = bytes(body);
    while (bytes(`${length}${body}`) !== length) {
        length = bytes(`${length}${body}`);
    }
    return `${length}${body}`;
}
function truncate(text, max) {
    const buffer = Buffer.from(text, 'utf8');
    if (buffer.length <= max)
        return text;
    // Cut on a character boundary so the header holds valid UTF-8.
    let end = max;
    while (end > 0 && ((buffer[end] ?? 0) & 0xc0) === 0x80)
        end--;
    return buffer.subarray(0, end).toString('utf8');
}
function bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}

;// CONCATENATED MODULE: ./src/artifact/evidence-archive.ts
/**
 * `evidence.tgz`: the gzipped ustar archive of several attachment paths,
 * streamed to disk so that no file is held in memory whole.
 */








const ARCHIVE_NAME = 'evidence.tgz';
async function writeArchive(entries, options) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(options.tmpDir, 'evidence-'));
    const path = (0,external_node_path_.join)(dir, ARCHIVE_NAME);
    const cleanup = () => (0,promises_.rm)(dir, { recursive: true, force: true });
    try {
        await gzipTo(path, tarChunks(entries), options.stopAbove);
        const { size } = await (0,promises_.stat)(path);
        return { path, filename: ARCHIVE_NAME, bytes: size, cleanup };
    }
    catch (error) {
        await cleanup();
        throw error;
    }
}
/**
 * Gzips the chunks into `path`, each chunk handed to gzip only once the
 * one before is consumed, so that one read buffer serves a whole file:
 * a fresh 64 KiB buffer per read left a 208 MB report's worth of them for
 * the collector, 60 MiB more at the peak. Compressing is the slow part,
 * so reading waiting for it costs nothing.
 */
async function gzipTo(path, chunks, stopAbove = Infinity) {
    const gzip = (0,external_node_zlib_.createGzip)();
    let bytes = 0;
    const counted = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            bytes += chunk.length;
            if (bytes > stopAbove)
                done(new errors/* ArchiveTooBig */.hS(stopAbove));
            else
                done(null, chunk);
        }
    });
    const written = (0,external_node_stream_promises_.pipeline)(gzip, counted, (0,external_node_fs_.createWriteStream)(path));
    // Awaited below; a failure of the file (a full disk) must end the wait
    // for gzip too, and must not count as unhandled before then.
    written.catch(() => undefined);
    try {
        for await (const chunk of chunks) {
            const consumed = new Promise((resolve, reject) => gzip.write(chunk, (error) => (error ? reject(error) : resolve())));
            await Promise.race([consumed, written]);
        }
        gzip.end();
    }
    catch (error) {
        gzip.destroy(error);
    }
    await written;
}
/** Bytes read from a file at a time, into one buffer. */
const READ_BYTES = 64 * 1024;
/**
 * The archive's bytes. A file's contents come through one buffer, read
 * again for the next chunk: a chunk is good until the next is asked for.
 */
async function* tarChunks(entries) {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    for (const { name, path, info } of entries) {
        yield tarHeaders({
            name,
            mode: info.mode & 0o7777,
            size: info.size,
            mtime: Math.floor(info.mtimeMs / 1000)
        });
        // Exactly the size the header announced, even if the file changes.
        let written = 0;
        if (info.size > 0) {
            const file = await (0,promises_.open)(path, 'r');
            try {
                while (written < info.size) {
                    const wanted = Math.min(READ_BYTES, info.size - written);
                    const { bytesRead } = await file.read(buffer, 0, wanted, written);
                    if (bytesRead === 0)
                        break;
                    written += bytesRead;
                    yield buffer.subarray(0, bytesRead);
                }
            }
            finally {
                await file.close();
            }
        }
        // A file that shrank is padded with zeros, a buffer's worth at a time.
        const zeros = written < info.size ? Buffer.alloc(READ_BYTES) : buffer;
        for (; written < info.size; written += READ_BYTES)
            yield zeros.subarray(0, Math.min(READ_BYTES, info.size - written));
        yield tarPadding(info.size);
    }
    yield tarEnd();
}


/***/ })

};

//# sourceMappingURL=7103.index.js.map