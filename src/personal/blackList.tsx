import { View } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { BlockedPerson } from '@types-contract/forumPeople'
import { errorText } from '@/api/errorText'
import { fetchBlocks, setBlock } from '@/api/people'
import { ApiError } from '@/api/request'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { useCursorList } from '@/components/useCursorList'
import { chinaDate } from '@core/chinaTime'
import { urlOf } from '@/routes'
import { ListStatus, PersonRow, SmallButton } from './components/PeopleParts'
import './components/people.scss'

/**
 * 黑名单: the people the user blocked, newest first (cursor-paged at reach-bottom 80). 解除 unblocks
 * at once and takes the row away; their posts show again. A row opens the person's page.
 */
export default function BlackList() {
  const list = useCursorList<BlockedPerson>((cursor) => fetchBlocks(cursor, { quiet: true }), [], { keyOf: (p) => p.user_id })
  useReachBottom(() => list.loadMore())
  const [busyId, setBusyId] = useState<number | null>(null)

  const unblock = async (userId: number) => {
    if (busyId !== null) return
    setBusyId(userId)
    try {
      await setBlock(userId, false)
      list.setItems((items) => items.filter((p) => p.user_id !== userId))
      Taro.showToast({ title: '已解除拉黑', icon: 'none' }).catch(() => undefined)
    } catch (e) {
      if (!(e instanceof ApiError)) Taro.showToast({ title: errorText(e, '操作失败，请稍后再试'), icon: 'none' }).catch(() => undefined)
    } finally {
      setBusyId(null)
    }
  }

  return (
    <PageShell>
      <View className='pp-page' data-testid='blacklist-page'>
        <View data-testid='blacklist'>
          {list.state.items.map((person) => (
            <PersonRow
              key={person.user_id}
              who={person}
              sub={`${chinaDate(person.blocked_at)} 拉黑`}
              testId='blacklist-row'
              onOpen={() => navigate(urlOf('personal/peopleInfo', { user_id: person.user_id }))}
            >
              <SmallButton label='解除' primary={false} busy={busyId === person.user_id} testId='blacklist-unblock' onClick={() => void unblock(person.user_id)} />
            </PersonRow>
          ))}
        </View>
        <ListStatus list={list} testId='blacklist' emptyTitle='黑名单是空的' emptyHint='在用户主页点「···」可以拉黑对方，TA 的帖子将不再出现' />
      </View>
    </PageShell>
  )
}
