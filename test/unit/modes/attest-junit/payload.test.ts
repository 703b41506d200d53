import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../../../../src/errors.js'
import {
  buildJunitPayload,
  checkPayload,
  readUserData,
  type PayloadParts
} from '../../../../src/modes/attest-junit/payload.js'

const result = {
  name: 'pytest',
  failures: 1,
  errors: 0,
  skipped: 2,
  total: 10,
  duration: 1.5,
  timestamp: 1_700_000_000
}
const commit = {
  sha1: 'a'.repeat(40),
  message: 'Fix the cart',
  author: 'Jane <jane@example.com>',
  branch: 'main',
  timestamp: 1_700_000_000,
  url: `https://github.com/acme/shop/commit/${'a'.repeat(40)}`
}
const base: PayloadParts = {
  name: { attestationName: 'unit-tests' },
  targetArtifacts: [],
  results: [result],
  annotations: {},
  externalUrls: {}
}
const target = { flow: 'shop', trail: 'a'.repeat(40) }

function problems(parts: Partial<PayloadParts>, where = target): string {
  try {
    checkPayload(buildJunitPayload({ ...base, ...parts }), where)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected the payload to be refused')
}

describe('buildJunitPayload', () => {
  it('builds the smallest payload like the vendor CLI (user_data {})', () => {
    const payload = buildJunitPayload(base)
    expect(payload).toEqual({
      attestation_name: 'unit-tests',
      user_data: {},
      junit_results: [result]
    })
    expect(checkPayload(payload, target)).toEqual(payload)
  })

  it('maps every input to its data_json field', () => {
    const payload = checkPayload(
      buildJunitPayload({
        ...base,
        name: { attestationName: 'unit-tests', targetArtifact: 'backend' },
        targetArtifacts: ['backend', 'frontend'],
        commit,
        repoInfo: { name: 'acme/shop', url: 'https://github.com/acme/shop' },
        originUrl: 'https://github.com/acme/shop/actions/runs/1/attempts/1',
        description: 'nightly',
        annotations: { team: 'payments' },
        externalUrls: { coverage: 'https://ci.example.com/cov/42' },
        userData: { build: 42 }
      }),
      target
    )
    expect(payload).toMatchObject({
      git_commit_info: commit,
      repo_info: { name: 'acme/shop' },
      attestation_name: 'unit-tests',
      target_artifacts: ['backend', 'frontend'],
      external_urls: { coverage: { href: 'https://ci.example.com/cov/42' } },
      origin_url: 'https://github.com/acme/shop/actions/runs/1/attempts/1',
      user_data: { build: 42 },
      description: 'nightly',
      annotations: { team: 'payments' }
    })
  })

  it('sends the fingerprint of the artifact binding', () => {
    const fingerprint = 'f'.repeat(64)
    expect(buildJunitPayload({ ...base, fingerprint })).toMatchObject({
      artifact_fingerprint: fingerprint
    })
  })
})

describe('checkPayload', () => {
  it('names the input of every field that breaks a rule', () => {
    const message = problems({
      name: { attestationName: 'unit tests' },
      annotations: { 'bad.key': 'x' },
      externalUrls: { 'a.b': 'https://x' },
      userData: 5
    })
    expect(message).toMatch(/not sent/)
    expect(message).toMatch(/- name \(attestation_name\): must match/)
    expect(message).toMatch(/- annotations \(annotations "bad.key"\)/)
    expect(message).toMatch(/- external-urls \(external_urls "a.b"\)/)
    expect(message).toMatch(/- user-data \(user_data\): .*JSON object or array/)
  })

  it('checks flow and trail against N1', () => {
    const message = problems({}, { flow: '-shop', trail: 'a b' })
    expect(message).toMatch(/- flow: "-shop"/)
    expect(message).toMatch(/- trail: "a b"/)
  })

  it('applies cross-field rule 2: a target artifact needs a commit or a fingerprint', () => {
    const message = problems({
      name: { attestationName: 'unit-tests', targetArtifact: 'backend' }
    })
    expect(message).toMatch(/- commit \(git_commit_info\)/)
    expect(() =>
      checkPayload(
        buildJunitPayload({
          ...base,
          name: { attestationName: 'unit-tests', targetArtifact: 'backend' },
          commit
        }),
        target
      )
    ).not.toThrow()
  })

  it('applies cross-field rule 1: one target artifact with a fingerprint', () => {
    const message = problems({
      fingerprint: 'f'.repeat(64),
      targetArtifacts: ['a', 'b']
    })
    expect(message).toMatch(/target_artifacts/)
  })

  it('needs at least one result', () => {
    expect(problems({ results: [] })).toMatch(
      /- report-paths \(junit_results\)/
    )
  })
})

describe('readUserData', () => {
  const dir = mkdtempSync(join(tmpdir(), 'user-data-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reads a JSON file relative to the workspace', async () => {
    writeFileSync(join(dir, 'ok.json'), '{"build": 42}')
    await expect(readUserData('ok.json', dir)).resolves.toEqual({ build: 42 })
  })

  it('names the file that is not JSON', async () => {
    writeFileSync(join(dir, 'bad.json'), '{build: 42}')
    await expect(readUserData('bad.json', dir)).rejects.toThrow(
      /^user-data: bad.json is not valid JSON/
    )
  })

  it('names the file that is missing', async () => {
    await expect(readUserData('none.json', dir)).rejects.toThrow(
      /^user-data: cannot read none.json/
    )
  })
})
