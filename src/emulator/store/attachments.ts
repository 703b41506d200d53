import type { DatabaseSync } from 'node:sqlite'
import { MB } from '../../api/schemas/patterns.js'
import type { Attachments } from '../attachments.js'

/**
 * Attachment bytes in the store file (`serve --store`), so the trail page's
 * download links outlive a restart. A route's `put` is only staged: the
 * store's next commit writes it in the transaction that writes the
 * attestation carrying it, so an answered attestation never lacks its
 * bytes. Past the budget the oldest rows (lowest rowid: a re-sent digest
 * counts as new) are deleted in that same transaction.
 */

/** With a store: files last for days, so more than in memory, still bounded. */
export const STORE_ATTACHMENT_BUDGET = 512 * MB

/**
 * Not in the first layout of the file: created on open when missing, which
 * a store of that layout takes in place (its schema version stays 1).
 */
export const ATTACHMENT_TABLE = `
CREATE TABLE IF NOT EXISTS attachment (
  sha256 TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL
)`

const bufferOf = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

export class StoreAttachments implements Attachments {
  private readonly staged = new Map<string, Buffer>()
  private cleared = false
  private bytes = 0
  private readonly sql

  constructor(
    db: DatabaseSync,
    readonly budget: number = STORE_ATTACHMENT_BUDGET
  ) {
    this.sql = {
      read: db.prepare('SELECT bytes FROM attachment WHERE sha256 = ?'),
      size: db.prepare('SELECT size FROM attachment WHERE sha256 = ?'),
      write: db.prepare('INSERT OR REPLACE INTO attachment VALUES (?, ?, ?)'),
      oldest: db.prepare(
        'SELECT rowid, size FROM attachment ORDER BY rowid LIMIT 1'
      ),
      drop: db.prepare('DELETE FROM attachment WHERE rowid = ?'),
      empty: db.prepare('DELETE FROM attachment'),
      total: db.prepare('SELECT COALESCE(SUM(size), 0) AS n FROM attachment')
    }
    this.recount()
  }

  put(sha256: string, content: Buffer): void {
    if (content.length > this.budget) return
    this.staged.delete(sha256) // a re-put is the newest
    this.staged.set(sha256, content)
  }

  get(sha256: string): Buffer | undefined {
    const staged = this.staged.get(sha256)
    if (staged || this.cleared) return staged
    const row = this.sql.read.get(sha256) as { bytes: Uint8Array } | undefined
    return row ? bufferOf(row.bytes) : undefined
  }

  has(sha256: string): boolean {
    if (this.staged.has(sha256)) return true
    return !this.cleared && this.sql.size.get(sha256) !== undefined
  }

  clear(): void {
    this.staged.clear()
    this.cleared = true
  }

  /** Whether the next commit has something of ours to write. */
  get pending(): boolean {
    return this.cleared || this.staged.size > 0
  }

  /** Inside the store's transaction: what was staged, then the budget. */
  write(): void {
    if (this.cleared) {
      this.sql.empty.run()
      this.bytes = 0
    }
    for (const [sha256, content] of this.staged) {
      const old = this.sql.size.get(sha256) as { size: number } | undefined
      this.bytes += content.length - (old?.size ?? 0)
      this.sql.write.run(sha256, content.length, content)
    }
    while (this.bytes > this.budget) {
      const oldest = this.sql.oldest.get() as
        { rowid: number; size: number } | undefined
      if (!oldest) break
      this.sql.drop.run(oldest.rowid)
      this.bytes -= oldest.size
    }
  }

  /** After the transaction: committed, or rolled back (staged kept for the next). */
  settle(committed: boolean): void {
    if (!committed) {
      this.recount()
      return
    }
    this.staged.clear()
    this.cleared = false
  }

  /** After a rolled-back request: what it staged is not kept. */
  discard(): void {
    this.staged.clear()
    this.cleared = false
    this.recount()
  }

  private recount(): void {
    this.bytes = Number((this.sql.total.get() as { n: number }).n)
  }
}
