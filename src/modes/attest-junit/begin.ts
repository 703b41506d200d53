/**
 * attest-junit's `begin-trail`: the trail is begun (and a missing flow
 * created) just before the attestation is sent, through the step's one
 * client (client.ts), which its caller closes. The API client loads only
 * when a trail is really begun, so a dry run stays as light as before.
 */
import type { AttestJunitConfig } from '../../config/index.js'
import { errorMessage } from '../../errors.js'
import type { AttestContext } from './context.js'
import type { Destination, SendOutcome } from './request.js'
import { begunMessage, trailData } from '../trail-start.js'
import type { ModeDeps } from '../types.js'

export interface BeginInput {
  config: AttestJunitConfig
  destination: Destination
  context: AttestContext
}

/**
 * Begins the trail when `begin-trail` is on. Undefined when the step goes
 * on to attest; a not-recorded outcome when the trail could not be begun,
 * since the attestation would then fail on the missing trail.
 */
export async function beginTrailFirst(
  input: BeginInput,
  deps: ModeDeps
): Promise<SendOutcome | undefined> {
  const { config, destination, context } = input
  if (!config.beginTrail) return undefined
  const start = {
    org: destination.service.org,
    flow: destination.flow,
    trail: destination.trail,
    context
  }
  if (config.dryRun) {
    deps.logger.info(
      `Dry run: begin-trail would first send PUT /api/v2/trails/${start.org}/${start.flow} (creating the flow if it does not exist) with data_json:\n${JSON.stringify(trailData(start), null, 2)}`
    )
    return undefined
  }
  try {
    const { beginTrailCreatingFlow } = await import('../trail-begin.js')
    const client = await deps.openClient(destination.service)
    const outcome = await beginTrailCreatingFlow(client, start, deps.logger)
    deps.logger.info(begunMessage(start.trail, outcome))
    return undefined
  } catch (error) {
    return {
      recorded: false,
      error: `begin-trail: the trail '${start.trail}' of flow '${start.flow}' could not be begun, so nothing was attested: ${errorMessage(error)}`,
      maybeRecorded: false
    }
  }
}
