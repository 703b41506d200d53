/**
 * The one redaction of secrets (API tokens, registry passwords and tokens,
 * the GitHub token) from any text we produce: messages, log lines, error
 * bodies quoted back, redirect targets.
 */
import type { Logger } from '../log.js'

/**
 * Every spelling in which a secret may come back in text: as is,
 * JSON-escaped (a secret holding `"` or `\`), URL-encoded (either case of
 * hex), and base64 of the Basic forms `secret:` and `:secret` (with and
 * without padding). The secret comes first, then the others longest first,
 * so that no form is half replaced.
 */
export function secretForms(secret: string): string[] {
  const base64 = (text: string) => Buffer.from(text).toString('base64')
  const encoded = encodeURIComponent(secret)
  const forms = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    encoded,
    encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
    ...[`${secret}:`, `:${secret}`].flatMap((basic) => [
      base64(basic),
      base64(basic).replace(/=+$/, '')
    ])
  ]
  const others = forms.filter((form) => form !== secret)
  return [secret, ...new Set(others.sort((a, b) => b.length - a.length))]
}

const BASE64_RUN = /[A-Za-z0-9+/]{12,}={0,2}/g
/**
 * Shorter secrets are replaced as text only: a base64 run decodes to bytes
 * that hold a 1-3 character string by chance too often.
 */
const MIN_DECODED_SECRET = 4

/**
 * Replaces every form of every secret in `text` with `***`, longest first.
 * A base64 run that decodes to text holding a secret (Basic `user:secret`,
 * whatever the user) goes as well.
 */
export function redact(text: string, secrets: Iterable<string>): string {
  const given = [...new Set(secrets)].filter((secret) => secret !== '')
  if (given.length === 0) return text
  const forms = [...new Set(given.flatMap(secretForms))].sort(
    (a, b) => b.length - a.length
  )
  let out = text
  for (const form of forms) out = out.split(form).join('***')
  const decodable = given.filter((s) => s.length >= MIN_DECODED_SECRET)
  if (decodable.length === 0) return out
  // The run may start before the base64 does (glued to other letters):
  // try each of the four alignments.
  const holdsSecret = (run: string) =>
    [0, 1, 2, 3].some((skip) => {
      const decoded = Buffer.from(run.slice(skip), 'base64').toString('latin1')
      return decodable.some((secret) => decoded.includes(secret))
    })
  return out.replace(BASE64_RUN, (run) => (holdsSecret(run) ? '***' : run))
}

/**
 * A logger that redacts every line. `secrets` is read at each line, so a
 * set that grows (credentials found during a lookup) is honoured.
 */
export function redactingLogger(
  logger: Logger,
  secrets: Iterable<string>
): Logger {
  const clean = (message: string) => redact(message, secrets)
  return {
    debug: (message) => logger.debug(clean(message)),
    info: (message) => logger.info(clean(message)),
    warn: (message) => logger.warn(clean(message)),
    error: (message) => logger.error(clean(message))
  }
}
