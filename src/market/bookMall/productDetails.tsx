import { View } from '@tarojs/components'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { urlOf } from '@/routes'
import { BuyBar, CommentsCard, Description, Gallery, InfoRows, TitleCard } from './components/goodsDetailParts'
import { SkuSheet } from './components/goodsSkuSheet'
import { useProductDetail } from './components/useProductDetail'
import './components/goods.scss'

/**
 * 商品详情 (bookMall/productDetails?id=): the pictures, the price and title, 已选 (the SKU sheet)
 * and 配送, the comments with 好评率 and the newest two (→ commentList), the description, and the
 * buy bar: 商城, 购物车 with its count, 加入购物车 and 立即购买, each opening the SKU sheet to confirm
 * the spec and quantity (立即购买 then opens 待付款). An off-shelf or sold-out good says so in place
 * of the buttons. State in components/useProductDetail.ts, rules in lib/mallGoodsView.ts.
 */
export default function ProductDetails() {
  const p = useProductDetail()
  const goods = p.load.data
  return (
    <PageShell>
      <LoadView state={p.load.state} onRetry={p.load.reload} />
      {goods ? (
        <View className='mg-detail' data-testid='goods-detail' data-id={String(goods.id)}>
          <Gallery goods={goods} />
          <TitleCard goods={goods} sku={p.sku} />
          <InfoRows sku={p.sku} quantity={p.quantity} onChoose={() => p.openSheet('choose')} />
          <CommentsCard goods={goods} onAll={() => navigate(urlOf('bookMall/commentList', { id: goods.id }))} />
          <Description goods={goods} />
          <BuyBar
            goods={goods}
            cart={p.cart}
            onHome={() => navigate(urlOf('bookMall/goodsPreview'))}
            onCart={() => navigate(urlOf('bookMall/shoppingCart'))}
            onAdd={() => p.openSheet('cart')}
            onBuy={() => p.openSheet('buy')}
          />
          {p.sheet ? (
            <SkuSheet
              goods={goods}
              mode={p.sheet}
              sku={p.sku}
              quantity={p.quantity}
              problem={p.problem}
              adding={p.adding}
              onPick={p.pickSku}
              onQuantity={p.setQuantity}
              onClose={p.closeSheet}
              onAdd={p.addCart}
              onBuy={p.buyNow}
            />
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}
