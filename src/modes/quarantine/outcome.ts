/** What the quarantine list did to a run (index.ts makes it, effect.ts reads it). */
import type { QuarantineReport } from '../../report/quarantine.js'

export interface QuarantineOutcome {
  report: QuarantineReport
  /** Every failed or errored case is excused, each one named. */
  excusesAll: boolean
  /** Added to the attestation's annotations (data_json). */
  annotations: Record<string, string>
  /** Files added to the evidence archive. */
  evidence: { name: string; content: Buffer }[]
}
