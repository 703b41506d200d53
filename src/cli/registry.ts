import type { Command } from './framework/types.js'

export interface CommandEntry {
  name: string
  load: () => Promise<Command>
}

/**
 * Every CLI command, in the order `kosli-attest --help` lists them. Each is
 * loaded only when it runs: the bundle holds the HTTP client, zod, YAML and
 * the emulator, and `junit-results` on a large report must not pay their
 * start-up time and memory.
 */
export const commandEntries: CommandEntry[] = [
  {
    name: 'attest junit',
    load: async () =>
      (await import('./commands/attest-junit.js')).attestJunitCommand
  },
  {
    name: 'list environments',
    load: async () =>
      (await import('./commands/environments.js')).listEnvironmentsCommand
  },
  {
    name: 'list deployments',
    load: async () =>
      (await import('./commands/deployments.js')).listDeploymentsCommand
  },
  {
    name: 'list artifacts',
    load: async () =>
      (await import('./commands/artifacts.js')).listArtifactsCommand
  },
  {
    name: 'list policies',
    load: async () =>
      (await import('./commands/policies.js')).listPoliciesCommand
  },
  {
    name: 'list attestation-types',
    load: async () =>
      (await import('./commands/catalog.js')).listAttestationTypesCommand
  },
  {
    name: 'list repo-tags',
    load: async () =>
      (await import('./commands/catalog.js')).listRepoTagsCommand
  },
  {
    name: 'get moment',
    load: async () => (await import('./commands/trails.js')).getMomentCommand
  },
  {
    name: 'get notification',
    load: async () =>
      (await import('./commands/notifications.js')).getNotificationCommand
  },
  {
    name: 'deployment-frequency',
    load: async () =>
      (await import('./commands/environments.js')).deploymentFrequencyCommand
  },
  {
    name: 'detach-policy',
    load: async () =>
      (await import('./commands/environments.js')).detachPolicyCommand
  },
  {
    name: 'join environment',
    load: async () =>
      (await import('./commands/environments.js')).joinEnvironmentCommand
  },
  {
    name: 'archive control',
    load: async () =>
      (await import('./commands/controls.js')).archiveControlCommand
  },
  {
    name: 'update notification',
    load: async () =>
      (await import('./commands/notifications.js')).updateNotificationCommand
  },
  {
    name: 'update service-account',
    load: async () =>
      (await import('./commands/service-accounts.js'))
        .updateServiceAccountCommand
  },
  {
    name: 'delete service-account',
    load: async () =>
      (await import('./commands/service-accounts.js'))
        .deleteServiceAccountCommand
  },
  {
    name: 'allow-artifact',
    load: async () =>
      (await import('./commands/allow-artifact.js')).allowArtifactCommand
  },
  {
    name: 'env-diff',
    load: async () => (await import('./commands/env-diff.js')).envDiffCommand
  },
  {
    name: 'junit-results',
    load: async () =>
      (await import('./commands/junit-results.js')).junitResultsCommand
  },
  {
    name: 'resend',
    load: async () => (await import('./commands/resend.js')).resendCommand
  },
  {
    name: 'serve',
    load: async () => (await import('./commands/serve.js')).serveCommand
  }
]

/** All commands, for `--help` and for tests. */
export async function loadCommands(): Promise<Command[]> {
  return Promise.all(commandEntries.map((entry) => entry.load()))
}
