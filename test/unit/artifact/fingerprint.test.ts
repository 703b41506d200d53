import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../../../src/errors.js'
import {
  fingerprintDir,
  fingerprintFile
} from '../../../src/artifact/fingerprint.js'
import {
  BadPatternError,
  goPatternRegExp
} from '../../../src/artifact/fingerprint-glob.js'

/** path -> file content, `{ link }` for a symlink, null for an empty dir. */
type Spec = Record<string, string | { link: string } | null>

const roots: string[] = []
afterAll(async () => {
  await Promise.all(roots.map((r) => rm(r, { recursive: true, force: true })))
})

async function tree(spec: Spec): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'fingerprint-'))
  roots.push(root)
  for (const [path, value] of Object.entries(spec)) {
    const abs = join(root, path)
    await mkdir(dirname(abs), { recursive: true })
    if (value === null) await mkdir(abs, { recursive: true })
    else if (typeof value === 'string') await writeFile(abs, value)
    else await symlink(value.link, abs)
  }
  return root
}

// The vendor CLI's testdata/folder1 (cmd/kosli/testdata).
const FOLDER1: Spec = {
  'hello.txt': 'Hello, world! Again!',
  'folder2/hello2.txt': 'hello2',
  'folder2/hello3.txt': 'hello3'
}
// The vendor's internal/digest tests build these trees.
const SAMPLE = 'some content. And some more.'
const NESTED: Spec = {
  'sample.yaml': SAMPLE,
  'nested-dir/file1': 'content1',
  'nested-dir/file2': 'content2'
}

describe('fingerprintDir golden vectors from the vendor CLI', () => {
  const cases: [string, Spec, string[], string][] = [
    [
      'folder1',
      FOLDER1,
      [],
      'c43808cb04c6e66c4c6fc1f972dd67c3b9b71c81e0a0c78730da3699922d17be'
    ],
    [
      'folder1 -x folder2',
      FOLDER1,
      ['folder2'],
      '773fd3300860454a2b065c5912c03008adb11e6a6dcf7c1c64c094ceab8f430a'
    ],
    [
      'folder1-with-ignore',
      { ...FOLDER1, '.kosli_ignore': 'folder2\n' },
      [],
      '038897ea5334462098d65125380d58a493671fb3b8bdbbee1e75ec8bd4a65c23'
    ],
    [
      'one known file',
      { 'file.extra': 'this is known extra content' },
      [],
      'c71f5baef8cce289c9b7c971cf219e21b787a025af68ad6539b82634fe62819e'
    ],
    [
      'empty dir',
      {},
      [],
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
    ],
    [
      'one file',
      { 'sample.txt': 'some content.' },
      [],
      '388ab80164bbd9d96f132b046b8d09354f68b79a3668da7b507625cd1230dddf'
    ],
    [
      'nested dir',
      NESTED,
      [],
      '5d3c17dae9e208bbb92ee04ff8342abf77cb0959764def4af3ccfe9a2109d4a7'
    ],
    [
      'renamed nested dir',
      {
        'sample.yaml': SAMPLE,
        'nested-dir2/file1': 'content1',
        'nested-dir2/file2': 'content2'
      },
      [],
      'db40d79b3a15b17ee9fcc2f49aa73736e0073de6b5a35c459268bb9a31e55139'
    ],
    [
      'exclude logs',
      { ...NESTED, 'logs/file1': 'content1' },
      ['logs'],
      '5d3c17dae9e208bbb92ee04ff8342abf77cb0959764def4af3ccfe9a2109d4a7'
    ],
    [
      'exclude dir and file',
      { ...NESTED, 'logs/file1': 'content1' },
      ['logs', 'nested-dir/file1'],
      '2acbc9efc1f86f89086a9539244946839599b3639da7f4959744c20234cb4f40'
    ],
    [
      'exclude */logs',
      {
        ...NESTED,
        'nested-dir/logs/log.txt': 'this is a log',
        'logs/file1': 'content1'
      },
      ['logs', '*/logs'],
      '5d3c17dae9e208bbb92ee04ff8342abf77cb0959764def4af3ccfe9a2109d4a7'
    ],
    [
      '.kosli_ignore is fingerprinted',
      { ...NESTED, '.kosli_ignore': 'logs\n*/logs' },
      [],
      '4048004ce6f91e8ce27c35e5e857948a46750567cf7c873ee32b120f4318363c'
    ],
    [
      '.kosli_ignore excludes',
      {
        ...NESTED,
        '.kosli_ignore': 'logs\n*/logs',
        'nested-dir/logs/log.txt': 'this is a log',
        'logs/file1': 'content1'
      },
      [],
      '4048004ce6f91e8ce27c35e5e857948a46750567cf7c873ee32b120f4318363c'
    ]
  ]
  it.each(cases)('%s', async (_name, spec, exclude, want) => {
    expect(await fingerprintDir(await tree(spec), { exclude })).toBe(want)
  })
})

describe('fingerprintFile', () => {
  it('hashes the bytes (vendor vectors)', async () => {
    const root = await tree({ empty: '', text: 'this is non empty' })
    expect(await fingerprintFile(join(root, 'empty'))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
    )
    expect(await fingerprintFile(join(root, 'text'))).toBe(
      '1256d6510a6606ad61a4f6104243a291b18383b456d50205eba893b51e1807bc'
    )
  })

  it('streams a file larger than one read chunk', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 'ab')
    const root = await tree({})
    await writeFile(join(root, 'big.bin'), big)
    const want = createHash('sha256').update(big).digest('hex')
    expect(await fingerprintFile(join(root, 'big.bin'))).toBe(want)
  })

  it('refuses a directory and a missing path', async () => {
    const root = await tree({ 'd/x': 'x' })
    await expect(fingerprintFile(join(root, 'd'))).rejects.toThrow(
      /is a directory/
    )
    await expect(fingerprintFile(join(root, 'nope'))).rejects.toThrow(
      ConfigError
    )
  })
})

describe('fingerprintDir rules', () => {
  it('says "<path> is not a directory" for a file', async () => {
    const root = await tree({ file1: 'x' })
    const file = join(root, 'file1')
    await expect(fingerprintDir(file)).rejects.toThrow(
      `${file} is not a directory`
    )
  })

  it('does not depend on the root directory name', async () => {
    const a = await tree({ 'x/y.txt': 'y' })
    const b = await tree({ 'x/y.txt': 'y' })
    expect(await fingerprintDir(a)).toBe(await fingerprintDir(b))
  })

  it('orders entries byte-wise (a, a.txt vs a/z walk order)', async () => {
    const model = sha([
      sha('a'),
      sha('z'),
      sha('z\n'),
      sha('a.txt'),
      sha('a\n')
    ])
    const root = await tree({ 'a.txt': 'a\n', 'a/z': 'z\n' })
    expect(await fingerprintDir(root)).toBe(model)
  })

  it('hashes a symlink to a file as the file', async () => {
    const linked = await tree({
      'real/f.txt': 'data',
      'l.txt': { link: 'real/f.txt' }
    })
    const copied = await tree({ 'real/f.txt': 'data', 'l.txt': 'data' })
    expect(await fingerprintDir(linked)).toBe(await fingerprintDir(copied))
  })

  it('hashes a symlink to a directory by its target text, not following it', async () => {
    const spec = (target: string, content: string): Spec => ({
      'a/b/c/d/dorris.txt': content,
      'a/b/c/point-to-dir': { link: target }
    })
    const base = await fingerprintDir(
      await tree(spec('../../../a', 'dorris\n'))
    )
    const changedTarget = await fingerprintDir(
      await tree(spec('d', 'dorris\n'))
    )
    expect(changedTarget).not.toBe(base)
    // Changing what the loop-forming link reaches only changes dorris.txt once.
    const model = sha([
      sha('a'),
      sha('b'),
      sha('c'),
      sha('d'),
      sha('dorris.txt'),
      sha('dorris\n'),
      sha('point-to-dir'),
      sha('../../../a')
    ])
    expect(base).toBe(model)
  })

  it('fails on a broken symlink, naming it', async () => {
    const root = await tree({ 'ok.txt': 'x', dangling: { link: 'missing' } })
    await expect(fingerprintDir(root)).rejects.toThrow(
      /dangling is a broken symbolic link/
    )
  })

  it('reads .kosli_ignore comments and blank lines', async () => {
    const ignored = await tree({
      ...FOLDER1,
      '.kosli_ignore': '# build output\n\n  folder2   # generated\r\n'
    })
    const plain = await tree({ ...FOLDER1, '.kosli_ignore': 'folder2\n' })
    const without = await fingerprintDir(
      await tree({ 'hello.txt': 'Hello, world! Again!' })
    )
    expect(await fingerprintDir(ignored)).not.toBe(await fingerprintDir(plain))
    expect(await fingerprintDir(ignored, { exclude: ['.kosli_ignore'] })).toBe(
      without
    )
  })
})

describe('.kosli_ignore cannot exclude itself (vendor cli#1156)', () => {
  const baseline: Spec = { 'app/index.js': '1' }
  for (const rules of [
    '.kosli_ignore',
    '*ignore*',
    '.kosli*',
    '**/.kosli_ignore'
  ]) {
    it(`an added file stays visible with rule ${rules}`, async () => {
      const approved = await fingerprintDir(await tree(baseline))
      const deployed = await tree({
        ...baseline,
        'app/backdoor.js': 'BACKDOOR',
        '.kosli_ignore': `${rules}\napp/backdoor.js`
      })
      expect(await fingerprintDir(deployed)).not.toBe(approved)
    })
  }

  it('--exclude may drop it; its rules still apply, with a warning', async () => {
    const approved = await fingerprintDir(await tree(baseline))
    const deployed = await tree({
      ...baseline,
      'app/backdoor.js': 'BACKDOOR',
      '.kosli_ignore': 'app/backdoor.js'
    })
    const warnings: string[] = []
    const got = await fingerprintDir(deployed, {
      exclude: ['.kosli_ignore'],
      warn: (m) => warnings.push(m)
    })
    expect(got).toBe(approved)
    expect(warnings.join()).toMatch(/excluded by --exclude/)
  })
})

describe('exclude patterns follow Go filepath.Glob + filepathx', () => {
  const fp = async (spec: Spec, exclude: string[] = []) =>
    fingerprintDir(await tree(spec), { exclude })

  it('**/x matches x below the root but not at the root', async () => {
    const spec: Spec = { x: '1', 'sub/x': '2', 'sub/y': '3' }
    expect(await fp(spec, ['**/x'])).toBe(await fp({ x: '1', 'sub/y': '3' }))
  })

  it('**/*.log matches at every depth, the root included', async () => {
    const spec: Spec = { 'a.log': '1', 'd/b.log': '2', 'd/c.txt': '3' }
    expect(await fp(spec, ['**/*.log'])).toBe(await fp({ 'd/c.txt': '3' }))
  })

  it('logs/** empties logs but keeps its name', async () => {
    const spec: Spec = { 'logs/a': '1', 'logs/deep/b': '2', keep: 'k' }
    expect(await fp(spec, ['logs/**'])).toBe(
      await fp({ 'logs/': null, keep: 'k' })
    )
  })

  it('* does not cross /, and a trailing slash or ./ is cleaned', async () => {
    const spec: Spec = { 'a/b/c.txt': '1', 'a/d.txt': '2' }
    expect(await fp(spec, ['*/*.txt'])).toBe(await fp({ 'a/b/c.txt': '1' }))
    expect(await fp(spec, ['./a/b/'])).toBe(await fp({ 'a/d.txt': '2' }))
  })

  it('character classes: [^x] negates, [!x] does not', async () => {
    const spec: Spec = { a1: '1', b1: '2', '!1': '3' }
    expect(await fp(spec, ['[^a]1'])).toBe(await fp({ a1: '1' }))
    expect(await fp(spec, ['[!a]1'])).toBe(await fp({ b1: '2' }))
  })

  it('rejects a malformed pattern, naming it', async () => {
    await expect(fp({ a: '1' }, ['[a'])).rejects.toThrow(
      /--exclude: invalid exclude pattern "\[a"/
    )
  })

  it('never matches outside the directory', async () => {
    const spec: Spec = { a: '1' }
    expect(await fp(spec, ['../a', '/'])).toBe(await fp(spec))
    expect(await fp(spec, ['/a'])).toBe(await fp({}))
  })
})

function sha(input: string | string[]): string {
  const text = Array.isArray(input) ? input.join('') : input
  return createHash('sha256').update(text).digest('hex')
}

describe('goPatternRegExp (Go path.Match dialect)', () => {
  it.each([
    ['*.log', 'a.log', true],
    ['*.log', 'a.txt', false],
    ['?', 'ü', true],
    ['\\*', '*', true],
    ['\\*', 'a', false],
    ['[a-c]x', 'bx', true],
    ['[^a-c]x', 'bx', false],
    ['[c-a]', 'b', false],
    ['{a,b}', '{a,b}', true]
  ])('%s vs %s -> %s', (pattern, name, want) => {
    expect(goPatternRegExp(pattern).test(name)).toBe(want)
  })

  it.each(['[', '[]', '[a-]', 'a\\', '[a'])('rejects %s', (pattern) => {
    expect(() => goPatternRegExp(pattern)).toThrow(BadPatternError)
  })
})
