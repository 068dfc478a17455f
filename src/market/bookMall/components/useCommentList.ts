import { useReachBottom, useRouter } from '@tarojs/taro'
import { useState } from 'react'
import type { MallComment, MallCommentFilter, MallGoodsDetail } from '@types-contract/mallGoods'
import { withErrorText } from '@/api/errorText'
import { fetchGoodsComments, fetchGoodsDetail } from '@/api/mallGoods'
import { usePagedList, type PagedList } from '@/components/usePagedList'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { commentFilterOf } from '@/lib/mallGoodsView'

export interface CommentListPage {
  id: number
  /** The good: its title and rating summary (the tabs' counts). */
  goods: PageLoad<MallGoodsDetail>
  filter: MallCommentFilter
  pick: (filter: MallCommentFilter) => void
  list: PagedList<MallComment>
}

const keyOf = (c: MallComment) => c.id

/** 全部评价 (bookMall/commentList?id=&filter=): the good's summary and its comments by tab, paged at reach-bottom 80. */
export function useCommentList(): CommentListPage {
  const { params } = useRouter()
  const id = Number(params.id) || 0
  const [filter, setFilter] = useState(() => commentFilterOf(params.filter))
  const goods = usePageLoad(() => withErrorText(id ? fetchGoodsDetail(id, { quiet: true }) : Promise.reject(new Error('商品不存在')), '商品加载失败'))
  const list = usePagedList<MallComment>(
    (page) => (id ? fetchGoodsComments(id, filter, page, { quiet: true }) : Promise.reject(new Error('商品不存在'))),
    [id, filter],
    keyOf
  )
  useReachBottom(() => list.loadMore())
  return { id, goods, filter, pick: setFilter, list }
}
