/**
 * The transport at its edges: a redirect is a failure naming its target and
 * is never followed, an error body is read up to 1 MiB only, and the token
 * is redacted in every spelling before any cut.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createClient } from '../../../src/api/index.js'
import {
  closeAfterEach,
  failure,
  get,
  harness,
  json,
  startLoopback
} from '../../support/loopback.js'

closeAfterEach()

const post = (client: ReturnType<typeof createClient>) =>
  client.send(
    { method: 'POST', path: '/things', body: { kind: 'json', value: {} } },
    z.unknown()
  )

describe('redirects', () => {
  it('a 307 to another origin is a failure naming the target (escaped); nothing goes there, no retry', async () => {
    const other = await startLoopback((_, response) => json(response, 201, {}))
    const target = `${other.url}/steal?x="\u001b]0;pwned\u0007`
    const h = await harness((_, response) => {
      response.writeHead(307, { Location: encodeURI(target) })
      response.end()
    })
    const error = await failure(post(h.client))
    await other.close()
    expect(error.message).toContain('307 Temporary Redirect')
    expect(error.message).toContain(`redirected to "${other.url}/steal?x=`)
    expect(error.message).toContain('never follows a redirect')
    expect(error.message).not.toContain('\u001b')
    expect(other.requests).toEqual([])
    expect(h.server.requests).toHaveLength(1)
  })
})

describe('error bodies', () => {
  it('reads at most 1 MiB of an error body and says it was cut', async () => {
    const h = await harness(
      (_, response) => {
        response.writeHead(500, { 'Content-Type': 'text/html' })
        response.end(`<html><body>${'x'.repeat(8 * 1024 * 1024)}</body></html>`)
      },
      { maxRetries: 0 }
    )
    const error = await failure(get(h.client))
    expect(error.message).toContain(
      'the answer was cut: only its first 1 MiB was read'
    )
  })
})

/** A token with every character that changes under some escaping. */
const SPECIAL = 'kat"Le\\ak%2B+Zq/7=Wm'

describe('the token is redacted in every form, before any cut', () => {
  const forms = {
    raw: SPECIAL,
    'JSON-escaped': JSON.stringify(SPECIAL).slice(1, -1),
    'URL-encoded': encodeURIComponent(SPECIAL),
    'base64 of token:': Buffer.from(`${SPECIAL}:`).toString('base64'),
    'base64 of :token': Buffer.from(`:${SPECIAL}`).toString('base64'),
    'base64 of user:token': Buffer.from(`someone:${SPECIAL}`).toString('base64')
  }

  it.each(Object.entries(forms))(
    '%s, in a body that is cut at 200 characters right inside it',
    async (_, form) => {
      const h = await harness(
        (_request, response) => {
          response.writeHead(400, { 'Content-Type': 'text/plain' })
          // The cut falls in the middle of the form.
          response.end(
            `${'y'.repeat(200 - Math.floor(form.length / 2))}${form} tail`
          )
        },
        { apiToken: SPECIAL, maxRetries: 0 }
      )
      const error = await failure(get(h.client))
      const shown = [error.message, error.serverMessage].join('\n')
      for (const spelling of Object.values(forms)) {
        expect(shown).not.toContain(spelling.slice(0, 6))
      }
    }
  )

  it('in a JSON body that is re-serialised, and in the logs', async () => {
    const h = await harness(
      (_request, response) =>
        json(response, 503, { detail: `token ${SPECIAL} refused` }),
      { apiToken: SPECIAL, maxRetries: 1 }
    )
    const error = await failure(get(h.client))
    const logged = h.logger.lines.map((l) => l.message).join('\n')
    for (const text of [error.message, logged]) {
      expect(text).toContain('***')
      for (const spelling of Object.values(forms)) {
        expect(text).not.toContain(spelling)
      }
    }
  })
})
