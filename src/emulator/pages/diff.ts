import type { Org, Snapshot } from '../state.js'
import { diff } from '../routes/env-diff.js'
import { parseSnappish, selectSnapshot } from '../snappish.js'
import { table } from './format.js'
import { html, type Html } from './html.js'
import { orgCrumb, type Page } from './layout.js'
import { envPath, snapshotPath } from './paths.js'
import { ARTIFACT_HEADS, artifactRows } from './snapshot.js'

/**
 * Two snapshots compared as env-diff compares them (routes/env-diff.ts):
 * the query takes env-diff's own parameters, `snappish1` and `snappish2`.
 */

export type DiffAnswer =
  { ok: true; page: Page } | { ok: false; status: number; message: string }

function resolve(org: Org, text: string, now: number) {
  const parsed = parseSnappish(text, now)
  if (!parsed) return `Bad snapshot expression: ${text}`
  if (!org.environments.some((e) => e.name === parsed.env)) {
    return `No environment ${parsed.env}`
  }
  const snapshot = selectSnapshot(
    org.snapshots[parsed.env] ?? [],
    parsed.selector
  )
  return snapshot ? { env: parsed.env, snapshot } : `No snapshot ${text}`
}

function changedRows(rows: ReturnType<typeof diff>['changed']): Html[] {
  return rows.map(
    (a) =>
      html`<tr>
        <th scope="row">${a.name}</th>
        <td class="mono">${a.fingerprint.slice(0, 12)}</td>
        <td class="num">${String(a.s1_instance_count)}</td>
        <td class="num">${String(a.s2_instance_count)}</td>
      </tr>`
  )
}

interface Side {
  env: string
  snapshot: Snapshot
  id: string
}

function diffBody(names: { org: string }, org: Org, sides: [Side, Side]) {
  const [one, two] = sides
  const d = diff(one.snapshot, two.snapshot)
  const section = (title: string, env: string, list: typeof d.only1) =>
    html`<h2>${title} (${list.length})</h2>
      ${list.length === 0 ? html`<p class="muted">None.</p>` : table(title, ARTIFACT_HEADS, artifactRows({ org: names.org, env }, org, list))}`
  const link = (side: Side) =>
    html`<a href="${snapshotPath(names.org, side.env, side.snapshot.index)}"
      >${side.id}</a
    >`
  return html`<h1>From ${one.id} to ${two.id}</h1>
    <p class="lead">
      Comparing ${link(one)} with ${link(two)}, artifacts matched by
      fingerprint, as env-diff does.
    </p>
    ${section(`Only in ${one.id}`, one.env, d.only1)}
    ${section(`Only in ${two.id}`, two.env, d.only2)}
    <h2>Instances changed (${d.changed.length})</h2>
    ${d.changed.length === 0 ? html`<p class="muted">None.</p>` : table('Instances changed', ['Artifact', 'Fingerprint', `In ${one.id}`, `In ${two.id}`], changedRows(d.changed))}
    ${section('Not changed', two.env, d.unchanged)}`
}

export function diffPage(
  names: { org: string; one: string; two: string },
  org: Org,
  now: number
): DiffAnswer {
  const one = resolve(org, names.one, now)
  const two = resolve(org, names.two, now)
  if (typeof one === 'string' || typeof two === 'string') {
    const message = typeof one === 'string' ? one : (two as string)
    const status = message.startsWith('Bad') ? 400 : 404
    return { ok: false, status, message }
  }
  const sides: [Side, Side] = [
    { ...one, id: `${one.env}#${one.snapshot.index}` },
    { ...two, id: `${two.env}#${two.snapshot.index}` }
  ]
  const title = `${sides[0].id} to ${sides[1].id}`
  return {
    ok: true,
    page: {
      title,
      crumbs: [
        orgCrumb(names.org),
        { label: one.env, href: envPath(names.org, one.env) },
        { label: title }
      ],
      body: diffBody(names, org, sides)
    }
  }
}
