import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { PLATFORM } from '@/env'
import { TAB_BAR_HEIGHT_PX } from '@/lib/constants'
import { loginUrlFor } from '@/lib/loginGuard'
import { platformSession } from '@/platform/session'
import { urlOf } from '@/routes'

interface PostAction {
  key: 'question' | 'topic' | 'vote'
  label: string
  hint: string
  url: string
}

/** What 发布 offers: the composer (personal/postTopic?kind=…) for both of its kinds, and the vote page. */
const ACTIONS: readonly PostAction[] = [
  { key: 'question', label: '提问', hint: '向同学和学长学姐请教', url: urlOf('personal/postTopic', { kind: 'question' }) },
  { key: 'topic', label: '发话题', hint: '分享经验、心得和日常', url: urlOf('personal/postTopic', { kind: 'topic' }) },
  { key: 'vote', label: '发投票', hint: '听听大家怎么选', url: urlOf('personal/postVote') }
]

/** On H5 the app's own tab bar (64px) is under the page: the button floats above it. */
const H5_BOTTOM = `calc(${TAB_BAR_HEIGHT_PX + 20}px + env(safe-area-inset-bottom))`

/**
 * The home tab's floating 发布 button and its sheet (提问 / 发话题 / 发投票). Part of the H5 entry
 * route, so it is plain views, Taro navigation and the session adapter (no store, no UI kit): a
 * visitor's pick opens the phone login page, which comes back to the page picked.
 */
export function PostButton() {
  const [open, setOpen] = useState(false)
  const go = (url: string) => {
    setOpen(false)
    const loggedIn = platformSession().load(Date.now()) !== undefined
    Taro.navigateTo({ url: loggedIn ? url : loginUrlFor(url) }).catch(() => undefined)
  }
  return (
    <>
      <View
        className='fm-fab'
        data-testid='forum-post-button'
        role='button'
        aria-label='发布'
        style={PLATFORM === 'h5' ? { bottom: H5_BOTTOM } : undefined}
        onClick={() => setOpen(true)}
      >
        <Text className='fm-fab__plus'>+</Text>
        <Text className='fm-fab__label'>发布</Text>
      </View>
      {open ? (
        <View className='fm-sheet-mask' data-testid='forum-post-sheet' onClick={() => setOpen(false)}>
          <View className='fm-sheet' role='dialog' aria-label='发布' onClick={(e) => e.stopPropagation()}>
            {ACTIONS.map((action) => (
              <View key={action.key} className='fm-sheet__item' data-testid={`forum-post-${action.key}`} role='button' onClick={() => go(action.url)}>
                <Text className='fm-sheet__label'>{action.label}</Text>
                <Text className='fm-sheet__hint'>{action.hint}</Text>
              </View>
            ))}
            <View className='fm-sheet__cancel' data-testid='forum-post-cancel' role='button' onClick={() => setOpen(false)}>
              <Text>取消</Text>
            </View>
          </View>
        </View>
      ) : null}
    </>
  )
}
