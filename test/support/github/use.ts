/**
 * The GitHub stand-in for a test file: a fresh one for each test, checked
 * with `assertFits()` after it, and a fresh logger, both read through the
 * returned object once the test runs.
 */
import { afterEach, beforeEach } from 'vitest'
import type { UpsertCommentOptions } from '../../../src/github/pr-comment/upsert.js'
import { memoryLogger, type MemoryLogger } from '../../../src/log.js'
import { startGitHubStandIn, type GitHubStandIn } from './stand-in.js'

export interface StandInUse {
  readonly github: GitHubStandIn
  readonly logger: MemoryLogger
}

export function useGitHubStandIn(token: string): StandInUse {
  let github: GitHubStandIn | undefined
  let logger: MemoryLogger | undefined
  beforeEach(async () => {
    github = await startGitHubStandIn({ token })
    logger = memoryLogger()
  })
  afterEach(async () => {
    await github?.close()
    github?.assertFits()
  })
  return {
    get github() {
      if (github === undefined) throw new Error('no stand-in outside a test')
      return github
    },
    get logger() {
      if (logger === undefined) throw new Error('no logger outside a test')
      return logger
    }
  }
}

/** Upsert options aimed at the stand-in: a failed verdict on acme/shop. */
export function commentOptions(
  use: StandInUse,
  token: string,
  overrides: Partial<UpsertCommentOptions> = {}
): UpsertCommentOptions {
  return {
    token,
    apiUrl: use.github.apiUrl,
    repository: 'acme/shop',
    logger: use.logger,
    pullNumber: 5,
    marker: 'unit-tests',
    body: 'verdict',
    mode: 'always',
    passed: false,
    ...overrides
  }
}
