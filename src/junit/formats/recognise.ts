/**
 * F1/F2: a root element's format, from its local name, its namespace and
 * (for xUnit.net's `assembly`, NUnit's `test-suite`) its attributes. Never
 * from the file's extension.
 */
import { SUITE_ATTRIBUTES } from '../rules/index.js'
import { Vocabulary, type AttributeValues } from '../xml/index.js'
import type { FileFormat } from './common/reader.js'
import { quoteValue } from './common/names.js'
import {
  NUNIT2_RESULTS_ATTRIBUTES,
  NUNIT3_RUN_ATTRIBUTES,
  NUNIT_SUITE_ATTRIBUTES,
  S_FULLNAME,
  S_RUNSTATE
} from './nunit/vocabulary.js'
import { ASSEMBLY_ATTRIBUTES, XUNIT_MARKERS } from './xunit/vocabulary.js'

/** A family of formats, as `report-formats` names it. */
export type ReportFamily = 'junit' | 'trx' | 'nunit' | 'xunit'

import {
  R_NUNIT2_RESULTS,
  R_NUNIT3_RUN,
  R_NUNIT_SUITE,
  R_TESTSUITE,
  R_TESTSUITES,
  R_TRX,
  R_XUNIT_ASSEMBLIES
} from './root-kinds.js'

const XMLNS = 'xmlns'
/** Each root's attributes as its reader wants them, then `xmlns`. */
const ROOTS: readonly [string, readonly string[]][] = [
  ['testsuites', SUITE_ATTRIBUTES],
  ['testsuite', SUITE_ATTRIBUTES],
  ['TestRun', [XMLNS]],
  ['test-run', [...NUNIT3_RUN_ATTRIBUTES, XMLNS]],
  ['test-results', [...NUNIT2_RESULTS_ATTRIBUTES, XMLNS]],
  ['test-suite', [...NUNIT_SUITE_ATTRIBUTES, XMLNS]],
  ['assemblies', [XMLNS]],
  ['assembly', [...ASSEMBLY_ATTRIBUTES, XMLNS]]
]

export const ROOT_VOCABULARY = new Vocabulary(
  ROOTS.map(([name, attributes]) => ({ name, attributes }))
)

/** The names F1 knows, for messages and the DTD check (F4). */
export const ROOT_NAMES = ROOTS.map(([name]) => name)

const TRX_NAMESPACES = new Set([
  'http://microsoft.com/schemas/VisualStudio/TeamTest/2010',
  'http://microsoft.com/schemas/VisualStudio/TeamTest/2006'
])

export type Recognition =
  | { family: ReportFamily; format: FileFormat; label: string }
  /** A near miss (F2): not a report, and why. */
  | { notReport: string }
  | undefined

function namespaceOf(kind: number, values: AttributeValues): string {
  const attributes = ROOTS[kind - 1]?.[1] ?? []
  return values.text(attributes.length - 1)?.trim() ?? ''
}

const NUNIT_LABEL = 'an NUnit report'

/** The root as written, with its prefix, and its namespace URI. */
interface RootName {
  name: string
  prefix: string
  namespace: string
}

function recogniseNamespaced(kind: number, root: RootName): Recognition {
  const { prefix, namespace } = root
  const name = prefix === '' ? root.name : `${prefix}:${root.name}`
  if (prefix !== '' && namespace === '') {
    return {
      notReport: `<${name}> uses the prefix ${quoteValue(prefix)} without declaring it (xmlns:${prefix}), so its namespace is unknown`
    }
  }
  if (kind === R_TRX) {
    if (TRX_NAMESPACES.has(namespace)) {
      return { family: 'trx', format: 'trx', label: 'a TRX report' }
    }
    const where =
      namespace === ''
        ? 'in no namespace'
        : `in namespace ${quoteValue(namespace)}`
    return {
      notReport: `<${name}> ${where} is not TRX (TRX's is http://microsoft.com/schemas/VisualStudio/TeamTest/2010 or /2006; CppUnit writes <TestRun> too)`
    }
  }
  if (namespace !== '') {
    return {
      notReport: `<${name}> in namespace ${quoteValue(namespace)} is not NUnit or xUnit.net, whose roots have no namespace`
    }
  }
  return undefined
}

/**
 * The format of a root of `kind` (ROOT_VOCABULARY) written with `prefix`
 * ('' for none), or why it is none. F1 goes by the local name and the
 * namespace URI: `<t:TestRun xmlns:t="…/TeamTest/2010">` is TRX.
 */
export function recognise(
  kind: number,
  values: AttributeValues,
  prefix = ''
): Recognition {
  if (kind === R_TESTSUITES || kind === R_TESTSUITE) {
    return { family: 'junit', format: 'junit', label: 'a JUnit report' }
  }
  const name = ROOTS[kind - 1]?.[0]
  if (name === undefined) return undefined
  const namespace = namespaceOf(kind, values)
  const namespaced = recogniseNamespaced(kind, { name, prefix, namespace })
  if (namespaced !== undefined) return namespaced
  switch (kind) {
    case R_NUNIT3_RUN:
      return { family: 'nunit', format: 'nunit3', label: NUNIT_LABEL }
    case R_NUNIT2_RESULTS:
      return { family: 'nunit', format: 'nunit2', label: NUNIT_LABEL }
    case R_NUNIT_SUITE: {
      const nunit3 = values.has(S_FULLNAME) || values.has(S_RUNSTATE)
      return {
        family: 'nunit',
        format: nunit3 ? 'nunit3' : 'nunit2',
        label: NUNIT_LABEL
      }
    }
    case R_XUNIT_ASSEMBLIES:
      return { family: 'xunit', format: 'xunit2', label: 'an xUnit.net report' }
    default:
      return XUNIT_MARKERS.some((index) => values.has(index))
        ? { family: 'xunit', format: 'xunit2', label: 'an xUnit.net report' }
        : {
            notReport:
              '<assembly> without xUnit.net attributes (total, passed, failed, run-date, test-framework) is not an xUnit.net report'
          }
  }
}
