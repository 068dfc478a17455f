/**
 * npm run size: prints the size report of dist/ as JSON; exits 1 when a budget is passed.
 * npm run size -- --report: also a Markdown table of what the H5 entry route's JS is made of
 * (scripts/lib/bundleReport.ts).
 */
import { resolve } from 'node:path'
import { breakdownTable, entryBreakdown, readBundleReport } from './lib/bundleReport'
import { measureAll } from './lib/measureSize'

try {
  const dist = resolve(__dirname, '..', 'dist')
  const report = measureAll(dist)
  console.log(JSON.stringify(report, null, 2))
  if (process.argv.includes('--report')) {
    const rows = entryBreakdown(readBundleReport(dist), report.h5.files)
    console.log(`\nH5 entry route ${report.h5.entryRoute}: ${report.h5.entryJsGzip} B gzip in ${report.h5.files.length} files\n`)
    console.log(breakdownTable(rows, report.h5.entryJsGzip))
  }
  process.exitCode = report.overBudget.length > 0 ? 1 : 0
} catch (err) {
  console.error((err as Error).message)
  process.exitCode = 1
}
