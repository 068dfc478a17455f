import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { PrintQueueItem } from '@types-contract/print'
import { LoadView } from '@/components/LoadView'
import type { PageLoad } from '@/components/usePageLoad'
import { itemMeta } from '@/lib/printView'
import { FileIcon } from '@/cloud/components/CloudParts'
import './queue.scss'

/** A queue file: its icon, name and `meta` (pages and settings by default); `children` on the right (a check, buttons). */
export function QueueFile({
  item,
  meta = itemMeta(item),
  testId = 'queue-file',
  onClick,
  children
}: {
  item: PrintQueueItem
  meta?: string
  testId?: string
  onClick?: () => void
  children?: ReactNode
}) {
  return (
    <View className='pq-file' data-testid={testId} data-id={item.id} data-name={item.name} onClick={onClick}>
      <FileIcon entry={{ is_folder: false, name: item.name, extension: item.extension }} />
      <View className='pq-file__text'>
        <Text className='pq-file__name'>{item.name}</Text>
        <Text className='pq-file__meta'>{meta}</Text>
      </View>
      {children}
    </View>
  )
}

/** A notice over a page's content (a locked file, a file of a group), with its button. */
export function QueueNotice({ text, action, testId, onAction }: { text: string; action?: string; testId: string; onAction?: () => void }) {
  return (
    <View className='pq-notice' data-testid={testId}>
      <Text className='pq-notice__text'>{text}</Text>
      {action && onAction ? (
        <Text className='pq-notice__action' onClick={onAction}>
          {action} ›
        </Text>
      ) : null}
    </View>
  )
}

/** A page's bottom bar of buttons; the last is the main one. */
export function QueueBar({ buttons }: { buttons: { label: string; testId: string; off?: boolean; onClick: () => void }[] }) {
  return (
    <View className='pq-bar'>
      {buttons.map((b, i) => (
        <View
          key={b.testId}
          className={`pq-bar__btn${i === buttons.length - 1 ? ' pq-bar__btn--main' : ''}${b.off ? ' pq-bar__btn--off' : ''}`}
          data-testid={b.testId}
          onClick={() => !b.off && b.onClick()}
        >
          <Text>{b.label}</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * What a page shows before the queue is there (loading, a failure with 重试), and when what it
 * needs is not in the queue (`missing`); `children` once it is.
 */
export function QueueLoad({ page, ready, missing, children }: { page: PageLoad<unknown>; ready: boolean; missing: string | null; children: ReactNode }) {
  if (!ready) return <LoadView state={page.state} onRetry={() => void page.reload()} />
  if (missing) {
    return (
      <View className='pq-missing' data-testid='queue-missing'>
        <Text>{missing}</Text>
      </View>
    )
  }
  return <>{children}</>
}
