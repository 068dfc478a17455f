import { View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { navigate } from '@/components/nav'
import { PagedStatus } from '@/components/PagedStatus'
import { PageShell } from '@/components/PageShell'
import { urlOf } from '@/routes'
import { CouponPopup } from './components/couponPopup'
import { CartButton, CategoryTabs, GoodsCard, SortBar, StoreHead } from './components/goodsParts'
import { useGoodsStorefront } from './components/useGoodsStorefront'
import './components/goods.scss'

/**
 * 图书商城 (bookMall/goodsPreview?category=&q=), the storefront: the search box and the season's
 * banner (领券 opens the coupon centre), the category tabs and the sort bar (综合, 销量, 价格 both
 * ways) that stay at the top, then the goods on sale two to a row, paged at reach-bottom. A good
 * opens its page; the corner button opens the cart with its count. A logged-in user's new coupons
 * (the welcome pack on the first visit) pop up over it (components/couponPopup.tsx). State in
 * components/useGoodsStorefront.ts, rules in lib/mallGoodsView.ts.
 */
export default function GoodsPreview() {
  const s = useGoodsStorefront()
  useShareAppMessage(() => ({ title: '图书商城 · 备考好物一站配齐', path: urlOf('bookMall/goodsPreview') }))
  const { state } = s.list
  return (
    <PageShell>
      <View className='mg-store' data-testid='goods-store'>
        <StoreHead
          typing={s.typing}
          onType={s.type}
          onSearch={s.search}
          onClear={s.clearSearch}
          onCoupons={() => navigate(urlOf('bookMall/couponList', { tab: 'centre' }))}
        />
        <View className='mg-sticky'>
          <CategoryTabs current={s.query.category} onPick={s.pickCategory} />
          <SortBar sort={s.query.sort} onPick={s.pickSort} />
        </View>
        <View
          className='mg-grid'
          data-testid='goods-grid'
          data-category={s.query.category ?? 'all'}
          data-q={s.query.q}
          data-sort={s.query.sort}
          data-loaded={String(state.loaded && !state.loading)}
        >
          {state.items.map((g) => (
            <GoodsCard key={g.id} goods={g} onOpen={() => navigate(urlOf('bookMall/productDetails', { id: g.id }))} />
          ))}
        </View>
        <PagedStatus
          list={s.list}
          testId='goods'
          emptyTitle={s.query.q ? `没有找到“${s.query.q}”相关的商品` : '这个分类还没有商品'}
          emptyHint={s.query.q ? '换个关键词试试' : '看看其他分类吧'}
        />
        <CartButton count={s.cart} onOpen={() => navigate(urlOf('bookMall/shoppingCart'))} />
      </View>
      <CouponPopup />
    </PageShell>
  )
}
