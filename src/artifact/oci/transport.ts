/**
 * Registry HTTP with the network's one retry loop (src/net/retry.ts):
 * network errors, 429 and 5xx except 501 are retried with jittered backoff
 * or the server's Retry-After, within a retry count and one waiting budget
 * shared by every request of a lookup. Loopback hosts are reached
 * directly, others through the proxies named in the given environment.
 */
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici'
import type { Logger } from '../../log.js'
import { NetworkFailure } from '../../net/exchange.js'
import { isLoopbackHost } from '../../net/loopback.js'
import {
  isRetryableNetworkError,
  retryAfterMs,
  RetryBudget,
  seconds,
  withRetries,
  type Attempt,
  type RetryPolicy
} from '../../net/retry.js'
import { ImageFingerprintError } from './errors.js'
import {
  exchangeFollowing,
  type HttpAnswer,
  type HttpRequest
} from './http-once.js'

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

function isRetryableRegistryStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status !== 501)
}

type Outcome = HttpAnswer | NetworkFailure

export class Transport {
  private readonly policy: RetryPolicy
  private direct?: Agent
  private proxied?: EnvHttpProxyAgent

  constructor(private readonly settings: TransportSettings) {
    this.policy = {
      ...settings,
      budget: new RetryBudget(settings.retryBudgetMs)
    }
  }

  /**
   * The last answer, successful or not, once no retry is left or useful;
   * throws when the last attempt got no HTTP answer at all.
   */
  async send(request: HttpRequest): Promise<TransportAnswer> {
    const { logger } = this.settings
    const label = `${request.method} ${request.url}`
    const result = await withRetries(
      (n) => this.attempt(request, label, n),
      this.policy,
      ({ failure, waitMs, left }) => {
        logger.warn(
          `${label}: ${describe(failure)}; retrying in ${seconds(waitMs)} (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`
        )
      }
    )
    const outcome = result.ok ? result.value : result.failure
    if (outcome instanceof NetworkFailure) {
      throw unreachable(label, outcome, result.attempts)
    }
    return { ...outcome, attempts: result.attempts }
  }

  async close(): Promise<void> {
    await Promise.all([this.direct?.close(), this.proxied?.close()])
  }

  private async attempt(
    request: HttpRequest,
    label: string,
    n: number
  ): Promise<Attempt<HttpAnswer, Outcome>> {
    const headers = {
      'user-agent': this.settings.userAgent,
      ...request.headers
    }
    let answer: HttpAnswer
    try {
      answer = await exchangeFollowing(
        {
          timeoutMs: this.settings.timeoutMs,
          dispatcherFor: (url) => this.dispatcherFor(url)
        },
        { ...request, headers }
      )
    } catch (error) {
      if (!(error instanceof NetworkFailure)) throw error
      const retryable = isRetryableNetworkError(error.code)
      return { ok: false, failure: error, retryable }
    }
    this.settings.logger.debug(`${label} -> ${answer.status} (attempt ${n})`)
    if (!isRetryableRegistryStatus(answer.status)) {
      return { ok: true, value: answer }
    }
    const wait = retryAfterMs(answer.headers['retry-after'], Date.now())
    return {
      ok: false,
      failure: answer,
      retryable: true,
      ...(wait === undefined ? {} : { retryAfterMs: wait })
    }
  }

  /** Go's rule too: loopback hosts never go through a proxy. */
  private dispatcherFor(url: URL): Dispatcher {
    if (isLoopbackHost(url.hostname)) {
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

function describe(outcome: Outcome): string {
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
    { cause: failure }
  )
}
