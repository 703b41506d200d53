/**
 * The quarantine of known-flaky tests (docs/quarantine.md), loaded only
 * when a list is in the checkout: read the copy that counts (source.ts),
 * parse it (src/config/quarantine-file.ts), match the failed cases
 * (match.ts), and say what the attestation carries about it: the count and
 * the file's sha256 as annotations, the file and each excused case with
 * its entry in the evidence archive. junit_results is never touched.
 */
import { createHash } from 'node:crypto'
import { basename } from 'node:path'
import {
  parseQuarantineList,
  type AttestJunitConfig,
  type QuarantineEntry
} from '../../config/index.js'
import type { ParseOutcome } from '../../junit/index.js'
import type { QuarantineReport } from '../../report/quarantine.js'
import { printable } from '../../text.js'
import type { ModeDeps } from '../types.js'
import { matchQuarantine } from './match.js'
import { readQuarantineSource } from './source.js'
import type { QuarantineOutcome } from './outcome.js'

/** The list as read, before any report is: parsed, or why it excuses nothing. */
export interface LoadedQuarantine {
  file: string
  from: string
  bytes?: Buffer
  sha256?: string
  entries: QuarantineEntry[]
  inactive?: string
}

export function today(deps: Pick<ModeDeps, 'now'>): string {
  return new Date(deps.now()).toISOString().slice(0, 10)
}

/** Reads and checks the list; a ConfigError naming each bad line. */
export async function loadQuarantine(
  config: AttestJunitConfig,
  deps: ModeDeps,
  githubToken: string | undefined
): Promise<LoadedQuarantine> {
  const { file, maxDays } = config.quarantine
  const source = await readQuarantineSource(config, deps, githubToken)
  const base = { file, from: source.from, entries: [] }
  if (source.kind === 'absent') {
    return {
      ...base,
      inactive: `${file} does not exist in ${source.from}; a list that only the change itself adds excuses nothing`
    }
  }
  if (source.kind === 'unread') {
    deps.logger.warn(
      `quarantine-file: ${printable(file)} could not be read from ${printable(source.from)}, so no failure is excused: ${printable(source.reason, true)}`
    )
    return {
      ...base,
      inactive: `it could not be read from ${source.from} (${source.reason}), so it counts as empty`
    }
  }
  const what =
    source.from === 'the working tree' ? file : `${file} (${source.from})`
  const entries = await parseQuarantineList(source.bytes.toString('utf8'), {
    what,
    today: today(deps),
    maxDays
  })
  const sha256 = createHash('sha256').update(source.bytes).digest('hex')
  return { ...base, bytes: source.bytes, sha256, entries }
}

function evidenceOf(loaded: LoadedQuarantine, report: QuarantineReport) {
  if (loaded.bytes === undefined) return []
  const record = {
    format: 'kosli-attest/quarantine@1',
    file: loaded.file,
    from: loaded.from,
    sha256: loaded.sha256,
    quarantined: report.excused,
    expired: report.expired,
    ...(report.closed !== undefined && { closed: report.closed })
  }
  return [
    {
      name: `kosli-quarantine/${basename(loaded.file)}`,
      content: loaded.bytes
    },
    {
      name: 'kosli-quarantine/quarantined.json',
      content: Buffer.from(`${JSON.stringify(record, null, 2)}\n`)
    }
  ]
}

/** What the list does to this run, and what the attestation carries of it. */
export function applyQuarantine(
  loaded: LoadedQuarantine,
  outcome: ParseOutcome,
  deps: Pick<ModeDeps, 'now' | 'logger'>
): QuarantineOutcome {
  const matched = matchQuarantine({
    outcome,
    entries: loaded.entries,
    today: today(deps)
  })
  const { unexcused, ...rest } = matched
  const report: QuarantineReport = {
    file: loaded.file,
    from: loaded.from,
    ...(loaded.sha256 !== undefined && { sha256: loaded.sha256 }),
    ...(loaded.inactive !== undefined && { inactive: loaded.inactive }),
    ...rest
  }
  for (const entry of report.nearExpiry) {
    deps.logger.warn(
      `quarantine-file: the entry at ${printable(loaded.file)}:${entry.line} (${printable(entry.selector)}, owner ${printable(entry.owner)}) expires on ${entry.expires}, in ${entry.daysLeft} days: fix the test (${printable(entry.issue)}) or renew the entry`
    )
  }
  const excusesAll =
    report.closed === undefined && unexcused === 0 && report.excused.length > 0
  return {
    report,
    excusesAll,
    annotations: {
      kosli_attest_quarantined: String(report.excused.length),
      ...(loaded.sha256 !== undefined && {
        kosli_attest_quarantine_sha256: loaded.sha256
      })
    },
    evidence: evidenceOf(loaded, report)
  }
}
