/** npm run size: prints the size report of dist/ as JSON; exits 1 when a budget is passed. */
import { resolve } from 'node:path'
import { measureAll } from './lib/measureSize'

try {
  const report = measureAll(resolve(__dirname, '..', 'dist'))
  console.log(JSON.stringify(report, null, 2))
  process.exitCode = report.overBudget.length > 0 ? 1 : 0
} catch (err) {
  console.error((err as Error).message)
  process.exitCode = 1
}
