import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import type { PayMethod } from '@types-contract/payments'
import { LIVE_ORDER_TYPE, LIVE_TICKET_OPTION, type LiveSessionDetail } from '@types-contract/live'
import { fetchLiveSession } from '@/api/live'
import { navigate } from '@/components/nav'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { loginUrlFor } from '@/lib/loginGuard'
import { detailAction, liveIdOf, type DetailAction } from '@/lib/liveView'
import { useSubmitAndPay } from '@/payments/useSubmitAndPay'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'

export interface LiveDetail {
  id: number | null
  load: PageLoad<LiveSessionDetail>
  action: DetailAction | null
  method: PayMethod | null
  setMethod: (m: PayMethod) => void
  busy: boolean
  error: string
  /** 进入直播间 / 观看回放, or 购买 through the app's payment flow (a visitor logs in first). */
  act: () => void
}

/**
 * 直播详情 (live/liveDetail?id=): the session, and its button. A paid session is bought as order
 * type 'live' with live_order_option {id, option: 'ticket'}; after paying the app's flow opens the
 * room (afterPayment: live/liveItem?liveId=), and a payment that comes back here reloads the page.
 */
export function useLiveDetail(): LiveDetail {
  const { params } = useRouter()
  const id = liveIdOf(params.id)
  const load = usePageLoad(() => (id ? fetchLiveSession(id) : Promise.reject(new Error('直播链接有误，请返回重新进入'))))
  const [method, setMethod] = useState<PayMethod | null>(null)
  const session = load.data
  const pay = useSubmitAndPay<LiveSessionDetail>({
    method,
    orderToPay: async () => session ?? null,
    paymentOf: (s) => ({
      orderType: LIVE_ORDER_TYPE,
      liveId: s.id,
      totalFee: s.price_fen,
      extra: { live_order_option: { id: s.id, option: LIVE_TICKET_OPTION } }
    }),
    failText: '购买失败，请稍后再试',
    afterPayment: () => void load.reload()
  })
  const action = session ? detailAction(session) : null
  const here = id ? urlOf('live/liveDetail', { id }) : urlOf('live/liveList')

  const act = () => {
    if (!session || !action || action.kind === 'none') return
    if (!userStore.isLoggedIn) return navigate(loginUrlFor(here))
    if (action.kind === 'enter') return navigate(urlOf('live/liveItem', { liveId: session.id }))
    void pay.submitAndPay()
  }

  return { id, load, action, method, setMethod, busy: pay.busy, error: pay.error, act }
}
