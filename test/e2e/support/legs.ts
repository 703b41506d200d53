/**
 * A matrix's legs on disk as actions/download-artifact leaves them: one
 * folder per leg under a legs folder, each with its own reports.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** A JUnit report of one suite: `passed` passing cases, `failed` failing. */
export function junitReport(
  suite: string,
  counts: { passed: number; failed?: number }
): string {
  const failed = counts.failed ?? 0
  const cases = [
    ...Array.from(
      { length: counts.passed },
      (_, i) =>
        `<testcase classname="${suite}.Case" name="passes_${i}" time="0.5"/>`
    ),
    ...Array.from(
      { length: failed },
      (_, i) =>
        `<testcase classname="${suite}.Case" name="fails_${i}" time="0.25"><failure message="expected 1, got 2">at tests/api/test_orders.py:12</failure></testcase>`
    )
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="${suite}" tests="${counts.passed + failed}" failures="${failed}" errors="0" skipped="0">\n${cases.join('\n')}\n</testsuite>\n`
}

/** Writes `files` (path below the legs folder -> content); an empty leg is `leg/`. */
export function writeLegs(
  workspace: string,
  files: Record<string, string | undefined>
): string {
  const dir = mkdtempSync(join(workspace, 'legs-'))
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path)
    if (content === undefined) {
      mkdirSync(target, { recursive: true })
      continue
    }
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, content)
  }
  return dir
}

/** The names of an evidence.tgz, and the text of one entry. */
export function archiveEntry(archive: string, name: string): string {
  return execFileSync('tar', ['-xzOf', archive, name], { encoding: 'utf8' })
}

export function archiveNames(archive: string): string[] {
  return execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '')
}
