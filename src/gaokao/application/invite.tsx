import { Button, Input, Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { errorText, refreshUser } from '@/api/account'
import { bindInviter } from '@/api/application'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { BRAND, PLATFORM } from '@/env'
import { checkInviteCode, codeFromQuery, INVITE_REWARD, INVITE_RULES, invitePath, inviteProgress } from '@/lib/invite'
import { copyText, h5LinkTo } from '@/platform/share'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { Card } from './parts/Content'

const copy = (data: string, done: string) => copyText(data, done, '复制失败，请长按邀请码手动复制')

/** 邀请有礼: the user's code and count, copy and share, a new user's 填写邀请码, the rules. */
function Invite() {
  const { params } = useRouter()
  const { code, invited_count } = userStore.data.invite_info
  const progress = inviteProgress(invited_count)
  const [typed, setTyped] = useState(() => codeFromQuery(params.code))
  const [bindError, setBindError] = useState<string | null>(null)
  const [binding, setBinding] = useState(false)
  const [bound, setBound] = useState(false)

  useDidShow(() => void refreshUser())
  usePullDownRefresh(async () => {
    await refreshUser()
    Taro.stopPullDownRefresh()
  })
  useShareAppMessage(() => ({ title: `我在${BRAND.appName}填志愿，邀请你一起来`, path: invitePath(code) }))

  // H5 has no share sheet: the link to this page with the code goes to the clipboard instead.
  const copyLink = () => copy(h5LinkTo(invitePath(code)), '邀请链接已复制，发给好友吧')

  const bind = async () => {
    if (binding) return
    const check = checkInviteCode(typed)
    if (!check.ok) {
      setBindError(check.message)
      return
    }
    setBindError(null)
    setBinding(true)
    try {
      await bindInviter(check.code, { quiet: true })
      setBound(true)
      Taro.showToast({ title: '邀请码填写成功', icon: 'success' }).catch(() => undefined)
    } catch (e) {
      setBindError(errorText(e, '提交失败，请稍后再试'))
    } finally {
      setBinding(false)
    }
  }

  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='invite-page'>
        <View className='gk-hero ac-invite'>
          <Text className='gk-hero__meta'>我的邀请码</Text>
          <Text className='ac-invite__code' data-testid='invite-code' userSelect>
            {code || '——'}
          </Text>
          <View className='ac-invite__stats' data-testid='invite-count' onClick={() => navigate(urlOf('application/inviteList'))}>
            <Text>已邀请 {invited_count} 人</Text>
            <Text>邀请记录 ›</Text>
          </View>
          <Text className='gk-hero__meta' data-testid='invite-progress'>
            再邀请 {progress.toNext} 人可得 {INVITE_REWARD.vipDays} 天会员{progress.rewards ? `（已达成 ${progress.rewards} 次）` : ''}
          </Text>
        </View>

        <View className='gk-actions'>
          <View
            className={`gk-btn gk-btn--ghost${code ? '' : ' gk-btn--disabled'}`}
            data-testid='invite-copy'
            onClick={code ? () => copy(code, '邀请码已复制') : undefined}
          >
            复制邀请码
          </View>
          {PLATFORM === 'weapp' ? (
            <Button className='gk-btn ac-share' openType='share' disabled={!code} data-testid='invite-share'>
              分享给好友
            </Button>
          ) : (
            <View className={`gk-btn${code ? '' : ' gk-btn--disabled'}`} data-testid='invite-share' onClick={code ? copyLink : undefined}>
              复制邀请链接
            </View>
          )}
        </View>

        <Card title='填写邀请码' testId='invite-bind'>
          {bound ? (
            <Text className='ac-para' data-testid='invite-bind-done'>
              已填写邀请码，感谢支持！
            </Text>
          ) : (
            <>
              <Text className='ac-note'>注册 7 天内的新用户可以填写好友的邀请码，每人只能填写一次。</Text>
              <View className='ac-field'>
                <Input
                  className='ac-input'
                  data-testid='invite-bind-input'
                  value={typed}
                  maxlength={16}
                  placeholder='输入好友的邀请码'
                  placeholderStyle='color:#aaa'
                  onInput={(e) => (setTyped(e.detail.value), setBindError(null))}
                  onConfirm={bind}
                />
                <View className={`gk-btn${binding ? ' gk-btn--disabled' : ''}`} data-testid='invite-bind-submit' onClick={bind}>
                  {binding ? '提交中' : '提交'}
                </View>
              </View>
              {bindError ? (
                <Text className='ac-error' data-testid='invite-bind-error'>
                  {bindError}
                </Text>
              ) : null}
            </>
          )}
        </Card>

        <Card title='活动规则' testId='invite-rules'>
          {INVITE_RULES.map((rule, i) => (
            <Text key={rule} className='ac-para'>
              {i + 1}. {rule}
            </Text>
          ))}
        </Card>
      </View>
    </PageShell>
  )
}

export default observer(Invite)
