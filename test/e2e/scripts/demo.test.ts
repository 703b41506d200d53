/**
 * `npm run demo`, the README's first command after `npm ci`: it must finish on
 * its own, record the attestation in the emulator, and print only workflow
 * commands a runner would print (no unevaluated `${{ … }}` default).
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { REPO_ROOT } from '../../support/paths.js'

it('runs the main job against the emulator and shows the stored attestation', () => {
  const run = spawnSync(
    process.execPath,
    [join(REPO_ROOT, 'scripts', 'demo.mjs')],
    { cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000 }
  )
  expect(run.status, run.stderr).toBe(0)
  expect(run.stdout).toMatch(
    /junit attestation 'unit-tests' is reported to trail: [0-9a-f]{40}/
  )
  expect(run.stdout).toContain('## Kosli JUnit attestation `unit-tests`')
  expect(run.stdout).toContain('"filename": "evidence.tgz"')
  const commands = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::'))
  expect(commands.length).toBeGreaterThan(0)
  expect(commands.filter((line) => line.includes('${{'))).toEqual([])
  expect(run.stdout + run.stderr).toContain('emulator stopped')
})
