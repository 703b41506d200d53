/**
 * Where prepare calls the removed-tests gate, light enough for the
 * action's start: the gate's module (hashing, GitHub's client) is imported
 * only when removed-tests is not off.
 */
import type { AttestJunitConfig } from '../../../config/index.js'
import type { ModeDeps } from '../../types.js'
import type { RemovedPrepared, RemovedRun, RemovedStart } from './index.js'

export type { RemovedPrepared } from './index.js'

export interface RemovedHook {
  start: RemovedStart
  gate: typeof import('./index.js')
}

/** Before the parse: the base inventory; undefined with removed-tests: off. */
export async function removedBefore(
  run: { config: AttestJunitConfig; githubToken?: string },
  attestationName: string,
  deps: ModeDeps
): Promise<RemovedHook | undefined> {
  const config = run.config.removedTests
  if (config.mode === 'off') return undefined
  const gate = await import('./index.js')
  const start = await gate.startRemovedTests(
    {
      config,
      attestationName,
      ...(run.githubToken !== undefined && { githubToken: run.githubToken })
    },
    deps
  )
  return { start, gate }
}

/** After the parse: the verdict and what the attestation carries of it. */
export async function removedAfter(
  hook: RemovedHook | undefined,
  run: RemovedRun,
  deps: ModeDeps
): Promise<RemovedPrepared | undefined> {
  if (hook === undefined) return undefined
  return hook.gate.finishRemovedTests(hook.start, run, deps)
}
