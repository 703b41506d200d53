import picomatch from 'picomatch'
import { z } from 'zod'

/**
 * Injected faults: the next `count` requests whose method and path match
 * get the fault instead of (or, with only `delayMs`, before) the normal
 * answer. `path` is a regular expression when it starts with `^`, else a
 * glob (`**` crosses `/`); it is tried against the full path and against the
 * path without the `/api/v2` prefix.
 */
export const FaultSchema = z
  .strictObject({
    method: z
      .string()
      .transform((m) => m.toUpperCase())
      .optional(),
    path: z.string().min(1),
    count: z.number().int().min(1).default(1),
    status: z.number().int().min(100).max(599).optional(),
    retryAfter: z.union([z.number().int().min(0), z.string()]).optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    drop: z.literal(true).optional(),
    body: z.unknown().optional()
  })
  .refine((f) => f.status !== undefined || f.delayMs !== undefined || f.drop, {
    message: 'a fault needs at least one of status, delayMs or drop'
  })
  .refine((f) => !(f.drop && f.status !== undefined), {
    message: 'drop and status exclude each other'
  })

export type FaultInput = z.input<typeof FaultSchema>
export type Fault = z.output<typeof FaultSchema>

interface PendingFault {
  id: number
  fault: Fault
  remaining: number
  matches: (path: string) => boolean
}

const API_PREFIX = '/api/v2'

/** Throws a SyntaxError for a bad regular expression, at registration. */
function pathMatcher(pattern: string): (path: string) => boolean {
  const test = pattern.startsWith('^')
    ? RegExp.prototype.test.bind(new RegExp(pattern))
    : picomatch(pattern, { dot: true })
  return (path) =>
    test(path) ||
    (path.startsWith(API_PREFIX) && test(path.slice(API_PREFIX.length)))
}

export class FaultQueue {
  private pending: PendingFault[] = []
  private nextId = 1

  /** Registers a fault; a bad regular expression throws a SyntaxError. */
  add(fault: Fault): { id: number } & Fault {
    const id = this.nextId++
    this.pending.push({
      id,
      fault,
      remaining: fault.count,
      matches: pathMatcher(fault.path)
    })
    return { id, ...fault }
  }

  /** The fault for this request, if any, counting it as used. */
  take(method: string, path: string): Fault | undefined {
    const hit = this.pending.find(
      (p) =>
        (p.fault.method === undefined || p.fault.method === method) &&
        p.matches(path)
    )
    if (!hit) return undefined
    hit.remaining -= 1
    if (hit.remaining === 0) {
      this.pending = this.pending.filter((p) => p !== hit)
    }
    return hit.fault
  }

  list(): ({ id: number; remaining: number } & Fault)[] {
    return this.pending.map((p) => ({
      id: p.id,
      remaining: p.remaining,
      ...p.fault
    }))
  }

  clear(): void {
    this.pending = []
  }
}
