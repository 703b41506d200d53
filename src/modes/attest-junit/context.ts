import type { CommitOptions } from '../../config/index.js'
import { resolveCiContext } from '../../context/ci.js'
import { buildCommitInfo } from '../../context/commit.js'
import type {
  GitCommitInfo,
  RepoInfo,
  RepoOverrides
} from '../../context/types.js'
import type { ModeDeps } from '../types.js'

/** What the run says about the commit, repository and run link. */
export interface AttestContext {
  commit?: GitCommitInfo
  /** The event's commit, even when its details could not be read. */
  commitSha?: string
  repoInfo?: RepoInfo
  originUrl?: string
}

/** The commit attested: git's, else the event's (undefined: none known). */
export function attestedCommit(context: AttestContext): string | undefined {
  return context.commit?.sha1 ?? context.commitSha
}

/**
 * Overrides of what the CI says: the CLI passes the vendor CLI's flags
 * (--origin-url, --repo-*); the action has no such inputs.
 */
function repoOverrides(config: CommitOptions): RepoOverrides {
  return {
    ...config.repo,
    ...(config.originUrl !== undefined && { originUrl: config.originUrl })
  }
}

/**
 * git in the workspace first, the event payload otherwise; on
 * pull_request events the head commit, never the merge commit.
 */
export async function resolveContext(
  config: CommitOptions,
  deps: ModeDeps
): Promise<AttestContext> {
  const ci = resolveCiContext(deps.env, deps.readEvent, repoOverrides(config))
  const { commit, warnings } = await buildCommitInfo(ci, {
    cwd: deps.cwd,
    redact: config.redactCommitInfo,
    ...(config.commit !== undefined && { commitOverride: config.commit })
  })
  for (const warning of [...ci.warnings, ...warnings]) {
    deps.logger.warn(warning)
  }
  const commitSha = config.commit ?? ci.commitSha
  return {
    ...(commit !== undefined && { commit }),
    ...(commitSha !== undefined && { commitSha }),
    ...(ci.repoInfo !== undefined && { repoInfo: ci.repoInfo }),
    ...(ci.originUrl !== undefined && { originUrl: ci.originUrl })
  }
}
