/**
 * Golden files: a whole rendered text compared with a committed file under
 * test/golden/, so that a layout break shows even where fragment checks
 * pass. `UPDATE_GOLDEN=1 npx vitest run <test files>` rewrites the files
 * from what the code renders now; review the diff before committing it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { expect } from 'vitest'
import { REPO_ROOT } from './paths.js'

export const GOLDEN_DIR = join(REPO_ROOT, 'test', 'golden')

export function expectGolden(name: string, actual: string): void {
  const file = join(GOLDEN_DIR, name)
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, actual)
    return
  }
  const shown = relative(REPO_ROOT, file)
  if (!existsSync(file)) {
    throw new Error(
      `${shown} does not exist: run UPDATE_GOLDEN=1 npx vitest run with this test file to write it`
    )
  }
  expect(actual, `${shown} (UPDATE_GOLDEN=1 rewrites it)`).toBe(
    readFileSync(file, 'utf8')
  )
}
