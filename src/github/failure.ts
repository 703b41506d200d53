/**
 * Any failure of a GitHub API call as one warning line: what we were doing,
 * what GitHub answered, and what to change (a permission, waiting for the
 * rate limit). Built only from the status, a few response headers and the
 * server's short message, scrubbed of anything token-shaped, so it never
 * carries a token.
 */
import { z } from 'zod'
import { redact } from '../net/redaction.js'

/** Thrown by functions of this module whose caller must stop (downloads). */
export class GitHubApiError extends Error {
  override name = 'GitHubApiError'
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: ErrorOptions
  ) {
    super(message, options)
  }
}

export interface FailureContext {
  /** What we tried, as a phrase: `post the pull request comment`. */
  doing: string
  /** The job permission the call needs: `pull-requests: write`. */
  permission: string
  /** Values that must never show (the token); scrubbed if they do. */
  secrets?: readonly string[]
}

const HeadersSchema = z.record(z.string(), z.unknown()).catch({})
const FailureSchema = z.object({
  status: z.number().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
  response: z
    .object({
      status: z.number().optional().catch(undefined),
      headers: HeadersSchema.optional(),
      data: z.unknown().optional()
    })
    .optional()
    .catch(undefined),
  cause: z.unknown().optional()
})

const CauseSchema = z
  .object({ name: z.string().optional(), message: z.string().optional() })
  .catch({})

const DataSchema = z
  .object({ message: z.string().optional() })
  .catch({ message: undefined })

// GitHub token shapes: classic and fine-grained PATs, OAuth, app and
// installation tokens, and a bearer header.
const TOKEN_SHAPES =
  /\b(?:gh[pousr]_[A-Za-z0-9_]{16,}|github_pat_[A-Za-z0-9_]{20,})|(?<=\b(?:token|bearer) )[\w.~+/=-]{20,}/gi
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g

/** Untrusted text as one short line with nothing secret left in it. */
export function scrub(
  text: string,
  secrets: readonly string[] = [],
  max = 200
): string {
  const clean = redact(text, secrets)
    .replace(TOKEN_SHAPES, '***')
    .replace(CONTROLS, ' ')
    .trim()
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean
}

function header(headers: Record<string, unknown>, name: string) {
  const value = headers[name]
  return typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : undefined
}

function epochToIso(seconds: string | undefined): string | undefined {
  const value = Number(seconds)
  if (!seconds || !Number.isFinite(value) || value <= 0) return undefined
  return new Date(value * 1000).toISOString()
}

function rateLimitAdvice(status: number, headers: Record<string, unknown>) {
  const retryAfter = header(headers, 'retry-after')
  const remaining = header(headers, 'x-ratelimit-remaining')
  const reset = epochToIso(header(headers, 'x-ratelimit-reset'))
  if (remaining === '0') {
    return (
      "GitHub's API rate limit for this token is used up" +
      (reset ? `; it resets at ${reset}` : '') +
      '. Nothing to change: the next run after that time will get through.'
    )
  }
  if (status === 429 || retryAfter !== undefined) {
    return (
      "GitHub's secondary rate limit was hit" +
      (retryAfter ? `; retry after ${scrub(retryAfter, [], 20)} s` : '') +
      (reset ? ` (the limit resets at ${reset})` : '') +
      '.'
    )
  }
  return undefined
}

function statusAdvice(status: number, context: FailureContext): string {
  const { permission } = context
  switch (status) {
    case 401:
      return 'The github-token was refused: check that it is set and not expired.'
    case 403:
      return (
        `The token lacks \`${permission}\`: add \`permissions: ${permission}\` ` +
        'to the job. On a pull_request from a fork GITHUB_TOKEN is read-only ' +
        'whatever the job asks: comment from a workflow_run workflow instead.'
      )
    case 404:
      return (
        'Not found: the repository, pull request or run does not exist, or ' +
        `the token cannot see it (a private repository answers 404 without \`${permission}\`).`
      )
    case 410:
      return 'Gone: issues or artifacts are disabled or expired for this repository.'
    case 422:
      return 'GitHub refused the request as invalid.'
    default:
      return status >= 500
        ? 'GitHub had an error: the next run may get through.'
        : `Unexpected answer; the call needs \`${permission}\`.`
  }
}

function transportText(
  error: z.infer<typeof FailureSchema>,
  secrets: readonly string[]
) {
  const cause = CauseSchema.parse(error.cause)
  if (cause.name === 'TimeoutError') return 'GitHub did not answer in time.'
  const reason = scrub(
    cause.message ?? error.message ?? 'unknown error',
    secrets
  )
  return `GitHub could not be reached (${reason}).`
}

/** The HTTP status GitHub answered with, if the failure got that far. */
export function failureStatus(error: unknown): number | undefined {
  const parsed = FailureSchema.safeParse(error)
  return parsed.success ? parsed.data.response?.status : undefined
}

/**
 * The warning for a failed call: `Could not <doing>: <what GitHub said>.
 * <advice>` — a missing permission is named, a rate limit gets its reset
 * time. Accepts anything thrown (Octokit's RequestError or not).
 */
export function describeGitHubFailure(
  error: unknown,
  context: FailureContext
): string {
  const secrets = context.secrets ?? []
  const start = `Could not ${context.doing}`
  // Our own finding about an answer (a page that could not be read), not
  // a failure to reach GitHub.
  if (error instanceof GitHubApiError && error.status === undefined) {
    return `${start}: ${scrub(error.message, secrets, 500)}`
  }
  const parsed = FailureSchema.safeParse(error)
  if (!parsed.success) return `${start}: ${scrub(String(error), secrets)}`
  const failure = parsed.data
  const status = failure.response?.status
  if (status === undefined)
    return `${start}: ${transportText(failure, secrets)}`
  const headers = failure.response?.headers ?? {}
  const said = DataSchema.parse(failure.response?.data).message
  const answer = said
    ? `GitHub answered ${status} (${scrub(said, secrets)})`
    : `GitHub answered ${status}`
  const limited = status === 403 || status === 429
  const advice =
    (limited ? rateLimitAdvice(status, headers) : undefined) ??
    statusAdvice(status, context)
  return `${start}: ${answer}. ${advice}`
}
