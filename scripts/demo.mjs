// npm run demo: the action's main job, end to end, on this machine.
// Starts the Kosli emulator from the committed CLI bundle, runs the committed
// action bundle (dist/index.js) exactly as a GitHub runner would (INPUT_*
// variables, a push event file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files)
// on the reports in fixtures/demo/, then prints the job summary, the outputs
// and the attestation the emulator stored. Builds nothing and needs no
// package: it runs straight after `git clone` (dist/ is committed).
import { execFileSync, spawn } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { actionDefaults } from './action-defaults.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const ACTION = join(root, 'dist', 'index.js')
const CLI = join(root, 'dist', 'cli', 'index.js')
const FLOW = 'demo-flow'
// Used when the checkout has no git history (e.g. a downloaded tarball).
const FALLBACK_SHA = '4c1f2d9e8b7a6f5e4d3c2b1a09f8e7d6c5b4a392'

/**
 * @typedef {{ child: import('node:child_process').ChildProcess, url: string, org: string, token: string }} Emulator
 * @typedef {{ sha: string, name: string, email: string, date: string, message: string }} Commit
 * @typedef {{ event: string, output: string, summary: string, runnerTemp: string }} RunnerFiles
 * @typedef {{ name: string, attestations: unknown[] }} Trail
 * @typedef {{ orgs: Record<string, { flows: { name: string, trails: (Trail & Record<string, unknown>)[] }[] }> }} State
 */

/** @param {string} text */
function heading(text) {
  console.log(`\n${'='.repeat(72)}\n${text}\n${'='.repeat(72)}`)
}

/**
 * Starts `kosli-attest serve --port 0`; resolves with its first line's facts.
 * Its stderr (the API and control URLs, "(Ctrl-C stops)") is kept, not
 * shown: the demo stops it itself, and shows it only if it fails.
 * @returns {Promise<Emulator>}
 */
function startEmulator() {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe']
  })
  /** @type {string[]} */
  const errors = []
  child.stderr.on('data', (chunk) => errors.push(String(chunk)))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      reject(
        new Error(
          `the emulator exited early (code ${code}): ${errors.join('').trim()}`
        )
      )
    )
    const lines = createInterface({ input: child.stdout })
    lines.once('line', (line) => {
      const match = /listening on (\S+) org=(\S+) token=(\S+)/.exec(line)
      if (!match) return reject(new Error(`unexpected first line: ${line}`))
      child.removeAllListeners('exit')
      lines.on('line', () => undefined)
      const [, url = '', org = '', token = ''] = match
      resolve({ child, url, org, token })
    })
  })
}

/**
 * Stops the emulator and waits until it has.
 * @param {Emulator} emulator
 * @returns {Promise<void>}
 */
function stopEmulator(emulator) {
  const { child } = emulator
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => {
      console.log('\nThe emulator stopped (it kept everything in memory only).')
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** @param {string[]} args */
function git(args) {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore']
  }).trim()
}

/**
 * The commit the demo attests: this checkout's HEAD when there is one.
 * @returns {Commit}
 */
function headCommit() {
  try {
    const [sha = '', name = '', email = '', date = '', ...message] = git([
      'log',
      '-1',
      '--format=%H%n%an%n%ae%n%aI%n%B'
    ]).split('\n')
    return { sha, name, email, date, message: message.join('\n').trim() }
  } catch {
    return {
      sha: FALLBACK_SHA,
      name: 'Demo Developer',
      email: 'dev@example.com',
      date: '2025-06-18T10:20:00Z',
      message: 'Demo commit'
    }
  }
}

/** @param {Commit} commit */
function pushEvent(commit) {
  const repo = 'acme/shop'
  return {
    ref: 'refs/heads/main',
    before: '0000000000000000000000000000000000000000',
    after: commit.sha,
    head_commit: {
      id: commit.sha,
      message: commit.message,
      timestamp: commit.date,
      url: `https://github.com/${repo}/commit/${commit.sha}`,
      author: { name: commit.name, email: commit.email }
    },
    repository: {
      id: 123456789,
      full_name: repo,
      html_url: `https://github.com/${repo}`,
      owner: { login: 'acme' }
    }
  }
}

/**
 * The demo flow as the emulator holds it, in the whole state.
 * @param {Emulator} emulator
 */
async function demoFlow(emulator) {
  const response = await fetch(`${emulator.url}/_emulator/state`)
  const state = /** @type {State} */ (await response.json())
  const flow = state.orgs[emulator.org]?.flows.find((f) => f.name === FLOW)
  if (!flow) throw new Error(`the emulator has no flow ${FLOW}`)
  return { state, flow }
}

/**
 * The trail is named after the commit; create it like `kosli begin trail`.
 * @param {Emulator} emulator
 * @param {string} trail
 */
async function beginTrail(emulator, trail) {
  const { state, flow } = await demoFlow(emulator)
  if (!flow.trails.some((t) => t.name === trail)) {
    flow.trails.push({
      name: trail,
      created_at: Math.floor(Date.now() / 1000),
      attestations: [],
      moments: []
    })
  }
  const put = await fetch(`${emulator.url}/_emulator/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(state)
  })
  if (!put.ok)
    throw new Error(`could not create the trail: ${await put.text()}`)
}

/**
 * What the runner passes: every input with a default, then the workflow's.
 * A default that is an expression (`${{ github.token }}`) is left out: only
 * the runner can evaluate it, and the demo has no GitHub behind it.
 * @param {Record<string, string>} inputs
 */
function inputEnv(inputs) {
  const defaults = actionDefaults(
    readFileSync(join(root, 'action.yml'), 'utf8')
  )
  /** @type {Record<string, string>} */
  const env = {}
  for (const [name, value] of Object.entries(defaults)) {
    if (!value.includes('${{')) env[`INPUT_${name.toUpperCase()}`] = value
  }
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.toUpperCase()}`] = value
  }
  return env
}

/**
 * @param {RunnerFiles} files
 * @param {Commit} commit
 */
function runnerEnv(files, commit) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(INPUT_|KOSLI_|GITHUB_|RUNNER_)/.test(key)
    )
  )
  return {
    ...env,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_SHA: commit.sha,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_REPOSITORY_ID: '123456789',
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_RUN_ID: '9876543210',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RUN_NUMBER: '42',
    GITHUB_WORKFLOW: 'ci',
    GITHUB_JOB: 'test',
    GITHUB_ACTOR: 'demo-dev',
    GITHUB_WORKSPACE: root,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: files.runnerTemp,
    RUNNER_OS: 'Linux'
  }
}

/**
 * GITHUB_OUTPUT holds `name<<DELIMITER`, the value, then `DELIMITER`.
 * @param {string} file
 */
function readOutputs(file) {
  /** @type {Record<string, string>} */
  const outputs = {}
  const lines = readFileSync(file, 'utf8').split('\n')
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '')
    if (!match) continue
    const [, name = '', delimiter = ''] = match
    const end = lines.indexOf(delimiter, i + 1)
    outputs[name] = lines.slice(i + 1, end).join('\n')
    i = end
  }
  return outputs
}

/**
 * Runner commands a runner keeps out of the log: the mask of the token and
 * the debug lines (shown only with step debugging on).
 */
const HIDDEN_COMMANDS = /^::(add-mask|debug)::/

/**
 * Runs the action as a runner does; its log is shown as the runner shows
 * it, without the commands the runner hides.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function runAction(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ACTION], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit']
    })
    const lines = createInterface({ input: child.stdout })
    lines.on('line', (line) => {
      if (!HIDDEN_COMMANDS.test(line)) console.log(line)
    })
    child.once('error', reject)
    const closed = new Promise((done) => lines.once('close', done))
    child.once('exit', (code) => {
      void closed.then(() => resolve(code ?? 1))
    })
  })
}

/**
 * @param {Emulator} emulator
 * @param {string} trail
 */
async function storedAttestations(emulator, trail) {
  const { flow } = await demoFlow(emulator)
  return flow.trails.find((t) => t.name === trail)?.attestations ?? []
}

/**
 * Empty GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, the push event and
 * RUNNER_TEMP, under `scratch`.
 * @param {string} scratch
 * @param {Commit} commit
 * @returns {RunnerFiles}
 */
function runnerFiles(scratch, commit) {
  const files = {
    event: join(scratch, 'event.json'),
    output: join(scratch, 'github_output'),
    summary: join(scratch, 'step_summary.md'),
    runnerTemp: mkdtempSync(join(scratch, 'runner-temp-'))
  }
  writeFileSync(files.event, JSON.stringify(pushEvent(commit), null, 2))
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  return files
}

/**
 * The step's environment: the runner's variables and the demo's inputs.
 * @param {Emulator} emulator
 * @param {RunnerFiles} files
 * @param {Commit} commit
 */
function stepEnv(emulator, files, commit) {
  return {
    ...runnerEnv(files, commit),
    ...inputEnv({
      'api-token': emulator.token,
      org: emulator.org,
      host: emulator.url,
      flow: FLOW,
      name: 'unit-tests',
      'report-paths': 'fixtures/demo/test-results/**/*.xml',
      annotations: 'team=shop\nsuite=demo',
      'external-urls': 'coverage=https://ci.example.com/acme/shop/coverage/42'
    })
  }
}

/**
 * What the step left: its summary, its outputs, the stored attestation.
 * @param {Emulator} emulator
 * @param {RunnerFiles} files
 * @param {string} trail
 */
async function showResults(emulator, files, trail) {
  heading('Job summary (GITHUB_STEP_SUMMARY, Markdown)')
  console.log(readFileSync(files.summary, 'utf8'))
  heading('Outputs (GITHUB_OUTPUT)')
  for (const [name, value] of Object.entries(readOutputs(files.output))) {
    console.log(`${name}: ${value}`)
  }
  heading(`Attestation stored by the emulator (flow ${FLOW}, trail ${trail})`)
  console.log(
    JSON.stringify(await storedAttestations(emulator, trail), null, 2)
  )
}

async function main() {
  for (const file of [ACTION, CLI]) {
    if (!existsSync(file))
      throw new Error(
        `${file} is missing: dist/ is committed, so run the demo from a full clone of the repository`
      )
  }
  const emulator = await startEmulator()
  const scratch = mkdtempSync(join(tmpdir(), 'kosli-attest-demo-'))
  try {
    const commit = headCommit()
    await beginTrail(emulator, commit.sha)
    const files = runnerFiles(scratch, commit)
    heading(
      `Emulator at ${emulator.url} (org ${emulator.org}); running dist/index.js on push of ${commit.sha.slice(0, 12)}`
    )
    const code = await runAction(stepEnv(emulator, files, commit))
    heading(
      `Step exit code: ${code} (failing tests do not fail the step unless fail-on-failure: true)`
    )
    await showResults(emulator, files, commit.sha)
    process.exitCode = code
  } finally {
    await stopEmulator(emulator)
    rmSync(scratch, { recursive: true, force: true })
  }
}

await main()
