import type { ServerResponse } from 'node:http'

/** Writes a JSON answer unless one was already sent or the socket is gone. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  if (res.headersSent || res.destroyed) return
  sendJsonText(res, status, JSON.stringify(body), headers)
}

/** Writes JSON that is already text (a large log, built without parsing). */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {}
): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers
  })
  res.end(text)
}
