/**
 * Builds the mini-program for every brand into dist/brands/<safe-id>/weapp.
 *   npm run build:all-brands                    every brand
 *   npm run build:all-brands -- bdgaokao jiashu only these
 * Prints one line per brand with its time and exits non-zero when any build fails.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { BRAND_IDS, getBrand, safeBrandDir } from '../brands'

const root = path.resolve(__dirname, '..')
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const ids = requested.length > 0 ? requested.map((id) => getBrand(id).id) : [...BRAND_IDS]

const failed: string[] = []
for (const id of ids) {
  const outputRoot = path.join('dist', 'brands', safeBrandDir(id), 'weapp')
  const started = Date.now()
  const result = spawnSync('npx', ['taro', 'build', '--type', 'weapp'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, BRAND: id, OUTPUT_ROOT: outputRoot }
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const ok = result.status === 0
  if (!ok) failed.push(id)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${id} → ${outputRoot} (${seconds} s)`)
}

if (failed.length > 0) {
  console.error(`failed brands: ${failed.join(', ')}`)
  process.exit(1)
}
