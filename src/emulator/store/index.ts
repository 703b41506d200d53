import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { versions } from 'node:process'
import type { DatabaseSync } from 'node:sqlite'
import type { Attachments } from '../attachments.js'
import { parseState, type EmulatorState } from '../state.js'
import { ATTACHMENT_TABLE, StoreAttachments } from './attachments.js'
import { RowCache, type Changes } from './diff.js'
import { damaged, openFile, refusalOf, StoreRefusal } from './file.js'
import { removeHolder } from './holder.js'
import { documentOf } from './rows.js'

export { StoreRefusal } from './file.js'

/**
 * `serve --store FILE`: the emulator's state in a SQLite file (node:sqlite,
 * built into Node). The emulator keeps working on its state in memory, as
 * without a store; the store sits behind it, and the server commits what a
 * request changed before the request is answered. Routes never see it;
 * they see its attachments as any Attachments.
 */
export interface StateStore {
  /** The path given. */
  readonly path: string
  /** Attachment bytes in the file, written by `commit`. */
  readonly attachments: Attachments
  /**
   * Writes what changed since the last commit, with the attachments put
   * since, in one transaction.
   */
  commit(state: EmulatorState): void
  /**
   * After a failed commit: the state the file holds, read back, with the
   * attachments staged since dropped. What was not committed was not
   * answered with success, so it must not show afterwards either.
   */
  rollback(): EmulatorState
  /** A consistent copy of the store; `dispose` removes it. */
  backup(): { path: string; dispose: () => void }
  close(): void
}

type Sqlite = typeof import('node:sqlite')

async function loadSqlite(): Promise<Sqlite> {
  try {
    return await import('node:sqlite')
  } catch (error) {
    throw new StoreRefusal(
      `--store needs node:sqlite, which Node ${versions.node} does not have without a flag: run serve on Node 22.13 or later (without --store the state stays in memory)`,
      { cause: error }
    )
  }
}

function readRows(db: DatabaseSync, path: string): Map<string, unknown[]> {
  const rows = new Map<string, unknown[]>()
  const all = db.prepare('SELECT key, pos, body FROM part ORDER BY key, pos')
  for (const row of all.iterate()) {
    const { key, pos, body } = row as { key: string; pos: number; body: string }
    const list = rows.get(key) ?? []
    if (pos !== list.length) {
      throw damaged(path, new Error(`row ${pos} of ${key} out of order`))
    }
    list.push(JSON.parse(body))
    rows.set(key, list)
  }
  return rows
}

function loadState(db: DatabaseSync, path: string): EmulatorState {
  try {
    return parseState(documentOf(readRows(db, path)), path)
  } catch (error) {
    throw error instanceof StoreRefusal ? error : damaged(path, error)
  }
}

class SqliteStore implements StateStore {
  private readonly cache = new RowCache()
  private readonly cut
  private readonly put
  readonly attachments: StoreAttachments

  constructor(
    private readonly db: DatabaseSync,
    readonly path: string,
    options: StoreOptions
  ) {
    db.exec(ATTACHMENT_TABLE)
    this.cut = db.prepare('DELETE FROM part WHERE key = ? AND pos >= ?')
    this.put = db.prepare('INSERT OR REPLACE INTO part VALUES (?, ?, ?)')
    this.attachments = new StoreAttachments(db, options.attachmentBudget)
  }

  /** Takes `state` as what the file holds already. */
  prime(state: EmulatorState): void {
    this.cache.accept(this.cache.changes(state))
  }

  commit(state: EmulatorState): void {
    const changes = this.cache.changes(state)
    const { writes, cuts } = changes
    if (writes.length > 0 || cuts.length > 0 || this.attachments.pending) {
      this.write(changes)
    }
    this.cache.accept(changes)
  }

  rollback(): EmulatorState {
    this.attachments.discard()
    const state = loadState(this.db, this.path)
    this.prime(state)
    return state
  }

  private write(changes: Changes): void {
    this.db.exec('BEGIN IMMEDIATE')
    try {
      for (const { key, from } of changes.cuts) this.cut.run(key, from)
      for (const { key, pos, body } of changes.writes) {
        this.put.run(key, pos, body)
      }
      this.attachments.write()
      this.db.exec('COMMIT')
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK')
      this.attachments.settle(false)
      throw error
    }
    this.attachments.settle(true)
  }

  backup() {
    const dir = mkdtempSync(join(tmpdir(), 'kosli-attest-backup-'))
    const path = join(dir, 'store.sqlite')
    this.db.prepare('VACUUM INTO ?').run(path)
    return {
      path,
      dispose: () => rmSync(dir, { recursive: true, force: true })
    }
  }

  close(): void {
    this.db.close()
    removeHolder(this.path)
  }
}

/** What a test may set smaller than the default. */
export interface StoreOptions {
  /** Bytes of attachments kept in the file (STORE_ATTACHMENT_BUDGET). */
  attachmentBudget?: number
  /** The file's largest size (SQLite's max_page_count), to make a write fail. */
  maxBytes?: number
}

function limitSize(db: DatabaseSync, bytes: number): void {
  const { page_size } = db.prepare('PRAGMA page_size').get() as {
    page_size: number
  }
  db.exec(`PRAGMA max_page_count = ${Math.ceil(bytes / page_size)}`)
}

/**
 * Opens (or creates) the store at `path` and returns it with the state it
 * holds; a new file is given `seed` first. Every refusal is a StoreRefusal
 * naming the file, and leaves the file as it was.
 */
export async function openStore(
  path: string,
  seed: EmulatorState,
  options: StoreOptions = {}
): Promise<{ store: StateStore; state: EmulatorState }> {
  const { DatabaseSync } = await loadSqlite()
  let db: DatabaseSync
  try {
    db = new DatabaseSync(path)
  } catch (error) {
    throw refusalOf(error, path)
  }
  let opened = false
  try {
    const fresh = openFile(db, path)
    opened = true
    const state = fresh ? structuredClone(seed) : loadState(db, path)
    // After the state was read back, so a refused file gains no table.
    const store = new SqliteStore(db, path, options)
    if (fresh) store.commit(state)
    else store.prime(state)
    if (options.maxBytes !== undefined) limitSize(db, options.maxBytes)
    return { store, state }
  } catch (error) {
    db.close()
    if (opened) removeHolder(path) // never another holder's note
    throw refusalOf(error, path)
  }
}
