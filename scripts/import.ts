/**
 * `npm run import -- <file or folder> [...] [--source "<label>"] [--aliases aliases.csv]`: loads 一分一段,
 * 批次线, 录取分数线 and 招生计划 CSV files (recognised by their header) and the ministry's institution
 * list (.json) into the database of DATA_DIR / DATABASE_URL (server/seed/importFiles.ts;
 * docs/data-formats.md). `--aliases` (repeatable) first loads a user's own institution names
 * (server/seed/importAliases.ts), so the files after it are matched with them.
 *
 * Progress on stderr (a bar on a terminal, plain lines otherwise); the summary on stdout: per file
 * and group added / updated / unchanged / rows, then the rejected lines with their reasons, then the
 * names that matched no institution of the list (kept as 未匹配院校库) with their rows and units. Exit code: 0 all loaded, 1 something was rejected,
 * 2 misuse (no path, a missing file, a bad option), 3 the database could not be opened (the embedded
 * one is in use by a running server: PGlite is single-user).
 * An empty database first gets the shipped institution list, as at server start-up.
 */
import fs from 'fs'
import path from 'path'
import type { Database } from '../server/db/open'
import { ImportUsageError, expandPaths, importPaths, type FileReport, type ImportProgress } from '../server/seed/importFiles'
import { importAliasesCsv } from '../server/seed/importAliases'
import { OUTCOME_LABELS, formatAliasSummary, formatSummary, groupName } from '../server/seed/importSummary'
import { seedInstitutionsIfEmpty } from '../server/seed/seedAll'
import { openCliDatabase } from './lib/cliDatabase'

const USAGE = `用法 / usage: npm run import -- <文件或文件夹> [...] [--source "<来源标签>"] [--aliases <别名.csv>]
  文件夹：导入其中全部 *.csv（按文件名排序）；CSV 按表头识别（一分一段、批次线、录取分数线、招生计划），.json 为教育部院校名单。
  --source：数据来源标签，默认「导入数据（仅供参考）」；导入的数据不会标为官方数据。
  --aliases：先导入院校别名（表头 alias,name[,province]：别名、教育部名单中的校名、适用省份，留空为所有省份），可重复。
  数据库：DATA_DIR（内嵌 PGlite，须先停止服务）或 DATABASE_URL（PostgreSQL，服务运行时也可导入）。`

interface Args {
  paths: string[]
  source?: string
  aliases: string[]
}

function parseArgs(argv: string[]): Args {
  const paths: string[] = []
  const aliases: string[] = []
  let source: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '-h' || arg === '--help') {
      console.log(USAGE)
      process.exit(0)
    } else if (arg === '--source') {
      if (argv[i + 1] === undefined) throw new ImportUsageError('--source 需要一个来源标签 / --source needs a label')
      source = argv[++i]
    } else if (arg.startsWith('--source=')) source = arg.slice('--source='.length)
    else if (arg === '--aliases') {
      if (argv[i + 1] === undefined) throw new ImportUsageError('--aliases 需要一个 CSV 文件 / --aliases needs a file')
      aliases.push(argv[++i])
    } else if (arg.startsWith('--aliases=')) aliases.push(arg.slice('--aliases='.length))
    else if (arg.startsWith('--')) throw new ImportUsageError(`未知选项 / unknown option: ${arg}`)
    else paths.push(arg)
  }
  return { paths, source, aliases }
}

function progressPrinter(): { onProgress(p: ImportProgress): void; end(): void } {
  const tty = process.stderr.isTTY === true
  let drawn = false
  return {
    onProgress(p) {
      const text = `${p.done}/${p.total} ${groupName(p.key)}`
      if (tty) {
        const filled = p.total ? Math.round((p.done / p.total) * 20) : 20
        process.stderr.write(`\r\x1b[2K[${'#'.repeat(filled)}${'.'.repeat(20 - filled)}] ${text} ${OUTCOME_LABELS[p.outcome]}`)
        drawn = true
      } else process.stderr.write(`[${text}] ${OUTCOME_LABELS[p.outcome]} ${p.rows} 行 · ${path.basename(p.file)}\n`)
    },
    end() {
      if (drawn) process.stderr.write('\n')
    }
  }
}

const LOCKED_HELP =
  '导入失败：内嵌数据库（PGlite）同一时间只允许一个进程使用，而服务正在运行。\n' +
  '请先停止服务（在运行 npm start 的终端按 Ctrl+C），再执行导入，完成后重新 npm start；\n' +
  '或改用 PostgreSQL（设置 DATABASE_URL），服务运行时也可导入，服务的缓存在一分钟内刷新。'

/** The aliases files' summary (stdout); true when one was rejected. */
async function importAliasFiles(database: Database, files: readonly string[]): Promise<boolean> {
  let failed = false
  for (const file of files) {
    const report = await importAliasesCsv(database, fs.readFileSync(file, 'utf8'))
    console.log(formatAliasSummary(file, report))
    failed ||= report.rejected.length > 0
  }
  return failed
}

async function main(): Promise<number> {
  let args: Args
  try {
    args = parseArgs(process.argv.slice(2))
    for (const file of args.aliases) if (!fs.existsSync(file)) throw new ImportUsageError(`找不到文件 / not found: ${file}`)
    if (args.paths.length || !args.aliases.length) expandPaths(args.paths)
  } catch (error) {
    if (!(error instanceof ImportUsageError)) throw error
    console.error(`${error.message}\n\n${USAGE}`)
    return 2
  }
  const database = await openCliDatabase(LOCKED_HELP)
  if (!database) return 3
  try {
    await database.migrate()
    // As at server start-up: the shipped institution list on an empty database, so that lines and
    // plans are matched to institutions even when imported before the first start.
    const log = { info: (m: string) => console.error(m), warn: (m: string) => console.error(m) }
    await seedInstitutionsIfEmpty(database, log)
    const aliasesFailed = await importAliasFiles(database, args.aliases)
    if (!args.paths.length) return aliasesFailed ? 1 : 0
    const progress = progressPrinter()
    let reports: FileReport[]
    try {
      reports = await importPaths(database, args.paths, { source: args.source, onProgress: progress.onProgress })
    } catch (error) {
      progress.end()
      if (!(error instanceof ImportUsageError)) throw error
      console.error(`${error.message}\n\n${USAGE}`)
      return 2
    }
    progress.end()
    console.log(formatSummary(reports))
    return aliasesFailed || reports.some((r) => r.rejected.length > 0) ? 1 : 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
