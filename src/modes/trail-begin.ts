/**
 * Beginning a trail (docs/spec/flows-and-trails.md), creating its flow
 * when the service says it does not exist. Loaded only when a trail is
 * really begun: it brings the API client.
 */
import {
  beginTrail,
  createFlow,
  getFlow,
  type Client,
  type UpsertOutcome
} from '../api/index.js'
import { ApiError, errorMessage } from '../errors.js'
import type { Logger } from '../log.js'
import { printable } from '../text.js'
import { trailData, type TrailStart } from './trail-start.js'

function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404
}

/**
 * The service's own words for a missing flow (the Kosli CLI's `get flow`
 * prints them). Any other 404 (a proxy, a gateway, an unknown route) says
 * nothing about the flow.
 */
function saysFlowMissing(error: unknown, flow: string): boolean {
  return (
    isNotFound(error) &&
    error.serverMessage.startsWith(`Flow named '${flow}' does not exist`)
  )
}

/**
 * Reads the flow as the Kosli CLI's `get flow` does. True when it exists,
 * false only when the service said that it does not; anything else throws,
 * so that a flow is never created on a guess.
 */
async function flowExists(client: Client, start: TrailStart): Promise<boolean> {
  try {
    await getFlow(client, { org: start.org, flow: start.flow })
    return true
  } catch (error) {
    if (saysFlowMissing(error, start.flow)) return false
    if (!isNotFound(error)) throw error
    throw new Error(
      `begin trail and reading the flow both answered 404 without the service saying that flow '${printable(start.flow)}' does not exist (${printable(error.serverMessage)}); the flow was not created, so an existing flow's template cannot be replaced`,
      { cause: error }
    )
  }
}

/**
 * Begins (or updates) the trail. On a 404, reads the flow: when it exists
 * (the 404 was about something else, or another job has just created it),
 * begins once more; only when the service says the flow does not exist is
 * it created, with the empty template. An existing flow is never sent a
 * template on purpose; a create that finds the flow there after all (200:
 * another job created it in between) fails the step and says so.
 */
export async function beginTrailCreatingFlow(
  client: Client,
  start: TrailStart,
  logger: Logger
): Promise<UpsertOutcome> {
  const request = { org: start.org, flow: start.flow, data: trailData(start) }
  try {
    return await beginTrail(client, request)
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
  const flow = printable(start.flow)
  if (await flowExists(client, start)) {
    logger.info(`flow '${flow}' exists: beginning the trail again`)
    return beginTrail(client, request).catch((error: unknown) => {
      throw new Error(
        `flow '${flow}' exists, yet begin trail answered: ${errorMessage(error)}`,
        { cause: error }
      )
    })
  }
  const created = await createFlow(client, { org: start.org, name: start.flow })
  if (created === 'updated') {
    throw new Error(
      `flow '${flow}' did not exist when read, but create flow answered 200 (it existed by then: another job created it at the same moment). The service's create flow replaces a flow's template, so the empty template sent may have replaced the one that job gave: check the flow's template (kosli get flow ${flow}) and apply it again if needed (kosli create flow ${flow} --template-file FILE); the trail was not begun`
    )
  }
  logger.info(`flow '${flow}' did not exist: created it (empty template)`)
  return beginTrail(client, request)
}
