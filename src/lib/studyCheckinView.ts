/**
 * What the study check-in page shows, as pure rules (issue 24, docs/writing.md "Check-in"): today's
 * card, the minutes the user picks or types, the note's check, the toast after checking in. The
 * month's calendar is the task centre's (lib/taskCentreView.ts calendarWeeks).
 */
import type { CheckedIn, CheckinStatus } from '@types-contract/writing'
import { CHECKIN_LIMITS } from '@types-contract/writing'

/** Quick picks of minutes studied today. */
export const MINUTE_CHOICES = [15, 30, 60, 90, 120] as const

export interface CheckinCard {
  /** '今天还没有打卡' / '今天已打卡' */
  state: string
  /** '已连续打卡 3 天' / '连续打卡已中断，今天重新开始吧' / '开始你的第一次打卡吧' */
  streak: string
  /** '今日学习 45 分钟 · 背了 30 个单词' (after checking in), '' before */
  entry: string
}

export function checkinCard(s: Pick<CheckinStatus, 'today_entry' | 'streak' | 'total_days'>): CheckinCard {
  const entry = s.today_entry
  const parts = entry ? [entry.minutes > 0 ? `今日学习 ${entry.minutes} 分钟` : '', entry.note].filter(Boolean) : []
  return {
    state: entry ? '今天已打卡' : '今天还没有打卡',
    streak: s.streak > 0 ? `已连续打卡 ${s.streak} 天` : s.total_days > 0 ? '连续打卡已中断，今天重新开始吧' : '开始你的第一次打卡吧',
    entry: entry ? parts.join(' · ') || '今日已完成打卡' : ''
  }
}

/** The minutes field's text as minutes: '' is 0 (not said); anything else an integer 0-720. */
export function parseMinutes(text: string): { ok: true; minutes: number } | { ok: false; error: string } {
  const t = text.trim()
  if (t === '') return { ok: true, minutes: 0 }
  if (!/^\d+$/.test(t)) return { ok: false, error: '学习时长请填写整数分钟' }
  const minutes = Number(t)
  if (minutes > CHECKIN_LIMITS.minutesMax) return { ok: false, error: `学习时长最多 ${CHECKIN_LIMITS.minutesMax} 分钟` }
  return { ok: true, minutes }
}

export function checkNote(note: string): string | null {
  return note.trim().length > CHECKIN_LIMITS.noteMax ? `心得最多 ${CHECKIN_LIMITS.noteMax} 个字` : null
}

/** The toast after checking in: '打卡成功，已连续 3 天，获得 5 金币'. */
export function checkedInText(done: Pick<CheckedIn, 'streak' | 'coins'>): string {
  return `打卡成功，已连续 ${done.streak} 天${done.coins > 0 ? `，获得 ${done.coins} 金币` : ''}`
}
