/**
 * JUnit roots through the dispatcher: the rules of docs/counting.md
 * (src/junit/rules), unchanged. One SuiteRules serves every JUnit root of a
 * file, as when JUnit was the only format.
 */
import type { SuiteReport } from '../model.js'
import {
  JUNIT_VOCABULARY,
  K_SUITE,
  K_SUITES,
  SuiteRules
} from '../rules/index.js'
import type { AttributeValues } from '../xml/index.js'
import type { FileFormat, RootReader } from './common/reader.js'

export class JunitReader implements RootReader {
  readonly vocabulary = JUNIT_VOCABULARY
  private rootKind = K_SUITES

  constructor(readonly rules: SuiteRules) {}

  format(): FileFormat {
    return 'junit'
  }

  /** `testsuites` or `testsuite`: the root vocabulary's kinds are JUnit's. */
  startRoot(kind: number): void {
    this.rootKind = kind === K_SUITE ? K_SUITE : K_SUITES
  }

  openRoot(values: AttributeValues): void {
    this.rules.open(this.rootKind, values, 0)
  }

  open(kind: number, values: AttributeValues, depth: number): void {
    this.rules.open(kind, values, depth)
  }

  close(kind: number, depth: number): void {
    this.rules.close(kind, depth)
  }

  closeRoot(): SuiteReport[] {
    this.rules.close(this.rootKind, 0)
    return this.rules.suites.splice(0)
  }
}
