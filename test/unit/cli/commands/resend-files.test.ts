/**
 * A kept folder is data, not file-system tricks (issue 23, items 3-5):
 * resend reads only regular files (no symbolic link, FIFO or device),
 * each within its limit, and every path segment of meta.json passes the
 * request's segment check. Every refusal names the path and why, and
 * nothing is sent.
 */
import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resendCommand } from '../../../../src/cli/commands/resend.js'
import { keepPayload } from '../../../../src/modes/attest-junit/kept-payload.js'
import { runCommand } from '../../../support/command.js'
import { FLOW, startHarness, type Harness } from '../../../support/emulator.js'

let h: Harness
const TRAIL = 'files-trail'
const SECRET = 'not-for-the-service\n'

beforeAll(async () => {
  h = await startHarness()
  await h.beginTrails([TRAIL])
})
afterEach(async () => {
  await h.reset()
  await h.beginTrails([TRAIL])
})
afterAll(() => h.close())

const DATA_JSON =
  '{"junit_results":[{"name":"api","failures":0,"errors":0,"skipped":0,"total":1,"duration":1}],"attestation_name":"unit-tests"}'

async function kept(attachment = false): Promise<string> {
  const source = join(h.dir, 'junit.xml')
  writeFileSync(source, '<testsuite name="api"><testcase/></testsuite>\n')
  return keepPayload({
    keepDir: h.dir,
    dataJson: DATA_JSON,
    ...(attachment && { attachment: { path: source, filename: 'junit.xml' } }),
    destination: {
      host: h.url,
      org: h.org,
      flow: FLOW,
      trail: TRAIL,
      attestationName: 'unit-tests'
    },
    now: () => Date.UTC(2026, 0, 15)
  })
}

function resend(args: string[]) {
  return runCommand(resendCommand, args, {
    cwd: h.dir,
    env: { KOSLI_API_TOKEN: h.token, KOSLI_HOST: h.url }
  })
}

function replace(path: string, make: (path: string) => void) {
  rmSync(path, { recursive: true, force: true })
  make(path)
}

async function refused(args: string[], ...words: string[]) {
  const run = await resend(args)
  expect(run.code, run.stderr).toBe(2)
  for (const word of words) expect(run.stderr).toContain(word)
  expect(await h.requests()).toEqual([])
}

describe('resend reads a kept folder as data', () => {
  it('a symbolic link as the attachment is refused, its target unsent', async () => {
    const dir = await kept(true)
    const secret = join(h.dir, 'secret.txt')
    writeFileSync(secret, SECRET)
    const link = join(dir, 'attachment', 'junit.xml.txt')
    replace(link, (path) => symlinkSync(secret, path))
    await refused(
      [dir],
      link,
      'is a symbolic link; only a regular file is read'
    )
  })

  it('a symbolic link as the attachment folder is refused', async () => {
    const dir = await kept(true)
    const elsewhere = join(h.dir, 'elsewhere')
    mkdirSync(elsewhere, { recursive: true })
    writeFileSync(join(elsewhere, 'junit.xml.txt'), SECRET)
    const folder = join(dir, 'attachment')
    replace(folder, (path) => symlinkSync(elsewhere, path))
    await refused([dir], folder, 'is a symbolic link')
  })

  it('a symbolic link as meta.json is refused', async () => {
    const dir = await kept()
    const meta = join(dir, 'meta.json')
    const copy = join(h.dir, 'meta-copy.json')
    writeFileSync(copy, readFileSync(meta))
    replace(meta, (path) => symlinkSync(copy, path))
    await refused([dir, '--dry-run'], meta, 'is a symbolic link')
  })

  it('a FIFO as data_json.json is refused at once, even in a dry run', async () => {
    const dir = await kept()
    const data = join(dir, 'data_json.json')
    replace(data, (path) => execFileSync('mkfifo', [path]))
    await refused([dir, '--dry-run'], data, 'is a FIFO (named pipe)')
  })

  it('a device as meta.json is refused (/dev/zero would never end)', async () => {
    const dir = await kept()
    const meta = join(dir, 'meta.json')
    replace(meta, (path) => symlinkSync('/dev/zero', path))
    await refused([dir, '--dry-run'], meta, 'is a symbolic link')
  })

  it('a data_json.json over 8 MiB is refused, naming the limit', async () => {
    const dir = await kept()
    const data = join(dir, 'data_json.json')
    truncateSync(data, 8 * 1024 * 1024 + 1)
    await refused(
      [dir, '--dry-run'],
      data,
      `is ${8 * 1024 * 1024 + 1} bytes, more than the limit of 8 MiB`
    )
  })

  it('an attachment over the service limit is refused before sending', async () => {
    const dir = await kept(true)
    const file = join(dir, 'attachment', 'junit.xml.txt')
    truncateSync(file, 10_000_001)
    await refused([dir], file, 'more than the limit')
  })
})

describe('every path segment of meta.json is checked', () => {
  it.each([
    ['org', '..'],
    ['org', '.'],
    ['flow', '..'],
    ['trail', '../x'],
    ['attestationName', '../junit']
  ])('%s %j is refused, nothing sent', async (field, value) => {
    const dir = await kept()
    const file = join(dir, 'meta.json')
    const meta = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      unknown
    >
    meta[field] = value
    writeFileSync(file, JSON.stringify(meta))
    await refused([dir], 'meta.json', field)
  })

  it('a kept folder as written is sent', async () => {
    const dir = await kept(true)
    const run = await resend([dir])
    expect(run.code, run.stderr).toBe(0)
    expect((await h.requests()).map((r) => r.method)).toEqual(['POST'])
  })
})
