import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { NAME_PATTERN } from '../../api/schemas/patterns.js'
import type { JunitAttestationInput } from '../../api/schemas/index.js'
import type { GitCommitInfo, RepoInfo } from '../../context/types.js'
import { ConfigError, errorMessage } from '../../errors.js'
import type { JUnitResult } from '../../junit/index.js'
import type { AttestationName } from './name.js'
import {
  payloadIssues,
  type BuiltPayload,
  type PayloadIssue
} from './payload-rules.js'

export interface PayloadParts {
  name: AttestationName
  /** The `target-artifacts` input; the `artifact.name` form adds its own. */
  targetArtifacts: readonly string[]
  results: JUnitResult[]
  fingerprint?: string
  commit?: GitCommitInfo
  repoInfo?: RepoInfo
  originUrl?: string
  description?: string
  annotations: Readonly<Record<string, string>>
  externalUrls: Readonly<Record<string, string>>
  userData?: unknown
}

/**
 * The `data_json` part (docs/spec/kosli-cli.md, The data_json part), not yet checked (checkPayload
 * does). Like the vendor CLI, `user_data` is
 * `{}` when no file is given: the service upserts, so an omitted field would
 * keep an older value.
 */
export function buildJunitPayload(parts: PayloadParts): BuiltPayload {
  const targets = [
    ...(parts.name.targetArtifact === undefined
      ? []
      : [parts.name.targetArtifact]),
    ...parts.targetArtifacts
  ]
  const hrefs = Object.entries(parts.externalUrls)
  return {
    ...(parts.fingerprint !== undefined && {
      artifact_fingerprint: parts.fingerprint
    }),
    ...(parts.commit !== undefined && { git_commit_info: parts.commit }),
    ...(parts.repoInfo !== undefined && { repo_info: parts.repoInfo }),
    attestation_name: parts.name.attestationName,
    ...(targets.length > 0 && { target_artifacts: [...new Set(targets)] }),
    ...(hrefs.length > 0 && {
      external_urls: Object.fromEntries(
        hrefs.map(([label, href]) => [label, { href }])
      )
    }),
    ...(parts.originUrl !== undefined && { origin_url: parts.originUrl }),
    user_data: parts.userData ?? {},
    ...(parts.description !== undefined && { description: parts.description }),
    ...(Object.keys(parts.annotations).length > 0 && {
      annotations: { ...parts.annotations }
    }),
    junit_results: parts.results
  }
}

/** The input a user changes to fix a `data_json` field. */
const INPUT_OF: Record<string, string> = {
  attestation_name: 'name',
  target_artifacts: 'name / target-artifacts',
  artifact_fingerprint: 'fingerprint',
  git_commit_info: 'commit',
  repo_info: 'GITHUB_REPOSITORY',
  external_urls: 'external-urls',
  annotations: 'annotations',
  user_data: 'user-data',
  junit_results: 'report-paths',
  description: 'description',
  origin_url: 'GITHUB_SERVER_URL'
}

const HINTS: Record<string, string> = {
  git_commit_info:
    'the artifact.name form without fingerprint binds through the commit: run on a checkout, set commit, or give fingerprint',
  target_artifacts:
    'with fingerprint at most one template artifact can be named',
  user_data: 'the file must hold a JSON object or array'
}

function describeIssue(issue: PayloadIssue): string {
  const [field, ...rest] = issue.path.map(String)
  const key = field ?? 'data_json'
  const where = rest.length > 0 ? `${key} "${rest.join('.')}"` : key
  const reason = HINTS[key] ?? issue.message
  const input = INPUT_OF[key]
  return input === undefined
    ? `- ${where}: ${reason}`
    : `- ${input} (${where}): ${reason}`
}

/**
 * Checks the whole request locally so that a payload the service would
 * refuse is never sent; every problem is listed with the input to fix.
 */
export function checkPayload(
  payload: BuiltPayload,
  target: { flow: string; trail: string }
): JunitAttestationInput {
  const problems: string[] = []
  for (const [input, value] of Object.entries(target)) {
    if (!NAME_PATTERN.test(value)) {
      problems.push(
        `- ${input}: "${value}" must start with a letter or digit and hold only letters, digits and . _ ~ -`
      )
    }
  }
  problems.push(...payloadIssues(payload).map(describeIssue))
  if (problems.length > 0) {
    throw new ConfigError(
      `The attestation was not sent; fix these inputs:\n${problems.join('\n')}`
    )
  }
  // payloadIssues found user_data an object or an array.
  return payload as JunitAttestationInput
}

/** Reads the `user-data` JSON file; any JSON value, the schema judges it. */
export async function readUserData(
  path: string,
  cwd: string
): Promise<unknown> {
  let text: string
  try {
    text = await readFile(resolve(cwd, path), 'utf8')
  } catch (error) {
    throw new ConfigError(
      `user-data: cannot read ${path}: ${errorMessage(error)}`,
      { cause: error }
    )
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new ConfigError(
      `user-data: ${path} is not valid JSON (${errorMessage(error)})`,
      { cause: error }
    )
  }
}
