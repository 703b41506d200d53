/**
 * Vitest global setup of the e2e project: the tests spawn dist/, so dist/
 * must be the build of the source. When the source no longer hashes to
 * what the build recorded (dist/source.sha256, written by
 * scripts/package.mjs), dist/ is rebuilt with `npm run package` before any
 * test runs; when that fails, the run stops with the build's error.
 * `npm test` builds just before vitest, so there dist/ is fresh and nothing
 * is built twice.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ACTION, CLI, REPO_ROOT } from '../../support/paths.js'

/** The hash of the source now, as scripts/source-hash.mjs computes it. */
function sourceHash(): string {
  return execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'scripts', 'source-hash.mjs')],
    { encoding: 'utf8' }
  ).trim()
}

/** Why dist/ is stale, or undefined when it is the build of the source. */
export function staleness(): string | undefined {
  const missing = [ACTION, CLI].find((entry) => !existsSync(entry))
  if (missing !== undefined) return `${missing} is missing`
  const stamp = join(REPO_ROOT, 'dist', 'source.sha256')
  if (!existsSync(stamp)) return 'dist/source.sha256 is missing'
  return readFileSync(stamp, 'utf8').trim() === sourceHash()
    ? undefined
    : 'the source changed since dist/ was built'
}

export default function setup(): void {
  const why = staleness()
  if (why === undefined) return
  process.stderr.write(`e2e: rebuilding dist/ (${why}): npm run package\n`)
  try {
    execFileSync('npm', ['run', 'package', '--silent'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit']
    })
  } catch (error) {
    throw new Error(
      `The e2e tests spawn dist/, which is older than the source (${why}), and \`npm run package\` failed (see above): fix the build, or run the unit tests alone with \`npx vitest run --project unit\``,
      { cause: error }
    )
  }
}
