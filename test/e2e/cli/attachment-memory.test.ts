/**
 * The client streams a 10 MiB attachment instead of holding copies of it:
 * `kosli-attest resend` (the built CLI, in a child process) uploads a kept
 * payload with and without the attachment, and the difference in peak RSS
 * stays under a small multiple of the file size.
 */
import { createHash, randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ATTACHMENT_BYTES } from '../../../src/api/index.js'
import { keepPayload } from '../../../src/modes/attest-junit/kept-payload.js'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { runCli, type ChildRun } from '../support/run.js'

const MIB = 1024 * 1024
/** The bound asked for: the upload may cost at most 4x the file. */
const FACTOR = 4
const TRAIL = 'memory-trail'

let h: Harness
let dir: string
let attachment: string
let sha256: string

beforeAll(async () => {
  h = await startHarness()
  await h.beginTrails([TRAIL])
  dir = h.dir
  attachment = join(dir, 'evidence.bin')
  // Random bytes: nothing along the way can compress them.
  const bytes = randomBytes(MAX_ATTACHMENT_BYTES)
  writeFileSync(attachment, bytes)
  sha256 = createHash('sha256').update(bytes).digest('hex')
})
afterAll(() => h.close())

async function resend(
  name: string,
  withAttachment: boolean
): Promise<ChildRun> {
  const kept = await keepPayload({
    keepDir: dir,
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
      host: h.url,
      org: h.org,
      flow: FLOW,
      trail: TRAIL,
      attestationName: name
    },
    now: () => Date.now()
  })
  return runCli(['resend', kept], {
    cwd: dir,
    env: { KOSLI_API_TOKEN: h.token, KOSLI_HOST: h.url }
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
    const stored = await h.attestationsOn(TRAIL)
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
