/**
 * A Docker Engine API stand-in on a unix socket (no daemon runs in the
 * tests): `GET /images/{name}/json` answers from a table of ImageInspect
 * objects, `/_ping` as the docker CLI expects. Every request and answer is
 * checked against the published Engine API description; what does not
 * match is recorded in `violations` (and answered 400), so a test can
 * assert that the client spoke the API as documented.
 */
import {
  createServer,
  type RequestListener,
  type ServerResponse
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  loadEngineApi,
  type EngineApi,
  type MatchedOperation
} from './engine-api.js'

export interface EngineStandIn {
  socketPath: string
  /** The same API on loopback TCP: `tcp://127.0.0.1:<port>`. */
  tcpHost: string
  /** Operations served, e.g. `ImageInspect nginx:1.27`. */
  served: string[]
  violations: string[]
  close(): Promise<void>
}

/** An ImageInspect (the API's `Image` object) with the required fields. */
export function imageInspect(
  repoTags: string[],
  repoDigests: string[]
): Record<string, unknown> {
  return {
    Id: 'sha256:85f05633ddc1c50679be2b16a0479ab6f7637f8884e0cfe0f4d20e1ebb3d6e7c',
    RepoTags: repoTags,
    RepoDigests: repoDigests,
    Parent: '',
    Comment: '',
    Created: '2026-01-02T03:04:05.000000000Z',
    Container: '',
    DockerVersion: '27.0.0',
    Author: '',
    Architecture: 'amd64',
    Os: 'linux',
    Size: 7_654_321,
    VirtualSize: 7_654_321,
    GraphDriver: {
      Name: 'overlay2',
      Data: { MergedDir: '/var/lib/docker/overlay2/x/merged' }
    },
    RootFS: {
      Type: 'layers',
      Layers: [
        'sha256:1111111111111111111111111111111111111111111111111111111111111111'
      ]
    },
    Metadata: { LastTagTime: '2026-01-02T03:04:05.000000000Z' }
  }
}

export async function startEngineStandIn(
  images: Record<string, Record<string, unknown>>
): Promise<EngineStandIn> {
  const api = await loadEngineApi()
  const dir = await mkdtemp(join(tmpdir(), 'engine-'))
  const socketPath = join(dir, 'docker.sock')
  const served: string[] = []
  const violations: string[] = []
  const handler: RequestListener = (req, res) => {
    const operation = api.matchRequest(req.method ?? '', req.url ?? '')
    if (typeof operation === 'string') {
      violations.push(operation)
      answer(res, [400, { message: operation }], {})
      return
    }
    served.push(
      `${operation.operationId} ${operation.params.name ?? ''}`.trim()
    )
    const [status, body] = respond(operation, images, api)
    violations.push(...api.checkResponse(operation, status, body))
    answer(res, [status, body], { 'API-Version': api.version })
  }
  const onSocket = createServer(handler)
  const onTcp = createServer(handler)
  await new Promise<void>((resolve) => onSocket.listen(socketPath, resolve))
  await new Promise<void>((resolve) => onTcp.listen(0, '127.0.0.1', resolve))
  const { port } = onTcp.address() as AddressInfo
  return {
    socketPath,
    tcpHost: `tcp://127.0.0.1:${port}`,
    served,
    violations,
    close: async () => {
      for (const server of [onSocket, onTcp]) {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
      await rm(dir, { recursive: true, force: true })
    }
  }
}

function respond(
  operation: MatchedOperation,
  images: Record<string, Record<string, unknown>>,
  api: EngineApi
): [number, unknown] {
  if (
    operation.operationId === 'SystemPing' ||
    operation.operationId === 'SystemPingHead'
  ) {
    return [200, 'OK']
  }
  if (operation.operationId !== 'ImageInspect') {
    return [
      500,
      {
        message: `the stand-in does not serve ${operation.operationId} (API ${api.version})`
      }
    ]
  }
  const name = operation.params.name ?? ''
  const image = images[name]
  return image ? [200, image] : [404, { message: `No such image: ${name}` }]
}

function answer(
  res: ServerResponse,
  [status, body]: [number, unknown],
  headers: Record<string, string>
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, {
    'content-type':
      typeof body === 'string' ? 'text/plain' : 'application/json',
    ...headers
  })
  res.end(res.req.method === 'HEAD' ? undefined : text)
}
