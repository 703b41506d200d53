/**
 * The emulator's read-only trail page, at the path of Kosli's app, which
 * the action's trail-url output points at: real HTTP on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../../support/emulator.js'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
  await h.beginTrails(['release-1'])
})
afterAll(() => h.close())

async function page(path: string) {
  const response = await fetch(`${h.url}${path}`)
  return {
    status: response.status,
    headers: response.headers,
    html: await response.text()
  }
}

describe('GET /{org}/flows/{flow}/trails/{trail}', () => {
  it('shows the trail and its attestations as HTML, with no token needed', async () => {
    const { status, headers, html } = await page(
      '/demo/flows/demo-flow/trails/release-1'
    )
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(html).toContain('<h1>Trail release-1</h1>')
    expect(html).toContain('No attestations yet.')
  })

  it('answers 404 for an unknown trail, escaping the names it repeats', async () => {
    const { status, html } = await page(
      '/demo/flows/%3Cscript%3Ealert(1)%3C%2Fscript%3E/trails/x'
    )
    expect(status).toBe(404)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
  })

  it('leaves the API paths alone', async () => {
    const { status } = await page('/api/v2/flows/demo/flows/x/trails/y')
    expect(status).not.toBe(200)
  })
})
