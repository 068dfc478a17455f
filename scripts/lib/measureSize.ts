/**
 * Measures what the builds in dist/ weigh, without building anything:
 * the weapp main package, each subpackage and the total (every file counts, as WeChat counts),
 * and the JS the H5 entry route loads (entry files + the forum page's chunk group), raw and gzip.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUDGETS } from './budgets'

export interface SizeReport {
  weapp: { main: number; subpackages: Record<string, number>; total: number }
  h5: { entryRoute: string; files: string[]; entryJsRaw: number; entryJsGzip: number }
  budgets: typeof BUDGETS
  overBudget: string[]
}

const ENTRY_PAGE = 'pages/tabbar/forum'

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]))
}

export function measureWeapp(weappDir: string): SizeReport['weapp'] {
  const appJsonPath = join(weappDir, 'app.json')
  if (!existsSync(appJsonPath)) throw new Error(`${appJsonPath} 不存在：请先运行 npm run build:weapp`)
  const appJson = JSON.parse(readFileSync(appJsonPath, 'utf8')) as { subPackages?: { root: string }[]; subpackages?: { root: string }[] }
  const roots = (appJson.subPackages ?? appJson.subpackages ?? []).map((p) => p.root.replace(/\/$/, ''))
  const subpackages: Record<string, number> = Object.fromEntries(roots.map((r) => [r, 0]))
  let main = 0
  let total = 0
  for (const file of walk(weappDir)) {
    const size = statSync(file).size
    total += size
    const rel = relative(weappDir, file).split(sep).join('/')
    const root = roots.find((r) => rel.startsWith(`${r}/`))
    if (root) subpackages[root] += size
    else main += size
  }
  return { main, subpackages, total }
}

interface ChunkManifest {
  entrypoints: Record<string, string[]>
  chunkGroups: Record<string, string[]>
}

export function measureH5Entry(h5Dir: string): SizeReport['h5'] {
  const manifestPath = join(h5Dir, 'chunk-manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} 不存在：请先运行 npm run build:h5`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ChunkManifest
  const groupName = Object.keys(manifest.chunkGroups).find((n) => n.replace(/\/index$/, '').endsWith(ENTRY_PAGE))
  if (!groupName) throw new Error(`chunk-manifest.json 中找不到入口页 ${ENTRY_PAGE} 的分组`)
  const files = [...new Set([...Object.values(manifest.entrypoints).flat(), ...manifest.chunkGroups[groupName]])].filter((f) => f.endsWith('.js')).sort()
  let raw = 0
  let gzip = 0
  for (const f of files) {
    const buf = readFileSync(join(h5Dir, f))
    raw += buf.length
    gzip += gzipSync(buf).length
  }
  return { entryRoute: ENTRY_PAGE, files, entryJsRaw: raw, entryJsGzip: gzip }
}

export function measureAll(distDir: string): SizeReport {
  const weapp = measureWeapp(join(distDir, 'weapp'))
  const h5 = measureH5Entry(join(distDir, 'h5'))
  const overBudget: string[] = []
  if (weapp.main > BUDGETS.weappMainBytes) overBudget.push(`weapp main ${weapp.main}`)
  for (const [root, size] of Object.entries(weapp.subpackages)) {
    if (size > BUDGETS.weappSubpackageBytes) overBudget.push(`weapp subpackage ${root} ${size}`)
  }
  if (weapp.total > BUDGETS.weappTotalBytes) overBudget.push(`weapp total ${weapp.total}`)
  if (h5.entryJsGzip > BUDGETS.h5EntryJsGzipBytes) overBudget.push(`h5 entry gzip ${h5.entryJsGzip}`)
  return { weapp, h5, budgets: BUDGETS, overBudget }
}
