/**
 * Turns an error response into readable text. Error bodies are JSON
 * objects with `message`, validation errors add `errors` (field -> text):
 * docs/spec/errors-and-limits.md.
 * Proxies and gateways answer with HTML or nothing, so those are summarised.
 */
import { isJsonObject } from '../json-fields.js'

const SNIPPET_CHARS = 200

/** An error body is read up to this many bytes; the rest is dropped. */
export const ERROR_BODY_LIMIT = 1024 * 1024

export interface ErrorSummary {
  /** The service's `message`, or a summary of a non-JSON body. */
  serverMessage: string
  fieldErrors: Record<string, string>
}

/**
 * `text` must be redacted already: the snippet cuts it. A body cut at the
 * read limit says so.
 */
export function summariseErrorBody(
  text: string,
  answer: { statusText: string; cut: boolean }
): ErrorSummary {
  const summary = summarise(text, answer.statusText)
  if (!answer.cut) return summary
  return {
    ...summary,
    serverMessage: `${summary.serverMessage} (the answer was cut: only its first ${ERROR_BODY_LIMIT / 1024 / 1024} MiB was read)`
  }
}

function summarise(text: string, statusText: string): ErrorSummary {
  const parsed = parseJson(text)
  if (typeof parsed === 'string') {
    return { serverMessage: parsed, fieldErrors: {} }
  }
  if (isJsonObject(parsed) && typeof parsed.message === 'string') {
    return {
      serverMessage: trimHint(parsed.message),
      fieldErrors: fieldErrorsOf(parsed.errors)
    }
  }
  if (parsed !== undefined) {
    return { serverMessage: snippet(JSON.stringify(parsed)), fieldErrors: {} }
  }
  const body = snippet(stripHtml(text))
  return { serverMessage: body || statusText, fieldErrors: {} }
}

/** `field: text`, one per line. */
export function renderFieldErrors(fieldErrors: Record<string, string>): string {
  return Object.entries(fieldErrors)
    .map(([field, text]) => `${field}: ${text}`)
    .join('\n')
}

function fieldErrorsOf(errors: unknown): Record<string, string> {
  if (!isJsonObject(errors)) return {}
  const out: Record<string, string> = {}
  for (const [field, value] of Object.entries(errors)) {
    out[field] = typeof value === 'string' ? value : JSON.stringify(value)
  }
  return out
}

// The service may append "You have requested this URI … did you mean …" to
// a 404 message; the Kosli CLI cuts it off too (docs/spec/kosli-cli.md,
// How errors are shown).
function trimHint(message: string): string {
  const at = message.indexOf('You have requested')
  return (at > 0 ? message.slice(0, at) : message).trim()
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function stripHtml(text: string): string {
  if (!/<[a-z!/]/i.test(text)) return text
  return text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > SNIPPET_CHARS ? `${flat.slice(0, SNIPPET_CHARS)}…` : flat
}
