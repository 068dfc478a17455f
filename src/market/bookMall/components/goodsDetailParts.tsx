/**
 * A good's page's parts (bookMall/productDetails): the picture gallery (swiped sideways, 1/3 in
 * the corner, tap to preview), the price and title card, the 已选 and 配送 rows, the comments card,
 * the description with the pictures, and the buy bar. Presentational: state is useProductDetail's.
 */
import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { MallSku } from '@types-contract/mall'
import { MALL_DELIVERY_FEN, MALL_FREE_DELIVERY_FEN } from '@types-contract/mallCart'
import type { MallGoodsDetail } from '@types-contract/mallGoods'
import { mediaUrl } from '@/api/forum'
import { BUY_STATE_TEXT, buyStateOf, goodRateText, paragraphsOf, priceText, soldText } from '@/lib/mallGoodsView'
import { previewImage } from '@/platform/previewImage'
import { CommentItem } from './goodsCommentParts'
import { DemoTag, Price } from './goodsParts'
import './goods.scss'

/** The pictures side by side, one screen wide each; the corner counts where the swipe is. */
export function Gallery({ goods }: { goods: MallGoodsDetail }) {
  const [index, setIndex] = useState(0)
  const urls = goods.images.map((i) => mediaUrl(i.url))
  const count = urls.length
  return (
    <View className='mg-gallery' data-testid='goods-gallery'>
      {count > 0 ? (
        <ScrollView
          className='mg-gallery__track'
          scrollX
          enhanced
          pagingEnabled
          showScrollbar={false}
          onScroll={(e) => setIndex(Math.min(count - 1, Math.max(0, Math.round((e.detail.scrollLeft / e.detail.scrollWidth) * count))))}
        >
          {urls.map((url) => (
            <View key={url} className='mg-gallery__slide'>
              <Image className='mg-gallery__img' src={url} mode='aspectFill' imgProps={{ alt: '查看大图' }} onClick={() => previewImage(urls, url)} />
            </View>
          ))}
        </ScrollView>
      ) : null}
      {goods.is_demo ? <DemoTag /> : null}
      {count > 1 ? (
        <Text className='mg-gallery__count' data-testid='goods-gallery-count'>
          {index + 1}/{count}
        </Text>
      ) : null}
    </View>
  )
}

/** The price of the picked SKU (the lowest until one is picked), units sold, the title and subtitle; 已下架 or 已售罄 said plainly. */
export function TitleCard({ goods, sku }: { goods: MallGoodsDetail; sku: MallSku | undefined }) {
  const state = buyStateOf(goods)
  return (
    <View className='mg-section mg-section--first' data-testid='goods-title-card'>
      <View className='mg-buyline'>
        <Price fen={sku?.price_fen ?? goods.price_fen} original={sku ? sku.original_price_fen : goods.original_price_fen} size='large' />
        <Text className='mg-buyline__sold'>{soldText(goods.sold)}</Text>
      </View>
      <Text className='mg-title' data-testid='goods-title'>
        {goods.title}
      </Text>
      {goods.subtitle ? <Text className='mg-subtitle'>{goods.subtitle}</Text> : null}
      {state !== 'on_sale' ? (
        <Text className='mg-off-note' data-testid='goods-off-note'>
          {state === 'off_shelf' ? '该商品已下架，暂时无法购买' : '该商品已售罄，补货后再来看看吧'}
        </Text>
      ) : null}
    </View>
  )
}

/** 已选 (opens the SKU sheet) and 配送 (the free-delivery line). */
export function InfoRows({ sku, quantity, onChoose }: { sku: MallSku | undefined; quantity: number; onChoose: () => void }) {
  return (
    <View className='mg-section'>
      <View className='mg-row' role='button' data-testid='goods-chosen' onClick={onChoose}>
        <Text className='mg-row__label'>已选</Text>
        <Text className='mg-row__value'>{sku ? `${sku.name}，${quantity} 件` : '请选择规格'}</Text>
        <Text className='mg-row__more'>›</Text>
      </View>
      <View className='mg-row'>
        <Text className='mg-row__label'>配送</Text>
        <Text className='mg-row__value'>
          快递 · 满 {priceText(MALL_FREE_DELIVERY_FEN)} 包邮，不满收运费 {priceText(MALL_DELIVERY_FEN)}
        </Text>
      </View>
    </View>
  )
}

/** 商品评价 (count) · 好评率, the newest comments, 查看全部评价. */
export function CommentsCard({ goods, onAll }: { goods: MallGoodsDetail; onAll: () => void }) {
  const { rating } = goods
  return (
    <View className='mg-section' data-testid='goods-comments-card'>
      <View className='mg-section__head' role='button' onClick={onAll}>
        <Text className='mg-section__title'>商品评价（{rating.count}）</Text>
        <Text className={`mg-section__aside${rating.count > 0 ? ' mg-section__aside--good' : ''}`}>{goodRateText(rating)} ›</Text>
      </View>
      {goods.comments.map((c) => (
        <CommentItem key={c.id} comment={c} short />
      ))}
      {rating.count > 0 ? (
        <View className='mg-more-comments' role='button' data-testid='goods-all-comments' onClick={onAll}>
          <Text>查看全部评价</Text>
        </View>
      ) : null}
    </View>
  )
}

/** 商品详情: the description's paragraphs, then every picture full width. */
export function Description({ goods }: { goods: MallGoodsDetail }) {
  return (
    <View className='mg-section' data-testid='goods-description'>
      <Text className='mg-section__title'>商品详情</Text>
      <View className='mg-desc'>
        {paragraphsOf(goods.description).map((p, i) => (
          <Text key={i} className='mg-desc__text'>
            {p}
          </Text>
        ))}
        {goods.images.map((image) => (
          <Image key={image.url} className='mg-desc__img' src={mediaUrl(image.url)} mode='widthFix' lazyLoad imgProps={{ alt: '商品详情图' }} />
        ))}
      </View>
    </View>
  )
}

interface BarProps {
  goods: MallGoodsDetail
  cart: number
  onHome: () => void
  onCart: () => void
  onAdd: () => void
  onBuy: () => void
}

/** 商城 and 购物车 (with its count), then 加入购物车 and 立即购买, or why the good cannot be bought. */
export function BuyBar({ goods, cart, onHome, onCart, onAdd, onBuy }: BarProps) {
  const state = buyStateOf(goods)
  return (
    <View className='mg-buybar' data-testid='goods-buybar' data-state={state}>
      <View className='mg-buybar__icon' role='button' data-testid='goods-home' onClick={onHome}>
        <View className='mg-home-icon' />
        <Text>商城</Text>
      </View>
      <View className='mg-buybar__icon' role='button' data-testid='goods-cart' onClick={onCart}>
        <View className='mg-cart-icon' />
        <Text>购物车</Text>
        {cart > 0 ? (
          <Text className='mg-badge' data-testid='goods-cart-count'>
            {cart > 99 ? '99+' : cart}
          </Text>
        ) : null}
      </View>
      <View className='mg-buybar__buttons'>
        {state === 'on_sale' ? (
          <>
            <View className='mg-buybar__button mg-buybar__button--cart' role='button' data-testid='goods-add-cart' onClick={onAdd}>
              <Text>加入购物车</Text>
            </View>
            <View className='mg-buybar__button mg-buybar__button--buy' role='button' data-testid='goods-buy-now' onClick={onBuy}>
              <Text>立即购买</Text>
            </View>
          </>
        ) : (
          <View className='mg-buybar__button mg-buybar__button--off' data-testid='goods-cannot-buy'>
            <Text>{BUY_STATE_TEXT[state]}</Text>
          </View>
        )}
      </View>
    </View>
  )
}
