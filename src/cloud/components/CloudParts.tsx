import { Input, Text, View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import type { CloudEntry, CloudQuota } from '@types-contract/cloud'
import { entryNameProblem } from '@core/cloudFiles'
import { RetryButton } from '@/components/RetryButton'
import { SpaceMeter } from '@/components/shares/SpaceMeter'
import type { CursorList } from '@/components/useCursorList'
import { KIND_LABELS, entryMeta, fileKind } from '@/lib/cloudView'
import './cloud.scss'

/** An entry's icon: a folder, or a coloured tile with its type. */
export function FileIcon({ entry }: { entry: { is_folder: boolean; name: string; extension?: string } }) {
  const kind = fileKind(entry)
  return (
    <View className={`cl-icon cl-icon--${kind}`} data-kind={kind}>
      <Text>{KIND_LABELS[kind]}</Text>
    </View>
  )
}

/** A thin bar; `tone` hash while the md5 is computed, error when it failed. */
export function ProgressBar({ percent, tone, testId }: { percent: number; tone?: 'hash' | 'error'; testId?: string }) {
  return (
    <View className='cl-progress' data-testid={testId} data-percent={percent}>
      <View className={`cl-progress__done${tone ? ` cl-progress__done--${tone}` : ''}`} style={{ width: `${percent}%` }} />
    </View>
  )
}

/** 已用 x / y and the bar (red when full). */
export function SpaceBar({ quota }: { quota: CloudQuota }) {
  return (
    <View className='cl-space' data-testid='cloud-space'>
      <SpaceMeter quota={quota} block='cl-space' testId='cloud-space' />
    </View>
  )
}

/** Below a cursor list's rows (library, trash): 加载中… for the next page, 重试 when it failed, `end` at the end. */
export function ListTail({ list, end }: { list: Pick<CursorList<unknown>, 'phase' | 'retry'>; end: ReactNode }) {
  const { phase } = list
  if (phase === 'loadingMore') return <View className='cl-end'>加载中…</View>
  if (phase === 'moreError') {
    return (
      <View className='cl-end'>
        <RetryButton onClick={list.retry} />
      </View>
    )
  }
  return phase === 'end' ? <View className='cl-end'>{end}</View> : null
}

interface EntryRowProps {
  entry: CloudEntry
  selecting: boolean
  selected: boolean
  onOpen: () => void
  onMore?: () => void
}

/** A file or folder of a listing: icon, name, size and day; a check in multi-select, else ⋯ for its actions. */
export function EntryRow({ entry, selecting, selected, onOpen, onMore }: EntryRowProps) {
  return (
    <View
      className={`cl-row${selected ? ' cl-row--selected' : ''}`}
      data-testid='cloud-entry'
      data-id={entry.id}
      data-name={entry.name}
      data-folder={String(entry.is_folder)}
      onClick={onOpen}
    >
      {selecting ? <View className={`cl-check${selected ? ' cl-check--on' : ''}`} data-testid='cloud-entry-check' aria-checked={selected} /> : null}
      <FileIcon entry={entry} />
      <View className='cl-row__text'>
        <Text className='cl-row__name' data-testid='cloud-entry-name'>
          {entry.name}
        </Text>
        <Text className='cl-row__meta'>{entryMeta(entry)}</Text>
      </View>
      {!selecting && onMore ? <MoreButton testId='cloud-entry-more' onMore={onMore} /> : null}
    </View>
  )
}

/** A row's ⋯, which opens its menu without opening the row. */
export function MoreButton({ testId, onMore }: { testId: string; onMore: () => void }) {
  return (
    <View
      className='cl-row__more'
      data-testid={testId}
      role='button'
      aria-label='更多操作'
      onClick={(e) => {
        e.stopPropagation()
        onMore()
      }}
    >
      <Text>⋯</Text>
    </View>
  )
}

interface SearchBoxProps {
  initial?: string
  placeholder: string
  focus?: boolean
  /** The field's, 搜索's and (when given) the × that clears the search's test ids. */
  testIds: { input: string; go: string; clear?: string }
  onSearch: (text: string) => void
}

/** A search field with 搜索 (the library, share search); × clears the text and the search when asked for. */
export function SearchBox({ initial = '', placeholder, focus, testIds, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initial)
  return (
    <View className='cl-search'>
      <View className='cl-search__box'>
        <Input
          className='cl-search__input'
          data-testid={testIds.input}
          value={text}
          focus={focus}
          confirmType='search'
          placeholder={placeholder}
          onInput={(e) => setText(e.detail.value)}
          onConfirm={() => onSearch(text)}
        />
        {testIds.clear && text ? (
          <Text
            className='cl-search__clear'
            data-testid={testIds.clear}
            onClick={() => {
              setText('')
              onSearch('')
            }}
          >
            ×
          </Text>
        ) : null}
      </View>
      <Text className='cl-search__go' data-testid={testIds.go} onClick={() => onSearch(text)}>
        搜索
      </Text>
    </View>
  )
}

export interface SheetItem {
  key: string
  label: string
  danger?: boolean
  on?: boolean
}

/** A bottom sheet of actions with 取消. */
export function ActionSheet({
  title,
  items,
  onPick,
  onClose,
  testId
}: {
  title: string
  items: SheetItem[]
  onPick: (key: string) => void
  onClose: () => void
  testId: string
}) {
  return (
    <View className='cl-mask' onClick={onClose} catchMove>
      <View className='cl-sheet' data-testid={testId} onClick={(e) => e.stopPropagation()}>
        <View className='cl-sheet__title'>
          <Text>{title}</Text>
        </View>
        {items.map((item) => (
          <View
            key={item.key}
            className={`cl-sheet__item${item.danger ? ' cl-sheet__item--danger' : ''}${item.on ? ' cl-sheet__item--on' : ''}`}
            data-testid={`sheet-${item.key}`}
            onClick={() => onPick(item.key)}
          >
            <Text>{item.label}</Text>
          </View>
        ))}
        <View className='cl-sheet__cancel' onClick={onClose}>
          <Text>取消</Text>
        </View>
      </View>
    </View>
  )
}

/**
 * A name to type (新建文件夹, 重命名): checked by the shared name rule (core/cloudFiles.ts) before it
 * is sent; `onSubmit` answers the server's refusal (同名文件已存在) to show, or null when done.
 */
export function NameDialog({
  title,
  initial,
  onSubmit,
  onClose
}: {
  title: string
  initial: string
  onSubmit: (name: string) => Promise<string | null>
  onClose: () => void
}) {
  const [name, setName] = useState(initial)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const trimmed = name.trim()
    const problem = entryNameProblem(trimmed)
    if (problem) return setError(problem)
    if (busy) return
    setBusy(true)
    const refused = await onSubmit(trimmed)
    setBusy(false)
    if (refused) setError(refused)
  }
  return (
    <View className='cl-mask cl-mask--center' catchMove>
      <View className='cl-dialog' data-testid='cloud-name-dialog'>
        <Text className='cl-dialog__title'>{title}</Text>
        <Input
          className='cl-dialog__input'
          data-testid='cloud-name-input'
          value={name}
          focus
          maxlength={100}
          placeholder='请输入名称'
          onInput={(e) => {
            setName(e.detail.value)
            setError('')
          }}
          onConfirm={() => void submit()}
        />
        <Text className='cl-dialog__error' data-testid='cloud-name-error'>
          {error}
        </Text>
        <View className='cl-dialog__buttons'>
          <View className='cl-btn cl-btn--plain' onClick={onClose}>
            <Text>取消</Text>
          </View>
          <View className={`cl-btn cl-btn--solid${busy ? ' cl-btn--off' : ''}`} data-testid='cloud-name-ok' onClick={() => void submit()}>
            <Text>确定</Text>
          </View>
        </View>
      </View>
    </View>
  )
}
