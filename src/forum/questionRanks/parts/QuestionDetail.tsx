import { Image, Text, View } from '@tarojs/components'
import { FORUM_LIMITS, type Answer, type PostDetail, type Reply } from '@types-contract/forum'
import { mediaUrl } from '@/api/forum'
import { AvatarFrame } from '@/components/AvatarFrame'
import { EmptyState } from '@/components/EmptyState'
import { RetryButton } from '@/components/RetryButton'
import { avatarOf, DemoLabel, openAuthor, TagRow } from '@/components/forum/FeedCard'
import type { CursorList } from '@/components/useCursorList'
import { countText } from '@/lib/countText'
import { moreReplies } from '@/lib/forumView'
import { commentTime, relativeTime } from '@/lib/relativeTime'
import { previewImage } from '@/platform/previewImage'
import { TextArea } from '@/platform/TextArea'
import type { FavoriteControl } from '../useFavorite'
import type { MoreRepliesControl } from '../useMoreReplies'
import { ActionPill, FavoritePill, SharePill } from './PostActions'
import type { ReplyTarget } from '../useQuestionDetail'
import '@/components/forum/forum.scss'
import './questionDetail.scss'

interface PostProps {
  post: PostDetail
  liking: boolean
  onLike: () => void
  /** 收藏 / 已收藏 (useFavorite). */
  favorite: FavoriteControl
  /** 分享 on H5: copies the post's link (usePostShare); the mini-program's button opens WeChat's sheet. */
  onShare: () => void
  /** 举报: absent on one's own post. */
  onReport?: () => void
  /** The question is solved (已解决 beside its title; useProgressSummary). */
  solved?: boolean
}

/**
 * The post itself: title (a question's), body, images, hashtags, who and when (the list reading of
 * relative time, as on its card), the actions (赞, 收藏, 分享, 举报). What people wrote is rendered as
 * text, never as HTML.
 */
export function PostView({ post, liking, onLike, favorite, onShare, onReport, solved }: PostProps) {
  const urls = post.images.map((image) => mediaUrl(image.url))
  return (
    <View className='qd-post' data-testid='question-post'>
      {solved ? (
        <View className='qd-solved-row'>
          <Text className='qd-solved' data-testid='question-solved'>
            已解决
          </Text>
        </View>
      ) : null}
      {post.kind === 'question' && post.title ? (
        <Text className='qd-post__title' data-testid='question-title'>
          {post.title}
        </Text>
      ) : null}
      <View className='qd-byline'>
        <AvatarFrame pendant={post.author.pendant}>
          <Image
            className='qd-avatar'
            src={avatarOf(post.author)}
            mode='aspectFill'
            imgProps={{ alt: `${post.author.username}的主页` }}
            onClick={(e) => openAuthor(e, post.author)}
          />
        </AvatarFrame>
        <View className='qd-byline__who'>
          <View className='qd-byline__row'>
            <Text className='qd-byline__name' data-testid='question-author' onClick={(e) => openAuthor(e, post.author)}>
              {post.author.username}
            </Text>
            {post.author.medals.slice(0, 2).map((medal) => (
              <Text key={medal} className='qd-medal'>
                {medal}
              </Text>
            ))}
          </View>
          <Text className='qd-byline__time'>{relativeTime(post.created_at)}</Text>
        </View>
        {post.status === 'held' ? <Text className='fm-held'>审核中</Text> : null}
        {post.is_demo ? <DemoLabel /> : null}
      </View>
      {post.body ? (
        <Text className='qd-post__body' data-testid='question-body'>
          {post.body}
        </Text>
      ) : null}
      {urls.length > 0 ? (
        <View className='qd-images'>
          {urls.map((url) => (
            <Image key={url} className='qd-images__img' src={url} mode='widthFix' lazyLoad imgProps={{ alt: '查看大图' }} onClick={() => previewImage(urls, url)} />
          ))}
        </View>
      ) : null}
      <TagRow hashtags={post.hashtags} level={post.level} />
      <View className='qd-actions' data-testid='question-actions'>
        <ActionPill label={post.liked ? '已赞' : '赞'} count={post.like_count} on={post.liked} busy={liking} testId='question-like' onClick={onLike} />
        <FavoritePill control={favorite} testId='question-favorite' />
        <SharePill onCopy={onShare} testId='question-share' />
        {onReport ? (
          <Text className='qd-report' data-testid='question-report' onClick={onReport}>
            举报
          </Text>
        ) : null}
      </View>
    </View>
  )
}

/** 举报 of an answer or reply by `authorId`, when allowed (not one's own); undefined otherwise. */
type ReportFor = (authorId: number, replyId: number) => (() => void) | undefined

function ReplyRow({ reply, onReply, onReport }: { reply: Reply; onReply: () => void; onReport?: () => void }) {
  return (
    <View className='qd-reply' data-testid='answer-reply' data-reply-id={String(reply.id)} onClick={onReply}>
      <Text className='qd-reply__text'>
        <Text className='qd-reply__name'>{reply.author.username}</Text>
        {reply.reply_to ? (
          <>
            <Text className='qd-reply__to'> 回复 </Text>
            <Text className='qd-reply__name'>{reply.reply_to}</Text>
          </>
        ) : null}
        <Text>：</Text>
        <Text data-testid='answer-reply-body'>{reply.body}</Text>
      </Text>
      <View className='qd-reply__meta'>
        <Text className='qd-reply__time'>
          {commentTime(reply.created_at)}
          {reply.status === 'held' ? ' · 审核中' : ''}
        </Text>
        {onReport ? (
          <Text
            className='qd-reply__report'
            data-testid='reply-report'
            onClick={(e) => {
              e.stopPropagation()
              onReport()
            }}
          >
            举报
          </Text>
        ) : null}
      </View>
    </View>
  )
}

interface AnswerItemProps {
  answer: Answer
  onReply: (target: ReplyTarget) => void
  reportFor: ReportFor
  /** 查看全部 N 条回复 / 展开更多回复 (useMoreReplies), when there are more replies than shown. */
  moreControl?: MoreRepliesControl
}

function AnswerItem({ answer, onReply, reportFor, moreControl }: AnswerItemProps) {
  const replyHere = (name: string) => onReply({ answerId: answer.id, name })
  const more = moreReplies(answer)
  const onReport = reportFor(answer.author.user_id, answer.id)
  return (
    <View className='qd-answer' data-testid='answer' data-answer-id={String(answer.id)}>
      <AvatarFrame pendant={answer.author.pendant}>
        <Image
          className='qd-avatar qd-avatar--small'
          src={avatarOf(answer.author)}
          mode='aspectFill'
          lazyLoad
          imgProps={{ alt: `${answer.author.username}的主页` }}
          onClick={(e) => openAuthor(e, answer.author)}
        />
      </AvatarFrame>
      <View className='qd-answer__main'>
        <View className='qd-byline__row'>
          <Text className='qd-byline__name' data-testid='answer-author' onClick={(e) => openAuthor(e, answer.author)}>
            {answer.author.username}
          </Text>
          {answer.author.medals[0] ? <Text className='qd-medal'>{answer.author.medals[0]}</Text> : null}
          {answer.status === 'held' ? <Text className='fm-held'>审核中</Text> : null}
          {answer.is_demo ? <DemoLabel /> : null}
        </View>
        <Text className='qd-answer__body' data-testid='answer-body'>
          {answer.body}
        </Text>
        <View className='qd-answer__meta'>
          <Text>{commentTime(answer.created_at)}</Text>
          <Text className='qd-answer__reply' data-testid='answer-reply-button' onClick={() => replyHere(answer.author.username)}>
            回复
          </Text>
          {onReport ? (
            <Text className='qd-answer__reply' data-testid='answer-report' onClick={onReport}>
              举报
            </Text>
          ) : null}
        </View>
        {answer.replies.length > 0 ? (
          <View className='qd-replies'>
            {answer.replies.map((reply) => (
              <ReplyRow key={reply.id} reply={reply} onReply={() => replyHere(reply.author.username)} onReport={reportFor(reply.author.user_id, reply.id)} />
            ))}
            {moreControl ? (
              <Text
                className={`qd-replies__more qd-replies__more--tap${moreControl.busy ? ' qd-replies__more--busy' : ''}`}
                data-testid='answer-more-replies'
                onClick={moreControl.onTap}
              >
                {moreControl.label}
              </Text>
            ) : more > 0 ? (
              <Text className='qd-replies__more'>还有 {more} 条回复</Text>
            ) : null}
          </View>
        ) : null}
      </View>
    </View>
  )
}

interface AnswersProps {
  list: CursorList<Answer>
  count: number
  /** '回答' for a question, '评论' for a topic. */
  noun: string
  onReply: (target: ReplyTarget) => void
  /** 举报 of an answer or a reply (by its id), when `canReport` allows it for its author. */
  onReport?: (replyId: number) => void
  canReport?: (authorId: number) => boolean
  /** The control under an answer's replies when it has more than shown (useMoreReplies). */
  moreOf?: (answer: Answer) => MoreRepliesControl | undefined
}

/** The answers, oldest first, each with its first replies; the comment reading of relative time. */
export function AnswerList({ list, count, noun, onReply, onReport, canReport, moreOf }: AnswersProps) {
  const { phase } = list
  const reportFor: ReportFor = (authorId, replyId) => (onReport && canReport?.(authorId) ? () => onReport(replyId) : undefined)
  return (
    <View className='qd-answers' data-testid='answers'>
      <Text className='qd-answers__title'>
        {countText(count)} 个{noun}
      </Text>
      {phase === 'loading' ? <Text className='qd-answers__note'>加载中…</Text> : null}
      {phase === 'error' ? (
        <View className='qd-answers__note' data-testid='answers-error'>
          <Text>{list.state.error}</Text>
          <RetryButton onClick={list.retry} />
        </View>
      ) : null}
      {phase === 'empty' ? <EmptyState testId='answers-empty' title={`还没有${noun}`} hint={`来写第一个${noun}吧`} /> : null}
      {list.state.items.map((answer) => (
        <AnswerItem key={answer.id} answer={answer} onReply={onReply} reportFor={reportFor} moreControl={moreOf?.(answer)} />
      ))}
      {phase === 'loadingMore' ? <Text className='qd-answers__note'>加载中…</Text> : null}
      {phase === 'moreError' ? (
        <Text className='qd-answers__note qd-link' data-testid='answers-retry' onClick={list.retry}>
          {list.state.error}，点击重试
        </Text>
      ) : null}
      {phase === 'end' ? (
        <Text className='qd-answers__note' data-testid='answers-end'>
          没有更多了
        </Text>
      ) : null}
    </View>
  )
}

interface BoxProps {
  loggedIn: boolean
  noun: string
  draft: string
  onDraft: (text: string) => void
  target: ReplyTarget | undefined
  onCancelReply: () => void
  sending: boolean
  onSubmit: () => void
  onLogin: () => void
}

/** The answer box at the bottom: a visitor's is a way to log in; with a reply target it says whom it answers. */
export function AnswerBox({ loggedIn, noun, draft, onDraft, target, onCancelReply, sending, onSubmit, onLogin }: BoxProps) {
  if (!loggedIn) {
    return (
      <View className='qd-box'>
        <View className='qd-box__login' data-testid='answer-login' onClick={onLogin}>
          <Text>登录后参与{noun}</Text>
        </View>
      </View>
    )
  }
  return (
    <View className='qd-box' data-testid='answer-box'>
      {target ? (
        <View className='qd-box__target' data-testid='answer-target'>
          <Text>回复 {target.name}</Text>
          <Text className='qd-box__cancel' data-testid='answer-target-cancel' onClick={onCancelReply}>
            取消
          </Text>
        </View>
      ) : null}
      <View className='qd-box__row'>
        <TextArea
          className='qd-box__input'
          testId='answer-input'
          value={draft}
          placeholder={target ? `回复 ${target.name}` : `写下你的${noun}…`}
          maxLength={FORUM_LIMITS.answerMax}
          onInput={onDraft}
        />
        <View
          className={`qd-box__send${sending || draft.trim() === '' ? ' qd-box__send--off' : ''}`}
          data-testid='answer-send'
          role='button'
          aria-disabled={sending || draft.trim() === ''}
          onClick={onSubmit}
        >
          <Text>{sending ? '发送中' : '发送'}</Text>
        </View>
      </View>
    </View>
  )
}
