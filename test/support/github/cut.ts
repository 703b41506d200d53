/**
 * Answers of the GitHub stand-in cut halfway through their body, as a
 * connection that breaks mid-answer does: the status and headers (a Link
 * header included) arrive whole, the JSON body does not.
 */
import type { ServerResponse } from 'node:http'
import type { Answer } from './routes.js'

/** Which answers to cut, and how many are left. */
export interface Cut {
  operationId: string
  /** Only the answers for this `page` query value (1 when absent). */
  page?: number | undefined
  left: number
  /** Never answer at all (a server that hangs), instead of cutting. */
  hold?: boolean
}

/** The answer, marked to be cut when a pending cut matches the call. */
export function takeCut(
  cuts: Cut[],
  call: { operationId: string; query: URLSearchParams; answer: Answer }
): Answer {
  const page = Number(call.query.get('page') ?? 1)
  const cut = cuts.find(
    (c) =>
      c.left > 0 &&
      c.operationId === call.operationId &&
      (c.page === undefined || c.page === page)
  )
  if (!cut) return call.answer
  cut.left -= 1
  return cut.hold === true
    ? { ...call.answer, hold: true }
    : { ...call.answer, cut: true }
}

export function sendCut(response: ServerResponse, answer: Answer): void {
  const bytes = Buffer.from(JSON.stringify(answer.body))
  response.writeHead(answer.status, {
    ...answer.headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(bytes.length)
  })
  response.write(bytes.subarray(0, bytes.length >> 1), () =>
    response.socket?.destroy()
  )
}
