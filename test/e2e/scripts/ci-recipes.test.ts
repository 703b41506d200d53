/**
 * The GitLab and Bitbucket recipes of docs/ci.md, run: each job's `script`
 * lines go to `sh` with `set -e` (both CIs stop a script at its first
 * failing command), with stand-ins for npm and kosli-attest on PATH. The
 * attestation must run after failed tests, and the pipeline must fail when
 * the tests or the attestation fail.
 */
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { REPO_ROOT } from '../../support/paths.js'

interface Job {
  name: string
  script: string[]
  /** GitLab: `always` runs it after a failed job too. */
  when?: string
}

/** The yaml fences of one `### heading` section of docs/ci.md. */
function yamlBlocks(heading: string): unknown[] {
  const doc = readFileSync(join(REPO_ROOT, 'docs', 'ci.md'), 'utf8')
  const start = doc.indexOf(`\n### ${heading}\n`)
  expect(start, heading).toBeGreaterThan(0)
  const end = doc.indexOf('\n### ', start + 1)
  const section = doc.slice(start, end < 0 ? undefined : end)
  return [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map(
    (m) => parse(m[1] ?? '') as unknown
  )
}

const asRecord = (value: unknown) => value as Record<string, unknown>

/** A GitLab file's jobs in stage order. */
function gitlabJobs(file: unknown): Job[] {
  const config = asRecord(file)
  const stages = (config.stages as string[] | undefined) ?? ['test']
  const jobs = Object.entries(config)
    .filter(([, job]) => Array.isArray(asRecord(job).script))
    .map(
      ([name, job]) =>
        ({ name, ...asRecord(job) }) as Job & Record<string, unknown>
    )
  for (const job of jobs) {
    expect(job, `${job.name} attests in after_script`).not.toHaveProperty(
      'after_script'
    )
  }
  const stage = (job: Record<string, unknown>) =>
    stages.indexOf((job.stage as string | undefined) ?? 'test')
  return jobs.sort((a, b) => stage(a) - stage(b))
}

/** A Bitbucket file's steps, in order. */
function bitbucketJobs(file: unknown): Job[] {
  const steps = asRecord(asRecord(file).pipelines).default as {
    step: Record<string, unknown>
  }[]
  return steps.map(({ step }) => {
    expect(
      step,
      `${String(step.name)} attests in after-script`
    ).not.toHaveProperty('after-script')
    return { name: String(step.name), script: step.script as string[] }
  })
}

let bin: string
let scratch: string

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'ci-recipes-'))
  bin = join(scratch, 'bin')
  mkdirSync(bin)
  const stub = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`)
    chmodSync(join(bin, name), 0o755)
  }
  stub('npm', 'if [ "$1" = test ]; then exit "$TEST_STATUS"; fi\nexit 0')
  stub('kosli-attest', 'echo "$*" >> "$CALLS"\nexit "$ATTEST_STATUS"')
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

interface Pipeline {
  failed: boolean
  attestations: string[]
}

/** Jobs in order: one after a failed job runs only with `when: always`. */
function runPipeline(jobs: Job[], test: number, attest: number): Pipeline {
  const calls = join(scratch, 'calls')
  rmSync(calls, { force: true })
  let failed = false
  for (const job of jobs) {
    if (failed && job.when !== 'always') continue
    const run = spawnSync('sh', ['-c', ['set -e', ...job.script].join('\n')], {
      cwd: scratch,
      env: {
        PATH: `${bin}:${process.env.PATH ?? ''}`,
        TEST_STATUS: String(test),
        ATTEST_STATUS: String(attest),
        CALLS: calls
      }
    })
    if (run.status !== 0) failed = true
  }
  const attestations = existsSync(calls)
    ? readFileSync(calls, 'utf8').trim().split('\n')
    : []
  return { failed, attestations }
}

const CASES = [
  { test: 0, attest: 0, failed: false },
  { test: 1, attest: 0, failed: true },
  { test: 0, attest: 1, failed: true },
  { test: 1, attest: 1, failed: true }
]

describe.each([
  { ci: 'GitLab CI/CD', jobsOf: gitlabJobs, recipes: 2 },
  { ci: 'Bitbucket Pipelines', jobsOf: bitbucketJobs, recipes: 1 }
])('docs/ci.md, $ci', ({ ci, jobsOf, recipes }) => {
  it('every recipe attests after failed tests, and fails when the tests or the attestation fail', () => {
    const blocks = yamlBlocks(ci)
    let runs = 0
    for (const block of blocks) {
      const jobs = jobsOf(block)
      for (const { test, attest, failed } of CASES) {
        const pipeline = runPipeline(jobs, test, attest)
        const what = `${ci} recipe, tests exit ${test}, kosli-attest exit ${attest}`
        expect(pipeline.failed, what).toBe(failed)
        expect(pipeline.attestations, what).toHaveLength(1)
        expect(pipeline.attestations[0], what).toMatch(/^attest junit /)
        runs++
      }
    }
    expect(runs).toBe(recipes * CASES.length)
  })
})
