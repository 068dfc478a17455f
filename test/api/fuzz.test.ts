/**
 * The bounded CI slice of the route fuzzer (test/reliability/fuzzRoutes.ts): every /api route of
 * the OpenAPI document, a few generated requests per route and role with a fixed seed. No 5xx, no
 * hang, every error `{detail, code}` with a catalogue status, and a visitor on a login-only route
 * 401 whatever the input. `npm run reliability` runs the same with FUZZ_RUNS=200 and writes the
 * figures to docs/reliability.md (FUZZ_REPORT names the JSON file it reads them from). FUZZ_ONLY
 * (a regular expression over "METHOD /path") narrows the run to some routes.
 */
import fs from 'fs'
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { issueAccessToken } from '../../server/plugins/auth'
import { figuresTable, fuzzRoutes, type Role } from '../reliability/fuzzRoutes'
import { signedInject } from './helpers'
import { appForFile, memberOf, type Member } from './support/accounts'

const RUNS = Number(process.env.FUZZ_RUNS ?? 3)
const SEED = Number(process.env.FUZZ_SEED ?? 29)

// Rate limits off: they have their own test, and would answer most of the fuzzer's requests with
// 429 before the route is reached. FUZZ_LOG=error prints the server's log of each 500 (its stack).
const t = appForFile({ env: { LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent', RATE_LIMITS: 'off' } })
const phones: Record<Exclude<Role, 'visitor'>, string> = { user: '13922900001', staff: '13922900009' }
const members: Partial<Record<Role, Member>> = {}

async function login(role: Exclude<Role, 'visitor'>): Promise<void> {
  // The fuzzer's own send_code requests may have used up the code limits: a day later they are clear.
  const member = await memberOf(t, phones[role]).catch(() => {
    t.clock.now += 86_400_000
    return memberOf(t, phones[role])
  })
  if (role === 'staff') await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, member.id))
  members[role] = member
}

/**
 * A new token for a role whose session a fuzzed route ended (logout, phone rebind, staff flag
 * taken away): issued directly, since the SMS login's own rate limits would soon refuse the
 * fuzzer; a new login only when the account itself is gone.
 */
async function renew(role: Exclude<Role, 'visitor'>): Promise<void> {
  const member = members[role]
  const [row] = member ? await t.database.db.select().from(users).where(eq(users.id, member.id)) : []
  if (!member || !row || row.phone !== phones[role]) return login(role)
  if (role === 'staff') await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, member.id))
  member.access = await issueAccessToken(t.config, row)
}

beforeAll(async () => {
  await login('user')
  await login('staff')
})

test(
  `every /api route: ${RUNS} generated requests per route and role, no 5xx, errors from the catalogue, 401 before input`,
  async () => {
    const figures = await fuzzRoutes(
      t.app,
      {
        token: (role) => (role === 'visitor' ? null : (members[role]?.access ?? null)),
        renew: (role) => (role === 'visitor' ? Promise.resolve() : renew(role)),
        // Staff routes act on ids, the user's among them: the user may have been made staff.
        prepare: async (role) => {
          const member = role === 'visitor' ? undefined : members[role]
          if (member)
            await t.database.db
              .update(users)
              .set({ isStaff: role === 'staff' })
              .where(eq(users.id, member.id))
        }
      },
      { seed: SEED, runs: RUNS, shrink: true, only: process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined }
    )
    const total = figures.reduce((n, row) => n + row.requests, 0)
    console.log(`fuzz: ${figures.length} route × role, ${total} requests (seed ${SEED})\n${figuresTable(figures)}`)
    if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ seed: SEED, runs: RUNS, figures }, null, 1))
    expect(figures.filter((row) => row.problem).map((row) => `${row.route} (${row.role}): ${row.problem}`)).toEqual([])
    expect(figures.length).toBeGreaterThan(50)
    // About 5 ms a request on PGlite: the full count (npm run reliability) needs far more than the slice.
  },
  120_000 + RUNS * 20_000
)

/** Requests the fuzzer found answering 500 (or outside the catalogue), kept as fixed cases. */
test('the inputs the fuzzer found are refused in the catalogue, before they reach a query', async () => {
  const user = () => members.user?.access
  const cases: { name: string; method: 'GET' | 'PUT' | 'POST'; url: string; body?: object; access?: () => string | undefined; status: number }[] = [
    // An alias table indexed by the user's text: '__proto__' named Object.prototype (TypeError).
    { name: 'search q=__proto__', method: 'GET', url: '/api/edu/university/?q=__proto__', status: 200 },
    // "1e999" coerced to Infinity passed ajv's integer check, and the database refused it.
    { name: 'id 1e999', method: 'GET', url: '/api/forum/votes/1e999/', status: 400 },
    { name: 'id -1e999', method: 'GET', url: '/api/edu/oneone/-1e999/', status: 400 },
    // A filter id past any bigint.
    { name: 'audit staff_id 1e308', method: 'GET', url: '/api/admin/audit/?staff_id=1e%2B308', access: () => members.staff?.access, status: 400 },
    // A page past any bigint offset.
    { name: 'page 1e308', method: 'GET', url: '/api/edu/writing/prompts/?page=1e%2B308', status: 400 },
    // NUL: no text column holds it.
    { name: 'NUL in a query', method: 'GET', url: '/api/edu/profession/?category=%00', status: 400 },
    { name: 'NUL in a body', method: 'POST', url: '/api/edu/checkin/', body: { note: 'a\u0000b' }, access: user, status: 400 },
    // A lone surrogate (valid JSON, not Unicode text): PGlite refused the insert.
    { name: 'lone surrogate in a body', method: 'POST', url: '/api/edu/checkin/', body: { note: '&\udfff' }, access: user, status: 400 },
    // A revision whose + 1 no integer column holds.
    { name: 'revision 2^31-1', method: 'PUT', url: '/api/edu/writing/drafts/1/', body: { title: 't', body: '', revision: 2147483647 }, access: user, status: 400 },
    // Fastify's own answers (a URL that is not UTF-8, a path parameter past the router's limit) had their own shape and 414.
    { name: 'bad percent-encoding', method: 'GET', url: '/api/forum/circles/%FF/', status: 400 },
    { name: 'long path parameter', method: 'GET', url: `/api/forum/circles/${'x'.repeat(300)}/`, status: 400 },
    // The issue's example: a visitor is refused for who they are before what they sent.
    { name: 'visitor, no confirm', method: 'GET', url: '/api/user/delete/', status: 401 }
  ]
  const answered = []
  for (const c of cases) {
    const access = c.access?.()
    const res = await signedInject(t.app, { method: c.method, url: c.url, payload: c.body, headers: access ? { authorization: `Bearer ${access}` } : {} })
    const body = res.json()
    answered.push({ name: c.name, status: res.statusCode, shaped: res.statusCode < 400 || (typeof body.detail === 'string' && typeof body.code === 'string') })
  }
  expect(answered).toEqual(cases.map((c) => ({ name: c.name, status: c.status, shaped: true })))
})
