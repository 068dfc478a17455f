export type * from './schemas/mallGoods'

/**
 * Goods and their comments (issue 23, docs/mall.md "Goods"). The storefront (bookMall/goodsPreview)
 * lists the goods on sale by category, search and sort; a good's page (productDetails) shows its
 * pictures, SKUs with stock, description, rating summary and newest comments. A buyer comments on an
 * order item once, after receipt, with a rating and pictures. Every amount is integer fen.
 */

/** The storefront's orders: default (shop's weight, newest first), sales, price either way. */
export const MALL_GOODS_SORTS = ['default', 'sales', 'price_asc', 'price_desc'] as const
export type MallGoodsSort = (typeof MALL_GOODS_SORTS)[number]

/** 'on_sale' goods are listed and bought; 'off_shelf' ones keep their page (orders link to it) but cannot be bought. */
export const MALL_GOODS_STATUSES = ['on_sale', 'off_shelf'] as const
export type MallGoodsStatus = (typeof MALL_GOODS_STATUSES)[number]

/** The comment list's tabs: 好评 4-5 stars, 中评 3, 差评 1-2, 有图 with pictures. */
export const MALL_COMMENT_FILTERS = ['all', 'good', 'medium', 'bad', 'images'] as const
export type MallCommentFilter = (typeof MALL_COMMENT_FILTERS)[number]
export const MALL_COMMENT_FILTER_NAMES: Record<MallCommentFilter, string> = { all: '全部', good: '好评', medium: '中评', bad: '差评', images: '有图' }

export const MALL_GOODS_LIMITS = {
  /** The search words' length. */
  queryMax: 30,
  /** Comments a good's page shows under its rating. */
  detailComments: 2,
  commentMin: 1,
  commentMax: 500,
  commentImagesMax: 6
} as const

export const MALL_GOODS_PATHS = {
  /**
   * GET MallGoodsListQuery (?category=&q=&sort=&page=&page_size=) → Page(MallGoodsCard): goods on sale.
   * + '<id>/' GET → MallGoodsDetail (404 商品不存在; an off-shelf good answers with its status).
   * + '<id>/comments/' GET MallCommentListQuery (?filter=&page=&page_size=) → Page(MallComment), newest first.
   */
  goods: '/api/mall/goods/',
  /** POST MallCommentCreate (login) → 201 MallComment: once per received order item. */
  comments: '/api/mall/comments/',
  /** + '<order_item_id>/' GET (login) → MallCommentTarget: the item to comment and whether it can be (addComment). */
  commentTarget: '/api/mall/comments/item/'
} as const
