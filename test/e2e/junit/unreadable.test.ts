/**
 * A report directory or file that cannot be read is an error that names it,
 * or with --no-strict a warning (docs/counting.md, F7); it is never skipped
 * silently. Permissions bind only a user other than root, so as root the
 * built CLI runs as `nobody` through setpriv, from a copy that `nobody` can
 * reach wherever the clone lives (test/e2e/support/reachable.ts), on
 * reports whose modes are set outright, whatever the umask.
 */
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { itUnless } from '../../support/skip.js'
import { CLI } from '../support/run.js'
import {
  openToAll,
  reachableCli,
  removeReachable,
  unreachableReason,
  type ReachableCli
} from '../support/reachable.js'

const NOBODY = 65534
const asRoot = process.getuid?.() === 0
const SETPRIV = '/usr/bin/setpriv'
const cannotLock =
  process.platform === 'win32'
    ? 'POSIX permissions do not apply on Windows'
    : asRoot && !existsSync(SETPRIV)
      ? 'running as root without setpriv to drop privileges'
      : asRoot && unreachableReason()

const PASSING = (name: string) =>
  `<testsuite name="${name}"><testcase name="ok"/></testsuite>\n`
const FAILING = `<testsuite name="locked">${'<testcase name="t"><failure/></testcase>'.repeat(5)}</testsuite>\n`

let cwd: string
let copy: ReachableCli | undefined

beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'unreadable-'))
  mkdirSync(join(cwd, 'reports', 'lockdir', 'sub'), { recursive: true })
  writeFileSync(join(cwd, 'reports', 'a.xml'), PASSING('a'))
  writeFileSync(join(cwd, 'reports', 'b.xml'), PASSING('b'))
  writeFileSync(join(cwd, 'reports', 'lockdir', 'c.xml'), FAILING)
  writeFileSync(join(cwd, 'reports', 'lockfile.xml'), FAILING)
  // mkdtemp makes it private and the umask may too: the run must read it.
  openToAll(cwd)
  if (asRoot && cannotLock === false) copy = reachableCli()
})

afterAll(() => {
  chmodSync(join(cwd, 'reports', 'lockdir'), 0o755)
  rmSync(cwd, { recursive: true, force: true })
  if (copy !== undefined) removeReachable(copy)
})

/** The CLI as a user whom the permissions bind. */
function junitResults(...args: string[]) {
  const [node, cli] =
    copy === undefined ? [process.execPath, CLI] : [copy.node, copy.cli]
  const command = [node, cli, 'junit-results', ...args]
  const [file, ...rest] = asRoot
    ? [
        SETPRIV,
        `--reuid=${NOBODY}`,
        `--regid=${NOBODY}`,
        '--clear-groups',
        ...command
      ]
    : command
  const run = spawnSync(file as string, rest, { cwd, encoding: 'utf8' })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr }
}

function lock(name: string, locked: boolean): void {
  chmodSync(join(cwd, 'reports', name), locked ? 0 : 0o755)
}

/** With `locked` unreadable, the run on `patterns` fails naming `shown`. */
function expectRefused(locked: string, shown: string, ...patterns: string[]) {
  lock(locked, true)
  const run = junitResults(...patterns)
  lock(locked, false)
  expect(run.code).toBe(1)
  expect(run.stdout).toBe('')
  expect(run.stderr).toContain(
    `${shown}: cannot be read (EACCES: permission denied)`
  )
}

describe('unreadable report paths', () => {
  itUnless(cannotLock, 'an unreadable directory fails the run, naming it', () =>
    expectRefused(
      'lockdir',
      'reports/lockdir',
      'reports/**/*.xml',
      '!reports/lockfile.xml'
    )
  )

  itUnless(
    cannotLock,
    'a pattern below a folder that cannot be entered fails the run',
    () =>
      expectRefused(
        'lockdir',
        'reports/lockdir/sub',
        'reports/lockdir/sub/*.xml'
      )
  )

  itUnless(cannotLock, 'an unreadable file fails the run, naming it', () =>
    expectRefused('lockfile.xml', 'reports/lockfile.xml', 'reports/*.xml')
  )

  itUnless(cannotLock, 'with --no-strict, each is a warning', () => {
    lock('lockdir', true)
    lock('lockfile.xml', true)
    const run = junitResults('--no-strict', 'reports')
    lock('lockdir', false)
    lock('lockfile.xml', false)
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toHaveLength(2)
    expect(run.stderr).toContain(
      'warning: reports/lockdir: cannot be read (EACCES: permission denied); left out of the results'
    )
    expect(run.stderr).toContain(
      'warning: reports/lockfile.xml: cannot be read (EACCES: permission denied); left out of the results'
    )
  })
})
