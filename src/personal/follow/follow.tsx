import { View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import type { PersonItem } from '@types-contract/forumPeople'
import { fetchFollowList } from '@/api/people'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { useCursorList } from '@/components/useCursorList'
import { followSideOf } from '@/lib/peopleView'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { FollowRow, ListStatus } from '../components/PeopleParts'
import { useFollowToggle } from '../components/useFollowToggle'
import '../components/people.scss'

const SIDES = [
  ['following', '关注'],
  ['followers', '粉丝']
] as const

/**
 * 关注与粉丝 (?tab=following|followers, ?user_id= someone else's; one's own by default): newest
 * first, cursor-paged at reach-bottom 80; each row opens the person, its button follows (回关),
 * or unfollows (已关注, 互相关注).
 */
function FollowPage() {
  const { params } = useRouter()
  const [side, setSide] = useState(followSideOf(params.tab))
  const me = userStore.data.user_id
  const owner = Number(params.user_id) > 0 ? Number(params.user_id) : me
  const list = useCursorList<PersonItem>((cursor) => fetchFollowList(owner, side, cursor, { quiet: true }), [owner, side], {
    keyOf: (p) => p.user_id,
    enabled: owner > 0
  })
  useReachBottom(() => list.loadMore())
  const { busyId, toggle } = useFollowToggle((userId, followed) => list.setItems((items) => items.map((p) => (p.user_id === userId ? { ...p, followed } : p))))
  const whose = owner === me ? '你' : 'TA'
  return (
    <PageShell>
      <View className='pp-page' data-testid='follow-page'>
        <View className='pp-tabs' role='tablist'>
          {SIDES.map(([key, label]) => (
            <View
              key={key}
              className={`pp-tab${key === side ? ' pp-tab--on' : ''}`}
              role='tab'
              aria-selected={key === side}
              data-testid={`follow-tab-${key}`}
              onClick={() => setSide(key)}
            >
              {label}
            </View>
          ))}
        </View>
        <View data-testid='follow-list'>
          {list.state.items.map((person) => (
            <FollowRow
              key={person.user_id}
              person={person}
              isMe={person.user_id === me}
              busy={busyId === person.user_id}
              onOpen={() => navigate(urlOf('personal/peopleInfo', { user_id: person.user_id }))}
              onToggle={() => toggle(person.user_id, person.followed)}
            />
          ))}
        </View>
        <ListStatus
          list={list}
          testId='follow-list'
          emptyTitle={side === 'following' ? `${whose}还没有关注任何人` : `${whose}还没有粉丝`}
          emptyHint={side === 'following' && owner === me ? '在社区里遇到志同道合的同学，点进主页关注吧' : undefined}
        />
      </View>
    </PageShell>
  )
}

export default observer(FollowPage)
