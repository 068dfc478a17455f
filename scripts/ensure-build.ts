/** npx tsx scripts/ensure-build.ts h5 weapp — builds each named platform only when missing or stale. */
import { ensureBuild, type Platform } from './lib/ensureBuild'

const platforms = process.argv.slice(2) as Platform[]
try {
  for (const p of platforms.length ? platforms : (['h5'] as Platform[])) {
    if (p !== 'h5' && p !== 'weapp') throw new Error(`未知平台 ${p}（可选 h5、weapp）`)
    ensureBuild(p)
  }
} catch (err) {
  console.error((err as Error).message)
  process.exitCode = 1
}
