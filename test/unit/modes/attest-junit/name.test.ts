import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../../../src/errors.js'
import { parseAttestationName } from '../../../../src/modes/attest-junit/name.js'

describe('parseAttestationName', () => {
  it('takes a name without a dot as the attestation name', () => {
    expect(parseAttestationName('unit-tests')).toEqual({
      attestationName: 'unit-tests'
    })
  })

  it('splits artifact.name into the template artifact and the name', () => {
    expect(parseAttestationName('backend.unit-tests')).toEqual({
      attestationName: 'unit-tests',
      targetArtifact: 'backend'
    })
  })

  it.each(['.unit-tests', 'backend.', 'a.b.c', '.'])(
    'refuses %j and names the input',
    (name) => {
      expect(() => parseAttestationName(name)).toThrow(ConfigError)
      expect(() => parseAttestationName(name)).toThrow(/^name: /)
    }
  )
})
