/**
 * The trail's page, as the action's `trail-url` output gives it. Its own
 * module, so that the CLI's writes (begin trail, resend) print the same
 * link without loading the attest-junit engine.
 */
import type { ServiceConfig } from '../../config/index.js'
import { isLoopbackHost } from '../../net/loopback.js'

export interface TrailPlace {
  service: Pick<ServiceConfig, 'host' | 'org'>
  flow: string
  trail: string
}

/**
 * On Kosli's own hosts, and on a loopback host, which is taken to be the
 * emulator (it serves a read-only page at the same path). Any other host
 * may not serve Kosli's app: undefined.
 */
export function trailUrl(place: TrailPlace): string | undefined {
  const { host, org } = place.service
  const url = new URL(host)
  const kosli =
    url.protocol === 'https:' && /(^|\.)kosli\.com$/.test(url.hostname)
  if (!kosli && !isLoopbackHost(url.hostname)) return undefined
  const path = [org, 'flows', place.flow, 'trails', place.trail]
    .map(encodeURIComponent)
    .join('/')
  return `${host}/${path}`
}
