/**
 * A fork's pull request runs without secrets, so without a Kosli API
 * token: the gate summarises it and sends nothing, and says so once.
 */
import type { Annotation } from '../report/annotations.js'
import type { JunitStepOptions } from './attest-junit/gate.js'
import type { ModeDeps } from './types.js'

export const FORK_REASON = 'fork-pull-request'

/** The README's recipe, on the action's own repository when known. */
function recipeLink(env: ModeDeps['env']): string {
  const server = env.GITHUB_SERVER_URL || 'https://github.com'
  const repository = env.GITHUB_ACTION_REPOSITORY || 'OWNER/kosli-attest-action'
  return `${server}/${repository}#pull-requests-from-forks`
}

/**
 * The notice of a skip; `outcome` says what the mode did instead, e.g.
 * "the reports were summarised and nothing was sent to Kosli".
 */
export function forkNotice(env: ModeDeps['env'], outcome: string): Annotation {
  return {
    level: 'notice',
    title: 'Kosli: fork pull request',
    message:
      'This pull request comes from a fork, so the run has no secrets and no ' +
      `Kosli API token: ${outcome}. To use Kosli on it, use the two-workflow recipe: ${recipeLink(env)}`
  }
}

/** What attest-junit's summary and notice say of the skip. */
export function forkSkip(
  env: ModeDeps['env']
): NonNullable<JunitStepOptions['skipped']> {
  return {
    reason: FORK_REASON,
    summary: {
      reason:
        'a pull request from a fork runs without secrets, so there is no Kosli API token',
      link: recipeLink(env)
    },
    notice: forkNotice(
      env,
      'the reports were summarised and nothing was sent to Kosli'
    )
  }
}
