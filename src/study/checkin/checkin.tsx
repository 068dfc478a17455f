import { Text, View } from '@tarojs/components'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { urlOf } from '@/routes'
import { CheckinCalendar, CheckinForm, CheckinHead } from './CheckinParts'
import { useCheckin } from './useCheckin'

/**
 * 每日打卡 (study/checkin/checkin, login): today's state with the current and longest streak, the
 * form (minutes, a note) until today is checked in, the month's calendar of checked days, and the
 * way to the task centre, where the check-in is the daily task 学习打卡. Rules: core/studyCheckin.ts,
 * lib/studyCheckinView.ts; state in useCheckin.
 */
export default function CheckinPage() {
  const c = useCheckin()
  const current = c.current
  return (
    <PageShell>
      <View className='ck-page' data-testid='checkin-page'>
        <LoadView state={c.load.state} onRetry={c.load.reload} />
        {current && c.shown ? (
          <>
            <CheckinHead status={current} />
            {current.today_entry ? null : (
              <CheckinForm
                coins={current.coins}
                minutes={c.minutes}
                note={c.note}
                error={c.error}
                busy={c.busy}
                onMinutes={c.setMinutes}
                onNote={c.setNote}
                onSubmit={c.submit}
              />
            )}
            <CheckinCalendar current={current} shown={c.shown} onMonth={c.showMonth} />
            <Text className='ck-link' data-testid='checkin-tasks' onClick={() => navigate(urlOf('personal/taskcenter/index'))}>
              学习打卡是任务中心的每日任务 · 去任务中心 ›
            </Text>
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
