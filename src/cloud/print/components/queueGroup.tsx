import { Text, View } from '@tarojs/components'
import type { PrintQueueItem } from '@types-contract/print'
import { QueueFile } from './queueParts'
import './queue.scss'

/** A group's files in binding order (their pages; the settings are the group's), each with 上移, 下移 and 移出. */
export function GroupFiles({
  items,
  disabled,
  onMove,
  onRemove
}: {
  items: PrintQueueItem[]
  disabled: boolean
  onMove: (index: number, delta: -1 | 1) => void
  onRemove: (itemId: number) => void
}) {
  const tool = (label: string, testId: string, off: boolean, act: () => void, danger = false) => (
    <Text className={`pq-tool${off ? ' pq-tool--off' : ''}${danger ? ' pq-tool--danger' : ''}`} data-testid={testId} onClick={() => !off && act()}>
      {label}
    </Text>
  )
  return (
    <View data-testid='group-files'>
      {items.map((item, i) => (
        <QueueFile key={item.id} item={item} meta={`${item.page_count} 页`} testId='group-file'>
          <View className='pq-file__tools'>
            {tool('上移', 'group-file-up', disabled || i === 0, () => onMove(i, -1))}
            {tool('下移', 'group-file-down', disabled || i === items.length - 1, () => onMove(i, 1))}
            {tool('移出', 'group-file-remove', disabled, () => onRemove(item.id), true)}
          </View>
        </QueueFile>
      ))}
    </View>
  )
}
