/**
 * The one way to skip a test: the reason goes into its title, where
 * `.ci/run` reads it from vitest's JSON report and prints it. A skipped
 * test without `[skipped: ...]` in its title fails CI.
 */
import { it } from 'vitest'

export const SKIP_MARK = '[skipped: '

/** `it`, or when `reason` is a string, a skipped `it` that says why. */
export function itUnless(
  reason: string | false,
  title: string,
  test: () => unknown,
  timeout?: number
): void {
  if (reason === false) it(title, test, timeout)
  else it.skip(`${title} ${SKIP_MARK}${reason}]`, test)
}
