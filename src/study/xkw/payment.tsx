import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import type { PayMethod } from '@types-contract/payments'
import { fetchMaterial } from '@/api/xkw'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { PayMethodPicker } from '@/components/PayMethodPicker'
import { PayQrDialog } from '@/components/PayQrDialog'
import { usePageLoad } from '@/components/usePageLoad'
import { initialPayChoice, materialMeta, payRequestOf, planLine, xkwPriceText, type PayChoice } from '@/lib/xkwView'
import { useSubmitAndPay } from '@/payments/useSubmitAndPay'
import { XKW_PLANS } from '@core/xkwPlans'
import '../components/xkw.scss'

/**
 * 购买下载权限 (xkw/payment?material_id= | ?plan=): buy the download right of one material, or a
 * resource-library membership plan (core/xkwPlans.ts: 月卡, 年卡), with WeChat Pay or Alipay through
 * the app's one payment flow (order_type 'xkw'). Paying returns to paymentCheck, which shows the
 * refreshed rights. The price shown is the server's (the material's page, the plans' constant).
 */
export default function Payment() {
  const { params } = useRouter()
  const [choice, setChoice] = useState<PayChoice>(() => initialPayChoice(params))
  const materialId = Number(params.material_id) || null
  const load = usePageLoad(() => (materialId ? fetchMaterial(materialId) : Promise.resolve(null)))
  const [method, setMethod] = useState<PayMethod | null>(null)
  const material = load.data ?? null
  const owned = material?.rights?.via === 'purchase' || material?.rights?.via === 'free'
  const request = owned && choice.kind === 'material' ? null : payRequestOf(choice, material ? material.price_fen : null)
  const pay = useSubmitAndPay({
    method,
    orderToPay: async () => request,
    paymentOf: (r) => ({ orderType: 'xkw', totalFee: r.totalFee, extra: { xkw_order_option: r.option } }),
    failText: '支付失败，请稍后再试'
  })
  return (
    <PageShell>
      <View className='xk-page' data-testid='xkw-payment'>
        {materialId ? <LoadView state={load.state} onRetry={load.reload} /> : null}
        {material ? (
          <View className='xk-card'>
            <Text className='xk-card__title'>单独购买该资料</Text>
            <View
              className={`xk-option${choice.kind === 'material' ? ' xk-option--on' : ''}`}
              data-testid='xkw-pay-material'
              onClick={() => !owned && setChoice({ kind: 'material', materialId: material.id })}
            >
              <View className='xk-option__head'>
                <Text className='xk-option__name'>{material.title}</Text>
                <Text className='xk-price'>{xkwPriceText(material.price_fen)}</Text>
              </View>
              <Text className='xk-muted'>{owned ? '你已拥有该资料的下载权限，可直接下载' : `${materialMeta(material)} · 永久下载权限`}</Text>
            </View>
          </View>
        ) : null}
        <View className='xk-card'>
          <Text className='xk-card__title'>资源库会员</Text>
          {XKW_PLANS.map((plan) => (
            <View
              key={plan.code}
              className={`xk-option${choice.kind === 'plan' && choice.plan.code === plan.code ? ' xk-option--on' : ''}`}
              data-testid={`xkw-pay-plan-${plan.code}`}
              onClick={() => setChoice({ kind: 'plan', plan })}
            >
              <View className='xk-option__head'>
                <Text className='xk-option__name'>
                  {plan.name}
                  {plan.tag ? ` · ${plan.tag}` : ''}
                </Text>
                <Text className='xk-price'>{xkwPriceText(plan.priceFen)}</Text>
              </View>
              <Text className='xk-muted'>{planLine(plan)}</Text>
            </View>
          ))}
          <Text className='xk-muted'>会员期内每下载一份新资料扣 1 次；已下载过的资料再次下载不扣次数。续费时天数与次数累加。</Text>
        </View>
        <View className='xk-card'>
          <Text className='xk-card__title'>支付方式</Text>
          <PayMethodPicker value={method} onChange={setMethod} />
          {pay.error ? <Text className='xk-error'>{pay.error}</Text> : null}
          <Text
            className={`xk-btn${pay.busy || !request ? ' xk-btn--disabled' : ''}`}
            data-testid='xkw-pay-submit'
            onClick={() => (request ? void pay.submitAndPay() : undefined)}
          >
            {pay.busy ? '正在下单…' : request ? `立即支付 ${xkwPriceText(request.totalFee)}` : '请选择购买内容'}
          </Text>
        </View>
      </View>
      <PayQrDialog />
    </PageShell>
  )
}
