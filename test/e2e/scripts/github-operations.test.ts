// scripts/github-operations.mjs on a project of its own: the scripts copied
// into a scratch tree whose src/github/ makes one call, reading the pinned
// description that the repository's own check fetched into tmp/. The
// extract follows what src/github/ calls, and --check fails on a stale one.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { REPO_ROOT } from '../../support/paths.js'

const SCRIPTS = ['github-operations.mjs', 'github-operations-extract.mjs']
const EXTRACT = 'test/support/github/operations.json'
let root: string

beforeAll(() => {
  // Fetches the pinned description into the repository's tmp/ if needed.
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts', SCRIPTS[0] ?? ''), '--check'],
    { stdio: 'ignore' }
  )
  root = mkdtempSync(path.join(tmpdir(), 'github-operations-'))
  for (const dir of ['scripts', 'src/github', 'test/support/github', 'tmp']) {
    mkdirSync(path.join(root, dir), { recursive: true })
  }
  for (const script of SCRIPTS) {
    copyFileSync(
      path.join(REPO_ROOT, 'scripts', script),
      path.join(root, 'scripts', script)
    )
  }
  symlinkSync(
    path.join(REPO_ROOT, 'tmp', 'github-openapi'),
    path.join(root, 'tmp', 'github-openapi')
  )
  calls('await octokit.rest.pulls.list({ owner, repo })')
}, 120_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

function calls(source: string): void {
  writeFileSync(path.join(root, 'src', 'github', 'calls.ts'), `${source}\n`)
}

function script(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', SCRIPTS[0] ?? ''), ...args],
    { encoding: 'utf8' }
  )
  return { status: run.status, stderr: run.stderr }
}

const extract = () =>
  JSON.parse(readFileSync(path.join(root, EXTRACT), 'utf8')) as {
    source: { calledBySrc: string[] }
    paths: Record<string, Record<string, { operationId: string }>>
  }

it('fails the check while there is no extract, naming the command', () => {
  expect(script('--check')).toEqual({
    status: 1,
    stderr: `${EXTRACT} is missing: run \`npm run github-operations\` and commit the result.\n`
  })
})

it('writes an extract holding what src/github/ calls, which then passes the check', () => {
  expect(script().status).toBe(0)
  expect(extract().source.calledBySrc).toEqual(['pulls/list'])
  expect(extract().paths['/repos/{owner}/{repo}/pulls']?.get?.operationId).toBe(
    'pulls/list'
  )
  expect(script('--check').status).toBe(0)
})

it('fails the check once src/github/ calls an operation the extract lacks', () => {
  calls('await octokit.rest.pulls.list({})\nawait octokit.rest.repos.get({})')
  expect(script('--check')).toEqual({
    status: 1,
    stderr: `${EXTRACT} is stale: run \`npm run github-operations\` and commit the result.\n`
  })
  expect(script().status).toBe(0)
  expect(extract().source.calledBySrc).toEqual(['pulls/list', 'repos/get'])
})

it('fails the check on an extract edited by hand', () => {
  const file = path.join(root, EXTRACT)
  writeFileSync(file, readFileSync(file, 'utf8').replace('"get"', '"put"'))
  expect(script('--check').status).toBe(1)
})

it('refuses a call GitHub has no operation for, naming it', () => {
  calls('await octokit.rest.pulls.frobnicate({})')
  const { status, stderr } = script()
  expect(status).toBe(1)
  expect(stderr).toContain(
    "GitHub's description has no operation pulls/frobnicate"
  )
})
