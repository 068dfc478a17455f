import { Input, Text, View } from '@tarojs/components'
import type { CheckinStatus } from '@types-contract/writing'
import { CHECKIN_LIMITS } from '@types-contract/writing'
import { MonthCalendar } from '@/components/MonthCalendar'
import { checkinCard, MINUTE_CHOICES } from '@/lib/studyCheckinView'
import './checkin.scss'

/** Today's state and the three numbers: the current streak, the longest, the days in all. */
export function CheckinHead({ status }: { status: CheckinStatus }) {
  const card = checkinCard(status)
  return (
    <View className='ck-head' data-testid='checkin-head' data-checked={String(status.today_entry !== null)}>
      <Text className='ck-head__state' data-testid='checkin-state'>
        {card.state}
      </Text>
      <Text className='ck-head__streak' data-testid='checkin-streak'>
        {card.streak}
      </Text>
      {card.entry ? <Text className='ck-head__entry'>{card.entry}</Text> : null}
      <View className='ck-nums'>
        {[
          ['当前连续', status.streak, 'checkin-current'],
          ['最长连续', status.longest_streak, 'checkin-longest'],
          ['累计打卡', status.total_days, 'checkin-total']
        ].map(([label, n, id]) => (
          <View key={String(id)} className='ck-num'>
            <Text className='ck-num__n' data-testid={String(id)}>
              {n}
            </Text>
            <Text className='ck-num__label'>{label} (天)</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

interface FormProps {
  coins: number
  minutes: string
  note: string
  error: string | null
  busy: boolean
  onMinutes: (text: string) => void
  onNote: (text: string) => void
  onSubmit: () => void
}

/** The form before checking in: minutes (quick picks or typed), a short note, and 打卡 +N 金币. */
export function CheckinForm({ coins, minutes, note, error, busy, onMinutes, onNote, onSubmit }: FormProps) {
  return (
    <View className='ck-card' data-testid='checkin-form'>
      <Text className='ck-card__title'>今天学了多久？（选填）</Text>
      <View className='ck-chips'>
        {MINUTE_CHOICES.map((m) => (
          <Text key={m} className={`ck-chip${minutes === String(m) ? ' ck-chip--on' : ''}`} data-testid='checkin-minutes-choice' onClick={() => onMinutes(String(m))}>
            {m} 分钟
          </Text>
        ))}
      </View>
      <Input
        className='ck-input'
        data-testid='checkin-minutes'
        type='number'
        value={minutes}
        placeholder='或填写分钟数'
        placeholderStyle='color:#bbb'
        onInput={(e) => onMinutes(e.detail.value)}
      />
      <Input
        className='ck-input'
        data-testid='checkin-note'
        value={note}
        maxlength={CHECKIN_LIMITS.noteMax + 10}
        placeholder='今天的学习心得（选填，100 字以内）'
        placeholderStyle='color:#bbb'
        onInput={(e) => onNote(e.detail.value)}
      />
      {error ? (
        <Text className='ck-error' data-testid='checkin-error'>
          {error}
        </Text>
      ) : null}
      <View className={`ck-btn${busy ? ' ck-btn--busy' : ''}`} data-testid='checkin-submit' onClick={onSubmit}>
        打卡 +{coins} 金币
      </View>
    </View>
  )
}

/** The month's calendar with its checked days (‹ › between months, none after this one). */
export function CheckinCalendar({ current, shown, onMonth }: { current: CheckinStatus; shown: CheckinStatus; onMonth: (delta: number) => void }) {
  return (
    <MonthCalendar
      month={shown.month}
      current={current.month}
      today={current.today}
      marked={shown.days.map((d) => d.date)}
      onMonth={onMonth}
      block='ck-cal'
      className='ck-card'
      testId='checkin'
      mark='checked'
    />
  )
}
