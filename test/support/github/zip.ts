/**
 * A real zip archive (deflated entries, local headers, central directory),
 * as GitHub serves an artifact, so that the download path unzips bytes it
 * would meet in production. Entry names are taken as given, `../` included,
 * and each entry may lie (its declared size, its CRC-32) or be a symbolic
 * link, to test what extraction does with hostile archives.
 */
import { crc32, deflateRawSync } from 'node:zlib'

export interface ZipEntry {
  /** A string (written as UTF-8) or the name's raw bytes. */
  path: string | Buffer
  content: string | Buffer
  /** The uncompressed size both headers declare; default the true one. */
  declaredSize?: number
  /** The CRC-32 both headers declare; default the true one. */
  crc?: number
  /** A Unix mode (e.g. 0o120777 for a link), made by "Unix". */
  mode?: number
  /** The entry's data already deflated (raw), with `content` only for the CRC. */
  deflated?: Buffer
  /** The true size when `deflated` is given and `content` is not it. */
  size?: number
}

interface Written {
  name: Buffer
  crc: number
  size: number
  compressed: number
  offset: number
  mode: number | undefined
}

function localHeader(entry: Written): Buffer {
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(20, 4) // version needed
  header.writeUInt16LE(0x0800, 6) // UTF-8 names
  header.writeUInt16LE(8, 8) // deflate
  header.writeUInt32LE(entry.crc, 14)
  header.writeUInt32LE(entry.compressed, 18)
  header.writeUInt32LE(entry.size, 22)
  header.writeUInt16LE(entry.name.length, 26)
  return header
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46)
  header.writeUInt32LE(0x02014b50, 0)
  // made by: Unix (3) when a mode is given, else MS-DOS (0); version 2.0
  header.writeUInt16LE(entry.mode === undefined ? 20 : 0x0314, 4)
  header.writeUInt16LE(20, 6) // needed
  header.writeUInt16LE(0x0800, 8)
  header.writeUInt16LE(8, 10)
  header.writeUInt32LE(entry.crc, 16)
  header.writeUInt32LE(entry.compressed, 20)
  header.writeUInt32LE(entry.size, 24)
  header.writeUInt16LE(entry.name.length, 28)
  header.writeUInt32LE(((entry.mode ?? 0) << 16) >>> 0, 38)
  header.writeUInt32LE(entry.offset, 42)
  return header
}

function endRecord(count: number, size: number, start: number): Buffer {
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(count, 8)
  end.writeUInt16LE(count, 10)
  end.writeUInt32LE(size, 12)
  end.writeUInt32LE(start, 16)
  return end
}

export function makeZip(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = []
  const written: Written[] = []
  let offset = 0
  for (const entry of entries) {
    const data = Buffer.from(entry.content)
    const packed = entry.deflated ?? deflateRawSync(data)
    const info: Written = {
      name: Buffer.isBuffer(entry.path)
        ? entry.path
        : Buffer.from(entry.path, 'utf8'),
      crc: entry.crc ?? crc32(data),
      size: entry.declaredSize ?? entry.size ?? data.length,
      compressed: packed.length,
      offset,
      mode: entry.mode
    }
    const local = localHeader(info)
    parts.push(local, info.name, packed)
    offset += local.length + info.name.length + packed.length
    written.push(info)
  }
  const directoryStart = offset
  for (const info of written) {
    const central = centralHeader(info)
    parts.push(central, info.name)
    offset += central.length + info.name.length
  }
  parts.push(endRecord(written.length, offset - directoryStart, directoryStart))
  return Buffer.concat(parts)
}

/**
 * One local entry and a central directory whose `names.length` records all
 * point at it: each name unpacks the same bytes (the overlapping-entry
 * bomb).
 */
export function sharedEntryZip(content: string, names: readonly string[]) {
  const data = Buffer.from(content)
  const packed = deflateRawSync(data)
  const entry = (name: string): Written => ({
    name: Buffer.from(name, 'utf8'),
    crc: crc32(data),
    size: data.length,
    compressed: packed.length,
    offset: 0,
    mode: undefined
  })
  const first = entry(names[0] ?? 'a')
  const local = Buffer.concat([localHeader(first), first.name, packed])
  const central = names.map((name) => {
    const info = entry(name)
    return Buffer.concat([centralHeader(info), info.name])
  })
  const size = central.reduce((sum, part) => sum + part.length, 0)
  return Buffer.concat([
    local,
    ...central,
    endRecord(names.length, size, local.length)
  ])
}

const MIB = 1024 * 1024

/**
 * `mebibytes` MiB of zeros as one raw deflate stream of a few KiB per
 * GiB: each MiB is deflated on its own and ends with a full flush, which
 * leaves no reference to earlier bytes, so one such block repeated is a
 * valid stream. Its CRC-32 is left to the caller (0 would do for a bomb).
 */
export function deflatedZeros(mebibytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MIB), {
    finishFlush: 3 // Z_FULL_FLUSH
  })
  const last = deflateRawSync(Buffer.alloc(0))
  return Buffer.concat([...Array<Buffer>(mebibytes).fill(block), last])
}

/**
 * The end records of a zip64 archive that claims `entries` entries and a
 * central directory of `size` bytes, after `junk` bytes of noise.
 */
export function zip64Claim(
  junk: number,
  entries: bigint,
  size: bigint
): Buffer {
  const noise = Buffer.alloc(junk, 0x5a)
  const record = Buffer.alloc(56)
  record.writeUInt32LE(0x06064b50, 0)
  record.writeBigUInt64LE(44n, 4)
  record.writeUInt16LE(45, 12)
  record.writeUInt16LE(45, 14)
  record.writeBigUInt64LE(entries, 24)
  record.writeBigUInt64LE(entries, 32)
  record.writeBigUInt64LE(size, 40)
  record.writeBigUInt64LE(0n, 48)
  const locator = Buffer.alloc(20)
  locator.writeUInt32LE(0x07064b50, 0)
  locator.writeBigUInt64LE(BigInt(junk), 8)
  locator.writeUInt32LE(1, 16)
  const end = endRecord(0xffff, 0xffffffff, 0xffffffff)
  return Buffer.concat([noise, record, locator, end])
}
