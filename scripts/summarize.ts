/**
 * Prints the one closing line CI reads: "N passed, N failed, N skipped".
 * Arguments: jest --json result files and check files (lines "pass <name>" / "fail <name>" / "skip <name>").
 * A missing file counts as one failure, so a step that never ran cannot look green. Skipped tests
 * and steps (../shared's data absent; automator scenarios without DevTools) are neither.
 */
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`缺少结果文件 ${file}`)
    failed += 1
    continue
  }
  const text = readFileSync(file, 'utf8')
  if (file.endsWith('.json')) {
    const r = JSON.parse(text) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numRuntimeErrorTestSuites: number }
    passed += r.numPassedTests
    failed += r.numFailedTests + r.numRuntimeErrorTestSuites
    skipped += r.numPendingTests + r.numTodoTests
  } else {
    for (const line of text.split('\n')) {
      if (line.startsWith('pass ')) passed += 1
      else if (line.startsWith('fail ')) failed += 1
      else if (line.startsWith('skip ')) skipped += 1
    }
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exitCode = failed > 0 ? 1 : 0
