import type { EnvironmentRecord, Org, Snapshot } from '../state.js'
import { snapshotCompliance } from '../events.js'
import { compliance, short, table, time } from './format.js'
import { html, type Html } from './html.js'
import { orgCrumb, type Page } from './layout.js'
import { diffPath, envPath, orgPath, snapshotPath } from './paths.js'
import { snapshotTable, sortedSnapshots } from './snapshot.js'

/** An environment: what runs now, its snapshots, allow-list and a diff. */

const LISTED_SNAPSHOTS = 50

function facts(org: string, env: EnvironmentRecord): Html {
  const tags = Object.entries(env.tags).map(([k, v]) => `${k}:${v}`)
  const included = env.included_environments.map(
    (name, i) =>
      html`${i > 0 ? ', ' : ''}<a href="${envPath(org, name)}">${name}</a>`
  )
  return html`<dl class="facts">
    <dt>Type</dt>
    <dd>${env.type}</dd>
    ${
      env.description
        ? html`<dt>Description</dt>
            <dd>${env.description}</dd>`
        : ''
    }
    ${
      tags.length > 0
        ? html`<dt>Tags</dt>
            <dd>${tags.join(', ')}</dd>`
        : ''
    }
    ${
      env.policies.length > 0
        ? html`<dt>Policies</dt>
            <dd>${env.policies.join(', ')}</dd>`
        : ''
    }
    ${
      included.length > 0
        ? html`<dt>Includes</dt>
            <dd>${included}</dd>`
        : ''
    }
  </dl>`
}

function snapshotList(
  names: { org: string; env: string },
  o: Org,
  list: Snapshot[]
) {
  const { org, env } = names
  const rows = [...list]
    .reverse()
    .slice(0, LISTED_SNAPSHOTS)
    .map(
      (s) =>
        html`<tr>
          <th scope="row">
            <a href="${snapshotPath(org, env, s.index)}">#${s.index}</a>
          </th>
          <td>${time(s.created_at)}</td>
          <td class="num">${s.artifacts.length}</td>
          <td>${compliance(snapshotCompliance(o, env, s))}</td>
        </tr>`
    )
  const caption =
    list.length > LISTED_SNAPSHOTS
      ? `The latest ${LISTED_SNAPSHOTS} of ${list.length} snapshots`
      : 'Snapshots, newest first'
  return table(
    caption,
    ['Snapshot', 'Reported', 'Artifacts', 'Compliance'],
    rows
  )
}

function options(env: string, list: Snapshot[], chosen: number | undefined) {
  return [...list]
    .reverse()
    .map(
      (s) =>
        html`<option
          value="${`${env}#${s.index}`}"
          ${s.index === chosen ? html` selected` : ''}
        >
          #${s.index} (${time(s.created_at)})
        </option>`
    )
}

/** A form without script: two snapshots, sent as env-diff's parameters. */
function diffForm(org: string, env: string, list: Snapshot[]): Html {
  const latest = list.at(-1)
  const previous = list.at(-2)
  if (!latest || !previous)
    return html`<p class="muted">A diff needs two snapshots.</p>`
  return html`<p>
      <a
        href="${diffPath(org, `${env}#${previous.index}`, `${env}#${latest.index}`)}"
        >What changed in the latest snapshot (#${previous.index} to
        #${latest.index})</a
      >
    </p>
    <form class="diff" method="get" action="${orgPath(org)}/env-diff">
      <label
        >From
        <select name="snappish1">
          ${options(env, list, previous.index)}
        </select></label
      >
      <label
        >To
        <select name="snappish2">
          ${options(env, list, latest.index)}
        </select></label
      >
      <button type="submit">Compare</button>
    </form>`
}

function allowlist(org: Org, env: string): Html {
  const rows = org.allowlist
    .filter((a) => a.env_name === env)
    .map(
      (a) =>
        html`<tr>
          <th scope="row">${a.artifact_name}</th>
          <td>${short(a.artifact_fingerprint)}</td>
          <td>${a.description}</td>
          <td>${a.created_by}</td>
          <td>${time(a.created_at)}</td>
        </tr>`
    )
  if (rows.length === 0)
    return html`<p class="muted">No artifact is allow-listed here.</p>`
  return table(
    `Allow-list of ${env}`,
    ['Artifact', 'Fingerprint', 'Why', 'By', 'When'],
    rows
  )
}

export function environmentPage(
  names: { org: string; env: string },
  org: Org,
  env: EnvironmentRecord
): Page {
  const list = sortedSnapshots(org, env.name)
  const latest = list.at(-1)
  return {
    title: `Environment ${env.name}`,
    crumbs: [orgCrumb(names.org), { label: env.name }],
    body: html`<h1>Environment ${env.name}</h1>
      ${facts(names.org, env)}
      <h2>Running now</h2>
      ${
        latest
          ? html`<p>
                Snapshot
                <a href="${snapshotPath(names.org, env.name, latest.index)}"
                  >#${latest.index}</a
                >, reported ${time(latest.created_at)}.
                ${compliance(snapshotCompliance(org, env.name, latest))}
              </p>
              ${snapshotTable(names, org, latest)}`
          : html`<p class="muted">No snapshot has been reported.</p>`
      }
      <h2>Compare two snapshots</h2>
      ${diffForm(names.org, env.name, list)}
      <h2>Snapshots</h2>
      ${list.length === 0 ? html`<p class="muted">None yet.</p>` : snapshotList(names, org, list)}
      <h2>Allow-list</h2>
      ${allowlist(org, env.name)}`
  }
}
