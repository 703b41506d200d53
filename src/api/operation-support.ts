/** What every operation needs: local validation and safe path building. */
import { z } from 'zod'
import { ConfigError } from '../errors.js'

/**
 * Validates `value` before anything is sent. The message names the request
 * part (`what`) and, through zod's paths, the field.
 */
export function checked<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string
): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new ConfigError(
    `Invalid ${what}; nothing was sent:\n${z.prettifyError(result.error)}`
  )
}

/** Checks one path parameter and escapes it as a URL segment. */
export function segment(
  schema: z.ZodType<string | number>,
  value: unknown,
  name: string
): string {
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]?.message ?? 'invalid'
    throw new ConfigError(
      `Invalid ${name} ${JSON.stringify(value)}: ${issue}; nothing was sent`
    )
  }
  return encodeURIComponent(String(result.data))
}

/**
 * Several operations answer with a JSON string (`"OK"`). Some deployments
 * answer `{"message": "OK"}` instead (REFERENCE-CLI §8): both are accepted
 * and reduced to the text.
 */
export const AckSchema = z
  .unknown()
  .transform((value): string =>
    typeof value === 'string'
      ? value
      : value === undefined
        ? ''
        : typeof value === 'object' &&
            value !== null &&
            'message' in value &&
            typeof value.message === 'string'
          ? value.message
          : JSON.stringify(value)
  )

/**
 * Operations without a payload send the literal JSON `null`, as the vendor
 * CLI has always done (REFERENCE-CLI §2.2): the service is known to accept
 * it, whereas an empty POST body has no such track record.
 */
export const NO_PAYLOAD = { kind: 'json', value: null } as const
