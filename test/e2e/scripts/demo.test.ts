/**
 * `npm run demo`, the README's first command, straight after `git clone`:
 * it must run with no package installed (here: from a copy of what a clone
 * holds, with no node_modules anywhere above it), finish on its own, record
 * the attestation in the emulator, and print only workflow commands a
 * runner would show (no unevaluated `${{ … }}` default, no `::add-mask::`
 * or `::debug::`), and nothing about stopping it by hand.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { parse } from 'yaml'
import { REPO_ROOT } from '../../support/paths.js'
import { actionDefaults } from '../../../scripts/action-defaults.mjs'

let clone: string

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'demo-clone-'))
  for (const part of ['action.yml', 'dist', 'fixtures/demo', 'scripts'])
    cpSync(join(REPO_ROOT, part), join(clone, part), { recursive: true })
})
afterAll(() => rmSync(clone, { recursive: true, force: true }))

it('runs the main job against the emulator, with no package installed', () => {
  const run = spawnSync(process.execPath, [join('scripts', 'demo.mjs')], {
    cwd: clone,
    encoding: 'utf8',
    timeout: 120_000
  })
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
  expect(commands.filter((line) => /^::(add-mask|debug)::/.test(line))).toEqual(
    []
  )
  expect(run.stdout + run.stderr).not.toContain('Ctrl-C')
  expect(run.stdout).toContain('The emulator stopped')
})

it("reads action.yml's input defaults as a YAML parser does", () => {
  const text = readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')
  const inputs = (
    parse(text) as { inputs: Record<string, { default?: unknown }> }
  ).inputs
  const expected = Object.fromEntries(
    Object.entries(inputs)
      .filter(([, spec]) => spec.default !== undefined)
      .map(([name, spec]) => [name, String(spec.default)])
  )
  expect(actionDefaults(text)).toEqual(expected)
})

it('refuses a default it cannot read, naming the input', () => {
  const text = 'inputs:\n  notes:\n    default: >-\n      two\n      lines\n'
  expect(() => actionDefaults(text)).toThrow(/input notes/)
})
