import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { githubContext } from '../../../src/context/github.js'
import { fixture } from '../../support/paths.js'

const eventFile = (name: string) => fixture('events', `${name}.json`)
const readEvent = (path: string): unknown =>
  JSON.parse(readFileSync(path, 'utf8'))

const MERGE_SHA = 'cccccccccccccccccccccccccccccccccccccccc'
const BASE = {
  GITHUB_ACTIONS: 'true',
  GITHUB_RUN_NUMBER: '17',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'octo-org/octo-repo',
  GITHUB_REPOSITORY_OWNER: 'octo-org',
  GITHUB_REPOSITORY_ID: '123456',
  GITHUB_RUN_ID: '987',
  GITHUB_RUN_ATTEMPT: '2'
}

describe('githubContext', () => {
  it('push: commit, branch, run URL, repo_info and head_commit facts', () => {
    const sha = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
    const ctx = githubContext(
      {
        ...BASE,
        GITHUB_EVENT_NAME: 'push',
        GITHUB_EVENT_PATH: eventFile('push'),
        GITHUB_SHA: sha,
        GITHUB_REF: 'refs/heads/main',
        GITHUB_REF_NAME: 'main'
      },
      readEvent
    )
    expect(ctx).toEqual({
      ci: 'github',
      commitSha: sha,
      branch: 'main',
      originUrl:
        'https://github.com/octo-org/octo-repo/actions/runs/987/attempts/2',
      commitUrlBase: 'https://github.com/octo-org/octo-repo/commit',
      repoInfo: {
        name: 'octo-org/octo-repo',
        url: 'https://github.com/octo-org/octo-repo',
        id: '123456',
        provider: 'github',
        namespace_path: ['octo-org']
      },
      eventCommit: {
        sha1: sha,
        message: 'Add JUnit reporting\n\nCloses #12',
        author: 'Jane Doe <jane@example.com>',
        timestamp: Date.UTC(2025, 5, 26, 7, 41, 20) / 1000
      },
      warnings: []
    })
  })

  it('tag push: commit but no branch', () => {
    const ctx = githubContext(
      {
        ...BASE,
        GITHUB_EVENT_NAME: 'push',
        GITHUB_EVENT_PATH: eventFile('push-tag'),
        GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
        GITHUB_REF: 'refs/tags/v1.2.0',
        GITHUB_REF_NAME: 'v1.2.0'
      },
      readEvent
    )
    expect(ctx.commitSha).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f9012345678')
    expect(ctx.branch).toBeUndefined()
    expect(ctx.eventCommit?.timestamp).toBe(
      Date.UTC(2025, 5, 26, 7, 41, 20) / 1000
    )
  })

  it.each(['pull_request', 'pull_request_target'])(
    '%s: the PR head, never the merge commit GITHUB_SHA',
    (event) => {
      const ctx = githubContext(
        {
          ...BASE,
          GITHUB_EVENT_NAME: event,
          GITHUB_EVENT_PATH: eventFile(event),
          GITHUB_SHA: MERGE_SHA,
          GITHUB_REF: 'refs/pull/42/merge',
          GITHUB_HEAD_REF: 'ignored-when-payload-has-it'
        },
        readEvent
      )
      const head =
        event === 'pull_request'
          ? {
              sha: 'feedfacefeedfacefeedfacefeedfacefeedface',
              ref: 'feature/junit'
            }
          : { sha: '0123456789abcdef0123456789abcdef01234567', ref: 'fix-typo' }
      expect(ctx.commitSha).toBe(head.sha)
      expect(ctx.branch).toBe(head.ref)
      expect(ctx.eventCommit).toEqual({ sha1: head.sha, branch: head.ref })
      expect(ctx.warnings).toEqual([])
    }
  )

  it('pull_request without a payload: commit left out with a warning', () => {
    const ctx = githubContext(
      {
        ...BASE,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_SHA: MERGE_SHA,
        GITHUB_HEAD_REF: 'feature/x'
      },
      readEvent
    )
    expect(ctx.commitSha).toBeUndefined()
    expect(ctx.branch).toBe('feature/x')
    expect(ctx.warnings.join()).toMatch(/pull_request\.head\.sha.*merge commit/)
  })

  it('workflow_run: the triggering head sha, branch and commit facts', () => {
    const ctx = githubContext(
      {
        ...BASE,
        GITHUB_EVENT_NAME: 'workflow_run',
        GITHUB_EVENT_PATH: eventFile('workflow_run'),
        GITHUB_SHA: 'dddddddddddddddddddddddddddddddddddddddd',
        GITHUB_REF: 'refs/heads/main'
      },
      readEvent
    )
    expect(ctx.commitSha).toBe('9999999999999999999999999999999999999999')
    expect(ctx.branch).toBe('release/2025')
    expect(ctx.eventCommit).toEqual({
      sha1: '9999999999999999999999999999999999999999',
      message: 'Bump version',
      author: 'Release Bot <bot@example.com>',
      timestamp: Date.UTC(2025, 0, 2, 3, 4, 5) / 1000,
      branch: 'release/2025'
    })
  })

  it('other events use GITHUB_SHA and the ref branch', () => {
    const ctx = githubContext(
      {
        ...BASE,
        GITHUB_EVENT_NAME: 'workflow_dispatch',
        GITHUB_SHA: 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        GITHUB_REF: 'refs/heads/dev',
        GITHUB_REF_NAME: 'dev'
      },
      readEvent
    )
    expect(ctx.commitSha).toBe('eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
    expect(ctx.branch).toBe('dev')
    expect(ctx.eventCommit).toBeUndefined()
  })

  it('GitHub Enterprise Server: every URL from GITHUB_SERVER_URL', () => {
    const ctx = githubContext(
      {
        ...BASE,
        GITHUB_SERVER_URL: 'https://ghe.example.com/',
        GITHUB_RUN_ATTEMPT: undefined,
        GITHUB_EVENT_NAME: 'push',
        GITHUB_SHA: 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        GITHUB_REF: 'refs/heads/main'
      },
      readEvent
    )
    expect(ctx.originUrl).toBe(
      'https://ghe.example.com/octo-org/octo-repo/actions/runs/987'
    )
    expect(ctx.commitUrlBase).toBe(
      'https://ghe.example.com/octo-org/octo-repo/commit'
    )
    expect(ctx.repoInfo?.url).toBe('https://ghe.example.com/octo-org/octo-repo')
  })

  it('missing repository id: repo_info left out, naming what to set', () => {
    const ctx = githubContext(
      { ...BASE, GITHUB_REPOSITORY_ID: '', GITHUB_SHA: MERGE_SHA },
      readEvent
    )
    expect(ctx.repoInfo).toBeUndefined()
    expect(ctx.warnings.join()).toMatch(/GITHUB_REPOSITORY_ID; set --repo-id/)
    const withFlag = githubContext(
      { ...BASE, GITHUB_REPOSITORY_ID: '' },
      readEvent,
      { repoId: '42' }
    )
    expect(withFlag.repoInfo?.id).toBe('42')
  })

  it('an unreadable payload is a warning, not a failure', () => {
    const ctx = githubContext(
      {
        ...BASE,
        GITHUB_EVENT_NAME: 'push',
        GITHUB_EVENT_PATH: '/nonexistent/event.json',
        GITHUB_SHA: 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
      },
      () => {
        throw new Error('ENOENT')
      }
    )
    expect(ctx.commitSha).toBe('eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
    expect(ctx.warnings.join()).toMatch(/cannot read the event payload/)
  })
})
