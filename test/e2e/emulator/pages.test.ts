/**
 * The emulator's web pages in a real browser (Debian's Chromium through
 * playwright-core) over loopback against `kosli-attest serve`, with data
 * written through the built CLI (pages-world.ts): each page shows it, the
 * links lead from one page to the next, hostile text stays text and runs
 * nothing, no script may run at all, and attachments download as files.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { trailUrl } from '../../../src/modes/attest-junit/index.js'
import { itUnless } from '../../support/skip.js'
import {
  launchBrowser,
  noBrowser,
  watch,
  type Browser,
  type Watch
} from '../support/browser.js'
import {
  ALLOWED,
  buildWorld,
  FLOW,
  HOSTILE,
  TRAIL,
  type World
} from './pages-world.js'

let world: World
let browser: Browser
beforeAll(async () => {
  if (noBrowser !== false) return
  world = await buildWorld()
  browser = await launchBrowser()
}, 180_000)
afterAll(async () => {
  await browser?.close()
  await world?.close()
})

const TRAIL_PATH = `/demo/flows/${FLOW}/trails/${TRAIL}`

async function open(
  path: string
): Promise<{ page: Page; seen: Watch; csp: string | undefined }> {
  const page = await browser.context.newPage()
  const seen = watch(page)
  const response = await page.goto(`${world.served.url}${path}`)
  expect(response?.status(), path).toBe(200)
  return { page, seen, csp: response?.headers()['content-security-policy'] }
}

/** Nothing ran: no dialog, no console line, no error, no script element. */
async function ranNothing(page: Page, seen: Watch) {
  const active = await page
    .locator('script, img, iframe, object, embed, svg')
    .count()
  expect(active).toBe(0)
  expect(seen).toEqual({ dialogs: [], console: [], errors: [] })
}

const T = 60_000

describe('the pages in Chromium', () => {
  itUnless(
    noBrowser,
    'the trail page shows the CLI-written attestations against the template',
    async () => {
      const { page } = await open(TRAIL_PATH)
      await expect
        .poll(() => page.locator('h1').textContent())
        .toBe(`Trail ${TRAIL}`)
      const slots = page.getByRole('table', {
        name: 'Attestations against the template'
      })
      const row = (slot: string) =>
        slots.getByRole('row').filter({
          has: page.getByRole('rowheader', { name: slot, exact: true })
        })
      expect(await row('unit-tests').textContent()).toContain('Not compliant')
      expect(await row('integration-tests').textContent()).toContain(
        'Compliant'
      )
      expect(await row('security-scan').textContent()).toContain('Missing')
      expect(await page.locator('#compliance').textContent()).toContain(
        'Not compliant'
      )
      // The unit tests' suites: the failing one first, with its counts.
      const suites = page.getByRole('table', {
        name: 'Suites of unit-tests, failed first'
      })
      const first = suites.locator('tbody tr').first()
      expect(await first.locator('th').textContent()).toContain(HOSTILE.suite)
      expect(await first.locator('td').nth(1).textContent()).toBe('2')
      const unit = page.locator('section.attestation', {
        hasText: 'unit-tests'
      })
      const facts = await unit.locator('dl.facts').first().textContent()
      expect(facts).toContain(world.commit)
      expect(facts).toContain('acme/shop')
      expect(
        await unit
          .getByRole('link', {
            name: 'https://ci.example.com/acme/shop/runs/7'
          })
          .count()
      ).toBe(1)
      expect(
        await unit
          .getByRole('table', { name: 'Annotations of unit-tests' })
          .textContent()
      ).toContain('team-shop')
      expect(await unit.textContent()).toContain(world.unitAttachment.sha256)
      await page.close()
    },
    T
  )

  itUnless(
    noBrowser,
    "the action's trail-url opens this page",
    async () => {
      const url = trailUrl({
        service: { host: world.served.url, org: 'demo' },
        flow: FLOW,
        trail: TRAIL
      })
      expect(url).toBe(`${world.served.url}${TRAIL_PATH}`)
      const page = await browser.context.newPage()
      expect((await page.goto(url ?? ''))?.status()).toBe(200)
      expect(await page.locator('h1').textContent()).toBe(`Trail ${TRAIL}`)
      await page.close()
    },
    T
  )

  itUnless(
    noBrowser,
    'links lead from the organisation to flow, trail, environment, snapshot and diff, and back',
    async () => {
      const { page } = await open('/demo')
      const heading = () => page.locator('h1').textContent()
      await page.getByRole('link', { name: FLOW, exact: true }).first().click()
      expect(await heading()).toBe(`Flow ${FLOW}`)
      expect(page.url()).toBe(`${world.served.url}/demo/flows/${FLOW}`)
      await page.getByRole('link', { name: TRAIL, exact: true }).click()
      expect(page.url()).toBe(`${world.served.url}${TRAIL_PATH}`)
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'demo' })
        .click()
      expect(await heading()).toBe('Organisation demo')
      await page.getByRole('link', { name: 'production', exact: true }).click()
      expect(await heading()).toBe('Environment production')
      expect(
        await page
          .getByRole('table', { name: 'Allow-list of production' })
          .textContent()
      ).toContain('hotfix approved by the on-call lead')
      await page
        .getByRole('rowheader', { name: '#6' })
        .getByRole('link')
        .click()
      expect(await heading()).toBe('Snapshot production#6')
      expect(
        await page
          .getByRole('table', { name: 'Running in production#6' })
          .textContent()
      ).toContain(ALLOWED.slice(0, 12))
      await page.goBack()
      await page.getByLabel('From').selectOption('production#5')
      await page.getByLabel('To').selectOption('production#6')
      await page.getByRole('button', { name: 'Compare' }).click()
      expect(await heading()).toBe('From production#5 to production#6')
      expect(page.url()).toContain(
        '/demo/env-diff?snappish1=production%235&snappish2=production%236'
      )
      expect(
        await page
          .getByRole('heading', { name: /^Only in production#6/ })
          .textContent()
      ).toBe('Only in production#6 (1)')
      await page.close()
    },
    T
  )

  itUnless(
    noBrowser,
    'a hostile suite name, flow description, annotation and user data show as text and run nothing',
    async () => {
      const flow = await open(`/demo/flows/${FLOW}`)
      expect(await flow.page.locator('p.lead').textContent()).toBe(
        HOSTILE.description
      )
      await ranNothing(flow.page, flow.seen)
      const org = await open('/demo')
      expect(await org.page.locator('main').textContent()).toContain(
        HOSTILE.description
      )
      await ranNothing(org.page, org.seen)
      const trail = await open(TRAIL_PATH)
      const text = (await trail.page.locator('main').textContent()) ?? ''
      for (const shown of [HOSTILE.suite, HOSTILE.annotation])
        expect(text).toContain(shown)
      expect(await trail.page.locator('pre').textContent()).toContain(
        HOSTILE.userData
      )
      await ranNothing(trail.page, trail.seen)
      for (const { page } of [flow, org, trail]) await page.close()
    },
    T
  )

  itUnless(
    noBrowser,
    'the pages send a CSP that allows no script, and Chromium enforces it',
    async () => {
      const { page, csp } = await open(TRAIL_PATH)
      expect(csp).toBe(
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
      )
      // A script element added to the page does not run.
      await page
        .addScriptTag({ content: 'document.title = "ran"' })
        .catch(() => undefined)
      expect(await page.title()).not.toBe('ran')
      // The stylesheet, our own file, applies.
      const width = await page.evaluate(
        'getComputedStyle(document.body).maxWidth'
      )
      expect(width).toBe('1152px')
      await page.close()
    },
    T
  )

  itUnless(
    noBrowser,
    'the attachment downloads as a file with the bytes sent, never shown',
    async () => {
      const { page } = await open(TRAIL_PATH)
      // The unit attestation's (the trail's first); integration has one too.
      const link = page
        .getByRole('link', { name: 'Download evidence.tgz' })
        .and(page.locator('[href$="/attestations/1/attachment"]'))
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        link.click()
      ])
      expect(download.suggestedFilename()).toBe('evidence.tgz')
      const saved = readFileSync((await download.path()) ?? '')
      expect(saved.equals(world.unitAttachment.bytes)).toBe(true)
      const response = await fetch(
        `${world.served.url}${(await link.getAttribute('href')) ?? ''}`
      )
      expect(response.headers.get('content-type')).toBe(
        'application/octet-stream'
      )
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="evidence.tgz"; filename*=UTF-8''evidence.tgz`
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      await page.close()
    },
    T
  )
})
