import { Image, Text, View } from '@tarojs/components'
import type { MallCartLine, MallQuote } from '@types-contract/mallCart'
import { MALL_MAX_QUANTITY } from '@types-contract/mall'
import { cartCouponText, deliveryHint, lineProblemText, maxQuantityOf, moneyText, priceChangeText } from '@/lib/mallCart'
import { toast } from '@/platform/toast'
import './cart.scss'

/** The round check of a line or of 全选; `off` for a line that cannot be selected. */
export function CartCheck({ on, off, testId, label, onClick }: { on: boolean; off?: boolean; testId: string; label: string; onClick?: () => void }) {
  return (
    <View
      className={`mc-check${on ? ' mc-check--on' : ''}${off ? ' mc-check--off' : ''}`}
      data-testid={testId}
      role='checkbox'
      aria-label={label}
      aria-disabled={off}
      aria-checked={on}
      onClick={(e) => {
        e.stopPropagation()
        if (!off) onClick?.()
      }}
    />
  )
}

/** − quantity +, within 1 and the line's maximum (the stock, at most MALL_MAX_QUANTITY). */
function Stepper({ line, disabled, onChange }: { line: MallCartLine; disabled: boolean; onChange: (quantity: number) => void }) {
  const max = maxQuantityOf(line)
  const step = (delta: number) => {
    if (disabled) return
    const next = line.quantity + delta
    if (next < 1) return toast('至少购买1件')
    // A line short of stock may always go down; up is refused past the stock or the limit.
    if (delta > 0 && next > max) return toast(max >= MALL_MAX_QUANTITY ? `每件商品最多购买${MALL_MAX_QUANTITY}件` : `库存不足，仅剩${line.stock}件`)
    onChange(next)
  }
  return (
    <View className='mc-step' data-testid='cart-stepper' onClick={(e) => e.stopPropagation()}>
      <View
        className={`mc-step__btn${line.quantity <= 1 ? ' mc-step__btn--off' : ''}`}
        data-testid='cart-minus'
        role='button'
        aria-label='减少数量'
        onClick={() => step(-1)}
      >
        <Text>−</Text>
      </View>
      <Text className='mc-step__num' data-testid='cart-quantity'>
        {line.quantity}
      </Text>
      <View
        className={`mc-step__btn${line.quantity >= max ? ' mc-step__btn--off' : ''}`}
        data-testid='cart-plus'
        role='button'
        aria-label='增加数量'
        onClick={() => step(1)}
      >
        <Text>+</Text>
      </View>
    </View>
  )
}

export function GoodsPicture({ url, lapsed }: { url: string | null; lapsed?: boolean }) {
  return (
    <View className={`mc-pic${lapsed ? ' mc-pic--lapsed' : ''}`}>
      {url ? <Image className='mc-pic__img' src={url} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} /> : <Text className='mc-pic__none'>暂无图片</Text>}
      {lapsed ? <Text className='mc-pic__tag'>失效</Text> : null}
    </View>
  )
}

interface LineProps {
  line: MallCartLine
  busy: boolean
  onToggle: () => void
  onQuantity: (quantity: number) => void
  onOpen: () => void
}

/**
 * A line: its check, picture, title and spec, the price now with its change since it was added
 * (比加入时降¥x, never applied silently: the price shown is the one charged), its problem (库存不足
 * …) and the stepper.
 */
export function CartLineRow({ line, busy, onToggle, onQuantity, onOpen }: LineProps) {
  const change = priceChangeText(line)
  const problem = lineProblemText(line)
  return (
    <View className='mc-line' data-testid='cart-line' data-sku={line.sku_id} data-selected={String(line.selected)} data-problem={line.problem ?? ''} onClick={onOpen}>
      <CartCheck on={line.selected} testId='cart-line-check' label={`选择 ${line.title}`} onClick={onToggle} />
      <GoodsPicture url={line.image_url} />
      <View className='mc-line__body'>
        <Text className='mc-line__title'>{line.title}</Text>
        <Text className='mc-line__sku'>{line.sku_name}</Text>
        {problem ? (
          <Text className='mc-line__problem' data-testid='cart-line-problem'>
            {problem}
          </Text>
        ) : null}
        {change ? (
          <Text className={`mc-line__change${line.price_fen < line.price_fen_added ? ' mc-line__change--down' : ''}`} data-testid='cart-line-change'>
            {change}
          </Text>
        ) : null}
        <View className='mc-line__foot'>
          <Text className='mc-price' data-testid='cart-line-price'>
            {moneyText(line.price_fen)}
          </Text>
          <Stepper line={line} disabled={busy} onChange={onQuantity} />
        </View>
      </View>
    </View>
  )
}

/** The lines off the shelf or sold out: shown apart, greyed, with 清空失效商品. */
export function LapsedLines({ lines, onClear, onOpen }: { lines: MallCartLine[]; onClear: () => void; onOpen: (line: MallCartLine) => void }) {
  if (lines.length === 0) return null
  return (
    <View className='mc-card' data-testid='cart-lapsed'>
      <View className='mc-card__head'>
        <Text>失效商品 {lines.length} 件</Text>
        <Text className='mc-card__link' data-testid='cart-clear-lapsed' onClick={onClear}>
          清空失效商品
        </Text>
      </View>
      {lines.map((line) => (
        <View key={line.id} className='mc-line mc-line--lapsed' data-testid='cart-lapsed-line' onClick={() => onOpen(line)}>
          <CartCheck on={false} off testId='cart-line-check' label={`${line.title}（已失效）`} />
          <GoodsPicture url={line.image_url} lapsed />
          <View className='mc-line__body'>
            <Text className='mc-line__title'>{line.title}</Text>
            <Text className='mc-line__sku'>{line.sku_name}</Text>
            <Text className='mc-line__problem'>{lineProblemText(line)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}

/** Above the lines: the coupon the selected goods get (the best one, automatically) and the delivery hint. */
export function CartOffers({ quote, onCoupons, onMore }: { quote: MallQuote; onCoupons: () => void; onMore: () => void }) {
  const hint = deliveryHint(quote)
  return (
    <View className='mc-offers'>
      <View className='mc-offer' data-testid='cart-coupon' onClick={onCoupons}>
        <Text className='mc-offer__tag'>券</Text>
        <Text className='mc-offer__text' data-testid='cart-coupon-text'>
          {cartCouponText(quote)}
        </Text>
        <Text className='mc-offer__go'>领券 ›</Text>
      </View>
      {hint ? (
        <View className='mc-offer' data-testid='cart-delivery' onClick={quote.delivery_fen > 0 ? onMore : undefined}>
          <Text className='mc-offer__tag mc-offer__tag--ship'>运</Text>
          <Text className='mc-offer__text'>{hint}</Text>
          {quote.delivery_fen > 0 ? <Text className='mc-offer__go'>去凑单 ›</Text> : null}
        </View>
      ) : null}
    </View>
  )
}

interface BarProps {
  quote: MallQuote
  all: boolean
  count: number
  managing: boolean
  onAll: () => void
  onCheckout: () => void
  onDelete: () => void
}

/** The bottom bar: 全选, 合计 (what the order costs: goods − coupon + delivery) with the savings, 结算 (管理: 删除). */
export function CartBar({ quote, all, count, managing, onAll, onCheckout, onDelete }: BarProps) {
  const notes = [
    quote.discount_fen > 0 ? `已优惠${moneyText(quote.discount_fen)}` : '',
    quote.goods_fen === 0 ? '' : quote.delivery_fen > 0 ? `含运费${moneyText(quote.delivery_fen)}` : '免运费'
  ]
  return (
    <View className='mc-bar'>
      <View className='mc-bar__all' data-testid='cart-all' onClick={onAll}>
        <CartCheck on={all} testId='cart-all-check' label='全选' onClick={onAll} />
        <Text>全选</Text>
      </View>
      {managing ? (
        <View className='mc-bar__sum' />
      ) : (
        <View className='mc-bar__sum'>
          <Text className='mc-bar__total'>
            合计：
            <Text className='mc-bar__money' data-testid='cart-total'>
              {moneyText(quote.total_fen)}
            </Text>
          </Text>
          <Text className='mc-bar__note' data-testid='cart-total-note'>
            {notes.filter(Boolean).join(' · ')}
          </Text>
        </View>
      )}
      {managing ? (
        <View className={`mc-bar__go mc-bar__go--danger${count === 0 ? ' mc-bar__go--off' : ''}`} data-testid='cart-delete' onClick={onDelete}>
          <Text>删除{count > 0 ? `(${count})` : ''}</Text>
        </View>
      ) : (
        <View className={`mc-bar__go${count === 0 ? ' mc-bar__go--off' : ''}`} data-testid='cart-checkout' onClick={onCheckout}>
          <Text>结算{count > 0 ? `(${count})` : ''}</Text>
        </View>
      )}
    </View>
  )
}
