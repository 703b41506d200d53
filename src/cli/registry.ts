/**
 * Every CLI command, by what the top-level help needs: its name, its
 * summary and its group. This module is static: `kosli-attest --help`,
 * `help` and the unknown-command message are printed from it alone, and a
 * command's module is loaded only when that command runs (or shows its own
 * help). The bundle holds the HTTP client, zod, YAML and the emulator, and
 * `junit-results` on a large report must not pay their start-up time.
 *
 * A name or summary here must equal the command's own (a test keeps them
 * in step).
 */
import type { Command } from './framework/types.js'

export const GROUPS = {
  record: 'Record evidence',
  gate: 'Gate a pipeline',
  read: 'Read',
  change: 'Change',
  local: 'Local tools (no Kosli account needed)'
} as const

export type Group = keyof typeof GROUPS

export interface CommandEntry {
  /** Words that select the command, e.g. `list environments`. */
  name: string
  summary: string
  group: Group
  load: () => Promise<Command>
}

/** In the order the top-level help lists them. */
export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'create flow',
    summary: 'Create or update a Kosli flow',
    group: 'record',
    load: async () => (await import('./commands/flows.js')).createFlowCommand
  },
  {
    name: 'begin trail',
    summary: 'Begin or update a trail of a flow',
    group: 'record',
    load: async () => (await import('./commands/flows.js')).beginTrailCommand
  },
  {
    name: 'attest junit',
    summary: 'Record JUnit test results on a Kosli trail',
    group: 'record',
    load: async () =>
      (await import('./commands/attest-junit.js')).attestJunitCommand
  },
  {
    name: 'resend',
    summary: 'Send a payload kept after a failed upload, exactly as it was',
    group: 'record',
    load: async () => (await import('./commands/resend.js')).resendCommand
  },
  {
    name: 'allow-artifact',
    summary: 'Allow-list an artifact for an environment',
    group: 'record',
    load: async () =>
      (await import('./commands/allow-artifact.js')).allowArtifactCommand
  },
  {
    name: 'env-diff',
    summary: 'Compare two environment snapshots; exit 1 when they differ',
    group: 'gate',
    load: async () => (await import('./commands/env-diff.js')).envDiffCommand
  },
  {
    name: 'list environments',
    summary: 'List environments, with filters, sorting and paging',
    group: 'read',
    load: async () =>
      (await import('./commands/environments.js')).listEnvironmentsCommand
  },
  {
    name: 'list deployments',
    summary: 'List deployments in a time window',
    group: 'read',
    load: async () =>
      (await import('./commands/deployments.js')).listDeploymentsCommand
  },
  {
    name: 'list artifacts',
    summary: 'List the artifacts of a flow (deprecated endpoint)',
    group: 'read',
    load: async () =>
      (await import('./commands/artifacts.js')).listArtifactsCommand
  },
  {
    name: 'list policies',
    summary: 'List environment policies',
    group: 'read',
    load: async () =>
      (await import('./commands/policies.js')).listPoliciesCommand
  },
  {
    name: 'list attestation-types',
    summary: 'List the system attestation types and their versions',
    group: 'read',
    load: async () =>
      (await import('./commands/catalog.js')).listAttestationTypesCommand
  },
  {
    name: 'list repo-tags',
    summary: "List the tag key/value pairs of the org's repositories",
    group: 'read',
    load: async () =>
      (await import('./commands/catalog.js')).listRepoTagsCommand
  },
  {
    name: 'get moment',
    summary: 'Show a trail moment and its compliance slots (beta)',
    group: 'read',
    load: async () => (await import('./commands/trails.js')).getMomentCommand
  },
  {
    name: 'get notification',
    summary: 'Show an environment notification',
    group: 'read',
    load: async () =>
      (await import('./commands/notifications.js')).getNotificationCommand
  },
  {
    name: 'deployment-frequency',
    summary: 'How often a flow deploys to an environment',
    group: 'read',
    load: async () =>
      (await import('./commands/environments.js')).deploymentFrequencyCommand
  },
  {
    name: 'detach-policy',
    summary: 'Detach policies from environments',
    group: 'change',
    load: async () =>
      (await import('./commands/environments.js')).detachPolicyCommand
  },
  {
    name: 'join environment',
    summary: 'Add a physical environment to a logical one',
    group: 'change',
    load: async () =>
      (await import('./commands/environments.js')).joinEnvironmentCommand
  },
  {
    name: 'archive control',
    summary: 'Archive a control (beta)',
    group: 'change',
    load: async () =>
      (await import('./commands/controls.js')).archiveControlCommand
  },
  {
    name: 'update notification',
    summary: 'Change an environment notification',
    group: 'change',
    load: async () =>
      (await import('./commands/notifications.js')).updateNotificationCommand
  },
  {
    name: 'update service-account',
    summary: 'Change the description or privilege of a service account',
    group: 'change',
    load: async () =>
      (await import('./commands/service-accounts.js'))
        .updateServiceAccountCommand
  },
  {
    name: 'delete service-account',
    summary: 'Delete service accounts (asks first)',
    group: 'change',
    load: async () =>
      (await import('./commands/service-accounts.js'))
        .deleteServiceAccountCommand
  },
  {
    name: 'junit-results',
    summary: 'Print the junit_results JSON that JUnit XML reports produce',
    group: 'local',
    load: async () =>
      (await import('./commands/junit-results.js')).junitResultsCommand
  },
  {
    name: 'junit-inventory',
    summary:
      'Print the test inventory (every test case and its status) of reports',
    group: 'local',
    load: async () =>
      (await import('./commands/junit-inventory.js')).junitInventoryCommand
  },
  {
    name: 'fingerprint',
    summary: "Print an artifact's SHA-256: a file, a directory or an image",
    group: 'local',
    load: async () =>
      (await import('./commands/fingerprint.js')).fingerprintCommand
  },
  {
    name: 'serve',
    summary: 'Run the in-memory Kosli API emulator (demo and tests)',
    group: 'local',
    load: async () => (await import('./commands/serve.js')).serveCommand
  }
]

/** The Kosli CLI's spellings of our commands, accepted as they are. */
export const COMMAND_ALIASES: Readonly<Record<string, string>> = {
  'diff snapshots': 'env-diff',
  'allow artifact': 'allow-artifact',
  'list envs': 'list environments',
  'list env': 'list environments'
}

/** `argv` with a leading Kosli CLI spelling replaced by our command name. */
export function withoutAlias(argv: readonly string[]): string[] {
  for (const [alias, name] of Object.entries(COMMAND_ALIASES)) {
    const words = alias.split(' ')
    if (words.every((word, i) => argv[i] === word)) {
      return [...name.split(' '), ...argv.slice(words.length)]
    }
  }
  return [...argv]
}

/** The command `argv` starts with; longest match first (`list environments`). */
export function findCommand(argv: readonly string[]): CommandEntry | undefined {
  const byLength = [...COMMANDS].sort(
    (a, b) => b.name.split(' ').length - a.name.split(' ').length
  )
  return byLength.find((entry) =>
    entry.name.split(' ').every((word, i) => argv[i] === word)
  )
}

/** Every command loaded: for tests, never for the top-level help. */
export async function loadCommands(): Promise<Command[]> {
  return Promise.all(COMMANDS.map((entry) => entry.load()))
}
