/**
 * Progress of long work on stderr. On a terminal one line is rewritten in
 * place, at most ten times a second; in a CI log (not a TTY) nothing is
 * printed unless --verbose, and then a line every few seconds, so logs
 * stay short.
 */
import type { CommandIo } from './types.js'

export interface Progress {
  update(text: string): void
  /** Clears the line; safe to call more than once. */
  done(): void
}

const CLEAR_LINE = '\r\u001b[K'
const TTY_EVERY_MS = 100
const LOG_EVERY_MS = 5000

export function createProgress(
  io: Pick<CommandIo, 'stderr' | 'isTTY'>,
  options: { verbose: boolean; now?: () => number }
): Progress {
  const now = options.now ?? Date.now
  const every = io.isTTY ? TTY_EVERY_MS : LOG_EVERY_MS
  const enabled = io.isTTY || options.verbose
  let shown = false
  let lastAt = -Infinity
  return {
    update: (text) => {
      if (!enabled || now() - lastAt < every) return
      lastAt = now()
      if (io.isTTY) {
        io.stderr(`${CLEAR_LINE}${text}`)
        shown = true
      } else {
        io.stderr(`progress: ${text}\n`)
      }
    },
    done: () => {
      if (shown) io.stderr(CLEAR_LINE)
      shown = false
      lastAt = -Infinity
    }
  }
}

/**
 * For work we cannot count (parsing reports inside the engine): the
 * elapsed seconds, once a second. The timer never keeps the process alive.
 */
export function elapsedTicker(
  progress: Progress,
  label: string,
  now: () => number = Date.now
): { stop(): void } {
  const start = now()
  const timer = setInterval(() => {
    progress.update(`${label} ${Math.round((now() - start) / 1000)} s`)
  }, 1000)
  timer.unref()
  return {
    stop: () => {
      clearInterval(timer)
      progress.done()
    }
  }
}
