import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { OrderStateResponse } from '@types-contract/payments'
import { errorText, refreshCore } from '@/api/account'
import { PageShell } from '@/components/PageShell'
import { isTabUrl } from '@/lib/loginGuard'
import { isAppTarget } from '@/lib/linkTargets'
import { afterPayment, HOME_TAB_ROUTE, REDIRECT_DELAY_MS, VIP_SUCCESS_DIALOG } from '@/payments/afterPayment'
import { ORDER_POLL_INTERVAL_MS, pollOrder, RETURN_POLL_ATTEMPTS, sleep } from '@/payments/poll'
import { returnView } from '@/payments/returnView'
import { runAfterPayment } from '@/payments/runAfterPayment'
import { clearPendingPayment, pendingPayment } from '@/payments/pendingStore'
import { paidOrderTypeOf } from '@core/payments/orderKinds'
import { appPathOf } from '@core/webTargets'
import './index.scss'

const ICON: Record<string, string> = { checking: '…', paid: '✓', pending: '!', failed: '×', refunded: '↺' }

/** The page a payment returns to: redirectTo when it is a page of this app ('/pages/vip/index', core/webTargets.ts), else null. */
function targetOf(redirectTo: string | undefined): string | null {
  return appPathOf(redirectTo ?? '', isAppTarget)
}

function leaveTo(url: string): void {
  ;(isTabUrl(url) ? Taro.switchTab({ url: url.split('?')[0] }) : Taro.redirectTo({ url })).catch(() => undefined)
}

/**
 * 支付结果 (pages/return/index?redirectTo=…&out_order_number=…): where a mobile-web payment comes
 * back from the provider. It asks how the order stands (h5pay/message; the server asks the
 * provider while no notification has come) every 2 s, up to 8 times; paid → the after-payment
 * routing with what the pay flow remembered (group create / join), else on to redirectTo;
 * not paid yet → says so with 刷新 and 返回.
 */
export default function PayReturn() {
  const { params } = useRouter()
  const no = params.out_order_number ?? ''
  const asked = targetOf(params.redirectTo)
  const target = asked ?? `/${HOME_TAB_ROUTE}`
  const [state, setState] = useState<OrderStateResponse | null>(null)
  const [polling, setPolling] = useState(Boolean(no))
  const [error, setError] = useState<string | null>(no ? null : '缺少订单号')
  const [round, setRound] = useState(0)
  const routed = useRef(false)

  useEffect(() => {
    if (!no) return
    let stopped = false
    ;(async () => {
      setPolling(true)
      setError(null)
      const end = await pollOrder(no, {
        intervalMs: ORDER_POLL_INTERVAL_MS,
        attempts: RETURN_POLL_ATTEMPTS,
        stopOnError: true,
        isStopped: () => stopped,
        onAnswer: (answer) => {
          if (!stopped) setState(answer)
        }
      })
      if (stopped) return
      if (end.end === 'failed') setError(errorText(end.error, '查询支付结果失败，请稍后再试'))
      setPolling(false)
    })()
    return () => {
      stopped = true
    }
  }, [no, round])

  useEffect(() => {
    if (!state?.paid || state.order.status !== 'paid' || routed.current) return
    routed.current = true
    const pending = pendingPayment(no)
    clearPendingPayment(no)
    const kind = paidOrderTypeOf(state.order.order_type)
    const context = kind ? { orderType: kind, groupBuy: pending?.groupBuy, groupTaskId: pending?.groupTaskId ?? null, liveId: pending?.liveId } : null
    if (context && asked && afterPayment(context).kind === 'vip_done') {
      // A membership paid from a page that asked to come back (redirectTo=pages/vip/index): back there, not the home tab.
      void Taro.showModal({ title: VIP_SUCCESS_DIALOG, content: '会员权益已生效，快去使用吧', showCancel: false })
      void refreshCore()
        .catch(() => undefined)
        .then(() => sleep(REDIRECT_DELAY_MS))
        .then(() => leaveTo(asked))
    } else if (context) {
      void runAfterPayment(context, { replace: true })
    } else {
      setTimeout(() => leaveTo(target), REDIRECT_DELAY_MS)
    }
  }, [state, no, target, asked])

  const view = returnView(state, { polling, error })
  return (
    <PageShell>
      <View className='pay-return' data-testid='pay-return' data-status={view.status}>
        <View className={`pay-return__icon pay-return__icon--${view.status}`}>
          <Text>{ICON[view.status]}</Text>
        </View>
        <Text className='pay-return__title' data-testid='pay-return-title'>
          {view.title}
        </Text>
        <Text className='pay-return__text' data-testid='pay-return-text'>
          {view.text}
        </Text>
        {state && (
          <View className='pay-return__order'>
            <Text>{state.order.subject}</Text>
            <Text>{`订单号 ${state.order.out_order_number}`}</Text>
          </View>
        )}
        {!polling && view.status !== 'paid' && (
          <View className='pay-return__actions'>
            {no && view.status !== 'refunded' && (
              <View className='pay-return__btn' data-testid='pay-return-refresh' onClick={() => setRound((r) => r + 1)}>
                刷新
              </View>
            )}
            <View className='pay-return__btn pay-return__btn--ghost' data-testid='pay-return-back' onClick={() => leaveTo(target)}>
              返回
            </View>
          </View>
        )}
      </View>
    </PageShell>
  )
}
