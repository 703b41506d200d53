/**
 * The base commit's test inventory on GitHub: the artifact
 * `kosli-tests-<name>` that a run of this repository uploaded on the base
 * commit (`exact`), else on the newest earlier push run of the base branch
 * (`approximate`), else none, with the reason. On a pull request the base
 * commit is the merge base of its base and head (the compare API), or
 * `pull_request.base.sha` when GitHub cannot say. Which runs may stand in
 * is base-runs.ts's rule; the zip is downloaded and unzipped as any
 * artifact is (artifacts.ts, unzip/).
 *
 * Every failure becomes `none` with its reason: the caller decides what a
 * missing base does (on-missing-base), and a GitHub outage never stops the
 * attestation.
 */
import { errorMessage } from '../errors.js'
import { at, text } from '../json-fields.js'
import { printable } from '../text.js'
import { downloadRunArtifacts } from './artifacts.js'
import type { BaseOfEvent } from './base-commit.js'
import { approximateRun, exactRun, type BaseRun } from './base-runs.js'
import {
  withOctokit,
  type GitHubConnection,
  type Octokit,
  type RepositoryName as Repo
} from './connection.js'
import { describeGitHubFailure, GitHubApiError } from './failure.js'
import { ArchiveRefusedError, type ZipLimits } from './unzip/limits.js'

export interface BaseTestsLookup {
  connection: GitHubConnection
  base: Exclude<BaseOfEvent, { kind: 'none' }>
  artifactName: string
  /** The artifact is unzipped into `<destination>/<artifact name>/`. */
  destination: string
  tmpDir: string
  limits: ZipLimits
  /** GITHUB_RUN_ID: never a candidate; its start bounds `approximate`. */
  ownRunId?: number
  /** Now, in ms: the bound when this run's start cannot be read. */
  now: number
}

export type BaseTestsFound =
  | {
      source: 'exact' | 'approximate'
      /** The commit whose inventory was found. */
      commit: string
      /** The base commit asked for. */
      baseCommit: string
      run: { id: number; url?: string }
      /** The artifact's files, absolute, sorted. */
      files: string[]
    }
  | { source: 'none'; baseCommit?: string; reason: string }

const PERMISSION = 'actions: read'

/** The pull request's merge base, or its base SHA when GitHub cannot say. */
async function mergeBase(
  octokit: Octokit,
  repo: Repo,
  lookup: BaseTestsLookup
): Promise<string> {
  const { base } = lookup
  if (base.kind === 'commit') return base.sha
  try {
    const answer = await octokit.request(
      'GET /repos/{owner}/{repo}/compare/{basehead}',
      { ...repo, basehead: `${base.baseSha}...${base.headSha}`, per_page: 1 }
    )
    const sha = text(at(answer.data, 'merge_base_commit', 'sha'))
    if (sha !== undefined && /^[0-9a-f]{40,64}$/.test(sha)) return sha
  } catch (error) {
    lookup.connection.logger.info(
      `The merge base of the pull request is not known (${printable(errorMessage(error))}): its base commit ${base.baseSha.slice(0, 12)} is compared instead.`
    )
  }
  return base.baseSha
}

/** When this run was created, in ms; `now` when GitHub cannot say. */
async function ownStart(
  octokit: Octokit,
  repo: Repo,
  lookup: BaseTestsLookup
): Promise<number> {
  if (lookup.ownRunId === undefined) return lookup.now
  try {
    const answer = await octokit.request(
      'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
      { ...repo, run_id: lookup.ownRunId }
    )
    const created = Date.parse(text(at(answer.data, 'created_at')) ?? '')
    return Number.isNaN(created) ? lookup.now : created
  } catch {
    return lookup.now
  }
}

interface Searched {
  baseCommit: string
  run?: BaseRun
  source?: 'exact' | 'approximate'
}

async function search(lookup: BaseTestsLookup): Promise<Searched> {
  const { connection, artifactName } = lookup
  return withOctokit(connection, async (octokit, repo) => {
    const baseCommit = await mergeBase(octokit, repo, lookup)
    const runs = {
      octokit,
      repo,
      artifactName,
      logger: connection.logger,
      ...(lookup.ownRunId !== undefined && { ownRunId: lookup.ownRunId })
    }
    const exact = await exactRun(runs, baseCommit)
    if (exact !== undefined) return { baseCommit, run: exact, source: 'exact' }
    const branch = lookup.base.branch
    if (branch === undefined) return { baseCommit }
    const before = await ownStart(octokit, repo, lookup)
    const near = await approximateRun(runs, branch, before)
    return near === undefined
      ? { baseCommit }
      : { baseCommit, run: near, source: 'approximate' }
  })
}

function reasonOf(error: unknown, doing: string, token: string): string {
  if (error instanceof GitHubApiError || error instanceof ArchiveRefusedError) {
    return error.message
  }
  return describeGitHubFailure(error, {
    doing,
    permission: PERMISSION,
    secrets: [token]
  })
}

function notFound(lookup: BaseTestsLookup, baseCommit: string): string {
  const where = lookup.base.branch
    ? ` nor on an earlier push run of branch ${lookup.base.branch}`
    : ''
  return `no push, merge queue or schedule run of this repository on the base commit ${baseCommit.slice(0, 12)} holds the artifact ${lookup.artifactName}${where}: upload the tests-file output as that artifact on the default branch (docs/pull-requests.md)`
}

function artifactLabel(lookup: BaseTestsLookup): string {
  return JSON.stringify(lookup.artifactName)
}

/** The base inventory's artifact, downloaded, or why there is none. */
export async function findBaseTests(
  lookup: BaseTestsLookup
): Promise<BaseTestsFound> {
  const { token } = lookup.connection
  let found: Searched
  try {
    found = await search(lookup)
  } catch (error) {
    const doing = `find the base commit's artifact ${artifactLabel(lookup)}`
    return { source: 'none', reason: reasonOf(error, doing, token) }
  }
  const { baseCommit, run, source } = found
  if (run === undefined || source === undefined) {
    return { source: 'none', baseCommit, reason: notFound(lookup, baseCommit) }
  }
  try {
    const downloaded = await downloadRunArtifacts({
      ...lookup.connection,
      runId: run.id,
      pattern: lookup.artifactName,
      listed: [run.artifact],
      destination: lookup.destination,
      tmpDir: lookup.tmpDir,
      limits: lookup.limits
    })
    return {
      source,
      commit: run.headSha,
      baseCommit,
      run: { id: run.id, ...(run.url !== undefined && { url: run.url }) },
      files: downloaded.files
    }
  } catch (error) {
    const doing = `download the artifact ${artifactLabel(lookup)} of run ${run.id}`
    return {
      source: 'none',
      baseCommit,
      reason: reasonOf(error, doing, token)
    }
  }
}
