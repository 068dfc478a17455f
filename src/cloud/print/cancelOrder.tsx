import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { PRINT_LIMITS, type PrintOrder } from '@types-contract/print'
import { errorText, withErrorText } from '@/api/errorText'
import { cancelPrintOrder, fetchPrintOrder } from '@/api/printOrders'
import { LoadView } from '@/components/LoadView'
import { goBackOr } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { CANCEL_REASONS, cancelNotice, cancelReasonText, moneyText, OTHER_CANCEL_REASON, printOrderFilesText } from '@/lib/printOrderView'
import { TextArea } from '@/platform/TextArea'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { OrderStatusHead } from './components/orderParts'
import './components/order.scss'

/**
 * 取消订单 (print/cancelOrder?id=): a reason (and a note), what cancelling means for this order (a
 * paid one is refunded in full; an unpaid one's files go back to the queue), then the cancel. The
 * server's refusal (printing has started, already cancelled) is shown as it says it; afterwards
 * the page shows the cancelled order and what was refunded, and goes back to the list.
 */
export default function CancelOrder() {
  const { params } = useRouter()
  const id = Number(params.id)
  const load = usePageLoad(() => withErrorText(fetchPrintOrder(id, { quiet: true }), '订单加载失败'))
  const [done, setDone] = useState<PrintOrder | null>(null)
  const [choice, setChoice] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const order = done ?? load.data

  const submit = async () => {
    const reason = cancelReasonText(choice, note)
    if (!reason) {
      setError(choice === OTHER_CANCEL_REASON ? '请填写取消原因' : '请选择取消原因')
      return
    }
    setError('')
    setBusy(true)
    try {
      const cancelled = await cancelPrintOrder(id, reason, { quiet: true })
      setDone(cancelled)
      toast(cancelled.refunded_fen > 0 ? `订单已取消，已退款 ${moneyText(cancelled.refunded_fen)}` : '订单已取消')
    } catch (e) {
      setError(errorText(e, '取消失败，请稍后再试'))
      // The order may have moved on (printing started): show how it stands now.
      void load.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell>
      <View className='po-page' data-testid='cancel-page'>
        <LoadView state={load.state} onRetry={load.reload} />
        {order ? (
          <>
            <OrderStatusHead order={order} />
            <View className='po-card'>
              <Text className='po-order__files'>{printOrderFilesText(order)}</Text>
              <View className='po-line'>
                <Text>订单金额</Text>
                <Text className='po-money'>{moneyText(order.total_fen)}</Text>
              </View>
            </View>
            {done || !order.can_cancel ? (
              <>
                {error || (!done && order.status !== 'cancelled') ? (
                  <Text className='po-error' data-testid='cancel-error'>
                    {error || '订单已开始打印，无法取消'}
                  </Text>
                ) : null}
                <View className='po-btn' data-testid='cancel-back' onClick={() => goBackOr(urlOf('print/printOrderList'))}>
                  返回订单列表
                </View>
              </>
            ) : (
              <>
                <View className='po-card'>
                  <Text className='po-card__title'>取消原因</Text>
                  <View className='po-reasons'>
                    {CANCEL_REASONS.map((r) => (
                      <View
                        key={r}
                        className={`po-reason${choice === r ? ' po-reason--on' : ''}`}
                        data-testid='cancel-reason'
                        data-reason={r}
                        onClick={() => setChoice(r)}
                      >
                        <View className='po-reason__dot' />
                        <Text>{r}</Text>
                      </View>
                    ))}
                  </View>
                  <TextArea
                    className='po-remark'
                    value={note}
                    maxLength={PRINT_LIMITS.cancelReasonMaxLength}
                    placeholder={choice === OTHER_CANCEL_REASON ? '请填写取消原因' : '补充说明（选填）'}
                    testId='cancel-note'
                    onInput={setNote}
                  />
                </View>
                <Text className='po-notice' data-testid='cancel-notice'>
                  {cancelNotice(order)}
                </Text>
                {error ? (
                  <Text className='po-error' data-testid='cancel-error'>
                    {error}
                  </Text>
                ) : null}
                <View className={`po-btn po-btn--danger${busy ? ' po-btn--off' : ''}`} data-testid='cancel-submit' onClick={busy ? undefined : submit}>
                  {busy ? '正在取消…' : '确认取消订单'}
                </View>
              </>
            )}
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
