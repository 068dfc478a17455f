import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PRINT_LIMITS } from '@types-contract/print'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { PayMethodPicker } from '@/components/PayMethodPicker'
import { PayQrDialog } from '@/components/PayQrDialog'
import { PRINT_ORDER_MISSING } from '@/lib/printOrderView'
import { TextArea } from '@/platform/TextArea'
import { urlOf } from '@/routes'
import { addressStore } from '@/stores/address'
import { AddressBar } from '@/components/AddressBar'
import { useOrderCheckout } from './components/orderCheckout'
import { OrderFees, OrderFiles, OrderPayBar, OrderStatusHead } from './components/orderParts'
import './components/order.scss'

/**
 * 待付款 (print/cloudPrintOrder?transferParams=…, lib/printTransfer.ts): the files of the order
 * with their settings and fees, delivery and the total (the server's quote), the address, a
 * remark, the pay method and 提交订单并支付 (components/orderCheckout.ts). Without usable
 * parameters: 创建订单出错，请重新加入打印队列. Paying returns to print/printOrderList.
 */
function CloudPrintOrder() {
  const c = useOrderCheckout()
  const { data, order } = c

  if (c.load.state.phase === 'failed' && c.load.state.error === PRINT_ORDER_MISSING) {
    return (
      <PageShell>
        <EmptyState testId='order-missing' title={PRINT_ORDER_MISSING}>
          <View className='po-btn' onClick={() => navigate(urlOf('print/cloudPrintList'))}>
            去打印中心
          </View>
        </EmptyState>
      </PageShell>
    )
  }

  const payable = order ? order.status === 'submitted' : data?.kind === 'queue'
  const totalFen = order ? order.total_fen : data?.kind === 'queue' ? data.quote.total_fen : 0
  const address = order ? order.address : addressStore.current
  return (
    <PageShell>
      <View className='po-page po-page--bar' data-testid='order-page' data-order={order ? order.id : ''}>
        <LoadView state={c.load.state} onRetry={c.load.reload} />
        {data ? (
          <>
            {order ? <OrderStatusHead order={order} /> : null}
            <AddressBar
              address={address}
              isDefault={!order && addressStore.current?.is_default}
              onTap={payable || order?.status === 'paid' ? c.chooseAddress : undefined}
            />
            <OrderFiles files={order ? order.items : data.kind === 'queue' ? data.items : []} />
            {order ? (
              <OrderFees printFen={order.print_fee_fen} deliveryFen={order.delivery_fee_fen} totalFen={order.total_fen} />
            ) : data.kind === 'queue' ? (
              <OrderFees printFen={data.quote.print_fee_fen} deliveryFen={data.quote.delivery_fee_fen} totalFen={data.quote.total_fen} />
            ) : null}
            {c.problems.length ? (
              <View className='po-problems' data-testid='order-problems'>
                {c.problems.map((p) => (
                  <Text key={p} className='po-error'>
                    {p}
                  </Text>
                ))}
              </View>
            ) : null}
            <View className='po-card'>
              <Text className='po-card__title'>备注</Text>
              {order ? (
                <Text className='po-muted'>{order.remark || '无'}</Text>
              ) : (
                <TextArea
                  className='po-remark'
                  value={c.remark}
                  maxLength={PRINT_LIMITS.remarkMaxLength}
                  placeholder='给打印店的话（选填）'
                  testId='order-remark'
                  onInput={c.setRemark}
                />
              )}
            </View>
            {payable ? (
              <View className='po-card'>
                <Text className='po-card__title'>支付方式</Text>
                <PayMethodPicker value={c.method} onChange={c.setMethod} />
              </View>
            ) : null}
            {c.error ? (
              <Text className='po-error' data-testid='order-error'>
                {c.error}
              </Text>
            ) : null}
            {order && !payable ? (
              <View className='po-btn' data-testid='order-to-list' onClick={() => navigate(urlOf('print/printOrderList'))}>
                查看打印订单
              </View>
            ) : null}
          </>
        ) : null}
      </View>
      {data && payable ? (
        <OrderPayBar totalFen={totalFen}>
          <View className={`po-bar__btn${c.busy ? ' po-bar__btn--off' : ''}`} data-testid='order-submit' onClick={c.submitAndPay}>
            {c.busy ? '正在提交…' : order ? '立即支付' : '提交订单并支付'}
          </View>
        </OrderPayBar>
      ) : null}
      <PayQrDialog />
    </PageShell>
  )
}

export default observer(CloudPrintOrder)
