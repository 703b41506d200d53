/**
 * `legs.json` in the evidence archive: what each leg gave (its name, its
 * report files with their SHA-256, its counts), so an auditor can tell the
 * aggregate's legs apart and check each file against the attached copy.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { totalsOf, type ParseOutcome } from '../../../junit/index.js'
import type { GeneratedFile } from '../../../artifact/evidence.js'
import type { LegRow } from '../../../report/legs-table.js'
import type { LegFolder } from './discover.js'

export const LEGS_FORMAT = 'kosli-attest/legs@1'
export const LEGS_FILE = 'legs.json'

/** A leg's row of the table, with where it was read from. */
export interface LegFacts extends LegRow {
  /** The leg's folder, from the workspace. */
  path: string
  /** The reports read, relative to the leg's folder. */
  files: { path: string; sha256: string }[]
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** The leg's counts and files; `missing` when it gave no test. */
export async function legFacts(
  leg: LegFolder,
  outcome: ParseOutcome | undefined
): Promise<LegFacts> {
  const files = outcome?.files.filter((f) => f.status === 'parsed') ?? []
  const totals = totalsOf(outcome?.files ?? [])
  const micros = (outcome?.results ?? []).reduce(
    (sum, result) => sum + Math.round(result.duration * 1e6),
    0
  )
  const missing =
    outcome === undefined
      ? 'no report'
      : totals.tests === 0
        ? 'no test in its reports'
        : undefined
  return {
    name: leg.name,
    path: leg.shown,
    files: await Promise.all(
      files.map(async (file) => ({
        path: file.path,
        sha256: await sha256Of(resolve(leg.dir, file.path))
      }))
    ),
    tests: totals.tests,
    failed: totals.failures,
    errored: totals.errors,
    skipped: totals.skipped,
    duration: micros / 1e6,
    ...(missing !== undefined && { missing })
  }
}

export interface LegsFileContent {
  format: typeof LEGS_FORMAT
  expected: number | null
  found: number
  legs: LegFacts[]
}

/** legs.json written to a fresh folder under tmpDir; returns its path. */
export async function writeLegsFile(
  content: LegsFileContent,
  tmpDir: string
): Promise<GeneratedFile> {
  const dir = await mkdtemp(join(tmpDir, 'kosli-legs-'))
  const path = join(dir, LEGS_FILE)
  await writeFile(path, `${JSON.stringify(content, null, 2)}\n`)
  return { name: LEGS_FILE, path }
}
