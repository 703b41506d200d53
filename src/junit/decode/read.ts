import { closeSync, openSync, readSync } from 'node:fs'
import { describeEncoding, detectEncoding, type Encoding } from './detect.js'
import { Utf8Output, type Transcoder, type Utf8Sink } from './output.js'
import { createTextDecoderTranscoder } from './other.js'
import { createSingleByteTranscoder } from './single-byte.js'
import { createUtf16Transcoder } from './utf16.js'
import { createUtf8Transcoder } from './utf8.js'

export interface ReadSummary {
  /** The encoding the bytes were read as, e.g. `UTF-8`, `windows-1252`. */
  encoding: string
  /** Why the XML declaration was overruled (a BOM, UTF-16 bytes). */
  warning?: string
  /** Invalid byte sequences replaced by U+FFFD. */
  replaced: number
  /** Offset in the UTF-8 stream of the first replacement, or -1. */
  firstReplaced: number
}

export interface ReadOptions {
  /** Read size; tests use tiny chunks to split characters. */
  chunkSize?: number
}

const CHUNK_SIZE = 1 << 20
// One buffer for every file: with 2,000 small files, allocating per file
// costs more than the reading. Safe because reading is synchronous and the
// parser copies what it keeps.
let sharedBuffer: Buffer | undefined

function bufferFor(options: ReadOptions): Buffer {
  if (options.chunkSize !== undefined) {
    return Buffer.allocUnsafe(Math.max(4, options.chunkSize))
  }
  sharedBuffer ??= Buffer.allocUnsafe(CHUNK_SIZE)
  return sharedBuffer
}

function createTranscoder(encoding: Encoding, output: Utf8Output): Transcoder {
  switch (encoding.kind) {
    case 'utf-8':
      return createUtf8Transcoder(output)
    case 'utf-16':
      return createUtf16Transcoder(encoding.littleEndian, output)
    case 'single-byte':
      return createSingleByteTranscoder(encoding.name, output)
    case 'text-decoder':
      return createTextDecoderTranscoder(encoding.name, output)
  }
}

/** Reads a file in order, remembering when it has ended. */
class FileReader {
  /** Set by the first read that returns nothing: no read is made after it. */
  private ended = false

  constructor(private readonly fd: number) {}

  /** Fills `buffer` from `start` until it is full or the file ends. */
  fill(buffer: Buffer, start: number): number {
    let length = start
    while (length < buffer.length && !this.ended) {
      const n = readSync(this.fd, buffer, length, buffer.length - length, null)
      if (n === 0) this.ended = true
      length += n
    }
    return length - start
  }
}

/**
 * Streams a file to `sink` as UTF-8, whatever its encoding, in chunks of at
 * most the buffer size: memory does not grow with the file. Throws
 * EncodingError for an encoding it cannot decode.
 */
export function readAsUtf8(
  path: string,
  sink: Utf8Sink,
  options: ReadOptions = {}
): ReadSummary {
  const buffer = bufferFor(options)
  const fd = openSync(path, 'r')
  try {
    const reader = new FileReader(fd)
    let length = reader.fill(buffer, 0)
    const detection = detectEncoding(buffer.subarray(0, length))
    const output = new Utf8Output(sink)
    const transcoder = createTranscoder(detection.encoding, output)
    let from = detection.bomLength
    while (length > from && !output.stopped) {
      const tail = transcoder.write(buffer.subarray(from, length))
      buffer.copyWithin(0, length - tail, length)
      const n = reader.fill(buffer, tail)
      if (n === 0) {
        transcoder.end(buffer.subarray(0, tail))
        break
      }
      length = tail + n
      from = 0
    }
    return {
      encoding: describeEncoding(detection.encoding),
      ...(detection.warning === undefined
        ? {}
        : { warning: detection.warning }),
      replaced: output.replaced,
      firstReplaced: output.firstReplaced
    }
  } finally {
    closeSync(fd)
  }
}
