import { allowArtifact, type AllowlistEntry } from '../api/index.js'
import {
  NO_ARTIFACT,
  type AllowArtifactConfig,
  type StepConfigOf
} from '../config/index.js'
import { ConfigError, errorMessage } from '../errors.js'
import { resolveArtifact } from '../artifact/resolve.js'
import { inlineCode, text } from '../report/markdown.js'
import type { ModeDeps, StepResult } from './types.js'

/**
 * allow-artifact: put an artifact on an environment's allow-list
 * (docs/spec/operations.md, operation 6), typically from the release job that is about to deploy it,
 * so the environment does not flag it as unknown.
 */
export type AllowOutcome = (
  | { kind: 'allowed'; entry: AllowlistEntry; environment: string }
  | { kind: 'dry-run'; entry: AllowlistEntry; environment: string }
  | {
      kind: 'refused'
      entry: AllowlistEntry
      environment: string
      error: string
    }
) & {
  /** For a container image: what the registry or daemon said. */
  image?: string
}

/**
 * Fingerprint and name as the Kosli CLI derives them (docs/spec/kosli-cli.md,
 * Commands per operation).
 */
async function artifactOf(
  config: AllowArtifactConfig,
  deps: ModeDeps
): Promise<{ fingerprint: string; name: string; image?: string }> {
  const found = await resolveArtifact(config.artifact, deps)
  if (found === undefined) {
    throw new ConfigError(NO_ARTIFACT)
  }
  const name = config.artifactName ?? found.defaultName
  if (name === undefined) {
    throw new ConfigError(
      'artifact-name is required with fingerprint: name the artifact the fingerprint belongs to, e.g. artifact-name: registry.example.com/app:1.4.0 (with artifact-path it defaults to the base name, or the image reference)'
    )
  }
  return {
    fingerprint: found.fingerprint,
    name,
    ...(found.image !== undefined && { image: found.image.description })
  }
}

function requestUrl(config: AllowArtifactConfig): string {
  const { host, org } = config.service
  return `${host}/api/v2/allowlists/${encodeURIComponent(org)}/${encodeURIComponent(config.environment)}`
}

/**
 * The typed engine the CLI shares: computes the entry, then sends it (or,
 * in a dry run, shows it). A refusal or a failed request is returned, not
 * thrown; configuration errors are thrown as ConfigError.
 */
export async function runAllowArtifact(
  config: AllowArtifactConfig,
  deps: ModeDeps
): Promise<AllowOutcome> {
  const artifact = await artifactOf(config, deps)
  const entry: AllowlistEntry = {
    artifact_fingerprint: artifact.fingerprint,
    artifact_name: artifact.name,
    description: config.reason
  }
  const environment = config.environment
  const image = artifact.image === undefined ? {} : { image: artifact.image }
  if (config.dryRun) {
    deps.logger.info(
      `Dry run: nothing is sent. The request would be PUT ${requestUrl(config)} with the body:\n${JSON.stringify(entry, null, 2)}`
    )
    return { kind: 'dry-run', entry, environment, ...image }
  }
  try {
    const client = await deps.openClient(config.service)
    try {
      await allowArtifact(client, {
        org: config.service.org,
        env: environment,
        entry
      })
    } finally {
      await client.close()
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error
    return {
      kind: 'refused',
      entry,
      environment,
      error: errorMessage(error),
      ...image
    }
  }
  deps.logger.info(
    `artifact ${entry.artifact_fingerprint} was allow listed in environment: ${environment}`
  )
  return { kind: 'allowed', entry, environment, ...image }
}

/** A heading naming the environment, then one line: what, where, why. */
export function allowSummary(outcome: AllowOutcome): string {
  const { environment } = outcome
  const image =
    outcome.image === undefined ? '' : `\nImage: ${text(outcome.image, 1000)}\n`
  return `## Kosli allow-artifact: ${text(environment)}\n\n${allowLine(outcome)}${image}`
}

function allowLine(outcome: AllowOutcome): string {
  const { entry, environment } = outcome
  const what = `${text(entry.artifact_name)} (fingerprint ${inlineCode(entry.artifact_fingerprint.slice(0, 12))})`
  const where = `environment **${text(environment)}**`
  const why = `reason: ${text(entry.description, 1000)}`
  switch (outcome.kind) {
    case 'allowed':
      return `✅ Allow-listed ${what} in ${where}; ${why}\n`
    case 'dry-run':
      return `Dry run: would allow-list ${what} in ${where}; ${why}\n`
    case 'refused':
      return `❌ Could not allow-list ${what} in ${where}: ${text(outcome.error, 1000)}\n`
  }
}

export function failureOf(outcome: AllowOutcome): string | undefined {
  if (outcome.kind !== 'refused') return undefined
  return `allow-artifact: ${outcome.entry.artifact_name} was not allow-listed in environment ${outcome.environment}: ${outcome.error}`
}

export async function allowArtifactStep(
  step: StepConfigOf<'allow-artifact'>,
  deps: ModeDeps
): Promise<StepResult> {
  const outcome = await runAllowArtifact(step.config, deps)
  const failure = failureOf(outcome)
  const outputs: Record<string, string> =
    outcome.kind === 'refused'
      ? {}
      : {
          'artifact-fingerprint': outcome.entry.artifact_fingerprint,
          'artifact-name': outcome.entry.artifact_name,
          'allow-description': outcome.entry.description
        }
  return {
    outputs,
    summary: allowSummary(outcome),
    annotations: [],
    ...(failure !== undefined && { failure })
  }
}
