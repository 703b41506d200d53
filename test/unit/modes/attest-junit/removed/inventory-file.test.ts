/**
 * A base inventory file is read as data and checked entry by entry: a
 * wrong file is named with what is wrong in it, never compared as empty.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../../../../src/errors.js'
import {
  inventoryOf,
  readInventoryFile
} from '../../../../../src/modes/attest-junit/removed/inventory-file.js'

const FORMAT = 'kosli-attest/tests@1'
const valid = {
  format: FORMAT,
  attestation: 'unit-tests',
  commit: 'b'.repeat(40),
  tests: [['s', 'c', 'n', 'passed']]
}

describe('inventoryOf', () => {
  it('reads a named and a hashed inventory', () => {
    expect(inventoryOf(valid)).toEqual({
      inventory: { hashed: false, tests: [['s', 'c', 'n', 'passed']] },
      attestation: 'unit-tests',
      commit: 'b'.repeat(40)
    })
    const hashed = inventoryOf({
      ...valid,
      hashed: true,
      tests: [['0'.repeat(32), 'skipped']],
      strip: '\\[.*\\]'
    })
    expect(hashed.inventory).toEqual({
      hashed: true,
      tests: [['0'.repeat(32), 'skipped']]
    })
    expect(hashed.strip).toBe('\\[.*\\]')
  })

  it.each([
    [[], 'it is not a JSON object'],
    [{ ...valid, format: 'other@1' }, '"format" is "other@1"'],
    [{ ...valid, attestation: 3 }, '"attestation" is not a string'],
    [{ ...valid, commit: 3 }, '"commit" is neither a string nor null'],
    [{ ...valid, tests: {} }, '"tests" is not an array'],
    [
      {
        ...valid,
        tests: [
          ['s', 'c', 'n', 'passed'],
          ['s', 'c', 'n', 'green']
        ]
      },
      'tests[1] is not [suite, classname, name, status]'
    ],
    [
      { ...valid, hashed: true, tests: [['xyz', 'passed']] },
      'tests[0] is not [hash, status]'
    ]
  ])('refuses %j: %s', (value, message) => {
    expect(() => inventoryOf(value)).toThrow(message)
  })
})

describe('readInventoryFile', () => {
  it('names the setting and the file as given, and how to make one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inventory-file-'))
    const file = join(dir, 'base.json')
    writeFileSync(file, 'not json')
    const error = (() => {
      try {
        readInventoryFile(file, 'base-tests', 'base.json')
      } catch (caught) {
        return caught
      }
      return undefined
    })()
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(
      /^base-tests: base\.json is not JSON .*tests-file output \(CLI: --tests-file\)/
    )
  })
})
