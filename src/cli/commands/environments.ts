/**
 * `list environments`, `detach-policy`, `join environment` and
 * `deployment-frequency` (docs/spec/operations.md, operations 11, 7, 8, 18).
 */
import {
  detachPolicies,
  ENVIRONMENT_SORT_FIELDS,
  ENVIRONMENT_TYPES,
  getDeploymentFrequency,
  iterateEnvironments,
  joinEnvironment,
  listEnvironments,
  SORT_DIRECTIONS,
  type Environment,
  type ListEnvironmentsQuery
} from '../../api/index.js'
import { choice, optional } from '../../config/index.js'
import { ConfigError } from '../../errors.js'
import {
  argumentOrFlag,
  choiceFlag,
  listFlag
} from '../framework/flag-values.js'
import {
  cellText,
  fieldsTable,
  listTable,
  objectFields,
  show,
  timeText
} from '../framework/output.js'
import { PAGE_FLAGS, pageLine, pageOf, showEvery } from '../framework/paging.js'
import {
  printDryRun,
  serviceCommand,
  type RunContext
} from '../framework/service-command.js'

function filtersOf(ctx: RunContext): Omit<ListEnvironmentsQuery, 'page'> {
  const { raw } = ctx
  const name = optional(raw, 'name')
  const types = listFlag(raw, 'type').map((t) =>
    choice(t, '--type', ENVIRONMENT_TYPES)
  )
  const tags = listFlag(raw, 'tag')
  const spaces = listFlag(raw, 'space-id')
  const sort = choiceFlag(raw, 'sort', ENVIRONMENT_SORT_FIELDS)
  const direction = choiceFlag(raw, 'sort-direction', SORT_DIRECTIONS)
  return {
    ...(name !== undefined && { name }),
    ...(types.length > 0 && { type: types }),
    ...(tags.length > 0 && { tag: tags }),
    ...(spaces.length > 0 && { space_id: spaces }),
    ...(sort !== undefined && { sort }),
    ...(direction !== undefined && { sort_direction: direction })
  }
}

function environmentsTable(environments: Environment[]): string {
  return listTable(
    ['NAME', 'TYPE', 'LAST CHANGED', 'TAGS', 'POLICIES', 'INCLUDES'],
    environments.map((e) => [
      e.name,
      e.type ?? '',
      timeText(e.last_changed_at),
      cellText(e.tags),
      cellText(e.policies),
      cellText(e.included_environments)
    ]),
    'environments'
  )
}

export const listEnvironmentsCommand = serviceCommand({
  name: 'list environments',
  summary: 'List environments, with filters, sorting and paging',
  usage:
    '[--name TEXT] [--type T ...] [--tag K[:V] ...] [--space-id ID ...] [--sort F] [--sort-direction asc|desc] [--page N] [--per-page N | --all]',
  description:
    'Lists the environments of the org. Repeated --type, --tag and --space-id values each widen the match (OR). Without --page or --per-page Kosli answers every environment at once; --all walks every page instead.',
  flags: {
    name: {
      type: 'string',
      value: 'TEXT',
      help: 'Names containing TEXT (case-insensitive).'
    },
    type: {
      type: 'string',
      multiple: true,
      value: 'T',
      help: `Environment type: ${ENVIRONMENT_TYPES.join(', ')}.`
    },
    tag: {
      type: 'string',
      multiple: true,
      value: 'K[:V]',
      help: 'A tag key, or key:value.'
    },
    'space-id': {
      type: 'string',
      multiple: true,
      value: 'ID',
      help: 'Environments of this space.'
    },
    sort: {
      type: 'string',
      value: 'F',
      help: `Sort field: ${ENVIRONMENT_SORT_FIELDS.join(', ')} (default name).`
    },
    'sort-direction': {
      type: 'string',
      value: 'asc|desc',
      help: 'Default asc.'
    },
    ...PAGE_FLAGS(50)
  },
  output: true,
  example:
    'kosli-attest list environments --type K8S --tag team:platform \\\n  --sort last_changed_at --sort-direction desc --all --output json',
  run: async (ctx) => {
    const filters = filtersOf(ctx)
    const org = ctx.service.org
    const paging = pageOf(ctx, 50)
    if (paging.all) {
      return showEvery(
        ctx,
        iterateEnvironments(ctx.client(), org, { ...filters, ...paging.walk }),
        { what: 'environments', table: environmentsTable }
      )
    }
    const page = await listEnvironments(ctx.client(), {
      org,
      query: { ...filters, ...paging.query }
    })
    show(ctx.io, ctx.output, {
      // Without paging Kosli answers a plain array: print that.
      json:
        paging.query.page === undefined && paging.query.per_page === undefined
          ? page.environments
          : page,
      table: () =>
        `${environmentsTable(page.environments)}\n${pageLine(page, 'environments')}`
    })
    return 0
  }
})

export const detachPolicyCommand = serviceCommand({
  name: 'detach-policy',
  summary: 'Detach policies from environments',
  usage: 'POLICY... --environment ENV [--environment ENV2 ...]',
  description:
    'Detaches the named policies from each environment given, one request per environment, stopping at the first failure.',
  positionals: { min: 1, max: 100, what: 'POLICY names' },
  flags: {
    environment: {
      type: 'string',
      multiple: true,
      value: 'ENV',
      help: 'Environment to detach from (repeat for several). Required.'
    }
  },
  writes: true,
  example: 'kosli-attest detach-policy prod-approval --environment staging',
  run: async (ctx) => {
    const environments = listFlag(ctx.raw, 'environment')
    if (environments.length === 0) {
      throw new ConfigError(
        'environment is required: name the environment to detach the policies from'
      )
    }
    const org = ctx.service.org
    const policyNames = ctx.args
    for (const env of environments) {
      if (ctx.dryRun) {
        printDryRun(
          ctx,
          await detachPolicies.request({ org, env, policyNames })
        )
        continue
      }
      await detachPolicies(ctx.client(), { org, env, policyNames })
      ctx.io.stdout(
        `${policyNames.join(', ')} detached from environment ${env}\n`
      )
    }
    return 0
  }
})

export const joinEnvironmentCommand = serviceCommand({
  name: 'join environment',
  summary: 'Add a physical environment to a logical one',
  usage: '--physical ENV --logical ENV',
  description:
    'Adds a physical environment to a logical environment, so the logical one reports what runs in it.',
  flags: {
    physical: {
      type: 'string',
      value: 'ENV',
      help: 'The physical environment. Required.'
    },
    logical: {
      type: 'string',
      value: 'ENV',
      help: 'The logical environment. Required.'
    }
  },
  writes: true,
  example:
    'kosli-attest join environment --physical staging-eu --logical staging',
  run: async (ctx) => {
    const physicalEnv = optional(ctx.raw, 'physical')
    const logicalEnv = optional(ctx.raw, 'logical')
    if (physicalEnv === undefined || logicalEnv === undefined) {
      throw new ConfigError(
        `${physicalEnv === undefined ? 'physical' : 'logical'} is required: join environment needs --physical and --logical`
      )
    }
    const org = ctx.service.org
    if (ctx.dryRun) {
      return printDryRun(
        ctx,
        await joinEnvironment.request({ org, logicalEnv, physicalEnv })
      )
    }
    await joinEnvironment(ctx.client(), { org, logicalEnv, physicalEnv })
    ctx.io.stdout(
      `environment '${physicalEnv}' was joined to '${logicalEnv}'\n`
    )
    return 0
  }
})

export const deploymentFrequencyCommand = serviceCommand({
  name: 'deployment-frequency',
  summary: 'How often a flow deploys to an environment',
  usage: 'ENV|--environment ENV --flow-id ID [--output table|json]',
  description:
    'Shows the deployment frequency of a flow in an environment, as Kosli computes it.',
  positionals: { min: 0, max: 1, what: 'the environment ENV' },
  flags: {
    environment: {
      type: 'string',
      value: 'ENV',
      help: 'KOSLI_ENVIRONMENT. The environment, as other commands take it, instead of the ENV argument.'
    },
    'flow-id': {
      type: 'string',
      value: 'ID',
      help: 'The flow asked about (KOSLI_FLOW_ID). Required.'
    }
  },
  output: true,
  example: 'kosli-attest deployment-frequency production --flow-id flow-0001',
  run: async (ctx) => {
    const env = argumentOrFlag(ctx.args[0], ctx.raw, 'environment')
    const flowId = optional(ctx.raw, 'flow-id')
    if (flowId === undefined) {
      throw new ConfigError(
        'flow-id is required: the id of the flow whose deployments are counted'
      )
    }
    const frequency = await getDeploymentFrequency(ctx.client(), {
      org: ctx.service.org,
      env,
      flowId
    })
    show(ctx.io, ctx.output, {
      json: frequency,
      table: () => fieldsTable(objectFields(frequency))
    })
    return 0
  }
})
