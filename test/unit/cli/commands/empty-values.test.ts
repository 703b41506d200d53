/**
 * `--description ""` and `--reason ""` are accepted where the request
 * schema takes an empty string; other flags still refuse an empty value.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { allowArtifactCommand } from '../../../../src/cli/commands/allow-artifact.js'
import { updateServiceAccountCommand } from '../../../../src/cli/commands/service-accounts.js'
import { startCliHarness, type CliHarness } from '../../../support/command.js'

let h: CliHarness
beforeAll(async () => {
  h = await startCliHarness()
})
afterAll(() => h.close())
beforeEach(() => h.reset())

describe('empty values the schema allows', () => {
  it('--reason "": the entry is stored with an empty description, with a warning', async () => {
    await writeFile(join(h.dir, 'app.bin'), 'app')
    const { code, stdout, stderr } = await h.run(allowArtifactCommand, [
      '--environment',
      'production',
      '--artifact-path',
      'app.bin',
      '--artifact-type',
      'file',
      '--reason',
      ''
    ])
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ description: '' })
    expect(stderr).toContain(
      'warning: --reason is empty: the entry is stored without a description, and an allow-list entry without a reason helps no auditor'
    )
  })

  it('--description "" sets an empty service account description', async () => {
    const { code, stdout } = await h.run(updateServiceAccountCommand, [
      'ci-bot',
      '--description',
      '',
      '--output',
      'json'
    ])
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ description: '' })
  })

  it('an unset --reason is still missing, and other flags still refuse ""', async () => {
    const missing = await h.run(allowArtifactCommand, [
      '--environment',
      'production',
      '--fingerprint',
      'a'.repeat(64),
      '--artifact-name',
      'x'
    ])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('--reason is required')
    const empty = await h.run(allowArtifactCommand, [
      '--environment',
      '',
      '--reason',
      ''
    ])
    expect(empty.code).toBe(2)
    expect(empty.stderr).toContain('--environment was given an empty value')
  })
})
