import type { MallLineInput } from '@types-contract/mall'
import { checkPrice } from '@/api/mallCart'
import { withErrorText } from '@/api/errorText'
import { goBackOr } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { splitOptions } from '@/lib/mallCart'
import { urlOf } from '@/routes'
import { pickCouponFor } from './couponChoice'

/**
 * couponList's choose mode (opened by goodsOrder with its lines): the user's coupons against those
 * lines as the server weighs them (the usable ones best first, the others with why), the one the
 * order uses now, and the pick, handed back through couponChoice.ts.
 */
export function useCouponChooser(lines: MallLineInput[] | null, current: number | null | undefined) {
  const load = usePageLoad(() =>
    lines ? withErrorText(checkPrice(lines, null, { quiet: true }), '优惠券加载失败') : Promise.reject(new Error('订单信息有误，请返回重试'))
  )
  const options = splitOptions(load.data?.coupons ?? [])
  // Not told (an old link): the best one, as check-price would apply.
  const inUse = current === undefined ? (options.usable[0]?.coupon.id ?? null) : current
  const pick = (choice: number | null) => {
    if (!lines) return
    pickCouponFor(lines, choice)
    goBackOr(urlOf('bookMall/shoppingCart'))
  }
  return { load, options, inUse, pick }
}
