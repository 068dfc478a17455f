import { useState } from 'react'
import type { MallCentreCoupon, MallUserCoupon } from '@types-contract/mallCart'
import { claimCoupon, fetchCouponCentre, fetchMyCoupons } from '@/api/mallCart'
import { errorText } from '@/api/errorText'
import { usePagedList } from '@/components/usePagedList'
import type { CouponTab } from '@/lib/mallCart'
import { toast } from '@/platform/toast'

const quiet = { quiet: true }
const keyOf = (c: MallUserCoupon | MallCentreCoupon) => c.id

/**
 * couponList's list mode: the tab (可使用 / 已使用 / 已过期 / 领券中心), its paged list, and 立即领取 in
 * the centre (the coupon shows as 已领取 at once; a second claim is refused by the server: 409).
 */
export function useCouponList(initial: CouponTab) {
  const [tab, setTab] = useState<CouponTab>(initial)
  const list = usePagedList<MallUserCoupon | MallCentreCoupon>(
    (page) => (tab === 'centre' ? fetchCouponCentre(page, quiet) : fetchMyCoupons(tab, page, quiet)),
    [tab],
    keyOf
  )
  const [claimed, setClaimed] = useState<Record<number, true>>({})
  const [claiming, setClaiming] = useState<number | null>(null)

  const claim = async (coupon: MallCentreCoupon) => {
    if (claiming !== null) return
    setClaiming(coupon.id)
    try {
      await claimCoupon(coupon.id, quiet)
      setClaimed((c) => ({ ...c, [coupon.id]: true }))
      toast('领取成功，可在「可使用」中查看')
    } catch (e) {
      toast(errorText(e, '领取失败，请稍后再试'))
    } finally {
      setClaiming(null)
    }
  }

  return { tab, setTab, list, isClaimed: (c: MallCentreCoupon) => c.claimed || claimed[c.id] === true, claim }
}
