import type { ServerResponse } from 'node:http'
import type { StoredAttestation } from '../state.js'
import { send } from './layout.js'

/**
 * An attachment's bytes as a download: whatever its stored content type
 * says, it goes out as `application/octet-stream` with
 * `Content-Disposition: attachment`, so a browser saves it and never
 * renders it (an HTML or SVG attachment would otherwise run on the
 * emulator's origin).
 */

/** The name as a quoted-string: printable ASCII without quote, slash or backslash. */
function asciiName(filename: string): string {
  const name = filename.replace(/[^\x20-\x7e]|["\\/]/g, '_').trim()
  return name === '' ? 'attachment' : name
}

/** RFC 8187 `filename*` value: UTF-8, percent-encoded. */
function encodedName(filename: string): string {
  return encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
  )
}

export function contentDisposition(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? ''
  return `attachment; filename="${asciiName(base)}"; filename*=UTF-8''${encodedName(base === '' ? 'attachment' : base)}`
}

export function sendAttachment(
  res: ServerResponse,
  attachment: NonNullable<StoredAttestation['attachment']>,
  bytes: Buffer
): void {
  send(res, 200, {
    body: bytes,
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': contentDisposition(attachment.filename),
      'content-security-policy': "default-src 'none'; sandbox",
      'x-attachment-sha256': attachment.sha256
    }
  })
}
