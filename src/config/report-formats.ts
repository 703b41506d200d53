/**
 * `report-formats` (CLI `--report-formats`): which report formats are read.
 * A comma list of REPORT_FORMATS or `all`, case-insensitive; default `junit`
 * (docs/counting.md, Report formats).
 */
import { ConfigError } from '../errors.js'
import type { RawConfig } from './names.js'

export const REPORT_FORMATS = ['junit', 'trx', 'nunit', 'xunit'] as const
export type ReportFormat = (typeof REPORT_FORMATS)[number]
export const DEFAULT_REPORT_FORMATS: readonly ReportFormat[] = ['junit']

const CHOICES = `${REPORT_FORMATS.join(', ')} or all`

function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)
}

/**
 * The formats a value names, in the order of REPORT_FORMATS. Commas and line
 * ends separate items; an empty item or an unknown name is an error that
 * quotes it.
 */
export function reportFormatsValue(
  value: string,
  label = 'report-formats'
): ReportFormat[] {
  const items = value.split(/,|\r?\n/).map((item) => item.trim())
  const chosen = new Set<ReportFormat>()
  for (const item of items) {
    const name = item.toLowerCase()
    if (name === 'all') {
      for (const format of REPORT_FORMATS) chosen.add(format)
    } else if ((REPORT_FORMATS as readonly string[]).includes(name)) {
      chosen.add(name as ReportFormat)
    } else {
      const what = item === '' ? 'an empty item' : quoted(item)
      throw new ConfigError(
        `${label}: ${quoted(value)} holds ${what}; give a comma list of ${CHOICES}, e.g. junit,trx`
      )
    }
  }
  return REPORT_FORMATS.filter((format) => chosen.has(format))
}

/** The setting: absent means the default, `junit`. */
export function parseReportFormats(raw: RawConfig): ReportFormat[] {
  const value = raw['report-formats']
  if (value === undefined) return [...DEFAULT_REPORT_FORMATS]
  return reportFormatsValue(value)
}
