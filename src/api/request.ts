/**
 * What one call of the API asks for, apart from how it is sent: the
 * transport (http.ts) and one attempt of it (http-attempt.ts) both read it.
 */
import type { FormData } from 'undici'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryValue = string | number | readonly (string | number)[]
export type Query = Record<string, QueryValue | undefined>

export type RequestBody =
  | { kind: 'json'; value: unknown }
  /** Called once per attempt, so a retry re-reads files instead of caching. */
  | { kind: 'multipart'; build: () => Promise<FormData> }

export interface ApiRequest {
  method: Method
  /** Below the API base, starting with `/`, segments already escaped. */
  path: string
  query?: Query
  body?: RequestBody
  /** Told the success status: create-or-update operations answer 201 or 200. */
  onStatus?: (status: number) => void
}
