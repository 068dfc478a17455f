import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { MallLineInput } from '@types-contract/mall'
import type { MallCentreCoupon, MallUserCoupon } from '@types-contract/mallCart'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PagedStatus } from '@/components/PagedStatus'
import { COUPON_TABS, centreValidity, couponValidity, moneyText, type CouponTab } from '@/lib/mallCart'
import { urlOf } from '@/routes'
import { CouponTicket, TicketButton, TicketRadio } from './couponParts'
import { useCouponChooser } from './useCouponChooser'
import { useCouponList } from './useCouponList'

const EMPTY: Record<CouponTab, [title: string, hint: string]> = {
  usable: ['暂无可用优惠券', '去领券中心看看，下单更省钱'],
  used: ['还没有用过优惠券', ''],
  expired: ['没有过期的优惠券', ''],
  centre: ['暂时没有可领的优惠券', '过几天再来看看吧']
}

/** 去使用: the storefront, on the coupon's category when it has one. */
const goUse = (c: MallUserCoupon) => navigate(urlOf('bookMall/goodsPreview', c.category ? { category: c.category } : undefined))

/** My coupons by state and the coupon centre, tabbed; paged at reach-bottom. */
export function CouponListView({ initial }: { initial: CouponTab }) {
  const c = useCouponList(initial)
  useReachBottom(() => c.list.loadMore())
  const now = Date.now()
  return (
    <View className='mc-coupons' data-testid='coupon-page' data-mode='list'>
      <View className='mc-tabs' data-testid='coupon-tabs'>
        {COUPON_TABS.map((t) => (
          <View key={t.tab} className={`mc-tab${t.tab === c.tab ? ' mc-tab--on' : ''}`} data-testid='coupon-tab' data-tab={t.tab} onClick={() => c.setTab(t.tab)}>
            {t.label}
          </View>
        ))}
      </View>
      <View className='mc-list' data-testid='coupon-list' data-tab={c.tab} data-loaded={String(c.list.state.loaded && !c.list.state.loading)}>
        {c.tab === 'centre'
          ? (c.list.state.items as MallCentreCoupon[]).map((coupon) => (
              <CouponTicket
                key={coupon.id}
                id={coupon.id}
                testId='coupon-centre-item'
                coupon={coupon}
                validity={centreValidity(coupon)}
                action={
                  <TicketButton
                    label={c.isClaimed(coupon) ? '已领取' : '立即领取'}
                    off={c.isClaimed(coupon)}
                    testId='coupon-claim'
                    onClick={() => void c.claim(coupon)}
                  />
                }
              />
            ))
          : (c.list.state.items as MallUserCoupon[]).map((coupon) => {
              const validity = couponValidity(coupon, now)
              return (
                <CouponTicket
                  key={coupon.id}
                  id={coupon.id}
                  testId='coupon-item'
                  coupon={coupon}
                  validity={validity.text}
                  soon={validity.soon}
                  dim={coupon.state !== 'usable'}
                  stamp={coupon.state === 'usable' ? undefined : coupon.state === 'used' ? '已使用' : '已过期'}
                  action={coupon.state === 'usable' ? <TicketButton label='去使用' testId='coupon-use' onClick={() => goUse(coupon)} /> : undefined}
                />
              )
            })}
        <PagedStatus list={c.list} testId='coupon' emptyTitle={EMPTY[c.tab][0]} emptyHint={EMPTY[c.tab][1] || undefined} />
      </View>
    </View>
  )
}

/**
 * Choose mode (goodsOrder's 优惠券 row): 不使用优惠券, the usable coupons best first with what each
 * takes off these goods, then the ones that cannot be used with why. A tap hands the pick back.
 */
export function CouponChooseView({ lines, current }: { lines: MallLineInput[] | null; current: number | null | undefined }) {
  const c = useCouponChooser(lines, current)
  const now = Date.now()
  if (!c.load.data) {
    return (
      <View className='mc-coupons' data-testid='coupon-page' data-mode='choose'>
        <LoadView state={c.load.state} onRetry={() => void c.load.reload()} />
      </View>
    )
  }
  return (
    <View className='mc-coupons' data-testid='coupon-page' data-mode='choose'>
      <View className='mc-list' data-testid='coupon-choose'>
        <View className='mc-none' data-testid='coupon-none' onClick={() => c.pick(null)}>
          <Text>不使用优惠券</Text>
          <TicketRadio on={c.inUse === null} />
        </View>
        <Text className='mc-section'>可用优惠券（{c.options.usable.length}）</Text>
        {c.options.usable.length === 0 ? <Text className='mc-note'>这些商品暂时没有可用的优惠券</Text> : null}
        {c.options.usable.map((o) => (
          <CouponTicket
            key={o.coupon.id}
            id={o.coupon.id}
            testId='coupon-option'
            coupon={o.coupon}
            validity={couponValidity(o.coupon, now).text}
            saving={`本单可减${moneyText(o.discount_fen)}`}
            soon={couponValidity(o.coupon, now).soon}
            action={<TicketRadio on={c.inUse === o.coupon.id} />}
            onClick={() => c.pick(o.coupon.id)}
          />
        ))}
        {c.options.unusable.length > 0 ? <Text className='mc-section'>不可用优惠券（{c.options.unusable.length}）</Text> : null}
        {c.options.unusable.map((o) => (
          <CouponTicket
            key={o.coupon.id}
            id={o.coupon.id}
            testId='coupon-unusable'
            coupon={o.coupon}
            validity={couponValidity(o.coupon, now).text}
            dim
            reason={o.reason}
          />
        ))}
        <Text className='mc-note'>每笔订单限用一张优惠券，优惠券不抵扣运费</Text>
      </View>
    </View>
  )
}
