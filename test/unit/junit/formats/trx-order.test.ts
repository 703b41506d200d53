/**
 * T2/T3: a TRX's results meet their definitions in whichever order the
 * file holds them. `dotnet test` writes results first, Visual Studio
 * 2010's MSTest writes definitions first (fixtures/dotnet-formats/trx/
 * enricomi-pickles.trx); the suites must not depend on it.
 */
import { describe, expect, it } from 'vitest'
import { PAGE } from '../../../../src/junit/formats/common/paged.js'
import { readReport } from './read.js'

const NS = 'http://microsoft.com/schemas/VisualStudio/TeamTest/2010'
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0')
const guid = (n: number) =>
  `${hex(n, 8)}-00ab-4000-8000-${hex(Math.imul(n, 2654435761) >>> 0, 12)}`
const OUTCOMES = ['Passed', 'Failed', 'Error', 'NotExecuted', 'Warning']

const definition = (id: string, className: string) =>
  `<UnitTest id="${id}"><TestMethod className="${className}, Asm"/></UnitTest>`
const result = (id: string, outcome: string, inner = '') =>
  `<UnitTestResult testId="${id}" testName="T_${id}" outcome="${outcome}" duration="00:00:01.5000000">${inner === '' ? '' : `<InnerResults>${inner}</InnerResults>`}</UnitTestResult>`

/** A deterministic mix: GUIDs in both cases, other ids, rows, reruns, missing definitions. */
function sample(tests: number) {
  const results: string[] = []
  const definitions: string[] = []
  for (let n = 0; n < tests; n++) {
    const id =
      n % 11 === 0 ? `test-${n}` : n % 5 === 0 ? guid(n).toUpperCase() : guid(n)
    const outcome = OUTCOMES[(n * 7) % OUTCOMES.length] as string
    const rows =
      n % 13 === 0 ? result(guid(n + 1e6), 'Passed') + result(id, 'Failed') : ''
    results.push(result(id, outcome, rows))
    if (n % 3 === 0) results.push(result(id, 'Passed'))
    if (n % 17 !== 0) definitions.push(definition(id, `NS.C${(n * 31) % 23}`))
    if (n % 26 === 0) definitions.push(definition(guid(n + 1e6), 'NS.Row'))
  }
  return { results, definitions }
}

type Part = ['Results' | 'TestDefinitions', string[]]
function trx(parts: Part[]): string {
  const body = parts
    .map(([name, items]) => `<${name}>${items.join('')}</${name}>`)
    .join('')
  return `<TestRun xmlns="${NS}">${body}</TestRun>`
}

const read = (content: string) => {
  const parse = readReport(content, 'order.trx')
  return { suites: parse.report.suites, notes: parse.notes }
}

describe('T2: results and definitions in any order', () => {
  const { results, definitions } = sample(PAGE + 500)
  const half = Math.floor(results.length / 2)
  const split = Math.floor(definitions.length / 2)
  const resultsFirst = read(
    trx([
      ['Results', results],
      ['TestDefinitions', definitions]
    ])
  )

  it('results first gives classes, rows, reruns and the file suite', () => {
    const names = resultsFirst.suites.map((suite) => suite.result.name)
    expect(names).toContain('NS.C1')
    expect(names).toContain('NS.Row')
    expect(names).toContain('order')
    const total = resultsFirst.suites.reduce((n, s) => n + s.result.total, 0)
    expect(total).toBeGreaterThan(PAGE + 500)
  })

  it('definitions first gives the same suites, in the order of their first result', () => {
    const got = read(
      trx([
        ['TestDefinitions', definitions],
        ['Results', results]
      ])
    )
    expect(got).toEqual(resultsFirst)
  })

  it('definitions before, between and after two Results give the same suites', () => {
    const got = read(
      trx([
        ['TestDefinitions', definitions.slice(0, split)],
        ['Results', results.slice(0, half)],
        ['TestDefinitions', definitions.slice(split)],
        ['Results', results.slice(half)]
      ])
    )
    expect(got).toEqual(resultsFirst)
  })
})

describe('T3: which class a result takes', () => {
  const id = guid(1)
  const names = (content: string) =>
    read(content).suites.map((s) => [s.result.name, s.result.total])

  it('the first definition of an id names its class, before or after the results', () => {
    const defs = [definition(id, 'NS.First'), definition(id, 'NS.Second')]
    const rs = [result(id, 'Passed'), result(id, 'Failed')]
    const want = [['NS.First', 2]]
    expect(
      names(
        trx([
          ['Results', rs],
          ['TestDefinitions', defs]
        ])
      )
    ).toEqual(want)
    expect(
      names(
        trx([
          ['TestDefinitions', defs],
          ['Results', rs]
        ])
      )
    ).toEqual(want)
  })

  it('a row without a definition takes its parent’s class known before it', () => {
    const rows = result(guid(2), 'Failed') + result(guid(3), 'Passed')
    const got = read(
      trx([
        [
          'TestDefinitions',
          [definition(id, 'NS.Parent'), definition(guid(3), 'NS.Own')]
        ],
        ['Results', [result(id, 'Failed', rows)]]
      ])
    )
    expect(got.suites.map((s) => [s.result.name, s.result.total])).toEqual([
      ['NS.Parent', 1],
      ['NS.Own', 1]
    ])
    expect(got.suites[0]?.failedCases.map((c) => c.suite)).toEqual([
      'NS.Parent'
    ])
  })

  it('a time past 36 minutes (2^31 µs) is summed exactly, first or last', () => {
    const long = (d: string) =>
      `<UnitTestResult testId="${id}" outcome="Passed" duration="${d}"/>`
    const rs = [long('01:00:00.0000010'), long('1.00:00:00')]
    const defs = [definition(id, 'NS.Slow')]
    for (const parts of [
      [
        ['Results', rs],
        ['TestDefinitions', defs]
      ],
      [
        ['TestDefinitions', defs],
        ['Results', rs]
      ]
    ] as Part[][]) {
      const [suite] = read(trx(parts)).suites
      expect(suite?.result.duration).toBe(90000.000001)
    }
  })
})
