/**
 * Turns what went wrong into a message that names the image and says what
 * to do: an unknown tag, a refusal with the credentials tried (by source),
 * a rate limit with the registry's own words, an unreachable registry.
 * Every message passes through the redaction of the lookup's secrets.
 */
import { redact } from '../../net/redaction.js'
import { ImageFingerprintError, type ImageErrorKind } from './errors.js'
import { UnsuccessfulAnswer } from './manifest.js'
import type { ImageReference } from './reference.js'
import { readErrorBody } from './registry-errors.js'
import type { RegistrySession } from './session.js'
import type { TransportAnswer } from './transport.js'

const UNREACHABLE_HINT =
  '. Check the registry address and that this machine reaches it (HTTPS_PROXY and NO_PROXY apply), or run again later'

export interface ExplainContext {
  ref: ImageReference
  session: RegistrySession
  secrets: Iterable<string>
}

export function explain(error: unknown, context: ExplainContext): unknown {
  const prefix = `Image ${context.ref.canonical}: `
  if (error instanceof UnsuccessfulAnswer) {
    const [kind, text] = explainAnswer(error.answer, context)
    return new ImageFingerprintError(
      redact(prefix + text, context.secrets),
      kind,
      { status: error.answer.status }
    )
  }
  if (error instanceof ImageFingerprintError) {
    const hint =
      error.kind === 'unreachable' && error.status === 0 ? UNREACHABLE_HINT : ''
    return new ImageFingerprintError(
      redact(prefix + error.message + hint, context.secrets),
      error.kind,
      { status: error.status, cause: error.cause }
    )
  }
  return error
}

function explainAnswer(
  answer: TransportAnswer,
  context: ExplainContext
): [ImageErrorKind, string] {
  const { ref, session } = context
  const body = readErrorBody(answer.body, answer.headers)
  const said = `HTTP ${answer.status}${body.text ? `: ${body.text}` : ''}`
  const attempts =
    answer.attempts > 1 ? ` after ${answer.attempts} attempts` : ''
  const where = `repository ${ref.repository} on ${ref.registry}`
  if (answer.status === 404) {
    const what = body.codes.includes('NAME_UNKNOWN')
      ? `the ${where} does not exist`
      : `the ${where} has no tag ${ref.tag ?? ''}`
    return [
      'not-found',
      `${what} (${said}). Check the name and tag, or push the image first`
    ]
  }
  if (answer.status === 401 || answer.status === 403) {
    return ['denied', deniedText(said, where, session)]
  }
  if (answer.status === 429 || body.codes.includes('TOOMANYREQUESTS')) {
    return [
      'rate-limited',
      `the registry limits the request rate${attempts} (${said}). Wait and run again, or give registry credentials (a logged-in account has a higher limit)`
    ]
  }
  if (answer.status >= 500) {
    return [
      'unreachable',
      `the registry failed${attempts} (${said}). It may be down: run again later`
    ]
  }
  return [
    'invalid-response',
    `the registry answered the manifest request with ${said}`
  ]
}

function deniedText(
  said: string,
  where: string,
  session: RegistrySession
): string {
  const lines = [
    `the registry refused access to the ${where} (${said}).`,
    `Tried: ${session.tried.join(', then ')}.`
  ]
  if (session.accepted === 'anonymous' && session.notes.length > 0) {
    lines.push(`No credentials found: ${session.notes.join('; ')}.`)
  }
  lines.push(
    'Give a registry username and password (or docker login) that may pull it; some registries also answer this way for a repository that does not exist.'
  )
  return lines.join(' ')
}
