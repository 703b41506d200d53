/**
 * The stand-in's workflow runs and commit comparisons, for the base
 * commit's inventory (src/github/base-tests.ts): runs listed newest first
 * and filtered by `head_sha`, `branch` and `event` as GitHub does, one run
 * read by id, and the merge base of `base...head` from the comparisons the
 * test stored (404 for any other, as for commits GitHub does not know).
 */
import type { Answer, RouteContext } from './routes.js'
import { sampleWith } from './sample.js'

export interface StoredRun {
  id: number
  event: string
  headSha: string
  headBranch: string
  /** `owner/repo` of the head: a fork's run names the fork. */
  headRepo: string
  createdAt: string
}

function repositoryJson(fullName: string) {
  const [owner = '', name = ''] = fullName.split('/')
  return {
    id: [...fullName].reduce((sum, c) => sum + c.charCodeAt(0), 0),
    name,
    full_name: fullName,
    owner: { login: owner },
    fork: fullName !== 'acme/shop'
  }
}

function runJson(context: RouteContext, run: StoredRun): unknown {
  const { owner, repo } = context.pathParams
  const api = `${context.apiUrl}/repos/${owner}/${repo}/actions/runs/${run.id}`
  return sampleWith(
    context.api,
    { $ref: '#/components/schemas/workflow-run' },
    {
      id: run.id,
      event: run.event,
      head_sha: run.headSha,
      head_branch: run.headBranch,
      status: 'completed',
      conclusion: 'success',
      created_at: run.createdAt,
      updated_at: run.createdAt,
      url: api,
      html_url: `https://github.example/${owner}/${repo}/actions/runs/${run.id}`,
      head_repository: repositoryJson(run.headRepo),
      repository: repositoryJson(`${owner}/${repo}`),
      pull_requests: []
    }
  )
}

function listRuns(context: RouteContext): Answer {
  const { query } = context
  const wanted = (value: string, key: string) => {
    const asked = query.get(key)
    return asked === null || asked === value
  }
  const runs = context.state.runs
    .filter(
      (run) =>
        wanted(run.headSha, 'head_sha') &&
        wanted(run.headBranch, 'branch') &&
        wanted(run.event, 'event')
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
  const perPage = Number(query.get('per_page') ?? 30)
  const page = Number(query.get('page') ?? 1)
  const items = runs.slice((page - 1) * perPage, page * perPage)
  return {
    status: 200,
    body: {
      total_count: runs.length,
      workflow_runs: items.map((run) => runJson(context, run))
    }
  }
}

export const RUN_ROUTES: Readonly<Record<string, (c: RouteContext) => Answer>> =
  {
    'actions/list-workflow-runs-for-repo': listRuns,
    'actions/get-workflow-run': (context) => {
      const id = Number(context.pathParams.run_id)
      const run = context.state.runs.find((r) => r.id === id)
      return run === undefined
        ? { status: 404, body: { message: 'Not Found' } }
        : { status: 200, body: runJson(context, run) }
    },
    'repos/compare-commits-with-basehead': (context) => {
      const basehead = context.pathParams.basehead ?? ''
      const mergeBase = context.state.mergeBases.get(basehead)
      if (mergeBase === undefined) {
        return { status: 404, body: { message: 'Not Found' } }
      }
      const [base = ''] = basehead.split('...')
      const { owner, repo } = context.pathParams
      const web = `https://github.example/${owner}/${repo}/compare/${basehead}`
      return {
        status: 200,
        body: sampleWith(
          context.api,
          { $ref: '#/components/schemas/commit-comparison' },
          {
            url: `${context.apiUrl}${context.path}`,
            html_url: web,
            permalink_url: web,
            diff_url: `${web}.diff`,
            patch_url: `${web}.patch`,
            base_commit: { sha: base },
            merge_base_commit: { sha: mergeBase },
            status: 'ahead',
            ahead_by: 1,
            behind_by: 0,
            total_commits: 1,
            commits: []
          }
        )
      }
    }
  }
