/**
 * Reports from the run that triggered a `workflow_run` event, downloaded
 * with @actions/artifact, so that such a job needs no download step.
 *
 * @actions/artifact takes its API base from GITHUB_API_URL in the
 * environment (read when it is first loaded) and refuses GitHub Enterprise
 * Server hosts (GITHUB_SERVER_URL); it is loaded only when a download is
 * asked for. Its calls, for a token and a run id:
 * - `GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts?per_page=100&page=N`
 * - `GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/zip`, which
 *   answers 302; the zip is then fetched from the `Location` (blob storage,
 *   no Authorization header) and unzipped as it streams, `..` segments
 *   flattened.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { ConfigError } from '../errors.js'
import type { Logger } from '../log.js'
import { parseRepository } from './connection.js'
import {
  matchesArtifact,
  parseArtifactPattern,
  type ArtifactPattern
} from './artifact-pattern.js'
import {
  describeGitHubFailure,
  failureStatus,
  GitHubApiError,
  scrub
} from './failure.js'

export interface DownloadRunArtifactsOptions {
  /** A token with `actions: read` on `repository`. */
  token: string
  /** `owner/repo` holding the run (GITHUB_REPOSITORY). */
  repository: string
  /** `workflow_run.id` of the event. */
  runId: number
  /** The `artifact` input: a name or `/regex/`. */
  pattern: string
  /** Each artifact is unzipped into `<destination>/<artifact name>/`. */
  destination: string
  logger: Logger
}

export interface DownloadedArtifact {
  name: string
  id: number
  directory: string
  /** Absolute paths, sorted. */
  files: string[]
}

export interface DownloadedArtifacts {
  artifacts: DownloadedArtifact[]
  /** Every file of every artifact, absolute, sorted. */
  files: string[]
}

interface Listed {
  name: string
  id: number
}

const PERMISSION = 'actions: read'
const LISTED_NAMES = 50

function failure(error: unknown, doing: string, token: string): Error {
  if (error instanceof ConfigError) return error
  const name = error instanceof Error ? error.name : ''
  if (name === 'GHESNotSupportedError') {
    return new GitHubApiError(
      `Could not ${doing}: @actions/artifact cannot download from another ` +
        'run on GitHub Enterprise Server; add an actions/download-artifact ' +
        'step before this one instead',
      undefined,
      { cause: error }
    )
  }
  const message = describeGitHubFailure(error, {
    doing,
    permission: PERMISSION,
    secrets: [token]
  })
  return new GitHubApiError(message, failureStatus(error), { cause: error })
}

function noMatch(pattern: ArtifactPattern, runId: number, listed: Listed[]) {
  const names = listed
    .slice(0, LISTED_NAMES)
    .map((a) => JSON.stringify(scrub(a.name)))
  const more =
    listed.length > LISTED_NAMES
      ? `, and ${listed.length - LISTED_NAMES} more`
      : ''
  const has =
    listed.length === 0
      ? 'the run has no artifacts (expired, or not uploaded yet?)'
      : `the run has ${names.join(', ')}${more}`
  return new ConfigError(
    `artifact ${JSON.stringify(pattern.text)} matches no artifact of run ` +
      `${runId}: ${has}`
  )
}

/** An artifact name as one folder below the destination. */
function folderFor(name: string): string {
  if (name === '' || name === '.' || name === '..' || /[\\/\0]/.test(name)) {
    throw new GitHubApiError(
      `artifact name ${JSON.stringify(scrub(name))} cannot be a folder name`,
      undefined
    )
  }
  return name
}

async function filesBelow(directory: string): Promise<string[]> {
  const entries = await readdir(directory, {
    recursive: true,
    withFileTypes: true
  })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/**
 * Lists the run's artifacts (the latest of each name), keeps those whose
 * name equals the pattern or matches its `/regex/`, and downloads and
 * unzips each. Throws a ConfigError for a bad pattern or one that matches
 * nothing (listing the run's artifact names), a GitHubApiError for a GitHub
 * failure (saying which permission is missing, or when the rate limit
 * resets).
 */
export async function downloadRunArtifacts(
  options: DownloadRunArtifactsOptions
): Promise<DownloadedArtifacts> {
  const pattern = parseArtifactPattern(options.pattern)
  const { owner, repo } = parseRepository(options.repository)
  const { token, runId, logger } = options
  const findBy = {
    token,
    workflowRunId: runId,
    repositoryOwner: owner,
    repositoryName: repo
  }
  const { DefaultArtifactClient } = await import('@actions/artifact')
  const client = new DefaultArtifactClient()
  let listed: Listed[]
  try {
    const response = await client.listArtifacts({ latest: true, findBy })
    listed = response.artifacts.map(({ name, id }) => ({ name, id }))
  } catch (error) {
    throw failure(error, `list the artifacts of run ${runId}`, token)
  }
  const wanted = listed.filter((artifact) =>
    matchesArtifact(pattern, artifact.name)
  )
  if (wanted.length === 0) throw noMatch(pattern, runId, listed)
  const artifacts: DownloadedArtifact[] = []
  for (const { name, id } of wanted) {
    const directory = join(options.destination, folderFor(name))
    try {
      await client.downloadArtifact(id, { path: directory, findBy })
    } catch (error) {
      throw failure(
        error,
        `download artifact ${JSON.stringify(scrub(name))}`,
        token
      )
    }
    const files = await filesBelow(directory)
    logger.info(
      `Artifact ${JSON.stringify(scrub(name))}: ${files.length} file(s)`
    )
    artifacts.push({ name, id, directory, files })
  }
  return { artifacts, files: artifacts.flatMap((a) => a.files).sort() }
}
