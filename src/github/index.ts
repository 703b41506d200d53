/**
 * The GitHub side of the pull-request gate: which pull request a run is
 * about and reports downloaded from the run that
 * triggered a `workflow_run` event.
 *
 * Everything comes in as parameters (token, GITHUB_API_URL, GITHUB_REPOSITORY,
 * the event name and the parsed GITHUB_EVENT_PATH payload, a logger); nothing
 * reads the environment or @actions/github's context. Importing this module
 * has no side effect and loads neither Octokit, undici nor the zip reader:
 * they are imported on the first call that needs them.
 */
export {
  apiBase,
  checkConnection,
  parseRepository,
  type GitHubConnection,
  type RepositoryName
} from './connection.js'
export {
  forkRestricted,
  isForkPullRequest,
  pullRequestOf,
  triggeringRunOf,
  PULL_REQUEST_EVENTS,
  type PullRequestFromEvent,
  type TriggeringRun
} from './event.js'
export {
  describeGitHubFailure,
  GitHubApiError,
  type FailureContext
} from './failure.js'
export {
  findPullRequest,
  type FindPullRequestOptions,
  type FoundPullRequest,
  type PullRequestRef
} from './find-pull-request.js'
export {
  matchesArtifact,
  parseArtifactPattern,
  type ArtifactPattern
} from './artifact-pattern.js'
export {
  downloadRunArtifacts,
  type DownloadedArtifact,
  type DownloadedArtifacts,
  type DownloadRunArtifactsOptions
} from './artifacts.js'
export {
  ArchiveRefusedError,
  defaultLimits,
  type ZipLimits
} from './unzip/limits.js'
export {
  baseOfEvent,
  pullRequestLabels,
  type BaseOfEvent
} from './base-commit.js'
export {
  findBaseTests,
  type BaseTestsFound,
  type BaseTestsLookup
} from './base-tests.js'
export { connectionFromEnv } from './from-env.js'
export { countMatrixJobs, isLegOf, type CountJobsOptions } from './run-jobs.js'
