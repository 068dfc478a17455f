/**
 * The import summary as text (scripts/import.ts prints it; the console's 数据导入 shows the same,
 * server/services/admin/importJobs.ts): per file and group added / updated / unchanged / rows, the
 * rejected lines with their reasons, the names that matched no institution of the list.
 */
import type { AliasImportReport } from './importAliases'
import { FILE_KIND_LABELS, type FileReport } from './importFiles'
import type { GroupOutcome } from './load'

export const OUTCOME_LABELS: Record<GroupOutcome, string> = { added: '新增', updated: '更新', unchanged: '未变' }

/** Display width: CJK and full-width characters take two columns. */
const width = (text: string) =>
  [...text].reduce((n, ch) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1), 0)
const padEnd = (text: string, n: number) => text + ' '.repeat(Math.max(0, n - width(text)))
const padStart = (text: string, n: number) => ' '.repeat(Math.max(0, n - width(text))) + text
export const groupName = (key: string) => key.split('-').join(' ')

/** The most unmatched names a file's summary lists one by one. */
const UNMATCHED_LISTED = 40

/**
 * The summary table: the CLI prints it on stdout, the console shows it with the job. `aliasHint` ends
 * the unmatched names' line: how to add aliases where the summary is read.
 */
export function formatSummary(reports: FileReport[], aliasHint = '可用 --aliases 补充别名'): string {
  const out: string[] = []
  const cols = [8, 8, 8, 10]
  const row = (name: string, cells: (string | number)[]) => `  ${padEnd(name, 22)}${cells.map((c, i) => padStart(String(c), cols[i])).join('')}`
  for (const report of reports) {
    out.push('', `文件 ${report.file}（${report.kind ? FILE_KIND_LABELS[report.kind] : report.skipped ? '已跳过' : '无法识别'}）`)
    if (report.skipped) {
      out.push(`  ${report.skipped}`)
      continue
    }
    if (report.kind) {
      out.push(row(report.kind === 'institutions' ? '院校（所）' : '省份 年份 科类', ['新增', '更新', '未变', '行数']))
      for (const g of report.groups)
        out.push(row(groupName(g.key), [g.outcome === 'added' ? 1 : 0, g.outcome === 'updated' ? 1 : 0, g.outcome === 'unchanged' ? 1 : 0, g.rows]))
      out.push(row('合计', [report.added, report.updated, report.unchanged, report.rows]))
    }
    if (report.rejected.length > 0) {
      if (report.rejectedGroups.length > 0) out.push(`  未导入：${report.rejectedGroups.map(groupName).join('、')}`)
      out.push('  拒绝的行（行号，原因）：')
      for (const r of report.rejected) out.push(`    第 ${r.line} 行：${r.reason}`)
    }
    if (report.unmatched.length > 0) {
      const units = report.unmatched.reduce((n, u) => n + u.units, 0)
      out.push(
        `  未匹配院校库：${report.unmatched.length} 个院校名称、${report.unmatchedRows} 行未匹配到教育部院校名单，已按原名称导入，参与推荐（${units} 个填报单位，标为未匹配院校库）；` +
          `${aliasHint}：`
      )
      for (const u of report.unmatched.slice(0, UNMATCHED_LISTED))
        out.push(`    ${u.province} ${u.name}${u.code ? `（院校代号 ${u.code}）` : ''}：${u.rows} 行，${u.units} 个单位`)
      if (report.unmatched.length > UNMATCHED_LISTED) out.push(`    …另有 ${report.unmatched.length - UNMATCHED_LISTED} 个名称`)
    }
  }
  const rejected = reports.reduce((n, r) => n + r.rejected.length, 0)
  const sum = (k: 'added' | 'updated' | 'unchanged') => reports.filter((r) => r.kind !== 'institutions').reduce((n, r) => n + r[k], 0)
  out.push(
    '',
    `合计 / total: ${reports.length} 个文件，新增 ${sum('added')}、更新 ${sum('updated')}、未变 ${sum('unchanged')} 组；` +
      (rejected > 0 ? `有 ${rejected} 条拒绝记录（见上），对应的组未导入。` : '没有拒绝的行。')
  )
  return out.join('\n')
}

/** An aliases file's summary (`--aliases`, or the console's 院校别名 upload). */
export function formatAliasSummary(file: string, report: AliasImportReport): string {
  const lines = [`\n文件 ${file}（院校别名）\n  新增 ${report.added}、更新 ${report.updated}、未变 ${report.unchanged}；${report.merged} 个未匹配院校已并入名单中的院校`]
  for (const r of report.rejected) lines.push(`    第 ${r.line} 行：${r.reason}`)
  return lines.join('\n')
}
