import { Text, View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { useState } from 'react'
import type { ShareList } from '@types-contract/cloudShares'
import { fetchShares } from '@/api/cloudShares'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { ShareRow } from '@/components/shares/ShareRow'
import { useCursorList } from '@/components/useCursorList'
import { urlOf } from '@/routes'
import { ListStates } from '../components/shareParts'
import '../components/share.scss'

const TABS: [ShareList, string, string][] = [
  ['mine', '我创建的', '还没有创建共享空间'],
  ['joined', '我加入的', '还没有加入共享空间，粘贴同学发来的口令即可加入']
]

/** 共享空间列表 (?list=mine|joined): my shares or the ones I joined, a page at a time; 创建共享空间 at the bottom. */
export default function ShareSpaceList() {
  const { params } = useRouter()
  const [list, setList] = useState<ShareList>(params.list === 'joined' ? 'joined' : 'mine')
  const shares = useCursorList((cursor) => fetchShares(list, cursor, undefined, { quiet: true }), [list], { keyOf: (s) => s.id })
  useReachBottom(() => shares.loadMore())
  const empty = TABS.find(([key]) => key === list)![2]
  return (
    <PageShell>
      <View className='cl-page sp-page--submit' data-testid='share-list-page'>
        <View className='cl-tabs'>
          {TABS.map(([key, label]) => (
            <View key={key} className={`cl-tab${list === key ? ' cl-tab--on' : ''}`} data-testid={`share-list-${key}`} onClick={() => setList(key)}>
              <Text>{label}</Text>
            </View>
          ))}
        </View>
        <View className='sp-section sp-section--top'>
          <ListStates list={shares} testId='share-list' empty={empty}>
            {shares.state.items.map((share) => (
              <ShareRow key={share.id} share={share} onOpen={() => navigate(urlOf('share/shareSpaceDetail', { id: share.id }))} />
            ))}
          </ListStates>
        </View>
        <View className='sp-submit'>
          <View className='sp-submit__button' data-testid='share-list-create' onClick={() => navigate(urlOf('share/createShareSpace'))}>
            <Text>创建共享空间</Text>
          </View>
        </View>
      </View>
    </PageShell>
  )
}
