import type { DatabaseSync } from 'node:sqlite'
import { ConfigError } from '../../errors.js'
import { holderNote, writeHolder } from './holder.js'

/**
 * Opening a store file: the checks that come before anything is written,
 * so a file that is not ours, is newer or is damaged is left as it was.
 * The connection keeps its locks (locking_mode EXCLUSIVE): while a serve
 * runs, no other process can read or write the file, which is what makes
 * it the one writer. The lock is the operating system's, so it goes with
 * the process, even a killed one.
 */

/** 'KATS' in the header's application id: this file is a kosli-attest store. */
export const APPLICATION_ID = 0x4b415453
/** Bumped with every change of the rows' layout; older files are migrated. */
export const SCHEMA_VERSION = 1

/** A store file refused at start: the message says why and what to do. */
export class StoreRefusal extends ConfigError {
  override name = 'StoreRefusal'
}

const SQLITE_BUSY = 5
const SQLITE_CORRUPT = 11
const SQLITE_NOTADB = 26

function sqliteCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { errcode?: unknown }).errcode
  return typeof code === 'number' ? code & 0xff : undefined
}

/** The refusal a failure of the opening steps stands for. */
export function refusalOf(error: unknown, path: string): Error {
  if (error instanceof StoreRefusal) return error
  const code = sqliteCode(error)
  if (code === SQLITE_BUSY) {
    return new StoreRefusal(
      `the store ${path} is in use by ${holderNote(path)}; one serve per store: share that server over HTTP, or give this one another --store FILE`
    )
  }
  if (code === SQLITE_NOTADB) {
    return new StoreRefusal(
      `${path} is not a kosli-attest store (not a SQLite database); it was left as it is: give --store a new file or one a serve created`
    )
  }
  if (code === SQLITE_CORRUPT) return damaged(path, error)
  return new StoreRefusal(`cannot open the store ${path}: ${String(error)}`, {
    cause: error
  })
}

export function damaged(path: string, cause: unknown): StoreRefusal {
  const reason = cause instanceof Error ? cause.message : String(cause)
  return new StoreRefusal(
    `the store ${path} is damaged (${reason}); it was left as it is: start from a backup (GET /_emulator/backup) or a new file`,
    { cause }
  )
}

function pragma(db: DatabaseSync, name: string): unknown {
  const row = db.prepare(`PRAGMA ${name}`).get() as Record<string, unknown>
  return Object.values(row)[0]
}

/** Refuses a file that is not a store of a version this one can read. */
function checkHeader(db: DatabaseSync, path: string): boolean {
  if (pragma(db, 'page_count') === 0) return true // new or empty: ours to make
  const id = Number(pragma(db, 'application_id'))
  if (id !== APPLICATION_ID) {
    throw new StoreRefusal(
      `${path} is a SQLite database of another application (application id ${id}), not a kosli-attest store; it was left as it is`
    )
  }
  const version = Number(pragma(db, 'user_version'))
  if (version > SCHEMA_VERSION) {
    throw new StoreRefusal(
      `the store ${path} has schema version ${version}, made by a newer kosli-attest; this one reads up to version ${SCHEMA_VERSION}: run the newer version, or start this one on another file (the store was left as it is)`
    )
  }
  const check = db.prepare('PRAGMA quick_check').all()
  const result = check.map((row) => Object.values(row)[0]).join('; ')
  if (result !== 'ok') throw damaged(path, new Error(result))
  return false
}

const SCHEMA = `
CREATE TABLE part (
  key TEXT NOT NULL,
  pos INTEGER NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (key, pos)
) WITHOUT ROWID;
PRAGMA application_id = ${APPLICATION_ID};
PRAGMA user_version = ${SCHEMA_VERSION};
`

/**
 * Opens `path` for this process alone; returns whether it was new. Durable
 * commits: WAL with synchronous FULL, so a committed transaction is on disk
 * before the answer that follows it leaves.
 */
export function openFile(db: DatabaseSync, path: string): boolean {
  try {
    db.exec('PRAGMA locking_mode = EXCLUSIVE')
    const fresh = checkHeader(db, path)
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA synchronous = FULL')
    db.exec('BEGIN IMMEDIATE') // takes the write lock, kept from now on
    if (fresh) db.exec(SCHEMA)
    db.exec('COMMIT')
    writeHolder(path)
    return fresh
  } catch (error) {
    throw refusalOf(error, path)
  }
}
