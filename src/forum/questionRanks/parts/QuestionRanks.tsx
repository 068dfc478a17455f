import { Image, Text, View } from '@tarojs/components'
import { RANK_KINDS, type RankEntry, type RankKind } from '@types-contract/forumRanks'
import { AvatarFrame } from '@/components/AvatarFrame'
import { EmptyState } from '@/components/EmptyState'
import { FeedError } from '@/components/forum/HomeParts'
import { DemoLabel, SkeletonCard, avatarOf, openAuthor } from '@/components/forum/FeedCard'
import { RANK_LABELS, emptyRankText, rankFigure, rankSecondary } from '@/lib/questionFilter'
import type { QuestionRanks } from '../useQuestionRanks'
import './questionRanks.scss'

const SKELETONS = [1, 2, 3, 4]

/** 回答最多 / 获赞最多 / 本周热门, and 筛选 › to the question filter. */
export function RankTabs({ kind, onPick, onFilter }: { kind: RankKind; onPick: (kind: RankKind) => void; onFilter: () => void }) {
  return (
    <View className='qr-tabs'>
      <View className='qr-tabs__row' data-testid='ranks-tabs' role='tablist'>
        {RANK_KINDS.map((k) => (
          <View
            key={k}
            className={`qr-tab${k === kind ? ' qr-tab--on' : ''}`}
            data-testid={`ranks-tab-${k}`}
            role='tab'
            aria-selected={k === kind}
            onClick={() => onPick(k)}
          >
            <Text>{RANK_LABELS[k]}</Text>
          </View>
        ))}
      </View>
      <View className='qr-tabs__filter' data-testid='ranks-filter-link' role='link' onClick={onFilter}>
        <Text>筛选 ›</Text>
      </View>
    </View>
  )
}

/** One ranked question: its number (the first three marked), title, author with their first medal, the figure it ranks by and the other counts. */
function RankRow({ entry, kind, onOpen }: { entry: RankEntry; kind: RankKind; onOpen: (id: number) => void }) {
  const { post } = entry
  const top = entry.rank <= 3 ? ` qr-row__rank--top qr-row__rank--${entry.rank}` : ''
  return (
    <View className='qr-row' data-testid='ranks-row' data-post-id={String(post.id)} data-rank={String(entry.rank)} onClick={() => onOpen(post.id)}>
      <Text className={`qr-row__rank${top}`}>{entry.rank}</Text>
      <View className='qr-row__main'>
        <Text className='qr-row__title' data-testid='ranks-row-title'>
          {post.title}
        </Text>
        <View className='qr-row__meta'>
          <AvatarFrame pendant={post.author.pendant}>
            <Image
              className='fm-avatar'
              src={avatarOf(post.author)}
              mode='aspectFill'
              lazyLoad
              imgProps={{ alt: `${post.author.username}的主页` }}
              onClick={(e) => openAuthor(e, post.author)}
            />
          </AvatarFrame>
          <Text className='qr-row__name' onClick={(e) => openAuthor(e, post.author)}>
            {post.author.username}
          </Text>
          {post.author.medals[0] ? <Text className='fm-medal'>{post.author.medals[0]}</Text> : null}
          {post.is_demo ? <DemoLabel /> : null}
        </View>
      </View>
      <View className='qr-row__side'>
        <Text className={`qr-row__figure${entry.rank <= 3 ? ' qr-row__figure--top' : ''}`} data-testid='ranks-row-figure'>
          {rankFigure(kind, entry)}
        </Text>
        <Text className='qr-row__counts'>{rankSecondary(kind, post)}</Text>
      </View>
    </View>
  )
}

/** The picked list in every state: skeletons, the error with 重试, empty, the rows. */
export function RankBody({ r }: { r: QuestionRanks }) {
  if (r.phase === 'loading')
    return (
      <View>
        {SKELETONS.map((n) => (
          <SkeletonCard key={n} />
        ))}
      </View>
    )
  if (r.phase === 'error') return <FeedError message={r.error ?? '加载失败'} onRetry={r.retry} />
  if (r.phase === 'empty') {
    const empty = emptyRankText(r.kind)
    return <EmptyState testId='ranks-empty' title={empty.title} hint={empty.hint} />
  }
  return (
    <View className='qr-list' data-testid='ranks-list'>
      {r.entries.map((entry) => (
        <RankRow key={entry.post.id} entry={entry} kind={r.kind} onOpen={r.openPost} />
      ))}
      <View className='qr-foot'>
        <Text>{r.kind === 'week' ? '近 7 天的问题按热度（赞 + 2 × 回答）排列' : `前 ${r.entries.length} 名`}</Text>
      </View>
    </View>
  )
}
