/**
 * Goods comments (issue 23, types/mallGoods.ts).
 *
 * - Anyone reads a good's comments, newest first, by tab (全部, 好评 4-5, 中评 3, 差评 1-2, 有图);
 *   the buyer's name is masked (core/mallGoods.ts maskedName). The rating summary counts them all.
 * - A buyer comments on an order item of their own (404 订单商品不存在 otherwise, someone else's
 *   included) whose order is received (422 确认收货后才能评价), once (409 该商品已评价: the
 *   unique order_item_id decides, so of two at once one wins). The text rule is core/mallGoods.ts
 *   (400 on `content`); pictures are the buyer's own finished image uploads (400 on `images`), as a
 *   forum post's. The comment keeps the SKU name bought (the order item's snapshot).
 */
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import { commentTextProblem, maskedName, ratingSummary } from '../../../core/mallGoods'
import {
  MALL_GOODS_LIMITS,
  type MallComment,
  type MallCommentCreate,
  type MallCommentFilter,
  type MallCommentListQuery,
  type MallCommentTarget,
  type MallRatingSummary
} from '../../../types/mallGoods'
import type { Db } from '../../db/open'
import { goodsComments, mallGoods, shopOrderItems, shopOrders, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { pageWindow } from '../../lib/paginate'
import { checkOwnImages, imageOf } from '../forum/images'
import { avatarUrlOf } from '../users'
import { mallThumbUrl } from './images'

export const goodsNotFound = () => new ApiError(404, 'not_found', '商品不存在')
const itemNotFound = () => new ApiError(404, 'not_found', '订单商品不存在')

const hasImages = sql`jsonb_array_length(${goodsComments.imageKeys}) > 0`

const FILTERS: Record<MallCommentFilter, SQL | undefined> = {
  all: undefined,
  good: gte(goodsComments.rating, 4),
  medium: eq(goodsComments.rating, 3),
  bad: lte(goodsComments.rating, 2),
  images: hasImages
}

const COLUMNS = { comment: goodsComments, username: users.username, avatarKey: users.avatarKey, avatarUrl: users.avatarUrl }
type CommentRow = { comment: typeof goodsComments.$inferSelect; username: string | null; avatarKey: string | null; avatarUrl: string | null }

function toComment(row: CommentRow, apiPrefix: string): MallComment {
  const c = row.comment
  return {
    id: c.id,
    goods_id: c.goodsId,
    user_name: maskedName(row.username),
    avatar_url: avatarUrlOf(row, apiPrefix),
    rating: c.rating,
    content: c.content,
    sku_name: c.skuName,
    images: c.imageKeys.map((key) => imageOf(key, apiPrefix)),
    is_demo: c.isDemo,
    created_at: c.createdAt.toISOString()
  }
}

const selectComments = (db: Db) => db.select(COLUMNS).from(goodsComments).leftJoin(users, eq(users.id, goodsComments.userId))
const newestFirst = [desc(goodsComments.createdAt), desc(goodsComments.id)]

/** The summary of all the good's comments. */
export async function goodsRating(db: Db, goodsId: number): Promise<MallRatingSummary> {
  const rows = await db
    .select({ rating: goodsComments.rating, n: count(), pictured: sql<number>`count(*) filter (where ${hasImages})::int` })
    .from(goodsComments)
    .where(eq(goodsComments.goodsId, goodsId))
    .groupBy(goodsComments.rating)
  const stars = [1, 2, 3, 4, 5].map((star) => rows.find((r) => r.rating === star)?.n ?? 0)
  return ratingSummary(
    stars,
    rows.reduce((n, r) => n + r.pictured, 0)
  )
}

/** The comments a good's page shows under its rating. */
export async function newestComments(db: Db, apiPrefix: string, goodsId: number): Promise<MallComment[]> {
  const rows = await selectComments(db)
    .where(eq(goodsComments.goodsId, goodsId))
    .orderBy(...newestFirst)
    .limit(MALL_GOODS_LIMITS.detailComments)
  return rows.map((r) => toComment(r, apiPrefix))
}

export async function commentPage(db: Db, apiPrefix: string, goodsId: number, query: MallCommentListQuery): Promise<{ count: number; results: MallComment[] }> {
  const [goods] = await db.select({ id: mallGoods.id }).from(mallGoods).where(eq(mallGoods.id, goodsId))
  if (!goods) throw goodsNotFound()
  const where = and(eq(goodsComments.goodsId, goodsId), FILTERS[query.filter ?? 'all'])
  const { limit, offset } = pageWindow(query)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(goodsComments).where(where),
    selectComments(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset)
  ])
  return { count: n, results: rows.map((r) => toComment(r, apiPrefix)) }
}

/** The caller's order item with its order's status; 404 for anyone else's. */
async function ownItem(db: Db, userId: number, orderItemId: number) {
  const [found] = await db
    .select({ item: shopOrderItems, status: shopOrders.status })
    .from(shopOrderItems)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderItems.orderId))
    .where(and(eq(shopOrderItems.id, orderItemId), eq(shopOrders.userId, userId)))
  if (!found) throw itemNotFound()
  return found
}

async function commentOfItem(db: Db, apiPrefix: string, orderItemId: number): Promise<MallComment | null> {
  const [row] = await selectComments(db).where(eq(goodsComments.orderItemId, orderItemId))
  return row ? toComment(row, apiPrefix) : null
}

/** addComment's item: what was bought, whether its order is received, and the comment already written. */
export async function commentTarget(db: Db, apiPrefix: string, userId: number, orderItemId: number): Promise<MallCommentTarget> {
  const { item, status } = await ownItem(db, userId, orderItemId)
  return {
    order_item_id: item.id,
    goods_id: item.goodsId,
    title: item.title,
    sku_name: item.skuName,
    image_url: item.imageKey ? mallThumbUrl(item.imageKey, apiPrefix) : null,
    received: status === 'received',
    comment: await commentOfItem(db, apiPrefix, item.id)
  }
}

export async function createComment(db: Db, apiPrefix: string, userId: number, input: MallCommentCreate, now: number): Promise<MallComment> {
  const problem = commentTextProblem(input.content)
  if (problem) throw fieldError('content', problem)
  const { item, status } = await ownItem(db, userId, input.order_item_id)
  if (status !== 'received') throw new ApiError(422, 'business_rule', '确认收货后才能评价')
  if (item.goodsId === null) throw goodsNotFound()
  const alreadyCommented = () => new ApiError(409, 'business_rule', '该商品已评价')
  if (await commentOfItem(db, apiPrefix, item.id)) throw alreadyCommented()
  const imageKeys = await checkOwnImages(db, userId, input.images ?? [])
  const [row] = await db
    .insert(goodsComments)
    .values({
      goodsId: item.goodsId,
      orderItemId: item.id,
      userId,
      skuName: item.skuName,
      rating: input.rating,
      content: input.content.trim(),
      imageKeys,
      createdAt: new Date(now)
    })
    .onConflictDoNothing({ target: goodsComments.orderItemId })
    .returning({ id: goodsComments.id })
  if (!row) throw alreadyCommented()
  const [created] = await selectComments(db).where(eq(goodsComments.id, row.id))
  return toComment(created, apiPrefix)
}
