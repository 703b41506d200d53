/**
 * `attest junit --dry-run` on each CI the vendor CLI knows besides GitHub:
 * the CI's own variables give the commit, the run link and repo_info, and
 * git in the workspace fills in the commit's details.
 */
import { execFileSync } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attestJunitCommand } from '../../../src/cli/commands/attest-junit.js'
import { runCommand } from '../../support/command.js'
import { fixture } from '../../support/paths.js'

let repo = ''
let sha = ''
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'kosli-ci-'))
  await cp(fixture('cli', 'reports'), join(repo, 'reports'), {
    recursive: true
  })
  git('init', '--quiet', '--initial-branch', 'main')
  git('add', 'reports')
  git(
    '-c',
    'user.name=Jane Doe',
    '-c',
    'user.email=jane@example.com',
    '-c',
    'commit.gpgsign=false',
    'commit',
    '--quiet',
    '-m',
    'Add the order tests',
    '--date',
    '2024-05-01T12:00:00Z'
  )
  sha = git('rev-parse', 'HEAD')
})
afterAll(() => rm(repo, { recursive: true, force: true }))

const SERVICE = { KOSLI_ORG: 'acme', KOSLI_HOST: 'http://127.0.0.1:9' }

async function dryRun(env: Record<string, string>, extra: string[] = []) {
  const result = await runCommand(
    attestJunitCommand,
    [
      '--flow',
      'api',
      '--name',
      'unit-tests',
      'reports/passing.xml',
      '--dry-run',
      ...extra
    ],
    { cwd: repo, env: { ...SERVICE, ...env } }
  )
  expect(result.stderr).not.toMatch(/^error:/m)
  expect(result.code).toBe(0)
  return {
    data: JSON.parse(result.stdout) as Record<string, unknown>,
    stderr: result.stderr
  }
}

interface Case {
  ci: string
  env: (sha: string) => Record<string, string>
  originUrl?: string
  commitUrl: (sha: string) => string
  branch: string | undefined
  repoInfo?: Record<string, unknown>
  /** A warning naming what to set, when repo_info cannot be complete. */
  warning?: string
}

const CASES: Case[] = [
  {
    ci: 'GitLab',
    env: (sha) => ({
      GITLAB_CI: 'true',
      CI_COMMIT_SHA: sha,
      CI_COMMIT_BRANCH: 'main',
      CI_JOB_URL: 'https://gitlab.com/acme/api/-/jobs/42',
      CI_PROJECT_URL: 'https://gitlab.com/acme/api',
      CI_PROJECT_PATH: 'acme/api',
      CI_PROJECT_ID: '1234',
      CI_PROJECT_NAMESPACE: 'acme'
    }),
    originUrl: 'https://gitlab.com/acme/api/-/jobs/42',
    commitUrl: (sha) => `https://gitlab.com/acme/api/-/commit/${sha}`,
    branch: 'main',
    repoInfo: {
      name: 'acme/api',
      url: 'https://gitlab.com/acme/api',
      id: '1234',
      provider: 'gitlab',
      namespace_path: ['acme']
    }
  },
  {
    ci: 'Bitbucket',
    env: (sha) => ({
      BITBUCKET_BUILD_NUMBER: '7',
      BITBUCKET_COMMIT: sha,
      BITBUCKET_BRANCH: 'main',
      BITBUCKET_WORKSPACE: 'acme',
      BITBUCKET_REPO_SLUG: 'api',
      BITBUCKET_REPO_FULL_NAME: 'acme/api',
      BITBUCKET_REPO_UUID: '{5a0b3c}',
      BITBUCKET_GIT_HTTP_ORIGIN: 'https://bitbucket.org/acme/api'
    }),
    originUrl:
      'https://bitbucket.org/acme/api/addon/pipelines/home#!/results/7',
    commitUrl: (sha) => `https://bitbucket.org/acme/api/commits/${sha}`,
    branch: 'main',
    repoInfo: {
      name: 'acme/api',
      url: 'https://bitbucket.org/acme/api',
      id: '{5a0b3c}',
      provider: 'bitbucket_cloud',
      namespace_path: ['acme']
    }
  },
  {
    ci: 'Azure DevOps',
    env: (sha) => ({
      TF_BUILD: 'True',
      BUILD_SOURCEVERSION: sha,
      BUILD_SOURCEBRANCH: 'refs/heads/main',
      BUILD_BUILDID: '99',
      SYSTEM_COLLECTIONURI: 'https://dev.azure.com/acme/',
      SYSTEM_TEAMPROJECT: 'Payments',
      BUILD_REPOSITORY_NAME: 'api',
      BUILD_REPOSITORY_ID: 'a1b2c3',
      BUILD_REPOSITORY_URI: 'https://acme@dev.azure.com/acme/Payments/_git/api',
      BUILD_REPOSITORY_PROVIDER: 'TfsGit'
    }),
    originUrl: 'https://dev.azure.com/acme/Payments/_build/results?buildId=99',
    commitUrl: (sha) =>
      `https://dev.azure.com/acme/Payments/_git/api/commit/${sha}`,
    branch: 'main',
    repoInfo: {
      name: 'acme/Payments/api',
      url: 'https://dev.azure.com/acme/Payments/_git/api',
      id: 'a1b2c3',
      provider: 'azure_devops_services',
      namespace_path: ['acme', 'Payments']
    }
  },
  {
    ci: 'CircleCI',
    env: (sha) => ({
      CIRCLECI: 'true',
      CIRCLE_SHA1: sha,
      CIRCLE_BRANCH: 'main',
      CIRCLE_BUILD_URL: 'https://circleci.com/gh/acme/api/314',
      CIRCLE_REPOSITORY_URL: 'git@github.com:acme/api.git',
      CIRCLE_PROJECT_REPONAME: 'api',
      CIRCLE_PROJECT_USERNAME: 'acme'
    }),
    originUrl: 'https://circleci.com/gh/acme/api/314',
    commitUrl: (sha) => `https://github.com/acme/api/commit/${sha}`,
    branch: 'main',
    warning:
      'repo_info left out: no repository id (CircleCI provides none; set --repo-id)'
  },
  {
    ci: 'Jenkins',
    env: (sha) => ({
      JENKINS_URL: 'https://jenkins.example.com/',
      GIT_COMMIT: sha,
      BUILD_URL: 'https://jenkins.example.com/job/api/12/',
      GIT_URL: 'https://github.com/acme/api.git',
      BRANCH_NAME: 'main'
    }),
    originUrl: 'https://jenkins.example.com/job/api/12/',
    commitUrl: (sha) => `https://github.com/acme/api/commit/${sha}`,
    branch: 'main',
    warning:
      'repo_info left out: no repository id (Jenkins provides none; set --repo-id), name (set --repository), url (set --repo-url)'
  },
  {
    ci: 'CodeBuild',
    env: (sha) => ({
      CODEBUILD_CI: 'true',
      CODEBUILD_RESOLVED_SOURCE_VERSION: sha,
      CODEBUILD_BUILD_URL:
        'https://console.aws.amazon.com/codesuite/codebuild/projects/api/build/api%3A1',
      CODEBUILD_SOURCE_REPO_URL: 'https://github.com/acme/api.git',
      CODEBUILD_WEBHOOK_HEAD_REF: 'refs/heads/main'
    }),
    originUrl:
      'https://console.aws.amazon.com/codesuite/codebuild/projects/api/build/api%3A1',
    commitUrl: (sha) => `https://github.com/acme/api/commit/${sha}`,
    branch: 'main',
    warning:
      'repo_info left out: no repository id (CodeBuild provides none; set --repo-id), name (set --repository)'
  },
  {
    ci: 'TeamCity',
    env: (sha) => ({ TEAMCITY_VERSION: '2024.03', BUILD_VCS_NUMBER: sha }),
    // No run link and no repository in TeamCity's environment; the commit
    // URL would need a remote, and this repository has none.
    commitUrl: () => '',
    // Not from the CI: git's checked-out branch.
    branch: 'main',
    warning:
      'teamcity gives no build URL here: origin_url left out (set --origin-url)'
  }
]

describe.each(CASES)('attest junit --dry-run on $ci', (c) => {
  it('sends the CI commit with git details, the run link and repo_info', async () => {
    const { data, stderr } = await dryRun(c.env(sha))
    const commit = data.git_commit_info as Record<string, unknown>
    expect(commit).toMatchObject({
      sha1: sha,
      message: 'Add the order tests',
      author: 'Jane Doe <jane@example.com>',
      timestamp: 1714564800
    })
    if (c.branch) expect(commit.branch).toBe(c.branch)
    const url = c.commitUrl(sha)
    if (url) expect(commit.url).toBe(url)
    else expect(commit).not.toHaveProperty('url')
    if (c.originUrl) expect(data.origin_url).toBe(c.originUrl)
    else expect(data).not.toHaveProperty('origin_url')
    if (c.repoInfo) expect(data.repo_info).toEqual(c.repoInfo)
    else expect(data).not.toHaveProperty('repo_info')
    if (c.warning) expect(stderr).toContain(`warning: ${c.warning}`)
    // The trail defaults to the attested commit.
    expect(stderr).toContain(`trail: ${sha}`)
  })
})

describe('attest junit outside any CI', () => {
  it('no commit, no run link, no repo_info: each left out with a warning', async () => {
    const { data, stderr } = await dryRun({}, ['--trail', 'manual'])
    expect(data).not.toHaveProperty('git_commit_info')
    expect(data).not.toHaveProperty('origin_url')
    expect(data).not.toHaveProperty('repo_info')
    expect(stderr).toContain('warning: no CI detected')
  })

  it('--commit names the commit: git gives its details', async () => {
    const { data } = await dryRun({}, ['--commit', 'HEAD'])
    expect(data.git_commit_info).toMatchObject({ sha1: sha, branch: 'main' })
  })

  it('a CI commit git does not have: only its sha1, with a warning', async () => {
    const other = 'f'.repeat(40)
    const { data, stderr } = await dryRun({
      GITLAB_CI: 'true',
      CI_COMMIT_SHA: other
    })
    expect(data.git_commit_info).toMatchObject({ sha1: other })
    expect(data.git_commit_info).not.toHaveProperty('message')
    expect(data.git_commit_info).not.toHaveProperty('author')
    expect(stderr).toContain(`commit ${other} is not in a git repository`)
  })
})

describe('repository overrides', () => {
  it('--repo-id completes CircleCI repo_info; --repository and --repo-provider win', async () => {
    const circle = CASES.find((c) => c.ci === 'CircleCI')
    const { data } = await dryRun(circle?.env(sha) ?? {}, [
      '--repo-id',
      'gh-123',
      '--repository',
      'acme/api',
      '--repo-provider',
      'github'
    ])
    expect(data.repo_info).toEqual({
      name: 'acme/api',
      url: 'https://github.com/acme/api',
      id: 'gh-123',
      provider: 'github'
    })
  })
})

describe('run link and redaction', () => {
  const teamcity = CASES.find((c) => c.ci === 'TeamCity')

  it('--origin-url gives TeamCity its run link, and no warning about it', async () => {
    const link = 'https://teamcity.example.com/buildConfiguration/api/42'
    const { data, stderr } = await dryRun(teamcity?.env(sha) ?? {}, [
      '--origin-url',
      link
    ])
    expect(data.origin_url).toBe(link)
    expect(stderr).not.toContain('origin_url left out')
  })

  it('--origin-url that is not a URL is a usage error naming the flag', async () => {
    const run = await runCommand(
      attestJunitCommand,
      [
        '--flow',
        'api',
        '--name',
        'unit-tests',
        'reports/passing.xml',
        '--dry-run',
        '--origin-url',
        'not a url'
      ],
      { cwd: repo, env: { ...SERVICE, ...teamcity?.env(sha) } }
    )
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--origin-url')
  })

  it('--redact-commit-info replaces the named fields, and only those', async () => {
    const { data } = await dryRun(teamcity?.env(sha) ?? {}, [
      '--redact-commit-info',
      'author',
      '--redact-commit-info',
      'message'
    ])
    expect(data.git_commit_info).toMatchObject({
      sha1: sha,
      author: '**REDACTED**',
      message: '**REDACTED**',
      branch: 'main'
    })
  })
})
