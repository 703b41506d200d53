import { html, type Html } from './html.js'
import { seconds, table } from './format.js'

/** A JUnit attestation's results: totals, then a table per suite. */

interface Suite {
  name: string
  total: number
  failures: number
  errors: number
  skipped: number
  duration: unknown
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

function suitesOf(data: unknown): Suite[] {
  const results =
    typeof data === 'object' && data !== null
      ? (data as { junit_results?: unknown }).junit_results
      : undefined
  if (!Array.isArray(results)) return []
  return results.map((r: unknown) => {
    const s = (typeof r === 'object' && r !== null ? r : {}) as Record<
      string,
      unknown
    >
    return {
      name: typeof s.name === 'string' ? s.name : '',
      total: count(s.total),
      failures: count(s.failures),
      errors: count(s.errors),
      skipped: count(s.skipped),
      duration: s.duration
    }
  })
}

const broken = (s: Suite) => s.failures + s.errors

function totals(suites: Suite[]): Html {
  const sum = (key: 'total' | 'failures' | 'errors' | 'skipped') =>
    suites.reduce((n, s) => n + s[key], 0)
  const time = suites.reduce((n, s) => n + count(s.duration), 0)
  const failed = suites.filter((s) => broken(s) > 0).length
  return html`<dl class="facts totals">
    <dt>Tests</dt>
    <dd>${sum('total')}</dd>
    <dt>Failures</dt>
    <dd>${sum('failures')}</dd>
    <dt>Errors</dt>
    <dd>${sum('errors')}</dd>
    <dt>Skipped</dt>
    <dd>${sum('skipped')}</dd>
    <dt>Suites</dt>
    <dd>${suites.length} (${failed} with a failure or an error)</dd>
    <dt>Duration</dt>
    <dd>${seconds(time)}</dd>
  </dl>`
}

/** Failed suites first, most failures first; the rest in the order sent. */
function ordered(suites: Suite[]): Suite[] {
  return suites
    .map((s, i) => ({ s, i }))
    .sort((a, b) => broken(b.s) - broken(a.s) || a.i - b.i)
    .map(({ s }) => s)
}

function row(s: Suite): Html {
  const state = broken(s) > 0 ? html`<span class="badge bad">Failed</span>` : ''
  return html`<tr>
    <th scope="row">${s.name} ${state}</th>
    <td class="num">${s.total}</td>
    <td class="num">${s.failures}</td>
    <td class="num">${s.errors}</td>
    <td class="num">${s.skipped}</td>
    <td class="num">${seconds(s.duration)}</td>
  </tr>`
}

export function junitResults(name: string, data: unknown): Html {
  const suites = suitesOf(data)
  if (suites.length === 0) return html`<p class="muted">No suites.</p>`
  const heads = ['Suite', 'Tests', 'Failures', 'Errors', 'Skipped', 'Duration']
  return html`${totals(suites)}${table(
    `Suites of ${name}, failed first`,
    heads,
    ordered(suites).map(row)
  )}`
}
