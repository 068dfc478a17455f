import { Input, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { errorText } from '@/api/errorText'
import { downloadMaterial, sendXkwSecurityCode } from '@/api/xkw'
import { PageShell } from '@/components/PageShell'
import { XKW_LIMITS } from '@types-contract/xkw'
import { SMS_CODE_RE } from '@core/phone'
import { userStore } from '@/stores'
import { showSaved } from '../components/xkwDownload'
import '../components/xkw.scss'

/**
 * 安全验证 (xkw/securityCode?material_id=): past XKW_LIMITS.dailyDownloadsWithoutCode new downloads
 * in a day, each further download needs an SMS code to the account's phone (docs/xkw.md "Security
 * code"). 获取验证码 sends it (60 s apart), 验证并下载 downloads with it; the server checks both.
 */
export default function SecurityCode() {
  const materialId = Number(useRouter().params.material_id)
  const [phone, setPhone] = useState('')
  const [wait, setWait] = useState(0)
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((w) => w - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  const send = async () => {
    if (wait > 0) return
    setError('')
    try {
      const sent = await sendXkwSecurityCode()
      setPhone(sent.phone)
      setWait(sent.resend_after)
    } catch (e) {
      setError(errorText(e, '验证码发送失败，请稍后再试'))
    }
  }

  const verify = async () => {
    if (busy) return
    if (!SMS_CODE_RE.test(code)) return setError('请输入 6 位数字验证码')
    setBusy(true)
    setError('')
    try {
      const result = await downloadMaterial(materialId, code)
      if (result.xkw_vip_info) userStore.patch({ xkw_vip_info: result.xkw_vip_info })
      await showSaved(result)
      Taro.navigateBack().catch(() => undefined)
    } catch (e) {
      setError(errorText(e, '验证失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell>
      <View className='xk-page' data-testid='xkw-security'>
        <View className='xk-card'>
          <Text className='xk-card__title'>安全验证</Text>
          <Text className='xk-muted'>
            今日已下载 {XKW_LIMITS.dailyDownloadsWithoutCode} 份资料。为保护你的账号和资料版权，继续下载需要验证绑定的手机号，每次下载验证一次。
          </Text>
          {phone ? <Text className='xk-muted'>验证码已发送至 {phone}</Text> : null}
          <View className='xk-code'>
            <Input
              className='xk-code__input'
              data-testid='xkw-code-input'
              type='number'
              maxlength={6}
              placeholder='短信验证码'
              value={code}
              onInput={(e) => setCode(e.detail.value)}
            />
            <Text className={`xk-code__send${wait > 0 ? ' xk-code__send--off' : ''}`} data-testid='xkw-code-send' onClick={() => void send()}>
              {wait > 0 ? `${wait} 秒后重发` : '获取验证码'}
            </Text>
          </View>
          {error ? <Text className='xk-error'>{error}</Text> : null}
          <Text className={`xk-btn${busy ? ' xk-btn--disabled' : ''}`} data-testid='xkw-code-submit' onClick={() => void verify()}>
            {busy ? '正在验证…' : '验证并下载'}
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
