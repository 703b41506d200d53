/**
 * action.yml and the built action (dist/index.js) agree: a run reads the
 * INPUT_* variable of every input action.yml declares and of no other, and
 * every output that the modes write to GITHUB_OUTPUT is declared there. The
 * reads are recorded by an --import hook that watches process.env, so the
 * check sees the runner's side of the action, not its source.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  ARTIFACT,
  FLOW,
  startStage,
  TEST_TIMEOUT,
  TOKEN,
  TRAIL,
  type LeakStage
} from '../security/leak-fixture.js'
import { runAction, type ActionRun } from '../support/run.js'

const ACTION_YML = parse(readFileSync('action.yml', 'utf8')) as {
  inputs: Record<string, unknown>
  outputs: Record<string, unknown>
}

// Records each INPUT_* variable the action reads, one name a line.
const HOOK = [
  "import { appendFileSync } from 'node:fs'",
  'const file = process.env.READS_FILE',
  'process.env = new Proxy(process.env, { get(env, key) {',
  "  if (typeof key === 'string' && key.startsWith('INPUT_')) appendFileSync(file, key + '\\n')",
  '  return Reflect.get(env, key)',
  '} })'
].join('\n')
const NODE_OPTIONS = `--import=data:text/javascript,${encodeURIComponent(HOOK)}`

let stage: LeakStage
let scratch: string

beforeAll(async () => {
  stage = await startStage()
  scratch = mkdtempSync(join(tmpdir(), 'action-yml-'))
  writeFileSync(join(stage.workspace, 'app.bin'), 'the artifact')
})
afterAll(async () => {
  await stage.close()
  rmSync(scratch, { recursive: true, force: true })
})

interface Observed {
  run: ActionRun
  /** The INPUT_* variables read, each once. */
  reads: string[]
}

async function observe(
  label: string,
  inputs: Record<string, string>
): Promise<Observed> {
  const readsFile = join(scratch, `${label}.reads`)
  writeFileSync(readsFile, '')
  const run = await runAction({
    workspace: stage.workspace,
    inputs,
    env: { GITHUB_SHA: 'a'.repeat(40), NODE_OPTIONS, READS_FILE: readsFile }
  })
  stage.written.add(run.runnerTemp)
  const names = readFileSync(readsFile, 'utf8').split('\n').filter(Boolean)
  return { run, reads: [...new Set(names)] }
}

const service = () => ({
  'api-token': TOKEN,
  org: 'demo',
  host: stage.emulator.url,
  'max-retries': '0'
})

/** Each mode, its inputs, and one output it must write. */
const RUNS: [string, () => Record<string, string>, string][] = [
  [
    'attest-junit',
    () => ({
      ...service(),
      flow: FLOW,
      trail: TRAIL,
      name: 'unit-tests',
      'report-paths': 'reports/*.xml'
    }),
    'tests'
  ],
  [
    'allow-artifact',
    () => ({
      ...service(),
      mode: 'allow-artifact',
      environment: 'staging',
      fingerprint: ARTIFACT.fingerprint,
      'artifact-name': ARTIFACT.name,
      reason: 'action.yml test'
    }),
    'artifact-fingerprint'
  ],
  [
    'env-diff',
    () => ({
      ...service(),
      mode: 'env-diff',
      'snapshot-1': 'staging',
      'snapshot-2': 'production',
      'fail-on': 'never'
    }),
    'changed'
  ],
  [
    'fingerprint',
    () => ({
      mode: 'fingerprint',
      'artifact-type': 'file',
      'artifact-path': 'app.bin'
    }),
    'artifact-fingerprint'
  ]
]

describe('action.yml and dist/index.js agree', () => {
  it.each(RUNS)(
    '%s reads every declared input and writes only declared outputs',
    async (label, inputs, expected) => {
      const { run, reads } = await observe(label, inputs())
      expect(run.code, run.stdout + run.stderr).toBe(0)
      const declared = Object.keys(ACTION_YML.inputs).map(
        (name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
      )
      expect(reads.sort()).toEqual(declared.sort())
      const outputs = Object.keys(run.outputs)
      expect(outputs).toContain(expected)
      expect(
        outputs.filter((name) => !(name in ACTION_YML.outputs)),
        'outputs missing from action.yml'
      ).toEqual([])
      // With GITHUB_OUTPUT set, no output goes the old way on stdout.
      expect(run.stdout).not.toContain('::set-output')
    },
    TEST_TIMEOUT
  )
})
