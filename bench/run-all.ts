/** npm run bench: runs every bench/*.ts (except this file) one after another, each in its own process. */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const benches = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && f !== 'run-all.ts').sort()
let failed = 0
for (const file of benches) {
  console.log(`\n# ${file}`)
  const res = spawnSync(join(__dirname, '..', 'node_modules', '.bin', 'tsx'), [join(__dirname, file)], { stdio: 'inherit' })
  if (res.status !== 0) failed += 1
}
process.exitCode = failed > 0 ? 1 : 0
