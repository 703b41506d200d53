// npm run github-operations: rewrites test/support/github/operations.json,
//   the part of GitHub's REST API description that the GitHub stand-in
//   (test/support/github/) validates requests and answers against: every
//   operation that src/github/ calls (`octokit.rest.<scope>.<method>`), the
//   operations, schemas and examples listed below, and all they reference.
// npm run github-operations:check (--check): writes nothing; exits 1 when
//   the committed extract is not what the pinned description gives (the
//   description moved, src/github/ calls another operation, a list below
//   changed, or the file was edited by hand). `npm test` runs it.
//
// The description is @octokit/openapi at the version and integrity pinned
// below, fetched once with `npm pack` into tmp/github-openapi/ (the npm
// registry or npm's cache must be reachable the first time). To move to a
// newer description, change PINNED (the script prints the integrity it
// found), run `npm run github-operations` and review the diff.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  extract,
  octokitCalls,
  operationIndex
} from './github-operations-extract.mjs'

const REPO = dirname(dirname(fileURLToPath(import.meta.url)))
const OUT = 'test/support/github/operations.json'
const FIX = 'run `npm run github-operations` and commit the result'

const PINNED = {
  package: '@octokit/openapi',
  version: '23.0.2',
  integrity:
    'sha512-pV8M7L9GY23AybNvTmo2nyjmpmnt6+2sRE/tqr0ZLQcPS4lnw7u5eZGNmwRNkBC3D7gZXbFx5AHzLUVRBXGDhg==',
  file: 'generated/api.github.com.json'
}

/**
 * Beyond what src/github/ calls: what the stand-in and its tests name, and
 * neighbours of our calls that tests are likely to want (reading back a
 * check run, an artifact, a comment; the jobs of a run). An operation
 * missing here is refused by the stand-in with a message naming this list.
 */
const WANTED = {
  operations: [
    'actions/get-artifact',
    'actions/get-job-for-workflow-run',
    'actions/get-workflow-run',
    'actions/list-artifacts-for-repo',
    'actions/list-jobs-for-workflow-run',
    'actions/list-jobs-for-workflow-run-attempt',
    'checks/get',
    'checks/list-annotations',
    'checks/list-for-ref',
    'issues/delete-comment',
    'issues/get-comment',
    'pulls/get'
  ],
  schemas: [
    'artifact',
    'basic-error',
    'check-run',
    'pull-request-simple',
    'simple-user',
    'webhook-pull-request-opened',
    'webhook-workflow-run-completed'
  ],
  examples: ['artifact', 'issue-comment', 'private-user']
}

/**
 * Every `.ts` file below `dir`.
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/**
 * The operations src/github/ calls, sorted.
 * @param {Record<string, Record<string, string>>} index
 */
function calledOperations(index) {
  const calls = sourceFiles(join(REPO, 'src', 'github')).flatMap((file) =>
    octokitCalls(readFileSync(file, 'utf8'), index)
  )
  return [...new Set(calls)].sort()
}

/** @param {Buffer} bytes */
function integrityOf(bytes) {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`
}

/**
 * Fetches the pinned package with `npm pack`, checks its integrity, and
 * keeps only the description from it.
 * @param {string} dir
 * @param {string} target
 */
function download(dir, target) {
  const spec = `${PINNED.package}@${PINNED.version}`
  console.error(
    `github-operations: fetching ${spec} (npm pack) into ${relative(REPO, dir)}/`
  )
  mkdirSync(dir, { recursive: true })
  const name = execFileSync(
    'npm',
    ['pack', spec, '--silent', '--pack-destination', dir],
    {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit']
    }
  )
    .trim()
    .split('\n')
    .at(-1)
  const tarball = join(dir, name ?? '')
  const found = integrityOf(readFileSync(tarball))
  if (found !== PINNED.integrity) {
    rmSync(tarball)
    throw new Error(
      `${spec} has integrity ${found}, not the pinned ${PINNED.integrity}: if you meant to move to another description, set PINNED.integrity in scripts/github-operations.mjs`
    )
  }
  execFileSync('tar', ['-xzf', tarball, '-C', dir, `package/${PINNED.file}`])
  renameSync(join(dir, 'package', PINNED.file), target)
  rmSync(join(dir, 'package'), { recursive: true })
  rmSync(tarball)
}

/** The pinned description, fetched on first use. */
function pinnedDescription() {
  const dir = join(REPO, 'tmp', 'github-openapi', PINNED.version)
  const file = join(dir, 'api.github.com.json')
  if (!existsSync(file)) download(dir, file)
  return JSON.parse(readFileSync(file, 'utf8'))
}

/** The extract's text, as the committed file must hold it. */
function expectedText() {
  const description = pinnedDescription()
  const called = calledOperations(operationIndex(description))
  const operations = [...new Set([...called, ...WANTED.operations])].sort()
  const body = extract(description, { ...WANTED, operations })
  const source = {
    ...PINNED,
    regenerate: 'npm run github-operations',
    calledBySrc: called
  }
  return `${JSON.stringify({ source, ...body }, null, 1)}\n`
}

function main() {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } })
  const text = expectedText()
  const path = join(REPO, OUT)
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined
  if (current === text) return
  if (values.check) {
    const why = current === undefined ? 'is missing' : 'is stale'
    console.error(`${OUT} ${why}: ${FIX}.`)
    process.exitCode = 1
    return
  }
  writeFileSync(path, text)
  console.error(`github-operations: wrote ${OUT}`)
}

main()
