/**
 * `attest junit`: the action's attest-junit engine (src/modes) on the
 * command line, for any CI. The CI context comes from the CI's own
 * variables (src/context), so GitLab, Bitbucket, Azure DevOps, CircleCI,
 * Jenkins, CodeBuild and TeamCity runs get their commit and repository.
 */
import { failedLines, totalsLine } from '../../report/step-log.js'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  parseStepConfig,
  type RawConfig,
  type StepConfigOf
} from '../../config/index.js'
import type { Logger } from '../../log.js'
import { printable } from '../../text.js'
import { runStep, type ModeDeps, type StepResult } from '../../modes/index.js'
import { ATTEST_FLAGS } from './attest-flags.js'
import { keepDirOf } from './attest-kept.js'
import { copyTestsFile } from './tests-file.js'
import { resultJson, writeDotenv, type AttestOutcome } from './junit-outcome.js'
import { optional } from '../../config/index.js'
import { listFlag } from '../framework/flag-values.js'
import { elapsedTicker, type Ticker } from '../framework/progress.js'
import {
  modeDeps,
  serviceCommand,
  type RunContext
} from '../framework/service-command.js'

// The engine logs its dry-run payload for the action's log; the CLI prints
// that payload on stdout instead, so stderr keeps only the destination.
const PAYLOAD_MARK = '\ndata_json:\n'

function engineLogger(ctx: RunContext): Logger {
  return {
    ...ctx.logger,
    info: (message) => {
      const cut = message.indexOf(PAYLOAD_MARK)
      ctx.logger.info(ctx.dryRun && cut >= 0 ? message.slice(0, cut) : message)
    }
  }
}

function engineDeps(
  ctx: RunContext,
  workDir: string,
  tell: { recorded: () => void; ticker: Ticker }
): ModeDeps {
  return {
    ...modeDeps(ctx),
    logger: engineLogger(ctx),
    tmpDir: workDir,
    cli: { keepDir: keepDirOf(ctx), recorded: tell.recorded },
    progress: (phase) => tell.ticker.phase(phase)
  }
}

function printFailedTests(ctx: RunContext, result: StepResult): void {
  // --max-annotations already capped the annotations; without it, 20.
  const limit = ctx.raw['max-annotations'] === undefined ? undefined : Infinity
  for (const line of failedLines(result.annotations, limit)) {
    ctx.io.stderr(`${line}\n`)
  }
}

async function dryRunPayload(outputs: StepResult['outputs']) {
  const payloadFile = outputs['payload-file']
  if (payloadFile === undefined) return undefined
  return JSON.parse(await readFile(payloadFile, 'utf8')) as unknown
}

/** Results on stdout: the totals line (table) or one JSON object (json). */
function printResult(ctx: RunContext, outcome: AttestOutcome) {
  const { outputs } = outcome.result
  if (ctx.output === 'json') {
    ctx.io.stdout(`${JSON.stringify(resultJson(outcome), null, 2)}\n`)
  } else if (outcome.dataJson !== undefined) {
    ctx.io.stdout(`${JSON.stringify(outcome.dataJson, null, 2)}\n`)
    ctx.io.stderr(`${totalsLine(outputs)}\n`)
  } else {
    ctx.io.stdout(`${totalsLine(outputs)}\n`)
  }
}

async function report(
  ctx: RunContext,
  result: StepResult,
  recorded: boolean
): Promise<number> {
  const { outputs, failure } = result
  printFailedTests(ctx, result)
  const outcome: AttestOutcome = {
    result,
    recorded,
    dryRun: ctx.dryRun,
    ...(ctx.dryRun && { dataJson: await dryRunPayload(outputs) })
  }
  printResult(ctx, outcome)
  const dotenv = optional(ctx.raw, 'dotenv')
  if (dotenv !== undefined) {
    await writeDotenv(resolve(ctx.io.cwd, dotenv), outcome)
  }
  await copyTestsFile(ctx, outputs)
  // The link the action gives as its trail-url output.
  const url = outputs['trail-url']
  if (url !== undefined) ctx.logger.info(`trail: ${url}`)
  if (failure === undefined) return 0
  ctx.io.stderr(`error: ${printable(failure, true)}\n`)
  return 1
}

function engineRaw(raw: RawConfig, args: readonly string[]): RawConfig {
  // Positional report paths join the --report-paths ones.
  const paths = [...listFlag(raw, 'report-paths'), ...args]
  return { ...raw, 'report-paths': paths.join('\n') }
}

async function attest(
  ctx: RunContext<StepConfigOf<'attest-junit'>>
): Promise<number> {
  const workDir = await mkdtemp(join(tmpdir(), 'kosli-attest-cli-'))
  const ticker = elapsedTicker(ctx.progress, 'attest junit')
  let recorded = false
  const deps = engineDeps(ctx, workDir, {
    recorded: () => {
      recorded = true
    },
    ticker
  })
  try {
    const result = await runStep(ctx.checked, deps)
    ticker.stop()
    return await report(ctx, result, recorded)
  } finally {
    ticker.stop()
    await rm(workDir, { recursive: true, force: true })
  }
}

export const attestJunitCommand = serviceCommand({
  name: 'attest junit',
  summary: 'Record JUnit test results on a Kosli trail',
  usage: '[REPORT-PATH...] --flow F --name N [--trail T] [options]',
  description: `Parses JUnit XML reports and records them as a junit attestation on a trail, with the same engine and checks as the GitHub Action. The commit, the CI run link (origin_url) and repo_info come from the CI's variables (GitHub, GitLab, Bitbucket, Azure DevOps, CircleCI, Jenkins, CodeBuild, TeamCity) and git in the working directory; what cannot be known is left out with a warning, never guessed.

Reports are globs (with **), directories or files, given with --report-paths or as arguments; a path starting with ! excludes. When the upload finally fails, the exact payload is kept (in .kosli-attest/kept under the working directory, or in --keep-dir DIR) for \`kosli-attest resend DIR\`.`,
  positionals: { min: 0, max: 100_000, what: 'REPORT-PATHs' },
  flags: ATTEST_FLAGS,
  writes: true,
  exitStatus:
    '0 recorded (or shown, with --dry-run), 1 a report is malformed, none was found, the upload failed, --fail-on-failure and a test failed, or no test ran (--require-tests, on by default), 2 usage or configuration error.',
  example:
    'export KOSLI_API_TOKEN=... KOSLI_ORG=acme\nkosli-attest attest junit --flow api --name unit-tests \\\n  "build/test-results/**/*.xml" --annotations team=payments',
  check: (raw, args) => parseStepConfig('attest-junit', engineRaw(raw, args)),
  run: attest
})
