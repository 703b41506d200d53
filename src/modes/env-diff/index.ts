import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { envDiff, type EnvDiff } from '../../api/index.js'
import type { EnvDiffConfig, StepConfigOf } from '../../config/index.js'
import { ConfigError, errorMessage } from '../../errors.js'
import {
  renderEnvDiffFailClosed,
  renderEnvDiffSummary,
  type GateVerdict
} from '../../report/env-diff-summary.js'
import { envDiffCommentDetails } from '../../github/pr-comment/index.js'
import { text } from '../../report/markdown.js'
import { evaluateGate } from './policy.js'
import { FORK_REASON, forkNotice } from '../fork.js'
import {
  parseSnapshotExpression,
  type SnapshotExpression
} from '../../api/snapshot-expression.js'
import type { ModeDeps, StepResult } from '../types.js'

/**
 * env-diff: compare two environment snapshots (docs/spec/operations.md,
 * operation 10) and
 * fail when the difference is one the fail-on policy does not accept. The
 * gate fails closed: without a diff from the service it never passes.
 */
export type EnvDiffOutcome =
  | {
      kind: 'compared'
      snapshot1: SnapshotExpression
      snapshot2: SnapshotExpression
      diff: EnvDiff
      verdict: GateVerdict
    }
  | {
      kind: 'unavailable'
      snapshot1: SnapshotExpression
      snapshot2: SnapshotExpression
      /** Says that the gate failed closed, and why. */
      message: string
    }

/** Both expressions, checked before any request is made. */
export function parseSnapshots(config: EnvDiffConfig): {
  snapshot1: SnapshotExpression
  snapshot2: SnapshotExpression
} {
  return {
    snapshot1: parseSnapshotExpression('snapshot-1', config.snapshot1),
    snapshot2: parseSnapshotExpression('snapshot-2', config.snapshot2)
  }
}

/**
 * The typed engine the CLI shares. Bad expressions and configuration throw
 * ConfigError before anything is sent; any failure of the request (refusal,
 * unknown environment, 5xx, network, unreadable answer) is returned as
 * `unavailable`, which every caller treats as a failed gate.
 */
export async function runEnvDiff(
  config: EnvDiffConfig,
  deps: Pick<ModeDeps, 'openClient' | 'logger'>
): Promise<EnvDiffOutcome> {
  const { snapshot1, snapshot2 } = parseSnapshots(config)
  let diff: EnvDiff
  try {
    const client = await deps.openClient(config.service)
    try {
      diff = await envDiff(client, {
        org: config.service.org,
        snappish1: snapshot1.text,
        snappish2: snapshot2.text
      })
    } finally {
      await client.close()
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error
    const message = `env-diff failed closed: Kosli gave no diff of ${snapshot1.text} and ${snapshot2.text}, and the gate never passes without one. ${errorMessage(error)}`
    return { kind: 'unavailable', snapshot1, snapshot2, message }
  }
  const verdict = evaluateGate(diff, config.failOn)
  deps.logger.info(
    `env-diff ${snapshot1.text} -> ${snapshot2.text}: ${verdict.passed ? 'passed' : 'failed'}, ${verdict.reason}`
  )
  return { kind: 'compared', snapshot1, snapshot2, diff, verdict }
}

/** What `--output json` prints and the diff-file holds. */
export function envDiffDocument(
  outcome: Extract<EnvDiffOutcome, { kind: 'compared' }>
): Record<string, unknown> {
  const { verdict } = outcome
  return {
    'snapshot-1': outcome.snapshot1.text,
    'snapshot-2': outcome.snapshot2.text,
    verdict: {
      'fail-on': verdict.failOn,
      passed: verdict.passed,
      changed: verdict.differs,
      reason: verdict.reason,
      'only-in-snapshot-1': verdict.counts.onlyIn1,
      'only-in-snapshot-2': verdict.counts.onlyIn2,
      'changed-count': verdict.counts.changed,
      'not-changed-count': verdict.counts.notChanged
    },
    diff: outcome.diff
  }
}

/** A fresh directory per run, so two steps of one job never share a file. */
async function writeDiffFile(
  tmpDir: string,
  document: Record<string, unknown>
): Promise<string> {
  await mkdir(tmpDir, { recursive: true })
  const dir = await mkdtemp(join(tmpDir, 'kosli-env-diff-'))
  const path = join(dir, 'env-diff.json')
  await writeFile(path, `${JSON.stringify(document, null, 2)}\n`)
  return path
}

type Compared = Extract<EnvDiffOutcome, { kind: 'compared' }>
type Unavailable = Extract<EnvDiffOutcome, { kind: 'unavailable' }>

/** The pull request comment's key and title of a pair. */
function pairOf(outcome: EnvDiffOutcome) {
  return {
    key: `env-diff ${outcome.snapshot1.environment} ${outcome.snapshot2.environment}`,
    title: `env-diff ${outcome.snapshot1.text} → ${outcome.snapshot2.text}`
  }
}

/** No diff from the service: the gate failed closed. */
function unavailableResult(outcome: Unavailable): StepResult {
  return {
    outputs: {},
    summary: renderEnvDiffFailClosed(
      outcome.snapshot1.text,
      outcome.snapshot2.text,
      outcome.message
    ),
    annotations: [],
    failure: outcome.message,
    pullRequest: {
      ...pairOf(outcome),
      passed: false,
      details: `**❌ Failed closed**: ${text(outcome.message, 1000)}`
    }
  }
}

function comparedResult(outcome: Compared, diffFile: string): StepResult {
  const summaryInput = {
    diff: outcome.diff,
    verdict: outcome.verdict,
    snapshot1: outcome.snapshot1.text,
    snapshot2: outcome.snapshot2.text,
    environment1: outcome.snapshot1.environment,
    environment2: outcome.snapshot2.environment
  }
  const { verdict } = outcome
  return {
    outputs: {
      changed: String(verdict.differs),
      'only-in-snapshot-1': String(verdict.counts.onlyIn1),
      'only-in-snapshot-2': String(verdict.counts.onlyIn2),
      'changed-count': String(verdict.counts.changed),
      'not-changed-count': String(verdict.counts.notChanged),
      'diff-file': diffFile
    },
    summary: renderEnvDiffSummary(summaryInput),
    annotations: [],
    pullRequest: {
      ...pairOf(outcome),
      passed: verdict.passed,
      details: envDiffCommentDetails(summaryInput)
    },
    ...(!verdict.passed && {
      failure: `env-diff ${outcome.snapshot1.text} -> ${outcome.snapshot2.text} failed: ${verdict.reason}`
    })
  }
}

export async function envDiffStep(
  step: StepConfigOf<'env-diff'>,
  deps: ModeDeps
): Promise<StepResult> {
  const outcome = await runEnvDiff(step.config, deps)
  if (outcome.kind === 'unavailable') return unavailableResult(outcome)
  const diffFile = await writeDiffFile(deps.tmpDir, envDiffDocument(outcome))
  return comparedResult(outcome, diffFile)
}

/** A fork's pull request has no token: nothing is compared, and it passes. */
export function envDiffForFork(deps: ModeDeps): StepResult {
  return {
    outputs: { 'skipped-reason': FORK_REASON },
    summary: [
      '## Kosli env-diff',
      '',
      '> [!NOTE]',
      '> **Not compared**: a pull request from a fork runs without secrets, so there is no Kosli API token.',
      ''
    ].join('\n'),
    annotations: [
      forkNotice(
        deps.env,
        'the environments were not compared and nothing was asked of Kosli'
      )
    ]
  }
}
