/**
 * The parts of the mall's order pages (goodsOrder, goodsOrderList, goodsCancelOrder, goodsExpress):
 * the status banner, the goods lines, the amounts, the order's facts, a card of the list with its
 * buttons, and the pay bar. Rules and texts come from src/lib/mallOrderView.ts.
 */
import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { MallPricedLine } from '@types-contract/mall'
import type { ShopOrder } from '@types-contract/mallOrders'
import { chinaFormat } from '@core/chinaTime'
import { navigate } from '@/components/nav'
import { lineProblemText } from '@/lib/mallCart'
import {
  addCommentUrl,
  afterSaleText,
  cardHint,
  itemCountText,
  moneyText,
  SHOP_ORDER_ACTION_NAMES,
  shopOrderActions,
  shopOrderStatusHint,
  type ShopOrderAction
} from '@/lib/mallOrderView'
import './order.scss'

/** The status as a banner with what it means now (an unpaid order counts down its pay window). */
export function OrderStatusHead({ order, now }: { order: ShopOrder; now: number }) {
  return (
    <View className={`mo-status mo-status--${order.status}`} data-testid='shop-order-status' data-status={order.status}>
      <Text className='mo-status__name'>{order.status_name}</Text>
      <Text className='mo-status__hint' data-testid='shop-order-hint'>
        {shopOrderStatusHint(order, now)}
      </Text>
    </View>
  )
}

/** A goods line: the checkout's priced line (with its problem) or the order's line as bought. */
type Line = Pick<MallPricedLine, 'title' | 'sku_name' | 'image_url' | 'price_fen' | 'quantity'> & { problem?: MallPricedLine['problem']; stock?: number }

function LinePicture({ url }: { url: string | null }) {
  return (
    <View className='mo-pic'>
      {url ? <Image className='mo-pic__img' src={url} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} /> : <Text className='mo-pic__none'>暂无图片</Text>}
    </View>
  )
}

/** One line: picture, title, spec, price × quantity; `extra` under it (a 评价 button). */
export function OrderLine({ line, extra, onOpen }: { line: Line; extra?: ReactNode; onOpen?: () => void }) {
  const problem = line.problem ? lineProblemText({ problem: line.problem, stock: line.stock ?? 0 }) : null
  return (
    <View className='mo-line' data-testid='shop-order-line' onClick={onOpen}>
      <LinePicture url={line.image_url} />
      <View className='mo-line__body'>
        <Text className='mo-line__title'>{line.title}</Text>
        {line.sku_name ? <Text className='mo-line__sku'>{line.sku_name}</Text> : null}
        {problem ? (
          <Text className='mo-line__problem' data-testid='shop-order-line-problem'>
            {problem}
          </Text>
        ) : null}
        <View className='mo-line__foot'>
          <Text className='mo-line__price'>{moneyText(line.price_fen)}</Text>
          <Text className='mo-line__qty'>×{line.quantity}</Text>
        </View>
        {extra}
      </View>
    </View>
  )
}

/** The goods of an order (or a checkout), in a card. */
export function OrderLines({ count, children }: { count: number; children: ReactNode }) {
  return (
    <View className='mo-card' data-testid='shop-order-lines'>
      <Text className='mo-card__title'>{`商品（${count}）`}</Text>
      {children}
    </View>
  )
}

interface AmountsProps {
  goodsFen: number
  discountFen: number
  deliveryFen: number
  totalFen: number
  /** The coupon line: its name, or what to say without one. */
  couponText: string
  /** The checkout's coupon line opens the choice. */
  onCoupon?: () => void
}

/** 商品金额, 优惠券, 运费 (包邮 when free) and 实付. */
export function OrderAmounts({ goodsFen, discountFen, deliveryFen, totalFen, couponText, onCoupon }: AmountsProps) {
  return (
    <View className='mo-card' data-testid='shop-order-amounts'>
      <View className='mo-row'>
        <Text>商品金额</Text>
        <Text className='mo-row__value' data-testid='shop-order-goods'>
          {moneyText(goodsFen)}
        </Text>
      </View>
      <View className={`mo-row${onCoupon ? ' mo-row--tap' : ''}`} data-testid='shop-order-coupon' onClick={onCoupon}>
        <Text>优惠券</Text>
        <View className='mo-row__coupon'>
          <Text className={discountFen > 0 ? 'mo-row__discount' : 'mo-row__none'} data-testid='shop-order-coupon-text'>
            {discountFen > 0 ? `${couponText} -${moneyText(discountFen)}` : couponText}
          </Text>
          {onCoupon ? <Text className='mo-row__arrow'>›</Text> : null}
        </View>
      </View>
      <View className='mo-row'>
        <Text>运费</Text>
        <Text className='mo-row__value' data-testid='shop-order-delivery'>
          {deliveryFen === 0 ? '包邮' : moneyText(deliveryFen)}
        </Text>
      </View>
      <View className='mo-row mo-row--total'>
        <Text>实付款</Text>
        <Text className='mo-money' data-testid='shop-order-total'>
          {moneyText(totalFen)}
        </Text>
      </View>
    </View>
  )
}

const time = (iso: string | null) => (iso ? chinaFormat(iso, 'YYYY-MM-DD HH:mm') : null)

/** 订单编号, the times it moved, the remark and a cancel reason. */
export function OrderFacts({ order }: { order: ShopOrder }) {
  const rows: [string, string | null][] = [
    ['订单编号', order.order_no],
    ['下单时间', time(order.created_at)],
    ['付款时间', time(order.paid_at)],
    ['发货时间', time(order.shipped_at)],
    ['收货时间', time(order.received_at)],
    ['取消时间', time(order.cancelled_at)],
    ['取消原因', order.cancel_reason],
    ['订单备注', order.remark || null]
  ]
  return (
    <View className='mo-card' data-testid='shop-order-facts'>
      {rows
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <View key={label} className='mo-row'>
            <Text>{label}</Text>
            <Text className='mo-row__value mo-row__value--wrap'>{value}</Text>
          </View>
        ))}
    </View>
  )
}

/** The order's buttons (lib/mallOrderView.ts shopOrderActions), the last one drawn as the main one. */
export function OrderActions({ order, busy, onAction }: { order: ShopOrder; busy: boolean; onAction: (action: ShopOrderAction) => void }) {
  const actions = shopOrderActions(order)
  if (actions.length === 0) return null
  return (
    <View className='mo-actions'>
      {actions.map((a, i) => (
        <View
          key={a}
          className={`mo-action${i === actions.length - 1 ? ' mo-action--main' : ''}${busy ? ' mo-action--off' : ''}`}
          data-testid={`shop-action-${a}`}
          onClick={(e) => {
            e.stopPropagation()
            if (!busy) onAction(a)
          }}
        >
          {SHOP_ORDER_ACTION_NAMES[a]}
        </View>
      ))}
    </View>
  )
}

/** An order of the list: its number and state, its goods, the amount paid, its after-sale and buttons; a tap opens it. */
export function OrderCard({
  order,
  now,
  busy,
  onOpen,
  onAction
}: {
  order: ShopOrder
  now: number
  busy: boolean
  onOpen: () => void
  onAction: (action: ShopOrderAction) => void
}) {
  const afterSale = afterSaleText(order)
  const hint = cardHint(order, now)
  return (
    <View className='mo-card mo-order' data-testid='shop-order' data-id={order.id} data-status={order.status} onClick={onOpen}>
      <View className='mo-order__head'>
        <Text>{`订单 ${order.order_no}`}</Text>
        <Text className={`mo-order__status mo-order__status--${order.status}`} data-testid='shop-order-card-status'>
          {order.status_name}
        </Text>
      </View>
      {order.items.map((item) => (
        <OrderLine key={item.id} line={item} />
      ))}
      <View className='mo-order__sum'>
        <Text>{itemCountText(order)}</Text>
        <Text>
          实付 <Text className='mo-money'>{moneyText(order.total_fen)}</Text>
        </Text>
      </View>
      {hint ? (
        <Text className='mo-muted' data-testid='shop-order-card-hint'>
          {hint}
        </Text>
      ) : null}
      {afterSale ? (
        <Text className='mo-after-sale' data-testid='shop-order-after-sale'>
          {afterSale}
        </Text>
      ) : null}
      <OrderActions order={order} busy={busy} onAction={onAction} />
    </View>
  )
}

/** The bar at the bottom of a checkout or an unpaid order: 实付 and the button given. */
export function OrderPayBar({ totalFen, discountFen, children }: { totalFen: number; discountFen: number; children: ReactNode }) {
  return (
    <View className='mo-bar'>
      <View className='mo-bar__total'>
        <Text>
          实付{' '}
          <Text className='mo-bar__money' data-testid='shop-order-pay-total'>
            {moneyText(totalFen)}
          </Text>
        </Text>
        {discountFen > 0 ? <Text className='mo-bar__saved'>{`已优惠 ${moneyText(discountFen)}`}</Text> : null}
      </View>
      {children}
    </View>
  )
}

/** 评价 under a received order's line, or 已评价. */
export function CommentButton({ order, item }: { order: ShopOrder; item: ShopOrder['items'][number] }) {
  if (order.status !== 'received' || item.goods_id === null) return null
  return (
    <View className='mo-line__tools'>
      {item.commented ? (
        <View className='mo-action mo-action--small mo-action--done'>已评价</View>
      ) : (
        <View
          className='mo-action mo-action--small mo-action--main'
          data-testid='shop-line-comment'
          onClick={(e) => {
            e.stopPropagation()
            navigate(addCommentUrl(item.id))
          }}
        >
          评价
        </View>
      )}
    </View>
  )
}

/** The order's after-sale request: its state, what was asked, and the shop's answer. */
export function AfterSaleCard({ order }: { order: ShopOrder }) {
  const a = order.after_sale
  if (!a) return null
  return (
    <View className='mo-card' data-testid='shop-order-after-sale-card'>
      <View className='mo-row'>
        <Text className='mo-card__title'>售后申请</Text>
        <Text className='mo-order__status'>{a.status_name}</Text>
      </View>
      <Text className='mo-muted'>{`${a.kind_name} · ${a.reason}${a.description ? `：${a.description}` : ''}`}</Text>
      <View className='mo-row'>
        <Text>{a.status === 'approved' ? '已退款' : '申请退款'}</Text>
        <Text className='mo-money'>{moneyText(a.amount_fen)}</Text>
      </View>
      {a.staff_note ? <Text className='mo-muted'>{`商家回复：${a.staff_note}`}</Text> : null}
    </View>
  )
}
