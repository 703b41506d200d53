import { describe, expect, it } from 'vitest'
import { renderTable } from '../../../src/report/table.js'

describe('renderTable', () => {
  it('pads each column to its widest cell, two spaces apart', () => {
    expect(
      renderTable(
        ['NAME', 'COUNT'],
        [
          ['api', '3'],
          ['worker-long', '12']
        ]
      )
    ).toBe(
      ['NAME         COUNT', 'api          3', 'worker-long  12'].join('\n')
    )
  })

  it('fills missing cells, drops extra ones and trims line ends', () => {
    expect(renderTable(['A', 'B', 'C'], [['1'], ['1', '2', '3', '4']])).toBe(
      ['A  B  C', '1', '1  2  3'].join('\n')
    )
  })

  it('counts a multi-byte character once and neutralises control characters', () => {
    const out = renderTable(
      ['X', 'Y'],
      [
        ['→→', 'a'],
        ['b\n\u001b[31mred', 'c']
      ]
    )
    expect(out.split('\n')).toEqual([
      'X           Y',
      '→→          a',
      'b  [31mred  c'
    ])
    expect(out).not.toContain('\u001b')
  })

  it('prints only the header for no rows', () => {
    expect(renderTable(['NAME', 'FLOW'], [])).toBe('NAME  FLOW')
  })
})
