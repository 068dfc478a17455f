import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { AskerBar, ProgressHead, ProgressTimeline } from './parts/ProcessesDetail'
import { useProcessesDetail } from './useProcessesDetail'

/**
 * 问题进展 (?id=<question id>): how a question turned out. Its title, state (已解决 · date or 进行中)
 * and the asker's notes as a timeline, oldest first; pull down to refresh. The asker also gets
 * 标记已解决 / 重新打开 and 写进展 (forum/processes/questionFeedback). State in useProcessesDetail,
 * parts in parts/ProcessesDetail.tsx.
 */
export default function ProcessesDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id) || 0
  const p = useProcessesDetail(id)
  const thread = p.thread
  return (
    <PageShell>
      <View className={`pg-page${thread?.is_author ? ' pg-page--bar' : ''}`} data-testid='progress-page'>
        <LoadView state={p.load.state} onRetry={p.load.reload} />
        {thread ? (
          <>
            <ProgressHead thread={thread} onOpenQuestion={p.openQuestion} />
            <ProgressTimeline thread={thread} />
            {thread.is_author ? <AskerBar solved={thread.solved_at !== null} busy={p.busy} onToggleSolved={p.toggleSolved} onWrite={p.write} /> : null}
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
