/**
 * A config file is read as data (issue 23, item 6): a regular file of at
 * most 1 MiB. A FIFO, a device or a symbolic link is refused at once, and
 * so is a bigger file, each naming the path and why.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { resolveOptions } from '../../../../src/cli/framework/options.js'
import { ConfigError } from '../../../../src/errors.js'

const dir = mkdtempSync(join(tmpdir(), 'kosli-config-kinds-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function load(path: string) {
  return () =>
    resolveOptions({
      flags: { 'config-file': path },
      env: {},
      cwd: dir,
      keys: ['org'],
      defaults: {}
    })
}

function refusal(path: string): string {
  let message = ''
  try {
    load(path)()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    message = (error as Error).message
  }
  expect(message).toContain(`--config-file (or KOSLI_CONFIG_FILE): ${path} `)
  return message
}

describe('--config-file reads only a regular file of at most 1 MiB', () => {
  it('a FIFO is refused at once, not waited on', () => {
    const fifo = join(dir, 'fifo.yml')
    execFileSync('mkfifo', [fifo])
    expect(refusal(fifo)).toContain('is a FIFO (named pipe)')
  })

  it.each(['/dev/zero', '/dev/urandom', '/dev/null'])(
    '%s is refused as a device',
    (device) => {
      expect(refusal(device)).toContain(
        'is a character device; only a regular file is read'
      )
    }
  )

  it('a symbolic link is refused, even to a good file', () => {
    const target = join(dir, 'real.yml')
    writeFileSync(target, 'org: acme\n')
    const link = join(dir, 'link.yml')
    symlinkSync(target, link)
    expect(refusal(link)).toContain('is a symbolic link')
    expect(load(target)().raw.org).toBe('acme')
  })

  it('a directory is refused', () => {
    expect(refusal(dir)).toContain('is a directory')
  })

  it('a file over 1 MiB is refused, naming the limit', () => {
    const big = join(dir, 'big.yml')
    writeFileSync(big, `# ${'x'.repeat(80)}\n`.repeat(50 * 1024))
    expect(refusal(big)).toMatch(/is \d+ bytes, more than the limit of 1 MiB/)
  })

  it('a file of exactly 1 MiB is read', () => {
    const edge = join(dir, 'edge.yml')
    const line = 'org: acme\n'
    writeFileSync(edge, line + '#'.repeat(1024 * 1024 - line.length))
    expect(load(edge)().raw.org).toBe('acme')
  })
})
