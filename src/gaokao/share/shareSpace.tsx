import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { fetchShare, joinShare } from '@/api/cloudShares'
import { errorText, withErrorText } from '@/api/errorText'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { loginUrlFor } from '@/lib/loginGuard'
import { shareMeta } from '@/lib/shareView'
import { spaceCard } from '@/lib/shareCards'
import { useShareCard } from '@/platform/shareCard'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import '@/components/shares/shares.scss'

/**
 * 分享空间 (?id=&code=): where an opened share link lands. It shows the share (name, owner, members,
 * items) and 加入共享空间; a visitor logs in first and comes back here. Joined (or the owner): on
 * to the share's page. A banned share cannot be joined; a wrong or reset link says so.
 */
function ShareSpaceLanding() {
  const { params } = useRouter()
  const id = Number(params.id)
  const code = params.code ?? ''
  const page = usePageLoad(() => withErrorText(fetchShare(id, code, { quiet: true }), '链接已失效或共享空间不存在'))
  const share = page.data
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const detailUrl = urlOf('share/shareSpaceDetail', { id })
  useShareCard(share ? spaceCard({ id, name: share.name, code: code || null }) : null, urlOf('share/shareSpace', { id, code }))

  useEffect(() => {
    if (share && share.role !== 'visitor') void Taro.redirectTo({ url: detailUrl })
  }, [share, detailUrl])

  const join = async () => {
    if (!userStore.isLoggedIn) return navigate(loginUrlFor(urlOf('share/shareSpace', { id, code })))
    if (busy) return
    setBusy(true)
    try {
      await joinShare({ code, id }, { quiet: true })
      await Taro.redirectTo({ url: detailUrl })
    } catch (e) {
      setError(errorText(e, '加入失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell>
      <View className='db-page' data-testid='share-landing'>
        <View className='db-head'>
          <Text className='db-head__title'>共享空间邀请</Text>
          <Text className='db-head__sub'>同学把资料分享给了你</Text>
        </View>
        <View className='db-card db-card--lift'>
          {!share ? (
            <LoadView state={page.state} onRetry={() => void page.reload()} />
          ) : (
            <>
              <View className='db-card__title'>
                <Text data-testid='share-landing-name'>{share.name}</Text>
                {share.banned ? <Text className='sh-badge sh-badge--banned'>已封禁</Text> : null}
              </View>
              <Text className='db-join__hint'>{`${share.owner.username || '同学'} 创建 · ${shareMeta(share)}`}</Text>
              <Text className='db-join__hint db-join__hint--error' data-testid='share-landing-error'>
                {share.banned ? '该共享空间已被封禁，暂时无法加入' : error}
              </Text>
              <View className='db-buttons'>
                <View className={`db-btn${share.banned || busy ? ' db-btn--off' : ''}`} data-testid='share-landing-join' onClick={() => !share.banned && void join()}>
                  <Text>{userStore.isLoggedIn ? '加入共享空间' : '登录后加入'}</Text>
                </View>
              </View>
            </>
          )}
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ShareSpaceLanding)
