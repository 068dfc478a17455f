/**
 * The console's activation codes (issue 28, types/adminCodes.ts). Codes are made with the
 * redeem route's own generator and hash (server/payments/activation.ts newCode, hashCode), so a
 * console code redeems exactly as a CLI code does. Only the hash is stored, with the batch and the
 * code's last 4 characters (hint): the codes themselves are answered once, by createCodeBatch.
 */
import { randomInt } from 'crypto'
import { and, count, desc, eq, isNotNull, isNull, max, min, sql, type SQL } from 'drizzle-orm'
import { getBrand } from '../../../brands'
import { chinaFormat } from '../../../core/chinaTime'
import { ACTIVATION_ALPHABET } from '../../../core/payments/activationCode'
import { findPlan } from '../../../core/payments/plans'
import {
  ADMIN_CODE_STATE_NAMES,
  type AdminCode,
  type AdminCodeBatch,
  type AdminCodeBatchInput,
  type AdminCodeBatchQuery,
  type AdminCodeBatchRow,
  type AdminCodeQuery
} from '../../../types/adminCodes'
import type { Db } from '../../db/open'
import { activationCodes, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { countedPage } from '../../lib/paginate'
import { insertCodes } from '../../payments/activation'

/** A batch id: the China date of `now` and 6 letters of the codes' alphabet (20261127-K7QXPA). */
export function batchIdOf(now: number, pick: (n: number) => number = randomInt): string {
  const letters = Array.from({ length: 6 }, () => ACTIVATION_ALPHABET[pick(ACTIVATION_ALPHABET.length)]).join('')
  return `${chinaFormat(now, 'YYYYMMDD')}-${letters}`
}

export async function createCodeBatch(db: Db, brandId: string, input: AdminCodeBatchInput, now: number): Promise<AdminCodeBatch> {
  if (!findPlan(getBrand(brandId).vipPlans, input.plan)) throw new ApiError(422, 'business_rule', `当前品牌没有会员套餐 ${input.plan}`)
  const batch = batchIdOf(now)
  const note = input.note?.trim() ?? ''
  const codes = await insertCodes(db, input.plan, input.count, note, batch, now)
  return { batch, plan: input.plan, note, created_at: new Date(now).toISOString(), codes }
}

function codeFilter(query: Pick<AdminCodeQuery, 'batch' | 'plan' | 'state'>): SQL | undefined {
  const filters: SQL[] = []
  if (query.batch) filters.push(eq(activationCodes.batch, query.batch))
  if (query.plan) filters.push(eq(activationCodes.plan, query.plan))
  if (query.state === 'unused') filters.push(isNull(activationCodes.redeemedAt))
  if (query.state === 'redeemed') filters.push(isNotNull(activationCodes.redeemedAt))
  return filters.length ? and(...filters) : undefined
}

const codeColumns = {
  hash: activationCodes.codeHash,
  hint: activationCodes.hint,
  plan: activationCodes.plan,
  batch: activationCodes.batch,
  note: activationCodes.note,
  createdAt: activationCodes.createdAt,
  redeemedBy: activationCodes.redeemedBy,
  redeemedAt: activationCodes.redeemedAt,
  redeemedByName: users.username
}
interface CodeRow {
  hash: string
  hint: string | null
  plan: string
  batch: string | null
  note: string
  createdAt: Date
  redeemedBy: number | null
  redeemedAt: Date | null
  redeemedByName: string | null
}

const toCode = (row: CodeRow): AdminCode => ({
  id: row.hash,
  hint: row.hint,
  plan: row.plan,
  batch: row.batch,
  note: row.note,
  state: row.redeemedAt ? 'redeemed' : 'unused',
  created_at: row.createdAt.toISOString(),
  redeemed_by: row.redeemedBy,
  redeemed_by_name: row.redeemedAt ? row.redeemedByName : null,
  redeemed_at: row.redeemedAt?.toISOString() ?? null
})

/** Codes, newest first (then by hint, so a batch reads in a steady order). */
export async function listCodes(db: Db, query: AdminCodeQuery): Promise<{ count: number; results: AdminCode[] }> {
  const where = codeFilter(query)
  const { count: n, rows } = await countedPage(
    query,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(activationCodes)
      .where(where),
    ({ limit, offset }) =>
      db
        .select(codeColumns)
        .from(activationCodes)
        .leftJoin(users, eq(users.id, activationCodes.redeemedBy))
        .where(where)
        .orderBy(desc(activationCodes.createdAt), activationCodes.hint, activationCodes.codeHash)
        .limit(limit)
        .offset(offset)
  )
  return { count: n, results: rows.map(toCode) }
}

/** The batches made in the console, newest first, with how many of each were redeemed. */
export async function listBatches(db: Db, query: AdminCodeBatchQuery): Promise<{ count: number; results: AdminCodeBatchRow[] }> {
  const inBatch = isNotNull(activationCodes.batch)
  const { count: n, rows } = await countedPage(
    query,
    db
      .select({ n: sql<number>`count(distinct ${activationCodes.batch})::int` })
      .from(activationCodes)
      .where(inBatch),
    ({ limit, offset }) =>
      db
        .select({
          batch: activationCodes.batch,
          plan: min(activationCodes.plan),
          note: min(activationCodes.note),
          createdAt: max(activationCodes.createdAt),
          count: count(),
          redeemed: count(activationCodes.redeemedAt)
        })
        .from(activationCodes)
        .where(inBatch)
        .groupBy(activationCodes.batch)
        .orderBy(desc(max(activationCodes.createdAt)), desc(activationCodes.batch))
        .limit(limit)
        .offset(offset)
  )
  return {
    count: n,
    results: rows.map((r) => ({
      id: r.batch!,
      plan: r.plan ?? '',
      note: r.note ?? '',
      created_at: (r.createdAt ?? new Date(0)).toISOString(),
      count: r.count,
      redeemed: r.redeemed
    }))
  }
}

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break; a text a spreadsheet would
 * run as a formula (=, +, -, @ first: a user's name, a note) is kept as text with a leading '.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const CSV_HEADER = ['批次', '套餐', '末四位', '备注', '状态', '生成时间', '兑换用户ID', '兑换用户', '兑换时间']

/** The rows as Excel opens them: a BOM (UTF-8, so the Chinese reads right), CRLF lines, China times. */
export function codesCsv(rows: AdminCode[]): string {
  const lines = [
    CSV_HEADER,
    ...rows.map((r) => [
      r.batch,
      r.plan,
      r.hint,
      r.note,
      ADMIN_CODE_STATE_NAMES[r.state],
      chinaFormat(r.created_at),
      r.redeemed_by,
      r.redeemed_by_name,
      chinaFormat(r.redeemed_at)
    ])
  ]
  return `\uFEFF${lines.map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`
}

/** The batch as CSV; 404 when no code has that batch. */
export async function batchCsv(db: Db, batch: string): Promise<string> {
  const rows = await db
    .select(codeColumns)
    .from(activationCodes)
    .leftJoin(users, eq(users.id, activationCodes.redeemedBy))
    .where(eq(activationCodes.batch, batch))
    .orderBy(activationCodes.hint, activationCodes.codeHash)
  if (rows.length === 0) throw new ApiError(404, 'not_found', '该批次不存在')
  return codesCsv(rows.map(toCode))
}
