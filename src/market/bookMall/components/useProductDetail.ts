import { useDidShow, useRouter, useShareAppMessage } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { MallSku } from '@types-contract/mall'
import type { MallGoodsDetail } from '@types-contract/mallGoods'
import { errorText, withErrorText } from '@/api/errorText'
import { addToCart, cartCount } from '@/api/mallCart'
import { fetchGoodsDetail } from '@/api/mallGoods'
import { navigate } from '@/components/nav'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { fenToYuan } from '@core/payments/plans'
import { loginUrlFor } from '@/lib/loginGuard'
import { mallOrderUrl } from '@/lib/mallTransfer'
import { clampQuantity, initialSku, pickProblem } from '@/lib/mallGoodsView'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'

/** What opened the SKU sheet: 已选 (both buttons), 加入购物车 or 立即购买 (that one). */
export type SheetMode = 'choose' | 'cart' | 'buy'

export interface ProductDetail {
  id: number
  load: PageLoad<MallGoodsDetail>
  sku: MallSku | undefined
  quantity: number
  pickSku: (sku: MallSku) => void
  setQuantity: (n: number) => void
  /** Why the pick cannot be bought now; null when it can. */
  problem: string | null
  sheet: SheetMode | null
  openSheet: (mode: SheetMode) => void
  closeSheet: () => void
  /** Adds the pick to the cart (a visitor logs in first). */
  addCart: () => void
  /** Opens 待付款 with the pick (立即购买). */
  buyNow: () => void
  adding: boolean
  /** Lines in the cart (the bar's badge). */
  cart: number
}

/**
 * A good's page (bookMall/productDetails?id=): the good, the SKU picked (the first with stock at
 * first) and the quantity (1 to its stock, at most 99), the SKU sheet, 加入购物车 and 立即购买
 * (→ bookMall/goodsOrder?transferParams=, lib/mallTransfer.ts). A visitor is sent to log in and back
 * here first. The cart's count is read again whenever the page shows.
 */
export function useProductDetail(): ProductDetail {
  const { params } = useRouter()
  const id = Number(params.id) || 0
  const here = urlOf('bookMall/productDetails', { id })
  const load = usePageLoad(() => withErrorText(id ? fetchGoodsDetail(id, { quiet: true }) : Promise.reject(new Error('商品不存在')), '商品加载失败'))
  const goods = load.data
  const [pickedId, setPickedId] = useState<number>()
  const [quantity, setQuantityState] = useState(1)
  const [sheet, setSheet] = useState<SheetMode | null>(null)
  const [adding, setAdding] = useState(false)
  const addingRef = useRef(false)
  const [cart, setCart] = useState(0)

  useDidShow(() => {
    if (!userStore.isLoggedIn) return setCart(0)
    cartCount({ quiet: true })
      .then((c) => setCart(c.count))
      .catch(() => undefined)
  })
  useShareAppMessage(() => ({ title: goods?.title ?? '图书商城', path: here }))

  const sku = goods ? (goods.skus.find((s) => s.id === pickedId) ?? initialSku(goods.skus)) : undefined
  const problem = pickProblem(sku, quantity)

  /** The pick may be bought, else its reason is shown on the sheet. */
  const ready = () => {
    if (problem === null) return true
    setSheet((s) => s ?? 'choose')
    toast(problem)
    return false
  }

  const addCart = async () => {
    if (!userStore.isLoggedIn) return navigate(loginUrlFor(here))
    if (!sku || !ready() || addingRef.current) return
    addingRef.current = true
    setAdding(true)
    try {
      const added = await addToCart(sku.id, quantity, { quiet: true })
      setCart(added.count)
      setSheet(null)
      toast('已加入购物车')
    } catch (e) {
      toast(errorText(e, '加入购物车失败，请稍后再试'))
    } finally {
      addingRef.current = false
      setAdding(false)
    }
  }

  const buyNow = () => {
    if (!sku || !ready()) return
    setSheet(null)
    navigate(mallOrderUrl({ selectedGoods: [{ sku_id: sku.id, quantity }], order_all: fenToYuan(sku.price_fen * quantity) }))
  }

  return {
    id,
    load,
    sku,
    quantity,
    pickSku: (next) => {
      setPickedId(next.id)
      setQuantityState((q) => clampQuantity(q, next))
    },
    setQuantity: (n) => setQuantityState(clampQuantity(n, sku)),
    problem,
    sheet,
    openSheet: setSheet,
    closeSheet: () => setSheet(null),
    addCart: () => void addCart(),
    buyNow,
    adding,
    cart
  }
}
