import { useRouter } from '@tarojs/taro'
import { PageShell } from '@/components/PageShell'
import { choiceOfQuery, decodeLines, tabOfQuery } from '@/lib/mallCart'
import { CouponChooseView, CouponListView } from './components/couponViews'
import './components/coupon.scss'

/**
 * 优惠券 (bookMall/couponList): my coupons by state (?tab=usable|used|expired) and the coupon centre
 * (?tab=centre: claim each once). Opened by goodsOrder with ?choose=1&lines=<sku x qty …>&current=
 * <id|none> it chooses the order's coupon instead (components/couponChoice.ts hands it back).
 */
export default function CouponList() {
  const { params } = useRouter()
  return (
    <PageShell>
      {params.choose === '1' ? (
        <CouponChooseView lines={decodeLines(params.lines)} current={choiceOfQuery(params.current)} />
      ) : (
        <CouponListView initial={tabOfQuery(params.tab)} />
      )}
    </PageShell>
  )
}
