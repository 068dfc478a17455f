import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { PostDetail } from '@types-contract/forum'
import type { VoteOption, VoteResults } from '@types-contract/forumVotes'
import { AvatarFrame } from '@/components/AvatarFrame'
import { avatarOf, DemoLabel, openAuthor, TagRow } from '@/components/forum/FeedCard'
import { relativeTime } from '@/lib/relativeTime'
import { choiceLabel, deadlineText, showsResults, votersText } from '@/lib/voteView'
import '@/components/forum/forum.scss'
import './voteDetail.scss'

/**
 * The vote's question, who asked and when, its description, and what kind of vote it is, how long it
 * runs, how many took part; then `actions` (收藏, 分享: parts/PostActions.tsx).
 */
export function VoteHead({ post, vote, now, actions }: { post: PostDetail; vote: VoteResults; now: number; actions?: ReactNode }) {
  return (
    <View className='vd-head' data-testid='vote-head'>
      <View className='vd-kind'>
        <Text className='vd-kind__tag'>投票</Text>
        <Text className='vd-kind__tag vd-kind__tag--plain' data-testid='vote-choice'>
          {choiceLabel(vote.multiple)}
        </Text>
      </View>
      <Text className='vd-title' data-testid='vote-title'>
        {post.title}
      </Text>
      <View className='vd-byline'>
        <AvatarFrame pendant={post.author.pendant}>
          <Image
            className='vd-avatar'
            src={avatarOf(post.author)}
            mode='aspectFill'
            imgProps={{ alt: `${post.author.username}的主页` }}
            onClick={(e) => openAuthor(e, post.author)}
          />
        </AvatarFrame>
        <Text className='vd-byline__name' onClick={(e) => openAuthor(e, post.author)}>
          {post.author.username}
        </Text>
        <Text className='vd-byline__time'>{relativeTime(post.created_at, now)}</Text>
        {post.status === 'held' ? <Text className='fm-held'>审核中</Text> : null}
        {post.is_demo ? <DemoLabel /> : null}
      </View>
      {post.body ? (
        <Text className='vd-body' data-testid='vote-body'>
          {post.body}
        </Text>
      ) : null}
      <TagRow hashtags={post.hashtags} level={post.level} />
      <View className='vd-meta'>
        <Text className={vote.closed ? 'vd-meta__closed' : ''} data-testid='vote-deadline'>
          {deadlineText(vote, now)}
        </Text>
        <Text data-testid='vote-voters'>{votersText(vote.voters)}</Text>
      </View>
      {actions}
    </View>
  )
}

function ChoiceRow({ option, picked, multiple, onPick }: { option: VoteOption; picked: boolean; multiple: boolean; onPick: () => void }) {
  return (
    <View
      className={`vd-choice${picked ? ' vd-choice--on' : ''}`}
      data-testid='vote-option'
      data-option-id={String(option.id)}
      role={multiple ? 'checkbox' : 'radio'}
      aria-checked={picked}
      onClick={onPick}
    >
      <View className={`vd-mark${multiple ? ' vd-mark--box' : ''}${picked ? ' vd-mark--on' : ''}`}>{picked ? <Text>✓</Text> : null}</View>
      <Text className='vd-choice__label'>{option.label}</Text>
    </View>
  )
}

function ResultRow({ option, mine }: { option: VoteOption; mine: boolean }) {
  return (
    <View className={`vd-result${mine ? ' vd-result--mine' : ''}`} data-testid='vote-result' data-option-id={String(option.id)} data-mine={mine ? 'true' : 'false'}>
      <View className='vd-result__bar' style={{ width: `${option.percent}%` }} />
      <View className='vd-result__row'>
        <Text className='vd-result__label'>{option.label}</Text>
        {mine ? <Text className='vd-result__mine'>已选</Text> : null}
        <Text className='vd-result__count' data-testid='vote-result-count'>
          {option.count}票
        </Text>
        <Text className='vd-result__percent' data-testid='vote-result-percent'>
          {option.percent}%
        </Text>
      </View>
    </View>
  )
}

interface OptionsProps {
  vote: VoteResults
  chosen: readonly number[]
  onChoose: (optionId: number) => void
}

/** Before voting, the options to choose from; after voting or after the deadline, the results with the reader's choice marked. */
export function VoteOptions({ vote, chosen, onChoose }: OptionsProps) {
  if (showsResults(vote)) {
    const mine = new Set(vote.my_ballot ?? [])
    return (
      <View className='vd-options' data-testid='vote-results'>
        {vote.options.map((option) => (
          <ResultRow key={option.id} option={option} mine={mine.has(option.id)} />
        ))}
      </View>
    )
  }
  return (
    <View className='vd-options' data-testid='vote-choices'>
      <Text className='vd-hint'>{vote.multiple ? '可选择多项' : '请选择一项'}，投票后可查看结果</Text>
      {vote.options.map((option) => (
        <ChoiceRow key={option.id} option={option} picked={chosen.includes(option.id)} multiple={vote.multiple} onPick={() => onChoose(option.id)} />
      ))}
    </View>
  )
}

interface BarProps {
  vote: VoteResults
  chosen: readonly number[]
  loggedIn: boolean
  sending: boolean
  onSubmit: () => void
  onLogin: () => void
}

/** The bottom bar: 投票 (or 登录后投票 for a visitor) before voting; what happened after. */
export function VoteBar({ vote, chosen, loggedIn, sending, onSubmit, onLogin }: BarProps) {
  if (vote.my_ballot !== null || vote.closed) {
    return (
      <View className='vd-bar'>
        <Text className='vd-bar__done' data-testid='vote-done'>
          {vote.my_ballot !== null ? (vote.closed ? '你已投票 · 投票已截止' : '你已投票，结果实时更新') : '投票已截止'}
        </Text>
      </View>
    )
  }
  if (!loggedIn) {
    return (
      <View className='vd-bar'>
        <View className='vd-bar__button' data-testid='vote-login' role='button' onClick={onLogin}>
          <Text>登录后投票</Text>
        </View>
      </View>
    )
  }
  const off = sending || chosen.length === 0
  return (
    <View className='vd-bar'>
      <View className={`vd-bar__button${off ? ' vd-bar__button--off' : ''}`} data-testid='vote-submit' role='button' aria-disabled={off} onClick={onSubmit}>
        <Text>{sending ? '提交中…' : chosen.length > 0 && vote.multiple ? `投票（已选 ${chosen.length} 项）` : '投票'}</Text>
      </View>
    </View>
  )
}
