/**
 * `resend DIR`: sends a payload kept after a failed upload (see
 * src/modes/kept-payload.ts) exactly as it is: the data_json text byte for
 * byte and the attachment file, to the org, flow and trail it was meant
 * for. The token comes from --api-token / KOSLI_API_TOKEN (or the config
 * file), never from the directory.
 */
import { readdir, rm, rmdir } from 'node:fs/promises'
import { join } from 'node:path'
import pkg from '../../../package.json' with { type: 'json' }
import { createClient, sendJunitUpload } from '../../api/index.js'
import { errorMessage } from '../../errors.js'
import {
  DATA_JSON_FILE,
  loadKeptPayload,
  META_FILE,
  type KeptPayload
} from '../../modes/kept-payload.js'
import {
  serviceCommand,
  type RunContext
} from '../framework/service-command.js'

/** The kept host, unless --host, KOSLI_HOST, a config file or --region names another. */
function targetHost(ctx: RunContext, kept: KeptPayload): string {
  const chosen =
    ctx.raw.host?.trim() || ctx.raw.region?.trim()
      ? ctx.service.host
      : kept.meta.host
  if (chosen !== kept.meta.host) {
    ctx.logger.warn(
      `sending to ${chosen}, not to ${kept.meta.host} where the payload was meant to go`
    )
  }
  return chosen
}

function describe(kept: KeptPayload, host: string): string {
  const { meta } = kept
  return `junit attestation '${meta.attestationName}' on trail '${meta.trail}' of flow '${meta.flow}' (org ${meta.org}, ${host})`
}

/**
 * Removes what keepPayload wrote, and the directory if nothing else is in
 * it: a second resend would record the attestation twice.
 */
async function removeKept(kept: KeptPayload): Promise<boolean> {
  const { dir } = kept
  if (kept.attachment !== undefined) {
    await rm(kept.attachment.path, { force: true })
    await rmdir(join(dir, 'attachment')).catch(() => undefined)
  }
  await rm(join(dir, DATA_JSON_FILE), { force: true })
  await rm(join(dir, META_FILE), { force: true })
  if ((await readdir(dir)).length > 0) return false
  await rmdir(dir)
  return true
}

async function resend(ctx: RunContext): Promise<number> {
  const dir = ctx.args[0] ?? ''
  const kept = await loadKeptPayload(dir)
  const host = targetHost(ctx, kept)
  const what = describe(kept, host)
  if (ctx.dryRun) {
    const attachment = kept.attachment?.filename ?? 'none'
    ctx.io.stdout(
      `Dry run: nothing is sent. Would send the ${what}, attachment: ${attachment}, data_json:\n${kept.dataJson}\n`
    )
    return 0
  }
  const client = createClient({
    ...ctx.service,
    host,
    logger: ctx.logger,
    version: pkg.version
  })
  try {
    const { meta } = kept
    await sendJunitUpload(client, {
      org: meta.org,
      flow: meta.flow,
      trail: meta.trail,
      dataJson: kept.dataJson,
      ...(kept.attachment !== undefined && { attachment: kept.attachment })
    })
  } catch (error) {
    ctx.io.stderr(
      `error: Kosli did not record the ${what}: ${errorMessage(error)}\nThe payload is still in ${dir}; try again later with: kosli-attest resend '${dir}'\n`
    )
    return 1
  } finally {
    await client.close()
  }
  const removed = await removeKept(kept)
  ctx.io.stdout(
    `Recorded the ${what}. ${removed ? `Removed ${dir}.` : `Removed the kept payload files; ${dir} holds other files, so it stays.`}\n`
  )
  return 0
}

export const resendCommand = serviceCommand({
  name: 'resend',
  summary: 'Send a payload kept after a failed upload, exactly as it was',
  usage: 'DIR [options]',
  description: `When an upload finally fails (Kosli unreachable, 5xx after every retry), the action and \`attest junit\` keep the exact data_json and attachment in a directory and print its path. This sends them again, unchanged, to the org, flow and trail they were meant for, and removes the directory once Kosli has recorded them (so that nothing is recorded twice). The token is never in the directory: give it with KOSLI_API_TOKEN. The host is the one the payload was meant for, unless --host, KOSLI_HOST or --region names another.`,
  positionals: { min: 1, max: 1, what: 'the kept payload directory' },
  org: false,
  writes: true,
  exitStatus:
    '0 recorded (the directory is removed), 1 Kosli refused or could not be reached (the directory is kept), 2 usage, or DIR is not a kept payload.',
  example:
    "export KOSLI_API_TOKEN=...\nkosli-attest resend '/home/runner/work/_temp/kosli-kept-payload-Ab12Cd'",
  run: resend
})
