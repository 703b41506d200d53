/**
 * The emulator over loopback, seen through its control endpoints: fault
 * injection, the request log and the stored state. Shared by the
 * reliability, security and load tests.
 */
import type { FaultInput, RequestRecord } from '../../src/emulator/index.js'

export const FLOW = 'demo-flow'
export const TRAIL = 'demo-trail'
export const JUNIT_PATH = '/attestations/*/*/trail/*/junit'

export interface StoredAttestation {
  attestation_name: string
  data_json: unknown
  attachment: { filename: string; size: number; sha256: string } | null
}

interface State {
  orgs: Record<
    string,
    {
      flows: {
        name: string
        trails: {
          name: string
          attestations: StoredAttestation[]
          created_at: number
          moments: unknown[]
        }[]
      }[]
    }
  >
}

async function control(
  url: string,
  path: string,
  init: { method?: string; json?: unknown } = {}
): Promise<unknown> {
  const response = await fetch(`${url}/_emulator/${path}`, {
    method: init.method ?? 'GET',
    ...(init.json !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(init.json)
    })
  })
  const body: unknown = await response.json()
  if (!response.ok) {
    throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`)
  }
  return body
}

export function addFault(url: string, fault: FaultInput): Promise<unknown> {
  return control(url, 'faults', { method: 'POST', json: fault })
}

export async function clearFaults(url: string): Promise<void> {
  await control(url, 'faults', { method: 'DELETE' })
}

export async function reset(url: string): Promise<void> {
  await control(url, 'reset', { method: 'POST' })
}

export async function requests(url: string): Promise<RequestRecord[]> {
  return (await control(url, 'requests')) as RequestRecord[]
}

export async function state(url: string): Promise<State> {
  return (await control(url, 'state')) as State
}

/** Adds empty trails to a flow, as `kosli begin trail` would. */
export async function beginTrails(
  url: string,
  org: string,
  trails: readonly string[],
  flow = FLOW
): Promise<void> {
  const current = await state(url)
  const found = current.orgs[org]?.flows.find((f) => f.name === flow)
  if (!found) throw new Error(`no flow ${flow} in org ${org}`)
  for (const name of trails) {
    found.trails.push({ name, attestations: [], created_at: 0, moments: [] })
  }
  await control(url, 'state', { method: 'PUT', json: current })
}

export async function attestationsOn(
  url: string,
  org: string,
  trail: string,
  flow = FLOW
): Promise<StoredAttestation[]> {
  const current = await state(url)
  const found = current.orgs[org]?.flows.find((f) => f.name === flow)
  return found?.trails.find((t) => t.name === trail)?.attestations ?? []
}
