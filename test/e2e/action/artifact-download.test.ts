/**
 * Hostile artifacts through the built action (dist/index.js) on a
 * workflow_run event: the GitHub stand-in lists the artifact and its blob
 * storage serves the zip, built here byte by byte (test/support/github/
 * zip.ts). Each zip must be refused at once, with a message naming the
 * entry and the rule or limit, a job summary and a failed step; nothing is
 * written outside the download folder, and a bomb never gets near 64 MiB
 * on disk. The step runs as a dry run, so no Kosli host is needed: the
 * refusal comes before the mode.
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  deflatedZeros,
  makeZip,
  zip64Claim,
  type ZipEntry
} from '../../support/github/zip.js'
import {
  failureMessage,
  MEMORY_LIMIT_MIB,
  type ActionRun
} from '../support/run.js'
import { useTriggeringRuns } from '../support/triggering-run.js'

const MIB = 1024 * 1024
const REPORT = '<testsuite name="s" tests="1"><testcase name="t"/></testsuite>'

const runs = useTriggeringRuns(9000)

/** Runs the action on a workflow_run whose run has this one artifact. */
function downloadOf(
  zip: Buffer | readonly ZipEntry[],
  options: { name?: string; digest?: string | null; pattern?: string } = {}
): Promise<ActionRun> {
  const run = runs.nextRun()
  const name = options.name ?? 'junit-reports'
  runs.github.state.addArtifact(run, name, zip, {
    ...(options.digest !== undefined && { digest: options.digest })
  })
  return runs.attest(run, options.pattern ?? name)
}

/** Bytes of every file below `dir`. */
function bytesBelow(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0)
}

/** Every path below `dir`, relative. */
function pathsBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((e) =>
    join(e.parentPath, e.name).slice(dir.length + 1)
  )
}

/** The step failed with `message`, said it in the summary, wrote nothing outside. */
function expectRefused(run: ActionRun, message: string | RegExp): void {
  expect(run.code, run.stdout + run.stderr).toBe(1)
  const failure = failureMessage(run) ?? ''
  if (typeof message === 'string') expect(failure).toContain(message)
  else expect(failure).toMatch(message)
  expect(run.summary).toContain('**Reports not downloaded**')
  expect(run.outputs['summary-file']).toBeDefined()
  expect(run.stderr).not.toMatch(/TypeError|\n\s+at /)
  for (const path of pathsBelow(run.runnerTemp)) {
    // The download folder, its artifact folder, and the summary's folder.
    expect(path).toMatch(/^kosli-(artifacts|summary)-\w+(\/|$)/)
  }
  expect(readdirSync(runs.workspace)).toEqual([])
}

const good = (path: string): ZipEntry => ({ path, content: REPORT })

describe('a hostile artifact zip is refused, with a summary and a failed step', () => {
  it('a zip cut 10 bytes into a local header ends at once: not a valid zip', async () => {
    const whole = makeZip([good('a.xml'), good('b.xml')])
    const second = whole.indexOf(Buffer.from('PK\x03\x04'), 4)
    const run = await downloadOf(whole.subarray(0, second + 10), {
      digest: null
    })
    expectRefused(
      run,
      'Artifact "junit-reports" refused: the artifact\'s zip is not valid: '
    )
    // Not taken for a network failure, and not downloaded again.
    expect(failureMessage(run)).not.toContain('could not be reached')
    expect(
      runs.github.requests.filter((r) => r.server === 'blob')
    ).toHaveLength(1)
  })

  it('4 GiB of zeros in a 4 MB zip: refused by its declared size before any byte is written', async () => {
    const size = 4095 * MIB
    const zip = makeZip([
      good('a.xml'),
      {
        path: 'zeros.bin',
        content: '',
        deflated: deflatedZeros(4095),
        size,
        crc: 0
      }
    ])
    expect(zip.length).toBeLessThan(8 * MIB)
    const run = await downloadOf(zip)
    expectRefused(
      run,
      'entry "zeros.bin" declares 4,293,918,720 bytes, which takes what the artifacts hold over the limit of 1,073,741,824 bytes (artifact-max-bytes)'
    )
    expect(bytesBelow(run.runnerTemp)).toBeLessThan(64 * MIB)
  })

  it('an entry that declares 10 bytes and inflates to 4 GiB stops at once', async () => {
    const zip = makeZip([
      {
        path: 'liar.xml',
        content: '',
        deflated: deflatedZeros(4095),
        declaredSize: 10,
        crc: 0
      }
    ])
    const run = await downloadOf(zip)
    expectRefused(
      run,
      'entry "liar.xml" inflates past the 10 bytes it declares'
    )
    expect(bytesBelow(run.runnerTemp)).toBeLessThan(64 * MIB)
  })

  it('a zip64 end record claiming 2^52 entries after 24 MiB of junk: bounded memory, refused', async () => {
    const run = await downloadOf(zip64Claim(24 * MIB, 2n ** 52n, 2n ** 52n))
    expectRefused(
      run,
      "the artifact's zip holds 4,503,599,627,370,496 entries, over the limit of 10,000"
    )
    expect(run.maxRssMiB).toBeLessThan(MEMORY_LIMIT_MIB)
  })

  it('artifact-max-bytes lowers the limit for the zip itself', async () => {
    const id = runs.nextRun()
    runs.github.state.addArtifact(id, 'big', [
      { path: 'big.xml', content: Buffer.alloc(MIB, 'x') }
    ])
    const run = await runs.attest(id, 'big', { 'artifact-max-bytes': '512KiB' })
    expectRefused(
      run,
      'entry "big.xml" declares 1,048,576 bytes, which takes what the artifacts hold over the limit of 524,288 bytes (artifact-max-bytes)'
    )
  })

  const names: [string, string | Buffer, string][] = [
    [
      'a NUL in a name',
      'ok\0.xml',
      'entry "ok\\u0000.xml" holds a control character'
    ],
    [
      'a newline in a name',
      'a\n::stop-commands::x.xml',
      'entry "a\\n::stop-commands::x.xml" holds a control character'
    ],
    [
      '../',
      '../../escaped.xml',
      'entry "../../escaped.xml" has a ".." segment'
    ],
    [
      'an absolute path',
      '/tmp/absolute.xml',
      'entry "/tmp/absolute.xml" is an absolute path'
    ],
    [
      'a drive letter',
      'C:/Windows/evil.xml',
      'entry "C:/Windows/evil.xml" starts with a drive letter'
    ],
    ['a backslash', '..\\evil.xml', 'entry "..\\\\evil.xml" holds a backslash'],
    [
      'a name that is not UTF-8',
      Buffer.from([0x61, 0xff, 0x2e]),
      'entry "aÿ.": its name is flagged UTF-8 but is not'
    ]
  ]
  it.each(names)('%s', async (_title, path, message) => {
    const run = await downloadOf([good('first.xml'), { path, content: REPORT }])
    expectRefused(run, message)
  })

  it('a CRC-32 that does not match the data', async () => {
    const run = await downloadOf([
      good('a.xml'),
      { ...good('b.xml'), crc: 1234 }
    ])
    expectRefused(run, 'entry "b.xml" fails its CRC-32 check')
  })

  it('two entries with one name', async () => {
    const run = await downloadOf([
      good('dup.xml'),
      { path: 'dup.xml', content: '<x/>' }
    ])
    expectRefused(run, 'entry "dup.xml" appears twice in the archive')
  })

  it('a symbolic link', async () => {
    const link: ZipEntry = {
      path: 'link.xml',
      content: '/etc/passwd',
      mode: 0o120777
    }
    const run = await downloadOf([good('a.xml'), link])
    expectRefused(run, 'entry "link.xml" is a symbolic link')
  })

  it('a zip that is not what GitHub lists for the artifact', async () => {
    const run = await downloadOf([good('a.xml')], {
      digest: `sha256:${'ab'.repeat(32)}`
    })
    expectRefused(run, `not the sha256:${'ab'.repeat(32)} GitHub lists for it`)
  })

  it('an artifact name holding \\n::stop-commands:: never starts a log line', async () => {
    const run = await downloadOf([good('a.xml')], {
      name: 'junit\n::stop-commands::pwned',
      pattern: '/^junit/'
    })
    expectRefused(
      run,
      'artifact name "junit\\n::stop-commands::pwned" cannot be a folder name'
    )
    const lines = run.stdout.split('\n')
    expect(lines.filter((l) => l.startsWith('::stop-commands::'))).toEqual([])
  })
})
