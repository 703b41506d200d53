import { MB } from '../api/schemas/patterns.js'

/**
 * The bytes of attestations' attachments, by SHA-256, for the trail page's
 * download links, within a byte budget; past it the oldest go first (the
 * page then says the bytes are no longer held). The state keeps only each
 * attachment's name, size and digest, so a state file stays small. Routes
 * and pages see this interface alone: in memory here, in the store's file
 * with `serve --store` (store/attachments.ts).
 */
export interface Attachments {
  /** A content over the budget is not kept. */
  put(sha256: string, content: Buffer): void
  get(sha256: string): Buffer | undefined
  has(sha256: string): boolean
  clear(): void
}

export const DEFAULT_ATTACHMENT_BUDGET = 64 * MB

export class MemoryAttachments implements Attachments {
  private readonly blobs = new Map<string, Buffer>()
  private bytes = 0

  constructor(readonly budget: number = DEFAULT_ATTACHMENT_BUDGET) {}

  put(sha256: string, content: Buffer): void {
    if (content.length > this.budget) return
    this.delete(sha256)
    this.blobs.set(sha256, content)
    this.bytes += content.length
    for (const [oldest] of this.blobs) {
      if (this.bytes <= this.budget) break
      this.delete(oldest)
    }
  }

  get(sha256: string): Buffer | undefined {
    return this.blobs.get(sha256)
  }

  has(sha256: string): boolean {
    return this.blobs.has(sha256)
  }

  clear(): void {
    this.blobs.clear()
    this.bytes = 0
  }

  private delete(sha256: string): void {
    const held = this.blobs.get(sha256)
    if (!held) return
    this.bytes -= held.length
    this.blobs.delete(sha256)
  }
}
