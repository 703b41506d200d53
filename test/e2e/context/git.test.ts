import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommitInfo } from '../../../src/context/commit.js'
import {
  currentBranch,
  readCommit,
  remoteCommitUrlBase,
  webRepoUrl,
  type GitRunner
} from '../../../src/context/git.js'
import type { CiContext } from '../../../src/context/types.js'

const execFileAsync = promisify(execFile)

let work: string
let repo: string
let first: string
let head: string

function git(cwd: string, args: string[], date = '2025-01-02T03:04:05Z') {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Jane Doe',
      GIT_AUTHOR_EMAIL: 'jane@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: 'CI Bot',
      GIT_COMMITTER_EMAIL: 'bot@example.com',
      GIT_COMMITTER_DATE: '2025-02-03T04:05:06Z'
    }
  }).trim()
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'git-context-'))
  repo = join(work, 'repo')
  git(work, ['init', '-q', '-b', 'main', repo])
  await writeFile(join(repo, 'a.txt'), 'a')
  git(repo, ['add', 'a.txt'])
  git(repo, ['commit', '-q', '-m', 'first'])
  first = git(repo, ['rev-parse', 'HEAD'])
  await writeFile(join(repo, 'b.txt'), 'b')
  git(repo, ['add', 'b.txt'])
  git(
    repo,
    ['commit', '-q', '-m', '  Add b\n\nBody line "quoted" $(not run)\n\n'],
    '2025-06-26T07:41:20Z'
  )
  head = git(repo, ['rev-parse', 'HEAD'])
})
afterAll(async () => rm(work, { recursive: true, force: true }))

describe('readCommit', () => {
  it('reads sha1, trimmed message, author, author date and parents', async () => {
    expect(await readCommit('HEAD', { cwd: repo })).toEqual({
      sha1: head,
      message: 'Add b\n\nBody line "quoted" $(not run)',
      author: 'Jane Doe <jane@example.com>',
      timestamp: Date.UTC(2025, 5, 26, 7, 41, 20) / 1000,
      parents: [first]
    })
    expect((await readCommit(first.slice(0, 8), { cwd: repo }))?.sha1).toBe(
      first
    )
    expect((await readCommit(first, { cwd: repo }))?.parents).toEqual([])
  })

  it('is undefined for an unknown commit, an option-like rev, a non-repo or no git', async () => {
    expect(await readCommit('f'.repeat(40), { cwd: repo })).toBeUndefined()
    expect(await readCommit('--output=/tmp/x', { cwd: repo })).toBeUndefined()
    expect(await readCommit('HEAD', { cwd: work })).toBeUndefined()
    const noGit: GitRunner = async (args, cwd) =>
      (await execFileAsync('git-is-not-installed', [...args], { cwd })).stdout
    expect(await readCommit('HEAD', { cwd: repo, run: noGit })).toBeUndefined()
  })

  it('finds the head commit of a shallow clone (parents listed, not fetched)', async () => {
    const shallow = join(work, 'shallow')
    git(work, ['clone', '-q', '--depth', '1', `file://${repo}`, shallow])
    const commit = await readCommit(head, { cwd: shallow })
    expect(commit?.sha1).toBe(head)
    expect(commit?.parents).toEqual([first])
    expect(await readCommit(first, { cwd: shallow })).toBeUndefined()
  })
})

describe('currentBranch and remote URL', () => {
  it('names the branch, and nothing when HEAD is detached', async () => {
    expect(await currentBranch({ cwd: repo })).toBe('main')
    const detached = join(work, 'detached')
    git(work, ['clone', '-q', repo, detached])
    git(detached, ['checkout', '-q', '--detach', 'HEAD'])
    expect(await currentBranch({ cwd: detached })).toBeUndefined()
  })

  it('builds the commit URL base from origin', async () => {
    expect(await remoteCommitUrlBase({ cwd: repo })).toBeUndefined()
    git(repo, ['remote', 'add', 'origin', 'git@github.com:o/o.github.io.git'])
    expect(await remoteCommitUrlBase({ cwd: repo })).toBe(
      'https://github.com/o/o.github.io/commit'
    )
    git(repo, [
      'remote',
      'set-url',
      'origin',
      'https://u:tok@gitlab.com/g/p.git'
    ])
    expect(await remoteCommitUrlBase({ cwd: repo })).toBe(
      'https://gitlab.com/g/p/-/commit'
    )
    git(repo, ['remote', 'remove', 'origin'])
  })

  it.each([
    ['git@github.com:o/r.git', 'https://github.com/o/r'],
    ['ssh://git@github.com:22/o/r.git', 'https://github.com/o/r'],
    [
      'https://x-access-token:secret@github.com/o/r.git/',
      'https://github.com/o/r'
    ],
    ['https://github.com/o/my.gitops.git', 'https://github.com/o/my.gitops'],
    ['http://git.local:8080/o/r', 'http://git.local:8080/o/r'],
    ['git@bitbucket.org:team/repo.git', 'https://bitbucket.org/team/repo'],
    ['/srv/git/repo.git', undefined],
    ['file:///srv/git/repo.git', undefined],
    ['C:\\repos\\r', undefined]
  ])('webRepoUrl(%s)', (remote, want) => {
    expect(webRepoUrl(remote)).toBe(want)
  })
})

describe('buildCommitInfo', () => {
  const github = (over: Partial<CiContext>): CiContext => ({
    ci: 'github',
    commitUrlBase: 'https://github.com/o/r/commit',
    warnings: [],
    ...over
  })

  it('git first; branch and URL from the CI context', async () => {
    const got = await buildCommitInfo(
      github({ commitSha: head, branch: 'feature/pr-head' }),
      { cwd: repo }
    )
    expect(got).toEqual({
      commit: {
        sha1: head,
        message: 'Add b\n\nBody line "quoted" $(not run)',
        author: 'Jane Doe <jane@example.com>',
        timestamp: Date.UTC(2025, 5, 26, 7, 41, 20) / 1000,
        branch: 'feature/pr-head',
        url: `https://github.com/o/r/commit/${head}`,
        parents: [first]
      },
      warnings: []
    })
    expect(Object.keys(got.commit ?? {})).toEqual([
      'sha1',
      'message',
      'author',
      'timestamp',
      'branch',
      'url',
      'parents'
    ])
  })

  it('the event payload when git lacks the commit', async () => {
    const sha = 'a'.repeat(40)
    const got = await buildCommitInfo(
      github({
        commitSha: sha,
        branch: 'main',
        eventCommit: {
          sha1: sha,
          message: 'From payload',
          author: 'A <a@x>',
          timestamp: 5
        }
      }),
      { cwd: repo }
    )
    expect(got.commit).toEqual({
      sha1: sha,
      message: 'From payload',
      author: 'A <a@x>',
      timestamp: 5,
      branch: 'main',
      url: `https://github.com/o/r/commit/${sha}`
    })
    expect(got.warnings.join()).toMatch(/from the event payload/)
  })

  it('only the sha1 when neither git nor the payload know it', async () => {
    const sha = 'b'.repeat(40)
    const got = await buildCommitInfo(github({ commitSha: sha }), { cwd: work })
    expect(got.commit).toEqual({
      sha1: sha,
      url: `https://github.com/o/r/commit/${sha}`
    })
    expect(got.warnings.join()).toMatch(
      /: its sha1 and URL are sent; message, author and time are left out$/
    )
  })

  it('a pull request run without the head checked out: the warning says branch and URL are still sent', async () => {
    const sha = 'c'.repeat(40)
    const got = await buildCommitInfo(
      github({ commitSha: sha, branch: 'feature/pr-head' }),
      { cwd: work }
    )
    expect(got.commit).toEqual({
      sha1: sha,
      branch: 'feature/pr-head',
      url: `https://github.com/o/r/commit/${sha}`
    })
    expect(got.warnings).toEqual([
      expect.stringMatching(
        /: its sha1, branch and URL are sent; message, author and time are left out$/
      )
    ])
  })

  it('--commit HEAD outside CI: git resolves it, branch and URL from git', async () => {
    git(repo, ['remote', 'add', 'origin', 'git@bitbucket.org:t/r.git'])
    const got = await buildCommitInfo(
      { ci: 'none', warnings: [] },
      { cwd: repo, commitOverride: 'HEAD', redact: ['author', 'message'] }
    )
    git(repo, ['remote', 'remove', 'origin'])
    expect(got.commit).toMatchObject({
      sha1: head,
      message: '**REDACTED**',
      author: '**REDACTED**',
      branch: 'main',
      url: `https://bitbucket.org/t/r/commits/${head}`
    })
  })

  it('no commit known: nothing, and an unresolvable revision warns', async () => {
    expect(
      await buildCommitInfo({ ci: 'none', warnings: [] }, { cwd: repo })
    ).toEqual({ warnings: [] })
    const got = await buildCommitInfo(
      { ci: 'none', warnings: [] },
      { cwd: work, commitOverride: 'HEAD~1' }
    )
    expect(got.commit).toBeUndefined()
    expect(got.warnings.join()).toMatch(/HEAD~1 is not in a git repository/)
  })
})
