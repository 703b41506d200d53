/**
 * What the browser tests look at: `kosli-attest serve` (the built CLI) with
 * data written through the built CLI, as a team's pipeline writes it: a flow
 * with a template and a hostile description, a trail, a failing JUnit
 * attestation with a hostile suite name, annotation and user data and its
 * report attached, a passing one, an allow-list entry; and a snapshot, which
 * an environment reporter sends (the control endpoint stands in for it).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import { fingerprintOf } from '../../../src/emulator/index.js'
import { tgzFiles } from '../../support/evidence.js'
import { cleanEnv, runCli } from '../support/run.js'
import { serve, type Served } from '../support/serve.js'

export const HOSTILE = {
  description: `<script>alert('flow')</script><img src=x onerror="alert('img')">`,
  suite: `<script>alert('suite')</script>checkout`,
  annotation: `<script>alert('annotation')</script>`,
  userData: `</pre><script>alert('user data')</script>`
}

export const FLOW = 'shop'
export const TRAIL = 'release-1'
export const ALLOWED = fingerprintOf('shop:1.0')

const TEMPLATE = `version: 1
trail:
  attestations:
    - name: unit-tests
      type: junit
    - name: integration-tests
      type: junit
    - name: security-scan
      type: generic
`

const xmlText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

const UNIT = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites>
  <testsuite name="cart" tests="2" failures="0" errors="0" skipped="1" time="0.2">
    <testcase classname="cart" name="adds" time="0.1"/>
    <testcase classname="cart" name="removes" time="0.1"><skipped/></testcase>
  </testsuite>
  <testsuite name="${xmlText(HOSTILE.suite)}" tests="3" failures="2" errors="0" skipped="0" time="0.9">
    <testcase classname="checkout" name="pays" time="0.3"><failure message="declined">card declined</failure></testcase>
    <testcase classname="checkout" name="refunds" time="0.3"><failure message="late">timeout</failure></testcase>
    <testcase classname="checkout" name="totals" time="0.3"/>
  </testsuite>
</testsuites>
`

const INTEGRATION = `<testsuite name="api" tests="4" failures="0" errors="0" time="2.5">
  <testcase classname="api" name="a"/><testcase classname="api" name="b"/>
  <testcase classname="api" name="c"/><testcase classname="api" name="d"/>
</testsuite>
`

export interface World {
  served: Served
  dir: string
  /** The unit report's attachment (with the test inventory, evidence.tgz). */
  unitAttachment: { filename: string; bytes: Buffer; sha256: string }
  commit: string
  close: () => Promise<void>
}

function git(dir: string, args: string[]): string {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...cleanEnv(),
      GIT_AUTHOR_NAME: 'Jane Dev',
      GIT_AUTHOR_EMAIL: 'jane@example.com',
      GIT_COMMITTER_NAME: 'Jane Dev',
      GIT_COMMITTER_EMAIL: 'jane@example.com'
    }
  }).trim()
}

function workspace(): { dir: string; commit: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pages-world-'))
  mkdirSync(join(dir, 'unit'))
  mkdirSync(join(dir, 'integration'))
  writeFileSync(join(dir, 'unit', 'unit.xml'), UNIT)
  writeFileSync(join(dir, 'integration', 'api.xml'), INTEGRATION)
  writeFileSync(join(dir, 'template.yml'), TEMPLATE)
  writeFileSync(
    join(dir, 'user-data.json'),
    JSON.stringify({ html: HOSTILE.userData, build: 7 })
  )
  git(dir, ['init', '-q', '-b', 'main'])
  git(dir, ['add', '.'])
  git(dir, ['commit', '-q', '-m', 'Checkout pays by card'])
  return { dir, commit: git(dir, ['rev-parse', 'HEAD']) }
}

async function cli(world: Omit<World, 'close'>, args: string[]) {
  const run = await runCli(args, { cwd: world.dir, env: world.served.env })
  expect(run.stderr, args.join(' ')).not.toMatch(/^Error/m)
  expect(run.code, `${args.join(' ')}\n${run.stderr}`).toBe(0)
}

const REPO = [
  '--repository',
  'acme/shop',
  '--repo-id',
  '42',
  '--repo-url',
  'https://github.com/acme/shop',
  '--origin-url',
  'https://ci.example.com/acme/shop/runs/7'
]

async function snapshot(served: Served) {
  const response = await fetch(
    `${served.url}/_emulator/snapshots/demo/production`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        artifacts: [
          { fingerprint: ALLOWED, name: 'shop:1.0', instance_count: 2 },
          {
            fingerprint: fingerprintOf('web:2.1.0'),
            name: 'web:2.1.0',
            instance_count: 4
          }
        ]
      })
    }
  )
  expect(response.status).toBe(201)
}

/** The unit attestation's attachment, as the emulator keeps it. */
async function unitAttachment(served: Served) {
  const trail = `${served.url}/demo/flows/${FLOW}/trails/${TRAIL}`
  const bytes = Buffer.from(
    await (await fetch(`${trail}/attestations/1/attachment`)).arrayBuffer()
  )
  expect(tgzFiles(bytes).get('unit/unit.xml')?.toString()).toBe(UNIT)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  return { filename: 'evidence.tgz', bytes, sha256 }
}

export async function buildWorld(): Promise<World> {
  const served = await serve()
  const { dir, commit } = workspace()
  const world = {
    served,
    dir,
    commit,
    unitAttachment: { filename: '', bytes: Buffer.alloc(0), sha256: '' }
  }
  await cli(world, [
    'create',
    'flow',
    FLOW,
    '--description',
    HOSTILE.description,
    '--template-file',
    'template.yml'
  ])
  await cli(world, [
    'begin',
    'trail',
    TRAIL,
    '--flow',
    FLOW,
    '--commit',
    commit,
    ...REPO
  ])
  const attest = [
    'attest',
    'junit',
    '--flow',
    FLOW,
    '--trail',
    TRAIL,
    '--commit',
    commit,
    ...REPO
  ]
  await cli(world, [
    ...attest,
    'unit',
    '--name',
    'unit-tests',
    '--annotations',
    `note=${HOSTILE.annotation}`,
    '--annotations',
    'owner=team-shop',
    '--user-data',
    'user-data.json'
  ])
  await cli(world, [...attest, 'integration', '--name', 'integration-tests'])
  world.unitAttachment = await unitAttachment(served)
  await cli(world, [
    'allow-artifact',
    '--environment',
    'production',
    '--fingerprint',
    ALLOWED,
    '--artifact-name',
    'shop:1.0',
    '--reason',
    'hotfix approved by the on-call lead'
  ])
  await snapshot(served)
  return {
    ...world,
    close: async () => {
      await served.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
