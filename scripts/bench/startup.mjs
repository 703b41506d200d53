// Start-up figures for scripts/bench.mjs: how long the built entries take to
// start and finish a small job, against bare Node (`node -e 0`) in the same
// run, as ratios with their targets. The commands take turns, round after
// round, so that a change in the machine's load touches all of them alike.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { median, runOnce } from './measure.mjs'
import { buildBundles } from '../package.mjs'

/**
 * @typedef {{ label: string, args: string[], options?: Parameters<typeof runOnce>[1] }} Command
 * @typedef {{ wall: number, cpu: number }} Time
 */

const root = path.resolve(import.meta.dirname, '../..')
const REPORT = path.join(root, 'fixtures', 'junit', 'valid', 'flaky.xml')

/**
 * A checked-out repository with one small report, as a runner has it.
 * @param {string} scratch
 */
function workspace(scratch) {
  const dir = path.join(scratch, 'workspace')
  mkdirSync(dir)
  cpSync(REPORT, path.join(dir, 'report.xml'))
  /** @param {string[]} args */
  const git = (...args) =>
    execFileSync('git', args, { cwd: dir, stdio: 'ignore' })
  git('init', '-q', '-b', 'main')
  git('add', '.')
  git(
    ...['-c', 'user.name=bench', '-c', 'user.email=bench@example.com'],
    ...['commit', '-q', '-m', 'report']
  )
  return dir
}

/**
 * The variables a runner sets for a push, and the dry run's inputs.
 * @param {string} scratch
 * @param {string} cwd
 */
function actionEnv(scratch, cwd) {
  /** @type {(name: string, text: string) => string} */
  const file = (name, text) => {
    const target = path.join(scratch, name)
    writeFileSync(target, text)
    return target
  }
  const runnerTemp = path.join(scratch, 'runner-temp')
  mkdirSync(runnerTemp)
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: file('event.json', '{}'),
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_REPOSITORY_ID: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_WORKSPACE: cwd,
    GITHUB_OUTPUT: file('output', ''),
    GITHUB_STEP_SUMMARY: file('summary.md', ''),
    RUNNER_TEMP: runnerTemp,
    'INPUT_API-TOKEN': 'bench-token',
    INPUT_ORG: 'acme',
    INPUT_FLOW: 'shop',
    INPUT_TRAIL: 'bench',
    INPUT_NAME: 'unit-tests',
    'INPUT_REPORT-PATHS': 'report.xml',
    'INPUT_DRY-RUN': 'true'
  }
}

/**
 * Median wall and CPU seconds of each command, run in turns after one
 * warm-up round.
 * @param {Command[]} commands
 * @param {number} runs
 * @returns {Time[]}
 */
function inTurns(commands, runs) {
  /** @type {{ wall: number[], cpu: number[] }[]} */
  const times = commands.map(() => ({ wall: [], cpu: [] }))
  for (let round = 0; round <= runs; round++) {
    commands.forEach((command, i) => {
      const result = runOnce(command.args, command.options)
      if (result.status !== 0) {
        throw new Error(
          `${command.label} exited ${result.status}: ${result.stderr}`
        )
      }
      if (round === 0) return
      times[i]?.wall.push(result.seconds)
      times[i]?.cpu.push(result.cpuSeconds)
    })
  }
  return times.map(({ wall, cpu }) => ({
    wall: median(wall),
    cpu: median(cpu)
  }))
}

/**
 * Builds dist/ into a scratch folder (as `npm run package` does) and prints
 * the start-up table.
 * @param {number} runs
 */
export function startup(runs) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'kosli-attest-startup-'))
  try {
    printStartup(buildBundles(path.join(scratch, 'dist')), scratch, runs)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/**
 * The start-up table of the bundles in `dist`: the median of `runs` runs of
 * each command, its ratio and the target.
 * @param {string} dist
 * @param {string} scratch
 * @param {number} runs
 */
export function printStartup(dist, scratch, runs) {
  const cwd = workspace(scratch)
  const cli = path.join(dist, 'cli', 'index.js')
  const env = actionEnv(scratch, cwd)
  const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd })
    .toString()
    .trim()
  /** @type {[Command, Command, Command, Command, Command]} */
  const commands = [
    { label: 'node -e 0', args: ['-e', '0'] },
    {
      label: 'action dry run, one small report',
      args: [path.join(dist, 'index.js')],
      options: { cwd, env }
    },
    // A push names its commit: the commit's facts then come from git (two
    // git processes). Shown, without a target.
    {
      label: '  the same, GITHUB_SHA set',
      args: [path.join(dist, 'index.js')],
      options: { cwd, env: { ...env, GITHUB_SHA: sha } }
    },
    { label: 'kosli-attest --version', args: [cli, '--version'] },
    { label: 'kosli-attest --help', args: [cli, '--help'] }
  ]
  const [bare, action, withSha, version, help] =
    /** @type {[Time, Time, Time, Time, Time]} */ (inTurns(commands, runs))
  /** @param {number} seconds */
  const ms = (seconds) => `${(seconds * 1000).toFixed(0)} ms`.padStart(7)
  /** @type {(label: string, time: Time) => string} */
  const line = (label, time) =>
    `  ${label.padEnd(34)} ${ms(time.wall)} ${ms(time.cpu)}`
  // The target is on wall time; CPU time moves less with the machine's load.
  /** @type {(measured: [string, Time], base: [string, Time], target: number) => string} */
  const ratio = ([label, time], [baseLabel, base], target) => {
    const times = time.wall / base.wall
    const verdict = times <= target ? 'met' : 'MISSED'
    return `${line(label, time)}  ${times.toFixed(2)}x of ${baseLabel} (target <= ${target}x: ${verdict}; CPU ${(time.cpu / base.cpu).toFixed(2)}x)`
  }
  console.log(
    `\nstart-up, node ${process.version}: median of ${runs} runs each, in turns (wall, CPU user + system)`
  )
  console.log(line(commands[0].label, bare))
  console.log(ratio([commands[1].label, action], ['node -e 0', bare], 2.5))
  console.log(
    `${line(commands[2].label, withSha)}  ${(withSha.wall / bare.wall).toFixed(2)}x of node -e 0`
  )
  console.log(line(commands[3].label, version))
  console.log(ratio([commands[4].label, help], ['--version', version], 1.5))
}
