import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { rawConfigFromInputs } from '../../../src/action/inputs.js'
import { INPUT_NAMES } from '../../../src/config/index.js'

const inputs = (values: Record<string, string>) => (name: string) =>
  values[name] ?? ''

describe('rawConfigFromInputs', () => {
  it('knows every input of action.yml and no other', () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as {
      inputs: Record<string, unknown>
    }
    expect([...INPUT_NAMES].sort()).toEqual(Object.keys(action.inputs).sort())
  })

  it('reads each input exactly once', () => {
    const calls: string[] = []
    rawConfigFromInputs((name) => {
      calls.push(name)
      return name === 'region' ? 'us' : ''
    }, {})
    expect([...calls].sort()).toEqual([...INPUT_NAMES].sort())
  })

  it('falls back to the KOSLI_* variables', () => {
    const raw = rawConfigFromInputs(inputs({}), {
      KOSLI_API_TOKEN: 'tok',
      KOSLI_ORG: 'acme',
      KOSLI_HOST: 'http://127.0.0.1:1',
      KOSLI_FLOW: 'shop',
      KOSLI_TRAIL: 'main',
      KOSLI_DRY_RUN: 'true'
    })
    expect(raw).toMatchObject({
      'api-token': 'tok',
      org: 'acme',
      host: 'http://127.0.0.1:1',
      flow: 'shop',
      trail: 'main',
      'dry-run': 'true'
    })
  })

  it('lets inputs win over the variables', () => {
    const raw = rawConfigFromInputs(
      inputs({ 'api-token': 'a', org: 'o', flow: 'f', trail: 't', host: 'h' }),
      {
        KOSLI_API_TOKEN: 'x',
        KOSLI_ORG: 'x',
        KOSLI_FLOW: 'x',
        KOSLI_TRAIL: 'x',
        KOSLI_HOST: 'x'
      }
    )
    expect(raw).toMatchObject({
      'api-token': 'a',
      org: 'o',
      flow: 'f',
      trail: 't',
      host: 'h'
    })
  })

  it('treats empty inputs as absent', () => {
    const raw = rawConfigFromInputs(inputs({ org: '  ', name: 'unit' }), {})
    expect(raw.org).toBeUndefined()
    expect(raw.name).toBe('unit')
  })

  it('ignores KOSLI_HOST when the region input picks the host', () => {
    const raw = rawConfigFromInputs(inputs({ region: 'us' }), {
      KOSLI_HOST: 'http://127.0.0.1:1'
    })
    expect(raw.host).toBeUndefined()
    expect(raw.region).toBe('us')
  })

  it('turns a dry run on from KOSLI_DRY_RUN although the runner sends the default false', () => {
    const env = { KOSLI_DRY_RUN: 'true' }
    expect(
      rawConfigFromInputs(inputs({ 'dry-run': 'false' }), env)
    ).toMatchObject({ 'dry-run': 'true' })
    expect(
      rawConfigFromInputs(inputs({ 'dry-run': 'false' }), {})['dry-run']
    ).toBe('false')
  })

  it("takes the vendor CLI's DRY_RUN token as a dry run", () => {
    const raw = rawConfigFromInputs(inputs({ 'api-token': 'DRY_RUN' }), {})
    expect(raw['dry-run']).toBe('true')
  })
})
