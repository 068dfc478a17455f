import { Text, View } from '@tarojs/components'
import { progressLinkText, progressState } from '@/lib/progressView'
import type { ProgressSummary } from '../useProgressSummary'
import './progressStrip.scss'

/**
 * Under a question: its state and 查看进展 (N), and for the asker 写进展. Shown when there is
 * something to see (solved, or notes) or the reader is the asker; nothing otherwise.
 */
export function ProgressStrip({ summary, isAuthor }: { summary: ProgressSummary; isAuthor: boolean }) {
  const { solvedAt, count } = summary
  if (!isAuthor && count === 0 && solvedAt === null) return null
  const state = progressState(solvedAt)
  const empty = count === 0 && solvedAt === null
  return (
    <View className='qp-strip' data-testid='question-progress'>
      {empty ? (
        <Text className='qp-strip__hint'>问题解决了吗？告诉帮过你的人</Text>
      ) : (
        <View className='qp-strip__main' data-testid='question-progress-link' onClick={summary.open}>
          <Text className={`qp-state${state.solved ? ' qp-state--solved' : ''}`} data-testid='question-progress-state'>
            {state.text}
          </Text>
          <Text className='qp-strip__link'>{progressLinkText(count)} ›</Text>
        </View>
      )}
      {isAuthor ? (
        <View className='qp-strip__write' role='button' data-testid='question-progress-write' onClick={summary.write}>
          <Text>写进展</Text>
        </View>
      ) : null}
    </View>
  )
}
