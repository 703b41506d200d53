/**
 * Minimal POSIX ustar writer for regular files: headers with checksum, the
 * ustar `prefix` field for names up to 255 bytes that split at a `/`, and a
 * PAX extended header for longer names or sizes beyond 8 GiB.
 */

const BLOCK = 512
const MAX_OCTAL_SIZE = 0o77777777777

export interface TarFile {
  name: string
  mode: number
  size: number
  mtime: number
}

/** Header block(s) for one regular file (PAX header first when needed). */
export function tarHeaders(file: TarFile): Buffer {
  const split = splitName(file.name)
  const pax: string[] = []
  if (!split) pax.push(paxRecord('path', file.name))
  if (file.size > MAX_OCTAL_SIZE) pax.push(paxRecord('size', String(file.size)))
  const header = ustarHeader({
    ...file,
    name: split?.name ?? truncate(file.name, 100),
    prefix: split?.prefix ?? '',
    size: Math.min(file.size, MAX_OCTAL_SIZE),
    type: '0'
  })
  if (pax.length === 0) return header
  const body = Buffer.from(pax.join(''), 'utf8')
  const paxHeader = ustarHeader({
    name: truncate(`PaxHeader/${file.name.split('/').at(-1) ?? ''}`, 100),
    prefix: '',
    mode: 0o644,
    size: body.length,
    mtime: file.mtime,
    type: 'x'
  })
  return Buffer.concat([paxHeader, body, tarPadding(body.length), header])
}

/** Zeros that complete the last 512-byte block of `size` bytes of data. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)
}

/** The two zero blocks that end an archive. */
export function tarEnd(): Buffer {
  return Buffer.alloc(2 * BLOCK)
}

interface HeaderFields extends TarFile {
  prefix: string
  type: '0' | 'x'
}

function ustarHeader(fields: HeaderFields): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(fields.name, 0, 100, 'utf8')
  block.write(octal(fields.mode, 8), 100, 'ascii')
  block.write(octal(0, 8), 108, 'ascii')
  block.write(octal(0, 8), 116, 'ascii')
  block.write(octal(fields.size, 12), 124, 'ascii')
  block.write(octal(Math.max(0, fields.mtime), 12), 136, 'ascii')
  block.write(' '.repeat(8), 148, 'ascii')
  block.write(fields.type, 156, 'ascii')
  block.write('ustar\u000000', 257, 'ascii')
  block.write(fields.prefix, 345, 155, 'utf8')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'ascii')
  return block
}

/** `width - 1` octal digits then NUL, as ustar numeric fields are. */
function octal(value: number, width: number): string {
  return `${Math.floor(value)
    .toString(8)
    .padStart(width - 1, '0')}\u0000`
}

/** Splits at a `/` so that name <= 100 and prefix <= 155 bytes. */
function splitName(name: string): { name: string; prefix: string } | null {
  if (bytes(name) <= 100) return { name, prefix: '' }
  for (let i = name.indexOf('/'); i > 0; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i)
    const rest = name.slice(i + 1)
    if (bytes(prefix) > 155) return null
    if (rest.length > 0 && bytes(rest) <= 100) return { name: rest, prefix }
  }
  return null
}

/** `"<len> key=value\n"` where len counts the whole record in bytes. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`
  let length = bytes(body)
  while (bytes(`${length}${body}`) !== length) {
    length = bytes(`${length}${body}`)
  }
  return `${length}${body}`
}

function truncate(text: string, max: number): string {
  const buffer = Buffer.from(text, 'utf8')
  if (buffer.length <= max) return text
  // Cut on a character boundary so the header holds valid UTF-8.
  let end = max
  while (end > 0 && ((buffer[end] ?? 0) & 0xc0) === 0x80) end--
  return buffer.subarray(0, end).toString('utf8')
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}
