import type { z } from 'zod'

/** An error answer: status, the interface's `message` and, for 400, `errors`. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly errors: Record<string, string> | undefined
  readonly headers: Record<string, string>

  constructor(
    readonly status: number,
    message: string,
    more: {
      errors?: Record<string, string>
      headers?: Record<string, string>
    } = {}
  ) {
    super(message)
    this.errors = more.errors
    this.headers = more.headers ?? {}
  }

  get body(): { message: string; errors?: Record<string, string> } {
    return this.errors
      ? { message: this.message, errors: this.errors }
      : { message: this.message }
  }
}

export const VALIDATION_FAILED = 'Input payload validation failed'
export const FORBIDDEN = "You don't have permission to access this resource"

export function validationError(errors: Record<string, string>): HttpError {
  return new HttpError(400, VALIDATION_FAILED, { errors })
}

/**
 * zod issues as the interface's `errors` map: the key is the dotted field path
 * under `prefix` (`data_json.junit_results.0.total`, `query.per_page`); the
 * first issue of a field wins.
 */
export function fieldErrors(
  error: z.ZodError,
  prefix: string
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter((p) => p !== '')
    const key = path.length > 0 ? path.join('.') : 'body'
    errors[key] ??= issue.message
  }
  return errors
}

/** Parses `value` or throws the 400 validation answer. */
export function validate<T>(
  schema: z.ZodType<T>,
  value: unknown,
  prefix: string
): T {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(fieldErrors(result.error, prefix))
  return result.data
}
