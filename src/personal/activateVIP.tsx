import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { ActivateVipResponse } from '@types-contract/payments'
import { errorText, refreshCore } from '@/api/account'
import { activateVip } from '@/api/payments'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { BRAND } from '@/env'
import { chinaDate } from '@core/chinaTime'
import { checkActivationCode } from '@core/payments/activationCode'
import { findPlan } from '@core/payments/plans'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { Field } from './components/Field'
import './components/account.scss'

/**
 * 激活会员: redeem an activation code (POST /api/user/vip/activate/). The code is checked as typed
 * (16 letters and digits without 0/1/O/I; spaces, dashes, case do not matter), then the server's
 * Chinese answer is shown as it is: 激活码无效 / 已被使用 / 暂不提供会员服务.
 */
function ActivateVip() {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<ActivateVipResponse | null>(null)
  const noPlans = BRAND.vipPlans.length === 0

  const submit = async () => {
    if (busy) return
    const check = checkActivationCode(code)
    if (!check.ok) return setError(check.message)
    setError(null)
    setBusy(true)
    try {
      const answer = await activateVip(check.code, { quiet: true })
      setDone(answer)
      setCode('')
      Taro.showToast({ title: '激活成功', icon: 'success' }).catch(() => undefined)
      await refreshCore().catch(() => undefined)
    } catch (e) {
      setError(errorText(e, '激活失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  const plan = done ? findPlan(BRAND.vipPlans, done.plan) : null
  return (
    <PageShell>
      <View className='acct' data-testid='activate-page'>
        <View className='acct-hero'>
          <Text className='acct-hero__title'>激活会员</Text>
          <Text className='acct-hero__text'>
            {userStore.isVip ? `会员有效期至 ${chinaDate(userStore.data.vip.vip_date_end)}，激活后顺延` : '输入激活码即可开通会员，每个激活码只能使用一次'}
          </Text>
        </View>
        {noPlans ? (
          <View className='acct-card'>
            <Text className='acct-card__text' data-testid='activate-no-plans'>
              当前版本暂不提供会员服务，无法使用激活码。
            </Text>
          </View>
        ) : (
          <>
            <View className='acct-card'>
              <Field
                label='激活码'
                testId='activate-code'
                maxlength={24}
                placeholder='XXXX-XXXX-XXXX-XXXX'
                value={code}
                onInput={(v) => (setCode(v), setError(null), setDone(null))}
              />
            </View>
            {error ? (
              <Text className='acct-error' data-testid='activate-error'>
                {error}
              </Text>
            ) : null}
            {done ? (
              <View className='acct-card' data-testid='activate-done'>
                <Text className='acct-card__title'>激活成功</Text>
                <Text className='acct-card__text'>{`已开通${plan ? `${plan.year}年` : ''}会员，有效期至 ${chinaDate(done.vip_date_end)}`}</Text>
              </View>
            ) : null}
            <Button type='primary' block loading={busy} data-testid='activate-submit' onClick={submit}>
              立即激活
            </Button>
          </>
        )}
        <View className='acct-links'>
          <Text className='acct-link' onClick={() => navigate(urlOf('pages/vip/index'))}>
            购买会员 ›
          </Text>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ActivateVip)
