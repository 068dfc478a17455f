import { useDidShow, useReachBottom, useRouter } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { MallCategory, MallGoodsCard } from '@types-contract/mall'
import type { MallGoodsSort } from '@types-contract/mallGoods'
import { cartCount } from '@/api/mallCart'
import { fetchGoods } from '@/api/mallGoods'
import { usePagedList, type PagedList } from '@/components/usePagedList'
import { storefrontQueryOf, type StorefrontQuery } from '@/lib/mallGoodsView'
import { userStore } from '@/stores'

export interface Storefront {
  query: StorefrontQuery
  /** What the search box holds (searched on 搜索 or the keyboard's confirm). */
  typing: string
  type: (text: string) => void
  search: () => void
  clearSearch: () => void
  pickCategory: (category: MallCategory | undefined) => void
  pickSort: (sort: MallGoodsSort) => void
  list: PagedList<MallGoodsCard>
  /** Lines in the cart (the cart button's badge); 0 for a visitor. */
  cart: number
}

const keyOf = (g: MallGoodsCard) => g.id

/**
 * 图书商城 (bookMall/goodsPreview?category=&q=): the goods on sale, by category, search words and
 * sort, paged at reach-bottom 80. The cart's count is read again whenever the page shows (back from
 * a product or the cart).
 */
export function useGoodsStorefront(): Storefront {
  const { params } = useRouter()
  const [query, setQuery] = useState(() => storefrontQueryOf(params))
  const [typing, setTyping] = useState(query.q)
  const [cart, setCart] = useState(0)
  const list = usePagedList<MallGoodsCard>(
    (page) => fetchGoods({ category: query.category, q: query.q, sort: query.sort }, page),
    [query.category, query.q, query.sort],
    keyOf
  )
  useReachBottom(() => list.loadMore())

  const shown = useRef(false)
  useDidShow(() => {
    if (userStore.isLoggedIn)
      cartCount({ quiet: true })
        .then((c) => setCart(c.count))
        .catch(() => undefined)
    else setCart(0)
    // Back from another page: prices, stock and sales may have moved.
    if (shown.current) void list.refresh()
    shown.current = true
  })

  return {
    query,
    typing,
    type: setTyping,
    search: () => setQuery((q) => ({ ...q, q: typing.trim() })),
    clearSearch: () => {
      setTyping('')
      setQuery((q) => ({ ...q, q: '' }))
    },
    pickCategory: (category) => setQuery((q) => ({ ...q, category })),
    pickSort: (sort) => setQuery((q) => ({ ...q, sort })),
    list,
    cart
  }
}
