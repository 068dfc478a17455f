/** The majors catalogue: search (name, code or pinyin initials), the 门类 → 专业类 tree, one major. */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import type { MajorCategoryTree, MajorDetail, MajorLevel, MajorSearchQuery, MajorSummary } from '../../types/edu'
import type { Db } from '../db/open'
import { enrollmentPlans, majors } from '../db/schema'
import { sourceOfRows, sourcedRows } from '../lib/dataSource'
import { contains, startsWith } from '../lib/likePattern'
import { countedPage, type FoundPage } from '../lib/paginate'

export const majorSummary = (m: typeof majors.$inferSelect): MajorSummary => ({
  code: m.code,
  name: m.name,
  level: m.level as MajorLevel,
  category: m.category,
  subcategory: m.subcategory,
  duration: m.duration,
  degree: m.degree
})

/** Best match first (exact, prefix, substring), then code order. */
export async function searchMajors(db: Db, query: MajorSearchQuery): Promise<FoundPage<MajorSummary>> {
  const { level, category, subcategory } = query
  // Name (Chinese), code (digits) or pinyin initials (latin letters: jsj → 计算机…).
  const q = (query.q ?? '').normalize('NFKC').replace(/\s+/g, '').toLowerCase()
  const filters: (SQL | undefined)[] = [
    level ? eq(majors.level, level) : undefined,
    category ? eq(majors.category, category) : undefined,
    subcategory ? eq(majors.subcategory, subcategory) : undefined
  ]
  let rank: SQL | undefined
  if (/^[a-z]+$/.test(q)) {
    filters.push(sql`${majors.pinyinInitials} like ${contains(q)}`)
    rank = sql`case when ${majors.pinyinInitials} = ${q} then 0 when ${majors.pinyinInitials} like ${startsWith(q)} then 1 else 2 end`
  } else if (/^\d+[tk]*$/.test(q)) {
    filters.push(sql`lower(${majors.code}) like ${startsWith(q)}`)
  } else if (q) {
    filters.push(sql`${majors.name} like ${contains(q)}`)
    rank = sql`case when ${majors.name} = ${q} then 0 when ${majors.name} like ${startsWith(q)} then 1 else 2 end`
  }
  const where = and(...filters)
  const { count: total, rows } = await countedPage(query, db.select({ n: count() }).from(majors).where(where), ({ limit, offset }) =>
    db
      .select()
      .from(majors)
      .where(where)
      .orderBy(...(rank ? [rank] : []), asc(majors.code))
      .limit(limit)
      .offset(offset)
  )
  return { count: total, ...sourcedRows(rows, majorSummary) }
}

export async function majorCategoryTree(db: Db, level: MajorLevel): Promise<MajorCategoryTree> {
  const rows = await db
    .select({ category: majors.category, subcategory: majors.subcategory, source: majors.source })
    .from(majors)
    .where(eq(majors.level, level))
    .orderBy(asc(majors.code))
  // In code order, so 门类 and 专业类 come in catalogue order.
  const tree = new Map<string, Map<string, number>>()
  for (const r of rows) {
    const subs = tree.get(r.category) ?? new Map<string, number>()
    subs.set(r.subcategory, (subs.get(r.subcategory) ?? 0) + 1)
    tree.set(r.category, subs)
  }
  return {
    level,
    categories: [...tree].map(([name, subs]) => ({
      name,
      count: [...subs.values()].reduce((a, b) => a + b, 0),
      subcategories: [...subs].map(([sub, n]) => ({ name: sub, count: n }))
    })),
    source: sourceOfRows(rows.map((r) => r.source))
  }
}

/** The major with its institution count; null when the code is not in the catalogue. */
export async function majorDetail(db: Db, code: string): Promise<MajorDetail | null> {
  const [m] = await db.select().from(majors).where(eq(majors.code, code))
  if (!m) return null
  // Institutions whose plans list the major, in the latest year any plan lists it.
  const [{ n }] = await db
    .select({ n: sql<number>`count(distinct coalesce(${enrollmentPlans.institutionId}::text, ${enrollmentPlans.institutionName}))::int` })
    .from(enrollmentPlans)
    .where(and(eq(enrollmentPlans.majorCode, code), sql`${enrollmentPlans.year} = (select max(year) from enrollment_plans where major_code = ${code})`))
  return { ...majorSummary(m), description: m.description, courses: m.courses, employment: m.employment ?? null, institution_count: n, source: m.source }
}
