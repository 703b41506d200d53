/**
 * What reading commands print: a table for people (src/report/table.ts) or
 * the service's JSON for scripts (`--output json`), always on stdout.
 */
import { ConfigError } from '../../errors.js'
import { flatText, plural } from '../../text.js'
import { renderTable } from '../../report/table.js'
import type { CommandIo } from './types.js'

export const OUTPUTS = ['table', 'json'] as const
export type OutputFormat = (typeof OUTPUTS)[number]

export function parseOutput(value: string | undefined): OutputFormat {
  const format = value?.trim() || 'table'
  if ((OUTPUTS as readonly string[]).includes(format)) {
    return format as OutputFormat
  }
  throw new ConfigError(`--output: "${format}" is not one of table, json`)
}

function printJson(io: CommandIo, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`)
}

/** Prints `json` as JSON, or the table `table()` builds. */
export function show(
  io: CommandIo,
  format: OutputFormat,
  view: { json: unknown; table: () => string }
): void {
  if (format === 'json') printJson(io, view.json)
  else io.stdout(`${view.table()}\n`)
}

/** The terminal width every table keeps to; --output json has it all. */
export const TABLE_WIDTH = 100
/** A column is not cut narrower than this (or its header). */
const MIN_COLUMN = 8
const GAP = 2

/** Width in code points, as src/report/table.ts counts it. */
function width(text: string): number {
  return [...text].length
}

/** `text` in at most `max` characters; a cut one ends in `…`. */
export function cut(text: string, max: number): string {
  const chars = [...text]
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}

/**
 * Columns whose cells all have one width hold fixed-width data (times,
 * hashes, counts): cutting them would make them useless, so they keep it.
 */
function fixedWidth(rows: string[][], i: number): number | undefined {
  const filled = rows.map((row) => width(row[i] ?? '')).filter((w) => w > 0)
  const sizes = new Set(filled)
  // One cell says nothing about the column.
  return filled.length > 1 && sizes.size === 1 ? [...sizes][0] : undefined
}

/**
 * Shrinks the widest of `columns` one step at a time, down to `floor`, by
 * `excess` in all; returns what it could not take.
 */
function shrink(
  sizes: { widths: number[]; floor: number[] },
  columns: number[],
  excess: number
): number {
  const { widths, floor } = sizes
  let left = excess
  while (left > 0) {
    const open = columns.filter((i) => (widths[i] ?? 0) > (floor[i] ?? 0))
    if (open.length === 0) break
    const widest = open.reduce((a, b) =>
      (widths[b] ?? 0) > (widths[a] ?? 0) ? b : a
    )
    widths[widest] = (widths[widest] ?? 0) - 1
    left -= 1
  }
  return left
}

/**
 * Column widths within `total`: fixed-width columns keep theirs; the
 * widest of the others give way first, the first column (the name) last.
 */
function fitWidths(headers: string[], rows: string[][], total: number) {
  const widths = headers.map((h, i) =>
    Math.max(width(h), ...rows.map((row) => width(row[i] ?? '')))
  )
  const floor = headers.map((h, i) =>
    Math.max(MIN_COLUMN, width(h), fixedWidth(rows, i) ?? 0)
  )
  const budget = total - GAP * (headers.length - 1)
  const excess = widths.reduce((a, b) => a + b, 0) - budget
  const others = headers.map((_, i) => i).slice(1)
  const sizes = { widths, floor }
  shrink(sizes, [0], shrink(sizes, others, excess))
  return widths
}

/** A table of at most TABLE_WIDTH columns: long cells are cut with `…`. */
export function fitTable(
  headers: string[],
  rows: string[][],
  total = TABLE_WIDTH
): string {
  const widths = fitWidths(headers, rows, total)
  return renderTable(
    headers,
    rows.map((row) => row.map((cell, i) => cut(cell, widths[i] ?? cell.length)))
  )
}

/** A table, or a line saying there is nothing to show. */
export function listTable(
  headers: string[],
  rows: string[][],
  what: string
): string {
  return rows.length === 0 ? `No ${what}.` : fitTable(headers, rows)
}

/** A commit URL as its short SHA (7 characters); any other text as is. */
export function commitText(url: string | null | undefined): string {
  const last = (url ?? '').replace(/\/+$/, '').split('/').pop() ?? ''
  return /^[0-9a-f]{7,64}$/.test(last) ? last.slice(0, 7) : (url ?? '')
}

/** One table cell for any JSON value. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  const flat = flatText(value, ', ')
  if (flat !== undefined) return flat
  return Array.isArray(value)
    ? plural(value.length, 'entry', 'entries')
    : JSON.stringify(value)
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/**
 * Unix seconds, or an ISO 8601 time, as `2024-05-01 12:00 UTC`; anything
 * else as is. Every table
 * shows times through this one formatter.
 */
export function timeText(time: unknown): string {
  const ms =
    typeof time === 'number' && Number.isFinite(time)
      ? time * 1000
      : typeof time === 'string' && ISO_TIME.test(time)
        ? Date.parse(time)
        : NaN
  if (Number.isNaN(ms)) return cellText(time)
  const iso = new Date(ms).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}

/** `text` in lines of at most `max` characters. */
function chunks(text: string, max: number): string[] {
  const chars = [...text]
  const lines: string[] = []
  for (let at = 0; at < chars.length; at += max) {
    lines.push(chars.slice(at, at + max).join(''))
  }
  return lines.length === 0 ? [''] : lines
}

/**
 * A FIELD / VALUE table of one object's top-level fields, within
 * TABLE_WIDTH: a long value wraps onto the next lines, not cut.
 */
export function fieldsTable(
  fields: readonly (readonly [string, string])[]
): string {
  const nameWidth = Math.max(5, ...fields.map(([name]) => width(name)))
  const valueWidth = Math.max(MIN_COLUMN, TABLE_WIDTH - nameWidth - GAP)
  return renderTable(
    ['FIELD', 'VALUE'],
    fields.flatMap(([name, value]) =>
      chunks(value, valueWidth).map((line, i) => [i === 0 ? name : '', line])
    )
  )
}

/** Every top-level field of an object, times shown as dates. */
export function objectFields(
  value: Readonly<Record<string, unknown>>
): [string, string][] {
  return Object.entries(value).map(([key, v]) => [
    key,
    /(_at|_ts|timestamp)$/.test(key) ? timeText(v) : cellText(v)
  ])
}
