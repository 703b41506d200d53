/**
 * A credential helper gets only what a helper needs (issue 23, item 7):
 * PATH, HOME, the Docker config location, proxies, the platform's own
 * variables, and a cloud helper its provider's settings; never the Kosli or
 * GitHub token, nor anything else of the run. A helper script on its own
 * PATH records the environment it was started with.
 */
import { rm } from 'node:fs/promises'
import { delimiter } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCredentialHelper } from '../../../src/artifact/oci/credential-helper.js'
import {
  writeHelper,
  type Helper
} from '../../support/registry/docker-config.js'

const SERVER = 'registry.example.com'
const LOGIN = { username: 'robot', secret: 'helper-secret' }
const helpers: Helper[] = []
afterAll(async () => {
  for (const helper of helpers) {
    await rm(helper.binDir, { recursive: true, force: true })
  }
})

/** The run's environment: what a CI job holds, secrets included. */
function jobEnv(binDir: string): Record<string, string> {
  return {
    PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
    HOME: '/home/runner',
    DOCKER_CONFIG: '/home/runner/.docker-ci',
    HTTPS_PROXY: 'http://proxy.example:3128',
    no_proxy: 'localhost,.internal',
    KOSLI_API_TOKEN: 'kosli-token-4711',
    GITHUB_TOKEN: 'ghs_github-token-4711',
    'INPUT_API-TOKEN': 'kosli-token-4711',
    'INPUT_REGISTRY-PASSWORD': 'registry-password',
    ACTIONS_RUNTIME_TOKEN: 'runtime-token',
    AWS_SECRET_ACCESS_KEY: 'aws-secret',
    AWS_REGION: 'eu-west-1',
    GOOGLE_APPLICATION_CREDENTIALS: '/tmp/gcp.json',
    NPM_TOKEN: 'npm-token'
  }
}

async function environmentOf(name: string) {
  const helper = await writeHelper(name, SERVER, LOGIN)
  helpers.push(helper)
  const env = jobEnv(helper.binDir)
  const login = await runCredentialHelper({
    helper: name,
    serverUrl: SERVER,
    env,
    timeoutMs: 10_000
  })
  expect(login).toEqual({ username: 'robot', password: 'helper-secret' })
  return { seen: await helper.environment(), env }
}

describe('a credential helper runs with only what it needs', () => {
  it('gets PATH, HOME, DOCKER_CONFIG and the proxies, and no secret of the run', async () => {
    const { seen, env } = await environmentOf('desktop')
    expect(seen).toMatchObject({
      PATH: env.PATH,
      HOME: '/home/runner',
      DOCKER_CONFIG: '/home/runner/.docker-ci',
      HTTPS_PROXY: 'http://proxy.example:3128',
      no_proxy: 'localhost,.internal'
    })
    const leaked = Object.values(seen).filter((value) =>
      [
        'kosli-token-4711',
        'ghs_github-token-4711',
        'registry-password',
        'runtime-token',
        'aws-secret',
        '/tmp/gcp.json',
        'npm-token'
      ].includes(value)
    )
    expect(leaked).toEqual([])
    // The shell adds a few of its own (PWD, SHLVL, _); nothing else of ours.
    const ours = Object.keys(seen).filter((name) => name in env)
    expect(ours.sort()).toEqual(
      ['DOCKER_CONFIG', 'HOME', 'HTTPS_PROXY', 'PATH', 'no_proxy'].sort()
    )
  })

  it('ecr-login also gets the AWS settings, and still no token', async () => {
    const { seen } = await environmentOf('ecr-login')
    expect(seen).toMatchObject({
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
      AWS_REGION: 'eu-west-1'
    })
    expect(seen.GOOGLE_APPLICATION_CREDENTIALS).toBeUndefined()
    expect(seen.KOSLI_API_TOKEN).toBeUndefined()
    expect(seen.GITHUB_TOKEN).toBeUndefined()
  })

  it('gcr gets the Google settings only', async () => {
    const { seen } = await environmentOf('gcr')
    expect(seen.GOOGLE_APPLICATION_CREDENTIALS).toBe('/tmp/gcp.json')
    expect(seen.AWS_SECRET_ACCESS_KEY).toBeUndefined()
  })
})
