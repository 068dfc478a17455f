/**
 * A user's essay drafts (issue 24, docs/writing.md "Drafts"). The app saves as the user types; each
 * save names the revision it was based on, and the UPDATE only lands while that is still the
 * server's revision (`… where revision = $based`), so of two saves based on one revision one wins
 * and the other is a 409: an older text never overwrites a newer one, whatever order requests
 * arrive in. The word count is the server's own (core/essayWords.ts), never the app's word.
 * Another user's draft answers 404, as a missing one does.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import { essayExcerpt, essayWordCount } from '../../../core/essayWords'
import { ESSAY_LIMITS, type EssayDraft, type EssayDraftCreate, type EssayDraftSummary, type EssayDraftUpdate } from '../../../types/writing'
import type { PageQuery } from '../../lib/paginate'
import type { Db } from '../../db/open'
import { essayDrafts, essayPrompts, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { countedPage } from '../../lib/paginate'
import { promptDetail } from './prompts'

const noDraft = () => new ApiError(404, 'not_found', '草稿不存在')

const COLUMNS = {
  id: essayDrafts.id,
  promptId: essayDrafts.promptId,
  promptTitle: essayPrompts.title,
  promptTarget: essayPrompts.targetWords,
  title: essayDrafts.title,
  body: essayDrafts.body,
  wordCount: essayDrafts.wordCount,
  revision: essayDrafts.revision,
  createdAt: essayDrafts.createdAt,
  updatedAt: essayDrafts.updatedAt
}

const selectDrafts = (db: Pick<Db, 'select'>) => db.select(COLUMNS).from(essayDrafts).leftJoin(essayPrompts, eq(essayPrompts.id, essayDrafts.promptId))
type Row = Awaited<ReturnType<typeof selectDrafts>>[number]

const draftOf = (row: Row): EssayDraft => ({
  id: row.id,
  prompt_id: row.promptId,
  prompt_title: row.promptTitle,
  target_words: row.promptTarget ?? ESSAY_LIMITS.defaultTarget,
  title: row.title,
  body: row.body,
  word_count: row.wordCount,
  revision: row.revision,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString()
})

const mine = (userId: number, id: number) => and(eq(essayDrafts.id, id), eq(essayDrafts.userId, userId))

async function readDraft(db: Pick<Db, 'select'>, userId: number, id: number): Promise<EssayDraft> {
  const [row] = await selectDrafts(db).where(mine(userId, id))
  if (!row) throw noDraft()
  return draftOf(row)
}

export const draftDetail = readDraft

/** The caller's drafts, last edited first. */
export async function draftPage(db: Db, userId: number, query: Partial<PageQuery>): Promise<{ count: number; results: EssayDraftSummary[] }> {
  const where = eq(essayDrafts.userId, userId)
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(essayDrafts).where(where), (window) =>
    selectDrafts(db).where(where).orderBy(desc(essayDrafts.updatedAt), desc(essayDrafts.id)).limit(window.limit).offset(window.offset)
  )
  return {
    count: n,
    results: rows.map((row) => {
      const { body, created_at: _created, ...rest } = draftOf(row)
      return { ...rest, excerpt: essayExcerpt(body, ESSAY_LIMITS.excerptMax) }
    })
  }
}

/** A new draft (revision 1): 404 for an unknown prompt, 422 past ESSAY_LIMITS.draftsMax. */
export async function createDraft(db: Db, userId: number, input: EssayDraftCreate, now: number): Promise<EssayDraft> {
  const promptId = input.prompt_id ?? null
  if (promptId !== null) await promptDetail(db, promptId)
  const id = await db.transaction(async (tx) => {
    // The user's row lock makes parallel creates count one after another, so the limit holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [{ n }] = await tx.select({ n: count() }).from(essayDrafts).where(eq(essayDrafts.userId, userId))
    if (n >= ESSAY_LIMITS.draftsMax) throw new ApiError(422, 'business_rule', `草稿最多保存 ${ESSAY_LIMITS.draftsMax} 篇，请先删除不需要的草稿`)
    const at = new Date(now)
    const [row] = await tx
      .insert(essayDrafts)
      .values({ userId, promptId, title: input.title, body: input.body, wordCount: essayWordCount(input.body), revision: 1, createdAt: at, updatedAt: at })
      .returning({ id: essayDrafts.id })
    return row.id
  })
  return readDraft(db, userId, id)
}

/** Saves the text when `revision` is still the server's (then revision + 1); 409 when a newer save came first. */
export async function updateDraft(db: Db, userId: number, id: number, input: EssayDraftUpdate, now: number): Promise<EssayDraft> {
  const [saved] = await db
    .update(essayDrafts)
    .set({ title: input.title, body: input.body, wordCount: essayWordCount(input.body), revision: input.revision + 1, updatedAt: new Date(now) })
    .where(and(mine(userId, id), eq(essayDrafts.revision, input.revision)))
    .returning({ id: essayDrafts.id })
  if (saved) return readDraft(db, userId, id)
  const current = await readDraft(db, userId, id)
  throw new ApiError(409, 'business_rule', `草稿已在别处保存了更新的版本（第 ${current.revision} 版），本次保存未覆盖`)
}

export async function deleteDraft(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db.delete(essayDrafts).where(mine(userId, id)).returning({ id: essayDrafts.id })
  if (gone.length === 0) throw noDraft()
}
