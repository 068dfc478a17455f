/**
 * First load on a mid-range phone on 4G (issue 18): chromium, cold cache, 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up and a 4× slower CPU, set through the DevTools protocol. For the H5 app
 * (dist/h5, its entry route is the forum tab) and for the floor of this stack (a one-page Taro 4 +
 * React app under bench/fixtures/floor, built with the same config), each served by the real
 * server, it prints the median of RUNS loads of:
 *   - bytes transferred from the navigation until the tab bar has answered a tap;
 *   - first contentful paint;
 *   - the time until the tab bar answers a tap: the tap is sent as soon as the tab bar can take
 *     it, and the answer is the tapped tab showing as selected;
 *   - the time until the tapped tab's page shows (the app fetches its chunk; the floor has one
 *     page, so there it is the same moment as the answer).
 * and the app's ratios to the floor (goal: tab bar ≤ 1.5× the floor, aim 1.2×). One JSON line last.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { contentHash, ensureBuild } from '../scripts/lib/ensureBuild'
import { launch, PHONE } from '../test/e2e/support/browser'
import { ROOT, startServer } from '../test/support/realServer'

const RUNS = 5
/** The phone and network of the issue: DevTools' units are ms and bytes per second. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }
const CPU_SLOWDOWN = 4

const FLOOR_FIXTURE = join('bench', 'fixtures', 'floor', 'src')
/** The fixture with the app's own page template (src/index.html), assembled here before each floor build. */
const FLOOR_SOURCE = join('dist', 'floor', 'src')
const FLOOR_OUTPUT = join('dist', 'floor', 'h5')

interface Subject {
  name: string
  h5Dir: string
  /** The tab to tap, which is not the one selected when the page opens. */
  tab: string
  /** What shows once the tapped tab's page is up. */
  page: string
}

interface Load {
  bytes: number
  fcpMs: number
  tabAnswerMs: number
  pageShownMs: number
}

/** The floor app, rebuilt when its sources or the build config changed. */
function buildFloor(): string {
  const out = join(ROOT, FLOOR_OUTPUT)
  const stampFile = join(out, '.build-stamp')
  const stamp = contentHash([FLOOR_FIXTURE, 'src/index.html', 'config', 'babel.config.js', 'package.json', 'package-lock.json'])
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return out
  console.log('构建 floor（单页 Taro + React 应用）…')
  rmSync(join(ROOT, FLOOR_SOURCE), { recursive: true, force: true })
  cpSync(join(ROOT, FLOOR_FIXTURE), join(ROOT, FLOOR_SOURCE), { recursive: true })
  cpSync(join(ROOT, 'src', 'index.html'), join(ROOT, FLOOR_SOURCE, 'index.html'))
  const res = spawnSync('npm', ['run', 'build:h5'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', SOURCE_ROOT: FLOOR_SOURCE, OUTPUT_ROOT: FLOOR_OUTPUT }
  })
  if (res.status !== 0) throw new Error('floor 构建失败')
  writeFileSync(stampFile, stamp)
  return out
}

/**
 * Runs in the page before any of its scripts: notes when the tapped tab first shows as selected
 * and when the tapped tab's page first shows.
 * A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
function watchTab(selector: string, page: string): string {
  const selected = JSON.stringify(`${selector}[aria-selected="true"]`)
  return `new MutationObserver(() => {
    if (window.__tabAnswerMs === undefined && document.querySelector(${selected})) window.__tabAnswerMs = performance.now()
    if (window.__pageShownMs === undefined && document.querySelector(${JSON.stringify(page)})) window.__pageShownMs = performance.now()
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected'] })`
}

type Timed = Window & { __tabAnswerMs?: number; __pageShownMs?: number }

async function loadOnce(browser: Browser, url: string, { tab, page: pageSelector }: Subject): Promise<Load> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'zh-CN' })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    let bytes = 0
    cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength))
    const selector = `[data-testid="${tab}"]`
    await page.addInitScript(watchTab(selector, pageSelector))
    await page.goto(url, { waitUntil: 'commit' })
    await page.locator(selector).click({ timeout: 60_000 })
    await page.waitForFunction(() => (window as Timed).__tabAnswerMs !== undefined && (window as Timed).__pageShownMs !== undefined, undefined, {
      timeout: 60_000
    })
    const times = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      tab: (window as Timed).__tabAnswerMs ?? NaN,
      shown: (window as Timed).__pageShownMs ?? NaN
    }))
    return { bytes, fcpMs: Math.round(times.fcp), tabAnswerMs: Math.round(times.tab), pageShownMs: Math.round(times.shown) }
  } finally {
    await context.close()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function measure(browser: Browser, subject: Subject): Promise<Load> {
  const server = await startServer({ H5_DIR: subject.h5Dir })
  try {
    const loads: Load[] = []
    for (let i = 0; i < RUNS; i++) loads.push(await loadOnce(browser, `${server.url}/h5/`, subject))
    const mid = (key: keyof Load) => median(loads.map((l) => l[key]))
    return { bytes: mid('bytes'), fcpMs: mid('fcpMs'), tabAnswerMs: mid('tabAnswerMs'), pageShownMs: mid('pageShownMs') }
  } finally {
    await server.stop()
  }
}

const ratio = (a: number, b: number): number => Math.round((100 * a) / b) / 100

async function main(): Promise<void> {
  ensureBuild({ platform: 'h5' })
  const floorDir = buildFloor()
  const browser = await launch()
  try {
    const app = await measure(browser, { name: 'app', h5Dir: join(ROOT, 'dist', 'h5'), tab: 'tab-newStudy', page: '[data-testid="study-empty"]' })
    const floor = await measure(browser, { name: 'floor', h5Dir: floorDir, tab: 'tab-3', page: '[data-testid="tab-3"][aria-selected="true"]' })
    const rows = [
      ['bytes transferred', app.bytes, floor.bytes, ratio(app.bytes, floor.bytes)],
      ['first contentful paint (ms)', app.fcpMs, floor.fcpMs, ratio(app.fcpMs, floor.fcpMs)],
      ['tab bar answers a tap (ms)', app.tabAnswerMs, floor.tabAnswerMs, ratio(app.tabAnswerMs, floor.tabAnswerMs)],
      ["tapped tab's page shows (ms)", app.pageShownMs, floor.pageShownMs, ratio(app.pageShownMs, floor.pageShownMs)]
    ]
    console.log(`\nmedian of ${RUNS} cold loads, 150 ms RTT, 1.6/0.75 Mbps, CPU ×${CPU_SLOWDOWN}\n`)
    console.log('| figure | app | floor | app ÷ floor |\n| --- | ---: | ---: | ---: |')
    for (const r of rows) console.log(`| ${r.join(' | ')} |`)
    console.log(
      JSON.stringify({
        bench: 'firstload',
        runs: RUNS,
        app,
        floor,
        ratio: { bytes: rows[0][3], fcp: rows[1][3], tabAnswer: rows[2][3], pageShown: rows[3][3] }
      })
    )
  } finally {
    await browser.close()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
