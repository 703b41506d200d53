/**
 * Raw HTTP to a running emulator, for the emulator harness
 * (test/support/emulator.ts re-exports what tests use): calls below
 * /api/v2 with a token, calls to the control endpoints, and request bodies
 * as the Kosli CLI sends them.
 */
import { Agent, fetch, FormData } from 'undici'
import type { RunningEmulator } from '../../src/emulator/index.js'

export { FormData }

export interface Reply {
  status: number
  headers: Awaited<ReturnType<typeof fetch>>['headers']
  body: unknown
}

export interface Call {
  method?: string
  /** Default: the harness token; null sends no Authorization. */
  token?: string | null
  authorization?: string
  json?: unknown
  body?: string | FormData
  headers?: Record<string, string>
}

async function reply(
  response: Awaited<ReturnType<typeof fetch>>
): Promise<Reply> {
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body }
}

export function caller(emulator: RunningEmulator, dispatcher: Agent) {
  const api = async (path: string, call: Call = {}) => {
    const headers: Record<string, string> = { ...call.headers }
    const token = call.token === undefined ? emulator.token : call.token
    if (call.authorization) headers.authorization = call.authorization
    else if (token !== null) headers.authorization = `Bearer ${token}`
    let body = call.body
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(call.json)
    }
    const response = await fetch(`${emulator.url}/api/v2${path}`, {
      method: call.method ?? 'GET',
      headers,
      ...(body === undefined ? {} : { body }),
      dispatcher
    })
    return reply(response)
  }
  const control = async (path: string, method = 'GET', json?: unknown) => {
    const response = await fetch(`${emulator.url}/_emulator/${path}`, {
      method,
      dispatcher,
      ...(json !== undefined && {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json)
      })
    })
    return reply(response)
  }
  return { api, control }
}

/** A control call that must succeed. */
export async function ok(
  pending: Promise<Reply>,
  what: string
): Promise<unknown> {
  const answer = await pending
  if (answer.status >= 300) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  }
  return answer.body
}

/** The mode opens and closes its clients itself. */
/** The demo JUnit result (10 tests) with some failures and errors. */
export const junitResult = (failures = 0, errors = 0) => ({
  name: 'suite',
  failures,
  errors,
  skipped: 0,
  total: 10,
  duration: 1.25
})

/** A multipart body as the vendor CLI sends it. */
export function junitForm(
  dataJson: unknown,
  attachment?: { name: string; bytes: Uint8Array }
): FormData {
  const form = new FormData()
  form.append(
    'data_json',
    typeof dataJson === 'string' ? dataJson : JSON.stringify(dataJson)
  )
  if (attachment) {
    form.append(
      'attachment_file',
      new Blob([attachment.bytes]),
      attachment.name
    )
  }
  return form
}
