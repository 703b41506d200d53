/**
 * undici is the largest part of the bundles; the API client imports it when
 * it sends its first request, so that a dry run or a refused input does not
 * pay for it (src/api/http.ts). Checked on the source text: no module that
 * the entries load at start imports undici for its values.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runtimeClosure } from '../../support/imports.js'
import { REPO_ROOT } from '../../support/paths.js'

/** `import … from 'undici'` other than `import type`, comments left out. */
function importsUndiciValues(file: string): boolean {
  const code = readFileSync(join(REPO_ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
  return /^\s*import\s+(?!type\s)[^;'"]*?from\s+['"]undici['"]/m.test(code)
}

describe('the HTTP stack is loaded when a request is sent', () => {
  it('the check sees a static import of undici', () => {
    expect(importsUndiciValues('src/artifact/oci/transport.ts')).toBe(true)
  })

  it('nothing the CLI command loads at start imports undici', () => {
    const loaded = [...runtimeClosure('src/cli/commands/attest-junit.ts')]
    expect(loaded).toContain('src/api/http.ts')
    expect(loaded.filter(importsUndiciValues)).toEqual([])
  })

  it('the action loads the API client itself only to send', () => {
    // test/unit/architecture.test.ts lists all that the action's start leaves out.
    const loaded = [...runtimeClosure('src/action/index.ts')]
    expect(loaded).toContain('src/modes/attest-junit/index.ts')
    expect(loaded).not.toContain('src/api/http.ts')
  })
})
