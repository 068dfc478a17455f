import { Button } from '@nutui/nutui-react-taro'
import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { DELETE_CONFIRM_TEXT } from '@types-contract/user'
import { deleteAccount, errorText } from '@/api/account'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import '../components/account.scss'

const POINTS = [
  ['最少够用', '我们只收集提供服务所必需的信息：手机号用于登录，年级、省份、选科与成绩用于志愿推荐。'],
  ['你可以查看和更正', '在“编辑资料”“切换身份”“绑定手机”中随时查看和修改你的资料。'],
  ['公开范围', '其他用户只能看到你的昵称、头像、身份和关注数据，手机号会被部分隐藏。'],
  ['本机数据', '退出登录会清除本设备上的登录状态、上传下载记录、地址、缓存和志愿表。'],
  ['注销账号', '注销后，你的账号、资料和相关数据将被删除且无法恢复，当前登录也会失效。']
]

function InfoProtect() {
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ready = confirm.trim() === DELETE_CONFIRM_TEXT

  const remove = async () => {
    setError(null)
    if (!ready) return setError(`请输入“${DELETE_CONFIRM_TEXT}”`)
    const { confirm: ok } = await Taro.showModal({
      title: '注销账号',
      content: '注销后账号和数据将被永久删除，无法恢复。确定注销吗？',
      confirmText: '注销',
      confirmColor: '#fa2c19'
    })
    if (!ok) return
    setBusy(true)
    try {
      await deleteAccount(confirm.trim())
      Taro.showToast({ title: '账号已注销', icon: 'success' }).catch(() => undefined)
      setTimeout(() => Taro.switchTab({ url: urlOf('pages/tabbar/personal') }).catch(() => undefined), 600)
    } catch (e) {
      setError(errorText(e, '注销失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell>
      <View className='acct' data-testid='info-protect-page'>
        <View className='acct-hero'>
          <Text className='acct-hero__title'>个人信息保护</Text>
          <Text className='acct-hero__text'>我们如何保护你的个人信息，以及你可以如何管理它们。</Text>
        </View>
        <View className='acct-card'>
          {POINTS.map(([title, text]) => (
            <View key={title}>
              <Text className='acct-doc__h'>{title}</Text>
              <Text className='acct-doc__p'>{text}</Text>
            </View>
          ))}
          <Text className='acct-doc__p acct-link' style={{ paddingTop: '16px' }} onClick={() => navigate(urlOf('personal/settings/policy'))}>
            查看《用户协议与隐私政策》›
          </Text>
        </View>
        {userStore.isLoggedIn ? (
          <View className='acct-card' data-testid='delete-account'>
            <Text className='acct-card__title'>注销账号</Text>
            <Text className='acct-card__text'>请在下方输入“{DELETE_CONFIRM_TEXT}”以确认注销。</Text>
            <View className='acct-field'>
              <Input
                className='acct-field__input'
                data-testid='delete-confirm'
                value={confirm}
                placeholder={DELETE_CONFIRM_TEXT}
                placeholderStyle='color:#bbb'
                onInput={(e) => (setConfirm(e.detail.value), setError(null))}
              />
            </View>
            {error ? <Text className='acct-error'>{error}</Text> : null}
            <Button type='danger' block disabled={!ready} loading={busy} data-testid='delete-submit' onClick={remove}>
              注销账号
            </Button>
          </View>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(InfoProtect)
