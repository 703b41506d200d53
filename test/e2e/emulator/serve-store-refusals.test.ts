/**
 * `kosli-attest serve --store FILE` refuses, with exit 2 and a message
 * naming the file, a file it must not write: one another serve holds, one
 * of a newer schema, one that is not a store, a damaged one; and it leaves
 * each such file byte for byte as it was. A backup taken while a serve runs
 * is a store of its own.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { vendorBeginTrail } from '../../support/vendor-requests.js'
import { CLI, cleanEnv } from '../support/run.js'
import { dispatcher, killAll, serveRefused, serveStore } from './store-serve.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'serve-store-refusals-'))
})
afterEach(killAll)
afterAll(async () => {
  await dispatcher.close()
  rmSync(dir, { recursive: true, force: true })
})

let n = 0
const storeFile = () => join(dir, `store-${++n}.sqlite`)

/** A store a serve made and left cleanly, with a trail of 300 attestations' worth of rows. */
async function madeStore(): Promise<string> {
  const file = storeFile()
  const s = await serveStore(file)
  for (let i = 0; i < 30; i++) {
    const trail = vendorBeginTrail({
      name: `trail-${i}`,
      filler: 'x'.repeat(2000)
    })
    expect((await s.api('/trails/demo/demo-flow', trail)).status).toBe(201)
  }
  await s.stop()
  return file
}

function edit(file: string, change: (db: DatabaseSync) => void): void {
  const db = new DatabaseSync(file)
  change(db)
  db.close()
}

async function expectRefused(file: string, says: RegExp): Promise<void> {
  const before = readFileSync(file)
  const run = await serveRefused(file)
  expect(run.code, run.stdout).toBe(2)
  expect(run.stderr).toContain(file)
  expect(run.stderr).toMatch(says)
  expect(run.stdout).toBe('')
  expect(readFileSync(file).equals(before)).toBe(true)
}

describe('serve --store refuses a file it must not write', () => {
  it('a second serve on a file in use: exit 2, naming the file and the process that holds it', async () => {
    const file = storeFile()
    const first = await serveStore(file)
    const second = await serveRefused(file)
    expect(second.code).toBe(2)
    expect(second.stderr).toContain(
      `the store ${file} is in use by process ${first.child.pid}`
    )
    const trail = vendorBeginTrail({ name: 'still-served' })
    expect((await first.api('/trails/demo/demo-flow', trail)).status).toBe(201)
    await first.kill9()
    // The lock went with the killed process: the file opens again.
    const third = await serveStore(file)
    const state = JSON.stringify((await third.control('state')).body)
    expect(state).toContain('"still-served"')
  })

  it('a store of a newer schema version: exit 2, the versions named, the file untouched', async () => {
    const file = await madeStore()
    edit(file, (db) => db.exec('PRAGMA user_version = 99'))
    await expectRefused(
      file,
      /schema version 99, made by a newer kosli-attest; this one reads up to version 1/
    )
  })

  it('a file that is not a database, and a SQLite database of another application: exit 2, left as they are', async () => {
    const text = storeFile()
    writeFileSync(text, 'name,score\nada,10\n'.repeat(100))
    await expectRefused(
      text,
      /is not a kosli-attest store \(not a SQLite database\)/
    )
    const other = storeFile()
    edit(other, (db) =>
      db.exec('CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (1)')
    )
    await expectRefused(
      other,
      /a SQLite database of another application \(application id 0\)/
    )
  })

  it('a damaged store (a page overwritten; rows that make no state): exit 2, left as it is', async () => {
    const torn = await madeStore()
    const bytes = readFileSync(torn)
    expect(bytes.length).toBeGreaterThan(5 * 4096)
    bytes.fill(0xa5, 3 * 4096, 3 * 4096 + 2048) // the middle of page 4
    writeFileSync(torn, bytes)
    await expectRefused(torn, /is damaged/)
    const rows = await madeStore()
    edit(rows, (db) => db.exec(`DELETE FROM part WHERE key = '["state"]'`))
    await expectRefused(rows, /is damaged \(the row \["state"\] is missing/)
  })

  it('a Node without node:sqlite: exit 2 saying which Node --store needs', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--no-experimental-sqlite',
        CLI,
        'serve',
        '--port',
        '0',
        '--store',
        storeFile()
      ],
      { env: cleanEnv(), encoding: 'utf8', timeout: 60_000 }
    )
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('--store needs node:sqlite')
    expect(run.stderr).toContain('Node 22.13 or later')
  })
})

describe('backup while serving', () => {
  it('GET /_emulator/backup while the serve runs and writes: the copy starts a serve of its own with the same state', async () => {
    const file = storeFile()
    const s = await serveStore(file)
    const trail = vendorBeginTrail({ name: 'backed-up' })
    expect((await s.api('/trails/demo/demo-flow', trail)).status).toBe(201)
    const response = await dispatcher.request({
      origin: s.url,
      path: '/_emulator/backup',
      method: 'GET'
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/vnd.sqlite3')
    const copy = join(dir, 'backup.sqlite')
    writeFileSync(copy, Buffer.from(await response.body.arrayBuffer()))
    const state = (await s.control('state')).body
    const restored = await serveStore(copy)
    expect((await restored.control('state')).body).toEqual(state)
    expect(JSON.stringify(state)).toContain('"backed-up"')
  })
})
