import { ConfigError } from '../errors.js'

/**
 * A snapshot expression of env-diff (docs/spec/gaps.md, Snapshot-expression
 * grammar), the one grammar the
 * client's local check, the query schema and the emulator share: an
 * environment name alone (the latest
 * snapshot), `env#N` (snapshot number N, counted from 1), `env~N` (N behind
 * the latest; `env~0` is the latest) or `env@{...}` (the snapshot current at
 * a moment: `now`, a UTC time `YYYY-MM-DDTHH:MM:SS`, or
 * `N.<hours|days|weeks|months>.ago`).
 *
 * The interface's "appending a plain number N selects the N-th snapshot
 * behind the latest" is the `~N` form (docs/spec/kosli-cli.md, Snapshot
 * expressions). `envN` and `env N` are not
 * read as that: environment names may end in digits (`staging2` is the
 * environment staging2, for us and for the emulator), and a space is no
 * separator; `env N` gets a message that points to `env~N`.
 */
export type SnapshotSelector<Moment = string> =
  | { kind: 'latest' }
  | { kind: 'number'; n: number }
  | { kind: 'behind'; n: number }
  /**
   * `@{...}`: here the text between the braces, checked but not resolved;
   * the emulator resolves it to Unix seconds (`SnapshotSelector<number>`).
   */
  | { kind: 'at'; moment: Moment }

export interface SnapshotExpression {
  environment: string
  selector: SnapshotSelector
  /** The expression as sent to the service. */
  text: string
}

export const SNAPSHOT_FORMS =
  'env (the latest snapshot), env#N (snapshot number N, from 1), env~N (N behind the latest) or env@{2.days.ago} (the snapshot current then; also @{now} and @{YYYY-MM-DDTHH:MM:SS} in UTC), e.g. production, production#12, staging~1'

const SUFFIX = /^([#~])(\d+)$/
const MOMENT = /^@\{([^{}]+)\}$/
const RELATIVE = /^\d+\.(hours|days|weeks|months)\.ago$/
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/
const MAX_NUMBER = 1_000_000_000

/** Why a text is not an expression; callers word it for their audience. */
class NotAnExpression extends Error {}

function refuse(why: string): never {
  throw new NotAnExpression(why)
}

function isMoment(text: string): boolean {
  if (text === 'now' || RELATIVE.test(text)) return true
  return UTC_TIME.test(text) && !Number.isNaN(Date.parse(`${text}Z`))
}

function selectorOf(suffix: string): SnapshotSelector {
  if (suffix === '') return { kind: 'latest' }
  const moment = MOMENT.exec(suffix)?.[1]
  if (moment !== undefined) {
    if (!isMoment(moment)) refuse(`has a bad moment "${moment}"`)
    return { kind: 'at', moment }
  }
  const match = SUFFIX.exec(suffix)
  if (!match) {
    return refuse(`has a bad suffix "${suffix}"`)
  }
  const n = Number(match[2])
  if (n > MAX_NUMBER) refuse('has a number that is too large')
  if (match[1] === '#') {
    if (n < 1) refuse('names snapshot #0; numbers start at 1')
    return { kind: 'number', n }
  }
  return { kind: 'behind', n }
}

function readExact(text: string): SnapshotExpression {
  if (text === '') refuse('is empty')
  const at = text.search(/[#~@\s]/)
  const environment = at === -1 ? text : text.slice(0, at)
  const suffix = at === -1 ? '' : text.slice(at)
  if (environment === '') {
    refuse('has no environment name before the suffix')
  }
  if (/^\s+\d+$/.test(suffix)) {
    refuse(
      `has a space before the number; for the snapshot ${suffix.trim()} behind the latest write ${environment}~${suffix.trim()}`
    )
  }
  const selector = selectorOf(suffix)
  return { environment, selector, text: formatSelector(environment, selector) }
}

/** The expression, or undefined when `text` (taken exactly) is not one. */
export function readSnapshotExpression(
  text: string
): SnapshotExpression | undefined {
  try {
    return readExact(text)
  } catch (error) {
    if (error instanceof NotAnExpression) return undefined
    throw error
  }
}

/**
 * Checks an expression locally, before any request, so a typo fails fast
 * with a message naming the input (`snapshot-1` or `snapshot-2`).
 */
export function parseSnapshotExpression(
  input: string,
  value: string | undefined
): SnapshotExpression {
  const text = (value ?? '').trim()
  try {
    return readExact(text)
  } catch (error) {
    if (!(error instanceof NotAnExpression)) throw error
    throw new ConfigError(
      `${input}: "${text}" ${error.message}; write ${SNAPSHOT_FORMS}`
    )
  }
}

function formatSelector(environment: string, selector: SnapshotSelector) {
  switch (selector.kind) {
    case 'latest':
      return environment
    case 'number':
      return `${environment}#${selector.n}`
    case 'behind':
      return `${environment}~${selector.n}`
    case 'at':
      return `${environment}@{${selector.moment}}`
  }
}
