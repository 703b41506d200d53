/**
 * `create flow` and `begin trail` (docs/spec/flows-and-trails.md): the
 * Kosli CLI's set-up steps, sending the same requests, so that a pipeline
 * can make its flow and trail before it attests.
 */
import { readFile } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import {
  beginTrail,
  beginTrailRequest,
  createFlow,
  createFlowRequest,
  type TemplateFile
} from '../../api/index.js'
import { optional, parseCommitOptions } from '../../config/index.js'
import { ApiError, ConfigError, errorMessage } from '../../errors.js'
import { resolveContext } from '../../modes/attest-junit/context.js'
import { shellWord } from '../../modes/attest-junit/request.js'
import { begunMessage, trailData } from '../../modes/trail-start.js'
import {
  modeDeps,
  serviceCommand,
  type Flags,
  type RunContext
} from '../framework/service-command.js'
import { ATTEST_FLAGS } from './attest-flags.js'
import { printTrailUrl } from './trail-link.js'

const text = (value: string, help: string) =>
  ({ type: 'string', value, help }) as const

const FLOW_FLAGS: Flags = {
  description: text('TEXT', "The flow's description."),
  'template-file': text(
    'FILE',
    'The flow template (YAML: version: 1, then the trail and artifact attestations). Default: the empty template, version: 1.'
  )
}

/** The vendor's begin trail flags that this command takes. */
const TRAIL_FLAGS: Flags = {
  flow: text('F', 'KOSLI_FLOW. The flow the trail belongs to. Required.'),
  description: text('TEXT', "The trail's description."),
  'template-file': text(
    'FILE',
    'A trail-level template (the same YAML as a flow template).'
  ),
  ...Object.fromEntries(
    (
      [
        'commit',
        'origin-url',
        'redact-commit-info',
        'repository',
        'repo-id',
        'repo-url',
        'repo-provider'
      ] as const
    ).flatMap((name) => {
      const flag = ATTEST_FLAGS[name]
      return flag === undefined ? [] : [[name, flag]]
    })
  )
}

async function templateOf(ctx: RunContext): Promise<TemplateFile | undefined> {
  const path = optional(ctx.raw, 'template-file')
  if (path === undefined) return undefined
  try {
    const text = await readFile(resolve(ctx.io.cwd, path), 'utf8')
    return { text, filename: basename(path) }
  } catch (error) {
    throw new ConfigError(
      `--template-file: cannot read ${path}: ${errorMessage(error)}`,
      { cause: error }
    )
  }
}

/** The data_json part of a dry run, on stdout as the request would carry it. */
function printData(
  ctx: RunContext,
  request: { method: string; path: string },
  data: unknown
) {
  const { method, path } = request
  const base = ctx.service.host.replace(/\/api\/v2$/, '')
  ctx.io.stdout(
    `Dry run: nothing is sent. The request would be:\n${method} ${base}/api/v2${path}\ndata_json:\n${JSON.stringify(data, null, 2)}\n`
  )
  return 0
}

export const createFlowCommand = serviceCommand({
  name: 'create flow',
  summary: 'Create or update a Kosli flow',
  usage: 'NAME [--description TEXT] [--template-file FILE]',
  description:
    "Creates the flow, or updates it when it exists (its description and template are replaced), as the Kosli CLI's create flow with --template-file or --use-empty-template does. NAME starts with a letter or digit and holds only letters, digits, '.', '-', '_' and '~'. Prints \"flow 'NAME' was created\" (or updated).",
  positionals: { min: 1, max: 1, what: 'the flow NAME' },
  flags: FLOW_FLAGS,
  writes: true,
  example: 'kosli-attest create flow shop --template-file kosli-template.yml',
  run: async (ctx) => {
    const template = await templateOf(ctx)
    const description = optional(ctx.raw, 'description')
    const params = {
      org: ctx.service.org,
      name: ctx.args[0] ?? '',
      ...(template !== undefined && { template }),
      ...(description !== undefined && { description })
    }
    if (ctx.dryRun) {
      const request = await createFlowRequest(params)
      return printData(ctx, request, {
        name: params.name,
        description: params.description ?? ''
      })
    }
    const outcome = await createFlow(ctx.client(), params)
    ctx.io.stdout(`flow '${params.name}' was ${outcome}\n`)
    return 0
  }
})

/** A 404 on begin trail is most often a flow not created yet. */
function withFlowHint(error: unknown, flow: string): unknown {
  if (!(error instanceof ApiError) || error.status !== 404) return error
  return new Error(
    `${error.message}\nHint: the flow must exist first: kosli-attest create flow ${shellWord(flow)}`,
    { cause: error }
  )
}

async function trailParams(ctx: RunContext) {
  const flow = optional(ctx.raw, 'flow')
  if (flow === undefined) {
    throw new ConfigError('flow is required: the flow the trail belongs to')
  }
  const options = parseCommitOptions(ctx.raw)
  const context = await resolveContext(options, modeDeps(ctx))
  const description = optional(ctx.raw, 'description')
  const data = trailData({
    org: ctx.service.org,
    flow,
    trail: ctx.args[0] ?? '',
    context,
    ...(description !== undefined && { description })
  })
  const template = await templateOf(ctx)
  return {
    org: ctx.service.org,
    flow,
    data,
    ...(template !== undefined && { template })
  }
}

export const beginTrailCommand = serviceCommand({
  name: 'begin trail',
  summary: 'Begin or update a trail of a flow',
  usage: 'NAME --flow F [--description TEXT] [--commit REV]',
  description:
    "Begins the trail in the flow, or updates it when it exists, as the Kosli CLI's begin trail does: with the commit (the CI's, or --commit, or HEAD of the repository here), the repository and the CI run's link, found as attest junit finds them. The flow must exist (create flow). NAME starts with a letter or digit and holds only letters, digits, '.', '-', '_' and '~'. Prints \"trail 'NAME' was begun\" (or updated).",
  positionals: { min: 1, max: 1, what: 'the trail NAME' },
  flags: TRAIL_FLAGS,
  writes: true,
  example: 'kosli-attest begin trail "$GITHUB_SHA" --flow shop',
  run: async (ctx) => {
    const params = await trailParams(ctx)
    if (ctx.dryRun) {
      const request = await beginTrailRequest(params)
      return printData(ctx, request, params.data)
    }
    const outcome = await beginTrail(ctx.client(), params).catch(
      (error: unknown) => {
        throw withFlowHint(error, params.flow)
      }
    )
    ctx.io.stdout(`${begunMessage(params.data.name, outcome)}\n`)
    printTrailUrl(ctx, { flow: params.flow, trail: params.data.name })
    return 0
  }
})
