import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'

export default function NewStudy() {
  return (
    <PageShell tab='newStudy'>
      <EmptyState testId='study-empty' title='暂无学习内容' hint='视频课程、写作与打卡即将上线' />
    </PageShell>
  )
}
