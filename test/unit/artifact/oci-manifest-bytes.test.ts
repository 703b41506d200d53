/**
 * A digest is only what we hashed (issue 23, items 1 and 2): the registry
 * is always asked for the manifest's bytes, which must be a manifest or an
 * index (JSON, schemaVersion 2, a media type that the Content-Type and the
 * body agree on, within 4 MiB); anything else is an error that names the
 * registry and shows, escaped and cut, what it sent.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  fingerprintOciImage,
  ImageFingerprintError,
  type OciFingerprintOptions
} from '../../../src/artifact/oci/index.js'
import { fingerprintCommand } from '../../../src/cli/commands/fingerprint.js'
import { runCommand } from '../../support/command.js'
import {
  emptyManifest,
  useStandIns,
  type StandIn
} from '../../support/registry/loopback.js'

const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json'
const { bytes: MANIFEST, hex: MANIFEST_HEX } = emptyManifest(OCI_MANIFEST)
const EMPTY_HEX = createHash('sha256').update('').digest('hex')

const registry = useStandIns()

/** A registry that answers every request 200 with these headers and body. */
function answering(type: string | undefined, body: string | Buffer) {
  return registry((req, res) => {
    res.writeHead(200, type === undefined ? {} : { 'content-type': type })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
}

function options(reference: string): OciFingerprintOptions {
  return {
    reference,
    env: {},
    homeDir: '/nonexistent',
    maxRetries: 0,
    sleep: () => Promise.resolve()
  }
}

async function refusal(stand: StandIn): Promise<ImageFingerprintError> {
  const error = await fingerprintOciImage(options(`${stand.host}/app:1`)).then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ImageFingerprintError)
  const refused = error as ImageFingerprintError
  expect(refused.kind).toBe('invalid-response')
  expect(refused.message).toContain(`the registry "${stand.host}" answered 200`)
  expect(refused.message).toContain('not with an image manifest or index')
  return refused
}

describe('a 200 that is not a manifest is refused, naming the registry and what it sent', () => {
  it('an empty body', async () => {
    const stand = await answering(OCI_MANIFEST, '')
    const error = await refusal(stand)
    expect(error.message).toContain('it sent an empty body')
    expect(error.message).not.toContain(EMPTY_HEX)
  })

  it('an HTML page, escaped and cut', async () => {
    const page = `<html>\n<title>Sign in</title>\u001b[2J\u202e${'x'.repeat(5000)}</html>`
    const error = await refusal(await answering('text/html', page))
    expect(error.message).toContain('its Content-Type "text/html"')
    expect(error.message).toContain(
      '<html>\\n<title>Sign in</title>\\x1b[2J\\u202e'
    )
    for (const raw of ['\n', '\u001b', '\u202e']) {
      expect(error.message).not.toContain(raw)
    }
    expect(error.message.length).toBeLessThan(1000)
  })

  it('a JSON error with a manifest Content-Type', async () => {
    const body = JSON.stringify({ errors: [{ code: 'DENIED' }] })
    const error = await refusal(await answering(OCI_MANIFEST, body))
    expect(error.message).toContain('no schemaVersion 2')
    expect(error.message).toContain('DENIED')
  })

  it('a body that is not JSON', async () => {
    const error = await refusal(await answering(OCI_MANIFEST, 'not json {'))
    expect(error.message).toContain('the body is not a JSON object')
  })

  it('a schema 1 manifest', async () => {
    const body = JSON.stringify({ schemaVersion: 1, name: 'app', tag: '1' })
    const error = await refusal(await answering(OCI_MANIFEST, body))
    expect(error.message).toContain('no schemaVersion 2')
  })

  it('a body whose mediaType is not its Content-Type', async () => {
    const type = 'application/vnd.oci.image.index.v1+json'
    const error = await refusal(await answering(type, MANIFEST))
    expect(error.message).toContain(
      `the body's mediaType "${OCI_MANIFEST}" is not its Content-Type "${type}"`
    )
  })

  it('no Content-Type at all', async () => {
    const error = await refusal(await answering(undefined, MANIFEST))
    expect(error.message).toContain('its Content-Type "" is not')
  })

  it('kosli-attest fingerprint exits non-zero and prints no digest', async () => {
    const stand = await answering(OCI_MANIFEST, '')
    const run = await runCommand(
      fingerprintCommand,
      ['--artifact-type', 'oci', `${stand.host}/app:1`],
      { cwd: mkdtempSync(join(tmpdir(), 'oci-bytes-')), env: {} }
    )
    expect(run.code).not.toBe(0)
    expect(run.stdout).not.toContain(EMPTY_HEX)
    expect(run.stderr).toContain(`the registry "${stand.host}"`)
  })
})

describe('the digest rests on the bytes, never on a header alone', () => {
  it('a HEAD digest is not trusted: the manifest is fetched and hashed', async () => {
    const stand = await registry((req, res) => {
      res.writeHead(200, {
        'content-type': OCI_MANIFEST,
        'docker-content-digest': `sha256:${'f'.repeat(64)}`
      })
      res.end(req.method === 'HEAD' ? undefined : MANIFEST)
    })
    const error = await fingerprintOciImage(
      options(`${stand.host}/app:1`)
    ).catch((e: unknown) => e as Error)
    // The header disagrees with the bytes: refused, not printed.
    expect(error).toBeInstanceOf(ImageFingerprintError)
    expect((error as Error).message).toContain(
      `is not the SHA-256 of the bytes it served, sha256:${MANIFEST_HEX}`
    )
    expect(stand.requests.map((r) => r.method)).toEqual(['GET'])
  })

  it('a header that agrees, or none: the SHA-256 of the bytes served', async () => {
    for (const header of [
      { 'docker-content-digest': `sha256:${MANIFEST_HEX}` },
      {}
    ]) {
      const stand = await registry((_req, res) => {
        res.writeHead(200, { 'content-type': OCI_MANIFEST, ...header })
        res.end(MANIFEST)
      })
      const result = await fingerprintOciImage(options(`${stand.host}/app:1`))
      expect(result).toMatchObject({
        digest: MANIFEST_HEX,
        mediaType: OCI_MANIFEST,
        source: 'manifest-body'
      })
    }
  })

  it('a manifest over 4 MiB is refused', async () => {
    const big = JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      pad: 'x'.repeat(4 * 1024 * 1024)
    })
    const stand = await answering(OCI_MANIFEST, big)
    const error = await fingerprintOciImage(
      options(`${stand.host}/app:1`)
    ).catch((e: unknown) => e as Error)
    expect((error as Error).message).toContain(
      `answered more than ${4 * 1024 * 1024} bytes`
    )
  })
})
