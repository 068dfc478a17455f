import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { errorText, loginWithPassword, loginWithPhoneCode } from '@/api/account'
import { PageShell } from '@/components/PageShell'
import { useShake } from '@/components/useShake'
import { leaveLoginPage, navigate } from '@/components/nav'
import { BRAND, PLATFORM } from '@/env'
import { validateCode, validateMobile } from '@/lib/validators'
import { urlOf } from '@/routes'
import { Field } from './components/Field'
import { useCodeSender } from './components/useCodeSender'
import './components/account.scss'

type Mode = 'code' | 'password'

export const AGREE_FIRST = '请先阅读并同意用户协议与隐私政策'

export default function LoginWithPhone() {
  const { params } = useRouter()
  const redirect = params.redirect
  const [mode, setMode] = useState<Mode>('code')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [secretError, setSecretError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const sender = useCodeSender()
  const agreeShake = useShake()

  const sendCode = async () => {
    setError(null)
    const result = await sender.send(phone)
    setPhoneError(result.phoneError ?? null)
    if (result.error) setError(result.error)
    if (result.sent) Taro.showToast({ title: '验证码已发送', icon: 'none' }).catch(() => undefined)
  }

  const submit = async () => {
    setError(null)
    const pErr = validateMobile(phone)
    const sErr = mode === 'code' ? validateCode(code) : password.length < 8 ? '密码至少8位' : null
    setPhoneError(pErr)
    setSecretError(sErr)
    if (pErr || sErr) return
    if (!agreed) {
      setError(AGREE_FIRST)
      agreeShake.shake()
      return
    }
    setBusy(true)
    try {
      if (mode === 'code') await loginWithPhoneCode(phone.trim(), code.trim())
      else await loginWithPassword(phone.trim(), password)
      Taro.showToast({ title: '登录成功', icon: 'success' }).catch(() => undefined)
      leaveLoginPage(redirect)
    } catch (e) {
      setError(errorText(e, '登录失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell>
      <View className='acct' data-testid='login-page'>
        <View className='acct-hero'>
          <Text className='acct-hero__title'>{mode === 'code' ? '手机号登录' : '密码登录'}</Text>
          <Text className='acct-hero__text'>{mode === 'code' ? `欢迎使用${BRAND.appName}，未注册的手机号验证后将自动创建账号` : '使用已设置的密码登录'}</Text>
        </View>
        <View className='acct-card'>
          <Field
            label='手机号'
            testId='login-phone'
            type='number'
            maxlength={11}
            placeholder='请输入手机号'
            value={phone}
            onInput={(v) => {
              setPhone(v)
              setPhoneError(null)
            }}
            error={phoneError}
          />
          {mode === 'code' ? (
            <Field
              label='验证码'
              testId='login-code'
              type='number'
              maxlength={6}
              placeholder='请输入6位验证码'
              value={code}
              onInput={(v) => {
                setCode(v)
                setSecretError(null)
              }}
              error={secretError}
              extra={
                <View className={`acct-send${sender.disabled ? ' acct-send--disabled' : ''}`} data-testid='login-send-code' onClick={sendCode}>
                  {sender.label}
                </View>
              }
            />
          ) : (
            <Field
              label='密码'
              testId='login-password'
              password
              maxlength={64}
              placeholder='请输入密码'
              value={password}
              onInput={(v) => {
                setPassword(v)
                setSecretError(null)
              }}
              error={secretError}
            />
          )}
        </View>
        {error ? (
          <Text className='acct-error' data-testid='login-error'>
            {error}
          </Text>
        ) : null}
        {/* Only the box and its words tick it; each title opens its text: on a wide screen a click beside them does nothing. */}
        <View className={`acct-agree${agreeShake.shaking ? ' app-shake' : ''}`} data-testid='login-agree'>
          <View
            className={`acct-agree__box${agreed ? ' acct-agree__box--on' : ''}`}
            role='checkbox'
            aria-checked={agreed}
            aria-label='同意用户协议与隐私政策'
            onClick={() => setAgreed(!agreed)}
          >
            {agreed ? '✓' : ''}
          </View>
          <Text>
            <Text onClick={() => setAgreed(!agreed)}>我已阅读并同意</Text>
            <Text className='acct-link' data-testid='login-agree-policy' onClick={() => navigate(urlOf('personal/settings/policy'))}>
              《用户协议与隐私政策》
            </Text>
            和
            <Text className='acct-link' onClick={() => navigate(urlOf('personal/settings/infoProtect'))}>
              《个人信息保护》
            </Text>
          </Text>
        </View>
        <Button type='primary' block loading={busy} data-testid='login-submit' onClick={submit}>
          登录
        </Button>
        <View className='acct-links'>
          <Text
            className='acct-link'
            data-testid='login-mode'
            onClick={() => {
              setMode(mode === 'code' ? 'password' : 'code')
              setSecretError(null)
              setError(null)
            }}
          >
            {mode === 'code' ? '密码登录' : '验证码登录'}
          </Text>
          {PLATFORM === 'weapp' ? (
            <Text className='acct-link' onClick={() => Taro.redirectTo({ url: urlOf('personal/quicklogin/quicklogin', redirect ? { redirect } : undefined) })}>
              微信一键登录
            </Text>
          ) : null}
        </View>
      </View>
    </PageShell>
  )
}
