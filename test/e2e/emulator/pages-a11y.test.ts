/**
 * Each type of page passes axe-core's accessibility check (no serious or
 * critical violation) in light and dark mode, wide and narrow (where the
 * page never scrolls sideways), and the run
 * keeps a screenshot of each in tmp/screenshots/ (not committed) for a
 * person to look at.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { REPO_ROOT } from '../../support/paths.js'
import { itUnless } from '../../support/skip.js'
import {
  axeCheck,
  launchBrowser,
  noBrowser,
  type Browser
} from '../support/browser.js'
import { buildWorld, FLOW, TRAIL, type World } from './pages-world.js'

export const SCREENSHOTS = join(REPO_ROOT, 'tmp', 'screenshots')

let world: World
let browser: Browser
beforeAll(async () => {
  if (noBrowser !== false) return
  world = await buildWorld()
  browser = await launchBrowser()
  mkdirSync(SCREENSHOTS, { recursive: true })
}, 180_000)
afterAll(async () => {
  await browser?.close()
  await world?.close()
})

const PAGES: [string, string][] = [
  ['organisation', '/demo'],
  ['flow', `/demo/flows/${FLOW}`],
  ['trail', `/demo/flows/${FLOW}/trails/${TRAIL}`],
  ['environment', '/demo/environments/production'],
  ['snapshot', '/demo/environments/production/snapshots/6'],
  ['diff', '/demo/env-diff?snappish1=staging&snappish2=production']
]

const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(20, 21, 24)' }

const SIZES = {
  wide: { width: 1100, height: 800 },
  narrow: { width: 390, height: 844 }
}

describe('accessibility of each page type', () => {
  for (const [type, path] of PAGES) {
    itUnless(
      noBrowser,
      `${type}: no serious or critical axe violation, light and dark, wide and narrow`,
      async () => {
        const page = await browser.context.newPage()
        expect((await page.goto(`${world.served.url}${path}`))?.status()).toBe(
          200
        )
        for (const scheme of ['light', 'dark'] as const) {
          for (const [size, viewport] of Object.entries(SIZES)) {
            await page.emulateMedia({ colorScheme: scheme })
            await page.setViewportSize(viewport)
            // The page itself never scrolls sideways: wide tables scroll
            // inside their own region. The scheme sets the colours.
            const fits = await page.evaluate(
              'document.documentElement.scrollWidth <= window.innerWidth'
            )
            expect(fits, `${type} fits ${size}`).toBe(true)
            expect(
              await page.evaluate(
                'getComputedStyle(document.documentElement).backgroundColor'
              )
            ).toBe(BACKGROUND[scheme])
            const { passes, serious } = await axeCheck(page)
            expect(passes, 'axe ran').toBeGreaterThan(10)
            expect(serious, `${type} ${scheme} ${size}`).toEqual([])
            await page.screenshot({
              path: join(SCREENSHOTS, `${type}-${scheme}-${size}.png`),
              fullPage: true
            })
          }
        }
        await page.close()
      },
      90_000
    )
  }
})
