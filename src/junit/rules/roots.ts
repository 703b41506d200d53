/**
 * The roots of a JUnit file: which are JUnit's, and the notices about a
 * file that yields no suite (F6) or has other roots beside JUnit's.
 */
import { plural } from '../../text.js'
import type { Note } from '../model.js'

export const isJunitRoot = (root: string): boolean =>
  root === 'testsuites' || root === 'testsuite'

/** A JUnit-rooted file that yields no suite never drops out silently (F6). */
export function noSuiteNote(
  file: string,
  roots: readonly string[],
  children: number
): Note {
  const junitRoots = roots
    .filter(isJunitRoot)
    .map((root) => `<${root}>`)
    .join(', ')
  const holds =
    children === 0
      ? 'is empty'
      : `holds ${plural(children, 'element')} but no <testsuite>, and states no counts`
  return {
    level: 'notice',
    file,
    message: `no test suite in it: its root ${junitRoots} ${holds}; nothing from this file is recorded`
  }
}

/** The notices of a JUnit file's roots: no suite, other roots ignored. */
export function rootNotes(
  file: string,
  roots: readonly string[],
  found: { suites: number; rootChildren: number }
): Note[] {
  if (!roots.some(isJunitRoot)) return []
  const notes: Note[] = []
  if (found.suites === 0) {
    notes.push(noSuiteNote(file, roots, found.rootChildren))
  }
  for (const root of roots) {
    if (isJunitRoot(root)) continue
    notes.push({
      level: 'notice',
      file,
      message: `root element <${root}> ignored: not <testsuites> or <testsuite>`
    })
  }
  return notes
}
