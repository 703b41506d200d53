/** What every reader keeps of a failing test: the same for each format. */
import type { FailedCase } from '../../model.js'
import { ERRORED, describeFailure, type Status } from '../../rules/index.js'

/** The text captured from a failure's message and trace. */
export interface CapturedText {
  message?: string | undefined
  trace?: string | undefined
}

/** A failing test's (or a suite-level error's) name and captured text. */
export interface FailureDetail extends CapturedText {
  name: string
}

/**
 * The failed case kept for the summary: its kind by `status`, its message,
 * and the file and line its trace (else its message) points at.
 */
export function failedCase(
  detail: FailureDetail,
  status: Status
): Omit<FailedCase, 'suite'> {
  return {
    name: detail.name,
    kind: status === ERRORED ? 'error' : 'failure',
    ...describeFailure(detail.message, detail.trace ?? detail.message ?? '')
  }
}

/** Captured text: the first message, else the first trace, is kept. */
export function keepText(
  owner: CapturedText | undefined,
  isMessage: boolean,
  text: string
): void {
  if (owner === undefined) return
  if (isMessage) owner.message ??= text
  else owner.trace ??= text
}

/** An open test case, as the NUnit and xUnit.net readers hold it. */
export interface OpenCase extends FailureDetail {
  /** Its time attribute, in seconds. */
  time: string | undefined
  /** It holds a `<failure>` element (F7: it failed, whatever it says). */
  failureChild: boolean
}
