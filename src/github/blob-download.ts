/**
 * An artifact's zip fetched from the blob storage GitHub redirects to, into
 * a file, within a size limit, and checked against the digest GitHub lists.
 * The signed URL carries its own credentials: no Authorization header goes
 * there, and a redirect from it is not followed.
 *
 * Only a network failure (a reset, a timeout, an answer src/net/retry.ts
 * calls retryable) is tried again, at most ATTEMPTS times in all, 1 s and then 2 s apart
 * (with jitter), through the one retry loop of src/net/retry.ts.
 * What the bytes are (too large, not the listed digest) is never retried:
 * a second download brings the same bytes; nor is a failure to write them
 * here, which is reported as ours, not the blob storage's.
 */
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Logger } from '../log.js'
import { errorMessage } from '../errors.js'
import { grouped, printable } from '../text.js'
import { GitHubApiError } from './failure.js'
import { ArchiveRefusedError, LocalWriteError } from './unzip/limits.js'
import {
  isRetryableNetworkError,
  isRetryableStatus,
  seconds,
  shortPolicy,
  withRetries,
  type Attempt
} from '../net/retry.js'

export interface BlobDownload {
  url: string
  /** Written (replaced) with the zip. */
  file: string
  maxBytes: number
  /** `sha256:<hex>` as GitHub lists it; undefined when it lists none. */
  digest?: string | null | undefined
  /** The artifact's name, printable, quoted: for messages. */
  label: string
  logger: Logger
  /** The whole download's deadline, every attempt included; default 15 min. */
  deadlineMs?: number
}

const ATTEMPTS = 3
/** Waiting between attempts in all: the 1 s and 2 s backoffs with their jitter. */
const BUDGET_MS = 10_000
/** Idle time allowed for the answer's headers and between body chunks. */
const IDLE_MS = 30_000
/**
 * The whole download, all attempts: a server that sends a byte now and then
 * never trips the idle timer, and would hold the job to its own timeout.
 * 1 GiB (the default artifact-max-bytes) needs about 1.2 MB/s to fit.
 */
export const DOWNLOAD_DEADLINE_MS = 15 * 60_000

/** The deadline passed: not retried, and said with what was received. */
class DeadlinePassed extends Error {}

/** An answer that a later attempt may not get (not a refusal). */
class Retryable extends Error {}

export { LocalWriteError }

function limiter(download: BlobDownload, hash: ReturnType<typeof createHash>) {
  let size = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      size += chunk.length
      if (size > download.maxBytes) {
        done(tooLarge(download))
        return
      }
      hash.update(chunk)
      done(null, chunk)
    }
  })
}

function tooLarge(download: BlobDownload): ArchiveRefusedError {
  return new ArchiveRefusedError(
    `the zip of artifact ${download.label} is over the limit of ${grouped(download.maxBytes)} bytes (artifact-max-bytes)`
  )
}

/** Runs `copy` into the zip's file; the file's own errors become a LocalWriteError. */
async function written(
  download: BlobDownload,
  copy: (file: NodeJS.WritableStream) => Promise<void>
): Promise<void> {
  const file = createWriteStream(download.file)
  let failed: unknown
  file.on('error', (error) => {
    failed = error
  })
  try {
    await copy(file)
  } catch (error) {
    if (error !== failed) throw error
    throw new LocalWriteError(
      `could not write the zip of artifact ${download.label} to ${printable(download.file)}: ${printable(errorMessage(error))}`,
      { cause: error }
    )
  }
}

async function attempt(
  download: BlobDownload,
  signal: AbortSignal
): Promise<string> {
  const { request, EnvHttpProxyAgent } = await import('undici')
  const agent = new EnvHttpProxyAgent({
    headersTimeout: IDLE_MS,
    bodyTimeout: IDLE_MS
  })
  try {
    const answer = await request(download.url, { dispatcher: agent, signal })
    const status = answer.statusCode
    if (status !== 200) {
      await answer.body.dump()
      const message = `the blob storage answered ${status}`
      if (isRetryableStatus(status)) throw new Retryable(message)
      throw new GitHubApiError(
        `Could not download artifact ${download.label}: ${message} (the signed URL may have expired; run the job again)`,
        status
      )
    }
    const length = Number(answer.headers['content-length'])
    if (length > download.maxBytes) {
      await answer.body.dump()
      throw tooLarge(download)
    }
    const hash = createHash('sha256')
    await written(download, (file) =>
      pipeline(answer.body, limiter(download, hash), file)
    )
    return hash.digest('hex')
  } finally {
    await agent.close()
  }
}

function isFinal(error: unknown): boolean {
  return (
    error instanceof DeadlinePassed ||
    error instanceof ArchiveRefusedError ||
    error instanceof GitHubApiError ||
    error instanceof LocalWriteError
  )
}

function checkDigest(download: BlobDownload, sha256: string): void {
  const listed = download.digest
  if (typeof listed !== 'string') return
  const match = /^sha256:([0-9a-f]{64})$/i.exec(listed)
  if (!match?.[1]) {
    download.logger.debug(
      `Artifact ${download.label}: digest ${printable(listed)} is not sha256; not checked`
    )
    return
  }
  if (match[1].toLowerCase() !== sha256) {
    throw new ArchiveRefusedError(
      `the zip of artifact ${download.label} has sha256:${sha256}, not the ${printable(listed)} GitHub lists for it`
    )
  }
}

/** One download: the sha256 of a zip within its limits, or why not. */
async function tryOnce(
  download: BlobDownload,
  signal: AbortSignal
): Promise<Attempt<string, unknown>> {
  try {
    if (signal.aborted) throw new DeadlinePassed()
    const sha256 = await attempt(download, signal)
    checkDigest(download, sha256)
    return { ok: true, value: sha256 }
  } catch (error) {
    if (signal.aborted) throw new DeadlinePassed('', { cause: error })
    if (isFinal(error)) throw error
    // A name that does not resolve or a refused certificate fails again.
    const code = (error as { code?: unknown } | null)?.code
    const retryable = isRetryableNetworkError(
      typeof code === 'string' ? code : undefined
    )
    return { ok: false, failure: error, retryable }
  }
}

/**
 * Downloads the zip into `download.file`; returns its sha256 (hex). The
 * whole download, retries included, ends at its deadline.
 */
export async function downloadBlob(download: BlobDownload): Promise<string> {
  const deadlineMs = download.deadlineMs ?? DOWNLOAD_DEADLINE_MS
  const signal = AbortSignal.timeout(deadlineMs)
  try {
    return await downloadWithin(download, signal)
  } catch (error) {
    if (!(error instanceof DeadlinePassed)) throw error
    throw new GitHubApiError(
      `Could not download artifact ${download.label} from the blob storage: the download did not finish within its deadline of ${seconds(deadlineMs)} (every attempt included); the blob storage was too slow. Run the job again`,
      undefined,
      { cause: error }
    )
  }
}

async function downloadWithin(
  download: BlobDownload,
  signal: AbortSignal
): Promise<string> {
  const result = await withRetries(
    () => tryOnce(download, signal),
    shortPolicy(ATTEMPTS, BUDGET_MS),
    (notice) =>
      download.logger.debug(
        `Artifact ${download.label}: download attempt ${notice.attempt} failed: ${printable(errorMessage(notice.failure))}`
      )
  )
  if (result.ok) return result.value
  throw new GitHubApiError(
    `Could not download artifact ${download.label} from the blob storage: ${printable(errorMessage(result.failure))} (${result.attempts} attempts)`,
    undefined,
    { cause: result.failure }
  )
}
