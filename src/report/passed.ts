/** Tests that ran and neither failed, errored nor were skipped. */
export function passedOf(counts: {
  tests: number
  failures: number
  errors: number
  skipped: number
}): number {
  return Math.max(
    0,
    counts.tests - counts.failures - counts.errors - counts.skipped
  )
}
