import { Image, Text, View } from '@tarojs/components'
import type { ProgressNote, ProgressThread } from '@types-contract/forumProgress'
import { AvatarFrame } from '@/components/AvatarFrame'
import { EmptyState } from '@/components/EmptyState'
import { avatarOf, DemoLabel, openAuthor } from '@/components/forum/FeedCard'
import { noteTime, progressState } from '@/lib/progressView'
import '@/components/forum/forum.scss'
import './processesDetail.scss'

/** The question (its title opens it), its state (已解决 · 06-01 or 进行中) and who asked. */
export function ProgressHead({ thread, onOpenQuestion }: { thread: ProgressThread; onOpenQuestion: () => void }) {
  const state = progressState(thread.solved_at)
  return (
    <View className='pg-head' data-testid='progress-head'>
      <View className='pg-head__row'>
        <Text className={`pg-state${state.solved ? ' pg-state--solved' : ''}`} data-testid='progress-state'>
          {state.text}
        </Text>
        {thread.status === 'held' ? <Text className='fm-held'>审核中</Text> : null}
        {thread.is_demo ? <DemoLabel /> : null}
      </View>
      <View className='pg-title' data-testid='progress-question' onClick={onOpenQuestion}>
        <Text className='pg-title__text' data-testid='progress-title'>
          {thread.title}
        </Text>
        <Text className='pg-title__more'>查看问题 ›</Text>
      </View>
      <View className='pg-asker'>
        <AvatarFrame pendant={thread.author.pendant}>
          <Image
            className='pg-avatar'
            src={avatarOf(thread.author)}
            mode='aspectFill'
            imgProps={{ alt: `${thread.author.username}的主页` }}
            onClick={(e) => openAuthor(e, thread.author)}
          />
        </AvatarFrame>
        <Text className='pg-asker__name' onClick={(e) => openAuthor(e, thread.author)}>
          {thread.author.username}
        </Text>
        <Text>的问题进展</Text>
      </View>
    </View>
  )
}

function NoteItem({ note, last, demoLabel }: { note: ProgressNote; last: boolean; demoLabel: boolean }) {
  return (
    <View className={`pg-note${last ? ' pg-note--last' : ''}`} data-testid='progress-note' data-note-id={String(note.id)}>
      <View className='pg-note__rail'>
        <View className='pg-note__dot' />
        {last ? null : <View className='pg-note__line' />}
      </View>
      <View className='pg-note__main'>
        <View className='pg-note__meta'>
          <Text data-testid='progress-note-time'>{noteTime(note.created_at)}</Text>
          {note.status === 'held' ? <Text className='fm-held'>审核中</Text> : null}
          {note.is_demo && demoLabel ? <DemoLabel /> : null}
        </View>
        <Text className='pg-note__body' data-testid='progress-note-body'>
          {note.body}
        </Text>
      </View>
    </View>
  )
}

/** The notes, oldest first, on a timeline; what is written is rendered as text. A demo thread is labelled once, in the head. */
export function ProgressTimeline({ thread }: { thread: ProgressThread }) {
  return (
    <View className='pg-timeline' data-testid='progress-notes'>
      <Text className='pg-timeline__title'>进展 · {thread.notes.length}</Text>
      {thread.notes.length === 0 ? (
        <EmptyState testId='progress-empty' title='还没有进展' hint={thread.is_author ? '写下第一条进展，让帮过你的人知道结果' : '提问者还没有更新这个问题的进展'} />
      ) : (
        thread.notes.map((note, i) => <NoteItem key={note.id} note={note} last={i === thread.notes.length - 1} demoLabel={!thread.is_demo} />)
      )}
    </View>
  )
}

interface BarProps {
  solved: boolean
  busy: boolean
  onToggleSolved: () => void
  onWrite: () => void
}

/** The asker's bar at the bottom: 标记已解决 (重新打开 when solved) and 写进展. */
export function AskerBar({ solved, busy, onToggleSolved, onWrite }: BarProps) {
  return (
    <View className='pg-bar' data-testid='progress-bar'>
      <View className={`pg-bar__button${busy ? ' pg-bar__button--busy' : ''}`} role='button' data-testid='progress-toggle-solved' onClick={onToggleSolved}>
        <Text>{solved ? '重新打开' : '标记已解决'}</Text>
      </View>
      <View className='pg-bar__button pg-bar__button--primary' role='button' data-testid='progress-write' onClick={onWrite}>
        <Text>写进展</Text>
      </View>
    </View>
  )
}
