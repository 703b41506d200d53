import { html, type Html } from './html.js'
import type { SlotStatus } from './compliance.js'

/** Unix seconds as a UTC time a reader can scan, in a machine-readable tag. */
export function time(seconds: unknown): Html {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return html``
  const date = new Date(seconds * 1000)
  if (Number.isNaN(date.getTime())) return html`${String(seconds)}`
  const iso = date.toISOString()
  const shown = `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
  return html`<time datetime="${iso}">${shown}</time>`
}

const BADGES: Record<SlotStatus | 'unknown', [string, string]> = {
  compliant: ['ok', 'Compliant'],
  'non-compliant': ['bad', 'Not compliant'],
  missing: ['warn', 'Missing'],
  unknown: ['muted', 'Unknown']
}

/** A status in words (colour only repeats it). */
export function badge(status: SlotStatus | 'unknown'): Html {
  const [kind, label] = BADGES[status]
  return html`<span class="badge ${kind}">${label}</span>`
}

export function compliance(compliant: boolean | undefined): Html {
  if (compliant === undefined) return badge('unknown')
  return badge(compliant ? 'compliant' : 'non-compliant')
}

/** The first 12 characters of a digest, the whole one on hover and copy. */
export function short(digest: string): Html {
  return html`<span class="mono" title="${digest}"
    >${digest.slice(0, 12)}</span
  >`
}

export function seconds(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${Number(value.toFixed(3))} s`
    : ''
}

export function bytes(size: number): string {
  if (size < 1024) return `${size} B`
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KiB`
  return `${(size / 1024 / 1024).toFixed(1)} MiB`
}

/** Columns of counts, aligned right like their numbers. */
const NUMBER_COLUMNS = new Set([
  'Tests',
  'Failures',
  'Errors',
  'Skipped',
  'Duration',
  'Trails',
  'Required attestations',
  'Attestations',
  'Snapshots',
  'Artifacts',
  'Instances'
])

/**
 * A table with a caption and column headings a screen reader announces.
 * A table wider than the screen scrolls on its own (a focusable region, so
 * a keyboard can scroll it) rather than breaking words letter by letter.
 */
export function table(
  caption: string,
  heads: readonly string[],
  rows: readonly Html[]
): Html {
  const th = heads.map((h) =>
    NUMBER_COLUMNS.has(h)
      ? html`<th scope="col" class="num">${h}</th>`
      : html`<th scope="col">${h}</th>`
  )
  return html`<div
    class="scroll"
    role="region"
    aria-label="${caption}"
    tabindex="0"
  >
    <table>
      <caption>
        ${caption}
      </caption>
      <thead>
        <tr>
          ${th}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`
}
