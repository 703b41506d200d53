import { describe, expect, it } from 'vitest'
import { headlineOf } from '../../../src/report/failed-cases.js'

describe('headlineOf: the first meaningful line of a failure message', () => {
  it.each([
    ['assert 200 == 409', 'assert 200 == 409'],
    ['\n   \n  Expected: False\n  But was: True\n', 'Expected: False'],
    [
      '\n  Test method Ns.Cart.Adds threw exception:\n  System.InvalidOperationException: boom\n',
      'System.InvalidOperationException: boom'
    ],
    ['Assertion failed:\n\nx was 3', 'x was 3'],
    ['only an introduction:', 'only an introduction:'],
    ['', '']
  ])('%j', (message, headline) => {
    expect(headlineOf(message)).toBe(headline)
  })
})
