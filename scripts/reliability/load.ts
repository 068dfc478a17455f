/**
 * The load part of `npm run reliability`: bench/load.ts (autocannon against the real server, the
 * signed and authenticated API, and a bare Fastify hello-world in the same run) for 5 s per row on
 * PGlite and on a throw-away PostgreSQL (scripts/with-postgres.sh; or DATABASE_URL's server) in a full run, 1 s on PGlite in
 * a quick one. A problem: an answer that was not 2xx, or a connection error. The ratio mix / bare
 * is reported against its goal (≥ 0.25), not judged: on a shared machine it moves from run to run.
 */
import type { LoadReport } from '../../bench/load'
import { loadTable } from '../../bench/load'
import { runJestReport, today } from './jestReport'

/**
 * The same bench before the changes of issue 29's load part, measured on 2026-11-27 in turns with
 * the changed server (3 s per row; PGlite: 4 runs, PostgreSQL: 2): req/s and p99 ms, ranges over the
 * runs. The mix row is the one run with the mix as it is now (every read in turn).
 */
const BEFORE = [
  '| route | PGlite req/s | PGlite p99 ms | PostgreSQL req/s | PostgreSQL p99 ms |',
  '| --- | ---: | ---: | ---: | ---: |',
  '| bare Fastify hello-world | 26,913–48,892 | 0–3 | 36,162–71,357 | 0–2 |',
  '| GET forum feed | 137–263 | 83–304 | 581–619 | 78–94 |',
  '| GET university search (大学, 北京) | 306–418 | 86–156 | 567–697 | 54–106 |',
  '| GET university detail | 4,463–7,656 | 6–15 | 6,041–6,189 | 5 |',
  '| GET config | 3,613–6,230 | 4–11 | 6,197–6,720 | 5–6 |',
  '| POST user data (core) | 364–491 | 36–101 | 1,207–1,387 | 13–22 |',
  '| POST form save | 530–654 | 31–103 | 1,521–1,555 | 18–25 |',
  '| POST forum topic | 97–186 | 104–463 | 396–505 | 108–138 |',
  '| POST cloud upload grant | 156–224 | 99–271 | 370–432 | 46–47 |',
  '| mix (90 % reads, 10 % writes) | 382 | 102 | 983 | 85 |',
  '',
  'mix / bare Fastify before: PGlite 0.012, PostgreSQL 0.027. The run after it, in turn: PGlite mix 697 req/s (p99 30 ms; ratio 0.010, the bare server having found the machine idle at 72,978 req/s), PostgreSQL mix 1,625 req/s (p99 34 ms, ratio 0.044). Over three earlier pairs of turns (a mix that gave the feed a smaller share) the mix gained 21–30 % and the university search 1.6–2×.'
].join('\n')

export async function loadSection(options: { full: boolean }): Promise<{ body: string; ok: boolean }> {
  const seconds = options.full ? 5 : 1
  const { report, ok } = runJestReport<LoadReport>({
    testPath: 'bench/load.ts',
    reportVar: 'LOAD_REPORT',
    command: options.full
      ? ['bash', 'scripts/with-postgres.sh', 'npx', 'tsx', 'bench/load.ts', '--seconds', String(seconds), '--pg']
      : ['tsx', 'bench/load.ts', '--seconds', String(seconds)]
  })
  if (!report) return { body: '## Load\n\nThe load bench wrote no figures (see its output).', ok: false }
  const failed = report.databases.flatMap((db) =>
    [db.bare, ...db.routes, ...(db.mix ? [db.mix] : [])].filter((row) => row.errors > 0 || Object.keys(row.non_2xx).length > 0)
  )
  const lines = [
    '## Load',
    '',
    `${today()}, bench/load.ts: autocannon on 127.0.0.1, ${report.connections} connections, ${report.seconds} s per row, the server (server/main.ts, demo data, RATE_LIMITS=off, LOG_LEVEL info) in a process of its own; every request signed (core/sign.ts) with a timestamp of its own and the Bearer token of a logged-in user. The mix: feed, university search, university detail, config, user data in turn, and every tenth request a write (form save, forum topic, cloud upload grant). The machine (2 cores) is shared, so absolute figures move between runs; the ratio to the bare Fastify hello-world of the same run is the figure.`,
    '',
    ...report.databases.flatMap((db) => [`### ${db.db === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, '', loadTable(db), '']),
    `Answers that were not 2xx, and connection errors: **${failed.length === 0 ? 0 : failed.map((row) => row.name).join(', ')}**.`,
    '',
    'Before the token-version cache, the node HMAC, the search matches cache and the lock-free search history (docs/server.md "Performance"):',
    '',
    BEFORE
  ]
  return { body: lines.join('\n'), ok: ok && failed.length === 0 }
}
