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

// GitHub answers 422 when `output.summary` or `output.text` is over 65,535
// bytes of UTF-8; its OpenAPI description states no such limit.
const TEXT_BYTES = 65_535
const limitedText = z
  .string()
  .refine((text) => Buffer.byteLength(text, 'utf8') <= TEXT_BYTES, {
    message: `over ${TEXT_BYTES} bytes`
  })

const CheckBodySchema = z.object({
  name: z.string().optional(),
  head_sha: z.string().optional(),
  status: z.string().optional(),
  conclusion: z.string().optional(),
  output: z
    .object({
      title: z.string(),
      summary: limitedText,
      text: limitedText.optional(),
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

/** The body, or GitHub's 422 for an output it refuses. */
function parsed(context: RouteContext): { body?: CheckBody; refused?: Answer } {
  const body = CheckBodySchema.safeParse(context.body)
  if (body.success) return { body: body.data }
  const errors = [z.prettifyError(body.error)]
  return {
    refused: { status: 422, body: { message: 'Invalid request.', errors } }
  }
}

export function createCheckRunRoute(
  context: RouteContext,
  runs: StoredCheckRun[],
  id: number
): Answer {
  const { body, refused } = parsed(context)
  if (body === undefined) return refused ?? { status: 422 }
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
  const { body, refused } = parsed(context)
  if (body === undefined) return refused ?? { status: 422 }
  if (body.output) {
    run.title = body.output.title
    run.summary = body.output.summary
  }
  if (body.conclusion) run.conclusion = body.conclusion
  addBatch(run, body)
  return { status: 200, body: checkRunJson(context, run) }
}
