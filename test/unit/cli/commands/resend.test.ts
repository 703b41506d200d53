import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resendCommand } from '../../../../src/cli/commands/resend.js'
import { keepPayload } from '../../../../src/modes/attest-junit/kept-payload.js'
import { runCommand } from '../../../support/command.js'
import {
  ANY_JUNIT,
  FLOW,
  startHarness,
  type Harness
} from '../../../support/emulator.js'
import { filesIn, findLeaks } from '../../../support/leak-scan.js'

let h: Harness
let work: string
const TRAIL = 'resend-trail'

beforeAll(async () => {
  h = await startHarness()
  await h.beginTrails([TRAIL])
  work = h.dir
})
afterEach(async () => {
  await h.reset()
  await h.beginTrails([TRAIL])
})
afterAll(() => h.close())

function resend(args: string[], env: Record<string, string> = {}) {
  return runCommand(resendCommand, args, { cwd: work, env })
}

// Keys in an order zod would not produce, and text a re-serialisation
// would change (the escaped slash): only a verbatim send keeps them.
const DATA_JSON =
  '{"junit_results":[{"name":"api","failures":1,"errors":0,"skipped":0,"total":4,"duration":1.25}],"attestation_name":"unit-tests","description":"a\\/b"}'

async function kept(
  options: { attachment?: boolean; host?: string } = {}
): Promise<{ dir: string; attachmentSha?: string }> {
  const source = join(work, 'junit.xml')
  writeFileSync(source, '<testsuite name="api"><testcase/></testsuite>\n')
  const dir = await keepPayload({
    keepDir: work,
    dataJson: DATA_JSON,
    ...(options.attachment && {
      attachment: { path: source, filename: 'junit.xml' }
    }),
    destination: {
      host: options.host ?? h.url,
      org: h.org,
      flow: FLOW,
      trail: TRAIL,
      attestationName: 'unit-tests'
    },
    now: () => Date.UTC(2026, 0, 15)
  })
  const sha = createHash('sha256').update(readFileSync(source)).digest('hex')
  return { dir, ...(options.attachment && { attachmentSha: sha }) }
}

const tokenEnv = () => ({ KOSLI_API_TOKEN: h.token, KOSLI_HOST: h.url })

describe('resend', () => {
  it('sends the kept data_json byte for byte, and the attachment, then removes the directory', async () => {
    const { dir, attachmentSha } = await kept({ attachment: true })
    const run = await resend([dir], tokenEnv())
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(
      `Recorded the junit attestation 'unit-tests' on trail '${TRAIL}' of flow '${FLOW}'`
    )
    expect(existsSync(dir)).toBe(false)
    const [request] = (await h.requests()).filter((r) =>
      r.path.endsWith('/junit')
    )
    expect(request?.path).toBe(
      `/api/v2/attestations/${h.org}/${FLOW}/trail/${TRAIL}/junit`
    )
    const part = request?.parts?.find((p) => p.name === 'data_json')
    expect(part?.size).toBe(Buffer.byteLength(DATA_JSON))
    expect(JSON.stringify(request?.data_json)).toBe(
      JSON.stringify(JSON.parse(DATA_JSON))
    )
    const [stored] = await h.attestationsOn(TRAIL)
    expect(stored?.data_json).toEqual(JSON.parse(DATA_JSON))
    expect(stored?.attachment).toMatchObject({
      filename: 'junit.xml',
      sha256: attachmentSha
    })
  })

  it('takes the token from --api-token as well', async () => {
    const { dir } = await kept()
    const run = await resend([dir, '--api-token', h.token, '--host', h.url])
    expect(run.code, run.stderr).toBe(0)
    expect(await h.attestationsOn(TRAIL)).toHaveLength(1)
  })

  it('fails with exit 1 and keeps the directory intact when Kosli refuses', async () => {
    const { dir } = await kept({ attachment: true })
    const before = readdirSync(dir, { recursive: true }).sort()
    await h.fault({ path: ANY_JUNIT, status: 503, count: 10 })
    const run = await resend([dir, '--max-retries', '0'], tokenEnv())
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(
      "error: Kosli did not record the junit attestation 'unit-tests'"
    )
    expect(run.stderr).toContain('503 Service Unavailable')
    expect(run.stderr).toContain(`The payload is still in ${dir}`)
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual(before)
    expect(readFileSync(join(dir, 'data_json.json'), 'utf8')).toBe(DATA_JSON)
    expect(await h.attestationsOn(TRAIL)).toEqual([])
  })

  it('fails with exit 1 when the service cannot be reached, keeping the directory', async () => {
    const { dir } = await kept({ host: 'http://127.0.0.1:9' })
    const run = await resend([dir, '--max-retries', '0'], {
      ...tokenEnv(),
      KOSLI_HOST: 'http://127.0.0.1:9'
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/network error/)
    expect(run.stderr).toContain('try again later')
    expect(existsSync(join(dir, 'data_json.json'))).toBe(true)
  })

  it('a 404 (no such trail) says how to begin the trail, not "try again later"; --trail retargets', async () => {
    const { dir } = await kept()
    await h.reset() // the trail is gone
    const run = await resend([dir], tokenEnv())
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('404')
    expect(run.stderr).toContain(`kosli begin trail ${TRAIL} --flow ${FLOW}`)
    expect(run.stderr).not.toContain('try again later')
    expect(run.stderr).toContain(
      `fix the cause, then resend with: kosli-attest resend ${dir}`
    )
    expect(run.stderr).not.toContain('npx')
    await h.beginTrails(['other-trail'])
    const retarget = await resend([dir, '--trail', 'other-trail'], tokenEnv())
    expect(retarget.code, retarget.stderr).toBe(0)
    expect(retarget.stdout).toContain("on trail 'other-trail'")
    expect(await h.attestationsOn('other-trail')).toHaveLength(1)
  })

  it('parallel resends of one directory send it once; the others say another run took it', async () => {
    const { dir } = await kept({ attachment: true })
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => resend([dir], tokenEnv()))
    )
    expect(runs.map((r) => r.code).sort()).toEqual([0, 1, 1, 1])
    for (const run of runs.filter((r) => r.code === 1)) {
      expect(run.stderr).toContain(`another resend run took ${dir}`)
    }
    expect(
      (await h.requests()).filter((r) => r.path.endsWith('/junit'))
    ).toHaveLength(1)
    expect(await h.attestationsOn(TRAIL)).toHaveLength(1)
  })

  it('a lost answer (stored, then the connection dropped) says the attestation may have been recorded', async () => {
    const { dir } = await kept()
    await h.fault({ path: ANY_JUNIT, after: 'store', drop: true })
    const run = await resend([dir, '--max-retries', '0'], tokenEnv())
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(
      "error: Kosli may have recorded the junit attestation 'unit-tests'"
    )
    expect(run.stderr).toContain('the latest wins')
    expect(await h.attestationsOn(TRAIL)).toHaveLength(1)
    expect(existsSync(join(dir, 'data_json.json'))).toBe(true)
  })

  it('never writes the token into the directory', async () => {
    const { dir } = await kept({ attachment: true })
    await h.fault({ path: ANY_JUNIT, status: 500 })
    await resend([dir, '--max-retries', '0'], tokenEnv())
    const files = filesIn([dir])
    expect(Object.keys(files)).toHaveLength(3)
    expect(findLeaks(h.token, files)).toEqual([])
  })

  it('refuses a directory kept for another host, naming both (exit 2), and sends nothing', async () => {
    const elsewhere = 'https://kosli.attacker.example'
    const { dir } = await kept({ host: elsewhere })
    const run = await resend([dir], tokenEnv())
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`was kept for ${elsewhere}`)
    expect(run.stderr).toContain(`the host configured here is ${h.url}`)
    expect(run.stderr).toContain(`pass --host ${elsewhere}`)
    expect(await h.requests()).toEqual([])
    // With no host configured, the default host is the configured one.
    const byDefault = await resend([dir], { KOSLI_API_TOKEN: h.token })
    expect(byDefault.code).toBe(2)
    expect(byDefault.stderr).toContain(
      'the host configured here is https://app.kosli.com'
    )
  })

  it('refuses plain http:// to anything but this machine', async () => {
    const { dir } = await kept({ host: 'http://kosli.example' })
    const run = await resend(
      [dir, '--host', 'http://kosli.example'],
      tokenEnv()
    )
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('plain http://')
    expect(await h.requests()).toEqual([])
  })

  it('--help lists neither --org, which it ignores, nor anything it does not take', () => {
    expect(resendCommand.help).not.toContain('--org')
    expect(resendCommand.help).toContain('--trail')
  })

  it('shows the payload in a dry run and sends nothing', async () => {
    const { dir } = await kept()
    const run = await resend([dir, '--dry-run'], { KOSLI_HOST: h.url })
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(DATA_JSON)
    expect(await h.requests()).toEqual([])
    expect(existsSync(dir)).toBe(true)
  })

  it('an edited meta.json cannot put terminal escapes or a workflow command into what it prints', async () => {
    const { dir } = await kept()
    const metaFile = join(dir, 'meta.json')
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Record<
      string,
      unknown
    >
    // The org is any text but . and .. (the service's own rule).
    meta.org = 'unit\u001b]0;pwned\u0007\n::stop-commands::x'
    writeFileSync(metaFile, JSON.stringify(meta))
    const run = await resend([dir, '--dry-run'], { KOSLI_HOST: h.url })
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).not.toContain('\u001b')
    expect(run.stdout).not.toMatch(/^::/m)
    expect(run.stdout).toContain('unit\\x1b]0;pwned\\x07')
  })

  it('asks for the token (exit 2) without sending anything', async () => {
    const { dir } = await kept()
    const run = await resend([dir])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--api-token is not set: set KOSLI_API_TOKEN')
    expect(await h.requests()).toEqual([])
  })

  it('refuses a directory that is not a kept payload (exit 2)', async () => {
    const run = await resend([work], tokenEnv())
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('is not a kept payload directory')
  })

  it('leaves a directory that holds other files', async () => {
    const { dir } = await kept()
    writeFileSync(join(dir, 'notes.txt'), 'mine')
    const run = await resend([dir], tokenEnv())
    expect(run.code, run.stderr).toBe(0)
    expect(readdirSync(dir)).toEqual(['notes.txt'])
  })
})
