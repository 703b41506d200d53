/**
 * The real client against an emulator over loopback, with the waits it asks
 * for recorded by an injected sleep (never measured on the wall clock) and
 * its log lines kept in memory.
 */
import { expect } from 'vitest'
import {
  attestJunit,
  createClient,
  type ClientOptions,
  type JunitAttestationInput
} from '../../../src/api/index.js'
import type { RunningEmulator } from '../../../src/emulator/index.js'
import { ApiError } from '../../../src/errors.js'
import { memoryLogger, type MemoryLogger } from '../../../src/log.js'
import {
  FLOW,
  junitPosts,
  TRAIL,
  type Harness as Stage
} from '../../support/emulator.js'

export interface Harness {
  logger: MemoryLogger
  /** Every wait the client asked for, in ms. */
  sleeps: number[]
  options: ClientOptions
}

/** Client options with recorded sleeps, no jitter and a 2 s timeout. */
export function harness(
  emulator: RunningEmulator,
  overrides: Partial<ClientOptions> = {}
): Harness {
  const logger = memoryLogger()
  const sleeps: number[] = []
  return {
    logger,
    sleeps,
    options: {
      host: emulator.url,
      apiToken: emulator.token,
      logger,
      sleep: (ms) => {
        sleeps.push(ms)
        return Promise.resolve()
      },
      random: () => 0,
      timeoutMs: 2000,
      ...overrides
    }
  }
}

export const DATA: JunitAttestationInput = {
  attestation_name: 'unit-tests',
  junit_results: [
    { name: 'suite', failures: 0, errors: 0, skipped: 0, total: 3, duration: 1 }
  ]
}

/** One JUnit attestation on the demo trail, with a client of its own. */
export async function attest(
  emulator: RunningEmulator,
  options: ClientOptions
): Promise<string> {
  const client = createClient(options)
  try {
    return await attestJunit(client, {
      org: emulator.org,
      flow: FLOW,
      trail: TRAIL,
      data: DATA
    })
  } finally {
    await client.close()
  }
}

/** The rejection of `promise`, which must be an ApiError. */
export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

/** Statuses of the JUnit POSTs the emulator received, faulted ones too. */
export async function junitStatuses(
  stage: Stage
): Promise<(number | undefined)[]> {
  return (await junitPosts(stage)).map((r) => r.status)
}

export const lines = (logger: MemoryLogger, level: string): string[] =>
  logger.lines.filter((l) => l.level === level).map((l) => l.message)
