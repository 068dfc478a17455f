/**
 * Playwright (playwright-core) driving Debian's chromium, headless, as a phone-sized viewport.
 * Screenshots go to test-output/screenshots; a failing test also saves one (see shotOnFailure).
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { ROOT } from '../../support/realServer'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const SHOTS_DIR = join(ROOT, 'test-output', 'screenshots')
export const PHONE = { width: 390, height: 844 }

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`找不到 Chromium (${CHROMIUM})：apt-get install chromium`)
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync'
    ]
  })
}

export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS_DIR, { recursive: true })
  const path = join(SHOTS_DIR, `${name}.png`)
  await page.screenshot({ path })
  return path
}

/** Runs a browser step and saves a screenshot named after it when it throws. */
export async function shotOnFailure<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (err) {
    await shot(page, `FAILED-${name}`).catch(() => undefined)
    throw err
  }
}
