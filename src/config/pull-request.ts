/**
 * The pull-request gate's inputs (the action's only): whether to comment on
 * the pull request, the token for GitHub's API, and an artifact of the
 * triggering run to read the reports from.
 */
import { ConfigError } from '../errors.js'
import type { RawConfig } from './names.js'
import { booleanValue, optional } from './values.js'

/** `always` for `pr-comment: true`; see src/github/pr-comment/upsert.ts. */
export type PrComment = 'off' | 'always' | 'on-failure'

export interface PullRequestConfig {
  comment: PrComment
  /** Sent to GitHub's API only, never to Kosli. */
  githubToken?: string
  /** A name or `/regex/` of the triggering run's artifacts. */
  artifact?: string
}

function commentValue(raw: RawConfig): PrComment {
  const value = optional(raw, 'pr-comment')
  if (value?.toLowerCase() === 'on-failure') return 'on-failure'
  try {
    return booleanValue(value, 'pr-comment', false) ? 'always' : 'off'
  } catch {
    throw new ConfigError(
      `pr-comment: "${value ?? ''}" is not one of false, true, on-failure`
    )
  }
}

export function parsePullRequestConfig(raw: RawConfig): PullRequestConfig {
  const githubToken = optional(raw, 'github-token')
  const artifact = optional(raw, 'artifact')
  return {
    comment: commentValue(raw),
    ...(githubToken !== undefined && { githubToken }),
    ...(artifact !== undefined && { artifact })
  }
}
