// Deterministic TRX and NUnit 3 inputs for scripts/bench.mjs: the size and
// shape of the huge JUnit report (about 200 MB, 100k tests in 500 classes,
// a tenth failing with a stack trace, large captured output), in the layout
// `dotnet test --logger trx` and the NUnit 3 console write.
import { Writer, logBlock, newCounts, random } from './generate.mjs'

/**
 * @typedef {import('./generate.mjs').Rng} Rng
 * @typedef {{ id: number, cls: string, method: string }} Test
 * @typedef {ReturnType<typeof outcomeOf>} Outcome
 */

const CLASSES = 500
const METHODS = 200
/** @param {string} text */
const escape = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
/** @type {(n: number, width: number) => string} */
const hex = (n, width) => n.toString(16).padStart(width, '0')
/** @param {number} n */
const guid = (n) =>
  `${hex(n, 8)}-0000-4000-8000-${hex(Math.imul(n, 2654435761) >>> 0, 12)}`

/**
 * @param {Rng} rng
 * @param {string} cls
 * @param {string} method
 */
function dotnetTrace(rng, cls, method) {
  const lines = [
    `   at ${cls}.${method}() in /src/Tests/${cls.split('.').at(-1)}.cs:line ${rng.int(10, 400)}`
  ]
  for (let k = 0; k < rng.int(10, 30); k++) {
    lines.push(
      `   at System.RuntimeMethodHandle.InvokeMethod(Object target, Span\`1&amp; arguments) frame ${k}`
    )
  }
  return lines.join('\n')
}

/**
 * The outcome of one test: TRX word, NUnit result and label, and its count.
 * @param {Rng} rng
 * @returns {{ trx: string, nunit: string, count: 'failures' | 'errors' | 'skipped' | undefined }}
 */
function outcomeOf(rng) {
  const roll = rng.next()
  if (roll < 0.07)
    return { trx: 'Failed', nunit: 'result="Failed"', count: 'failures' }
  if (roll < 0.08)
    return { trx: 'Timeout', nunit: 'result="Failed"', count: 'failures' }
  if (roll < 0.1)
    return {
      trx: 'Error',
      nunit: 'result="Failed" label="Error"',
      count: 'errors'
    }
  if (roll < 0.14)
    return {
      trx: 'NotExecuted',
      nunit: 'result="Skipped" label="Ignored"',
      count: 'skipped'
    }
  return { trx: 'Passed', nunit: 'result="Passed"', count: undefined }
}

/**
 * @param {Rng} rng
 * @param {Test} test
 * @param {Outcome} outcome
 */
function trxResult(rng, test, outcome) {
  const { id, cls, method } = test
  let body = ''
  if (outcome.count === 'failures' || outcome.count === 'errors') {
    body = `<ErrorInfo><Message>Assert.Equal() Failure: expected 1, got 2</Message><StackTrace>${dotnetTrace(rng, cls, method)}</StackTrace></ErrorInfo>`
  }
  if (rng.next() < 0.03)
    body = `<StdOut>${escape(logBlock(rng, rng.int(20000, 50000)))}</StdOut>${body}`
  const output = body === '' ? '' : `<Output>${body}</Output>`
  return `    <UnitTestResult executionId="${guid(id + 1e7)}" testId="${guid(id)}" testName="${method}" computerName="runner" duration="00:00:00.${String(rng.int(0, 9999999)).padStart(7, '0')}" startTime="2026-11-22T10:00:00.0000000+00:00" endTime="2026-11-22T10:00:01.0000000+00:00" testType="13cdc9d9-ddb5-4fa4-a97d-d965ccfc6d4b" outcome="${outcome.trx}" testListId="8c84fa94-04c1-424b-9868-57a2d4851a1d" relativeResultsDirectory="${guid(id + 2e7)}">${output}</UnitTestResult>\n`
}

/**
 * @param {Rng} rng
 * @param {(test: Test, outcome: Outcome) => void} visit
 */
function tests(rng, visit) {
  const counts = newCounts()
  counts.suites = CLASSES
  for (let c = 0; c < CLASSES; c++) {
    const cls = `Acme.Billing.Tests.Module${c % 40}.InvoiceTests${c}`
    for (let m = 0; m < METHODS; m++) {
      const outcome = outcomeOf(rng)
      counts.total++
      if (outcome.count) counts[outcome.count]++
      visit(
        { id: c * METHODS + m, cls, method: `Computes_total_${m}` },
        outcome
      )
    }
  }
  return counts
}

/** @param {string} file */
export function generateTrx(file) {
  const rng = random(7)
  const out = new Writer(file)
  out.write(
    `\ufeff<?xml version="1.0" encoding="utf-8"?>\n<TestRun id="${guid(1)}" name="runner 2026-11-22" xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010">\n  <Times creation="2026-11-22T10:00:00.1234567+00:00" queuing="2026-11-22T10:00:00.1234567+00:00" start="2026-11-22T10:00:00.1234567+00:00" finish="2026-11-22T10:30:00.0000000+00:00" />\n  <Results>\n`
  )
  /** @type {string[]} */
  const classes = []
  const counts = tests(rng, (test, outcome) => {
    if (test.id % METHODS === 0) classes.push(test.cls)
    out.write(trxResult(rng, test, outcome))
  })
  out.write('  </Results>\n  <TestDefinitions>\n')
  for (let id = 0; id < counts.total; id++) {
    const cls = classes[Math.floor(id / METHODS)]
    out.write(
      `    <UnitTest name="Computes_total_${id % METHODS}" storage="/src/tests/bin/release/net8.0/acme.billing.tests.dll" id="${guid(id)}"><Execution id="${guid(id + 1e7)}" /><TestMethod codeBase="/src/Tests/bin/Release/net8.0/Acme.Billing.Tests.dll" adapterTypeName="executor://xunit/VsTestRunner2/netcoreapp" className="${cls}" name="Computes_total_${id % METHODS}" /></UnitTest>\n`
    )
  }
  const failed = counts.failures + counts.errors
  out.write(
    `  </TestDefinitions>\n  <ResultSummary outcome="Failed">\n    <Counters total="${counts.total}" executed="${counts.total - counts.skipped}" passed="${counts.total - failed - counts.skipped}" failed="${failed}" error="0" timeout="0" aborted="0" inconclusive="0" passedButRunAborted="0" notRunnable="0" notExecuted="0" disconnected="0" warning="0" completed="0" inProgress="0" pending="0" />\n  </ResultSummary>\n</TestRun>\n`
  )
  return { bytes: out.close(), counts }
}

/** @param {string} file */
export function generateNunit3(file) {
  const rng = random(11)
  const out = new Writer(file)
  out.write(
    `<?xml version="1.0" encoding="utf-8" standalone="no"?>\n<test-run id="0" runstate="Runnable" testcasecount="${CLASSES * METHODS}" result="Failed" label="Error" start-time="2026-11-22 10:00:00Z" end-time="2026-11-22 10:30:00Z" duration="1800.5">\n<test-suite type="Assembly" id="0-1" name="Acme.Billing.Tests.dll" fullname="/src/Tests/bin/Release/net8.0/Acme.Billing.Tests.dll" runstate="Runnable" result="Failed" site="Child" start-time="2026-11-22 10:00:00Z">\n`
  )
  /** @type {string | undefined} */
  let open = undefined
  const counts = tests(rng, (test, outcome) => {
    if (test.cls !== open) {
      if (open !== undefined) out.write('</test-suite>\n')
      open = test.cls
      out.write(
        `<test-suite type="TestFixture" id="0-${test.id + 2}" name="${test.cls.split('.').at(-1)}" fullname="${test.cls}" classname="${test.cls}" runstate="Runnable" testcasecount="${METHODS}" result="Failed" site="Child" start-time="2026-11-22 10:00:01Z" duration="3.6">\n`
      )
    }
    const failing = outcome.count === 'failures' || outcome.count === 'errors'
    let body = failing
      ? `<failure><message><![CDATA[Expected: 1  But was: 2]]></message><stack-trace><![CDATA[${dotnetTrace(rng, test.cls, test.method)}]]></stack-trace></failure>`
      : ''
    if (rng.next() < 0.035)
      body += `<output><![CDATA[${logBlock(rng, rng.int(20000, 60000))}]]></output>`
    const tag = `<test-case id="0-${test.id + 1000000}" name="${test.method}" fullname="${test.cls}.${test.method}" methodname="${test.method}" classname="${test.cls}" runstate="Runnable" seed="${rng.int(0, 2e9)}" ${outcome.nunit} start-time="2026-11-22 10:00:01Z" end-time="2026-11-22 10:00:02Z" duration="0.${String(rng.int(0, 999999)).padStart(6, '0')}" asserts="1"`
    out.write(body === '' ? `${tag} />\n` : `${tag}>${body}</test-case>\n`)
  })
  out.write('</test-suite>\n</test-suite>\n</test-run>\n')
  return { bytes: out.close(), counts }
}
