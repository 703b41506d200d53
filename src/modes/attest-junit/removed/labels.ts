/**
 * Who allowed tests to stop running: the CLI's --removed-allowed-by, else
 * the allow-removed-label among the pull request's labels, as GitHub's
 * event payload lists them (the action, and the CLI in a GitHub workflow)
 * or as GitLab gives a merge request's (CI_MERGE_REQUEST_LABELS). GitHub
 * treats label names without regard to case, and so does this.
 */
import type { RemovedTestsConfig } from '../../../config/index.js'
import { pullRequestLabels } from '../../../github/base-commit.js'
import type { ModeDeps } from '../../types.js'

function eventLabels(deps: ModeDeps): string[] {
  const path = deps.env.GITHUB_EVENT_PATH
  if (deps.env.GITHUB_ACTIONS !== 'true' || path === undefined || path === '') {
    return []
  }
  try {
    return pullRequestLabels(deps.readEvent(path))
  } catch {
    return []
  }
}

function gitlabLabels(deps: ModeDeps): string[] {
  const labels = deps.env.CI_MERGE_REQUEST_LABELS
  return labels === undefined ? [] : labels.split(',').map((l) => l.trim())
}

/** The label (or the CLI's word) that allows it, or undefined. */
export function allowedBy(
  config: RemovedTestsConfig,
  deps: ModeDeps
): string | undefined {
  if (config.allowedBy !== undefined) return config.allowedBy
  const wanted = config.allowLabel.toLowerCase()
  if (wanted === '') return undefined
  const labels = [...eventLabels(deps), ...gitlabLabels(deps)]
  return labels.some((label) => label.toLowerCase() === wanted)
    ? config.allowLabel
    : undefined
}
