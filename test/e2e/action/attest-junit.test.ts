import { createHash, randomBytes } from 'node:crypto'
import {
  existsSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseReports } from '../../../src/junit/index.js'
import {
  FLOW,
  junitPosts,
  startHarness,
  type Harness
} from '../../support/emulator.js'
import { attachmentBytes, tgzFiles } from '../../support/evidence.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { CLI, failureMessage, runAction, runCli } from '../support/run.js'

let h: Harness
let repo: GitRepo
const ONE_REPORT = 'test-results/api/pytest-api.xml'
const ALL_REPORTS = 'test-results/**/*.xml'

beforeAll(async () => {
  h = await startHarness()
  repo = gitWorkspace()
})
afterAll(async () => {
  await h.close()
  rmSync(repo.dir, { recursive: true, force: true })
})

/** The inputs every test needs, pointing at the emulator. */
const serviceInputs = () => ({ ...h.service, flow: FLOW, 'max-retries': '0' })

function pushEnv() {
  return { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: repo.merge }
}
const pushEvent = () => ({ after: repo.merge, head_commit: { id: repo.merge } })

function sha256(path: string): string {
  return sha256Of(readFileSync(path))
}

function sha256Of(bytes: Buffer | undefined): string {
  return createHash('sha256')
    .update(bytes ?? '')
    .digest('hex')
}

describe('attest-junit, end to end against the emulator', () => {
  it('attests one report on push: commit, repo, run URL, the raw report and the test inventory attached', async () => {
    await h.beginTrails([repo.merge])
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        name: 'unit-tests',
        'report-paths': ONE_REPORT,
        annotations: 'team=shop'
      },
      env: pushEnv(),
      event: pushEvent()
    })
    expect(run.code, run.stdout).toBe(0)
    const [stored, ...more] = await h.attestationsOn(repo.merge)
    expect(more).toHaveLength(0)
    const expected = await parseReports([ONE_REPORT], {
      cwd: repo.dir,
      strict: true
    })
    expect(stored?.data_json.junit_results).toEqual(expected.results)
    expect(stored?.data_json).toMatchObject({
      attestation_name: 'unit-tests',
      annotations: { team: 'shop' },
      origin_url: 'https://github.com/acme/shop/actions/runs/1001/attempts/2',
      repo_info: {
        name: 'acme/shop',
        url: 'https://github.com/acme/shop',
        id: '123456789',
        provider: 'github'
      },
      git_commit_info: {
        sha1: repo.merge,
        author: 'Jane Dev <jane@example.com>',
        message: 'Merge feature',
        branch: 'main',
        url: `https://github.com/acme/shop/commit/${repo.merge}`
      }
    })
    expect(stored?.compliant).toBe(false)
    expect(stored?.attachment?.filename).toBe('evidence.tgz')
    const files = tgzFiles(
      await attachmentBytes(h.url, {
        org: h.org,
        flow: FLOW,
        trail: repo.merge,
        number: 1
      })
    )
    expect([...files.keys()]).toEqual([ONE_REPORT, 'kosli-tests.json'])
    expect(sha256Of(files.get(ONE_REPORT))).toBe(
      sha256(join(repo.dir, ONE_REPORT))
    )
    expect(run.outputs).toMatchObject({
      compliant: 'false',
      suites: '1',
      tests: '6',
      failures: '1',
      errors: '0',
      skipped: '1',
      'attestation-name': 'unit-tests'
    })
    const payloadFile = run.outputs['payload-file'] ?? ''
    expect(JSON.parse(readFileSync(payloadFile, 'utf8'))).toEqual(
      stored?.data_json
    )
    expect(run.summary).toContain('Kosli JUnit attestation')
    expect(run.summary).toContain(repo.merge)
    expect(run.stdout).toMatch(/::error .*file=tests\/api\/test_orders.py/)
  })

  it('attests the pull request head, not the merge commit GITHUB_SHA names', async () => {
    await h.beginTrails([repo.head])
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        name: 'pr-tests',
        'report-paths': ONE_REPORT
      },
      env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_SHA: repo.merge },
      event: {
        pull_request: { head: { sha: repo.head, ref: 'feature' } }
      }
    })
    expect(run.code, run.stdout).toBe(0)
    const stored = (await h.attestationsOn(repo.head)).find(
      (a) => a.attestation_name === 'pr-tests'
    )
    expect(stored?.data_json.git_commit_info).toMatchObject({
      sha1: repo.head,
      message: 'Refuse cancelling shipped orders\n\nCloses #12',
      branch: 'feature',
      parents: [repo.base]
    })
  })

  it('sends several reports as evidence.tgz, found through a directory', async () => {
    const trail = 'many-reports'
    await h.beginTrails([trail])
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        trail,
        name: 'all-tests',
        'report-paths': 'test-results'
      },
      env: pushEnv(),
      event: pushEvent()
    })
    expect(run.code, run.stdout).toBe(0)
    const [stored] = await h.attestationsOn(trail)
    const expected = await parseReports([ALL_REPORTS], {
      cwd: repo.dir,
      strict: true
    })
    expect(expected.files).toHaveLength(3)
    expect(stored?.data_json.junit_results).toEqual(expected.results)
    expect(stored?.attachment?.filename).toBe('evidence.tgz')
    expect(run.outputs).toMatchObject({ suites: '3', tests: '15' })
  })

  it('dry run: sends nothing, prints the destination and writes payload-file', async () => {
    const before = (await junitPosts(h)).length
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        trail: 'never-sent',
        name: 'unit-tests',
        'report-paths': ALL_REPORTS,
        'dry-run': 'true'
      },
      env: pushEnv(),
      event: pushEvent()
    })
    expect(run.code, run.stdout).toBe(0)
    expect(await junitPosts(h)).toHaveLength(before)
    expect(run.stdout).toContain(`host: ${h.url}`)
    expect(run.stdout).toContain('trail: never-sent')
    const payload = JSON.parse(
      readFileSync(run.outputs['payload-file'] ?? '', 'utf8')
    ) as { attestation_name: string }
    expect(payload.attestation_name).toBe('unit-tests')
    expect(run.summary).toMatch(/Dry run/)
    const leaked = run.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .some((l) => l.includes(h.token))
    expect(leaked).toBe(false)
  })

  it('refuses an attachment over 10 MB before sending anything', async () => {
    writeFileSync(join(repo.dir, 'big.bin'), randomBytes(11 * 1024 * 1024))
    const before = (await junitPosts(h)).length
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        trail: 'too-big',
        name: 'unit-tests',
        'report-paths': ONE_REPORT,
        attachments: 'big.bin'
      },
      env: pushEnv(),
      event: pushEvent()
    })
    rmSync(join(repo.dir, 'big.bin'))
    expect(run.code).toBe(1)
    const message = failureMessage(run)
    expect(message).toMatch(/evidence\.tgz is 11\.\d MB/)
    expect(message).toMatch(/attach-results: false/)
    expect(await junitPosts(h)).toHaveLength(before)
  })

  it('refuses an invalid attestation name locally, naming the input', async () => {
    const before = (await junitPosts(h)).length
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        trail: 'demo-trail',
        name: 'unit tests!',
        'report-paths': ONE_REPORT
      },
      env: pushEnv(),
      event: pushEvent()
    })
    expect(run.code).toBe(1)
    expect(failureMessage(run)).toMatch(
      /- name \(attestation_name\): must match/
    )
    expect(await junitPosts(h)).toHaveLength(before)
  })

  it('names api-token and KOSLI_API_TOKEN when the token is missing', async () => {
    const { 'api-token': _token, ...inputs } = serviceInputs()
    const run = await runAction({
      workspace: repo.dir,
      inputs: { ...inputs, name: 'unit-tests', 'report-paths': ONE_REPORT },
      env: pushEnv(),
      event: pushEvent()
    })
    expect(run.code).toBe(1)
    expect(failureMessage(run)).toMatch(/api-token is required/)
    expect(failureMessage(run)).toMatch(/KOSLI_API_TOKEN/)
  })

  it("shows the service's 404 for an unknown flow and keeps the payload", async () => {
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        flow: 'no-such-flow',
        trail: 'demo-trail',
        name: 'unit-tests',
        'report-paths': ONE_REPORT
      },
      env: pushEnv(),
      event: pushEvent()
    })
    expect(run.code).toBe(1)
    const message = failureMessage(run) ?? ''
    expect(message).toMatch(/404/)
    expect(message).toMatch(/Flow named 'no-such-flow' does not exist/)
    expect(existsSync(run.outputs['kept-payload-dir'] ?? '')).toBe(true)
  })

  it('fail-on-failure: records the results, then fails the step', async () => {
    const trail = 'fail-on-failure'
    await h.beginTrails([trail])
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        trail,
        name: 'unit-tests',
        'report-paths': ALL_REPORTS,
        'fail-on-failure': 'true'
      },
      env: pushEnv(),
      event: pushEvent()
    })
    expect(run.code).toBe(1)
    expect(failureMessage(run)).toMatch(
      /fail-on-failure: 2 failed and 0 errored of 15 tests; the results were recorded/
    )
    expect(await h.attestationsOn(trail)).toHaveLength(1)
    expect(run.outputs.compliant).toBe('false')
  })

  it('keeps the exact payload and attachment when the upload finally fails', async () => {
    const trail = 'server-down'
    await h.beginTrails([trail])
    await h.fault({
      method: 'POST',
      path: '**/junit',
      status: 500,
      count: 4
    })
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        trail,
        name: 'unit-tests',
        'report-paths': ONE_REPORT
      },
      env: pushEnv(),
      event: pushEvent()
    })
    expect(run.code).toBe(1)
    expect(await h.attestationsOn(trail)).toHaveLength(0)
    const kept = run.outputs['kept-payload-dir'] ?? ''
    expect(readFileSync(join(kept, 'data_json.json'), 'utf8')).toBe(
      readFileSync(run.outputs['payload-file'] ?? '', 'utf8')
    )
    // Outside the reports, and no file ending in .xml for a glob to read.
    expect(kept.startsWith(join(run.runnerTemp, 'kosli-attest', 'kept'))).toBe(
      true
    )
    expect(readdirSync(join(kept, 'attachment'))).toEqual(['evidence.tgz'])
    const meta = readFileSync(join(kept, 'meta.json'), 'utf8')
    expect(JSON.parse(meta)).toMatchObject({
      host: h.url,
      org: h.org,
      flow: 'demo-flow',
      trail
    })
    expect(meta).not.toContain(h.token)
    expect(failureMessage(run)).toMatch(/500/)
    // The hint names the CLI bundle shipped beside the action, not npx.
    expect(run.summary).toContain(`node ${CLI} resend ${kept}`)
    await h.clearFaults()

    // The summary's advice works: the CLI sends the kept payload unchanged.
    const resent = await runCli(['resend', kept], {
      env: { KOSLI_API_TOKEN: h.token, KOSLI_HOST: h.url }
    })
    expect(resent.code, resent.stderr).toBe(0)
    const [stored] = await h.attestationsOn(trail)
    expect(stored?.data_json).toEqual(
      JSON.parse(readFileSync(run.outputs['payload-file'] ?? '', 'utf8'))
    )
    expect(stored?.attachment?.filename).toBe('evidence.tgz')
  })
})
