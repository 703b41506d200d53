// Store figures for scripts/bench.mjs (`npm run bench -- --store` alone):
// what `serve --store` costs per answered write against the in-memory
// serve, on the demo state and on a state of 10,000 attestations, and how
// long a serve takes to start again on a store that holds them. Each serve
// is the built CLI in a process of its own, spoken to over loopback.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { median } from './measure.mjs'

/**
 * @typedef {{ url: string, token: string, ms: number, stop: () => Promise<void> }} Served
 * @typedef {Record<string, any>} Json
 */

const WRITES = 200
const ATTESTATIONS = 10_000
const PER_TRAIL = 100

/**
 * `serve --port 0 ARGS` from the bundle; `ms` is spawn to the listening line.
 * @param {string} bundle
 * @param {string[]} args
 * @returns {Promise<Served>}
 */
async function serve(bundle, args) {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    [bundle, 'serve', '--port', '0', ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit']
    }
  )
  if (!child.stdout) throw new Error('serve has no stdout')
  const lines = createInterface({ input: child.stdout })
  const line = await Promise.race([
    once(lines, 'line').then(([first]) => /** @type {string} */ (first)),
    once(child, 'close').then(() => {
      throw new Error(`serve ${args.join(' ')} ended before listening`)
    })
  ])
  const ms = performance.now() - started
  lines.close()
  const [, url = '', token = ''] =
    /^listening on (\S+) org=\S+ token=(\S+)$/.exec(line) ?? []
  return {
    url,
    token,
    ms,
    stop: async () => {
      const closed = once(child, 'close')
      child.kill('SIGKILL')
      await closed
    }
  }
}

/**
 * @param {Served} s
 * @param {string} trail
 * @param {number} i
 */
async function attest(s, trail, i) {
  const form = new FormData()
  form.append(
    'data_json',
    JSON.stringify({
      attestation_name: `part-${i % 5}`,
      junit_results: [
        {
          name: 'suite',
          failures: 0,
          errors: 0,
          skipped: 0,
          total: 3,
          duration: 0.5
        }
      ]
    })
  )
  const response = await fetch(
    `${s.url}/api/v2/attestations/demo/demo-flow/trail/${trail}/junit`,
    {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${s.token}` }
    }
  )
  await response.arrayBuffer()
  if (response.status !== 201)
    throw new Error(`attestation: ${response.status}`)
}

/**
 * @param {Served} s
 * @param {string} name
 */
async function beginTrail(s, name) {
  const form = new FormData()
  form.append('data_json', JSON.stringify({ name }))
  const response = await fetch(`${s.url}/api/v2/trails/demo/demo-flow`, {
    method: 'PUT',
    body: form,
    headers: { authorization: `Bearer ${s.token}` }
  })
  await response.arrayBuffer()
}

/**
 * Median ms of one write, one after another; then ms for WRITES at once.
 * @param {Served} s
 */
async function writes(s) {
  const trail = `bench-${Date.now()}`
  await beginTrail(s, trail)
  /** @type {number[]} */
  const each = []
  for (let i = 0; i < WRITES; i++) {
    const t = performance.now()
    await attest(s, trail, i)
    each.push(performance.now() - t)
  }
  const t = performance.now()
  await Promise.all(
    Array.from({ length: WRITES }, (_, i) => attest(s, trail, i))
  )
  return { one: median(each), all: performance.now() - t }
}

/**
 * A trail of PER_TRAIL attestations under five names, with their moments.
 * @param {number} t
 * @param {string} templateId
 */
function bigTrail(t, templateId) {
  const attestations = []
  const moments = []
  const junit_results = [
    {
      name: 'suite',
      failures: 0,
      errors: 0,
      skipped: 0,
      total: 3,
      duration: 0.5
    }
  ]
  for (let i = 0; i < PER_TRAIL; i++) {
    const name = `part-${i % 5}`
    const created_at = 1_700_000_000 + i
    attestations.push({
      id: `demo-flow/big-${t}/${i + 1}`,
      attestation_name: name,
      attestation_type: 'junit',
      created_at,
      compliant: true,
      data_json: { attestation_name: name, junit_results },
      attachment: null
    })
    const slot = {
      attestation_name: name,
      attestation_type: 'junit',
      is_compliant: true
    }
    moments.push({
      moment_number: i + 1,
      created_at,
      template_id: templateId,
      slots: [slot]
    })
  }
  return { name: `big-${t}`, created_at: 1_700_000_000, attestations, moments }
}

/**
 * The demo state with ATTESTATIONS attestations in trails of PER_TRAIL.
 * @param {Served} s
 */
async function bigState(s) {
  const state = /** @type {Json} */ (
    await (await fetch(`${s.url}/_emulator/state`)).json()
  )
  const flow = state.orgs.demo.flows.find(
    (/** @type {Json} */ f) => f.name === 'demo-flow'
  )
  for (let t = 0; t < ATTESTATIONS / PER_TRAIL; t++) {
    flow.trails.push(bigTrail(t, flow.template.id))
  }
  return state
}

/**
 * @param {Served} s
 * @param {Json} state
 */
async function putState(s, state) {
  const response = await fetch(`${s.url}/_emulator/state`, {
    method: 'PUT',
    body: JSON.stringify(state),
    headers: { 'content-type': 'application/json' }
  })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`put state: ${response.status}`)
}

/** @type {(ms: number) => string} */
const ms = (value) => `${value.toFixed(2)} ms`

/**
 * @param {string} label
 * @param {{ one: number, all: number }} memory
 * @param {{ one: number, all: number }} store
 */
function line(label, memory, store) {
  console.log(
    `  ${label}: one write ${ms(memory.one)} in memory, ${ms(store.one)} with the store (+${ms(store.one - memory.one)}); ${WRITES} at once ${ms(memory.all)} / ${ms(store.all)}`
  )
}

/**
 * Prints the store's figures; `bundle` is the built CLI.
 * @param {string} bundle
 */
export async function storeBench(bundle) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kosli-attest-bench-store-'))
  const file = path.join(dir, 'store.sqlite')
  try {
    const load = os.loadavg().map((value) => value.toFixed(1))
    console.log(
      `\nserve --store (${os.cpus().length} cores, load average ${load.join(' ')}: a busy machine slows every figure)`
    )
    const memory = await serve(bundle, [])
    const stored = await serve(bundle, ['--store', file])
    line('demo state', await writes(memory), await writes(stored))
    const state = await bigState(memory)
    await putState(memory, state)
    await putState(stored, state)
    line(
      `${ATTESTATIONS} attestations`,
      await writes(memory),
      await writes(stored)
    )
    await memory.stop()
    await stored.stop()
    const starts = {
      memory: /** @type {number[]} */ ([]),
      store: /** @type {number[]} */ ([])
    }
    for (let round = 0; round < 5; round++) {
      const m = await serve(bundle, [])
      starts.memory.push(m.ms)
      await m.stop()
      const s = await serve(bundle, ['--store', file])
      starts.store.push(s.ms)
      await s.stop()
    }
    const size = statSync(file).size / 1e6
    console.log(
      `  start to listening: ${ms(median(starts.memory))} in memory (demo state), ${ms(median(starts.store))} on the store of ${ATTESTATIONS + 2 * WRITES * 2} attestations (${size.toFixed(1)} MB; median of 5)`
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
