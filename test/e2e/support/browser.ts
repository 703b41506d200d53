/**
 * Debian's Chromium, headless, driven by playwright-core (which downloads no
 * browser), with a fresh profile and nothing that calls out: the machine's
 * network may be closed. `.ci/browser.sh` installs it; where it is missing
 * the browser tests are skipped, saying so (test/support/skip.ts).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

export const CHROMIUM = '/usr/bin/chromium'

/** Why the browser tests cannot run here, or false when they can. */
export const noBrowser: string | false = existsSync(CHROMIUM)
  ? false
  : `${CHROMIUM} is missing (Debian's chromium: bash .ci/browser.sh installs it)`

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]

export interface Browser {
  context: BrowserContext
  close: () => Promise<void>
}

export async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    acceptDownloads: true,
    viewport: { width: 1100, height: 800 }
  })
  return {
    context,
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  }
}

/** What ran on a page that should run nothing: dialogs, console, errors. */
export interface Watch {
  dialogs: string[]
  console: string[]
  errors: string[]
}

export function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], console: [], errors: [] }
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('console', (message) => seen.console.push(message.text()))
  page.on('pageerror', (error) => seen.errors.push(error.message))
  return seen
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)

export interface AxeFinding {
  id: string
  impact: string | null
  help: string
  nodes: string[]
}

/**
 * axe-core's check of the page as shown. Its source is evaluated through
 * the DevTools protocol, which the page's CSP does not govern; a script tag
 * would be refused, as every script is.
 */
const RUN_AXE = `axe.run(document, { runOnly: ${JSON.stringify([
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'best-practice'
])} }).then((r) => ({
  passes: r.passes.length,
  violations: r.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.html)
  }))
}))`

export async function axeCheck(
  page: Page
): Promise<{ passes: number; serious: AxeFinding[] }> {
  await page.evaluate(AXE_SOURCE)
  const result = await page.evaluate<{
    passes: number
    violations: AxeFinding[]
  }>(RUN_AXE)
  const serious = result.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical'
  )
  return { passes: result.passes, serious }
}
