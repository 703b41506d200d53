import type { ServerResponse } from 'node:http'
import { html, segment, type Fragment, type Html } from './html.js'

/** Where the pages' stylesheet is served (outside `/api/v2` and `/_emulator`). */
export const STYLE_PATH = '/_pages/style.css'

/**
 * No script may run, whatever a stored name holds; the stylesheet is our
 * own file; forms (the snapshot diff) only go back to the emulator; nothing
 * may frame a page.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'"
].join('; ')

const SAFETY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  // The state changes with every write: a page is never cached.
  'cache-control': 'no-store'
}

export interface Crumb {
  label: string
  href?: string
}

export interface Page {
  title: string
  /** The trail of links above the heading, the organisation first. */
  crumbs: Crumb[]
  body: Fragment
}

function breadcrumbs(crumbs: Crumb[]): Html {
  if (crumbs.length === 0) return html``
  const items = crumbs.map((c, i) =>
    c.href === undefined || i === crumbs.length - 1
      ? html`<li><span aria-current="page">${c.label}</span></li>`
      : html`<li><a href="${c.href}">${c.label}</a></li>`
  )
  return html`<nav aria-label="Breadcrumb">
    <ol class="crumbs">
      ${items}
    </ol>
  </nav>`
}

export function layout(page: Page): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>${page.title} · Kosli emulator</title>
        <link rel="stylesheet" href="${STYLE_PATH}" />
      </head>
      <body>
        <a class="skip" href="#main">Skip to the content</a>
        <header class="top">
          <a class="brand" href="/">Kosli emulator</a
          >${breadcrumbs(page.crumbs)}
        </header>
        <main id="main">${page.body}</main>
        <footer>
          <p>
            A read-only view of the emulator's state. Nothing here is sent to
            Kosli.
          </p>
        </footer>
      </body>
    </html> `
}

export function orgCrumb(org: string): Crumb {
  return { label: org, href: `/${segment(org)}` }
}

/** Sends a page (or another answer of the pages) with the safety headers. */
export function sendPage(
  res: ServerResponse,
  answer: { status: number; page: Html }
): void {
  send(res, answer.status, {
    body: Buffer.from(answer.page.text),
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP
    }
  })
}

export function send(
  res: ServerResponse,
  status: number,
  answer: { body: Buffer; headers: Record<string, string> }
): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, {
    ...SAFETY_HEADERS,
    ...answer.headers,
    'content-length': answer.body.length
  })
  res.end(answer.body)
}
