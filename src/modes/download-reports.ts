/**
 * The gate's reports from the run that triggered a workflow_run event:
 * downloaded and unzipped below tmpDir within the artifact limits, or a
 * failed step that says why (in its summary too, as any failed step).
 */
import { mkdtemp } from 'node:fs/promises'
import { join } from 'node:path'
import type { PullRequestConfig } from '../config/index.js'
import { ConfigError, errorMessage } from '../errors.js'
import { text } from '../report/markdown.js'
import { connectionFromEnv } from '../github/from-env.js'
import type { RunEvent } from '../github/pr-comment/index.js'
import type { ModeDeps, StepResult } from './types.js'

/** The folder holding one folder per downloaded artifact. */
export async function downloadReports(
  pr: PullRequestConfig,
  event: RunEvent,
  deps: ModeDeps
): Promise<string | undefined> {
  if (pr.artifact === undefined) return undefined
  if (event.triggeringRun === undefined) {
    throw new ConfigError(
      `artifact: reports are downloaded from the run that triggered a workflow_run event, and this is a ${JSON.stringify(event.name)} event; remove artifact, or run the step in a workflow_run workflow`
    )
  }
  if (pr.githubToken === undefined) {
    throw new ConfigError(
      'artifact needs github-token (default ${{ github.token }}) with `actions: read`'
    )
  }
  const destination = await mkdtemp(join(deps.tmpDir, 'kosli-artifacts-'))
  const { downloadRunArtifacts, defaultLimits } =
    await import('../github/index.js')
  await downloadRunArtifacts({
    ...connectionFromEnv(pr.githubToken, deps.env, deps.logger),
    runId: event.triggeringRun.id,
    pattern: pr.artifact,
    destination,
    tmpDir: deps.tmpDir,
    limits: defaultLimits(pr.artifactMaxBytes)
  })
  return destination
}

/** A download that failed or was refused, as a failed step. */
export function downloadFailure(error: unknown, name: string): StepResult {
  const message = errorMessage(error)
  return {
    outputs: {},
    summary: [
      `## Kosli attest-junit: ${text(name, 100)}`,
      '',
      '> [!CAUTION]',
      `> **Reports not downloaded**: ${text(message, 1000)}`,
      ''
    ].join('\n'),
    annotations: [],
    failure: message
  }
}
