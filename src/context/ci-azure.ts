/**
 * Azure Pipelines context. The repository provider is derived like the
 * vendor CLI: from BUILD_REPOSITORY_PROVIDER, and for Azure Repos (TfsGit)
 * from the collection URI host (Services vs Server).
 */
import { commitUrlBaseFor, webRepoUrl } from './git.js'
import { envValue } from './repo-info.js'
import type { CiFacts, Env } from './types.js'

const BY_PROVIDER: Record<string, string> = {
  GitHub: 'github',
  GitHubEnterprise: 'github',
  Bitbucket: 'bitbucket_cloud',
  Git: 'git',
  Svn: 'subversion'
}

interface Collection {
  provider: string
  name?: string | undefined
}

/** Services (dev.azure.com, *.visualstudio.com) or Server, and its name. */
export function azureCollection(uri: string | undefined): Collection {
  let url: URL
  try {
    url = new URL(uri ?? '')
  } catch {
    return { provider: 'azure-devops' }
  }
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter((s) => s.length > 0)
  if (host === 'dev.azure.com' || host.endsWith('.dev.azure.com')) {
    return { provider: 'azure_devops_services', name: segments[0] }
  }
  if (host.endsWith('.visualstudio.com')) {
    return { provider: 'azure_devops_services', name: host.split('.')[0] }
  }
  return { provider: 'azure_devops_server', name: segments.at(-1) }
}

export function azureContext(env: Env): CiFacts {
  const v = (key: string) => envValue(env, key)
  const collectionUri = v('SYSTEM_COLLECTIONURI')?.replace(/\/*$/, '/')
  const project = v('SYSTEM_TEAMPROJECT')
  const projectUrl =
    collectionUri && project
      ? `${collectionUri}${encodeURIComponent(project)}`
      : undefined
  const buildId = v('BUILD_BUILDID')
  return {
    ci: 'azure-devops',
    // PR builds check out a merge commit; the PR source commit is the head.
    commitSha:
      v('SYSTEM_PULLREQUEST_SOURCECOMMITID') ?? v('BUILD_SOURCEVERSION'),
    branch: branchOf(
      v('SYSTEM_PULLREQUEST_SOURCEBRANCH') ?? v('BUILD_SOURCEBRANCH')
    ),
    originUrl:
      projectUrl && buildId
        ? `${projectUrl}/_build/results?buildId=${buildId}`
        : undefined,
    ...azureRepo(env, collectionUri, projectUrl),
    hints: {
      name: 'SYSTEM_COLLECTIONURI, SYSTEM_TEAMPROJECT and BUILD_REPOSITORY_NAME',
      url: 'BUILD_REPOSITORY_URI',
      id: 'BUILD_REPOSITORY_ID'
    },
    warnings: ['BUILD_SOURCEVERSION', 'BUILD_BUILDID', 'SYSTEM_COLLECTIONURI']
      .filter((key) => !v(key))
      .map((key) => `${key} is not set: the value it carries is left out`)
  }
}

/**
 * Azure Repos (TfsGit, or no provider) are named
 * `<collection>/<project>/<repo>`; other hosts keep their own name and
 * commit URLs (the vendor CLI builds an `_git` URL for them too, which 404s).
 */
function azureRepo(
  env: Env,
  collectionUri: string | undefined,
  projectUrl: string | undefined
): Pick<CiFacts, 'repo' | 'commitUrlBase'> {
  const v = (key: string) => envValue(env, key)
  const project = v('SYSTEM_TEAMPROJECT')
  const repoName = v('BUILD_REPOSITORY_NAME')
  const kind = v('BUILD_REPOSITORY_PROVIDER') ?? ''
  const collection = azureCollection(collectionUri)
  const repo = {
    url: withoutUserinfo(v('BUILD_REPOSITORY_URI')),
    id: v('BUILD_REPOSITORY_ID'),
    provider: BY_PROVIDER[kind] ?? collection.provider
  }
  if (kind !== 'TfsGit' && kind !== '') {
    const web = webRepoUrl(v('BUILD_REPOSITORY_URI') ?? '')
    return {
      repo: { ...repo, name: repoName },
      commitUrlBase: web && commitUrlBaseFor(web)
    }
  }
  const scoped = collection.name && project
  return {
    repo: {
      ...repo,
      name:
        scoped && repoName
          ? `${collection.name}/${project}/${repoName}`
          : undefined,
      namespace_path: scoped ? [collection.name ?? '', project] : undefined
    },
    commitUrlBase:
      projectUrl && repoName
        ? `${projectUrl}/_git/${encodeURIComponent(repoName)}/commit`
        : undefined
  }
}

/** Azure Repos URIs carry `org@`; a clone URL may carry a token. */
function withoutUserinfo(uri: string | undefined): string | undefined {
  if (!uri) return undefined
  try {
    const url = new URL(uri)
    url.username = ''
    url.password = ''
    return url.toString()
  } catch {
    return uri
  }
}

/** `refs/heads/x` gives `x`; tags and PR merge refs give no branch. */
function branchOf(ref: string | undefined): string | undefined {
  return ref?.startsWith('refs/heads/') ? ref.slice(11) : undefined
}
