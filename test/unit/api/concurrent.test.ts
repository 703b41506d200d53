/**
 * 1,000 attestations from 50 concurrent clients (each its own connection
 * pool) against one emulator: every one is stored exactly once, intact,
 * with its own attachment, and none is mixed up with another.
 */
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  attestJunit,
  createClient,
  type JunitAttestationInput
} from '../../../src/api/index.js'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'

const CLIENTS = 50
const EACH = 20

let h: Harness
const trailOf = (client: number) => `load-${client}`

beforeAll(async () => {
  h = await startHarness()
  await h.beginTrails(Array.from({ length: CLIENTS }, (_, c) => trailOf(c)))
})
afterAll(() => h.close())

interface Sent {
  trail: string
  data: JunitAttestationInput
  sha256: string
}

/** Data and attachment unique to (client, n), so a mix-up shows. */
function attestation(client: number, n: number): Sent & { file: string } {
  const id = `c${client}-n${n}`
  const file = join(h.dir, `${id}.xml`)
  const content = `<testsuite name="${id}"><testcase name="${id}"/></testsuite>\n${'x'.repeat(client * 37 + n)}`
  writeFileSync(file, content)
  return {
    trail: trailOf(client),
    file,
    sha256: createHash('sha256').update(content).digest('hex'),
    data: {
      attestation_name: id,
      junit_results: [
        {
          name: id,
          failures: n % 3,
          errors: client % 2,
          skipped: 0,
          total: client + n + 3,
          duration: client + n / 100
        }
      ],
      description: `client ${client}, attestation ${n}`,
      user_data: { client, n }
    }
  }
}

/** One client: its own connection pool, sending its attestations in turn. */
async function runClient(client: number): Promise<Sent[]> {
  const api = createClient({ host: h.url, apiToken: h.token })
  const sent: Sent[] = []
  try {
    for (let n = 0; n < EACH; n++) {
      const one = attestation(client, n)
      await attestJunit(api, {
        org: h.org,
        flow: FLOW,
        trail: one.trail,
        data: one.data,
        attachment: {
          path: one.file,
          filename: `${one.data.attestation_name}.xml`
        }
      })
      sent.push(one)
    }
  } finally {
    await api.close()
  }
  return sent
}

describe('load', () => {
  it(`${CLIENTS * EACH} attestations from ${CLIENTS} concurrent clients: each stored once, intact`, async () => {
    const started = performance.now()
    const sent = (
      await Promise.all(Array.from({ length: CLIENTS }, (_, c) => runClient(c)))
    ).flat()
    const seconds = (performance.now() - started) / 1000
    console.info(`load: ${sent.length} attestations in ${seconds.toFixed(1)} s`)

    expect(sent).toHaveLength(CLIENTS * EACH)
    const flow = (await h.state()).orgs[h.org]?.flows.find(
      (f) => f.name === FLOW
    )
    const byName = new Map<string, { trail: string; stored: unknown }[]>()
    for (const trail of flow?.trails ?? []) {
      for (const stored of trail.attestations) {
        const list = byName.get(stored.attestation_name) ?? []
        list.push({ trail: trail.name, stored })
        byName.set(stored.attestation_name, list)
      }
    }
    for (const one of sent) {
      const found = byName.get(one.data.attestation_name) ?? []
      expect(found, one.data.attestation_name).toHaveLength(1)
      expect(found[0]?.trail).toBe(one.trail)
      expect(found[0]?.stored).toMatchObject({
        data_json: one.data,
        attachment: {
          filename: `${one.data.attestation_name}.xml`,
          sha256: one.sha256
        }
      })
    }
    // Nothing else was stored on the load trails, and each came in one request.
    const onLoadTrails = (flow?.trails ?? [])
      .filter((t) => t.name.startsWith('load-'))
      .flatMap((t) => t.attestations)
    expect(onLoadTrails).toHaveLength(CLIENTS * EACH)
    const posts = (await h.requests()).filter((r) => r.path.endsWith('/junit'))
    expect(posts).toHaveLength(CLIENTS * EACH)
    expect(posts.every((r) => r.status === 201)).toBe(true)
    // Each client's attestations are stored in the order it sent them.
    for (let c = 0; c < CLIENTS; c++) {
      const trail = flow?.trails.find((t) => t.name === trailOf(c))
      expect(trail?.attestations.map((a) => a.attestation_name)).toEqual(
        Array.from({ length: EACH }, (_, n) => `c${c}-n${n}`)
      )
    }
  }, 120_000)
})
