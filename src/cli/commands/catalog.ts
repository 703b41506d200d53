/**
 * `list attestation-types` and `list repo-tags` (docs/spec/operations.md,
 * operations 16, 17).
 */
import {
  listRepoTagChoices,
  listSystemAttestationTypes,
  type SystemAttestationType
} from '../../api/index.js'
import { listTable, show } from '../framework/output.js'
import { serviceCommand } from '../framework/service-command.js'

function typesTable(types: SystemAttestationType[]): string {
  return listTable(
    ['NAME', 'DESCRIPTION', 'VERSIONS'],
    types.map((t) => [
      t.name,
      t.description ?? '',
      (t.versions ?? []).map((v) => v.version).join(', ')
    ]),
    'attestation types'
  )
}

export const listAttestationTypesCommand = serviceCommand({
  name: 'list attestation-types',
  summary: 'List the system attestation types and their versions',
  usage: '[--output table|json]',
  description:
    "Lists the attestation types Kosli knows (junit, snyk, ...) and the versions of each; --output json includes each version's data schema. Needs a token but no org.",
  output: true,
  org: false,
  example: 'kosli-attest list attestation-types --output json',
  run: async (ctx) => {
    const types = await listSystemAttestationTypes(ctx.client())
    show(ctx.io, ctx.output, {
      json: { system_attestation_types: types },
      table: () => typesTable(types)
    })
    return 0
  }
})

export const listRepoTagsCommand = serviceCommand({
  name: 'list repo-tags',
  summary: "List the tag key/value pairs of the org's repositories",
  usage: '[--output table|json]',
  description:
    'Lists the distinct tag key/value pairs across the repositories of the org, the values the repository tag filter accepts.',
  output: true,
  example: 'kosli-attest list repo-tags',
  run: async (ctx) => {
    const tags = await listRepoTagChoices(ctx.client(), {
      org: ctx.service.org
    })
    show(ctx.io, ctx.output, {
      json: tags,
      table: () =>
        listTable(
          ['KEY', 'VALUE'],
          tags.tag_choices.map((t) => [t.key, t.value]),
          'repository tags'
        )
    })
    return 0
  }
})
