/**
 * How many legs a matrix job has, counted from a workflow run's jobs
 * (`GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs`, the latest
 * attempt, every page checked by pages.ts): GitHub names a matrix job's
 * legs `<name> (<values>)`, and a job without a matrix `<name>`. A leg that
 * was cancelled or failed before writing its report is still a job, so the
 * count is what a complete matrix gives (docs/matrix.md).
 */
import { z } from 'zod'
import type { Logger } from '../log.js'
import { withOctokit, type GitHubConnection } from './connection.js'
import { describeGitHubFailure, GitHubApiError } from './failure.js'
import { readAllPages } from './pages.js'

const JobsPageSchema = z.object({
  total_count: z.number().int().min(0),
  jobs: z.array(z.object({ id: z.number(), name: z.string() }))
})

/** Whether a job's name is `name` or one of its matrix legs, `name (…)`. */
export function isLegOf(jobName: string, name: string): boolean {
  return (
    jobName === name ||
    (jobName.startsWith(`${name} (`) && jobName.endsWith(')'))
  )
}

export interface CountJobsOptions {
  runId: number
  /** The matrix job's name, as the workflow names it. */
  job: string
  logger: Logger
}

/** The number of the run's jobs named `job` or `job (…)`. */
export async function countMatrixJobs(
  connection: GitHubConnection,
  options: CountJobsOptions
): Promise<number> {
  const { runId, job, logger } = options
  try {
    return await withOctokit(connection, async (octokit, repo) => {
      const jobs = await readAllPages(octokit, {
        route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs',
        params: { ...repo, run_id: runId, filter: 'latest' },
        what: `the jobs of run ${runId}`,
        read: (data) => {
          const page = JobsPageSchema.safeParse(data)
          return page.success
            ? { items: page.data.jobs, total: page.data.total_count }
            : undefined
        },
        logger
      })
      return jobs.filter((j) => isLegOf(j.name, job)).length
    })
  } catch (error) {
    if (error instanceof GitHubApiError) throw error
    throw new GitHubApiError(
      describeGitHubFailure(error, {
        doing: `count the jobs of run ${runId} for expected-legs`,
        permission: 'actions: read',
        secrets: [connection.token]
      }),
      undefined,
      { cause: error }
    )
  }
}
