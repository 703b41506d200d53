/**
 * What the build (scripts/package.mjs) promises of the bundles: one copy of
 * undici in each (package.json's overrides), none in the action's first
 * file (it loads with the first request), and, though minified, error
 * stacks that name the lines of src/ when Node runs with
 * --enable-source-maps (ncc's source maps beside the bundles).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fixture } from '../../support/paths.js'
import { ACTION, CLI, runAction } from '../support/run.js'

/** A string undici defines once (the name of one of its errors). */
const UNDICI_MARK = 'UNDICI_CONNECT'

function copiesOfUndici(dir: string): number {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .reduce((sum, text) => sum + text.split(UNDICI_MARK).length - 1, 0)
}

describe('the bundles', () => {
  it.each([
    ['action', ACTION],
    ['CLI', CLI]
  ])('the %s carries one undici', (_, entry) => {
    expect(copiesOfUndici(dirname(entry))).toBe(1)
  })

  it('the action loads undici only with a request: its first file has none', () => {
    // With @actions/core, whose OIDC helper imports undici, it had one.
    expect(readFileSync(ACTION, 'utf8')).not.toContain(UNDICI_MARK)
  })

  const workspace = mkdtempSync(join(tmpdir(), 'bundle-stack-'))
  afterAll(() => rmSync(workspace, { recursive: true, force: true }))

  it('an error stack in the minified action names the src/ file and line', async () => {
    cpSync(fixture('junit', 'valid', 'flaky.xml'), join(workspace, 'r.xml'))
    // Prints the stack of the first file command (an output), taken from
    // inside the bundle, as an uncaught error would print it.
    const probe = [
      "import fs from 'node:fs'",
      'const append = fs.appendFileSync',
      'let shown = false',
      'fs.appendFileSync = function (...args) {',
      "  if (!shown) process.stderr.write(new Error('probe').stack + '\\n')",
      '  shown = true',
      '  return append.apply(this, args)',
      '}'
    ].join('\n')
    const run = await runAction({
      workspace,
      inputs: {
        'api-token': 'not-sent',
        org: 'acme',
        flow: 'shop',
        trail: 'stack',
        name: 'unit-tests',
        'report-paths': 'r.xml',
        'dry-run': 'true'
      },
      env: {
        NODE_OPTIONS: `--enable-source-maps --import=data:text/javascript,${encodeURIComponent(probe)}`
      }
    })
    expect(run.code, run.stdout).toBe(0)
    expect(run.stderr).toMatch(/Error: probe/)
    expect(run.stderr).toMatch(/\bsrc\/action\/run\.ts:\d+/)
  })
})
