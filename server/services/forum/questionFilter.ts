/**
 * The question filter (GET /api/forum/question-filter/, page forum/questionFilterPage/
 * questionFilterDetail): a level's questions (kind 'question'), narrowed to a QA tag (the QA-tag
 * config), a tab of the level ('recommend' or none: all) and a state:
 *  - 'all';
 *  - 'unanswered' (待回答) answer_count = 0;
 *  - 'solved' (已解决) solved_at is not null (set by its author's 进展反馈);
 *  - 'unsolved' (未解决) solved_at is null, answered or not;
 * sorted 'latest' (newest id first) or 'hot' (heat, hot.ts's expression, then the newer id).
 *
 * Keyset pages, never OFFSET. 'latest': `id < cursor`, cursor '<id>', as the feed. 'hot': the row
 * value `(heat, id) < (h, c)`, cursor '<heat>.<id>' of the last row shown. A walk over counts that
 * stay put neither repeats nor skips. Counts move while someone scrolls: a question whose heat
 * falls below the cursor can come again (the app skips a card already shown, lib/cursorList.ts)
 * and one that climbs above it is not met again on this walk, as on any live ranking; new
 * questions (heat 0) come at the end. 'latest' is served by the feed's indexes; 'hot' has no index
 * on heat, so each page is a top-N sort of the level's matching questions (bench figures in the docs).
 *
 * Who sees what is the feed's rule (feed.ts): published questions, plus a logged-in user's own held
 * ones (a second keyset branch, `union all`), never hidden ones, never those of authors the viewer
 * blocked (blocks.ts notBlockedBy, inside each branch).
 */
import { and, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { FORUM_LIMITS, RECOMMEND_TAB } from '../../../types/forum'
import type { QuestionFilterPage, QuestionFilterQuery, QuestionSort, QuestionState } from '../../../types/forumRanks'
import type { Db } from '../../db/open'
import { forumPosts } from '../../db/schema'
import { fieldError } from '../../errors'
import { notBlockedBy } from './blocks'
import { heat } from './hot'
import { checkQaTag, checkTab } from './levels'
import { summariesInOrder } from './ranks'

const STATE_CONDITIONS: Record<QuestionState, SQL | undefined> = {
  all: undefined,
  unanswered: eq(forumPosts.answerCount, 0),
  solved: isNotNull(forumPosts.solvedAt),
  unsolved: isNull(forumPosts.solvedAt)
}

interface Key {
  heat: number
  id: number
}

/** The cursor's position; a cursor of the other sort is a 400 (it came from another query). */
function parseCursor(cursor: string, sort: QuestionSort): Key {
  const parts = cursor.split('.')
  if ((sort === 'hot') !== (parts.length === 2)) throw fieldError('cursor', '翻页位置与排序方式不符，请从第一页重新加载')
  return sort === 'hot' ? { heat: Number(parts[0]), id: Number(parts[1]) } : { heat: 0, id: Number(parts[0]) }
}

const cursorOf = (key: Key, sort: QuestionSort) => (sort === 'hot' ? `${key.heat}.${key.id}` : String(key.id))

/** Larger first: heat (sort 'hot'), then id. */
const before = (a: Key, b: Key, sort: QuestionSort) => (sort === 'hot' && a.heat !== b.heat ? b.heat - a.heat : b.id - a.id)

export async function questionFilterPage(db: Db, apiPrefix: string, viewerId: number | null, query: QuestionFilterQuery): Promise<QuestionFilterPage> {
  const tab = query.tab ?? RECOMMEND_TAB
  checkTab(query.level, tab, { allowRecommend: true })
  if (query.qa_tag !== undefined) checkQaTag(query.qa_tag)
  const sort = query.sort ?? 'latest'
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  const after = query.cursor === undefined ? undefined : parseCursor(query.cursor, sort)

  const filters: (SQL | undefined)[] = [
    eq(forumPosts.level, query.level),
    eq(forumPosts.kind, 'question'),
    tab === RECOMMEND_TAB ? undefined : eq(forumPosts.tab, tab),
    query.qa_tag === undefined ? undefined : eq(forumPosts.qaTag, query.qa_tag),
    STATE_CONDITIONS[query.state ?? 'all'],
    notBlockedBy(viewerId, forumPosts.authorId)
  ]
  if (after && sort === 'hot') filters.push(sql`(${heat}, ${forumPosts.id}) < (${after.heat}, ${after.id})`)
  else if (after) filters.push(lt(forumPosts.id, after.id))
  const order = sort === 'hot' ? [desc(heat), desc(forumPosts.id)] : [desc(forumPosts.id)]

  const branch = (status: SQL) =>
    db
      .select({ id: forumPosts.id, heat })
      .from(forumPosts)
      .where(and(...filters, status))
      .orderBy(...order)
      .limit(limit + 1)
  const published = branch(eq(forumPosts.status, 'published'))
  const rows = viewerId === null ? await published : await unionAll(published, branch(and(eq(forumPosts.authorId, viewerId), eq(forumPosts.status, 'held'))!))
  const keys = rows
    .map((r) => ({ heat: Number(r.heat), id: r.id }))
    .sort((a, b) => before(a, b, sort))
    .slice(0, limit + 1)

  const page = keys.slice(0, limit)
  const results = await summariesInOrder(
    db,
    apiPrefix,
    viewerId,
    page.map((k) => k.id)
  )
  return { results, next_cursor: keys.length > limit ? cursorOf(page[page.length - 1], sort) : null }
}
