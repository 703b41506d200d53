import type {
  Env,
  RepoFacts,
  RepoHints,
  RepoInfo,
  RepoOverrides
} from './types.js'

/** Non-empty trimmed value of an environment variable, else undefined. */
export function envValue(env: Env, key: string): string | undefined {
  const value = env[key]?.trim()
  return value ? value : undefined
}

/**
 * The vendor CLI sends repo_info only when id, name and url are all known
 * (docs/spec/resources.md makes id optional, but the service keys repositories by it), so a
 * partial candidate is dropped with a warning saying what to set.
 */
export function finishRepoInfo(
  candidate: RepoFacts,
  hints: RepoHints,
  warnings: string[]
): RepoInfo | undefined {
  const missing = (['id', 'name', 'url'] as const).filter((k) => !candidate[k])
  if (missing.length > 0) {
    const how = missing.map((k) => `${k} (${hints[k]})`).join(', ')
    warnings.push(`repo_info left out: no repository ${how}`)
    return undefined
  }
  const info: RepoInfo = {
    name: candidate.name ?? '',
    url: candidate.url ?? ''
  }
  if (candidate.id) info.id = candidate.id
  if (candidate.description) info.description = candidate.description
  if (candidate.provider) info.provider = candidate.provider
  if (candidate.namespace_path?.length) {
    info.namespace_path = candidate.namespace_path
  }
  const extra = candidate.additional_info
  if (extra && Object.keys(extra).length > 0) info.additional_info = extra
  return info
}

/**
 * Explicit values win (vendor `mergeGitRepoInfo`): id, url and provider
 * whenever given; a given repository name also drops the CI-derived
 * namespace_path and additional_info, which described the detected name.
 */
export function applyRepoOverrides(
  candidate: RepoFacts,
  overrides: RepoOverrides = {}
): RepoFacts {
  const merged = { ...candidate }
  if (overrides.repoId) merged.id = overrides.repoId
  if (overrides.repoUrl) merged.url = overrides.repoUrl
  if (overrides.repoProvider) merged.provider = overrides.repoProvider
  if (overrides.repository) {
    merged.name = overrides.repository
    delete merged.namespace_path
    delete merged.additional_info
  }
  return merged
}
