import { describe, expect, it } from 'vitest'
import type { EmulatorState } from '../../../src/emulator/index.js'
import { useHarness } from '../../support/emulator.js'
import {
  vendorBeginTrail,
  vendorCreateFlow
} from '../../support/vendor-requests.js'

/**
 * A flow template is bounded before the YAML parser sees it: `[` repeated
 * 100,000 times (200 KB) took the parser 2.7 s and 305 MiB to refuse.
 */

const h = useHarness()

async function flowNames(): Promise<string[]> {
  const state = (await h.control('state')).body as EmulatorState
  return state.orgs.demo?.flows.map((f) => f.name) ?? []
}

const DEEP = `version: 1\ntrail: ${'['.repeat(100_000)}`

describe('flow templates are bounded before they are parsed', () => {
  it('create flow with [ nested 100,000 deep: 400 naming the bound, no flow made', async () => {
    const answer = await h.api(
      '/flows/demo/template_file',
      vendorCreateFlow('deep', DEEP)
    )
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(
      'The template opens 100000 flow collections ([ or {); the emulator takes at most 1000'
    )
    expect(await flowNames()).not.toContain('deep')
  })

  it('begin trail with such a template, hidden behind quotes: refused the same way', async () => {
    const hidden = `version: 1\ntrail: ${`[ ']' `.repeat(5_000)}`
    const answer = await h.api(
      '/trails/demo/demo-flow',
      vendorBeginTrail({ name: 'deep' }, hidden)
    )
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('opens 5000 flow collections')
  })

  it('a template over 256 KiB: 400 with its size', async () => {
    const big = `version: 1\n${'# padding\n'.repeat(30_000)}`
    const answer = await h.api(
      '/flows/demo/template_file',
      vendorCreateFlow('big', big)
    )
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(
      'The template is 300011 bytes; the emulator takes at most 262144'
    )
  })

  it('a template in flow style with a few collections is still taken', async () => {
    const flowStyle =
      'version: 1\ntrail: {attestations: [{name: unit-tests, type: junit}, {name: scan, type: snyk}]}\n'
    const answer = await h.api(
      '/flows/demo/template_file',
      vendorCreateFlow('flowstyle', flowStyle)
    )
    expect(answer.status).toBe(201)
    const state = (await h.control('state')).body as EmulatorState
    const made = state.orgs.demo?.flows.find((f) => f.name === 'flowstyle')
    expect(made?.template.slots).toEqual(['unit-tests', 'scan'])
  })
})
