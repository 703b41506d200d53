import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { z } from 'zod'
import { KEPT_META_FILE, KEPT_PAYLOAD_KIND } from '../../junit/index.js'
import {
  ATTESTATION_NAME_PATTERN,
  FlowNameSchema,
  JunitAttestationInputSchema,
  MAX_ATTACHMENT_BYTES,
  OrgSchema,
  TrailNameSchema,
  type JunitAttestationInput
} from '../../api/schemas/index.js'
import { ConfigError } from '../../errors.js'
import {
  checkRealDirectory,
  checkRegularFile,
  readRegularFile
} from '../../regular-file.js'

/**
 * A kept meta.json or data_json.json is read up to this size: a JUnit
 * attestation's data is far smaller, and a bigger file is not one we wrote.
 */
const KEPT_FILE_LIMIT = 8 * 1024 * 1024

/**
 * A path segment from a kept file: `.` and `..` would change the request's
 * path (the URL parser removes them), sending the token to another API path.
 */
const SegmentSchema = OrgSchema.refine(
  (name) => name !== '.' && name !== '..',
  'must not be . or .. (a path segment)'
)

/**
 * A request that finally failed, kept on disk so that `kosli-attest resend
 * <dir>` can send exactly the same bytes later. The token is never written:
 * the resend takes it from KOSLI_API_TOKEN.
 *
 * The folder is kept outside the reports, and no file in it ends in `.xml`
 * (an attached `junit.xml` is stored as `junit.xml.txt`), so that no
 * XML glob reads the attached reports a second time. Its `kind`
 * marks it for discovery, which skips it wherever it is.
 */
const KeptMetaSchema = z.strictObject({
  kind: z.literal(KEPT_PAYLOAD_KIND),
  host: z.string(),
  // The same checks as every path segment of a request.
  org: SegmentSchema,
  flow: FlowNameSchema,
  trail: TrailNameSchema,
  attestationName: z.string().regex(ATTESTATION_NAME_PATTERN),
  /** The attachment's name as sent; stored under `attachment/` (see storedName). */
  attachmentFilename: z
    .string()
    .regex(/^[^/\\]+$/)
    .refine((name) => name !== '.' && name !== '..')
    .optional(),
  keptAt: z.string()
})
export type KeptPayloadMeta = z.infer<typeof KeptMetaSchema>

export interface KeepPayloadOptions {
  /** The parent of every kept payload (one new folder each). */
  keepDir: string
  /** The exact `data_json` text that was sent. */
  dataJson: string
  attachment?: { path: string; filename: string }
  destination: Omit<KeptPayloadMeta, 'kind' | 'attachmentFilename' | 'keptAt'>
  now: () => number
}

export interface KeptPayload {
  dir: string
  meta: KeptPayloadMeta
  dataJson: string
  data: JunitAttestationInput
  attachment?: { path: string; filename: string }
}

export const DATA_JSON_FILE = 'data_json.json'
export const META_FILE = KEPT_META_FILE
export const ATTACHMENT_DIR = 'attachment'

/** The attachment's file name on disk: never one ending in `.xml`. */
export function storedName(filename: string): string {
  return /\.xml$/i.test(filename) ? `${filename}.txt` : filename
}

/** Writes the kept payload in a new directory under keepDir; returns it. */
export async function keepPayload(
  options: KeepPayloadOptions
): Promise<string> {
  await mkdir(options.keepDir, { recursive: true })
  const dir = await mkdtemp(join(options.keepDir, 'payload-'))
  await writeFile(join(dir, DATA_JSON_FILE), options.dataJson)
  const filename =
    options.attachment === undefined
      ? undefined
      : basename(options.attachment.filename)
  if (options.attachment !== undefined && filename !== undefined) {
    await mkdir(join(dir, ATTACHMENT_DIR))
    await copyFile(
      options.attachment.path,
      join(dir, ATTACHMENT_DIR, storedName(filename))
    )
  }
  const meta: KeptPayloadMeta = {
    kind: KEPT_PAYLOAD_KIND,
    ...options.destination,
    ...(filename !== undefined && { attachmentFilename: filename }),
    keptAt: new Date(options.now()).toISOString()
  }
  await writeFile(join(dir, META_FILE), `${JSON.stringify(meta, null, 2)}\n`)
  return dir
}

function readKept(dir: string, file: string): string {
  return readRegularFile(join(dir, file), {
    maxBytes: KEPT_FILE_LIMIT,
    what: `${dir} is not a kept payload directory`
  }).toString('utf8')
}

/** The attachment, a regular file within the service's limit, or refused. */
function checkedAttachment(dir: string, filename: string): string {
  const folder = join(dir, ATTACHMENT_DIR)
  const what = `${dir}: the kept attachment`
  checkRealDirectory(folder, what)
  const path = join(folder, storedName(filename))
  // Checked here; the upload reads it as it sends.
  checkRegularFile(path, { maxBytes: MAX_ATTACHMENT_BYTES, what })
  return path
}

function parseJson<T>(text: string, schema: z.ZodType<T>, where: string): T {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new ConfigError(`${where} is not valid JSON`, { cause: error })
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    throw new ConfigError(`${where}: ${z.prettifyError(parsed.error)}`)
  }
  return parsed.data
}

/** Reads back what keepPayload wrote, checked as strictly as when sent. */
export function loadKeptPayload(dir: string): Promise<KeptPayload> {
  return Promise.resolve().then(() => loadKept(dir))
}

function loadKept(dir: string): KeptPayload {
  const meta = parseJson(
    readKept(dir, META_FILE),
    KeptMetaSchema,
    join(dir, META_FILE)
  )
  const dataJson = readKept(dir, DATA_JSON_FILE)
  const data = parseJson(
    dataJson,
    JunitAttestationInputSchema,
    join(dir, DATA_JSON_FILE)
  )
  const filename = meta.attachmentFilename
  return {
    dir,
    meta,
    dataJson,
    data,
    ...(filename !== undefined && {
      attachment: { path: checkedAttachment(dir, filename), filename }
    })
  }
}
