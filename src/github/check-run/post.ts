/**
 * The check run's requests: the create call carries the first 50
 * annotations (GitHub's limit per request), update calls the next batches.
 */
import { withOctokit, type GitHubConnection } from '../connection.js'

const ANNOTATIONS_PER_REQUEST = 50

export interface CheckAnnotation {
  path: string
  start_line: number
  end_line: number
  annotation_level: 'failure'
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

export async function postCheckRun(
  connection: GitHubConnection,
  request: CheckRunRequest
): Promise<string> {
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
      output: { ...output, annotations: first }
    })
    for (const annotations of rest) {
      await octokit.rest.checks.update({
        ...repository,
        check_run_id: created.data.id,
        output: { ...output, annotations }
      })
    }
    return created.data.html_url ?? created.data.url
  })
}
