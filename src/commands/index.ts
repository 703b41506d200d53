import { allowArtifactCommand } from './allow-artifact.js'
import { envDiffCommand } from './env-diff.js'
import { junitResultsCommand } from './junit-results.js'
import { resendCommand } from './resend.js'
import { serveCommand } from './serve.js'
import { listArtifactsCommand } from './artifacts.js'
import { attestJunitCommand } from './attest-junit.js'
import { listAttestationTypesCommand, listRepoTagsCommand } from './catalog.js'
import { archiveControlCommand } from './controls.js'
import { listDeploymentsCommand } from './deployments.js'
import {
  deploymentFrequencyCommand,
  detachPolicyCommand,
  joinEnvironmentCommand,
  listEnvironmentsCommand
} from './environments.js'
import {
  getNotificationCommand,
  updateNotificationCommand
} from './notifications.js'
import { listPoliciesCommand } from './policies.js'
import {
  deleteServiceAccountCommand,
  updateServiceAccountCommand
} from './service-accounts.js'
import { getMomentCommand } from './trails.js'
import type { Command } from './types.js'

/** Every CLI command, in the order `kosli-attest --help` lists them. */
export const commands: Command[] = [
  attestJunitCommand,
  listEnvironmentsCommand,
  listDeploymentsCommand,
  listArtifactsCommand,
  listPoliciesCommand,
  listAttestationTypesCommand,
  listRepoTagsCommand,
  getMomentCommand,
  getNotificationCommand,
  deploymentFrequencyCommand,
  detachPolicyCommand,
  joinEnvironmentCommand,
  archiveControlCommand,
  updateNotificationCommand,
  updateServiceAccountCommand,
  deleteServiceAccountCommand,
  allowArtifactCommand,
  envDiffCommand,
  junitResultsCommand,
  resendCommand,
  serveCommand
]
