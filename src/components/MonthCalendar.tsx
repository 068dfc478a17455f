import { Text, View } from '@tarojs/components'
import { calendarWeeks, monthTitle, WEEKDAY_LABELS } from '@/lib/taskCentreView'

interface MonthCalendarProps {
  /** The month shown, 'YYYY-MM'. */
  month: string
  /** This month, 'YYYY-MM': no › past it. */
  current: string
  /** Today, 'YYYY-MM-DD' (China's date). */
  today: string
  /** The month's marked days, 'YYYY-MM-DD' (signed in, checked in). */
  marked: readonly string[]
  onMonth: (delta: number) => void
  /** The stylesheet's block: `${block}__bar`, `__day` … drawn by the month-calendar mixin (components/styles/_monthCalendar.scss). */
  block: 'tc-cal' | 'ck-cal'
  /** More classes on the calendar's box (the page's card). */
  className?: string
  /** Test ids: `${testId}-calendar`, `-prev`, `-next`, `-day`. */
  testId: 'signin' | 'checkin'
  /** A day's data attribute saying it is marked: data-signed, data-checked. */
  mark: 'signed' | 'checked'
}

/**
 * The month's calendar with its marked days, Monday first (‹ › between months, none after this
 * one): the task centre's sign-ins and the study check-in's days. Grid rules: lib/taskCentreView.ts.
 */
export function MonthCalendar({ month, current, today, marked, onMonth, block, className, testId, mark }: MonthCalendarProps) {
  const weeks = calendarWeeks(month, today, new Set(marked))
  const atCurrent = month >= current
  return (
    <View className={className ? `${className} ${block}` : block} data-testid={`${testId}-calendar`} data-month={month}>
      <View className={`${block}__bar`}>
        <Text className={`${block}__arrow`} data-testid={`${testId}-prev`} onClick={() => onMonth(-1)}>
          ‹
        </Text>
        <Text className={`${block}__title`}>{monthTitle(month)}</Text>
        <Text className={`${block}__arrow${atCurrent ? ` ${block}__arrow--off` : ''}`} data-testid={`${testId}-next`} onClick={atCurrent ? undefined : () => onMonth(1)}>
          ›
        </Text>
      </View>
      <View className={`${block}__row`}>
        {WEEKDAY_LABELS.map((label) => (
          <Text key={label} className={`${block}__weekday`}>
            {label}
          </Text>
        ))}
      </View>
      {weeks.map((week, w) => (
        <View key={w} className={`${block}__row`}>
          {week.map((cell, i) =>
            cell ? (
              <View
                key={cell.date}
                className={`${block}__day${cell.signed ? ` ${block}__day--marked` : ''}${cell.today ? ` ${block}__day--today` : ''}${cell.future ? ` ${block}__day--future` : ''}`}
                data-testid={`${testId}-day`}
                data-date={cell.date}
                {...{ [`data-${mark}`]: String(cell.signed) }}
              >
                <Text>{cell.day}</Text>
              </View>
            ) : (
              <View key={`blank${i}`} className={`${block}__day`} />
            )
          )}
        </View>
      ))}
    </View>
  )
}
