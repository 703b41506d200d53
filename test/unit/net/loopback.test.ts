/** The loopback rule: which hosts are this machine, and where secrets may go. */
import { describe, expect, it } from 'vitest'
import { hostOnly } from '../../../src/artifact/oci/reference.js'
import { isLoopbackHost, mayCarrySecrets } from '../../../src/net/loopback.js'

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['128.0.0.1', false],
    ['127.0.0.1.nip.io', false],
    ['127.0.0.256', false],
    ['localhost.example.com', false],
    ['ghcr.io', false],
    ['::2', false],
    ['::ffff:10.0.0.1', false],
    ['', false]
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback)
  })

  it.each([
    ['localhost:5000', true],
    ['127.8.9.10:443', true],
    ['[::1]:5000', true],
    ['[::2]:5000', false]
  ])('a registry host %s (host[:port]) → %s', (host, loopback) => {
    expect(isLoopbackHost(hostOnly(host))).toBe(loopback)
  })

  it('reads hosts as the URL parser gives them', () => {
    // The parser turns 127.1 into 127.0.0.1 and a v4-mapped address to hex.
    expect(isLoopbackHost(new URL('http://127.1:8/').hostname)).toBe(true)
    expect(isLoopbackHost(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe(
      true
    )
  })
})

describe('mayCarrySecrets', () => {
  it.each([
    ['https://api.github.com', true],
    ['https://10.0.0.5/api/v3', true],
    ['http://127.0.0.1:3000', true],
    ['http://localhost/api', true],
    ['http://[::1]:8080', true],
    ['http://github.example.com/api/v3', false],
    ['http://10.0.0.5', false],
    ['ftp://127.0.0.1', false],
    ['file:///etc/passwd', false]
  ])('%s → %s', (url, allowed) => {
    expect(mayCarrySecrets(new URL(url))).toBe(allowed)
  })
})
