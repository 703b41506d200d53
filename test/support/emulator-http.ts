/**
 * Raw HTTP to a running emulator, for the emulator harness
 * (test/support/emulator.ts re-exports what tests use): calls below
 * /api/v2 with a token, calls to the control endpoints, and request bodies
 * as the Kosli CLI sends them. Paths go out exactly as written (no URL
 * normalisation), so `/x/../y`, `%2F` or `0x1` reach the emulator as they are.
 */
import { Agent, FormData } from 'undici'
import type { RunningEmulator } from '../../src/emulator/index.js'

export { FormData }

export interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

export interface Call {
  /** Default: POST with a body, else GET. */
  method?: string
  /** Default: the harness token; null sends no Authorization. */
  token?: string | null
  authorization?: string
  json?: unknown
  body?: string | FormData
  headers?: Record<string, string>
}

/** A control call: no token, so no Authorization unless in `headers`. */
export type ControlCall = Omit<Call, 'token' | 'authorization'>

/** Calls to an emulator: one started in-process, or `kosli-attest serve`. */
export function caller(
  emulator: Pick<RunningEmulator, 'url' | 'token'>,
  dispatcher: Agent
) {
  const send = async (path: string, call: Call, token: string | null) => {
    const headers: Record<string, string> = { ...call.headers }
    if (call.authorization) headers.authorization = call.authorization
    else if (token !== null) headers.authorization = `Bearer ${token}`
    let body = call.body
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(call.json)
    }
    const response = await dispatcher.request({
      origin: emulator.url,
      path,
      method: call.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body !== undefined && { body })
    })
    const text = await response.body.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON: keep the text
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      body: parsed
    }
  }
  const api = (path: string, call: Call = {}): Promise<Reply> =>
    send(
      `/api/v2${path}`,
      call,
      call.token === undefined ? emulator.token : call.token
    )
  const control = (path: string, call: ControlCall = {}): Promise<Reply> =>
    send(`/_emulator/${path}`, call, null)
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

/** The demo JUnit result (10 tests) with some failures and errors. */
export const junitResult = (failures = 0, errors = 0) => ({
  name: 'suite',
  failures,
  errors,
  skipped: 0,
  total: 10,
  duration: 1.25
})

/** A JUnit attestation's data_json with one result of 3 passing tests. */
export const junitData = (extra: Record<string, unknown> = {}) => ({
  attestation_name: 'unit-tests',
  junit_results: [
    {
      name: 'suite',
      failures: 0,
      errors: 0,
      skipped: 0,
      total: 3,
      duration: 0.5
    }
  ],
  ...extra
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
