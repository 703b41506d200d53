/**
 * One figure per limit, exact in bytes and in MB, wherever it is stated.
 */
import { expect, it } from 'vitest'
import { MAX_ATTACHMENT_BYTES, MB } from '../../../src/api/index.js'
import {
  JSON_BODY_LIMIT,
  MULTIPART_BODY_LIMIT
} from '../../../src/emulator/body.js'
import { STRICTNESS_RULES } from '../../../src/emulator/strictness.js'
import {
  FormData,
  JUNIT_PATH,
  junitData,
  useHarness
} from '../../support/emulator.js'

const w = useHarness()

it('the limits are whole megabytes of 1,000,000 bytes', () => {
  expect(MB).toBe(1_000_000)
  expect(MAX_ATTACHMENT_BYTES).toBe(10 * MB)
  expect(JSON_BODY_LIMIT).toBe(1 * MB)
  expect(MULTIPART_BODY_LIMIT).toBe(12 * MB)
})

it('a multipart body over the limit gets 413 with both figures', async () => {
  const form = new FormData()
  form.append('data_json', JSON.stringify(junitData()))
  for (let i = 0; i < 13; i++) {
    form.append(`extra${i}`, new Blob([new Uint8Array(MB)]), `f${i}`)
  }
  const r = await w.api(JUNIT_PATH, { body: form })
  expect(r).toMatchObject({
    status: 413,
    body: {
      message:
        'The multipart body is larger than the 12 MB limit (12000000 bytes)'
    }
  })
})

it('an attachment over 10 MB gets 413 with both figures', async () => {
  const form = new FormData()
  form.append('data_json', JSON.stringify(junitData()))
  form.append(
    'attachment_file',
    new Blob([new Uint8Array(MAX_ATTACHMENT_BYTES + 1)]),
    'big.xml'
  )
  const r = await w.api(JUNIT_PATH, { body: form })
  expect(r).toMatchObject({
    status: 413,
    body: {
      message:
        'The attachment_file file is larger than the 10 MB limit (10000000 bytes)'
    }
  })
})

it('the largest attachment with a large data_json fits the body limit', async () => {
  const form = new FormData()
  const data = JSON.stringify(junitData({ description: 'd'.repeat(MB - 500) }))
  form.append('data_json', data)
  form.append(
    'attachment_file',
    new Blob([new Uint8Array(MAX_ATTACHMENT_BYTES)]),
    'results.tar.gz'
  )
  const r = await w.api(JUNIT_PATH, { body: form })
  expect(r.status).toBe(201)
})

it('the strictness table states the same figures', () => {
  const text = JSON.stringify(STRICTNESS_RULES)
  expect(text).toContain('10 MB (10000000 bytes)')
  expect(text).toContain('1 MB (1000000 bytes)')
  expect(text).toContain('12 MB (12000000 bytes)')
})
