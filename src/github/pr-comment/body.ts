/**
 * The sticky comment's text: a hidden marker line that finds it again, then
 * the verdict, cut to fit GitHub's limit on a comment's length.
 */
import { ConfigError } from '../../errors.js'
import { inlineCode, safeUrl, text } from '../../report/markdown.js'

/** GitHub refuses a comment body longer than this many characters. */
export const COMMENT_BODY_LIMIT = 65_536

const MARKER_PREFIX = '<!-- kosli-attest-action:pr-comment key='
const MARKER_KEY_LIMIT = 512

/**
 * The HTML comment that identifies one sticky comment. The key (an
 * attestation name, an env-diff pair) is percent-encoded, so it holds no `>`
 * and cannot end the HTML comment early, nor a newline.
 */
export function commentMarker(key: string): string {
  if (key.trim() === '')
    throw new ConfigError('the pull request comment marker key is empty')
  const encoded = encodeURIComponent(key)
  if (encoded.length > MARKER_KEY_LIMIT) {
    throw new ConfigError(
      `the pull request comment marker key is over ${MARKER_KEY_LIMIT} characters ` +
        'once encoded: use a shorter attestation name'
    )
  }
  return `${MARKER_PREFIX}${encoded} -->`
}

/**
 * Whether a comment body starts with this marker as its whole first line.
 * Report text never makes a comment's first line (withMarker puts the
 * marker there), so a marker anywhere else is someone's text, not ours.
 */
export function hasMarker(body: string | null | undefined, marker: string) {
  if (!body) return false
  return body.split(/\r?\n/, 1)[0] === marker
}

const CUT_NOTE =
  '\n\n… cut to fit GitHub’s limit on a comment: the job summary has it all.'

/**
 * The marker line, then `body`, cut on a line boundary when the whole would
 * be over GitHub's limit.
 */
export function withMarker(marker: string, body: string): string {
  const whole = `${marker}\n${body}`
  if (whole.length <= COMMENT_BODY_LIMIT) return whole
  const room = COMMENT_BODY_LIMIT - marker.length - 1 - CUT_NOTE.length
  let kept = body.slice(0, room)
  const lastLine = kept.lastIndexOf('\n')
  if (lastLine > room / 2) kept = kept.slice(0, lastLine)
  // A cut surrogate pair would not encode.
  if (/[\ud800-\udbff]$/.test(kept)) kept = kept.slice(0, -1)
  return `${marker}\n${kept}${CUT_NOTE}`
}

export interface CommentBodyInput {
  passed: boolean
  /** Plain text (escaped here), e.g. `attest-junit: unit-tests`. */
  title: string
  /** Markdown that is already safe, e.g. the step's job summary. */
  details?: string
  /** The workflow run, linked at the end. */
  runUrl?: string
  /** The check run of the same verdict, with every failure on its line. */
  checkRunUrl?: string
  /** The trail's page (Kosli hosts, the emulator). */
  trailUrl?: string
  /** When this run wrote the comment, ISO 8601. */
  updatedAt?: string
  /** The commit the run tested: the pull request's head. */
  commit?: string
}

function footer(input: CommentBodyInput): string {
  const run = input.runUrl ? safeUrl(input.runUrl) : undefined
  const parts = [
    input.updatedAt ? `Updated ${text(input.updatedAt, 40)}` : '',
    input.commit ? `for commit ${inlineCode(input.commit.slice(0, 12))}` : '',
    run ? `[Workflow run](${run})` : ''
  ].filter((part) => part !== '')
  return parts.length === 0 ? '' : `<sub>${parts.join(' · ')}</sub>`
}

/**
 * A verdict headline, a link to the check run, the details, a link to the
 * trail, and when, for which commit and by which run the comment was last
 * written.
 */
export function commentBody(input: CommentBodyInput): string {
  const verdict = input.passed
    ? `### ✅ Kosli: ${text(input.title, 200)} passed`
    : `### ❌ Kosli: ${text(input.title, 200)} failed`
  const parts = [verdict]
  const checkRun = input.checkRunUrl ? safeUrl(input.checkRunUrl) : undefined
  if (checkRun) {
    parts.push(
      `[Check run Kosli: ${text(input.title, 200)}](${checkRun}): every failure on its line.`
    )
  }
  if (input.details?.trim()) parts.push(input.details.trim())
  const trail = input.trailUrl ? safeUrl(input.trailUrl) : undefined
  if (trail) parts.push(`[Open the trail in Kosli](${trail})`)
  const last = footer(input)
  if (last !== '') parts.push(last)
  return parts.join('\n\n')
}
