/**
 * The fuzz part of `npm run reliability`: the route fuzzer (test/reliability/fuzzRoutes.ts) through
 * test/api/fuzz.test.ts, 200 requests per route and role in a full run (CI's slice runs 3).
 * `npm run reliability -- --runs 50 --seed 7` changes the count or seed.
 */
import type { Role, RouteFigures } from '../../test/reliability/fuzzRoutes'
import { runJestReport, today } from './jestReport'

interface FuzzReport {
  seed: number
  runs: number
  figures: RouteFigures[]
}

const ROLES: Role[] = ['visitor', 'user', 'staff']

function answers(row: RouteFigures | undefined): string {
  if (!row) return '–'
  const statuses = Object.entries(row.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ')
  return `${row.requests}: ${statuses}${row.problem ? ' **problem**' : ''}`
}

function fuzzTable(report: FuzzReport, date: string): string {
  const { figures } = report
  const requests = figures.reduce((n, row) => n + row.requests, 0)
  const fives = figures.reduce((n, row) => n + Object.entries(row.statuses).reduce((m, [s, c]) => m + (Number(s) >= 500 ? c : 0), 0), 0)
  const problems = figures.filter((row) => row.problem)
  const routes = [...new Set(figures.map((row) => row.route))]
  const lines = [
    '## Fuzz',
    '',
    `${date}, seed ${report.seed}, ${report.runs} generated requests per route and role (test/reliability/fuzzRoutes.ts; CI runs 3 with seed 29).`,
    '',
    `- Routes: ${routes.length} operations of the OpenAPI document, each as a visitor and a user, /api/admin/ also as staff.`,
    `- Requests: ${requests}.`,
    `- 5xx answers: **${fives}**.`,
    `- Problems (a 5xx, no answer, an error outside the catalogue or without {detail, code}, a visitor on a login-only route not given 401): **${problems.length}**.`,
    ...problems.map((row) => `  - \`${row.route}\` (${row.role}): ${row.problem?.split('\n').join(' ')}`),
    '',
    'Requests and answers by status, per route and role:',
    '',
    '| route | visitor | user | staff |',
    '| --- | --- | --- | --- |',
    ...routes.map((route) => `| \`${route}\` | ${ROLES.map((role) => answers(figures.find((row) => row.route === route && row.role === role))).join(' | ')} |`)
  ]
  return lines.join('\n')
}

export async function fuzzSection(options: { full: boolean; runs?: number; seed?: number }): Promise<{ body: string; ok: boolean }> {
  const runs = options.runs ?? (options.full ? 200 : 3)
  const seed = options.seed ?? 29
  const { report, ok } = runJestReport<FuzzReport>({
    testPath: 'test/api/fuzz.test.ts',
    reportVar: 'FUZZ_REPORT',
    env: { FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) }
  })
  if (!report) return { body: '## Fuzz\n\nThe fuzz run wrote no figures (see its output).', ok: false }
  return { body: fuzzTable(report, today()), ok: ok && report.figures.every((row) => !row.problem) }
}
