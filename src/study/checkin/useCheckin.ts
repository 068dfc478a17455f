import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { CheckinStatus } from '@types-contract/writing'
import { refreshUser } from '@/api/account'
import { errorText, withErrorText } from '@/api/errorText'
import { ApiError } from '@/api/request'
import { checkIn, fetchCheckin } from '@/api/writing'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { checkedInText, checkNote, parseMinutes } from '@/lib/studyCheckinView'
import { shiftMonth } from '@/lib/taskCentreView'

const quiet = { quiet: true }

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

export interface CheckinState {
  load: PageLoad<CheckinStatus>
  /** Today's state and the streaks (this month's answer). */
  current: CheckinStatus | undefined
  /** The month the calendar shows. */
  shown: CheckinStatus | undefined
  minutes: string
  note: string
  error: string | null
  busy: boolean
  setMinutes: (text: string) => void
  setNote: (text: string) => void
  submit: () => void
  showMonth: (delta: number) => void
}

/**
 * The check-in page's state: today's state, streaks and this month (usePageLoad), the form
 * (minutes, note; checked before sending, nothing lost on a refusal), checking in (its toast, then
 * the page and the user's coins read again), and moving the calendar between months.
 */
export function useCheckin(): CheckinState {
  const load = usePageLoad(() => withErrorText(fetchCheckin(undefined, quiet), '打卡信息加载失败，请稍后再试'))
  const [current, setCurrent] = useState<CheckinStatus>()
  const [shown, setShown] = useState<CheckinStatus>()
  const [minutes, setMinutesText] = useState('')
  const [note, setNoteText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!load.data) return
    setCurrent(load.data)
    setShown(load.data)
  }, [load.data])

  const submit = () => {
    if (busy) return
    const parsed = parseMinutes(minutes)
    const noteError = checkNote(note)
    if (!parsed.ok || noteError) return setError(parsed.ok ? noteError : parsed.error)
    setError(null)
    setBusy(true)
    checkIn({ minutes: parsed.minutes, note: note.trim() }, quiet)
      .then(async (done) => {
        toast(checkedInText(done))
        const next = await fetchCheckin(undefined, quiet)
        setCurrent(next)
        setShown((s) => (s && s.month !== next.month ? s : next))
        void refreshUser()
      })
      .catch(async (e) => {
        if (!(e instanceof ApiError && e.status === 422)) return setError(errorText(e, '打卡失败，请稍后再试'))
        // Checked in already (another device): say so and show today's state.
        toast(errorText(e, '今天已经打卡了'))
        const next = await fetchCheckin(undefined, quiet).catch(() => null)
        if (next) setCurrent(next)
      })
      .finally(() => setBusy(false))
  }

  const showMonth = (delta: number) => {
    if (!shown || busy) return
    fetchCheckin(shiftMonth(shown.month, delta), quiet)
      .then(setShown)
      .catch((e) => toast(errorText(e, '加载失败，请稍后再试')))
  }

  return {
    load,
    current,
    shown,
    minutes,
    note,
    error,
    busy,
    setMinutes: (text) => (setMinutesText(text), setError(null)),
    setNote: (text) => (setNoteText(text), setError(null)),
    submit,
    showMonth
  }
}
