import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fingerprintCommand } from '../../../../src/cli/commands/fingerprint.js'
import { runCommand } from '../../../support/command.js'

const work = mkdtempSync(join(tmpdir(), 'fingerprint-cmd-'))

function fingerprint(args: string[]) {
  return runCommand(fingerprintCommand, args, { cwd: work, env: {} })
}

describe('kosli-attest fingerprint', () => {
  it('prints only the digest of a file', async () => {
    writeFileSync(join(work, 'app.bin'), 'hello\n')
    const run = await fingerprint(['app.bin'])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toBe(
      '5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03\n'
    )
  })

  it('shows a hostile name without terminal escapes, and nothing on stdout', async () => {
    const run = await fingerprint(['no\u001b]52;c;aGk=\u0007.bin'])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).not.toContain('\u001b')
    expect(run.stderr).toContain('no\\x1b]52;c;aGk=\\x07.bin')
  })

  it('suggests the nearest option for a mistyped one (exit 2)', async () => {
    const run = await fingerprint(['--artifact-typo', 'oci', 'x'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('Did you mean --artifact-type?')
  })
})
