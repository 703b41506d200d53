/**
 * The emulator's web pages over real loopback HTTP (the browser tests in
 * test/e2e/emulator/ drive them through Chromium): headers, escaping,
 * compliance against the template, attachment downloads, unknown paths.
 */
import { createHash } from 'node:crypto'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  junitData,
  junitForm,
  junitResult,
  startHarness,
  type Harness
} from '../../../support/emulator.js'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
  await h.beginTrails(['release-1', 'release-2'])
})
afterAll(() => h.close())

async function page(path: string) {
  const response = await fetch(`${h.url}${path}`)
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer())
  }
}
const text = async (path: string) => (await page(path)).body.toString()

async function attest(trail: string, data: unknown, file?: Uint8Array) {
  const reply = await h.api(
    `/attestations/demo/demo-flow/trail/${trail}/junit`,
    {
      body: junitForm(
        data,
        file && { name: '<img src=x onerror=alert(1)>.html', bytes: file }
      )
    }
  )
  expect(reply.status).toBe(201)
}

const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

describe('the trail page (/{org}/flows/{flow}/trails/{trail})', () => {
  it('is HTML that allows no script, needs no token and links its stylesheet', async () => {
    const { status, headers, body } = await page(
      '/demo/flows/demo-flow/trails/release-1'
    )
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(headers.get('content-security-policy')).toBe(CSP)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(body.toString()).toContain('href="/_pages/style.css"')
    expect(body.toString()).toContain('No attestations yet.')
    const css = await page('/_pages/style.css')
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(css.body.toString()).toContain('prefers-color-scheme: dark')
  })

  it('judges the trail against the template: missing and failing slots make it not compliant', async () => {
    // demo-flow requires unit-tests, integration-tests and security-scan.
    await attest('release-2', junitData())
    await attest(
      'release-2',
      junitData({
        attestation_name: 'integration-tests',
        junit_results: [junitResult(0, 0), { ...junitResult(2, 1), name: 'db' }]
      })
    )
    const html = await text('/demo/flows/demo-flow/trails/release-2')
    const row = (slot: string) =>
      new RegExp(`<th scope="row">${slot}</th>[\\s\\S]*?</tr>`).exec(html)?.[0]
    expect(row('unit-tests')).toContain('Compliant')
    expect(row('integration-tests')).toContain('Not compliant')
    expect(row('security-scan')).toContain('Missing')
    expect(html).toMatch(/Compliance\s*<span class="badge bad">Not compliant/)
    expect(html).toContain('1 missing, 1 not compliant.')
    // The failed suite comes first in its table, with its counts.
    const suites = html.slice(html.indexOf('Suites of integration-tests'))
    expect(suites.indexOf('db')).toBeLessThan(suites.indexOf('suite'))
  })

  it('escapes every stored text: a hostile name, annotation and user data stay text', async () => {
    const hostile = '<script>alert(1)</script>'
    await attest(
      'release-1',
      junitData({
        description: `"><img src=x onerror=alert(2)>`,
        annotations: { note: hostile },
        user_data: { html: hostile },
        origin_url: 'javascript:alert(3)',
        junit_results: [{ ...junitResult(), name: hostile }]
      })
    )
    const html = await text('/demo/flows/demo-flow/trails/release-1')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('href="javascript:')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;')
  })

  it('answers 404 for an unknown trail, escaping the names it repeats', async () => {
    const { status, body } = await page(
      '/demo/flows/%3Cscript%3Ealert(1)%3C%2Fscript%3E/trails/x'
    )
    expect(status).toBe(404)
    expect(body.toString()).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(body.toString()).not.toContain('<script>')
  })

  it('refuses a Host that is not a loopback name while bound to loopback (DNS rebinding)', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(
        `${h.url}/demo/flows/demo-flow/trails/release-1`,
        { headers: { host: 'rebound.example' } },
        (res) => {
          res.resume()
          resolve(res.statusCode)
        }
      )
      req.on('error', reject)
      req.end()
    })
    expect(status).toBe(403)
  })

  it('leaves the API and control paths alone', async () => {
    expect((await page('/api/v2/flows/demo/flows/x/trails/y')).status).toBe(404)
    const control = await page('/_emulator/')
    expect(control.headers.get('content-type')).toMatch(/^application\/json/)
  })
})

describe('attachments', () => {
  it('download as octet-stream attachments with a safe name, the bytes as sent', async () => {
    const bytes = Buffer.from('<html><script>alert(1)</script></html>')
    await h.beginTrails(['with-file'])
    await attest('with-file', junitData(), bytes)
    const html = await text('/demo/flows/demo-flow/trails/with-file')
    const sha = createHash('sha256').update(bytes).digest('hex')
    expect(html).toContain(sha)
    const link = /href="([^"]+\/attachment)"/.exec(html)?.[1] ?? ''
    expect(link).toBe(
      '/demo/flows/demo-flow/trails/with-file/attestations/1/attachment'
    )
    const download = await page(link)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe(
      'application/octet-stream'
    )
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="<img src=x onerror=alert(1)>.html"; filename*=UTF-8''%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.html`
    )
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(download.body.equals(bytes)).toBe(true)
  })

  it('says so when the emulator holds no bytes (a state file), and 404s the path', async () => {
    const html = await text('/demo/flows/web-flow/trails/web-trail')
    expect(html).toContain('The emulator no longer holds its bytes.')
    const missing = await page(
      '/demo/flows/web-flow/trails/web-trail/attestations/1/attachment'
    )
    expect(missing.status).toBe(404)
  })
})

describe('the other pages', () => {
  it('organisation, flow, environment, snapshot and diff answer 200 with links between them', async () => {
    const org = await text('/demo')
    expect(org).toContain('href="/demo/flows/demo-flow"')
    expect(org).toContain('href="/demo/environments/production"')
    expect(org).toContain('href="/demo/flows/demo-flow/trails/release-2"')
    const flow = await text('/demo/flows/demo-flow')
    expect(flow).toContain('security-scan')
    expect(flow).toContain('href="/demo/flows/demo-flow/trails/release-1"')
    const env = await text('/demo/environments/production')
    expect(env).toContain('href="/demo/environments/production/snapshots/5"')
    expect(env).toContain('action="/demo/env-diff"')
    const snapshot = await page('/demo/environments/production/snapshots/5')
    expect(snapshot.status).toBe(200)
    const diff = await text(
      '/demo/env-diff?snappish1=staging&snappish2=production'
    )
    // The demo's diff (docs/emulator.md): web scaled from 3 to 4.
    expect(diff).toMatch(/Instances changed \(1\)/)
    expect(diff).toMatch(/Only in production#5 \(2\)/)
  })

  it('answers 404 pages for unknown names and 400 for a bad snapshot expression', async () => {
    expect((await page('/nobody')).status).toBe(404)
    expect((await page('/demo/flows/nope')).status).toBe(404)
    expect((await page('/demo/environments/nope')).status).toBe(404)
    expect((await page('/demo/environments/staging/snapshots/99')).status).toBe(
      404
    )
    expect((await page('/demo/env-diff?snappish1=@@&snappish2=x')).status).toBe(
      400
    )
  })
})
