import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAttachment } from '../../../src/artifact/evidence.js'
import { ConfigError } from '../../../src/errors.js'

let workspace: string
let outside: string

beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'evidence-outside-'))
  writeFileSync(join(outside, 'passwd'), 'root:x:0:0\n')
  workspace = mkdtempSync(join(tmpdir(), 'evidence-workspace-'))
  mkdirSync(join(workspace, 'att'))
  writeFileSync(join(workspace, 'att', 'real.txt'), 'kept\n')
  writeFileSync(join(workspace, 'r.xml'), '<testsuite/>')
  symlinkSync(join(outside, 'passwd'), join(workspace, 'att', 'notes.txt'))
  symlinkSync('real.txt', join(workspace, 'att', 'inside.txt'))
  symlinkSync(outside, join(workspace, 'linked-dir'))
})
afterAll(() => {
  rmSync(workspace, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

const build = (paths: string[]) =>
  buildAttachment(paths, { cwd: workspace, tmpDir: tmpdir() })

describe('an attachment that leads out of the workspace through a symlink', () => {
  it('is refused alone, among other paths, and through a linked folder', async () => {
    const real = realpathSync(outside)
    const cases: [string[], string][] = [
      [['att/notes.txt'], join(real, 'passwd')],
      [['r.xml', 'att/notes.txt'], join(real, 'passwd')],
      [['linked-dir/passwd'], join(real, 'passwd')],
      [['linked-dir'], real]
    ]
    for (const [paths, target] of cases) {
      const built = build(paths)
      await expect(built).rejects.toThrow(ConfigError)
      await expect(built).rejects.toThrow(
        `attachment ${paths.at(-1)} leads through a symlink to ${target}, outside the workspace`
      )
    }
  })

  it('a symlink that stays inside, and a path given outside, are attached', async () => {
    const one = await build(['att/inside.txt'])
    expect(one?.filename).toBe('inside.txt')
    const both = await build(['att/inside.txt', join(outside, 'passwd')])
    expect(both?.filename).toBe('evidence.tgz')
    await both?.cleanup()
  })
})
