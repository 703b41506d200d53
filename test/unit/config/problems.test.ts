import { mkdtemp } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { problemsMessage } from '../../../src/action/inputs.js'
import {
  ConfigProblems,
  MODE_INPUT_DEFAULTS,
  otherModeInputs,
  parseAllowArtifactConfig,
  parseAttestJunitConfig,
  parseEnvDiffConfig
} from '../../../src/config/index.js'
import { ConfigError } from '../../../src/errors.js'
import { resolveArtifact } from '../../../src/artifact/resolve.js'
import { silentLogger } from '../../../src/log.js'

function problemsOf(parse: () => unknown): ConfigProblems {
  try {
    parse()
  } catch (error) {
    if (error instanceof ConfigProblems) return error
    throw error
  }
  throw new Error('no problem reported')
}

describe('every missing input is reported at once', () => {
  it('attest-junit: org, token, flow, name and report-paths in one error', () => {
    const error = problemsOf(() => parseAttestJunitConfig({}))
    expect(error.problems.map((p) => p.key).sort()).toEqual(
      ['api-token', 'flow', 'name', 'org', 'report-paths'].sort()
    )
    expect(error.message).toMatch(/^5 settings need fixing:\n- /)
  })

  it('allow-artifact and env-diff too, with bad values among them', () => {
    const allow = problemsOf(() =>
      parseAllowArtifactConfig({
        org: 'acme',
        'api-token': 't',
        region: 'mars'
      })
    )
    expect(allow.message).toContain('- region: "mars" is not one of eu, us')
    expect(allow.problems.map((p) => p.key)).toEqual([
      undefined,
      undefined,
      'environment',
      'reason'
    ])
    const diff = problemsOf(() => parseEnvDiffConfig({ 'fail-on': 'x' }))
    expect(diff.problems.map((p) => p.key)).toEqual([
      'org',
      'api-token',
      'snapshot-1',
      'snapshot-2',
      'fail-on'
    ])
  })

  it('one problem reads as before: no count, no list', () => {
    const error = problemsOf(() =>
      parseEnvDiffConfig({
        org: 'acme',
        'api-token': 't',
        'snapshot-1': 'a',
        'snapshot-2': 'b',
        'fail-on': 'x'
      })
    )
    expect(error.message).toBe(
      'fail-on: "x" is not one of any-change, added, removed, never'
    )
  })

  it('the action names the KOSLI_* variable of each input it reads one for', () => {
    const message = problemsMessage(
      problemsOf(() => parseAttestJunitConfig({}))
    )
    expect(message).toContain('flow is required')
    expect(message).toContain('(input flow, or the KOSLI_FLOW variable)')
    // Already named by the hint: not twice.
    expect(message).not.toContain('(input org')
    expect(message).not.toContain('(input api-token')
  })
})

describe('mode hints', () => {
  it('report-paths missing with environment and reason set asks about allow-artifact', () => {
    const error = problemsOf(() =>
      parseAttestJunitConfig({
        org: 'acme',
        'api-token': 't',
        flow: 'f',
        name: 'n',
        environment: 'production',
        reason: 'hotfix'
      })
    )
    expect(error.message).toContain('did you mean mode: allow-artifact?')
  })

  it('lists the inputs that belong to another mode, not shared ones or defaults', () => {
    expect(
      otherModeInputs('attest-junit', {
        environment: 'production',
        reason: 'hotfix',
        fingerprint: 'f',
        org: 'acme',
        'fail-on': 'any-change',
        strict: 'true'
      })
    ).toEqual(['environment', 'reason'])
    expect(
      otherModeInputs('env-diff', { flow: 'api', 'fail-on-failure': 'true' })
    ).toEqual(['flow', 'fail-on-failure'])
    expect(otherModeInputs('allow-artifact', { 'fail-on': 'added' })).toEqual([
      'fail-on'
    ])
  })

  it("the defaults it ignores are action.yml's", () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as {
      inputs: Record<string, { default?: string }>
    }
    for (const [key, value] of Object.entries(MODE_INPUT_DEFAULTS)) {
      expect(action.inputs[key]?.default, key).toBe(value)
    }
  })

  it('an artifact-path error names the input', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'artifact-path-'))
    const error = await resolveArtifact(
      {
        artifactPath: 'missing.bin',
        artifactType: 'file',
        exclude: [],
        limits: { timeoutMs: 1000, maxRetries: 0, retryBudgetMs: 0 }
      },
      { cwd: dir, env: {}, logger: silentLogger }
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(
      /^artifact-path: .*missing\.bin does not exist \(artifact-type file\)$/
    )
  })
})
