/**
 * Every row of the errors table of docs/spec/errors-and-limits.md, produced by the emulator and surfaced
 * by the client with the right status and message; plus injected faults
 * going through the retry loop end to end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as api from '../../../src/api/index.js'
import { ApiError } from '../../../src/errors.js'
import type { FaultInput } from '../../../src/emulator/index.js'
import { memoryLogger } from '../../../src/log.js'
import {
  DEMO_TOKENS,
  startHarness,
  type Harness
} from '../../support/emulator.js'
import { junitData } from './calls.js'

let h: Harness
const org = 'demo'

function as(token: string, options: Partial<api.ClientOptions> = {}) {
  return h.client({
    apiToken: token,
    sleep: () => Promise.resolve(),
    ...options
  })
}

beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('the errors table (docs/spec/errors-and-limits.md) through the client', () => {
  const admin = () => as(DEMO_TOKENS.admin)

  it('400 Input payload validation failed, with errors', async () => {
    // Bypasses the client's own validation to reach the service's.
    const error = await rejection(
      admin().send(
        {
          method: 'PUT',
          path: '/allowlists/demo/production',
          body: { kind: 'json', value: { artifact_name: 'x' } }
        },
        z.unknown()
      )
    )
    expect(error.status).toBe(400)
    expect(error.serverMessage).toBe('Input payload validation failed')
    expect(Object.keys(error.fieldErrors)).toContain('artifact_fingerprint')
    expect(error.message).toMatch(/\n {2}artifact_fingerprint: /)
  })

  it('403 caller lacks permission', async () => {
    const entry = {
      artifact_fingerprint: 'd'.repeat(64),
      artifact_name: 'a',
      description: 'b'
    }
    const error = await rejection(
      api.allowArtifact(as(DEMO_TOKENS.reader), {
        org,
        env: 'production',
        entry
      })
    )
    expect(error.status).toBe(403)
    expect(error.serverMessage).toBe(
      "You don't have permission to access this resource"
    )
    expect(error.message).toContain('lacks the privilege')
  })

  it('403 beta feature not enabled (controls, trail moments)', async () => {
    const acme = as(DEMO_TOKENS.acme)
    for (const call of [
      () => api.archiveControl(acme, { org: 'acme', identifier: 'ACME-1' }),
      () =>
        api.getTrailMoment(acme, {
          org: 'acme',
          flow: 'acme-flow',
          trail: 'main',
          moment: 'latest'
        })
    ]) {
      const error = await rejection(call())
      expect(error.status).toBe(403)
      expect(error.serverMessage).toBe(
        "You don't have permission to access this resource"
      )
      expect(error.message).toContain('beta feature')
    }
  })

  it('403 detach without permission', async () => {
    const error = await rejection(
      api.detachPolicies(as(DEMO_TOKENS.reader), {
        org,
        env: 'staging',
        policyNames: ['provenance-required']
      })
    )
    expect(error.status).toBe(403)
    expect(error.serverMessage).toBe(
      'User does not have permission to detach policy'
    )
  })

  it.each([
    [
      'attestation target',
      () =>
        api.attestJunit(admin(), {
          org,
          flow: 'no-flow',
          trail: 't',
          data: junitData
        }),
      undefined
    ],
    [
      'service account',
      () =>
        api.updateServiceAccount(admin(), {
          org,
          name: 'ghost',
          changes: { privilege: 'admin' }
        }),
      'Service account not found'
    ],
    [
      'notification',
      () => api.getNotification(admin(), { org, number: 999 }),
      'Action not found'
    ],
    [
      'detach',
      () =>
        api.detachPolicies(admin(), {
          org,
          env: 'staging',
          policyNames: ['nope']
        }),
      'Environment or policy not found'
    ],
    [
      'join',
      () =>
        api.joinEnvironment(admin(), {
          org,
          logicalEnv: 'all',
          physicalEnv: 'ghost'
        }),
      'Environment not found'
    ],
    [
      'moment',
      () =>
        api.getTrailMoment(admin(), {
          org,
          flow: 'demo-flow',
          trail: 'demo-trail',
          moment: '99'
        }),
      'Flow, trail or moment not found'
    ],
    [
      'artifact listing',
      () => api.listArtifacts(admin(), { org, flow: 'ghost-flow' }),
      'Flow not found'
    ],
    [
      'control',
      () => api.archiveControl(admin(), { org, identifier: 'CTRL-999' }),
      'Control not found'
    ],
    [
      'repo tags org',
      () => api.listRepoTagChoices(admin(), { org: 'ghost-org' }),
      'Organization not found'
    ]
  ] as const)('404 %s missing', async (_what, call, message) => {
    const error = await rejection(call())
    expect(error.status).toBe(404)
    if (message) expect(error.serverMessage).toBe(message)
    else expect(error.serverMessage).not.toBe('')
  })

  it('joined environment is not physical', async () => {
    const error = await rejection(
      api.joinEnvironment(admin(), {
        org,
        logicalEnv: 'staging',
        physicalEnv: 'production'
      })
    )
    expect(error.status).toBeGreaterThanOrEqual(400)
    expect(error.serverMessage).toBe(
      'Can only add physical environments to logical environments'
    )
  })

  it('two slots of a moment share an attestation name', async () => {
    const error = await rejection(
      api.getTrailMoment(admin(), {
        org,
        flow: 'demo-flow',
        trail: 'demo-trail',
        moment: '2'
      })
    )
    expect(error.status).toBeGreaterThanOrEqual(400)
    expect(error.serverMessage).toBe(
      'Two slots share an attestation name, so no policy input can be built'
    )
  })

  it('401 for an unknown token, which is never echoed', async () => {
    const token = 'kat_wrong_token_0000000'
    const error = await rejection(api.listPolicies(as(token), { org }))
    expect(error.status).toBe(401)
    expect(error.message).toContain('check the API token')
    expect(error.message).not.toContain(token)
  })
})

const fault = (body: FaultInput) => h.fault(body)

describe('injected faults through the retry loop', () => {
  it('retries two 503s with Retry-After, then succeeds', async () => {
    const waits: number[] = []
    const logger = memoryLogger()
    const client = as(DEMO_TOKENS.admin, {
      logger,
      sleep: (ms) => {
        waits.push(ms)
        return Promise.resolve()
      }
    })
    await fault({
      method: 'GET',
      path: '/policies/**',
      status: 503,
      count: 2,
      retryAfter: 3
    })
    await expect(api.listPolicies(client, { org })).resolves.toHaveLength(3)
    expect(waits).toEqual([3000, 3000])
    expect(logger.lines.filter((l) => l.level === 'warn')).toEqual([])
    const retries = logger.lines.filter((l) =>
      /^warning: .*retrying/.test(l.message)
    )
    expect(retries).toHaveLength(2)
  })

  it('retries a dropped connection on an upload', async () => {
    await fault({ method: 'POST', path: '/attestations/**', drop: true })
    const answer = await api.attestJunit(as(DEMO_TOKENS.admin), {
      org,
      flow: 'demo-flow',
      trail: 'demo-trail',
      data: junitData
    })
    expect(answer).toBe('OK')
  })

  it('gives up after 4 attempts of 500', async () => {
    await fault({
      path: '/repos/**',
      status: 500,
      count: 4,
      body: { message: 'boom' }
    })
    const error = await rejection(
      api.listRepoTagChoices(as(DEMO_TOKENS.admin), { org })
    )
    expect(error.message).toContain('gave up after 4 attempts')
    expect(error.message).toContain('boom')
  })
})
