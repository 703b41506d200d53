/**
 * The blob download's own failures: a zip that cannot be written here is
 * reported as a local write failure, not as the blob storage's, and is not
 * fetched again. A real loopback server answers; /dev/full refuses every
 * write with ENOSPC, as a full disk does.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  downloadBlob,
  LocalWriteError
} from '../../../src/github/blob-download.js'
import { GitHubApiError } from '../../../src/github/failure.js'
import { memoryLogger } from '../../../src/log.js'

const BYTES = Buffer.alloc(200_000, 0x5a)
let server: Server
let url: string
let requests = 0
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'blob-'))
  server = createServer((_req, res) => {
    requests++
    res.end(BYTES)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/blob.zip`
})

afterAll(async () => {
  await new Promise((done) => server.close(done))
  rmSync(dir, { recursive: true, force: true })
})

const download = (file: string) =>
  downloadBlob({
    url,
    file,
    maxBytes: 1 << 20,
    label: "'junit'",
    logger: memoryLogger()
  })

describe('downloadBlob', () => {
  it('writes the zip and returns its sha256', async () => {
    const file = join(dir, 'ok.zip')
    const sha = await download(file)
    expect(sha).toBe(createHash('sha256').update(BYTES).digest('hex'))
    expect(readFileSync(file).equals(BYTES)).toBe(true)
  })

  it('a zip that cannot be written here is our failure, named with its path, and not fetched again', async () => {
    requests = 0
    const error = await download('/dev/full').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LocalWriteError)
    const message = (error as Error).message
    expect(message).toContain(
      "could not write the zip of artifact 'junit' to /dev/full"
    )
    expect(message).toContain('ENOSPC')
    expect(message).not.toContain('blob storage')
    expect(requests).toBe(1)
  })
})

describe('downloadBlob: one deadline for the whole download', () => {
  let trickle: Server
  let trickleUrl: string
  let answered = 0

  beforeAll(async () => {
    // A byte every 20 ms, for ever: the 30 s idle timer never trips.
    trickle = createServer((_req, res) => {
      answered++
      res.writeHead(200, { 'content-length': String(1 << 20) })
      const timer = setInterval(() => res.write('x'), 20)
      res.on('close', () => clearInterval(timer))
    })
    await new Promise<void>((done) => trickle.listen(0, '127.0.0.1', done))
    const { port } = trickle.address() as AddressInfo
    trickleUrl = `http://127.0.0.1:${port}/slow.zip`
  })

  afterAll(async () => {
    trickle.closeAllConnections()
    await new Promise((done) => trickle.close(done))
  })

  it('a server sending a byte now and then is stopped at the deadline, with a message naming the download, and not retried', async () => {
    const error = await downloadBlob({
      url: trickleUrl,
      file: join(dir, 'slow.zip'),
      maxBytes: 1 << 20,
      label: "'junit'",
      logger: memoryLogger(),
      deadlineMs: 500
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubApiError)
    expect((error as Error).message).toBe(
      "Could not download artifact 'junit' from the blob storage: the download did not finish within its deadline of 0.5 s (every attempt included); the blob storage was too slow. Run the job again"
    )
    expect(answered).toBe(1)
  }, 20_000)
})
