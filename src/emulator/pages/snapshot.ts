import type { Org, Snapshot, SnapshotArtifact } from '../state.js'
import { artifactCompliance, snapshotCompliance } from '../events.js'
import { compliance, short, table, time } from './format.js'
import { externalLink, html, type Html } from './html.js'
import { orgCrumb, type Page } from './layout.js'
import { diffPath, envPath, flowPath, snapshotPath } from './paths.js'

/** What runs in one snapshot of an environment. */

export function sortedSnapshots(org: Org, env: string): Snapshot[] {
  return [...(org.snapshots[env] ?? [])].sort((a, b) => a.index - b.index)
}

function flowCell(orgName: string, org: Org, flow: string): Html {
  if (flow === '') return html``
  return org.flows.some((f) => f.name === flow)
    ? html`<a href="${flowPath(orgName, flow)}">${flow}</a>`
    : html`${flow}`
}

export function artifactRows(
  names: { org: string; env: string },
  org: Org,
  artifacts: readonly SnapshotArtifact[]
): Html[] {
  return artifacts.map(
    (a) =>
      html`<tr>
        <th scope="row">${a.name}</th>
        <td>${short(a.fingerprint)}</td>
        <td>${flowCell(names.org, org, a.flow)}</td>
        <td class="num">${a.instance_count}</td>
        <td>${compliance(artifactCompliance(org, names.env, a))}</td>
        <td>${externalLink(a.commit_url, 'commit')}</td>
      </tr>`
  )
}

export const ARTIFACT_HEADS = [
  'Artifact',
  'Fingerprint',
  'Flow',
  'Instances',
  'Compliance',
  'Commit'
]

export function snapshotTable(
  names: { org: string; env: string },
  org: Org,
  snapshot: Snapshot
): Html {
  if (snapshot.artifacts.length === 0) {
    return html`<p class="muted">Nothing was running.</p>`
  }
  return table(
    `Running in ${names.env}#${snapshot.index}`,
    ARTIFACT_HEADS,
    artifactRows(names, org, snapshot.artifacts)
  )
}

function neighbours(
  names: { org: string; env: string },
  list: Snapshot[],
  at: number
) {
  const { org, env } = names
  const before = list[at - 1]
  const after = list[at + 1]
  const links = [
    before &&
      html`<a href="${snapshotPath(org, env, before.index)}"
        >Previous: #${before.index}</a
      >`,
    before &&
      html`<a
        href="${diffPath(org, `${env}#${before.index}`, `${env}#${list[at]?.index ?? 0}`)}"
        >Changes since #${before.index}</a
      >`,
    after &&
      html`<a href="${snapshotPath(org, env, after.index)}"
        >Next: #${after.index}</a
      >`
  ].filter((l) => l !== undefined)
  return links.length === 0
    ? html``
    : html`<p>${links.map((l, i) => html`${i > 0 ? ' · ' : ''}${l}`)}</p>`
}

export function snapshotPage(
  names: { org: string; env: string },
  org: Org,
  index: number
): Page | undefined {
  const list = sortedSnapshots(org, names.env)
  const at = list.findIndex((s) => s.index === index)
  const snapshot = list[at]
  if (!snapshot) return undefined
  return {
    title: `${names.env}#${index}`,
    crumbs: [
      orgCrumb(names.org),
      { label: names.env, href: envPath(names.org, names.env) },
      { label: `#${index}` }
    ],
    body: html`<h1>Snapshot ${names.env}#${index}</h1>
      <p class="lead">
        Reported ${time(snapshot.created_at)}.
        ${compliance(snapshotCompliance(org, names.env, snapshot))}
      </p>
      ${neighbours(names, list, at)} ${snapshotTable(names, org, snapshot)}`
  }
}
