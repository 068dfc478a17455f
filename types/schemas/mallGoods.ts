/**
 * Goods and comments schemas (issue 23). Constants, paths and the story: types/mallGoods.ts. A
 * comment's text is bounded loosely here and checked by core/mallGoods.ts (the rule the form shows),
 * so a bad text is answered with a sentence naming the field.
 */
import { MALL_COMMENT_FILTERS, MALL_GOODS_LIMITS, MALL_GOODS_SORTS, MALL_GOODS_STATUSES } from '../mallGoods'
import { Id, Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'
import { ForumImage } from './forum'
import { MallCategory, MallSku } from './mall'

export const MallGoodsListQuery = Obj({
  category: Type.Optional(MallCategory),
  /** Words in the title or subtitle. */
  q: Type.Optional(Type.String({ maxLength: MALL_GOODS_LIMITS.queryMax })),
  sort: Type.Optional(StringEnum(MALL_GOODS_SORTS, { default: 'default' })),
  ...PAGE_QUERY
})
export type MallGoodsListQuery = Static<typeof MallGoodsListQuery>

export const MallIdParams = Obj({ id: Id() })
export type MallIdParams = Static<typeof MallIdParams>

/** The comments' numbers: the average to one decimal (0 without comments) and the counts of each tab. */
export const MallRatingSummary = Obj({
  count: Int(),
  average: Type.Number(),
  /** Share of 4-5 star comments, whole percent (100 without comments). */
  good_rate: Int(),
  good: Int(),
  medium: Int(),
  bad: Int(),
  images: Int()
})
export type MallRatingSummary = Static<typeof MallRatingSummary>

/** A buyer's comment as lists show it: the buyer's name masked (张**), the SKU bought. */
export const MallComment = Obj({
  id: Int(),
  goods_id: Int(),
  user_name: Type.String(),
  avatar_url: Type.String(),
  rating: Int(),
  content: Type.String(),
  sku_name: Type.String(),
  images: Type.Array(ForumImage),
  /** Seeded demo comments: shown with 示例数据. */
  is_demo: Type.Boolean(),
  created_at: Type.String()
})
export type MallComment = Static<typeof MallComment>

export const MallGoodsDetail = Obj({
  id: Int(),
  category: MallCategory,
  title: Type.String(),
  subtitle: Type.String(),
  description: Type.String(),
  /** The pictures, the cover first. */
  images: Type.Array(ForumImage),
  status: StringEnum(MALL_GOODS_STATUSES),
  /** In the shop's order; a SKU with stock 0 is shown sold out. */
  skus: Type.Array(MallSku),
  /** The lowest SKU price and that SKU's list price. */
  price_fen: Int(),
  original_price_fen: Nullable(Int()),
  sold: Int(),
  is_demo: Type.Boolean(),
  rating: MallRatingSummary,
  /** The newest MALL_GOODS_LIMITS.detailComments comments. */
  comments: Type.Array(MallComment)
})
export type MallGoodsDetail = Static<typeof MallGoodsDetail>

export const MallCommentListQuery = Obj({
  filter: Type.Optional(StringEnum(MALL_COMMENT_FILTERS, { default: 'all' })),
  ...PAGE_QUERY
})
export type MallCommentListQuery = Static<typeof MallCommentListQuery>

/** POST MALL_GOODS_PATHS.comments */
export const MallCommentCreate = Obj({
  order_item_id: Id(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String({ maxLength: MALL_GOODS_LIMITS.commentMax * 4 }),
  /** Upload keys (GET /api/storage/presign/): each a finished image upload of the caller. */
  images: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: MALL_GOODS_LIMITS.commentImagesMax }))
})
export type MallCommentCreate = Static<typeof MallCommentCreate>

export const MallOrderItemParams = Obj({ order_item_id: Id() })
export type MallOrderItemParams = Static<typeof MallOrderItemParams>

/** What addComment shows: the item bought, whether it can be commented now, and the comment when there is one. */
export const MallCommentTarget = Obj({
  order_item_id: Int(),
  /** null when the good is gone from the shop. */
  goods_id: Nullable(Int()),
  title: Type.String(),
  sku_name: Type.String(),
  image_url: Nullable(Type.String()),
  /** Its order is received (已完成): comments are open. */
  received: Type.Boolean(),
  comment: Nullable(MallComment)
})
export type MallCommentTarget = Static<typeof MallCommentTarget>
