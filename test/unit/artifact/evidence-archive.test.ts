/**
 * evidence.tgz as written: every file's bytes as they were, through the one
 * read buffer reused from chunk to chunk, and the size each header
 * announced even when a file shrinks on the way.
 */
import { randomBytes } from 'node:crypto'
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ArchiveTooBig } from '../../../src/errors.js'
import { writeArchive } from '../../../src/artifact/evidence-archive.js'
import { tgzFiles } from '../../support/evidence.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'evidence-archive-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function file(name: string, bytes: Buffer) {
  const path = join(dir, name)
  writeFileSync(path, bytes)
  return { name, path, info: statSync(path) }
}

describe('writeArchive', () => {
  it('keeps every byte of files of many read buffers, one after another', async () => {
    // Random, so that a chunk overwritten before gzip took it would show.
    const big = randomBytes(1_000_003)
    const other = randomBytes(70_000)
    const entries = [
      file('big.bin', big),
      file('empty', Buffer.alloc(0)),
      file('other.bin', other)
    ]
    const archive = await writeArchive(entries, { cwd: dir, tmpDir: dir })
    try {
      const files = tgzFiles(readFileSync(archive.path))
      expect([...files.keys()]).toEqual(['big.bin', 'empty', 'other.bin'])
      expect(files.get('big.bin')?.equals(big)).toBe(true)
      expect(files.get('empty')?.length).toBe(0)
      expect(files.get('other.bin')?.equals(other)).toBe(true)
    } finally {
      await archive.cleanup()
    }
  })

  it('pads a file that shrank since it was listed to the size its header says', async () => {
    const listed = file('shrinks.bin', randomBytes(200_000))
    const kept = randomBytes(1_000)
    writeFileSync(listed.path, kept)
    const archive = await writeArchive(
      [listed, file('after', Buffer.from('next'))],
      {
        cwd: dir,
        tmpDir: dir
      }
    )
    try {
      const files = tgzFiles(readFileSync(archive.path))
      const shrunk = files.get('shrinks.bin')
      expect(shrunk?.length).toBe(200_000)
      expect(shrunk?.subarray(0, 1_000).equals(kept)).toBe(true)
      expect(shrunk?.subarray(1_000).every((byte) => byte === 0)).toBe(true)
      expect(files.get('after')?.toString()).toBe('next')
    } finally {
      await archive.cleanup()
    }
  })

  it('stops once the compressed archive passes stopAbove, leaving nothing behind', async () => {
    const big = file('incompressible.bin', randomBytes(1_000_000))
    const tmpDir = mkdtempSync(join(dir, 'stop-'))
    await expect(
      writeArchive([big], { cwd: dir, tmpDir, stopAbove: 100_000 })
    ).rejects.toBeInstanceOf(ArchiveTooBig)
    expect(readdirSync(tmpDir)).toEqual([])
    const whole = await writeArchive([big], {
      cwd: dir,
      tmpDir,
      stopAbove: 2_000_000
    })
    expect(whole.bytes).toBeGreaterThan(1_000_000)
    await whole.cleanup()
  })

  it('fails, leaving nothing behind, when a listed file is gone', async () => {
    const gone = file('gone.bin', randomBytes(10))
    rmSync(gone.path)
    const tmpDir = mkdtempSync(join(dir, 'tmp-'))
    await expect(writeArchive([gone], { cwd: dir, tmpDir })).rejects.toThrow(
      /ENOENT/
    )
    expect(readdirSync(tmpDir)).toEqual([])
  })
})
