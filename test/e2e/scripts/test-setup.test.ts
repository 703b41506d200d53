// scripts/test-setup.mjs (the first step of `npm test`) on a project of its
// own: the script copied into a scratch tree whose .ci/registry-tools.sh
// only records that it ran, with a PATH of stand-ins where apt-get and a
// password-less sudo exist and none of the registry tools do. It says what
// it installs and why before it starts, and TEST_SETUP_NO_INSTALL=1 stops
// it from installing anything.
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { REPO_ROOT } from '../../support/paths.js'

let root: string

function stub(name: string, body: string): void {
  const file = path.join(root, 'bin', name)
  writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 })
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'test-setup-'))
  for (const dir of ['scripts', '.ci', 'bin']) mkdirSync(path.join(root, dir))
  copyFileSync(
    path.join(REPO_ROOT, 'scripts', 'test-setup.mjs'),
    path.join(root, 'scripts', 'test-setup.mjs')
  )
  writeFileSync(
    path.join(root, '.ci', 'registry-tools.sh'),
    // Builtins only: the PATH holds nothing but the stand-ins.
    'echo "registry-tools.sh ran"\n: > "${0%/*}/ran"\n'
  )
  const bash = spawnSync('sh', ['-c', 'command -v bash'], { encoding: 'utf8' })
  symlinkSync(bash.stdout.trim(), path.join(root, 'bin', 'bash'))
  stub('apt-get', 'exit 0')
  stub('sudo', 'exit 0')
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

function setup(env: Record<string, string> = {}) {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'test-setup.mjs')],
    {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: path.join(root, 'bin'), ...env }
    }
  )
  return {
    status: run.status,
    // stderr first: the notice must come before the installer's own output.
    output: `${run.stderr}${run.stdout}`,
    ran: existsSync(path.join(root, '.ci', 'ran'))
  }
}

it('says what it installs, why, and how to opt out, before it installs', () => {
  const { status, output, ran } = setup()
  expect(status).toBe(0)
  expect(ran).toBe(true)
  expect(output).toContain(
    'test setup: docker-registry, skopeo, htpasswd, openssl, tmp/engine-api/swagger.json missing, which the container-image tests (test/e2e/artifact/) need.'
  )
  expect(output).toMatch(
    /Installing the registry tools now with \.ci\/registry-tools\.sh \((as root|with sudo)\): apt-get update, then apt-get install of the missing ones among docker-registry, skopeo, apache2-utils \(htpasswd\)/
  )
  expect(output).toContain('set TEST_SETUP_NO_INSTALL=1')
  expect(output.indexOf('Installing')).toBeLessThan(
    output.indexOf('registry-tools.sh ran')
  )
})

it('installs nothing with TEST_SETUP_NO_INSTALL=1, and says the tests that need the tools are skipped', () => {
  const { status, output, ran } = setup({ TEST_SETUP_NO_INSTALL: '1' })
  expect(status).toBe(0)
  expect(ran).toBe(false)
  expect(output).toContain(
    'docker-registry, skopeo, htpasswd, openssl, tmp/engine-api/swagger.json missing and not installed (TEST_SETUP_NO_INSTALL is set); the tests that need them are skipped, each saying why'
  )
  expect(output).not.toContain('Installing')
})

it('does nothing and says nothing when every part is there', () => {
  for (const name of ['docker-registry', 'skopeo', 'htpasswd', 'openssl']) {
    stub(name, 'exit 0')
  }
  mkdirSync(path.join(root, 'tmp', 'engine-api'), { recursive: true })
  writeFileSync(path.join(root, 'tmp', 'engine-api', 'swagger.json'), '{}')
  const { status, output, ran } = setup()
  expect({ status, output, ran }).toEqual({ status: 0, output: '', ran: false })
})
