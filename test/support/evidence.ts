/**
 * An attestation's attachment as the emulator keeps it, read back through
 * its download page, and the files of an evidence.tgz, read without a
 * child process (unit tests spawn none).
 */
import { gunzipSync } from 'node:zlib'

/** The bytes of the `number`th attestation's attachment on a trail. */
export async function attachmentBytes(
  url: string,
  at: { org: string; flow: string; trail: string; number: number }
): Promise<Buffer> {
  const path = [at.org, 'flows', at.flow, 'trails', at.trail]
    .map(encodeURIComponent)
    .join('/')
  const response = await fetch(
    `${url}/${path}/attestations/${at.number}/attachment`
  )
  if (!response.ok)
    throw new Error(`attachment ${at.number}: HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** The regular files of a gzipped ustar archive: name → content. */
export function tgzFiles(bytes: Buffer): Map<string, Buffer> {
  const tar = gunzipSync(bytes)
  const files = new Map<string, Buffer>()
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512)
    if (header.every((byte) => byte === 0)) break
    const text = (from: number, length: number) =>
      header.toString('utf8', from, from + length).replace(/\0.*$/s, '')
    const prefix = text(345, 155)
    const name = prefix === '' ? text(0, 100) : `${prefix}/${text(0, 100)}`
    const size = parseInt(text(124, 12).trim() || '0', 8)
    const body = tar.subarray(at + 512, at + 512 + size)
    if (text(156, 1) === '0' || text(156, 1) === '') files.set(name, body)
    at += 512 + Math.ceil(size / 512) * 512
  }
  return files
}
