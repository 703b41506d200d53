/**
 * `resend DIR`: sends a payload kept after a failed upload (see
 * src/modes/attest-junit/kept-payload.ts) exactly as it is: the data_json text byte for
 * byte and the attachment file, to the org, flow and trail it was meant
 * for (or to --trail). The token comes from --api-token / KOSLI_API_TOKEN
 * (or the config file), never from the directory, and goes only to the
 * host the user configures: a kept folder is a file anyone may edit.
 */
import { randomBytes } from 'node:crypto'
import { readdir, rename, rm, rmdir } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { sendJunitUpload } from '../../api/index.js'
import { ApiError, ConfigError } from '../../errors.js'
import { optional } from '../../config/index.js'
import { printable } from '../../text.js'
import {
  ATTACHMENT_DIR,
  DATA_JSON_FILE,
  loadKeptPayload,
  META_FILE,
  type KeptPayload
} from '../../modes/attest-junit/kept-payload.js'
import { shellWord } from '../../modes/attest-junit/request.js'
import { sendError, worthRetrying } from '../../modes/attest-junit/send.js'
import { printTrailUrl } from './trail-link.js'
import { cliClient } from '../framework/settings.js'
import {
  serviceCommand,
  type RunContext
} from '../framework/service-command.js'

const sameHost = (a: string, b: string) => {
  const plain = (host: string) =>
    host.replace(/\/+$/, '').replace(/\/api\/v2$/, '')
  return plain(a) === plain(b)
}

/** The token goes only where the user said: never to the kept host alone. */
function checkHost(ctx: RunContext, kept: KeptPayload, dir: string): void {
  const configured = ctx.service.host
  if (sameHost(configured, kept.meta.host)) return
  throw new ConfigError(
    `host: ${dir} was kept for ${kept.meta.host}, but the host configured here is ${configured} (from --host, KOSLI_HOST, --region or the default). The token goes only to the host you configure: to send it to ${kept.meta.host}, pass --host ${shellWord(kept.meta.host)}.`
  )
}

function describe(kept: KeptPayload, trail: string, host: string): string {
  const { meta } = kept
  return `junit attestation '${meta.attestationName}' on trail '${trail}' of flow '${meta.flow}' (org ${meta.org}, ${host})`
}

const CLAIMED = '.claimed-'

/**
 * Takes the folder for this run by renaming it, which only one of several
 * parallel runs can do; undefined when another run took it first.
 */
async function claim(dir: string): Promise<string | undefined> {
  const claimed = `${dir.replace(/[\\/]+$/, '')}${CLAIMED}${process.pid}-${randomBytes(3).toString('hex')}`
  try {
    await rename(dir, claimed)
    return claimed
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** A folder another run has claimed, if any. */
async function claimedElsewhere(dir: string): Promise<string | undefined> {
  const name = `${basename(dir.replace(/[\\/]+$/, ''))}${CLAIMED}`
  const siblings = await readdir(dirname(dir)).catch(() => [])
  const found = siblings.find((entry) => entry.startsWith(name))
  return found === undefined ? undefined : join(dirname(dir), found)
}

function takenMessage(dir: string, by: string | undefined): string {
  return `error: another resend run took ${dir}${by === undefined ? '' : ` (now ${by})`}; this run sent nothing. If no other run is going, look at the trail, then rename the folder back and resend.\n`
}

/**
 * Removes what keepPayload wrote; a folder that holds other files goes
 * back to its name. A second resend would record the attestation twice.
 */
async function removeKept(claimed: string, dir: string): Promise<boolean> {
  await rm(join(claimed, ATTACHMENT_DIR), { recursive: true, force: true })
  await rm(join(claimed, DATA_JSON_FILE), { force: true })
  await rm(join(claimed, META_FILE), { force: true })
  if ((await readdir(claimed)).length > 0) {
    await rename(claimed, dir)
    return false
  }
  await rmdir(claimed)
  return true
}

async function loadUnlessTaken(
  ctx: RunContext,
  dir: string
): Promise<KeptPayload | undefined> {
  try {
    return await loadKeptPayload(dir)
  } catch (error) {
    const by = await claimedElsewhere(dir)
    if (by === undefined) throw error
    ctx.io.stderr(printable(takenMessage(dir, by), true))
    return undefined
  }
}

function failedMessage(
  error: unknown,
  what: string,
  kept: { dir: string; flow: string; trail: string }
): string {
  const { dir, ...target } = kept
  const why = sendError(error, target)
  const again = `kosli-attest resend ${shellWord(dir)}`
  if (error instanceof ApiError && error.maybeRecorded) {
    return `error: Kosli may have recorded the ${what}: the request went out, but its answer was lost (${why}).\nThe payload is still in ${dir}. Look at the trail first: a resend records it again (the same content; the latest wins). To send it anyway: ${again}\n`
  }
  const next = worthRetrying(error)
    ? `try again later with: ${again}`
    : `fix the cause, then resend with: ${again}`
  return `error: Kosli did not record the ${what}: ${why}\nThe payload is still in ${dir}; ${next}\n`
}

function showDryRun(ctx: RunContext, found: KeptPayload, what: string): number {
  const attachment = found.attachment?.filename ?? 'none'
  ctx.io.stdout(
    printable(
      `Dry run: nothing is sent. Would send the ${what}, attachment: ${attachment}, data_json:\n${found.dataJson}\n`,
      true
    )
  )
  return 0
}

/** A payload directory this run has claimed (renamed to `claimed`). */
interface Claim {
  dir: string
  claimed: string
  trail: string
  what: string
}

/** Sends the claimed payload; on failure gives the directory back and says why. */
async function sendClaimed(ctx: RunContext, job: Claim): Promise<boolean> {
  const { dir, claimed, trail } = job
  // Read again once claimed: what is sent is what the claim holds. A folder
  // edited into something unreadable in between is given back, not left
  // under its claimed name for the next run to take for another's.
  const kept = await loadKeptPayload(claimed).catch(async (error: unknown) => {
    await rename(claimed, dir)
    throw error
  })
  const { meta } = kept
  const client = cliClient(ctx.service, ctx)
  try {
    await sendJunitUpload(client, {
      org: meta.org,
      flow: meta.flow,
      trail,
      dataJson: kept.dataJson,
      ...(kept.attachment !== undefined && { attachment: kept.attachment })
    })
    return true
  } catch (error) {
    await rename(claimed, dir)
    const message = failedMessage(error, job.what, {
      dir,
      flow: meta.flow,
      trail
    })
    ctx.io.stderr(printable(message, true))
    return false
  } finally {
    await client.close()
  }
}

async function resend(ctx: RunContext): Promise<number> {
  const dir = ctx.args[0] ?? ''
  const found = await loadUnlessTaken(ctx, dir)
  if (found === undefined) return 1
  checkHost(ctx, found, dir)
  const host = ctx.service.host
  const trail = optional(ctx.raw, 'trail') ?? found.meta.trail
  const what = describe(found, trail, host)
  if (ctx.dryRun) return showDryRun(ctx, found, what)
  const claimed = await claim(dir)
  if (claimed === undefined) {
    ctx.io.stderr(
      printable(takenMessage(dir, await claimedElsewhere(dir)), true)
    )
    return 1
  }
  if (!(await sendClaimed(ctx, { dir, claimed, trail, what }))) return 1
  const removed = await removeKept(claimed, dir)
  ctx.io.stdout(
    printable(
      `Recorded the ${what}. ${removed ? `Removed ${dir}.` : `Removed the kept payload files; ${dir} holds other files, so it stays.`}\n`,
      true
    )
  )
  printTrailUrl(ctx, { org: found.meta.org, flow: found.meta.flow, trail })
  return 0
}

export const resendCommand = serviceCommand({
  name: 'resend',
  summary: 'Send a payload kept after a failed upload, exactly as it was',
  usage: 'DIR [options]',
  description: `When an upload finally fails (Kosli unreachable, an unknown trail, 5xx after every retry), the action and \`attest junit\` keep the exact data_json and attachment in a directory and print its path. This sends them again, unchanged, to the org, flow and trail they were meant for (or to --trail), and removes the directory once Kosli has recorded them (so that nothing is recorded twice; parallel runs of one directory send it once). The token is never in the directory: give it with KOSLI_API_TOKEN. It goes only to the host configured here (--host, KOSLI_HOST, --region, or the default): a directory kept for another host is refused, naming both.`,
  positionals: { min: 1, max: 1, what: 'the kept payload directory' },
  flags: {
    trail: {
      type: 'string',
      value: 'NAME',
      help: 'KOSLI_TRAIL. Send to this trail instead of the kept one (after kosli begin trail NAME, say).'
    }
  },
  org: false,
  writes: true,
  exitStatus:
    '0 recorded (the directory is removed), 1 Kosli refused or could not be reached, or another run took the directory (the directory is kept), 2 usage, a host other than the kept one, or DIR is not a kept payload.',
  example:
    "export KOSLI_API_TOKEN=...\nkosli-attest resend '/home/runner/work/_temp/kosli-attest/kept/payload-Ab12Cd'",
  run: resend
})
