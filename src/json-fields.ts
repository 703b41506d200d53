/**
 * Lenient readers of parsed JSON (an event payload, an error body): a value
 * of the wrong type reads as undefined, never as an error. They replace a
 * schema library on the action's start-up path, where loading one costs
 * more than reading the few fields wanted.
 */

/** A JSON object: not null and not an array. */
export type JsonObject = Readonly<Record<string, unknown>>

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The value at a path of object keys, e.g. `at(payload, 'head', 'sha')`;
 * undefined as soon as a step is not an object.
 */
export function at(value: unknown, ...keys: readonly string[]): unknown {
  let current = value
  for (const key of keys) {
    if (!isJsonObject(current)) return undefined
    current = current[key]
  }
  return current
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** A positive integer within the safe range (what GitHub's ids are). */
export function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? value
    : undefined
}

/** The entries of an array; none when the value is not one. */
export function entries(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : []
}
