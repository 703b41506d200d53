import { createServer, type AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { Agent, fetch } from 'undici'
import { createServeCommand } from '../../../../src/cli/commands/serve.js'
import type { CommandIo } from '../../../../src/cli/framework/types.js'

function fakeIo() {
  const out: string[] = []
  const err: string[] = []
  const io: CommandIo = {
    cwd: process.cwd(),
    env: {},
    stdout: (text) => out.push(text),
    stdoutPaced: (data) => {
      out.push(typeof data === 'string' ? data : Buffer.from(data).toString())
      return Promise.resolve(true)
    },
    stderr: (text) => err.push(text),
    isTTY: false,
    confirm: () => Promise.resolve(false)
  }
  return { io, out, err }
}

/** A stop signal the test fires, and a wait for the first stdout line. */
function controls(out: string[]) {
  let stop = () => undefined as void
  const stopped = new Promise<void>((resolve) => {
    stop = resolve
  })
  const firstLine = async () => {
    for (let i = 0; i < 200 && out.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 10))
    }
    return out.join('').split('\n')[0] ?? ''
  }
  return { stop: () => stop(), stopped: () => stopped, firstLine }
}

const LINE =
  /^listening on (http:\/\/127\.0\.0\.1:(\d+)) org=(\S+) token=(\S+)$/

describe('kosli-attest serve', () => {
  it('the control URL it prints answers with an index of the control endpoints, each of which answers', async () => {
    const { io, out, err } = fakeIo()
    const c = controls(out)
    const exit = createServeCommand(c.stopped).run(['--port', '0'], io)
    await c.firstLine()
    const control = /control: (\S+)/.exec(err.join(''))?.[1] ?? ''
    expect(control).toMatch(/\/_emulator\/$/)
    const agent = new Agent()
    const r = await fetch(control, { dispatcher: agent })
    expect(r.status).toBe(200)
    const index = (await r.json()) as { endpoints: string[] }
    const gets = index.endpoints
      .map((e) => /^GET (\/_emulator\/\w+):/.exec(e)?.[1])
      .filter((path) => path !== undefined)
    expect(gets.length).toBeGreaterThanOrEqual(6)
    for (const path of gets) {
      const each = await fetch(new URL(path, control), { dispatcher: agent })
      expect(each.status, path).toBe(200)
      await each.text()
    }
    await agent.close()
    c.stop()
    expect(await exit).toBe(0)
  })

  it('prints the listening line first, serves, and stops cleanly', async () => {
    const { io, out, err } = fakeIo()
    const c = controls(out)
    const command = createServeCommand(c.stopped)
    const exit = command.run(['--port', '0'], io)
    const line = await c.firstLine()
    const [, url, port, org, token] = LINE.exec(line) ?? []
    expect(Number(port)).toBeGreaterThan(0)
    expect(org).toBe('demo')
    const agent = new Agent()
    const r = await fetch(`${url}/api/v2/environments/${org}`, {
      headers: { authorization: `Bearer ${token}` },
      dispatcher: agent
    })
    expect(r.status).toBe(200)
    await r.text()
    await agent.close()
    c.stop()
    expect(await exit).toBe(0)
    expect(err.join('')).toContain('emulator stopped')
    expect(err.join('')).not.toContain(token)
  })

  it('a port in use (EADDRINUSE): exit 1 with a hint naming --port and an emulator already there', async () => {
    const taken = createServer()
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done))
    const { port } = taken.address() as AddressInfo
    const { io, err } = fakeIo()
    try {
      const exit = await createServeCommand(() => Promise.resolve()).run(
        ['--port', String(port)],
        io
      )
      expect(exit).toBe(1)
    } finally {
      await new Promise((done) => taken.close(done))
    }
    const message = err.join('')
    expect(message).toContain(`127.0.0.1:${port} is in use (EADDRINUSE)`)
    expect(message).toContain('another `kosli-attest serve` may be running')
    expect(message).toContain('--port N (0 picks a free one)')
  })

  it('loads a state file', async () => {
    const { io, out } = fakeIo()
    const c = controls(out)
    const exit = createServeCommand(c.stopped).run(
      ['--port', '0', '--state', 'fixtures/emulator-state.json'],
      io
    )
    expect(await c.firstLine()).toMatch(LINE)
    c.stop()
    expect(await exit).toBe(0)
  })

  it.each([
    [['--port', 'eighty'], '--port must be a number'],
    [['--state', 'fixtures/no-such-state.json'], 'cannot read the state file'],
    [['--colour'], 'Unknown option'],
    [
      ['--bind', '0.0.0.0', '--control-token', 'short'],
      '--control-token (KOSLI_EMULATOR_CONTROL_TOKEN) must be at least 16 characters'
    ]
  ])('exits 2 for %j', async (argv, message) => {
    const { io, err } = fakeIo()
    const exit = await createServeCommand(() => Promise.resolve()).run(argv, io)
    expect(exit).toBe(2)
    expect(err.join('')).toContain(message)
  })

  it('bound beyond loopback: prints a control token, which /_emulator/ then asks of a request naming another host', async () => {
    const { io, out, err } = fakeIo()
    const c = controls(out)
    const exit = createServeCommand(c.stopped).run(
      ['--port', '0', '--bind', '0.0.0.0'],
      io
    )
    const port = /:(\d+) /.exec(await c.firstLine())?.[1] ?? ''
    const token = /control token: (\S+)/.exec(err.join(''))?.[1] ?? ''
    expect(token).toMatch(/^kat_control_/)
    const agent = new Agent()
    // A name other than a loopback one, as another machine would use.
    const get = async (extra: Record<string, string>) => {
      const r = await agent.request({
        origin: `http://127.0.0.1:${port}`,
        path: '/_emulator/faults',
        method: 'GET',
        headers: { host: `emulator.team.example:${port}`, ...extra }
      })
      await r.body.text()
      return r.statusCode
    }
    expect(await get({})).toBe(401)
    expect(await get({ authorization: `Bearer ${token}` })).toBe(200)
    await agent.close()
    c.stop()
    expect(await exit).toBe(0)
  })

  it('has help with an example', async () => {
    const { io, out } = fakeIo()
    const exit = await createServeCommand().run(['--help'], io)
    expect(exit).toBe(0)
    expect(out.join('')).toContain('Example:')
    expect(out.join('')).toContain('kosli-attest serve --port 0')
  })
})
