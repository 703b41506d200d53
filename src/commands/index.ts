import type { Command } from './types.js'

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
    load: async () => (await import('./attest-junit.js')).attestJunitCommand
  },
  {
    name: 'list environments',
    load: async () =>
      (await import('./environments.js')).listEnvironmentsCommand
  },
  {
    name: 'list deployments',
    load: async () => (await import('./deployments.js')).listDeploymentsCommand
  },
  {
    name: 'list artifacts',
    load: async () => (await import('./artifacts.js')).listArtifactsCommand
  },
  {
    name: 'list policies',
    load: async () => (await import('./policies.js')).listPoliciesCommand
  },
  {
    name: 'list attestation-types',
    load: async () => (await import('./catalog.js')).listAttestationTypesCommand
  },
  {
    name: 'list repo-tags',
    load: async () => (await import('./catalog.js')).listRepoTagsCommand
  },
  {
    name: 'get moment',
    load: async () => (await import('./trails.js')).getMomentCommand
  },
  {
    name: 'get notification',
    load: async () =>
      (await import('./notifications.js')).getNotificationCommand
  },
  {
    name: 'deployment-frequency',
    load: async () =>
      (await import('./environments.js')).deploymentFrequencyCommand
  },
  {
    name: 'detach-policy',
    load: async () => (await import('./environments.js')).detachPolicyCommand
  },
  {
    name: 'join environment',
    load: async () => (await import('./environments.js')).joinEnvironmentCommand
  },
  {
    name: 'archive control',
    load: async () => (await import('./controls.js')).archiveControlCommand
  },
  {
    name: 'update notification',
    load: async () =>
      (await import('./notifications.js')).updateNotificationCommand
  },
  {
    name: 'update service-account',
    load: async () =>
      (await import('./service-accounts.js')).updateServiceAccountCommand
  },
  {
    name: 'delete service-account',
    load: async () =>
      (await import('./service-accounts.js')).deleteServiceAccountCommand
  },
  {
    name: 'allow-artifact',
    load: async () => (await import('./allow-artifact.js')).allowArtifactCommand
  },
  {
    name: 'env-diff',
    load: async () => (await import('./env-diff.js')).envDiffCommand
  },
  {
    name: 'junit-results',
    load: async () => (await import('./junit-results.js')).junitResultsCommand
  },
  {
    name: 'resend',
    load: async () => (await import('./resend.js')).resendCommand
  },
  {
    name: 'serve',
    load: async () => (await import('./serve.js')).serveCommand
  }
]

/** All commands, for `--help` and for tests. */
export async function loadCommands(): Promise<Command[]> {
  return Promise.all(commandEntries.map((entry) => entry.load()))
}
