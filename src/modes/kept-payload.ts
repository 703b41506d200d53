import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { z } from 'zod'
import {
  JunitAttestationInputSchema,
  type JunitAttestationInput
} from '../api/schemas.js'
import { ConfigError, errorMessage } from '../errors.js'

/**
 * A request that finally failed, kept on disk so that `kosli-attest resend
 * <dir>` can send exactly the same bytes later. The token is never written:
 * the resend takes it from KOSLI_API_TOKEN.
 */
const KeptMetaSchema = z.strictObject({
  host: z.string(),
  org: z.string(),
  flow: z.string(),
  trail: z.string(),
  attestationName: z.string(),
  /** A base name under `attachment/`. */
  attachmentFilename: z
    .string()
    .regex(/^[^/\\]+$/)
    .refine((name) => name !== '.' && name !== '..')
    .optional(),
  keptAt: z.string()
})
export type KeptPayloadMeta = z.infer<typeof KeptMetaSchema>

export interface KeepPayloadOptions {
  tmpDir: string
  /** The exact `data_json` text that was sent. */
  dataJson: string
  attachment?: { path: string; filename: string }
  destination: Omit<KeptPayloadMeta, 'attachmentFilename' | 'keptAt'>
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
export const META_FILE = 'meta.json'
const ATTACHMENT_DIR = 'attachment'

/** Writes the kept payload in a new directory under tmpDir; returns it. */
export async function keepPayload(
  options: KeepPayloadOptions
): Promise<string> {
  const dir = await mkdtemp(join(options.tmpDir, 'kosli-kept-payload-'))
  await writeFile(join(dir, DATA_JSON_FILE), options.dataJson)
  const filename =
    options.attachment === undefined
      ? undefined
      : basename(options.attachment.filename)
  if (options.attachment !== undefined && filename !== undefined) {
    await mkdir(join(dir, ATTACHMENT_DIR))
    await copyFile(options.attachment.path, join(dir, ATTACHMENT_DIR, filename))
  }
  const meta: KeptPayloadMeta = {
    ...options.destination,
    ...(filename !== undefined && { attachmentFilename: filename }),
    keptAt: new Date(options.now()).toISOString()
  }
  await writeFile(join(dir, META_FILE), `${JSON.stringify(meta, null, 2)}\n`)
  return dir
}

async function readJson(dir: string, file: string): Promise<string> {
  try {
    return await readFile(join(dir, file), 'utf8')
  } catch (error) {
    throw new ConfigError(
      `${dir} is not a kept payload directory: cannot read ${file} (${errorMessage(error)})`,
      { cause: error }
    )
  }
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
export async function loadKeptPayload(dir: string): Promise<KeptPayload> {
  const meta = parseJson(
    await readJson(dir, META_FILE),
    KeptMetaSchema,
    join(dir, META_FILE)
  )
  const dataJson = await readJson(dir, DATA_JSON_FILE)
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
      attachment: { path: join(dir, ATTACHMENT_DIR, filename), filename }
    })
  }
}
