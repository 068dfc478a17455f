/**
 * The "Faults and backups" part of `npm run reliability` (issue 29): the kill -9 runs of
 * test/api/faults.test.ts (FAULT_ROUNDS kill points per kind, FAULT_REPORT the figures), the backup
 * round trip (test/api/backup.test.ts) and, on PostgreSQL, the unreachable database
 * (test/api/db-unavailable.test.ts).
 * - Not full: CI's slice, one kill point per kind on PGlite, and the backup round trip.
 * - Full: FULL_ROUNDS kill points per kind on PGlite and on a throw-away PostgreSQL
 *   (scripts/test-pg.sh), and the 503 test there.
 */
import type { FaultKind, FaultReport, FaultRun } from '../../test/api/faults.test'
import { runJestReport, today } from './jestReport'

const FULL_ROUNDS = 8
const KINDS: FaultKind[] = ['upload', 'payment', 'form', 'import', 'import-cli']

interface DatabaseRun {
  database: 'PGlite' | 'PostgreSQL'
  report: FaultReport | null
  ok: boolean
  extra: { name: string; ok: boolean }[]
}

const pgCommand = (testPath: string) => ['bash', 'scripts/test-pg.sh', '--testPathPattern', testPath]

function runFaults(database: DatabaseRun['database'], rounds: number): Pick<DatabaseRun, 'report' | 'ok'> {
  const testPath = 'test/api/faults.test.ts'
  return runJestReport<FaultReport>({
    testPath,
    reportVar: 'FAULT_REPORT',
    env: { FAULT_ROUNDS: String(rounds) },
    ...(database === 'PostgreSQL' ? { command: pgCommand(testPath) } : {})
  })
}

/** A test file that writes no figures: passed or not. */
function passes(testPath: string, postgres: boolean): boolean {
  return runJestReport<never>({ testPath, reportVar: 'UNUSED_REPORT', ...(postgres ? { command: pgCommand(testPath) } : {}) }).ok
}

const sum = (runs: FaultRun[], key: 'answered' | 'cut' | 'lost' | 'halfWritten') => runs.reduce((n, run) => n + run[key], 0)

function table(run: DatabaseRun): string[] {
  if (!run.report) return [`${run.database}: the fault run wrote no figures (it failed before its end; see its output).`]
  const lines = [
    `### ${run.database}`,
    '',
    '| kind | kill points (ms after the traffic started; import-cli: after its first table) | answered before the kill | cut off | lost | half-written | after the restart |',
    '| --- | --- | --- | --- | --- | --- | --- |'
  ]
  for (const kind of KINDS) {
    const runs = run.report.runs.filter((r) => r.kind === kind)
    if (runs.length === 0) continue
    const outcomes = runs.map((r) => `${r.killAtMs} ms: ${r.outcome}`).join('; ')
    lines.push(
      `| ${kind} | ${runs.map((r) => r.killAtMs).join(', ')} | ${sum(runs, 'answered')} | ${sum(runs, 'cut')} | **${sum(runs, 'lost')}** | **${sum(runs, 'halfWritten')}** | ${outcomes} |`
    )
  }
  // import-cli kills the command, not the server: no restart to time.
  const restarts = run.report.runs.filter((r) => r.kind !== 'import-cli').map((r) => r.restartMs)
  lines.push('', `Server restarts: ${restarts.length}, ${Math.min(...restarts)}–${Math.max(...restarts)} ms until healthy.`)
  for (const { name, ok } of run.extra) lines.push(`${name}: ${ok ? 'passed' : '**failed**'}.`)
  return lines
}

export async function faultsSection(options: { full: boolean }): Promise<{ body: string; ok: boolean }> {
  const rounds = options.full ? FULL_ROUNDS : 1
  const runs: DatabaseRun[] = [
    {
      database: 'PGlite',
      ...runFaults('PGlite', rounds),
      extra: [
        {
          name: 'Backup round trip while the server runs, and a restore killed -9 midway that nothing opens until it is run again (test/api/backup.test.ts)',
          ok: passes('test/api/backup.test.ts', false)
        }
      ]
    }
  ]
  if (options.full)
    runs.push({
      database: 'PostgreSQL',
      ...runFaults('PostgreSQL', rounds),
      extra: [
        {
          name: 'Unreachable database: 503 database_unavailable, then recovery without a restart (test/api/db-unavailable.test.ts)',
          ok: passes('test/api/db-unavailable.test.ts', true)
        }
      ]
    })
  const all = runs.flatMap((r) => r.report?.runs ?? [])
  const ok = runs.every((r) => r.ok && r.report !== null && r.extra.every((e) => e.ok))
  const body = [
    '## Faults and backups',
    '',
    `${today()}, ${rounds} kill point${rounds === 1 ? '' : 's'} per kind on ${runs.map((r) => r.database).join(' and ')} (test/api/faults.test.ts; CI runs one per kind).` +
      ' The server process is killed with SIGKILL while the kind’s traffic runs, started again on the same DATA_DIR and database, and checked through the API and then on the database itself.',
    '',
    '- upload: a file is listed with the md5 of the bytes it downloads, or absent; the quota counts exactly the listed files.',
    '- payment: an order whose confirmation was answered is paid; the provider’s repeated confirmation after the restart never grants twice; every order is paid once with its grant and its buyer’s membership, or not at all (pending, with neither).',
    '- form: every save answered 200 is there (that version or later); every form is one whole save.',
    '- import (the console’s, in the server): the job is done with every table of its file, or failed with none; never left running.',
    '- import-cli (`npm run import`, killed after its first table; one transaction per table): every table whole or absent, all of them when the command had finished.',
    '',
    `- Kills: ${all.length}. Operations answered before a kill: ${sum(all, 'answered')}; cut off by it: ${sum(all, 'cut')}.`,
    `- Lost records: **${sum(all, 'lost')}**. Half-written records: **${sum(all, 'halfWritten')}**.`,
    '',
    ...runs.flatMap((r) => [...table(r), ''])
  ]
  return { body: body.join('\n'), ok: ok && sum(all, 'lost') === 0 && sum(all, 'halfWritten') === 0 }
}
