/**
 * Builds each named target only when it is missing or stale:
 *   npx tsx scripts/ensure-build.ts h5 weapp brands
 * 'brands' is the mini-program of every brand (dist/brands/<id>/weapp).
 */
import { BRAND_IDS } from '../brands'
import { ensureBuild, type Target } from './lib/ensureBuild'

function targets(name: string): Target[] {
  if (name === 'h5' || name === 'weapp') return [{ platform: name }]
  if (name === 'brands') return BRAND_IDS.map((brand) => ({ platform: 'weapp', brand }))
  throw new Error(`未知构建目标 ${name}（可选 h5、weapp、brands）`)
}

try {
  for (const target of (process.argv.length > 2 ? process.argv.slice(2) : ['h5']).flatMap(targets)) ensureBuild(target)
} catch (err) {
  console.error((err as Error).message)
  process.exitCode = 1
}
