import type { SingleByteEncoding } from './single-byte.js'

export type Encoding =
  | { kind: 'utf-8' }
  | { kind: 'utf-16'; littleEndian: boolean }
  | { kind: 'single-byte'; name: SingleByteEncoding }
  | { kind: 'text-decoder'; name: string }

export interface Detection {
  encoding: Encoding
  /** Bytes of byte order mark to skip. */
  bomLength: number
  /** Why the declaration was overruled, for a warning. */
  warning?: string
}

/** An encoding the reader cannot decode; column of the declared name. */
export class EncodingError extends Error {
  constructor(
    message: string,
    readonly column: number
  ) {
    super(message)
  }
}

const UTF8: Encoding = { kind: 'utf-8' }
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
])
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
])

// XML's EncName: a letter, then letters, digits, `.`, `_` and `-`.
const ENCODING_NAME = /^[A-Za-z][A-Za-z0-9._-]*$/

/**
 * Why `name` cannot be an XML encoding name, quoting it; undefined when it
 * can. Without this, a name like `"utf-8 "` failed on an unrelated reason.
 */
export function illegalEncodingName(name: string): string | undefined {
  if (ENCODING_NAME.test(name)) return undefined
  return `illegal encoding name ${JSON.stringify(name)} in the XML declaration (a name is a letter, then letters, digits, ".", "_" or "-"); correct it, or re-encode the report as UTF-8 and declare that`
}

interface Declared {
  label: string
  column: number
}

/** The encoding pseudo-attribute of an XML declaration at the start of `text`. */
function declaredEncoding(text: string): Declared | undefined {
  if (!text.startsWith('<?xml')) return undefined
  const end = text.indexOf('?>')
  const declaration = end < 0 ? text : text.slice(0, end)
  const match = /\sencoding\s*=\s*(["'])([^"']*)\1/.exec(declaration)
  if (match?.[2] === undefined) return undefined
  const column = match.index + match[0].length - match[2].length
  return { label: match[2], column }
}

function resolveLabel(declared: Declared): Encoding {
  const illegal = illegalEncodingName(declared.label)
  if (illegal !== undefined) throw new EncodingError(illegal, declared.column)
  const label = declared.label.toLowerCase()
  if (LATIN1_LABELS.has(label))
    return { kind: 'single-byte', name: 'iso-8859-1' }
  if (ASCII_LABELS.has(label)) return UTF8
  let name: string
  try {
    name = new TextDecoder(label).encoding
  } catch {
    throw new EncodingError(
      `unsupported encoding "${declared.label}" in the XML declaration; re-encode the report as UTF-8`,
      declared.column
    )
  }
  if (name === 'utf-8') return UTF8
  if (name === 'utf-16le') return { kind: 'utf-16', littleEndian: true }
  if (name === 'utf-16be') return { kind: 'utf-16', littleEndian: false }
  if (name === 'windows-1252' || name === 'iso-8859-15') {
    return { kind: 'single-byte', name }
  }
  if (name === 'replacement') {
    throw new EncodingError(
      `encoding "${declared.label}" is not supported (unsafe for decoding); re-encode the report as UTF-8`,
      declared.column
    )
  }
  return { kind: 'text-decoder', name }
}

function describe(encoding: Encoding): string {
  if (encoding.kind === 'utf-8') return 'UTF-8'
  if (encoding.kind === 'utf-16') {
    return encoding.littleEndian ? 'UTF-16LE' : 'UTF-16BE'
  }
  return encoding.name
}

/** The head of a UTF-16 file as text, enough for its declaration. */
function utf16Head(head: Uint8Array, littleEndian: boolean): string {
  const end = Math.min(head.length, 2048) & ~1
  const label = littleEndian ? 'utf-16le' : 'utf-16be'
  return new TextDecoder(label).decode(head.subarray(0, end))
}

function startsWith(head: Uint8Array, ...bytes: number[]): boolean {
  return bytes.every((byte, i) => head[i] === byte)
}

/** UTF-16, known by its byte order mark (2 bytes) or else by its byte pattern. */
function fromUtf16(
  head: Uint8Array,
  littleEndian: boolean,
  hasBom: boolean
): Detection {
  const bom = hasBom ? 2 : 0
  const how = hasBom ? 'the byte order mark' : 'the byte pattern'
  const encoding: Encoding = { kind: 'utf-16', littleEndian }
  const declared = declaredEncoding(utf16Head(head.subarray(bom), littleEndian))
  const detection: Detection = { encoding, bomLength: bom }
  if (declared && !/^utf-?16(le|be)?$/i.test(declared.label)) {
    detection.warning = `${how} says ${describe(encoding)} but the XML declaration says "${declared.label}"; read as ${describe(encoding)}`
  }
  return detection
}

/**
 * Decides the encoding from the first bytes: a BOM, then the byte pattern of
 * UTF-16 without one, then the XML declaration, then UTF-8 (the default).
 */
export function detectEncoding(head: Uint8Array): Detection {
  if (
    startsWith(head, 0xff, 0xfe, 0, 0) ||
    startsWith(head, 0, 0, 0xfe, 0xff)
  ) {
    throw new EncodingError(
      'UTF-32 is not supported; re-encode the report as UTF-8',
      1
    )
  }
  if (startsWith(head, 0xff, 0xfe)) return fromUtf16(head, true, true)
  if (startsWith(head, 0xfe, 0xff)) return fromUtf16(head, false, true)
  // `<` followed by a NUL byte cannot start a UTF-8 document.
  if (startsWith(head, 0x3c, 0)) return fromUtf16(head, true, false)
  if (startsWith(head, 0, 0x3c)) return fromUtf16(head, false, false)
  const bom = startsWith(head, 0xef, 0xbb, 0xbf) ? 3 : 0
  const text = Buffer.from(head.subarray(bom, bom + 2048)).toString('latin1')
  const declared = declaredEncoding(text)
  if (!declared) return { encoding: UTF8, bomLength: bom }
  if (bom > 0) {
    if (namesUtf8(declared)) return { encoding: UTF8, bomLength: bom }
    return {
      encoding: UTF8,
      bomLength: bom,
      warning: `the byte order mark says UTF-8 but the XML declaration says "${declared.label}"; read as UTF-8`
    }
  }
  const encoding = resolveLabel(declared)
  if (encoding.kind === 'utf-16') {
    // .NET's StringWriter declares utf-16 on text that is then saved as UTF-8.
    return {
      encoding: UTF8,
      bomLength: 0,
      warning: `the XML declaration says "${declared.label}" but the bytes are not UTF-16 (no byte order mark, no NUL bytes); read as UTF-8`
    }
  }
  return { encoding, bomLength: 0 }
}

/** With a BOM the declaration is overruled, so an unknown label is no error. */
function namesUtf8(declared: Declared): boolean {
  try {
    return resolveLabel(declared).kind === 'utf-8'
  } catch {
    return false
  }
}

export { describe as describeEncoding }
