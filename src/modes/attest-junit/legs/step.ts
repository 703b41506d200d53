/**
 * What the step does with its legs around the send: legs.json in the
 * evidence archive, the aggregate with a missing leg kept instead of sent
 * (on-missing-legs: fail), and the failure that a missing leg always is.
 */
import type { Attachment, GeneratedFile } from '../../../artifact/evidence.js'
import type { LegsTableInput } from '../../../report/legs-table.js'
import { text } from '../../../report/markdown.js'
import type { PullRequestReport } from '../../../report/step-result.js'
import { plural } from '../../../text.js'
import type { ModeDeps } from '../../types.js'
import type { Prepared } from '../prepare.js'
import type { SendOutcome } from '../request.js'
// Only types here: the step's module loads this one at start, and legs
// bring hashing (legs-file.ts), loaded when there are legs.
import type { Legs } from './index.js'

/** legs.json written for the evidence archive. */
export async function legsFile(
  legs: Legs | undefined,
  tmpDir: string
): Promise<{ legsFile?: GeneratedFile }> {
  if (legs === undefined) return {}
  const { writeLegsFile } = await import('./legs-file.js')
  const { legsFileContent } = await import('./index.js')
  return { legsFile: await writeLegsFile(legsFileContent(legs), tmpDir) }
}

/**
 * on-missing-legs: fail. The aggregate is not sent (the trail lacks it, so
 * a flow template shows it missing) and its request is kept for a resend,
 * as that of a failed send is. undefined: send it.
 */
export async function keptForMissingLegs(
  prepared: Prepared,
  attachment: Pick<Attachment, 'path' | 'filename'> | undefined,
  deps: ModeDeps
): Promise<SendOutcome | undefined> {
  const { legs, destination } = prepared
  if (legs?.missing === undefined || legs.onMissing === 'attest') {
    return undefined
  }
  const { keepRequest } = await import('../send.js')
  const keptPayloadDir = await keepRequest(deps, {
    destination,
    dataJson: prepared.dataJson,
    ...(attachment !== undefined && { attachment })
  })
  return {
    recorded: false,
    error: `${legs.missing}\non-missing-legs is fail: the aggregate was not sent.`,
    keptPayloadDir,
    maybeRecorded: false
  }
}

/** The step's failure for a missing leg once the aggregate was sent (or shown). */
export function missingLegsFailure(
  legs: Legs | undefined,
  state: {
    recorded: boolean
    dryRun: boolean
    /** Why nothing was recorded, when nothing was. */
    notRecorded?: string | undefined
  }
): string | undefined {
  if (legs?.missing === undefined) return undefined
  if (state.dryRun) return `${legs.missing}\nDry run: nothing was sent.`
  if (!state.recorded) {
    // Held back for the missing leg, the not-recorded message says so; when
    // something else stopped the send first (size, begin-trail), it does not.
    const heldBack = state.notRecorded?.startsWith(legs.missing) === true
    return heldBack ? undefined : legs.missing
  }
  return `${legs.missing}\non-missing-legs is attest: the aggregate was recorded in Kosli, with kosli_attest_legs_found ${legs.found.length} in its annotations.`
}

/** The summary's legs table. */
export function legsTable(legs: Legs | undefined): { legs?: LegsTableInput } {
  if (legs === undefined) return {}
  return {
    legs: {
      legs: legs.facts,
      ...(legs.expected !== undefined && { expected: legs.expected })
    }
  }
}

/**
 * The check run and the pull request comment of an aggregate with a
 * missing leg: never passed (the step fails), the fact said first.
 */
export function withMissingLegs(
  report: PullRequestReport,
  legs: Legs | undefined
): PullRequestReport {
  if (legs?.missing === undefined) return report
  const expected =
    legs.expected === undefined ? '' : ` of ${legs.expected} expected`
  const empty = legs.facts.filter((f) => f.missing !== undefined)
  const named =
    empty.length === 0
      ? ''
      : `; ${plural(empty.length, 'folder')} held no test: ${text(empty.map((f) => f.name).join(', '), 500)}`
  const line = `**Missing legs**: ${legs.found.length}${expected} reported tests${named}.`
  return { ...report, passed: false, details: `${line}\n\n${report.details}` }
}
