/**
 * What begin trail sends (docs/spec/flows-and-trails.md), built without the
 * API client: a dry run shows it without loading the HTTP stack.
 */
import type { TrailData, UpsertOutcome } from '../api/index.js'
import { printable } from '../text.js'
import type { GitCommitInfo } from '../context/types.js'
import type { AttestContext } from './attest-junit/context.js'

export interface TrailStart {
  org: string
  flow: string
  trail: string
  context: AttestContext
  description?: string
}

function withoutParents(commit: GitCommitInfo): Omit<GitCommitInfo, 'parents'> {
  const { parents: _parents, ...basic } = commit
  return basic
}

/** begin trail's `data_json`: only the fields that are known. */
export function trailData(start: TrailStart): TrailData {
  const { context } = start
  return {
    name: start.trail,
    ...(start.description !== undefined && { description: start.description }),
    // The Kosli CLI sends the commit without its parents here.
    ...(context.commit !== undefined && {
      git_commit_info: withoutParents(context.commit)
    }),
    ...(context.repoInfo !== undefined && { repo_info: context.repoInfo }),
    ...(context.originUrl !== undefined && { origin_url: context.originUrl })
  }
}

/** The Kosli CLI's words for a 201 and a 200. */
export function begunMessage(trail: string, outcome: UpsertOutcome): string {
  const verb = outcome === 'created' ? 'begun' : 'updated'
  return `trail '${printable(trail)}' was ${verb}`
}
