/**
 * The Access part of `npm run reliability` (issue 29): the api project's three access tests, the
 * same CI runs, each writing its figures to the file its variable names (jestReport.ts): the
 * route × role matrix (test/api/access-matrix.test.ts), IDOR (test/api/idor.test.ts) and the
 * share restrictions (test/api/share-restrictions.test.ts). `full` asks nothing more: the matrix
 * is one request per route and role and IDOR one per id-taking route, which is the whole of both.
 */
import { matrixMarkdown, type MatrixFigures } from '../../test/reliability/accessFigures'
import { runJestReport, today } from './jestReport'

interface MatrixReport {
  seed: number
  figures: MatrixFigures
}

interface IdorReport {
  kinds: number
  outcomes: { route: string; rule: string; status: number; problem: string | null }[]
}

interface ShareReport {
  checks: string[]
  held: string[]
}

function countBy<T>(items: T[], key: (item: T) => string): string {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')
}

function matrixPart(matrix: MatrixReport | null): string[] {
  if (!matrix) return ['The matrix wrote no figures (see the jest output above).']
  return [
    `Every operation of the OpenAPI document as visitor, user A, user B, VIP and staff, one request each (seed ${matrix.seed}), judged by the door the route declares: public; \`x-login-required\` (401 to a visitor); /api/admin/ (401, then 403 to a user who is not staff); \`x-vip-feature\` (login, and a non-VIP gets the VIP's status, with a preview).`,
    '',
    matrixMarkdown(matrix.figures)
  ]
}

function idorPart(idor: IdorReport | null): string[] {
  if (!idor) return ['IDOR wrote no figures (see the jest output above).']
  const routes = idor.outcomes.filter((o) => o.rule !== 'body')
  const bodies = idor.outcomes.filter((o) => o.rule === 'body')
  const problems = idor.outcomes.filter((o) => o.problem)
  return [
    `User A owns one of each of ${idor.kinds} kinds of things, made through the API. User B calls every operation of the document whose path takes an id (${routes.length}; the test's table says how to feed each, and a new one fails the test until it is in the table) with A's ids, and ${bodies.length} requests whose body names an id.`,
    '',
    `- Operations by rule: ${countBy(routes, (o) => o.rule)}.`,
    `- B's answers on A's own things: ${countBy(
      routes.filter((o) => o.rule === 'owned'),
      (o) => String(o.status)
    )}; with A's ids in a body: ${countBy(bodies, (o) => String(o.status))}.`,
    `- B read or changed A's things: **${problems.length}** (A reads them the same afterwards, or the test fails).`,
    ...problems.map((o) => `  - \`${o.route}\`: ${o.problem}`)
  ]
}

function sharePart(share: ShareReport | null): string[] {
  if (!share) return ['The share restrictions test wrote no report (see the jest output above).']
  return [
    `${share.held.length} of ${share.checks.length} checks hold:`,
    '',
    ...share.checks.map((check) => `- ${share.held.includes(check) ? 'holds' : '**fails**'}: ${check}`)
  ]
}

export async function accessSection(options: { full: boolean }): Promise<{ body: string; ok: boolean }> {
  void options.full
  const matrix = runJestReport<MatrixReport>({ testPath: 'test/api/access-matrix.test.ts', reportVar: 'ACCESS_MATRIX_REPORT' })
  const idor = runJestReport<IdorReport>({ testPath: 'test/api/idor.test.ts', reportVar: 'IDOR_REPORT' })
  const share = runJestReport<ShareReport>({ testPath: 'test/api/share-restrictions.test.ts', reportVar: 'SHARE_REPORT' })
  const body = [
    '## Access',
    '',
    `${today()}: test/api/access-matrix.test.ts, test/api/idor.test.ts and test/api/share-restrictions.test.ts, all three in CI as they are here.`,
    '',
    '### Route × role matrix',
    '',
    ...matrixPart(matrix.report),
    '',
    '### IDOR',
    '',
    ...idorPart(idor.report),
    '',
    '### A shared file’s forbid_download and forbid_print',
    '',
    ...sharePart(share.report)
  ].join('\n')
  return { body, ok: matrix.ok && idor.ok && share.ok && !!matrix.report && !!idor.report && !!share.report }
}
