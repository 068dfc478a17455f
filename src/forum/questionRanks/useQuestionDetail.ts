import Taro, { useReachBottom } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Answer, PostDetail } from '@types-contract/forum'
import { errorText, withErrorText } from '@/api/errorText'
import { fetchAnswers, fetchPost, likePost, postAnswer, unlikePost } from '@/api/forum'
import { ApiError } from '@/api/request'
import { navigate } from '@/components/nav'
import { useCursorList, type CursorList } from '@/components/useCursorList'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { checkAnswerText, withPosted } from '@/lib/forumView'
import { loginUrlFor } from '@/lib/loginGuard'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'

/** Whom the answer box replies to: an answer (a reply to a reply goes under the same answer). */
export interface ReplyTarget {
  answerId: number
  name: string
}

export interface QuestionDetail {
  load: PageLoad<PostDetail>
  /** The post as shown: the load's, with the user's like and new answers counted. */
  post: PostDetail | undefined
  answers: CursorList<Answer>
  toggleLike: () => void
  liking: boolean
  draft: string
  setDraft: (text: string) => void
  target: ReplyTarget | undefined
  replyTo: (target: ReplyTarget | undefined) => void
  submit: () => void
  sending: boolean
  loggedIn: boolean
  /** The phone login page, back here afterwards. */
  goLogin: () => void
}

const quiet = { quiet: true }
const answerKey = (a: Answer) => a.id

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/**
 * A question's (or topic's) page: the post, its answers (cursor-paged at reach-bottom 80), the like,
 * the answer box and replies. Liking and answering need login: a visitor goes to the phone login
 * page and comes back here. A failed like or answer is the error catalogue's to show (401 logs out
 * and offers login, 429 the 请求过于频繁 dialog, 400 the server's detail); with no network at all
 * the page says so itself.
 */
export function useQuestionDetail(id: number): QuestionDetail {
  const load = usePageLoad(() => withErrorText(fetchPost(id, quiet), '帖子不存在或已删除'))
  const [post, setPost] = useState<PostDetail>()
  useEffect(() => setPost(load.data), [load.data])
  const answers = useCursorList<Answer>((cursor) => fetchAnswers(id, cursor, quiet), [id], { keyOf: answerKey, enabled: id > 0 })
  const [liking, setLiking] = useState(false)
  const [draft, setDraft] = useState('')
  const [target, setTarget] = useState<ReplyTarget>()
  const [sending, setSending] = useState(false)

  useReachBottom(() => answers.loadMore())

  useEffect(() => {
    if (post?.kind === 'topic') Taro.setNavigationBarTitle({ title: '帖子详情' }).catch(() => undefined)
    // A vote reached by its id alone (a hot-list entry, a message) has its own page.
    if (post?.kind === 'vote') Taro.redirectTo({ url: urlOf('forum/questionRanks/voteDetail', { id: post.id }) }).catch(() => undefined)
  }, [post?.kind, post?.id])

  const here = urlOf('forum/questionRanks/questionDetail', { id })
  const loggedIn = userStore.isLoggedIn
  const goLogin = () => navigate(loginUrlFor(here))

  const failed = (e: unknown, fallback: string) => {
    // An ApiError has had its catalogue row (toast, dialog or login); only the network failure is ours.
    if (!(e instanceof ApiError)) toast(errorText(e, fallback))
  }

  const toggleLike = async () => {
    if (!post || liking) return
    if (!userStore.isLoggedIn) return goLogin()
    setLiking(true)
    try {
      const answer = post.liked ? await unlikePost(post.id) : await likePost(post.id)
      setPost((p) => (p ? { ...p, liked: answer.liked, like_count: answer.like_count } : p))
    } catch (e) {
      failed(e, '操作失败，请稍后再试')
    } finally {
      setLiking(false)
    }
  }

  const submit = async () => {
    if (sending || !post) return
    if (!userStore.isLoggedIn) return goLogin()
    const check = checkAnswerText(draft)
    if (!check.ok) return toast(check.message)
    setSending(true)
    try {
      const posted = await postAnswer(post.id, check.body, target?.answerId)
      answers.setItems((items) => withPosted(items, posted))
      if (posted.parent_id === null) setPost((p) => (p ? { ...p, answer_count: p.answer_count + 1 } : p))
      setDraft('')
      setTarget(undefined)
      toast(posted.status === 'held' ? '已提交，审核通过后对其他人可见' : '发布成功')
    } catch (e) {
      failed(e, '发布失败，请稍后再试')
    } finally {
      setSending(false)
    }
  }

  return {
    load,
    post,
    answers,
    toggleLike: () => void toggleLike(),
    liking,
    draft,
    setDraft,
    target,
    replyTo: (t) => {
      if (t && !userStore.isLoggedIn) return goLogin()
      setTarget(t)
    },
    submit: () => void submit(),
    sending,
    loggedIn,
    goLogin
  }
}
