import type { IncomingMessage } from 'node:http'
import { HttpError, validationError } from './http-error.js'
import {
  boundaryOf,
  MultipartReader,
  tooLarge,
  type ParsedForm
} from './multipart.js'
import { MAX_ATTACHMENT_BYTES, MB } from '../api/schemas/patterns.js'
import { MAX_JSON_DEPTH, textDepth, tooDeepMessage } from './json-depth.js'

/**
 * Request body limits; past them the request is refused with 413. The
 * multipart limit holds the largest attachment (10 MB) plus the largest
 * `data_json` (1 MB) and the part headers.
 */
export const JSON_BODY_LIMIT = 1 * MB
export const MULTIPART_BODY_LIMIT = 12 * MB

export type RequestBody =
  | { kind: 'none' }
  /** `text` is kept for the request log, which stores text, not objects. */
  | { kind: 'json'; value: unknown; text: string }
  | { kind: 'invalid-json'; reason: string }
  | { kind: 'multipart'; form: ParsedForm }

export type JsonText =
  { ok: true; value: unknown } | { ok: false; reason: string }

/** Parses JSON text, refusing nesting the emulator could not serialise. */
export function parseJsonText(text: string): JsonText {
  const depth = textDepth(text)
  if (depth > MAX_JSON_DEPTH)
    return { ok: false, reason: tooDeepMessage(depth) }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, reason }
  }
}

/** A refused upload is read and dropped up to this, so the client sees the
 * answer; past it the connection is cut. */
const DISCARD_LIMIT = 64 * 1024 * 1024

function discardRest(req: IncomingMessage): void {
  let discarded = 0
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > DISCARD_LIMIT) req.destroy()
  })
}

/**
 * Feeds the request to `onChunk` without buffering it. If `onChunk` throws,
 * the rest of the upload is discarded (not kept) and the promise rejects,
 * so the caller can answer at once.
 */
function consume(
  req: IncomingMessage,
  onChunk: (chunk: Buffer) => void
): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      try {
        onChunk(chunk)
      } catch (error) {
        req.off('data', onData)
        discardRest(req)
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
    req.on('data', onData)
    req.once('end', () => resolve())
    req.once('error', reject)
  })
}

async function readMultipart(
  req: IncomingMessage,
  contentType: string
): Promise<RequestBody> {
  const boundary = boundaryOf(contentType)
  if (!boundary) {
    throw new HttpError(400, 'Malformed multipart body: no boundary')
  }
  const reader = new MultipartReader(boundary, {
    textBytes: JSON_BODY_LIMIT,
    fileBytes: MAX_ATTACHMENT_BYTES,
    totalBytes: MULTIPART_BODY_LIMIT,
    textParts: ['data_json', 'template_file']
  })
  await consume(req, (chunk) => reader.write(chunk))
  return { kind: 'multipart', form: reader.end() }
}

async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  await consume(req, (chunk) => {
    size += chunk.length
    if (size > limit) throw tooLarge('The request body', limit)
    chunks.push(chunk)
  })
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Reads the body as multipart (by its content type) or else as JSON,
 * whatever the route expects: routes decide what they accept.
 */
export async function readBody(
  req: IncomingMessage,
  jsonLimit = JSON_BODY_LIMIT
): Promise<RequestBody> {
  const contentType = req.headers['content-type'] ?? ''
  if (/^multipart\/form-data/i.test(contentType)) {
    return readMultipart(req, contentType)
  }
  const text = await readText(req, jsonLimit)
  if (text.trim() === '') return { kind: 'none' }
  const parsed = parseJsonText(text)
  return parsed.ok
    ? { kind: 'json', value: parsed.value, text }
    : { kind: 'invalid-json', reason: parsed.reason }
}

/** The JSON body of a route that takes one; `null` counts as no body. */
export function jsonBody(body: RequestBody): unknown {
  if (body.kind === 'invalid-json') {
    throw validationError({ body: `Invalid JSON: ${body.reason}` })
  }
  if (body.kind === 'multipart') {
    throw validationError({ body: 'Expected an application/json body' })
  }
  return body.kind === 'json' ? body.value : undefined
}
