/**
 * The streaming JUnit parser of one file: the scanner feeding SuiteRules,
 * and the notices about the file's roots at its end.
 */
import { XmlScanner } from '../xml/index.js'
import type { SuiteReport } from '../model.js'
import { SuiteRules, type SuiteParserOptions } from './parse.js'
import { isJunitRoot, rootNotes } from './roots.js'

export interface ParsedDocument {
  /** Local names of every root element, in order. */
  roots: string[]
  /** Some root is `<testsuites>` or `<testsuite>`. */
  junit: boolean
  suites: SuiteReport[]
}

export interface SuiteParser {
  write(chunk: Uint8Array): void
  end(): ParsedDocument
}

/** A streaming parser for one file. */
export function createSuiteParser(options: SuiteParserOptions): SuiteParser {
  const rules = new SuiteRules(options)
  const scanner = rules.scanner as XmlScanner
  return {
    write: (chunk) => scanner.write(chunk),
    end: () => {
      scanner.end()
      const roots = scanner.roots
      const junit = roots.some(isJunitRoot)
      const found = {
        suites: rules.suites.length,
        rootChildren: rules.rootChildren
      }
      for (const note of rootNotes(options.fileName, roots, found)) {
        options.note(note)
      }
      return { roots, junit, suites: rules.suites }
    }
  }
}
