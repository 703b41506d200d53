import { request, type Dispatcher } from 'undici'
import { isLoopbackHost } from '../net/loopback.js'

/**
 * One webhook POST. Only the payload and a content type go out: no header
 * of the request that caused the event (so never its API token), and
 * redirects are not followed.
 */

/** Why a webhook URL may not be called, or undefined when it may. */
export function refusedWebhook(
  webhook: unknown,
  allowRemote: boolean
): string | undefined {
  if (typeof webhook !== 'string') return 'the target has no webhook URL'
  let url: URL
  try {
    url = new URL(webhook)
  } catch {
    return 'the webhook is not a URL'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `the webhook must be an http or https URL, not ${url.protocol}`
  }
  if (!allowRemote && !isLoopbackHost(url.hostname)) {
    return `${url.host} is not a loopback address; the emulator calls only this machine unless started with --allow-remote-webhooks`
  }
  return undefined
}

export type PostOutcome =
  | { ok: true; status: number }
  | { ok: false; status?: number; error: string; retry: boolean }

export interface PostOptions {
  dispatcher: Dispatcher
  timeoutMs: number
  /** Aborts on emulator close. */
  signal: AbortSignal
  deliveryId: number
}

function failure(error: unknown, timeoutMs: number): PostOutcome {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return { ok: false, error: `no answer within ${timeoutMs} ms`, retry: true }
  }
  const code =
    error instanceof Error && 'code' in error ? ` (${String(error.code)})` : ''
  const message = error instanceof Error ? error.message : String(error)
  return { ok: false, error: `${message}${code}`, retry: true }
}

export async function postWebhook(
  url: string,
  payload: unknown,
  options: PostOptions
): Promise<PostOutcome> {
  const signal = AbortSignal.any([
    options.signal,
    AbortSignal.timeout(options.timeoutMs)
  ])
  try {
    const response = await request(url, {
      method: 'POST',
      body: JSON.stringify(payload),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'kosli-attest-emulator',
        'x-emulator-delivery': String(options.deliveryId)
      },
      dispatcher: options.dispatcher,
      signal
    })
    await response.body.dump()
    const status = response.statusCode
    if (status >= 200 && status < 300) return { ok: true, status }
    return {
      ok: false,
      status,
      error: `answered ${status}`,
      retry: status === 429 || status >= 500
    }
  } catch (error) {
    return failure(error, options.timeoutMs)
  }
}
