/**
 * `expected-legs: job:<name>`: the matrix's size counted from the jobs of
 * the run, through GitHub's API with the github-token, before the legs are
 * read. The run is this workflow's, or on a workflow_run event the run that
 * triggered it (whose artifacts are the legs). GitHub's client loads only
 * here; elsewhere (the CLI, another CI) a number is asked for (index.ts).
 */
import type { StepConfigOf } from '../../../config/index.js'
import { ConfigError, errorMessage } from '../../../errors.js'
import { printable } from '../../../text.js'
import type { ModeDeps } from '../../types.js'

/** The triggering run on workflow_run (its artifacts are the legs), else this run. */
async function runIdOf(deps: ModeDeps): Promise<number | undefined> {
  const { env } = deps
  const eventPath = env.GITHUB_EVENT_PATH
  if (env.GITHUB_EVENT_NAME === 'workflow_run' && eventPath !== undefined) {
    const { triggeringRunOf } = await import('../../../github/index.js')
    const run = triggeringRunOf('workflow_run', deps.readEvent(eventPath))
    if (run !== undefined) return run.id
  }
  const own = Number(env.GITHUB_RUN_ID)
  return Number.isSafeInteger(own) && own > 0 ? own : undefined
}

/** The step with `job:<name>` replaced by the count; as it was otherwise. */
export async function withExpectedLegs(
  step: StepConfigOf<'attest-junit'>,
  deps: ModeDeps
): Promise<StepConfigOf<'attest-junit'>> {
  const legs = step.config.legs
  const expected = legs?.expected
  if (legs === undefined || typeof expected !== 'object') return step
  const token = step.pullRequest.githubToken
  const runId = await runIdOf(deps)
  if (token === undefined || token === '' || runId === undefined) {
    // The CLI and other CIs: index.ts asks for a number.
    return step
  }
  const { connectionFromEnv } = await import('../../../github/from-env.js')
  const { countMatrixJobs } = await import('../../../github/index.js')
  let count: number
  try {
    count = await countMatrixJobs(
      connectionFromEnv(token, deps.env, deps.logger),
      { runId, job: expected.job, logger: deps.logger }
    )
  } catch (error) {
    throw new ConfigError(
      `expected-legs: job:${printable(expected.job)} could not be counted: ${errorMessage(error)}. Give the job actions: read, or set expected-legs to the matrix's size`,
      { cause: error }
    )
  }
  if (count === 0) {
    throw new ConfigError(
      `expected-legs: run ${runId} has no job named ${printable(expected.job)} or ${printable(expected.job)} (…): give the matrix job's name as it shows in the run (its name:, else its id), or set expected-legs to the matrix's size`
    )
  }
  deps.logger.info(
    `expected-legs: ${count} jobs named ${printable(expected.job)} in run ${runId}`
  )
  return {
    ...step,
    config: { ...step.config, legs: { ...legs, expected: count } }
  }
}
