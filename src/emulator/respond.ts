import type { ServerResponse } from 'node:http'

/** A JSON answer: its status, its body and any headers beyond the defaults. */
export interface Answer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

/** Writes a JSON answer unless one was already sent or the socket is gone. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown
): void {
  sendAnswer(res, { status, body })
}

/** `sendJson` with headers. */
export function sendAnswer(res: ServerResponse, answer: Answer): void {
  if (res.headersSent || res.destroyed) return
  const { status, headers } = answer
  sendJsonText(res, JSON.stringify(answer.body), {
    status,
    ...(headers === undefined ? {} : { headers })
  })
}

/** Writes JSON that is already text (a large log, built without parsing). */
export function sendJsonText(
  res: ServerResponse,
  text: string,
  answer: Omit<Answer, 'body'>
): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(answer.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...answer.headers
  })
  res.end(text)
}
