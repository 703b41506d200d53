/**
 * The job summary's list of retried, flaky cases: a case a runner wrote
 * once per attempt (docs/counting.md C5) that both failed and passed. Each
 * attempt is counted as written, so the totals never read greener than
 * the report; this section only names them with their attempts.
 */
import type { RepeatedCases } from '../junit/index.js'
import { grouped, plural } from '../text.js'
import { byteLength, inlineCode } from './markdown.js'

const LISTED = 30

export function repeatedSection(
  repeated: RepeatedCases | undefined,
  maxBytes: number
): string {
  if (repeated === undefined || repeated.total === 0) return ''
  const lines = [
    '### Flaky (retried)',
    '',
    `${plural(repeated.total, 'test')} both failed and passed in this run, written once per attempt; every attempt counts as written (a failed attempt stays a failure):`,
    ''
  ]
  for (const c of repeated.cases.slice(0, LISTED)) {
    const test = [c.suite, c.classname, c.name].filter((p) => p !== '')
    const line = `- ${inlineCode(test.join(' › '), 200)}: ${c.attempts.length} attempts (${c.attempts.join(', ')})`
    if (byteLength(lines.join('\n')) + byteLength(line) > maxBytes) break
    lines.push(line)
  }
  const shown = lines.length - 4
  if (repeated.total > shown) {
    lines.push(`- … and ${grouped(repeated.total - shown)} more`)
  }
  return lines.join('\n')
}
