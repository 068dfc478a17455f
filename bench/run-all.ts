/**
 * npm run bench: runs every bench/*.ts (except this file) one after another, each in its own process.
 * A bench skipped for want of ../shared's data (it said so) does not fail the run.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { SKIPPED_EXIT_CODE } from '../test/support/shared'

const benches = readdirSync(__dirname)
  .filter((f) => f.endsWith('.ts') && f !== 'run-all.ts')
  .sort()
let failed = 0
for (const file of benches) {
  console.log(`\n# ${file}`)
  const res = spawnSync(join(__dirname, '..', 'node_modules', '.bin', 'tsx'), [join(__dirname, file)], { stdio: 'inherit' })
  if (res.status !== 0 && res.status !== SKIPPED_EXIT_CODE) failed += 1
}
process.exitCode = failed > 0 ? 1 : 0
