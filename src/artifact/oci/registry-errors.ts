/**
 * Registry error bodies: the distribution API's
 * `{"errors":[{"code":"MANIFEST_UNKNOWN","message":"…"}]}`, token services'
 * `{"details":"…"}` or `{"error":"…"}`, or text and HTML from proxies. Read
 * with a size cap by the transport; escaped and cut here before they reach
 * any message.
 */
import { z } from 'zod'
import { escapeText } from './text.js'

const MAX_MESSAGE_CHARS = 300

const ErrorsSchema = z.looseObject({
  errors: z
    .array(
      z.looseObject({
        code: z.string().optional(),
        message: z.string().optional()
      })
    )
    .optional(),
  details: z.string().optional(),
  error: z.string().optional(),
  message: z.string().optional()
})

export interface RegistryErrorBody {
  codes: string[]
  /** Escaped, cut, ready to quote in a message; '' when none. */
  text: string
}

export function readErrorBody(
  body: Buffer,
  headers: Record<string, string>
): RegistryErrorBody {
  const raw = body.toString('utf8')
  const parsed = ErrorsSchema.safeParse(parseJson(raw))
  if (parsed.success) {
    const errors = parsed.data.errors ?? []
    const parts = errors.map((e) =>
      [e.code, e.message].filter((part) => part).join(': ')
    )
    const other =
      parsed.data.details ?? parsed.data.error ?? parsed.data.message
    if (other) parts.push(other)
    return {
      codes: errors.flatMap((e) => (e.code ? [e.code.toUpperCase()] : [])),
      text: escapeText(parts.join('; '), MAX_MESSAGE_CHARS)
    }
  }
  const type = headers['content-type'] ?? ''
  const flat = (/html/i.test(type) ? raw.replace(/<[^>]*>/g, ' ') : raw)
    .replace(/\s+/g, ' ')
    .trim()
  return { codes: [], text: escapeText(flat, MAX_MESSAGE_CHARS) }
}

/** The body's message alone, escaped; '' when there is none. */
export function registryMessage(
  body: Buffer,
  headers: Record<string, string>
): string {
  return readErrorBody(body, headers).text
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
