/**
 * Secrets never logged, phones masked, over the whole suite (issue 29): scripts/test.sh runs jest with
 * SUITE_LOG_DIR, where every server a test starts writes its log at info (test/support/logLeaks.ts
 * suiteLog), then this step greps every file with the rules of test/support/logLeaks.ts (tokens,
 * Bearer values, signatures and page tokens, SMS codes, full mobile numbers). It prints how many
 * files, lines and bytes it read and each leak it found (at most 20), and exits 1 on a leak.
 * Without any log file (no test started a server) it exits 75, "skipped" for scripts/test.sh.
 *
 * npx tsx scripts/check-suite-logs.ts [dir]   (default: $SUITE_LOG_DIR)
 */
import fs from 'node:fs'
import path from 'node:path'
import { scanLogs } from '../test/support/logLeaks'

const SKIPPED = 75
const SHOWN = 20

export interface SuiteLogCheck {
  files: number
  lines: number
  bytes: number
  /** "file: what: line" per leak. */
  leaks: string[]
}

/** Scans every .log file of `dir`. */
export function checkSuiteLogs(dir: string): SuiteLogCheck {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.log')) : []
  const check: SuiteLogCheck = { files: files.length, lines: 0, bytes: 0, leaks: [] }
  for (const file of files.sort()) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8')
    check.bytes += Buffer.byteLength(text)
    const scan = scanLogs(text)
    check.lines += scan.logLines.length
    check.leaks.push(...scan.leaks.map((leak) => `${file}: ${leak.slice(0, 400)}`))
  }
  return check
}

function main(): number {
  const dir = process.argv[2] ?? process.env.SUITE_LOG_DIR
  if (!dir) {
    console.error('用法: check-suite-logs.ts <日志目录>（或设置 SUITE_LOG_DIR）')
    return 2
  }
  const { files, lines, bytes, leaks } = checkSuiteLogs(dir)
  if (files === 0) {
    console.log(`suite logs: no log file in ${dir} (no test started a server): skipped`)
    return SKIPPED
  }
  console.log(`suite logs: ${files} files, ${lines} lines, ${(bytes / 1e6).toFixed(1)} MB read; ${leaks.length} leaks`)
  for (const leak of leaks.slice(0, SHOWN)) console.log(`  ${leak}`)
  if (leaks.length > SHOWN) console.log(`  … and ${leaks.length - SHOWN} more`)
  return leaks.length === 0 ? 0 : 1
}

if (require.main === module) process.exitCode = main()
