/**
 * The pull-request gate's inputs (the action's only): whether to comment on
 * the pull request, the token for GitHub's API, and an artifact of the
 * triggering run to read the reports from.
 */
import { ConfigError } from '../errors.js'
import type { RawConfig } from './names.js'
import { checked, ProblemCollector } from './problems.js'
import { booleanValue, optional } from './values.js'

/** `always` for `pr-comment: true`; see src/github/pr-comment/upsert.ts. */
export type PrComment = 'off' | 'always' | 'on-failure'

export interface PullRequestConfig {
  comment: PrComment
  /** Sent to GitHub's API only, never to Kosli. */
  githubToken?: string
  /** A name or `/regex/` of the triggering run's artifacts. */
  artifact?: string
  /** What the downloaded artifacts may hold unzipped, in all. */
  artifactMaxBytes: number
}

const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3
}
const DEFAULT_ARTIFACT_MAX_BYTES = 1024 ** 3

/** `artifact-max-bytes`: bytes, or a whole number of KiB, MiB or GiB. */
function byteCount(raw: RawConfig): number {
  const value = optional(raw, 'artifact-max-bytes')
  if (value === undefined) return DEFAULT_ARTIFACT_MAX_BYTES
  const match = /^(\d+)\s*([a-z]*)$/i.exec(value.trim())
  const unit = UNITS[match?.[2]?.toLowerCase() ?? 'none']
  const bytes = Number(match?.[1]) * (unit ?? NaN)
  if (!Number.isSafeInteger(bytes) || bytes < 1) {
    throw new ConfigError(
      `artifact-max-bytes: "${value}" is not a size; write bytes or a whole number of KiB, MiB or GiB, e.g. 2GiB`
    )
  }
  return bytes
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

/** Every problem is reported at once (ConfigProblems). */
export function parsePullRequestConfig(raw: RawConfig): PullRequestConfig {
  const p = new ProblemCollector()
  const githubToken = optional(raw, 'github-token')
  const artifact = optional(raw, 'artifact')
  const comment = p.check('pr-comment', () => commentValue(raw))
  const artifactMaxBytes = p.check('artifact-max-bytes', () => byteCount(raw))
  p.done()
  return {
    comment: checked(comment),
    ...(githubToken !== undefined && { githubToken }),
    ...(artifact !== undefined && { artifact }),
    artifactMaxBytes: checked(artifactMaxBytes)
  }
}
