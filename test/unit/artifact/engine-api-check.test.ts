/**
 * The Engine API stand-in's checks find what they must: a request or an
 * answer that the published description does not allow.
 */
import { beforeAll, describe, expect } from 'vitest'
import { ENGINE_API, itNeeding } from '../../support/registry/tools.js'
import {
  loadEngineApi,
  type EngineApi,
  type MatchedOperation
} from '../../support/registry/engine-api.js'
import { imageInspect } from '../../support/registry/engine-stand-in.js'

// Each test needs these real parts, or is skipped saying which is missing.
const it = itNeeding(ENGINE_API)

let api: EngineApi

beforeAll(async () => {
  api = await loadEngineApi()
})

function inspect(url: string): MatchedOperation {
  const matched = api.matchRequest('GET', url)
  if (typeof matched === 'string') throw new Error(matched)
  return matched
}

describe('the Engine API description', () => {
  it('knows ImageInspect, with or without a version prefix, names with slashes included', () => {
    expect(inspect('/v1.41/images/ghcr.io/org/app:1/json')).toMatchObject({
      operationId: 'ImageInspect',
      params: { name: 'ghcr.io/org/app:1' }
    })
    expect(inspect('/images/nginx/json').params.name).toBe('nginx')
  })

  it('refuses an unknown path, a wrong method and an undeclared query parameter', () => {
    expect(api.matchRequest('GET', '/imagez/nginx/json')).toMatch(
      /no path of the Engine API matches/
    )
    expect(api.matchRequest('PUT', '/images/nginx/json')).toMatch(
      /PUT is not an operation/
    )
    expect(api.matchRequest('GET', '/images/nginx/json?platform=x')).toMatch(
      /undeclared query parameters platform/
    )
  })

  it('accepts the stand-in’s ImageInspect and refuses one missing required fields or mistyped', () => {
    const operation = inspect('/images/nginx/json')
    expect(
      api.checkResponse(operation, 200, imageInspect(['nginx:1'], []))
    ).toEqual([])
    expect(
      api.checkResponse(operation, 200, { Id: 'sha256:x', RepoDigests: [] })[0]
    ).toMatch(/must have required property/)
    expect(
      api.checkResponse(operation, 200, {
        ...imageInspect([], []),
        RepoDigests: 'nope'
      })[0]
    ).toMatch(/RepoDigests must be array/)
    expect(
      api.checkResponse(operation, 404, { message: 'No such image: x' })
    ).toEqual([])
    expect(api.checkResponse(operation, 404, { text: 'no' })[0]).toMatch(
      /must have required property 'message'/
    )
    expect(api.checkResponse(operation, 418, {})).toEqual([
      'ImageInspect does not document status 418'
    ])
  })
})
