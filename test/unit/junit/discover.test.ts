import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discoverReports, patternLines } from '../../../src/junit/index.js'

let root: string
let cwd: string
let outside: string

function touch(base: string, ...files: string[]): void {
  for (const file of files) {
    const full = path.join(base, file)
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, '<testsuite/>')
  }
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'discover-test-'))
  cwd = path.join(root, 'ws')
  outside = path.join(root, 'outside')
  touch(
    cwd,
    'reports/TEST-b.xml',
    'reports/TEST-a.xml',
    'reports/notes.txt',
    'reports/nested/deep/TEST-c.xml',
    'reports/old/TEST-old.xml',
    'reports/.hidden/TEST-h.xml',
    'reports/.dot.xml',
    'node_modules/pkg/junit.xml',
    'other/Ünicode.xml',
    'other/Zebra.xml',
    'other/apple.xml',
    'other/sub/x.xml'
  )
  touch(outside, 'secret.xml')
  symlinkSync(outside, path.join(cwd, 'reports', 'link-out'))
  symlinkSync(
    path.join(outside, 'secret.xml'),
    path.join(cwd, 'reports', 'out.xml')
  )
  symlinkSync(path.join(cwd, 'other'), path.join(cwd, 'reports', 'link-in'))
  symlinkSync(cwd, path.join(cwd, 'reports', 'loop'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const find = async (...patterns: string[]) =>
  (await discoverReports(patterns, { cwd })).files

describe('patternLines', () => {
  it('trims entries and drops blank lines and comments', () => {
    expect(patternLines(['  a/*.xml ', '', '   ', '# note', ' !b'])).toEqual([
      'a/*.xml',
      '!b'
    ])
  })
})

describe('discoverReports', () => {
  it('matches a glob with ** below its fixed prefix, in byte order', async () => {
    expect(await find('reports/**/*.xml')).toEqual([
      'reports/TEST-a.xml',
      'reports/TEST-b.xml',
      'reports/link-in/Zebra.xml',
      'reports/link-in/apple.xml',
      'reports/link-in/sub/x.xml',
      'reports/link-in/Ünicode.xml',
      'reports/nested/deep/TEST-c.xml',
      'reports/old/TEST-old.xml'
    ])
  })

  it('matches a single-level glob only at its depth', async () => {
    expect(await find('reports/TEST-*.xml')).toEqual([
      'reports/TEST-a.xml',
      'reports/TEST-b.xml'
    ])
    expect(await find('./other/*.xml')).toEqual([
      'other/Zebra.xml',
      'other/apple.xml',
      'other/Ünicode.xml'
    ])
  })

  it('sorts by UTF-8 bytes, not by locale', async () => {
    const files = await find('other/**/*.xml')
    expect(files).toEqual([
      'other/Zebra.xml',
      'other/apple.xml',
      'other/sub/x.xml',
      'other/Ünicode.xml'
    ])
  })

  it('sorts names beyond the BMP by UTF-8 bytes too', async () => {
    // UTF-16 puts U+1F600 (a surrogate pair) before U+FF21; UTF-8 after.
    const ws = path.join(root, 'astral')
    touch(ws, 'r/\u{1F600}.xml', 'r/\uFF21.xml', 'r/b.xml')
    const discovery = await discoverReports(['r'], { cwd: ws })
    expect(discovery.files).toEqual([
      'r/b.xml',
      'r/\uFF21.xml',
      'r/\u{1F600}.xml'
    ])
  })

  it('reads a directory as every *.xml below it', async () => {
    expect(await find('reports/nested')).toEqual([
      'reports/nested/deep/TEST-c.xml'
    ])
    expect(await find('other/')).toHaveLength(4)
  })

  it('takes a file named directly, whatever its extension', async () => {
    expect(await find('reports/notes.txt')).toEqual(['reports/notes.txt'])
  })

  it('excludes with !pattern, whatever the order, and counts per pattern', async () => {
    const discovery = await discoverReports(
      ['!reports/old', 'reports/**/*.xml', '!**/link-in/**', '# comment', ''],
      { cwd }
    )
    expect(discovery.files).toEqual([
      'reports/TEST-a.xml',
      'reports/TEST-b.xml',
      'reports/nested/deep/TEST-c.xml'
    ])
    expect(discovery.perPattern).toEqual([
      { pattern: '!reports/old', matched: 1 },
      { pattern: 'reports/**/*.xml', matched: 8 },
      { pattern: '!**/link-in/**', matched: 4 }
    ])
  })

  it('deduplicates files matched by several patterns', async () => {
    const files = await find(
      'reports/TEST-a.xml',
      './reports/TEST-a.xml',
      path.join(cwd, 'reports/TEST-a.xml'),
      'reports/*.xml'
    )
    expect(files).toEqual(['reports/TEST-a.xml', 'reports/TEST-b.xml'])
  })

  it('skips hidden folders, dot files and node_modules unless named', async () => {
    const all = await find('**/*.xml')
    expect(all.some((f) => f.includes('.hidden') || f.includes('.dot'))).toBe(
      false
    )
    expect(all.some((f) => f.includes('node_modules'))).toBe(false)
    expect(await find('reports/.hidden/*.xml')).toEqual([
      'reports/.hidden/TEST-h.xml'
    ])
    expect(await find('**/.hidden/*.xml')).toEqual([
      'reports/.hidden/TEST-h.xml'
    ])
    expect(await find('node_modules/**/*.xml')).toEqual([
      'node_modules/pkg/junit.xml'
    ])
    expect(await find('**/node_modules/**/*.xml')).toEqual([
      'node_modules/pkg/junit.xml'
    ])
  })

  it('does not follow symlinks out of the workspace, nor loop', async () => {
    const files = await find('**/*.xml')
    expect(
      files.some((f) => f.includes('secret') || f.includes('out.xml'))
    ).toBe(false)
    expect(files.some((f) => f.includes('loop'))).toBe(false)
    expect(await find('reports/link-out/*.xml')).toEqual([])
    expect(await find('reports/out.xml')).toEqual([])
  })

  it('follows links inside the workspace, once per file', async () => {
    const ws = path.join(root, 'links')
    touch(ws, 'runs/run-1/TEST-r.xml', 'common/TEST-s.xml')
    symlinkSync(path.join(ws, 'runs/run-1'), path.join(ws, 'runs/latest'))
    symlinkSync(path.join(ws, 'common/TEST-s.xml'), path.join(ws, 'runs/s.xml'))
    const discovery = await discoverReports(['runs'], { cwd: ws })
    expect(discovery.files).toEqual(['runs/run-1/TEST-r.xml', 'runs/s.xml'])
  })

  it('takes a folder whose name starts with .. as inside the workspace', async () => {
    const ws = path.join(root, 'dotdot')
    touch(ws, '..r/TEST-r.xml', 'runs/TEST-a.xml')
    symlinkSync(path.join(ws, '..r'), path.join(ws, 'runs/linked'))
    symlinkSync(path.join(ws, '..r/TEST-r.xml'), path.join(ws, 'runs/r.xml'))
    const discovery = await discoverReports(['runs'], { cwd: ws })
    expect(discovery.files).toEqual([
      'runs/TEST-a.xml',
      'runs/linked/TEST-r.xml',
      'runs/r.xml'
    ])
  })

  it('accepts absolute patterns, outside the workspace too', async () => {
    expect(await find(path.join(cwd, 'reports', '*.xml'))).toEqual([
      'reports/TEST-a.xml',
      'reports/TEST-b.xml'
    ])
    const secret = path.join(outside, 'secret.xml')
    expect(await find(path.join(outside, '*.xml'))).toEqual([secret])
    expect(await find('../outside/secret.xml')).toEqual([secret])
  })

  it('reports zero for a pattern that matches nothing', async () => {
    const discovery = await discoverReports(['missing/**/*.xml', 'nope.xml'], {
      cwd
    })
    expect(discovery).toEqual({
      files: [],
      perPattern: [
        { pattern: 'missing/**/*.xml', matched: 0 },
        { pattern: 'nope.xml', matched: 0 }
      ],
      unreadable: []
    })
  })

  it('handles braces and character classes', async () => {
    expect(await find('{reports,other}/[Ta]*.xml')).toEqual([
      'other/apple.xml',
      'reports/TEST-a.xml',
      'reports/TEST-b.xml'
    ])
  })
})
