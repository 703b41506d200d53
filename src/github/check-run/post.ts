/**
 * The check run's requests: the create call carries the first 50
 * annotations (GitHub's limit per request), update calls the next batches.
 */
import { seconds } from '../../net/retry.js'
import { withOctokit, type GitHubConnection } from '../connection.js'

const ANNOTATIONS_PER_REQUEST = 50

export interface CheckAnnotation {
  path: string
  start_line: number
  end_line: number
  annotation_level: 'failure' | 'warning'
  message: string
  title: string
}

export interface CheckRunRequest {
  name: string
  headSha: string
  conclusion: 'success' | 'failure' | 'neutral'
  title: string
  summary: string
  annotations: CheckAnnotation[]
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size))
  }
  return out
}

/**
 * The whole check run, its create and every update: each request also has
 * its own timeout, but 1 create and 19 updates at 30 s each would hold the
 * job for 10 minutes.
 */
export const CHECK_RUN_DEADLINE_MS = 60_000

/**
 * Creates the check run and adds the annotations past the first 50, all
 * within `deadlineMs`. A create that misses it throws; updates that miss
 * it are left out, with a warning saying how many annotations were not
 * added, and the check run's URL is still returned.
 */
export async function postCheckRun(
  connection: GitHubConnection,
  request: CheckRunRequest,
  deadlineMs = CHECK_RUN_DEADLINE_MS
): Promise<string> {
  const signal = AbortSignal.timeout(deadlineMs)
  return withOctokit(connection, async (octokit, repository) => {
    const [first = [], ...rest] = batches(
      request.annotations,
      ANNOTATIONS_PER_REQUEST
    )
    const output = { title: request.title, summary: request.summary }
    const created = await octokit.rest.checks.create({
      ...repository,
      name: request.name,
      head_sha: request.headSha,
      status: 'completed',
      conclusion: request.conclusion,
      output: { ...output, annotations: first },
      request: { signal }
    })
    let added = first.length
    try {
      for (const annotations of rest) {
        await octokit.rest.checks.update({
          ...repository,
          check_run_id: created.data.id,
          output: { ...output, annotations },
          request: { signal }
        })
        added += annotations.length
      }
    } catch (error) {
      if (!signal.aborted) throw error
      connection.logger.warn(
        `The check run's deadline of ${seconds(deadlineMs)} passed: ${request.annotations.length - added} of its ${request.annotations.length} annotations were not added (the check run and its first ${added} are there).`
      )
    }
    return created.data.html_url ?? created.data.url
  })
}
