import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { fenToYuan } from '@core/payments/plans'
import type { MallCart, MallCartLine } from '@types-contract/mallCart'
import { fetchCart, patchCartLine, removeCartLines, selectAllCart } from '@/api/mallCart'
import { errorText, withErrorText } from '@/api/errorText'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { useReloadOnShowAndPull } from '@/components/useReloadOnShowAndPull'
import { allSelected, checkoutOf, isLapsed } from '@/lib/mallCart'
import { mallOrderUrl } from '@/lib/mallTransfer'
import { toast } from '@/platform/toast'

const quiet = { quiet: true }

/**
 * The cart page's state (bookMall/shoppingCart): the cart as the server last answered it (every
 * change answers the whole cart, priced again), one change at a time, the 管理 mode that deletes,
 * and 结算: the selected lines to goodsOrder (from the cart). Shown again (back from an order), it
 * loads again.
 */
export function useCart() {
  const load = usePageLoad(() => withErrorText(fetchCart(quiet), '购物车加载失败'))
  const [cart, setCart] = useState<MallCart | null>(null)
  const [busy, setBusy] = useState(false)
  const [managing, setManaging] = useState(false)
  useEffect(() => {
    if (load.data) setCart(load.data)
  }, [load.data])
  useReloadOnShowAndPull(load.reload)

  const lines = cart?.lines ?? []
  const change = async (call: () => Promise<MallCart>, failed: string) => {
    if (busy) return
    setBusy(true)
    try {
      setCart(await call())
    } catch (e) {
      toast(errorText(e, failed))
    } finally {
      setBusy(false)
    }
  }

  const setQuantity = (line: MallCartLine, quantity: number) =>
    quantity !== line.quantity && change(() => patchCartLine(line.id, { quantity }, quiet), '修改数量失败，请稍后再试')
  const toggle = (line: MallCartLine) => change(() => patchCartLine(line.id, { selected: !line.selected }, quiet), '操作失败，请稍后再试')
  const toggleAll = () => change(() => selectAllCart(!allSelected(lines), quiet), '操作失败，请稍后再试')

  const remove = async (ids: number[], content: string) => {
    const { confirm } = await Taro.showModal({ title: '删除商品', content, confirmText: '删除', confirmColor: '#f5222d' })
    if (confirm) await change(() => removeCartLines(ids, quiet), '删除失败，请稍后再试')
  }
  /** 管理 → 删除: the selected lines (the lapsed ones go with 清空失效商品). */
  const removeSelected = async () => {
    const ids = lines.filter((line) => line.selected && !isLapsed(line)).map((line) => line.id)
    if (ids.length === 0) return toast('请选择要删除的商品')
    await remove(ids, `确定从购物车删除这 ${ids.length} 种商品吗？`)
  }
  const clearLapsed = () =>
    remove(
      lines.filter(isLapsed).map((line) => line.id),
      '确定清空失效商品吗？'
    )

  const checkout = () => {
    const chosen = checkoutOf(lines)
    if (!chosen.ok) return toast(chosen.refusal)
    navigate(mallOrderUrl({ selectedGoods: chosen.lines, order_all: fenToYuan(cart?.quote.goods_fen ?? 0), orderInfo: { from_cart: true } }))
  }

  return { load, cart, busy, managing, setManaging, setQuantity, toggle, toggleAll, removeSelected, clearLapsed, checkout }
}

export type CartState = ReturnType<typeof useCart>
