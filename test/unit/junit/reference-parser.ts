/**
 * A deliberately simple second implementation of docs/counting.md, on top
 * of saxes (a conformant XML parser) and a small tree: the differential
 * tests compare the streaming parser with it. Slow and recursive on purpose;
 * only for test inputs.
 */
import { SaxesParser } from 'saxes'
import type { FailedCase, SuiteReport } from '../../../src/junit/index.js'
import {
  describeFailure,
  parseCount,
  parseDuration,
  parseTimestamp
} from '../../../src/junit/rules/index.js'

interface Element {
  name: string
  attributes: Record<string, string>
  children: (Element | string)[]
}

export interface ReferenceDocument {
  roots: string[]
  junit: boolean
  suites: SuiteReport[]
}

const local = (name: string): string => name.slice(name.lastIndexOf(':') + 1)
const elements = (el: Element): Element[] =>
  el.children.filter((c): c is Element => typeof c !== 'string')
const textOf = (el: Element): string =>
  el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('')

const PROLOG =
  /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>)*/
const WRAPPER = 'reference-wrapper'

/**
 * Parses one document into trees. saxes allows one root, docs/counting.md
 * several:
 * like the Kosli CLI, the roots are wrapped in a synthetic element,
 * and text beside them is refused here.
 */
function parseTrees(xml: string): Element[] {
  const prolog = PROLOG.exec(xml)?.[0] ?? ''
  const parser = new SaxesParser({ xmlns: false })
  const stack: Element[] = []
  parser.on('doctype', (doctype) => {
    const declarations = doctype.replace(/<!--[\s\S]*?-->|"[^"]*"|'[^']*'/g, '')
    if (/<!ENTITY|%/.test(declarations)) {
      throw new Error('DTD entity declarations are refused')
    }
  })
  parser.on('opentag', (tag) => {
    const el: Element = {
      name: local(tag.name),
      attributes: { ...tag.attributes },
      children: []
    }
    stack.at(-1)?.children.push(el)
    stack.push(el)
  })
  parser.on('closetag', () => {
    if (stack.length > 1) stack.pop()
  })
  parser.on('text', (t) => {
    if (stack.length === 1 && t.trim() !== '')
      throw new Error('text outside the root')
    stack.at(-1)?.children.push(t)
  })
  parser.on('cdata', (t) => {
    if (stack.length === 1) throw new Error('CDATA outside the root')
    stack.at(-1)?.children.push(t)
  })
  parser
    .write(`${prolog}<${WRAPPER}>${xml.slice(prolog.length)}</${WRAPPER}>`)
    .close()
  const roots = stack[0] ? elements(stack[0]) : []
  if (roots.length === 0) throw new Error('no root element')
  return roots
}

interface Counts {
  total: number
  failures: number
  errors: number
  skipped: number
}

interface Outcome {
  counts: Counts
  micros: number
  timed: boolean
  flaky: number
}

const SKIP_STATUS = ['disabled', 'skipped', 'notrun', 'ignored', 'pending']
const SKIP_RESULT = ['skipped', 'suppressed']
const norm = (v: string | undefined): string => (v ?? '').trim().toLowerCase()

class Reference {
  suites: SuiteReport[] = []
  private failed: FailedCase[] = []
  private omitted = 0
  private name = ''
  /** The open suites, outermost first. */
  private open: Element[] = []

  /** The innermost open suite's file and line, where one names a file. */
  private suiteLocation(): Pick<FailedCase, 'suiteFile' | 'suiteLine'> {
    const suite = this.open.findLast(
      (s) => (s.attributes.file ?? '').trim() !== ''
    )
    if (suite === undefined) return {}
    const { file = '', line } = suite.attributes
    const number = line === undefined ? NaN : Number(line.trim())
    return Number.isSafeInteger(number) && number > 0
      ? { suiteFile: file, suiteLine: number }
      : { suiteFile: file }
  }

  constructor(private readonly fileName: string) {}

  private fallback(name: string | undefined): string {
    if (name !== undefined && name.trim() !== '') return name
    return (this.fileName.split(/[\\/]/).at(-1) ?? '').replace(/\.xml$/i, '')
  }

  private addFailed(failed: FailedCase): void {
    if (this.failed.length < 100) this.failed.push(failed)
    else this.omitted++
  }

  private testcase(tc: Element, outcome: Outcome): void {
    const children = elements(tc)
    const first = (n: string): Element | undefined =>
      children.find((c) => c.name === n)
    const decisive =
      first('error') ??
      first('failure') ??
      first('rerunError') ??
      first('rerunFailure')
    const a = tc.attributes
    outcome.counts.total++
    if (a.time !== undefined && a.time.trim() !== '') {
      outcome.timed = true
      const d = parseDuration(a.time)
      if ('micros' in d) outcome.micros += d.micros
    }
    if (decisive) {
      const errored =
        decisive.name === 'error' || decisive.name === 'rerunError'
      if (errored) outcome.counts.errors++
      else outcome.counts.failures++
      const failed: FailedCase = {
        suite: this.name,
        name: a.name ?? '',
        kind: errored ? 'error' : 'failure',
        ...describeFailure(decisive.attributes.message, textOf(decisive))
      }
      if (a.classname) failed.classname = a.classname
      if (a.file) failed.file = a.file
      const line = a.line === undefined ? NaN : Number(a.line.trim())
      if (Number.isSafeInteger(line) && line > 0) failed.line = line
      this.addFailed({ ...failed, ...this.suiteLocation() })
      return
    }
    const skipped =
      children.some((c) => c.name === 'skipped' || c.name === 'disabled') ||
      SKIP_STATUS.includes(norm(a.status)) ||
      SKIP_RESULT.includes(norm(a.result)) ||
      norm(a.skipped) === 'true'
    if (skipped) outcome.counts.skipped++
    else if (
      children.some((c) => c.name === 'flakyFailure' || c.name === 'flakyError')
    ) {
      outcome.flaky++
    }
  }

  /** A suite's outcome: its cases, nested suites, suite errors, or header. */
  private suite(el: Element): Outcome {
    const outcome: Outcome = {
      counts: { total: 0, failures: 0, errors: 0, skipped: 0 },
      micros: 0,
      timed: false,
      flaky: 0
    }
    let suiteErrors = 0
    const visit = (node: Element, parentIsSuite: boolean): void => {
      for (const child of elements(node)) {
        if (child.name === 'testsuite') {
          const inner = this.suite(child)
          for (const k of ['total', 'failures', 'errors', 'skipped'] as const) {
            outcome.counts[k] += inner.counts[k]
          }
          outcome.micros += inner.micros
          outcome.timed ||= inner.timed
          outcome.flaky += inner.flaky
        } else if (parentIsSuite && child.name === 'testcase') {
          this.testcase(child, outcome)
        } else if (
          parentIsSuite &&
          (child.name === 'error' || child.name === 'failure')
        ) {
          suiteErrors++
          this.addFailed({
            suite: this.name,
            name: '(suite)',
            kind: 'error',
            ...describeFailure(child.attributes.message, textOf(child)),
            ...this.suiteLocation()
          })
        } else {
          visit(child, false)
        }
      }
    }
    this.open.push(el)
    visit(el, true)
    this.open.pop()
    const a = el.attributes
    const count = (k: string): number | undefined =>
      a[k] === undefined ? undefined : (parseCount(a[k]) ?? 0)
    const stated = [
      'tests',
      'failures',
      'errors',
      'skipped',
      'skips',
      'disabled'
    ].some((k) => a[k] !== undefined)
    const c = outcome.counts
    if (c.total === 0 && stated) {
      c.failures = count('failures') ?? 0
      c.skipped =
        (count('skipped') ?? count('skips') ?? 0) + (count('disabled') ?? 0)
      c.errors = Math.max(count('errors') ?? 0, suiteErrors)
      c.total = Math.max(count('tests') ?? 0, suiteErrors)
    } else {
      c.total += suiteErrors
      c.errors += suiteErrors
    }
    // No timed case below: own time when present, else the nested sum.
    if (!outcome.timed && a.time !== undefined && a.time.trim() !== '') {
      const d = parseDuration(a.time)
      outcome.micros = 'micros' in d ? d.micros : 0
    }
    return outcome
  }

  private emit(
    el: Element,
    outcome: Outcome,
    inherited: string | undefined
  ): void {
    const own = el.attributes.timestamp ?? inherited
    const result: SuiteReport['result'] = {
      name: this.name,
      failures: outcome.counts.failures,
      errors: outcome.counts.errors,
      skipped: outcome.counts.skipped,
      total: outcome.counts.total,
      duration: outcome.micros / 1e6
    }
    if (own !== undefined) {
      const t = parseTimestamp(own)
      if ('seconds' in t) result.timestamp = t.seconds
    }
    this.suites.push({
      result,
      flaky: outcome.flaky,
      failedCases: this.failed,
      failedCasesOmitted: this.omitted
    })
    this.failed = []
    this.omitted = 0
  }

  private begin(el: Element): void {
    this.name = this.fallback(el.attributes.name)
  }

  /** Walks outside suites; returns whether a suite (or entry) was found. */
  walk(el: Element, timestamp: string | undefined): boolean {
    if (el.name === 'testsuite') {
      this.begin(el)
      this.emit(el, this.suite(el), timestamp)
      return true
    }
    const inherited =
      el.name === 'testsuites'
        ? (el.attributes.timestamp ?? timestamp)
        : timestamp
    let found = false
    for (const child of elements(el))
      found = this.walk(child, inherited) || found
    const counted = [
      'tests',
      'failures',
      'errors',
      'skipped',
      'skips',
      'disabled'
    ]
    if (
      el.name === 'testsuites' &&
      !found &&
      counted.some((k) => el.attributes[k] !== undefined)
    ) {
      this.begin(el)
      this.emit(el, this.suite({ ...el, children: [] }), timestamp)
      return true
    }
    return found
  }
}

/** Same contract as createSuiteParser, on a whole string. */
export function referenceParse(
  xml: string,
  fileName: string
): ReferenceDocument {
  const documents = xml
    .split(/(?=^<\?xml[ \t])/m)
    .filter((d) => d.trim() !== '')
  if (documents.length === 0) throw new Error('empty')
  const trees = documents.flatMap((doc) => parseTrees(doc))
  const reference = new Reference(fileName)
  const roots = trees.map((t) => t.name)
  const junit = roots.some((r) => r === 'testsuites' || r === 'testsuite')
  for (const tree of trees) {
    if (tree.name === 'testsuites' || tree.name === 'testsuite')
      reference.walk(tree, undefined)
  }
  return { roots, junit, suites: reference.suites }
}
