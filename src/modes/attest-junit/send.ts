/**
 * Sending the attestation, and keeping the exact request when the send
 * finally fails. Loaded only when a request goes out: it brings the API
 * client and its schemas.
 */
import { join } from 'node:path'
import type { Attachment } from '../../artifact/evidence.js'
import { sendJunitUpload } from '../../api/index.js'
import { isRetryableStatus } from '../../net/retry.js'
import { ApiError, errorMessage } from '../../errors.js'
import { keepPayload } from './kept-payload.js'
import type { ModeDeps } from '../types.js'
import { shellWord, type Destination, type SendOutcome } from './request.js'

/** Where the action keeps payloads: under RUNNER_TEMP, outside the reports. */
export function keptPayloadsDir(deps: ModeDeps): string {
  return deps.cli?.keepDir ?? join(deps.tmpDir, 'kosli-attest', 'kept')
}

/**
 * Why a send failed; a 404 (no such flow or trail, most often a trail
 * not begun yet) says how to begin the trail, since waiting cannot fix it:
 * our own command first, then this step's switch (`step`, when there is
 * one), then the Kosli CLI's.
 */
export function sendError(
  error: unknown,
  target: { flow: string; trail: string; step?: string }
): string {
  const text = errorMessage(error)
  if (!(error instanceof ApiError) || error.status !== 404) return text
  if (isUnknownOrg(error)) {
    return `${text}\nHint: no such organization on this host: check the org setting (and the host). Nothing was kept for a resend, which would go to the same organization.`
  }
  const words = `trail ${shellWord(target.trail)} --flow ${shellWord(target.flow)}`
  const step = target.step === undefined ? '' : `, or set ${target.step}`
  return `${text}\nHint: check the org, flow and trail. A trail must exist before it is attested to; begin it with kosli-attest begin ${words}${step} (with the Kosli CLI: kosli begin ${words})`
}

function isUnknownOrg(error: ApiError): boolean {
  return (
    error.status === 404 &&
    /organi[sz]ation not found/i.test(error.serverMessage)
  )
}

/** The error's code, or its causes'. */
function causeCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
    e = e.cause
  }
  return undefined
}

/**
 * A failure a resend cannot mend: the org or the host name is wrong, and a
 * kept payload goes back to the same org and host. Nothing is kept for it.
 * A name the resolver could not look up for now (EAI_AGAIN: a DNS server
 * down on the runner) may resolve later, so its payload is kept.
 */
export function isSettingsError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return isUnknownOrg(error) || causeCode(error) === 'ENOTFOUND'
}

/** Whether sending the same request later may succeed. */
export function worthRetrying(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    isRetryableStatus(error.status)
  )
}

export interface SendRequest {
  destination: Destination
  /** data_json as checked when prepared: sent and kept byte for byte. */
  dataJson: string
  attachment?: Pick<Attachment, 'path' | 'filename'>
}

/** One attestation request, through the step's client (its caller closes it). */
async function send(deps: ModeDeps, request: SendRequest): Promise<void> {
  const { service, flow, trail } = request.destination
  const client = await deps.openClient(service)
  await sendJunitUpload(client, {
    org: service.org,
    flow,
    trail,
    dataJson: request.dataJson,
    ...(request.attachment !== undefined && {
      attachment: {
        path: request.attachment.path,
        filename: request.attachment.filename
      }
    })
  })
}

/** Keeps the request for a resend (`kosli-attest resend`); returns its folder. */
export async function keepRequest(
  deps: ModeDeps,
  request: SendRequest
): Promise<string> {
  const { service, flow, trail, attestationName } = request.destination
  return keepPayload({
    keepDir: keptPayloadsDir(deps),
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
}

/** The failure, with the request kept for a resend. */
async function keptFailure(
  deps: ModeDeps,
  request: SendRequest,
  error: unknown
): Promise<SendOutcome> {
  const { flow, trail } = request.destination
  const keptPayloadDir = await keepRequest(deps, request)
  return {
    recorded: false,
    error: sendError(error, {
      flow,
      trail,
      step: deps.cli ? '--begin-trail' : 'begin-trail: true'
    }),
    keptPayloadDir,
    maybeRecorded: error instanceof ApiError && error.maybeRecorded
  }
}

/**
 * Sends once (the client retries inside its budget). When the request
 * finally fails, the exact data_json and attachment are kept for a resend.
 */
export async function sendAttestation(
  deps: ModeDeps,
  request: SendRequest
): Promise<SendOutcome> {
  try {
    await send(deps, request)
    return { recorded: true }
  } catch (error) {
    if (!isSettingsError(error)) return keptFailure(deps, request, error)
    const { flow, trail } = request.destination
    return {
      recorded: false,
      error: sendError(error, { flow, trail }),
      maybeRecorded: false
    }
  }
}
