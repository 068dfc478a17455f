/**
 * The user's mock-exam score records (university/scoreRecord, addRecord; types/edu.ts). Login
 * required; every query is scoped to request.user.id, so a user never reads or changes another
 * user's records (someone else's id answers 404, like a missing one: ids reveal nothing).
 *
 *   GET    /api/user/score-record/           own records, oldest exam first (exam_date, then id), paginated
 *   POST   /api/user/score-record/           ScoreRecordInput → 201 ScoreRecord; 422 past SCORE_RECORD_LIMITS.recordsMax
 *   PUT    /api/user/score-record/<id>/      ScoreRecordInput → 200 ScoreRecord (a full replacement)
 *   DELETE /api/user/score-record/<id>/      → 200 { detail }
 *
 * Input is checked by the JSON Schema (types, SCORE_RECORD_LIMITS) and then by the app's own form
 * rules (core/scoreRecord.ts checkRecord: real date not after today, at most one decimal,
 * distinct subjects whose sum does not exceed the total), so both sides refuse the same records
 * with the same Chinese messages. "Today" is the date in Beijing time. Deleting the account
 * deletes the records (foreign key on delete cascade).
 */
import { and, asc, count, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { Paginated } from '../../types/api'
import { EDU_PATHS, SCORE_RECORD_LIMITS, type ScoreRecord, type ScoreRecordInput } from '../../types/edu'
import { checkRecord } from '../../core/scoreRecord'
import { scoreRecords, users } from '../db/schema'
import { ApiError } from '../errors'
import { pageQueryProperties, pageWindow, paginate, paginatedSchema, type PageQuery } from '../lib/paginate'
import { noQuery, obj, rel } from '../lib/schemas'

/** Subject names are short ('语文', '思想政治'); the bound keeps a record small. */
export const SUBJECT_NAME_MAX = 10

const { examNameMax, totalMax, subjectsMax, recordsMax } = SCORE_RECORD_LIMITS

const bodySchema = obj(
  {
    exam_name: { type: 'string', minLength: 1, maxLength: examNameMax },
    exam_date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    total: { type: 'number', minimum: 0, maximum: totalMax },
    subjects: {
      type: 'array',
      maxItems: subjectsMax,
      items: obj({ subject: { type: 'string', minLength: 1, maxLength: SUBJECT_NAME_MAX }, score: { type: 'number', minimum: 0, maximum: totalMax } })
    },
    rank: { type: ['integer', 'null'], minimum: 1, maximum: 10_000_000 }
  },
  ['exam_name', 'exam_date', 'total', 'subjects']
)
const recordSchema = obj({
  id: { type: 'integer' },
  exam_name: { type: 'string' },
  exam_date: { type: 'string' },
  total: { type: 'number' },
  subjects: { type: 'array', items: obj({ subject: { type: 'string' }, score: { type: 'number' } }) },
  rank: { type: ['integer', 'null'] },
  created_at: { type: 'string' }
})
const idParams = obj({ id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } })

/** 'YYYY-MM-DD' of a moment in Beijing time (UTC+8, no daylight saving). */
export const beijingDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

type Row = typeof scoreRecords.$inferSelect
const toRecord = (r: Row): ScoreRecord => ({
  id: r.id,
  exam_name: r.examName,
  exam_date: r.examDate,
  total: r.total,
  subjects: r.subjects,
  rank: r.rank,
  created_at: r.createdAt.toISOString()
})

export const scoreRecordRoutes: FastifyPluginAsync = async (api) => {
  const db = api.database.db
  const path = rel(EDU_PATHS.scoreRecords)
  const me = (request: { user: { id: number } | null }) => request.user!.id
  const missing = () => new ApiError(404, 'not_found', '找不到该成绩记录')

  /** The app's form rules on a typed body; the stored values (names trimmed) or a 400. */
  function validated(body: ScoreRecordInput): Omit<typeof scoreRecords.$inferInsert, 'userId'> {
    const check = checkRecord(
      {
        exam_name: body.exam_name,
        exam_date: body.exam_date,
        total: String(body.total),
        rank: body.rank === undefined || body.rank === null ? '' : String(body.rank),
        subjects: body.subjects.map((s) => ({ subject: s.subject, score: String(s.score) }))
      },
      beijingDate(api.accounts.clock())
    )
    if (!check.ok) {
      const fields = check.errors as Record<string, string>
      throw new ApiError(400, 'validation_error', Object.values(fields)[0], fields)
    }
    const v = check.value
    return { examName: v.exam_name, examDate: v.exam_date, total: v.total, subjects: v.subjects, rank: v.rank ?? null }
  }

  api.get<{ Querystring: PageQuery }>(
    path,
    { preHandler: api.authenticate, schema: { querystring: obj({ ...pageQueryProperties }, []), response: { 200: paginatedSchema(recordSchema) } } },
    async (request): Promise<Paginated<ScoreRecord>> => {
      const mine = eq(scoreRecords.userId, me(request))
      const { limit, offset } = pageWindow(request.query)
      const [[{ n }], rows] = await Promise.all([
        db.select({ n: count() }).from(scoreRecords).where(mine),
        db.select().from(scoreRecords).where(mine).orderBy(asc(scoreRecords.examDate), asc(scoreRecords.id)).limit(limit).offset(offset)
      ])
      return paginate(request.raw.url ?? '', request.query, n, rows.map(toRecord))
    }
  )

  api.post<{ Body: ScoreRecordInput }>(
    path,
    { preHandler: api.authenticate, schema: { querystring: noQuery, body: bodySchema, response: { 201: recordSchema } } },
    async (request, reply): Promise<ScoreRecord> => {
      const userId = me(request)
      const values = validated(request.body)
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
      reply.code(201)
      return toRecord(created)
    }
  )

  api.put<{ Params: { id: number }; Body: ScoreRecordInput }>(
    `${path}:id/`,
    { preHandler: api.authenticate, schema: { params: idParams, querystring: noQuery, body: bodySchema, response: { 200: recordSchema } } },
    async (request): Promise<ScoreRecord> => {
      const values = validated(request.body)
      const [row] = await db
        .update(scoreRecords)
        .set(values)
        .where(and(eq(scoreRecords.id, request.params.id), eq(scoreRecords.userId, me(request))))
        .returning()
      if (!row) throw missing()
      return toRecord(row)
    }
  )

  api.delete<{ Params: { id: number } }>(
    `${path}:id/`,
    { preHandler: api.authenticate, schema: { params: idParams, querystring: noQuery, response: { 200: obj({ detail: { type: 'string' } }) } } },
    async (request): Promise<{ detail: string }> => {
      const [row] = await db
        .delete(scoreRecords)
        .where(and(eq(scoreRecords.id, request.params.id), eq(scoreRecords.userId, me(request))))
        .returning({ id: scoreRecords.id })
      if (!row) throw missing()
      return { detail: '已删除' }
    }
  )
}
