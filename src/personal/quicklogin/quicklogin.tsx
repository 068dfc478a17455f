import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { completeLogin, errorText } from '@/api/account'
import { wxLogin } from '@/api/user'
import { PageShell } from '@/components/PageShell'
import { leaveLoginPage } from '@/components/nav'
import { BRAND } from '@/env'
import { PlatformLoginError, platformLogin } from '@/platform/login'
import { urlOf } from '@/routes'
import '../components/account.scss'

/**
 * 一键登录. weapp: WeChat login (Taro.login → /api/user/wx/login/). H5: a browser has no carrier
 * one-press SDK, so the page says so and offers phone + code.
 */
export default function QuickLogin() {
  const { params } = useRouter()
  const redirect = params.redirect
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const toPhoneLogin = () => Taro.redirectTo({ url: urlOf('personal/loginWithPhone', redirect ? { redirect } : undefined) }).catch(() => undefined)

  const oneKey = async () => {
    setError(null)
    setBusy(true)
    try {
      completeLogin(await platformLogin.login((code) => wxLogin(code, { quiet: true })))
      Taro.showToast({ title: '登录成功', icon: 'success' }).catch(() => undefined)
      leaveLoginPage(redirect)
    } catch (e) {
      if (e instanceof PlatformLoginError) {
        if (e.userMessage) Taro.showToast({ title: e.userMessage, icon: 'none' }).catch(() => undefined)
      } else {
        setError(errorText(e, '登录失败，请稍后再试'))
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell>
      <View className='acct' data-testid='quicklogin-page'>
        <View className='acct-hero'>
          <Text className='acct-hero__title'>一键登录</Text>
          <Text className='acct-hero__text'>登录{BRAND.appName}，同步你的志愿表、收藏和学习记录</Text>
        </View>
        {platformLogin.available ? (
          <>
            <Button type='primary' block loading={busy} data-testid='quicklogin-wx' onClick={oneKey}>
              微信一键登录
            </Button>
            {error ? (
              <Text className='acct-error' data-testid='quicklogin-error'>
                {error}
              </Text>
            ) : null}
          </>
        ) : (
          <View className='acct-card' data-testid='quicklogin-unavailable'>
            <Text className='acct-card__title'>一键登录暂不可用</Text>
            <Text className='acct-card__text'>{platformLogin.unavailableReason}</Text>
            <Text className='acct-card__text'>一键登录需要由运营商校验本机号码，仅在 App 内可用。</Text>
          </View>
        )}
        <Button type={platformLogin.available ? 'default' : 'primary'} block data-testid='quicklogin-phone' onClick={toPhoneLogin}>
          手机号验证码登录
        </Button>
      </View>
    </PageShell>
  )
}
