/**
 * `GET /images/{name}/json` on the Docker Engine API (ImageInspect), over a
 * unix socket, a named pipe or loopback TCP, within a timeout and a size
 * cap. A daemon that cannot be reached is reported as such, so the caller
 * can try the docker CLI instead.
 */
import { request } from 'node:http'
import { z } from 'zod'
import { ImageFingerprintError } from '../oci/errors.js'
import { quote, seconds } from '../oci/text.js'
import type { EngineEndpoint } from './docker-host.js'

const MAX_ANSWER_BYTES = 8 * 1024 * 1024
/** Errors that mean no daemon listens there. */
const UNREACHABLE = new Set(['ENOENT', 'ECONNREFUSED', 'EACCES', 'EPERM'])

export const ImageInspectSchema = z.looseObject({
  Id: z.string().optional(),
  RepoTags: z.array(z.string()).nullish(),
  RepoDigests: z.array(z.string()).nullish()
})
export type ImageInspect = z.infer<typeof ImageInspectSchema>

/** No daemon at the endpoint (so the docker CLI may be tried). */
export class EngineUnreachable extends Error {
  override name = 'EngineUnreachable'
}

interface Answer {
  status: number
  body: string
}

export async function inspectViaEngine(
  endpoint: Exclude<EngineEndpoint, { kind: 'cli' }>,
  name: string,
  timeoutMs: number
): Promise<ImageInspect> {
  const answer = await get(
    endpoint,
    `/images/${encodeURI(name)}/json`,
    timeoutMs
  )
  if (answer.status === 404) {
    throw new ImageFingerprintError(
      `no image ${name} in the Docker daemon at ${endpoint.display} (${daemonMessage(answer.body)}). Build or pull it first, or check the name and tag`,
      'not-found',
      { status: 404 }
    )
  }
  if (answer.status !== 200) {
    throw new ImageFingerprintError(
      `the Docker daemon at ${endpoint.display} answered HTTP ${answer.status}: ${daemonMessage(answer.body)}`,
      'unreachable',
      { status: answer.status }
    )
  }
  return parseInspect(answer.body, endpoint.display)
}

export function parseInspect(text: string, where: string): ImageInspect {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  const parsed = ImageInspectSchema.safeParse(json)
  if (parsed.success) return parsed.data
  throw new ImageFingerprintError(
    `${where} answered something that is not an image description (ImageInspect)`,
    'invalid-response'
  )
}

function daemonMessage(body: string): string {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message
    if (typeof message === 'string') return quote(message)
  } catch {
    // Not JSON: quote the text itself.
  }
  return quote(body.trim() || 'no message')
}

function get(
  endpoint: Exclude<EngineEndpoint, { kind: 'cli' }>,
  path: string,
  timeoutMs: number
): Promise<Answer> {
  const target =
    endpoint.kind === 'socket'
      ? { socketPath: endpoint.path }
      : { host: endpoint.host, port: endpoint.port }
  return new Promise((resolve, reject) => {
    const signal = AbortSignal.timeout(timeoutMs)
    const req = request(
      { ...target, path, method: 'GET', headers: { host: 'docker' }, signal },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_ANSWER_BYTES) {
            res.destroy(
              new Error(`answer larger than ${MAX_ANSWER_BYTES} bytes`)
            )
          } else {
            chunks.push(chunk)
          }
        })
        res.on('error', (error) =>
          reject(failure(error, endpoint, { signal, timeoutMs }))
        )
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8')
          })
        })
      }
    )
    req.on('error', (error) =>
      reject(failure(error, endpoint, { signal, timeoutMs }))
    )
    req.end()
  })
}

function failure(
  error: Error,
  endpoint: EngineEndpoint,
  { signal, timeoutMs }: { signal: AbortSignal; timeoutMs: number }
): Error {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && UNREACHABLE.has(code)) {
    return new EngineUnreachable(
      `no Docker daemon at ${endpoint.display} (${code})`
    )
  }
  const why = signal.aborted
    ? `no answer within ${seconds(timeoutMs)} (timeout)`
    : error.message
  return new ImageFingerprintError(
    `the Docker daemon at ${endpoint.display} failed: ${why}`,
    'unreachable',
    { cause: error }
  )
}
