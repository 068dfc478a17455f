/**
 * Import speed (issue 10): the four provinces of ../shared/data/gaokao-real (一分一段 + major lines;
 * third-party, read in place, never copied) into a fresh in-memory PGlite that holds the shipped
 * institution list, through importPaths (what `npm run import` runs). Prints rows, seconds and rows
 * per second per province and overall, then the time of a second import of the same files (every
 * group unchanged), and one JSON object last. Goal: all four provinces in under 60 s.
 * Prints, does not assert; exits 1 only when the pipeline breaks (a file rejected, or a second
 * import that changes something).
 *
 * Usage: npx tsx bench/import.ts [folder]   (default ../shared/data/gaokao-real)
 */
import fs from 'fs'
import path from 'path'
import { importPaths } from '../server/seed/importFiles'
import { seedInstitutionsIfEmpty } from '../server/seed/seedAll'
import { memoryDatabase, runBench } from './support/app'
import { GAOKAO_REAL_DIR, benchSkippedWithout } from '../test/support/shared'

const GOAL_S = 60
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits
const quiet = { info: () => undefined, warn: (message: string) => console.warn(message) }

async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? GAOKAO_REAL_DIR)
  // Third-party files, never in the repo: nothing to measure without them.
  if (benchSkippedWithout('import', folder)) return
  // <pinyin>-one-score-one-line.csv and <pinyin>-major-lines.csv, per province.
  const byPrefix = new Map<string, string[]>()
  for (const name of fs.readdirSync(folder).sort()) {
    const prefix = /^(.+)-(one-score-one-line|major-lines)\.csv$/.exec(name)?.[1]
    if (prefix) byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), path.join(folder, name)])
  }
  if (byPrefix.size === 0) throw new Error(`no gaokao-real files in ${folder}`)
  const database = await memoryDatabase()
  try {
    await seedInstitutionsIfEmpty(database, quiet)
    const timed = async (files: string[]) => {
      const started = process.hrtime.bigint()
      const reports = await importPaths(database, files)
      return { reports, seconds: Number(process.hrtime.bigint() - started) / 1e9 }
    }
    const provinces: Record<string, { rows: number; groups: number; seconds: number; rows_per_s: number }> = {}
    let rows = 0
    let seconds = 0
    for (const files of byPrefix.values()) {
      const run = await timed(files)
      const broken = run.reports.filter((r) => r.rejected.length > 0 || r.kind === null)
      if (broken.length) throw new Error(`rejected: ${JSON.stringify(broken.map((r) => ({ file: r.file, rejected: r.rejected.slice(0, 5) })))}`)
      const province = run.reports[0].groups[0].key.split('-')[0]
      const p = { rows: 0, groups: 0 }
      for (const report of run.reports) {
        p.rows += report.rows
        p.groups += report.groups.length
      }
      provinces[province] = { ...p, seconds: round(run.seconds, 2), rows_per_s: Math.round(p.rows / run.seconds) }
      console.log(`${province}: ${p.rows} rows in ${p.groups} groups, ${round(run.seconds, 2)} s, ${Math.round(p.rows / run.seconds)} rows/s`)
      rows += p.rows
      seconds += run.seconds
    }
    console.log(`all ${byPrefix.size} provinces: ${rows} rows in ${round(seconds, 2)} s, ${Math.round(rows / seconds)} rows/s (goal < ${GOAL_S} s)`)

    const second = await timed([...byPrefix.values()].flat())
    const changed = second.reports.filter((r) => r.added + r.updated > 0 || r.rejected.length > 0)
    if (changed.length) throw new Error(`the second import changed something: ${changed.map((r) => r.file).join(', ')}`)
    const unchanged = second.reports.reduce((n, r) => n + r.unchanged, 0)
    console.log(`second import of all files: ${unchanged} groups unchanged, ${round(second.seconds, 2)} s`)

    console.log(
      JSON.stringify({
        bench: 'import',
        rows,
        seconds: round(seconds, 2),
        rows_per_s: Math.round(rows / seconds),
        goal_s: GOAL_S,
        second_import_seconds: round(second.seconds, 2),
        provinces
      })
    )
  } finally {
    await database.close()
  }
}

runBench(main)
