/**
 * After a write to a trail, its page on stderr: the link the action gives
 * as its `trail-url` output, built by the same function (on Kosli's hosts
 * and the emulator's; nothing for another host).
 */
import { trailUrl } from '../../modes/attest-junit/trail-url.js'
import type { RunContext } from '../framework/service-command.js'

export function printTrailUrl(
  ctx: RunContext,
  place: { org?: string; flow: string; trail: string }
): void {
  const url = trailUrl({
    service: { host: ctx.service.host, org: place.org ?? ctx.service.org },
    flow: place.flow,
    trail: place.trail
  })
  if (url !== undefined) ctx.logger.info(`trail: ${url}`)
}
