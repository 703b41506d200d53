/**
 * Messages and the Kosli CLI's habits, as the built CLI and action print
 * them: every problem at once, suggestions, aliases and short flags, a
 * flag beating a variable, mode hints.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../../support/emulator.js'
import { runAction, runCli } from '../support/run.js'

let h: Harness
let dir = ''
beforeAll(async () => {
  h = await startHarness()
  dir = mkdtempSync(join(tmpdir(), 'cli-messages-'))
  writeFileSync(join(dir, 'app.bin'), 'app')
  writeFileSync(
    join(dir, 'junit.xml'),
    '<testsuite name="s" tests="1"><testcase name="a" time="0.1"/></testsuite>'
  )
})
afterAll(() => h.close())

const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(args, { cwd: dir, env })

describe('every problem at once', () => {
  it('attest junit with nothing set names all five settings, each with its variable', async () => {
    const run = await cli(['attest', 'junit'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/^error: 5 settings need fixing:\n/)
    for (const text of [
      '- --org is not set',
      'KOSLI_ORG',
      '- --api-token is not set',
      'KOSLI_API_TOKEN',
      '- --report-paths is required',
      'KOSLI_REPORT_PATHS',
      '- --flow is required',
      'KOSLI_FLOW',
      '- --name is required',
      'KOSLI_NAME'
    ]) {
      expect(run.stderr).toContain(text)
    }
  })

  it('the action: every missing input in one failure, with the variables it reads', async () => {
    const run = await runAction({
      workspace: dir,
      inputs: { mode: 'allow-artifact', 'dry-run': 'false' }
    })
    expect(run.code).toBe(1)
    const failure = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('::error::'))
      .join('\n')
    expect(failure).toContain('settings need fixing:')
    for (const text of [
      'allow-artifact needs the artifact',
      'org is required',
      'KOSLI_ORG',
      'api-token is required',
      'environment is required',
      'reason is required'
    ]) {
      expect(failure).toContain(text)
    }
  })

  it('the action: inputs of another mode are warned about once, and report-paths asks about allow-artifact', async () => {
    const run = await runAction({
      workspace: dir,
      inputs: {
        'api-token': h.token,
        org: h.org,
        host: h.url,
        flow: 'demo-flow',
        name: 'unit-tests',
        environment: 'production',
        reason: 'hotfix'
      }
    })
    expect(run.code).toBe(1)
    const warnings = run.stdout
      .split('\n')
      .filter((line) => line.includes('does not read'))
    expect(warnings).toEqual([
      '::warning::mode is attest-junit, which does not read environment, reason: these inputs are ignored; is mode right?'
    ])
    expect(run.stdout).toContain(
      'environment and reason are set: did you mean mode: allow-artifact?'
    )
  })
})

describe("suggestions and the Kosli CLI's habits", () => {
  it('an unknown option gets the nearest flag, in balanced quotes', async () => {
    const run = await cli(['attest', 'junit', '--flwo', 'api'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      "error: Unknown option '--flwo'. Did you mean --flow? (To pass '--flwo' as an argument, put it after --.)"
    )
  })

  it('an unknown command gets the nearest command', async () => {
    const run = await cli(['lsit', 'environments'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      'Did you mean `kosli-attest list environments`?'
    )
  })

  it('diff snapshots and list envs -n: the Kosli CLI spellings work', async () => {
    const diff = await cli(
      ['diff', 'snapshots', 'staging', 'production'],
      h.env
    )
    expect(diff.stdout).toContain('Only in snapshot 1 (staging')
    const envs = await cli(['list', 'envs', '-n', '2'], h.env)
    expect(envs.code).toBe(0)
    expect(envs.stdout).toContain('Page 1 of 3 (5 environments)')
  })

  it('allow artifact with -e, -t, -x, -q; --region us beats KOSLI_HOST', async () => {
    const run = await cli(
      [
        'allow',
        'artifact',
        '-e',
        'production',
        '--artifact-path',
        'app.bin',
        '-t',
        'file',
        '-x',
        '*.tmp',
        '--reason',
        'hotfix',
        '--region',
        'us',
        '--dry-run',
        '-q'
      ],
      { KOSLI_HOST: 'https://app.kosli.com', KOSLI_ORG: 'acme' }
    )
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toContain(
      'PUT https://app.us.kosli.com/api/v2/allowlists/acme/production'
    )
    // -x on a file is warned about, and -q keeps warnings out.
    expect(run.stderr).not.toContain('warning:')
  })

  it('attest junit with -f, -n, and -o URL (deprecated: -o is --output) for --origin-url', async () => {
    const run = await cli(
      [
        'attest',
        'junit',
        '-f',
        'demo-flow',
        '-n',
        'unit-tests',
        '-o',
        'https://ci.example.com/run/7',
        '--trail',
        't1',
        '--dry-run',
        'junit.xml'
      ],
      { KOSLI_ORG: 'acme' }
    )
    expect(run.code, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({
      attestation_name: 'unit-tests',
      origin_url: 'https://ci.example.com/run/7'
    })
    expect(run.stderr).toContain(
      'warning: -o for --origin-url is deprecated: -o is --output in every command now.'
    )
  })

  it('attest junit -o json: the result as JSON, as in every other command', async () => {
    const run = await cli(
      [
        ...['attest', 'junit', '-f', 'demo-flow', '-n', 'unit-tests'],
        ...['--trail', 't1', '--dry-run', '-o', 'json', 'junit.xml']
      ],
      { KOSLI_ORG: 'acme' }
    )
    expect(run.code, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({
      verdict: 'compliant',
      counts: { tests: 1 },
      dry_run: true,
      data_json: { attestation_name: 'unit-tests' }
    })
    expect(run.stderr).not.toContain('deprecated')
  })
})
