/**
 * Docker credential helpers: `docker-credential-<name> get` with the
 * registry's server URL on standard input answers JSON with `Username` and
 * `Secret`. Started without a shell, with a timeout, an output cap and a
 * trimmed environment (helper-env.ts); what it prints is never quoted in a
 * message, since it holds the secret.
 */
import { execFile } from 'node:child_process'
import { z } from 'zod'
import type { StoredLogin } from './docker-config.js'
import { helperEnvironment } from './helper-env.js'
import { quote, seconds } from './text.js'

const MAX_OUTPUT_BYTES = 64 * 1024
const HELPER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/
/** The Username a helper gives for an OAuth refresh token (Docker's rule). */
const IDENTITY_TOKEN_USER = '<token>'

const HelperOutputSchema = z.looseObject({
  Username: z.string().optional(),
  Secret: z.string()
})

export interface HelperRequest {
  /** `desktop` for `docker-credential-desktop`. */
  helper: string
  serverUrl: string
  env: Readonly<Record<string, string | undefined>>
  timeoutMs: number
}

/** A helper that could not be run or answered nonsense. */
export class CredentialHelperError extends Error {
  override name = 'CredentialHelperError'
}

/** The helper's login for the server, or undefined when it has none. */
export async function runCredentialHelper(
  request: HelperRequest
): Promise<StoredLogin | undefined> {
  const program = `docker-credential-${checkedName(request.helper)}`
  const { stdout, failure } = await run(request)
  if (failure !== undefined) {
    // Helpers answer a missing entry on stdout with a non-zero exit.
    if (/credentials not found/i.test(stdout)) return undefined
    throw new CredentialHelperError(`${program} ${failure}`)
  }
  let json: unknown
  try {
    json = JSON.parse(stdout)
  } catch {
    throw new CredentialHelperError(`${program} did not answer JSON`)
  }
  const parsed = HelperOutputSchema.safeParse(json)
  if (!parsed.success || parsed.data.Secret === '') {
    throw new CredentialHelperError(
      `${program} answered without a Username and Secret`
    )
  }
  const { Username: username = '', Secret: secret } = parsed.data
  return username === IDENTITY_TOKEN_USER
    ? { username: '', identityToken: secret }
    : { username, password: secret }
}

function checkedName(helper: string): string {
  if (HELPER_NAME.test(helper)) return helper
  throw new CredentialHelperError(
    `credential helper name ${quote(helper, 100)} is not a plain program suffix (letters, digits, ., _ and -)`
  )
}

interface RunResult {
  stdout: string
  /** Why the run failed, without any of its output; undefined on success. */
  failure?: string
}

function run(request: HelperRequest): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = execFile(
      `docker-credential-${request.helper}`,
      ['get'],
      {
        // Only what a helper needs: our secrets stay ours.
        env: helperEnvironment(request.helper, request.env),
        timeout: request.timeoutMs,
        maxBuffer: MAX_OUTPUT_BYTES,
        windowsHide: true,
        encoding: 'utf8'
      },
      (error, stdout) => {
        resolve({
          stdout,
          ...(error ? { failure: describeRunError(error, request) } : {})
        })
      }
    )
    // A helper that exits before reading its input must not crash us.
    child.stdin?.on('error', () => undefined)
    child.stdin?.end(request.serverUrl)
  })
}

function describeRunError(
  error: Error & { code?: unknown; killed?: boolean; signal?: unknown },
  request: HelperRequest
): string {
  if (error.code === 'ENOENT') return 'is not on PATH'
  if (error.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
    return `printed more than ${MAX_OUTPUT_BYTES / 1024} KiB`
  }
  if (error.killed) return `gave no answer within ${seconds(request.timeoutMs)}`
  if (typeof error.code === 'number') return `exited with code ${error.code}`
  return `failed to run (${typeof error.code === 'string' ? error.code : 'unknown error'})`
}
