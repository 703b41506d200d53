/**
 * A host name that does not resolve is a typo in a setting: it is not
 * retried, and the message names the setting and its value, as the caller
 * words it (issue 23, item 10).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createClient } from '../../../src/api/index.js'
import { envDiffCommand } from '../../../src/cli/commands/env-diff.js'
import { ApiError } from '../../../src/errors.js'
import { runCommand } from '../../support/command.js'

/** `.invalid` never resolves (RFC 2606). */
const TYPO = 'https://app.kosli-typo.invalid'

describe('a host name that does not resolve', () => {
  it('is tried once, and the error names the setting and its value', async () => {
    const waits: number[] = []
    const client = createClient({
      host: TYPO,
      apiToken: 'token-4711',
      hostSetting: '--host (or KOSLI_HOST)',
      sleep: (ms) => {
        waits.push(ms)
        return Promise.resolve()
      }
    })
    const error = await client
      .send({ method: 'GET', path: '/environments/acme' }, z.unknown())
      .catch((e: unknown) => e)
    await client.close()
    expect(waits).toEqual([])
    expect(error).toBeInstanceOf(ApiError)
    const message = (error as ApiError).message
    expect(message).toMatch(/ENOTFOUND|EAI_AGAIN/)
    expect(message).toContain(
      `Hint: the host name "app.kosli-typo.invalid" does not resolve (not retried): check --host (or KOSLI_HOST), now "${TYPO}".`
    )
    expect(message).not.toContain('token-4711')
  })

  it('on the command line, names --host and KOSLI_HOST', async () => {
    const run = await runCommand(envDiffCommand, ['staging', 'production'], {
      cwd: mkdtempSync(join(tmpdir(), 'unresolved-')),
      env: { KOSLI_HOST: TYPO, KOSLI_ORG: 'acme', KOSLI_API_TOKEN: 'tok' }
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('check --host (or KOSLI_HOST)')
    expect(run.stderr).toContain(TYPO)
    expect(run.stderr).not.toContain('retrying')
  })
})
