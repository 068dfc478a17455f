/**
 * Builds the operator console (admin/, docs/admin.md) into dist/admin with esbuild: one minified
 * ES module bundle plus lazily loaded chunks, all under assets/ with a content hash in the name
 * (the server caches them for a year), and index.html written from admin/index.html with the entry's
 * name filled in. Seconds, not minutes: no Taro, no webpack, no type check (tsc does that).
 *   npx tsx scripts/build-admin.ts          (or: npx tsx scripts/ensure-build.ts admin, when stale)
 * Environment: SIGN_KEYS and API_PREFIX as for the app (config/index.ts); MINIFY=false for readable output.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { build } from 'esbuild'
import { parseSignKeys } from '../core/sign'

const ROOT = join(__dirname, '..')
const OUT = join(ROOT, 'dist', 'admin')
const ASSETS = join(OUT, 'assets')
/** Where admin/index.html takes the entry script. */
const ENTRY_MARK = '<!-- entry -->'

async function main(): Promise<void> {
  const started = Date.now()
  const env = { signKeys: parseSignKeys(process.env.SIGN_KEYS), apiPrefix: process.env.API_PREFIX ?? '' }
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(ASSETS, { recursive: true })
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'admin/src/main.tsx' },
    bundle: true,
    format: 'esm',
    // Pages load their chunk when first opened (the dashboard's chart library above all).
    splitting: true,
    outdir: ASSETS,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    minify: process.env.MINIFY !== 'false',
    sourcemap: false,
    // The bundled libraries' licence notices go to a .LEGAL.txt beside the bundle (MIT asks that they travel with it).
    legalComments: 'linked',
    target: ['chrome100', 'firefox100', 'safari15', 'edge100'],
    jsx: 'automatic',
    metafile: true,
    logLevel: 'warning',
    define: {
      'process.env.NODE_ENV': '"production"',
      __ADMIN_ENV__: JSON.stringify(env)
    }
  })
  const entry = Object.entries(result.metafile.outputs).find(([, out]) => out.entryPoint === 'admin/src/main.tsx')
  if (!entry) throw new Error('esbuild 没有输出入口文件')
  const src = `./${relative(OUT, join(ROOT, entry[0])).split('\\').join('/')}`
  const template = readFileSync(join(ROOT, 'admin', 'index.html'), 'utf8')
  if (!template.includes(ENTRY_MARK)) throw new Error(`admin/index.html 缺少 ${ENTRY_MARK}`)
  writeFileSync(join(OUT, 'index.html'), template.replace(ENTRY_MARK, `<script type="module" src="${src}"></script>`))
  console.log(`dist/admin 构建完成（${Date.now() - started} ms）`)
}

main().catch((err: unknown) => {
  console.error((err as Error).message)
  process.exitCode = 1
})
