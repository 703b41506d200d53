/**
 * One API client for a step's requests: with begin-trail the trail is
 * begun and the attestation sent through the same client, so both share
 * one retry budget (`retry-budget-seconds` is the step's) instead of each
 * opening a client with a budget of its own. It opens when first asked
 * for, so a dry run still loads no HTTP stack.
 */
import type { Client } from '../../api/index.js'
import type { ModeDeps } from '../types.js'

export interface StepClient {
  /** `deps` whose openClient gives the one client (the step closes it). */
  deps: ModeDeps
  close: () => Promise<void>
}

export function oneClient(deps: ModeDeps): StepClient {
  let opened: Promise<Client> | undefined
  return {
    deps: {
      ...deps,
      openClient: (service) => (opened ??= deps.openClient(service))
    },
    close: async () => {
      if (opened !== undefined) await (await opened).close()
    }
  }
}
