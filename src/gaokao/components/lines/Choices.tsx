import { View } from '@tarojs/components'
import { useState } from 'react'
import type { Track } from '@types-contract/gaokao'
import { PROVINCES } from '@core/provinceFacts'
import { FilterChip } from '../Filters'
import { OptionSheet, type SheetOption } from '@/components/OptionSheet'

export interface Choice {
  /** Test id of the chip; the sheet is `${id}-sheet`. */
  id: string
  /** Sheet title, '选择省份'. */
  title: string
  /** What the chip shows: the chosen value's label. */
  display: string
  value: string
  options: SheetOption[]
  onPick: (value: string) => void
}

/** A row of filter chips (province, year, track, batch), each opening its option sheet. */
export function Choices({ choices }: { choices: Choice[] }) {
  const [open, setOpen] = useState<string>()
  const current = choices.find((c) => c.id === open)
  return (
    <View className='gk-chips ln-choices'>
      {choices.map((c) => (
        <FilterChip key={c.id} label={c.title} value={c.display} onClick={() => setOpen(c.id)} testId={c.id} />
      ))}
      {current ? (
        <OptionSheet
          title={current.title}
          options={current.options}
          value={current.value}
          onPick={(v) => {
            setOpen(undefined)
            current.onPick(v)
          }}
          onClose={() => setOpen(undefined)}
          testId={`${current.id}-sheet`}
        />
      ) : null}
    </View>
  )
}

/** Sheet options of plain values ('2025' → '2025年' with a suffix). */
export function optionsOf(values: readonly (string | number)[], suffix = ''): SheetOption[] {
  return values.map((v) => ({ value: String(v), label: `${v}${suffix}` }))
}

/** The province chip: the 31 provinces. */
export function provinceChoice(id: string, province: string, onPick: (p: string) => void): Choice {
  return { id, title: '选择省份', display: province, value: province, options: optionsOf(PROVINCES), onPick }
}

/** The track chip: the tracks the answer offers. */
export function trackChoice(id: string, tracks: readonly Track[], track: Track | undefined, onPick: (t: Track) => void): Choice {
  return { id, title: '选择科类', display: track ?? '科类', value: track ?? '', options: optionsOf(tracks), onPick: (v) => onPick(v as Track) }
}

/** The year chip: the years the answer offers. */
export function yearChoice(id: string, years: readonly number[], year: number | undefined, onPick: (y: number) => void): Choice {
  return { id, title: '选择年份', display: year ? `${year}年` : '年份', value: String(year ?? ''), options: optionsOf(years, '年'), onPick: (v) => onPick(Number(v)) }
}
