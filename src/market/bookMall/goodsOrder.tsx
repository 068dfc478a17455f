import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { SHOP_ORDER_LIMITS } from '@types-contract/mallOrders'
import { AddressBar } from '@/components/AddressBar'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { PayMethodPicker } from '@/components/PayMethodPicker'
import { PayQrDialog } from '@/components/PayQrDialog'
import { payStatusNotice, productUrl, SHOP_ORDER_MISSING } from '@/lib/mallOrderView'
import { TextArea } from '@/platform/TextArea'
import { urlOf } from '@/routes'
import { addressStore } from '@/stores/address'
import { useShopOrderActions } from './components/orderActions'
import { AfterSaleCard, CommentButton, OrderActions, OrderAmounts, OrderFacts, OrderLine, OrderLines, OrderPayBar, OrderStatusHead } from './components/orderParts'
import { useGoodsOrder } from './components/useGoodsOrder'
import './components/order.scss'

/**
 * 待付款 (bookMall/goodsOrder): a checkout (?transferParams=…: the address, the goods priced by the
 * server, the coupon applied and changeable, a remark, the pay method, 提交订单) or an order
 * (?shop_order_id=&payStatus=: its state, goods, amounts and facts, its after-sale, and the
 * buttons of its state; 立即支付 while unpaid). State and steps: components/useGoodsOrder.ts.
 */
function GoodsOrder() {
  const g = useGoodsOrder()
  const { order, checkout, quote } = g
  const actions = useShopOrderActions(g.setOrder)

  if (g.load.state.phase === 'failed' && g.load.state.error === SHOP_ORDER_MISSING) {
    return (
      <PageShell>
        <EmptyState testId='goods-order-missing' title={SHOP_ORDER_MISSING} hint='请返回商城重新选择商品'>
          <View className='mo-btn' onClick={() => navigate(urlOf('bookMall/goodsPreview'))}>
            去商城逛逛
          </View>
        </EmptyState>
      </PageShell>
    )
  }

  const payable = order ? order.status === 'unpaid' : checkout !== null
  const notice = order ? payStatusNotice(g.payStatus, order) : g.priceNotice
  const amounts = order ?? (quote && { goods_fen: quote.goods_fen, discount_fen: quote.discount_fen, delivery_fen: quote.delivery_fen, total_fen: quote.total_fen })
  const couponText = order ? (order.coupon?.name ?? '未使用') : quote?.coupon ? quote.coupon.name : quote?.coupons.some((c) => c.usable) ? '不使用优惠券' : '暂无可用'
  return (
    <PageShell>
      <View
        className={`mo-page${payable ? ' mo-page--bar' : ''}`}
        data-testid='goods-order-page'
        data-order={order ? order.id : ''}
        data-status={order?.status ?? 'checkout'}
      >
        <LoadView state={g.load.state} onRetry={g.load.reload} />
        {g.load.data && amounts ? (
          <>
            {order ? <OrderStatusHead order={order} now={g.now} /> : null}
            {notice ? (
              <Text className='mo-notice' data-testid='goods-order-notice'>
                {notice}
              </Text>
            ) : null}
            <AddressBar
              address={order ? order.address : addressStore.current}
              isDefault={!order && addressStore.current?.is_default}
              onTap={order ? undefined : g.chooseAddress}
            />
            <OrderLines count={order ? order.items.length : (quote?.lines.length ?? 0)}>
              {order
                ? order.items.map((item) => (
                    <OrderLine
                      key={item.id}
                      line={item}
                      extra={<CommentButton order={order} item={item} />}
                      onOpen={item.goods_id === null ? undefined : () => navigate(productUrl(item.goods_id!))}
                    />
                  ))
                : quote?.lines.map((line) => <OrderLine key={line.sku_id} line={line} onOpen={() => navigate(productUrl(line.goods_id))} />)}
            </OrderLines>
            <OrderAmounts
              goodsFen={amounts.goods_fen}
              discountFen={amounts.discount_fen}
              deliveryFen={amounts.delivery_fen}
              totalFen={amounts.total_fen}
              couponText={couponText}
              onCoupon={order ? undefined : g.chooseCoupon}
            />
            {order ? (
              <>
                <AfterSaleCard order={order} />
                <OrderFacts order={order} />
              </>
            ) : (
              <View className='mo-card'>
                <Text className='mo-card__title'>订单备注</Text>
                <TextArea
                  className='mo-remark'
                  value={g.remark}
                  maxLength={SHOP_ORDER_LIMITS.remarkMax}
                  placeholder='选填，请先和商家协商一致'
                  testId='goods-order-remark'
                  onInput={g.setRemark}
                />
              </View>
            )}
            {payable ? (
              <View className='mo-card'>
                <Text className='mo-card__title'>支付方式</Text>
                <PayMethodPicker value={g.method} onChange={g.setMethod} />
              </View>
            ) : null}
            {g.error ? (
              <Text className='mo-error' data-testid='goods-order-error'>
                {g.error}
              </Text>
            ) : null}
            {order && !payable ? <OrderActions order={order} busy={actions.busy === order.id} onAction={(a) => actions.run(order, a)} /> : null}
            {order && !payable ? (
              <View className='mo-btn mo-btn--plain' data-testid='goods-order-to-list' onClick={() => navigate(urlOf('bookMall/goodsOrderList'))}>
                查看全部订单
              </View>
            ) : null}
          </>
        ) : null}
      </View>
      {g.load.data && amounts && payable ? (
        <OrderPayBar totalFen={amounts.total_fen} discountFen={amounts.discount_fen}>
          {order?.can_cancel ? (
            <View className='mo-bar__plain' data-testid='shop-action-cancel' onClick={() => actions.run(order, 'cancel')}>
              取消订单
            </View>
          ) : null}
          <View className={`mo-bar__btn${g.busy ? ' mo-bar__btn--off' : ''}`} data-testid='goods-order-submit' onClick={g.submitAndPay}>
            {g.busy ? '正在提交…' : order ? '立即支付' : '提交订单'}
          </View>
        </OrderPayBar>
      ) : null}
      <PayQrDialog />
    </PageShell>
  )
}

export default observer(GoodsOrder)
