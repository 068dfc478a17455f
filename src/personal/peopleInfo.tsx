import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { OtherUserData } from '@types-contract/user'
import { withErrorText } from '@/api/account'
import { getOtherUserData } from '@/api/user'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { BRAND } from '@/env'
import { IDENTITY_LABELS } from '@core/identity'
import { maskPhone } from '@core/phone'
import { userStore } from '@/stores'
import './components/account.scss'

/** A user's public profile: ?user_id= (another user, from the server) or, without it, one's own. */
function PeopleInfo() {
  const { params } = useRouter()
  const requested = Number(params.user_id)
  const own = !Number.isInteger(requested) || requested <= 0 || requested === userStore.data.user_id
  const ownData = (): OtherUserData => {
    const d = userStore.data
    return {
      user_id: d.user_id,
      username: d.username,
      avatarUrl: d.avatarUrl,
      phone_number: maskPhone(d.phone_number),
      identity: d.identity,
      follower_num: d.follower_num,
      following_num: d.following_num,
      MBTIResult: d.MBTIResult
    }
  }
  const load = usePageLoad<OtherUserData | null>(async () => {
    if (own) return null
    return withErrorText(getOtherUserData(requested, { quiet: true }), '加载失败')
  })
  const { state, reload } = load
  const data = own ? ownData() : load.data
  return (
    <PageShell>
      <LoadView state={state} onRetry={reload} />
      {state.phase === 'done' && data ? (
        <View className='acct' data-testid='people-page'>
          <View className='acct-card' style={{ alignItems: 'center', padding: '48px 32px' }}>
            <Image className='acct-avatar acct-avatar--large' src={data.avatarUrl || BRAND.defaultAvatar} mode='aspectFill' />
            <Text className='acct-hero__title' data-testid='people-name'>
              {data.username || `用户${data.user_id}`}
            </Text>
            <Text className='acct-card__text'>
              {IDENTITY_LABELS[data.identity]}
              {data.MBTIResult ? ` · ${data.MBTIResult}` : ''}
            </Text>
            <View className='acct-chips' style={{ justifyContent: 'center' }}>
              <Text className='acct-chip'>关注 {data.following_num}</Text>
              <Text className='acct-chip'>粉丝 {data.follower_num}</Text>
            </View>
          </View>
          <View className='acct-card'>
            <Text className='acct-card__text'>用户ID：{data.user_id}</Text>
            <Text className='acct-card__text'>手机号：{data.phone_number || '未公开'}</Text>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(PeopleInfo)
