// Deterministic JUnit inputs for scripts/bench.mjs, the same kinds as
// docs/performance.md. Each generator streams its output (bounded memory, so the
// 2 GB report can be written too) and returns the counts the parser must find.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs'
import path from 'node:path'

/**
 * @typedef {ReturnType<typeof random>} Rng
 * @typedef {ReturnType<typeof newCounts>} Counts
 * @typedef {{ failure: number, error: number, skipped: number, frames: [number, number], out: number, outBytes: [number, number] }} Rates
 */

/** @param {number} seed */
export function random(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  /** @type {(low: number, high: number) => number} */
  const int = (low, high) => low + Math.floor(next() * (high - low + 1))
  /** @type {(items: string[]) => string} */
  const pick = (items) =>
    /** @type {string} */ (items[int(0, items.length - 1)])
  return { next, int, pick }
}

export class Writer {
  /** @param {string} file */
  constructor(file) {
    this.fd = openSync(file, 'w')
    /** @type {string[]} */
    this.parts = []
    this.size = 0
    this.bytes = 0
  }
  /** @param {string} text */
  write(text) {
    this.parts.push(text)
    this.size += text.length
    if (this.size >= 1 << 20) this.flush()
  }
  flush() {
    if (this.parts.length === 0) return
    this.bytes += writeSync(this.fd, this.parts.join(''))
    this.parts = []
    this.size = 0
  }
  close() {
    this.flush()
    closeSync(this.fd)
    return this.bytes
  }
}

export const newCounts = () => ({
  suites: 0,
  total: 0,
  failures: 0,
  errors: 0,
  skipped: 0
})

// Log lines hold markup that a byte counter or a careless scanner would take
// for elements; `]]>` is split the way producers escape it in CDATA.
const LOG_LINES = [
  '12:00:01.123 INFO  [main] o.e.App - started <testsuite name="fake" tests="9">',
  '12:00:01.456 DEBUG [pool-1] parsing <testcase name="not-a-case"/> from fixture',
  '12:00:02.001 WARN  [main] <!-- a comment inside a log --> ignored',
  '12:00:02.777 TRACE <?xml version="1.0"?><failure message="inside cdata"/>',
  '12:00:03.010 INFO  payload: a]]]]><![CDATA[>b end of section',
  '12:00:03.500 INFO  Grüße aus Köln – 東京 – ñandú – 😀',
  '12:00:04.250 ERROR [worker-3] request failed: status=503 body={"ok":false}',
  '12:00:05.000 INFO  '.padEnd(110, '=')
]

/**
 * @param {Rng} rng
 * @param {number} bytes
 */
export function logBlock(rng, bytes) {
  const lines = []
  for (let size = 0; size < bytes;) {
    const line = `${rng.pick(LOG_LINES)} #${rng.int(0, 99999)}`
    lines.push(line)
    size += line.length + 1
  }
  return lines.join('\n')
}

/**
 * @param {Rng} rng
 * @param {number} frames
 */
function stackTrace(rng, frames) {
  const lines = [
    'java.lang.AssertionError: expected:&lt;1&gt; but was:&lt;2&gt;'
  ]
  for (let i = 0; i < frames; i++) {
    const cls = `com.example.module${rng.int(1, 40)}.Service${rng.int(1, 300)}`
    lines.push(
      `\tat ${cls}.method${rng.int(1, 50)}(Service.java:${rng.int(10, 900)})`
    )
  }
  return lines.join('\n')
}

/**
 * A testcase; bumps `counts` with its status. Rates are per testcase.
 * @param {{ rng: Rng, counts: Counts }} draw
 * @param {Rates} rates
 * @param {string} name
 */
function testcase({ rng, counts }, rates, name) {
  const roll = rng.next()
  const time = (rng.int(0, 5000) / 1000).toFixed(3)
  let body = ''
  counts.total++
  if (roll < rates.failure) {
    counts.failures++
    body = `<failure message="expected:&lt;1&gt; but was:&lt;2&gt;" type="java.lang.AssertionError">${stackTrace(rng, rng.int(...rates.frames))}</failure>`
  } else if (roll < rates.failure + rates.error) {
    counts.errors++
    body = `<error message="boom" type="java.lang.IllegalStateException">${stackTrace(rng, rng.int(...rates.frames))}</error>`
  } else if (roll < rates.failure + rates.error + rates.skipped) {
    counts.skipped++
    body = '<skipped message="not on this platform"/>'
  }
  if (rng.next() < rates.out) {
    body += `\n<system-out><![CDATA[${logBlock(rng, rng.int(...rates.outBytes))}]]></system-out>`
  }
  const head = `<testcase name="${name}" classname="com.example.Cls${rng.int(1, 999)}" time="${time}"`
  return body === '' ? `${head}/>\n` : `${head}>${body}</testcase>\n`
}

/** @type {Rates} */
const HUGE_RATES = {
  failure: 0.08,
  error: 0.02,
  skipped: 0.03,
  frames: [25, 70],
  out: 0.15,
  outBytes: [2000, 10000]
}

/**
 * One <testsuites> of `suites` x 200 cases with large CDATA logs.
 * @param {string} file
 */
export function generateHuge(file, suites = 500, seed = 1) {
  const rng = random(seed)
  const out = new Writer(file)
  const counts = newCounts()
  out.write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="huge">\n'
  )
  for (let s = 0; s < suites; s++) {
    const suite = newCounts()
    const cases = []
    for (let c = 0; c < 200; c++)
      cases.push(
        testcase({ rng, counts: suite }, HUGE_RATES, `test ${c} &amp; more`)
      )
    const name = `Suite ${s} &amp; &lt;b&gt; &quot;q&quot; &apos;a&apos;`
    out.write(
      `<testsuite name="${name}" tests="${suite.total}" failures="${suite.failures}" errors="${suite.errors}" skipped="${suite.skipped}" time="12.5" timestamp="2026-11-22T10:00:00Z">\n`
    )
    for (const text of cases) out.write(text)
    out.write(
      `<system-out><![CDATA[${logBlock(rng, rng.int(35000, 110000))}]]></system-out>\n`
    )
    out.write(
      `<system-err><![CDATA[${logBlock(rng, rng.int(35000, 110000))}]]></system-err>\n`
    )
    out.write('</testsuite>\n')
    addCounts(counts, suite)
  }
  out.write('</testsuites>\n')
  return { bytes: out.close(), counts }
}

/**
 * @param {Counts} into
 * @param {Counts} suite
 */
function addCounts(into, suite) {
  into.suites++
  into.total += suite.total
  into.failures += suite.failures
  into.errors += suite.errors
  into.skipped += suite.skipped
}

/** @type {Rates} */
const FILE_RATES = {
  failure: 0.04,
  error: 0.01,
  skipped: 0.04,
  frames: [15, 40],
  out: 0.12,
  outBytes: [1500, 15000]
}

/**
 * @param {Rng} rng
 * @param {string} name
 * @param {Counts} suite
 */
function surefireHead(rng, name, suite) {
  const props = [
    `<property name="java.class.path" value="${'/home/runner/.m2/repository/org/example/lib/1.0/lib-1.0.jar:'.repeat(70)}"/>`
  ]
  for (let i = 0; i < 59; i++)
    props.push(`<property name="prop.${i}" value="value-${rng.int(0, 1e6)}"/>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report-3.0.xsd" version="3.0" name="${name}" time="3.2" tests="${suite.total}" errors="${suite.errors}" skipped="${suite.skipped}" failures="${suite.failures}">\n<properties>\n${props.join('\n')}\n</properties>\n`
}

/**
 * `files` reports of 40-60 cases, half Surefire-style, half Gradle-style.
 * @param {string} dir
 */
export function generateFileSet(dir, files = 2000, seed = 2) {
  const rng = random(seed)
  const counts = newCounts()
  let bytes = 0
  for (let f = 0; f < files; f++) {
    const sub = path.join(dir, `module-${f % 20}`, 'test-results')
    mkdirSync(sub, { recursive: true })
    const name = `com.example.m${f % 20}.Test${f}`
    const suite = newCounts()
    const cases = []
    const n = rng.int(40, 60)
    for (let c = 0; c < n; c++)
      cases.push(testcase({ rng, counts: suite }, FILE_RATES, `case${c}`))
    const out = new Writer(path.join(sub, `TEST-${name}.xml`))
    if (f % 2 === 0) {
      out.write(surefireHead(rng, name, suite))
      for (const text of cases) out.write(text)
    } else {
      out.write(
        `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="${name}" tests="${suite.total}" skipped="${suite.skipped}" failures="${suite.failures}" errors="${suite.errors}" timestamp="2026-11-22T10:00:00" hostname="runner" time="2.1">\n<properties/>\n`
      )
      for (const text of cases) out.write(text)
      out.write(
        `<system-out><![CDATA[${logBlock(rng, rng.int(500, 4000))}]]></system-out>\n<system-err><![CDATA[]]></system-err>\n`
      )
    }
    out.write('</testsuite>\n')
    bytes += out.close()
    addCounts(counts, suite)
  }
  return { bytes, counts }
}

/** @type {Rates} */
const NESTED_RATES = {
  failure: 0.05,
  error: 0.01,
  skipped: 0.03,
  frames: [3, 8],
  out: 0.15,
  outBytes: [500, 3000]
}

/**
 * A suite `label` at `depth`, its cases and its children, into `tree.out`.
 * @param {{ rng: Rng, out: Writer, counts: Counts }} tree
 * @param {number} depth
 * @param {string} label
 */
function nestedSuite(tree, depth, label) {
  tree.out.write(
    `<testsuite\n  name='${label} caf&#233; &#x1F600;'\n  time="1.0">\n`
  )
  for (let c = 0; c < 8; c++)
    tree.out.write(testcase(tree, NESTED_RATES, `n${c}`))
  if (depth < 6) {
    for (let k = 0; k < 4; k++) nestedSuite(tree, depth + 1, `${label}.${k}`)
  }
  tree.out.write('</testsuite>\n')
}

/**
 * A tree of <testsuite> 6 levels deep, fan-out 4 (5,460 suites).
 * @param {string} file
 */
export function generateNested(file, seed = 3) {
  const rng = random(seed)
  const out = new Writer(file)
  const counts = newCounts()
  out.write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="junit.xsl"?>\n<!DOCTYPE testsuites>\n<testsuites>\n'
  )
  for (let k = 0; k < 4; k++) {
    const top = newCounts()
    nestedSuite({ rng, out, counts: top }, 1, `root${k}`)
    addCounts(counts, top)
  }
  out.write('</testsuites>\n')
  return { bytes: out.close(), counts }
}

/**
 * A chain of `depth` nested suites, one case each; the innermost fails.
 * @param {string} file
 */
export function generateDeep(file, depth = 10000) {
  const out = new Writer(file)
  out.write('<?xml version="1.0"?>\n')
  for (let i = 0; i < depth; i++) {
    out.write(
      `<testsuite name="level${i}"><testcase name="c${i}" time="0.001"/>`
    )
  }
  out.write('<testcase name="innermost"><failure message="deep"/></testcase>')
  for (let i = 0; i < depth; i++) out.write('</testsuite>')
  out.write('\n')
  const counts = {
    suites: 1,
    total: depth + 1,
    failures: 1,
    errors: 0,
    skipped: 0
  }
  return { bytes: out.close(), counts }
}

/**
 * A chain of `depth` nested suites around one failing case, the hostile
 * shape of the nesting-depth figures: `deep`, 1 test, 1 failure.
 * @param {string} file
 * @param {number} depth
 */
export function generateChain(file, depth) {
  const out = new Writer(file)
  out.write('<testsuites><testsuite name="deep">')
  for (let i = 0; i < depth; i++) out.write('<testsuite>')
  out.write('<testcase name="t"><failure/></testcase>')
  for (let i = 0; i < depth; i++) out.write('</testsuite>')
  out.write('</testsuite></testsuites>\n')
  return { bytes: out.close() }
}
