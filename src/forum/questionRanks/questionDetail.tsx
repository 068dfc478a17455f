import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { AnswerBox, AnswerList, PostView } from './parts/QuestionDetail'
import { ProgressStrip } from './parts/ProgressStrip'
import { useFavorite } from './useFavorite'
import { useMoreReplies } from './useMoreReplies'
import { usePostShare } from './usePostShare'
import { useProgressSummary } from './useProgressSummary'
import { useQuestionDetail } from './useQuestionDetail'
import { useReport } from './useReport'

/**
 * 问题详情: a question (or topic) with its answers and replies, the like, the answer box. State in
 * useQuestionDetail (举报: useReport; more replies: useMoreReplies; 收藏: useFavorite; 分享:
 * usePostShare), parts in parts/QuestionDetail.tsx. Observes the user store for the answer box.
 */
function QuestionDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id) || 0
  const q = useQuestionDetail(id)
  const r = useReport(id)
  const more = useMoreReplies(q.answers)
  const here = urlOf('forum/questionRanks/questionDetail', { id })
  const favorite = useFavorite(q.post, here)
  const share = usePostShare(q.post, here)
  const noun = q.post?.kind === 'topic' ? '评论' : '回答'
  // 进展: 已解决, 查看进展 (N) and the asker's 写进展 (questions only).
  const progress = useProgressSummary(q.post)
  const isQuestion = q.post?.kind === 'question'
  const isAsker = userStore.isLoggedIn && q.post?.author.user_id === userStore.data.user_id
  return (
    <PageShell>
      <View className='qd-page' data-testid='question-page'>
        <LoadView state={q.load.state} onRetry={q.load.reload} />
        {q.post ? (
          <>
            <PostView
              post={q.post}
              liking={q.liking}
              onLike={q.toggleLike}
              favorite={favorite}
              onShare={share.copyLink}
              onReport={r.canReport(q.post.author.user_id) ? () => r.report() : undefined}
              solved={isQuestion && progress.solvedAt !== null}
            />
            {isQuestion ? <ProgressStrip summary={progress} isAuthor={isAsker} /> : null}
            <AnswerList
              list={q.answers}
              count={q.post.answer_count}
              noun={noun}
              onReply={q.replyTo}
              onReport={r.report}
              canReport={r.canReport}
              moreOf={more.controlOf}
            />
            <AnswerBox
              loggedIn={q.loggedIn}
              noun={noun}
              draft={q.draft}
              onDraft={q.setDraft}
              target={q.target}
              onCancelReply={() => q.replyTo(undefined)}
              sending={q.sending}
              onSubmit={q.submit}
              onLogin={q.goLogin}
            />
          </>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(QuestionDetailPage)
