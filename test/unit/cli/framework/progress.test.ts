import { describe, expect, it } from 'vitest'
import {
  clearingIo,
  createProgress
} from '../../../../src/cli/framework/progress.js'

function io(isTTY: boolean) {
  const lines: string[] = []
  return { lines, isTTY, stderr: (text: string) => lines.push(text) }
}

describe('progress', () => {
  it('on a terminal: one line rewritten in place, at most every 100 ms, cleared at the end', () => {
    let now = 0
    const tty = io(true)
    const progress = createProgress(tty, { verbose: false, now: () => now })
    progress.update('Reading environments: 1')
    now = 50
    progress.update('Reading environments: 2')
    now = 150
    progress.update('Reading environments: 3')
    progress.done()
    expect(tty.lines).toEqual([
      '\r\u001b[KReading environments: 1',
      '\r\u001b[KReading environments: 3',
      '\r\u001b[K'
    ])
  })

  it('in a CI log: silent, unless --verbose (then a line every 5 s)', () => {
    let now = 0
    const quiet = io(false)
    const silent = createProgress(quiet, { verbose: false, now: () => now })
    silent.update('x')
    silent.done()
    expect(quiet.lines).toEqual([])
    const log = io(false)
    const verbose = createProgress(log, { verbose: true, now: () => now })
    verbose.update('Reading deployments: 50')
    now = 1000
    verbose.update('Reading deployments: 100')
    now = 6000
    verbose.update('Reading deployments: 150')
    verbose.done()
    expect(log.lines).toEqual([
      'progress: Reading deployments: 50\n',
      'progress: Reading deployments: 150\n'
    ])
  })

  it('a message clears the line first; the next update draws it again', () => {
    let now = 0
    const tty = io(true)
    const progress = createProgress(tty, { verbose: false, now: () => now })
    const messages = clearingIo(tty, progress)
    progress.update('attest junit: reading 3/40 files, 3 s')
    messages.stderr("junit attestation 'unit-tests' is reported\n")
    messages.stderr('second message\n')
    now = 200
    progress.update('attest junit: uploading, 4 s')
    expect(tty.lines).toEqual([
      '\r\u001b[Kattest junit: reading 3/40 files, 3 s',
      '\r\u001b[K',
      "junit attestation 'unit-tests' is reported\n",
      'second message\n',
      '\r\u001b[Kattest junit: uploading, 4 s'
    ])
  })
})
