import type { EmulatorState, Org } from '../state.js'
import { latestSnapshot, snapshotCompliance } from '../events.js'
import { trailCompliance } from './compliance.js'
import { lastActivity } from './flow.js'
import { compliance, table, time } from './format.js'
import { html, type Html } from './html.js'
import { orgCrumb, type Page } from './layout.js'
import { envPath, flowPath, orgPath, trailPath } from './paths.js'

/** The organisation: flows, environments and the trails that moved last. */

const RECENT_TRAILS = 10

function flowsSection(name: string, org: Org): Html {
  const rows = org.flows.map(
    (flow) =>
      html`<tr>
        <th scope="row">
          <a href="${flowPath(name, flow.name)}">${flow.name}</a>
        </th>
        <td>${flow.description ?? ''}</td>
        <td class="num">${flow.trails.length}</td>
        <td class="num">${flow.template.slots.length}</td>
      </tr>`
  )
  if (rows.length === 0)
    return html`<h2>Flows</h2>
      <p class="muted">No flows yet.</p>`
  return html`<h2>Flows</h2>
    ${table(`Flows of ${name}`, ['Flow', 'Description', 'Trails', 'Required attestations'], rows)}`
}

function envsSection(name: string, org: Org): Html {
  const rows = org.environments.map((env) => {
    const snapshots = org.snapshots[env.name] ?? []
    const latest = latestSnapshot(org, env.name)
    const state = latest && snapshotCompliance(org, env.name, latest)
    return html`<tr>
      <th scope="row"><a href="${envPath(name, env.name)}">${env.name}</a></th>
      <td>${env.type}</td>
      <td class="num">${snapshots.length}</td>
      <td>
        ${latest ? compliance(state) : html`<span class="muted">no snapshot</span>`}
      </td>
      <td>${latest ? time(latest.created_at) : ''}</td>
    </tr>`
  })
  if (rows.length === 0)
    return html`<h2>Environments</h2>
      <p class="muted">No environments.</p>`
  return html`<h2>Environments</h2>
    ${table(`Environments of ${name}`, ['Environment', 'Type', 'Snapshots', 'Latest snapshot', 'Reported'], rows)}`
}

function recentSection(name: string, org: Org): Html {
  const recent = org.flows
    .flatMap((flow) => flow.trails.map((trail) => ({ flow, trail })))
    .sort((a, b) => lastActivity(b.trail) - lastActivity(a.trail))
    .slice(0, RECENT_TRAILS)
  const rows = recent.map(
    ({ flow, trail }) =>
      html`<tr>
        <th scope="row">
          <a href="${trailPath(name, flow.name, trail.name)}">${trail.name}</a>
        </th>
        <td><a href="${flowPath(name, flow.name)}">${flow.name}</a></td>
        <td>${compliance(trailCompliance(flow, trail).compliant)}</td>
        <td>${time(lastActivity(trail))}</td>
      </tr>`
  )
  if (rows.length === 0) return html``
  return html`<h2>Recent trails</h2>
    ${table(`The ${RECENT_TRAILS} trails with the latest activity`, ['Trail', 'Flow', 'Compliance', 'Last activity'], rows)}`
}

export function orgPage(name: string, org: Org): Page {
  return {
    title: name,
    crumbs: [orgCrumb(name)],
    body: html`<h1>Organisation ${name}</h1>
      ${recentSection(name, org)} ${flowsSection(name, org)}
      ${envsSection(name, org)}`
  }
}

/** `/`: the organisations this emulator holds. */
export function homePage(state: EmulatorState): Page {
  const items = Object.keys(state.orgs).map(
    (name) => html`<li><a href="${orgPath(name)}">${name}</a></li>`
  )
  return {
    title: 'Organisations',
    crumbs: [],
    body: html`<h1>Organisations</h1>
      <ul>
        ${items}
      </ul>`
  }
}
