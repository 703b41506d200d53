/**
 * "Did you mean": the nearest known name to a mistyped one, by edit
 * distance, and our wording of node's parseArgs errors.
 */

/** Levenshtein distance: insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost
      )
    }
    previous = row
  }
  return previous[b.length] ?? 0
}

/**
 * The candidate nearest to `word`, when near enough to be a typo: at most
 * a third of the word's length (and at least 2) edits away. Ties go to
 * the earlier candidate.
 */
export function nearest(
  word: string,
  candidates: readonly string[]
): string | undefined {
  const limit = Math.max(2, Math.floor(word.length / 3))
  let best: { name: string; distance: number } | undefined
  for (const name of candidates) {
    const distance = editDistance(word, name)
    if (distance <= limit && (best === undefined || distance < best.distance)) {
      best = { name, distance }
    }
  }
  return best?.name
}

/**
 * node's parseArgs error in our words: an unknown option gets the nearest
 * flag, and the note about `--` is quoted in balance.
 */
export function parseArgsMessage(
  error: unknown,
  flagNames: readonly string[]
): string {
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown } | null)?.code
  const option = /^Unknown option '([^']+)'/.exec(message)?.[1]
  if (code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || option === undefined) {
    return message
  }
  const bare = option.replace(/^--?/, '')
  const guess = nearest(bare, flagNames)
  const hint = guess === undefined ? '' : ` Did you mean --${guess}?`
  return `Unknown option '${option}'.${hint} (To pass '${option}' as an argument, put it after --.)`
}
