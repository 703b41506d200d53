/**
 * The stand-in's check runs: `checks/create` and `checks/update`, each
 * request already validated against the description; the runs are kept with
 * every batch of annotations as it arrived.
 */
import { z } from 'zod'
import type { Answer, RouteContext } from './routes.js'
import { overlay, sampleOf } from './sample.js'

const AnnotationSchema = z.object({
  path: z.string(),
  start_line: z.number(),
  end_line: z.number(),
  annotation_level: z.string(),
  message: z.string(),
  title: z.string().optional()
})

const CheckBodySchema = z.object({
  name: z.string().optional(),
  head_sha: z.string().optional(),
  status: z.string().optional(),
  conclusion: z.string().optional(),
  output: z
    .object({
      title: z.string(),
      summary: z.string(),
      annotations: z.array(AnnotationSchema).optional()
    })
    .optional()
})

export type CheckBody = z.infer<typeof CheckBodySchema>

export interface StoredCheckRun {
  id: number
  name: string
  headSha: string
  status: string
  conclusion: string | null
  title: string
  summary: string
  /** One entry per request that carried annotations. */
  batches: z.infer<typeof AnnotationSchema>[][]
}

function checkRunJson(context: RouteContext, run: StoredCheckRun): unknown {
  const { owner, repo } = context.pathParams
  const sample = sampleOf(context.api, {
    $ref: '#/components/schemas/check-run'
  })
  const annotations = run.batches.flat().length
  return overlay(sample, {
    id: run.id,
    name: run.name,
    head_sha: run.headSha,
    status: run.status,
    conclusion: run.conclusion,
    url: `${context.apiUrl}/repos/${owner}/${repo}/check-runs/${run.id}`,
    html_url: `https://github.example/${owner}/${repo}/runs/${run.id}`,
    output: {
      title: run.title,
      summary: run.summary,
      text: null,
      annotations_count: annotations,
      annotations_url: `${context.apiUrl}/repos/${owner}/${repo}/check-runs/${run.id}/annotations`
    }
  })
}

function addBatch(run: StoredCheckRun, body: CheckBody): void {
  const annotations = body.output?.annotations ?? []
  if (annotations.length > 0) run.batches.push(annotations)
}

export function createCheckRunRoute(
  context: RouteContext,
  runs: StoredCheckRun[],
  id: number
): Answer {
  const body = CheckBodySchema.parse(context.body)
  const run: StoredCheckRun = {
    id,
    name: body.name ?? '',
    headSha: body.head_sha ?? '',
    status: body.status ?? 'queued',
    conclusion: body.conclusion ?? null,
    title: body.output?.title ?? '',
    summary: body.output?.summary ?? '',
    batches: []
  }
  addBatch(run, body)
  runs.push(run)
  return { status: 201, body: checkRunJson(context, run) }
}

export function updateCheckRunRoute(
  context: RouteContext,
  runs: StoredCheckRun[]
): Answer {
  const id = Number(context.pathParams.check_run_id)
  const run = runs.find((r) => r.id === id)
  if (!run) return { status: 404, body: { message: 'Not Found' } }
  const body = CheckBodySchema.parse(context.body)
  if (body.output) {
    run.title = body.output.title
    run.summary = body.output.summary
  }
  if (body.conclusion) run.conclusion = body.conclusion
  addBatch(run, body)
  return { status: 200, body: checkRunJson(context, run) }
}
