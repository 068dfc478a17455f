import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { fetchMedal } from '@/api/medals'
import { withErrorText } from '@/api/errorText'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { medalAction, receivedText } from '@/lib/medalView'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { MedalBadge, ProgressBar } from './medal/MedalParts'

/**
 * 勋章详情 (personal/medalDetail?key=): the badge, whether I hold it and since when, how it is
 * earned, my progress toward it, and 去认证 for a certificate medal not held. Open to visitors
 * (the rule only); an unknown key shows 勋章不存在.
 */
function MedalDetail() {
  const { params } = useRouter()
  const key = params.key ?? ''
  const page = usePageLoad(() => withErrorText(fetchMedal(key, { quiet: true }), '勋章加载失败'))
  const medal = page.data
  const action = medal ? medalAction(medal) : null
  return (
    <PageShell>
      <View className='md-page' data-testid='medal-detail' data-key={key}>
        {medal ? (
          <View className='md-detail'>
            <MedalBadge medalKey={medal.key} name={medal.name} held={medal.held} large />
            <Text className='md-detail__name'>{medal.name}</Text>
            <Text className={`md-detail__state${medal.held ? ' md-detail__state--held' : ''}`} data-testid='medal-detail-state'>
              {medal.held && medal.awarded_at ? receivedText(medal.awarded_at) : '未获得'}
            </Text>
            <View className='md-detail__block'>
              <Text className='md-detail__label'>获得条件</Text>
              <Text className='md-detail__rule' data-testid='medal-detail-rule'>
                {medal.rule}
              </Text>
            </View>
            {medal.progress ? (
              <View className='md-detail__block'>
                <Text className='md-detail__label'>当前进度</Text>
                <ProgressBar progress={medal.progress} />
              </View>
            ) : null}
            {userStore.isLoggedIn ? null : <Text className='md-detail__hint'>登录后可查看自己的获得进度</Text>}
            {action && userStore.isLoggedIn ? (
              <View className='md-detail__action' data-testid='medal-detail-action' onClick={() => navigate(urlOf(action.page))}>
                {action.label}
              </View>
            ) : null}
          </View>
        ) : (
          <LoadView state={page.state} onRetry={page.reload} />
        )}
      </View>
    </PageShell>
  )
}

export default observer(MedalDetail)
