import { Input, Text, View } from '@tarojs/components'
import { InputNumber } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import {
  PRINT_BINDINGS,
  PRINT_BINDING_NAMES,
  PRINT_COLORS,
  PRINT_COLOR_NAMES,
  PRINT_LIMITS,
  PRINT_PAPER_NAMES,
  PRINT_SIDES,
  PRINT_SIDES_NAMES,
  type PrintSettings,
  type PrintSettingsPatch
} from '@types-contract/print'
import type { SettingsProblem } from '@core/printFees'
import { moneyText } from '@/lib/printOrderView'
import { choiceOff, pageRangeText, paperChange, paperChoices, parsePageRange } from '@/lib/printView'
import './queue.scss'

interface Choice {
  value: string
  label: string
  off?: boolean
}

/** A setting as a row of chips; an off chip cannot be chosen. */
function ChoiceRow({ label, choices, value, testId, onPick }: { label: string; choices: Choice[]; value: string; testId: string; onPick: (value: string) => void }) {
  return (
    <View className='ps-row' data-testid={testId}>
      <Text className='ps-row__label'>{label}</Text>
      <View className='ps-chips'>
        {choices.map((c) => (
          <View
            key={c.value}
            className={`ps-chip${c.value === value ? ' ps-chip--on' : ''}${c.off ? ' ps-chip--off' : ''}`}
            data-testid={`${testId}-${c.value}`}
            aria-pressed={c.value === value}
            onClick={() => !c.off && c.value !== value && onPick(c.value)}
          >
            <Text>{c.label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/** 全部 or 指定页码 with the two page fields and 确定; what the range prints. */
function PageRange({ settings, pageCount, onChange }: { settings: PrintSettings; pageCount: number; onChange: (patch: PrintSettingsPatch) => void }) {
  const whole = settings.page_from === null && settings.page_to === null
  const [custom, setCustom] = useState(!whole)
  const [from, setFrom] = useState(settings.page_from === null ? '' : String(settings.page_from))
  const [to, setTo] = useState(settings.page_to === null ? '' : String(settings.page_to))
  const [problem, setProblem] = useState('')
  const apply = () => {
    const parsed = parsePageRange(from, to, pageCount)
    if ('problem' in parsed) return setProblem(parsed.problem)
    setProblem('')
    onChange(parsed.range)
  }
  return (
    <View className='ps-row ps-row--column' data-testid='setting-range'>
      <View className='ps-row__head'>
        <Text className='ps-row__label'>页码范围</Text>
        <View className='ps-chips'>
          <View
            className={`ps-chip${custom ? '' : ' ps-chip--on'}`}
            data-testid='setting-range-all'
            onClick={() => {
              setCustom(false)
              setProblem('')
              if (!whole) onChange({ page_from: null, page_to: null })
            }}
          >
            <Text>全部</Text>
          </View>
          <View className={`ps-chip${custom ? ' ps-chip--on' : ''}`} data-testid='setting-range-custom' onClick={() => setCustom(true)}>
            <Text>指定页码</Text>
          </View>
        </View>
      </View>
      {custom ? (
        <View className='ps-range'>
          <Input className='ps-range__input' data-testid='setting-range-from' type='number' value={from} placeholder='1' onInput={(e) => setFrom(e.detail.value)} />
          <Text>至</Text>
          <Input
            className='ps-range__input'
            data-testid='setting-range-to'
            type='number'
            value={to}
            placeholder={String(pageCount)}
            onInput={(e) => setTo(e.detail.value)}
          />
          <View className='ps-range__ok' data-testid='setting-range-ok' onClick={apply}>
            <Text>确定</Text>
          </View>
        </View>
      ) : null}
      <Text className={problem ? 'ps-row__problem' : 'ps-row__hint'} data-testid='setting-range-text'>
        {problem || pageRangeText(settings, pageCount)}
      </Text>
    </View>
  )
}

interface FormProps {
  settings: PrintSettings
  /** What the papers offered depend on: pictures may print on photo paper. */
  extension: string
  /** Pages of the file; null for a merged group, which prints its files whole. */
  pageCount: number | null
  disabled?: boolean
  problems: SettingsProblem[]
  onChange: (patch: PrintSettingsPatch) => void
}

/** 份数, 颜色, 单双面, 纸张, 页码范围, 装订; each change is sent at once. Problems show under the form. */
export function SettingsForm({ settings, extension, pageCount, disabled, problems, onChange }: FormProps) {
  const change = (patch: PrintSettingsPatch) => !disabled && onChange(patch)
  return (
    <View className={`ps-card${disabled ? ' ps-card--off' : ''}`} data-testid='setting-form'>
      <View className='ps-row' data-testid='setting-copies' data-value={settings.copies}>
        <Text className='ps-row__label'>打印份数</Text>
        <InputNumber
          value={settings.copies}
          min={1}
          max={PRINT_LIMITS.maxCopies}
          disabled={disabled}
          onChange={(value) => {
            const copies = Math.round(Number(value))
            if (copies >= 1 && copies <= PRINT_LIMITS.maxCopies && copies !== settings.copies) change({ copies })
          }}
        />
      </View>
      <ChoiceRow
        label='颜色'
        testId='setting-color'
        value={settings.color}
        choices={PRINT_COLORS.map((c) => ({ value: c, label: PRINT_COLOR_NAMES[c], off: choiceOff(settings, 'color', c) }))}
        onPick={(c) => change({ color: c as PrintSettings['color'] })}
      />
      <ChoiceRow
        label='单双面'
        testId='setting-sides'
        value={settings.sides}
        choices={PRINT_SIDES.map((s) => ({ value: s, label: PRINT_SIDES_NAMES[s], off: choiceOff(settings, 'sides', s) }))}
        onPick={(s) => change({ sides: s as PrintSettings['sides'] })}
      />
      <ChoiceRow
        label='纸张'
        testId='setting-paper'
        value={settings.paper}
        choices={paperChoices(extension).map((p) => ({ value: p, label: PRINT_PAPER_NAMES[p] }))}
        onPick={(p) => change(paperChange(p as PrintSettings['paper']))}
      />
      {pageCount !== null && pageCount > 1 ? <PageRange settings={settings} pageCount={pageCount} onChange={change} /> : null}
      <ChoiceRow
        label='装订'
        testId='setting-binding'
        value={settings.binding}
        choices={PRINT_BINDINGS.map((b) => ({ value: b, label: PRINT_BINDING_NAMES[b] }))}
        onPick={(b) => change({ binding: b as PrintSettings['binding'] })}
      />
      {problems.length ? (
        <View className='ps-problems' data-testid='setting-problems'>
          {problems.map((p) => (
            <Text key={`${p.field}-${p.message}`} className='ps-row__problem'>
              {p.message}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  )
}

/** The fee of these settings: 打印费, the sides printed and the sheets used. */
export function FeeCard({ feeFen, sides, sheets, note }: { feeFen: number; sides: number; sheets: number; note?: string }) {
  return (
    <View className='ps-card ps-fee' data-testid='setting-fee-card'>
      <View className='ps-fee__line'>
        <Text>打印费</Text>
        <Text className='ps-fee__money' data-testid='setting-fee'>
          {moneyText(feeFen)}
        </Text>
      </View>
      <Text className='ps-row__hint' data-testid='setting-fee-detail'>
        共打印 {sides} 面，用纸 {sheets} 张{note ? `；${note}` : ''}
      </Text>
    </View>
  )
}
