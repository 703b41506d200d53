import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resendCommand } from '../../src/cli/commands/resend.js'
import type { CommandIo } from '../../src/cli/framework/types.js'
import {
  startEmulator,
  type RunningEmulator
} from '../../src/emulator/index.js'
import { keepPayload } from '../../src/modes/kept-payload.js'
import {
  addFault,
  attestationsOn,
  beginTrails,
  FLOW,
  JUNIT_PATH,
  requests,
  reset
} from '../reliability/emulator.js'
import { filesIn, findLeaks } from '../security/leak-scan.js'

let emulator: RunningEmulator
let work: string
const TRAIL = 'resend-trail'

beforeAll(async () => {
  emulator = await startEmulator()
  await beginTrails(emulator.url, emulator.org, [TRAIL])
  work = mkdtempSync(join(tmpdir(), 'resend-test-'))
})
afterEach(async () => {
  await reset(emulator.url)
  await beginTrails(emulator.url, emulator.org, [TRAIL])
})
afterAll(async () => {
  await emulator.close()
  rmSync(work, { recursive: true, force: true })
})

interface Run {
  code: number
  stdout: string
  stderr: string
}

async function resend(
  args: string[],
  env: Record<string, string> = {}
): Promise<Run> {
  let stdout = ''
  let stderr = ''
  const io: CommandIo = {
    cwd: work,
    env,
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    isTTY: false,
    confirm: () => Promise.resolve(false)
  }
  const code = await resendCommand.run(args, io)
  return { code, stdout, stderr }
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
    tmpDir: work,
    dataJson: DATA_JSON,
    ...(options.attachment && {
      attachment: { path: source, filename: 'junit.xml' }
    }),
    destination: {
      host: options.host ?? emulator.url,
      org: emulator.org,
      flow: FLOW,
      trail: TRAIL,
      attestationName: 'unit-tests'
    },
    now: () => Date.UTC(2026, 0, 15)
  })
  const sha = createHash('sha256').update(readFileSync(source)).digest('hex')
  return { dir, ...(options.attachment && { attachmentSha: sha }) }
}

const tokenEnv = () => ({ KOSLI_API_TOKEN: emulator.token })

describe('resend', () => {
  it('sends the kept data_json byte for byte, and the attachment, then removes the directory', async () => {
    const { dir, attachmentSha } = await kept({ attachment: true })
    const run = await resend([dir], tokenEnv())
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(
      `Recorded the junit attestation 'unit-tests' on trail '${TRAIL}' of flow '${FLOW}'`
    )
    expect(existsSync(dir)).toBe(false)
    const [request] = (await requests(emulator.url)).filter((r) =>
      r.path.endsWith('/junit')
    )
    expect(request?.path).toBe(
      `/api/v2/attestations/${emulator.org}/${FLOW}/trail/${TRAIL}/junit`
    )
    const part = request?.parts?.find((p) => p.name === 'data_json')
    expect(part?.size).toBe(Buffer.byteLength(DATA_JSON))
    expect(JSON.stringify(request?.data_json)).toBe(
      JSON.stringify(JSON.parse(DATA_JSON))
    )
    const [stored] = await attestationsOn(emulator.url, emulator.org, TRAIL)
    expect(stored?.data_json).toEqual(JSON.parse(DATA_JSON))
    expect(stored?.attachment).toMatchObject({
      filename: 'junit.xml',
      sha256: attachmentSha
    })
  })

  it('takes the token from --api-token as well', async () => {
    const { dir } = await kept()
    const run = await resend([dir, '--api-token', emulator.token])
    expect(run.code, run.stderr).toBe(0)
    expect(
      await attestationsOn(emulator.url, emulator.org, TRAIL)
    ).toHaveLength(1)
  })

  it('fails with exit 1 and keeps the directory intact when Kosli refuses', async () => {
    const { dir } = await kept({ attachment: true })
    const before = readdirSync(dir, { recursive: true }).sort()
    await addFault(emulator.url, { path: JUNIT_PATH, status: 503, count: 10 })
    const run = await resend([dir, '--max-retries', '0'], tokenEnv())
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(
      "error: Kosli did not record the junit attestation 'unit-tests'"
    )
    expect(run.stderr).toContain('503 Service Unavailable')
    expect(run.stderr).toContain(`The payload is still in ${dir}`)
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual(before)
    expect(readFileSync(join(dir, 'data_json.json'), 'utf8')).toBe(DATA_JSON)
    expect(await attestationsOn(emulator.url, emulator.org, TRAIL)).toEqual([])
  })

  it('fails with exit 1 when the service cannot be reached, keeping the directory', async () => {
    const { dir } = await kept({ host: 'http://127.0.0.1:9' })
    const run = await resend([dir, '--max-retries', '0'], tokenEnv())
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/network error/)
    expect(existsSync(join(dir, 'data_json.json'))).toBe(true)
  })

  it('never writes the token into the directory', async () => {
    const { dir } = await kept({ attachment: true })
    await addFault(emulator.url, { path: JUNIT_PATH, status: 500 })
    await resend([dir, '--max-retries', '0'], tokenEnv())
    const files = filesIn([dir])
    expect(Object.keys(files)).toHaveLength(3)
    expect(findLeaks(emulator.token, files)).toEqual([])
  })

  it('sends to another host when --host names one, with a warning', async () => {
    const { dir } = await kept({ host: 'https://app.kosli.com' })
    const run = await resend([dir, '--host', emulator.url], tokenEnv())
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toContain(
      `warning: sending to ${emulator.url}, not to https://app.kosli.com`
    )
  })

  it('shows the payload in a dry run and sends nothing', async () => {
    const { dir } = await kept()
    const run = await resend([dir, '--dry-run'])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(DATA_JSON)
    expect(await requests(emulator.url)).toEqual([])
    expect(existsSync(dir)).toBe(true)
  })

  it('asks for the token (exit 2) without sending anything', async () => {
    const { dir } = await kept()
    const run = await resend([dir])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--api-token is not set: set KOSLI_API_TOKEN')
    expect(await requests(emulator.url)).toEqual([])
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
