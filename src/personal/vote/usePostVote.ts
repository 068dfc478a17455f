import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { ForumLevel } from '@types-contract/forum'
import type { TabConfigItem } from '@types-contract/user'
import { errorText } from '@/api/errorText'
import { createVote } from '@/api/forumVotes'
import { ApiError } from '@/api/request'
import { addOption, checkVoteDraft, newVoteDraft, postTabsOf, removeOption, setOption, type VoteDraft } from '@/lib/voteView'
import { urlOf } from '@/routes'
import { configStore, userStore } from '@/stores'
import { FORUM_HOME_STALE_EVENT } from '@/lib/forumView'

export interface PostVote {
  draft: VoteDraft
  /** The post tabs of the draft's level (the tab config's, without 推荐). */
  tabs: TabConfigItem[]
  setTitle: (text: string) => void
  setBody: (text: string) => void
  setOptionText: (index: number, text: string) => void
  addOption: () => void
  removeOption: (index: number) => void
  setMultiple: (multiple: boolean) => void
  setDays: (days: number) => void
  setLevel: (level: ForumLevel) => void
  setTab: (tab: string) => void
  /** The first thing to fix, shown after a failed 发布. */
  error: string | undefined
  sending: boolean
  submit: () => void
}

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/**
 * 发起投票: the draft (question, description, 2-10 options, single or multiple choice, a deadline
 * preset, the level and tab, defaulting to the user's level and its first tab), checked by the
 * rules the server applies (lib/voteView.ts, core/votes.ts), then sent; the new vote's page
 * replaces this one. A failure from the server is the error catalogue's to show (400 its detail,
 * 401 login, 429 the 请求过于频繁 dialog); with no network the page says so itself.
 */
export function usePostVote(): PostVote {
  const userLevel: ForumLevel = userStore.data.identity === 'college' ? 'university' : 'middle_school'
  const tabsOfLevel = (level: ForumLevel) => postTabsOf(configStore.tabConfig[level] ?? [])
  const [draft, setDraft] = useState<VoteDraft>(() => newVoteDraft(userLevel, configStore.tabConfig[userLevel] ?? []))
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const tabs = tabsOfLevel(draft.level)

  // The tab config may answer after the page opens: take the level's first tab then.
  const firstTab = tabs[0]?.key ?? ''
  useEffect(() => {
    if (firstTab !== '' && !tabs.some((t) => t.key === draft.tab)) setDraft((d) => ({ ...d, tab: firstTab }))
  }, [firstTab, draft.tab, tabs])

  const edit = (change: Partial<VoteDraft> | ((d: VoteDraft) => Partial<VoteDraft>)) => {
    setDraft((d) => ({ ...d, ...(typeof change === 'function' ? change(d) : change) }))
    setError(undefined)
  }

  const submit = async () => {
    if (sending) return
    const check = checkVoteDraft(draft, Date.now())
    if (!check.ok) return setError(check.message)
    setSending(true)
    try {
      const created = await createVote(check.vote)
      toast(created.post.status === 'held' ? '已提交，审核通过后对其他人可见' : '发布成功')
      Taro.eventCenter.trigger(FORUM_HOME_STALE_EVENT)
      await Taro.redirectTo({ url: urlOf('forum/questionRanks/voteDetail', { id: created.post.id }) })
    } catch (e) {
      // An ApiError has had its catalogue row (toast, dialog or login); only the network failure is ours.
      if (!(e instanceof ApiError)) toast(errorText(e, '发布失败，请稍后再试'))
      else setError(errorText(e, '发布失败，请稍后再试'))
    } finally {
      setSending(false)
    }
  }

  return {
    draft,
    tabs,
    setTitle: (title) => edit({ title }),
    setBody: (body) => edit({ body }),
    setOptionText: (index, text) => edit((d) => ({ options: setOption(d.options, index, text) })),
    addOption: () => edit((d) => ({ options: addOption(d.options) })),
    removeOption: (index) => edit((d) => ({ options: removeOption(d.options, index) })),
    setMultiple: (multiple) => edit({ multiple }),
    setDays: (days) => edit({ days }),
    setLevel: (level) => edit((d) => (d.level === level ? {} : { level, tab: tabsOfLevel(level)[0]?.key ?? '' })),
    setTab: (tab) => edit({ tab }),
    error,
    sending,
    submit: () => void submit()
  }
}
