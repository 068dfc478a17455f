import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { PrintAddDialog } from '@/components/print/PrintAddDialog'
import { RetryButton } from '@/components/RetryButton'
import { SORT_CHOICES, sortLabel } from '@/lib/cloudView'
import { isSelected } from '@/lib/cloudSelection'
import { uploadStore } from '@/stores/upload'
import { ActionSheet, EntryRow, ListTail, NameDialog } from './components/CloudParts'
import { FolderPicker } from './components/FolderPicker'
import { printFiles } from './components/fileActions'
import { LibraryBar, LibraryToolbar, LibraryTop, SelectBar } from './components/LibraryParts'
import { useCloudLibrary, type CloudLibrary } from './components/useCloudLibrary'
import './components/cloud.scss'

const ENTRY_ACTIONS = [
  { key: 'rename', label: '重命名' },
  { key: 'move', label: '移动' },
  { key: 'download', label: '下载' },
  { key: 'print', label: '打印' },
  { key: 'delete', label: '删除', danger: true }
]

/** What is open over the list: the sort, an entry's actions, a name to type, the folder to move to. */
function Overlay({ lib }: { lib: CloudLibrary }) {
  const o = lib.overlay
  if (!o) return null
  const close = () => lib.setOverlay(null)
  if (o.kind === 'sort') {
    return (
      <ActionSheet
        title='排序方式'
        testId='cloud-sort-sheet'
        items={SORT_CHOICES.map((c) => ({ key: `${c.sort}-${c.order}`, label: c.label, on: c.sort === lib.sort && c.order === lib.order }))}
        onPick={(key) => {
          const choice = SORT_CHOICES.find((c) => `${c.sort}-${c.order}` === key)!
          lib.setSort(choice.sort, choice.order)
        }}
        onClose={close}
      />
    )
  }
  if (o.kind === 'actions') {
    const { entry } = o
    return (
      <ActionSheet
        title={entry.name}
        testId='cloud-entry-actions'
        items={entry.is_folder ? ENTRY_ACTIONS.filter((a) => a.key !== 'download' && a.key !== 'print') : ENTRY_ACTIONS}
        onPick={(key) => {
          if (key === 'rename') lib.setOverlay({ kind: 'rename', entry })
          else if (key === 'move') lib.setOverlay({ kind: 'move', ids: [entry.id] })
          else {
            close()
            if (key === 'download') lib.download([entry.id])
            else if (key === 'print') printFiles([entry])
            else lib.remove([entry.id])
          }
        }}
        onClose={close}
      />
    )
  }
  if (o.kind === 'create') return <NameDialog title='新建文件夹' initial='' onSubmit={lib.create} onClose={close} />
  if (o.kind === 'rename') return <NameDialog title='重命名' initial={o.entry.name} onSubmit={(name) => lib.rename(o.entry, name)} onClose={close} />
  return <FolderPicker title='移动到' start={lib.path} excluded={o.ids} confirmText='移动到此处' onPick={(target) => lib.move(o.ids, target)} onClose={close} />
}

/** The listing with its loading, error, empty and paging states. */
function Listing({ lib }: { lib: CloudLibrary }) {
  const { list, selection } = lib
  const { phase } = list
  if (phase === 'loading') return <View className='cl-end'>加载中…</View>
  if (phase === 'error') {
    return (
      <View className='cl-end' data-testid='cloud-error'>
        <Text>{list.state.error}</Text>
        <RetryButton onClick={list.retry} />
      </View>
    )
  }
  if (phase === 'empty') {
    return lib.query ? (
      <EmptyState testId='cloud-empty' title='没有找到相关文件' hint='换个关键词试试' />
    ) : (
      <EmptyState testId='cloud-empty' title='这里还没有文件' hint='点击下方“上传文件”，把资料存到云端' />
    )
  }
  return (
    <View className='cl-list' data-testid='cloud-list'>
      {list.state.items.map((entry) => (
        <EntryRow
          key={entry.id}
          entry={entry}
          selecting={selection.on}
          selected={isSelected(selection, entry.id)}
          onOpen={() => lib.tap(entry)}
          onMore={() => lib.setOverlay({ kind: 'actions', entry })}
        />
      ))}
      <ListTail list={list} end={`共 ${list.state.items.length} 项`} />
    </View>
  )
}

/**
 * 我的文库 (cloud/cloudLibrary): search and space, the folder path with sort and 多选, the listing,
 * and the bottom bar (上传文件, 新建文件夹, 传输列表, 回收站; in multi-select 全选, 下载, 移动, 删除).
 * State and actions in components/useCloudLibrary.ts.
 */
function CloudLibraryPage() {
  const lib = useCloudLibrary()
  const { selection } = lib
  const shownIds = lib.list.state.items.map((e) => e.id)
  return (
    <PageShell>
      <View className='cl-page cl-page--bar' data-testid='cloud-library'>
        <LibraryTop query={lib.query} quota={lib.quota} onSearch={lib.search} />
        <LibraryToolbar
          path={lib.path}
          query={lib.query}
          sortText={sortLabel(lib.sort, lib.order)}
          selecting={selection.on}
          onCrumb={lib.goTo}
          onSort={() => lib.setOverlay({ kind: 'sort' })}
          onSelecting={lib.toggleSelecting}
        />
        <Listing lib={lib} />
        {selection.on ? (
          <SelectBar
            count={selection.ids.length}
            allChosen={shownIds.length > 0 && shownIds.every((id) => selection.ids.includes(id))}
            onAll={lib.selectAll}
            onDownload={() => lib.download(selection.ids)}
            onMove={() => lib.setOverlay({ kind: 'move', ids: selection.ids })}
            onDelete={() => lib.remove(selection.ids)}
          />
        ) : (
          <LibraryBar
            uploads={uploadStore.activeCount}
            onUpload={lib.upload}
            onCreate={() => lib.setOverlay({ kind: 'create' })}
            onTransfers={lib.transfers}
            onTrash={lib.trash}
          />
        )}
        <Overlay lib={lib} />
        <PrintAddDialog />
      </View>
    </PageShell>
  )
}

export default observer(CloudLibraryPage)
