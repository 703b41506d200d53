/** The one redaction: every spelling of every secret, in text and logs. */
import { describe, expect, it } from 'vitest'
import { memoryLogger } from '../../../src/log.js'
import {
  redact,
  redactingLogger,
  secretForms
} from '../../../src/net/redaction.js'

/** A token with every character that changes under some escaping. */
const SPECIAL = 'kat"Le\\ak%2B+Zq/7=Wm'

const FORMS = {
  raw: SPECIAL,
  'JSON-escaped': JSON.stringify(SPECIAL).slice(1, -1),
  'URL-encoded': encodeURIComponent(SPECIAL),
  'URL-encoded, lowercase hex': encodeURIComponent(SPECIAL).replace(
    /%[0-9A-F]{2}/g,
    (hex) => hex.toLowerCase()
  ),
  'base64 of token:': Buffer.from(`${SPECIAL}:`).toString('base64'),
  'base64 of :token': Buffer.from(`:${SPECIAL}`).toString('base64'),
  'base64 of user:token': Buffer.from(`someone:${SPECIAL}`).toString('base64')
}

describe('secretForms', () => {
  it('holds each form once: the secret, then the others longest first', () => {
    const list = secretForms(SPECIAL)
    expect(new Set(list).size).toBe(list.length)
    expect(list).toContain(FORMS['JSON-escaped'])
    expect(list).toContain(FORMS['URL-encoded'])
    expect(list).toContain(FORMS['base64 of :token'])
    expect(list[0]).toBe(SPECIAL)
    const rest = list.slice(1)
    expect([...rest].sort((a, b) => b.length - a.length)).toEqual(rest)
  })
})

describe('redact', () => {
  it.each(Object.entries(FORMS))('removes the %s form', (_, form) => {
    const text = redact(`before ${form} after`, [SPECIAL])
    expect(text).toBe('before *** after')
  })

  it('removes a base64 run glued to other letters that holds the secret', () => {
    const run = Buffer.from(`user:${SPECIAL}`).toString('base64')
    expect(redact(`Basic x${run}`, [SPECIAL])).not.toContain(run.slice(4, 20))
  })

  it('removes every secret of a set, longest first, and keeps other text', () => {
    const text = redact('pass=hunter2 token=hunter2-long ok', [
      'hunter2',
      'hunter2-long'
    ])
    expect(text).toBe('pass=*** token=*** ok')
  })

  it('leaves text alone without secrets, or with empty ones', () => {
    expect(redact('nothing secret', [])).toBe('nothing secret')
    expect(redact('nothing secret', [''])).toBe('nothing secret')
  })

  it('does not decode base64 for a secret of three characters', () => {
    const digest = 'sha256:' + 'ab'.repeat(32)
    expect(redact(digest, ['abc'])).toBe(digest)
  })
})

describe('redactingLogger', () => {
  it('redacts every level, with secrets added after it was made', () => {
    const lines = memoryLogger()
    const secrets = new Set<string>()
    const logger = redactingLogger(lines, secrets)
    secrets.add('s3cret-value')
    logger.debug('a s3cret-value')
    logger.info('b s3cret-value')
    logger.warn('c s3cret-value')
    logger.error('d s3cret-value')
    expect(lines.lines.map((l) => l.message)).toEqual([
      'a ***',
      'b ***',
      'c ***',
      'd ***'
    ])
  })
})
