/**
 * Essay prompts (issue 24, docs/writing.md): the list by genre (the shop's weight, then newest)
 * and one prompt. Open to visitors.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { essayExcerpt } from '../../../core/essayWords'
import { ESSAY_GENRE_NAMES, type EssayGenre, type EssayPrompt, type EssayPromptCard, type EssayPromptQuery } from '../../../types/writing'
import type { Db } from '../../db/open'
import { essayPrompts } from '../../db/schema'
import { ApiError } from '../../errors'
import { countedPage } from '../../lib/paginate'

type Row = typeof essayPrompts.$inferSelect

const EXCERPT_MAX = 48

const genreOf = (row: Row) => row.genre as EssayGenre

export const promptOf = (row: Row): EssayPrompt => ({
  id: row.id,
  title: row.title,
  genre: genreOf(row),
  genre_name: ESSAY_GENRE_NAMES[genreOf(row)] ?? row.genre,
  body: row.body,
  target_words: row.targetWords,
  is_demo: row.isDemo
})

export async function promptPage(db: Db, query: EssayPromptQuery): Promise<{ count: number; results: EssayPromptCard[] }> {
  const where: SQL | undefined = query.genre ? and(eq(essayPrompts.genre, query.genre)) : undefined
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(essayPrompts).where(where), (window) =>
    db.select().from(essayPrompts).where(where).orderBy(desc(essayPrompts.weight), desc(essayPrompts.id)).limit(window.limit).offset(window.offset)
  )
  return {
    count: n,
    results: rows.map((row) => {
      const { body, ...card } = promptOf(row)
      return { ...card, excerpt: essayExcerpt(body, EXCERPT_MAX) }
    })
  }
}

export const noPrompt = () => new ApiError(404, 'not_found', '题目不存在')

export async function promptDetail(db: Pick<Db, 'select'>, id: number): Promise<EssayPrompt> {
  const [row] = await db.select().from(essayPrompts).where(eq(essayPrompts.id, id))
  if (!row) throw noPrompt()
  return promptOf(row)
}
