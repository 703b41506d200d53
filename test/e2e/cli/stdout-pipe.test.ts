/**
 * The CLI's stdout into a pipe: junit-inventory's long output is paced by
 * its reader (written as it is read, not queued whole in memory), and a
 * reader that leaves early (`| head`) ends the output quietly.
 */
import { spawn, spawnSync } from 'node:child_process'
import {
  closeSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLI, cleanEnv, runCli } from '../support/run.js'

// 200,000 named cases: about 6 MB of inventory JSON, a hundred times a
// pipe's buffer.
const CASES = 200_000

let dir: string
let report: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'stdout-pipe-'))
  report = join(dir, 'many.xml')
  const cases = Array.from(
    { length: CASES },
    (_, k) => `<testcase classname="c${k % 50}" name="t${k}"/>`
  )
  writeFileSync(report, `<testsuite name="s">${cases.join('')}</testsuite>`)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The size of the inventory written to a file (no pipe, no pacing). */
function expectedBytes(): number {
  const file = join(dir, 'inventory.json')
  const fd = openSync(file, 'w')
  try {
    spawnSync(process.execPath, [CLI, 'junit-inventory', report], {
      cwd: dir,
      env: cleanEnv(),
      stdio: ['ignore', fd, 'ignore']
    })
  } finally {
    closeSync(fd)
  }
  return statSync(file).size
}

describe('kosli-attest junit-inventory into a pipe', () => {
  it('writes every test, paced by the reader rather than queued in memory', async () => {
    // A reader slower than the writer: about 13 MB/s, half a second in all.
    const run = await runCli(['junit-inventory', report], {
      cwd: dir,
      readPauseMs: 5
    })
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/^\{"format":"kosli-attest\/tests@1"/)
    expect(run.stdoutBytes).toBe(expectedBytes())
    // Queued whole, the output took the peak from about 90 MiB to 180-200.
    expect(run.maxRssMiB).toBeLessThan(130)
  })

  it('stops quietly when the reader leaves after the first piece', async () => {
    const child = spawn(process.execPath, [CLI, 'junit-inventory', report], {
      cwd: dir,
      env: cleanEnv(),
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text
    })
    child.stdout.once('data', () => child.stdout.destroy())
    const code = await new Promise<number | null>((done) =>
      child.once('close', done)
    )
    expect(stderr).toBe('')
    expect(code).toBe(0)
  })
})
