import { describe, expect, it } from 'vitest'
import { azureCollection } from '../../../src/context/ci-azure.js'
import {
  ciContext,
  detectCi,
  resolveCiContext
} from '../../../src/context/ci.js'
import type { CiContext, Env } from '../../../src/context/types.js'

const SHA = '0123456789abcdef0123456789abcdef01234567'
const noEvent = () => {
  throw new Error('no event payload outside GitHub')
}

describe('detectCi', () => {
  it.each<[Env, CiContext['ci']]>([
    [{ BITBUCKET_BUILD_NUMBER: '1', GITHUB_RUN_NUMBER: '1' }, 'bitbucket'],
    [{ GITHUB_RUN_NUMBER: '1', GITLAB_CI: 'true' }, 'github'],
    [{ TEAMCITY_VERSION: '2024.1', GITLAB_CI: 'true' }, 'teamcity'],
    [{ GITLAB_CI: 'true', TF_BUILD: 'True' }, 'gitlab'],
    [{ TF_BUILD: 'True', CIRCLECI: 'true' }, 'azure-devops'],
    [{ CIRCLECI: 'true', CODEBUILD_CI: 'true' }, 'circleci'],
    [{ CODEBUILD_CI: 'true', JENKINS_URL: 'http://j' }, 'codebuild'],
    [{ JENKINS_URL: 'http://j/' }, 'jenkins'],
    [{ GITLAB_CI: '' }, 'none'],
    [{}, 'none']
  ])('%j -> %s', (env, ci) => {
    expect(detectCi(env)).toBe(ci)
  })
})

type Case = [string, Env, Partial<CiContext>]
const cases: Case[] = [
  [
    'gitlab',
    {
      GITLAB_CI: 'true',
      CI_COMMIT_SHA: SHA,
      CI_COMMIT_BRANCH: 'main',
      CI_JOB_URL: 'https://gitlab.com/grp/sub/proj/-/jobs/55',
      CI_PROJECT_URL: 'https://gitlab.com/grp/sub/proj',
      CI_PROJECT_PATH: 'grp/sub/proj',
      CI_PROJECT_NAME: 'proj',
      CI_PROJECT_ID: '4711',
      CI_PROJECT_DESCRIPTION: 'The project',
      CI_PROJECT_NAMESPACE: 'grp/sub'
    },
    {
      ci: 'gitlab',
      commitSha: SHA,
      branch: 'main',
      originUrl: 'https://gitlab.com/grp/sub/proj/-/jobs/55',
      commitUrlBase: 'https://gitlab.com/grp/sub/proj/-/commit',
      repoInfo: {
        url: 'https://gitlab.com/grp/sub/proj',
        name: 'grp/sub/proj',
        id: '4711',
        description: 'The project',
        provider: 'gitlab',
        namespace_path: ['grp', 'sub']
      }
    }
  ],
  [
    'bitbucket',
    {
      BITBUCKET_BUILD_NUMBER: '12',
      BITBUCKET_COMMIT: SHA,
      BITBUCKET_BRANCH: 'feature/x',
      BITBUCKET_WORKSPACE: 'acme',
      BITBUCKET_REPO_SLUG: 'shop',
      BITBUCKET_REPO_FULL_NAME: 'acme/shop',
      BITBUCKET_REPO_UUID: '{1234-abcd}',
      BITBUCKET_GIT_HTTP_ORIGIN: 'http://bitbucket.org/acme/shop',
      BITBUCKET_PROJECT_KEY: 'PRJ'
    },
    {
      ci: 'bitbucket',
      commitSha: SHA,
      branch: 'feature/x',
      originUrl:
        'https://bitbucket.org/acme/shop/addon/pipelines/home#!/results/12',
      commitUrlBase: 'https://bitbucket.org/acme/shop/commits',
      repoInfo: {
        url: 'http://bitbucket.org/acme/shop',
        name: 'acme/shop',
        id: '{1234-abcd}',
        provider: 'bitbucket_cloud',
        namespace_path: ['acme'],
        additional_info: { project_key: 'PRJ' }
      }
    }
  ],
  [
    'azure devops services, Azure Repos',
    {
      TF_BUILD: 'True',
      BUILD_SOURCEVERSION: SHA,
      BUILD_SOURCEBRANCH: 'refs/heads/main',
      SYSTEM_COLLECTIONURI: 'https://dev.azure.com/contoso/',
      SYSTEM_TEAMPROJECT: 'Web Shop',
      BUILD_BUILDID: '321',
      BUILD_REPOSITORY_NAME: 'shop-api',
      BUILD_REPOSITORY_ID: 'b2c1-guid',
      BUILD_REPOSITORY_URI:
        'https://contoso@dev.azure.com/contoso/Web%20Shop/_git/shop-api',
      BUILD_REPOSITORY_PROVIDER: 'TfsGit'
    },
    {
      ci: 'azure-devops',
      commitSha: SHA,
      branch: 'main',
      originUrl:
        'https://dev.azure.com/contoso/Web%20Shop/_build/results?buildId=321',
      commitUrlBase:
        'https://dev.azure.com/contoso/Web%20Shop/_git/shop-api/commit',
      repoInfo: {
        url: 'https://dev.azure.com/contoso/Web%20Shop/_git/shop-api',
        name: 'contoso/Web Shop/shop-api',
        id: 'b2c1-guid',
        provider: 'azure_devops_services',
        namespace_path: ['contoso', 'Web Shop']
      }
    }
  ],
  [
    'azure devops, GitHub repository, pull request',
    {
      TF_BUILD: 'True',
      BUILD_SOURCEVERSION: 'cccccccccccccccccccccccccccccccccccccccc',
      SYSTEM_PULLREQUEST_SOURCECOMMITID: SHA,
      BUILD_SOURCEBRANCH: 'refs/pull/3/merge',
      SYSTEM_PULLREQUEST_SOURCEBRANCH: 'refs/heads/fix',
      SYSTEM_COLLECTIONURI: 'https://contoso.visualstudio.com/',
      SYSTEM_TEAMPROJECT: 'Shop',
      BUILD_BUILDID: '9',
      BUILD_REPOSITORY_NAME: 'acme/shop',
      BUILD_REPOSITORY_ID: 'acme/shop',
      BUILD_REPOSITORY_URI: 'https://github.com/acme/shop',
      BUILD_REPOSITORY_PROVIDER: 'GitHub'
    },
    {
      ci: 'azure-devops',
      commitSha: SHA,
      branch: 'fix',
      originUrl:
        'https://contoso.visualstudio.com/Shop/_build/results?buildId=9',
      commitUrlBase: 'https://github.com/acme/shop/commit',
      repoInfo: {
        url: 'https://github.com/acme/shop',
        name: 'acme/shop',
        id: 'acme/shop',
        provider: 'github'
      }
    }
  ],
  [
    'circleci',
    {
      CIRCLECI: 'true',
      CIRCLE_SHA1: SHA,
      CIRCLE_BRANCH: 'main',
      CIRCLE_BUILD_URL: 'https://circleci.com/gh/acme/shop/77',
      CIRCLE_REPOSITORY_URL: 'git@bitbucket.org:acme/shop.git',
      CIRCLE_PROJECT_REPONAME: 'shop',
      CIRCLE_PROJECT_USERNAME: 'acme'
    },
    {
      ci: 'circleci',
      commitSha: SHA,
      branch: 'main',
      originUrl: 'https://circleci.com/gh/acme/shop/77',
      commitUrlBase: 'https://bitbucket.org/acme/shop/commits'
    }
  ],
  [
    'jenkins',
    {
      JENKINS_URL: 'https://jenkins.example.com/',
      GIT_COMMIT: SHA,
      GIT_BRANCH: 'origin/main',
      BUILD_URL: 'https://jenkins.example.com/job/shop/5/',
      GIT_URL: 'https://github.com/acme/shop.git'
    },
    {
      ci: 'jenkins',
      commitSha: SHA,
      branch: 'main',
      originUrl: 'https://jenkins.example.com/job/shop/5/',
      commitUrlBase: 'https://github.com/acme/shop/commit'
    }
  ],
  [
    'codebuild',
    {
      CODEBUILD_CI: 'true',
      CODEBUILD_RESOLVED_SOURCE_VERSION: SHA,
      CODEBUILD_WEBHOOK_HEAD_REF: 'refs/heads/main',
      CODEBUILD_BUILD_URL:
        'https://eu-west-1.console.aws.amazon.com/codesuite/codebuild/projects/shop/build/shop:1',
      CODEBUILD_SOURCE_REPO_URL: 'https://github.com/acme/shop.git'
    },
    {
      ci: 'codebuild',
      commitSha: SHA,
      branch: 'main',
      originUrl:
        'https://eu-west-1.console.aws.amazon.com/codesuite/codebuild/projects/shop/build/shop:1',
      commitUrlBase: 'https://github.com/acme/shop/commit'
    }
  ],
  [
    'teamcity',
    { TEAMCITY_VERSION: '2024.07', BUILD_VCS_NUMBER: SHA },
    { ci: 'teamcity', commitSha: SHA }
  ]
]

describe('ciContext per CI', () => {
  it.each(cases)('%s', (_name, env, want) => {
    const ctx = ciContext(env)
    const { warnings: _w, ...rest } = ctx
    expect(rest).toEqual(want)
    expect(resolveCiContext(env, noEvent)).toEqual(ctx)
  })

  it('without a repository id, repo_info is left out and the warning names --repo-id', () => {
    const circle = cases.find(([name]) => name === 'circleci')?.[1] ?? {}
    const ctx = ciContext(circle)
    expect(ctx.repoInfo).toBeUndefined()
    expect(ctx.warnings.join()).toMatch(/CircleCI provides none; set --repo-id/)
    expect(ciContext(circle, { repoId: 'r-1' }).repoInfo).toEqual({
      url: 'https://bitbucket.org/acme/shop',
      name: 'shop',
      id: 'r-1',
      provider: 'circleci',
      namespace_path: ['acme']
    })
  })

  it('TeamCity warns that origin_url is unknown', () => {
    const ctx = ciContext({ TEAMCITY_VERSION: '1', BUILD_VCS_NUMBER: SHA })
    expect(ctx.warnings.join()).toMatch(
      /origin_url left out \(set --origin-url\)/
    )
  })

  it('GitLab merged-results pipelines attest the MR head, not the merge', () => {
    const ctx = ciContext({
      GITLAB_CI: 'true',
      CI_COMMIT_SHA: 'cccccccccccccccccccccccccccccccccccccccc',
      CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: SHA,
      CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feat'
    })
    expect(ctx.commitSha).toBe(SHA)
    expect(ctx.branch).toBe('feat')
  })

  it('an explicit --repository replaces the name and drops CI namespace data', () => {
    const gitlab = cases[0]?.[1] ?? {}
    const ctx = ciContext(gitlab, { repository: 'renamed' })
    expect(ctx.repoInfo?.name).toBe('renamed')
    expect(ctx.repoInfo?.namespace_path).toBeUndefined()
  })

  it('outside CI: nothing detected, but explicit values build repo_info', () => {
    expect(ciContext({}).repoInfo).toBeUndefined()
    expect(
      ciContext(
        {},
        { repository: 'o/r', repoId: '1', repoUrl: 'https://x/o/r' }
      ).repoInfo
    ).toEqual({ name: 'o/r', url: 'https://x/o/r', id: '1' })
  })
})

describe('azureCollection', () => {
  it.each([
    ['https://dev.azure.com/contoso/', 'azure_devops_services', 'contoso'],
    ['https://contoso.visualstudio.com/', 'azure_devops_services', 'contoso'],
    [
      'https://tfs.corp.local/tfs/DefaultCollection/',
      'azure_devops_server',
      'DefaultCollection'
    ],
    ['not a url', 'azure-devops', undefined]
  ])('%s', (uri, provider, name) => {
    expect(azureCollection(uri)).toEqual(
      name ? { provider, name } : { provider }
    )
  })
})
