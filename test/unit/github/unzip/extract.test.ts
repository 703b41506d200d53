/**
 * extractZip on zips built byte by byte: what a well-formed artifact gives,
 * and the rules the action's e2e tests do not reach one by one (a file
 * below a file, the entry count, the shared byte budget, folder entries).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  ArchiveRefusedError,
  defaultLimits,
  extractZip,
  type ZipLimits
} from '../../../../src/github/unzip/index.js'
import { makeZip, type ZipEntry } from '../../../support/github/zip.js'

const work = mkdtempSync(join(tmpdir(), 'unzip-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
let n = 0

async function extract(
  entries: readonly ZipEntry[],
  options: { limits?: ZipLimits; budget?: { written: number } } = {}
) {
  n += 1
  const zipPath = join(work, `${n}.zip`)
  writeFileSync(zipPath, makeZip(entries))
  const destination = join(work, `out-${n}`)
  await mkdir(destination)
  const files = await extractZip({
    zipPath,
    destination,
    limits: options.limits ?? defaultLimits(),
    budget: options.budget ?? { written: 0 }
  })
  return { files, destination }
}

async function refusal(
  entries: readonly ZipEntry[],
  options: { limits?: ZipLimits; budget?: { written: number } } = {}
): Promise<string> {
  const error = await extract(entries, options).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ArchiveRefusedError)
  return (error as Error).message
}

describe('extractZip', () => {
  it('writes nested files and folder entries as the zip names them', async () => {
    const { files, destination } = await extract([
      { path: 'empty/', content: '' },
      { path: 'a/b/c.xml', content: '<testsuite/>' },
      { path: 'd.xml', content: 'ü' }
    ])
    expect(files.sort()).toEqual([
      join(destination, 'a', 'b', 'c.xml'),
      join(destination, 'd.xml')
    ])
    expect(readFileSync(join(destination, 'd.xml'), 'utf8')).toBe('ü')
  })

  it('refuses a file below what the zip holds as a file', async () => {
    expect(
      await refusal([
        { path: 'a', content: 'x' },
        { path: 'a/b.xml', content: 'y' }
      ])
    ).toBe('entry "a/b.xml" lies below "a", which the archive holds as a file')
  })

  it('refuses "." and empty segments rather than folding them', async () => {
    expect(await refusal([{ path: 'a/./b.xml', content: 'x' }])).toContain(
      'entry "a/./b.xml" has an empty or "." segment'
    )
    expect(await refusal([{ path: 'a//b.xml', content: 'x' }])).toContain(
      'has an empty or "." segment'
    )
  })

  it('refuses more entries than the limit before reading any', async () => {
    const limits = { ...defaultLimits(), maxEntries: 2 }
    const entries = ['a', 'b', 'c'].map((p) => ({ path: p, content: p }))
    expect(await refusal(entries, { limits })).toBe(
      "the artifact's zip holds 3 entries, over the limit of 2"
    )
  })

  it('refuses a name over the length limit, saying both', async () => {
    const limits = { ...defaultLimits(), maxNameBytes: 8 }
    expect(
      await refusal([{ path: 'abcdefghi', content: '' }], { limits })
    ).toBe('entry "abcdefghi": its name is 9 bytes, over the limit of 8')
  })

  it('counts bytes across artifacts through the shared budget', async () => {
    const limits = defaultLimits(10)
    const budget = { written: 6 }
    expect(
      await refusal([{ path: 'five.txt', content: '12345' }], {
        limits,
        budget
      })
    ).toBe(
      'entry "five.txt" declares 5 bytes, which takes what the artifacts hold over the limit of 10 bytes (artifact-max-bytes)'
    )
    await extract([{ path: 'four.txt', content: '1234' }], { limits, budget })
    expect(budget.written).toBe(10)
  })

  it('refuses an entry holding fewer bytes than it declares', async () => {
    expect(
      await refusal([{ path: 'short.xml', content: 'abc', declaredSize: 5 }])
    ).toBe(
      'the artifact\'s zip is not valid: entry "short.xml": not enough bytes in the stream. expected 5. got only 3'
    )
  })

  it('a file that is not a zip is not valid', async () => {
    n += 1
    const zipPath = join(work, `${n}.zip`)
    writeFileSync(zipPath, 'not a zip at all')
    const error = await extractZip({
      zipPath,
      destination: work,
      limits: defaultLimits(),
      budget: { written: 0 }
    }).catch((e: unknown) => e)
    expect((error as Error).message).toMatch(
      /^the artifact's zip is not valid: /
    )
  })
})
