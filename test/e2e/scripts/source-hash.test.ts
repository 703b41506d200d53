// scripts/source-hash.mjs on a project of its own (the script copied into
// a scratch tree with a small src/): the hash that dist/source.sha256
// records follows the build inputs' contents and names, not their times.
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'

const SCRIPT = path.resolve(
  import.meta.dirname,
  '../../../scripts/source-hash.mjs'
)

let root: string
const hash = () =>
  execFileSync(process.execPath, [path.join(root, 'scripts/source-hash.mjs')], {
    encoding: 'utf8'
  }).trim()

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'source-hash-'))
  mkdirSync(path.join(root, 'scripts'))
  mkdirSync(path.join(root, 'src/junit'), { recursive: true })
  copyFileSync(SCRIPT, path.join(root, 'scripts/source-hash.mjs'))
  writeFileSync(path.join(root, 'package.json'), '{"type":"module"}\n')
  writeFileSync(path.join(root, 'src/index.ts'), 'export const a = 1\n')
  writeFileSync(path.join(root, 'src/junit/parse.ts'), 'export const b = 2\n')
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

it('keeps its hash when only times change, and changes it with a content or a name', () => {
  const first = hash()
  expect(first).toMatch(/^[0-9a-f]{64}$/)
  const later = new Date(Date.now() + 3_600_000)
  utimesSync(path.join(root, 'src/index.ts'), later, later)
  expect(hash()).toBe(first)

  writeFileSync(path.join(root, 'src/index.ts'), 'export const a = 2\n')
  const edited = hash()
  expect(edited).not.toBe(first)

  renameSync(
    path.join(root, 'src/junit/parse.ts'),
    path.join(root, 'src/junit/scan.ts')
  )
  expect(hash()).not.toBe(edited)

  // A file that is not a build input (a test) leaves it alone.
  const renamed = hash()
  mkdirSync(path.join(root, 'test'))
  writeFileSync(path.join(root, 'test/a.test.ts'), 'x\n')
  expect(hash()).toBe(renamed)
})
