import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { SAMPLE_SOURCE, type DataSource } from '@types-contract/gaokao'
import { EmptyState } from '@/components/EmptyState'
import { RetryButton } from '@/components/RetryButton'
import { sourceLabel } from '@core/gaokao'
import type { Data } from './useData'
import './lines.scss'

interface Props<T> {
  /** null: the server has nothing for these choices. */
  data: Data<T | null>
  /** True when an answer has nothing to show all the same. */
  isEmpty: (value: T) => boolean
  emptyTitle: string
  emptyHint?: string
  /** Under the empty state: a way out (another province). */
  emptyAction?: ReactNode
  testId: string
  children: (value: T) => ReactNode
}

/**
 * The states of a part that loads on its own: 加载中 (while nothing is shown yet), the error with
 * 重试, the empty state, else the content.
 */
export function DataStatus<T>({ data, isEmpty, emptyTitle, emptyHint, emptyAction, testId, children }: Props<T>) {
  if (data.error && !data.loading) {
    return (
      <View className='gk-error' data-testid={`${testId}-error`}>
        <Text>{data.error}</Text>
        <RetryButton onClick={data.reload} />
      </View>
    )
  }
  if (data.data === undefined) {
    return (
      <View className='gk-foot' data-testid={`${testId}-loading`}>
        <Text>加载中…</Text>
      </View>
    )
  }
  if (data.data === null || isEmpty(data.data)) {
    return (
      <EmptyState title={emptyTitle} hint={emptyHint} testId={`${testId}-empty`}>
        {emptyAction}
      </EmptyState>
    )
  }
  const value: T = data.data
  return <>{children(value)}</>
}

/**
 * Where the figures come from. Sample data says 示例数据 in a badge, followed by what the sample
 * stands on when its label says more than that.
 */
export function SourceNote({ source, testId }: { source: DataSource | undefined; testId: string }) {
  if (!source) return null
  const sample = source.kind === 'sample'
  const text = sample ? (source.label === SAMPLE_SOURCE.label ? '非真实数据，仅作演示' : source.label) : sourceLabel(source)
  return (
    <View className='ln-source' data-testid={testId}>
      {sample ? <Text className='ln-sample'>示例数据</Text> : null}
      <Text className='gk-source'>{text}</Text>
    </View>
  )
}
