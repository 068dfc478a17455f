import { Text, View } from '@tarojs/components'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { allSelected, isLapsed } from '@/lib/mallCart'
import { urlOf } from '@/routes'
import { CartBar, CartLineRow, CartOffers, LapsedLines } from './components/cartParts'
import { useCart } from './components/useCart'
import './components/cart.scss'

const goodsPage = (goodsId: number) => navigate(urlOf('bookMall/productDetails', { id: goodsId }))
const storefront = () => navigate(urlOf('bookMall/goodsPreview'))

/**
 * 购物车 (bookMall/shoppingCart): my cart, newest first, priced by the server on every change. A
 * line shows its price now and how it changed since it was added, and its problem (库存不足 …);
 * lines off the shelf or sold out stand apart as 失效. The selected lines get the best coupon
 * automatically (shown above the lines; goodsOrder lets the user change it) and the bar shows what
 * the order costs. 管理 turns 结算 into 删除.
 */
export default function ShoppingCart() {
  const c = useCart()
  const lines = c.cart?.lines ?? []
  const open = lines.filter((line) => !isLapsed(line))
  const lapsed = lines.filter(isLapsed)
  const count = open.filter((line) => line.selected).length
  return (
    <PageShell>
      <View className='mc-page' data-testid='cart-page' data-loaded={String(c.cart !== null)}>
        {c.cart ? null : <LoadView state={c.load.state} onRetry={() => void c.load.reload()} />}
        {c.cart && lines.length === 0 ? (
          <EmptyState testId='cart-empty' title='购物车还是空的' hint='挑几本好书，备考更有底气'>
            <View className='mc-empty-go' data-testid='cart-go-shopping' onClick={storefront}>
              <Text>去逛逛</Text>
            </View>
          </EmptyState>
        ) : null}
        {c.cart && lines.length > 0 ? (
          <>
            <View className='mc-head'>
              <Text data-testid='cart-count'>共 {lines.length} 种商品</Text>
              <Text className='mc-head__manage' data-testid='cart-manage' onClick={() => c.setManaging(!c.managing)}>
                {c.managing ? '完成' : '管理'}
              </Text>
            </View>
            <CartOffers quote={c.cart.quote} onCoupons={() => navigate(urlOf('bookMall/couponList', { tab: 'centre' }))} onMore={storefront} />
            {open.length > 0 ? (
              <View className='mc-card' data-testid='cart-lines'>
                {open.map((line) => (
                  <CartLineRow
                    key={line.id}
                    line={line}
                    busy={c.busy}
                    onToggle={() => void c.toggle(line)}
                    onQuantity={(quantity) => void c.setQuantity(line, quantity)}
                    onOpen={() => goodsPage(line.goods_id)}
                  />
                ))}
              </View>
            ) : null}
            <LapsedLines lines={lapsed} onClear={() => void c.clearLapsed()} onOpen={(line) => goodsPage(line.goods_id)} />
            <CartBar
              quote={c.cart.quote}
              all={allSelected(lines)}
              count={count}
              managing={c.managing}
              onAll={() => void c.toggleAll()}
              onCheckout={c.checkout}
              onDelete={() => void c.removeSelected()}
            />
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
