/**
 * Reading what registries send back: `WWW-Authenticate` challenges and
 * error bodies, escaped before they reach any message.
 */
import { describe, expect, it } from 'vitest'
import { parseChallenges } from '../../../src/artifact/oci/challenge.js'
import { readErrorBody } from '../../../src/artifact/oci/registry-errors.js'

describe('parseChallenges', () => {
  it('a Bearer challenge with quoted parameters', () => {
    expect(
      parseChallenges(
        'Bearer realm="https://auth.docker.io/token",service="registry.docker.io",scope="repository:library/nginx:pull"'
      )
    ).toEqual([
      {
        scheme: 'bearer',
        params: {
          realm: 'https://auth.docker.io/token',
          service: 'registry.docker.io',
          scope: 'repository:library/nginx:pull'
        }
      }
    ])
  })

  it('Basic, token values, escapes, and two challenges in one header', () => {
    expect(
      parseChallenges(
        'Basic realm="a \\"quoted\\" realm", charset=UTF-8, Bearer realm=https://t/x'
      )
    ).toEqual([
      {
        scheme: 'basic',
        params: { realm: 'a "quoted" realm', charset: 'UTF-8' }
      },
      { scheme: 'bearer', params: { realm: 'https://t/x' } }
    ])
  })
})

describe('readErrorBody', () => {
  it('distribution errors: codes and messages', () => {
    const body = Buffer.from(
      JSON.stringify({
        errors: [
          {
            code: 'MANIFEST_UNKNOWN',
            message: 'manifest unknown',
            detail: { Tag: 'x' }
          }
        ]
      })
    )
    expect(readErrorBody(body, {})).toEqual({
      codes: ['MANIFEST_UNKNOWN'],
      text: 'MANIFEST_UNKNOWN: manifest unknown'
    })
  })

  it('token service details', () => {
    expect(
      readErrorBody(
        Buffer.from('{"details":"incorrect username or password"}'),
        {}
      ).text
    ).toBe('incorrect username or password')
  })

  it('control characters, newlines and forged workflow commands are escaped; long text is cut', () => {
    const hostile = JSON.stringify({
      errors: [
        {
          code: 'DENIED',
          message: `no\n::error::forged\u001b[31m\u009b2J${'x'.repeat(500)}`
        }
      ]
    })
    const { text } = readErrorBody(Buffer.from(hostile), {})
    expect(text).not.toContain('\n')
    expect(text).not.toContain('\u001b')
    // C1 controls too (CSI is one character there): JSON quoting left them.
    expect(text).not.toContain('\u009b')
    expect(text).toContain('no\\n::error::forged\\x1b[31m\\x9b2J')
    expect(text.length).toBeLessThan(340)
  })

  it('HTML from a proxy becomes flat text', () => {
    const html =
      '<html><body><h1>502 Bad Gateway</h1>\n<p>nginx</p></body></html>'
    expect(
      readErrorBody(Buffer.from(html), { 'content-type': 'text/html' }).text
    ).toBe('502 Bad Gateway nginx')
  })
})
