/**
 * Reports from the run that triggered a `workflow_run` event, so that such
 * a job needs no download step. A fork's pull request controls those
 * zips, so they are read as hostile: see unzip/ for the limits.
 *
 * Two REST calls through Octokit, with the token:
 * - `GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts` (paged:
 *   every page checked, the count against `total_count`, pages.ts),
 * - `GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/zip`, whose
 *   302 names a signed blob URL; blob-download.ts fetches that (no token)
 *   into a temporary file, and unzip/ unpacks it.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { ConfigError, errorMessage } from '../errors.js'
import type { Logger } from '../log.js'
import { grouped, printable } from '../text.js'
import { downloadBlob } from './blob-download.js'
import { withOctokit, type Octokit, type RepositoryName } from './connection.js'
import { listArtifacts, type Listed } from './artifact-list.js'
import {
  matchesArtifact,
  parseArtifactPattern,
  type ArtifactPattern
} from './artifact-pattern.js'
import {
  describeGitHubFailure,
  failureStatus,
  GitHubApiError
} from './failure.js'
import {
  ArchiveRefusedError,
  defaultLimits,
  LocalWriteError,
  quoted,
  type ZipLimits
} from './unzip/limits.js'

export interface DownloadRunArtifactsOptions {
  /** A token with `actions: read` on `repository`. */
  token: string
  /** GITHUB_API_URL. */
  apiUrl: string
  /** `owner/repo` holding the run (GITHUB_REPOSITORY). */
  repository: string
  /** `workflow_run.id` of the event. */
  runId: number
  /** The `artifact` input: a name or `/regex/`. */
  pattern: string
  /**
   * The artifacts wanted, when the caller has listed them already (the
   * base lookup): fetched as they are, with no second listing and no
   * pattern read.
   */
  listed?: readonly Listed[]
  /** Each artifact is unzipped into `<destination>/<artifact name>/`. */
  destination: string
  /** Where each zip waits while it is checked (then removed). */
  tmpDir: string
  /** Default: 1 GiB in all, 10,000 entries per zip, 1,024-byte names. */
  limits?: ZipLimits
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

const PERMISSION = 'actions: read'
const LISTED_NAMES = 50

function failure(error: unknown, doing: string, token: string): Error {
  if (
    error instanceof ConfigError ||
    error instanceof GitHubApiError ||
    error instanceof LocalWriteError
  ) {
    return error
  }
  const message = describeGitHubFailure(error, {
    doing,
    permission: PERMISSION,
    secrets: [token]
  })
  return new GitHubApiError(message, failureStatus(error), { cause: error })
}

function noMatch(pattern: ArtifactPattern, runId: number, listed: Listed[]) {
  const names = listed.slice(0, LISTED_NAMES).map((a) => quoted(a.name))
  const more =
    listed.length > LISTED_NAMES
      ? `, and ${listed.length - LISTED_NAMES} more`
      : ''
  const has =
    listed.length === 0
      ? 'the run has no artifacts (expired, or not uploaded yet?)'
      : `the run has ${names.join(', ')}${more}`
  return new ConfigError(
    `artifact ${quoted(pattern.text)} matches no artifact of run ${runId}: ${has}`
  )
}

// A path separator, or a C0, DEL or C1 control (NUL and newlines included).
// eslint-disable-next-line no-control-regex
const NOT_IN_FOLDERS = /[\\/\u0000-\u001f\u007f-\u009f]/

/** An artifact name as one folder below the destination. */
function folderFor(name: string): string {
  if (
    name === '' ||
    name === '.' ||
    name === '..' ||
    NOT_IN_FOLDERS.test(name)
  ) {
    throw new ArchiveRefusedError(
      `artifact name ${quoted(name)} cannot be a folder name (a path separator or a control character)`
    )
  }
  return name
}

/** The signed blob URL GitHub redirects the zip download to. */
async function blobUrl(
  octokit: Octokit,
  repo: RepositoryName,
  id: number
): Promise<string> {
  const answer = await octokit.rest.actions.downloadArtifact({
    ...repo,
    artifact_id: id,
    archive_format: 'zip',
    request: { redirect: 'manual' }
  })
  const location = (answer.headers as Record<string, unknown>).location
  if (typeof location !== 'string' || location === '') {
    throw new GitHubApiError(
      `GitHub answered ${answer.status} without a Location for artifact ${id}'s zip`,
      answer.status
    )
  }
  return new URL(location, answer.url).href
}

interface Fetching {
  octokit: Octokit
  repo: RepositoryName
  options: DownloadRunArtifactsOptions
  limits: ZipLimits
  budget: { written: number }
  /** The artifact folders made so far: removed when the download fails. */
  written: string[]
}

/** The artifact's folder; a failure to make it is a local one. */
async function makeFolder(directory: string, destination: string) {
  try {
    await mkdir(destination, { recursive: true })
    await mkdir(directory)
  } catch (error) {
    throw new LocalWriteError(
      `could not make the folder ${printable(directory)} on this runner: ${printable(errorMessage(error))} (a local write failure, not GitHub's doing)`,
      { cause: error }
    )
  }
}

async function fetchOne(
  artifact: Listed,
  run: Fetching
): Promise<DownloadedArtifact> {
  const { octokit, repo, options, limits } = run
  const label = quoted(artifact.name)
  const directory = join(options.destination, folderFor(artifact.name))
  checkListedSize(artifact, limits)
  const url = await blobUrl(octokit, repo, artifact.id)
  const scratch = await mkdtemp(join(options.tmpDir, 'kosli-zip-'))
  try {
    const zipPath = join(scratch, 'artifact.zip')
    await downloadBlob({
      url,
      file: zipPath,
      maxBytes: limits.maxBytes,
      digest: artifact.digest,
      label,
      logger: options.logger
    })
    await makeFolder(directory, options.destination)
    run.written.push(directory)
    const { extractZip } = await import('./unzip/index.js')
    const files = await extractZip({
      zipPath,
      destination: directory,
      limits,
      budget: run.budget
    })
    options.logger.info(`Artifact ${label}: ${files.length} file(s)`)
    return {
      name: artifact.name,
      id: artifact.id,
      directory,
      files: files.sort()
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

function checkListedSize(artifact: Listed, limits: ZipLimits): void {
  if (artifact.size > limits.maxBytes) {
    throw new ArchiveRefusedError(
      `artifact ${quoted(artifact.name)} is ${grouped(artifact.size)} bytes, over the limit of ${grouped(limits.maxBytes)} bytes (artifact-max-bytes)`
    )
  }
}

/**
 * Lists the run's artifacts (the latest of each name), keeps those whose
 * name equals the pattern or matches its `/regex/`, and downloads and
 * unzips each. Throws a ConfigError for a bad pattern or one that matches
 * nothing (listing the run's artifact names), an ArchiveRefusedError for
 * a zip that breaks a rule or a limit (naming the entry), a
 * GitHubApiError for a GitHub failure (saying which permission is
 * missing, or when the rate limit resets).
 */
/** The run's artifacts that the pattern names; none is an error. */
async function matching(
  octokit: Octokit,
  repo: RepositoryName,
  options: DownloadRunArtifactsOptions
): Promise<Listed[]> {
  const pattern = parseArtifactPattern(options.pattern)
  let listed: Listed[]
  try {
    listed = await listArtifacts(octokit, repo, options)
  } catch (error) {
    throw failure(
      error,
      `list the artifacts of run ${options.runId}`,
      options.token
    )
  }
  const wanted = listed.filter((a) => matchesArtifact(pattern, a.name))
  if (wanted.length === 0) throw noMatch(pattern, options.runId, listed)
  return wanted
}

export async function downloadRunArtifacts(
  options: DownloadRunArtifactsOptions
): Promise<DownloadedArtifacts> {
  const { token, logger } = options
  const connection = {
    token,
    apiUrl: options.apiUrl,
    repository: options.repository,
    logger
  }
  const limits = options.limits ?? defaultLimits()
  return withOctokit(connection, async (octokit, repo) => {
    const run: Fetching = {
      octokit,
      repo,
      options,
      limits,
      budget: { written: 0 },
      written: []
    }
    const wanted = options.listed ?? (await matching(octokit, repo, options))
    const artifacts: DownloadedArtifact[] = []
    for (const artifact of wanted) {
      try {
        artifacts.push(await fetchOne(artifact, run))
      } catch (error) {
        // Nothing of a failed download stays for a later step to read.
        await Promise.all(
          run.written.map((dir) => rm(dir, { recursive: true, force: true }))
        )
        const label = quoted(artifact.name)
        if (error instanceof ArchiveRefusedError) {
          const message = `Artifact ${label} refused: ${error.message}`
          throw new ArchiveRefusedError(message, { cause: error })
        }
        throw failure(error, `download artifact ${label}`, token)
      }
    }
    return { artifacts, files: artifacts.flatMap((a) => a.files).sort() }
  })
}
