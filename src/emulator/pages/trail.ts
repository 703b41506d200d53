import type { Flow, Trail } from '../state.js'
import type { Attachments } from '../attachments.js'
import { attestationSection, commitFacts } from './attestation.js'
import { trailCompliance, type SlotVerdict } from './compliance.js'
import { badge, compliance, table, time } from './format.js'
import { html, type Html } from './html.js'
import { orgCrumb, type Page } from './layout.js'
import { attachmentPath, flowPath } from './paths.js'

/** The trail: its compliance against the template, then each attestation. */

export interface TrailNames {
  org: string
  flow: string
  trail: string
}

function slotRow(v: SlotVerdict): Html {
  const a = v.attestation
  const which = a
    ? html`<a href="#attestation-${v.number ?? 0}"
        >${a.attestation_name} #${v.number ?? 0}</a
      >`
    : html`<span class="muted">none</span>`
  return html`<tr>
    <th scope="row">${v.slot}</th>
    <td>${v.required ? 'Required' : 'Not in the template'}</td>
    <td>${badge(v.status)}</td>
    <td>${which}</td>
    <td>${a ? time(a.created_at) : ''}</td>
  </tr>`
}

function complianceSection(flow: Flow, trail: Trail): Html {
  const verdict = trailCompliance(flow, trail)
  const missing = verdict.slots.filter((s) => s.status === 'missing').length
  const failing = verdict.slots.filter((s) => s.status === 'non-compliant')
  const why = verdict.compliant
    ? flow.template.slots.length === 0
      ? 'The template requires no attestation, and none failed.'
      : 'Every required attestation is present and compliant.'
    : `${missing} missing, ${failing.length} not compliant.`
  const rows = verdict.slots.map(slotRow)
  return html`<h2 id="compliance">
      Compliance ${compliance(verdict.compliant)}
    </h2>
    <p>${why} The template of flow ${flow.name} is ${flow.template.id}.</p>
    ${rows.length === 0 ? html`<p class="muted">No attestation is required and none was sent.</p>` : table('Attestations against the template', ['Slot', 'In the template', 'Status', 'Attestation', 'Reported'], rows)}`
}

function beginFacts(trail: Trail): Html {
  const data =
    typeof trail.data_json === 'object' && trail.data_json !== null
      ? (trail.data_json as Record<string, unknown>)
      : {}
  const description =
    typeof data.description === 'string' && data.description !== ''
      ? html`<dt>Description</dt>
          <dd>${data.description}</dd>`
      : ''
  return html`<dl class="facts">
    <dt>Begun</dt>
    <dd>${time(trail.created_at)}</dd>
    ${
      trail.updated_at === undefined
        ? ''
        : html`<dt>Updated</dt>
            <dd>${time(trail.updated_at)}</dd>`
    }
    ${description} ${commitFacts(data)}
  </dl>`
}

export function trailPage(
  names: TrailNames,
  found: { flow: Flow; trail: Trail },
  attachments: Attachments
): Page {
  const { flow, trail } = found
  const sections = trail.attestations
    .map((attestation, i) => {
      const sha = attestation.attachment?.sha256
      const held = sha !== undefined && attachments.has(sha)
      return attestationSection({
        attestation,
        number: i + 1,
        ...(held && { download: attachmentPath(names, i + 1) })
      })
    })
    .reverse()
  return {
    title: `Trail ${trail.name}`,
    crumbs: [
      orgCrumb(names.org),
      { label: flow.name, href: flowPath(names.org, flow.name) },
      { label: trail.name }
    ],
    body: html`<h1>Trail ${trail.name}</h1>
      <p class="lead">
        In flow <a href="${flowPath(names.org, flow.name)}">${flow.name}</a> of
        ${names.org}.
      </p>
      ${beginFacts(trail)} ${complianceSection(flow, trail)}
      <h2 id="attestations">
        Attestations (${trail.attestations.length}), newest first
      </h2>
      ${sections.length === 0 ? html`<p class="muted">No attestations yet.</p>` : sections}`
  }
}
