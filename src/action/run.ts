import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pkg from '../../package.json' with { type: 'json' }
import { problemsMessage, rawConfigFromInputs } from './inputs.js'
import { ConfigProblems } from '../config/index.js'
import { errorMessage } from '../errors.js'
import type { Logger } from '../log.js'
import type { ModeDeps, StepResult } from '../modes/index.js'
import { runActionInputs } from './step.js'
import { stepLogLines } from '../report/step-log.js'
import { printable } from '../text.js'
import { workflowCommands } from './workflow-commands.js'

const runner = workflowCommands(process.env)

// An info line goes out as it is, and the runner obeys a line of it that
// starts a workflow command; every message may hold a report's text.
const logger: Logger = {
  debug: (message) => runner.debug(printable(message, true)),
  info: (message) => runner.info(printable(message, true)),
  warn: (message) => runner.annotate('warning', printable(message, true)),
  error: (message) => runner.annotate('error', printable(message, true))
}

function deps(env: NodeJS.ProcessEnv): ModeDeps {
  return {
    logger,
    now: () => Date.now(),
    cwd: env.GITHUB_WORKSPACE || process.cwd(),
    tmpDir: env.RUNNER_TEMP || tmpdir(),
    env,
    // Imported here, not at the top: a dry run never loads the HTTP stack
    // or the request schemas (docs/performance.md, Start-up).
    openClient: async (service) => {
      const { createClient } = await import('../api/http.js')
      return createClient({
        ...service,
        logger,
        version: pkg.version,
        hostSetting: 'the host input (or KOSLI_HOST)'
      })
    },
    readEvent: (path) => JSON.parse(readFileSync(path, 'utf8')) as unknown,
    // Registry tokens and passwords from the Docker config, as met.
    maskSecret: (secret) => runner.setSecret(secret),
    // dist/index.js runs beside dist/cli/index.js. (Not `new URL(…,
    // import.meta.url)`: the bundler would copy that file as an asset.)
    cliPath: join(dirname(fileURLToPath(import.meta.url)), 'cli', 'index.js')
  }
}

function report(result: StepResult, jobSummary: boolean): void {
  for (const [name, value] of Object.entries(result.outputs)) {
    runner.setOutput(name, value)
  }
  for (const a of result.annotations) {
    runner.annotate(a.level, a.message, {
      title: a.title,
      file: a.file,
      line: a.startLine
    })
  }
  for (const line of stepLogLines(result)) logger.info(line)
  if (result.summary !== '' && jobSummary) runner.appendSummary(result.summary)
}

/**
 * The action: read every input once, run the mode, publish what it
 * returns. The only setFailed of the action is here, and nothing runs after
 * it.
 */
export async function run(): Promise<void> {
  let failure: string | undefined
  try {
    const raw = rawConfigFromInputs(
      (name) => runner.getInput(name),
      process.env
    )
    const token = raw['api-token']
    if (token !== undefined && token !== '') {
      runner.setSecret(token)
      // The basic-auth header form too, should anything ever echo it.
      runner.setSecret(Buffer.from(`${token}:`).toString('base64'))
    }
    // Goes to GITHUB_API_URL only, never to Kosli.
    const githubToken = raw['github-token']
    if (githubToken !== undefined && githubToken !== '') {
      runner.setSecret(githubToken)
    }
    // A registry password is masked like the token, before anything runs.
    const registryPassword = raw['registry-password']
    if (registryPassword) runner.setSecret(registryPassword)
    const { step, result } = await runActionInputs(raw, deps(process.env))
    report(result, step.report.jobSummary)
    failure = result.failure
  } catch (error) {
    failure =
      error instanceof ConfigProblems
        ? problemsMessage(error)
        : errorMessage(error)
  }
  if (failure !== undefined) {
    runner.annotate('error', printable(failure, true))
    process.exitCode = 1
  }
}
