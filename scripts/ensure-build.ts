/**
 * Builds each named target only when it is missing or stale:
 *   npx tsx scripts/ensure-build.ts h5 weapp brands admin
 * 'brands' is the mini-program of every brand (dist/brands/<id>/weapp); 'admin' the operator
 * console (dist/admin, docs/admin.md).
 */
import { BRAND_IDS } from '../brands'
import { ensureBuild, ensureBuilds, type Target } from './lib/ensureBuild'

function targets(name: string): Target[] {
  if (name === 'h5' || name === 'weapp' || name === 'admin') return [{ platform: name }]
  if (name === 'brands') return BRAND_IDS.map((brand) => ({ platform: 'weapp', brand }))
  throw new Error(`未知构建目标 ${name}（可选 h5、weapp、brands、admin）`)
}

async function main(): Promise<void> {
  for (const name of process.argv.length > 2 ? process.argv.slice(2) : ['h5']) {
    // The brands are many small builds of one platform: two at a time on two cores.
    if (name === 'brands') await ensureBuilds(targets(name))
    else for (const target of targets(name)) ensureBuild(target)
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message)
  process.exitCode = 1
})
