import { cp, readdir, readFile, rm, writeFile, chmod } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { attestJunitCommand } from '../../../../src/cli/commands/attest-junit.js'
import { startCliHarness, type CliHarness } from '../../../support/command.js'
import { fixture } from '../../../support/paths.js'
import { attachmentBytes, tgzFiles } from '../../../support/evidence.js'

let h: CliHarness
const FIXTURES = fixture('cli')
const BASE = [
  '--flow',
  'demo-flow',
  '--trail',
  'demo-trail',
  '--name',
  'unit-tests'
]

const WHERE = {
  org: 'demo',
  flow: 'demo-flow',
  trail: 'demo-trail',
  number: 1
}

beforeAll(async () => {
  h = await startCliHarness()
  await cp(join(FIXTURES, 'reports'), join(h.dir, 'reports'), {
    recursive: true
  })
})
afterAll(() => h.close())
beforeEach(async () => {
  await h.reset()
  await rm(join(h.dir, 'kept'), { recursive: true, force: true })
})

interface Stored {
  attestation_name: string
  data_json: { junit_results: { name: string; failures: number }[] } & Record<
    string,
    unknown
  >
  attachment: { filename: string } | null
}

async function stored(): Promise<Stored[]> {
  const state = await h.state<{
    orgs: {
      demo: {
        flows: {
          name: string
          trails: { name: string; attestations: Stored[] }[]
        }[]
      }
    }
  }>()
  const flow = state.orgs.demo.flows.find((f) => f.name === 'demo-flow')
  return flow?.trails.find((t) => t.name === 'demo-trail')?.attestations ?? []
}

describe('attest junit: recording', () => {
  it('exit 0: records the reports (given as arguments) with the reports attached', async () => {
    const { code, stdout, stderr } = await h.run(attestJunitCommand, [
      ...BASE,
      'reports/passing.xml',
      '--annotations',
      'team=payments',
      '--description',
      'nightly'
    ])
    expect(stderr).toContain(
      "junit attestation 'unit-tests' is reported to trail: demo-trail"
    )
    expect(code).toBe(0)
    expect(stdout).toBe(
      'unit-tests: 3 tests, 0 failed, 0 errored, 1 skipped: compliant\n'
    )
    const [attestation] = await stored()
    expect(attestation?.data_json).toMatchObject({
      attestation_name: 'unit-tests',
      description: 'nightly',
      annotations: { team: 'payments' },
      junit_results: [{ name: 'api.unit', total: 3, skipped: 1, failures: 0 }]
    })
    // The report and the test inventory (docs/inventory.md).
    expect(attestation?.attachment?.filename).toBe('evidence.tgz')
    const files = tgzFiles(await attachmentBytes(h.url, WHERE))
    expect([...files.keys()]).toEqual([
      'reports/passing.xml',
      'kosli-tests.json'
    ])
    expect(
      JSON.parse(files.get('kosli-tests.json')?.toString() ?? '')
    ).toMatchObject({
      format: 'kosli-attest/tests@1',
      attestation: 'unit-tests',
      tests: [
        ['api.unit', 'api.users', 'creates a user', 'passed'],
        ['api.unit', 'api.users', 'exports as CSV', 'skipped'],
        ['api.unit', 'api.users', 'rejects a duplicate', 'passed']
      ]
    })
    expect(attestation?.data_json.annotations).toEqual({
      team: 'payments',
      kosli_attest_tests: '3',
      // Not compared: no --base-tests, and that is recorded too.
      kosli_attest_base_source: 'none'
    })
  })

  it('--report-paths globs, repeatable; --no-attach-results sends only the test inventory', async () => {
    const { code, stdout } = await h.run(attestJunitCommand, [
      ...BASE,
      '--report-paths',
      'reports/*.xml',
      '--report-paths',
      '!reports/passing.xml',
      '--no-attach-results'
    ])
    expect(code).toBe(0)
    expect(stdout).toContain('2 tests, 1 failed')
    const [attestation] = await stored()
    expect(attestation?.data_json.junit_results.map((r) => r.name)).toEqual([
      'api.integration'
    ])
    expect(attestation?.attachment?.filename).toBe('kosli-tests.json')
  })

  it('values come from KOSLI_* variables and the config file too', async () => {
    const config = join(h.dir, 'kosli.yml')
    await writeFile(
      config,
      'NAME: from-file\nreport-paths:\n  - reports/passing.xml\n'
    )
    await chmod(config, 0o600)
    const { code, stderr } = await h.run(
      attestJunitCommand,
      ['--config-file', 'kosli.yml'],
      {
        env: { KOSLI_FLOW: 'demo-flow', KOSLI_TRAIL: 'demo-trail' }
      }
    )
    expect(stderr).toContain(
      "junit attestation 'from-file' is reported to trail: demo-trail"
    )
    expect(code).toBe(0)
  })

  it('--fail-on-failure: records, lists the failed tests, exit 1', async () => {
    const { code, stderr } = await h.run(attestJunitCommand, [
      ...BASE,
      'reports',
      '--fail-on-failure'
    ])
    expect(code).toBe(1)
    expect(stderr).toContain('FAILED api.integration › refunds an order')
    expect(stderr).toContain(
      'error: fail-on-failure: 1 failed and 0 errored of 5 tests; the results were recorded in Kosli'
    )
    expect(await stored()).toHaveLength(1)
  })
})

describe('attest junit: --max-annotations', () => {
  const cases = Array.from(
    { length: 25 },
    (_, i) => `<testcase name="t${i}"><failure>no</failure></testcase>`
  )
  beforeAll(() =>
    writeFile(
      join(h.dir, 'many.xml'),
      `<testsuite name="many">${cases.join('')}</testsuite>`
    )
  )
  const failedLines = (stderr: string) =>
    stderr.split('\n').filter((line) => line.startsWith('FAILED '))
  const run = (args: string[], env: Record<string, string> = {}) =>
    h.run(attestJunitCommand, [...BASE, '--dry-run', 'many.xml', ...args], {
      env
    })

  it('lists 20 failed tests by default, then how many more', async () => {
    const { code, stderr } = await run([])
    expect(code).toBe(0)
    expect(failedLines(stderr)).toHaveLength(20)
    expect(stderr).toContain('... and 5 more')
  })

  it('0 lists none; N lists N, beyond 20 too, and says how many are not', async () => {
    expect(failedLines((await run(['--max-annotations', '0'])).stderr)).toEqual(
      []
    )
    const all = await run(['--max-annotations', '25'])
    expect(failedLines(all.stderr)).toHaveLength(25)
    expect(all.stderr).not.toContain('more')
    const three = await run([], { KOSLI_MAX_ANNOTATIONS: '3' })
    expect(failedLines(three.stderr)).toEqual([
      'FAILED many › t0',
      'FAILED many › t1',
      'FAILED many › t2'
    ])
    expect(three.stderr).toContain(
      '22 more failed tests are not listed (--max-annotations 3)'
    )
  })

  it('refuses a value that is not a number, naming the flag', async () => {
    const { code, stderr } = await run(['--max-annotations', 'many'])
    expect(code).toBe(2)
    expect(stderr).toContain('max-annotations')
  })
})

describe('attest junit: dry run', () => {
  it('--dry-run prints the data_json on stdout and sends nothing', async () => {
    const { code, stdout, stderr } = await h.run(attestJunitCommand, [
      ...BASE,
      'reports/passing.xml',
      '--dry-run'
    ])
    expect(code).toBe(0)
    const data = JSON.parse(stdout) as Record<string, unknown>
    expect(data).toMatchObject({
      attestation_name: 'unit-tests',
      junit_results: [{ name: 'api.unit', total: 3 }]
    })
    expect(stderr).toContain('Dry run: nothing is sent.')
    expect(stderr).toMatch(/attachment: evidence\.tgz \(\d+ bytes\)/)
    expect(stderr).not.toContain('data_json:')
    expect(await h.requests()).toEqual([])
  })

  it('KOSLI_API_TOKEN=DRY_RUN is a dry run, as with the vendor CLI', async () => {
    const { code, stdout } = await h.run(
      attestJunitCommand,
      [...BASE, 'reports/passing.xml'],
      {
        env: { KOSLI_API_TOKEN: 'DRY_RUN' }
      }
    )
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toHaveProperty('junit_results')
    expect(await h.requests()).toEqual([])
  })
})

describe('attest junit: exit codes', () => {
  it('2 for usage and configuration errors, naming the flag', async () => {
    const name = await h.run(attestJunitCommand, [
      '--flow',
      'demo-flow',
      'reports'
    ])
    expect(name.code).toBe(2)
    expect(name.stderr).toContain('--name is required')
    expect(name.stderr).toContain('KOSLI_NAME')
    const flag = await h.run(attestJunitCommand, [
      ...BASE,
      'reports',
      '--result-dir',
      'x'
    ])
    expect(flag.code).toBe(2)
    expect(flag.stderr).toContain("Unknown option '--result-dir'")
    const provider = await h.run(attestJunitCommand, [
      ...BASE,
      'reports',
      '--repo-provider',
      'gitea'
    ])
    expect(provider.code).toBe(2)
    expect(provider.stderr).toContain(
      '--repo-provider: "gitea" is not one of github, gitlab'
    )
    const url = await h.run(attestJunitCommand, [
      ...BASE,
      'reports',
      '--repo-url',
      'acme/api'
    ])
    expect(url.code).toBe(2)
    expect(url.stderr).toContain('--repo-url: "acme/api" is not a web URL')
    const empty = await h.run(attestJunitCommand, [
      ...BASE,
      'reports',
      '--flow',
      ''
    ])
    expect(empty.code).toBe(2)
    expect(empty.stderr).toContain('--flow was given an empty value')
    const reports = await h.run(attestJunitCommand, BASE)
    expect(reports.code).toBe(2)
    expect(reports.stderr).toContain('--report-paths is required')
    expect(await h.requests()).toEqual([])
  })

  it('1 for a malformed report (strict) or no report found', async () => {
    await cp(
      join(FIXTURES, 'malformed.xml'),
      join(h.dir, 'bad', 'malformed.xml')
    )
    const malformed = await h.run(attestJunitCommand, [...BASE, 'bad'])
    expect(malformed.code).toBe(1)
    expect(malformed.stderr).toMatch(
      /malformed\.xml: not well-formed XML at line \d+, column \d+: /
    )
    const none = await h.run(attestJunitCommand, [...BASE, 'no-such-dir/*.xml'])
    expect(none.code).toBe(1)
    expect(await h.requests()).toEqual([])
  })
})

describe('attest junit: nothing lost when the upload fails', () => {
  async function failUpload() {
    await h.fault({
      method: 'POST',
      path: '/attestations/**',
      status: 503,
      count: 1
    })
  }

  it('keeps the exact payload in .kosli-attest/kept, outside the reports, with the resend command', async () => {
    await failUpload()
    const { code, stderr } = await h.run(attestJunitCommand, [
      ...BASE,
      'reports/passing.xml'
    ])
    expect(code).toBe(1)
    const keptIn = join(h.dir, '.kosli-attest', 'kept')
    const kept = await readdir(keptIn)
    expect(kept).toHaveLength(1)
    const dir = join(keptIn, kept[0] ?? '')
    expect(stderr).toContain(`The exact payload is kept in ${dir}`)
    // Never `npx kosli-attest`: npx would fetch whatever owns that name.
    expect(stderr).toContain(`resend it with: kosli-attest resend ${dir}`)
    expect(stderr).not.toContain('npx')
    const [request] = await h.requests()
    const sent = JSON.parse(
      await readFile(join(dir, 'data_json.json'), 'utf8')
    ) as unknown
    expect(sent).toEqual(request?.data_json)
    const archive = await readFile(join(dir, 'attachment', 'evidence.tgz'))
    expect(tgzFiles(archive).get('reports/passing.xml')?.toString()).toBe(
      await readFile(join(h.dir, 'reports', 'passing.xml'), 'utf8')
    )
    const meta = await readFile(join(dir, 'meta.json'), 'utf8')
    expect(meta).not.toContain(h.token)
    await rm(join(h.dir, '.kosli-attest'), { recursive: true })
  })

  it('--keep-dir DIR puts it there', async () => {
    await failUpload()
    const { code, stderr } = await h.run(attestJunitCommand, [
      ...BASE,
      'reports/passing.xml',
      '--keep-dir',
      'kept'
    ])
    expect(code).toBe(1)
    const [name] = await readdir(join(h.dir, 'kept'))
    expect(stderr).toContain(
      `kosli-attest resend ${join(h.dir, 'kept', name ?? '')}`
    )
  })

  it.each([
    ['the default place', []],
    ['a --keep-dir inside the reports', ['--keep-dir', 'reports/kept']]
  ])(
    'an unknown trail, then the trail begun and the same glob again: each test counted once (%s)',
    async (_, keep) => {
      const args = ['--flow', 'demo-flow', '--name', 'unit-tests', ...keep]
      const glob = 'reports/**/*.xml'
      const first = await h.run(attestJunitCommand, [
        ...args,
        '--trail',
        'not-begun',
        glob
      ])
      expect(first.code).toBe(1)
      expect(first.stderr).toContain('404')
      expect(first.stderr).toContain(
        'begin it with kosli-attest begin trail not-begun --flow demo-flow, or set --begin-trail (with the Kosli CLI: kosli begin trail not-begun --flow demo-flow)'
      )
      await h.beginTrails(['not-begun'])
      const second = await h.run(attestJunitCommand, [
        ...args,
        '--trail',
        'not-begun',
        glob
      ])
      expect(second.code, second.stderr).toBe(0)
      const [failed, recorded] = (await h.requests()).filter((r) =>
        r.path.endsWith('/junit')
      )
      expect(failed?.status).toBe(404)
      expect(recorded?.status).toBe(201)
      expect(recorded?.data_json).toEqual(failed?.data_json)
      expect(second.stdout).toMatch(/: 5 tests, 1 failed, /)
      await rm(join(h.dir, '.kosli-attest'), { recursive: true, force: true })
      await rm(join(h.dir, 'reports', 'kept'), { recursive: true, force: true })
    }
  )
})

describe('attest junit: verbose', () => {
  it('--verbose prints where values came from, never the token', async () => {
    const { code, stderr } = await h.run(attestJunitCommand, [
      ...BASE,
      'reports/passing.xml',
      '--verbose'
    ])
    expect(code).toBe(0)
    expect(stderr).toContain('debug: api-token from KOSLI_API_TOKEN')
    expect(stderr).toContain('debug: flow from --flow')
    expect(stderr).toMatch(
      /debug: POST .*\/attestations\/demo\/demo-flow\/trail\/demo-trail\/junit/
    )
    expect(stderr).not.toContain(h.token)
  })
})
