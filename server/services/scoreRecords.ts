/**
 * The user's mock-exam score records. Every query is scoped to the user, so nobody reads or changes
 * another user's records (someone else's id is as missing as an unknown one).
 */
import { and, asc, count, eq } from 'drizzle-orm'
import { SCORE_RECORD_LIMITS, type ScoreRecord, type ScoreRecordInput } from '../../types/edu'
import { checkRecord } from '../../core/scoreRecord'
import type { Db } from '../db/open'
import { scoreRecords, users } from '../db/schema'
import { ApiError } from '../errors'
import { countedPage, type PageQuery } from '../lib/paginate'

/** A record as stored, without its owner. */
export type ScoreRecordValues = Omit<typeof scoreRecords.$inferInsert, 'userId'>

const toRecord = (r: typeof scoreRecords.$inferSelect): ScoreRecord => ({
  id: r.id,
  exam_name: r.examName,
  exam_date: r.examDate,
  total: r.total,
  subjects: r.subjects,
  rank: r.rank,
  created_at: r.createdAt.toISOString()
})

/**
 * The app's own form rules (core/scoreRecord.ts checkRecord: real date not after `today`, at most
 * one decimal, distinct subjects whose sum does not exceed the total) on a schema-checked body, so
 * both sides refuse the same records with the same Chinese messages: the values to store (names
 * trimmed) or a 400.
 */
export function checkedRecord(body: ScoreRecordInput, today: string): ScoreRecordValues {
  const check = checkRecord(
    {
      exam_name: body.exam_name,
      exam_date: body.exam_date,
      total: String(body.total),
      rank: body.rank === undefined || body.rank === null ? '' : String(body.rank),
      subjects: body.subjects.map((s) => ({ subject: s.subject, score: String(s.score) }))
    },
    today
  )
  if (!check.ok) {
    const fields = check.errors as Record<string, string>
    throw new ApiError(400, 'validation_error', Object.values(fields)[0], fields)
  }
  const v = check.value
  return { examName: v.exam_name, examDate: v.exam_date, total: v.total, subjects: v.subjects, rank: v.rank ?? null }
}

/** Oldest exam first (exam_date, then id). */
export async function scoreRecordPage(db: Db, userId: number, query: Partial<PageQuery>): Promise<{ count: number; results: ScoreRecord[] }> {
  const mine = eq(scoreRecords.userId, userId)
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(scoreRecords).where(mine), ({ limit, offset }) =>
    db.select().from(scoreRecords).where(mine).orderBy(asc(scoreRecords.examDate), asc(scoreRecords.id)).limit(limit).offset(offset)
  )
  return { count: n, results: rows.map(toRecord) }
}

/** 422 when the user already holds SCORE_RECORD_LIMITS.recordsMax records. */
export async function createScoreRecord(db: Db, userId: number, values: ScoreRecordValues): Promise<ScoreRecord> {
  const { recordsMax } = SCORE_RECORD_LIMITS
  const created = await db.transaction(async (tx) => {
    // Lock the user's row so two requests at the limit cannot both pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [{ n }] = await tx.select({ n: count() }).from(scoreRecords).where(eq(scoreRecords.userId, userId))
    if (n >= recordsMax) throw new ApiError(422, 'business_rule', `最多保存 ${recordsMax} 条成绩记录，请先删除不需要的记录`)
    const [row] = await tx
      .insert(scoreRecords)
      .values({ ...values, userId })
      .returning()
    return row
  })
  return toRecord(created)
}

/** A full replacement; null when the user has no such record. */
export async function updateScoreRecord(db: Db, userId: number, id: number, values: ScoreRecordValues): Promise<ScoreRecord | null> {
  const [row] = await db
    .update(scoreRecords)
    .set(values)
    .where(and(eq(scoreRecords.id, id), eq(scoreRecords.userId, userId)))
    .returning()
  return row ? toRecord(row) : null
}

/** False when the user has no such record. */
export async function deleteScoreRecord(db: Db, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .delete(scoreRecords)
    .where(and(eq(scoreRecords.id, id), eq(scoreRecords.userId, userId)))
    .returning({ id: scoreRecords.id })
  return row !== undefined
}
