/**
 * GITHUB_API_URL receives the GitHub token: like the Kosli host, it must be
 * https://, or plain http:// to this machine only (issue 23, item 8).
 */
import { describe, expect, it } from 'vitest'
import { apiBase, checkConnection } from '../../../src/github/connection.js'
import { ConfigError } from '../../../src/errors.js'
import { silentLogger } from '../../../src/log.js'

const connection = (apiUrl: string) => ({
  token: 'ghs_token',
  apiUrl,
  repository: 'acme/app',
  logger: silentLogger
})

describe('GITHUB_API_URL', () => {
  it.each([
    'http://github.example.com/api/v3',
    'http://10.1.2.3/api/v3',
    'http://api.github.com',
    'ftp://api.github.com'
  ])('refuses %s: the token would travel in the clear', (url) => {
    expect(() => checkConnection(connection(url))).toThrow(ConfigError)
    expect(() => apiBase(url)).toThrow(
      /GITHUB_API_URL\) must be https:\/\/.*http:\/\/ only to this machine/
    )
  })

  it.each([
    ['https://api.github.com/', 'https://api.github.com'],
    ['https://ghes.example.com/api/v3', 'https://ghes.example.com/api/v3'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://localhost:3000/api', 'http://localhost:3000/api'],
    ['http://[::1]:3000', 'http://[::1]:3000']
  ])('takes %s', (url, base) => {
    expect(apiBase(url)).toBe(base)
  })
})
