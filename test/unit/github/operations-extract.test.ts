/**
 * The extract of GitHub's description that the stand-in validates against
 * (test/support/github/operations.json, made by
 * scripts/github-operations.mjs): what it keeps, and that it keeps every
 * operation src/github/ calls. `npm test` also compares it with the pinned
 * description (`npm run github-operations:check`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  extract,
  octokitCalls
} from '../../../scripts/github-operations-extract.mjs'
import { openApi } from '../../support/github/stand-in.js'
import { REPO_ROOT } from '../../support/paths.js'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

const ok = { 200: { description: 'ok' } }
const description = {
  openapi: '3.0.3',
  paths: {
    '/things/{id}': {
      get: {
        operationId: 'things/get',
        parameters: [{ $ref: '#/components/parameters/id' }],
        responses: {
          200: {
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/thing' }
              }
            }
          }
        }
      },
      delete: { operationId: 'things/delete', responses: ok }
    },
    '/other': { get: { operationId: 'other/list', responses: ok } }
  },
  components: {
    parameters: {
      id: {
        name: 'id',
        in: 'path',
        schema: { $ref: '#/components/schemas/id' }
      }
    },
    schemas: {
      id: { type: 'integer' },
      thing: {
        type: 'object',
        properties: { owner: { $ref: '#/components/schemas/user' } }
      },
      user: { type: 'object' },
      unused: { type: 'string' },
      event: { allOf: [{ $ref: '#/components/schemas/user' }] }
    },
    examples: { sample: { value: { id: 1 } } }
  }
}

describe('extract', () => {
  it('keeps the wanted operations and schemas, what they reference, and indexes every operation', () => {
    const result = extract(description, {
      operations: ['things/get'],
      schemas: ['event'],
      examples: ['sample']
    })
    expect(Object.keys(result.paths)).toEqual(['/things/{id}'])
    expect(Object.keys(result.paths['/things/{id}'] ?? {})).toEqual(['get'])
    expect(result.components).toEqual({
      examples: { sample: { value: { id: 1 } } },
      parameters: { id: description.components.parameters.id },
      schemas: {
        event: description.components.schemas.event,
        id: { type: 'integer' },
        thing: description.components.schemas.thing,
        user: { type: 'object' }
      }
    })
    expect(result.index).toEqual({
      '/things/{id}': { get: 'things/get', delete: 'things/delete' },
      '/other': { get: 'other/list' }
    })
  })

  it('refuses an operation or a schema the description does not have, naming it', () => {
    const wanted = { operations: ['things/frob'], schemas: [], examples: [] }
    expect(() => extract(description, wanted)).toThrow(
      "GitHub's description has no operation things/frob"
    )
    expect(() =>
      extract(description, { operations: [], schemas: ['nope'], examples: [] })
    ).toThrow('no component schemas/nope')
  })

  it('names octokit.rest calls by their operationIds', () => {
    const source = [
      'await octokit.rest.checks.create({})',
      'octokit.paginate(octokit.rest.actions.listWorkflowRunArtifacts, {})',
      'const { data } = await octokit.rest.users.getAuthenticated()',
      'octokit.rest.checks.create'
    ].join('\n')
    expect(octokitCalls(source)).toEqual([
      'checks/create',
      'actions/list-workflow-run-artifacts',
      'users/get-authenticated'
    ])
  })

  it('names route strings by the operation the index gives them', () => {
    const index = { '/things/{id}': { get: 'things/get' } }
    const source = [
      "route: 'GET /things/{id}',",
      "route: 'POST /things/{id}',",
      '`GET /things/{id}` in a comment'
    ].join('\n')
    expect(octokitCalls(source, index)).toEqual(['things/get'])
  })
})

describe('the committed extract', () => {
  it('holds every operation src/github/ calls', () => {
    const committed = join(REPO_ROOT, 'test/support/github/operations.json')
    const { index } = JSON.parse(readFileSync(committed, 'utf8')) as {
      index: Record<string, Record<string, string>>
    }
    const calls = sourceFiles(join(REPO_ROOT, 'src', 'github')).flatMap(
      (file) => octokitCalls(readFileSync(file, 'utf8'), index)
    )
    expect(calls).toContain('actions/list-workflow-run-artifacts')
    expect(calls).toContain('issues/list-comments')
    for (const id of calls) {
      expect(openApi().operation(id).operationId).toBe(id)
    }
  })

  it('names an operation GitHub has but the extract leaves out, and how to add it', () => {
    expect(() => openApi().operation('repos/get')).toThrow(
      /repos\/get is not in test\/support\/github\/operations\.json: add it to WANTED in scripts\/github-operations\.mjs and run `npm run github-operations`/
    )
    expect(() => openApi().operation('repos/frobnicate')).toThrow(
      'no operation repos/frobnicate'
    )
    expect(() => openApi().validator('/components/schemas/nope')).toThrow(
      /\/components\/schemas\/nope is not in test\/support\/github\/operations\.json/
    )
  })
})
