import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  keepPayload,
  loadKeptPayload
} from '../../../../src/modes/attest-junit/kept-payload.js'

const dir = mkdtempSync(join(tmpdir(), 'kept-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const data = {
  attestation_name: 'unit-tests',
  user_data: {},
  junit_results: [
    { name: 's', failures: 0, errors: 0, skipped: 0, total: 1, duration: 0.5 }
  ]
}
const destination = {
  host: 'https://app.kosli.com',
  org: 'acme',
  flow: 'shop',
  trail: 'main',
  attestationName: 'unit-tests'
}

describe('kept payload', () => {
  it('keeps the exact data_json and attachment, and reads them back', async () => {
    const attachment = join(dir, 'junit.xml')
    writeFileSync(attachment, '<testsuite name="s"/>')
    const dataJson = JSON.stringify(data)
    const kept = await keepPayload({
      keepDir: dir,
      dataJson,
      attachment: { path: attachment, filename: 'junit.xml' },
      destination,
      now: () => Date.UTC(2025, 0, 2)
    })
    expect(kept.startsWith(dir)).toBe(true)
    const loaded = await loadKeptPayload(kept)
    expect(loaded.dataJson).toBe(dataJson)
    expect(loaded.data).toEqual(data)
    expect(loaded.meta).toEqual({
      kind: 'kosli-attest-kept-payload',
      ...destination,
      attachmentFilename: 'junit.xml',
      keptAt: '2025-01-02T00:00:00.000Z'
    })
    expect(readFileSync(loaded.attachment?.path ?? '', 'utf8')).toBe(
      '<testsuite name="s"/>'
    )
  })

  it('no kept file ends in .xml, so no **/*.xml glob reads it; the name sent stays junit.xml', async () => {
    const attachment = join(dir, 'junit.xml')
    writeFileSync(attachment, '<testsuite name="s"/>')
    const kept = await keepPayload({
      keepDir: join(dir, 'kept'),
      dataJson: JSON.stringify(data),
      attachment: { path: attachment, filename: 'junit.xml' },
      destination,
      now: () => 0
    })
    const files = readdirSync(kept, { recursive: true }).map(String)
    expect(files.filter((f) => /\.xml$/i.test(f))).toEqual([])
    expect(files).toContain(join('attachment', 'junit.xml.txt'))
    const loaded = await loadKeptPayload(kept)
    expect(loaded.attachment?.filename).toBe('junit.xml')
    expect(readFileSync(loaded.attachment?.path ?? '', 'utf8')).toBe(
      '<testsuite name="s"/>'
    )
  })

  it('never writes the token: meta holds only the destination', async () => {
    const kept = await keepPayload({
      keepDir: dir,
      dataJson: JSON.stringify(data),
      destination,
      now: () => 0
    })
    expect(readdirSync(kept).sort()).toEqual(['data_json.json', 'meta.json'])
    const meta = JSON.parse(
      readFileSync(join(kept, 'meta.json'), 'utf8')
    ) as object
    expect(Object.keys(meta).sort()).toEqual([
      'attestationName',
      'flow',
      'host',
      'keptAt',
      'kind',
      'org',
      'trail'
    ])
    expect((await loadKeptPayload(kept)).attachment).toBeUndefined()
  })

  it('refuses a directory that is not a kept payload', async () => {
    await expect(loadKeptPayload(join(dir, 'nothing'))).rejects.toThrow(
      /is not a kept payload directory/
    )
  })
})
