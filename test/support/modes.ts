/**
 * A mode's step as the entries run it: the raw inputs parsed once into the
 * typed config (every problem at once, as a rejection), then the step.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll } from 'vitest'
import {
  parseStepConfig,
  type Mode,
  type RawConfig
} from '../../src/config/index.js'
import {
  runStep,
  type ModeDeps,
  type StepResult
} from '../../src/modes/index.js'
import type { Harness } from './emulator.js'

export async function runMode(
  mode: Mode,
  raw: RawConfig,
  deps: ModeDeps
): Promise<StepResult> {
  return runStep(parseStepConfig(mode, raw), deps)
}

/**
 * attest-junit against a harness: one passing report written in its folder
 * before the file's tests, the dependencies that run there, and the inputs
 * that attest that report to `target` (the test's own inputs on top).
 */
export function junitStage(h: Harness, target: Record<string, string>) {
  beforeAll(() => {
    mkdirSync(join(h.dir, 'reports'), { recursive: true })
    writeFileSync(
      join(h.dir, 'reports', 'junit.xml'),
      '<testsuite name="api"><testcase name="a"/></testsuite>\n'
    )
  })
  return {
    deps: (): ModeDeps => ({ ...h.deps, cwd: h.dir }),
    raw: (extra: Record<string, string> = {}): RawConfig => ({
      'api-token': h.token,
      org: h.org,
      host: h.url,
      name: 'unit-tests',
      'report-paths': 'reports/*.xml',
      'max-retries': '0',
      ...target,
      ...extra
    })
  }
}
