/**
 * At most `limit` webhook POSTs at once, the others waiting in line, and at
 * most `maxWaiting` in line. A receiver that is slow or never answers then
 * holds `limit` sockets at most (each until its timeout), never the file
 * descriptors the API's own connections need.
 */
export class DeliveryQueue {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly limit: number,
    readonly maxWaiting: number
  ) {}

  /** Waits for a slot; false (at once) when the line is full. */
  async acquire(): Promise<boolean> {
    if (this.active < this.limit) {
      this.active += 1
      return true
    }
    if (this.waiting.length >= this.maxWaiting) return false
    // The slot passes straight from release() to the next in line.
    await new Promise<void>((resolve) => this.waiting.push(resolve))
    return true
  }

  release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.active -= 1
  }

  /** Lets every waiting delivery go (on close: each sees the abort). */
  drain(): void {
    for (const next of this.waiting.splice(0)) {
      this.active += 1
      next()
    }
  }

  stats() {
    return {
      in_flight: this.active,
      waiting: this.waiting.length
    }
  }
}
