import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { PostDetail } from '@types-contract/forum'
import type { VoteDetail, VoteResults } from '@types-contract/forumVotes'
import { errorText, withErrorText } from '@/api/errorText'
import { castBallot, fetchVote, fetchVoteResults } from '@/api/forumVotes'
import { ApiError } from '@/api/request'
import { navigate } from '@/components/nav'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { loginUrlFor } from '@/lib/loginGuard'
import { keepsPolling, toggleChoice, VOTE_POLL_MS } from '@/lib/voteView'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'

export interface VoteDetailState {
  load: PageLoad<VoteDetail>
  post: PostDetail | undefined
  /** The results as last heard: the load's, then each poll's and the ballot's. */
  vote: VoteResults | undefined
  /** The options picked before voting, in the order of the vote's options. */
  chosen: number[]
  choose: (optionId: number) => void
  submit: () => void
  sending: boolean
  loggedIn: boolean
  goLogin: () => void
}

const quiet = { quiet: true }

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/**
 * Polls `read` every VOTE_POLL_MS while `active` (the page is shown and the vote still open): the
 * next request waits for the last answer, so a slow network never piles them up. Re-shown after
 * being hidden, it asks at once.
 */
function usePolling(active: boolean, read: () => Promise<void>): void {
  const readRef = useRef(read)
  readRef.current = read
  const [shown, setShown] = useState(true)
  const hiddenOnce = useRef(false)
  useDidShow(() => setShown(true))
  useDidHide(() => {
    hiddenOnce.current = true
    setShown(false)
  })
  const on = active && shown
  useEffect(() => {
    if (!on) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      await readRef.current().catch(() => undefined)
      if (!stopped) timer = setTimeout(tick, VOTE_POLL_MS)
    }
    timer = setTimeout(tick, hiddenOnce.current ? 0 : VOTE_POLL_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [on])
}

/**
 * A vote's page: the post, the options to choose from before voting, the results after voting or
 * after the deadline, updated every few seconds while the page is shown (stopped when it is hidden
 * or the vote has closed). Voting needs login: a visitor goes to the phone login page and comes
 * back. A second ballot (another device voted meanwhile) or one after the deadline is a 409 whose
 * Chinese detail is shown, and the results are read again; other failures as the catalogue says.
 */
export function useVoteDetail(id: number): VoteDetailState {
  const load = usePageLoad(() => withErrorText(fetchVote(id, quiet), '投票不存在或已删除'))
  const [vote, setVote] = useState<VoteResults>()
  const [chosen, setChosen] = useState<number[]>([])
  const [sending, setSending] = useState(false)
  useEffect(() => setVote(load.data?.vote), [load.data])

  const refresh = async () => {
    const next = await fetchVoteResults(id, quiet)
    setVote(next)
  }
  usePolling(keepsPolling(vote) && id > 0, refresh)

  const here = urlOf('forum/questionRanks/voteDetail', { id })
  const loggedIn = userStore.isLoggedIn
  const goLogin = () => navigate(loginUrlFor(here))

  const submit = async () => {
    if (!vote || sending) return
    if (!userStore.isLoggedIn) return goLogin()
    if (chosen.length === 0) return toast('请先选择选项')
    setSending(true)
    try {
      const ordered = vote.options.map((o) => o.id).filter((o) => chosen.includes(o))
      setVote(await castBallot(id, ordered, quiet))
      setChosen([])
      toast('投票成功')
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        userStore.logout()
        goLogin()
      } else {
        toast(errorText(e, '投票失败，请稍后再试'))
        if (e instanceof ApiError && e.status === 409) await refresh().catch(() => undefined)
      }
    } finally {
      setSending(false)
    }
  }

  return {
    load,
    post: load.data?.post,
    vote,
    chosen,
    choose: (optionId) => {
      if (vote) setChosen((c) => toggleChoice(c, optionId, vote.multiple))
    },
    submit: () => void submit(),
    sending,
    loggedIn,
    goLogin
  }
}
