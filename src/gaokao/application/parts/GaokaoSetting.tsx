/**
 * The cards of 设置高考信息: province, apply year, 文理科 or subjects, score and rank. Presentational:
 * the state is useGaokaoSetting. One module, so the page stays one chunk.
 */
import { Input, Text, View } from '@tarojs/components'
import type { LiberalScience } from '@types-contract/user'
import { fullMarksFor, subjectsOffered } from '@/lib/gaokaoSetting'
import type { GaokaoSettingState } from '../useGaokaoSetting'

const LIBERAL: readonly LiberalScience[] = ['理科', '文科']

interface ChoiceProps<T extends string | number> {
  value: T
  on: boolean
  testId: string
  onTap: (value: T) => void
}

function Choice<T extends string | number>({ value, on, testId, onTap }: ChoiceProps<T>) {
  return (
    <View className={`gk-chip app-choice${on ? ' gk-chip--on' : ''}`} data-testid={testId} onClick={() => onTap(value)}>
      <Text>{value}</Text>
    </View>
  )
}

/** The province chosen; a tap opens the province sheet. */
export function ProvinceCard({ province, onOpen }: { province: string; onOpen: () => void }) {
  return (
    <View className='gk-card'>
      <Text className='gk-card__title'>省份</Text>
      <View className='app-field' data-testid='setting-province' onClick={onOpen}>
        <Text className={province ? '' : 'gk-muted'}>{province || '选择高考所在省份'}</Text>
        <Text className='gk-chip__arrow'>▼</Text>
      </View>
    </View>
  )
}

export function YearCard({ form }: { form: GaokaoSettingState }) {
  return (
    <View className='gk-card'>
      <Text className='gk-card__title'>高考年份</Text>
      <View className='gk-chips app-wrap'>
        {form.years.map((y) => (
          <Choice key={y} value={y} on={y === form.year} testId='setting-year' onTap={form.setYear} />
        ))}
      </View>
    </View>
  )
}

/** 文理科 in a liberal province-year; else the subjects the province's scheme offers (3+1+2: the first subject apart; 浙江: 技术 too); then the track they make. */
export function TrackCard({ form }: { form: GaokaoSettingState }) {
  const { scheme, subjects, track } = form
  const offered = scheme && scheme !== 'liberal' ? subjectsOffered(scheme, form.province) : null
  return (
    <View className='gk-card'>
      <Text className='gk-card__title'>{scheme === 'liberal' ? '文理科' : '选考科目'}</Text>
      {!scheme && <Text className='gk-muted'>请先选择省份</Text>}
      {scheme === 'liberal' && (
        <View className='gk-chips'>
          {LIBERAL.map((l) => (
            <Choice key={l} value={l} on={l === form.liberal} testId='setting-liberal' onTap={form.setLiberal} />
          ))}
        </View>
      )}
      {offered && offered.first.length > 0 && <Text className='gk-muted'>首选科目（二选一）</Text>}
      {offered && offered.first.length > 0 && (
        <View className='gk-chips'>
          {offered.first.map((s) => (
            <Choice key={s} value={s} on={subjects.includes(s)} testId='setting-subject' onTap={form.tapSubject} />
          ))}
        </View>
      )}
      {offered && <Text className='gk-muted'>{offered.restLabel}</Text>}
      {offered && (
        <View className='gk-chips app-wrap'>
          {offered.rest.map((s) => (
            <Choice key={s} value={s} on={subjects.includes(s)} testId='setting-subject' onTap={form.tapSubject} />
          ))}
        </View>
      )}
      {track && <Text className='gk-source'>排名科类：{track}</Text>}
    </View>
  )
}

/** Score and rank, with 按分数查位次 and the note on the table the rank came from. */
export function ScoreCard({ form }: { form: GaokaoSettingState }) {
  return (
    <View className='gk-card'>
      <Text className='gk-card__title'>成绩</Text>
      <View className='app-field'>
        <Input
          className='app-field__input'
          data-testid='setting-score'
          type='digit'
          value={form.scoreText}
          placeholder={`高考（或模考）分数，满分 ${fullMarksFor(form.province || null)}`}
          onInput={(e) => form.setScoreText(e.detail.value)}
        />
        <Text className='gk-muted'>分</Text>
      </View>
      <View className='app-field'>
        <Input
          className='app-field__input'
          data-testid='setting-rank'
          type='number'
          value={form.rankText}
          placeholder='全省位次（不填则按分数查询）'
          onInput={(e) => form.setRankText(e.detail.value)}
        />
        <Text className='gk-link' data-testid='setting-lookup' onClick={form.lookup}>
          按分数查位次
        </Text>
      </View>
      {form.lookupNote && (
        <Text className='gk-source' data-testid='setting-lookup-note'>
          {form.lookupNote}
        </Text>
      )}
    </View>
  )
}
