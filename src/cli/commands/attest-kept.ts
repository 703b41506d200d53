/**
 * Where the CLI keeps a payload whose upload finally failed: --keep-dir
 * DIR, else `.kosli-attest/kept` under the working directory. Never beside
 * the reports: a later `attest junit` of the same glob would count the
 * attached reports again.
 */
import { resolve } from 'node:path'
import { optional } from '../../config/index.js'
import type { RunContext } from '../framework/service-command.js'

export const DEFAULT_KEEP_DIR = '.kosli-attest/kept'

export function keepDirOf(ctx: RunContext): string {
  return resolve(ctx.io.cwd, optional(ctx.raw, 'keep-dir') ?? DEFAULT_KEEP_DIR)
}
