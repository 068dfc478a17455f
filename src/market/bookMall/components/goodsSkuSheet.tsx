/**
 * The SKU sheet of a good's page: the picture, the picked SKU's price and stock (库存, 仅剩, 已售罄),
 * the SKUs (sold-out ones struck through, still pickable to see why), the quantity stepper (1 to the
 * stock, at most 99), why the pick cannot be bought, and the action that opened it (both from 已选).
 */
import { Image, Text, View } from '@tarojs/components'
import type { MallSku } from '@types-contract/mall'
import type { MallGoodsDetail } from '@types-contract/mallGoods'
import { mediaUrl } from '@/api/forum'
import { LOW_STOCK, maxQuantity, stockText } from '@/lib/mallGoodsView'
import { Price } from './goodsParts'
import type { SheetMode } from './useProductDetail'
import './goods.scss'

interface Props {
  goods: MallGoodsDetail
  mode: SheetMode
  sku: MallSku | undefined
  quantity: number
  problem: string | null
  adding: boolean
  onPick: (sku: MallSku) => void
  onQuantity: (n: number) => void
  onClose: () => void
  onAdd: () => void
  onBuy: () => void
}

export function SkuSheet({ goods, mode, sku, quantity, problem, adding, onPick, onQuantity, onClose, onAdd, onBuy }: Props) {
  const max = maxQuantity(sku)
  const stock = sku?.stock ?? 0
  const cover = goods.images[0]
  const off = problem !== null
  return (
    <>
      <View className='mg-mask' onClick={onClose} />
      <View className='mg-sheet' data-testid='sku-sheet' data-mode={mode}>
        <Text className='mg-sheet__close' aria-label='关闭' data-testid='sku-sheet-close' onClick={onClose}>
          ×
        </Text>
        <View className='mg-sheet__head'>
          {cover ? <Image className='mg-sheet__pic' src={mediaUrl(cover.thumb_url)} mode='aspectFill' imgProps={{ alt: '' }} /> : <View className='mg-sheet__pic' />}
          <View className='mg-sheet__info'>
            <Price fen={sku?.price_fen ?? goods.price_fen} original={sku?.original_price_fen ?? null} size='large' />
            <Text className={`mg-sheet__stock${stock <= 0 ? ' mg-sheet__stock--out' : stock <= LOW_STOCK ? ' mg-sheet__stock--low' : ''}`} data-testid='sku-stock'>
              {stockText(stock)}
            </Text>
            <Text className='mg-sheet__chosen'>已选：{sku ? `“${sku.name}”` : '请选择规格'}</Text>
          </View>
        </View>
        <View className='mg-sheet__body'>
          <Text className='mg-sheet__label'>规格</Text>
          <View className='mg-skus'>
            {goods.skus.map((s) => (
              <Text
                key={s.id}
                className={`mg-sku${s.id === sku?.id ? ' mg-sku--on' : ''}${s.stock <= 0 ? ' mg-sku--out' : ''}`}
                data-testid='sku-option'
                data-id={String(s.id)}
                data-stock={String(s.stock)}
                aria-selected={s.id === sku?.id}
                onClick={() => onPick(s)}
              >
                {s.name}
              </Text>
            ))}
          </View>
          <View className='mg-qty-row'>
            <Text className='mg-sheet__label'>数量</Text>
            <View className='mg-qty' data-testid='sku-quantity'>
              <Text
                className={`mg-qty__step${quantity <= 1 ? ' mg-qty__step--off' : ''}`}
                aria-label='减少'
                data-testid='sku-minus'
                onClick={() => onQuantity(quantity - 1)}
              >
                −
              </Text>
              <Text className='mg-qty__value' data-testid='sku-quantity-value'>
                {quantity}
              </Text>
              <Text
                className={`mg-qty__step${quantity >= max ? ' mg-qty__step--off' : ''}`}
                aria-label='增加'
                data-testid='sku-plus'
                onClick={() => onQuantity(quantity + 1)}
              >
                +
              </Text>
            </View>
          </View>
          {problem ? (
            <Text className='mg-sheet__problem' data-testid='sku-problem'>
              {problem}
            </Text>
          ) : null}
        </View>
        <View className='mg-sheet__actions'>
          {mode !== 'buy' ? (
            <View
              className={`mg-sheet__action ${off ? 'mg-sheet__action--off' : 'mg-sheet__action--cart'}`}
              role='button'
              aria-disabled={off || adding}
              data-testid='sku-add-cart'
              onClick={onAdd}
            >
              <Text>{adding ? '加入中…' : '加入购物车'}</Text>
            </View>
          ) : null}
          {mode !== 'cart' ? (
            <View
              className={`mg-sheet__action ${off ? 'mg-sheet__action--off' : 'mg-sheet__action--buy'}`}
              role='button'
              aria-disabled={off}
              data-testid='sku-buy-now'
              onClick={onBuy}
            >
              <Text>立即购买</Text>
            </View>
          ) : null}
        </View>
      </View>
    </>
  )
}
