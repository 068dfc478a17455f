import { View } from '@tarojs/components'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { urlOf } from '@/routes'
import { CoinHeader, SignInCard, TaskSection } from './TaskParts'
import { useTaskCentre } from './useTaskCentre'

/**
 * 任务中心: my coins (金币记录, 我的装扮), the daily sign-in with its streak and the month's
 * calendar, then the daily tasks and the one-off (新手) tasks, each 去完成 / 领取 / 已完成 with its
 * reward. The server decides what is done and grants once. State in useTaskCentre; parts in TaskParts.
 */
export default function TaskCentrePage() {
  const t = useTaskCentre()
  const data = t.data
  return (
    <PageShell>
      <View className='tc-page' data-testid='task-centre'>
        <LoadView state={t.load.state} onRetry={t.load.reload} />
        {data && t.shown ? (
          <>
            <CoinHeader coins={data.centre.num_coins} onRecord={() => navigate(urlOf('personal/coinRecord'))} onWear={() => navigate(urlOf('personal/wear'))} />
            <SignInCard current={data.month} shown={t.shown} busy={t.busy} onSignIn={t.signInToday} onMonth={t.showMonth} />
            <TaskSection title='每日任务' tasks={data.centre.tasks.filter((task) => task.period === 'daily')} busy={t.busy} onTask={t.onTask} />
            <TaskSection title='新手任务' tasks={data.centre.tasks.filter((task) => task.period === 'once')} busy={t.busy} onTask={t.onTask} />
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
