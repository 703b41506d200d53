import { z } from 'zod'
import { globMatcher, MAX_GLOB_LENGTH } from './glob.js'

/**
 * Injected faults: the next `count` requests whose method and path match
 * get the fault. `path` is a glob (src/emulator/glob.ts), tried against the
 * full path and against the path without the `/api/v2` prefix.
 *
 * `after` says when the fault acts:
 * - `receive` (the default): instead of handling the request. With `status`
 *   it answers that status, with `drop` it cuts the connection, and with
 *   only `delayMs` it waits and then handles the request normally.
 * - `store`: after the request was handled and its change stored, so the
 *   outcome is ambiguous to the client. With `drop` the connection is cut
 *   instead of the answer, with `delayMs` the answer is held back (past the
 *   client's timeout, say), with `status` that status replaces the answer.
 */

const HEADER_TEXT = /^[\x20-\x7e]*$/

/** More pending faults than this are refused; each request tries them all. */
export const MAX_PENDING_FAULTS = 100

export const FaultSchema = z
  .strictObject({
    method: z
      .string()
      .transform((m) => m.toUpperCase())
      .optional(),
    path: z
      .string()
      .min(1)
      .max(MAX_GLOB_LENGTH)
      .refine((p) => !p.startsWith('^'), {
        message:
          'regular expressions are not taken (one could stall the emulator); give a glob such as /api/v2/environments/**'
      }),
    count: z.number().int().min(1).default(1),
    after: z.enum(['receive', 'store']).default('receive'),
    status: z.number().int().min(100).max(599).optional(),
    retryAfter: z
      .union([
        z.number().int().min(0),
        z.string().regex(HEADER_TEXT, 'must be printable ASCII')
      ])
      .optional(),
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

function pathMatcher(pattern: string): (path: string) => boolean {
  const test = globMatcher(pattern)
  return (path) =>
    test(path) ||
    (path.startsWith(API_PREFIX) && test(path.slice(API_PREFIX.length)))
}

export class FaultQueue {
  private pending: PendingFault[] = []
  private nextId = 1

  /** Registers a fault; throws when too many are pending. */
  add(fault: Fault): { id: number } & Fault {
    if (this.pending.length >= MAX_PENDING_FAULTS) {
      throw new Error(
        `${MAX_PENDING_FAULTS} faults are pending already; DELETE /_emulator/faults first`
      )
    }
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
