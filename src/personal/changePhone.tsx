import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { errorText, rebindPhone } from '@/api/account'
import { PageShell } from '@/components/PageShell'
import { goBackOr } from '@/components/nav'
import { maskPhone } from '@core/phone'
import { validateCode, validateMobile } from '@/lib/validators'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { Field } from './components/Field'
import { useCodeSender } from './components/useCodeSender'
import './components/account.scss'

function ChangePhone() {
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const sender = useCodeSender()

  const sameAsNow = (p: string) => (p.trim() === userStore.data.phone_number ? '新手机号与当前手机号相同' : null)

  const send = async () => {
    setError(null)
    const same = sameAsNow(phone)
    if (same) return setPhoneError(same)
    const result = await sender.send(phone)
    setPhoneError(result.phoneError ?? null)
    if (result.error) setError(result.error)
    if (result.sent) Taro.showToast({ title: '验证码已发送', icon: 'none' }).catch(() => undefined)
  }

  const submit = async () => {
    setError(null)
    const pErr = validateMobile(phone) ?? sameAsNow(phone)
    const cErr = validateCode(code)
    setPhoneError(pErr)
    setCodeError(cErr)
    if (pErr || cErr) return
    setBusy(true)
    try {
      await rebindPhone(phone.trim(), code.trim())
      Taro.showToast({ title: '手机号已更换', icon: 'success' }).catch(() => undefined)
      setTimeout(() => goBackOr(urlOf('personal/phone')), 600)
    } catch (e) {
      setError(errorText(e, '更换失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell>
      <View className='acct' data-testid='change-phone-page'>
        <View className='acct-hero'>
          <Text className='acct-hero__title'>更换手机号</Text>
          <Text className='acct-hero__text'>当前手机号 {maskPhone(userStore.data.phone_number)}，验证新手机号后完成更换</Text>
        </View>
        <View className='acct-card'>
          <Field
            label='新手机号'
            testId='change-phone'
            type='number'
            maxlength={11}
            placeholder='请输入新手机号'
            value={phone}
            onInput={(v) => (setPhone(v), setPhoneError(null))}
            error={phoneError}
          />
          <Field
            label='验证码'
            testId='change-code'
            type='number'
            maxlength={6}
            placeholder='请输入6位验证码'
            value={code}
            onInput={(v) => (setCode(v), setCodeError(null))}
            error={codeError}
            extra={
              <View className={`acct-send${sender.disabled ? ' acct-send--disabled' : ''}`} data-testid='change-send-code' onClick={send}>
                {sender.label}
              </View>
            }
          />
        </View>
        {error ? (
          <Text className='acct-error' data-testid='change-error'>
            {error}
          </Text>
        ) : null}
        <Button type='primary' block loading={busy} data-testid='change-submit' onClick={submit}>
          确认更换
        </Button>
      </View>
    </PageShell>
  )
}

export default observer(ChangePhone)
