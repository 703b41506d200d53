/**
 * `allow-artifact`: the action's allow-artifact engine (src/modes) on the
 * command line. The entry sent, or that a dry run would send, goes to
 * stdout as JSON; messages go to stderr.
 */
import {
  ConfigProblems,
  NO_ARTIFACT,
  optional,
  parseAllowArtifactConfig,
  ProblemCollector,
  type AllowArtifactConfig,
  type RawConfig
} from '../../config/index.js'
import { ConfigError } from '../../errors.js'
import { failureOf, runAllowArtifact } from '../../modes/allow-artifact.js'
import { REGISTRY_FLAGS } from './attest-flags.js'
import {
  modeDeps,
  serviceCommand,
  type Flags,
  type RunContext
} from '../framework/service-command.js'

const FLAGS: Flags = {
  environment: {
    type: 'string',
    value: 'ENV',
    help: 'The environment the artifact is allowed in. Required.'
  },
  fingerprint: {
    type: 'string',
    value: 'SHA256',
    help: "The artifact's SHA-256: 64 hex characters, or sha256:<64 hex> (docker/build-push-action's digest); needs --artifact-name."
  },
  'artifact-path': {
    type: 'string',
    value: 'PATH',
    help: 'A file, a directory or an image reference to fingerprint instead; needs --artifact-type.'
  },
  'artifact-type': {
    type: 'string',
    value: 'file|dir|oci|docker',
    help: "How --artifact-path is fingerprinted (as the Kosli CLI does): oci asks the image's registry, docker the local Docker daemon."
  },
  exclude: {
    type: 'string',
    multiple: true,
    value: 'GLOB',
    help: 'With --artifact-type dir: left out of the fingerprint.'
  },
  ...REGISTRY_FLAGS,
  'artifact-name': {
    type: 'string',
    value: 'NAME',
    help: 'The name stored with the entry; with --artifact-path the default is its base name, or the image reference as given.'
  },
  reason: {
    type: 'string',
    value: 'TEXT',
    help: "Why it is allowed (the entry's description). Required."
  }
}

// src/config says this in the action's input names; here it names flags.
function checkArtifactFlags(raw: RawConfig): void {
  const given = (['fingerprint', 'artifact-path'] as const).some(
    (key) => optional(raw, key) !== undefined
  )
  if (!given) {
    throw new ConfigError(
      'no artifact: give --fingerprint SHA256 with --artifact-name NAME, or --artifact-path PATH with --artifact-type file|dir|oci|docker'
    )
  }
}

/** Every problem at once; with no artifact, in the flags' wording. */
function checkFlags(raw: RawConfig): AllowArtifactConfig {
  const flags = new ProblemCollector()
  flags.check(undefined, () => checkArtifactFlags(raw))
  const config = new ProblemCollector()
  const parsed = config.check(undefined, () => parseAllowArtifactConfig(raw))
  const problems = [
    ...flags.problems,
    ...config.problems.filter(
      (q) => flags.problems.length === 0 || q.message !== NO_ARTIFACT
    )
  ]
  if (parsed === undefined || problems.length > 0) {
    throw new ConfigProblems(problems)
  }
  return parsed
}

async function allow(ctx: RunContext<AllowArtifactConfig>): Promise<number> {
  const config = ctx.checked
  if (config.reason === '') {
    ctx.logger.warn(
      '--reason is empty: the entry is stored without a description, and an allow-list entry without a reason helps no auditor'
    )
  }
  const outcome = await runAllowArtifact(config, modeDeps(ctx))
  const failure = failureOf(outcome)
  if (failure !== undefined) {
    ctx.logger.error(failure)
    return 1
  }
  const entry = { environment: outcome.environment, ...outcome.entry }
  ctx.io.stdout(`${JSON.stringify(entry, null, 2)}\n`)
  return 0
}

export const allowArtifactCommand = serviceCommand({
  name: 'allow-artifact',
  summary: 'Allow-list an artifact for an environment',
  usage:
    '--environment ENV (--fingerprint SHA256 --artifact-name NAME | --artifact-path PATH --artifact-type file|dir|oci|docker) --reason TEXT [options]',
  description: `Puts an artifact on an environment's allow-list, so Kosli does not flag it as unknown when it starts running there. The same engine as the action's allow-artifact mode.

The entry sent (or, with --dry-run, that would be sent) is printed on stdout as JSON, with the environment; messages go to stderr.`,
  flags: FLAGS,
  writes: true,
  exitStatus:
    '0 allow-listed (or shown, with --dry-run), 1 Kosli refused or could not be reached, 2 usage or configuration error.',
  example:
    'export KOSLI_API_TOKEN=... KOSLI_ORG=acme\nkosli-attest allow-artifact --environment production \\\n  --artifact-path dist/app.tgz --artifact-type file \\\n  --reason "Release 1.4.0, change CHG-123"',
  check: checkFlags,
  run: allow
})
