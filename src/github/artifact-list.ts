/**
 * The artifacts of a workflow run, as GitHub lists them 100 a page
 * (`GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts`): every page
 * checked and the count held to `total_count` (pages.ts), then the latest
 * unexpired artifact of each name.
 */
import { z } from 'zod'
import type { Logger } from '../log.js'
import type { Octokit, RepositoryName } from './connection.js'
import { readAllPages } from './pages.js'

export interface Listed {
  name: string
  id: number
  size: number
  digest?: string | null | undefined
}

const ArtifactPageSchema = z.object({
  total_count: z.number().int().min(0),
  artifacts: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      size_in_bytes: z.number(),
      expired: z.boolean(),
      digest: z.string().nullish()
    })
  )
})

/** The run's unexpired artifacts, the latest of each name. */
export async function listArtifacts(
  octokit: Octokit,
  repo: RepositoryName,
  options: { runId: number; logger: Logger }
): Promise<Listed[]> {
  const { runId, logger } = options
  const all = await readAllPages(octokit, {
    route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
    params: { ...repo, run_id: runId },
    what: `the artifacts of run ${runId}`,
    read: (data) => {
      const page = ArtifactPageSchema.safeParse(data)
      return page.success
        ? { items: page.data.artifacts, total: page.data.total_count }
        : undefined
    },
    logger
  })
  const latest = new Map<string, Listed>()
  for (const a of all.filter((a) => !a.expired).sort((x, y) => y.id - x.id)) {
    if (latest.has(a.name)) continue
    latest.set(a.name, {
      name: a.name,
      id: a.id,
      size: a.size_in_bytes,
      digest: a.digest
    })
  }
  return [...latest.values()]
}
