// Whole-process measurements for scripts/bench.mjs: wall time from spawn to
// exit, and CPU time (user + system) and peak RSS as /usr/bin/time reports
// them.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const TIME = '/usr/bin/time'
const hasTime = existsSync(TIME)

/**
 * One run; stdout discarded unless `capture`; `cwd` and `env` as spawn's.
 * @param {string[]} args
 * @param {{ capture?: boolean, cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function runOnce(args, { capture = false, cwd, env } = {}) {
  const command = hasTime ? TIME : process.execPath
  const argv = hasTime ? ['-f', '%U %S %M', process.execPath, ...args] : args
  const started = process.hrtime.bigint()
  const result = spawnSync(command, argv, {
    stdio: ['ignore', capture ? 'pipe' : 'ignore', 'pipe'],
    maxBuffer: 1 << 30,
    encoding: 'utf8',
    cwd,
    env
  })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const lines = result.stderr.trimEnd().split('\n')
  const [user, system, kib] = /** @type {[number, number, number]} */ (
    hasTime ? String(lines.pop()).split(' ').map(Number) : [NaN, NaN, NaN]
  )
  return {
    seconds,
    cpuSeconds: user + system,
    rssMiB: kib / 1024,
    status: result.status,
    stdout: result.stdout ?? '',
    stderr: lines.join('\n')
  }
}

/**
 * @param {number[]} values
 * @returns {number}
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i])
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2
}

/**
 * Median seconds and peak RSS after one warm-up run. Like docs/performance.md,
 * slow commands get fewer runs: 3 above 3 s, none beyond the warm-up above
 * 10 s (the warm-up then counts).
 * @param {string[]} args
 * @param {number} runs
 */
export function measure(args, runs) {
  const warmup = runOnce(args)
  const slow = warmup.seconds > 10
  const count = slow ? 0 : warmup.seconds > 3 ? Math.min(runs, 3) : runs
  const results = slow
    ? [warmup]
    : Array.from({ length: count }, () => runOnce(args))
  const failed = results.find((r) => r.status !== 0)
  if (failed) {
    throw new Error(
      `node ${args.join(' ')} exited ${failed.status}: ${failed.stderr}`
    )
  }
  return {
    seconds: median(results.map((r) => r.seconds)),
    rssMiB: Math.max(...results.map((r) => r.rssMiB)),
    runs: results.length
  }
}

/**
 * A single run, for peers too slow to repeat (xml-js takes 7+ s).
 * @param {string[]} args
 */
export function measureOnce(args) {
  const result = runOnce(args)
  if (result.status !== 0) {
    throw new Error(
      `node ${args.join(' ')} exited ${result.status}: ${result.stderr}`
    )
  }
  return { seconds: result.seconds, rssMiB: result.rssMiB, runs: 1 }
}
