import { Text, View } from '@tarojs/components'
import type { SignInMonth, TaskItem } from '@types-contract/personalTasks'
import { MonthCalendar } from '@/components/MonthCalendar'
import { signInCard, taskButton, taskItemText } from '@/lib/taskCentreView'
import './taskcenter.scss'

/** The coins and the two ways on: 金币记录 and 我的装扮. */
export function CoinHeader({ coins, onRecord, onWear }: { coins: number; onRecord: () => void; onWear: () => void }) {
  return (
    <View className='tc-head'>
      <View className='tc-head__coins'>
        <Text className='tc-head__label'>我的金币</Text>
        <Text className='tc-head__num' data-testid='task-coins'>
          {coins}
        </Text>
      </View>
      <View className='tc-head__links'>
        <Text className='tc-head__link' data-testid='task-coin-record' onClick={onRecord}>
          金币记录 ›
        </Text>
        <Text className='tc-head__link' data-testid='task-wear' onClick={onWear}>
          我的装扮 ›
        </Text>
      </View>
    </View>
  )
}

interface SignInProps {
  /** Today's state (this month's answer). */
  current: SignInMonth
  /** The month the calendar shows. */
  shown: SignInMonth
  busy: string | null
  onSignIn: () => void
  onMonth: (delta: number) => void
}

/** The streak, the 签到 button and the month's calendar with its signed days (‹ › between months, none after this one). */
export function SignInCard({ current, shown, busy, onSignIn, onMonth }: SignInProps) {
  const card = signInCard(current)
  return (
    <View className='tc-card tc-sign'>
      <View className='tc-sign__top'>
        <View className='tc-sign__text'>
          <Text className='tc-sign__streak' data-testid='signin-streak'>
            {card.streak}
          </Text>
          <Text className='tc-sign__next'>{card.next}</Text>
        </View>
        <View
          className={`tc-sign__btn${current.signed_today ? ' tc-sign__btn--done' : ''}${busy === 'signin' ? ' tc-sign__btn--busy' : ''}`}
          data-testid='signin-button'
          data-signed={String(current.signed_today)}
          onClick={current.signed_today ? undefined : onSignIn}
        >
          {card.button}
        </View>
      </View>
      <MonthCalendar
        month={shown.month}
        current={current.month}
        today={current.today}
        marked={shown.days.map((d) => d.date)}
        onMonth={onMonth}
        block='tc-cal'
        testId='signin'
        mark='signed'
      />
    </View>
  )
}

/** A task: its title, hint, reward (and item), and its button. */
function TaskRow({ task, busy, onAction }: { task: TaskItem; busy: boolean; onAction: () => void }) {
  const button = taskButton(task)
  const item = taskItemText(task)
  return (
    <View className='tc-task' data-testid='task-row' data-key={task.key} data-state={task.state}>
      <View className='tc-task__main'>
        <Text className='tc-task__title'>{task.title}</Text>
        <Text className='tc-task__hint'>{task.hint}</Text>
        <View className='tc-task__reward'>
          <Text className='tc-task__coins'>+{task.coins} 金币</Text>
          {item ? <Text className='tc-task__item'>{item}</Text> : null}
        </View>
      </View>
      <View
        className={`tc-task__btn tc-task__btn--${button.action}${busy ? ' tc-task__btn--busy' : ''}`}
        data-testid='task-action'
        onClick={button.action === 'none' ? undefined : onAction}
      >
        {button.label}
      </View>
    </View>
  )
}

export function TaskSection({ title, tasks, busy, onTask }: { title: string; tasks: TaskItem[]; busy: string | null; onTask: (task: TaskItem) => void }) {
  if (tasks.length === 0) return null
  return (
    <View className='tc-card'>
      <Text className='tc-card__title'>{title}</Text>
      {tasks.map((task) => (
        <TaskRow key={task.key} task={task} busy={busy === task.key} onAction={() => onTask(task)} />
      ))}
    </View>
  )
}
