/**
 * The storefront's parts (bookMall/goodsPreview): the search head with its banner, the category
 * tabs, the sort bar, a goods card of the two-column grid, the price as the shop writes it, and the
 * floating cart button. Presentational: state is useGoodsStorefront's.
 */
import { Image, Input, Text, View } from '@tarojs/components'
import type { MallCategory, MallGoodsCard } from '@types-contract/mall'
import { MALL_GOODS_LIMITS, type MallGoodsSort } from '@types-contract/mallGoods'
import { mediaUrl } from '@/api/forum'
import { CATEGORY_TABS, SORT_TABS, listPriceText, nextSort, priceParts, soldText, sortKeyOf } from '@/lib/mallGoodsView'
import './goods.scss'

/** ¥39.80 with the yuan large; the struck list price beside it when there is one. */
export function Price({ fen, original, size = 'normal' }: { fen: number; original?: number | null; size?: 'normal' | 'large' }) {
  const { yuan, cents } = priceParts(fen)
  const struck = original === undefined ? null : listPriceText(fen, original)
  return (
    <View className={`mg-price mg-price--${size}`}>
      <Text className='mg-price__sign'>¥</Text>
      <Text className='mg-price__yuan'>{yuan}</Text>
      <Text className='mg-price__cents'>{cents}</Text>
      {struck ? <Text className='mg-price__struck'>{struck}</Text> : null}
    </View>
  )
}

/** 示例数据 on a seeded good's picture. */
export const DemoTag = () => <Text className='mg-demo-tag'>示例数据</Text>

interface HeadProps {
  typing: string
  onType: (text: string) => void
  onSearch: () => void
  onClear: () => void
  onCoupons: () => void
}

/** The search box (the keyboard's 搜索 or the button searches; × empties it) over the season's banner with 领券. */
export function StoreHead({ typing, onType, onSearch, onClear, onCoupons }: HeadProps) {
  return (
    <View className='mg-head'>
      <View className='mg-search'>
        <View className='mg-search__box'>
          <View className='mg-search__lens' />
          <Input
            className='mg-search__input'
            data-testid='goods-search-input'
            value={typing}
            confirmType='search'
            placeholder='搜索真题、教辅、文具'
            placeholderStyle='color:#b0b0b0'
            maxlength={MALL_GOODS_LIMITS.queryMax}
            onInput={(e) => onType(e.detail.value)}
            onConfirm={onSearch}
          />
          {typing ? (
            <Text className='mg-search__clear' data-testid='goods-search-clear' onClick={onClear}>
              ×
            </Text>
          ) : null}
        </View>
        <Text className='mg-search__go' data-testid='goods-search-submit' onClick={onSearch}>
          搜索
        </Text>
      </View>
      <View className='mg-banner'>
        <View className='mg-banner__text'>
          <Text className='mg-banner__title'>备考好物 一站配齐</Text>
          <Text className='mg-banner__sub'>真题教辅 · 文具好物 · 满 59 元包邮</Text>
        </View>
        <View className='mg-banner__coupon' role='button' data-testid='goods-coupons' onClick={onCoupons}>
          <Text>领券</Text>
        </View>
      </View>
    </View>
  )
}

/** 全部 and the categories; the picked one underlined. */
export function CategoryTabs({ current, onPick }: { current: MallCategory | undefined; onPick: (category: MallCategory | undefined) => void }) {
  return (
    <View className='mg-cats' data-testid='goods-categories'>
      {CATEGORY_TABS.map((tab) => (
        <Text
          key={tab.label}
          className={`mg-cat${tab.category === current ? ' mg-cat--on' : ''}`}
          data-testid='goods-category'
          data-category={tab.category ?? 'all'}
          aria-selected={tab.category === current}
          onClick={() => onPick(tab.category)}
        >
          {tab.label}
        </Text>
      ))}
    </View>
  )
}

/** 综合, 销量, 价格 (tapped again it turns round; its arrows say which way). */
export function SortBar({ sort, onPick }: { sort: MallGoodsSort; onPick: (sort: MallGoodsSort) => void }) {
  const key = sortKeyOf(sort)
  return (
    <View className='mg-sorts' data-testid='goods-sorts' data-sort={sort}>
      {SORT_TABS.map((tab) => (
        <View
          key={tab.key}
          className={`mg-sort${tab.key === key ? ' mg-sort--on' : ''}`}
          data-testid='goods-sort'
          data-key={tab.key}
          onClick={() => onPick(nextSort(sort, tab.key))}
        >
          <Text>{tab.label}</Text>
          {tab.key === 'price' ? (
            <View className='mg-sort__arrows'>
              <View className={`mg-sort__up${sort === 'price_asc' ? ' mg-sort__arrow--on' : ''}`} />
              <View className={`mg-sort__down${sort === 'price_desc' ? ' mg-sort__arrow--on' : ''}`} />
            </View>
          ) : null}
        </View>
      ))}
    </View>
  )
}

/** A good in the grid: its picture (示例数据 on demo goods), title, subtitle, price and units sold. */
export function GoodsCard({ goods, onOpen }: { goods: MallGoodsCard; onOpen: () => void }) {
  return (
    <View className='mg-card' data-testid='goods-card' data-id={String(goods.id)} onClick={onOpen}>
      <View className='mg-card__pic'>
        {goods.cover_url ? (
          <Image className='mg-card__img' src={mediaUrl(goods.cover_url)} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
        ) : (
          <View className='mg-card__img mg-card__img--none' />
        )}
        {goods.is_demo ? <DemoTag /> : null}
      </View>
      <View className='mg-card__body'>
        <Text className='mg-card__title' data-testid='goods-card-title'>
          {goods.title}
        </Text>
        {goods.subtitle ? <Text className='mg-card__sub'>{goods.subtitle}</Text> : null}
        <View className='mg-card__foot'>
          <Price fen={goods.price_fen} />
          <Text className='mg-card__sold'>{soldText(goods.sold)}</Text>
        </View>
      </View>
    </View>
  )
}

/** The round cart button over the page's corner, with the count of lines in the cart. */
export function CartButton({ count, onOpen }: { count: number; onOpen: () => void }) {
  return (
    <View className='mg-cart-fab' role='button' aria-label='购物车' data-testid='goods-cart-button' onClick={onOpen}>
      <View className='mg-cart-icon' />
      <Text className='mg-cart-fab__label'>购物车</Text>
      {count > 0 ? (
        <Text className='mg-badge' data-testid='goods-cart-count'>
          {count > 99 ? '99+' : count}
        </Text>
      ) : null}
    </View>
  )
}
