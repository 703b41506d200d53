/**
 * CI detection and the context of CIs other than GitHub, from the variables
 * each CI sets (vendor CLI `WhichCI` order and `ciTemplates` defaults). A
 * value the CI does not provide is left out with a warning saying what to
 * set; a value is never guessed.
 */
import { azureContext } from './ci-azure.js'
import { commitUrlBaseFor, webRepoUrl } from './git.js'
import { githubContext } from './github.js'
import { applyRepoOverrides, envValue, finishRepoInfo } from './repo-info.js'
import type {
  CiContext,
  CiFacts,
  CiName,
  Env,
  ReadEvent,
  RepoHints,
  RepoOverrides
} from './types.js'

const DETECT: [string, CiName][] = [
  ['BITBUCKET_BUILD_NUMBER', 'bitbucket'],
  ['GITHUB_RUN_NUMBER', 'github'],
  ['TEAMCITY_VERSION', 'teamcity'],
  ['GITLAB_CI', 'gitlab'],
  ['TF_BUILD', 'azure-devops'],
  ['CIRCLECI', 'circleci'],
  ['CODEBUILD_CI', 'codebuild'],
  ['JENKINS_URL', 'jenkins']
]

export function detectCi(env: Env): CiName {
  return DETECT.find(([key]) => envValue(env, key))?.[1] ?? 'none'
}

/** The context of whichever CI runs us (GitHub reads its event payload). */
export function resolveCiContext(
  env: Env,
  readEvent: ReadEvent,
  overrides: RepoOverrides = {}
): CiContext {
  return detectCi(env) === 'github'
    ? githubContext(env, readEvent, overrides)
    : ciContext(env, overrides)
}

export function ciContext(env: Env, overrides: RepoOverrides = {}): CiContext {
  const facts = FACTS[detectCi(env)](env)
  const ctx: CiContext = { ci: facts.ci, warnings: facts.warnings }
  if (facts.commitSha) ctx.commitSha = facts.commitSha
  if (facts.branch) ctx.branch = facts.branch
  const originUrl = overrides.originUrl ?? facts.originUrl
  if (originUrl) ctx.originUrl = originUrl
  else if (facts.ci !== 'none') {
    ctx.warnings.push(
      `${facts.ci} gives no build URL here: origin_url left out (set --origin-url)`
    )
  }
  if (facts.commitUrlBase) ctx.commitUrlBase = facts.commitUrlBase
  const candidate = applyRepoOverrides(facts.repo, overrides)
  const repoInfo = finishRepoInfo(candidate, facts.hints, facts.warnings)
  if (repoInfo) ctx.repoInfo = repoInfo
  return ctx
}

/** Explicit flag names for the fields no CI variable carries. */
export const FLAG_HINTS: RepoHints = {
  name: 'set --repository',
  url: 'set --repo-url',
  id: 'set --repo-id'
}

const FACTS: Record<CiName, (env: Env) => CiFacts> = {
  github: (env) => ({ ...none(env), ci: 'github' }),
  gitlab,
  bitbucket,
  'azure-devops': azureContext,
  circleci,
  jenkins,
  codebuild,
  teamcity,
  none
}

function gitlab(env: Env): CiFacts {
  const v = (key: string) => envValue(env, key)
  const projectUrl = v('CI_PROJECT_URL')
  return {
    ci: 'gitlab',
    // Merged-results pipelines build a merge commit; attest the MR head.
    commitSha: v('CI_MERGE_REQUEST_SOURCE_BRANCH_SHA') ?? v('CI_COMMIT_SHA'),
    branch: v('CI_COMMIT_BRANCH') ?? v('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME'),
    originUrl: v('CI_JOB_URL'),
    commitUrlBase: projectUrl ? `${projectUrl}/-/commit` : undefined,
    repo: {
      url: projectUrl,
      name: v('CI_PROJECT_PATH'),
      id: v('CI_PROJECT_ID'),
      description: v('CI_PROJECT_DESCRIPTION'),
      provider: 'gitlab',
      namespace_path: v('CI_PROJECT_NAMESPACE')?.split('/')
    },
    hints: {
      name: 'CI_PROJECT_PATH',
      url: 'CI_PROJECT_URL',
      id: 'CI_PROJECT_ID'
    },
    warnings: missing(env, ['CI_COMMIT_SHA', 'CI_JOB_URL'])
  }
}

function bitbucket(env: Env): CiFacts {
  const v = (key: string) => envValue(env, key)
  const workspace = v('BITBUCKET_WORKSPACE')
  const slug = v('BITBUCKET_REPO_SLUG')
  const build = v('BITBUCKET_BUILD_NUMBER')
  const web =
    workspace && slug ? `https://bitbucket.org/${workspace}/${slug}` : undefined
  const projectKey = v('BITBUCKET_PROJECT_KEY')
  return {
    ci: 'bitbucket',
    commitSha: v('BITBUCKET_COMMIT'),
    branch: v('BITBUCKET_BRANCH'),
    originUrl:
      web && build
        ? `${web}/addon/pipelines/home#!/results/${build}`
        : undefined,
    commitUrlBase: web ? `${web}/commits` : undefined,
    repo: {
      url: v('BITBUCKET_GIT_HTTP_ORIGIN'),
      name: v('BITBUCKET_REPO_FULL_NAME'),
      id: v('BITBUCKET_REPO_UUID'),
      provider: 'bitbucket_cloud',
      namespace_path: workspace ? [workspace] : undefined,
      additional_info: projectKey ? { project_key: projectKey } : undefined
    },
    hints: {
      name: 'BITBUCKET_REPO_FULL_NAME',
      url: 'BITBUCKET_GIT_HTTP_ORIGIN',
      id: 'BITBUCKET_REPO_UUID'
    },
    warnings: missing(env, [
      'BITBUCKET_COMMIT',
      'BITBUCKET_WORKSPACE',
      'BITBUCKET_REPO_SLUG'
    ])
  }
}

function circleci(env: Env): CiFacts {
  const v = (key: string) => envValue(env, key)
  const web = webRepoUrl(v('CIRCLE_REPOSITORY_URL') ?? '')
  const owner = v('CIRCLE_PROJECT_USERNAME')
  return {
    ci: 'circleci',
    commitSha: v('CIRCLE_SHA1'),
    branch: v('CIRCLE_BRANCH'),
    originUrl: v('CIRCLE_BUILD_URL'),
    commitUrlBase: web ? commitUrlBaseFor(web) : undefined,
    repo: {
      url: web,
      name: v('CIRCLE_PROJECT_REPONAME'),
      provider: 'circleci',
      namespace_path: owner ? [owner] : undefined
    },
    hints: {
      name: 'CIRCLE_PROJECT_REPONAME',
      url: 'CIRCLE_REPOSITORY_URL',
      id: 'CircleCI provides none; set --repo-id'
    },
    warnings: missing(env, ['CIRCLE_SHA1', 'CIRCLE_BUILD_URL'])
  }
}

function jenkins(env: Env): CiFacts {
  const v = (key: string) => envValue(env, key)
  const web = webRepoUrl(v('GIT_URL') ?? '')
  const branch =
    v('CHANGE_BRANCH') ??
    v('BRANCH_NAME') ??
    v('GIT_LOCAL_BRANCH') ??
    v('GIT_BRANCH')?.replace(/^origin\//, '')
  return {
    ci: 'jenkins',
    commitSha: v('GIT_COMMIT'),
    branch,
    originUrl: v('BUILD_URL'),
    commitUrlBase: web ? commitUrlBaseFor(web) : undefined,
    repo: {},
    hints: { ...FLAG_HINTS, id: 'Jenkins provides none; set --repo-id' },
    warnings: missing(env, ['GIT_COMMIT', 'BUILD_URL'])
  }
}

function codebuild(env: Env): CiFacts {
  const v = (key: string) => envValue(env, key)
  const web = webRepoUrl(v('CODEBUILD_SOURCE_REPO_URL') ?? '')
  const ref = v('CODEBUILD_WEBHOOK_HEAD_REF') ?? ''
  return {
    ci: 'codebuild',
    commitSha: v('CODEBUILD_RESOLVED_SOURCE_VERSION'),
    branch: ref.startsWith('refs/heads/') ? ref.slice(11) : undefined,
    originUrl: v('CODEBUILD_BUILD_URL'),
    commitUrlBase: web ? commitUrlBaseFor(web) : undefined,
    repo: { url: web },
    hints: { ...FLAG_HINTS, id: 'CodeBuild provides none; set --repo-id' },
    warnings: missing(env, [
      'CODEBUILD_RESOLVED_SOURCE_VERSION',
      'CODEBUILD_BUILD_URL'
    ])
  }
}

function teamcity(env: Env): CiFacts {
  return {
    ci: 'teamcity',
    commitSha: envValue(env, 'BUILD_VCS_NUMBER'),
    repo: {},
    hints: { ...FLAG_HINTS, id: 'TeamCity provides none; set --repo-id' },
    // TeamCity puts no build URL in the environment: ciContext warns.
    warnings: missing(env, ['BUILD_VCS_NUMBER'])
  }
}

function none(_env: Env): CiFacts {
  return {
    ci: 'none',
    repo: {},
    hints: FLAG_HINTS,
    warnings: ['no CI detected: no commit, origin_url or repo_info defaults']
  }
}

function missing(env: Env, keys: readonly string[]): string[] {
  return keys
    .filter((key) => !envValue(env, key))
    .map((key) => `${key} is not set: the value it carries is left out`)
}
