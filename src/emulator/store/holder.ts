import { rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { pid } from 'node:process'
import { readRegularFile } from '../../regular-file.js'
import { printable } from '../../text.js'

/**
 * `FILE-holder`: who holds the store, so that a second serve can name it.
 * Only a note: the lock itself is the database connection's, which the
 * operating system releases when the process ends, however it ends. A note
 * left by a killed process is overwritten by the next holder.
 */

export const holderPath = (path: string): string => `${path}-holder`

export function writeHolder(path: string): void {
  const note = {
    pid,
    host: hostname(),
    started_at: new Date().toISOString()
  }
  try {
    writeFileSync(holderPath(path), `${JSON.stringify(note)}\n`)
  } catch {
    // The note only helps a refused second serve word its message.
  }
}

export function removeHolder(path: string): void {
  rmSync(holderPath(path), { force: true })
}

/** "process 1234 on host h (since …)", as far as the note tells. */
export function holderNote(path: string): string {
  try {
    // Read as data: a note replaced by a link, a FIFO or a huge file is
    // only unreadable, never a hang.
    const bytes = readRegularFile(holderPath(path), {
      maxBytes: 4096,
      what: 'the store holder note'
    })
    const note = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>
    const host = printable(String(note.host))
    const since = printable(String(note.started_at))
    return `process ${Number(note.pid)} on host ${host} (since ${since})`
  } catch {
    return `another process (its note ${printable(holderPath(path))} cannot be read)`
  }
}
