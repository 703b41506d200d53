/**
 * `--tests-file PATH` of `attest junit`: the test inventory the engine
 * wrote in its temp folder (removed when the command ends), copied where
 * the user asked (docs/inventory.md).
 */
import { copyFile, mkdir } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { optional } from '../../config/index.js'
import type { StepResult } from '../../modes/index.js'
import type { RunContext } from '../framework/service-command.js'

export async function copyTestsFile(
  ctx: RunContext,
  outputs: StepResult['outputs']
): Promise<void> {
  const target = optional(ctx.raw, 'tests-file')
  const written = outputs['tests-file']
  if (target === undefined) return
  if (written === undefined) {
    ctx.logger.warn(
      '--tests-file: no test inventory was written: no report was read'
    )
    return
  }
  const path = resolve(ctx.io.cwd, target)
  await mkdir(dirname(path), { recursive: true })
  await copyFile(written, path)
}
