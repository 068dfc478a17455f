/**
 * Every brand's mini-program build (npm run build:all-brands → dist/brands/<id>/weapp; CI runs
 * it before the suite): it opens in DevTools with the brand's own app id, and its forum tab,
 * rendered through the Page shim, shows the brand's own name.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { BRANDS, safeBrandDir } from '../../brands'
import { bootApp, renderPage } from './support/pageShim'

const ROOT = resolve(__dirname, '..', '..')
const built = BRANDS.map((b) => [b.id, b, join(ROOT, 'dist', 'brands', safeBrandDir(b.id), 'weapp')] as const)

test('every brand has been built (npm run build:all-brands)', () => {
  expect(built.filter(([, , dir]) => !existsSync(join(dir, 'app.json'))).map(([id]) => id)).toEqual([])
})

jest.setTimeout(60_000)

test.each(built)('brand %s: own app id, and the forum tab shows its name', async (_id, brand, dir) => {
  const project = JSON.parse(readFileSync(join(dir, 'project.config.json'), 'utf8')) as { appid: string }
  expect(project.appid).toBe(brand.appId)
  let texts: string[] = []
  await jest.isolateModulesAsync(async () => {
    texts = await renderPage(bootApp(dir), dir, 'pages/tabbar/forum', (shown) => shown.includes(brand.appName))
  })
  expect(texts).toContain(brand.appName)
})
