import {
  optional,
  type AttestJunitConfig,
  type RawConfig
} from '../../config/index.js'
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

/** What the context reads of a command's config. */
export type ContextConfig = Pick<
  AttestJunitConfig,
  'commit' | 'originUrl' | 'redactCommitInfo'
>

/**
 * Overrides of what the CI says: the CLI passes the vendor CLI's flags
 * (--origin-url, --repo-*); the action has no such inputs.
 */
function repoOverrides(config: ContextConfig, raw: RawConfig): RepoOverrides {
  const entries = {
    originUrl: config.originUrl,
    repository: optional(raw, 'repository'),
    repoId: optional(raw, 'repo-id'),
    repoUrl: optional(raw, 'repo-url'),
    repoProvider: optional(raw, 'repo-provider')
  }
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined)
  )
}

/**
 * git in the workspace first, the event payload otherwise; on
 * pull_request events the head commit, never the merge commit.
 */
export async function resolveContext(
  config: ContextConfig,
  raw: RawConfig,
  deps: ModeDeps
): Promise<AttestContext> {
  const ci = resolveCiContext(
    deps.env,
    deps.readEvent,
    repoOverrides(config, raw)
  )
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
