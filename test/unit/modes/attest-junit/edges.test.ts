/**
 * attest-junit when the outcome is not a plain yes: an answer lost after
 * the attestation was stored, a redirect, an attachment over the limit.
 * The step still sets its outputs and writes its summary, and says what
 * is true: "may have been recorded", "not recorded", and why.
 */
import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { attestJunitCommand } from '../../../../src/cli/commands/attest-junit.js'
import { junitStage, runMode } from '../../../support/modes.js'
import { runCommand } from '../../../support/command.js'
import { ANY_JUNIT, FLOW, useHarness } from '../../../support/emulator.js'
import { attachmentBytes, tgzFiles } from '../../../support/evidence.js'

const h = useHarness()
const TRAIL = 'edges'

const { deps, raw } = junitStage(h, { flow: FLOW, trail: TRAIL })

describe('an answer lost after the attestation was stored', () => {
  it.each([
    ['the connection dropped', { drop: true as const }],
    ['the answer slower than the timeout', { delayMs: 3_000 }]
  ])('%s: the failure says it may have been recorded', async (_, fault) => {
    await h.beginTrails([TRAIL])
    await h.fault({ path: ANY_JUNIT, after: 'store', ...fault })
    const result = await runMode(
      'attest-junit',
      raw({ 'timeout-seconds': '1' }),
      deps()
    )
    expect(await h.attestationsOn(TRAIL)).toHaveLength(1)
    expect(result.failure).toContain(
      'Kosli may have recorded the attestation: the request went out, but its answer was lost'
    )
    expect(result.failure).toContain('the latest wins')
    expect(result.failure).not.toContain('did not record')
    expect(result.summary).toContain('**Maybe recorded**')
    expect(result.outputs['kept-payload-dir']).toBeDefined()
  })

  it('a refused connection is not ambiguous: nothing was sent', async () => {
    const result = await runMode(
      'attest-junit',
      raw({ host: 'http://127.0.0.1:1' }),
      deps()
    )
    expect(result.failure).toContain('Kosli did not record the attestation')
  })
})

describe('a redirect', () => {
  it('is a failure naming it, and the payload is kept', async () => {
    await h.beginTrails([TRAIL])
    await h.fault({ path: ANY_JUNIT, status: 307 })
    const result = await runMode('attest-junit', raw(), deps())
    expect(result.failure).toContain('307 Temporary Redirect')
    expect(result.failure).toContain('never follows a redirect')
    expect(result.outputs['kept-payload-dir']).toBeDefined()
    expect(await h.attestationsOn(TRAIL)).toEqual([])
  })
})

describe('an attachment over 10 MB (10,000,000 bytes)', () => {
  const big = join('att', 'big.bin')
  beforeAll(() => {
    mkdirSync(join(h.dir, 'att'), { recursive: true })
    // Random bytes: the evidence archive cannot compress them under the limit.
    writeFileSync(join(h.dir, big), randomBytes(10_000_001))
  })

  it('the action: outputs (payload-file too) and summary are set; the message names attach-results: false', async () => {
    const result = await runMode(
      'attest-junit',
      raw({ attachments: big }),
      deps()
    )
    expect(result.outputs['payload-file']).toBeDefined()
    expect(result.outputs.tests).toBe('1')
    expect(result.summary).toContain('**Not recorded**')
    expect(result.failure).toContain(
      "over Kosli's limit of 10 MB (10,000,000 bytes)"
    )
    expect(result.failure).toContain('attach-results: false')
    expect(await h.requests()).toEqual([])
  })

  it('the CLI: the message names --no-attach-results', async () => {
    const run = await runCommand(
      attestJunitCommand,
      [
        ...['--flow', FLOW, '--trail', TRAIL, '--name', 'unit-tests'],
        ...['--attachments', big, 'reports/*.xml']
      ],
      { cwd: h.dir, env: h.env }
    )
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('10 MB (10,000,000 bytes)')
    expect(run.stderr).toContain('--no-attach-results')
    expect(run.stderr).not.toContain('attach-results: false')
    expect(run.stdout).toContain('unit-tests: 1 tests')
    expect(readdirSync(h.dir)).not.toContain('.kosli-attest')
  })
})

describe('one report over 10 MB that compresses under it', () => {
  beforeAll(() => {
    mkdirSync(join(h.dir, 'big'), { recursive: true })
    const cases = Array.from(
      { length: 200_000 },
      (_, i) =>
        `<testcase classname="big.Suite" name="case ${i}" time="0.001"/>`
    ).join('\n')
    writeFileSync(
      join(h.dir, 'big', 'junit.xml'),
      `<testsuite name="big" tests="200000">\n${cases}\n</testsuite>\n`
    )
  })

  it('is sent compressed, as evidence.tgz holding the report, and recorded', async () => {
    await h.beginTrails([TRAIL])
    const result = await runMode(
      'attest-junit',
      raw({ 'report-paths': 'big/junit.xml' }),
      deps()
    )
    expect(statSync(join(h.dir, 'big', 'junit.xml')).size).toBeGreaterThan(
      10_000_000
    )
    expect(result.failure).toBeUndefined()
    const stored = (await h.attestationsOn(TRAIL)).at(-1)
    expect(stored?.attachment?.filename).toBe('evidence.tgz')
    expect(stored?.attachment?.size).toBeLessThan(10_000_000)
  })
})

describe('an attachment that fits only without the test inventory', () => {
  // 30,000 cases with random names: their inventory compresses as badly as
  // the report does, to about 400 KB. The random attachment is sized so
  // that the report and it fit, and the inventory takes them over.
  const fill = join('fits', 'random.bin')
  beforeAll(() => {
    mkdirSync(join(h.dir, 'fits'), { recursive: true })
    const names = Array.from({ length: 30_000 }, () =>
      randomBytes(12).toString('hex')
    )
    const report = Buffer.from(
      `<testsuite name="fits">\n${names.map((n) => `<testcase classname="c" name="${n}"/>`).join('\n')}\n</testsuite>\n`
    )
    writeFileSync(join(h.dir, 'fits', 'junit.xml'), report)
    const inventory = gzipSync(Buffer.from(names.join('\n'))).length
    const size = 10_000_000 - gzipSync(report).length - inventory / 2 - 4_096
    writeFileSync(join(h.dir, fill), randomBytes(Math.floor(size)))
  })

  it('is sent without kosli-tests.json, with a warning; the tests file is still written', async () => {
    await h.beginTrails([TRAIL])
    const before = (await h.attestationsOn(TRAIL)).length
    const result = await runMode(
      'attest-junit',
      raw({ 'report-paths': 'fits/junit.xml', attachments: fill }),
      deps()
    )
    expect(result.failure).toBeUndefined()
    const warned = h.logger.lines.filter((l) => l.level === 'warn')
    expect(warned.map((l) => l.message).join('\n')).toContain(
      'kosli-tests.json is not attached: the attachment with it is 10.'
    )
    const all = await h.attestationsOn(TRAIL)
    expect(all).toHaveLength(before + 1)
    const files = tgzFiles(
      await attachmentBytes(h.url, {
        org: h.org,
        flow: FLOW,
        trail: TRAIL,
        number: all.length
      })
    )
    expect([...files.keys()].sort()).toEqual(['fits/junit.xml', fill].sort())
    expect(result.outputs['tests-file']).toBeDefined()
    expect(statSync(result.outputs['tests-file'] ?? '').size).toBeGreaterThan(
      1_000_000
    )
  })
})
