/**
 * The "nothing lost" part of `npm run reliability`: test/api/print-keeps-files.test.ts (the same
 * cases in CI and here; they are few and quick). A print order that may still be printed keeps its
 * files when the owner empties the trash, purges a folder or deletes the account; the bytes go once
 * the order is shipped or cancelled, and stay while a library entry still holds them
 * (services/print/heldFiles.ts, docs/print.md "Files an order keeps").
 */
import { runJestReport, today } from './jestReport'

interface KeepReport {
  date: string
  cases: { case: string; opened: boolean; released: boolean }[]
}

const yes = (value: boolean) => (value ? 'yes' : '**no**')

export async function keepSection(_options: { full: boolean }): Promise<{ body: string; ok: boolean }> {
  const run = runJestReport<KeepReport>({ testPath: 'test/api/print-keeps-files.test.ts', reportVar: 'KEEP_REPORT' })
  const lines = ['## Nothing lost: print orders keep their files', '']
  if (!run.report) return { body: [...lines, 'The run wrote no figures (see its output).'].join('\n'), ok: false }
  const cases = run.report.cases
  const lost = cases.filter((c) => !c.opened).length
  const leaked = cases.filter((c) => !c.released).length
  lines.push(
    `${today()}, PGlite, local store (test/api/print-keeps-files.test.ts; the same cases pass on PostgreSQL with \`scripts/test-pg.sh\`).`,
    '',
    `- Cases: ${cases.length}; files lost while an order held them: **${lost}**; bytes left or removed wrongly after the release: **${leaked}**; the run ${run.ok ? 'passed' : '**failed**'}.`,
    '',
    '| case | staff 打开 gave the uploaded bytes | after shipping or cancelling: bytes removed (kept when the library still holds them) |',
    '| --- | --- | --- |',
    ...cases.map((c) => `| ${c.case} | ${yes(c.opened)} | ${yes(c.released)} |`)
  )
  return { body: lines.join('\n'), ok: run.ok && lost === 0 && leaked === 0 && cases.length > 0 }
}
