/** Paths of the repository, wherever a test file sits below test/. */
import { join, resolve } from 'node:path'

export const REPO_ROOT = resolve(import.meta.dirname, '../..')

/** A path below fixtures/. */
export function fixture(...parts: string[]): string {
  return join(REPO_ROOT, 'fixtures', ...parts)
}

/** The built entries that end-to-end tests spawn. */
export const ACTION = join(REPO_ROOT, 'dist', 'index.js')
export const CLI = join(REPO_ROOT, 'dist', 'cli', 'index.js')
