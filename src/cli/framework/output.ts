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

/** A table, or a line saying there is nothing to show. */
export function listTable(
  headers: string[],
  rows: string[][],
  what: string
): string {
  return rows.length === 0 ? `No ${what}.` : renderTable(headers, rows)
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

/** Unix seconds as `2024-05-01 12:00 UTC`; anything else as is. */
export function timeText(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) {
    return cellText(seconds)
  }
  const iso = new Date(seconds * 1000).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}

/** A FIELD / VALUE table of one object's top-level fields. */
export function fieldsTable(
  fields: readonly (readonly [string, string])[]
): string {
  return renderTable(
    ['FIELD', 'VALUE'],
    fields.map(([name, value]) => [name, value])
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
