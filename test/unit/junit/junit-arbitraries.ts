/**
 * fast-check arbitraries for JUnit reports: well-formed documents with the
 * shapes producers write (wrappers, nested suites, results, output, CDATA,
 * comments, namespace prefixes), and byte-level mutations of them.
 */
import fc from 'fast-check'

const escape = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

/** XML 1.0 characters only (no C0 controls but tab, LF, CR; no surrogates). */
const xmlText = fc
  .string({
    unit: fc.constantFrom(
      'a',
      'Z',
      ' ',
      '\n',
      'é',
      '😀',
      '&',
      '<',
      '"',
      ']]',
      '1',
      '.'
    ),
    maxLength: 12
  })
  .map(escape)

const attribute = fc
  .tuple(
    fc.constantFrom(
      'name',
      'classname',
      'time',
      'message',
      'type',
      'status',
      'tests',
      'failures',
      'errors',
      'skipped',
      'timestamp',
      'x'
    ),
    fc.oneof(
      xmlText,
      fc.constantFrom(
        '0',
        '1',
        '3',
        '-1',
        '1.5s',
        'skipped',
        'disabled',
        '2024-05-01T10:00:00Z'
      )
    )
  )
  .map(([name, value]) => ` ${name}="${value}"`)

const attributes = fc
  .uniqueArray(attribute, {
    maxLength: 4,
    selector: (a) => a.slice(0, a.indexOf('='))
  })
  .map((list) => list.join(''))

const prefix = fc.constantFrom('', '', '', 'j:')

function element(name: string, body: fc.Arbitrary<string>) {
  return fc
    .tuple(prefix, attributes, body)
    .map(([p, attrs, inner]) =>
      inner === ''
        ? `<${p}${name}${attrs}/>`
        : `<${p}${name}${attrs}>${inner}</${p}${name}>`
    )
}

const filler = fc.oneof(
  xmlText,
  xmlText.map((t) => `<![CDATA[${t.replace(/]]>/g, '')}]]>`),
  xmlText.map((t) => `<!--${t.replace(/-/g, '')}-->`),
  fc.constant('<?pi data?>')
)

const output = fc.constantFrom('system-out', 'system-err')
const result = fc.constantFrom(
  'failure',
  'error',
  'skipped',
  'flakyFailure',
  'flakyError',
  'rerunFailure',
  'rerunError',
  'properties'
)

const child = fc.oneof(
  {
    weight: 3,
    arbitrary: result.chain((name) =>
      element(name, fc.oneof(fc.constant(''), filler))
    )
  },
  { weight: 1, arbitrary: output.chain((name) => element(name, filler)) },
  { weight: 1, arbitrary: filler }
)

const testcase = element(
  'testcase',
  fc.array(child, { maxLength: 3 }).map((parts) => parts.join(''))
)

const { suite } = fc.letrec<{ suite: string; item: string }>((tie) => ({
  item: fc.oneof(
    { weight: 5, arbitrary: testcase },
    { weight: 1, arbitrary: tie('suite') },
    { weight: 1, arbitrary: child },
    { weight: 1, arbitrary: filler }
  ),
  suite: element(
    'testsuite',
    fc
      .array(tie('item'), { maxLength: 5, depthIdentifier: 'suite' })
      .map((items) => items.join(''))
  )
}))

/** A well-formed JUnit document (one root, so saxes accepts it too). */
export const junitDocument: fc.Arbitrary<string> = fc
  .tuple(
    fc.boolean(),
    fc.boolean(),
    fc.array(suite, { minLength: 1, maxLength: 3 })
  )
  .map(([declaration, wrapped, suites]) => {
    const head = declaration ? '<?xml version="1.0" encoding="UTF-8"?>\n' : ''
    const body =
      wrapped || suites.length > 1
        ? `<testsuites>${suites.join('\n')}</testsuites>`
        : (suites[0] ?? '')
    return `${head}${body}\n`
  })

type Mutation =
  | { kind: 'flip'; at: number; value: number }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'insert'; at: number; bytes: Uint8Array }
  | { kind: 'duplicate'; at: number; length: number }
  | { kind: 'truncate'; at: number }

const position = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true })
const interesting = fc.constantFrom(
  ...Buffer.from('<>&;#"\'/=![]-?x \n\0\u00ff')
)

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('flip'),
    at: position,
    value: fc.oneof(interesting, fc.integer({ min: 0, max: 255 }))
  }),
  fc.record({
    kind: fc.constant('delete'),
    at: position,
    length: fc.integer({ min: 1, max: 40 })
  }),
  fc.record({
    kind: fc.constant('insert'),
    at: position,
    bytes: fc.uint8Array({ minLength: 1, maxLength: 16 })
  }),
  fc.record({
    kind: fc.constant('duplicate'),
    at: position,
    length: fc.integer({ min: 1, max: 80 })
  }),
  fc.record({ kind: fc.constant('truncate'), at: position })
)

function apply(bytes: Buffer, m: Mutation): Buffer {
  const at = Math.floor(m.at * (bytes.length + 1))
  switch (m.kind) {
    case 'flip': {
      const copy = Buffer.from(bytes)
      if (at < copy.length) copy[at] = m.value
      return copy
    }
    case 'delete':
      return Buffer.concat([
        bytes.subarray(0, at),
        bytes.subarray(at + m.length)
      ])
    case 'insert':
      return Buffer.concat([bytes.subarray(0, at), m.bytes, bytes.subarray(at)])
    case 'duplicate':
      return Buffer.concat([
        bytes.subarray(0, at + m.length),
        bytes.subarray(at)
      ])
    case 'truncate':
      return bytes.subarray(0, at)
  }
}

/** A well-formed report with one to four byte-level mutations. */
export const mutatedDocument: fc.Arbitrary<Buffer> = fc
  .tuple(junitDocument, fc.array(mutation, { minLength: 1, maxLength: 4 }))
  .map(([text, mutations]) => mutations.reduce(apply, Buffer.from(text)))

/** Markup that is well-formed on its own, some of it failing tests. */
const snippet = fc.constantFrom(
  '<failure/>',
  '<error message="e"/>',
  '<skipped/>',
  '<testcase name="n"><failure message="m"/></testcase>',
  '<testcase name="n"><error/><skipped/></testcase>',
  '<testcase name="n"/>',
  '<testsuite name="inner"><testcase><failure/></testcase></testsuite>',
  '<testsuite tests="2" failures="1"/>',
  '<j:testcase xmlns:j="urn:j"><j:failure/></j:testcase>',
  '<x><testcase><failure/></testcase></x>',
  '<system-out>&lt;failure/&gt;</system-out>',
  '<![CDATA[<failure/>]]>',
  '<!-- <testcase><failure/></testcase> -->',
  '<?pi <failure/>?>',
  'text &amp; &#60;failure/&#62;'
)

/**
 * A well-formed report with snippets inserted just after the end of some
 * markup (every `>` the generator writes ends markup): most results stay
 * well-formed, so the two parsers can be compared.
 */
export const editedDocument: fc.Arbitrary<string> = fc
  .tuple(
    junitDocument,
    fc.array(fc.tuple(position, snippet), { minLength: 1, maxLength: 3 })
  )
  .map(([text, edits]) =>
    edits.reduce((doc, [at, insert]) => {
      const ends = [...doc.matchAll(/>/g)].map((m) => m.index + 1)
      const end = ends[Math.floor(at * ends.length)] ?? doc.length
      return `${doc.slice(0, end)}${insert}${doc.slice(end)}`
    }, text)
  )
