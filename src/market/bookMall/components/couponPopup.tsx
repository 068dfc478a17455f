import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { MallUserCoupon } from '@types-contract/mallCart'
import { checkRecentCoupons } from '@/api/mallCart'
import { navigate } from '@/components/nav'
import { couponEndText } from '@/lib/mallCart'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { CouponTicket } from './couponParts'
import './coupon.scss'

/** At most this many tickets in the popup; the rest are counted under them. */
const SHOWN = 3

/**
 * The new-coupon popup (the storefront places it): when the page shows to a logged-in user it asks
 * check-recent-coupon, which gives the welcome pack the first time and answers the coupons received
 * since (staff grants …) once; if there are any they pop up, with 去查看 (my coupons) and ×.
 * Failures stay quiet: the popup is a bonus, never in the way.
 */
export function CouponPopup() {
  const [coupons, setCoupons] = useState<MallUserCoupon[]>([])
  const asking = useRef(false)
  useDidShow(() => {
    if (!userStore.isLoggedIn || asking.current) return
    asking.current = true
    checkRecentCoupons({ quiet: true })
      .then((r) => r.coupons.length > 0 && setCoupons(r.coupons))
      .catch(() => undefined)
      .finally(() => {
        asking.current = false
      })
  })
  if (coupons.length === 0) return null
  const close = () => setCoupons([])
  return (
    <View className='mc-popup-mask' data-testid='coupon-popup' catchMove onClick={close}>
      <View className='mc-popup' onClick={(e) => e.stopPropagation()}>
        <Text className='mc-popup__title'>恭喜获得 {coupons.length} 张优惠券</Text>
        <Text className='mc-popup__sub'>已放入「我的优惠券」，下单自动使用最优券</Text>
        <View className='mc-popup__list'>
          {coupons.slice(0, SHOWN).map((coupon) => (
            <CouponTicket key={coupon.id} id={coupon.id} testId='coupon-popup-item' coupon={coupon} validity={couponEndText(coupon)} />
          ))}
        </View>
        {coupons.length > SHOWN ? <Text className='mc-popup__more'>还有 {coupons.length - SHOWN} 张，去查看全部</Text> : null}
        <View
          className='mc-popup__go'
          data-testid='coupon-popup-go'
          onClick={() => {
            close()
            navigate(urlOf('bookMall/couponList'))
          }}
        >
          <Text>去查看</Text>
        </View>
        <View className='mc-popup__close' data-testid='coupon-popup-close' role='button' aria-label='关闭' onClick={close}>
          <Text>×</Text>
        </View>
      </View>
    </View>
  )
}
