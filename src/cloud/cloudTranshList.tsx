import { Text, View } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { CloudTrashEntry } from '@types-contract/cloud'
import { chinaDate } from '@core/chinaTime'
import { sizeText } from '@core/cloudFiles'
import { fetchTrash, purgeEntry, restoreEntry } from '@/api/cloud'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { RetryButton } from '@/components/RetryButton'
import { useCursorList } from '@/components/useCursorList'
import { toast } from '@/platform/toast'
import { FileIcon, ListTail } from './components/CloudParts'
import { actionFailed as failed } from './components/fileActions'
import './components/cloud.scss'

const quiet = { quiet: true }

function TrashRow({ entry, busy, onRestore, onPurge }: { entry: CloudTrashEntry; busy: boolean; onRestore: () => void; onPurge: () => void }) {
  return (
    <View className='cl-row' data-testid='trash-entry' data-id={entry.id} data-name={entry.name}>
      <FileIcon entry={entry} />
      <View className='cl-row__text'>
        <Text className='cl-row__name'>{entry.name}</Text>
        <Text className='cl-row__meta'>
          {entry.is_folder ? '文件夹' : sizeText(entry.size)} · 删除于 {chinaDate(entry.trashed_at)}
        </Text>
      </View>
      <View className={`cl-row__buttons${busy ? ' cl-btn--off' : ''}`}>
        <View className='cl-btn' data-testid='trash-restore' onClick={() => !busy && onRestore()}>
          <Text>还原</Text>
        </View>
        <View className='cl-btn cl-btn--danger' data-testid='trash-purge' onClick={() => !busy && onPurge()}>
          <Text>彻底删除</Text>
        </View>
      </View>
    </View>
  )
}

/**
 * 回收站 (cloud/cloudTranshList): what was deleted, latest first (cursor-paged); 还原 puts an entry
 * back (to its folder, or the root when that folder is gone; a clash gets `name (n)`); 彻底删除,
 * after a confirmation, deletes it for good and frees its space.
 */
export default function TrashPage() {
  const list = useCursorList<CloudTrashEntry>((cursor) => fetchTrash(cursor, quiet), [], { keyOf: (e) => e.id })
  const [busy, setBusy] = useState<number>()
  useReachBottom(() => list.loadMore())
  const drop = (id: number) => list.setItems((items) => items.filter((e) => e.id !== id))

  const restore = async (entry: CloudTrashEntry) => {
    setBusy(entry.id)
    try {
      const back = await restoreEntry(entry.id, quiet)
      drop(entry.id)
      toast(back.name === entry.name ? '已还原' : `已还原为「${back.name}」`)
    } catch (e) {
      failed(e, '还原失败，请稍后再试')
    } finally {
      setBusy(undefined)
    }
  }

  const purge = async (entry: CloudTrashEntry) => {
    const { confirm } = await Taro.showModal({
      title: '彻底删除',
      content: `彻底删除「${entry.name}」后将无法恢复，确定吗？`,
      confirmText: '彻底删除',
      confirmColor: '#f5222d'
    })
    if (!confirm) return
    setBusy(entry.id)
    try {
      const answer = await purgeEntry(entry.id, quiet)
      drop(entry.id)
      toast(answer.freed > 0 ? `已彻底删除，释放 ${sizeText(answer.freed)}` : '已彻底删除')
    } catch (e) {
      failed(e, '删除失败，请稍后再试')
    } finally {
      setBusy(undefined)
    }
  }

  const { phase } = list
  return (
    <PageShell>
      <View className='cl-page' data-testid='trash-page'>
        <View className='cl-toolbar'>
          <Text className='cl-crumbs'>删除的文件在这里，还原后回到原来的文件夹；彻底删除后释放空间</Text>
        </View>
        {phase === 'loading' ? <View className='cl-end'>加载中…</View> : null}
        {phase === 'error' ? (
          <View className='cl-end'>
            <Text>{list.state.error}</Text>
            <RetryButton onClick={list.retry} />
          </View>
        ) : null}
        {phase === 'empty' ? <EmptyState testId='trash-empty' title='回收站是空的' hint='删除的文件会先放在这里' /> : null}
        {list.state.items.length ? (
          <View className='cl-list' data-testid='trash-list'>
            {list.state.items.map((entry) => (
              <TrashRow key={entry.id} entry={entry} busy={busy === entry.id} onRestore={() => void restore(entry)} onPurge={() => void purge(entry)} />
            ))}
            <ListTail list={list} end='没有更多了' />
          </View>
        ) : null}
      </View>
    </PageShell>
  )
}
