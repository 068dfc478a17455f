import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'

export default function Databank() {
  return (
    <PageShell tab='databank'>
      <EmptyState testId='databank-empty' title='暂无共享空间' hint='创建或加入共享空间后，文件会显示在这里' />
    </PageShell>
  )
}
