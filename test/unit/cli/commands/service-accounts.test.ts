import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  deleteServiceAccountCommand,
  updateServiceAccountCommand
} from '../../../../src/cli/commands/service-accounts.js'
import { startCliHarness, type CliHarness } from '../../../support/command.js'

let h: CliHarness
beforeAll(async () => {
  h = await startCliHarness()
})
afterAll(() => h.close())
beforeEach(() => h.reset())

interface Account {
  name: string
  description?: string | null
  privilege?: string
}

async function accounts(): Promise<Account[]> {
  const state = await h.state<{
    orgs: { demo: { service_accounts: Account[] } }
  }>()
  return state.orgs.demo.service_accounts
}

describe('update service-account', () => {
  it('changes privilege and description; prints the account as JSON', async () => {
    const { code, stdout } = await h.run(updateServiceAccountCommand, [
      'ci-bot',
      '--privilege',
      'admin',
      '--description',
      'GitLab runner',
      '--output',
      'json'
    ])
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({
      name: 'ci-bot',
      privilege: 'admin',
      description: 'GitLab runner'
    })
    const [request] = await h.requests()
    expect(request).toMatchObject({
      method: 'PATCH',
      path: '/api/v2/service-accounts/demo/ci-bot',
      body: { description: 'GitLab runner', privilege: 'admin' }
    })
  })

  it('--clear-description sends description: null; the table shows the account', async () => {
    const { code, stdout } = await h.run(updateServiceAccountCommand, [
      'reporter',
      '--clear-description'
    ])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^FIELD\s+VALUE/)
    expect(stdout).toMatch(/privilege\s+reader/)
    const [request] = await h.requests()
    expect(request?.body).toEqual({ description: null })
    const reporter = (await accounts()).find((a) => a.name === 'reporter')
    expect(reporter?.description ?? null).toBeNull()
  })

  it('exit 2 for a privilege outside the list, nothing to change, or both description flags', async () => {
    const bad = await h.run(updateServiceAccountCommand, [
      'ci-bot',
      '--privilege',
      'owner'
    ])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain(
      '--privilege: "owner" is not one of admin, member, snapshotter, reader'
    )
    const nothing = await h.run(updateServiceAccountCommand, ['ci-bot'])
    expect(nothing.code).toBe(2)
    expect(nothing.stderr).toContain('nothing to change')
    const both = await h.run(updateServiceAccountCommand, [
      'ci-bot',
      '--description',
      'x',
      '--clear-description'
    ])
    expect(both.code).toBe(2)
    expect(await h.requests()).toEqual([])
  })

  it('exit 1 with the service message for an unknown account', async () => {
    const { code, stderr } = await h.run(updateServiceAccountCommand, [
      'ghost',
      '--privilege',
      'reader'
    ])
    expect(code).toBe(1)
    expect(stderr).toContain('Service account not found')
  })

  it('--dry-run shows the PATCH and sends nothing, without a token', async () => {
    const { code, stdout } = await h.run(
      updateServiceAccountCommand,
      ['ci-bot', '--privilege', 'reader', '--dry-run'],
      { env: { KOSLI_API_TOKEN: undefined } }
    )
    expect(code).toBe(0)
    expect(stdout).toContain(
      `PATCH ${h.url}/api/v2/service-accounts/demo/ci-bot`
    )
    expect(stdout).toContain('"privilege": "reader"')
    expect(await h.requests()).toEqual([])
  })
})

describe('delete service-account: confirmation', () => {
  const names = async () => (await accounts()).map((a) => a.name)

  it('on a terminal, yes deletes', async () => {
    const { code, stdout, questions } = await h.run(
      deleteServiceAccountCommand,
      ['reporter'],
      { isTTY: true, answer: true }
    )
    expect(code).toBe(0)
    expect(questions).toEqual([
      'Delete service account reporter of org demo? This cannot be undone.'
    ])
    expect(stdout).toBe('service account reporter was deleted\n')
    expect(await names()).not.toContain('reporter')
  })

  it('on a terminal, no deletes nothing (exit 1)', async () => {
    const { code, stderr } = await h.run(
      deleteServiceAccountCommand,
      ['reporter'],
      {
        isTTY: true,
        answer: false
      }
    )
    expect(code).toBe(1)
    expect(stderr).toContain('Not confirmed: nothing was deleted.')
    expect(await names()).toContain('reporter')
    expect(await h.requests()).toEqual([])
  })

  it('--yes deletes without asking', async () => {
    const { code, questions } = await h.run(
      deleteServiceAccountCommand,
      ['reporter', 'ci-bot', '--yes'],
      { isTTY: true }
    )
    expect(code).toBe(0)
    expect(questions).toEqual([])
    expect(await names()).toEqual(['webhook-receiver'])
  })

  it('no terminal and no --yes: exit 2, saying to add --yes; KOSLI_YES does not count', async () => {
    const { code, stderr } = await h.run(
      deleteServiceAccountCommand,
      ['reporter'],
      {
        env: { KOSLI_YES: 'true' }
      }
    )
    expect(code).toBe(2)
    expect(stderr).toContain('no terminal to ask on: add --yes')
    expect(await names()).toContain('reporter')
  })

  it('stops at the first failure: exit 1 with the service message', async () => {
    const { code, stdout, stderr } = await h.run(deleteServiceAccountCommand, [
      'ghost',
      'reporter',
      '--yes'
    ])
    expect(code).toBe(1)
    expect(stderr).toContain('Service account not found')
    expect(stdout).toBe('')
    expect(await names()).toContain('reporter')
  })
})
