import { Agent } from 'undici'
import { plural } from '../text.js'
import { DeliveryQueue } from './delivery-queue.js'
import type { EnvEvent } from './events.js'
import { payloadOf, type WebhookPayload } from './payload.js'
import type { EmulatorState } from './state.js'
import { postWebhook, refusedWebhook } from './webhook.js'
import { RetryBudget, withRetries } from '../net/retry.js'

/**
 * Notification delivery. An event goes to every notification of its org
 * that lists its environment and trigger, and from there to each target.
 * WEBHOOK targets get an HTTP POST, asynchronously, after the request that
 * caused the event was answered; other kinds are only recorded. Every
 * delivery is logged and its outcome written to the target and the
 * notification, as the interface's resource table describes.
 */

export interface DeliveryOptions {
  /** Call webhooks on other hosts than this machine. Default false. */
  allowRemote?: boolean
  /** Per attempt. Default 5000. */
  timeoutMs?: number
  /** Attempts per delivery, the first included. Default 3. */
  attempts?: number
  /** Wait before the second attempt, doubled after each. Default 1000. */
  backoffMs?: number
  /** Deliveries kept in the log; oldest dropped. Default 1000. */
  maxEntries?: number
  /** POSTs under way at once; the others wait. Default 8. */
  maxConcurrent?: number
  /** Attempts waiting for a slot; beyond, a delivery fails. Default 1000. */
  maxWaiting?: number
}

export interface DeliveryAttempt {
  time: number
  status?: number
  error?: string
}

export interface DeliveryRecord {
  id: number
  /** Milliseconds from the injected clock. */
  time: number
  org: string
  environment: string
  notification: number
  notification_name: string
  trigger: string
  target: { index: number; type: string; webhook?: string; emails?: unknown }
  /** `recorded`: a kind the emulator does not send (Slack, email, other). */
  status: 'pending' | 'delivered' | 'failed' | 'recorded'
  reason?: string
  attempts: DeliveryAttempt[]
  payload: WebhookPayload
}

interface Context {
  state: () => EmulatorState
  /** Told after an outcome was written to the state (the store commits). */
  changed?: () => void
  clock: () => number
  baseUrl: () => string
}

export class Deliveries {
  private log: DeliveryRecord[] = []
  /** Deliveries started before a clear (a reset) no longer touch the state. */
  private readonly generationOf = new WeakMap<DeliveryRecord, number>()
  private generation = 0
  private nextId = 1
  private dropped = 0
  private readonly running = new Set<Promise<void>>()
  private readonly abort = new AbortController()
  private readonly agent = new Agent()
  private readonly options: Required<DeliveryOptions>
  private readonly queue: DeliveryQueue

  constructor(
    private readonly ctx: Context,
    options: DeliveryOptions = {}
  ) {
    this.options = {
      allowRemote: false,
      timeoutMs: 5000,
      attempts: 3,
      backoffMs: 1000,
      maxEntries: 1000,
      maxConcurrent: 8,
      maxWaiting: 1000,
      ...options
    }
    this.queue = new DeliveryQueue(
      this.options.maxConcurrent,
      this.options.maxWaiting
    )
  }

  /** Starts the deliveries of these events; never throws, never waits. */
  dispatch(events: readonly EnvEvent[]): DeliveryRecord[] {
    const started: DeliveryRecord[] = []
    for (const event of events) {
      const org = this.ctx.state().orgs[event.org]
      if (!org) continue
      const now = Math.floor(this.ctx.clock() / 1000)
      const payload = payloadOf(event, org, {
        now,
        baseUrl: this.ctx.baseUrl()
      })
      for (const n of org.notifications) {
        if (!n.environments?.includes(event.environment)) continue
        if (!n.triggers?.includes(event.trigger)) continue
        for (const [index, target] of (n.targets ?? []).entries()) {
          const record = this.add({
            org: event.org,
            environment: event.environment,
            notification: n.number,
            notification_name: n.name,
            trigger: event.trigger,
            target: targetSummary(index, target),
            payload
          })
          started.push(record)
          this.track(this.deliver(record, target.webhook))
        }
      }
    }
    return started
  }

  private add(
    fields: Omit<DeliveryRecord, 'id' | 'time' | 'status' | 'attempts'>
  ): DeliveryRecord {
    const record: DeliveryRecord = {
      id: this.nextId++,
      time: this.ctx.clock(),
      status: 'pending',
      attempts: [],
      ...fields
    }
    this.log.push(record)
    this.generationOf.set(record, this.generation)
    while (this.log.length > this.options.maxEntries) {
      this.log.shift()
      this.dropped++
    }
    return record
  }

  private track(work: Promise<void>): void {
    this.running.add(work)
    void work.finally(() => this.running.delete(work))
  }

  private async deliver(record: DeliveryRecord, webhook: unknown) {
    await new Promise((resolve) => setImmediate(resolve))
    if (record.target.type !== 'WEBHOOK') {
      this.finish(record, 'recorded')
      return
    }
    const refused = refusedWebhook(webhook, this.options.allowRemote)
    if (refused !== undefined || typeof webhook !== 'string') {
      if (refused !== undefined) record.reason = refused
      this.finish(record, 'failed')
      return
    }
    await this.attempts(record, webhook)
  }

  /**
   * Through the one retry loop (src/net/retry.ts), with the emulator's own
   * fixed backoff (no jitter, no budget) so that tests can shorten it.
   */
  private async attempts(record: DeliveryRecord, url: string) {
    const { attempts, backoffMs } = this.options
    const policy = {
      maxRetries: attempts - 1,
      budget: new RetryBudget(Number.POSITIVE_INFINITY),
      sleep: (ms: number) => this.sleep(ms),
      random: () => 0
    }
    const result = await withRetries(async (n) => {
      const aborted = { ok: false as const, failure: 0, retryable: false }
      if (this.abort.signal.aborted) return aborted
      const outcome = await this.post(url, record)
      if (this.abort.signal.aborted) return aborted
      record.attempts.push({
        time: this.ctx.clock(),
        ...(outcome.status !== undefined && { status: outcome.status }),
        ...(!outcome.ok && { error: outcome.error })
      })
      if (outcome.ok) return { ok: true as const, value: n }
      const retryAfterMs = backoffMs * 2 ** (n - 1)
      return {
        ok: false as const,
        failure: n,
        retryable: outcome.retry,
        retryAfterMs
      }
    }, policy)
    if (this.abort.signal.aborted) return
    this.finish(record, result.ok ? 'delivered' : 'failed')
  }

  /** One POST, in its turn. */
  private async post(url: string, record: DeliveryRecord) {
    if (!(await this.queue.acquire())) {
      const { maxWaiting } = this.options
      const error = `not sent: ${plural(maxWaiting, 'delivery', 'deliveries')} already waiting`
      return { ok: false as const, error, retry: false }
    }
    try {
      if (this.abort.signal.aborted) {
        return { ok: false as const, error: 'emulator closed', retry: false }
      }
      return await postWebhook(url, record.payload, {
        dispatcher: this.agent,
        timeoutMs: this.options.timeoutMs,
        signal: this.abort.signal,
        deliveryId: record.id
      })
    } finally {
      this.queue.release()
    }
  }

  private sleep(ms: number): Promise<void> {
    const { signal } = this.abort
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      signal.addEventListener('abort', done)
    })
  }

  /** Writes the outcome to the target and its notification, if still there. */
  private finish(record: DeliveryRecord, status: DeliveryRecord['status']) {
    record.status = status
    if (this.generationOf.get(record) !== this.generation) return
    const org = this.ctx.state().orgs[record.org]
    const n = org?.notifications.find((x) => x.number === record.notification)
    const target = n?.targets?.[record.target.index]
    if (!n || !target) return
    if (targetSummary(0, target).type !== record.target.type) return
    const now = Math.floor(this.ctx.clock() / 1000)
    const ok = status !== 'failed'
    if (ok) {
      target.last_success_at = now
      n.last_success_timestamp = now
    } else {
      target.last_failure_at = now
    }
    n.is_failing =
      !ok ||
      (n.targets ?? []).some(
        (t, i) =>
          i !== record.target.index &&
          (t.last_failure_at ?? -Infinity) > (t.last_success_at ?? -Infinity)
      )
    try {
      this.ctx.changed?.()
    } catch {
      // A store that cannot write now writes this with its next commit.
    }
  }

  list(): readonly DeliveryRecord[] {
    return this.log
  }

  stats() {
    return {
      max_entries: this.options.maxEntries,
      entries: this.log.length,
      dropped: this.dropped,
      pending: this.log.filter((d) => d.status === 'pending').length,
      max_concurrent: this.options.maxConcurrent,
      ...this.queue.stats()
    }
  }

  /** Empties the log; on a reset, deliveries under way leave the state be. */
  clear(options: { reset?: boolean } = {}): void {
    if (options.reset) this.generation++
    this.log = []
    this.dropped = 0
  }

  /** Resolves once every delivery started so far has its outcome. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running])
  }

  async close(): Promise<void> {
    this.abort.abort()
    this.queue.drain()
    await this.settled()
    await this.agent.close()
  }
}

function targetSummary(
  index: number,
  target: Record<string, unknown>
): DeliveryRecord['target'] {
  const type = typeof target.type === 'string' ? target.type : 'UNKNOWN'
  return {
    index,
    type,
    ...(typeof target.webhook === 'string' && { webhook: target.webhook }),
    ...(target.emails !== undefined && { emails: target.emails })
  }
}
