/** The part of GitCommit (docs/spec/resources.md) that we send. */
export interface GitCommitInfo {
  sha1: string
  message?: string | null
  author?: string | null
  branch?: string | null
  timestamp?: number | null
  url?: string | null
  parents?: string[] | null
}

/** RepoInfoPostInput (docs/spec/resources.md). */
export interface RepoInfo {
  name: string
  url: string
  id?: string | null
  description?: string | null
  provider?: string | null
  namespace_path?: string[] | null
  additional_info?: Record<string, unknown> | null
}

/**
 * What a CI says of the repository, field by field; an undefined field is one
 * it does not say. finishRepoInfo makes a RepoInfo of it, or nothing.
 */
export type RepoFacts = { [K in keyof RepoInfo]?: RepoInfo[K] | undefined }

export type CiName =
  | 'github'
  | 'gitlab'
  | 'bitbucket'
  | 'azure-devops'
  | 'circleci'
  | 'jenkins'
  | 'codebuild'
  | 'teamcity'
  | 'none'

/** What the CI environment (and event payload) says about this run. */
export interface CiContext {
  ci: CiName
  commitSha?: string
  branch?: string
  /** Link to the CI run/job (`origin_url`). */
  originUrl?: string
  repoInfo?: RepoInfo
  /** The commit URL is `${commitUrlBase}/${sha}`. */
  commitUrlBase?: string
  /** Facts from an event payload, used when git lacks the commit. */
  eventCommit?: Partial<GitCommitInfo>
  /** Why a value is missing, for the user to act on; never a secret. */
  warnings: string[]
}

export type Env = Readonly<Record<string, string | undefined>>
export type ReadEvent = (path: string) => unknown

/** Explicit values (flags/inputs) that win over what the CI detected. */
export interface RepoOverrides {
  /** The CLI's --origin-url: beats the CI's build URL. */
  originUrl?: string
  repository?: string
  repoId?: string
  repoUrl?: string
  repoProvider?: string
}

/** How to supply each required field when the CI did not (for warnings). */
export interface RepoHints {
  name: string
  url: string
  id: string
}

/** Facts one CI provides, before repo overrides and completeness checks. */
export interface CiFacts {
  ci: CiName
  commitSha?: string | undefined
  branch?: string | undefined
  originUrl?: string | undefined
  commitUrlBase?: string | undefined
  repo: RepoFacts
  hints: RepoHints
  warnings: string[]
}
