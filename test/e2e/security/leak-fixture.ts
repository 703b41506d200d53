/**
 * The stage of the no-leak tests: an emulator that knows one distinctive
 * token, a workspace with a failing report, and the search of everything a
 * run leaves behind (its directories, the request log, the state).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import { demoState, fingerprintOf } from '../../../src/emulator/index.js'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { filesIn, findLeaks } from '../../support/leak-scan.js'
import type { ChildRun } from '../support/run.js'

export const TOKEN = 'kat_leak_Zq7Wm2Xp9Rt4Vb8N'
export const BASIC = Buffer.from(`${TOKEN}:`).toString('base64')
/** A token with every character that some escaping changes. */
export const SPECIAL_TOKEN = 'kat"Le\\ak%2B+Zq/7=Wm8N'
export const TRAIL = 'leak-trail'
/** An error answer that echoes the credentials back, as some proxies do. */
export const ECHO = { message: `Invalid credentials: ${TOKEN} (${BASIC})` }
export const TEST_TIMEOUT = 120_000
export const ARTIFACT = {
  fingerprint: fingerprintOf('api:1.5.0'),
  name: 'registry.example.com/demo/api:1.5.0'
}
export { FLOW }

export interface LeakStage {
  emulator: Harness
  workspace: string
  /** Every directory a run may have written to, searched at the end. */
  written: Set<string>
  close(): Promise<void>
}

export async function startStage(token = TOKEN): Promise<LeakStage> {
  const initial = demoState(Date.now())
  initial.tokens.unshift({
    token,
    org: 'demo',
    privilege: 'admin',
    label: 'leak test'
  })
  const emulator = await startHarness({ state: initial })
  await emulator.beginTrails([TRAIL])
  const workspace = mkdtempSync(join(tmpdir(), 'no-leak-'))
  mkdirSync(join(workspace, 'reports'))
  writeFileSync(
    join(workspace, 'reports', 'junit.xml'),
    '<testsuite name="api"><testcase name="a"/><testcase name="b"><failure message="no">trace</failure></testcase></testsuite>\n'
  )
  const written = new Set([workspace])
  return {
    emulator,
    workspace,
    written,
    close: async () => {
      await emulator.close()
      for (const dir of written) rmSync(dir, { recursive: true, force: true })
    }
  }
}

/**
 * The lines that hand the token, and its basic-auth form, to the runner's
 * masker: the runner consumes them and never shows them.
 */
export const MASK_LINES = [
  `::add-mask::${TOKEN}`,
  `::add-mask::${Buffer.from(`${TOKEN}:`).toString('base64')}`
]

/** stdout without the mask lines. */
export function printed(run: ChildRun): Record<string, string> {
  const stdout = run.stdout
    .split('\n')
    .filter((line) => !MASK_LINES.includes(line))
    .join('\n')
  return { stdout, stderr: run.stderr }
}

/** Files left in the stage's directories; `kinds` must have been written. */
export function expectNoLeakInFiles(
  stage: LeakStage,
  kinds: RegExp[],
  token = TOKEN
): void {
  const files = filesIn([...stage.written])
  const names = Object.keys(files).join('\n')
  for (const kind of kinds) expect(names).toMatch(kind)
  expect(findLeaks(token, files)).toEqual([])
}

/** The request log and state; the token table itself is left out. */
export async function expectNoLeakInEmulator(
  stage: LeakStage,
  token = TOKEN
): Promise<void> {
  const log = await stage.emulator.requests()
  // The token was used: authenticated requests succeeded.
  expect(log.some((r) => r.status === 201 || r.status === 200)).toBe(true)
  const current = { ...(await stage.emulator.state()), tokens: [] }
  expect(
    findLeaks(token, {
      requests: JSON.stringify(log),
      state: JSON.stringify(current)
    })
  ).toEqual([])
}
