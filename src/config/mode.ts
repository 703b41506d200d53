/** Which job the action's step does (the CLI has a command for each). */
import type { RawConfig } from './names.js'
import { oneOf } from './values.js'

export const MODES = [
  'attest-junit',
  'allow-artifact',
  'env-diff',
  'fingerprint'
] as const
export type Mode = (typeof MODES)[number]

export function parseMode(raw: RawConfig): Mode {
  return oneOf(raw, 'mode', MODES, 'attest-junit')
}
