import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import {
  mkdir,
  mkdtemp,
  readFile,
  rm,
  stat,
  symlink,
  utimes,
  writeFile
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../../../src/errors.js'
import { MAX_ATTACHMENT_BYTES } from '../../../src/api/schemas/index.js'
import { archiveName, buildAttachment } from '../../../src/artifact/evidence.js'

let work: string
let cwd: string
let tmpDir: string

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'evidence-'))
  cwd = join(work, 'repo')
  tmpDir = join(work, 'tmp')
  await mkdir(tmpDir, { recursive: true })
  await put('reports/a.xml', '<testsuite name="a"/>')
  await put('reports/nested/b.xml', '<testsuite name="b"/>')
  await put('reports/empty.xml', '')
  await put('notes.txt', 'hello\n')
  await symlink('a.xml', join(cwd, 'reports/link.xml'))
})
afterAll(async () => rm(work, { recursive: true, force: true }))

async function put(path: string, content: string | Buffer): Promise<void> {
  const abs = join(cwd, path)
  await mkdir(dirname(abs), { recursive: true })
  await writeFile(abs, content)
}

function listTgz(path: string): string[] {
  return execFileSync('tar', ['-tzf', path], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.length > 0)
    .sort()
}

async function extract(path: string): Promise<string> {
  const out = await mkdtemp(join(work, 'x-'))
  execFileSync('tar', ['-xzf', path, '-C', out])
  return out
}

describe('buildAttachment', () => {
  it('no paths: no attachment', async () => {
    expect(await buildAttachment([], { cwd, tmpDir })).toBeUndefined()
  })

  it('one regular file is sent as is and never deleted', async () => {
    const got = await buildAttachment(['reports/a.xml'], { cwd, tmpDir })
    expect(got).toMatchObject({
      path: join(cwd, 'reports/a.xml'),
      filename: 'a.xml',
      bytes: 21
    })
    await got?.cleanup()
    expect(existsSync(join(cwd, 'reports/a.xml'))).toBe(true)
  })

  it('one directory: evidence.tgz of its contents, symlinks skipped', async () => {
    const got = await buildAttachment(['reports'], { cwd, tmpDir })
    if (!got) throw new Error('no attachment')
    expect(got.filename).toBe('evidence.tgz')
    expect(got.bytes).toBe((await stat(got.path)).size)
    expect(listTgz(got.path)).toEqual(['a.xml', 'empty.xml', 'nested/b.xml'])
    const out = await extract(got.path)
    for (const name of ['a.xml', 'empty.xml', 'nested/b.xml']) {
      expect(await readFile(join(out, name))).toEqual(
        await readFile(join(cwd, 'reports', name))
      )
    }
    await got.cleanup()
    expect(existsSync(got.path)).toBe(false)
  })

  it('several paths: names relative to cwd, bytes identical', async () => {
    const got = await buildAttachment(['reports/nested', 'notes.txt'], {
      cwd,
      tmpDir
    })
    if (!got) throw new Error('no attachment')
    expect(listTgz(got.path)).toEqual(['notes.txt', 'reports/nested/b.xml'])
    const out = await extract(got.path)
    expect(await readFile(join(out, 'notes.txt'), 'utf8')).toBe('hello\n')
    await got.cleanup()
  })

  it('keeps mode and mtime', async () => {
    await put('bin/run.sh', '#!/bin/sh\n')
    const when = new Date('2024-03-04T05:06:07Z')
    await utimes(join(cwd, 'bin/run.sh'), when, when)
    execFileSync('chmod', ['750', join(cwd, 'bin/run.sh')])
    const got = await buildAttachment(['bin/run.sh', 'notes.txt'], {
      cwd,
      tmpDir
    })
    if (!got) throw new Error('no attachment')
    const out = await extract(got.path)
    const info = await stat(join(out, 'bin/run.sh'))
    expect(info.mtime.getTime()).toBe(when.getTime())
    expect(info.mode & 0o777).toBe(0o750 & ~process.umask())
    await got.cleanup()
  })

  it('long names: prefix field and PAX header round-trip', async () => {
    const mid = `${'d'.repeat(90)}/${'e'.repeat(90)}/f.xml`
    const huge = `${'g'.repeat(120)}/${'h'.repeat(140)}.xml`
    const unicode = `ünïcødé/${'ß'.repeat(60)}.xml`
    for (const name of [mid, huge, unicode]) await put(`long/${name}`, name)
    const got = await buildAttachment(['long', 'notes.txt'], { cwd, tmpDir })
    if (!got) throw new Error('no attachment')
    const names = [mid, huge, unicode].map((n) => `long/${n}`)
    expect(listTgz(got.path)).toEqual(['notes.txt', ...names].sort())
    const out = await extract(got.path)
    for (const name of names) {
      expect(await readFile(join(out, name), 'utf8')).toBe(name.slice(5))
    }
    await got.cleanup()
  })

  it('a path outside cwd keeps its absolute path minus the leading /', async () => {
    const outside = join(work, 'elsewhere', 'c.xml')
    await mkdir(dirname(outside), { recursive: true })
    await writeFile(outside, 'c')
    expect(archiveName(outside, cwd)).toBe(outside.slice(1))
    expect(archiveName('../elsewhere/c.xml', cwd)).toBe(outside.slice(1))
    const got = await buildAttachment([outside, 'notes.txt'], { cwd, tmpDir })
    if (!got) throw new Error('no attachment')
    expect(listTgz(got.path)).toContain(outside.slice(1))
    await got.cleanup()
  })

  it('streams a file bigger than the zlib and read buffers', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 3)
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251
    await put('big/blob.bin', big)
    const got = await buildAttachment(['big', 'notes.txt'], { cwd, tmpDir })
    if (!got) throw new Error('no attachment')
    const out = await extract(got.path)
    expect((await readFile(join(out, 'big/blob.bin'))).equals(big)).toBe(true)
    await got.cleanup()
  })

  it('a missing path is a ConfigError naming it', async () => {
    await expect(
      buildAttachment(['nope.xml', 'notes.txt'], { cwd, tmpDir })
    ).rejects.toThrow(ConfigError)
    await expect(
      buildAttachment(['nope.xml'], { cwd, tmpDir })
    ).rejects.toThrow(/attachment nope.xml does not exist/)
  })

  it('the limit is 10,000,000 bytes', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(10_000_000)
  })
})
