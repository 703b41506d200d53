/** Runs every call of calls.ts against a recording loopback server. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '../../../src/api/index.js'
import { attachmentIn, calls, type Call } from './calls.js'
import { json, startLoopback, type Recorded } from '../../support/loopback.js'

export interface Captured {
  call: Call
  request: Recorded
  result: unknown
}

export async function captureAll(): Promise<Captured[]> {
  const dir = mkdtempSync(join(tmpdir(), 'api-calls-'))
  const list = calls(attachmentIn(dir))
  let current: Call | undefined
  const server = await startLoopback((_request, response) => {
    const answer = current?.answer ?? { status: 500, body: 'no call' }
    json(response, answer.status, answer.body)
  })
  const client = createClient({ host: server.url, apiToken: 'capture-token' })
  const captured: Captured[] = []
  try {
    for (const call of list) {
      current = call
      const before = server.requests.length
      const result = await call.run(client)
      const request = server.requests[before]
      if (!request) throw new Error(`${call.name} sent nothing`)
      captured.push({ call, request, result })
    }
  } finally {
    await client.close()
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
  return captured
}

/** Splits `/api/v2/path?x=1&x=2` into the path and a key -> values map. */
export function splitUrl(url: string): {
  path: string
  query: Record<string, string[]>
} {
  const parsed = new URL(url, 'http://x')
  const query: Record<string, string[]> = {}
  for (const [key, value] of parsed.searchParams) {
    ;(query[key] ??= []).push(value)
  }
  return { path: parsed.pathname.replace(/^\/api\/v2/, ''), query }
}

/** The `data_json` part and the file part of a multipart body. */
export function multipartParts(request: Recorded): {
  dataJson: unknown
  file: { filename: string; contentType: string; content: string } | undefined
} {
  const type = request.headers['content-type'] ?? ''
  const boundary = /boundary=(.+)$/.exec(type)?.[1]
  if (!boundary) throw new Error(`not multipart: ${type}`)
  const parts = request.body.toString('latin1').split(`--${boundary}`)
  let dataJson: unknown
  let file:
    { filename: string; contentType: string; content: string } | undefined
  for (const part of parts) {
    const [head = '', ...rest] = part.split('\r\n\r\n')
    const content = rest.join('\r\n\r\n').replace(/\r\n$/, '')
    if (head.includes('name="data_json"')) dataJson = JSON.parse(content)
    const filename = /name="attachment_file"; filename="([^"]*)"/.exec(
      head
    )?.[1]
    if (filename !== undefined) {
      const contentType = /Content-Type: (.+)/i.exec(head)?.[1]?.trim() ?? ''
      file = { filename, contentType, content }
    }
  }
  return { dataJson, file }
}
