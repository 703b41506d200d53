/**
 * A tunnelling proxy (CONNECT) on loopback for the proxy tests of the
 * client and the CLI: it records the targets it was asked for.
 */
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

/**
 * A tunnelling proxy (CONNECT) that records the targets it was asked for;
 * `upstream` replaces the asked host (a name that resolves nowhere).
 */
export async function startProxy(upstream?: string) {
  const targets: string[] = []
  const server: Server = createServer((_req, res) => {
    res.statusCode = 405
    res.end()
  })
  server.on('connect', (req, socket) => {
    targets.push(req.url ?? '')
    const [host, port] = (req.url ?? '').split(':')
    const tunnel = connect(Number(port), upstream ?? host ?? '', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      tunnel.pipe(socket)
      socket.pipe(tunnel)
    })
    tunnel.on('error', () => socket.destroy())
    socket.on('error', () => tunnel.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
