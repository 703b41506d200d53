/**
 * The Kosli CLI's create-flow and begin-trail requests, byte for byte as
 * its Go multipart writer builds them (docs/spec/flows-and-trails.md): a
 * 60-hex-character boundary, a `data_json` part with only a
 * Content-Disposition header, a `template_file` part as
 * application/octet-stream, CRLF line ends, and its User-Agent.
 */
import { randomBytes } from 'node:crypto'
import type { Call } from './emulator-http.js'

export interface VendorPart {
  name: string
  text: string
  /** A file part (the template) has a file name. */
  filename?: string
}

/** The multipart body and its headers, as Go's mime/multipart writes them. */
export function vendorMultipart(parts: readonly VendorPart[]): Call {
  const boundary = randomBytes(30).toString('hex')
  const chunks = parts.map((part) => {
    const disposition =
      part.filename === undefined
        ? `Content-Disposition: form-data; name="${part.name}"`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
    return `--${boundary}\r\n${disposition}\r\n\r\n${part.text}\r\n`
  })
  return {
    method: 'PUT',
    body: `${chunks.join('')}--${boundary}--\r\n`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'user-agent': 'Kosli/v2.11.0'
    }
  }
}

/** `kosli begin trail NAME --flow F`: `PUT /trails/{org}/{flow}`. */
export function vendorBeginTrail(
  data: Record<string, unknown>,
  template?: string
) {
  return vendorMultipart([
    { name: 'data_json', text: JSON.stringify(data) },
    ...(template === undefined
      ? []
      : [{ name: 'template_file', text: template, filename: 'template.yml' }])
  ])
}

/** `kosli create flow NAME --use-empty-template` (or --template-file). */
export function vendorCreateFlow(
  name: string,
  template = 'version: 1',
  description = ''
) {
  return vendorMultipart([
    { name: 'data_json', text: JSON.stringify({ name, description }) },
    { name: 'template_file', text: template, filename: 'template.yml' }
  ])
}
