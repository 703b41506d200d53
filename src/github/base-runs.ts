/**
 * The workflow runs whose artifacts may stand for the base commit's tests:
 * runs of this repository only (`head_repository.full_name` is this one),
 * started by `push`, `merge_group` or `schedule`, never by a pull request,
 * so that a fork's run can never stand in for the base. Listed newest first
 * with `GET /repos/{owner}/{repo}/actions/runs` (pages.ts reads each page
 * whole), then each run's artifacts until one has the wanted name.
 */
import { z } from 'zod'
import type { Logger } from '../log.js'
import type { Octokit, RepositoryName } from './connection.js'
import { listArtifacts, type Listed } from './artifact-list.js'
import { pagesOf } from './pages.js'

/** Events whose runs are the repository's own work on a branch. */
export const BASE_EVENTS: ReadonlySet<string> = new Set([
  'push',
  'merge_group',
  'schedule'
])

/** Runs whose artifacts are looked at, per search: each costs a request. */
export const MAX_RUNS_LOOKED_AT = 10
/** Pages of runs read per search (100 runs each). */
const MAX_PAGES = 2

export interface BaseRun {
  id: number
  headSha: string
  url?: string
  /** The artifact as the run's listing gave it, to fetch without listing again. */
  artifact: Listed
}

const RunSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  head_sha: z.string(),
  created_at: z.string(),
  html_url: z.string().optional(),
  head_repository: z
    .object({ full_name: z.string() })
    .nullish()
    .catch(undefined)
})
type Run = z.infer<typeof RunSchema>

const RunPageSchema = z.object({
  total_count: z.number().int().min(0),
  workflow_runs: z.array(RunSchema)
})

export interface RunSearch {
  octokit: Octokit
  repo: RepositoryName
  artifactName: string
  logger: Logger
  /** This run: never a candidate. */
  ownRunId?: number
}

/** Whether the run is this repository's own, of an event that may stand in. */
function mayStandIn(run: Run, search: RunSearch): boolean {
  const own = `${search.repo.owner}/${search.repo.repo}`.toLowerCase()
  return (
    BASE_EVENTS.has(run.event) &&
    run.head_repository?.full_name.toLowerCase() === own &&
    run.id !== search.ownRunId
  )
}

function newestFirst(a: Run, b: Run): number {
  return Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id
}

async function listRuns(
  search: RunSearch,
  query: Record<string, string>,
  what: string
): Promise<Run[]> {
  const runs: Run[] = []
  let pages = 0
  for await (const items of pagesOf(search.octokit, {
    route: 'GET /repos/{owner}/{repo}/actions/runs',
    params: { ...search.repo, ...query },
    what,
    read: (data) => {
      const page = RunPageSchema.safeParse(data)
      return page.success
        ? { items: page.data.workflow_runs, total: page.data.total_count }
        : undefined
    },
    logger: search.logger
  })) {
    runs.push(...items)
    pages += 1
    if (pages >= MAX_PAGES) break
  }
  return runs
}

/** The first of the runs (newest first) holding the artifact. */
async function firstWithArtifact(
  runs: readonly Run[],
  search: RunSearch
): Promise<BaseRun | undefined> {
  const candidates = runs
    .filter((run) => mayStandIn(run, search))
    .sort(newestFirst)
    .slice(0, MAX_RUNS_LOOKED_AT)
  for (const run of candidates) {
    const artifacts = await listArtifacts(search.octokit, search.repo, {
      runId: run.id,
      logger: search.logger
    })
    const found = artifacts.find((a) => a.name === search.artifactName)
    if (found === undefined) continue
    return {
      id: run.id,
      headSha: run.head_sha,
      ...(run.html_url !== undefined && { url: run.html_url }),
      artifact: found
    }
  }
  return undefined
}

/** The newest run on exactly this commit that holds the artifact. */
export async function exactRun(
  search: RunSearch,
  commit: string
): Promise<BaseRun | undefined> {
  const runs = await listRuns(
    search,
    { head_sha: commit },
    `the workflow runs of commit ${commit.slice(0, 12)}`
  )
  return firstWithArtifact(
    runs.filter((run) => run.head_sha === commit),
    search
  )
}

/**
 * The newest push run of the branch, created before `before` (this run's
 * start, in ms), that holds the artifact: a stand-in for a base that has none.
 */
export async function approximateRun(
  search: RunSearch,
  branch: string,
  before: number
): Promise<BaseRun | undefined> {
  const runs = await listRuns(
    search,
    { branch, event: 'push' },
    `the push runs of branch ${branch}`
  )
  return firstWithArtifact(
    runs.filter(
      (run) => run.event === 'push' && Date.parse(run.created_at) < before
    ),
    search
  )
}
