/**
 * `docker image inspect` for when no daemon socket answers us directly: the
 * docker CLI knows contexts, TLS and SSH that we do not. Started without a
 * shell, with a timeout and an output cap.
 */
import { execFile } from 'node:child_process'
import { ImageFingerprintError } from '../oci/errors.js'
import { quote, seconds } from '../oci/text.js'
import { parseInspect, type ImageInspect } from './engine.js'

const MAX_OUTPUT_BYTES = 8 * 1024 * 1024

/** The docker CLI is not installed. */
export class DockerCliMissing extends Error {
  override name = 'DockerCliMissing'
}

export interface CliRequest {
  name: string
  env: Readonly<Record<string, string | undefined>>
  timeoutMs: number
}

export async function inspectViaCli(
  request: CliRequest
): Promise<ImageInspect> {
  const { stdout, stderr, error } = await run(request)
  if (error === undefined) {
    let list: unknown
    try {
      list = JSON.parse(stdout)
    } catch {
      list = undefined
    }
    const first: unknown = Array.isArray(list) ? list[0] : undefined
    return parseInspect(JSON.stringify(first ?? null), 'docker image inspect')
  }
  if (error.code === 'ENOENT') {
    throw new DockerCliMissing('the docker CLI is not on PATH')
  }
  const message = quote(stderr.trim() || 'no message')
  if (/no such (image|object)/i.test(stderr)) {
    throw new ImageFingerprintError(
      `docker image inspect found no image ${request.name} (${message}). Build or pull it first, or check the name and tag`,
      'not-found'
    )
  }
  const why = error.killed
    ? `gave no answer within ${seconds(request.timeoutMs)}`
    : `failed (${message})`
  throw new ImageFingerprintError(`docker image inspect ${why}`, 'unreachable')
}

interface RunResult {
  stdout: string
  stderr: string
  error?: Error & { code?: unknown; killed?: boolean }
}

function run(request: CliRequest): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      'docker',
      ['image', 'inspect', '--', request.name],
      {
        env: { ...request.env },
        timeout: request.timeoutMs,
        maxBuffer: MAX_OUTPUT_BYTES,
        windowsHide: true,
        encoding: 'utf8'
      },
      (error, stdout, stderr) => {
        resolve({ stdout, stderr, ...(error ? { error } : {}) })
      }
    )
  })
}
