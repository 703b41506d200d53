import type { Flow } from '../state.js'
import { trailCompliance } from './compliance.js'
import { compliance, short, table, time } from './format.js'
import { html, type Html } from './html.js'
import { orgCrumb, type Page } from './layout.js'
import { trailPath } from './paths.js'

/** A flow: its template, its trails (newest first) with their compliance. */

/** When a trail last changed: its latest attestation, update or start. */
export function lastActivity(trail: Flow['trails'][number]): number {
  return Math.max(
    trail.created_at,
    trail.updated_at ?? 0,
    ...trail.attestations.map((a) => a.created_at)
  )
}

function templateSection(flow: Flow): Html {
  const slots = flow.template.slots.map(
    (slot) => html`<li><span class="mono">${slot}</span></li>`
  )
  return html`<h2>Template</h2>
    <p>
      Template ${flow.template.id}:
      ${slots.length === 0 ? 'no attestation is required.' : 'every trail needs these attestations.'}
    </p>
    ${
      slots.length === 0
        ? ''
        : html`<ul>
            ${slots}
          </ul>`
    }`
}

function trailsSection(org: string, flow: Flow): Html {
  const rows = [...flow.trails]
    .sort((a, b) => lastActivity(b) - lastActivity(a))
    .map((trail) => {
      const verdict = trailCompliance(flow, trail)
      return html`<tr>
        <th scope="row">
          <a href="${trailPath(org, flow.name, trail.name)}">${trail.name}</a>
        </th>
        <td>${compliance(verdict.compliant)}</td>
        <td class="num">${trail.attestations.length}</td>
        <td>${time(trail.created_at)}</td>
        <td>${time(lastActivity(trail))}</td>
      </tr>`
    })
  if (rows.length === 0)
    return html`<h2>Trails</h2>
      <p class="muted">No trails yet.</p>`
  return html`<h2>Trails</h2>
    ${table(`Trails of ${flow.name}, latest activity first`, ['Trail', 'Compliance', 'Attestations', 'Begun', 'Last activity'], rows)}`
}

function artifactsSection(flow: Flow): Html {
  if (flow.artifacts.length === 0) return html``
  const rows = flow.artifacts.map(
    (a) =>
      html`<tr>
        <th scope="row">${a.filename}</th>
        <td>${short(a.fingerprint)}</td>
        <td>${a.state}</td>
        <td>${a.trail_name}</td>
      </tr>`
  )
  return html`<h2>Artifacts</h2>
    ${table(`Artifacts of ${flow.name}`, ['Artifact', 'Fingerprint', 'State', 'Trail'], rows)}`
}

export function flowPage(org: string, flow: Flow): Page {
  return {
    title: `Flow ${flow.name}`,
    crumbs: [orgCrumb(org), { label: flow.name }],
    body: html`<h1>Flow ${flow.name}</h1>
      ${flow.description ? html`<p class="lead">${flow.description}</p>` : ''}
      ${templateSection(flow)} ${trailsSection(org, flow)}
      ${artifactsSection(flow)}`
  }
}
