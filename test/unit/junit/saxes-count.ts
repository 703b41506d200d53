/**
 * What a conformant XML parser (saxes) sees as failed or errored tests: the
 * <testcase> elements with a <failure> or <error> child, counted only where
 * docs/counting.md guarantees they count (a direct child of a <testsuite>, under
 * nothing but <testsuite>/<testsuites> up to the root). Undefined when
 * saxes does not accept the document, or the document declares entities
 * (which the streaming parser refuses on purpose).
 */
import { SaxesParser } from 'saxes'

const local = (name: string): string => name.slice(name.lastIndexOf(':') + 1)
const SUITES = new Set(['testsuite', 'testsuites'])

interface Frame {
  name: string
  /** Every ancestor up to the root is a suite or a wrapper. */
  inJunit: boolean
  failed: boolean
}

export function saxesFailedCases(xml: string): number | undefined {
  const parser = new SaxesParser({ xmlns: false })
  const stack: Frame[] = []
  let failedCases = 0
  let wellFormed = true
  parser.on('error', (error) => {
    // Several roots are accepted (docs/counting.md); any other error
    // disqualifies.
    if (!error.message.includes('only one root')) wellFormed = false
  })
  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/.test(doctype)) wellFormed = false
  })
  parser.on('opentag', (tag) => {
    const name = local(tag.name)
    const parent = stack.at(-1)
    const parentInJunit = parent === undefined || parent.inJunit
    const parentIsSuite = parent !== undefined && parent.name === 'testsuite'
    if (
      parent?.name === 'testcase' &&
      (name === 'failure' || name === 'error')
    ) {
      parent.failed = true
    }
    stack.push({
      name,
      inJunit:
        parentInJunit &&
        (SUITES.has(name) || (name === 'testcase' && parentIsSuite)),
      failed: false
    })
  })
  parser.on('closetag', () => {
    const frame = stack.pop()
    if (frame?.name === 'testcase' && frame.inJunit && frame.failed) {
      failedCases += 1
    }
  })
  try {
    parser.write(xml).close()
  } catch {
    return undefined
  }
  return wellFormed ? failedCases : undefined
}
