import { createHash, type Hash } from 'node:crypto'
import { MB } from '../api/schemas/patterns.js'
import { HttpError } from './http-error.js'

/**
 * A streaming multipart/form-data reader. Text parts (no filename, or a
 * name listed in `textParts`) are kept, up to `textBytes` each; file parts
 * are counted, hashed and kept in `contents` (for the trail page's
 * download), and are refused past `fileBytes`. The whole body is refused
 * past `totalBytes`, so memory use stays within it, whatever is sent.
 */

export interface FormFile {
  name: string
  filename: string
  content_type: string
  size: number
  sha256: string
}

export interface PartSummary {
  name: string
  filename?: string
  content_type?: string
  size: number
}

export interface ParsedForm {
  fields: Record<string, string>
  files: FormFile[]
  parts: PartSummary[]
  /** File parts' bytes by part name; not in the request log. */
  contents: Map<string, Buffer>
}

export interface MultipartLimits {
  textBytes: number
  fileBytes: number
  totalBytes: number
  textParts: readonly string[]
}

const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')
const MAX_HEADER_BYTES = 16 * 1024

export function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType)
  return match?.[1] ?? match?.[2]
}

function malformed(reason: string): HttpError {
  return new HttpError(400, `Malformed multipart body: ${reason}`)
}

/** Every limit is a whole number of megabytes, so both figures are exact. */
export function tooLarge(what: string, limit: number): HttpError {
  return new HttpError(
    413,
    `${what} is larger than the ${limit / MB} MB limit (${limit} bytes)`
  )
}

interface OpenPart {
  summary: PartSummary
  text?: Buffer[]
  hash?: Hash
  chunks?: Buffer[]
  filename: string
  contentType: string
}

type Phase = 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done'

export class MultipartReader {
  private readonly delimiter: Buffer
  private buffer: Buffer = CRLF // so the first delimiter also starts with CRLF
  private phase: Phase = 'preamble'
  private part: OpenPart | undefined
  private total = 0
  readonly form: ParsedForm = {
    fields: {},
    files: [],
    parts: [],
    contents: new Map()
  }

  constructor(
    boundary: string,
    private readonly limits: MultipartLimits
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`)
  }

  /** Feeds one chunk; throws HttpError 400/413 as soon as it can tell. */
  write(chunk: Buffer): void {
    this.total += chunk.length
    if (this.total > this.limits.totalBytes) {
      throw tooLarge('The multipart body', this.limits.totalBytes)
    }
    this.buffer = Buffer.concat([this.buffer, chunk])
    while (this.step()) {
      // each step consumes input or waits for more
    }
  }

  end(): ParsedForm {
    if (this.phase !== 'done')
      throw malformed('it ends before the closing boundary')
    return this.form
  }

  private step(): boolean {
    switch (this.phase) {
      case 'preamble':
        return this.skipPreamble()
      case 'after-delimiter':
        return this.afterDelimiter()
      case 'headers':
        return this.readHeaders()
      case 'body':
        return this.readBody()
      case 'done':
        this.buffer = Buffer.alloc(0) // the epilogue is ignored
        return false
    }
  }

  private skipPreamble(): boolean {
    const at = this.buffer.indexOf(this.delimiter)
    if (at < 0) {
      this.buffer = this.buffer.subarray(
        Math.max(0, this.buffer.length - this.delimiter.length)
      )
      return false
    }
    this.buffer = this.buffer.subarray(at + this.delimiter.length)
    this.phase = 'after-delimiter'
    return true
  }

  private afterDelimiter(): boolean {
    if (this.buffer.length < 2) return false
    const next = this.buffer.subarray(0, 2).toString('latin1')
    this.buffer = this.buffer.subarray(2)
    if (next === '--') this.phase = 'done'
    else if (next === '\r\n') this.phase = 'headers'
    else throw malformed('a boundary is not followed by CRLF or --')
    return true
  }

  private readHeaders(): boolean {
    const at = this.buffer.indexOf(HEADER_END)
    if (at < 0) {
      if (this.buffer.length > MAX_HEADER_BYTES) {
        throw malformed('part headers are longer than 16 KB')
      }
      return false
    }
    const lines = this.buffer.subarray(0, at).toString('utf8').split('\r\n')
    this.buffer = this.buffer.subarray(at + HEADER_END.length)
    this.openPart(lines)
    this.phase = 'body'
    return true
  }

  private openPart(lines: string[]): void {
    const headers = new Map<string, string>()
    for (const line of lines) {
      const colon = line.indexOf(':')
      if (colon > 0) {
        headers.set(
          line.slice(0, colon).trim().toLowerCase(),
          line.slice(colon + 1).trim()
        )
      }
    }
    const disposition = headers.get('content-disposition') ?? ''
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1]
    if (name === undefined) throw malformed('a part has no name')
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1]
    const contentType = headers.get('content-type') ?? ''
    const summary: PartSummary = { name, size: 0 }
    if (filename !== undefined) summary.filename = filename
    if (contentType) summary.content_type = contentType
    const isText =
      filename === undefined || this.limits.textParts.includes(name)
    this.part = {
      summary,
      filename: filename ?? '',
      contentType: contentType || 'application/octet-stream',
      ...(isText ? { text: [] } : { hash: createHash('sha256'), chunks: [] })
    }
  }

  private readBody(): boolean {
    const at = this.buffer.indexOf(this.delimiter)
    if (at < 0) {
      const safe = this.buffer.length - (this.delimiter.length - 1)
      if (safe > 0) {
        this.feed(this.buffer.subarray(0, safe))
        this.buffer = this.buffer.subarray(safe)
      }
      return false
    }
    this.feed(this.buffer.subarray(0, at))
    this.buffer = this.buffer.subarray(at + this.delimiter.length)
    this.closePart()
    this.phase = 'after-delimiter'
    return true
  }

  private feed(data: Buffer): void {
    const part = this.part
    if (!part || data.length === 0) return
    part.summary.size += data.length
    if (part.text) {
      if (part.summary.size > this.limits.textBytes) {
        throw tooLarge(`The ${part.summary.name} part`, this.limits.textBytes)
      }
      part.text.push(Buffer.from(data))
    } else {
      if (part.summary.size > this.limits.fileBytes) {
        throw tooLarge(`The ${part.summary.name} file`, this.limits.fileBytes)
      }
      part.hash?.update(data)
      part.chunks?.push(Buffer.from(data))
    }
  }

  private closePart(): void {
    const part = this.part
    if (!part) return
    this.form.parts.push(part.summary)
    if (part.text) {
      this.form.fields[part.summary.name] = Buffer.concat(part.text).toString(
        'utf8'
      )
    } else {
      this.form.contents.set(
        part.summary.name,
        Buffer.concat(part.chunks ?? [])
      )
      this.form.files.push({
        name: part.summary.name,
        filename: part.filename,
        content_type: part.contentType,
        size: part.summary.size,
        sha256: part.hash?.digest('hex') ?? ''
      })
    }
    this.part = undefined
  }
}
