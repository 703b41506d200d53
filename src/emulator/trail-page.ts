/**
 * A read-only HTML page per trail, at the path Kosli's app uses
 * (`/{org}/flows/{flow}/trails/{trail}`), so that the action's `trail-url`
 * output has something to open when it points at the emulator. Every value
 * on the page comes from stored requests, so all of it is HTML-escaped.
 */
import type { ServerResponse } from 'node:http'
import type { EmulatorContext } from './context.js'

const PAGE_PATH = /^\/([^/]+)\/flows\/([^/]+)\/trails\/([^/]+)$/

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** `/{org}/flows/{flow}/trails/{trail}` as its three names, else undefined. */
export function trailPagePath(
  path: string
): { org: string; flow: string; trail: string } | undefined {
  const match = PAGE_PATH.exec(path)
  if (!match) return undefined
  const [org, flow, trail] = [match[1], match[2], match[3]].map((s) =>
    decoded(s ?? '')
  )
  if (org === undefined || flow === undefined || trail === undefined)
    return undefined
  return { org, flow, trail }
}

function time(seconds: number): string {
  return new Date(seconds * 1000).toISOString()
}

function html(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head><body>`,
    body,
    '<p><small>Kosli emulator: a read-only view of its in-memory state.</small></p>',
    '</body></html>',
    ''
  ].join('\n')
}

function send(res: ServerResponse, status: number, page: string): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(page),
    // Nothing on the page runs, and nothing may be framed or sniffed.
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff'
  })
  res.end(page)
}

/** Answers GET of a trail page: 200 with the trail, 404 when unknown. */
export function sendTrailPage(
  ctx: EmulatorContext,
  res: ServerResponse,
  names: { org: string; flow: string; trail: string }
): void {
  const flow = ctx.state.orgs[names.org]?.flows.find(
    (f) => f.name === names.flow
  )
  const trail = flow?.trails.find((t) => t.name === names.trail)
  const title = `${names.org} / ${names.flow} / ${names.trail}`
  if (!trail) {
    send(res, 404, html(title, `<h1>No such trail: ${escapeHtml(title)}</h1>`))
    return
  }
  const rows = trail.attestations.map((a) =>
    [
      '<tr>',
      `<td>${escapeHtml(a.attestation_name)}</td>`,
      `<td>${escapeHtml(a.attestation_type)}</td>`,
      `<td>${a.compliant ? 'compliant' : 'not compliant'}</td>`,
      `<td>${escapeHtml(time(a.created_at))}</td>`,
      '</tr>'
    ].join('')
  )
  const body = [
    `<h1>Trail ${escapeHtml(trail.name)}</h1>`,
    `<p>Org ${escapeHtml(names.org)}, flow ${escapeHtml(names.flow)}; ` +
      `created ${escapeHtml(time(trail.created_at))}.</p>`,
    rows.length === 0
      ? '<p>No attestations yet.</p>'
      : [
          '<table><thead><tr><th>Attestation</th><th>Type</th>' +
            '<th>Compliance</th><th>Reported</th></tr></thead><tbody>',
          ...rows,
          '</tbody></table>'
        ].join('\n')
  ].join('\n')
  send(res, 200, html(title, body))
}
