/**
 * The input part of `npm run reliability`: test/api/input-hardening.test.ts with INPUT_FULL=1 in a
 * full run (every case on every route; CI tries the costly ones on a sample), the signature and
 * replay suite (test/api/signature-replay.test.ts), and replays across processes sharing Redis
 * (test/api/redis-shared.test.ts). Counts per kind of input case, the routes
 * covered and the 5xx answers (there must be none).
 */
import { runJestReport, today } from './jestReport'

interface InputReport {
  date: string
  kinds: Record<string, { requests: number; routes: number; fives: number; note?: string }>
}

interface SignatureReport {
  routes: string[]
  refusals: number
}

export async function inputSection(options: { full: boolean }): Promise<{ body: string; ok: boolean }> {
  const input = runJestReport<InputReport>({ testPath: 'test/api/input-hardening.test.ts', reportVar: 'INPUT_REPORT', env: options.full ? { INPUT_FULL: '1' } : {} })
  const signature = runJestReport<SignatureReport>({ testPath: 'test/api/signature-replay.test.ts', reportVar: 'SIGNATURE_REPORT' })
  // Two apps sharing one redis-server (skipped, saying so, where redis-server is not installed).
  const acrossProcesses = runJestReport<never>({ testPath: 'test/api/redis-shared.test.ts', reportVar: 'UNUSED_REPORT' })
  const lines = ['## Input, signature and replay', '']
  if (!input.report) lines.push('The input run wrote no figures (see its output).')
  else {
    const kinds = Object.entries(input.report.kinds)
    const requests = kinds.reduce((n, [, k]) => n + k.requests, 0)
    const fives = kinds.reduce((n, [, k]) => n + k.fives, 0)
    lines.push(
      `${today()}, ${options.full ? 'every case on every route' : "CI's slice (the costly cases on a sample)"} (test/api/input-hardening.test.ts, test/api/input-static.test.ts).`,
      '',
      `- Requests: ${requests}; 5xx answers: **${fives}**; the run ${input.ok ? 'passed' : '**failed**'}.`,
      '',
      '| kind of input | requests | routes | 5xx | note |',
      '| --- | --- | --- | --- | --- |',
      ...kinds.map(([kind, k]) => `| ${kind} | ${k.requests} | ${k.routes} | ${k.fives} | ${k.note ?? ''} |`)
    )
  }
  lines.push('')
  if (!signature.report) lines.push('The signature run wrote no figures (see its output).')
  else
    lines.push(
      `Signature and replay (test/api/signature-replay.test.ts): ${signature.report.refusals} replayed or tampered requests (a wrong key, a stale or future ts, a changed query or body, a replay) on ${signature.report.routes.length} routes, each 403 bad_signature; the run ${signature.ok ? 'passed' : '**failed**'}. Routes: ${signature.report.routes.map((r) => `\`${r}\``).join(', ')}.`
    )
  lines.push(
    '',
    `Across server processes (REDIS_URL; test/api/redis-shared.test.ts): a request replayed to another process sharing the Redis is refused 403 as by the first, and while Redis is down each process still refuses its own replays; the run ${acrossProcesses.ok ? 'passed' : '**failed**'}.`
  )
  const fives = input.report ? Object.values(input.report.kinds).reduce((n, k) => n + k.fives, 0) : 1
  return { body: lines.join('\n'), ok: input.ok && signature.ok && acrossProcesses.ok && fives === 0 && !!signature.report }
}
