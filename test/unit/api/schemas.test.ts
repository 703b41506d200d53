import { describe, expect, it } from 'vitest'
import {
  JunitAttestationInputSchema,
  ListDeploymentsQuerySchema,
  ListEnvironmentsQuerySchema,
  NotificationUpdateSchema,
  ServiceAccountUpdateSchema,
  EnvDiffQuerySchema,
  NAME_PATTERN,
  type JunitAttestationInput
} from '../../../src/api/schemas/index.js'

const FP = 'a'.repeat(64)
const base: JunitAttestationInput = {
  attestation_name: 'unit-tests',
  junit_results: [
    { name: 's', failures: 0, errors: 0, skipped: 0, total: 1, duration: 0.5 }
  ]
}

function issuesOf(value: unknown) {
  const result = JunitAttestationInputSchema.safeParse(value)
  return result.success
    ? []
    : result.error.issues.map((i) => ({
        path: i.path.join('.'),
        message: i.message
      }))
}

describe('JunitAttestationInputSchema', () => {
  it('accepts a minimal attestation', () => {
    expect(issuesOf(base)).toEqual([])
  })

  it('refuses unknown properties and an empty junit_results', () => {
    expect(issuesOf({ ...base, extra: 1 })[0]?.message).toMatch(/extra/)
    expect(issuesOf({ ...base, junit_results: [] })[0]?.path).toBe(
      'junit_results'
    )
  })

  it('rule 1: at most one target artifact when a fingerprint is present', () => {
    const ok = { ...base, artifact_fingerprint: FP, target_artifacts: ['a'] }
    expect(issuesOf(ok)).toEqual([])
    const bad = { ...ok, target_artifacts: ['a', 'b'] }
    expect(issuesOf(bad)).toEqual([
      {
        path: 'target_artifacts',
        message:
          'at most 1 item is allowed when artifact_fingerprint is present'
      }
    ])
  })

  it('rule 2: target artifacts without a fingerprint need git_commit_info', () => {
    const bad = { ...base, target_artifacts: ['a', 'b'] }
    expect(issuesOf(bad).map((i) => i.path)).toEqual(['git_commit_info'])
    expect(issuesOf({ ...bad, git_commit_info: { sha1: 'abc' } })).toEqual([])
    // A null fingerprint counts as absent.
    expect(
      issuesOf({ ...bad, artifact_fingerprint: null }).map((i) => i.path)
    ).toEqual(['git_commit_info'])
  })

  it('keeps the rules of docs/spec where the catalogue is looser', () => {
    expect(issuesOf({ ...base, annotations: { 'a-b': 'x' } })[0]?.path).toBe(
      'annotations.a-b'
    )
    expect(issuesOf({ ...base, annotations: { a_B1: 'x' } })).toEqual([])
    for (const key of ['a.b', 'a=b', 'a\u0000b', '']) {
      expect(
        issuesOf({ ...base, external_urls: { [key]: { href: 'https://x' } } })
      ).not.toEqual([])
    }
    expect(
      issuesOf({
        ...base,
        external_urls: { 'build log': { href: 'https://x', fingerprint: FP } }
      })
    ).toEqual([])
  })

  it('checks fingerprints and names', () => {
    expect(
      issuesOf({ ...base, artifact_fingerprint: FP.toUpperCase() })[0]?.path
    ).toBe('artifact_fingerprint')
    expect(issuesOf({ ...base, attestation_name: 'a.b' })[0]?.path).toBe(
      'attestation_name'
    )
    expect(NAME_PATTERN.test('my-flow.v2~x')).toBe(true)
    expect(NAME_PATTERN.test('-flow')).toBe(false)
  })
})

describe('request schemas', () => {
  it('service account update needs a field, keeps null', () => {
    expect(ServiceAccountUpdateSchema.safeParse({}).success).toBe(false)
    expect(ServiceAccountUpdateSchema.parse({ description: null })).toEqual({
      description: null
    })
    expect(
      ServiceAccountUpdateSchema.safeParse({ privilege: 'root' }).success
    ).toBe(false)
  })

  it('notification targets: any object, as in the service schema', () => {
    const n = {
      name: 'prod-alerts',
      environments: ['prod'],
      triggers: ['ON_STARTED_ARTIFACT'],
      targets: [{ type: 'WEBHOOK', webhook: 'https://hooks.example/x' }]
    }
    expect(NotificationUpdateSchema.safeParse(n).success).toBe(true)
    const nested = { ...n, targets: [{ config: { anything: true } }] }
    expect(NotificationUpdateSchema.safeParse(nested).success).toBe(true)
    const openSlack = { ...n, targets: [{ type: 'SLACK' }] }
    expect(NotificationUpdateSchema.safeParse(openSlack).success).toBe(true)
    const notObject = { ...n, targets: ['https://hooks.example/x'] }
    expect(NotificationUpdateSchema.safeParse(notObject).success).toBe(false)
    const badTrigger = { ...n, triggers: ['ON_FIRE'] }
    expect(NotificationUpdateSchema.safeParse(badTrigger).success).toBe(false)
  })
})

describe('query schemas', () => {
  it('coerce query-string values, as the emulator reads them', () => {
    expect(
      ListEnvironmentsQuerySchema.parse({
        page: '2',
        per_page: '50',
        type: 'K8S'
      })
    ).toEqual({ page: 2, per_page: 50, type: ['K8S'] })
    expect(
      ListEnvironmentsQuerySchema.safeParse({ per_page: 51 }).success
    ).toBe(false)
    expect(
      ListEnvironmentsQuerySchema.safeParse({ type: ['k8s'] }).success
    ).toBe(false)
    expect(ListDeploymentsQuerySchema.parse({ per_page: '0' })).toEqual({
      per_page: 0
    })
    expect(
      ListDeploymentsQuerySchema.safeParse({ env_name: '.prod' }).success
    ).toBe(false)
  })

  it('snappish: an environment name with an optional #N, ~N or @{…}', () => {
    const ok = ['prod', 'prod#42', 'prod~2', 'prod@{2.hours.ago}']
    for (const s of ok) {
      expect(
        EnvDiffQuerySchema.safeParse({ snappish1: s, snappish2: s }).success
      ).toBe(true)
    }
    for (const s of ['', '#3', 'prod#x', 'prod#1~2']) {
      expect(
        EnvDiffQuerySchema.safeParse({ snappish1: s, snappish2: 'p' }).success
      ).toBe(false)
    }
  })
})
