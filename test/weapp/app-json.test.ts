/**
 * Holds dist/weapp to what WeChat DevTools checks when it opens the project: every page and
 * subpackage in app.json resolves to its .js/.json/.wxml, every WXML import and every custom
 * component resolves, the tab bar and preload rules match src/routes.ts, and the size budgets hold.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { ROUTES, TABS, SUBPACKAGE_ROOTS } from '../../src/routes'
import { BUDGETS } from '../../scripts/lib/budgets'
import { measureAll } from '../../scripts/lib/measureSize'

const ROOT = resolve(__dirname, '..', '..')
const WEAPP = join(ROOT, 'dist', 'weapp')

interface AppJson {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
  preloadRule: Record<string, { packages: string[] }>
  tabBar: { selectedColor: string; list: { pagePath: string; text: string }[] }
  lazyCodeLoading?: string
  requiredPrivateInfos?: string[]
  permission?: Record<string, { desc: string }>
}

const appJson = (): AppJson => JSON.parse(readFileSync(join(WEAPP, 'app.json'), 'utf8')) as AppJson

function allPages(app: AppJson): string[] {
  return [...app.pages, ...app.subPackages.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]
}

beforeAll(() => {
  if (!existsSync(join(WEAPP, 'app.json'))) throw new Error('dist/weapp 不存在：先运行 npm run build:weapp')
})

test('every page of every package resolves to its js, json and wxml', () => {
  const missing = allPages(appJson()).flatMap((page) => ['.js', '.json', '.wxml'].filter((ext) => !existsSync(join(WEAPP, page + ext))).map((ext) => page + ext))
  expect(missing).toEqual([])
})

test('app.json lists exactly the routes of src/routes.ts, in their packages', () => {
  const app = appJson()
  expect(allPages(app).sort()).toEqual(ROUTES.map((r) => r.page).sort())
  expect(app.subPackages.map((p) => p.root).sort()).toEqual([...SUBPACKAGE_ROOTS].sort())
  expect(app.lazyCodeLoading).toBe('requiredComponents')
})

/** WeChat's location APIs that fail at run time unless app.json declares them. */
const PRIVATE_INFO_APIS = ['getLocation', 'chooseLocation', 'chooseAddress', 'getFuzzyLocation', 'choosePoi', 'onLocationChange', 'startLocationUpdate']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []))
}

test('app.json declares every private-info API the code calls, with a location purpose', () => {
  const used = new Set<string>()
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bTaro\.(\w+)\(/g)) if (PRIVATE_INFO_APIS.includes(m[1])) used.add(m[1])
  }
  expect(used.size).toBeGreaterThan(0)
  const app = appJson()
  expect([...used].filter((api) => !app.requiredPrivateInfos?.includes(api))).toEqual([])
  expect(app.permission?.['scope.userLocation']?.desc).toMatch(/[\u4e00-\u9fa5]/)
})

test('tab bar and preload rules are the spec’s', () => {
  const app = appJson()
  expect(app.tabBar.list.map((t) => [t.pagePath, t.text])).toEqual(TABS.map((t) => [t.route.page, t.label]))
  expect(app.tabBar.list.map((t) => t.text)).toEqual(['首页', '共享空间', '填志愿', '学习', '我的'])
  expect(app.tabBar.selectedColor.toLowerCase()).toBe('#005aff')
  expect(app.preloadRule['pages/tabbar/databank'].packages).toEqual(['cloud'])
  expect(app.preloadRule['pages/tabbar/print'].packages).toEqual(['cloud'])
  expect(app.preloadRule['pages/tabbar/application'].packages.sort()).toEqual(['gaokao', 'market'])
  expect(app.preloadRule['pages/tabbar/personal'].packages).toEqual(['personal'])
})

test('every WXML import and every custom component a page uses resolves', () => {
  const problems: string[] = []
  for (const page of allPages(appJson())) {
    const dir = dirname(join(WEAPP, page))
    const wxml = readFileSync(join(WEAPP, `${page}.wxml`), 'utf8')
    for (const m of wxml.matchAll(/<(?:import|include|wxs)[^>]*\ssrc="([^"]+)"/g)) {
      if (!existsSync(resolve(dir, m[1]))) problems.push(`${page}.wxml → ${m[1]}`)
    }
    const json = JSON.parse(readFileSync(join(WEAPP, `${page}.json`), 'utf8')) as { usingComponents?: Record<string, string> }
    for (const [tag, path] of Object.entries(json.usingComponents ?? {})) {
      const base = path.startsWith('/') ? join(WEAPP, path) : resolve(dir, path)
      if (!existsSync(`${base}.js`) || !existsSync(`${base}.json`)) problems.push(`${page}.json <${tag}> → ${path}`)
    }
  }
  expect(problems).toEqual([])
})

test('size budgets hold (main ≤ 1 MB, each subpackage ≤ 1.5 MB, total ≤ 16 MB, H5 entry ≤ 120 KB gzip)', () => {
  const report = measureAll(join(ROOT, 'dist'))
  expect(report.weapp.main).toBeLessThanOrEqual(BUDGETS.weappMainBytes)
  for (const size of Object.values(report.weapp.subpackages)) expect(size).toBeLessThanOrEqual(BUDGETS.weappSubpackageBytes)
  expect(Object.keys(report.weapp.subpackages).sort()).toEqual([...SUBPACKAGE_ROOTS].sort())
  expect(report.weapp.total).toBeLessThanOrEqual(BUDGETS.weappTotalBytes)
  expect(report.h5.files.length).toBeGreaterThan(0)
  expect(report.h5.entryJsGzip).toBeLessThanOrEqual(BUDGETS.h5EntryJsGzipBytes)
  expect(report.overBudget).toEqual([])
})
