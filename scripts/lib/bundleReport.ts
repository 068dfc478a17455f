/**
 * `npm run size -- --report`: what the H5 entry route's JavaScript is made of, module by module,
 * from webpack-bundle-analyzer's JSON report of the last H5 build (config/index.ts writes it beside
 * dist/h5). Modules are grouped by package (node_modules/<name>) or by app folder (src/stores,
 * core, ...), each with its gzip bytes and share of the entry route; the gzip figures are the
 * analyzer's per-module estimates, so they add up to about, not exactly, the measured total.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUNDLE_REPORT_FILE } from '../../config/chunkManifestPlugin'

interface ReportNode {
  label: string
  path?: string
  statSize?: number
  parsedSize?: number
  gzipSize?: number
  groups?: ReportNode[]
}

export interface ReportRow {
  name: string
  parsed: number
  gzip: number
}

/** The package or app folder a module path belongs to: '@tarojs/components', 'src/stores', 'src/app.config.ts', 'core'. */
export function groupOf(modulePath: string): string {
  if (modulePath.includes(';base64,')) return 'data: URL (inlined file)'
  const path = modulePath.replace(/^\.\//, '').replace(/ \+ \d+ modules \(concatenated\).*$/, '')
  const nm = path.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  const parts = path.split('/')
  if (parts[0] === 'src' && parts.length > 1) return `src/${parts[1]}`
  return parts[0] || path
}

function leaves(node: ReportNode): ReportNode[] {
  return node.groups?.length ? node.groups.flatMap(leaves) : [node]
}

/** Rows by group for the given output files, biggest gzip first. */
export function entryBreakdown(report: ReportNode[], files: string[]): ReportRow[] {
  const wanted = new Set(files)
  const rows = new Map<string, ReportRow>()
  for (const chunk of report.filter((c) => wanted.has(c.label))) {
    for (const leaf of leaves(chunk)) {
      const name = groupOf(leaf.path ?? leaf.label)
      const row = rows.get(name) ?? { name, parsed: 0, gzip: 0 }
      row.parsed += leaf.parsedSize ?? 0
      row.gzip += leaf.gzipSize ?? 0
      rows.set(name, row)
    }
  }
  return [...rows.values()].sort((a, b) => b.gzip - a.gzip)
}

export function readBundleReport(distDir: string): ReportNode[] {
  const file = join(distDir, BUNDLE_REPORT_FILE)
  if (!existsSync(file)) throw new Error(`${file} 不存在：请先运行 npm run build:h5（生产构建会写出模块报告）`)
  return JSON.parse(readFileSync(file, 'utf8')) as ReportNode[]
}

/** A Markdown table of the rows with their share of `total` gzip bytes. */
export function breakdownTable(rows: ReportRow[], total: number): string {
  const lines = ['| module group | parsed B | gzip B | share |', '| --- | ---: | ---: | ---: |']
  for (const r of rows) lines.push(`| ${r.name} | ${r.parsed} | ${r.gzip} | ${((100 * r.gzip) / total).toFixed(1)} % |`)
  return lines.join('\n')
}
