/**
 * Registry HTTP with the client's retry policy (src/api/retry.ts): network
 * errors, 429 and 5xx except 501 are retried with jittered backoff or the
 * server's Retry-After, within a retry count and one waiting budget shared
 * by every request of a lookup. Loopback hosts are reached directly, others
 * through the proxies named in the given environment.
 */
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici'
import type { Logger } from '../../log.js'
import {
  backoffMs,
  isRetryableNetworkError,
  retryAfterMs
} from '../../api/retry.js'
import { ImageFingerprintError } from './errors.js'
import {
  exchange,
  NetworkFailure,
  type HttpAnswer,
  type HttpRequest
} from './http-once.js'
import { isLoopbackHost } from './reference.js'
import { seconds } from './text.js'

export interface TransportSettings {
  timeoutMs: number
  maxRetries: number
  retryBudgetMs: number
  userAgent: string
  env: Readonly<Record<string, string | undefined>>
  logger: Logger
  sleep: (ms: number) => Promise<void>
  random: () => number
}

export interface TransportAnswer extends HttpAnswer {
  attempts: number
}

export function isRetryableRegistryStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status !== 501)
}

export class Transport {
  private waitedMs = 0
  private direct?: Agent
  private proxied?: EnvHttpProxyAgent

  constructor(private readonly settings: TransportSettings) {}

  /**
   * The last answer, successful or not, once no retry is left or useful;
   * throws when the last attempt got no HTTP answer at all.
   */
  async send(request: HttpRequest): Promise<TransportAnswer> {
    const { logger, maxRetries } = this.settings
    const label = `${request.method} ${request.url}`
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(request)
      const left = maxRetries + 1 - attempt
      const failure = describe(outcome)
      if (outcome instanceof NetworkFailure) {
        if (left === 0 || !isRetryableNetworkError(outcome.code)) {
          throw unreachable(label, outcome, attempt)
        }
      } else {
        logger.debug(`${label} -> ${outcome.status}`)
        if (left === 0 || !isRetryableRegistryStatus(outcome.status)) {
          return { ...outcome, attempts: attempt }
        }
      }
      const wait = this.waitFor(outcome, attempt)
      if (this.waitedMs + wait > this.settings.retryBudgetMs) {
        if (outcome instanceof NetworkFailure) {
          throw unreachable(label, outcome, attempt)
        }
        return { ...outcome, attempts: attempt }
      }
      logger.warn(
        `${label}: ${failure}; retrying in ${seconds(wait)} (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`
      )
      await this.settings.sleep(wait)
      this.waitedMs += wait
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.direct?.close(), this.proxied?.close()])
  }

  private async attempt(
    request: HttpRequest
  ): Promise<HttpAnswer | NetworkFailure> {
    const headers = {
      'user-agent': this.settings.userAgent,
      ...request.headers
    }
    try {
      return await exchange(
        {
          timeoutMs: this.settings.timeoutMs,
          dispatcherFor: (url) => this.dispatcherFor(url)
        },
        { ...request, headers }
      )
    } catch (error) {
      if (error instanceof NetworkFailure) return error
      throw error
    }
  }

  private waitFor(outcome: HttpAnswer | NetworkFailure, attempt: number) {
    const given =
      outcome instanceof NetworkFailure
        ? undefined
        : retryAfterMs(outcome.headers['retry-after'] ?? null, Date.now())
    return given ?? backoffMs(attempt, this.settings.random)
  }

  /** Go's rule too: loopback hosts never go through a proxy. */
  private dispatcherFor(url: URL): Dispatcher {
    if (isLoopbackHost(url.host)) {
      this.direct ??= new Agent()
      return this.direct
    }
    const env = this.settings.env
    this.proxied ??= new EnvHttpProxyAgent({
      // '' rather than undefined: undici would read process.env otherwise.
      httpProxy: env.http_proxy ?? env.HTTP_PROXY ?? '',
      httpsProxy: env.https_proxy ?? env.HTTPS_PROXY ?? '',
      noProxy: env.no_proxy ?? env.NO_PROXY ?? ''
    })
    return this.proxied
  }
}

function describe(outcome: HttpAnswer | NetworkFailure): string {
  return outcome instanceof NetworkFailure
    ? outcome.message
    : `HTTP ${outcome.status}`
}

function unreachable(
  label: string,
  failure: NetworkFailure,
  attempts: number
): ImageFingerprintError {
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`
  return new ImageFingerprintError(
    `${label}: ${failure.message} (after ${tries})`,
    'unreachable',
    0,
    { cause: failure }
  )
}
