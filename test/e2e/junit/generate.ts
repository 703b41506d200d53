/**
 * Hostile JUnit reports, generated at test time (nothing large is kept in
 * the repository). Big inputs are written in chunks, so the test process
 * never holds them whole.
 */
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs'

const MIB = 1024 * 1024

/** head, then `chunk` `times` times, then tail. */
export function writeRepeated(
  file: string,
  parts: { head: string; chunk: string; times: number; tail: string }
): void {
  const fd = openSync(file, 'w')
  try {
    writeSync(fd, parts.head)
    // Batch small chunks so that a million of them is a few dozen writes.
    const batch = Math.max(1, Math.floor(MIB / Math.max(1, parts.chunk.length)))
    const block = parts.chunk.repeat(batch)
    let left = parts.times
    for (; left >= batch; left -= batch) writeSync(fd, block)
    if (left > 0) writeSync(fd, parts.chunk.repeat(left))
    writeSync(fd, parts.tail)
  } finally {
    closeSync(fd)
  }
}

const FAILING_CASE = '<testcase name="t"><failure message="boom"/></testcase>'

/** The classic: 10 levels of 10 references, 10^9 copies of "lol". */
export function billionLaughs(file: string): void {
  const levels = ['<!ENTITY lol0 "lol">']
  for (let i = 1; i <= 9; i++) {
    const refs = `&lol${i - 1};`.repeat(10)
    levels.push(`<!ENTITY lol${i} "${refs}">`)
  }
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE testsuite [\n ${levels.join('\n ')}\n]>\n<testsuite name="&lol9;">${FAILING_CASE}</testsuite>\n`
  )
}

/** One 1 MiB entity referenced `refs` times: 100 GiB once expanded. */
export function largeEntity(file: string, refs: number): void {
  writeRepeated(file, {
    head: `<?xml version="1.0"?>\n<!DOCTYPE testsuite [\n <!ENTITY big "${'x'.repeat(MIB)}">\n]>\n<testsuite name="s"><testcase name="t"><system-out>`,
    chunk: '&big;',
    times: refs,
    tail: '</system-out></testcase></testsuite>\n'
  })
}

/** A general external entity (`file:` or `http:`), used in content. */
export function externalEntity(file: string, uri: string): void {
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE testsuite [\n <!ENTITY ext SYSTEM "${uri}">\n]>\n<testsuite name="s">${FAILING_CASE}<system-out>&ext;</system-out></testsuite>\n`
  )
}

/** An external parameter entity, expanded inside the DTD itself. */
export function externalParameterEntity(file: string, uri: string): void {
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE testsuite [\n <!ENTITY % remote SYSTEM "${uri}">\n %remote;\n]>\n<testsuite name="s">${FAILING_CASE}</testsuite>\n`
  )
}

/**
 * No entity declared, but an external DTD, an XInclude and a stylesheet
 * that a processing parser would fetch: accepted, and nothing fetched.
 */
export function externalReferences(file: string, base: string): void {
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      `<?xml-stylesheet type="text/xsl" href="${base}/style.xsl"?>`,
      `<!DOCTYPE testsuite PUBLIC "-//Hostile//DTD JUnit//EN" "${base}/junit.dtd">`,
      '<testsuite name="refs" xmlns:xi="http://www.w3.org/2001/XInclude">',
      `  <xi:include href="${base}/more-cases.xml"/>`,
      `  ${FAILING_CASE}`,
      '  <testcase name="ok"/>',
      '</testsuite>',
      ''
    ].join('\n')
  )
}

/**
 * `count` numeric character references in a failure message and as many
 * (astral, hexadecimal) in a skipped <system-out>.
 */
export function characterReferenceFlood(file: string, count: number): void {
  writeRepeated(file, {
    head: '<testsuite name="refs"><testcase name="t"><failure message="',
    chunk: '&#65;',
    times: count,
    tail: `"/><system-out>${'&#x1F600;'.repeat(count)}</system-out></testcase><testcase name="ok"/></testsuite>\n`
  })
}

/** `depth` nested <testsuite> elements with one failing case at the bottom. */
export function deepNesting(file: string, depth: number): void {
  writeFileSync(
    file,
    `<testsuites><testsuite name="deep">${'<testsuite>'.repeat(depth)}${FAILING_CASE}${'</testsuite>'.repeat(depth)}</testsuite></testsuites>\n`
  )
}

/** `depth` nested unknown elements inside a failing test case. */
export function deepUnknownNesting(file: string, depth: number): void {
  writeFileSync(
    file,
    `<testsuite name="deep"><testcase name="t"><failure/>${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}</testcase></testsuite>\n`
  )
}

export type BigAttributeAt =
  'suite name' | 'failed case name' | 'failure message' | 'unread attribute'

/** One attribute of `mib` MiB, in the place named. */
export function bigAttribute(
  file: string,
  at: BigAttributeAt,
  mib: number
): void {
  const places: Record<BigAttributeAt, [head: string, tail: string]> = {
    'suite name': ['<testsuite name="', `">${FAILING_CASE}</testsuite>`],
    'failed case name': [
      '<testsuite name="s"><testcase name="',
      '"><failure/></testcase></testsuite>'
    ],
    'failure message': [
      '<testsuite name="s"><testcase name="t"><failure message="',
      '"/></testcase></testsuite>'
    ],
    'unread attribute': [
      '<testsuite name="s"><testcase name="t" x-payload="',
      '"><failure/></testcase></testsuite>'
    ]
  }
  const [head, tail] = places[at]
  writeRepeated(file, {
    head,
    chunk: 'A'.repeat(MIB),
    times: mib,
    tail: `${tail}\n`
  })
}

/** `count` distinct attributes on one failing test case. */
export function manyAttributes(
  file: string,
  count: number,
  options: { duplicateLast?: boolean } = {}
): void {
  const fd = openSync(file, 'w')
  try {
    writeSync(fd, '<testsuite name="s"><testcase name="t"')
    let batch = ''
    for (let i = 0; i < count; i++) {
      batch += ` a${i}="${i}"`
      if (batch.length > MIB) {
        writeSync(fd, batch)
        batch = ''
      }
    }
    // A repeat of an early name, found only after a million others.
    if (options.duplicateLast) batch += ' a7="again"'
    writeSync(fd, `${batch}><failure/></testcase></testsuite>\n`)
  } finally {
    closeSync(fd)
  }
}

/** Invalid UTF-8 (a lone continuation byte, a cut sequence) on line 3. */
export function invalidUtf8(file: string): void {
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="bytes">\n<testcase name="caf'
      ),
      Buffer.of(0xe9),
      Buffer.from('"><failure message="'),
      Buffer.of(0x80, 0xc3),
      Buffer.from('"/></testcase>\n<testcase name="ok"/></testsuite>\n')
    ])
  )
}

/** A NUL byte in text, as a crashed writer leaves it, on line 2. */
export function nulBytes(file: string): void {
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from('<testsuite name="nul">\n<testcase name="t">'),
      Buffer.alloc(16),
      Buffer.from('<failure/></testcase></testsuite>\n')
    ])
  )
}

export const UTF16_SUITE = 'Größe 😀'

/** UTF-16 without a byte order mark (with and without a declaration). */
export function utf16WithoutBom(
  file: string,
  options: { littleEndian: boolean; declaration: boolean }
): void {
  const declaration = options.declaration
    ? '<?xml version="1.0" encoding="UTF-16"?>\n'
    : ''
  const text = `${declaration}<testsuite name="${UTF16_SUITE}"><testcase name="t"><failure/></testcase><testcase name="ok"/></testsuite>\n`
  const bytes = Buffer.from(text, 'utf16le')
  if (!options.littleEndian) bytes.swap16()
  writeFileSync(file, bytes)
}
