import { Agent, fetch, FormData } from 'undici'
import {
  DEMO_TOKENS,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator
} from '../../src/emulator/index.js'

/** 2026-01-15T00:00:00Z: every demo timestamp is relative to it. */
export const NOW_MS = Date.UTC(2026, 0, 15)
export const NOW = NOW_MS / 1000
export const DAY = 86_400
export { DEMO_TOKENS }

export interface Reply {
  status: number
  headers: Awaited<ReturnType<typeof fetch>>['headers']
  body: unknown
}

export interface Call {
  method?: string
  /** Default: the demo admin token; null sends no Authorization. */
  token?: string | null
  authorization?: string
  json?: unknown
  body?: string | FormData
  headers?: Record<string, string>
}

export interface Harness {
  emulator: RunningEmulator
  api(path: string, call?: Call): Promise<Reply>
  control(path: string, method?: string, json?: unknown): Promise<Reply>
  close(): Promise<void>
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

export async function harness(options: EmulatorOptions = {}): Promise<Harness> {
  const emulator = await startEmulator({ clock: () => NOW_MS, ...options })
  const dispatcher = new Agent()
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
      ...(json === undefined
        ? {}
        : {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(json)
          })
    })
    return reply(response)
  }
  return {
    emulator,
    api,
    control,
    close: async () => {
      await emulator.close()
      await dispatcher.close()
    }
  }
}

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

export const JUNIT_PATH = '/attestations/demo/demo-flow/trail/demo-trail/junit'

export { FormData }
