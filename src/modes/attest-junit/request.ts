/**
 * The attestation request as the step sees it before anything is sent:
 * where it goes, its attachment and whether that fits, and how the dry run
 * shows it. Sending is in send.ts, loaded only when a request goes
 * out.
 */
import type { AttestJunitConfig, ServiceConfig } from '../../config/index.js'
import { stat } from 'node:fs/promises'
import {
  archiveName,
  buildAttachment,
  type Attachment,
  type AttachmentOptions,
  type GeneratedFile
} from '../../artifact/evidence.js'
import type { ParseOutcome } from '../../junit/index.js'
import type { Destination as SummaryDestination } from '../../report/summary.js'
import {
  ATTACHMENT_LIMIT_TEXT,
  MAX_ATTACHMENT_BYTES,
  MB
} from '../../api/schemas/patterns.js'
import { ArchiveTooBig } from '../../errors.js'
import { grouped } from '../../text.js'
import type { ModeDeps } from '../types.js'
import { TESTS_FILE_NAME, testsEvidence } from './inventory.js'

export interface Destination {
  service: ServiceConfig
  flow: string
  trail: string
  attestationName: string
}

/** The destination as the job summary names it, with the trail's page if known. */
export function summaryDestination(
  destination: Destination,
  url?: string
): SummaryDestination {
  const { service, flow, trail, attestationName } = destination
  return {
    host: service.host,
    org: service.org,
    flow,
    trail,
    attestationName,
    ...(url !== undefined && { url })
  }
}

export type SendOutcome =
  | { recorded: true }
  | {
      recorded: false
      error: string
      /** Absent when nothing was sent (the attachment is too large). */
      keptPayloadDir?: string
      /** The request went out and its answer was lost. */
      maybeRecorded: boolean
    }

/**
 * `attachments` first, then the parsed reports (the vendor CLI's order);
 * one file goes as is, several as evidence.tgz. One file over the limit
 * goes compressed, in evidence.tgz, as several files always do: a report
 * of XML shrinks about tenfold, so most then fit. The test inventory
 * (kosli-tests.json) goes too, unless it alone takes the attachment over
 * the limit (docs/inventory.md).
 */
export async function prepareAttachment(
  config: AttestJunitConfig,
  parsed: {
    outcome: ParseOutcome
    testsFile?: string
    /** kosli-tests-stopped.json (removed-tests), always attached. */
    removed?: { evidence?: GeneratedFile }
    /** The quarantine list as read and what it excused, always attached. */
    quarantine?: readonly GeneratedFile[]
    /** legs.json (a matrix's legs), always attached. */
    legsFile?: GeneratedFile
  },
  deps: ModeDeps
): Promise<Attachment | undefined> {
  const reports = config.attachResults
    ? parsed.outcome.files
        .filter((f) => f.status === 'parsed')
        .map((f) => f.path)
    : []
  const paths = [...new Set([...config.attachments, ...reports])]
  const options = { cwd: deps.cwd, tmpDir: deps.tmpDir }
  const stopped = parsed.removed?.evidence
  const own = [
    ...(stopped === undefined ? [] : [stopped]),
    ...(parsed.quarantine ?? []),
    ...(parsed.legsFile === undefined ? [] : [parsed.legsFile])
  ]
  const generated = testsEvidence(parsed.testsFile)
  const attachment = await attachmentOf(paths, options, [...generated, ...own])
  if (generated.length === 0 || !tooBig(attachment)) return attachment
  // Without the inventory only matters if it fits: its compression stops
  // as soon as it cannot (a 2 GB report's second pass took as long as the
  // first, for an attestation refused either way).
  let without: Attachment | undefined
  try {
    without = await attachmentOf(
      paths,
      { ...options, stopAbove: MAX_ATTACHMENT_BYTES },
      own
    )
  } catch (error) {
    if (error instanceof ArchiveTooBig) return attachment
    throw error
  }
  if (tooBig(without)) {
    await without?.cleanup()
    return attachment
  }
  deps.logger.warn(
    `${TESTS_FILE_NAME} is not attached: the attachment with it is ${megabytes(attachment?.bytes ?? 0)}, over Kosli's limit of ${ATTACHMENT_LIMIT_TEXT}; the inventory is still written (tests-file) and counted in the kosli_attest_tests annotation`
  )
  await attachment?.cleanup()
  return without
}

function tooBig(attachment: Attachment | undefined): boolean {
  return attachment !== undefined && attachment.bytes > MAX_ATTACHMENT_BYTES
}

async function attachmentOf(
  paths: readonly string[],
  options: AttachmentOptions,
  generated: readonly GeneratedFile[] = []
): Promise<Attachment | undefined> {
  const attachment = await buildAttachment(paths, options, generated)
  const [only] = paths
  if (
    attachment === undefined ||
    attachment.bytes <= MAX_ATTACHMENT_BYTES ||
    paths.length + generated.length > 1 ||
    only === undefined ||
    /\.(tgz|gz|zip)$/i.test(attachment.filename)
  ) {
    return attachment
  }
  return compressedOne(attachment, only, options)
}

/** The one file `given`, checked by buildAttachment, alone in evidence.tgz. */
async function compressedOne(
  file: Attachment,
  given: string,
  options: AttachmentOptions
): Promise<Attachment> {
  const { writeArchive } = await import('../../artifact/evidence-archive.js')
  const info = await stat(file.path)
  const entry = { name: archiveName(given, options.cwd), path: file.path, info }
  return writeArchive([entry], options)
}

// Megabytes of 1,000,000 bytes, as the limit itself is counted.
function megabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`
}

/**
 * The service takes at most 10 MB: the reason nothing is sent, or
 * undefined when the attachment fits.
 */
export function oversizeAttachment(
  attachment: Attachment | undefined,
  deps: Pick<ModeDeps, 'cli'>
): string | undefined {
  if (attachment === undefined || attachment.bytes <= MAX_ATTACHMENT_BYTES) {
    return undefined
  }
  const fix =
    deps.cli === undefined
      ? 'Set attach-results: false, or narrow report-paths and attachments'
      : 'Pass --no-attach-results, or narrow the report paths and --attachments'
  const packed = attachment.filename.endsWith('.tgz') ? ' compressed' : ''
  return `The attachment ${attachment.filename} is ${megabytes(attachment.bytes)} (${grouped(attachment.bytes)} bytes)${packed}, over Kosli's limit of ${ATTACHMENT_LIMIT_TEXT}; nothing was sent. ${fix} so that less is attached.`
}

/** What the step says when the attestation was not (surely) recorded. */
export function notRecordedMessage(
  outcome: Extract<SendOutcome, { recorded: false }>,
  resend: string | undefined
): string {
  const head = outcome.maybeRecorded
    ? `Kosli may have recorded the attestation: the request went out, but its answer was lost (${outcome.error}).`
    : `Kosli did not record the attestation: ${outcome.error}`
  if (outcome.keptPayloadDir === undefined || resend === undefined) return head
  const before = outcome.maybeRecorded
    ? 'Look at the trail first: a resend records it again (the same content; the latest wins). '
    : ''
  return `${head}\nThe exact payload is kept in ${outcome.keptPayloadDir}. ${before}With KOSLI_API_TOKEN set, resend it with: ${resend}`
}

/** `text` as one word of a POSIX shell command. */
export function shellWord(text: string): string {
  return /^[\w.,:@%+=/-]+$/.test(text)
    ? text
    : `'${text.replace(/'/g, `'\\''`)}'`
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
