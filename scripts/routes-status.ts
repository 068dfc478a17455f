/**
 * How many routes of src/routes.ts are built.
 *   npm run routes:status                 human summary and the unbuilt spec paths
 *   npm run -s routes:status -- --json    {"built": [...], "unbuilt": [...]} of spec paths, and nothing else
 * With --json stdout holds the JSON only; npm itself prints its "> script" banner first unless run
 * with -s (--silent), so pipe `npm run -s …` (or `npx tsx scripts/routes-status.ts --json`).
 */
import { ROUTES } from '../src/routes'

const built = ROUTES.filter((r) => r.built).map((r) => r.specPath)
const unbuilt = ROUTES.filter((r) => !r.built).map((r) => r.specPath)

if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ built, unbuilt })}\n`)
} else {
  console.log(`built ${built.length} of ${ROUTES.length} routes`)
  console.log(`unbuilt (${unbuilt.length}):`)
  for (const path of unbuilt) console.log(`  ${path}`)
}
