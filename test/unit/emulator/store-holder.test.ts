/**
 * The note that names who holds a store is read as data: one replaced by a
 * link to an endless device is only unreadable, and a hostile host name is
 * printed escaped.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { holderNote, holderPath } from '../../../src/emulator/store/holder.js'

let dir: string
let store: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'store-holder-'))
  store = join(dir, 'store.sqlite')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

it('a note that links to /dev/zero is unreadable, never read to the end', () => {
  symlinkSync('/dev/zero', holderPath(store))
  expect(holderNote(store)).toBe(
    `another process (its note ${holderPath(store)} cannot be read)`
  )
})

it('names the process and escapes the host it names', () => {
  const note = { pid: 42, host: 'h\u001b[31m', started_at: 'then' }
  writeFileSync(holderPath(store), JSON.stringify(note))
  const said = holderNote(store)
  expect(said).toMatch(/^process 42 on host h.*\(since then\)$/)
  expect(said).not.toContain('\u001b')
})
