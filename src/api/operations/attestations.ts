/**
 * docs/spec/operations.md, operations 1 (attest JUnit) and 16 (system
 * attestation types).
 */
import { openAsBlob } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { FormData } from 'undici'
import { ConfigError, errorMessage } from '../../errors.js'
import type { Client } from '../http.js'
import { AckSchema, checked, operation } from './support.js'
import {
  JunitAttestationInputSchema,
  ATTACHMENT_LIMIT_TEXT,
  MAX_ATTACHMENT_BYTES,
  MB,
  SystemAttestationTypesSchema,
  type JunitAttestationInput,
  type SystemAttestationType
} from '../schemas/index.js'

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

/** Where a JUnit attestation goes, and what it sends as is. */
export interface JunitUpload {
  org: string
  flow: string
  trail: string
  /** The `data_json` field, exactly as sent. */
  dataJson: string
  attachment?: Attachment
}

/** The multipart body, built again on each attempt from the files. */
function junitForm(upload: JunitUpload): () => Promise<FormData> {
  return async () => {
    // undici's FormData, which its fetch sends; loaded with the transport.
    const { FormData } = await import('undici')
    const form = new FormData()
    // A plain field without its own content type, as the vendor CLI sends.
    form.append('data_json', upload.dataJson)
    const { attachment } = upload
    if (attachment) {
      const blob = await openAsBlob(attachment.path, {
        type: 'application/octet-stream'
      })
      form.append('attachment_file', blob, attachment.filename)
    }
    return form
  }
}

/**
 * 1. `POST /attestations/{org}/{flow}/trail/{trail}/junit` (multipart),
 * with `data_json` already written: `kosli-attest resend` sends a kept
 * payload byte for byte.
 */
export const sendJunitUpload = operation<JunitUpload, string>({
  method: 'POST',
  path: '/attestations/{org}/{flow}/trail/{trail}/junit',
  multipart: async (upload) => {
    if (upload.attachment) await checkAttachment(upload.attachment)
    return junitForm(upload)
  },
  response: AckSchema
})

/** 1. The same, from the attestation data, checked before anything is sent. */
export async function attestJunit(
  client: Client,
  params: AttestJunitParams
): Promise<string> {
  checked(JunitAttestationInputSchema, params.data, 'JUnit attestation data')
  return sendJunitUpload(client, {
    org: params.org,
    flow: params.flow,
    trail: params.trail,
    dataJson: JSON.stringify(params.data),
    ...(params.attachment !== undefined && { attachment: params.attachment })
  })
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
      `The attachment ${attachment.path} is ${mb} MB; the service accepts at most ${ATTACHMENT_LIMIT_TEXT}. Upload fewer files or turn the upload off`
    )
  }
}

/** 16. `GET /attestations/system-attestation-types` (no org). */
const systemAttestationTypes = operation({
  method: 'GET',
  path: '/attestations/system-attestation-types',
  response: SystemAttestationTypesSchema
})

export async function listSystemAttestationTypes(
  client: Client
): Promise<SystemAttestationType[]> {
  const body = await systemAttestationTypes(client, {})
  return body.system_attestation_types
}
