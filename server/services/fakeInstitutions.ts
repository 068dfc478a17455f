/** Unaccredited institutions as reported: search by name and province, one entry with the tips. */
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { FakeInstitution, FakeInstitutionDetail, FakeInstitutionQuery } from '../../types/edu'
import type { Db } from '../db/open'
import { fakeInstitutions } from '../db/schema'
import { sourcedRows } from '../lib/dataSource'
import { contains } from '../lib/likePattern'
import { countedPage, type FoundPage } from '../lib/paginate'
import { FAKE_INSTITUTION_TIPS } from '../seed/sampleContent'

const fakeItem = (f: typeof fakeInstitutions.$inferSelect): FakeInstitution => ({
  id: f.id,
  name: f.name,
  province: f.province,
  city: f.city,
  note: f.note,
  source: f.source
})

export async function fakeInstitutionPage(db: Db, query: FakeInstitutionQuery): Promise<FoundPage<FakeInstitution>> {
  const q = query.q?.trim()
  const where = and(q ? sql`${fakeInstitutions.name} like ${contains(q)}` : undefined, query.province ? eq(fakeInstitutions.province, query.province) : undefined)
  const { count: total, rows } = await countedPage(query, db.select({ n: count() }).from(fakeInstitutions).where(where), ({ limit, offset }) =>
    db.select().from(fakeInstitutions).where(where).orderBy(asc(fakeInstitutions.id)).limit(limit).offset(offset)
  )
  return { count: total, ...sourcedRows(rows, fakeItem) }
}

export async function fakeInstitutionDetail(db: Db, id: number): Promise<FakeInstitutionDetail | null> {
  const [f] = await db.select().from(fakeInstitutions).where(eq(fakeInstitutions.id, id))
  return f ? { ...fakeItem(f), tips: [...FAKE_INSTITUTION_TIPS] } : null
}
