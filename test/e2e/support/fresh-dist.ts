/**
 * Vitest global setup of the e2e project: the tests spawn dist/, so dist/
 * must be the build of the source. When a source file (src/, the build
 * scripts, package.json) is newer than the built entries, dist/ is rebuilt
 * with `npm run package` before any test runs; when that fails, the run
 * stops with the build's error. `npm test` builds just before vitest, so
 * there dist/ is fresh and nothing is built twice.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ACTION, CLI, REPO_ROOT } from '../../support/paths.js'

const SOURCES = [
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/package.mjs',
  'scripts/ncc-flags.mjs'
]

/** The newest modification time below `path`, and the file it belongs to. */
function newest(path: string): { ms: number; file: string } {
  const info = statSync(path)
  if (!info.isDirectory()) return { ms: info.mtimeMs, file: path }
  return readdirSync(path)
    .map((name) => newest(join(path, name)))
    .reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, file: path })
}

/** Why dist/ is stale, or undefined when it is the build of the source. */
export function staleness(): string | undefined {
  const missing = [ACTION, CLI].find((entry) => !existsSync(entry))
  if (missing !== undefined) return `${missing} is missing`
  const built = Math.min(...[ACTION, CLI].map((e) => statSync(e).mtimeMs))
  const source = SOURCES.map((p) => join(REPO_ROOT, p))
    .filter(existsSync)
    .map(newest)
    .reduce((a, b) => (b.ms > a.ms ? b : a))
  return source.ms > built
    ? `${source.file} is newer than the build in dist/`
    : undefined
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
