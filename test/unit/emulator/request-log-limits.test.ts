/**
 * The request log stays bounded, in entries and in bytes, oldest first, and
 * says so: `GET /_emulator/requests` carries its limits and drop count as
 * headers, `GET /_emulator/limits` as JSON.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { RequestRecord } from '../../../src/emulator/index.js'
import {
  JUNIT_PATH,
  junitData,
  junitForm,
  harness,
  type Harness
} from '../../support/emulator.js'

let w: Harness | undefined
afterEach(async () => {
  await w?.close()
  w = undefined
})

const log = async (x: Harness) => {
  const r = await x.control('requests')
  return { records: r.body as RequestRecord[], headers: r.headers }
}

describe('limits', () => {
  it('keeps the newest entries past max entries, and counts the dropped', async () => {
    w = await harness({ requestLog: { maxEntries: 3 } })
    for (let i = 0; i < 5; i++) await w.api(`/environments/demo?name=n${i}`)
    const { records, headers } = await log(w)
    expect(records.map((r) => r.query.name)).toEqual(['n2', 'n3', 'n4'])
    expect(records.map((r) => r.seq)).toEqual([3, 4, 5])
    expect(headers).toMatchObject({
      'x-emulator-log-max-entries': '3',
      'x-emulator-log-dropped': '2'
    })
    const limits = await w.control('limits')
    expect(limits.body).toMatchObject({
      requests: { max_entries: 3, entries: 3, dropped: 2 }
    })
  })

  it('drops the oldest bodies past max bytes', async () => {
    w = await harness({ requestLog: { maxBytes: 50_000 } })
    const pad = 'x'.repeat(20_000)
    for (let i = 0; i < 4; i++) {
      await w.api(JUNIT_PATH, {
        body: junitForm(junitData({ description: `${i}${pad}` }))
      })
    }
    const { records, headers } = await log(w)
    expect(records.length).toBeLessThan(4)
    expect(Number(headers['x-emulator-log-bytes'])).toBeLessThanOrEqual(50_000)
    expect(Number(headers['x-emulator-log-dropped'])).toBe(4 - records.length)
    const last = records.at(-1)?.data_json as { description: string }
    expect(last.description.startsWith('3')).toBe(true)
  })

  it('keeps a request too large for the byte limit, without its body', async () => {
    w = await harness({ requestLog: { maxBytes: 10_000 } })
    await w.api(JUNIT_PATH, {
      body: junitForm(junitData({ description: 'y'.repeat(20_000) }))
    })
    const { records } = await log(w)
    expect(records).toHaveLength(1)
    expect(records[0]?.data_json).toBeUndefined()
    expect(records[0]?.body_omitted).toMatch(/10000/)
    expect(records[0]?.status).toBe(201)
  })

  it('has documented defaults: 10,000 entries and 32 MB', async () => {
    w = await harness()
    const limits = await w.control('limits')
    expect(limits.body).toMatchObject({
      requests: { max_entries: 10_000, max_bytes: 32_000_000, dropped: 0 }
    })
  })
})

describe('content', () => {
  it('shows bodies as they came: JSON, data_json, and data_json that is not JSON', async () => {
    w = await harness()
    await w.api('/allowlists/demo/nope', {
      method: 'PUT',
      json: { artifact_name: 'a', n: [1, 2.5, null], s: '"\\u00e9' }
    })
    const form = junitForm(junitData())
    await w.api(JUNIT_PATH, { body: form })
    const bad = new (await import('../../support/emulator.js')).FormData()
    bad.append('data_json', '{not json')
    await w.api(JUNIT_PATH, { body: bad })
    const { records } = await log(w)
    expect(records[0]?.body).toEqual({
      artifact_name: 'a',
      n: [1, 2.5, null],
      s: '"\\u00e9'
    })
    expect(records[1]?.data_json).toEqual(junitData())
    expect(records[2]?.data_json).toBe('{not json')
  })
})
