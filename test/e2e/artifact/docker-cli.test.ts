/**
 * `docker` fingerprints when no daemon socket answers: the real docker CLI
 * (`docker image inspect`, run without a shell) reaches the Engine API
 * stand-in through a docker context, so its requests are checked against
 * the published Engine API description too. Skipped where no docker CLI is
 * installed; the no-CLI message is checked everywhere.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { ENGINE_API, itNeeding } from '../../support/registry/tools.js'
import { itUnless } from '../../support/skip.js'
import { fingerprintDockerImage } from '../../../src/artifact/docker/index.js'
import {
  imageInspect,
  startEngineStandIn,
  type EngineStandIn
} from '../../support/registry/engine-stand-in.js'

// Each test needs these real parts, or is skipped saying which is missing.
const it = itNeeding(ENGINE_API)

const run = promisify(execFile)
const DIGEST = 'd'.repeat(64)
const hasDockerCli = await run('docker', ['--version']).then(
  () => true,
  () => false
)

let engine: EngineStandIn
let config: string

beforeAll(async () => {
  engine = await startEngineStandIn({
    'team/api:3': imageInspect(['team/api:3'], [`team/api@sha256:${DIGEST}`])
  })
  config = await mkdtemp(join(tmpdir(), 'docker-cli-config-'))
  if (hasDockerCli) {
    const host = `host=unix://${engine.socketPath}`
    const args = ['context', 'create', 'stand-in', '--docker', host]
    await run('docker', args, { env: cliEnv() })
  }
})

afterAll(async () => {
  await engine?.close()
  await rm(config, { recursive: true, force: true })
})

/** The CLI's own config directory holds the context naming the stand-in. */
function cliEnv(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    DOCKER_CONFIG: config,
    HOME: config,
    DOCKER_CONTEXT: 'stand-in'
  }
}

function lookUp(reference: string) {
  return fingerprintDockerImage({
    reference,
    env: cliEnv(),
    homeDir: config,
    socketPath: join(config, 'no-daemon.sock')
  })
}

describe('docker fingerprint through the docker CLI', () => {
  itUnless(
    ENGINE_API || (!hasDockerCli && 'no docker CLI on this machine'),
    'no socket answers: docker image inspect, through the current context',
    async () => {
      const result = await lookUp('team/api:3')
      expect(result).toMatchObject({ digest: DIGEST, source: 'docker-cli' })
      expect(engine.served).toContain('ImageInspect team/api:3')
      expect(engine.violations).toEqual([])
    }
  )

  itUnless(
    ENGINE_API || (!hasDockerCli && 'no docker CLI on this machine'),
    'an image the daemon does not have: not found, through the CLI',
    async () => {
      const error = await lookUp('team/ghost:1').catch((e: unknown) => e)
      expect(error).toMatchObject({ kind: 'not-found' })
      expect((error as Error).message).toContain(
        'Image team/ghost:1: docker image inspect found no image team/ghost:1'
      )
      expect(engine.violations).toEqual([])
    }
  )

  it('no socket and no docker CLI: says both, and what to do', async () => {
    const socket = join(config, 'no-daemon.sock')
    const error = await fingerprintDockerImage({
      reference: 'team/api:3',
      env: { PATH: join(config, 'empty-bin') },
      homeDir: config,
      socketPath: socket
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'unreachable' })
    const message = (error as Error).message
    expect(message).toContain(`no Docker daemon at ${socket} (ENOENT)`)
    expect(message).toContain('the docker CLI is not on PATH')
    expect(message).toContain('Start Docker (or set DOCKER_HOST)')
  })
})
