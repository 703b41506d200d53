/**
 * The client streams a 10 MiB attachment instead of holding copies of it:
 * `kosli-attest resend` (the built CLI, in a child process) uploads a kept
 * payload with and without the attachment, and the difference in peak RSS
 * stays under a small multiple of the file size.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ATTACHMENT_BYTES } from '../../src/api/index.js'
import {
  startEmulator,
  type RunningEmulator
} from '../../src/emulator/index.js'
import { keepPayload } from '../../src/modes/kept-payload.js'
import { CLI, runNode, type ChildRun } from '../hostile/child.js'
import { cleanEnv } from '../security/entries.js'
import { attestationsOn, beginTrails, FLOW } from '../reliability/emulator.js'

const MIB = 1024 * 1024
/** The bound asked for: the upload may cost at most 4x the file. */
const FACTOR = 4
const TRAIL = 'memory-trail'

let emulator: RunningEmulator
let dir: string
let attachment: string
let sha256: string

beforeAll(async () => {
  emulator = await startEmulator()
  await beginTrails(emulator.url, emulator.org, [TRAIL])
  dir = mkdtempSync(join(tmpdir(), 'attachment-memory-'))
  attachment = join(dir, 'evidence.bin')
  // Random bytes: nothing along the way can compress them.
  const bytes = randomBytes(MAX_ATTACHMENT_BYTES)
  writeFileSync(attachment, bytes)
  sha256 = createHash('sha256').update(bytes).digest('hex')
})
afterAll(async () => {
  await emulator.close()
  rmSync(dir, { recursive: true, force: true })
})

async function resend(
  name: string,
  withAttachment: boolean
): Promise<ChildRun> {
  const kept = await keepPayload({
    tmpDir: dir,
    dataJson: JSON.stringify({
      attestation_name: name,
      junit_results: [
        { name: 's', failures: 0, errors: 0, skipped: 0, total: 1, duration: 0 }
      ]
    }),
    ...(withAttachment && {
      attachment: { path: attachment, filename: 'evidence.bin' }
    }),
    destination: {
      host: emulator.url,
      org: emulator.org,
      flow: FLOW,
      trail: TRAIL,
      attestationName: name
    },
    now: () => Date.now()
  })
  return runNode(CLI, ['resend', kept], {
    cwd: dir,
    env: { ...cleanEnv(), KOSLI_API_TOKEN: emulator.token },
    timeoutMs: 60_000
  })
}

describe('a 10 MiB attachment', () => {
  it(`is uploaded with less than ${FACTOR}x its size in extra peak memory`, async () => {
    // Two of each, keeping the lower peak: less noise from the GC's timing.
    const baseline: number[] = []
    const upload: number[] = []
    for (const round of [1, 2]) {
      const without = await resend(`baseline-${round}`, false)
      expect(without.code, without.stderr).toBe(0)
      baseline.push(without.maxRssMiB)
      const withFile = await resend(`upload-${round}`, true)
      expect(withFile.code, withFile.stderr).toBe(0)
      upload.push(withFile.maxRssMiB)
    }
    const stored = await attestationsOn(emulator.url, emulator.org, TRAIL)
    const uploads = stored.filter((a) =>
      a.attestation_name.startsWith('upload-')
    )
    expect(uploads.map((a) => a.attachment)).toEqual([
      expect.objectContaining({ size: MAX_ATTACHMENT_BYTES, sha256 }),
      expect.objectContaining({ size: MAX_ATTACHMENT_BYTES, sha256 })
    ])
    const extraMiB = Math.min(...upload) - Math.min(...baseline)
    console.info(
      `attachment upload: baseline ${Math.min(...baseline).toFixed(0)} MiB, with 10 MiB attachment ${Math.min(...upload).toFixed(0)} MiB (+${extraMiB.toFixed(1)} MiB)`
    )
    expect(extraMiB).toBeLessThan((FACTOR * MAX_ATTACHMENT_BYTES) / MIB)
  }, 120_000)
})
