/**
 * The store behind the emulator's state (`serve --store`), in process:
 * every kind of write the API and the control routes take is in the file
 * when answered, and an attestation costs its own rows, not its trail's.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DatabaseSync } from 'node:sqlite'
import { demoState, fingerprintOf } from '../../../src/emulator/index.js'
import { RowCache } from '../../../src/emulator/store/diff.js'
import {
  openStore,
  type StoreOptions
} from '../../../src/emulator/store/index.js'
import {
  harness,
  junitData,
  junitForm,
  NOW_MS
} from '../../support/emulator.js'
import {
  vendorBeginTrail,
  vendorCreateFlow
} from '../../support/vendor-requests.js'

const dir = mkdtempSync(join(tmpdir(), 'emulator-store-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('an emulator with a store', () => {
  it('writes of every kind, then a new emulator on the file: the same state', async () => {
    const file = join(dir, 'kinds.sqlite')
    const h = await harness({ store: file })
    const answers = [
      await h.api('/flows/demo/template_file', vendorCreateFlow('shop')),
      await h.api('/trails/demo/shop', vendorBeginTrail({ name: 't1' })),
      await h.api('/attestations/demo/shop/trail/t1/junit', {
        body: junitForm(junitData())
      }),
      await h.api('/allowlists/demo/staging', {
        method: 'PUT',
        json: {
          artifact_fingerprint: fingerprintOf('api:9.9.9'),
          artifact_name: 'api:9.9.9',
          description: 'approved in CHG-42'
        }
      }),
      await h.api('/environments/demo/all/join', {
        method: 'PUT',
        json: { physical_env_name: 'qa-server' }
      }),
      await h.api('/controls/demo/CTRL-001/archive', {
        method: 'POST',
        json: null
      }),
      await h.api('/service-accounts/demo/reporter', { method: 'DELETE' }),
      await h.control('snapshots/demo/staging', {
        json: { artifacts: [{ fingerprint: 'b'.repeat(64), name: 'web:2' }] }
      })
    ]
    expect(answers.map((a) => a.status)).toEqual([
      201, 201, 201, 200, 200, 200, 200, 201
    ])
    const before = await h.state()
    await h.close()
    const again = await harness({ store: file })
    expect(await again.state()).toEqual(before)
    await again.close()
  })

  it('a replaced state (PUT /_emulator/state) is what the file holds, and reset goes back to the start', async () => {
    const file = join(dir, 'replaced.sqlite')
    const h = await harness({ store: file })
    const start = await h.state()
    const state = demoState(NOW_MS)
    delete state.orgs.acme
    state.tokens = state.tokens.filter((t) => t.org !== 'acme')
    await h.putState(state)
    await h.close()
    const again = await harness({ store: file })
    expect(Object.keys((await again.state()).orgs)).toEqual(['demo'])
    await again.reset()
    await again.close()
    const third = await harness({ store: file })
    expect(await third.state()).toEqual(start)
    await third.close()
  })
})

describe('the rows a change writes', () => {
  it('an attestation added writes its own row alone, however long its trail; a stored one cannot be changed in place', () => {
    const cache = new RowCache()
    const state = demoState(NOW_MS)
    const trail = {
      name: 'long',
      created_at: 0,
      attestations: [] as never[],
      moments: [] as never[]
    }
    state.orgs.demo?.flows[0]?.trails.push(trail)
    const attestation = (i: number) => ({
      id: `a/${i}`,
      attestation_name: `n${i}`,
      attestation_type: 'junit',
      created_at: 0,
      compliant: true,
      data_json: { i },
      attachment: null
    })
    const attestations = trail.attestations as unknown[]
    for (let i = 0; i < 1000; i++) attestations.push(attestation(i))
    cache.accept(cache.changes(state))
    attestations.push(attestation(1000))
    const changes = cache.changes(state)
    const trailAt = (state.orgs.demo?.flows[0]?.trails.length ?? 0) - 1
    expect(changes.writes.map((w) => [w.key, w.pos])).toEqual([
      [JSON.stringify(['attestations', 'demo', 0, trailAt]), 1000]
    ])
    expect(changes.cuts).toEqual([])
    cache.accept(changes)
    const stored = attestations[1000] as { compliant: boolean }
    expect(() => {
      stored.compliant = false
    }).toThrow(TypeError)
  })
})

describe('a store that cannot write', () => {
  it('answers 500 and keeps nothing of the request: not in memory, not in the file, not its attachment', async () => {
    const file = join(dir, 'full.sqlite')
    // The file may not grow: any write needing a new page fails (SQLITE_FULL).
    const h = await harness({ store: file, storeOptions: { maxBytes: 1 } })
    const before = await h.state()
    const report = Buffer.from(`<testsuite>${'x'.repeat(300_000)}</testsuite>`)
    const sent = await h.api(
      '/attestations/demo/demo-flow/trail/demo-trail/junit',
      {
        body: junitForm(junitData(), { name: 'report.xml', bytes: report })
      }
    )
    expect(sent.status).toBe(500)
    expect(JSON.stringify(sent.body)).toMatch(/store could not record/)
    expect(await h.state()).toEqual(before)
    const sha256 = createHash('sha256').update(report).digest('hex')
    const control = await h.control('reset', { json: null })
    expect(control.status).toBe(200) // a reset shrinks: it can commit
    await h.close()
    const kept = await openStore(file, demoState(NOW_MS))
    expect(kept.state).toEqual(before)
    expect(kept.store.attachments.has(sha256)).toBe(false)
    kept.store.close()
  })
})

describe('attachment bytes in the store', () => {
  const seed = demoState(NOW_MS)
  const bytes = (text: string) => Buffer.from(text)
  const reopen = async (file: string, options: StoreOptions = {}) =>
    (await openStore(file, seed, options)).store

  it('a put is in the file once committed, and a clear committed empties it', async () => {
    const file = join(dir, 'attachments.sqlite')
    const one = await reopen(file)
    one.attachments.put('a', bytes('<testsuite a/>'))
    expect(one.attachments.get('a')).toEqual(bytes('<testsuite a/>'))
    one.commit(seed)
    one.close()
    const two = await reopen(file)
    expect(two.attachments.has('a')).toBe(true)
    expect(two.attachments.get('a')).toEqual(bytes('<testsuite a/>'))
    const copy = two.backup()
    two.attachments.clear()
    expect(two.attachments.has('a')).toBe(false)
    two.commit(seed)
    two.close()
    const three = await reopen(file)
    expect(three.attachments.get('a')).toBeUndefined()
    three.close()
    const restored = await reopen(copy.path)
    expect(restored.attachments.get('a')).toEqual(bytes('<testsuite a/>'))
    restored.close()
    copy.dispose()
  })

  it('past the budget the oldest go in the commit, and a content over it is not kept', async () => {
    const file = join(dir, 'budget.sqlite')
    const store = await reopen(file, { attachmentBudget: 10 })
    store.attachments.put('a', bytes('aaaa'))
    store.attachments.put('b', bytes('bbbb'))
    store.commit(seed)
    store.attachments.put('a', bytes('aaaa')) // sent again: now the newest
    store.attachments.put('c', bytes('cccc'))
    store.attachments.put('big', bytes('x'.repeat(11)))
    store.commit(seed)
    store.close()
    const again = await reopen(file, { attachmentBudget: 10 })
    const held = ['a', 'b', 'c', 'big'].filter((s) => again.attachments.has(s))
    expect(held).toEqual(['a', 'c'])
    again.close()
  })

  it('an attestation through the API keeps its bytes in the file, and POST /_emulator/reset removes them', async () => {
    const file = join(dir, 'api-attachments.sqlite')
    const h = await harness({ store: file })
    const report = bytes('<testsuite name="kept"/>')
    const sent = await h.api(
      '/attestations/demo/demo-flow/trail/demo-trail/junit',
      {
        body: junitForm(junitData(), { name: 'report.xml', bytes: report })
      }
    )
    expect(sent.status).toBe(201)
    const sha256 = createHash('sha256').update(report).digest('hex')
    await h.close()
    const kept = await reopen(file)
    expect(kept.attachments.get(sha256)).toEqual(report)
    kept.close()
    const again = await harness({ store: file })
    await again.reset()
    await again.close()
    const emptied = await reopen(file)
    expect(emptied.attachments.has(sha256)).toBe(false)
    emptied.close()
  })

  it('a store made before attachments were kept (no table) is opened and takes them', async () => {
    const file = join(dir, 'older.sqlite')
    ;(await reopen(file)).close()
    const db = new DatabaseSync(file)
    db.exec('DROP TABLE attachment')
    db.close()
    const store = await reopen(file)
    store.attachments.put('a', bytes('kept'))
    store.commit(seed)
    store.close()
    const again = await reopen(file)
    expect(again.attachments.get('a')).toEqual(bytes('kept'))
    again.close()
  })
})
