import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { PayMethod } from '@types-contract/payments'
import { fetchQuota } from '@/api/cloud'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { PayMethodPicker } from '@/components/PayMethodPicker'
import { PayQrDialog } from '@/components/PayQrDialog'
import { usePageLoad } from '@/components/usePageLoad'
import { cloudPlanCards, spaceAfterText } from '@/lib/cloudPlanView'
import { loginUrlFor } from '@/lib/loginGuard'
import { startPayment } from '@/payments/startPayment'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { CLOUD_PLANS, findCloudPlan } from '@core/cloudPlans'
import { PlanCards } from './components/PlanCards'
import { PlanQuota } from './components/PlanQuota'
import './components/plans.scss'

const CARDS = cloudPlanCards(CLOUD_PLANS)

/**
 * 空间价格 (cloud/priceTable): the space in use (GET quota) and the permanent space plans of
 * core/cloudPlans.ts, paid like the membership (startPayment; the order type is the plan code).
 * Paying comes back to this page (the order type's return route), which loads the raised quota.
 * Open to all; buying needs login.
 */
function PriceTable() {
  const loggedIn = userStore.isLoggedIn
  const load = usePageLoad(() => (loggedIn ? fetchQuota() : Promise.resolve(null)))
  const [code, setCode] = useState(CARDS[0].code)
  const [method, setMethod] = useState<PayMethod | null>(null)
  const [paying, setPaying] = useState(false)
  const card = CARDS.find((c) => c.code === code)!
  const login = () => navigate(loginUrlFor(urlOf('cloud/priceTable')))

  const buy = async () => {
    if (!loggedIn) return login()
    if (paying) return
    setPaying(true)
    try {
      await startPayment({ orderType: card.code, method, totalFee: card.totalFee })
    } finally {
      setPaying(false)
    }
  }

  return (
    <PageShell>
      <ScrollView scrollY className='cp-page'>
        <View className='cp-body' data-testid='price-table'>
          {load.data === undefined ? <LoadView state={load.state} onRetry={load.reload} /> : <PlanQuota quota={load.data} onLogin={login} />}
          <View className='cp-card'>
            <Text className='cp-card__title'>永久扩容</Text>
            <Text className='cp-muted'>一次购买，永久有效；多次购买，空间叠加</Text>
            <PlanCards cards={CARDS} chosen={code} onChoose={setCode} />
            {load.data && (
              <Text className='cp-after' data-testid='plan-after'>
                {spaceAfterText(load.data.max, findCloudPlan(code)!)}
              </Text>
            )}
            <Text className='cp-label'>支付方式</Text>
            <PayMethodPicker value={method} onChange={setMethod} />
            <View className={`cp-btn${paying ? ' cp-btn--disabled' : ''}`} data-testid='plan-buy' onClick={buy}>
              {paying ? '正在下单…' : `立即购买 ${card.priceText}`}
            </View>
          </View>
          <View className='cp-card cp-notes'>
            <Text className='cp-card__title'>购买说明</Text>
            <Text className='cp-muted'>1. 支付成功后扩容立即生效，可在「我的文库」中使用。</Text>
            <Text className='cp-muted'>2. 扩容空间永久有效，不随会员到期而失效。</Text>
            <Text className='cp-muted'>3. 订单全额退款时，收回该订单增加的空间；已存文件不受影响，超出空间时暂停上传。</Text>
          </View>
        </View>
      </ScrollView>
      <PayQrDialog />
    </PageShell>
  )
}

export default observer(PriceTable)
