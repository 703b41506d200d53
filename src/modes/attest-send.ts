import type { AttestJunitConfig, ServiceConfig } from '../config/index.js'
import { buildAttachment, type Attachment } from '../artifact/evidence.js'
import type { ParseOutcome } from '../junit/index.js'
import { MAX_ATTACHMENT_BYTES, MB } from '../api/schemas.js'
import { attestJunit, type JunitAttestationInput } from '../api/index.js'
import { ConfigError, errorMessage } from '../errors.js'
import { keepPayload } from './kept-payload.js'
import type { ModeDeps } from './types.js'

export interface Destination {
  service: ServiceConfig
  flow: string
  trail: string
  attestationName: string
}

export type SendOutcome =
  | { recorded: true }
  | { recorded: false; error: string; keptPayloadDir: string }

/**
 * `attachments` first, then the parsed reports (the vendor CLI's order);
 * one file goes as is, several as evidence.tgz.
 */
export async function prepareAttachment(
  config: AttestJunitConfig,
  outcome: ParseOutcome,
  deps: ModeDeps
): Promise<Attachment | undefined> {
  const reports = config.attachResults
    ? outcome.files.filter((f) => f.status === 'parsed').map((f) => f.path)
    : []
  const paths = [...new Set([...config.attachments, ...reports])]
  if (paths.length === 0) return undefined
  return buildAttachment(paths, { cwd: deps.cwd, tmpDir: deps.tmpDir })
}

// Megabytes of 1,000,000 bytes, as the limit itself is counted.
function megabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`
}

/** The service takes at most 10 MB; refuse before anything is sent. */
export function checkAttachmentSize(attachment: Attachment | undefined): void {
  if (attachment === undefined || attachment.bytes <= MAX_ATTACHMENT_BYTES) {
    return
  }
  throw new ConfigError(
    `The attachment ${attachment.filename} is ${megabytes(attachment.bytes)} (${attachment.bytes} bytes), over Kosli's limit of ${MAX_ATTACHMENT_BYTES / MB} MB (${MAX_ATTACHMENT_BYTES} bytes); nothing was sent. Set attach-results: false, or narrow report-paths and attachments to fewer files.`
  )
}

/** The request as the vendor CLI's dry run shows it (never the token). */
export function describeRequest(
  destination: Destination,
  attachment: Attachment | undefined
): string {
  const { service, flow, trail } = destination
  const path = [service.org, flow, 'trail', trail].map(encodeURIComponent)
  return [
    `url: POST ${service.host.replace(/\/api\/v2$/, '')}/api/v2/attestations/${path.join('/')}/junit`,
    `host: ${service.host}`,
    `org: ${service.org}`,
    `flow: ${flow}`,
    `trail: ${trail}`,
    `attestation: ${destination.attestationName}`,
    `attachment: ${attachment === undefined ? 'none' : `${attachment.filename} (${attachment.bytes} bytes)`}`
  ].join('\n')
}

/**
 * Sends once (the client retries inside its budget). When the request
 * finally fails, the exact data_json and attachment are kept for a resend.
 */
export async function sendAttestation(
  deps: ModeDeps,
  request: {
    destination: Destination
    data: JunitAttestationInput
    dataJson: string
    attachment?: Pick<Attachment, 'path' | 'filename'>
  }
): Promise<SendOutcome> {
  const { service, flow, trail, attestationName } = request.destination
  try {
    const client = deps.openClient(service)
    try {
      await attestJunit(client, {
        org: service.org,
        flow,
        trail,
        data: request.data,
        ...(request.attachment !== undefined && {
          attachment: {
            path: request.attachment.path,
            filename: request.attachment.filename
          }
        })
      })
    } finally {
      await client.close()
    }
    return { recorded: true }
  } catch (error) {
    const keptPayloadDir = await keepPayload({
      tmpDir: deps.tmpDir,
      dataJson: request.dataJson,
      ...(request.attachment !== undefined && {
        attachment: request.attachment
      }),
      destination: {
        host: service.host,
        org: service.org,
        flow,
        trail,
        attestationName
      },
      now: deps.now
    })
    return { recorded: false, error: errorMessage(error), keptPayloadDir }
  }
}
