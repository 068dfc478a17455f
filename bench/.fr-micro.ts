import { eq, asc, sql, getTableColumns } from 'drizzle-orm'
import { openDatabase } from '../server/db/open'
import { users, educationEntries } from '../server/db/schema'
import { findByPhone, userCore, educationOf } from '../server/services/users'

async function time(name: string, n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn()
  const t = process.hrtime.bigint()
  for (let i = 0; i < n; i++) await fn()
  console.log(name, (Number(process.hrtime.bigint() - t) / 1e6 / n).toFixed(3), 'ms')
}

async function main() {
  const database = await openDatabase({ dataDir: '', databaseUrl: null }, { memory: true })
  await database.migrate()
  const db = database.db
  const [u] = await db.insert(users).values({ phone: '13900009000', username: 'x' }).returning()
  await db.insert(educationEntries).values({ userId: u.id, school: 'a', stage: 'high', startYear: 2020, endYear: 2023, position: 0 } as never)
  const ctx = { apiPrefix: '', now: Date.now() }
  await time('userCore', 2000, () => userCore(db, u.id, ctx))
  await time('findById *', 2000, () => db.select().from(users).where(eq(users.id, u.id)))
  await time('select id', 2000, () => db.select({ id: users.id }).from(users).where(eq(users.id, u.id)))
  await time('educationOf', 2000, () => educationOf(db, u.id))
  await time('raw select 1', 2000, () => database.db.execute(sql`select 1`))
  await time('joined', 2000, () =>
    db
      .select({ ...getTableColumns(users), education: sql`(select coalesce(json_agg(e order by e.position), '[]') from ${educationEntries} e where e.user_id = ${users.id})` })
      .from(users)
      .where(eq(users.id, u.id))
  )
  const prepared = db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('u_by_id')
  await time('prepared *', 2000, () => prepared.execute({ id: u.id }))
  await database.close()
}

async function main2() {
  const database = await openDatabase({ dataDir: '', databaseUrl: null }, { memory: true })
  await database.migrate()
  const db = database.db
  const [u] = await db.insert(users).values({ phone: '13900009000', username: 'x' }).returning()
  await db.insert(educationEntries).values({ userId: u.id, school: 'a', stage: 'high', startYear: 2020, endYear: 2023, position: 0 } as never)
  const { wxSessionKey, passwordHash, collections, searchHistory, inviteCode, invitedBy, invitedAt, isDemo, forumMutedUntil, wxOpenid, wxUnionid, tokenVersion, createdAt, invitedCount, ...cols } = getTableColumns(users)
  const e = educationEntries
  const edu = sql`(select coalesce(json_agg(json_build_object('id', ${e.id}, 'school', ${e.school}, 'stage', ${e.stage}, 'start_year', ${e.startYear}, 'end_year', ${e.endYear}) order by ${e.position}), '[]'::json) from ${e} where ${e.userId} = ${users.id})`
  const q = () => db.select({ ...cols, education: edu }).from(users).where(eq(users.id, u.id))
  console.log(JSON.stringify(await q()))
  await time('narrow joined', 2000, q)
  const p = db.select({ ...cols, education: edu }).from(users).where(eq(users.id, sql.placeholder('id'))).prepare('core')
  await time('narrow joined prepared', 2000, () => p.execute({ id: u.id }))
  const p2 = db.select(cols).from(users).where(eq(users.id, sql.placeholder('id'))).prepare('core2')
  await time('narrow prepared no edu', 2000, () => p2.execute({ id: u.id }))
  await database.close()
}
main2()
