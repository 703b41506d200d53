/**
 * Beginning a trail (docs/spec/flows-and-trails.md), creating its flow
 * when it is missing. Loaded only when a trail is really begun: it brings
 * the API client.
 */
import {
  beginTrail,
  createFlow,
  type Client,
  type UpsertOutcome
} from '../api/index.js'
import { ApiError } from '../errors.js'
import type { Logger } from '../log.js'
import { printable } from '../text.js'
import { trailData, type TrailStart } from './trail-start.js'

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/**
 * Begins (or updates) the trail. When the service says 404 (most often: no
 * such flow yet), creates the flow with an empty template and begins again;
 * an existing flow is never sent a template, so it is never changed.
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
  const flow = await createFlow(client, { org: start.org, name: start.flow })
  if (flow === 'created') {
    logger.info(
      `flow '${printable(start.flow)}' did not exist: created it (empty template)`
    )
  }
  return beginTrail(client, request)
}
