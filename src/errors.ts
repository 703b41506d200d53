/** Bad configuration or usage: a flag, input, variable or file to fix. CLI exit 2. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Malformed or refused XML, with the position where reading stopped. */
export class ParseError extends Error {
  override name = 'ParseError'
  readonly path: string
  readonly line: number
  readonly column: number

  constructor(
    where: { path: string; line: number; column: number },
    readonly reason: string,
    options?: ErrorOptions
  ) {
    super(`${where.path}:${where.line}:${where.column}: ${reason}`, options)
    this.path = where.path
    this.line = where.line
    this.column = where.column
  }
}

/** A report file or directory that a pattern reached but that cannot be read. */
export class UnreadableReportError extends Error {
  override name = 'UnreadableReportError'
}

/** Patterns that found no file holding a JUnit suite. */
export class NoReportsError extends Error {
  override name = 'NoReportsError'
}

/** A response from the service (or the transport) that is not a success. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly serverMessage: string
  readonly fieldErrors: Record<string, string>

  constructor(
    message: string,
    answer: {
      status: number
      serverMessage: string
      fieldErrors?: Record<string, string>
    },
    options?: ErrorOptions
  ) {
    super(message, options)
    this.status = answer.status
    this.serverMessage = answer.serverMessage
    this.fieldErrors = answer.fieldErrors ?? {}
  }

  /** A write went out and its answer was lost: it may have been applied. */
  maybeRecorded = false
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** An evidence archive stopped once it passed `stopAbove` compressed bytes. */
export class ArchiveTooBig extends Error {
  constructor(readonly limit: number) {
    super(`the compressed archive passed ${limit} bytes`)
    this.name = 'ArchiveTooBig'
  }
}
