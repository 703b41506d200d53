/**
 * A real zip archive (deflated entries, local headers, central directory),
 * as GitHub serves an artifact, so that the download path unzips bytes it
 * would meet in production. Entry names are taken as given, `../` included,
 * to test what extraction does with them.
 */
import { deflateRawSync } from 'node:zlib'

export interface ZipEntry {
  path: string
  content: string | Buffer
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  }
  return (crc ^ 0xffffffff) >>> 0
}

interface Written {
  name: Buffer
  crc: number
  size: number
  compressed: number
  offset: number
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
  header.writeUInt16LE(20, 4) // made by
  header.writeUInt16LE(20, 6) // needed
  header.writeUInt16LE(0x0800, 8)
  header.writeUInt16LE(8, 10)
  header.writeUInt32LE(entry.crc, 16)
  header.writeUInt32LE(entry.compressed, 20)
  header.writeUInt32LE(entry.size, 24)
  header.writeUInt16LE(entry.name.length, 28)
  header.writeUInt32LE(entry.offset, 42)
  return header
}

export function makeZip(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = []
  const written: Written[] = []
  let offset = 0
  for (const entry of entries) {
    const data = Buffer.from(entry.content)
    const packed = deflateRawSync(data)
    const info: Written = {
      name: Buffer.from(entry.path, 'utf8'),
      crc: crc32(data),
      size: data.length,
      compressed: packed.length,
      offset
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
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(written.length, 8)
  end.writeUInt16LE(written.length, 10)
  end.writeUInt32LE(offset - directoryStart, 12)
  end.writeUInt32LE(directoryStart, 16)
  parts.push(end)
  return Buffer.concat(parts)
}
