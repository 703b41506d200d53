// Whole-process measurements for scripts/bench.mjs: wall time from spawn to
// exit, and CPU time (user + system) and peak RSS as /usr/bin/time reports
// them.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const TIME = '/usr/bin/time'
const hasTime = existsSync(TIME)

/** One run; stdout discarded unless `capture`; `cwd` and `env` as spawn's. */
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
  const [user, system, kib] = hasTime
    ? lines.pop().split(' ').map(Number)
    : [NaN, NaN, NaN]
  return {
    seconds,
    cpuSeconds: user + system,
    rssMiB: kib / 1024,
    status: result.status,
    stdout: result.stdout ?? '',
    stderr: lines.join('\n')
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Median seconds and peak RSS after one warm-up run. Like docs/performance.md,
 * slow commands get fewer runs: 3 above 3 s, none beyond the warm-up above
 * 10 s (the warm-up then counts).
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

/** A single run, for peers too slow to repeat (xml-js takes 7+ s). */
export function measureOnce(args) {
  const result = runOnce(args)
  if (result.status !== 0) {
    throw new Error(
      `node ${args.join(' ')} exited ${result.status}: ${result.stderr}`
    )
  }
  return { seconds: result.seconds, rssMiB: result.rssMiB, runs: 1 }
}
