import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { ItemRef } from '@types-contract/personalItems'
import type { ClaimableTaskKey, SignInMonth, TaskCentre, TaskItem } from '@types-contract/personalTasks'
import { errorText, refreshUser, withErrorText } from '@/api/account'
import { claimTask, fetchSignInMonth, fetchTaskCentre, signIn } from '@/api/personalTasks'
import { navigate } from '@/components/nav'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { rewardText, shiftMonth, TASK_TARGETS, taskButton, unlockedPrompt } from '@/lib/taskCentreView'
import { urlOf } from '@/routes'

interface Loaded {
  centre: TaskCentre
  /** This month's sign-ins, today's state and the streak. */
  month: SignInMonth
}

export interface TaskCentreState {
  load: PageLoad<Loaded>
  data: Loaded | undefined
  /** The month the calendar shows (this month unless the user moved). */
  shown: SignInMonth | undefined
  /** The task (or 'signin', 'month') whose call is running. */
  busy: string | null
  showMonth: (delta: number) => void
  onTask: (task: TaskItem) => void
  signInToday: () => void
}

const quiet = { quiet: true }
const fetchAll = async (): Promise<Loaded> => {
  const [centre, month] = await Promise.all([fetchTaskCentre(quiet), fetchSignInMonth(undefined, quiet)])
  return { centre, month }
}

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/**
 * The task centre's state: the tasks, coins and this month's sign-ins (usePageLoad), the calendar's
 * month, signing in and claiming (their 409/422 details shown as toasts), 去完成 to each task's page.
 * After a grant the page and the user (我的's coins) are read again; coming back from a task's page
 * reads the page again, quietly.
 */
export function useTaskCentre(): TaskCentreState {
  const load = usePageLoad(() => withErrorText(fetchAll(), '任务加载失败，请稍后再试'))
  const [data, setData] = useState<Loaded>()
  const [shown, setShown] = useState<SignInMonth>()
  const [busy, setBusy] = useState<string | null>(null)
  useEffect(() => {
    if (!load.data) return
    setData(load.data)
    setShown(load.data.month)
  }, [load.data])

  const refresh = async () => {
    try {
      const next = await fetchAll()
      setData(next)
      setShown((s) => (s && s.month !== next.month.month ? s : next.month))
    } catch {
      // The page keeps what it shows; the next visit reads again.
    }
  }

  const shownOnce = useRef(false)
  useDidShow(() => {
    if (shownOnce.current) void refresh()
    shownOnce.current = true
  })

  const run = async (key: string, action: () => Promise<void>) => {
    if (busy) return
    setBusy(key)
    try {
      await action()
    } catch (e) {
      toast(errorText(e, '操作失败，请稍后再试'))
    } finally {
      setBusy(null)
    }
    await refresh()
    void refreshUser()
  }

  /** The reward's toast, or a dialog for an item it unlocked (with the way to wear it). */
  const granted = async ({ coins, unlocked }: { coins: number; unlocked: ItemRef | null }, signedIn: boolean) => {
    const prompt = unlocked ? unlockedPrompt(unlocked) : null
    if (!unlocked || !prompt) return toast(rewardText(coins, signedIn))
    const { confirm } = await Taro.showModal({ title: rewardText(coins, signedIn), content: prompt, confirmText: '去佩戴', cancelText: '知道了' })
    if (confirm) navigate(urlOf('personal/wear', { kind: unlocked.kind }))
  }

  const signInToday = () =>
    void run('signin', async () => {
      await granted(await signIn(quiet), true)
    })

  const claim = (key: ClaimableTaskKey) =>
    void run(key, async () => {
      await granted(await claimTask(key, quiet), false)
    })

  const onTask = (task: TaskItem) => {
    const { action } = taskButton(task)
    if (action === 'signin') signInToday()
    else if (action === 'claim') claim(task.key as ClaimableTaskKey)
    else if (action === 'go' && task.key !== 'signin') navigate(urlOf(TASK_TARGETS[task.key]))
  }

  const showMonth = (delta: number) => {
    if (!shown || busy) return
    const month = shiftMonth(shown.month, delta)
    setBusy('month')
    fetchSignInMonth(month, quiet)
      .then(setShown)
      .catch((e) => toast(errorText(e, '加载失败，请稍后再试')))
      .finally(() => setBusy(null))
  }

  return { load, data, shown, busy, showMonth, onTask, signInToday }
}
