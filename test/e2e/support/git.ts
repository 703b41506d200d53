/**
 * A git workspace for the end-to-end tests: the demo reports committed on
 * main, a pull request head, and the merge GitHub checks out.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixture } from '../../support/paths.js'
import { cleanEnv } from './run.js'

export const DEMO_REPORTS = fixture('demo', 'test-results')

export interface GitRepo {
  dir: string
  /** The main-branch commit (base of the pull request). */
  base: string
  /** The pull request head, a child of base. */
  head: string
  /** The merge commit GitHub checks out on pull_request (HEAD). */
  merge: string
}

function git(dir: string, args: string[], date = '2025-01-02T03:04:05Z') {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...cleanEnv(),
      GIT_AUTHOR_NAME: 'Jane Dev',
      GIT_AUTHOR_EMAIL: 'jane@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: 'CI Bot',
      GIT_COMMITTER_EMAIL: 'ci@example.com',
      GIT_COMMITTER_DATE: date
    }
  }).trim()
}

/**
 * A workspace with the demo reports: base on main, a feature commit (the
 * pull request head) and a merge of both, checked out detached like
 * actions/checkout does for pull_request.
 */
export function gitWorkspace(): GitRepo {
  const dir = mkdtempSync(join(tmpdir(), 'workspace-'))
  git(dir, ['init', '-q', '-b', 'main'])
  cpSync(DEMO_REPORTS, join(dir, 'test-results'), { recursive: true })
  git(dir, ['add', '.'])
  git(dir, ['commit', '-q', '-m', 'Add the shop tests'])
  const base = git(dir, ['rev-parse', 'HEAD'])
  git(dir, ['checkout', '-q', '-b', 'feature'])
  writeFileSync(join(dir, 'README.md'), 'feature\n')
  git(dir, ['add', '.'])
  git(
    dir,
    ['commit', '-q', '-m', 'Refuse cancelling shipped orders\n\nCloses #12'],
    '2025-01-03T10:00:00Z'
  )
  const head = git(dir, ['rev-parse', 'HEAD'])
  git(dir, ['checkout', '-q', 'main'])
  writeFileSync(join(dir, 'CHANGELOG.md'), 'main\n')
  git(dir, ['add', '.'])
  git(dir, ['commit', '-q', '-m', 'Changelog'], '2025-01-03T11:00:00Z')
  git(dir, ['checkout', '-q', '--detach'])
  git(dir, ['merge', '-q', '--no-ff', '-m', 'Merge feature', head])
  const merge = git(dir, ['rev-parse', 'HEAD'])
  return { dir, base, head, merge }
}
