import { describe, expect, it } from 'vitest'
import {
  ACTION_ONLY_NAMES,
  ALIASES,
  aliasesOf,
  canonicalName,
  CONFIG_KEYS,
  isInputName,
  parseAttestJunitConfig,
  type RawConfig
} from '../../../src/config/index.js'

describe('RawConfig is keyed by input names', () => {
  it('a misspelt key does not compile (npm run typecheck proves it)', () => {
    const raw: RawConfig = { 'report-paths': 'reports/*.xml' }
    // @ts-expect-error 'repot-paths' is not an input name
    expect(raw['repot-paths']).toBeUndefined()
    // @ts-expect-error nor may a config be built with it
    const typo: RawConfig = { 'repot-paths': 'reports/*.xml' }
    expect(() => parseAttestJunitConfig(typo)).toThrow(
      'report-paths is required'
    )
  })

  it('every vendor alias names one of our keys, and maps back', () => {
    for (const [alias, name] of Object.entries(ALIASES)) {
      expect(isInputName(name), alias).toBe(true)
      expect(canonicalName(alias)).toBe(name)
      expect(aliasesOf(name)).toContain(alias)
    }
    expect(canonicalName('org')).toBe('org')
    expect(canonicalName('constructor')).toBe('constructor')
  })

  it('config-file keys are input names, without the per-run ones', () => {
    for (const key of CONFIG_KEYS) expect(isInputName(key), key).toBe(true)
    for (const key of ['mode', 'snapshot-1', 'snapshot-2', 'yes', 'help']) {
      expect(CONFIG_KEYS).not.toContain(key)
    }
    // The pull-request gate's inputs are the action's only.
    for (const key of ACTION_ONLY_NAMES) {
      expect(isInputName(key), key).toBe(true)
      expect(CONFIG_KEYS).not.toContain(key)
    }
  })
})
