/**
 * The bodies of create flow and begin trail (docs/spec/flows-and-trails.md),
 * shared by the client and the emulator. The interface does not publish
 * them; they hold what the Kosli CLI sends, and stay open to more fields as
 * the attestation's commit and repository objects do.
 */
import { z } from 'zod'
import { EXTERNAL_URL_KEY_PATTERN } from './patterns.js'
import { FlowNameSchema, TrailNameSchema } from './queries.js'
import {
  ExternalUrlSchema,
  GitCommitSchema,
  RepoInfoPostInputSchema
} from './requests.js'

/** `data_json` of create flow with a template (`PUT /flows/{org}/template_file`). */
export const FlowInputSchema = z.looseObject({
  name: FlowNameSchema,
  description: z.string().nullish(),
  visibility: z.string().nullish()
})
export type FlowInput = z.infer<typeof FlowInputSchema>

/** The JSON body of the deprecated create flow (`PUT /flows/{org}`). */
export const LegacyFlowInputSchema = FlowInputSchema.extend({
  template: z.array(z.string()).nullish()
})

/** `data_json` of begin trail (`PUT /trails/{org}/{flow}`). */
export const TrailInputSchema = z.looseObject({
  name: TrailNameSchema,
  description: z.string().nullish(),
  user_data: z.unknown().optional(),
  git_commit_info: GitCommitSchema.nullish(),
  repo_info: RepoInfoPostInputSchema.nullish(),
  external_urls: z
    .record(
      z
        .string()
        .regex(EXTERNAL_URL_KEY_PATTERN, 'must not contain "=", "." or NUL'),
      ExternalUrlSchema
    )
    .nullish(),
  origin_url: z.string().nullish()
})
export type TrailInput = z.infer<typeof TrailInputSchema>

/**
 * A flow as read (`GET /flows/{org}/{flow}`, the Kosli CLI's `get flow`):
 * tolerant, since only the flow's existence is relied on.
 */
export const FlowSchema = z.looseObject({
  name: z.string(),
  description: z.string().nullish()
})
export type Flow = z.infer<typeof FlowSchema>

/** The template every flow gets when none is given (`--use-empty-template`). */
export const EMPTY_TEMPLATE = 'version: 1'
