/** SPEC.md operations 1 (attest JUnit) and 16 (system attestation types). */
import { openAsBlob } from 'node:fs'
import { stat } from 'node:fs/promises'
import { FormData } from 'undici'
import { ConfigError, errorMessage } from '../errors.js'
import type { Client } from './http.js'
import { AckSchema, checked, segment } from './operation-support.js'
import {
  FlowNameSchema,
  JunitAttestationInputSchema,
  MAX_ATTACHMENT_BYTES,
  MB,
  OrgSchema,
  SystemAttestationTypesSchema,
  TrailNameSchema,
  type JunitAttestationInput,
  type SystemAttestationType
} from './schemas.js'

export interface Attachment {
  /** File to upload; read again on each attempt, never held in memory. */
  path: string
  /** Name the service records (`filename` of the part). */
  filename: string
}

export interface AttestJunitParams {
  org: string
  flow: string
  trail: string
  data: JunitAttestationInput
  attachment?: Attachment
}

/** 1. `POST /attestations/{org}/{flow}/trail/{trail}/junit` (multipart). */
export async function attestJunit(
  client: Client,
  params: AttestJunitParams
): Promise<string> {
  const org = segment(OrgSchema, params.org, 'org')
  const flow = segment(FlowNameSchema, params.flow, 'flow name')
  const trail = segment(TrailNameSchema, params.trail, 'trail name')
  checked(JunitAttestationInputSchema, params.data, 'JUnit attestation data')
  const dataJson = JSON.stringify(params.data)
  const attachment = params.attachment
  if (attachment) await checkAttachment(attachment)
  const build = async () => {
    const form = new FormData()
    // A plain field without its own content type, as the vendor CLI sends.
    form.append('data_json', dataJson)
    if (attachment) {
      const blob = await openAsBlob(attachment.path, {
        type: 'application/octet-stream'
      })
      form.append('attachment_file', blob, attachment.filename)
    }
    return form
  }
  return client.send(
    {
      method: 'POST',
      path: `/attestations/${org}/${flow}/trail/${trail}/junit`,
      body: { kind: 'multipart', build }
    },
    AckSchema
  )
}

async function checkAttachment(attachment: Attachment): Promise<void> {
  if (attachment.filename.trim() === '') {
    throw new ConfigError(
      `The attachment ${attachment.path} needs a file name to upload it as`
    )
  }
  let size: number
  try {
    const info = await stat(attachment.path)
    if (!info.isFile()) {
      throw new ConfigError(`The attachment ${attachment.path} is not a file`)
    }
    size = info.size
  } catch (error) {
    if (error instanceof ConfigError) throw error
    throw new ConfigError(
      `Cannot read the attachment ${attachment.path}: ${errorMessage(error)}`,
      { cause: error }
    )
  }
  if (size > MAX_ATTACHMENT_BYTES) {
    const mb = (size / MB).toFixed(1)
    throw new ConfigError(
      `The attachment ${attachment.path} is ${mb} MB; the service accepts at most ${MAX_ATTACHMENT_BYTES / MB} MB (${MAX_ATTACHMENT_BYTES} bytes). Upload fewer files or turn the upload off`
    )
  }
}

/** 16. `GET /attestations/system-attestation-types` (no org). */
export async function listSystemAttestationTypes(
  client: Client
): Promise<SystemAttestationType[]> {
  const body = await client.send(
    { method: 'GET', path: '/attestations/system-attestation-types' },
    SystemAttestationTypesSchema
  )
  return body.system_attestation_types
}
