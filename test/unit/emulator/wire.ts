/**
 * A small loopback client for the emulator tests in this folder: paths are
 * sent exactly as written (no URL normalisation), so `/x/../y`, `%2F` or
 * `0x1` reach the emulator as they are.
 */
import { Agent, request, FormData } from 'undici'
import {
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator
} from '../../../src/emulator/index.js'

/** 2026-01-15T00:00:00Z, as the other emulator tests use. */
export const NOW_MS = Date.UTC(2026, 0, 15)
export const NOW = NOW_MS / 1000

export interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

export interface Send {
  method?: string
  json?: unknown
  body?: string | FormData
  headers?: Record<string, string>
  /** Default: the emulator's admin token; null sends none. */
  token?: string | null
}

export interface Wire {
  emulator: RunningEmulator
  /** A request below `/api/v2`. */
  api(path: string, send?: Send): Promise<Reply>
  /** A request below `/_emulator/`, sent as JSON when `json` is given. */
  control(path: string, send?: Omit<Send, 'token'>): Promise<Reply>
  close(): Promise<void>
}

export async function wire(options: EmulatorOptions = {}): Promise<Wire> {
  const emulator = await startEmulator({ clock: () => NOW_MS, ...options })
  const dispatcher = new Agent()
  const send = async (path: string, s: Send, token: string | null) => {
    const headers: Record<string, string> = { ...s.headers }
    if (token !== null) headers.authorization = `Bearer ${token}`
    let body = s.body
    if (s.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(s.json)
    }
    const response = await request(`${emulator.url}${path}`, {
      method: s.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body !== undefined && { body }),
      dispatcher
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
  return {
    emulator,
    api: (path, s = {}) =>
      send(
        `/api/v2${path}`,
        s,
        s.token === undefined ? emulator.token : s.token
      ),
    control: (path, s = {}) => send(`/_emulator/${path}`, s, null),
    close: async () => {
      await emulator.close()
      await dispatcher.close()
    }
  }
}

export const JUNIT_PATH = '/attestations/demo/demo-flow/trail/demo-trail/junit'

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

export function junitForm(dataJson: unknown): FormData {
  const form = new FormData()
  form.append('data_json', JSON.stringify(dataJson))
  return form
}

export { FormData }
