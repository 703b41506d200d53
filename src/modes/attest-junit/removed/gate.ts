/**
 * The removed-tests gate's verdict: the comparison with the base, whether a
 * label allowed what stopped, and what the step does about it (fail, warn,
 * or for a missing base what on-missing-base says). The attestation is
 * sent whatever the verdict; a failure is reported after sending.
 */
import type { RemovedTestsConfig } from '../../../config/index.js'
import type { TestInventory } from '../../../junit/index.js'
import { plural, printable } from '../../../text.js'
import type { BaseResolution } from './base.js'
import {
  hasTests,
  compareInventories,
  stoppedCount,
  testLabel,
  type Comparison
} from './compare.js'

export interface RemovedVerdict {
  config: RemovedTestsConfig
  base: BaseResolution
  /** Set when both inventories were there to compare. */
  comparison?: Comparison
  /** Why nothing was compared, when nothing was. */
  notCompared?: string
  /** The label that allowed tests to stop, when tests stopped and it did. */
  allowedBy?: string
  /** The step fails for this, after sending. */
  failure?: string
  /** Said as a warning (an annotation on GitHub, stderr on the CLI). */
  warning?: string
  /** Said as a notice: a label allowed it, or nothing to compare with. */
  notice?: string
}

export interface JudgeInput {
  config: RemovedTestsConfig
  base: BaseResolution
  /** This run's inventory; undefined when the parse did not collect it. */
  current: TestInventory | undefined
  /** The label that allows tests to stop, if the change carries it. */
  allowedBy: string | undefined
  /** The CLI words its hints with flags. */
  cli: boolean
}

const LISTED = 5

/** The first few tests that stopped, for a one-message failure or warning. */
function firstStopped(comparison: Comparison): string {
  const all = [...comparison.removed, ...comparison.newlySkipped]
  const shown = all.slice(0, LISTED).map((test) => printable(testLabel(test)))
  const more = all.length > LISTED ? `, and ${all.length - LISTED} more` : ''
  return `${shown.join('; ')}${more}`
}

function baseText(base: BaseResolution): string {
  if (!base.found) return 'the base commit'
  const commit = base.commit?.slice(0, 12)
  if (base.source === 'file') {
    return commit === undefined
      ? 'the base-tests inventory'
      : `the base-tests inventory of ${commit}`
  }
  return base.source === 'approximate'
    ? `${commit ?? 'an earlier commit'} (approximate: the base commit ${base.baseCommit?.slice(0, 12) ?? ''} has no inventory)`
    : `the base commit ${commit ?? ''}`
}

function stoppedMessage(input: JudgeInput, comparison: Comparison): string {
  const { removed, newlySkipped } = comparison
  const stopped = stoppedCount(comparison)
  const allow = input.cli
    ? `run with --removed-allowed-by LABEL (or label the merge request ${input.config.allowLabel || 'as allow-removed-label says'})`
    : input.config.allowLabel === ''
      ? 'set allow-removed-label and label the pull request with it'
      : `label the pull request ${JSON.stringify(input.config.allowLabel)} (allow-removed-label)`
  return `removed-tests: ${plural(stopped, 'test')} stopped running since ${baseText(input.base)} (${removed.length} removed, ${newlySkipped.length} newly skipped): ${firstStopped(comparison)}. A renamed test counts as removed; if the change is meant, ${allow}`
}

function missingBase(
  input: JudgeInput,
  reason: string,
  looked: boolean
): RemovedVerdict {
  const verdict: RemovedVerdict = {
    config: input.config,
    base: input.base,
    notCompared: reason
  }
  const text = `Tests not compared with the base commit: ${reason}`
  if (input.config.onMissingBase === 'fail') {
    return { ...verdict, failure: `on-missing-base: fail: ${text}` }
  }
  return looked ? { ...verdict, warning: text } : { ...verdict, notice: text }
}

/** The verdict of one run. */
export function judgeRemoved(input: JudgeInput): RemovedVerdict {
  const { base, current, config } = input
  if (!base.found) return missingBase(input, base.reason, base.looked)
  if (current === undefined) {
    return missingBase(
      input,
      'the inventory of this run was not collected',
      true
    )
  }
  if (!hasTests(base.base.inventory)) {
    // Nothing stopped running of nothing: a base run that read no report
    // is no base, never a green "no test stopped".
    return missingBase(input, 'the base inventory holds no test', true)
  }
  const comparison = compareInventories(base.base.inventory, current)
  const verdict: RemovedVerdict = { config, base, comparison }
  if (stoppedCount(comparison) === 0) return verdict
  const message = stoppedMessage(input, comparison)
  if (input.allowedBy !== undefined) {
    return {
      ...verdict,
      allowedBy: input.allowedBy,
      notice: `${plural(stoppedCount(comparison), 'test')} stopped running, allowed by the label ${JSON.stringify(input.allowedBy)}; the attestation records it`
    }
  }
  return config.mode === 'fail'
    ? { ...verdict, failure: message }
    : { ...verdict, warning: message }
}
