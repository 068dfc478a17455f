import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { CloudEntry, CloudQuota } from '@types-contract/cloud'
import { entryNameProblem } from '@core/cloudFiles'
import { KIND_LABELS, entryMeta, fileKind, quotaView } from '@/lib/cloudView'
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
  const view = quotaView(quota)
  return (
    <View className='cl-space' data-testid='cloud-space'>
      <View className='cl-space__text'>
        <Text data-testid='cloud-space-text'>{view.text}</Text>
        {view.full ? <Text>空间已满</Text> : null}
      </View>
      <View className='cl-space__bar'>
        <View className={`cl-space__used${view.full ? ' cl-space__used--full' : ''}`} style={{ width: `${Math.round(view.ratio * 1000) / 10}%` }} />
      </View>
    </View>
  )
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
      {!selecting && onMore ? (
        <View
          className='cl-row__more'
          data-testid='cloud-entry-more'
          onClick={(e) => {
            e.stopPropagation()
            onMore()
          }}
        >
          <Text>⋯</Text>
        </View>
      ) : null}
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
