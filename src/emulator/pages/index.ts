import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Attachments } from '../attachments.js'
import type { EmulatorContext } from '../context.js'
import type { EmulatorState, StoredAttestation } from '../state.js'
import { isLoopbackHost } from '../../net/loopback.js'
import { sendAttachment } from './attachment.js'
import { diffPage } from './diff.js'
import { environmentPage } from './environment.js'
import { flowPage } from './flow.js'
import { html } from './html.js'
import { layout, send, sendPage, STYLE_PATH, type Page } from './layout.js'
import { homePage, orgPage } from './org.js'
import { snapshotPage } from './snapshot.js'
import { STYLESHEET } from './style.js'
import { trailPage } from './trail.js'

/**
 * The emulator's web pages: read-only HTML views of its state at the paths
 * Kosli's app uses where they are known (docs/emulator.md, "The web
 * pages"). They need no token, run no script, and read the state only
 * through `EmulatorState`.
 */

/** What the pages read: the state, the attachments, the time. */
export interface PageSource {
  state: EmulatorState
  attachments: Attachments
  /** Unix seconds (for `@{...}` snapshot expressions). */
  now: number
}

/** Not pages: the API and the control endpoints keep their paths. */
const RESERVED = new Set(['api', '_emulator'])

function segmentsOf(path: string): string[] | undefined {
  const parts = path.replace(/\/+$/, '').split('/').slice(1)
  try {
    return parts.map((p) => decodeURIComponent(p))
  } catch {
    return undefined
  }
}

type Answer =
  | { kind: 'page'; status: number; page: Page }
  | {
      kind: 'file'
      file: NonNullable<StoredAttestation['attachment']>
      bytes: Buffer
    }
  | undefined

function notFound(what: string): Answer {
  return {
    kind: 'page',
    status: 404,
    page: {
      title: 'Not found',
      crumbs: [],
      body: html`<h1>Not found</h1>
        <p>${what}</p>
        <p><a href="/">All organisations</a></p>`
    }
  }
}

const found = (page: Page): Answer => ({ kind: 'page', status: 200, page })

function trailAnswer(src: PageSource, parts: string[]): Answer {
  const [org = '', , flowName = '', , trailName = '', more, n, last] = parts
  const flow = src.state.orgs[org]?.flows.find((f) => f.name === flowName)
  const trail = flow?.trails.find((t) => t.name === trailName)
  if (!flow || !trail)
    return notFound(`No trail ${trailName} in flow ${flowName} of ${org}.`)
  if (more === undefined) {
    return found(
      trailPage(
        { org, flow: flowName, trail: trailName },
        { flow, trail },
        src.attachments
      )
    )
  }
  if (
    more !== 'attestations' ||
    last !== 'attachment' ||
    !/^\d+$/.test(n ?? '')
  )
    return undefined
  const file = trail.attestations[Number(n) - 1]?.attachment
  const bytes = file ? src.attachments.get(file.sha256) : undefined
  if (!file || !bytes) return notFound('The emulator holds no such attachment.')
  return { kind: 'file', file, bytes }
}

function envAnswer(src: PageSource, parts: string[]): Answer {
  const [org = '', , envName = '', more, n] = parts
  const state = src.state.orgs[org]
  const env = state?.environments.find((e) => e.name === envName)
  if (!state || !env) return notFound(`No environment ${envName} in ${org}.`)
  if (more === undefined)
    return found(environmentPage({ org, env: envName }, state, env))
  if (more !== 'snapshots' || !/^\d+$/.test(n ?? '') || parts.length !== 5)
    return undefined
  const page = snapshotPage({ org, env: envName }, state, Number(n))
  return page ? found(page) : notFound(`No snapshot ${envName}#${n ?? ''}.`)
}

function diffAnswer(
  src: PageSource,
  org: string,
  query: URLSearchParams
): Answer {
  const state = src.state.orgs[org]
  if (!state) return notFound(`No organisation ${org}.`)
  const one = query.get('snappish1') ?? ''
  const two = query.get('snappish2') ?? ''
  const answer = diffPage({ org, one, two }, state, src.now)
  if (answer.ok) return found(answer.page)
  const page = {
    title: 'No diff',
    crumbs: [],
    body: html`<h1>No diff</h1>
      <p>${answer.message}</p>`
  }
  return { kind: 'page', status: answer.status, page }
}

function route(
  src: PageSource,
  url: { path: string; query: URLSearchParams }
): Answer {
  const parts = segmentsOf(url.path)
  if (!parts) return undefined
  const [org = '', kind, name, sub] = parts
  if (parts.length === 0 || (parts.length === 1 && org === ''))
    return found(homePage(src.state))
  if (RESERVED.has(org)) return undefined
  const state = src.state.orgs[org]
  if (parts.length === 1)
    return state
      ? found(orgPage(org, state))
      : notFound(`No organisation ${org}.`)
  if (kind === 'env-diff' && parts.length === 2)
    return diffAnswer(src, org, url.query)
  if (kind === 'flows' && name !== undefined && parts.length === 3) {
    const flow = state?.flows.find((f) => f.name === name)
    return flow
      ? found(flowPage(org, flow))
      : notFound(`No flow ${name} in ${org}.`)
  }
  if (kind === 'flows' && sub === 'trails' && parts.length >= 5)
    return trailAnswer(src, parts)
  if (kind === 'environments' && name !== undefined)
    return envAnswer(src, parts)
  return undefined
}

/**
 * Bound to loopback, the pages answer only a loopback Host, as the control
 * endpoints do: a DNS name rebound to 127.0.0.1 must not let another web
 * site read the state through a visitor's browser.
 */
function rebound(loopbackOnly: boolean, host: string | undefined): boolean {
  if (!loopbackOnly) return false
  try {
    return !isLoopbackHost(new URL(`http://${host ?? ''}`).hostname)
  } catch {
    return true
  }
}

const REBOUND: Page = {
  title: 'Refused',
  crumbs: [],
  body: html`<h1>Refused</h1>
    <p>
      Open the pages by a loopback name (127.0.0.1, localhost or [::1]): the
      emulator listens on loopback only.
    </p>`
}

/**
 * Answers a GET of a page path and returns true; returns false for any
 * other path, which the API or the control endpoints then answer.
 */
export function servePage(
  ctx: Pick<
    EmulatorContext,
    'state' | 'attachments' | 'clock' | 'loopbackOnly'
  >,
  connection: { req: IncomingMessage; res: ServerResponse },
  target: { path: string; url: URL }
): boolean {
  const { req, res } = connection
  const url = { path: target.path, query: target.url.searchParams }
  const source: PageSource = {
    state: ctx.state,
    attachments: ctx.attachments,
    now: Math.floor(ctx.clock() / 1000)
  }
  const answer =
    url.path === STYLE_PATH ? ({ kind: 'style' } as const) : route(source, url)
  if (answer === undefined) return false
  if (rebound(ctx.loopbackOnly, req.headers.host)) {
    sendPage(res, { status: 403, page: layout(REBOUND) })
  } else if (answer.kind === 'style') {
    send(res, 200, {
      body: Buffer.from(STYLESHEET),
      headers: { 'content-type': 'text/css; charset=utf-8' }
    })
  } else if (answer.kind === 'file') {
    sendAttachment(res, answer.file, answer.bytes)
  } else {
    sendPage(res, { status: answer.status, page: layout(answer.page) })
  }
  return true
}
