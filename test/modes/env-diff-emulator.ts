import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '../../src/api/index.js'
import { startEmulator, type RequestRecord } from '../../src/emulator/index.js'
import type { FaultInput } from '../../src/emulator/index.js'
import { memoryLogger, type MemoryLogger } from '../../src/log.js'
import type { ModeDeps } from '../../src/modes/types.js'

/**
 * A demo emulator on loopback and a temp dir, for the allow-artifact and
 * env-diff tests. The client is the real one; only its wait between retries
 * is skipped, so a retried 503 does not cost seconds.
 */
export interface Harness {
  url: string
  token: string
  dir: string
  logger: MemoryLogger
  deps: ModeDeps
  service: Record<string, string>
  requests(): Promise<RequestRecord[]>
  state(): Promise<unknown>
  fault(fault: FaultInput): Promise<void>
  close(): Promise<void>
}

export async function startHarness(): Promise<Harness> {
  const emulator = await startEmulator({ port: 0 })
  const dir = await mkdtemp(join(tmpdir(), 'kosli-gates-'))
  const logger = memoryLogger()
  const control = (path: string, init?: RequestInit) =>
    fetch(`${emulator.url}/_emulator/${path}`, init)
  return {
    url: emulator.url,
    token: emulator.token,
    dir,
    logger,
    deps: {
      logger,
      now: () => Date.now(),
      cwd: dir,
      tmpDir: join(dir, 'runner-temp'),
      env: {},
      openClient: (service) =>
        createClient({ ...service, logger, sleep: () => Promise.resolve() }),
      readEvent: () => ({})
    },
    service: {
      host: emulator.url,
      org: emulator.org,
      'api-token': emulator.token
    },
    requests: async () =>
      (await (await control('requests')).json()) as RequestRecord[],
    state: async () => (await control('state')).json(),
    fault: async (fault) => {
      const res = await control('faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault)
      })
      if (!res.ok) throw new Error(`fault refused: ${await res.text()}`)
    },
    close: async () => {
      await emulator.close()
      await rm(dir, { recursive: true, force: true })
    }
  }
}
