/**
 * The one logging interface below the entry files. The action maps it to
 * workflow commands, the CLI to stderr; tests collect lines in memory.
 */
export interface Logger {
  debug(message: string): void
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

export type LogLevel = keyof Logger

export interface MemoryLogger extends Logger {
  readonly lines: { level: LogLevel; message: string }[]
}

export function memoryLogger(): MemoryLogger {
  const lines: { level: LogLevel; message: string }[] = []
  const at = (level: LogLevel) => (message: string) => {
    lines.push({ level, message })
  }
  return {
    lines,
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error')
  }
}

export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined
}
