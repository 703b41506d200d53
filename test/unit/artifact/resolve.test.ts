import { describe, expect, it } from 'vitest'
import { runtimeClosure } from '../../support/imports.js'

describe('the image modules are loaded only for an image', () => {
  it('no mode, and neither entry, imports src/artifact/oci or src/artifact/docker statically', () => {
    for (const entry of [
      'src/modes/index.ts',
      'src/action/run.ts',
      'src/cli/commands/fingerprint.ts'
    ]) {
      const loaded = [...runtimeClosure(entry)]
      expect(loaded, entry).toContain('src/artifact/resolve.ts')
      expect(
        loaded.filter((file) => /^src\/artifact\/(oci|docker)\//.test(file)),
        entry
      ).toEqual([])
    }
  })
})
