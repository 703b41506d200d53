/**
 * The action loads src/github/ only when a comment or a download is wanted,
 * and even then Octokit and undici must wait for the call that needs them:
 * no file of the module imports them statically.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const folder = fileURLToPath(new URL('../../../src/github/', import.meta.url))
const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
  (name) => name.endsWith('.ts')
)

it.each(files)('%s imports the GitHub libraries only lazily', (name) => {
  const source = readFileSync(`${folder}${name}`, 'utf8')
  const staticImports = source.match(
    /^import\s+(?!type\b)[^;]*?from\s+'(@actions\/(?:github|artifact)|@octokit\/[^']+|undici)'/gm
  )
  expect(staticImports).toBeNull()
})

it('finds the module’s files', () => {
  expect(files).toContain('index.ts')
  expect(files).toContain('connection.ts')
  expect(files).toContain('pr-comment/upsert.ts')
})
