/**
 * The mall's goods and comments calls (types/mallGoods.ts MALL_GOODS_PATHS), one function each,
 * through request.ts. Callers that show the server's own refusal (确认收货后才能评价, 该商品已评价,
 * 商品不存在) pass `quiet`.
 */
import type { Paginated } from '@types-contract/api'
import type { MallCategory, MallGoodsCard } from '@types-contract/mall'
import {
  MALL_GOODS_PATHS,
  type MallComment,
  type MallCommentCreate,
  type MallCommentFilter,
  type MallCommentTarget,
  type MallGoodsDetail,
  type MallGoodsSort
} from '@types-contract/mallGoods'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

export interface GoodsQuery {
  category?: MallCategory
  q?: string
  sort?: MallGoodsSort
}

const goodsUrl = (id: number, rest = '') => `${MALL_GOODS_PATHS.goods}${id}/${rest}`

/** One page of the goods on sale (the storefront). */
export const fetchGoods = (query: GoodsQuery, page: number, o: Extra = {}) =>
  request<Paginated<MallGoodsCard>>(MALL_GOODS_PATHS.goods, { query: { ...query, q: query.q || undefined, page }, ...o })

/** A good's page: pictures, SKUs with stock, description, rating summary and newest comments. */
export const fetchGoodsDetail = (id: number, o: Extra = {}) => request<MallGoodsDetail>(goodsUrl(id), o)

/** One page of a good's comments in a tab, newest first. */
export const fetchGoodsComments = (id: number, filter: MallCommentFilter, page: number, o: Extra = {}) =>
  request<Paginated<MallComment>>(goodsUrl(id, 'comments/'), { query: { filter, page }, ...o })

/** addComment's item: what was bought, whether it can be commented, the comment already written. */
export const fetchCommentTarget = (orderItemId: number, o: Extra = {}) => request<MallCommentTarget>(`${MALL_GOODS_PATHS.commentTarget}${orderItemId}/`, o)

/** 201: the comment as lists show it. */
export const sendComment = (input: MallCommentCreate, o: Extra = {}) => request<MallComment>(MALL_GOODS_PATHS.comments, { method: 'POST', data: input, ...o })
