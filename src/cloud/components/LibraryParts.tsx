import { Text, View } from '@tarojs/components'
import type { CloudQuota } from '@types-contract/cloud'
import type { Crumb } from '@/lib/cloudView'
import { SearchBox, SpaceBar } from './CloudParts'
import './cloud.scss'

/** The search box and the space bar. */
export function LibraryTop({ query, quota, onSearch }: { query: string; quota: CloudQuota | null; onSearch: (text: string) => void }) {
  return (
    <View className='cl-top'>
      <SearchBox initial={query} placeholder='搜索我的文库' testIds={{ input: 'cloud-search', go: 'cloud-search-go', clear: 'cloud-search-clear' }} onSearch={onSearch} />
      {quota ? <SpaceBar quota={quota} /> : null}
    </View>
  )
}

interface ToolbarProps {
  path: Crumb[]
  query: string
  sortText: string
  selecting: boolean
  onCrumb: (index: number) => void
  onSort: () => void
  onSelecting: () => void
}

/** 我的文库 / a / b (or 搜索“x”), the sort and 多选. */
export function LibraryToolbar({ path, query, sortText, selecting, onCrumb, onSort, onSelecting }: ToolbarProps) {
  return (
    <View className='cl-toolbar'>
      <View className='cl-crumbs' data-testid='cloud-crumbs'>
        {query ? (
          <Text className='cl-crumb--current'>搜索“{query}”</Text>
        ) : (
          <>
            <Text className={path.length ? 'cl-crumb' : 'cl-crumb cl-crumb--current'} data-testid='cloud-crumb-root' onClick={() => onCrumb(-1)}>
              我的文库
            </Text>
            {path.map((c, i) => (
              <View key={c.id} className='cl-crumbs'>
                <Text className='cl-crumb__sep'>/</Text>
                <Text className={i === path.length - 1 ? 'cl-crumb cl-crumb--current' : 'cl-crumb'} data-testid='cloud-crumb' onClick={() => onCrumb(i)}>
                  {c.name}
                </Text>
              </View>
            ))}
          </>
        )}
      </View>
      {query ? null : (
        <View className='cl-tool' data-testid='cloud-sort' onClick={onSort}>
          <Text>{sortText}</Text>
        </View>
      )}
      <View className={`cl-tool${selecting ? ' cl-tool--on' : ''}`} data-testid='cloud-select-mode' role='button' aria-pressed={selecting} onClick={onSelecting}>
        <Text>{selecting ? '完成' : '多选'}</Text>
      </View>
    </View>
  )
}

interface BarProps {
  uploads: number
  onUpload: () => void
  onCreate: () => void
  onTransfers: () => void
  onTrash: () => void
}

/** 上传, 新建文件夹, 传输列表 (with the uploads under way), 回收站. */
export function LibraryBar({ uploads, onUpload, onCreate, onTransfers, onTrash }: BarProps) {
  return (
    <View className='cl-bar'>
      <View className='cl-bar__item cl-bar__item--main' data-testid='cloud-upload' onClick={onUpload}>
        <Text>上传文件</Text>
      </View>
      <View className='cl-bar__item' data-testid='cloud-create-folder' onClick={onCreate}>
        <Text>新建文件夹</Text>
      </View>
      <View className='cl-bar__item' data-testid='cloud-transfers' onClick={onTransfers}>
        <Text>传输列表</Text>
        {uploads ? <Text className='cl-bar__badge'>{uploads} 个进行中</Text> : null}
      </View>
      <View className='cl-bar__item' data-testid='cloud-trash' onClick={onTrash}>
        <Text>回收站</Text>
      </View>
    </View>
  )
}

interface SelectBarProps {
  count: number
  allChosen: boolean
  onAll: () => void
  onDownload: () => void
  onMove: () => void
  onDelete: () => void
}

/** Multi-select's bar: 全选, 下载, 移动, 删除 of what is chosen. */
export function SelectBar({ count, allChosen, onAll, onDownload, onMove, onDelete }: SelectBarProps) {
  const off = count === 0 ? ' cl-bar__item--off' : ''
  return (
    <View className='cl-bar' data-testid='cloud-select-bar' data-count={count}>
      <View className='cl-bar__item' data-testid='cloud-select-all' onClick={onAll}>
        <Text>{allChosen ? '取消全选' : '全选'}</Text>
      </View>
      <View className={`cl-bar__item${off}`} data-testid='cloud-batch-download' onClick={() => count && onDownload()}>
        <Text>下载</Text>
      </View>
      <View className={`cl-bar__item${off}`} data-testid='cloud-batch-move' onClick={() => count && onMove()}>
        <Text>移动</Text>
      </View>
      <View className={`cl-bar__item${off}`} data-testid='cloud-batch-delete' onClick={() => count && onDelete()}>
        <Text>删除{count ? ` (${count})` : ''}</Text>
      </View>
    </View>
  )
}
