import { Input, Text, View } from '@tarojs/components'
import { FORUM_LEVELS, FORUM_LIMITS, type ForumLevel } from '@types-contract/forum'
import { VOTE_LIMITS } from '@types-contract/forumVotes'
import type { TabConfigItem } from '@types-contract/user'
import { chinaFormat } from '@core/chinaTime'
import { canAddOption, canRemoveOption, DEADLINE_PRESETS } from '@/lib/voteView'
import { TextArea } from '@/platform/TextArea'
import type { ReactNode } from 'react'
import './postVote.scss'

const LEVEL_LABELS: Record<ForumLevel, string> = { middle_school: '高中版', university: '大学版' }
const DAY_MS = 24 * 60 * 60 * 1000

/** A section with its title, and what it holds. */
function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <View className='pv-section'>
      <View className='pv-section__head'>
        <Text className='pv-section__title'>{title}</Text>
        {note ? <Text className='pv-section__note'>{note}</Text> : null}
      </View>
      {children}
    </View>
  )
}

/** The question and its optional description. */
export function QuestionFields({ title, body, onTitle, onBody }: { title: string; body: string; onTitle: (v: string) => void; onBody: (v: string) => void }) {
  return (
    <View className='pv-section'>
      <Input
        className='pv-title'
        data-testid='vote-compose-title'
        value={title}
        placeholder={`投票问题（${FORUM_LIMITS.titleMin}-${FORUM_LIMITS.titleMax} 字）`}
        placeholderStyle='color:#bbb'
        maxlength={FORUM_LIMITS.titleMax}
        onInput={(e) => onTitle(e.detail.value)}
      />
      <TextArea className='pv-body' testId='vote-compose-body' value={body} placeholder='补充说明（选填）' maxLength={FORUM_LIMITS.bodyMax} onInput={onBody} />
    </View>
  )
}

interface OptionsProps {
  options: readonly string[]
  onText: (index: number, text: string) => void
  onAdd: () => void
  onRemove: (index: number) => void
}

/** The options, each a field with its remove button (while more than two), and 添加选项 (up to ten). */
export function OptionsEditor({ options, onText, onAdd, onRemove }: OptionsProps) {
  const removable = canRemoveOption(options)
  return (
    <Section title='投票选项' note={`${options.length}/${VOTE_LIMITS.optionsMax}，每项最多 ${VOTE_LIMITS.optionMax} 字`}>
      {options.map((option, i) => (
        <View key={i} className='pv-option' data-testid='vote-compose-option'>
          <Text className='pv-option__index'>{i + 1}</Text>
          <Input
            className='pv-option__input'
            data-testid={`vote-compose-option-${i}`}
            value={option}
            placeholder={`选项 ${i + 1}`}
            placeholderStyle='color:#bbb'
            maxlength={VOTE_LIMITS.optionMax}
            onInput={(e) => onText(i, e.detail.value)}
          />
          {removable ? (
            <View className='pv-option__remove' data-testid={`vote-compose-remove-${i}`} role='button' aria-label={`删除选项 ${i + 1}`} onClick={() => onRemove(i)}>
              <Text>×</Text>
            </View>
          ) : null}
        </View>
      ))}
      {canAddOption(options) ? (
        <View className='pv-add' data-testid='vote-compose-add' role='button' onClick={onAdd}>
          <Text>＋ 添加选项</Text>
        </View>
      ) : null}
    </Section>
  )
}

/** Chips in a row, one picked. */
function Chips<K extends string | number>({
  items,
  current,
  onPick,
  testId
}: {
  items: readonly { key: K; label: string }[]
  current: K
  onPick: (key: K) => void
  testId: string
}) {
  return (
    <View className='pv-chips' data-testid={testId}>
      {items.map((item) => (
        <View
          key={item.key}
          className={`pv-chip${item.key === current ? ' pv-chip--on' : ''}`}
          data-testid={`${testId}-${item.key}`}
          role='radio'
          aria-checked={item.key === current}
          onClick={() => onPick(item.key)}
        >
          <Text>{item.label}</Text>
        </View>
      ))}
    </View>
  )
}

const CHOICE_KINDS = [
  { key: 'single', label: '单选' },
  { key: 'multiple', label: '多选' }
] as const

/** 单选 or 多选, and how long the vote runs (with the moment it ends). */
export function Settings({
  multiple,
  days,
  now,
  onMultiple,
  onDays
}: {
  multiple: boolean
  days: number
  now: number
  onMultiple: (m: boolean) => void
  onDays: (d: number) => void
}) {
  return (
    <>
      <Section title='投票方式'>
        <Chips items={CHOICE_KINDS} current={multiple ? 'multiple' : 'single'} onPick={(k) => onMultiple(k === 'multiple')} testId='vote-compose-kind' />
      </Section>
      <Section title='截止时间' note={`${chinaFormat(now + days * DAY_MS, 'MM月DD日 HH:mm')} 截止`}>
        <Chips items={DEADLINE_PRESETS.map((p) => ({ key: p.days, label: p.label }))} current={days} onPick={onDays} testId='vote-compose-days' />
      </Section>
    </>
  )
}

/** Where the vote goes: the level (the user's by default) and one of its tabs. */
export function PlacePicker({
  level,
  tab,
  tabs,
  onLevel,
  onTab
}: {
  level: ForumLevel
  tab: string
  tabs: readonly TabConfigItem[]
  onLevel: (l: ForumLevel) => void
  onTab: (t: string) => void
}) {
  return (
    <Section title='发布到'>
      <Chips items={FORUM_LEVELS.map((l) => ({ key: l, label: LEVEL_LABELS[l] }))} current={level} onPick={onLevel} testId='vote-compose-level' />
      {tabs.length > 0 ? <Chips items={tabs} current={tab} onPick={onTab} testId='vote-compose-tab' /> : <Text className='pv-section__note'>分区加载中…</Text>}
    </Section>
  )
}

/** The error line and 发布 at the bottom. */
export function SubmitBar({ error, sending, onSubmit }: { error: string | undefined; sending: boolean; onSubmit: () => void }) {
  return (
    <View className='pv-bar'>
      {error ? (
        <Text className='pv-bar__error' data-testid='vote-compose-error'>
          {error}
        </Text>
      ) : null}
      <View className={`pv-bar__button${sending ? ' pv-bar__button--off' : ''}`} data-testid='vote-compose-submit' role='button' onClick={onSubmit}>
        <Text>{sending ? '发布中…' : '发布投票'}</Text>
      </View>
    </View>
  )
}
