import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { PayMethod } from '@types-contract/payments'
import { navigate } from '@/components/nav'
import { PayMethodPicker } from '@/components/PayMethodPicker'
import { PayQrDialog } from '@/components/PayQrDialog'
import { BRAND } from '@/env'
import { planViews } from '@/payments/planViews'
import { startPayment } from '@/payments/startPayment'
import { chinaDate } from '@core/chinaTime'
import { findPlan } from '@core/payments/plans'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import './vip.scss'

interface Props {
  /** Plan code to preselect (?plan=). */
  initialPlan?: string
  /** Paying to start a group (?group=1) or to join one (?task_id=). */
  groupBuy?: boolean
  groupTaskId?: number | null
}

/**
 * 会员: the state (到期日), the brand's plans (brands/plans.ts; 立省 where the brand gives a
 * saving), the pay method and 开通. A brand that sells no membership says so and shows no plans.
 */
function VipPlans({ initialPlan, groupBuy, groupTaskId }: Props) {
  const plans = planViews(BRAND.vipPlans)
  const [code, setCode] = useState(() => (initialPlan && findPlan(BRAND.vipPlans, initialPlan) ? initialPlan : (plans[0]?.code ?? '')))
  const [method, setMethod] = useState<PayMethod | null>(null)
  const [paying, setPaying] = useState(false)
  const vip = userStore.data.vip
  const isVip = userStore.isVip
  const [expanded, setExpanded] = useState(!isVip || Boolean(groupBuy || groupTaskId))
  const chosen = plans.find((p) => p.code === code)
  // Joining a group means buying the creator's plan.
  const lockedPlan = Boolean(groupTaskId && initialPlan && chosen?.code === initialPlan)

  const pay = async () => {
    if (paying || !chosen) return
    setPaying(true)
    try {
      await startPayment({ orderType: chosen.code, method, totalFee: chosen.totalFee, groupBuy, groupTaskId })
    } finally {
      setPaying(false)
    }
  }

  if (plans.length === 0) {
    return (
      <View className='vp-card' data-testid='vip-no-plans'>
        <Text className='vp-card__title'>会员服务</Text>
        <Text className='vp-muted'>{`${BRAND.appName}当前版本暂不提供会员服务，无需购买；已有的会员权益不受影响。`}</Text>
        {isVip && <Text className='vp-state' data-testid='vip-state'>{`会员有效期至 ${chinaDate(vip.vip_date_end)}`}</Text>}
      </View>
    )
  }

  return (
    <View className='vp-card' data-testid='vip-plans'>
      <View className='vp-card__head'>
        <Text className='vp-card__title'>{isVip ? '会员已开通' : '开通会员'}</Text>
        <Text className='vp-link' data-testid='vip-group-link' onClick={() => navigate(urlOf('gaokao/application/vipGroupBuying'))}>
          拼团更优惠 ›
        </Text>
      </View>
      <Text className={isVip ? 'vp-state' : 'vp-muted'} data-testid='vip-state'>
        {isVip ? `会员有效期至 ${chinaDate(vip.vip_date_end)}` : '开通后解锁 AI志愿填报、全部推荐院校与录取概率'}
      </Text>
      {(groupBuy || groupTaskId) && (
        <Text className='vp-banner' data-testid='vip-group-banner'>
          {groupTaskId ? '参加拼团：支付成功后自动加入该拼团，成团后返还 20% 支付金额' : '发起拼团：支付成功后自动发起拼团，邀请好友成团后返还 20% 支付金额'}
        </Text>
      )}
      {isVip && !expanded ? (
        <View className='vp-btn vp-btn--ghost' data-testid='vip-renew' onClick={() => setExpanded(true)}>
          续费会员
        </View>
      ) : (
        <>
          <View className='vp-plans'>
            {plans.map((p) => (
              <View
                key={p.code}
                className={`vp-plan${p.code === code ? ' vp-plan--on' : ''}${lockedPlan && p.code !== code ? ' vp-plan--off' : ''}`}
                data-testid='vip-plan'
                data-code={p.code}
                onClick={lockedPlan ? undefined : () => setCode(p.code)}
              >
                {p.saveText && <Text className='vp-plan__save'>{p.saveText}</Text>}
                <Text className='vp-plan__name'>{p.name}</Text>
                <Text className='vp-plan__price'>{p.priceText}</Text>
                <Text className='vp-plan__month'>{p.perMonthText}</Text>
              </View>
            ))}
          </View>
          <Text className='vp-label'>支付方式</Text>
          <PayMethodPicker value={method} onChange={setMethod} />
          <View className={`vp-btn${paying ? ' vp-btn--disabled' : ''}`} data-testid='vip-buy' onClick={pay}>
            {paying ? '正在下单…' : `${isVip ? '续费' : '立即开通'} ${chosen?.priceText ?? ''}`}
          </View>
          <Text className='vp-muted vp-terms'>
            开通即表示同意
            <Text className='vp-link' onClick={() => navigate(urlOf('application/vipAgreement'))}>
              《会员服务协议》
            </Text>
            ，会员时长自支付成功起计算，续费顺延。
          </Text>
        </>
      )}
      <Text className='vp-link vp-activate' data-testid='vip-activate-link' onClick={() => navigate(urlOf('personal/activateVIP'))}>
        有激活码？去兑换 ›
      </Text>
      <PayQrDialog />
    </View>
  )
}

export default observer(VipPlans)
