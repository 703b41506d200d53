/**
 * The list read from a base commit through git: only a regular file of
 * that commit within the limit counts, as on the working tree and through
 * GitHub's contents API.
 */
import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { AttestJunitConfig } from '../../../../src/config/index.js'
import type { ModeDeps } from '../../../../src/modes/types.js'
import {
  QUARANTINE_MAX_BYTES,
  readQuarantineSource
} from '../../../../src/modes/quarantine/source.js'

const repo = mkdtempSync(join(tmpdir(), 'quarantine-git-'))
afterAll(() => rmSync(repo, { recursive: true, force: true }))

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()

mkdirSync(join(repo, '.kosli'))
writeFileSync(join(repo, '.kosli', 'quarantine.yml'), 'quarantine: []\n')
symlinkSync('quarantine.yml', join(repo, '.kosli', 'link.yml'))
writeFileSync(
  join(repo, '.kosli', 'big.yml'),
  `# ${'x'.repeat(QUARANTINE_MAX_BYTES)}\n`
)
git('init', '-q', '.')
git('add', '.')
git(
  '-c',
  'user.email=t@example.com',
  '-c',
  'user.name=t',
  'commit',
  '-qm',
  'base'
)
const base = git('rev-parse', 'HEAD')

function read(file: string) {
  const config = {
    quarantine: { file, given: true, maxDays: 30, base }
  } as unknown as AttestJunitConfig
  const deps = { cwd: repo, env: {} } as unknown as ModeDeps
  return readQuarantineSource(config, deps, undefined)
}

describe('the base commit’s list through git', () => {
  it('reads a regular file of the commit', async () => {
    const got = await read('.kosli/quarantine.yml')
    expect(got.kind).toBe('read')
    if (got.kind === 'read') {
      expect(got.bytes.toString()).toBe('quarantine: []\n')
    }
  })

  it('a link, a folder or a file over the limit is not read, and says why', async () => {
    for (const file of ['.kosli/link.yml', '.kosli']) {
      const got = await read(file)
      expect(got).toMatchObject({ kind: 'unread' })
      if (got.kind === 'unread')
        expect(got.reason).toContain('not a regular file')
    }
    const big = await read('.kosli/big.yml')
    expect(big).toMatchObject({ kind: 'unread' })
    if (big.kind === 'unread') expect(big.reason).toContain('more than')
  })

  it('a file the commit lacks is absent', async () => {
    expect((await read('.kosli/none.yml')).kind).toBe('absent')
  })
})
