import { describe, expect, it } from 'vitest'
import { parseServiceConfig } from '../../../src/config/index.js'
import { createClient } from '../../../src/api/index.js'
import { ConfigError } from '../../../src/errors.js'

const raw = (host: string) => ({ host, org: 'acme', 'api-token': 'secret' })

describe('plain http:// only to this machine: the token would go in the clear', () => {
  it.each([
    'http://127.0.0.1:8001',
    'http://127.8.9.10',
    'http://localhost:8001',
    'http://[::1]:8001',
    'https://kosli.example.com'
  ])('takes %s', (host) => {
    expect(parseServiceConfig(raw(host)).host).toBe(host)
    expect(() => createClient({ host, apiToken: 'secret' })).not.toThrow()
  })

  it.each([
    'http://kosli.example.com',
    'http://10.0.0.5:8001',
    'http://127.0.0.1.evil.example',
    'http://localhost.evil.example'
  ])('refuses %s, in the config and in the client', (host) => {
    expect(() => parseServiceConfig(raw(host))).toThrow(ConfigError)
    expect(() => parseServiceConfig(raw(host))).toThrow(
      /^host: ".*" is plain http:\/\//
    )
    expect(() => createClient({ host, apiToken: 'secret' })).toThrow(
      /http:\/\/ only for a service on this machine/
    )
  })
})
