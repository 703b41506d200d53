import type { StoredAttestation } from '../state.js'
import { externalLink, html, type Fragment, type Html } from './html.js'
import { bytes, compliance, table, time } from './format.js'
import { junitResults } from './junit.js'

/** One attestation of a trail, with everything it was sent with. */

type Fields = Record<string, unknown>

function fields(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : {}
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

function fact(term: string, value: Fragment): Html {
  if (value === undefined || value === '' || value === false) return html``
  return html`<dt>${term}</dt>
    <dd>${value}</dd>`
}

/** The commit: its sha (linked to its page when known), branch, author. */
export function commitFacts(data: Fields): Html {
  const commit = fields(data.git_commit_info)
  const repo = fields(data.repo_info)
  const sha = text(commit.sha1)
  const shown =
    sha === undefined
      ? undefined
      : text(commit.url) === undefined
        ? html`<span class="mono">${sha}</span>`
        : externalLink(commit.url, sha)
  const repoName = text(repo.name)
  return html`${fact('Commit', shown)}${fact(
    'Commit message',
    text(commit.message)
  )}${fact('Branch', text(commit.branch))}${fact(
    'Author',
    text(commit.author)
  )}${fact(
    'Repository',
    repoName && (text(repo.url) ? externalLink(repo.url, repoName) : repoName)
  )}${fact('Origin', text(data.origin_url) && externalLink(data.origin_url))}`
}

function keyValues(caption: string, value: unknown, asLink = false): Html {
  const entries = Object.entries(fields(value))
  if (entries.length === 0) return html``
  const rows = entries.map(([key, v]) => {
    const href = fields(v).href
    const shown = asLink
      ? externalLink(href)
      : html`${typeof v === 'string' ? v : JSON.stringify(v)}`
    return html`<tr>
      <th scope="row">${key}</th>
      <td>${shown}</td>
    </tr>`
  })
  return table(caption, asLink ? ['Label', 'Link'] : ['Key', 'Value'], rows)
}

function userData(value: unknown): Html {
  if (value === undefined || value === null) return html``
  if (typeof value === 'object' && Object.keys(value).length === 0)
    return html``
  return html`<h4>User data</h4>
    <pre>${JSON.stringify(value, null, 2)}</pre>`
}

function attachment(a: StoredAttestation, download: string | undefined): Html {
  const file = a.attachment
  if (!file) return html``
  const link = download
    ? html`<a href="${download}" download>Download ${file.filename}</a>`
    : html`<span class="muted">The emulator no longer holds its bytes.</span>`
  return html`<h4>Attachment</h4>
    <dl class="facts">
      <dt>File</dt>
      <dd>${file.filename} (${bytes(file.size)})</dd>
      <dt>SHA-256</dt>
      <dd class="mono">${file.sha256}</dd>
      <dt>Download</dt>
      <dd>${link}</dd>
    </dl>`
}

export interface AttestationView {
  attestation: StoredAttestation
  /** Its position in the trail, from 1: the anchor `attestation-N`. */
  number: number
  /** The download path, when the emulator holds the attachment's bytes. */
  download?: string
}

export function attestationSection(view: AttestationView): Html {
  const a = view.attestation
  const data = fields(a.data_json)
  const id = `attestation-${view.number}`
  const targets = Array.isArray(data.target_artifacts)
    ? data.target_artifacts.filter((t) => typeof t === 'string').join(', ')
    : undefined
  return html`<section class="attestation" id="${id}" aria-labelledby="${id}-h">
    <h3 id="${id}-h">
      ${a.attestation_name}
      <span class="muted">(${a.attestation_type})</span>
      ${compliance(a.compliant)}
    </h3>
    <dl class="facts">
      <dt>Reported</dt>
      <dd>${time(a.created_at)}</dd>
      ${fact('Description', text(data.description))}
      ${fact('Artifact', text(data.artifact_fingerprint) && html`<span class="mono">${text(data.artifact_fingerprint)}</span>`)}
      ${fact('Target artifacts', targets)} ${commitFacts(data)}
    </dl>
    ${a.attestation_type === 'junit' ? junitResults(a.attestation_name, data) : ''}
    ${keyValues(`Annotations of ${a.attestation_name}`, data.annotations)}
    ${keyValues(`Links of ${a.attestation_name}`, data.external_urls, true)}
    ${userData(data.user_data)} ${attachment(a, view.download)}
  </section>`
}
