/**
 * The built action on a `workflow_run` event whose triggering run's
 * artifacts the GitHub stand-in lists and its blob storage serves: one
 * stand-in and one workspace per test file, every request checked after
 * each test. Dry runs, so no Kosli host is needed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { workflowRunPayload } from '../../support/github/payloads.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'
import { runAction, type ActionRun } from './run.js'

export const GITHUB_TOKEN = 'ghs_runToken0123456789abcdefABCDEF0123'
const SHA = 'c0ffee'.padEnd(40, '0')

export interface TriggeringRuns {
  readonly github: GitHubStandIn
  /** The action's workspace (GITHUB_WORKSPACE), shared by the file's runs. */
  readonly workspace: string
  /** A new run id (from `first`). */
  nextRun(): number
  /**
   * The action, as a dry run, on `runId` with `artifact` as the input, and
   * `inputs` over the defaults.
   */
  attest(
    runId: number,
    artifact: string,
    inputs?: Record<string, string>
  ): Promise<ActionRun>
}

export function useTriggeringRuns(first: number): TriggeringRuns {
  let github: GitHubStandIn | undefined
  let workspace = ''
  let runs = first
  beforeAll(async () => {
    github = await startGitHubStandIn({ token: GITHUB_TOKEN })
    workspace = mkdtempSync(join(tmpdir(), 'run-workspace-'))
  })
  afterAll(async () => {
    await github?.close()
    rmSync(workspace, { recursive: true, force: true })
  })
  afterEach(() => github?.assertFits())
  const standIn = () => {
    if (github === undefined) throw new Error('no stand-in outside a test')
    return github
  }
  return {
    get github() {
      return standIn()
    },
    get workspace() {
      return workspace
    },
    nextRun: () => (runs += 1),
    attest: (runId, artifact, inputs = {}) =>
      runAction({
        workspace,
        inputs: {
          host: 'http://127.0.0.1:9',
          org: 'demo',
          flow: 'demo-flow',
          name: 'unit-tests',
          'dry-run': 'true',
          'github-token': GITHUB_TOKEN,
          artifact,
          ...inputs
        },
        env: {
          GITHUB_EVENT_NAME: 'workflow_run',
          GITHUB_SHA: SHA,
          GITHUB_API_URL: standIn().apiUrl
        },
        event: workflowRunPayload({ id: runId, headSha: SHA })
      })
  }
}
