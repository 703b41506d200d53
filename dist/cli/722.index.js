export const id = 722;
export const ids = [722];
export const modules = {

/***/ 9873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ug: () => (/* reexport */ EncodingError),
  J$: () => (/* reexport */ illegalEncodingName),
  eF: () => (/* reexport */ readAsUtf8)
});

// UNUSED EXPORTS: incompleteTail, repairUtf8

;// CONCATENATED MODULE: ./src/junit/decode/detect.ts
/** An encoding the reader cannot decode; column of the declared name. */
class EncodingError extends Error {
    column;
    constructor(message, column) {
        super(message);
        this.column = column;
    }
}
const UTF8 = { kind: 'utf-8' };
const LATIN1_LABELS = new Set([
    'iso-8859-1',
    'iso8859-1',
    'iso88591',
    'iso_8859-1',
    'iso_8859-1:1987',
    'latin1',
    'l1',
    'cp819',
    'ibm819',
    'csisolatin1',
    'iso-ir-100'
]);
// ASCII is a subset of UTF-8, and a file that says ASCII but holds high bytes
// was most likely written as UTF-8 (TextDecoder would read windows-1252).
const ASCII_LABELS = new Set([
    'us-ascii',
    'ascii',
    'ansi_x3.4-1968',
    'iso646-us',
    'us',
    'cp367',
    'ibm367',
    'csascii',
    'iso-ir-6'
]);
// XML's EncName: a letter, then letters, digits, `.`, `_` and `-`.
const ENCODING_NAME = /^[A-Za-z][A-Za-z0-9._-]*$/;
/**
 * Why `name` cannot be an XML encoding name, quoting it; undefined when it
 * can. Without this, a name like `"utf-8 "` failed on an unrelated reason.
 */
function illegalEncodingName(name) {
    if (ENCODING_NAME.test(name))
        return undefined;
    return `illegal encoding name ${JSON.stringify(name)} in the XML declaration (a name is a letter, then letters, digits, ".", "_" or "-"); correct it, or re-encode the report as UTF-8 and declare that`;
}
/** The encoding pseudo-attribute of an XML declaration at the start of `text`. */
function declaredEncoding(text) {
    if (!text.startsWith('<?xml'))
        return undefined;
    const end = text.indexOf('?>');
    const declaration = end < 0 ? text : text.slice(0, end);
    const match = /\sencoding\s*=\s*(["'])([^"']*)\1/.exec(declaration);
    if (match?.[2] === undefined)
        return undefined;
    const column = match.index + match[0].length - match[2].length;
    return { label: match[2], column };
}
function resolveLabel(declared) {
    const illegal = illegalEncodingName(declared.label);
    if (illegal !== undefined)
        throw new EncodingError(illegal, declared.column);
    const label = declared.label.toLowerCase();
    if (LATIN1_LABELS.has(label))
        return { kind: 'single-byte', name: 'iso-8859-1' };
    if (ASCII_LABELS.has(label))
        return UTF8;
    let name;
    try {
        name = new TextDecoder(label).encoding;
    }
    catch {
        throw new EncodingError(`unsupported encoding "${declared.label}" in the XML declaration; re-encode the report as UTF-8`, declared.column);
    }
    if (name === 'utf-8')
        return UTF8;
    if (name === 'utf-16le')
        return { kind: 'utf-16', littleEndian: true };
    if (name === 'utf-16be')
        return { kind: 'utf-16', littleEndian: false };
    if (name === 'windows-1252' || name === 'iso-8859-15') {
        return { kind: 'single-byte', name };
    }
    if (name === 'replacement') {
        throw new EncodingError(`encoding "${declared.label}" is not supported (unsafe for decoding); re-encode the report as UTF-8`, declared.column);
    }
    return { kind: 'text-decoder', name };
}
function describe(encoding) {
    if (encoding.kind === 'utf-8')
        return 'UTF-8';
    if (encoding.kind === 'utf-16') {
        return encoding.littleEndian ? 'UTF-16LE' : 'UTF-16BE';
    }
    return encoding.name;
}
/** The head of a UTF-16 file as text, enough for its declaration. */
function utf16Head(head, littleEndian) {
    const end = Math.min(head.length, 2048) & ~1;
    const label = littleEndian ? 'utf-16le' : 'utf-16be';
    return new TextDecoder(label).decode(head.subarray(0, end));
}
function startsWith(head, ...bytes) {
    return bytes.every((byte, i) => head[i] === byte);
}
/** UTF-16, known by its byte order mark (2 bytes) or else by its byte pattern. */
function fromUtf16(head, littleEndian, hasBom) {
    const bom = hasBom ? 2 : 0;
    const how = hasBom ? 'the byte order mark' : 'the byte pattern';
    const encoding = { kind: 'utf-16', littleEndian };
    const declared = declaredEncoding(utf16Head(head.subarray(bom), littleEndian));
    const detection = { encoding, bomLength: bom };
    if (declared && !/^utf-?16(le|be)?$/i.test(declared.label)) {
        detection.warning = `${how} says ${describe(encoding)} but the XML declaration says "${declared.label}"; read as ${describe(encoding)}`;
    }
    return detection;
}
/**
 * Decides the encoding from the first bytes: a BOM, then the byte pattern of
 * UTF-16 without one, then the XML declaration, then UTF-8 (the default).
 */
function detectEncoding(head) {
    if (startsWith(head, 0xff, 0xfe, 0, 0) ||
        startsWith(head, 0, 0, 0xfe, 0xff)) {
        throw new EncodingError('UTF-32 is not supported; re-encode the report as UTF-8', 1);
    }
    if (startsWith(head, 0xff, 0xfe))
        return fromUtf16(head, true, true);
    if (startsWith(head, 0xfe, 0xff))
        return fromUtf16(head, false, true);
    // `<` followed by a NUL byte cannot start a UTF-8 document.
    if (startsWith(head, 0x3c, 0))
        return fromUtf16(head, true, false);
    if (startsWith(head, 0, 0x3c))
        return fromUtf16(head, false, false);
    const bom = startsWith(head, 0xef, 0xbb, 0xbf) ? 3 : 0;
    const text = Buffer.from(head.subarray(bom, bom + 2048)).toString('latin1');
    const declared = declaredEncoding(text);
    if (!declared)
        return { encoding: UTF8, bomLength: bom };
    if (bom > 0) {
        if (namesUtf8(declared))
            return { encoding: UTF8, bomLength: bom };
        return {
            encoding: UTF8,
            bomLength: bom,
            warning: `the byte order mark says UTF-8 but the XML declaration says "${declared.label}"; read as UTF-8`
        };
    }
    const encoding = resolveLabel(declared);
    if (encoding.kind === 'utf-16') {
        // .NET's StringWriter declares utf-16 on text that is then saved as UTF-8.
        return {
            encoding: UTF8,
            bomLength: 0,
            warning: `the XML declaration says "${declared.label}" but the bytes are not UTF-16 (no byte order mark, no NUL bytes); read as UTF-8`
        };
    }
    return { encoding, bomLength: 0 };
}
/** With a BOM the declaration is overruled, so an unknown label is no error. */
function namesUtf8(declared) {
    try {
        return resolveLabel(declared).kind === 'utf-8';
    }
    catch {
        return false;
    }
}


// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/junit/decode/output.ts
/**
 * The UTF-8 stream that every decoder writes to. It counts the bytes written
 * so that a repair can be located later (offset to line) without counting
 * lines while reading.
 */
class Utf8Output {
    sink;
    written = 0;
    replaced = 0;
    /** Offset in the UTF-8 stream of the first U+FFFD inserted, or -1. */
    firstReplaced = -1;
    stopped = false;
    constructor(sink) {
        this.sink = sink;
    }
    write(bytes) {
        if (bytes.length === 0 || this.stopped)
            return;
        this.written += bytes.length;
        if (this.sink(bytes) === false)
            this.stopped = true;
    }
    /** Writes bytes holding `count` replacements, the first at `first`. */
    writeRepaired(bytes, count, first) {
        if (count > 0) {
            if (this.firstReplaced < 0)
                this.firstReplaced = this.written + first;
            this.replaced += count;
        }
        this.write(bytes);
    }
}

;// CONCATENATED MODULE: ./src/junit/decode/other.ts
/**
 * Any other encoding TextDecoder knows (Shift_JIS, GBK, KOI8-R...). In these
 * a U+FFFD can only come from a byte the encoding does not define.
 */
function createTextDecoderTranscoder(encoding, output) {
    const decoder = new TextDecoder(encoding);
    const push = (text) => {
        const bytes = Buffer.from(text, 'utf8');
        const first = text.indexOf('\uFFFD');
        if (first < 0) {
            output.write(bytes);
            return;
        }
        let count = 0;
        for (let i = first; i >= 0; i = text.indexOf('\uFFFD', i + 1))
            count++;
        const offset = Buffer.byteLength(text.slice(0, first), 'utf8');
        output.writeRepaired(bytes, count, offset);
    };
    return {
        write(chunk) {
            push(decoder.decode(chunk, { stream: true }));
            return 0;
        },
        end() {
            push(decoder.decode());
        }
    };
}

;// CONCATENATED MODULE: ./src/junit/decode/single-byte.ts
/** windows-1252 0x80-0x9F (WHATWG: the five unassigned bytes stay C1). */
const WINDOWS_1252_C1 = [
    0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030,
    0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d,
    0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e,
    0x178
];
/** Where ISO-8859-15 differs from Latin-1. */
const ISO_8859_15 = {
    0xa4: 0x20ac,
    0xa6: 0x160,
    0xa8: 0x161,
    0xb4: 0x17d,
    0xb8: 0x17e,
    0xbc: 0x152,
    0xbd: 0x153,
    0xbe: 0x178
};
/**
 * Hand-made tables, because TextDecoder maps ISO-8859-1 to windows-1252 (the
 * WHATWG rule), and Node 20's ICU maps windows-1252 0x80-0x9F to C1 controls.
 */
function codePoints(encoding) {
    const table = Array.from({ length: 256 }, (_, byte) => byte);
    if (encoding === 'windows-1252') {
        WINDOWS_1252_C1.forEach((codePoint, i) => (table[0x80 + i] = codePoint));
    }
    else if (encoding === 'iso-8859-15') {
        for (const [byte, codePoint] of Object.entries(ISO_8859_15)) {
            table[Number(byte)] = codePoint;
        }
    }
    return table;
}
/** UTF-8 of each byte value, 3 slots per byte, and its length. */
function utf8Table(encoding) {
    const bytes = new Uint8Array(256 * 3);
    const lengths = new Uint8Array(256);
    codePoints(encoding).forEach((codePoint, byte) => {
        const utf8 = Buffer.from(String.fromCodePoint(codePoint), 'utf8');
        bytes.set(utf8, byte * 3);
        lengths[byte] = utf8.length;
    });
    return [bytes, lengths];
}
function createSingleByteTranscoder(encoding, output) {
    const [table, lengths] = utf8Table(encoding);
    let out = new Uint8Array(0);
    return {
        write(chunk) {
            if (out.length < chunk.length * 3)
                out = new Uint8Array(chunk.length * 3);
            let o = 0;
            for (let i = 0; i < chunk.length; i++) {
                const byte = chunk[i];
                if (byte < 0x80) {
                    out[o++] = byte;
                    continue;
                }
                const length = lengths[byte];
                for (let k = 0; k < length; k++)
                    out[o++] = table[byte * 3 + k];
            }
            output.write(out.subarray(0, o));
            return 0;
        },
        end() { }
    };
}

;// CONCATENATED MODULE: ./src/junit/decode/utf16.ts
function putCodePoint(w, cp) {
    const out = w.out;
    if (cp < 0x80) {
        out[w.o++] = cp;
    }
    else if (cp < 0x800) {
        out[w.o++] = 0xc0 | (cp >> 6);
        out[w.o++] = 0x80 | (cp & 0x3f);
    }
    else if (cp < 0x10000) {
        out[w.o++] = 0xe0 | (cp >> 12);
        out[w.o++] = 0x80 | ((cp >> 6) & 0x3f);
        out[w.o++] = 0x80 | (cp & 0x3f);
    }
    else {
        out[w.o++] = 0xf0 | (cp >> 18);
        out[w.o++] = 0x80 | ((cp >> 12) & 0x3f);
        out[w.o++] = 0x80 | ((cp >> 6) & 0x3f);
        out[w.o++] = 0x80 | (cp & 0x3f);
    }
}
function putReplacement(w) {
    if (w.first < 0)
        w.first = w.o;
    w.replaced++;
    putCodePoint(w, 0xfffd);
}
const isHigh = (unit) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit) => unit >= 0xdc00 && unit <= 0xdfff;
/**
 * UTF-16 to UTF-8 by hand rather than through TextDecoder, so that a lone
 * surrogate is counted and located like any other invalid sequence (a real
 * U+FFFD in the document is not one).
 */
function createUtf16Transcoder(littleEndian, output) {
    let out = new Uint8Array(0);
    const unitAt = (chunk, i) => littleEndian
        ? chunk[i] | (chunk[i + 1] << 8)
        : (chunk[i] << 8) | chunk[i + 1];
    const flush = (w) => output.writeRepaired(w.out.subarray(0, w.o), w.replaced, w.first);
    return {
        write(chunk) {
            if (out.length < chunk.length * 2)
                out = new Uint8Array(chunk.length * 2);
            const w = { out, o: 0, replaced: 0, first: -1 };
            let i = 0;
            for (; i + 1 < chunk.length; i += 2) {
                const unit = unitAt(chunk, i);
                if (isHigh(unit)) {
                    if (i + 3 >= chunk.length)
                        break;
                    const next = unitAt(chunk, i + 2);
                    if (isLow(next)) {
                        putCodePoint(w, 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00));
                        i += 2;
                    }
                    else {
                        putReplacement(w);
                    }
                }
                else if (isLow(unit)) {
                    putReplacement(w);
                }
                else {
                    putCodePoint(w, unit);
                }
            }
            flush(w);
            return chunk.length - i;
        },
        end(rest) {
            const w = { out: new Uint8Array(6), o: 0, replaced: 0, first: -1 };
            if (rest.length >= 2)
                putReplacement(w);
            if (rest.length % 2 === 1)
                putReplacement(w);
            flush(w);
        }
    };
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/junit/decode/utf8.ts

const REPLACEMENT = Uint8Array.of(0xef, 0xbf, 0xbd);
/** Bytes a lead byte announces, counting itself; 0 for a non-lead byte. */
function sequenceLength(byte) {
    if (byte >= 0xc2 && byte <= 0xdf)
        return 2;
    if (byte >= 0xe0 && byte <= 0xef)
        return 3;
    if (byte >= 0xf0 && byte <= 0xf4)
        return 4;
    return 0;
}
/**
 * How many bytes at the end of `bytes` start a sequence that the next chunk
 * may complete. They are held back so that isUtf8 never sees a split
 * character and reports it as invalid.
 */
function incompleteTail(bytes) {
    const stop = Math.max(0, bytes.length - 3);
    for (let i = bytes.length - 1; i >= stop; i--) {
        const byte = bytes[i];
        if ((byte & 0xc0) === 0x80)
            continue;
        const needed = sequenceLength(byte);
        return needed > bytes.length - i ? bytes.length - i : 0;
    }
    return 0;
}
/** Bounds of the first continuation byte after a lead byte (Unicode 3.9). */
function firstContinuationRange(lead) {
    if (lead === 0xe0)
        return [0xa0, 0xbf];
    if (lead === 0xed)
        return [0x80, 0x9f];
    if (lead === 0xf0)
        return [0x90, 0xbf];
    if (lead === 0xf4)
        return [0x80, 0x8f];
    return [0x80, 0xbf];
}
/** End of the well-formed sequence at `start`, or minus the end of its maximal invalid subpart. */
function sequenceEnd(bytes, start) {
    const needed = sequenceLength(bytes[start]);
    if (needed === 0)
        return -(start + 1);
    let [low, high] = firstContinuationRange(bytes[start]);
    let i = start + 1;
    for (; i < start + needed; i++) {
        const byte = bytes[i];
        if (byte === undefined || byte < low || byte > high)
            return -i;
        low = 0x80;
        high = 0xbf;
    }
    return i;
}
/**
 * Replaces every maximal invalid subpart by U+FFFD, as the WHATWG decoder
 * does, so the output is what TextDecoder would give, but with the positions
 * of the repairs known. Slow path only: chunks that isUtf8 rejected.
 */
function repairUtf8(bytes) {
    const out = new Uint8Array(bytes.length * 3);
    let written = 0;
    let replaced = 0;
    let firstReplaced = -1;
    let runStart = 0;
    let i = 0;
    while (i < bytes.length) {
        if (bytes[i] < 0x80) {
            i++;
            continue;
        }
        const end = sequenceEnd(bytes, i);
        if (end > 0) {
            i = end;
            continue;
        }
        out.set(bytes.subarray(runStart, i), written);
        written += i - runStart;
        if (firstReplaced < 0)
            firstReplaced = written;
        out.set(REPLACEMENT, written);
        written += 3;
        replaced++;
        i = -end;
        runStart = i;
    }
    out.set(bytes.subarray(runStart), written);
    written += bytes.length - runStart;
    return { bytes: out.subarray(0, written), replaced, firstReplaced };
}
function createUtf8Transcoder(output) {
    const push = (bytes) => {
        if ((0,external_node_buffer_.isUtf8)(bytes)) {
            output.write(bytes);
            return;
        }
        const repaired = repairUtf8(bytes);
        output.writeRepaired(repaired.bytes, repaired.replaced, repaired.firstReplaced);
    };
    return {
        write(chunk) {
            const tail = incompleteTail(chunk);
            push(chunk.subarray(0, chunk.length - tail));
            return tail;
        },
        end(rest) {
            if (rest.length > 0)
                push(rest);
        }
    };
}

;// CONCATENATED MODULE: ./src/junit/decode/read.ts







const CHUNK_SIZE = 1 << 20;
// One buffer for every file: with 2,000 small files, allocating per file
// costs more than the reading. Safe because reading is synchronous and the
// parser copies what it keeps.
let sharedBuffer;
function bufferFor(options) {
    if (options.chunkSize !== undefined) {
        return Buffer.allocUnsafe(Math.max(4, options.chunkSize));
    }
    sharedBuffer ??= Buffer.allocUnsafe(CHUNK_SIZE);
    return sharedBuffer;
}
function createTranscoder(encoding, output) {
    switch (encoding.kind) {
        case 'utf-8':
            return createUtf8Transcoder(output);
        case 'utf-16':
            return createUtf16Transcoder(encoding.littleEndian, output);
        case 'single-byte':
            return createSingleByteTranscoder(encoding.name, output);
        case 'text-decoder':
            return createTextDecoderTranscoder(encoding.name, output);
    }
}
/** Reads a file in order, remembering when it has ended. */
class FileReader {
    fd;
    /** Set by the first read that returns nothing: no read is made after it. */
    ended = false;
    constructor(fd) {
        this.fd = fd;
    }
    /** Fills `buffer` from `start` until it is full or the file ends. */
    fill(buffer, start) {
        let length = start;
        while (length < buffer.length && !this.ended) {
            const n = (0,external_node_fs_.readSync)(this.fd, buffer, length, buffer.length - length, null);
            if (n === 0)
                this.ended = true;
            length += n;
        }
        return length - start;
    }
}
/**
 * Streams a file to `sink` as UTF-8, whatever its encoding, in chunks of at
 * most the buffer size: memory does not grow with the file. Throws
 * EncodingError for an encoding it cannot decode.
 */
function readAsUtf8(path, sink, options = {}) {
    const buffer = bufferFor(options);
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const reader = new FileReader(fd);
        let length = reader.fill(buffer, 0);
        const detection = detectEncoding(buffer.subarray(0, length));
        const output = new Utf8Output(sink);
        const transcoder = createTranscoder(detection.encoding, output);
        let from = detection.bomLength;
        while (length > from && !output.stopped) {
            const tail = transcoder.write(buffer.subarray(from, length));
            buffer.copyWithin(0, length - tail, length);
            const n = reader.fill(buffer, tail);
            if (n === 0) {
                transcoder.end(buffer.subarray(0, tail));
                break;
            }
            length = tail + n;
            from = 0;
        }
        return {
            encoding: describe(detection.encoding),
            ...(detection.warning === undefined
                ? {}
                : { warning: detection.warning }),
            replaced: output.replaced,
            firstReplaced: output.firstReplaced
        };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/junit/decode/index.ts
/**
 * The decode layer: a report's bytes, in whatever encoding its BOM or XML
 * declaration names, read as a stream of UTF-8 chunks. The XML layer above
 * sees only UTF-8.
 */





/***/ }),

/***/ 6379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MS: () => (/* binding */ HashStore),
/* harmony export */   TC: () => (/* binding */ STATUS_OF_CODE),
/* harmony export */   gy: () => (/* binding */ STATUS_JSON)
/* harmony export */ });
/* unused harmony export HashedTests */
/* harmony import */ var _inventory_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3772);
/**
 * A hashed inventory (docs/inventory.md, Hashing): past the threshold each
 * case is kept as its identity's 16-byte hash and a status byte, 17 bytes
 * in fixed pages, with no object or string per case. A million cases are
 * 17 MB; the same as arrays of strings took over 300 MiB. The finished
 * inventory is sorted by hash (the hex order is the bytes' order), its
 * repeated identities merged.
 */

const HASH_BYTES = 16;
const RECORD = HASH_BYTES + 1;
/** Records per page: 16,384 (272 KiB). */
const PAGE_BITS = 14;
const PAGE = 1 << PAGE_BITS;
const MASK = PAGE - 1;
/** Below this many records, an index fits in 24 bits of a sort key. */
const INDEX_LIMIT = 1 << 24;
/** The status byte of a record. */
const STATUS_OF_CODE = [
    'passed',
    'skipped',
    'failed',
    'errored'
];
/** Each status's JSON, by code. */
const STATUS_JSON = STATUS_OF_CODE.map((status) => JSON.stringify(status));
const CODE_OF_STATUS = {
    passed: 0,
    skipped: 1,
    failed: 2,
    errored: 3
};
/** Record `index`'s page. */
function pageOf(pages, index) {
    return pages[index >>> PAGE_BITS];
}
/** Record `index`'s offset in its page. */
function offsetOf(index) {
    return (index & MASK) * RECORD;
}
/** The finished hashed inventory: sorted by hash, one record per identity. */
class HashedTests {
    pages;
    length;
    constructor(pages, length) {
        this.pages = pages;
        this.length = length;
    }
    /** The `index`th identity's hash, hex. */
    hashAt(index) {
        const at = offsetOf(index);
        return pageOf(this.pages, index).toString('hex', at, at + HASH_BYTES);
    }
    statusAt(index) {
        const code = pageOf(this.pages, index)[offsetOf(index) + HASH_BYTES];
        return STATUS_OF_CODE[code];
    }
    /** The `index`th entry as the inventory file's JSON array. */
    writeJson(index, out) {
        const page = pageOf(this.pages, index);
        const at = offsetOf(index);
        out.ascii('["');
        out.hex(page, at, HASH_BYTES);
        out.ascii(`",${STATUS_JSON[page[at + HASH_BYTES]]}]`);
    }
    /** The status of the identity whose hash is `hash` (hex), if it is here. */
    statusOf(hash) {
        const wanted = Buffer.from(hash, 'hex');
        if (wanted.length !== HASH_BYTES)
            return undefined;
        let low = 0;
        let high = this.length - 1;
        while (low <= high) {
            const middle = (low + high) >>> 1;
            const at = offsetOf(middle);
            const order = pageOf(this.pages, middle).compare(wanted, 0, HASH_BYTES, at, at + HASH_BYTES);
            if (order === 0)
                return this.statusAt(middle);
            if (order < 0)
                low = middle + 1;
            else
                high = middle - 1;
        }
        return undefined;
    }
    *[Symbol.iterator]() {
        for (let index = 0; index < this.length; index++) {
            yield [this.hashAt(index), this.statusAt(index)];
        }
    }
}
/**
 * The records of a hashed inventory as the parse adds them, in order. The
 * end sorts them where they are, in their pages: a sorted copy beside them
 * (and the keys it was sorted by) took the memory of three more stores.
 */
class HashStore {
    pages = [];
    count = 0;
    get size() {
        return this.count;
    }
    /** A record: `hash` as 16 bytes, or as at least 32 hex digits. */
    add(hash, status) {
        const target = (this.pages[this.count >>> PAGE_BITS] ??= Buffer.allocUnsafe(PAGE * RECORD));
        const at = offsetOf(this.count);
        if (typeof hash === 'string')
            target.write(hash, at, HASH_BYTES, 'hex');
        else
            target.set(hash.subarray(0, HASH_BYTES), at);
        target[at + HASH_BYTES] = CODE_OF_STATUS[status];
        this.count++;
    }
    /** Forgets the records from `size` on (a file left out of the results). */
    truncate(size) {
        this.count = Math.min(this.count, size);
        this.pages.length = Math.ceil(this.count / PAGE);
    }
    /** The records sorted by hash, an identity seen again merged (worseStatus). */
    finish() {
        this.permute(this.sortedOrder());
        const kept = this.mergeRepeated();
        const pages = this.pages.slice(0, Math.ceil(kept / PAGE));
        this.pages.length = 0;
        this.count = 0;
        return new HashedTests(pages, kept);
    }
    /** Copies record `from` over record `to`. */
    move(from, to) {
        const at = offsetOf(from);
        pageOf(this.pages, from).copy(pageOf(this.pages, to), offsetOf(to), at, at + RECORD);
    }
    /**
     * Puts record `order[k]` at `k` for every k, following each cycle of the
     * permutation with one record held aside; a placed position is marked by
     * `order[k] = k`.
     */
    permute(order) {
        const held = Buffer.allocUnsafe(RECORD);
        for (let start = 0; start < order.length; start++) {
            if (order[start] === start)
                continue;
            const at = offsetOf(start);
            pageOf(this.pages, start).copy(held, 0, at, at + RECORD);
            let to = start;
            for (;;) {
                const from = order[to];
                order[to] = to;
                if (from === start)
                    break;
                this.move(from, to);
                to = from;
            }
            held.copy(pageOf(this.pages, to), offsetOf(to));
        }
    }
    /** Merges each run of equal hashes into its first record; the kept count. */
    mergeRepeated() {
        let kept = 0;
        for (let k = 0; k < this.count; k++) {
            if (kept > 0 && this.compare(kept - 1, k) === 0) {
                const page = pageOf(this.pages, kept - 1);
                const at = offsetOf(kept - 1) + HASH_BYTES;
                const status = this.statusAt(k);
                const was = STATUS_OF_CODE[page[at]];
                page[at] = CODE_OF_STATUS[(0,_inventory_js__WEBPACK_IMPORTED_MODULE_0__/* .worseStatus */ .L9)(was, status)];
                continue;
            }
            if (kept !== k)
                this.move(k, kept);
            kept++;
        }
        return kept;
    }
    statusAt(index) {
        const code = pageOf(this.pages, index)[offsetOf(index) + HASH_BYTES];
        return STATUS_OF_CODE[code];
    }
    /**
     * The record indices in hash order. Each record becomes one number, its
     * hash's first 29 bits above its index (24 bits), exact in a double and
     * sorted natively: a comparator called 20 million times for a million
     * records took seconds. Records whose first 29 bits are equal are then
     * ordered by the whole hash. Past 2^24 records the index no longer fits:
     * a comparator sorts them all.
     */
    sortedOrder() {
        if (this.count >= INDEX_LIMIT)
            return this.comparedOrder();
        const keys = new Float64Array(this.count);
        for (let index = 0; index < this.count; index++)
            keys[index] = this.prefixOf(index) * INDEX_LIMIT + index;
        keys.sort();
        // The order is written over the keys: entry k takes 4 of the 8 bytes of
        // key k/2, which was read already, so no second array is needed.
        const order = new Uint32Array(keys.buffer, 0, this.count);
        for (let k = 0; k < this.count; k++)
            order[k] = keys[k] % INDEX_LIMIT;
        this.orderTies(order);
        return order;
    }
    /** Runs of records sharing their first 29 bits, ordered by the rest. */
    orderTies(order) {
        let start = 0;
        for (let k = 1; k <= order.length; k++) {
            if (k < order.length &&
                this.prefixOf(order[k]) ===
                    this.prefixOf(order[start]))
                continue;
            if (k - start > 1)
                order.subarray(start, k).sort((a, b) => this.compare(a, b));
            start = k;
        }
    }
    prefixOf(index) {
        return pageOf(this.pages, index).readUInt32BE(offsetOf(index)) >>> 3;
    }
    compare(a, b) {
        const left = offsetOf(a);
        const right = offsetOf(b);
        return pageOf(this.pages, a).compare(pageOf(this.pages, b), right, right + HASH_BYTES, left, left + HASH_BYTES);
    }
    comparedOrder() {
        const order = new Uint32Array(this.count);
        for (let index = 0; index < this.count; index++)
            order[index] = index;
        return order.sort((a, b) => this.compare(a, b));
    }
}


/***/ }),

/***/ 722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bf: () => (/* reexport */ junit_inventory/* INVENTORY_FORMAT */.Bf),
  mz: () => (/* reexport */ KEPT_META_FILE),
  d5: () => (/* reexport */ KEPT_PAYLOAD_KIND),
  Ns: () => (/* reexport */ MalformedReportsError),
  nV: () => (/* reexport */ discoverReports),
  Jf: () => (/* reexport */ junit_inventory/* identityHash */.Jf),
  US: () => (/* reexport */ junit_inventory/* identityKey */.US),
  Ni: () => (/* reexport */ inventoryJson),
  RH: () => (/* reexport */ junit_inventory/* loadHashing */.RH),
  jk: () => (/* binding */ parseReports),
  PA: () => (/* reexport */ utf8_order/* sortByUtf8 */.P),
  vA: () => (/* reexport */ totalsOf),
  xL: () => (/* reexport */ unionOfInventories),
  Vj: () => (/* reexport */ verdictOf),
  L9: () => (/* reexport */ junit_inventory/* worseStatus */.L9)
});

// UNUSED EXPORTS: HASH_ABOVE, HashedTests, STATUS_ORDER, STRICT_HINT, identityDigest, malformedText, parseReportFile, patternLines

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/junit/kept-marker.ts
/**
 * A payload kept after a failed upload (src/modes/attest-junit/kept-payload.ts) holds
 * the reports it attached. Its folder is marked by a `meta.json` of this
 * kind, so that discovery never reads it back as reports, wherever it is.
 */


const KEPT_PAYLOAD_KIND = 'kosli-attest-kept-payload';
const KEPT_META_FILE = 'meta.json';
/** Whether `dir`, listed as `entries`, is a kept payload folder. */
function isKeptPayloadDir(dir, entries) {
    if (!entries.some((e) => e.name === KEPT_META_FILE && e.isFile())) {
        return false;
    }
    try {
        const meta = JSON.parse((0,external_node_fs_.readFileSync)(external_node_path_default().join(dir, KEPT_META_FILE), 'utf8'));
        return (typeof meta === 'object' &&
            meta !== null &&
            meta.kind === KEPT_PAYLOAD_KIND);
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/junit/utf8-order.ts
var utf8_order = __webpack_require__(7444);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
;// CONCATENATED MODULE: ./src/junit/discover.ts






/** `EACCES: permission denied` from a failed fs call. */
function systemReason(error) {
    const { code, message } = error;
    if (code === undefined)
        return String(message);
    // Node's message repeats the call and path: keep the code and its words.
    const words = /^[A-Z]+: ([^,]+)/.exec(message)?.[1];
    return words === undefined ? code : `${code}: ${words}`;
}
const toPosix = (p) => p.split((external_node_path_default()).sep).join('/');
/** One pattern per entry, trimmed; blank lines and `#` comments dropped. */
function patternLines(patterns) {
    return patterns
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
}
// Hidden folders and node_modules are entered only when the glob names them.
function hiddenAllowed(name, globSegments) {
    if (name === 'node_modules')
        return globSegments.includes('node_modules');
    if (!name.startsWith('.'))
        return true;
    return globSegments.some((segment) => segment.startsWith('.'));
}
/** What a directory input reads: `*.xml`, and `*.trx` when asked for. */
function directoryWalk(root, trx) {
    return {
        root,
        accepts: (_relative, name) => {
            const lower = name.toLowerCase();
            const report = lower.endsWith('.xml') || (trx && lower.endsWith('.trx'));
            return report && !name.startsWith('.');
        },
        enters: (name) => hiddenAllowed(name, [])
    };
}
function globWalk(root, glob) {
    const segments = glob.split('/');
    const matcher = picomatch_default()(glob);
    // Segment-by-segment pruning is only sound without braces or extglobs,
    // which may hold a `/`.
    const simple = !/[{}()]/.test(glob);
    const globstar = segments.findIndex((segment) => segment.includes('**'));
    const fixedDepth = globstar < 0 ? segments.length - 1 : globstar;
    const segmentMatchers = segments.map((segment) => picomatch_default()(segment));
    return {
        root,
        accepts: (relative) => matcher(relative),
        enters: (name, depth) => {
            if (!hiddenAllowed(name, segments))
                return false;
            if (!simple)
                return true;
            if (globstar < 0 && depth >= segments.length - 1)
                return false;
            if (depth >= fixedDepth)
                return true;
            return segmentMatchers[depth]?.(name) ?? false;
        }
    };
}
function realpathOrUndefined(target) {
    try {
        return (0,external_node_fs_.realpathSync)(target);
    }
    catch {
        return undefined;
    }
}
/** The real target of a symlinked directory worth entering, else undefined. */
function linkedDirectory(target, place, bounds) {
    const real = realpathOrUndefined(target);
    if (real === undefined || !(0,paths/* isInside */.F)(bounds.boundary, real))
        return undefined;
    if ((0,paths/* isInside */.F)(bounds.realRoot, real))
        return undefined;
    // A target that holds where we are, or a directory already followed, loops.
    const loops = [place.real, ...place.chain].some((dir) => (0,paths/* isInside */.F)(real, dir));
    return loops ? undefined : real;
}
function linkedFile(target, bounds) {
    const real = realpathOrUndefined(target);
    return real !== undefined && (0,paths/* isInside */.F)(bounds.boundary, real);
}
/**
 * `dir` joined with an entry name. Cheaper than path.join, which normalizes
 * again: `dir` is already normalized and a name holds no separator.
 */
const childPath = (dir, name) => dir.endsWith((external_node_path_default()).sep) ? dir + name : dir + (external_node_path_default()).sep + name;
/**
 * Every file below walk.root that the walk accepts, as absolute paths. A
 * directory that cannot be listed goes to `unreadable`: skipping it silently
 * could drop failing tests (docs/counting.md, F7).
 */
function runWalk(walk, bounds, unreadable) {
    const found = [];
    const stack = [
        { dir: walk.root, relative: '', depth: 0, real: bounds.realRoot, chain: [] }
    ];
    for (let place = stack.pop(); place; place = stack.pop()) {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(place.dir, { withFileTypes: true });
        }
        catch (error) {
            unreadable.set(place.dir, systemReason(error));
            continue;
        }
        if (isKeptPayloadDir(place.dir, entries))
            continue;
        for (const entry of entries) {
            const full = childPath(place.dir, entry.name);
            const relative = place.relative === '' ? entry.name : `${place.relative}/${entry.name}`;
            const next = { dir: full, relative, depth: place.depth + 1 };
            if (entry.isSymbolicLink()) {
                if (existingKind(full) === 'file') {
                    if (walk.accepts(relative, entry.name) && linkedFile(full, bounds))
                        found.push(full);
                }
                else if (walk.enters(entry.name, place.depth)) {
                    const real = linkedDirectory(full, place, bounds);
                    if (real)
                        stack.push({ ...next, real, chain: [...place.chain, real] });
                }
            }
            else if (entry.isFile()) {
                if (walk.accepts(relative, entry.name))
                    found.push(full);
            }
            else if (entry.isDirectory() && walk.enters(entry.name, place.depth)) {
                stack.push({
                    ...next,
                    real: childPath(place.real, entry.name),
                    chain: place.chain
                });
            }
        }
    }
    return found;
}
function existingKind(target) {
    try {
        const stats = (0,external_node_fs_.statSync)(target);
        if (stats.isDirectory())
            return 'dir';
        return stats.isFile() ? 'file' : undefined;
    }
    catch {
        return undefined;
    }
}
/** Absolute paths one include pattern matches. */
function matchInclude(pattern, ws) {
    const scan = picomatch_default().scan(pattern);
    const root = external_node_path_default().resolve(ws.cwd, scan.isGlob ? scan.base : pattern);
    let realRoot;
    try {
        realRoot = (0,external_node_fs_.realpathSync)(root);
    }
    catch (error) {
        // Missing is "matched nothing"; a path we may not enter is unreadable.
        const code = error.code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR') {
            ws.unreadable.set(root, systemReason(error));
        }
        return [];
    }
    const insideWorkspace = (0,paths/* isInside */.F)(ws.cwd, root);
    // A path in the workspace that resolves outside it is a symlink out.
    if (insideWorkspace && !(0,paths/* isInside */.F)(ws.realCwd, realRoot))
        return [];
    const bounds = { boundary: insideWorkspace ? ws.realCwd : realRoot, realRoot };
    const kind = existingKind(root);
    if (!scan.isGlob) {
        if (kind === 'file')
            return [root];
        return kind === 'dir'
            ? runWalk(directoryWalk(root, ws.trx), bounds, ws.unreadable)
            : [];
    }
    return kind === 'dir'
        ? runWalk(globWalk(root, scan.glob), bounds, ws.unreadable)
        : [];
}
function excluder(pattern) {
    const normalized = external_node_path_default().posix.normalize(pattern).replace(/\/$/, '');
    const absolute = external_node_path_default().isAbsolute(normalized);
    const matcher = picomatch_default()(normalized);
    const literal = !picomatch_default().scan(normalized).isGlob;
    return (display, full) => {
        const subject = absolute ? toPosix(full) : display;
        return matcher(subject) || (literal && subject.startsWith(`${normalized}/`));
    };
}
/**
 * Path as shown: relative to cwd with `/` when inside it, else absolute.
 * `full` is normalized, so a path below `cwd/` needs no path.relative.
 */
function displayer(cwd) {
    const prefix = cwd.endsWith((external_node_path_default()).sep) ? cwd : cwd + (external_node_path_default()).sep;
    return (full) => {
        if (full.startsWith(prefix))
            return toPosix(full.slice(prefix.length));
        return (0,paths/* isInside */.F)(cwd, full) ? toPosix(external_node_path_default().relative(cwd, full)) : full;
    };
}
/**
 * Finds report files. Each entry is a glob (`**` allowed), a directory (every
 * `*.xml` below it, and `*.trx` with `trx`), a file, or `!pattern` to exclude. Only the fixed prefix
 * of a glob is walked; symlinks are not followed out of the workspace; hidden
 * folders and node_modules are searched only when a pattern names them.
 */
function discoverReports(patterns, options) {
    return Promise.resolve(discoverReportsSync(patterns, options));
}
function includeAll(lines, ws, display) {
    const found = new Map();
    const counts = new Map();
    for (const line of lines) {
        if (line.startsWith('!'))
            continue;
        const matched = new Set();
        for (const full of matchInclude(line, ws)) {
            const shown = display(full);
            matched.add(shown);
            // `full` is normalized and absolute: path.resolve(cwd, shown) itself.
            if (!found.has(shown))
                found.set(shown, full);
        }
        counts.set(line, matched.size);
    }
    return { found, counts };
}
/** Applies the `!` lines to what was found and to the unreadable paths. */
function excludeAll(lines, included, unreadable) {
    const { found, counts } = included;
    for (const line of lines) {
        if (!line.startsWith('!'))
            continue;
        const excludes = excluder(line.slice(1).trim());
        let removed = 0;
        for (const [shown, full] of found) {
            if (excludes(shown, full)) {
                found.delete(shown);
                removed++;
            }
        }
        // An excluded directory need not be readable.
        for (const [shown, { full }] of unreadable) {
            if (excludes(shown, full))
                unreadable.delete(shown);
        }
        counts.set(line, removed);
    }
}
function discoverReportsSync(patterns, options) {
    const cwd = external_node_path_default().resolve(options.cwd);
    const ws = {
        cwd,
        realCwd: realpathOrUndefined(cwd) ?? cwd,
        unreadable: new Map(),
        trx: options.trx ?? false
    };
    const lines = patternLines(patterns);
    const display = displayer(cwd);
    const included = includeAll(lines, ws, display);
    const unreadable = new Map([...ws.unreadable].map(([full, reason]) => [
        display(full),
        { full, reason }
    ]));
    excludeAll(lines, included, unreadable);
    const files = (0,utf8_order/* sortByUtf8 */.P)([...included.found.keys()]);
    const perPattern = lines.map((pattern) => ({
        pattern,
        matched: included.counts.get(pattern) ?? 0
    }));
    return {
        files,
        perPattern,
        unreadable: (0,utf8_order/* sortByUtf8 */.P)([...unreadable.keys()]).map((shown) => ({
            path: shown,
            reason: unreadable.get(shown)?.reason ?? ''
        }))
    };
}

// EXTERNAL MODULE: ./src/junit/decode/index.ts + 7 modules
var decode = __webpack_require__(9873);
// EXTERNAL MODULE: ./src/junit/rules/index.ts + 13 modules
var rules = __webpack_require__(9911);
// EXTERNAL MODULE: ./src/junit/xml/index.ts + 10 modules
var xml = __webpack_require__(6475);
;// CONCATENATED MODULE: ./src/junit/formats/junit.ts

class JunitReader {
    rules;
    vocabulary = rules/* JUNIT_VOCABULARY */.u0;
    rootKind = rules/* K_SUITES */.MA;
    constructor(rules) {
        this.rules = rules;
    }
    format() {
        return 'junit';
    }
    /** `testsuites` or `testsuite`: the root vocabulary's kinds are JUnit's. */
    startRoot(kind) {
        this.rootKind = kind === rules/* K_SUITE */.Dr ? rules/* K_SUITE */.Dr : rules/* K_SUITES */.MA;
    }
    openRoot(values) {
        this.rules.open(this.rootKind, values, 0);
    }
    open(kind, values, depth) {
        this.rules.open(kind, values, depth);
    }
    close(kind, depth) {
        this.rules.close(kind, depth);
    }
    closeRoot() {
        this.rules.close(this.rootKind, 0);
        return this.rules.suites.splice(0);
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/common/failure.ts

/**
 * The failed case kept for the summary: its kind by `status`, its message,
 * and the file and line its trace (else its message) points at.
 */
function failedCase(detail, status) {
    return {
        name: detail.name,
        kind: status === rules/* ERRORED */.EF ? 'error' : 'failure',
        ...(0,rules/* describeFailure */.Ic)(detail.message, detail.trace ?? detail.message ?? '')
    };
}
/** Captured text: the first message, else the first trace, is kept. */
function keepText(owner, isMessage, text) {
    if (owner === undefined)
        return;
    if (isMessage)
        owner.message ??= text;
    else
        owner.trace ??= text;
}

;// CONCATENATED MODULE: ./src/junit/formats/common/names.ts
/** Names shared by the readers (docs/counting.md, Report formats). */
/** F3: the file name without its folder and a final `.xml`/`.trx`, any case. */
function fileSuiteName(fileName) {
    const base = fileName.split(/[\\/]/).at(-1) ?? fileName;
    return base.replace(/\.(xml|trx)$/i, '');
}
/** A name, or the fallback when it is missing or blank. */
function nameOr(name, fallback) {
    return name === undefined || name.trim() === '' ? fallback : name;
}
/** F6: outcome words are compared trimmed and case-insensitively. */
function outcomeWord(value) {
    return value?.trim().toLowerCase();
}
/** A value quoted in a message, shortened: attributes can be huge. */
function quoteValue(text) {
    return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

;// CONCATENATED MODULE: ./src/junit/formats/common/table.ts

/** At most this many distinct warnings are kept per suite. */
const PROBLEMS_MAX = 20;
class SuiteTable {
    context;
    byKey = new Map();
    rows = [];
    constructor(context) {
        this.context = context;
    }
    has(key) {
        return this.byKey.has(key);
    }
    row(key, name = key) {
        let row = this.byKey.get(key);
        if (row === undefined) {
            row = {
                name,
                total: 0,
                failures: 0,
                errors: 0,
                skipped: 0,
                micros: 0,
                timed: false,
                warned: 0,
                failed: [],
                omitted: 0,
                problems: new Map()
            };
            this.byKey.set(key, row);
            this.rows.push(row);
        }
        return row;
    }
    /** Orders the rows by `rank` (smaller first; equal ranks keep their order). */
    sortBy(rank) {
        this.rows.sort((a, b) => rank(a) - rank(b));
    }
    /** One test of `status`; `micros` undefined: it had no time. */
    count(row, status, micros) {
        row.total++;
        if (status === rules/* SKIPPED */.$O)
            row.skipped++;
        else if (status === rules/* FAILED */.Wk)
            row.failures++;
        else if (status === rules/* ERRORED */.EF)
            row.errors++;
        if (micros !== undefined) {
            row.micros += micros;
            row.timed = true;
        }
    }
    /** Whether one more failed case would be kept in detail. */
    hasRoom(row) {
        return (row.failed.length < rules/* FAILED_CASES_MAX */.Fn && this.context.budget.remaining > 0);
    }
    /** Keeps a failed case's detail when there is room, else counts it. */
    fail(row, failed) {
        if (this.hasRoom(row)) {
            row.failed.push(failed());
            this.context.budget.remaining--;
        }
        else {
            row.omitted++;
        }
    }
    problem(row, message) {
        const seen = row.problems.get(message);
        if (seen !== undefined)
            row.problems.set(message, seen + 1);
        else if (row.problems.size < PROBLEMS_MAX)
            row.problems.set(message, 1);
    }
    /** The finished suites (those that count a test), with their notes. */
    reports() {
        const stamps = new Map();
        const reports = [];
        for (const row of this.rows) {
            if (row.total === 0 && row.stated !== true)
                continue;
            reports.push(this.report(row, stamps));
        }
        return reports;
    }
    report(row, stamps) {
        const micros = row.timed ? row.micros : (row.ownMicros ?? 0);
        const report = {
            result: {
                name: row.name,
                failures: row.failures,
                errors: row.errors,
                skipped: row.skipped,
                total: row.total,
                duration: micros / 1e6
            },
            flaky: 0,
            failedCases: row.failed,
            failedCasesOmitted: row.omitted
        };
        if (row.timestamp !== undefined) {
            const { text, from } = row.timestamp;
            const known = stamps.get(text);
            const parsed = known ?? (0,rules/* parseTimestamp */.EH)(text);
            stamps.set(text, parsed);
            if ('seconds' in parsed)
                report.result.timestamp = parsed.seconds;
            // One warning per value: every suite of a TRX shares the run's start.
            else if (known === undefined)
                this.note(row, 'warning', `${from} ${parsed.omitted}; left out`);
        }
        for (const [message, count] of row.problems) {
            const tests = count > 1 ? ` (${count} tests)` : '';
            this.note(row, 'warning', `${message}${tests}`);
        }
        if (row.warned > 0) {
            this.note(row, 'notice', `${row.warned} test(s) passed with a warning (outcome Warning); counted as passed`);
        }
        return report;
    }
    note(row, level, message) {
        this.context.note({
            level,
            file: this.context.fileName,
            suite: row.name,
            message
        });
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/common/values.ts
/** Attribute values the readers share: seconds and header counts. */

/**
 * A time in seconds (docs/counting.md, N3: decimal commas, thousands
 * separators) as whole microseconds; undefined when absent. Unreadable or
 * negative: 0, with a warning on the suite.
 */
function secondsMicros(text, row, table) {
    if (text === undefined || text.trim() === '')
        return undefined;
    const parsed = (0,rules/* parseDuration */.E9)(text);
    if ('micros' in parsed)
        return parsed.micros;
    table.problem(row, `time ${parsed.error}; counted as 0`);
    return 0;
}
/** A header count; absent or unreadable: undefined. */
function countOf(text) {
    return text === undefined ? undefined : (0,rules/* parseCount */.zq)(text);
}

;// CONCATENATED MODULE: ./src/junit/formats/nunit/vocabulary.ts
/** The NUnit 2 and 3 elements the reader wants, and their attributes. */

/** `test-suite` (and a `test-suite` root), in this order. */
const NUNIT_SUITE_ATTRIBUTES = [
    'type',
    'name',
    'fullname',
    'result',
    'executed',
    'success',
    'time',
    'duration',
    'start-time',
    'runstate',
    'total',
    'testcasecount',
    'failed',
    'skipped',
    'inconclusive'
];
const S_TYPE = 0;
const S_NAME = 1;
const S_FULLNAME = 2;
const S_RESULT = 3;
const S_EXECUTED = 4;
const S_SUCCESS = 5;
const S_TIME = 6;
const S_DURATION = 7;
const S_START = 8;
const S_RUNSTATE = 9;
const S_TOTAL = 10;
const S_CASECOUNT = 11;
const S_FAILED = 12;
const S_SKIPPED = 13;
const S_INCONCLUSIVE = 14;
/** NUnit 3's `test-run` root. */
const NUNIT3_RUN_ATTRIBUTES = [
    'name',
    'fullname',
    'result',
    'start-time',
    'duration',
    'total',
    'testcasecount',
    'failed',
    'skipped',
    'inconclusive'
];
const RUN_NAME = 0;
const RUN_RESULT = 2;
const RUN_START = 3;
const RUN_TOTAL = 5;
const RUN_CASECOUNT = 6;
const RUN_FAILED = 7;
const RUN_SKIPPED = 8;
const RUN_INCONCLUSIVE = 9;
/** NUnit 2's `test-results` root. */
const NUNIT2_RESULTS_ATTRIBUTES = [
    'name',
    'total',
    'errors',
    'failures',
    'not-run',
    'date',
    'time'
];
const RES_NAME = 0;
const RES_TOTAL = 1;
const RES_ERRORS = 2;
const RES_FAILURES = 3;
const RES_NOT_RUN = 4;
const RES_DATE = 5;
const RES_TIME = 6;
const K_SUITE = 1;
const K_CASE = 2;
const K_FAILURE = 3;
const K_MESSAGE = 4;
const K_STACK = 5;
const C_NAME = 0;
const C_FULLNAME = 1;
const C_RESULT = 2;
const C_LABEL = 3;
const C_EXECUTED = 4;
const C_SUCCESS = 5;
const C_TIME = 6;
const C_DURATION = 7;
const NUNIT_VOCABULARY = new xml/* Vocabulary */.VI([
    { name: 'test-suite', attributes: NUNIT_SUITE_ATTRIBUTES },
    {
        name: 'test-case',
        attributes: [
            'name',
            'fullname',
            'result',
            'label',
            'executed',
            'success',
            'time',
            'duration'
        ]
    },
    { name: 'failure', attributes: [] },
    { name: 'message', attributes: [] },
    { name: 'stack-trace', attributes: [] }
]);

;// CONCATENATED MODULE: ./src/junit/formats/nunit/frames.ts

/** Method-level groupings: their cases count in the enclosing fixture. */
const METHOD_LEVEL = new Set([
    'parameterizedmethod',
    'parameterizedtest',
    'theory',
    'genericmethod',
    'rowtest'
]);
function joined(path, name) {
    return path === '' ? name : `${path}.${name}`;
}
const ASSEMBLY = /[/\\]|\.(dll|exe)$/i;
/**
 * NUnit 2.2/2.4 (no `type`): the key and namespace path of a suite. NUnit
 * 2.4 writes short names, 2.2 full ones (`UnitTests.MainClassTest` inside
 * `UnitTests`), which are not prefixed twice; a name that is a file (a
 * path, or ending in .dll or .exe) is the project or an assembly (2.2 nests
 * the assembly inside a project of the same name), not a namespace (N3).
 */
function untypedNames(name, parent) {
    if (parent.outermost || ASSEMBLY.test(name))
        return { key: name, path: '' };
    if (parent.path !== '' && name.startsWith(`${parent.path}.`))
        return { key: name, path: name };
    const key = joined(parent.path, name);
    return { key, path: key };
}
/** The frame of a `test-suite` opened under `parent`. */
function suiteFrame(version, values, parent) {
    const type = values.text(S_TYPE)?.trim();
    const name = values.text(S_NAME) ?? '';
    const methodLevel = METHOD_LEVEL.has(type?.toLowerCase() ?? '');
    let key;
    let path = parent.path;
    if (version === 3) {
        key = methodLevel ? parent.key : (values.text(S_FULLNAME) ?? name);
    }
    else if (type === undefined) {
        const names = untypedNames(name, parent);
        key = names.key;
        path = names.path;
    }
    else {
        key = methodLevel ? parent.key : joined(parent.path, name);
        if (type.toLowerCase() === 'namespace')
            path = joined(parent.path, name);
    }
    // A method-level suite counts in its fixture, so the fixture's start-time
    // and own time stand (N7, N8); its own would replace them.
    const start = methodLevel ? undefined : values.text(S_START);
    const frame = {
        key,
        path,
        outermost: false,
        failedSelf: false,
        failingBelow: 0,
        stamp: start === undefined
            ? parent.stamp
            : { text: start, from: 'test-suite start-time' }
    };
    const time = methodLevel
        ? undefined
        : ((version === 3 ? values.text(S_DURATION) : undefined) ??
            values.text(S_TIME));
    if (time !== undefined)
        frame.ownTime = time;
    return frame;
}
/** The frame standing for the root element itself. */
function rootFrame(stamp) {
    return {
        key: undefined,
        path: '',
        outermost: true,
        failedSelf: false,
        failingBelow: 0,
        stamp
    };
}

;// CONCATENATED MODULE: ./src/junit/formats/root-kinds.ts
/** The root elements F1 knows, as kinds of the root vocabulary (recognise.ts). */
const R_TESTSUITES = 1;
const R_TESTSUITE = 2;
const R_TRX = 3;
const R_NUNIT3_RUN = 4;
const R_NUNIT2_RESULTS = 5;
const R_NUNIT_SUITE = 6;
const R_XUNIT_ASSEMBLIES = 7;
const R_XUNIT_ASSEMBLY = 8;

;// CONCATENATED MODULE: ./src/junit/formats/nunit/header.ts



/**
 * NUnit 3: `test-run/@start-time`. NUnit 2: `date` + `time`, which carry no
 * zone and are read as UTC (N8). A `test-suite` root has its own.
 */
function rootStamp(kind, values) {
    if (kind === R_NUNIT3_RUN) {
        const text = values.text(RUN_START);
        return text === undefined
            ? undefined
            : { text, from: 'test-run start-time' };
    }
    if (kind !== R_NUNIT2_RESULTS)
        return undefined;
    const date = values.text(RES_DATE)?.trim();
    const time = values.text(RES_TIME)?.trim();
    if (date === undefined || time === undefined)
        return undefined;
    return { text: `${date} ${time}`, from: 'test-results date and time' };
}
function stated(values, indices) {
    let total;
    for (const index of indices) {
        const count = countOf(values[index]);
        if (count !== undefined)
            total = (total ?? 0) + count;
    }
    return total;
}
function headerOf(kind, values) {
    if (kind === R_NUNIT2_RESULTS) {
        return {
            total: stated(values, [RES_TOTAL, RES_NOT_RUN]),
            failures: stated(values, [RES_FAILURES]),
            errors: stated(values, [RES_ERRORS]),
            skipped: stated(values, [RES_NOT_RUN])
        };
    }
    const run = kind === R_NUNIT3_RUN;
    const total = run ? RUN_TOTAL : S_TOTAL;
    const count = run ? RUN_CASECOUNT : S_CASECOUNT;
    return {
        total: stated(values, [total]) ?? stated(values, [count]),
        failures: stated(values, [run ? RUN_FAILED : S_FAILED]),
        errors: undefined,
        skipped: stated(values, [
            run ? RUN_SKIPPED : S_SKIPPED,
            run ? RUN_INCONCLUSIVE : S_INCONCLUSIVE
        ])
    };
}
/** N9: with no test-case anywhere, the root's counts are one suite. */
function headerRow(table, name, root) {
    const { kind, values } = root;
    if (kind !== R_NUNIT2_RESULTS &&
        kind !== R_NUNIT3_RUN &&
        kind !== R_NUNIT_SUITE)
        return undefined;
    const header = headerOf(kind, values);
    if (header.total === undefined && header.failures === undefined)
        return undefined;
    const failures = header.failures ?? 0;
    const errors = header.errors ?? 0;
    const skipped = header.skipped ?? 0;
    // The counts are taken as they are, as a JUnit suite's (C8): a total
    // that cannot be read adds 0 tests and is not raised to the failures
    // (only xUnit.net's header is, X8), while the failures stay. The file's
    // suite may already hold an error of N6: the header's total covers only
    // the header's own counts.
    const row = table.row(name);
    row.stated = true;
    row.failures += failures;
    row.errors += errors;
    row.skipped += skipped;
    row.total += header.total ?? 0;
    return row;
}

;// CONCATENATED MODULE: ./src/junit/formats/nunit/outcome.ts
/** NUnit outcomes under "never greener" (N4, N5, N6). */


const ERROR_LABELS = new Set(['error', 'cancelled', 'invalid']);
/** N4: NUnit 3's `result` and `label`. */
function nunit3Outcome(result, label) {
    switch (outcomeWord(result)) {
        case 'passed':
            return { status: rules/* PASSED */.f5, warning: false };
        case 'warning':
            return { status: rules/* PASSED */.f5, warning: true };
        case 'failed':
            return {
                status: ERROR_LABELS.has(outcomeWord(label) ?? '') ? rules/* ERRORED */.EF : rules/* FAILED */.Wk,
                warning: false
            };
        case 'skipped':
        case 'inconclusive':
            return { status: rules/* SKIPPED */.$O, warning: false };
        default:
            return unknown(result);
    }
}
const NUNIT2 = new Map([
    ['success', rules/* PASSED */.f5],
    ['failure', rules/* FAILED */.Wk],
    ['error', rules/* ERRORED */.EF],
    ['cancelled', rules/* ERRORED */.EF],
    ['notrunnable', rules/* ERRORED */.EF],
    ['ignored', rules/* SKIPPED */.$O],
    ['skipped', rules/* SKIPPED */.$O],
    ['inconclusive', rules/* SKIPPED */.$O]
]);
/** N5: NUnit 2's `result`, else (2.2/2.4) `executed` and `success`. */
function nunit2Outcome(result, executed, success) {
    if (result !== undefined) {
        const status = NUNIT2.get(outcomeWord(result) ?? '');
        return status === undefined ? unknown(result) : { status, warning: false };
    }
    if (outcomeWord(executed) === 'false')
        return { status: rules/* SKIPPED */.$O, warning: false };
    const succeeded = outcomeWord(success);
    if (succeeded === 'false')
        return { status: rules/* FAILED */.Wk, warning: false };
    if (succeeded === 'true')
        return { status: rules/* PASSED */.f5, warning: false };
    return unknown(success, 'success');
}
/** F6's warning quotes the value that decided, `success` for NUnit 2.2/2.4. */
function unknown(value, name = 'result') {
    const what = value === undefined
        ? 'no result'
        : `${name} ${JSON.stringify(value.trim())}`;
    return {
        status: rules/* ERRORED */.EF,
        warning: false,
        unknown: `a test-case with ${what} counts as an error (F6)`
    };
}
const SUITE_FAILED_2 = new Set(['failure', 'error', 'cancelled', 'notrunnable']);
/** N6: whether a suite's own result says it failed. */
function suiteFailed(version, result, success) {
    const word = outcomeWord(result);
    // Unity writes the root's result as NUnit's ResultState text,
    // `Failed:Cancelled` or `Failed(Child)`: still Failed, with a label or site.
    if (version === 3)
        return word?.split(/[:(]/, 1)[0]?.trimEnd() === 'failed';
    if (word !== undefined)
        return SUITE_FAILED_2.has(word);
    return outcomeWord(success) === 'false';
}

;// CONCATENATED MODULE: ./src/junit/formats/nunit/reader.ts










const ROLE_OTHER = 0;
const ROLE_SUITE = 1;
const ROLE_CASE = 2;
const ROLE_FAILURE = 3;
const ROLE_MESSAGE = 4;
const ROLE_STACK = 5;
class NunitReader {
    context;
    rootKind;
    version;
    vocabulary = NUNIT_VOCABULARY;
    table;
    fileSuite;
    roles = [ROLE_SUITE];
    suites = [];
    current;
    capturing = -1;
    cases = 0;
    sawResult = false;
    rootValues = [];
    /** Where the inventory stood when this root opened. */
    inventoryMark;
    constructor(context, rootKind, version) {
        this.context = context;
        this.rootKind = rootKind;
        this.version = version;
        this.table = new SuiteTable(context);
        this.fileSuite = fileSuiteName(context.fileName);
        this.inventoryMark = context.tests?.mark() ?? 0;
    }
    format() {
        return this.version === 3 ? 'nunit3' : 'nunit2';
    }
    openRoot(values) {
        this.rootValues = values.texts();
        const root = rootFrame(rootStamp(this.rootKind, values));
        this.suites.push(root);
        if (this.version === 3 && values.has(RUN_RESULT))
            this.sawResult = true;
        if (this.rootKind === R_NUNIT_SUITE)
            this.openSuite(values);
        else
            root.failedSelf =
                this.version === 3 &&
                    suiteFailed(3, values.text(RUN_RESULT), undefined);
    }
    open(kind, values, depth) {
        const parent = this.roles[depth - 1] ?? ROLE_OTHER;
        let role = ROLE_OTHER;
        if (kind === K_SUITE && this.current === undefined) {
            this.openSuite(values);
            role = ROLE_SUITE;
        }
        else if (kind === K_CASE && this.current === undefined) {
            this.openCase(values);
            role = ROLE_CASE;
        }
        else if (kind === K_FAILURE &&
            (parent === ROLE_CASE || parent === ROLE_SUITE)) {
            if (this.current !== undefined)
                this.current.failureChild = true;
            role = ROLE_FAILURE;
        }
        else if (parent === ROLE_FAILURE &&
            (kind === K_MESSAGE || kind === K_STACK)) {
            role = kind === K_MESSAGE ? ROLE_MESSAGE : ROLE_STACK;
            if (this.context.budget.remaining > 0 &&
                this.context.capture.beginCapture(rules/* TRACE_LINES */.SL)) {
                this.capturing = depth;
            }
        }
        this.roles[depth] = role;
    }
    openSuite(values) {
        const parent = this.suites.at(-1);
        const frame = suiteFrame(this.version, values, parent);
        if (values.has(S_RESULT))
            this.sawResult = true;
        frame.failedSelf = suiteFailed(this.version, values.text(S_RESULT), values.text(S_SUCCESS));
        this.suites.push(frame);
    }
    openCase(values) {
        this.cases++;
        if (values.has(C_RESULT))
            this.sawResult = true;
        const outcome = this.version === 3
            ? nunit3Outcome(values.text(C_RESULT), values.text(C_LABEL))
            : nunit2Outcome(values.text(C_RESULT), values.text(C_EXECUTED), values.text(C_SUCCESS));
        this.current = {
            outcome,
            name: values.text(C_FULLNAME) ?? values.text(C_NAME) ?? '(unnamed)',
            // NUnit 3.0 wrote `time`, later versions `duration`.
            time: (this.version === 3 ? values.text(C_DURATION) : undefined) ??
                values.text(C_TIME),
            failureChild: false
        };
    }
    close(_kind, depth) {
        const role = this.roles[depth];
        if (this.capturing === depth) {
            this.capturing = -1;
            const text = this.context.capture.endCapture();
            keepText(this.current ?? this.suites.at(-1), role === ROLE_MESSAGE, text);
        }
        if (role === ROLE_CASE && this.current !== undefined) {
            this.closeCase(this.current);
            this.current = undefined;
        }
        else if (role === ROLE_SUITE && depth > 0) {
            this.closeSuite(this.suites.pop());
        }
    }
    /** The row of `frame`'s suite, stamped when it is new (N8). */
    rowOf(frame) {
        const key = frame.key ?? this.fileSuite;
        const fresh = !this.table.has(key);
        const row = this.table.row(key);
        if (fresh && frame.stamp !== undefined)
            row.timestamp = frame.stamp;
        return row;
    }
    closeCase(frame) {
        const suite = this.suites.at(-1);
        const row = this.rowOf(suite);
        let status = frame.outcome.status;
        if (frame.outcome.unknown !== undefined)
            this.table.problem(row, frame.outcome.unknown);
        if (status < rules/* FAILED */.Wk && frame.failureChild) {
            status = rules/* FAILED */.Wk;
            this.table.problem(row, 'a test-case that reads passed or skipped but holds a <failure> counts as a failure (F7)');
        }
        if (frame.outcome.warning)
            row.warned++;
        this.table.count(row, status, secondsMicros(frame.time, row, this.table));
        this.context.tests?.add(row.name, frame, status);
        if (status < rules/* FAILED */.Wk)
            return;
        suite.failingBelow++;
        this.table.fail(row, () => ({
            suite: row.name,
            ...failedCase(frame, status)
        }));
    }
    /** N6 and N7 when a suite (or the root) closes. */
    closeSuite(frame) {
        const parent = this.suites.at(-1);
        if (frame.failedSelf && frame.failingBelow === 0) {
            const row = this.rowOf(frame);
            this.table.count(row, rules/* ERRORED */.EF);
            frame.failingBelow++;
            this.table.fail(row, () => ({
                suite: row.name,
                name: '(suite)',
                kind: 'error',
                ...(0,rules/* describeFailure */.Ic)(frame.message ??
                    `the suite ${row.name} failed, with no failing test in it`, frame.trace ?? '')
            }));
        }
        if (frame.ownTime !== undefined &&
            frame.key !== undefined &&
            this.table.has(frame.key)) {
            const row = this.table.row(frame.key);
            row.ownMicros ??= secondsMicros(frame.ownTime, row, this.table);
        }
        if (parent !== undefined)
            parent.failingBelow += frame.failingBelow;
    }
    closeRoot() {
        if (this.rootKind === R_NUNIT_SUITE)
            this.closeSuite(this.suites.pop());
        const root = this.suites.pop();
        if (this.version === 3 && this.cases > 0 && !this.sawResult) {
            this.context.tests?.rollback(this.inventoryMark);
            this.context.note({
                level: 'notice',
                file: this.context.fileName,
                message: `skipped: an NUnit 3 test listing (--explore), not a result: no test-case or test-suite has a result (N2)`
            });
            return [];
        }
        if (this.cases === 0) {
            const row = headerRow(this.table, this.fileSuite, {
                kind: this.rootKind,
                values: this.rootValues
            });
            if (row !== undefined) {
                if (root.stamp !== undefined)
                    row.timestamp = root.stamp;
                root.failingBelow += row.failures + row.errors;
            }
        }
        this.closeSuite(root);
        const suites = this.table.reports();
        if (suites.length === 0) {
            this.context.note({
                level: 'notice',
                file: this.context.fileName,
                message: 'no test suite in it: its NUnit root holds no test-case and states no counts; nothing from this file is recorded'
            });
        }
        return suites;
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/xunit/vocabulary.ts
/** The xUnit.net (v1, v2, v3) elements the reader wants. */

/** `assembly`, in this order (also as a root). */
const ASSEMBLY_ATTRIBUTES = [
    'name',
    'total',
    'passed',
    'failed',
    'skipped',
    'errors',
    'run-date',
    'run-time',
    'start-rtf',
    'test-framework'
];
const A_NAME = 0;
const A_TOTAL = 1;
const A_FAILED = 3;
const A_SKIPPED = 4;
const A_ERRORS = 5;
const A_RUN_DATE = 6;
const A_RUN_TIME = 7;
const A_START_RTF = 8;
/** F1: an `assembly` root is xUnit.net's with one of these. */
const XUNIT_MARKERS = [1, 2, 3, 6, 9];
const K_ASSEMBLY = 1;
const K_COLLECTION = 2;
const K_CLASS = 3;
const K_TEST = 4;
const vocabulary_K_FAILURE = 5;
const vocabulary_K_MESSAGE = 6;
const vocabulary_K_STACK = 7;
const K_ERRORS = 8;
const K_ERROR = 9;
const T_NAME = 0;
const T_TYPE = 1;
const T_RESULT = 2;
const T_TIME = 3;
const XUNIT_VOCABULARY = new xml/* Vocabulary */.VI([
    { name: 'assembly', attributes: ASSEMBLY_ATTRIBUTES },
    { name: 'collection', attributes: ['name'] },
    { name: 'class', attributes: ['name'] },
    { name: 'test', attributes: ['name', 'type', 'result', 'time'] },
    { name: 'failure', attributes: [] },
    { name: 'message', attributes: [] },
    { name: 'stack-trace', attributes: [] },
    { name: 'errors', attributes: [] },
    { name: 'error', attributes: ['type', 'name'] }
]);

;// CONCATENATED MODULE: ./src/junit/formats/recognise.ts
/**
 * F1/F2: a root element's format, from its local name, its namespace and
 * (for xUnit.net's `assembly`, NUnit's `test-suite`) its attributes. Never
 * from the file's extension.
 */






const XMLNS = 'xmlns';
/** Each root's attributes as its reader wants them, then `xmlns`. */
const ROOTS = [
    ['testsuites', rules/* SUITE_ATTRIBUTES */.LX],
    ['testsuite', rules/* SUITE_ATTRIBUTES */.LX],
    ['TestRun', [XMLNS]],
    ['test-run', [...NUNIT3_RUN_ATTRIBUTES, XMLNS]],
    ['test-results', [...NUNIT2_RESULTS_ATTRIBUTES, XMLNS]],
    ['test-suite', [...NUNIT_SUITE_ATTRIBUTES, XMLNS]],
    ['assemblies', [XMLNS]],
    ['assembly', [...ASSEMBLY_ATTRIBUTES, XMLNS]]
];
const ROOT_VOCABULARY = new xml/* Vocabulary */.VI(ROOTS.map(([name, attributes]) => ({ name, attributes })));
/** The names F1 knows, for messages and the DTD check (F4). */
const ROOT_NAMES = ROOTS.map(([name]) => name);
const TRX_NAMESPACES = new Set([
    'http://microsoft.com/schemas/VisualStudio/TeamTest/2010',
    'http://microsoft.com/schemas/VisualStudio/TeamTest/2006'
]);
function namespaceOf(kind, values) {
    const attributes = ROOTS[kind - 1]?.[1] ?? [];
    return values.text(attributes.length - 1)?.trim() ?? '';
}
const NUNIT_LABEL = 'an NUnit report';
function recogniseNamespaced(kind, root) {
    const { prefix, namespace } = root;
    const name = prefix === '' ? root.name : `${prefix}:${root.name}`;
    if (prefix !== '' && namespace === '') {
        return {
            notReport: `<${name}> uses the prefix ${quoteValue(prefix)} without declaring it (xmlns:${prefix}), so its namespace is unknown`
        };
    }
    if (kind === R_TRX) {
        if (TRX_NAMESPACES.has(namespace)) {
            return { family: 'trx', format: 'trx', label: 'a TRX report' };
        }
        const where = namespace === ''
            ? 'in no namespace'
            : `in namespace ${quoteValue(namespace)}`;
        return {
            notReport: `<${name}> ${where} is not TRX (TRX's is http://microsoft.com/schemas/VisualStudio/TeamTest/2010 or /2006; CppUnit writes <TestRun> too)`
        };
    }
    if (namespace !== '') {
        return {
            notReport: `<${name}> in namespace ${quoteValue(namespace)} is not NUnit or xUnit.net, whose roots have no namespace`
        };
    }
    return undefined;
}
/**
 * The format of a root of `kind` (ROOT_VOCABULARY) written with `prefix`
 * ('' for none), or why it is none. F1 goes by the local name and the
 * namespace URI: `<t:TestRun xmlns:t="…/TeamTest/2010">` is TRX.
 */
function recognise(kind, values, prefix = '') {
    if (kind === R_TESTSUITES || kind === R_TESTSUITE) {
        return { family: 'junit', format: 'junit', label: 'a JUnit report' };
    }
    const name = ROOTS[kind - 1]?.[0];
    if (name === undefined)
        return undefined;
    const namespace = namespaceOf(kind, values);
    const namespaced = recogniseNamespaced(kind, { name, prefix, namespace });
    if (namespaced !== undefined)
        return namespaced;
    switch (kind) {
        case R_NUNIT3_RUN:
            return { family: 'nunit', format: 'nunit3', label: NUNIT_LABEL };
        case R_NUNIT2_RESULTS:
            return { family: 'nunit', format: 'nunit2', label: NUNIT_LABEL };
        case R_NUNIT_SUITE: {
            const nunit3 = values.has(S_FULLNAME) || values.has(S_RUNSTATE);
            return {
                family: 'nunit',
                format: nunit3 ? 'nunit3' : 'nunit2',
                label: NUNIT_LABEL
            };
        }
        case R_XUNIT_ASSEMBLIES:
            return { family: 'xunit', format: 'xunit2', label: 'an xUnit.net report' };
        default:
            return XUNIT_MARKERS.some((index) => values.has(index))
                ? { family: 'xunit', format: 'xunit2', label: 'an xUnit.net report' }
                : {
                    notReport: '<assembly> without xUnit.net attributes (total, passed, failed, run-date, test-framework) is not an xUnit.net report'
                };
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/trx/outcome.ts
/** TRX outcomes (T4) under "never greener", and the run's outcome (T7). */



const STATUS = new Map([
    ['passed', rules/* PASSED */.f5],
    ['completed', rules/* PASSED */.f5],
    ['passedbutrunaborted', rules/* PASSED */.f5],
    ['warning', rules/* PASSED */.f5],
    ['failed', rules/* FAILED */.Wk],
    ['timeout', rules/* FAILED */.Wk],
    ['error', rules/* ERRORED */.EF],
    ['aborted', rules/* ERRORED */.EF],
    ['disconnected', rules/* ERRORED */.EF],
    ['notrunnable', rules/* ERRORED */.EF],
    ['inprogress', rules/* ERRORED */.EF],
    ['pending', rules/* ERRORED */.EF],
    ['notexecuted', rules/* SKIPPED */.$O],
    ['inconclusive', rules/* SKIPPED */.$O]
]);
/** How Visual Studio and VSTest write a lower-case outcome word. */
function asWritten(word) {
    const camel = {
        passedbutrunaborted: 'PassedButRunAborted',
        notrunnable: 'NotRunnable',
        inprogress: 'InProgress',
        notexecuted: 'NotExecuted'
    };
    return camel[word] ?? word.charAt(0).toUpperCase() + word.slice(1);
}
const WORDS = [...STATUS.keys()];
/** The usual spellings, matched as bytes: an outcome costs no string. */
const WRITTEN = new xml/* Vocabulary */.VI(WORDS.map((word) => ({ name: asWritten(word), attributes: [] })));
/**
 * The outcome in wanted attribute `index` of `values`: its trimmed,
 * lower-case word (F6), undefined when missing. The usual spellings are
 * found without a new string.
 */
function trxWord(values, index) {
    if (!values.has(index))
        return undefined;
    const { data } = values.bytes;
    const kind = WRITTEN.classify(data, values.start(index), values.end(index));
    return kind > 0 ? WORDS[kind - 1] : outcomeWord(values.text(index));
}
/** A trimmed, lower-case outcome's status; undefined: unknown (F6). */
function trxStatus(word) {
    return STATUS.get(word);
}
/** The outcomes Counters sum as failing (T7's header check). */
const FAILING_WORDS = new Set([
    'failed',
    'error',
    'timeout',
    'aborted',
    'notrunnable',
    'disconnected'
]);
/** Run outcomes that add one errored test when no test failed (T7). */
const ABORTED_RUN = new Set([
    'error',
    'timeout',
    'aborted',
    'disconnected',
    'passedbutrunaborted',
    'inprogress',
    'pending'
]);

;// CONCATENATED MODULE: ./src/junit/formats/trx/vocabulary.ts
/**
 * The TRX elements the reader wants. Result and definition elements come
 * in many kinds (`UnitTestResult`, `WebTestResult`, `OrderedTest`...), so
 * they are matched by the end of their name (T1, T2).
 */

const K_RESULTS = 1;
const K_RESULT = 2;
const K_INNER = 3;
const K_OUTPUT = 4;
const K_ERROR_INFO = 5;
const trx_vocabulary_K_MESSAGE = 6;
const trx_vocabulary_K_STACK = 7;
const K_DEFINITIONS = 8;
const K_DEFINITION = 9;
const K_METHOD = 10;
const K_SUMMARY = 11;
const K_COUNTERS = 12;
const K_TIMES = 13;
const K_RUN_INFOS = 14;
const K_RUN_INFO = 15;
const K_TEXT = 16;
const R_TEST_ID = 0;
const R_TEST_NAME = 1;
const R_OUTCOME = 2;
const R_DURATION = 3;
const R_START = 4;
const R_END = 5;
/** ResultSummary/Counters, in this order. */
const COUNTERS = [
    'total',
    'failed',
    'error',
    'timeout',
    'aborted',
    'notRunnable',
    'disconnected',
    'inProgress',
    'pending',
    'notExecuted',
    'inconclusive'
];
/** A test of whether a name ends in `suffix`, on the scanner's bytes. */
function endsWith(suffix) {
    const bytes = Buffer.from(suffix);
    return (data, start, end) => {
        const from = end - bytes.length;
        if (from < start)
            return false;
        for (let k = 0; k < bytes.length; k++) {
            if (data[from + k] !== bytes[k])
                return false;
        }
        return true;
    };
}
const isResult = endsWith('TestResult');
const isAggregation = endsWith('TestResultAggregation');
const isDefinition = endsWith('Test');
class TrxVocabulary extends xml/* Vocabulary */.VI {
    classify(data, start, end) {
        const kind = super.classify(data, start, end);
        if (kind !== 0)
            return kind;
        if (isResult(data, start, end) || isAggregation(data, start, end))
            return K_RESULT;
        return isDefinition(data, start, end) ? K_DEFINITION : 0;
    }
}
const TRX_VOCABULARY = new TrxVocabulary([
    { name: 'Results', attributes: [] },
    {
        name: 'UnitTestResult',
        attributes: [
            'testId',
            'testName',
            'outcome',
            'duration',
            'startTime',
            'endTime'
        ]
    },
    { name: 'InnerResults', attributes: [] },
    { name: 'Output', attributes: [] },
    { name: 'ErrorInfo', attributes: [] },
    { name: 'Message', attributes: [] },
    { name: 'StackTrace', attributes: [] },
    { name: 'TestDefinitions', attributes: [] },
    { name: 'UnitTest', attributes: ['id'] },
    { name: 'TestMethod', attributes: ['className'] },
    { name: 'ResultSummary', attributes: ['outcome'] },
    { name: 'Counters', attributes: COUNTERS },
    { name: 'Times', attributes: ['start', 'creation'] },
    { name: 'RunInfos', attributes: [] },
    { name: 'RunInfo', attributes: [] },
    { name: 'Text', attributes: [] }
]);

;// CONCATENATED MODULE: ./src/junit/formats/trx/finish.ts





function counter(facts, name) {
    return countOf(facts.counters?.[COUNTERS.indexOf(name)]) ?? 0;
}
function sum(facts, names) {
    return names.reduce((total, name) => total + counter(facts, name), 0);
}
/** T7: with no result element, Counters are the suite. */
function fromCounters(table, facts, fileSuite) {
    if (facts.counters === undefined)
        return;
    const row = table.row(fileSuite);
    row.stated = true;
    row.total = counter(facts, 'total');
    row.failures = sum(facts, ['failed', 'timeout']);
    row.errors = sum(facts, [
        'error',
        'aborted',
        'notRunnable',
        'disconnected',
        'inProgress',
        'pending'
    ]);
    row.skipped = sum(facts, ['notExecuted', 'inconclusive']);
}
function headerWarning(facts, context) {
    if (facts.counters === undefined || facts.resultElements === 0)
        return;
    const stated = sum(facts, [
        'failed',
        'error',
        'timeout',
        'aborted',
        'notRunnable',
        'disconnected'
    ]);
    if (stated === facts.failingElements)
        return;
    context.note({
        level: 'warning',
        file: context.fileName,
        message: `ResultSummary/Counters state ${stated} failing result(s), the file holds ${facts.failingElements}; the results are counted`
    });
}
/** T7: an aborted run with no failing test must not look green. */
function abortedRun(table, facts, fileSuite) {
    if (facts.outcome === undefined || !ABORTED_RUN.has(facts.outcome))
        return;
    if (table.rows.some((row) => row.failures + row.errors > 0))
        return;
    const row = table.row(fileSuite);
    table.count(row, rules/* ERRORED */.EF);
    table.fail(row, () => ({
        suite: row.name,
        name: '(run)',
        kind: 'error',
        ...(0,rules/* describeFailure */.Ic)(`the test run ended with outcome ${facts.outcome ?? ''}`, facts.runText ?? '')
    }));
}
function finishTrx(join, facts, context) {
    const { table } = join;
    const fileSuite = fileSuiteName(context.fileName);
    if (facts.resultElements === 0)
        fromCounters(table, facts, fileSuite);
    join.finish(fileSuite);
    for (const row of table.rows) {
        row.omitted = row.failures + row.errors - row.failed.length;
    }
    headerWarning(facts, context);
    abortedRun(table, facts, fileSuite);
    for (const [message, count] of facts.problems) {
        context.note({
            level: 'warning',
            file: context.fileName,
            message: count > 1 ? `${message} (${count} results)` : message
        });
    }
    const start = facts.start ?? facts.creation;
    if (start !== undefined) {
        const from = facts.start !== undefined ? 'Times start' : 'Times creation';
        for (const row of table.rows)
            row.timestamp = { text: start, from };
    }
    const suites = table.reports();
    if (suites.length === 0) {
        context.note({
            level: 'notice',
            file: context.fileName,
            message: 'no test suite in it: its <TestRun> holds no test result and no Counters; nothing from this file is recorded'
        });
    }
    return suites;
}

;// CONCATENATED MODULE: ./src/junit/formats/common/paged.ts
/**
 * Growable number columns kept in fixed pages of a typed array. Growing
 * adds a page and never copies: a doubled array leaves its old half as
 * garbage until a collection, and a reader that allocates almost nothing
 * else seldom triggers one, so doubling costs up to twice the memory.
 * Pages are made only where an entry is set, so a column written for a
 * few scattered entries (a TRX's rare data rows) stays a few pages.
 */
const PAGE_BITS = 14;
/** Entries per page (16,384: 64 KiB of Int32). */
const PAGE = 1 << PAGE_BITS;
const MASK = PAGE - 1;
class Paged {
    make;
    initial;
    pages = [];
    constructor(make, initial) {
        this.make = make;
        this.initial = initial;
    }
    /** The entry, or the initial value when it was never set. */
    get(index) {
        const page = this.pages[index >>> PAGE_BITS];
        return page === undefined ? this.initial : page[index & MASK];
    }
    set(index, value) {
        const at = index >>> PAGE_BITS;
        let page = this.pages[at];
        if (page === undefined) {
            page = this.make();
            if (this.initial !== 0)
                page.fill(this.initial);
            this.pages[at] = page;
        }
        page[index & MASK] = value;
    }
}
/** Int32 entries, `initial` where never set. */
class PagedInts extends Paged {
    constructor(initial = 0) {
        super(() => new Int32Array(PAGE), initial);
    }
}
class PagedBytes extends Paged {
    constructor() {
        super(() => new Uint8Array(PAGE), 0);
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/common/byte-keys.ts
/**
 * Byte strings interned to small numbers, without a JavaScript string per
 * key: a TRX's class names and its test ids that are not GUIDs
 * (trx/test-keys.ts) can number in the hundred thousands, and a string, a
 * Map entry and an array slot each cost about ten times such a key's bytes.
 * Keys are kept back to back in pages and found through an open-addressing
 * table of their indexes.
 */


/** A key never spans two pages, and no attribute value is longer. */
const ARENA_PAGE = xml/* MAX_VALUE_BYTES */.Pw;
const EMPTY = 0;
/** FNV-1a over the key's bytes. */
function hashOf(data, start, end) {
    let hash = 0x811c9dc5;
    for (let k = start; k < end; k++) {
        hash = Math.imul(hash ^ data[k], 0x01000193);
    }
    return hash;
}
class ByteKeys {
    arena = [];
    /** How much of the last page is used. */
    used = 0;
    /** By key: its page, offset and length. */
    where = new PagedInts();
    lengths = new PagedInts();
    /** Key index + 1 per slot; EMPTY: a free slot. At most half full. */
    table = new Int32Array(2048);
    size = 0;
    /** The key being looked up, as `find` was given it. */
    probe = new Uint8Array(0);
    probeStart = 0;
    probeEnd = 0;
    /** The index of the key `data[start..end)`, or -1. */
    find(data, start, end) {
        this.probe = data;
        this.probeStart = start;
        this.probeEnd = end;
        const mask = this.table.length - 1;
        for (let slot = hashOf(data, start, end) & mask;; slot = (slot + 1) & mask) {
            const entry = this.table[slot];
            if (entry === EMPTY)
                return -1;
            if (this.isProbe(entry - 1))
                return entry - 1;
        }
    }
    /** The index of the key `data[start..end)`, added when new. */
    add(data, start, end) {
        const found = this.find(data, start, end);
        if (found >= 0)
            return found;
        const key = this.size++;
        const { probe, probeStart, probeEnd } = this;
        const length = probeEnd - probeStart;
        if (this.arena.length === 0 || this.used + length > ARENA_PAGE) {
            this.arena.push(new Uint8Array(ARENA_PAGE));
            this.used = 0;
        }
        const page = this.arena.length - 1;
        const bytes = this.arena[page];
        this.where.set(key, page * ARENA_PAGE + this.used);
        this.lengths.set(key, length);
        for (let k = probeStart; k < probeEnd; k++)
            bytes[this.used++] = probe[k];
        if (this.size * 2 > this.table.length)
            this.rehash();
        else
            this.place(key);
        return key;
    }
    /** Key `key` as text. */
    text(key) {
        const at = this.where.get(key);
        const page = this.arena[Math.floor(at / ARENA_PAGE)];
        const start = at % ARENA_PAGE;
        return Buffer.from(page.buffer, start, this.lengths.get(key)).toString();
    }
    isProbe(key) {
        const { probe, probeStart } = this;
        const length = this.probeEnd - probeStart;
        if (this.lengths.get(key) !== length)
            return false;
        const at = this.where.get(key);
        const kept = this.arena[Math.floor(at / ARENA_PAGE)];
        const from = at % ARENA_PAGE;
        for (let k = 0; k < length; k++) {
            if (kept[from + k] !== probe[probeStart + k])
                return false;
        }
        return true;
    }
    place(key) {
        const at = this.where.get(key);
        const page = this.arena[Math.floor(at / ARENA_PAGE)];
        const from = at % ARENA_PAGE;
        const mask = this.table.length - 1;
        let slot = hashOf(page, from, from + this.lengths.get(key)) & mask;
        while (this.table[slot] !== EMPTY)
            slot = (slot + 1) & mask;
        this.table[slot] = key + 1;
    }
    rehash() {
        this.table = new Int32Array(this.table.length * 2);
        for (let key = 0; key < this.size; key++)
            this.place(key);
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/common/fixed-keys.ts
/**
 * Fixed-width byte keys kept in insertion order, duplicates allowed, in
 * pages that grow without copying, and found through an open-addressing
 * index that is built the first time a key is looked up. A TRX's results
 * are kept this way until their definitions arrive: while none has been
 * looked up the keys cost their bytes and nothing more, and the index is
 * then made once, at the size it needs. Equal keys share one slot and are
 * chained, so a file that gives every result the same id costs no more to
 * index than one with distinct ids.
 */

const fixed_keys_EMPTY = 0;
/** Past this load, a push rebuilds the index half full. */
const MAX_LOAD = 0.75;
/** How full the index is first made: its keys are usually all there is. */
const FIRST_LOAD = 0.7;
/** FNV-1a over a key's bytes. */
function fixed_keys_hashOf(data, start, width) {
    let hash = 0x811c9dc5;
    for (let k = start; k < start + width; k++) {
        hash = Math.imul(hash ^ data[k], 0x01000193);
    }
    return hash >>> 0;
}
class FixedKeys {
    width;
    pages = [];
    /** Per slot, the newest index of a key + 1; EMPTY: free. Empty until first used. */
    table = new Int32Array(0);
    /** Distinct keys in the table. */
    distinct = 0;
    /** By index, the one before it with the same key (-1: none); pages only where keys repeat. */
    older = new PagedInts(-1);
    size = 0;
    constructor(width) {
        this.width = width;
    }
    /** Appends a copy of `key[0..width)` and returns its index. */
    push(key) {
        const index = this.size++;
        const page = Math.floor(index / PAGE);
        if (page === this.pages.length)
            this.pages.push(new Uint8Array(PAGE * this.width));
        this.pages[page].set(key.subarray(0, this.width), (index % PAGE) * this.width);
        if (this.table.length > 0) {
            if (this.distinct + 1 > this.table.length * MAX_LOAD)
                this.rebuild(2);
            else
                this.place(index);
        }
        return index;
    }
    /** The newest kept index equal to `key`, or -1. */
    first(key) {
        if (this.size === 0)
            return -1;
        if (this.table.length === 0)
            this.rebuild(1 / FIRST_LOAD);
        const slot = this.slotOf(key, fixed_keys_hashOf(key, 0, this.width));
        return this.table[slot] - 1;
    }
    /**
     * Calls `visit` with every kept index equal to `key`, newest first, until
     * it returns true.
     */
    each(key, visit) {
        for (let at = this.first(key); at >= 0; at = this.older.get(at)) {
            if (visit(at) === true)
                return;
        }
    }
    /** The slot that holds `key`, or the free slot where it would go. */
    slotOf(key, hash) {
        const { table } = this;
        for (let slot = hash % table.length;;) {
            const entry = table[slot];
            if (entry === fixed_keys_EMPTY || this.equals(entry - 1, key))
                return slot;
            slot = slot + 1 === table.length ? 0 : slot + 1;
        }
    }
    equals(index, key) {
        const page = this.pages[Math.floor(index / PAGE)];
        const from = (index % PAGE) * this.width;
        for (let k = 0; k < this.width; k++) {
            if (page[from + k] !== key[k])
                return false;
        }
        return true;
    }
    /** Puts `index` at the head of its key's slot. */
    place(index) {
        const page = this.pages[Math.floor(index / PAGE)];
        const from = (index % PAGE) * this.width;
        const key = page.subarray(from, from + this.width);
        const slot = this.slotOf(key, fixed_keys_hashOf(page, from, this.width));
        const head = this.table[slot];
        if (head === fixed_keys_EMPTY)
            this.distinct++;
        else
            this.older.set(index, head - 1);
        this.table[slot] = index + 1;
    }
    /**
     * Makes the index `slotsPerKey` slots per key: per kept key when first
     * made (how many are distinct is not known yet), else per distinct key.
     */
    rebuild(slotsPerKey) {
        const keys = this.table.length === 0 ? this.size : this.distinct;
        this.table = new Int32Array(Math.max(1024, Math.ceil(keys * slotsPerKey)));
        this.distinct = 0;
        for (let index = 0; index < this.size; index++)
            this.place(index);
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/trx/classes.ts

/** XML white space, as attribute-value normalisation leaves it. */
function isSpace(c) {
    return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}
class Classes {
    table;
    keys = new ByteKeys();
    names = [];
    /** Each suite's first counted result (smaller is earlier). */
    firsts = new Map();
    constructor(table) {
        this.table = table;
    }
    /**
     * T3: the class named by wanted attribute `index` of `values`, up to the
     * first comma and trimmed; -1 when that leaves nothing.
     */
    of(values, index) {
        if (!values.has(index))
            return -1;
        const { data } = values.bytes;
        let start = values.start(index);
        let end = values.end(index);
        const comma = data.indexOf(0x2c, start);
        if (comma >= 0 && comma < end)
            end = comma;
        while (start < end && isSpace(data[start]))
            start++;
        while (end > start && isSpace(data[end - 1]))
            end--;
        if (start === end)
            return -1;
        const known = this.keys.size;
        const key = this.keys.add(data, start, end);
        // Bytes past ASCII may hold Unicode spaces: the name is trimmed as text.
        if (key === known)
            this.names.push(this.keys.text(key).trim());
        return this.names[key] === '' ? -1 : key;
    }
    /** The class of a name given as text (the suite named after the file). */
    named(name) {
        const bytes = Buffer.from(name);
        const known = this.keys.size;
        const key = this.keys.add(bytes, 0, bytes.length);
        if (key === known)
            this.names.push(name);
        return key;
    }
    /** The name of class `cls`: the name of its suite. */
    nameOf(cls) {
        return this.names[cls];
    }
    /** The suite row of class `cls` (classes of one name share it). */
    rowOf(cls) {
        return this.table.row(this.names[cls]);
    }
    /** Counts one result in class `cls`, at position `order`. */
    add(cls, result, order) {
        const row = this.rowOf(cls);
        const first = this.firsts.get(row);
        if (first === undefined || order < first)
            this.firsts.set(row, order);
        this.table.count(row, result.status, result.micros);
        if (result.warning)
            row.warned++;
    }
    /** Puts the suites in the order of their first counted result. */
    order() {
        const { firsts } = this;
        this.table.sortBy((row) => firsts.get(row) ?? Infinity);
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/trx/test-keys.ts

const KEY_WIDTH = 17;
const LOWER = 0;
const UPPER = 1;
const OTHER = 2;
const GUID_LENGTH = 36;
/** Where the hyphens of `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` are. */
const isHyphenAt = (k) => k === 8 || k === 13 || k === 18 || k === 23;
/** A hex digit's value and case: 0-15, +16 for a capital, -1: none. */
function hexDigit(c) {
    if (c >= 0x30 && c <= 0x39)
        return c - 0x30;
    if (c >= 0x61 && c <= 0x66)
        return c - 0x57;
    if (c >= 0x41 && c <= 0x46)
        return c - 0x37 + 16;
    return -1;
}
class TestKeys {
    /** The last key made; valid until the next. */
    key = new Uint8Array(KEY_WIDTH);
    view = new DataView(this.key.buffer);
    others = new ByteKeys();
    /** The key of wanted attribute `index` of `values`; missing: the empty id. */
    of(values, index) {
        const { data } = values.bytes;
        const has = values.has(index);
        const start = has ? values.start(index) : 0;
        const end = has ? values.end(index) : 0;
        if (!this.packGuid(data, start, end)) {
            const id = this.others.add(data, start, end);
            this.key.fill(0);
            this.key[0] = OTHER;
            this.view.setUint32(1, id);
        }
        return this.key;
    }
    packGuid(data, start, end) {
        if (end - start !== GUID_LENGTH)
            return false;
        const { key } = this;
        let lower = false;
        let upper = false;
        let at = 1;
        for (let k = 0; k < GUID_LENGTH; k++) {
            if (isHyphenAt(k)) {
                if (data[start + k] !== 0x2d)
                    return false;
                continue;
            }
            const high = hexDigit(data[start + k]);
            const low = hexDigit(data[start + ++k]);
            if (high < 0 || low < 0)
                return false;
            if (high >= 16 || low >= 16)
                upper = true;
            if ((high >= 10 && high < 16) || (low >= 10 && low < 16))
                lower = true;
            key[at++] = ((high & 15) << 4) | (low & 15);
        }
        if (lower && upper)
            return false;
        key[0] = upper ? UPPER : LOWER;
        return true;
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/trx/entries.ts



/** A parent reference: an entry (>= 0), a class (<= -2) or none. */
const NO_PARENT = -1;
const classRef = (cls) => -2 - cls;
const refClass = (ref) => -2 - ref;
const STATUS_BITS = 3;
const COUNTED = 4;
const WARNED = 8;
const TIMED = 16;
/** A top-level entry whose class is known: its value is now the class. */
const RESOLVED = 32;
const ROW = 64;
/** Times past Int32 (36 minutes) are kept aside. */
const BIG = -1;
/** Below every result position: entries kept before any class was known. */
const EARLY = -(2 ** 31);
class Entries {
    keys = new FixedKeys(KEY_WIDTH);
    states = new PagedBytes();
    /** Microseconds until resolved, then the class. */
    values = new PagedInts();
    bigMicros = new Map();
    /** Rows only: the parent reference, and a class of their own. */
    parents = new PagedInts(NO_PARENT);
    rowClasses = new PagedInts(-1);
    /** From this entry on (-1: none yet), each has its result position. */
    positionedFrom = -1;
    /** Whether a top-level entry has its class: only then are keys looked up. */
    resolvedAny = false;
    positions = new PagedInts();
    /** Scratch for what an entry counts. */
    result = {
        status: 0,
        warning: false,
        micros: undefined
    };
    get size() {
        return this.keys.size;
    }
    /** A new entry for a result at `position`; `parent` as NO_PARENT or a reference. */
    add(key, parent, position) {
        const entry = this.keys.push(key);
        if (parent !== NO_PARENT) {
            this.states.set(entry, ROW);
            this.parents.set(entry, parent);
        }
        if (this.positionedFrom >= 0)
            this.positions.set(entry, position);
        return entry;
    }
    /**
     * From now on classes can be known as results arrive, so results added
     * at once and entries added later must be ordered by position.
     */
    startPositions() {
        if (this.positionedFrom < 0)
            this.positionedFrom = this.size;
    }
    count(entry, result) {
        const { status, warning, micros } = result;
        let state = this.states.get(entry) | COUNTED | status;
        if (warning)
            state |= WARNED;
        if (micros !== undefined) {
            state |= TIMED;
            if (micros <= 0x7fffffff)
                this.values.set(entry, micros);
            else {
                this.values.set(entry, BIG);
                this.bigMicros.set(entry, micros);
            }
        }
        this.states.set(entry, state);
    }
    setRowClass(entry, cls) {
        if (this.rowClasses.get(entry) < 0)
            this.rowClasses.set(entry, cls);
    }
    /**
     * A definition of `key` names class `cls`: its top-level entries are
     * counted in it now, its rows keep it for the end. Returns whether a
     * top-level entry has that key (then the entries know its class).
     */
    resolve(key, cls, classes) {
        let top = false;
        this.keys.each(key, (entry) => {
            const state = this.states.get(entry);
            if ((state & ROW) !== 0)
                this.setRowClass(entry, cls);
            else {
                top = true;
                if ((state & RESOLVED) === 0)
                    this.settle(entry, cls, classes);
            }
        });
        return top;
    }
    /** The class a resolved top-level entry with `key` has, or -1. */
    classOfKey(key) {
        if (!this.resolvedAny)
            return -1;
        let cls = -1;
        this.keys.each(key, (entry) => {
            if ((this.states.get(entry) & RESOLVED) === 0)
                return false;
            cls = this.values.get(entry);
            return true;
        });
        return cls;
    }
    /** Counts every entry not yet counted; `fileClass` takes those with no class. */
    finish(classes, fileClass) {
        for (let entry = 0; entry < this.size; entry++) {
            if ((this.states.get(entry) & RESOLVED) === 0)
                this.settle(entry, this.classOf(entry, fileClass), classes);
        }
    }
    /** T3: a resolved entry's class; a row's own, else its parent's. */
    classOf(ref, fileClass) {
        for (let at = ref; at !== NO_PARENT; at = this.parents.get(at)) {
            if (at <= -2)
                return refClass(at);
            const state = this.states.get(at);
            if ((state & RESOLVED) !== 0)
                return this.values.get(at);
            if ((state & ROW) === 0)
                return fileClass;
            const own = this.rowClasses.get(at);
            if (own >= 0)
                return own;
        }
        return fileClass;
    }
    settle(entry, cls, classes) {
        const state = this.states.get(entry);
        if ((state & COUNTED) !== 0) {
            const { result } = this;
            result.status = (state & STATUS_BITS);
            result.warning = (state & WARNED) !== 0;
            result.micros = (state & TIMED) === 0 ? undefined : this.micros(entry);
            classes.add(cls, result, this.positionOf(entry));
        }
        if ((state & ROW) === 0) {
            this.resolvedAny = true;
            this.states.set(entry, state | RESOLVED);
            this.values.set(entry, cls);
        }
    }
    micros(entry) {
        const value = this.values.get(entry);
        return value === BIG ? this.bigMicros.get(entry) : value;
    }
    positionOf(entry) {
        return this.positionedFrom < 0 || entry < this.positionedFrom
            ? EARLY + entry
            : this.positions.get(entry);
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/trx/join.ts







class TrxJoin {
    table;
    tests;
    keys = new TestKeys();
    entries = new Entries();
    classes;
    /** Definitions that no kept result has matched: key → class. */
    definitions = new FixedKeys(KEY_WIDTH);
    definitionClasses = new PagedInts(-1);
    /** The open definition's key (copied), until its class is found. */
    definitionKey = new Uint8Array(KEY_WIDTH);
    definitionOpen = false;
    /** Failed results kept in detail, within the run's budget. */
    pending = [];
    /**
     * Counted results whose class is not known yet, for the inventory: their
     * reference, status and name, the names as bytes (a TRX of a million
     * results written before its definitions keeps no string per result).
     */
    waiting = {
        size: 0,
        refs: new PagedInts(),
        statuses: new PagedBytes(),
        names: new PagedInts(),
        texts: new ByteKeys()
    };
    /** Results are counted into `table`'s suites, and named to `tests`. */
    constructor(table, tests) {
        this.table = table;
        this.tests = tests;
        this.classes = new Classes(table);
    }
    /**
     * A result starts, at `position` among the file's results, with its test
     * id in wanted attribute `index` of `values`, under `parent` (a reference
     * or NO_PARENT). Returns its reference.
     */
    open(values, index, at) {
        const key = this.keys.of(values, index);
        const known = this.knownClass(key);
        if (at.parent === NO_PARENT && known >= 0)
            return classRef(known);
        const entry = this.entries.add(key, at.parent, at.position);
        if (known >= 0)
            this.entries.setRowClass(entry, known);
        return entry;
    }
    /** Counts the result `ref` refers to, at `position`. */
    count(ref, result, position) {
        if (ref >= 0)
            this.entries.count(ref, result);
        else
            this.classes.add(refClass(ref), result, position);
    }
    /** A counted result's name for the inventory, once its class is known. */
    name(ref, name, status) {
        if (this.tests === undefined)
            return;
        if (ref < 0) {
            this.tests.add(this.classes.nameOf(refClass(ref)), { name }, status);
            return;
        }
        const { waiting } = this;
        const bytes = Buffer.from(name);
        waiting.refs.set(waiting.size, ref);
        waiting.statuses.set(waiting.size, status);
        waiting.names.set(waiting.size, waiting.texts.add(bytes, 0, bytes.length));
        waiting.size++;
    }
    /** A definition starts, its id in wanted attribute `index`; none: no class. */
    openDefinition(values, index) {
        this.definitionOpen = values.has(index);
        if (this.definitionOpen)
            this.definitionKey.set(this.keys.of(values, index));
    }
    /** The open definition's TestMethod, its class in wanted attribute `index`: the first one counts. */
    defineClass(values, index) {
        if (!this.definitionOpen)
            return;
        const cls = this.classes.of(values, index);
        if (cls < 0)
            return;
        this.definitionOpen = false;
        this.entries.startPositions();
        const key = this.definitionKey;
        if (this.entries.resolve(key, cls, this.classes))
            return;
        if (this.definitions.first(key) >= 0)
            return;
        this.definitionClasses.set(this.definitions.push(key), cls);
    }
    closeDefinition() {
        this.definitionOpen = false;
    }
    /** The class known for `key` now, or -1. */
    knownClass(key) {
        const found = this.definitions.first(key);
        if (found >= 0)
            return this.definitionClasses.get(found);
        return this.entries.classOfKey(key);
    }
    /**
     * Counts every result still waiting (`fileSuite` takes those with no
     * class), orders the suites by their first result and gives each kept
     * failure to its suite.
     */
    finish(fileSuite) {
        const fileClass = this.classes.named(fileSuite);
        this.entries.finish(this.classes, fileClass);
        this.classes.order();
        const { waiting, tests } = this;
        for (let k = 0; k < waiting.size && tests !== undefined; k++) {
            const cls = this.entries.classOf(waiting.refs.get(k), fileClass);
            const name = waiting.texts.text(waiting.names.get(k));
            const status = waiting.statuses.get(k);
            tests.add(this.classes.nameOf(cls), { name }, status);
        }
        for (const { ref, failed } of this.pending) {
            const cls = ref >= 0 ? this.entries.classOf(ref, fileClass) : refClass(ref);
            const row = this.classes.rowOf(cls);
            this.table.fail(row, () => ({ suite: row.name, ...failed }));
        }
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/trx/timespan.ts
/**
 * TRX times (T6): `duration` is a .NET TimeSpan, `[-][d.]hh:mm:ss[.fffffff]`;
 * `startTime`/`endTime` are ISO 8601 with a fraction and an offset. Both are
 * read by their digits into whole microseconds, truncated.
 */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?(Z|[+-]\d{2}:?\d{2})?$/;
/** The first six digits of a fraction, as microseconds. */
function fractionMicros(digits) {
    return digits === undefined ? 0 : Number(digits.slice(0, 6).padEnd(6, '0'));
}
const COLON = 0x3a;
const DOT = 0x2e;
const MINUS = 0x2d;
/** A TimeSpan's bytes, read left to right; one, reused: no object per result. */
class Cursor {
    data = new Uint8Array(0);
    at = 0;
    end = 0;
    reset(data, start, end) {
        this.data = data;
        this.at = start;
        this.end = end;
    }
    peek() {
        return this.at < this.end ? this.data[this.at] : -1;
    }
    /** The digits from here to the first non-digit; -1: none or over 9. */
    digits() {
        const from = this.at;
        let value = 0;
        for (; this.at < this.end; this.at++) {
            const digit = this.data[this.at] - 0x30;
            if (digit < 0 || digit > 9)
                break;
            value = value * 10 + digit;
        }
        const count = this.at - from;
        return count === 0 || count > 9 ? -1 : value;
    }
    /** Microseconds of `.fffffff` here, truncated; 0: none; -1: unreadable. */
    fraction() {
        if (this.at === this.end)
            return 0;
        if (this.peek() !== DOT)
            return -1;
        const from = ++this.at;
        let micros = 0;
        for (; this.at < this.end; this.at++) {
            const digit = this.data[this.at] - 0x30;
            if (digit < 0 || digit > 9)
                return -1;
            if (this.at - from < 6)
                micros = micros * 10 + digit;
        }
        const count = this.at - from;
        if (count === 0)
            return -1;
        return count >= 6 ? micros : micros * 10 ** (6 - count);
    }
    /** True when `byte` is next in a `hh:mm:ss` part: it is skipped. */
    skip(byte) {
        if (this.peek() !== byte)
            return false;
        this.at++;
        return true;
    }
}
const timespan_isSpace = (c) => c === 0x20 || c === 0x09;
const cursor = new Cursor();
/**
 * Microseconds of the TimeSpan `data[start..end)`; `negative` or
 * `unreadable` say why there are none. Read from the bytes, not a string
 * or a regular expression: a TRX holds one per result.
 */
function timeSpanMicros(data, start, end) {
    while (start < end && timespan_isSpace(data[start]))
        start++;
    while (end > start && timespan_isSpace(data[end - 1]))
        end--;
    const text = cursor;
    text.reset(data, start, end);
    const negative = text.skip(MINUS);
    let first = text.digits();
    let days = 0;
    // `d.hh:mm:ss`: a dot with a colon after it ends the days.
    if (first >= 0 && text.peek() === DOT) {
        const colon = data.indexOf(COLON, text.at);
        if (colon >= 0 && colon < end) {
            days = first;
            text.at++;
            first = text.digits();
        }
    }
    if (first < 0 || !text.skip(COLON))
        return 'unreadable';
    const minutes = text.digits();
    if (minutes < 0 || !text.skip(COLON))
        return 'unreadable';
    const seconds = text.digits();
    const fraction = text.fraction();
    if (seconds < 0 || fraction < 0 || first > 23 || minutes > 59 || seconds > 59)
        return 'unreadable';
    const micros = (((days * 24 + first) * 60 + minutes) * 60 + seconds) * 1e6 + fraction;
    if (!Number.isSafeInteger(micros))
        return 'unreadable';
    if (negative && micros > 0)
        return 'negative';
    return micros;
}
function offsetMinutes(zone) {
    if (zone === undefined || zone === 'Z')
        return 0;
    const digits = zone.replace(':', '');
    const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
    return zone.startsWith('-') ? -minutes : minutes;
}
/** An instant as Unix microseconds, or undefined when unreadable. */
function instantMicros(text) {
    const match = INSTANT.exec(text.trim());
    if (!match)
        return undefined;
    const [, year, month, day, hour, minute, second, fraction, zone] = match;
    const ms = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
    if (Number.isNaN(ms))
        return undefined;
    return (ms - offsetMinutes(zone) * 60_000) * 1000 + fractionMicros(fraction);
}

;// CONCATENATED MODULE: ./src/junit/formats/trx/reader.ts









const newFrame = () => ({
    ref: NO_PARENT,
    position: 0,
    status: rules/* PASSED */.f5,
    warning: false,
    micros: undefined,
    name: undefined,
    leaves: 0,
    leafMax: -1,
    message: undefined,
    trace: undefined
});
const reader_ROLE_OTHER = 0;
const ROLE = {
    results: 1,
    result: 2,
    inner: 3,
    output: 4,
    errorInfo: 5,
    message: 6,
    stack: 7,
    definitions: 8,
    definition: 9,
    summary: 10,
    runInfos: 11,
    runInfo: 12,
    runText: 13
};
/** Which role an element of `kind` takes under a parent of `role`. */
const CHILD = {
    [reader_ROLE_OTHER]: {},
    [ROLE.results]: { [K_RESULT]: ROLE.result },
    [ROLE.inner]: { [K_RESULT]: ROLE.result },
    [ROLE.result]: { [K_INNER]: ROLE.inner, [K_OUTPUT]: ROLE.output },
    [ROLE.output]: { [K_ERROR_INFO]: ROLE.errorInfo },
    [ROLE.errorInfo]: { [trx_vocabulary_K_MESSAGE]: ROLE.message, [trx_vocabulary_K_STACK]: ROLE.stack },
    [ROLE.definitions]: { [K_DEFINITION]: ROLE.definition },
    [ROLE.summary]: { [K_RUN_INFOS]: ROLE.runInfos },
    [ROLE.runInfos]: { [K_RUN_INFO]: ROLE.runInfo },
    [ROLE.runInfo]: { [K_TEXT]: ROLE.runText }
};
const TOP = {
    [K_RESULTS]: ROLE.results,
    [K_DEFINITIONS]: ROLE.definitions,
    [K_SUMMARY]: ROLE.summary
};
class TrxReader {
    context;
    vocabulary = TRX_VOCABULARY;
    roles = [reader_ROLE_OTHER];
    /** Open results: the first `openResults` of these frames. */
    frames = [];
    openResults = 0;
    join;
    facts = {
        resultElements: 0,
        failingElements: 0,
        problems: new Map()
    };
    capturing = -1;
    constructor(context) {
        this.context = context;
        this.join = new TrxJoin(new SuiteTable(context), context.tests);
    }
    format() {
        return 'trx';
    }
    openRoot() {
        this.roles[0] = reader_ROLE_OTHER;
    }
    open(kind, values, depth) {
        const parent = this.roles[depth - 1] ?? reader_ROLE_OTHER;
        const role = depth === 1
            ? (TOP[kind] ?? reader_ROLE_OTHER)
            : (CHILD[parent]?.[kind] ?? reader_ROLE_OTHER);
        this.roles[depth] = role;
        if (depth === 1)
            this.openTop(kind, values);
        if (role === ROLE.result)
            this.openResult(values);
        else if (role === ROLE.definition)
            this.join.openDefinition(values, 0);
        else if (kind === K_METHOD && parent === ROLE.definition)
            this.join.defineClass(values, 0);
        else if (kind === K_COUNTERS && parent === ROLE.summary)
            this.facts.counters = values.texts();
        else if (role === ROLE.message || role === ROLE.stack)
            this.capture(depth);
        else if (role === ROLE.runText && this.facts.runText === undefined)
            this.captureRunText(depth);
    }
    openTop(kind, values) {
        if (kind === K_TIMES) {
            this.facts.start = values.text(0);
            this.facts.creation = values.text(1);
        }
        else if (kind === K_SUMMARY) {
            this.facts.outcome = outcomeWord(values.text(0));
        }
    }
    openResult(values) {
        const parent = this.top();
        const word = trxWord(values, R_OUTCOME);
        let status = word === undefined ? undefined : trxStatus(word);
        if (status === undefined) {
            const what = word === undefined ? 'no outcome' : `outcome ${quoteValue(word)}`;
            this.problem(`a result with ${what} counts as an error (F6)`);
            status = rules/* ERRORED */.EF;
        }
        const position = this.facts.resultElements++;
        if (word !== undefined && FAILING_WORDS.has(word))
            this.facts.failingElements++;
        const ref = this.join.open(values, R_TEST_ID, {
            parent: parent?.ref ?? NO_PARENT,
            position
        });
        const frame = (this.frames[this.openResults++] ??= newFrame());
        frame.ref = ref;
        frame.position = position;
        frame.status = status;
        frame.warning = word === 'warning';
        frame.micros = this.micros(values);
        frame.name =
            this.context.tests !== undefined || (status >= rules/* FAILED */.Wk && this.hasRoom())
                ? values.text(R_TEST_NAME)
                : undefined;
        frame.leaves = 0;
        frame.leafMax = -1;
        frame.message = undefined;
        frame.trace = undefined;
    }
    top() {
        return this.openResults > 0 ? this.frames[this.openResults - 1] : undefined;
    }
    /** Whether one more failed result may be kept in detail. */
    hasRoom() {
        return this.join.pending.length < this.context.budget.remaining;
    }
    /** T6: duration, else endTime − startTime, else none. */
    micros(values) {
        if (values.has(R_DURATION)) {
            const { data } = values.bytes;
            const start = values.start(R_DURATION);
            const end = values.end(R_DURATION);
            const micros = timeSpanMicros(data, start, end);
            if (typeof micros === 'number')
                return micros;
            const duration = values.text(R_DURATION) ?? '';
            if (duration.trim() !== '') {
                this.problem(`duration ${quoteValue(duration)} is ${micros}; counted as 0`);
                return 0;
            }
        }
        const start = values.text(R_START);
        const end = values.text(R_END);
        if (start === undefined || end === undefined)
            return undefined;
        const from = instantMicros(start);
        const to = instantMicros(end);
        if (from === undefined || to === undefined || to < from) {
            this.problem(`startTime/endTime ${quoteValue(`${start} ${end}`)} give no duration; counted as 0`);
            return 0;
        }
        return to - from;
    }
    problem(message) {
        const { problems } = this.facts;
        const seen = problems.get(message);
        // Bounded like a suite's problems: each distinct value is its own key.
        if (seen !== undefined)
            problems.set(message, seen + 1);
        else if (problems.size < PROBLEMS_MAX)
            problems.set(message, 1);
    }
    capture(depth) {
        const frame = this.top();
        if (frame === undefined || frame.status < rules/* FAILED */.Wk || !this.hasRoom())
            return;
        if (this.context.capture.beginCapture(rules/* TRACE_LINES */.SL))
            this.capturing = depth;
    }
    captureRunText(depth) {
        if (this.context.capture.beginCapture(rules/* TRACE_LINES */.SL))
            this.capturing = depth;
    }
    close(kind, depth) {
        const role = this.roles[depth];
        if (this.capturing === depth) {
            this.capturing = -1;
            const text = this.context.capture.endCapture();
            const frame = this.top();
            if (role === ROLE.runText)
                this.facts.runText = text;
            else if (frame !== undefined && role === ROLE.message)
                frame.message ??= text;
            else if (frame !== undefined)
                frame.trace ??= text;
        }
        if (role === ROLE.result)
            this.closeResult(this.frames[--this.openResults]);
        else if (role === ROLE.definition)
            this.join.closeDefinition();
    }
    /** T5: a result with counted rows counts as its rows, plus itself when worse. */
    closeResult(frame) {
        const parent = this.top();
        let leaves = frame.leaves;
        let worst = frame.leafMax;
        if (leaves === 0 || (frame.status > worst && frame.status !== rules/* PASSED */.f5)) {
            if (leaves > 0)
                frame.micros = undefined;
            this.join.count(frame.ref, frame, frame.position);
            this.join.name(frame.ref, frame.name ?? '(unnamed)', frame.status);
            if (frame.status >= rules/* FAILED */.Wk)
                this.keepFailure(frame);
            leaves++;
            worst = Math.max(worst, frame.status);
        }
        if (parent !== undefined) {
            parent.leaves += leaves;
            parent.leafMax = Math.max(parent.leafMax, worst);
        }
    }
    keepFailure(frame) {
        if (!this.hasRoom())
            return;
        this.join.pending.push({
            ref: frame.ref,
            failed: failedCase({
                name: frame.name ?? '(unnamed)',
                message: frame.message,
                trace: frame.trace
            }, frame.status)
        });
    }
    closeRoot() {
        return finishTrx(this.join, this.facts, this.context);
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/xunit/assembly.ts


class AssemblyFrame {
    index;
    name;
    stamp;
    header;
    tests = 0;
    errors = [];
    constructor(index, values, fileSuite) {
        this.index = index;
        this.name = nameOr(values.text(A_NAME), fileSuite);
        this.header = values.texts();
        this.stamp = stampOf(values);
    }
    /** Suites are per assembly (X3): two assemblies may share a class name. */
    key(suite) {
        return `${this.index}\u0000${suite}`;
    }
}
/** X7: v3's start-rtf, else run-date + run-time read as UTC. */
function stampOf(values) {
    const rtf = values.text(A_START_RTF);
    if (rtf !== undefined)
        return { text: rtf, from: 'assembly start-rtf' };
    const date = values.text(A_RUN_DATE)?.trim();
    const time = values.text(A_RUN_TIME)?.trim();
    if (date === undefined || time === undefined)
        return undefined;
    return { text: `${date} ${time}`, from: 'assembly run-date and run-time' };
}

;// CONCATENATED MODULE: ./src/junit/formats/xunit/reader.ts








const xunit_reader_ROLE_OTHER = 0;
const ROLE_ASSEMBLY = 1;
const ROLE_CONTAINER = 2;
const ROLE_TEST = 3;
const reader_ROLE_FAILURE = 4;
const ROLE_ERRORS = 5;
const ROLE_ERROR = 6;
const ROLE_TEXT = 7;
const reader_STATUS = new Map([
    ['pass', rules/* PASSED */.f5],
    ['fail', rules/* FAILED */.Wk],
    ['skip', rules/* SKIPPED */.$O],
    ['notrun', rules/* SKIPPED */.$O]
]);
class XunitReader {
    context;
    rootKind;
    vocabulary = XUNIT_VOCABULARY;
    table;
    fileSuite;
    roles = [xunit_reader_ROLE_OTHER];
    assembly;
    assemblies = 0;
    container;
    test;
    loose;
    capturing = -1;
    usesClass = false;
    constructor(context, rootKind) {
        this.context = context;
        this.rootKind = rootKind;
        this.table = new SuiteTable(context);
        this.fileSuite = fileSuiteName(context.fileName);
    }
    format() {
        return this.usesClass ? 'xunit1' : 'xunit2';
    }
    openRoot(values) {
        if (this.rootKind !== R_XUNIT_ASSEMBLY)
            return;
        this.roles[0] = ROLE_ASSEMBLY;
        this.assembly = new AssemblyFrame(this.assemblies++, values, this.fileSuite);
    }
    open(kind, values, depth) {
        const parent = this.roles[depth - 1] ?? xunit_reader_ROLE_OTHER;
        this.roles[depth] = this.role(kind, values, parent);
        if (this.roles[depth] === ROLE_TEXT && this.context.budget.remaining > 0) {
            if (this.context.capture.beginCapture(rules/* TRACE_LINES */.SL))
                this.capturing = depth;
        }
    }
    role(kind, values, parent) {
        if (kind === K_ASSEMBLY &&
            parent === xunit_reader_ROLE_OTHER &&
            this.assembly === undefined) {
            this.assembly = new AssemblyFrame(this.assemblies++, values, this.fileSuite);
            return ROLE_ASSEMBLY;
        }
        const inAssembly = parent === ROLE_ASSEMBLY;
        if ((kind === K_COLLECTION || kind === K_CLASS) && inAssembly) {
            if (kind === K_CLASS)
                this.usesClass = true;
            this.container = values.text(0);
            return ROLE_CONTAINER;
        }
        if (kind === K_TEST && (inAssembly || parent === ROLE_CONTAINER)) {
            this.openTest(values);
            return ROLE_TEST;
        }
        if (kind === vocabulary_K_FAILURE)
            return this.openFailure(parent);
        if (kind === K_ERRORS && inAssembly)
            return ROLE_ERRORS;
        if (kind === K_ERROR && parent === ROLE_ERRORS) {
            this.loose = {
                suite: values.text(1),
                name: `(${values.text(0) ?? 'error'})`
            };
            return ROLE_ERROR;
        }
        if ((kind === vocabulary_K_MESSAGE || kind === vocabulary_K_STACK) && parent === reader_ROLE_FAILURE)
            return ROLE_TEXT;
        return xunit_reader_ROLE_OTHER;
    }
    openTest(values) {
        const assembly = this.assembly;
        const word = outcomeWord(values.text(T_RESULT));
        const status = reader_STATUS.get(word ?? '');
        this.test = {
            status: status ?? rules/* ERRORED */.EF,
            unknown: status !== undefined
                ? undefined
                : `a test with ${word === undefined ? 'no result' : `result ${quoteValue(word)}`} counts as an error (F6)`,
            name: values.text(T_NAME) ?? '(unnamed)',
            suite: nameOr(values.text(T_TYPE), nameOr(this.container, assembly.name)),
            time: values.text(T_TIME),
            failureChild: false
        };
    }
    openFailure(parent) {
        if (parent === ROLE_TEST && this.test !== undefined) {
            this.test.failureChild = true;
            return reader_ROLE_FAILURE;
        }
        if (parent === ROLE_ERROR)
            return reader_ROLE_FAILURE;
        if (parent === ROLE_CONTAINER || parent === ROLE_ASSEMBLY) {
            const suite = parent === ROLE_CONTAINER ? this.container : undefined;
            this.loose = { suite, name: '(failure)' };
            return reader_ROLE_FAILURE;
        }
        return xunit_reader_ROLE_OTHER;
    }
    close(kind, depth) {
        const role = this.roles[depth];
        if (this.capturing === depth) {
            this.capturing = -1;
            const text = this.context.capture.endCapture();
            keepText(this.test ?? this.loose, kind === vocabulary_K_MESSAGE, text);
        }
        if (role === ROLE_TEST && this.test !== undefined) {
            this.closeTest(this.test);
            this.test = undefined;
        }
        else if (role === ROLE_CONTAINER) {
            this.container = undefined;
        }
        else if ((role === ROLE_ERROR ||
            (role === reader_ROLE_FAILURE && this.test === undefined)) &&
            this.loose !== undefined) {
            this.assembly?.errors.push(this.loose);
            this.loose = undefined;
        }
        else if (role === ROLE_ASSEMBLY) {
            this.closeAssembly();
        }
    }
    rowOf(suite) {
        const assembly = this.assembly;
        const key = assembly.key(suite);
        const fresh = !this.table.has(key);
        const row = this.table.row(key, suite);
        if (fresh && assembly.stamp !== undefined)
            row.timestamp = assembly.stamp;
        return row;
    }
    closeTest(test) {
        const row = this.rowOf(test.suite);
        this.assembly.tests++;
        let status = test.status;
        if (test.unknown !== undefined)
            this.table.problem(row, test.unknown);
        if (status < rules/* FAILED */.Wk && test.failureChild) {
            status = rules/* FAILED */.Wk;
            this.table.problem(row, 'a test whose result is Pass or Skip but that holds a <failure> counts as a failure (X4)');
        }
        this.table.count(row, status, secondsMicros(test.time, row, this.table));
        this.context.tests?.add(row.name, test, status);
        if (status >= rules/* FAILED */.Wk)
            this.keep(row, test, status);
    }
    keep(row, detail, status) {
        this.table.fail(row, () => ({
            suite: row.name,
            ...failedCase(detail, status)
        }));
    }
    /** X5 and X8 when an assembly closes. */
    closeAssembly() {
        const assembly = this.assembly;
        for (const error of assembly.errors) {
            const named = error.suite !== undefined && this.table.has(assembly.key(error.suite));
            const row = this.rowOf(named ? error.suite : assembly.name);
            this.table.count(row, rules/* ERRORED */.EF);
            this.keep(row, error, rules/* ERRORED */.EF);
        }
        if (assembly.tests === 0 && assembly.errors.length === 0)
            this.header(assembly);
        this.assembly = undefined;
    }
    /** X8: an assembly with no test and no error counts by its attributes. */
    header(assembly) {
        const count = (index) => countOf(assembly.header[index]);
        const total = count(A_TOTAL);
        // Any of the four counts is a statement: `errors="2"` alone is two errors.
        const stated = [A_TOTAL, A_FAILED, A_SKIPPED, A_ERRORS];
        if (stated.every((index) => count(index) === undefined))
            return;
        const row = this.rowOf(assembly.name);
        row.stated = true;
        row.failures = count(A_FAILED) ?? 0;
        row.errors = count(A_ERRORS) ?? 0;
        row.skipped = count(A_SKIPPED) ?? 0;
        row.total = Math.max(total ?? 0, row.failures + row.errors + row.skipped);
    }
    closeRoot() {
        if (this.rootKind === R_XUNIT_ASSEMBLY && this.assembly !== undefined)
            this.closeAssembly();
        const suites = this.table.reports();
        if (suites.length === 0) {
            this.context.note({
                level: 'notice',
                file: this.context.fileName,
                message: 'no test suite in it: its xUnit.net root holds no test and states no counts; nothing from this file is recorded'
            });
        }
        return suites;
    }
}

;// CONCATENATED MODULE: ./src/junit/formats/dispatch.ts







const NOTHING = new xml/* Vocabulary */.VI([]);
/** The vocabulary of the root being read: the scanner asks this one. */
class SwitchVocabulary extends xml/* Vocabulary */.VI {
    current = ROOT_VOCABULARY;
    constructor() {
        super([]);
    }
    classify(data, start, end) {
        return this.current.classify(data, start, end);
    }
    wanted(kind) {
        return this.current.wanted(kind);
    }
}
class Dispatcher {
    options;
    vocabulary = new SwitchVocabulary();
    scanner = new xml/* XmlScanner */.KG(this.vocabulary, this);
    file = {
        roots: [],
        formats: [],
        skipped: [],
        suites: [],
        junitSuites: 0
    };
    reader;
    context;
    constructor(options) {
        this.options = options;
        this.context = {
            fileName: options.fileName,
            note: options.note,
            budget: options.budget,
            capture: this.scanner,
            tests: options.tests
        };
    }
    open(kind, values, depth) {
        if (depth > 0)
            this.reader?.open(kind, values, depth);
        else
            this.openRoot(kind, values);
    }
    close(kind, depth) {
        if (depth > 0) {
            this.reader?.close(kind, depth);
            return;
        }
        if (this.reader !== undefined) {
            const suites = this.reader.closeRoot();
            const format = this.reader.format();
            // One push per suite: a spread of 200,000 suites overflows the stack.
            for (const suite of suites)
                this.file.suites.push(suite);
            this.file.formats.push(format);
            if (format === 'junit')
                this.file.junitSuites += suites.length;
        }
        this.reader = undefined;
        this.vocabulary.current = ROOT_VOCABULARY;
    }
    openRoot(kind, values) {
        const name = this.scanner.roots.at(-1) ?? '';
        const recognition = recognise(kind, values, this.scanner.rootPrefix);
        this.reader =
            recognition !== undefined &&
                'family' in recognition &&
                this.options.families.has(recognition.family)
                ? this.readerFor(recognition, kind)
                : undefined;
        if (this.reader === undefined) {
            this.file.skipped.push({ name, recognition });
            this.vocabulary.current = NOTHING;
            return;
        }
        this.vocabulary.current = this.reader.vocabulary;
        this.reader.openRoot(values);
    }
    readerFor(recognition, kind) {
        switch (recognition.family) {
            case 'junit': {
                this.file.junit ??= new rules/* SuiteRules */.u9({
                    fileName: this.options.fileName,
                    note: this.options.note,
                    failedCaseBudget: this.options.budget,
                    tests: this.options.tests
                }, this.scanner);
                const reader = new JunitReader(this.file.junit);
                reader.startRoot(kind);
                return reader;
            }
            case 'trx':
                return new TrxReader(this.context);
            case 'nunit':
                return new NunitReader(this.context, kind, recognition.format === 'nunit3' ? 3 : 2);
            default:
                return new XunitReader(this.context, kind);
        }
    }
}
/** A streaming reader of one file, whatever formats its roots are in. */
function createDispatcher(options) {
    const dispatcher = new Dispatcher(options);
    return {
        write: (chunk) => dispatcher.scanner.write(chunk),
        end: () => {
            dispatcher.scanner.end();
            dispatcher.file.roots = dispatcher.scanner.roots;
            return dispatcher.file;
        }
    };
}

;// CONCATENATED MODULE: ./src/junit/formats/notes.ts


/** Which roots each family reads, for the "not a report" notice. */
const ROOTS_OF = {
    junit: ['testsuites', 'testsuite'],
    trx: ['TestRun'],
    nunit: ['test-run', 'test-results', 'test-suite'],
    xunit: ['assemblies', 'assembly']
};
function expected(families) {
    return ROOT_NAMES.filter((name) => [...families].some((family) => ROOTS_OF[family].includes(name)))
        .map((name) => `<${name}>`)
        .join(', ');
}
/** Why a root was not read, without the "skipped:" lead. */
function reason(root, families) {
    const { recognition } = root;
    if (recognition !== undefined && 'family' in recognition) {
        return `${recognition.label}; add \`${recognition.family}\` to report-formats (CLI: --report-formats) to read it`;
    }
    if (recognition !== undefined)
        return recognition.notReport;
    return families.size === 1 && families.has('junit')
        ? `not <testsuites> or <testsuite>`
        : `not the root of a report format that report-formats reads (${expected(families)})`;
}
function skippedFile(file, families) {
    const first = file.skipped.find((root) => root.recognition !== undefined) ??
        file.skipped[0];
    if (first?.recognition !== undefined) {
        return `skipped: ${reason(first, families)}`;
    }
    const roots = file.roots.map((root) => `<${root}>`).join(', ') || 'none';
    return families.size === 1 && families.has('junit')
        ? `skipped: not a JUnit report (root element ${roots}, expected <testsuites> or <testsuite>)`
        : `skipped: not a test report (root element ${roots}; report-formats reads ${expected(families)})`;
}
/** The file's notes about its roots; `skipped`: no root was read. */
function skipNotes(file, fileName, families) {
    const note = (message) => ({
        level: 'notice',
        file: fileName,
        message
    });
    if (file.formats.length === 0) {
        return { skipped: true, notes: [note(skippedFile(file, families))] };
    }
    const notes = [];
    if (file.junit !== undefined && file.junitSuites === 0) {
        notes.push((0,rules/* noSuiteNote */.el)(fileName, file.roots, file.junit.rootChildren));
    }
    for (const root of file.skipped) {
        notes.push(note(`root element <${root.name}> ignored: ${reason(root, families)}`));
    }
    return { skipped: false, notes };
}

;// CONCATENATED MODULE: ./src/junit/formats/index.ts
/**
 * Report formats (docs/counting.md, Report formats): JUnit, TRX, NUnit 2
 * and 3, xUnit.net v1 to v3, each root read by its format's rules on one
 * streaming scanner.
 */




// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/junit/malformed.ts
/**
 * Reports that are not well-formed, all of them at once: strict mode still
 * reads every file, so the user fixes every bad one in one go, and the
 * caller can show what the good ones held although nothing is recorded.
 */




/** `not well-formed XML at line L, column C: reason`, or why else. */
function malformedText(error) {
    const what = error.cause instanceof decode/* EncodingError */.Ug
        ? 'not readable as text'
        : error.cause instanceof xml/* DtdRefusedError */.tg
            ? 'refused'
            : 'not well-formed XML';
    return `${what} at line ${error.line}, column ${error.column}: ${error.reason}`;
}
/** How to go on despite such files: said once, whatever their number. */
const STRICT_HINT = 'set strict: false (CLI: --no-strict) to skip such files with a warning and record the rest';
function malformedMessage(malformed) {
    const many = malformed.length > 1;
    return [
        ...malformed.map((error) => (0,src_text/* printable */.g$)(`${error.path}: ${malformedText(error)}`)),
        `${many ? `These ${malformed.length} reports fail` : 'This report fails'} the run (strict, the default): fix ${many ? 'them' : 'it'}, or ${STRICT_HINT}.`
    ].join('\n');
}
/**
 * Strict mode's refusal: every malformed file, and what the others held.
 * A ParseError of the first file, so callers that know only one still work.
 */
class MalformedReportsError extends errors/* ParseError */.mB {
    malformed;
    found;
    name = 'MalformedReportsError';
    constructor(malformed, 
    /** The files read, the malformed ones marked failed; not recorded. */
    found) {
        const [first] = malformed;
        super(first, first.reason, { cause: first });
        this.malformed = malformed;
        this.found = found;
        this.message = malformedMessage(malformed);
    }
}

;// CONCATENATED MODULE: ./src/junit/no-reports.ts
/**
 * The message of a run whose reports gave no suite: what each pattern
 * matched, what became of the files read, and why.
 */

const LISTED_NOTES = 10;
/** Why files gave nothing: the skip notices and failure warnings, capped. */
function fileNoteLines(notes) {
    const lines = notes
        .filter((note) => note.suite === undefined)
        .map((note) => `  ${note.file}: ${note.message}`);
    if (lines.length <= LISTED_NOTES)
        return lines;
    const more = lines.length - LISTED_NOTES;
    return [
        ...lines.slice(0, LISTED_NOTES),
        `  ...and ${(0,src_text/* plural */.LS)(more, 'more file')}`
    ];
}
function noReportsMessage(discovery, outcome, cwd) {
    const { files, notes } = outcome;
    const lines = discovery.perPattern.map(({ pattern, matched }) => pattern.startsWith('!')
        ? `  '${pattern}' excluded ${(0,src_text/* plural */.LS)(matched, 'file')}`
        : `  '${pattern}' matched ${(0,src_text/* plural */.LS)(matched, 'file')}`);
    if (lines.length === 0)
        lines.push('  (no pattern given)');
    const count = (status) => files.filter((file) => file.status === status).length;
    const read = files.length;
    return [
        'No JUnit test suite found in the report files.',
        ...lines,
        `Of ${(0,src_text/* plural */.LS)(read, 'file')} read: ${count('skipped')} skipped (not JUnit), ${count('failed')} failed (not well-formed), ${count('parsed')} parsed with no suite.`,
        ...fileNoteLines(notes),
        `Patterns are relative to ${cwd}; check them, and that the tests wrote their reports before this step.`
    ].join('\n');
}

// EXTERNAL MODULE: ./src/junit/inventory.ts
var junit_inventory = __webpack_require__(3772);
// EXTERNAL MODULE: ./src/junit/hashed-tests.ts
var hashed_tests = __webpack_require__(6379);
;// CONCATENATED MODULE: ./src/junit/json-pieces.ts
/**
 * JSON written as UTF-8 bytes into pieces of about 64 KiB, for the
 * inventory file: its lines are made from bytes the inventory already
 * holds (names in pages, hashes in records), with no string or object per
 * line. A string per line, 100,000 or a million of them, made V8 grow its
 * young space and, now and then, promote a whole piece's worth of lines,
 * 25 MiB more at the peak.
 */
/** About this many bytes per piece. */
const PIECE = 1 << 16;
const HEX = Buffer.from('0123456789abcdef', 'latin1');
/** JSON.stringify's short escapes; other control characters are \u00XX. */
const SHORT_ESCAPES = {
    0x08: 0x62, // \b
    0x09: 0x74, // \t
    0x0a: 0x6e, // \n
    0x0c: 0x66, // \f
    0x0d: 0x72, // \r
    0x22: 0x22, // \"
    0x5c: 0x5c // \\
};
function needsEscape(byte) {
    return byte < 0x20 || byte === 0x22 || byte === 0x5c;
}
class JsonPieces {
    piece = Buffer.allocUnsafe(PIECE);
    used = 0;
    ready = [];
    /** Makes room for `bytes` more, starting a piece when this one is full. */
    reserve(bytes) {
        if (this.used + bytes <= this.piece.length)
            return;
        if (this.used > 0)
            this.ready.push(this.piece.subarray(0, this.used));
        this.piece = Buffer.allocUnsafe(Math.max(PIECE, bytes));
        this.used = 0;
    }
    /** Whether a piece is filled, for `take`. */
    get full() {
        return this.ready.length > 0;
    }
    /** The pieces filled since the last call. */
    take() {
        return this.ready.splice(0);
    }
    /** Every piece not taken yet, the last one as far as it is written. */
    end() {
        if (this.used > 0)
            this.ready.push(this.piece.subarray(0, this.used));
        this.piece = Buffer.allocUnsafe(PIECE);
        this.used = 0;
        return this.take();
    }
    /** ASCII text (punctuation, a status), as is. */
    ascii(text) {
        this.reserve(text.length);
        this.used += this.piece.write(text, this.used, 'latin1');
    }
    /** Bytes that are already JSON. */
    bytes(source) {
        this.reserve(source.length);
        this.piece.set(source, this.used);
        this.used += source.length;
    }
    /**
     * UTF-8 bytes as a JSON string, quoted and escaped as JSON.stringify
     * escapes the text they encode.
     */
    string(source, start, end) {
        // Six bytes at most for each byte (\u00XX), and the quotes.
        this.reserve((end - start) * 6 + 2);
        const piece = this.piece;
        let at = this.used;
        piece[at++] = 0x22;
        for (let k = start; k < end; k++) {
            const byte = source[k];
            if (!needsEscape(byte)) {
                piece[at++] = byte;
                continue;
            }
            piece[at++] = 0x5c;
            const short = SHORT_ESCAPES[byte];
            if (short !== undefined) {
                piece[at++] = short;
                continue;
            }
            at += piece.write('u00', at, 'latin1');
            piece[at++] = HEX[byte >> 4];
            piece[at++] = HEX[byte & 15];
        }
        piece[at++] = 0x22;
        this.used = at;
    }
    /** `length` bytes of `source` from `start`, as lowercase hex digits. */
    hex(source, start, length) {
        this.reserve(length * 2);
        const piece = this.piece;
        let at = this.used;
        for (let k = start; k < start + length; k++) {
            const byte = source[k];
            piece[at++] = HEX[byte >> 4];
            piece[at++] = HEX[byte & 15];
        }
        this.used = at;
    }
}

// EXTERNAL MODULE: ./src/junit/named-tests.ts
var named_tests = __webpack_require__(7869);
;// CONCATENATED MODULE: ./src/junit/inventory-file.ts
/**
 * The inventory file's JSON (docs/inventory.md), made in pieces of bytes: a
 * million hashed cases make 45 MB of JSON, which as one string (and the
 * arrays it would be built from) would take several times the parser's
 * memory.
 */



/**
 * Writes the `index`th test's JSON array into `out`; the packed lists write
 * their own from their bytes.
 */
function lineOf(inventory, out) {
    if (inventory.hashed) {
        const hashed = inventory.tests;
        return (index) => hashed.writeJson(index, out);
    }
    const tests = inventory.tests;
    if (tests instanceof named_tests/* NamedTests */.$)
        return (index) => tests.writeJson(index, out);
    const list = Array.isArray(tests) ? tests : [...tests];
    return (index) => out.bytes(Buffer.from(JSON.stringify(list[index])));
}
/**
 * The file's bytes, piece by piece: the header's fields, then one test per
 * line (easy to diff and to grep), then the closing brackets.
 */
function* inventoryJson(header, inventory) {
    const head = {
        format: junit_inventory/* INVENTORY_FORMAT */.Bf,
        attestation: header.attestation,
        commit: header.commit,
        ...(header.strip !== undefined && { strip: header.strip }),
        ...(inventory.hashed && { hashed: true })
    };
    const out = new JsonPieces();
    out.bytes(Buffer.from(`${JSON.stringify(head).slice(0, -1)},"tests":[`));
    const line = lineOf(inventory, out);
    for (let index = 0; index < inventory.tests.length; index++) {
        out.ascii(index === 0 ? '\n' : ',\n');
        line(index);
        if (out.full)
            yield* out.take();
    }
    out.ascii('\n]}\n');
    yield* out.end();
}

;// CONCATENATED MODULE: ./src/junit/model.ts
function verdictOf(totals) {
    if (totals.failures + totals.errors > 0)
        return 'failed';
    return totals.tests - totals.skipped <= 0 ? 'no-tests' : 'compliant';
}
function totalsOf(files) {
    const totals = {
        suites: 0,
        tests: 0,
        failures: 0,
        errors: 0,
        skipped: 0,
        flaky: 0
    };
    for (const file of files) {
        for (const suite of file.suites) {
            totals.suites += 1;
            totals.tests += suite.result.total;
            totals.failures += suite.result.failures;
            totals.errors += suite.result.errors;
            totals.skipped += suite.result.skipped;
            totals.flaky += suite.flaky;
        }
    }
    return totals;
}

;// CONCATENATED MODULE: ./src/junit/union.ts

/** Inventories as one; each source's suites are already its own. */
async function unionOfInventories(sources) {
    const { inventoryUnion } = await __webpack_require__.e(/* import() */ 6454).then(__webpack_require__.bind(__webpack_require__, 6454));
    return inventoryUnion(sources);
}

;// CONCATENATED MODULE: ./src/junit/index.ts

















/** The inventory and, with it, the retried flaky cases. */
function collected(tests) {
    const inventory = tests.finish();
    const repeated = tests.repeated;
    return {
        tests: inventory,
        ...(repeated !== undefined && repeated.total > 0 && { repeated })
    };
}
function toParseError(error, file, shown) {
    if (error instanceof xml/* XmlSyntaxError */.R_) {
        const { line, column } = (0,xml/* positionAt */.t$)(file, error.offset);
        return new errors/* ParseError */.mB({ path: shown, line, column }, error.message, {
            cause: error
        });
    }
    if (error instanceof decode/* EncodingError */.Ug) {
        const where = { path: shown, line: 1, column: error.column };
        return new errors/* ParseError */.mB(where, error.message, { cause: error });
    }
    return error;
}
const ROOT_NEEDLES = [...new Set(ROOT_NAMES)].map((name) => Buffer.from(name));
const LONGEST_NEEDLE = Math.max(...ROOT_NEEDLES.map((needle) => needle.length));
/**
 * Whether the decoded text names a report's root element (F1) anywhere. A
 * file whose DTD is refused is read no further, so its root is unknown: it
 * is skipped as no report only when no report's root could be in it
 * (entities are never expanded, so none can hide there), and refused
 * otherwise.
 */
function mentionsReportRoot(file) {
    let tail = Buffer.alloc(0);
    let found = false;
    (0,decode/* readAsUtf8 */.eF)(file, (chunk) => {
        const joined = Buffer.concat([tail, chunk]);
        found = ROOT_NEEDLES.some((needle) => joined.includes(needle));
        tail = joined.subarray(Math.max(0, joined.length - LONGEST_NEEDLE + 1));
        return !found; // false: stop reading
    });
    return found;
}
function readingNotes(file, shown, summary) {
    const notes = [];
    if (summary.warning !== undefined) {
        notes.push({ level: 'warning', file: shown, message: summary.warning });
    }
    if (summary.replaced > 0) {
        const { line, column } = (0,xml/* positionAt */.t$)(file, summary.firstReplaced);
        notes.push({
            level: 'warning',
            file: shown,
            message: `${summary.replaced} byte sequence(s) invalid in ${summary.encoding} replaced by U+FFFD, the first at line ${line}, column ${column}`
        });
    }
    return notes;
}
const JUNIT_ONLY = new Set(['junit']);
/** The file's entry once its roots are read. */
function fileParse(shown, document, read) {
    const { families, notes } = read;
    const roots = skipNotes(document, shown, families);
    notes.push(...roots.notes);
    if (roots.skipped) {
        return { report: { path: shown, status: 'skipped', suites: [] }, notes };
    }
    const format = [...new Set(document.formats)].join(',');
    return {
        report: { path: shown, status: 'parsed', format, suites: document.suites },
        notes
    };
}
/**
 * Parses one report, whatever its format among `families` (default JUnit
 * only). Throws ParseError (`path:line:column: reason`) when the file is
 * not well-formed or its encoding cannot be read.
 * @param shown the path as the user should see it (relative to cwd).
 */
function parseReportFile(file, shown = file, options = {}) {
    const { failedCaseBudget, families = JUNIT_ONLY, tests } = options;
    const notes = [];
    const parser = createDispatcher({
        fileName: shown,
        note: (note) => notes.push(note),
        budget: failedCaseBudget ?? { remaining: rules/* FAILED_CASES_PER_RUN */.Qp },
        families,
        tests
    });
    let summary;
    let document;
    try {
        summary = (0,decode/* readAsUtf8 */.eF)(file, (chunk) => parser.write(chunk));
        document = parser.end();
    }
    catch (error) {
        if (error instanceof xml/* DtdRefusedError */.tg && !mentionsReportRoot(file)) {
            return {
                report: { path: shown, status: 'skipped', suites: [] },
                notes: [
                    {
                        level: 'notice',
                        file: shown,
                        message: `skipped: not a test report (no report root element such as <testsuite> in it); its DOCTYPE declares entities, which were refused and never processed`
                    }
                ]
            };
        }
        throw toParseError(error, file, shown);
    }
    notes.unshift(...readingNotes(file, shown, summary));
    return fileParse(shown, document, { families, notes });
}
function failedFile(error, shown, strict) {
    return {
        report: { path: shown, status: 'failed', suites: [], error: error.message },
        notes: [
            {
                level: 'warning',
                file: shown,
                message: `${malformedText(error)}; ${strict ? 'nothing is recorded while strict is on' : 'left out of the results'}`
            }
        ],
        malformed: error
    };
}
function unreadableMessage({ path, reason }) {
    return `${path}: cannot be read (${reason}); the reports in it would be left out. Make it readable, exclude it with a '!' pattern, or set strict: false (CLI: --no-strict) to go on with a warning`;
}
/** Lenient: an unreadable file or directory is a failed entry with a warning. */
function unreadableFile(entry) {
    return {
        report: {
            path: entry.path,
            status: 'failed',
            suites: [],
            error: `${entry.path}: cannot be read (${entry.reason})`
        },
        notes: [
            {
                level: 'warning',
                file: entry.path,
                message: `cannot be read (${entry.reason}); left out of the results`
            }
        ]
    };
}
/**
 * The file's parse; an unreadable one throws (strict) or is marked failed,
 * a malformed one is marked failed (parseReports refuses it when strict).
 */
function parseOne(shown, options, run) {
    const { budget, tests } = run;
    const mark = tests?.mark() ?? 0;
    if (tests !== undefined)
        tests.file = shown;
    try {
        return parseReportFile(external_node_path_default().resolve(options.cwd, shown), shown, {
            failedCaseBudget: budget,
            families: familiesOf(options),
            tests
        });
    }
    catch (error) {
        // A file left out of the results is left out of the inventory.
        tests?.rollback(mark);
        const code = error.code;
        if (typeof code === 'string') {
            const entry = { path: shown, reason: systemReason(error) };
            if (options.strict) {
                throw new errors/* UnreadableReportError */.kc(unreadableMessage(entry), {
                    cause: error
                });
            }
            return unreadableFile(entry);
        }
        if (!(error instanceof errors/* ParseError */.mB))
            throw error;
        return failedFile(error, shown, options.strict);
    }
}
function familiesOf(options) {
    return options.formats === undefined ? JUNIT_ONLY : new Set(options.formats);
}
/**
 * Finds, reads and parses every report the patterns match, in sorted path
 * order. Strict: malformed files throw MalformedReportsError, naming every
 * one, once all are read. Lenient: each is marked `failed` with a warning,
 * and the run goes on. Throws NoReportsError
 * when no file yields a suite.
 */
async function parseReports(patterns, options) {
    const discovery = await discoverReports(patterns, {
        cwd: options.cwd,
        trx: familiesOf(options).has('trx')
    });
    const [firstUnreadable] = discovery.unreadable;
    if (options.strict && firstUnreadable !== undefined) {
        throw new errors/* UnreadableReportError */.kc(unreadableMessage(firstUnreadable));
    }
    const files = [];
    const notes = [];
    for (const entry of discovery.unreadable) {
        const parsed = unreadableFile(entry);
        files.push(parsed.report);
        notes.push(...parsed.notes);
    }
    const budget = { remaining: rules/* FAILED_CASES_PER_RUN */.Qp };
    const tests = await rules/* TestCollector */.gl.start(options.inventory);
    const malformed = [];
    for (const [index, shown] of discovery.files.entries()) {
        options.onFile?.(index + 1, discovery.files.length);
        const parsed = parseOne(shown, options, { budget, tests });
        files.push(parsed.report);
        notes.push(...parsed.notes);
        if (parsed.malformed !== undefined)
            malformed.push(parsed.malformed);
    }
    const results = files.flatMap((f) => f.suites.map((s) => s.result));
    const [first, ...more] = malformed;
    if (options.strict && first !== undefined) {
        throw new MalformedReportsError([first, ...more], { files, results, notes });
    }
    if (results.length === 0) {
        throw new errors/* NoReportsError */.x4(noReportsMessage(discovery, { files, notes }, options.cwd));
    }
    if (tests === undefined)
        return { files, results, notes };
    notes.push(...tests.notes());
    return { files, results, notes, ...collected(tests) };
}



/***/ }),

/***/ 3772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bf: () => (/* binding */ INVENTORY_FORMAT),
/* harmony export */   Jf: () => (/* binding */ identityHash),
/* harmony export */   L9: () => (/* binding */ worseStatus),
/* harmony export */   RH: () => (/* binding */ loadHashing),
/* harmony export */   US: () => (/* binding */ identityKey),
/* harmony export */   hh: () => (/* binding */ identityDigest)
/* harmony export */ });
/* unused harmony export STATUS_ORDER */
const INVENTORY_FORMAT = 'kosli-attest/tests@1';
/**
 * Which status a name seen twice keeps (a parameterised test after strip, a
 * case repeated in two reports): the first of this order that occurs, so a
 * merged identity never reads greener than any of its cases.
 */
const STATUS_ORDER = [
    'errored',
    'failed',
    'passed',
    'skipped'
];
function worseStatus(a, b) {
    return STATUS_ORDER.indexOf(a) <= STATUS_ORDER.indexOf(b) ? a : b;
}
/** The identity as one string; NUL cannot occur in XML text. */
function identityKey(suite, classname, name) {
    return `${suite}\u0000${classname}\u0000${name}`;
}
let crypto;
/**
 * node:crypto, loaded on the first hash: the action's start loads no
 * hashing (docs/performance.md, Start-up), and most runs never hash. A Node
 * without `process.getBuiltinModule` (22.0 to 22.2) gets it from
 * `loadHashing` before the parse.
 */
function cryptoModule() {
    crypto ??= process.getBuiltinModule('node:crypto');
    return crypto;
}
/** Loads node:crypto ahead where it cannot be loaded on first use. */
async function loadHashing() {
    // Typed as always present; absent before Node 22.3.
    if (typeof process.getBuiltinModule !== 'function')
        crypto ??= await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 7598, 23));
}
/** The hash's 16 bytes: the first 128 bits of SHA-256 of the key's UTF-8. */
function identityDigest(key) {
    // The one-shot hash (Node 21.7+) makes no Hash object: a quarter faster.
    return cryptoModule().hash('sha256', key, 'buffer').subarray(0, 16);
}
/**
 * The hash a hashed inventory keeps: 128 bits of SHA-256, hex. A hex string
 * lives on V8's heap and dies young; a Buffer per case holds memory outside
 * it that a busy machine's collector frees late (a million cases: 50 MiB).
 */
function identityHash(key) {
    return cryptoModule().hash('sha256', key).slice(0, 32);
}


/***/ }),

/***/ 7869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ NamedTests),
/* harmony export */   h: () => (/* binding */ NameStore)
/* harmony export */ });
/* harmony import */ var _hashed_tests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6379);
/* harmony import */ var _inventory_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3772);
/* harmony import */ var _utf8_order_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7444);
/* harmony import */ var _xml_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6475);
/**
 * An inventory kept by name (docs/inventory.md), packed: suites and
 * classnames once each, by number; names as UTF-8 back to back in pages;
 * each case's numbers in fixed pages of 32-bit integers. Nothing per case
 * lives on V8's heap until it is read: an array per field grew the heap by
 * 80 MiB for 200,000 cases (each outgrown copy left to the collector), and
 * an array per finished entry by 30 MiB for 100,000.
 */




/** Bytes per page of names; a name is at most MAX_VALUE_BYTES. */
const NAME_PAGE = 4 * _xml_index_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_VALUE_BYTES */ .Pw;
/** Numbers kept per case: suite, classname, status, name page, start, end. */
const FIELDS = 6;
/** Cases per page of numbers (96 KiB). */
const ROW_BITS = 12;
const ROW_MASK = (1 << ROW_BITS) - 1;
/** Strings kept once each, by number (suites and classnames repeat). */
class Interned {
    texts = [];
    numbers = new Map();
    last;
    lastNumber = 0;
    of(text) {
        // Cases come suite by suite: most are the text just seen.
        if (text === this.last)
            return this.lastNumber;
        let number = this.numbers.get(text);
        if (number === undefined) {
            number = this.texts.length;
            this.texts.push(text);
            this.numbers.set(text, number);
        }
        this.last = text;
        this.lastNumber = number;
        return number;
    }
    /** Each text's place in UTF-8 byte order, by number. */
    ranks() {
        const byOrder = this.texts.map((_text, number) => number);
        byOrder.sort((a, b) => (0,_utf8_order_js__WEBPACK_IMPORTED_MODULE_2__/* .compareUtf8 */ .z)(this.texts[a], this.texts[b]));
        const ranks = new Uint32Array(byOrder.length);
        byOrder.forEach((number, rank) => (ranks[number] = rank));
        return ranks;
    }
}
/** The cases as the parse adds them, in order. */
class NameStore {
    suites = new Interned();
    classnames = new Interned();
    pages = [];
    used = 0;
    rows = [];
    count = 0;
    /** Each suite's and classname's JSON, as UTF-8, once made. */
    suiteJson = [];
    classnameJson = [];
    get size() {
        return this.count;
    }
    /** A case; `status` is its code in STATUS_OF_CODE. */
    add({ suite, classname, name }, status) {
        const bytes = Buffer.byteLength(name);
        // The first case opens the first page, even with an empty name.
        if (this.pages.length === 0 || this.used + bytes > NAME_PAGE) {
            this.pages.push(Buffer.allocUnsafe(NAME_PAGE));
            this.used = 0;
        }
        const page = this.pages.length - 1;
        const start = this.used;
        this.used += this.pages[page].write(name, start);
        const rows = (this.rows[this.count >>> ROW_BITS] ??= new Uint32Array(FIELDS << ROW_BITS));
        const at = (this.count & ROW_MASK) * FIELDS;
        rows[at] = this.suites.of(suite);
        rows[at + 1] = this.classnames.of(classname);
        rows[at + 2] = status;
        rows[at + 3] = page;
        rows[at + 4] = start;
        rows[at + 5] = this.used;
        this.count++;
    }
    /** Forgets the cases from `size` on (a file left out of the results). */
    truncate(size) {
        this.count = Math.min(this.count, size);
        this.rows.length = Math.ceil(this.count / (ROW_MASK + 1));
    }
    value(field, k) {
        const rows = this.rows[k >>> ROW_BITS];
        return rows[(k & ROW_MASK) * FIELDS + field];
    }
    suite(k) {
        return this.suites.texts[this.value(0, k)];
    }
    classname(k) {
        return this.classnames.texts[this.value(1, k)];
    }
    status(k) {
        return _hashed_tests_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_OF_CODE */ .TC[this.value(2, k)];
    }
    name(k) {
        const page = this.pages[this.value(3, k)];
        return page.toString('utf8', this.value(4, k), this.value(5, k));
    }
    /** Case `k` as the inventory file's JSON array, with status `code`. */
    writeJson(k, code, out) {
        const suite = (this.suiteJson[this.value(0, k)] ??= Buffer.from(JSON.stringify(this.suite(k))));
        const classname = (this.classnameJson[this.value(1, k)] ??= Buffer.from(JSON.stringify(this.classname(k))));
        out.ascii('[');
        out.bytes(suite);
        out.ascii(',');
        out.bytes(classname);
        out.ascii(',');
        const page = this.pages[this.value(3, k)];
        out.string(page, this.value(4, k), this.value(5, k));
        out.ascii(`,${_hashed_tests_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_JSON */ .gy[code]}]`);
    }
    entry(k, status = this.status(k)) {
        return [this.suite(k), this.classname(k), this.name(k), status];
    }
    /** The names' order: by their UTF-8 bytes. */
    compareNames(a, b) {
        const left = this.pages[this.value(3, a)];
        const right = this.pages[this.value(3, b)];
        return left.compare(right, this.value(4, b), this.value(5, b), this.value(4, a), this.value(5, a));
    }
    sameIdentity(a, b) {
        return (this.value(0, a) === this.value(0, b) &&
            this.value(1, a) === this.value(1, b) &&
            this.compareNames(a, b) === 0);
    }
    /**
     * Sorted by identity, each identity once at its worse status. The store
     * is the list's: add nothing after.
     */
    finish(onRepeated) {
        const order = this.sortedOrder();
        const statuses = new Uint8Array(this.count);
        let kept = 0;
        for (let k = 0; k < this.count;) {
            const first = order[k];
            let end = k + 1;
            while (end < this.count && this.sameIdentity(first, order[end]))
                end++;
            let status = this.status(first);
            for (let j = k + 1; j < end; j++)
                status = (0,_inventory_js__WEBPACK_IMPORTED_MODULE_3__/* .worseStatus */ .L9)(status, this.status(order[j]));
            if (end - k > 1 && onRepeated !== undefined) {
                const attempts = [...order.subarray(k, end)].map((j) => this.status(j));
                onRepeated(this.entry(first, status), attempts);
            }
            // kept <= k: the first of each identity moves down over read places.
            order[kept] = first;
            statuses[kept] = _hashed_tests_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_OF_CODE */ .TC.indexOf(status);
            kept++;
            k = end;
        }
        return new NamedTests(this, order.subarray(0, kept), statuses);
    }
    /**
     * The cases in identity order, each identity's cases in the order read.
     * Suites and classnames are ranked once, and the cases sorted by those
     * ranks with two stable counting sorts (classname, then suite); only the
     * runs of one suite and classname are then sorted by name, by a
     * comparator: one over every case took most of the inventory's time.
     */
    sortedOrder() {
        const read = new Uint32Array(this.count);
        for (let k = 0; k < this.count; k++)
            read[k] = k;
        const byClassname = this.countingSort(read, 1, this.classnames.ranks());
        const order = this.countingSort(byClassname, 0, this.suites.ranks());
        this.orderNames(order);
        return order;
    }
    /** `order` sorted stably by the rank of each case's `field`. */
    countingSort(order, field, ranks) {
        const rankOf = (k) => ranks[this.value(field, k)];
        // starts[r]: where the cases of rank r begin, then the next free place.
        const starts = new Uint32Array(ranks.length + 1);
        const bump = (rank, by) => (starts[rank] = starts[rank] + by);
        for (const k of order)
            bump(rankOf(k) + 1, 1);
        for (let rank = 1; rank < starts.length; rank++)
            bump(rank, starts[rank - 1]);
        const sorted = new Uint32Array(order.length);
        for (const k of order)
            sorted[bump(rankOf(k), 1) - 1] = k;
        return sorted;
    }
    /** Runs of one suite and classname, ordered by name, then place. */
    orderNames(order) {
        let start = 0;
        for (let k = 1; k <= order.length; k++) {
            const a = order[start];
            const b = order[k];
            if (k < order.length &&
                this.value(0, a) === this.value(0, b) &&
                this.value(1, a) === this.value(1, b))
                continue;
            if (k - start > 1)
                this.sortByName(order, start, k);
            start = k;
        }
    }
    /**
     * `order[start..end)` by name, then place. A short run (most are one or
     * two cases) is sorted by insertion where it is: a typed-array view and a
     * comparator for each of 100,000 runs made enough garbage to grow the heap.
     */
    sortByName(order, start, end) {
        if (end - start > 16) {
            order
                .subarray(start, end)
                .sort((x, y) => this.compareNames(x, y) || x - y);
            return;
        }
        for (let k = start + 1; k < end; k++) {
            const moving = order[k];
            let at = k;
            for (; at > start; at--) {
                const other = order[at - 1];
                if ((this.compareNames(moving, other) || moving - other) > 0)
                    break;
                order[at] = other;
            }
            order[at] = moving;
        }
    }
}
/**
 * A finished inventory by name: sorted by identity, one entry per
 * identity. Each entry is made when it is read.
 */
class NamedTests {
    store;
    order;
    statuses;
    constructor(store, order, statuses) {
        this.store = store;
        this.order = order;
        this.statuses = statuses;
    }
    get length() {
        return this.order.length;
    }
    at(index) {
        const status = _hashed_tests_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_OF_CODE */ .TC[this.statuses[index]];
        return this.store.entry(this.order[index], status);
    }
    /** The `index`th entry as the inventory file's JSON array. */
    writeJson(index, out) {
        const k = this.order[index];
        this.store.writeJson(k, this.statuses[index], out);
    }
    *[Symbol.iterator]() {
        for (let index = 0; index < this.order.length; index++)
            yield this.at(index);
    }
}


/***/ }),

/***/ 9911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EF: () => (/* reexport */ ERRORED),
  Wk: () => (/* reexport */ FAILED),
  Fn: () => (/* reexport */ FAILED_CASES_MAX),
  Qp: () => (/* reexport */ FAILED_CASES_PER_RUN),
  j0: () => (/* reexport */ HASH_ABOVE),
  u0: () => (/* reexport */ VOCABULARY),
  Dr: () => (/* reexport */ K_SUITE),
  MA: () => (/* reexport */ K_SUITES),
  f5: () => (/* reexport */ PASSED),
  $O: () => (/* reexport */ SKIPPED),
  LX: () => (/* reexport */ SUITE_ATTRIBUTES),
  u9: () => (/* reexport */ parse_SuiteRules),
  SL: () => (/* reexport */ TRACE_LINES),
  gl: () => (/* reexport */ TestCollector),
  Ic: () => (/* reexport */ describeFailure),
  el: () => (/* reexport */ noSuiteNote),
  zq: () => (/* reexport */ parseCount),
  E9: () => (/* reexport */ parseDuration),
  EH: () => (/* reexport */ parseTimestamp)
});

// UNUSED EXPORTS: createSuiteParser, isJunitRoot

// EXTERNAL MODULE: ./src/junit/xml/index.ts + 10 modules
var xml = __webpack_require__(6475);
;// CONCATENATED MODULE: ./src/junit/rules/case.ts
/**
 * One `<testcase>`: its result children and skip markers, and the status
 * they give (docs/counting.md, C2 and C3).
 */

/** Attributes asked of `<testcase>`, in this order. */
const CASE_ATTRIBUTES = [
    'name',
    'classname',
    'time',
    'status',
    'result',
    'skipped',
    'file',
    'line'
];
const C_NAME = 0;
const C_CLASSNAME = 1;
const C_TIME = 2;
const C_STATUS = 3;
const C_RESULT = 4;
const C_SKIPPED = 5;
const C_FILE = 6;
const C_LINE = 7;
/** The attributes kept as bytes, decoded only for a failed case. */
const KEPT = [C_NAME, C_CLASSNAME, C_FILE, C_LINE];
/** Longer values are decoded at once: a second copy of a huge name costs more. */
const KEEP_RAW_MAX = 1024;
const PASSED = 0;
const SKIPPED = 1;
const FAILED = 2;
const ERRORED = 3;
/** Result children whose message and text are kept, by slot. */
const SLOT_ERROR = 0;
const SLOT_FAILURE = 1;
const SLOT_RERUN_ERROR = 2;
const SLOT_RERUN_FAILURE = 3;
const SKIP_STATUS = new Set([
    'disabled',
    'skipped',
    'notrun',
    'ignored',
    'pending'
]);
const SKIP_RESULT = new Set(['skipped', 'suppressed']);
function normalised(value) {
    return value === undefined ? '' : value.trim().toLowerCase();
}
/** The attribute skip markers: `status`, `result`, `skipped="true"`. */
function skippedByAttributes(status, result, skipped) {
    return (SKIP_STATUS.has(normalised(status)) ||
        SKIP_RESULT.has(normalised(result)) ||
        normalised(skipped) === 'true');
}
const DOT = 0x2e;
const ZERO = 0x30;
/**
 * Microseconds of a plain `12.345` (at most 9 whole digits), truncated; -1
 * for anything else. It spares the common case parseDuration's general path,
 * and gives the same result.
 */
function plainMicros(b, start, end) {
    let whole = 0;
    let k = start;
    for (; k < end && k - start < 10; k++) {
        const digit = b[k] - ZERO;
        if (digit < 0 || digit > 9)
            break;
        whole = whole * 10 + digit;
    }
    const digits = k - start;
    if (digits === 0 || digits > 9)
        return -1;
    if (k === end)
        return whole * 1e6;
    if (b[k] !== DOT || k + 1 === end)
        return -1;
    let fraction = 0;
    let scale = 1e6;
    for (k++; k < end; k++) {
        const digit = b[k] - ZERO;
        if (digit < 0 || digit > 9)
            return -1;
        if (scale > 1) {
            scale /= 10;
            fraction += digit * scale;
        }
    }
    return whole * 1e6 + fraction;
}
class CaseFrame {
    /** Raw name, classname, file and line: most cases pass, unshown. */
    raw = new xml/* Bytes */.Ix(128);
    starts = [-1, -1, -1, -1];
    ends = [0, 0, 0, 0];
    /** The ones too long to keep raw, decoded. */
    texts = [
        undefined,
        undefined,
        undefined,
        undefined
    ];
    /** The `time` attribute: plain microseconds, or else its text. */
    timed = false;
    micros = -1;
    time;
    markedSkipped = false;
    /** Result children seen, by slot, plus skips and flaky reruns. */
    seen = [0, 0, 0, 0];
    skips = 0;
    flaky = 0;
    /** What the Kosli CLI decides: the last of skipped/failure/error. */
    vendor = PASSED;
    details = [
        undefined,
        undefined,
        undefined,
        undefined
    ];
    /** Starts a case from its start tag's attributes. */
    open(values) {
        const seen = this.seen;
        const details = this.details;
        seen[0] = seen[1] = seen[2] = seen[3] = 0;
        details[0] = details[1] = details[2] = details[3] = undefined;
        this.skips = 0;
        this.flaky = 0;
        this.vendor = PASSED;
        this.keepAll(values);
        this.readTime(values);
        this.markedSkipped =
            (values.has(C_STATUS) || values.has(C_RESULT) || values.has(C_SKIPPED)) &&
                skippedByAttributes(values.text(C_STATUS), values.text(C_RESULT), values.text(C_SKIPPED));
    }
    readTime(values) {
        this.timed = values.has(C_TIME);
        this.time = undefined;
        if (!this.timed)
            return;
        const start = values.start(C_TIME);
        const end = values.end(C_TIME);
        this.micros = plainMicros(values.bytes.data, start, end);
        if (this.micros >= 0)
            return;
        this.time = values.text(C_TIME);
        // A blank time is no time (docs/counting.md, N2).
        if (this.time?.trim() === '')
            this.timed = false;
    }
    keepAll(values) {
        const { data, length } = values.bytes;
        this.raw.length = 0;
        if (length > KEEP_RAW_MAX) {
            for (let k = 0; k < KEPT.length; k++)
                this.keep(k, values);
            return;
        }
        // Usually all the values are short: one copy, at the same offsets.
        this.raw.append(data, 0, length);
        for (let k = 0; k < KEPT.length; k++) {
            const index = KEPT[k];
            this.texts[k] = undefined;
            this.starts[k] = values.has(index) ? values.start(index) : -1;
            this.ends[k] = values.end(index);
        }
    }
    keep(k, values) {
        const index = KEPT[k];
        const long = values.has(index) &&
            values.end(index) - values.start(index) > KEEP_RAW_MAX;
        this.texts[k] = long ? values.text(index) : undefined;
        this.starts[k] = long ? -1 : values.copyTo(index, this.raw);
        this.ends[k] = this.raw.length;
    }
    kept(k) {
        const start = this.starts[k];
        if (start < 0)
            return this.texts[k];
        return this.raw.text(start, this.ends[k]);
    }
    get name() {
        return this.kept(0) ?? '';
    }
    get classname() {
        return this.kept(1);
    }
    get file() {
        return this.kept(2);
    }
    get line() {
        return this.kept(3);
    }
    status() {
        const seen = this.seen;
        if (seen[SLOT_ERROR] > 0)
            return ERRORED;
        if (seen[SLOT_FAILURE] > 0)
            return FAILED;
        if (seen[SLOT_RERUN_ERROR] > 0)
            return ERRORED;
        if (seen[SLOT_RERUN_FAILURE] > 0)
            return FAILED;
        return this.skips > 0 || this.markedSkipped ? SKIPPED : PASSED;
    }
    /** The slot whose element decided a failed or errored status. */
    decidingSlot() {
        const seen = this.seen;
        if (seen[SLOT_ERROR] > 0)
            return SLOT_ERROR;
        if (seen[SLOT_FAILURE] > 0)
            return SLOT_FAILURE;
        return seen[SLOT_RERUN_ERROR] > 0
            ? SLOT_RERUN_ERROR
            : SLOT_RERUN_FAILURE;
    }
}

;// CONCATENATED MODULE: ./src/junit/rules/failed.ts
/** At most this many failed cases are listed per suite; the rest are counted. */
const FAILED_CASES_MAX = 100;
const MESSAGE_CHARS = 500;
const TRACE_CHARS = 2000;
const TRACE_LINES = 20;
function isSpace(code) {
    return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}
/** Cuts at `max` UTF-16 units without leaving half a surrogate pair. */
function cut(text, max) {
    if (text.length <= max)
        return text;
    const code = text.charCodeAt(max - 1);
    return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
/** The text before its `count`-th line feed (all of it when it has fewer). */
function firstLines(text, count) {
    let at = -1;
    for (let k = 0; k < count; k++) {
        at = text.indexOf('\n', at + 1);
        if (at < 0)
            return text;
    }
    return text.slice(0, at);
}
/**
 * Message and trace of a failed case from the result element's `message`
 * attribute and text. The trace is the first lines of the text; the message
 * is the attribute, else the text's first line.
 */
function describeFailure(messageAttribute, text) {
    let start = 0;
    while (start < text.length && isSpace(text.charCodeAt(start)))
        start++;
    const body = start === 0 ? text : text.slice(start);
    const trace = trimEnd(cut(firstLines(body, TRACE_LINES), TRACE_CHARS));
    const message = messageAttribute !== undefined && messageAttribute.trim() !== ''
        ? cut(messageAttribute, MESSAGE_CHARS)
        : trimEnd(cut(firstLines(body, 1), MESSAGE_CHARS));
    return { message, trace };
}
function trimEnd(text) {
    let end = text.length;
    while (end > 0 && isSpace(text.charCodeAt(end - 1)))
        end--;
    return end === text.length ? text : text.slice(0, end);
}
/**
 * At most this many failed cases are kept in detail for a whole run, across
 * files and suites: the summary and annotations show fewer, and a report
 * with a million failures must not hold a million traces in memory.
 */
const FAILED_CASES_PER_RUN = 1000;
/** Keeps at most FAILED_CASES_MAX failed cases, counting the rest. */
class FailedCaseList {
    budget;
    cases = [];
    omitted = 0;
    constructor(budget) {
        this.budget = budget;
    }
    /** Whether one more case would be kept (so its text is worth capturing). */
    hasRoom() {
        return this.cases.length < FAILED_CASES_MAX && this.budget.remaining > 0;
    }
    add(failed) {
        if (this.hasRoom()) {
            this.cases.push(failed());
            this.budget.remaining--;
        }
        else {
            this.omitted++;
        }
    }
}

;// CONCATENATED MODULE: ./src/junit/rules/values.ts
/**
 * Attribute values of JUnit reports: durations, timestamps and counts, read
 * as docs/counting.md (Numbers: duration and timestamp) says. Decimal text is converted by
 * its digits, never through a float, so that sums stay exact.
 */
const MAX_MICROS = BigInt(Number.MAX_SAFE_INTEGER);
/** A value quoted in a message, shortened: attributes can be huge. */
function quote(text) {
    const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    return JSON.stringify(short);
}
// ---------------------------------------------------------------- durations
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const THOUSANDS = /^([+-]?[1-9]\d{0,2}(?:,\d{3})+)(\.\d*)?((?:[eE][+-]?\d+)?)$/;
const DECIMAL_COMMA = /^([+-]?\d+),(\d+)((?:[eE][+-]?\d+)?)$/;
const GO_DURATION = /^([+-]?)((?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+)$/;
const GO_PART = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g;
const NANOS_PER_UNIT = {
    ns: 1n,
    us: 1000n,
    µs: 1000n,
    μs: 1000n,
    ms: 1000000n,
    s: 1000000000n,
    m: 60000000000n,
    h: 3600000000000n
};
/** `1,234.5` and `12,345,678` drop their separators; `0,123` and `1,5` are decimal commas. */
function normaliseCommas(text) {
    const thousands = THOUSANDS.exec(text);
    if (thousands) {
        const [, whole = '', fraction = '', exponent = ''] = thousands;
        return whole.replaceAll(',', '') + fraction + exponent;
    }
    const comma = DECIMAL_COMMA.exec(text);
    if (comma)
        return `${comma[1]}.${comma[2]}${comma[3]}`;
    return text;
}
/** `negative`: below zero, however little (`-0` is zero). */
function checked(micros, negative) {
    if (negative)
        return 'negative';
    return micros > MAX_MICROS ? 'too large' : micros;
}
/**
 * Whole microseconds of `digits` seconds, with the decimal point after
 * `pointAt` digits, truncated toward zero.
 */
function truncatedMicros(digits, pointAt) {
    const significant = digits.replace(/^0+/, '');
    if (significant === '')
        return 0n;
    const shift = pointAt - (digits.length - significant.length) + 6;
    if (shift <= 0)
        return 0n;
    // Past 17 digits the value exceeds MAX_MICROS whatever the digits.
    const kept = Math.min(shift, 17);
    return BigInt(significant.slice(0, kept).padEnd(kept, '0'));
}
function decimalMicros(text) {
    const match = DECIMAL.exec(text);
    if (!match)
        return undefined;
    const [, sign, whole = '', fraction = '', exponent = '0'] = match;
    if (whole === '' && fraction === '')
        return undefined;
    // Beyond ±1e6 the result is 0 or too large anyway; clamping keeps the
    // arithmetic on small numbers.
    const exp = Math.max(-1e6, Math.min(1e6, Number(exponent)));
    const micros = truncatedMicros(whole + fraction, whole.length + exp);
    return checked(micros, sign === '-' && /[1-9]/.test(whole + fraction));
}
/** Go's `time.ParseDuration`, in whole microseconds, truncated. */
function goDurationMicros(text) {
    const match = GO_DURATION.exec(text);
    if (!match)
        return undefined;
    const [, sign, body = ''] = match;
    let nanos = 0n;
    for (const [, number = '', unit = ''] of body.matchAll(GO_PART)) {
        const perUnit = NANOS_PER_UNIT[unit] ?? 0n;
        const [whole = '', fraction = ''] = number.split('.');
        nanos += BigInt(whole || '0') * perUnit;
        if (fraction !== '') {
            nanos += (BigInt(fraction) * perUnit) / 10n ** BigInt(fraction.length);
        }
    }
    return checked(nanos / 1000n, sign === '-' && /[1-9]/.test(body));
}
/**
 * A `time` attribute (seconds, or a Go duration string) as whole
 * microseconds. `error` says why the value is unusable; the caller counts 0
 * and warns.
 */
function parseDuration(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { error: 'is empty' };
    const micros = decimalMicros(normaliseCommas(trimmed)) ?? goDurationMicros(trimmed);
    if (typeof micros === 'string') {
        return { error: `${quote(trimmed)} is ${micros}` };
    }
    if (micros === undefined) {
        return {
            error: `${quote(trimmed)} is not a number of seconds or a duration like 1.5s`
        };
    }
    return { micros: Number(micros) };
}
// --------------------------------------------------------------- timestamps
const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,]\d+)?(Z| UTC|[+-]\d{2}:?\d{2})?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const RFC2822 = /^(?:(?:mon|tue|wed|thu|fri|sat|sun),\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4}|[a-z]{1,3})$/i;
const EPOCH = /^\+?(\d+)(?:\.\d*)?$/;
const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
const ZONE_HOURS = {
    UT: 0,
    UTC: 0,
    GMT: 0,
    Z: 0,
    EST: -5,
    EDT: -4,
    CST: -6,
    CDT: -5,
    MST: -7,
    MDT: -6,
    PST: -8,
    PDT: -7
};
/** Days from 1970-01-01 to a proleptic Gregorian date (Hinnant's algorithm). */
function daysFromCivil(year, month, day) {
    const y = month <= 2 ? year - 1 : year;
    const era = Math.floor(y / 400);
    const yoe = y - era * 400;
    const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
    const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
    return era * 146097 + doe - 719468;
}
function daysInMonth(year, month) {
    if (month === 2) {
        const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        return leap ? 29 : 28;
    }
    return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function toSeconds(fields, original) {
    const { year, month, day, hour, minute, second } = fields;
    const valid = month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= daysInMonth(year, month) &&
        hour <= 23 &&
        minute <= 59 &&
        second <= 59;
    if (!valid) {
        return { omitted: `${quote(original)} is not a valid date and time` };
    }
    const days = daysFromCivil(year, month, day);
    const seconds = days * 86_400 +
        hour * 3_600 +
        minute * 60 +
        second -
        fields.offsetMinutes * 60;
    if (seconds <= 0) {
        return { omitted: `${quote(original)} is at or before 1970-01-01` };
    }
    return { seconds };
}
/** `Z`, ` UTC`, `+hh:mm` or `-hhmm` in minutes east; undefined if out of range. */
function isoOffset(zone) {
    if (zone === undefined || zone === 'Z' || zone === ' UTC')
        return 0;
    const hours = Number(zone.slice(1, 3));
    const minutes = Number(zone.slice(-2));
    if (hours > 23 || minutes > 59)
        return undefined;
    return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}
function parseIso(text) {
    const match = ISO.exec(text);
    if (!match)
        return undefined;
    const [, year, month, day, hour, minute, second, zone] = match;
    const offsetMinutes = isoOffset(zone);
    if (offsetMinutes === undefined) {
        return { omitted: `${quote(text)} has an invalid UTC offset` };
    }
    const fields = [year, month, day, hour, minute, second].map(Number);
    return toSeconds(fieldsOf(fields, offsetMinutes), text);
}
function fieldsOf(numbers, offsetMinutes) {
    const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = numbers;
    return { year, month, day, hour, minute, second, offsetMinutes };
}
function rfcOffset(zone) {
    if (/^[+-]\d{4}$/.test(zone))
        return isoOffset(zone);
    const hours = ZONE_HOURS[zone.toUpperCase()];
    return hours === undefined ? undefined : hours * 60;
}
function parseRfc2822(text) {
    const match = RFC2822.exec(text);
    if (!match)
        return undefined;
    const [, day, monthName = '', year, hour, minute, second, zone = ''] = match;
    const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
    const offsetMinutes = rfcOffset(zone);
    if (month === 0 || offsetMinutes === undefined)
        return undefined;
    const numbers = [year, month, day, hour, minute, second ?? '0'].map(Number);
    return toSeconds(fieldsOf(numbers, offsetMinutes), text);
}
/** Epoch seconds in [1e9, 1e11), epoch milliseconds in [1e11, 1e14). */
function parseEpoch(text) {
    const whole = EPOCH.exec(text)?.[1];
    if (whole === undefined)
        return undefined;
    const value = BigInt(whole);
    if (value >= 1000000000n && value < 100000000000n) {
        return { seconds: Number(value) };
    }
    if (value >= 100000000000n && value < 100000000000000n) {
        return { seconds: Number(value / 1000n) };
    }
    return {
        omitted: `${quote(text)} is not epoch seconds (1e9 to 1e11) or milliseconds (1e11 to 1e14)`
    };
}
/**
 * A `timestamp` attribute as Unix seconds (fraction truncated). `omitted`
 * says why no timestamp is recorded; the caller warns.
 */
function parseTimestamp(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { omitted: 'is empty' };
    if (DATE_ONLY.test(trimmed)) {
        return { omitted: `${quote(trimmed)} is a date without a time` };
    }
    if (trimmed.startsWith('-') && EPOCH.test(trimmed.slice(1))) {
        return { omitted: `${quote(trimmed)} is at or before 1970-01-01` };
    }
    return (parseIso(trimmed) ??
        parseRfc2822(trimmed) ??
        parseEpoch(trimmed) ?? {
        omitted: `${quote(trimmed)} is not ISO 8601, RFC 2822 or an epoch number`
    });
}
// ------------------------------------------------------------------- counts
/** A header count: a non-negative integer, digits only after trimming. */
function parseCount(text) {
    const trimmed = text.trim();
    if (!/^\d+$/.test(trimmed))
        return undefined;
    const value = Number(trimmed);
    return Number.isSafeInteger(value) ? value : undefined;
}

;// CONCATENATED MODULE: ./src/junit/rules/suite.ts
/**
 * A `<testsuite>` (or a counting `<testsuites>`) being read, and how its
 * counts and duration come out (docs/counting.md, Counting tests and
 * Numbers).
 */

/** Attributes asked of `<testsuite>` and `<testsuites>`, in this order. */
const SUITE_ATTRIBUTES = [
    'name',
    'tests',
    'failures',
    'errors',
    'skipped',
    'skips',
    'disabled',
    'time',
    'timestamp',
    'file',
    'line'
];
const S_NAME = 0;
const S_TESTS = 1;
const S_FAILURES = 2;
const S_ERRORS = 3;
const S_SKIPPED = 4;
const S_SKIPS = 5;
const S_DISABLED = 6;
const S_TIME = 7;
const S_TIMESTAMP = 8;
const S_FILE = 9;
const S_LINE = 10;
function zeroCounts() {
    return { total: 0, failures: 0, errors: 0, skipped: 0 };
}
function addCounts(to, from) {
    to.total += from.total;
    to.failures += from.failures;
    to.errors += from.errors;
    to.skipped += from.skipped;
}
/** Why a result differs from the Kosli CLI's (bit flags). */
const DEPART_SEVERITY = 1;
const DEPART_RERUN = 2;
const DEPART_SKIP_MARKER = 4;
const DEPART_SUITE_ERRORS = 8;
const DEPART_HEADER = 16;
const DEPART_SUITE_TIME = 32;
class SuiteFrame {
    attributes;
    /** Counts of the direct test cases plus the settled nested suites. */
    counted = zeroCounts();
    vendor = zeroCounts();
    flaky = 0;
    micros = 0;
    /** Some counted case, here or in a nested suite, has a time. */
    timed = false;
    suiteErrors = 0;
    hasProperties = false;
    departures = 0;
    badTimes = 0;
    badTime = '';
    constructor(attributes) {
        this.attributes = attributes;
    }
    label() {
        const name = this.attributes[S_NAME];
        return name === undefined || name.trim() === '' ? '(unnamed)' : name;
    }
    /** A case's time: `micros` when already read, else parsed from `text`. */
    addTime(micros, text) {
        this.timed = true;
        if (micros >= 0) {
            this.micros += micros;
            return;
        }
        const parsed = parseDuration(text ?? '');
        if ('micros' in parsed)
            this.micros += parsed.micros;
        else {
            this.badTimes++;
            this.badTime ||= parsed.error;
        }
    }
}
/**
 * The `file` (with its `line`) of the innermost open suite that names one:
 * some producers (PHPUnit, mocha) put it there rather than on the cases.
 */
function suiteLocation(frames) {
    for (let k = frames.length - 1; k >= 0; k--) {
        const attributes = frames[k].attributes;
        const file = attributes[S_FILE];
        if (file === undefined || file.trim() === '')
            continue;
        const line = Number(attributes[S_LINE]?.trim() ?? NaN);
        return Number.isSafeInteger(line) && line > 0
            ? { suiteFile: file, suiteLine: line }
            : { suiteFile: file };
    }
    return undefined;
}
const COUNT_NAMES = ['tests', 'failures', 'errors', 'skipped'];
function readCount(attributes, index, warn) {
    const text = attributes[index];
    if (text === undefined)
        return undefined;
    const value = parseCount(text);
    if (value !== undefined)
        return value;
    warn(`attribute ${SUITE_ATTRIBUTES[index]}=${JSON.stringify(text.slice(0, 40))} is not a non-negative integer; read as 0`);
    return 0;
}
function readHeader(attributes, warn) {
    const tests = readCount(attributes, S_TESTS, warn);
    const failures = readCount(attributes, S_FAILURES, warn);
    const errors = readCount(attributes, S_ERRORS, warn);
    const skipped = readCount(attributes, S_SKIPPED, warn);
    const skips = readCount(attributes, S_SKIPS, warn);
    const disabled = readCount(attributes, S_DISABLED, warn);
    const skippedStated = skipped !== undefined || skips !== undefined || disabled !== undefined;
    const has = [
        tests !== undefined,
        failures !== undefined,
        errors !== undefined,
        skippedStated
    ];
    return {
        stated: has.some(Boolean),
        has,
        counts: {
            total: tests ?? 0,
            failures: failures ?? 0,
            errors: errors ?? 0,
            skipped: (skipped ?? skips ?? 0) + (disabled ?? 0)
        }
    };
}
function describeCounts(counts, has) {
    const values = [counts.total, counts.failures, counts.errors, counts.skipped];
    return COUNT_NAMES.filter((_, k) => has[k])
        .map((name) => `${name}=${values[COUNT_NAMES.indexOf(name)]}`)
        .join(', ');
}
function checkHeader(header, counts, warn) {
    const values = [counts.total, counts.failures, counts.errors, counts.skipped];
    const stated = [
        header.counts.total,
        header.counts.failures,
        header.counts.errors,
        header.counts.skipped
    ];
    if (values.every((value, k) => !header.has[k] || value === stated[k]))
        return;
    warn(`its attributes say ${describeCounts(header.counts, header.has)} but its test cases give ${describeCounts(counts, header.has)}; the test cases are used`);
}
/** Own `time` as microseconds (0 when unreadable, with a warning). */
function ownMicros(time, warn) {
    const parsed = parseDuration(time);
    if ('micros' in parsed)
        return parsed.micros;
    warn(`suite time ${parsed.error}; counted as 0`);
    return 0;
}
/**
 * The suite's final counts: its cases and nested suites, or, when that makes
 * no test at all, its own count attributes. Suite-level errors are errored
 * tests either way.
 */
function settle(frame, warn) {
    const header = readHeader(frame.attributes, warn);
    const counts = { ...frame.counted };
    const errors = frame.suiteErrors;
    if (counts.total === 0 && header.stated) {
        Object.assign(counts, header.counts);
        counts.errors = Math.max(counts.errors, errors);
        counts.total = Math.max(counts.total, errors);
        if (counts.total + counts.failures + counts.errors + counts.skipped > 0) {
            frame.departures |= DEPART_HEADER;
        }
    }
    else {
        counts.total += errors;
        counts.errors += errors;
        if (frame.counted.total > 0 && header.stated)
            checkHeader(header, counts, warn);
    }
    if (errors > 0)
        frame.departures |= DEPART_SUITE_ERRORS;
    if (frame.badTimes > 0) {
        warn(`${frame.badTimes} test case time(s) unreadable, counted as 0 (the first: ${frame.badTime})`);
    }
    if (frame.timed)
        return { counts, micros: frame.micros, timed: true };
    // No timed case below: the suite's own time, else what its nested suites
    // gave (their own times), at every level (docs/counting.md, N2).
    const time = frame.attributes[S_TIME];
    const micros = time === undefined || time.trim() === ''
        ? frame.micros
        : ownMicros(time, warn);
    if (micros > 0)
        frame.departures |= DEPART_SUITE_TIME;
    return { counts, micros, timed: false };
}

;// CONCATENATED MODULE: ./src/junit/rules/notes.ts

const REASONS = [
    [
        DEPART_SEVERITY,
        'a test case with several results counts as its most severe one (error > failure > skipped), where the Kosli CLI takes the last'
    ],
    [
        DEPART_RERUN,
        'a <rerunFailure>/<rerunError> without a final result counts as a failure/error, where the Kosli CLI counts it as passed'
    ],
    [
        DEPART_SKIP_MARKER,
        'skip markers the Kosli CLI ignores (<disabled>, status, result or skipped attributes) count as skipped'
    ],
    [
        DEPART_SUITE_ERRORS,
        '<error>/<failure> directly in a <testsuite> counts as an errored test, where the Kosli CLI drops it'
    ],
    [
        DEPART_HEADER,
        'a suite without test cases takes its counts from its attributes, where the Kosli CLI reports 0'
    ]
];
// The three layouts the Kosli CLI reads (docs/spec/kosli-cli.md, Result
// entries).
const VENDOR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:\+00:00|Z)?$/;
const NO_SUITE_NOTE = 'The Kosli CLI would record no result for this file: it reads only <testsuite> elements, and this <testsuites> root holds none, so its count attributes are used here.';
function countsPart(result, vendor) {
    const same = vendor.total === result.total &&
        vendor.failures === result.failures &&
        vendor.errors === result.errors &&
        vendor.skipped === result.skipped;
    if (same)
        return [];
    return [
        `total ${vendor.total}, failures ${vendor.failures}, errors ${vendor.errors}, skipped ${vendor.skipped}`
    ];
}
function timestampPart(departure) {
    if (departure.result.timestamp === undefined)
        return [];
    const own = departure.ownTimestamp;
    if (own === undefined)
        return ['no timestamp (it does not inherit one from <testsuites>)'];
    if (departure.hasProperties) {
        return ['no timestamp (a <properties> block hides the attribute from it)'];
    }
    if (!VENDOR_TIMESTAMP.test(own))
        return ['no timestamp (it cannot read this format)'];
    return [];
}
/** The notice text, or undefined when the Kosli CLI would agree. */
function describeDeparture(departure) {
    const { result, vendor } = departure;
    // A root with counts and no suite: the name and time parts would only
    // add noise to a note about a result the CLI never sees.
    if (vendor === undefined)
        return NO_SUITE_NOTE;
    const parts = [...countsPart(result, vendor), ...timestampPart(departure)];
    if (departure.replacedName !== undefined) {
        parts.push(`the name ${JSON.stringify(departure.replacedName)}`);
    }
    if (departure.departures & DEPART_SUITE_TIME && vendor !== undefined) {
        parts.push('duration 0 (it ignores the suite time attribute)');
    }
    if (parts.length === 0)
        return undefined;
    const reasons = REASONS.filter(([flag]) => departure.departures & flag).map(([, text]) => text);
    const why = reasons.length > 0 ? `; here ${reasons.join('; ')}` : '';
    return `the Kosli CLI would have reported ${parts.join('; ')}${why}`;
}

;// CONCATENATED MODULE: ./src/junit/rules/entry.ts




/** The file name without its directory and a final `.xml` (any case). */
function fallbackName(fileName) {
    const base = fileName.split(/[\\/]/).at(-1) ?? fileName;
    return base.replace(/\.xml$/i, '');
}
function timestampSource(attributes, wrapper) {
    const own = attributes[S_TIMESTAMP];
    if (own !== undefined)
        return { text: own, inherited: false };
    for (let w = wrapper; w; w = w.parent) {
        const text = w.attributes[S_TIMESTAMP];
        if (text !== undefined)
            return { text, inherited: true };
    }
    return undefined;
}
class Entry {
    attributes;
    wrapper;
    options;
    name;
    failed;
    replacedName;
    constructor(attributes, wrapper, options) {
        this.attributes = attributes;
        this.wrapper = wrapper;
        this.options = options;
        this.failed = new FailedCaseList(options.failedCaseBudget);
        const own = attributes[S_NAME];
        if (own === undefined || own.trim() === '') {
            this.name = fallbackName(options.fileName);
            this.replacedName = own ?? '';
        }
        else {
            this.name = own;
        }
    }
    note(level, message) {
        this.options.note({
            level,
            file: this.options.fileName,
            suite: this.name,
            message
        });
    }
    warn(message) {
        this.note('warning', message);
    }
    /** The failed case of `frame`, inside the open suites `suites`. */
    failedCase(frame, errored, suites) {
        const detail = frame.details[frame.decidingSlot()];
        const failed = {
            suite: this.name,
            name: frame.name,
            kind: errored ? 'error' : 'failure',
            ...describeFailure(detail?.message, detail?.text ?? '')
        };
        if (frame.classname !== undefined && frame.classname !== '') {
            failed.classname = frame.classname;
        }
        if (frame.file !== undefined && frame.file !== '')
            failed.file = frame.file;
        const line = frame.line === undefined ? NaN : Number(frame.line.trim());
        if (Number.isSafeInteger(line) && line > 0)
            failed.line = line;
        return Object.assign(failed, suiteLocation(suites));
    }
    timestamp() {
        const source = timestampSource(this.attributes, this.wrapper);
        if (source === undefined)
            return undefined;
        const parsed = parseTimestamp(source.text);
        if ('seconds' in parsed)
            return parsed.seconds;
        const from = source.inherited
            ? 'inherited <testsuites> timestamp'
            : 'timestamp';
        this.warn(`${from} ${parsed.omitted}; left out`);
        return undefined;
    }
    /** The finished entry; notes its departures and flaky tests. */
    finish(frame, settled, vendor = true) {
        const result = {
            name: this.name,
            failures: settled.counts.failures,
            errors: settled.counts.errors,
            skipped: settled.counts.skipped,
            total: settled.counts.total,
            duration: settled.micros / 1e6
        };
        const timestamp = this.timestamp();
        if (timestamp !== undefined)
            result.timestamp = timestamp;
        const departure = describeDeparture({
            result,
            vendor: vendor ? frame.vendor : undefined,
            departures: frame.departures,
            replacedName: this.replacedName,
            ownTimestamp: this.attributes[S_TIMESTAMP],
            hasProperties: frame.hasProperties
        });
        if (departure !== undefined)
            this.note('notice', departure);
        if (frame.flaky > 0) {
            this.note('notice', `${frame.flaky} flaky test(s): failed, then passed on a rerun`);
        }
        return {
            result,
            flaky: frame.flaky,
            failedCases: this.failed.cases,
            failedCasesOmitted: this.failed.omitted
        };
    }
    /** A `<testsuites>` with count attributes and no suite inside, or none. */
    static fromWrapper(wrapper, options) {
        const quiet = () => undefined;
        if (!readHeader(wrapper.attributes, quiet).stated)
            return undefined;
        const entry = new Entry(wrapper.attributes, wrapper.parent, options);
        const frame = new SuiteFrame(wrapper.attributes);
        const settled = settle(frame, (message) => entry.warn(message));
        return entry.finish(frame, settled, false);
    }
}

;// CONCATENATED MODULE: ./src/junit/rules/tally.ts
/**
 * A closed case counted into its suite, and a closed nested suite into its
 * parent: our counts and the Kosli CLI's, and why they differ.
 */


/** Counts a closed case, whose status is `status`, into `suite`. */
function tallyCase(suite, frame, status) {
    const counts = suite.counted;
    counts.total++;
    if (status === SKIPPED)
        counts.skipped++;
    else if (status === FAILED)
        counts.failures++;
    else if (status === ERRORED)
        counts.errors++;
    else if (frame.flaky > 0)
        suite.flaky++;
    if (frame.timed)
        suite.addTime(frame.micros, frame.time);
    tallyVendor(suite, frame, status);
}
/** The Kosli CLI's reading of the case, and the departure from ours. */
function tallyVendor(suite, frame, status) {
    const vendor = suite.vendor;
    vendor.total++;
    if (frame.vendor === SKIPPED)
        vendor.skipped++;
    else if (frame.vendor === FAILED)
        vendor.failures++;
    else if (frame.vendor === ERRORED)
        vendor.errors++;
    if (frame.vendor === status)
        return;
    const error = frame.seen[SLOT_ERROR];
    const failure = frame.seen[SLOT_FAILURE];
    if (status === SKIPPED)
        suite.departures |= DEPART_SKIP_MARKER;
    else if (error + failure === 0 && status !== PASSED)
        suite.departures |= DEPART_RERUN;
    else
        suite.departures |= DEPART_SEVERITY;
}
/** A settled nested suite added to its parent. */
function tallyNested(parent, frame, settled) {
    addCounts(parent.counted, settled.counts);
    addCounts(parent.vendor, frame.vendor);
    parent.micros += settled.micros;
    parent.timed ||= settled.timed;
    parent.flaky += frame.flaky;
    parent.departures |= frame.departures;
}

;// CONCATENATED MODULE: ./src/junit/rules/vocabulary.ts
/**
 * The JUnit elements the rules read, and the attributes they want of each:
 * the scanner reports these and skips everything else.
 */



const K_SUITES = 1;
const K_SUITE = 2;
const K_CASE = 3;
const K_FAILURE = 4;
const K_ERROR = 5;
const K_SKIPPED = 6;
const K_DISABLED = 7;
const K_FLAKY_FAILURE = 8;
const K_FLAKY_ERROR = 9;
const K_RERUN_FAILURE = 10;
const K_RERUN_ERROR = 11;
const K_PROPERTIES = 12;
const MESSAGE = ['message'];
const VOCABULARY = new xml/* Vocabulary */.VI([
    { name: 'testsuites', attributes: SUITE_ATTRIBUTES },
    { name: 'testsuite', attributes: SUITE_ATTRIBUTES },
    { name: 'testcase', attributes: CASE_ATTRIBUTES },
    { name: 'failure', attributes: MESSAGE },
    { name: 'error', attributes: MESSAGE },
    { name: 'skipped', attributes: [] },
    { name: 'disabled', attributes: [] },
    { name: 'flakyFailure', attributes: [] },
    { name: 'flakyError', attributes: [] },
    { name: 'rerunFailure', attributes: MESSAGE },
    { name: 'rerunError', attributes: MESSAGE },
    { name: 'properties', attributes: [] }
]);
/** The detail slot of each result element. */
const SLOT_OF = {
    [K_ERROR]: SLOT_ERROR,
    [K_FAILURE]: SLOT_FAILURE,
    [K_RERUN_ERROR]: SLOT_RERUN_ERROR,
    [K_RERUN_FAILURE]: SLOT_RERUN_FAILURE
};

;// CONCATENATED MODULE: ./src/junit/rules/parse.ts







/** What an open element is to the rules. */
const ROLE_OTHER = 0;
const ROLE_WRAPPER = 1;
const ROLE_SUITE = 2;
const ROLE_CASE = 3;
const ROLE_RESULT = 4;
const ROLE_SUITE_ERROR = 5;
class parse_SuiteRules {
    options;
    scanner;
    suites = [];
    roles = new Uint8Array(64);
    frames = [];
    wrappers = [];
    cases = [];
    caseDepth = 0;
    entry;
    truncationWarned = false;
    entryOptions;
    /** Depth of the element whose text is being captured, or -1. */
    captureDepth = -1;
    messages = new Map();
    foreign = false;
    /** Elements directly inside the JUnit roots, for the no-suite notice. */
    rootChildren = 0;
    /** `capture`: a scanner shared with other readers (one per file). */
    constructor(options, capture) {
        this.options = options;
        this.entryOptions = {
            fileName: options.fileName,
            note: options.note,
            failedCaseBudget: options.failedCaseBudget ?? {
                remaining: FAILED_CASES_PER_RUN
            }
        };
        this.scanner = capture ?? new xml/* XmlScanner */.KG(VOCABULARY, this);
    }
    open(kind, values, depth) {
        if (depth >= this.roles.length) {
            const roles = new Uint8Array(this.roles.length * 2);
            roles.set(this.roles);
            this.roles = roles;
        }
        // A foreign root (and all it holds) is ignored (docs/counting.md, F5).
        if (depth === 0)
            this.foreign = kind !== K_SUITES && kind !== K_SUITE;
        if (depth === 1 && !this.foreign)
            this.rootChildren++;
        this.roles[depth] = this.foreign
            ? ROLE_OTHER
            : this.role(kind, values, depth);
    }
    role(kind, values, depth) {
        if (kind === K_SUITES) {
            const wrapper = this.wrappers.at(-1);
            this.wrappers.push({
                attributes: values.texts(),
                holdsSuite: false,
                parent: wrapper
            });
            return ROLE_WRAPPER;
        }
        if (kind === K_SUITE) {
            const role = this.openSuite(values);
            if (values.truncated)
                this.warnTruncated();
            return role;
        }
        if (values.truncated)
            this.warnTruncated();
        const parent = depth > 0 ? this.roles[depth - 1] : ROLE_OTHER;
        if (parent === ROLE_SUITE) {
            if (kind === K_CASE)
                return this.openCase(values);
            if (kind === K_PROPERTIES)
                this.frames.at(-1).hasProperties = true;
            if (kind === K_ERROR || kind === K_FAILURE) {
                this.startCapture(depth, values);
                return ROLE_SUITE_ERROR;
            }
        }
        if (parent === ROLE_CASE)
            return this.openResult(kind, values, depth);
        return ROLE_OTHER;
    }
    /** Once per file: a report with one huge value often has many. */
    warnTruncated() {
        if (this.truncationWarned)
            return;
        this.truncationWarned = true;
        const kib = xml/* MAX_VALUE_BYTES */.Pw / 1024;
        const message = `an attribute value longer than ${kib} KiB was cut to its first ${kib} KiB (counts are not affected)`;
        if (this.entry !== undefined && this.frames.length > 0) {
            this.entry.warn(message);
        }
        else {
            this.options.note({
                level: 'warning',
                file: this.options.fileName,
                message
            });
        }
    }
    openSuite(values) {
        const wrapper = this.wrappers.at(-1);
        if (wrapper)
            wrapper.holdsSuite = true;
        const attributes = values.texts();
        if (this.frames.length === 0) {
            this.entry = new Entry(attributes, wrapper, this.entryOptions);
        }
        this.frames.push(new SuiteFrame(attributes));
        return ROLE_SUITE;
    }
    openCase(values) {
        let frame = this.cases[this.caseDepth];
        if (!frame) {
            frame = new CaseFrame();
            this.cases.push(frame);
        }
        this.caseDepth++;
        frame.open(values);
        return ROLE_CASE;
    }
    openResult(kind, values, depth) {
        const frame = this.cases[this.caseDepth - 1];
        if (kind === K_SKIPPED)
            frame.vendor = SKIPPED;
        if (kind === K_FAILURE)
            frame.vendor = FAILED;
        if (kind === K_ERROR)
            frame.vendor = ERRORED;
        if (kind === K_SKIPPED || kind === K_DISABLED)
            frame.skips++;
        else if (kind === K_FLAKY_FAILURE || kind === K_FLAKY_ERROR)
            frame.flaky++;
        const slot = SLOT_OF[kind];
        if (slot === undefined)
            return ROLE_OTHER;
        const seen = frame.seen[slot] ?? 0;
        frame.seen[slot] = seen + 1;
        if (seen === 0)
            this.startCapture(depth, values);
        return ROLE_RESULT;
    }
    startCapture(depth, values) {
        const entry = this.entry;
        if (!entry.failed.hasRoom())
            return;
        this.messages.set(depth, values.text(0));
        if (this.scanner.beginCapture(TRACE_LINES))
            this.captureDepth = depth;
    }
    close(kind, depth) {
        const role = this.roles[depth];
        if (role === ROLE_RESULT || role === ROLE_SUITE_ERROR) {
            this.closeResult(kind, depth, role);
        }
        else if (role === ROLE_CASE) {
            this.closeCase(this.cases[--this.caseDepth]);
        }
        else if (role === ROLE_SUITE) {
            this.closeSuite();
        }
        else if (role === ROLE_WRAPPER) {
            this.closeWrapper();
        }
    }
    closeResult(kind, depth, role) {
        const captured = this.takeCapture(depth);
        const message = this.messages.get(depth);
        this.messages.delete(depth);
        if (role === ROLE_SUITE_ERROR) {
            this.closeSuiteError(message, captured);
            return;
        }
        const frame = this.cases[this.caseDepth - 1];
        const slot = SLOT_OF[kind];
        frame.details[slot] ??= { message, text: captured };
    }
    takeCapture(depth) {
        if (depth !== this.captureDepth)
            return '';
        this.captureDepth = -1;
        return this.scanner.endCapture();
    }
    closeSuiteError(message, text) {
        const entry = this.entry;
        this.frames.at(-1).suiteErrors++;
        entry.failed.add(() => ({
            suite: entry.name,
            name: '(suite)',
            kind: 'error',
            ...describeFailure(message, text),
            ...suiteLocation(this.frames)
        }));
    }
    closeCase(frame) {
        const status = frame.status();
        tallyCase(this.frames.at(-1), frame, status);
        const entry = this.entry;
        // Nested suites count into the top one: the entry of junit_results.
        this.options.tests?.add(entry.name, frame, status);
        if (status === FAILED || status === ERRORED) {
            entry.failed.add(() => entry.failedCase(frame, status === ERRORED, this.frames));
        }
    }
    closeSuite() {
        const frame = this.frames.pop();
        const entry = this.entry;
        const nested = this.frames.length > 0;
        const settled = settle(frame, (message) => entry.warn(nested
            ? `nested suite ${JSON.stringify(frame.label())}: ${message}`
            : message));
        const parent = this.frames.at(-1);
        if (parent) {
            tallyNested(parent, frame, settled);
            return;
        }
        this.suites.push(entry.finish(frame, settled));
        this.entry = undefined;
    }
    closeWrapper() {
        const wrapper = this.wrappers.pop();
        if (wrapper.parent && wrapper.holdsSuite)
            wrapper.parent.holdsSuite = true;
        if (wrapper.holdsSuite || this.frames.length > 0)
            return;
        const report = Entry.fromWrapper(wrapper, this.entryOptions);
        if (report === undefined)
            return;
        this.suites.push(report);
        if (wrapper.parent)
            wrapper.parent.holdsSuite = true;
    }
}

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/junit/rules/roots.ts
/**
 * The roots of a JUnit file: which are JUnit's, and the notices about a
 * file that yields no suite (F6) or has other roots beside JUnit's.
 */

const roots_isJunitRoot = (root) => root === 'testsuites' || root === 'testsuite';
/** A JUnit-rooted file that yields no suite never drops out silently (F6). */
function noSuiteNote(file, roots, children) {
    const junitRoots = roots
        .filter(roots_isJunitRoot)
        .map((root) => `<${root}>`)
        .join(', ');
    const holds = children === 0
        ? 'is empty'
        : `holds ${(0,src_text/* plural */.LS)(children, 'element')} but no <testsuite>, and states no counts`;
    return {
        level: 'notice',
        file,
        message: `no test suite in it: its root ${junitRoots} ${holds}; nothing from this file is recorded`
    };
}
/** The notices of a JUnit file's roots: no suite, other roots ignored. */
function roots_rootNotes(file, roots, found) {
    if (!roots.some(roots_isJunitRoot))
        return [];
    const notes = [];
    if (found.suites === 0) {
        notes.push(noSuiteNote(file, roots, found.rootChildren));
    }
    for (const root of roots) {
        if (roots_isJunitRoot(root))
            continue;
        notes.push({
            level: 'notice',
            file,
            message: `root element <${root}> ignored: not <testsuites> or <testsuite>`
        });
    }
    return notes;
}

;// CONCATENATED MODULE: ./src/junit/rules/parser.ts
/**
 * The streaming JUnit parser of one file: the scanner feeding SuiteRules,
 * and the notices about the file's roots at its end.
 */



/** A streaming parser for one file. */
function createSuiteParser(options) {
    const rules = new SuiteRules(options);
    const scanner = rules.scanner;
    return {
        write: (chunk) => scanner.write(chunk),
        end: () => {
            scanner.end();
            const roots = scanner.roots;
            const junit = roots.some(isJunitRoot);
            const found = {
                suites: rules.suites.length,
                rootChildren: rules.rootChildren
            };
            for (const note of rootNotes(options.fileName, roots, found)) {
                options.note(note);
            }
            return { roots, junit, suites: rules.suites };
        }
    };
}

;// CONCATENATED MODULE: ./src/junit/rules/repeated.ts
const LISTED = 200;
function flaky(attempts) {
    return (attempts.includes('passed') &&
        attempts.some((s) => s === 'failed' || s === 'errored'));
}
/** Collects the repeated, flaky cases while the inventory merges identities. */
class RepeatedCollector {
    cases = [];
    total = 0;
    /** One identity read more than once, its attempts in the order read. */
    add(entry, attempts) {
        if (!flaky(attempts))
            return;
        this.total += 1;
        if (this.cases.length < LISTED) {
            const [suite, classname, name] = entry;
            this.cases.push({ suite, classname, name, attempts: [...attempts] });
        }
    }
    result() {
        return { cases: this.cases, total: this.total };
    }
}

// EXTERNAL MODULE: ./src/junit/inventory.ts
var inventory = __webpack_require__(3772);
// EXTERNAL MODULE: ./src/junit/hashed-tests.ts
var hashed_tests = __webpack_require__(6379);
// EXTERNAL MODULE: ./src/junit/named-tests.ts
var named_tests = __webpack_require__(7869);
;// CONCATENATED MODULE: ./src/junit/rules/collect-tests.ts
/**
 * The test inventory as the parse reads it (docs/inventory.md): every case
 * that every format's reader counts is added here with the suite it was
 * counted into, so the inventory names the suites of `junit_results`.
 * Names are kept as the cases come; past `hashAbove` cases only hashes are
 * kept (hashed-tests.ts), so a huge report stays within the parser's memory
 * bounds. The end sorts and merges.
 */





/** Cases kept by name; past this many, only hashes (docs/inventory.md). */
const HASH_ABOVE = 200_000;
/** A global copy of `strip`, so that every match is removed. */
function globalPattern(strip) {
    if (strip === undefined || strip.global)
        return strip;
    return new RegExp(strip.source, `${strip.flags}g`);
}
class TestCollector {
    entries = new named_tests/* NameStore */.h();
    store;
    strip;
    suitePrefix;
    lastSuite;
    lastPrefixed = '';
    hashAbove;
    /** Set by `finish` (not for a hashed inventory): retried, flaky cases. */
    repeated;
    /** The file being read (set by the caller), and where hashing began. */
    file = '';
    hashedIn;
    /** A collector for a run, or none when the inventory is not asked for. */
    static async start(options) {
        if (options === undefined)
            return undefined;
        await (0,inventory/* loadHashing */.RH)();
        return new TestCollector(options);
    }
    constructor(options = {}) {
        this.strip = globalPattern(options.strip);
        this.hashAbove = options.hashAbove ?? HASH_ABOVE;
        this.suitePrefix = options.suitePrefix ?? '';
    }
    get size() {
        return this.store?.size ?? this.entries.size;
    }
    get hashed() {
        return this.store !== undefined;
    }
    /**
     * One case, counted into the `junit_results` entry named `suite`; its
     * classname is '' when it has none (every format but JUnit).
     */
    add(counted, test, status) {
        const suite = this.prefixed(counted);
        const shownStatus = hashed_tests/* STATUS_OF_CODE */.TC[status];
        const classname = this.stripped(test.classname ?? '');
        const name = this.stripped(test.name);
        if (this.store === undefined && this.entries.size >= this.hashAbove)
            this.startHashing();
        if (this.store !== undefined) {
            const key = (0,inventory/* identityKey */.US)(suite, classname, name);
            this.store.add((0,inventory/* identityHash */.Jf)(key), shownStatus);
        }
        else {
            this.entries.add({ suite, classname, name }, status);
        }
    }
    /** The suite with the prefix; made once a suite, as cases come in order. */
    prefixed(suite) {
        if (this.suitePrefix === '')
            return suite;
        if (suite !== this.lastSuite) {
            this.lastSuite = suite;
            this.lastPrefixed = `${this.suitePrefix}${suite}`;
        }
        return this.lastPrefixed;
    }
    stripped(text) {
        // Names are strings decoded from the attribute's bytes, never slices of
        // a larger text, so what is kept holds no big buffer alive.
        return this.strip === undefined ? text : text.replace(this.strip, '');
    }
    startHashing() {
        const store = new hashed_tests/* HashStore */.MS();
        const named = this.entries;
        for (let k = 0; k < named.size; k++) {
            const key = (0,inventory/* identityKey */.US)(named.suite(k), named.classname(k), named.name(k));
            store.add((0,inventory/* identityHash */.Jf)(key), named.status(k));
        }
        this.entries = new named_tests/* NameStore */.h();
        this.store = store;
        this.hashedIn = this.file;
    }
    /** The notice that only hashes are kept, said where hashing began. */
    notes() {
        if (this.hashedIn === undefined)
            return [];
        return [
            {
                level: 'notice',
                file: this.hashedIn,
                message: `the test inventory keeps only a hash of each test's identity: more than ${(0,src_text/* grouped */.zD)(this.hashAbove)} test cases were read (docs/inventory.md)`
            }
        ];
    }
    /** Where the inventory stands now, to return to with `rollback`. */
    mark() {
        return this.size;
    }
    /** Forgets the cases added since `mark` (a file left out of the results). */
    rollback(mark) {
        if (this.store !== undefined)
            this.store.truncate(mark);
        else
            this.entries.truncate(mark);
    }
    /** The inventory: sorted by identity (hashes by hash), identities merged. */
    finish() {
        if (this.store !== undefined) {
            return { hashed: true, tests: this.store.finish() };
        }
        const repeated = new RepeatedCollector();
        const tests = this.entries.finish((entry, attempts) => repeated.add(entry, attempts));
        this.repeated = repeated.result();
        this.entries = new named_tests/* NameStore */.h();
        return { hashed: false, tests };
    }
}

;// CONCATENATED MODULE: ./src/junit/rules/index.ts
/**
 * The rules layer: the counting rules of docs/counting.md applied to what
 * the XML layer reports, one SuiteReport per top-level suite.
 */











/***/ }),

/***/ 7444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ sortByUtf8),
/* harmony export */   z: () => (/* binding */ compareUtf8)
/* harmony export */ });
/**
 * Report files are read in the byte order of their UTF-8 paths
 * (docs/counting.md), the same on every platform and locale.
 */
// Without surrogates, UTF-16 code unit order is UTF-8 byte order.
const SURROGATE = /[\uD800-\uDFFF]/;
/** `paths` sorted by their UTF-8 bytes. */
function sortByUtf8(paths) {
    if (!paths.some((p) => SURROGATE.test(p))) {
        return paths.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    }
    return paths
        .map((shown) => ({ shown, key: Buffer.from(shown, 'utf8') }))
        .sort((a, b) => Buffer.compare(a.key, b.key))
        .map(({ shown }) => shown);
}
/**
 * Compares two strings by their UTF-8 bytes without encoding them: code
 * units compare as UTF-8 bytes do, except that a surrogate (a character
 * past U+FFFF) sorts after U+E000-U+FFFF in UTF-8 and before them in
 * UTF-16, so it is moved above them at the first difference.
 */
function compareUtf8(a, b) {
    const length = Math.min(a.length, b.length);
    for (let k = 0; k < length; k++) {
        let ca = a.charCodeAt(k);
        let cb = b.charCodeAt(k);
        if (ca === cb)
            continue;
        if (ca >= 0xd800 && ca <= 0xdfff)
            ca += 0x10000;
        if (cb >= 0xd800 && cb <= 0xdfff)
            cb += 0x10000;
        return ca - cb;
    }
    return a.length - b.length;
}


/***/ }),

/***/ 6475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ix: () => (/* reexport */ Bytes),
  tg: () => (/* reexport */ DtdRefusedError),
  Pw: () => (/* reexport */ MAX_VALUE_BYTES),
  VI: () => (/* reexport */ Vocabulary),
  KG: () => (/* reexport */ XmlScanner),
  R_: () => (/* reexport */ XmlSyntaxError),
  t$: () => (/* reexport */ positionAt)
});

// UNUSED EXPORTS: MAX_DEPTH, NameList

;// CONCATENATED MODULE: ./src/junit/xml/bytes.ts
/** Byte classes and a growable byte buffer for the streaming scanner. */
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const HASH = 0x23;
const AMP = 0x26;
const APOS = 0x27;
const DASH = 0x2d;
const SLASH = 0x2f;
const COLON = 0x3a;
const SEMI = 0x3b;
const LT = 0x3c;
const EQ = 0x3d;
const GT = 0x3e;
const QUESTION = 0x3f;
const BANG = 0x21;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const PERCENT = 0x25;
const NAME_START = 1;
const NAME_CHAR = 2;
/**
 * ASCII name characters as XML defines them. Every byte of a multi-byte
 * UTF-8 sequence counts as a name character: checking the Unicode name
 * classes would need decoding, and producers write ASCII names.
 */
const NAME_CLASS = new Uint8Array(256);
for (let c = 0; c < 256; c++) {
    const letter = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    if (letter || c === 0x5f || c === COLON || c >= 0x80) {
        NAME_CLASS[c] = NAME_START | NAME_CHAR;
    }
    else if ((c >= 0x30 && c <= 0x39) || c === DASH || c === 0x2e) {
        NAME_CLASS[c] = NAME_CHAR;
    }
}
function isNameStart(c) {
    return (NAME_CLASS[c] & NAME_START) !== 0;
}
function isNameChar(c) {
    return (NAME_CLASS[c] & NAME_CHAR) !== 0;
}
function isSpace(c) {
    return c === SPACE || c === LF || c === TAB || c === CR;
}
/** Legal XML characters (Char production; 1.1 also allows C0 controls). */
function isXmlChar(code, xml11) {
    if (code < 0x20) {
        return code === TAB || code === LF || code === CR || (xml11 && code > 0);
    }
    return (code <= 0xd7ff ||
        (code >= 0xe000 && code <= 0xfffd) ||
        (code >= 0x10000 && code <= 0x10ffff));
}
/** Writes `code` as UTF-8 at `out[at]`; returns the number of bytes. */
function writeUtf8(out, at, code) {
    if (code < 0x80) {
        out[at] = code;
        return 1;
    }
    if (code < 0x800) {
        out[at] = 0xc0 | (code >> 6);
        out[at + 1] = 0x80 | (code & 0x3f);
        return 2;
    }
    if (code < 0x10000) {
        out[at] = 0xe0 | (code >> 12);
        out[at + 1] = 0x80 | ((code >> 6) & 0x3f);
        out[at + 2] = 0x80 | (code & 0x3f);
        return 3;
    }
    out[at] = 0xf0 | (code >> 18);
    out[at + 1] = 0x80 | ((code >> 12) & 0x3f);
    out[at + 2] = 0x80 | ((code >> 6) & 0x3f);
    out[at + 3] = 0x80 | (code & 0x3f);
    return 4;
}
/**
 * Small buffers come unzeroed from Node's shared pool (parsers are made per
 * file; bytes past `length` are never read). Large ones are zeroed: fresh
 * zero pages count towards RSS only once written.
 */
function allocate(capacity) {
    return capacity < 4096 ? Buffer.allocUnsafe(capacity) : Buffer.alloc(capacity);
}
/** A growable byte buffer: amortised O(1) appends, copied once when kept. */
class Bytes {
    data;
    length = 0;
    constructor(capacity = 64) {
        this.data = allocate(capacity);
    }
    /** Makes room for `extra` more bytes. */
    reserve(extra) {
        const needed = this.length + extra;
        if (needed <= this.data.length)
            return;
        // Past 1 MiB, grow faster: each outgrown buffer stays in memory until a
        // GC, and the untouched tail of a zeroed one costs no memory.
        const factor = this.data.length >= 1 << 20 ? 4 : 2;
        let capacity = this.data.length * factor;
        while (capacity < needed)
            capacity *= factor;
        const data = allocate(capacity);
        data.set(this.data.subarray(0, this.length));
        this.data = data;
    }
    push(byte) {
        if (this.length === this.data.length)
            this.reserve(1);
        this.data[this.length++] = byte;
    }
    append(source, start, end) {
        const needed = this.length + end - start;
        if (needed > this.data.length)
            this.reserve(end - start);
        if (end - start < 32) {
            // Short names: a loop beats creating a subarray view.
            const data = this.data;
            for (let k = start, at = this.length; k < end; k++)
                data[at++] = source[k];
        }
        else {
            this.data.set(source.subarray(start, end), this.length);
        }
        this.length = needed;
    }
    text(start = 0, end = this.length) {
        return this.data.toString('utf8', start, end);
    }
}
/**
 * Small typed arrays live on V8's heap and cost little to make; larger ones
 * get a separate backing store, which costs microseconds per parser.
 */
const SMALL_INTS = 16;
/** Growable Int32 stack. */
class IntStack {
    data = new Int32Array(SMALL_INTS);
    length = 0;
    push(value) {
        if (this.length === this.data.length) {
            const data = new Int32Array(this.data.length * 2);
            data.set(this.data);
            this.data = data;
        }
        this.data[this.length++] = value;
    }
    top() {
        return this.data[this.length - 1];
    }
    pop() {
        return this.data[--this.length];
    }
}

;// CONCATENATED MODULE: ./src/junit/xml/capture.ts
/**
 * The text (and CDATA) of one element, kept for a failure's message and
 * trace: at most CAPTURE_BYTES and a number of lines, leading XML space
 * dropped, literal line ends as `\n`.
 */

/** Captured text: enough bytes for 2,000 characters after leading space. */
const CAPTURE_BYTES = 8192;
const EMPTY = Buffer.alloc(0);
/** Runs this short are copied by a loop: cheaper than a view and searches. */
const SHORT_RUN = 64;
/**
 * Buffers of finished captures, for the next one: parsers are made per file,
 * and a fresh 8 KiB buffer each time costs more than parsing a small file.
 * A capture owns its buffer from begin to end, so interleaved parsers never
 * share one.
 */
const spare = [];
class TextCapture {
    active = false;
    out = EMPTY;
    length = 0;
    started = false;
    afterCr = false;
    linesLeft = 0;
    begin(lines) {
        this.out = spare.pop() ?? Buffer.allocUnsafeSlow(CAPTURE_BYTES);
        this.active = true;
        this.linesLeft = lines;
        this.length = 0;
        this.started = false;
        this.afterCr = false;
    }
    end() {
        const out = this.out;
        this.active = false;
        this.out = EMPTY;
        spare.push(out);
        return out.toString('utf8', 0, this.length);
    }
    /** Literal text `b[start..end)`. */
    append(b, start, end) {
        if (this.linesLeft === 0)
            return;
        let k = start;
        if (!this.started) {
            while (k < end && isSpace(b[k]))
                k++;
            if (k === end)
                return;
            this.started = true;
        }
        if (end - k <= SHORT_RUN) {
            this.appendLines(b, k, end);
            return;
        }
        if (this.afterCr && b[k] === LF)
            k++;
        this.afterCr = false;
        // One bounded view: its searches never run past what may be kept.
        const text = b.subarray(k, Math.min(end, k + CAPTURE_BYTES - this.length));
        if (text.indexOf(CR) >= 0) {
            this.appendLines(b, k, end);
            return;
        }
        let at = -1;
        let cut = text.length;
        while ((at = text.indexOf(LF, at + 1)) >= 0) {
            if (--this.linesLeft === 0) {
                cut = at + 1;
                break;
            }
        }
        this.out.set(cut < text.length ? text.subarray(0, cut) : text, this.length);
        this.length += cut;
    }
    /** Byte by byte (short runs, runs with a CR): CR and CR LF become LF. */
    appendLines(b, start, end) {
        const out = this.out;
        let length = this.length;
        let afterCr = this.afterCr;
        for (let k = start; k < end && length < CAPTURE_BYTES; k++) {
            const c = b[k];
            if (c === LF && afterCr) {
                afterCr = false;
                continue;
            }
            afterCr = c === CR;
            out[length++] = afterCr ? LF : c;
            if ((c === LF || afterCr) && --this.linesLeft === 0)
                break;
        }
        this.length = length;
        this.afterCr = afterCr;
    }
    /** A character reference's code point: kept as is (`&#13;` stays CR). */
    appendCode(code) {
        this.afterCr = false;
        if (!this.started && isSpace(code))
            return;
        this.started = true;
        if (this.linesLeft === 0)
            return;
        if (code === LF)
            this.linesLeft--;
        const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
        if (size > CAPTURE_BYTES - this.length)
            this.length = CAPTURE_BYTES;
        else
            this.length += writeUtf8(this.out, this.length, code);
    }
}

// EXTERNAL MODULE: ./src/junit/decode/index.ts + 7 modules
var decode = __webpack_require__(9873);
;// CONCATENATED MODULE: ./src/junit/xml/markup.ts
/**
 * The rarer pieces of XML markup for the scanner: references (`&lt;`,
 * `&#233;`), the XML declaration and the DOCTYPE, which is skipped, never
 * processed.
 */


/**
 * Longest reference read (`&#x0001F600;` is 11 bytes). Longer ones, even
 * legal ones with many leading zeros, are refused: the scanner never needs
 * an unbounded look-ahead.
 */
const MAX_REFERENCE = 40;
const PREDEFINED = {
    lt: 0x3c,
    gt: 0x3e,
    amp: 0x26,
    quot: 0x22,
    apos: 0x27
};
/** The common references without building a string; 0 for the others. */
function predefinedCode(b, start, end) {
    const c = b[start];
    if (end - start === 2 && b[start + 1] === 0x74) {
        if (c === 0x6c)
            return 0x3c; // lt
        if (c === 0x67)
            return 0x3e; // gt
    }
    if (end - start === 3 &&
        c === 0x61 &&
        b[start + 1] === 0x6d &&
        b[start + 2] === 0x70) {
        return 0x26; // amp
    }
    return 0;
}
/**
 * Finds the `;` of the reference at `b[at] === '&'`, looking no further than
 * `end`. Returns its index, or -1 when `end` came first.
 */
function referenceEnd(b, at, end) {
    const limit = Math.min(end, at + MAX_REFERENCE);
    for (let k = at + 1; k < limit; k++) {
        const c = b[k];
        if (c === SEMI)
            return k;
        if (!isNameChar(c) && c !== HASH)
            return k;
    }
    return -1;
}
/** The code point of the reference `b[at..semi]` (`&...;`), or fails. */
function referenceCode(b, range, fail) {
    const { at, semi } = range;
    if (b[semi] !== SEMI)
        fail(at, 'malformed entity reference (no ";")');
    const quick = predefinedCode(b, at + 1, semi);
    if (quick > 0)
        return quick;
    const body = Buffer.from(b.buffer, b.byteOffset + at + 1, semi - at - 1).toString('latin1');
    if (body.startsWith('#')) {
        const hex = /^#x[0-9a-fA-F]+$/.test(body);
        if (!hex && !/^#[0-9]+$/.test(body)) {
            fail(at, `malformed character reference "&${body};"`);
        }
        const code = hex ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        if (!isXmlChar(code, range.xml11)) {
            fail(at, `character reference "&${body};" is not a legal XML character`);
        }
        return code;
    }
    const code = PREDEFINED[body];
    if (code === undefined) {
        fail(at, `undefined entity "&${body};" (only &lt; &gt; &amp; &quot; &apos; and numeric references are defined)`);
    }
    return code;
}
const DECLARATION = /^\s+version\s*=\s*(?:"(1\.[0-9]+)"|'(1\.[0-9]+)')(?:\s+encoding\s*=\s*(?:"[A-Za-z][\w.-]*"|'[A-Za-z][\w.-]*'))?(?:\s+standalone\s*=\s*(?:"(?:yes|no)"|'(?:yes|no)'))?\s*$/;
/** Reads the body of `<?xml ...?>`; the encoding was handled by the reader. */
function declarationVersion(body) {
    const match = DECLARATION.exec(body);
    return match ? (match[1] ?? match[2]) : undefined;
}
/** Why a declaration is malformed: an illegal encoding name is quoted. */
function declarationError(body) {
    const encoding = /\sencoding\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(body);
    const name = encoding?.[1] ?? encoding?.[2];
    const illegal = name === undefined ? undefined : (0,decode/* illegalEncodingName */.J$)(name);
    return illegal ?? 'malformed XML declaration (version="1.0" is required)';
}
const OUTSIDE = 0;
const SUBSET = 1;
const IN_QUOTE = 2;
const IN_COMMENT = 3;
const IN_PI = 4;
const TAIL = 16;
const DECLARE_ENTITY = Buffer.from('<!ENTITY');
/**
 * Finds the end of a DOCTYPE without processing it. Its internal subset may
 * declare elements and attributes (ignored) but not entities: entity
 * expansion is how XML bombs and external-entity reads work, so a DOCTYPE
 * that declares one is refused. Nothing is ever fetched.
 */
class DoctypeSkipper {
    mode = OUTSIDE;
    quoteReturn = OUTSIDE;
    quote = 0;
    /** The last few bytes, to recognise `<!--`, `-->`, `<?`, `<!ENTITY`. */
    tail = new Bytes(64);
    reset() {
        this.mode = OUTSIDE;
        this.tail.length = 0;
    }
    endsWith(text) {
        const { data, length } = this.tail;
        if (length < text.length)
            return false;
        for (let k = 0; k < text.length; k++) {
            if (data[length - text.length + k] !== text[k])
                return false;
        }
        return true;
    }
    remember(c) {
        if (this.tail.length === this.tail.data.length) {
            this.tail.data.copyWithin(0, this.tail.length - TAIL);
            this.tail.length = TAIL;
        }
        this.tail.push(c);
    }
    /** Index after the closing `>`, or -1 when `b` ended first. */
    skip(b, start, fail) {
        for (let i = start; i < b.length; i++) {
            const c = b[i];
            this.remember(c);
            if (this.step(c, i, fail))
                return i + 1;
        }
        return -1;
    }
    step(c, i, fail) {
        switch (this.mode) {
            case IN_QUOTE:
                if (c === this.quote)
                    this.mode = this.quoteReturn;
                return false;
            case IN_COMMENT:
                if (c === GT && this.endsWith(COMMENT_END))
                    this.mode = SUBSET;
                return false;
            case IN_PI:
                if (c === GT && this.endsWith(PI_END))
                    this.mode = SUBSET;
                return false;
            case SUBSET:
                this.subsetStep(c, i, fail);
                return false;
            default:
                if (c === QUOTE || c === APOS)
                    this.enterQuote(c);
                else if (c === LBRACKET)
                    this.mode = SUBSET;
                return c === GT;
        }
    }
    enterQuote(c) {
        this.quoteReturn = this.mode;
        this.quote = c;
        this.mode = IN_QUOTE;
    }
    subsetStep(c, i, fail) {
        if (c === QUOTE || c === APOS)
            this.enterQuote(c);
        else if (c === RBRACKET)
            this.mode = OUTSIDE;
        else if (c === PERCENT) {
            fail(i, 'DTD entity declarations are refused: the DOCTYPE uses a parameter-entity reference; remove the internal subset', true);
        }
        else if (this.endsWith(COMMENT_START)) {
            this.tail.length = 0;
            this.mode = IN_COMMENT;
        }
        else if (c === QUESTION && this.endsWith(PI_START))
            this.mode = IN_PI;
        else if (this.endsWith(DECLARE_ENTITY)) {
            fail(i - 7, 'DTD entity declarations are refused: the DOCTYPE declares an entity (<!ENTITY>); remove the internal subset', true);
        }
    }
}
const COMMENT_START = Buffer.from('<!--');
const COMMENT_END = Buffer.from('-->');
const PI_START = Buffer.from('<?');
const PI_END = Buffer.from('?>');

;// CONCATENATED MODULE: ./src/junit/xml/values.ts
/**
 * The wanted attribute values of the start tag being read, kept as
 * normalised, entity-decoded UTF-8 bytes. A value becomes a string only when
 * the rules ask for it: most test cases pass, and their names are never
 * shown, so decoding them all would be wasted work.
 */

/** More attributes than any vocabulary entry asks for. */
const MAX_WANTED = SMALL_INTS;
/**
 * The longest value kept, in bytes. A longer one (a 50 MB suite name) is
 * still checked to its end, but only its start is kept, so memory stays
 * bounded; the rules warn that it was cut.
 */
const MAX_VALUE_BYTES = 64 * 1024;
class AttributeValues {
    /** All the tag's wanted values, back to back. */
    bytes = new Bytes(256);
    starts = new Int32Array(MAX_WANTED).fill(-1);
    ends = new Int32Array(MAX_WANTED);
    count = 0;
    current = -1;
    afterCr = false;
    /** Some value of this tag was longer than MAX_VALUE_BYTES and was cut. */
    truncated = false;
    /** A new start tag that wants `count` attributes. */
    reset(count) {
        if (count > MAX_WANTED)
            throw new RangeError('too many wanted attributes');
        for (let k = 0; k < this.count; k++)
            this.starts[k] = -1;
        this.count = count;
        this.bytes.length = 0;
        this.truncated = false;
    }
    /** The value of wanted attribute `index` follows. */
    begin(index) {
        this.current = index;
        this.starts[index] = this.bytes.length;
        this.afterCr = false;
    }
    /** Attribute-value normalisation: literal TAB, LF, CR and CR LF → space. */
    append(b, start, end) {
        // Normalisation never lengthens, so input bytes bound the output.
        const room = this.room();
        if (end - start > room) {
            this.truncated = true;
            end = start + room;
        }
        const bytes = this.bytes;
        if (bytes.length + end - start > bytes.data.length)
            bytes.reserve(end - start);
        const out = bytes.data;
        let at = bytes.length;
        let afterCr = this.afterCr;
        for (let k = start; k < end; k++) {
            const c = b[k];
            if (c > CR) {
                out[at++] = c;
                afterCr = false;
            }
            else if (c === LF && afterCr) {
                afterCr = false;
            }
            else {
                afterCr = c === CR;
                out[at++] = c === TAB || c === LF || c === CR ? SPACE : c;
            }
        }
        bytes.length = at;
        this.afterCr = afterCr;
    }
    /** A character reference's code point: taken as is, never normalised. */
    appendCode(code) {
        if (this.room() < 4) {
            this.truncated = true;
            return;
        }
        this.bytes.reserve(4);
        this.bytes.length += writeUtf8(this.bytes.data, this.bytes.length, code);
        this.afterCr = false;
    }
    finish() {
        if (this.truncated)
            this.dropPartialCharacter();
        this.ends[this.current] = this.bytes.length;
    }
    room() {
        const start = this.starts[this.current];
        return Math.max(0, start + MAX_VALUE_BYTES - this.bytes.length);
    }
    /** A cut can fall inside a UTF-8 sequence: drop its first bytes. */
    dropPartialCharacter() {
        const data = this.bytes.data;
        const start = this.starts[this.current];
        let lead = this.bytes.length - 1;
        while (lead > start && (data[lead] & 0xc0) === 0x80)
            lead--;
        const first = data[lead];
        const size = first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 1;
        if (lead + size > this.bytes.length)
            this.bytes.length = lead;
    }
    has(index) {
        return index < this.count && this.starts[index] >= 0;
    }
    start(index) {
        return this.starts[index];
    }
    end(index) {
        return this.ends[index];
    }
    text(index) {
        if (!this.has(index))
            return undefined;
        return this.bytes.text(this.start(index), this.end(index));
    }
    /** Every wanted value as a string (undefined when absent), in order. */
    texts() {
        const texts = [];
        for (let k = 0; k < this.count; k++)
            texts.push(this.text(k));
        return texts;
    }
    /** Appends value `index` to `to`; returns its start there, -1 if absent. */
    copyTo(index, to) {
        if (!this.has(index))
            return -1;
        const start = to.length;
        to.append(this.bytes.data, this.start(index), this.end(index));
        return start;
    }
}

;// CONCATENATED MODULE: ./src/junit/xml/core.ts
/**
 * The base of the scanner: its state, character data (text, CDATA,
 * references) and where it goes. State functions take the buffer and a
 * position and return the next position, or `~p` to be called again from
 * `p` once more bytes have arrived.
 */




/** Malformed or refused input; `offset` is the byte offset in the stream. */
class XmlSyntaxError extends Error {
    offset;
    name = 'XmlSyntaxError';
    constructor(offset, reason) {
        super(reason);
        this.offset = offset;
    }
}
/** A DOCTYPE that declares entities: refused, never processed. */
class DtdRefusedError extends XmlSyntaxError {
    name = 'DtdRefusedError';
}
var State;
(function (State) {
    State[State["TEXT"] = 0] = "TEXT";
    State[State["LT"] = 1] = "LT";
    State[State["START_NAME"] = 2] = "START_NAME";
    State[State["TAG"] = 3] = "TAG";
    State[State["EMPTY"] = 4] = "EMPTY";
    State[State["ATTR_NAME"] = 5] = "ATTR_NAME";
    State[State["ATTR_EQ"] = 6] = "ATTR_EQ";
    State[State["ATTR_QUOTE"] = 7] = "ATTR_QUOTE";
    State[State["ATTR_VALUE"] = 8] = "ATTR_VALUE";
    State[State["END_NAME"] = 9] = "END_NAME";
    State[State["END_SPACE"] = 10] = "END_SPACE";
    State[State["COMMENT"] = 11] = "COMMENT";
    State[State["CDATA"] = 12] = "CDATA";
    State[State["PI_TARGET"] = 13] = "PI_TARGET";
    State[State["PI_BODY"] = 14] = "PI_BODY";
    State[State["DECLARATION"] = 15] = "DECLARATION";
    State[State["DOCTYPE"] = 16] = "DOCTYPE";
})(State || (State = {}));
const BRACKETS_GT = Buffer.from(']]>');
const CDATA_START = Buffer.from('<![CDATA[');
/** Text this short is searched with a loop: cheaper than indexOf calls. */
const SHORT = 64;
class ScanCore {
    state = State.TEXT;
    depth = 0;
    /** Stream offset of the current buffer's first byte. */
    base = 0;
    xml11 = false;
    documentHasRoot = false;
    documentHasDoctype = false;
    piTargetLength = 0;
    declarationBytes = new Bytes(64);
    doctypeSkipper = new DoctypeSkipper();
    values = new AttributeValues();
    captured = new TextCapture();
    // The next `<`, `&` and `]]>` at or after the last search, or the buffer
    // length: each is searched once per stretch of the buffer, not per token.
    ltAt = -1;
    ampAt = -1;
    bracketsAt = -1;
    /** The character of the last reference read. */
    referenced = 0;
    fail(i, reason, dtd) {
        throw dtd
            ? new DtdRefusedError(this.base + i, reason)
            : new XmlSyntaxError(this.base + i, reason);
    }
    failAt = (i, reason, dtd) => this.fail(i, reason, dtd);
    resetSearches() {
        this.ltAt = -1;
        this.ampAt = -1;
        this.bracketsAt = -1;
    }
    nextLt(b, i) {
        if (this.ltAt < i) {
            const at = b.indexOf(LT, i);
            this.ltAt = at < 0 ? b.length : at;
        }
        return this.ltAt;
    }
    nextAmp(b, i) {
        if (this.ampAt < i) {
            const at = b.indexOf(AMP, i);
            this.ampAt = at < 0 ? b.length : at;
        }
        return this.ampAt;
    }
    nextBrackets(b, i) {
        if (this.bracketsAt < i) {
            const at = b.indexOf(BRACKETS_GT, i);
            this.bracketsAt = at < 0 ? b.length : at;
        }
        return this.bracketsAt;
    }
    beginDocument() {
        this.documentHasRoot = false;
        this.documentHasDoctype = false;
        this.xml11 = false;
    }
    // ------------------------------------------------------------------ text
    /** Short text with no `&` or `]` before its `<`: nothing to check. */
    shortText(b, i) {
        const limit = Math.min(b.length, i + SHORT);
        for (let k = i; k < limit; k++) {
            const c = b[k];
            if (c === LT)
                return k;
            if (c === AMP || c === RBRACKET)
                return -1;
            if (this.depth === 0 && !isSpace(c))
                return -1;
        }
        return -1;
    }
    text(b, i, final) {
        if (!this.captured.active) {
            const lt = this.shortText(b, i);
            if (lt >= 0) {
                this.state = State.LT;
                return lt + 1;
            }
        }
        const lt = this.nextLt(b, i);
        if (this.depth === 0) {
            for (let k = i; k < lt; k++) {
                if (!isSpace(b[k]))
                    this.fail(k, 'text outside the root element');
            }
        }
        else {
            const brackets = this.nextBrackets(b, i);
            if (brackets < lt)
                this.fail(brackets, '"]]>" is not allowed in text');
            const capturing = this.captured.active;
            let from = i;
            for (let amp = this.nextAmp(b, i); amp < lt; amp = this.nextAmp(b, from)) {
                if (capturing)
                    this.captured.append(b, from, amp);
                from = this.reference(b, amp, final);
                if (from < 0)
                    return from;
                if (capturing)
                    this.captured.appendCode(this.referenced);
            }
            if (lt === b.length)
                return this.textEnd(b, from, final);
            if (capturing)
                this.captured.append(b, from, lt);
        }
        if (lt === b.length)
            return lt;
        this.state = State.LT;
        return lt + 1;
    }
    /** Text runs to the buffer end; a trailing `]` or `]]` may start `]]>`. */
    textEnd(b, from, final) {
        let stop = b.length;
        if (!final) {
            while (stop > from && stop > b.length - 2 && b[stop - 1] === RBRACKET)
                stop--;
        }
        if (this.captured.active)
            this.captured.append(b, from, stop);
        return stop < b.length ? ~stop : stop;
    }
    cdata(b, i, final) {
        for (;;) {
            const end = this.nextBrackets(b, i);
            if (end === b.length)
                return this.textEnd(b, i, final);
            if (this.captured.active)
                this.captured.append(b, i, end);
            // `]]]]><![CDATA[>` is how producers escape `]]>` in logs: stay here.
            if (!startsWithAt(b, end + 3, CDATA_START)) {
                this.state = State.TEXT;
                return end + 3;
            }
            i = end + 3 + CDATA_START.length;
        }
    }
    /**
     * Reads the reference at `b[at] === '&'`; returns the index after `;`
     * (or `~at` to wait for more bytes). Its character is `referenced`, for
     * the caller to keep or not.
     */
    reference(b, at, final) {
        const semi = referenceEnd(b, at, b.length);
        if (semi < 0) {
            if (!final && b.length - at < MAX_REFERENCE)
                return ~at;
            this.fail(at, 'malformed entity reference (no ";")');
        }
        this.referenced = referenceCode(b, { at, semi, xml11: this.xml11 }, this.failAt);
        return semi + 1;
    }
    // --------------------------------------------------------------- capture
    /**
     * Starts collecting the text (and CDATA) until endCapture, at most
     * CAPTURE_BYTES and `lines` lines. Captures do not nest: false when one is
     * already running.
     */
    beginCapture(lines) {
        if (this.captured.active)
            return false;
        this.captured.begin(lines);
        return true;
    }
    /** The captured text: leading XML space dropped, line ends as `\n`. */
    endCapture() {
        return this.captured.end();
    }
}
function startsWithAt(b, at, text) {
    if (at + text.length > b.length)
        return false;
    for (let k = 0; k < text.length; k++) {
        if (b[at + k] !== text[k])
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/junit/xml/position.ts

/**
 * Line and column of a byte offset in the UTF-8 stream that readAsUtf8
 * produces for `path`. It re-reads the file through the same decoders, so the
 * offset means the same thing here as it did to the parser; only called on
 * the error path, never while parsing. CR LF, CR and LF each end a line.
 */
function positionAt(path, utf8Offset) {
    let line = 1;
    let column = 1;
    let afterCr = false;
    let remaining = utf8Offset;
    (0,decode/* readAsUtf8 */.eF)(path, (chunk) => {
        const end = Math.min(chunk.length, remaining);
        for (let i = 0; i < end; i++) {
            const byte = chunk[i];
            if (byte === 0x0a) {
                if (!afterCr)
                    line++;
                column = 1;
            }
            else if (byte === 0x0d) {
                line++;
                column = 1;
            }
            else if ((byte & 0xc0) !== 0x80) {
                column++;
            }
            afterCr = byte === 0x0d;
        }
        remaining -= end;
        return remaining > 0;
    });
    return { line, column };
}

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/junit/xml/attrs.ts

const LINEAR_LIMIT = 8;
/** A cleared table this small is kept for the next tag. */
const KEEP_SLOTS = 1024;
/**
 * The attribute names of one start tag, kept as bytes, to refuse duplicates.
 * A few names are compared linearly; past that an open-addressing hash table
 * keeps each check O(1), so a tag with a million attributes stays linear.
 * The table is cleared and kept between tags, not made anew: a TRX writes
 * eleven attributes on each of 100,000 results.
 */
class AttributeNames {
    bytes = new Bytes(256);
    starts = new IntStack();
    hashes = new IntStack();
    table = new Int32Array(0);
    /** Whether `table` holds this tag's names; otherwise it is all free. */
    indexed = false;
    /** Offset in `bytes` of the name being read. */
    pendingStart = 0;
    reset() {
        this.bytes.length = 0;
        this.starts.length = 0;
        this.hashes.length = 0;
        if (this.indexed) {
            if (this.table.length > KEEP_SLOTS)
                this.table = new Int32Array(0);
            else
                this.table.fill(0);
            this.indexed = false;
        }
        this.pendingStart = 0;
    }
    begin() {
        this.pendingStart = this.bytes.length;
    }
    append(source, start, end) {
        this.bytes.append(source, start, end);
    }
    /** Commits the name being read; false when the tag already has it. */
    commit() {
        const hash = this.hashPending();
        const count = this.starts.length;
        if (count < LINEAR_LIMIT) {
            for (let k = 0; k < count; k++) {
                if (this.hashes.data[k] === hash && this.sameAsPending(k))
                    return false;
            }
        }
        else {
            if (!this.indexed || this.table.length < count * 2)
                this.rebuild(count * 4);
            if (!this.insert(count, hash))
                return false;
        }
        this.starts.push(this.pendingStart);
        this.hashes.push(hash);
        return true;
    }
    hashPending() {
        const data = this.bytes.data;
        let hash = 0x811c9dc5;
        for (let k = this.pendingStart; k < this.bytes.length; k++) {
            hash = Math.imul(hash ^ data[k], 0x01000193);
        }
        return hash;
    }
    endOf(index) {
        return index + 1 < this.starts.length
            ? this.starts.data[index + 1]
            : this.pendingStart;
    }
    sameAsPending(index) {
        const data = this.bytes.data;
        const start = this.starts.data[index];
        const length = this.endOf(index) - start;
        if (length !== this.bytes.length - this.pendingStart)
            return false;
        for (let k = 0; k < length; k++) {
            if (data[start + k] !== data[this.pendingStart + k])
                return false;
        }
        return true;
    }
    /** Inserts name `index` (the pending one); false when a duplicate. */
    insert(index, hash) {
        const mask = this.table.length - 1;
        for (let slot = hash & mask;; slot = (slot + 1) & mask) {
            const entry = this.table[slot];
            if (entry === 0) {
                this.table[slot] = index + 1;
                return true;
            }
            if (this.hashes.data[entry - 1] === hash && this.sameAsPending(entry - 1))
                return false;
        }
    }
    rebuild(size) {
        let capacity = 16;
        while (capacity < size)
            capacity *= 2;
        if (this.indexed || this.table.length < capacity)
            this.table = new Int32Array(capacity);
        this.indexed = true;
        const mask = this.table.length - 1;
        for (let index = 0; index < this.starts.length; index++) {
            let slot = this.hashes.data[index] & mask;
            while (this.table[slot] !== 0)
                slot = (slot + 1) & mask;
            this.table[slot] = index + 1;
        }
    }
}

;// CONCATENATED MODULE: ./src/junit/xml/vocabulary.ts
/**
 * The elements a caller cares about and the attributes it wants of each,
 * compiled to bytes once (per module, not per file) and matched in place.
 */
/** A list of names, matched against bytes where they stand. */
class NameList {
    names;
    constructor(names) {
        this.names = names.map((name) => Buffer.from(name));
    }
    get size() {
        return this.names.length;
    }
    /** The index of the name `data[start..end)`, or -1. */
    indexOf(data, start, end) {
        const length = end - start;
        const names = this.names;
        for (let e = 0; e < names.length; e++) {
            const name = names[e];
            if (name.length === length && sameBytes(data, start, name))
                return e;
        }
        return -1;
    }
}
const NONE = new NameList([]);
class Vocabulary {
    names;
    attributes;
    constructor(entries) {
        this.names = new NameList(entries.map((entry) => entry.name));
        this.attributes = entries.map((entry) => new NameList(entry.attributes));
    }
    /** The kind of the element named `data[start..end)`: index + 1, or 0. */
    classify(data, start, end) {
        return this.names.indexOf(data, start, end) + 1;
    }
    /**
     * The attributes elements of `kind` want: an attribute's index there is
     * its index in the values handed over.
     */
    wanted(kind) {
        return kind === 0 ? NONE : (this.attributes[kind - 1] ?? NONE);
    }
}
function sameBytes(data, start, name) {
    for (let k = 0; k < name.length; k++) {
        if (data[start + k] !== name[k])
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/junit/xml/tags.ts
/**
 * Start tags, attributes and end tags: element names are matched against
 * the caller's vocabulary as bytes, and only the wanted attribute values are
 * kept (as bytes too, see AttributeValues).
 */




const XMLNS = Buffer.from('xmlns');
const NO_NAMES = new NameList([]);
class ScanTags extends ScanCore {
    vocabulary;
    handler;
    /** Local names of the root elements, in order. */
    roots = [];
    /**
     * The prefix of the root being read ('' for none). The root's namespace
     * is the value of `xmlns:prefix`, or of `xmlns` when it has no prefix:
     * either is reported as the root's `xmlns` attribute when the
     * vocabulary wants that.
     */
    rootPrefix = '';
    rootPrefixBytes = 0;
    /** The names of the open elements, back to back. */
    names = new Bytes(1024);
    nameStarts = new IntStack();
    kinds = new Bytes(256);
    kind = 0;
    /** The attributes the element being read wants. */
    wantedNames = NO_NAMES;
    attributes = new AttributeNames();
    attributeStart = 0;
    wanted = -1;
    sawSpace = false;
    quote = 0;
    endLength = 0;
    endMismatch = false;
    constructor(vocabulary, handler) {
        super();
        this.vocabulary = vocabulary;
        this.handler = handler;
    }
    // ------------------------------------------------------------ start tags
    beginStartTag() {
        this.nameStarts.push(this.names.length);
        this.state = State.START_NAME;
    }
    startName(b, i) {
        const start = i;
        while (i < b.length && isNameChar(b[i]))
            i++;
        this.names.append(b, start, i);
        if (i === b.length)
            return i;
        const names = this.names;
        const local = this.localStart();
        this.kind = this.vocabulary.classify(names.data, local, names.length);
        if (this.depth === 0) {
            const start = this.nameStarts.top();
            this.rootPrefixBytes = Math.max(0, local - 1 - start);
            this.rootPrefix = names.text(start, start + this.rootPrefixBytes);
        }
        this.wantedNames = this.vocabulary.wanted(this.kind);
        this.values.reset(this.wantedNames.size);
        this.attributes.reset();
        this.sawSpace = false;
        this.state = State.TAG;
        // Straight on, not back through the state switch: most tags go on.
        return this.tag(b, i);
    }
    localStart() {
        const start = this.nameStarts.top();
        let local = start;
        for (let k = start; k < this.names.length; k++) {
            if (this.names.data[k] === 0x3a)
                local = k + 1;
        }
        return local;
    }
    tag(b, i) {
        for (; i < b.length; i++) {
            const c = b[i];
            if (isSpace(c)) {
                this.sawSpace = true;
            }
            else if (c === GT) {
                this.finishStartTag(false);
                return i + 1;
            }
            else if (c === SLASH) {
                this.state = State.EMPTY;
                return i + 1;
            }
            else if (isNameStart(c)) {
                if (!this.sawSpace)
                    this.fail(i, 'whitespace is required between attributes');
                this.attributeStart = this.base + i;
                this.attributes.begin();
                this.state = State.ATTR_NAME;
                return this.attributeName(b, i);
            }
            else {
                this.fail(i, 'invalid character in start tag');
            }
        }
        return i;
    }
    emptyTag(b, i) {
        if (b[i] !== GT)
            this.fail(i, '"/" in a start tag must be followed by ">"');
        this.finishStartTag(true);
        return i + 1;
    }
    attributeName(b, i) {
        const start = i;
        while (i < b.length && isNameChar(b[i]))
            i++;
        this.attributes.append(b, start, i);
        if (i === b.length)
            return i;
        const { data, length } = this.attributes.bytes;
        const { pendingStart } = this.attributes;
        this.wanted =
            this.depth === 0 && this.rootPrefix !== ''
                ? this.prefixedRootWanted(data, pendingStart, length)
                : this.wantedNames.indexOf(data, pendingStart, length);
        if (!this.attributes.commit()) {
            const name = this.attributes.bytes.text(this.attributes.pendingStart);
            throw new XmlSyntaxError(this.attributeStart, `duplicate attribute "${name}"`);
        }
        // The usual `name="`: straight to the value, without two more states.
        const quote = b[i + 1];
        if (b[i] === EQ && (quote === QUOTE || quote === APOS)) {
            return this.openValue(quote, i + 2);
        }
        this.state = State.ATTR_EQ;
        return i;
    }
    /**
     * A prefixed root's attribute: `xmlns:prefix` declares its namespace and
     * takes the place of `xmlns`, which (the default namespace) is not its.
     */
    prefixedRootWanted(data, start, end) {
        const wanted = this.wantedNames;
        const xmlns = wanted.indexOf(XMLNS, 0, XMLNS.length);
        if (xmlns < 0)
            return wanted.indexOf(data, start, end);
        if (end - start === XMLNS.length && startsWithAt(data, start, XMLNS))
            return -1;
        const from = this.nameStarts.top();
        const length = this.rootPrefixBytes;
        const declares = end - start === XMLNS.length + 1 + length &&
            startsWithAt(data, start, XMLNS) &&
            data[start + XMLNS.length] === 0x3a &&
            this.names.data.compare(data, start + XMLNS.length + 1, end, from, from + length) === 0;
        return declares ? xmlns : wanted.indexOf(data, start, end);
    }
    attributeEq(b, i) {
        while (i < b.length && isSpace(b[i]))
            i++;
        if (i === b.length)
            return i;
        if (b[i] !== EQ)
            this.fail(i, 'attribute without a value (expected "=")');
        this.state = State.ATTR_QUOTE;
        return i + 1;
    }
    attributeQuote(b, i) {
        while (i < b.length && isSpace(b[i]))
            i++;
        if (i === b.length)
            return i;
        const c = b[i];
        if (c !== QUOTE && c !== APOS)
            this.fail(i, 'attribute value must be quoted');
        return this.openValue(c, i + 1);
    }
    openValue(quote, i) {
        this.quote = quote;
        if (this.wanted >= 0)
            this.values.begin(this.wanted);
        this.state = State.ATTR_VALUE;
        return i;
    }
    attributeValue(b, i, final) {
        const wanted = this.wanted >= 0;
        // The usual short value: a loop, which beats three indexOf calls.
        const limit = Math.min(b.length, i + SHORT);
        let from = i;
        let end = -1;
        for (let k = i; k < limit; k++) {
            const c = b[k];
            if (c === this.quote) {
                end = k;
                break;
            }
            if (c === LT)
                break;
            if (c === AMP) {
                if (wanted)
                    this.values.append(b, from, k);
                from = this.reference(b, k, final);
                if (from < 0)
                    return from;
                if (wanted)
                    this.values.appendCode(this.referenced);
                k = from - 1;
            }
        }
        if (end < 0) {
            end = this.longValue(b, from, final);
            if (end < 0 || end === b.length)
                return end;
        }
        else if (wanted)
            this.values.append(b, from, end);
        if (wanted)
            this.values.finish();
        this.sawSpace = false;
        this.state = State.TAG;
        return this.tag(b, end + 1);
    }
    /** The value's closing quote (or the buffer end), with references. */
    longValue(b, i, final) {
        let end = b.indexOf(this.quote, i);
        if (end < 0)
            end = b.length;
        const lt = this.nextLt(b, i);
        if (lt < end)
            this.fail(lt, '"<" is not allowed in an attribute value');
        const wanted = this.wanted >= 0;
        let from = i;
        for (let amp = this.nextAmp(b, i); amp < end; amp = this.nextAmp(b, from)) {
            if (wanted)
                this.values.append(b, from, amp);
            from = this.reference(b, amp, final);
            if (from < 0)
                return from;
            if (wanted)
                this.values.appendCode(this.referenced);
        }
        if (wanted)
            this.values.append(b, from, end);
        return end;
    }
    finishStartTag(selfClosing) {
        if (this.depth === 0) {
            this.roots.push(this.names.text(this.localStart()));
            this.documentHasRoot = true;
        }
        this.kinds.push(this.kind);
        const depth = this.depth++;
        this.state = State.TEXT;
        this.handler.open(this.kind, this.values, depth);
        if (selfClosing)
            this.closeElement();
    }
    // -------------------------------------------------------------- end tags
    beginEndTag() {
        this.endLength = 0;
        this.endMismatch = false;
        this.state = State.END_NAME;
    }
    endName(b, i) {
        const start = this.nameStarts.top();
        const length = this.names.length - start;
        const data = this.names.data;
        for (; i < b.length; i++) {
            const c = b[i];
            if (!(this.endLength === 0 ? isNameStart(c) : isNameChar(c)))
                break;
            if (this.endLength >= length || data[start + this.endLength] !== c) {
                this.endMismatch = true;
            }
            this.endLength++;
        }
        if (i === b.length)
            return i;
        if (this.endLength === 0)
            this.fail(i, 'expected a name after "</"');
        if (this.endMismatch || this.endLength !== length) {
            this.fail(i - this.endLength, `closing tag does not match <${this.openName()}>`);
        }
        this.state = State.END_SPACE;
        return i;
    }
    endSpace(b, i) {
        while (i < b.length && isSpace(b[i]))
            i++;
        if (i === b.length)
            return i;
        if (b[i] !== GT)
            this.fail(i, 'invalid character in closing tag');
        this.closeElement();
        this.state = State.TEXT;
        return i + 1;
    }
    closeElement() {
        const kind = this.kinds.data[--this.kinds.length];
        this.names.length = this.nameStarts.pop();
        this.handler.close(kind, --this.depth);
    }
    /** The name of the innermost open element, for messages. */
    openName() {
        return this.names.text(this.nameStarts.top());
    }
}

;// CONCATENATED MODULE: ./src/junit/xml/scanner.ts
/**
 * A streaming, byte-level XML scanner built for JUnit reports. It checks
 * well-formedness, reports the elements of a small vocabulary with the few
 * attribute values asked for, and skips everything else (text, CDATA,
 * comments) with `indexOf`, never decoding it. Work is linear in the input:
 * no recursion, no re-scanning, no growing concatenation of chunks.
 */





/**
 * The deepest nesting read. Every open level holds state (about 500 bytes a
 * level for nested suites), so without a bound a file of a million nested
 * elements takes over 500 MiB; at this bound the peak stays under 150 MiB
 * (docs/counting.md, R5; docs/performance.md).
 */
const MAX_DEPTH = 120_000;
/**
 * Bytes of the next chunk joined to an unfinished token: more than any
 * look-ahead needs (a reference, `<![CDATA[`), so one join always resolves.
 */
const STITCH = 64;
const CDATA_OPEN = Buffer.from('[CDATA[');
const DOCTYPE_OPEN = Buffer.from('DOCTYPE');
class XmlScanner extends ScanTags {
    /** Offset in the stream of the next chunk's first byte. */
    position = 0;
    /** Unconsumed bytes of a token cut by the chunk end (a few bytes). */
    carry = new Uint8Array(0);
    sawContent = false;
    /** Feeds bytes; the chunk is not kept, so the caller may reuse it. */
    write(chunk) {
        const b = Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        if (b.length === 0)
            return;
        if (!this.sawContent)
            this.sawContent = hasNonSpace(b);
        let from = 0;
        if (this.carry.length > 0) {
            const carried = this.carry.length;
            const take = Math.min(b.length, STITCH);
            const joined = Buffer.allocUnsafe(carried + take);
            joined.set(this.carry);
            joined.set(b.subarray(0, take), carried);
            this.carry = new Uint8Array(0);
            this.base = this.position - carried;
            const stop = this.run(joined, 0, false);
            if (take === b.length) {
                this.keep(joined, stop);
                this.position += b.length;
                return;
            }
            if (stop < carried) {
                // Not reached: no token needs more look-ahead than STITCH bytes.
                this.carry = Buffer.concat([joined.subarray(stop, carried), b]);
                this.position += b.length;
                return;
            }
            from = stop - carried;
        }
        this.base = this.position;
        const stop = this.run(b, from, false);
        this.keep(b, stop);
        this.position += b.length;
    }
    keep(b, stop) {
        // A copy: the caller reuses the chunk's memory after write returns.
        this.carry = new Uint8Array(b.subarray(stop));
    }
    /** Finishes the stream; throws when it is not one or more whole documents. */
    end() {
        if (this.carry.length > 0) {
            this.base = this.position - this.carry.length;
            const b = Buffer.from(this.carry);
            this.carry = new Uint8Array(0);
            this.run(b, 0, true);
        }
        const at = this.position;
        if (!this.sawContent)
            throw new XmlSyntaxError(at, 'the file is empty');
        if (this.state !== State.TEXT) {
            throw new XmlSyntaxError(at, 'unexpected end of file inside markup');
        }
        if (this.depth > 0) {
            throw new XmlSyntaxError(at, `unexpected end of file: <${this.openName()}> is not closed`);
        }
        if (!this.documentHasRoot) {
            throw new XmlSyntaxError(at, 'no root element');
        }
    }
    /** Scans `b` from `i`; returns where it stopped (`< b.length`: needs more). */
    run(b, i, final) {
        this.resetSearches();
        const nul = b.indexOf(0, i);
        if (nul >= 0)
            this.fail(nul, 'NUL byte (U+0000) is not allowed in XML');
        const n = b.length;
        while (i < n) {
            i = this.step(b, i, final);
            if (i < 0)
                return ~i;
        }
        return n;
    }
    step(b, i, final) {
        switch (this.state) {
            case State.TEXT:
                return this.text(b, i, final);
            case State.LT:
                return this.afterLt(b, i, final);
            case State.START_NAME:
                return this.startName(b, i);
            case State.TAG:
                return this.tag(b, i);
            case State.EMPTY:
                return this.emptyTag(b, i);
            case State.ATTR_NAME:
                return this.attributeName(b, i);
            case State.ATTR_EQ:
                return this.attributeEq(b, i);
            case State.ATTR_QUOTE:
                return this.attributeQuote(b, i);
            case State.ATTR_VALUE:
                return this.attributeValue(b, i, final);
            case State.END_NAME:
                return this.endName(b, i);
            case State.END_SPACE:
                return this.endSpace(b, i);
            default:
                return this.markup(b, i, final);
        }
    }
    markup(b, i, final) {
        switch (this.state) {
            case State.COMMENT:
                return this.comment(b, i, final);
            case State.CDATA:
                return this.cdata(b, i, final);
            case State.PI_TARGET:
                return this.piTarget(b, i);
            case State.PI_BODY:
                return this.piBody(b, i, final);
            case State.DECLARATION:
                return this.declaration(b, i, final);
            default:
                return this.doctype(b, i);
        }
    }
    /** `b[i]` follows a `<`. */
    afterLt(b, i, final) {
        const c = b[i];
        if (c === SLASH) {
            if (this.depth === 0)
                this.fail(i - 1, 'closing tag with no open element');
            this.beginEndTag();
            return i + 1;
        }
        if (c === BANG)
            return this.afterBang(b, i, final);
        if (c === QUESTION)
            return this.afterQuestion(b, i, final);
        if (!isNameStart(c))
            this.fail(i, `invalid character after "<"`);
        if (this.depth >= MAX_DEPTH) {
            this.fail(i - 1, `elements nested more than ${(0,src_text/* grouped */.zD)(MAX_DEPTH)} levels deep are refused (each open level takes memory; no real report nests so deep)`);
        }
        this.beginStartTag();
        return i;
    }
    afterBang(b, i, final) {
        if (b.length - i < 8 && !final)
            return ~i;
        if (b[i + 1] === 0x2d && b[i + 2] === 0x2d) {
            this.state = State.COMMENT;
            return i + 3;
        }
        if (startsWithAt(b, i + 1, CDATA_OPEN)) {
            if (this.depth === 0)
                this.fail(i - 1, 'CDATA section outside the root element');
            this.state = State.CDATA;
            return i + 8;
        }
        if (startsWithAt(b, i + 1, DOCTYPE_OPEN)) {
            if (this.documentHasRoot || this.documentHasDoctype) {
                this.fail(i - 1, 'DOCTYPE is only allowed before the root element');
            }
            this.documentHasDoctype = true;
            this.doctypeSkipper.reset();
            this.state = State.DOCTYPE;
            return i + 8;
        }
        return this.fail(i - 1, 'expected "<!--", "<![CDATA[" or "<!DOCTYPE"');
    }
    afterQuestion(b, i, final) {
        if (b.length - i < 5 && !final)
            return ~i;
        const t = b.toString('latin1', i + 1, Math.min(b.length, i + 5));
        const target = t.slice(0, 3);
        const next = t.charCodeAt(3);
        if (target.toLowerCase() === 'xml' && (isSpace(next) || next === 0x3f)) {
            if (target !== 'xml')
                this.fail(i - 1, `processing instruction target "${target}" is reserved`);
            if (!this.declarationAllowed(i - 1)) {
                this.fail(i - 1, 'an XML declaration is only allowed at the start of a document');
            }
            this.beginDocument();
            this.declarationBytes.length = 0;
            this.state = State.DECLARATION;
            return i + 4;
        }
        this.piTargetLength = 0;
        this.state = State.PI_TARGET;
        return i + 1;
    }
    /** At the start of the stream, or after a root ended: a new document. */
    declarationAllowed(at) {
        return this.base + at === 0 || (this.depth === 0 && this.documentHasRoot);
    }
    comment(b, i, final) {
        const dashes = b.indexOf('--', i, 'latin1');
        if (dashes < 0) {
            return !final && b[b.length - 1] === 0x2d ? ~(b.length - 1) : b.length;
        }
        if (dashes + 2 >= b.length) {
            if (final)
                this.fail(dashes, 'unterminated comment');
            return ~dashes;
        }
        if (b[dashes + 2] !== GT)
            this.fail(dashes, '"--" is not allowed inside a comment');
        this.state = State.TEXT;
        return dashes + 3;
    }
    piTarget(b, i) {
        const n = b.length;
        while (i < n) {
            const c = b[i];
            if (this.piTargetLength === 0 ? !isNameStart(c) : !isNameChar(c))
                break;
            this.piTargetLength++;
            i++;
        }
        if (i === n)
            return n;
        if (this.piTargetLength === 0)
            this.fail(i, 'processing instruction without a target');
        const c = b[i];
        if (!isSpace(c) && c !== QUESTION) {
            this.fail(i, 'invalid character in processing instruction target');
        }
        this.state = State.PI_BODY;
        return i;
    }
    piBody(b, i, final) {
        const end = b.indexOf('?>', i, 'latin1');
        if (end < 0) {
            return !final && b[b.length - 1] === QUESTION ? ~(b.length - 1) : b.length;
        }
        this.state = State.TEXT;
        return end + 2;
    }
    declaration(b, i, final) {
        const end = b.indexOf('?>', i, 'latin1');
        const stop = end >= 0
            ? end
            : !final && b[b.length - 1] === QUESTION
                ? b.length - 1
                : b.length;
        this.declarationBytes.append(b, i, stop);
        if (this.declarationBytes.length > 1024)
            this.fail(i, 'XML declaration too long');
        if (end < 0)
            return stop < b.length ? ~stop : stop;
        const body = this.declarationBytes.text();
        const version = declarationVersion(body);
        if (version === undefined)
            this.fail(i, declarationError(body));
        this.xml11 = version === '1.1';
        this.state = State.TEXT;
        return end + 2;
    }
    doctype(b, i) {
        const end = this.doctypeSkipper.skip(b, i, this.failAt);
        if (end < 0)
            return b.length;
        this.state = State.TEXT;
        return end;
    }
}
function hasNonSpace(b) {
    for (let k = 0; k < b.length; k++)
        if (!isSpace(b[k]))
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/junit/xml/index.ts
/**
 * The XML layer: a streaming, byte-level scanner that checks
 * well-formedness and reports the elements of a vocabulary with the
 * attribute values asked for. It knows nothing of JUnit: the rules layer
 * gives it the vocabulary and reads what it reports.
 */





/** A growable byte buffer; AttributeValues.copyTo keeps values in one. */



/***/ }),

/***/ 8431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ isInside)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/** Path checks shared by every layer. */

/**
 * Whether `target` is `dir` or lies below it. Both are absolute and
 * normalized. Only a first segment that is exactly `..` leaves `dir`: a
 * folder named `..r` is inside.
 */
function isInside(dir, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(dir, target);
    return rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel);
}


/***/ })

};

//# sourceMappingURL=722.index.js.map