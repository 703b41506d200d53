/**
 * No request can take the emulator down: a corpus of malformed request
 * lines, targets and headers goes over raw sockets, then the emulator must
 * still answer and hold the very state it started with.
 */
import { connect } from 'node:net'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { demoState } from '../../../src/emulator/index.js'
import { NOW_MS, useHarness } from '../../support/emulator.js'

const w = useHarness()

const line = (target: string, method = 'GET') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`

const TARGETS = [
  '//[',
  '//[::1',
  '//:',
  '//@',
  '//a:b@[/x',
  'http://[/',
  'http://',
  '*',
  '[',
  '%',
  '/%zz',
  '/api/v2/%zz/%%',
  '/api/v2/environments/%E0%A4%A',
  '/api/v2/environments/demo?page=%ZZ',
  '/_emulator/%ff',
  '/_emulator/snapshots/%ff/%fe',
  '//api/v2/environments/demo',
  '/..%2f..%2f/etc/passwd',
  '/api/v2/../../_emulator/state',
  `/${'a'.repeat(30)}!`,
  `/api/v2/${'x/'.repeat(2000)}`,
  '/api/v2/organizations/demo/environments_notifications/0x1',
  '/?\u00ff'
]

const RAW = [
  'GARBAGE\r\n\r\n',
  '\u0000\u0001\u0002\r\n\r\n',
  'GET / HTTP/9.9\r\n\r\n',
  'GET\r\n\r\n',
  'GET  HTTP/1.1\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: [\r\n\r\n',
  'GET /api/v2/environments/demo HTTP/1.1\r\nHost: a b\r\n\r\n',
  'GET / HTTP/1.1\r\nno colon here\r\n\r\n',
  'GET / HTTP/1.1\r\nContent-Length: -1\r\n\r\n',
  'GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
  'POST /_emulator/reset HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
  'POST /api/v2/allowlists/demo/staging HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
  'CONNECT 127.0.0.1:1 HTTP/1.1\r\n\r\n',
  'GET / HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
  `GET /${'a'.repeat(100_000)} HTTP/1.1\r\n\r\n`,
  `GET / HTTP/1.1\r\nX-Big: ${'b'.repeat(100_000)}\r\n\r\n`,
  'POST /api/v2/attestations/demo/demo-flow/trail/demo-trail/junit HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data\r\nContent-Length: 5\r\n\r\nhello',
  'PUT /_emulator/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"orgs"',
  'POST /_emulator/faults HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 25\r\n\r\n{"path":"^/(a+)+$","drop":true}'
]

/** Writes bytes, half-closes, and resolves when the server lets go. */
function sendRaw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const done = () => resolve(Buffer.concat(chunks).toString('latin1'))
    socket.setTimeout(2000, () => socket.destroy())
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', done)
    socket.on('close', done)
    socket.write(Buffer.from(bytes, 'latin1'), () => socket.end())
  })
}

async function inBatches(items: string[], size: number, port: number) {
  const answers: string[] = []
  for (let i = 0; i < items.length; i += size) {
    const batch = items.slice(i, i + size)
    answers.push(...(await Promise.all(batch.map((b) => sendRaw(port, b)))))
  }
  return answers
}

/** Random request lines: a seeded, printable-or-not mix of methods and targets. */
function randomCorpus(seed: number): string[] {
  const target = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc
      .constantFrom('/', '//', '/api/v2/', '/_emulator/')
      .chain((p) => fc.string({ maxLength: 30 }).map((s) => p + s))
  )
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'BREW', '')
  return fc.sample(
    fc
      .tuple(method, target)
      .map(([m, t]) => line(t.replace(/[\r\n ]/g, '%20'), m)),
    { seed, numRuns: 150 }
  )
}

it('survives the corpus and keeps its state', async () => {
  const port = Number(new URL(w.emulator.url).port)
  const corpus = [
    ...TARGETS.map((t) => line(t)),
    ...TARGETS.map((t) => line(t, 'POST')),
    ...RAW,
    ...randomCorpus(20260115)
  ]
  const answers = await inBatches(corpus, 16, port)
  expect(answers).toHaveLength(corpus.length)
  expect(answers[0]).toMatch(/^HTTP\/1\.1 404/) // `//[` is a path
  const statuses = answers.map((a) => /^HTTP\/1\.1 (\d{3})/.exec(a)?.[1])
  expect(statuses.filter((s) => s?.startsWith('5'))).toEqual([])

  const alive = await w.api('/environments/demo')
  expect(alive.status).toBe(200)
  const state = await w.control('state')
  expect(state.body).toEqual(demoState(NOW_MS))
  const faults = await w.control('faults')
  expect(faults.body).toEqual([])
})
