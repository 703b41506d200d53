/**
 * Progress of long work on stderr. On a terminal one line is rewritten in
 * place, at most ten times a second; in a CI log (not a TTY) nothing is
 * printed unless --verbose, and then a line every few seconds, so logs
 * stay short.
 */
import type { CommandIo } from './types.js'

export interface Progress {
  update(text: string): void
  /** Clears the line for a message; the next update draws it again. */
  clear(): void
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
    clear: () => {
      if (shown) io.stderr(CLEAR_LINE)
      shown = false
    },
    done: () => {
      if (shown) io.stderr(CLEAR_LINE)
      shown = false
      lastAt = -Infinity
    }
  }
}

/**
 * `io` whose stderr first clears the progress line, so that a message
 * never runs on from it ("working 3 sjunit attestation…"); the next
 * update draws the line again below the message.
 */
export function clearingIo<T extends Pick<CommandIo, 'stderr'>>(
  io: T,
  progress: Progress
): T {
  return {
    ...io,
    stderr: (text: string) => {
      progress.clear()
      io.stderr(text)
    }
  }
}

export interface Ticker {
  /** What the work is doing now, e.g. "reading 3/40 files"; shown at once. */
  phase(text: string): void
  stop(): void
}

/**
 * For work whose phases the engine tells (reading N/M files, uploading):
 * `label: phase, N s`, the seconds once a second. The timer never keeps
 * the process alive.
 */
export function elapsedTicker(
  progress: Progress,
  label: string,
  now: () => number = Date.now
): Ticker {
  const start = now()
  let phase = 'working'
  const show = () =>
    progress.update(
      `${label}: ${phase}, ${Math.round((now() - start) / 1000)} s`
    )
  const timer = setInterval(show, 1000)
  timer.unref()
  return {
    phase: (text) => {
      phase = text
      show()
    },
    stop: () => {
      clearInterval(timer)
      progress.done()
    }
  }
}
