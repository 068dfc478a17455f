/**
 * The access matrix (test/reliability/accessMatrix.ts): every /api operation of the OpenAPI
 * document as a visitor, user A, user B, a VIP and staff, one request each, and 0 statuses other
 * than the route's declared door calls for. ACCESS_MATRIX_REPORT names a JSON file for the figures
 * (`npm run reliability`); ACCESS_ONLY (a regular expression over "METHOD /path") narrows the run.
 */
import fs from 'fs'
import { eq, inArray } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { issueAccessToken } from '../../server/plugins/auth'
import { MATRIX_ROLES, matrixFigures, matrixMarkdown, type MatrixRole } from '../reliability/accessFigures'
import { runMatrix } from '../reliability/accessMatrix'
import { appForFile, memberOf, type Member } from './support/accounts'

const SEED = Number(process.env.ACCESS_SEED ?? 29)
// Rate limits off: the matrix sends every route's request five times from one address.
const t = appForFile({ env: { LOG_LEVEL: 'silent', RATE_LIMITS: 'off' } })
const PHONES: Record<Exclude<MatrixRole, 'visitor'>, string> = { userA: '13929100001', userB: '13929100002', vip: '13929100003', staff: '13929100009' }
const members: Partial<Record<MatrixRole, Member>> = {}

/** Gives the VIP 30 days of membership and staff its flag, and takes both from the others. */
async function prepare(): Promise<void> {
  const ids = (roles: MatrixRole[]) => roles.map((role) => members[role]?.id ?? 0)
  const db = t.database.db
  await db
    .update(users)
    .set({ isStaff: false, vipDateEnd: null })
    .where(inArray(users.id, ids(['userA', 'userB', 'vip'])))
  await db
    .update(users)
    .set({ vipDateEnd: new Date(t.clock.now + 30 * 86_400_000) })
    .where(eq(users.id, members.vip?.id ?? 0))
  await db
    .update(users)
    .set({ isStaff: true })
    .where(eq(users.id, members.staff?.id ?? 0))
}

/** A token issued directly (the SMS login has its own limits); a new login only when the account is gone. */
async function renew(role: MatrixRole): Promise<void> {
  if (role === 'visitor') return
  const member = members[role]
  const [row] = member ? await t.database.db.select().from(users).where(eq(users.id, member.id)) : []
  if (row?.phone === PHONES[role]) member!.access = await issueAccessToken(t.config, row)
  else members[role] = await memberOf(t, PHONES[role])
}

beforeAll(async () => {
  for (const role of MATRIX_ROLES) if (role !== 'visitor') members[role] = await memberOf(t, PHONES[role])
})

test('every /api operation × visitor, user A, user B, VIP, staff: the declared door, 0 unexpected statuses', async () => {
  const cells = await runMatrix(
    t.app,
    { token: (role) => members[role]?.access ?? null, renew, prepare },
    { seed: SEED, only: process.env.ACCESS_ONLY ? new RegExp(process.env.ACCESS_ONLY) : undefined }
  )
  const figures = matrixFigures(cells)
  console.log(`access matrix (seed ${SEED}):\n${matrixMarkdown(figures)}`)
  if (process.env.ACCESS_MATRIX_REPORT) fs.writeFileSync(process.env.ACCESS_MATRIX_REPORT, JSON.stringify({ seed: SEED, figures, cells }, null, 1))
  expect(figures.unexpected.map((cell) => `${cell.route} as ${cell.role} (${cell.door}): ${cell.unexpected}`)).toEqual([])
  // Every door is present: a matrix that lost one would pass by having nothing to check.
  expect(Object.keys(figures.byDoor).sort()).toEqual(['login', 'public', 'staff', 'vip-feature'])
}, 120_000)
