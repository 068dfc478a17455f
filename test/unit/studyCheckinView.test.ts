/** The check-in page's view rules (src/lib/studyCheckinView.ts). */
import { checkedInText, checkinCard, checkNote, parseMinutes } from '../../src/lib/studyCheckinView'

test('the card before, after, broken and first', () => {
  expect(checkinCard({ today_entry: null, streak: 0, total_days: 0 })).toEqual({ state: '今天还没有打卡', streak: '开始你的第一次打卡吧', entry: '' })
  expect(checkinCard({ today_entry: null, streak: 0, total_days: 4 }).streak).toBe('连续打卡已中断，今天重新开始吧')
  expect(checkinCard({ today_entry: null, streak: 2, total_days: 4 }).streak).toBe('已连续打卡 2 天')
  expect(checkinCard({ today_entry: { date: '2025-06-10', minutes: 45, note: '背单词' }, streak: 3, total_days: 3 })).toEqual({
    state: '今天已打卡',
    streak: '已连续打卡 3 天',
    entry: '今日学习 45 分钟 · 背单词'
  })
  expect(checkinCard({ today_entry: { date: '2025-06-10', minutes: 0, note: '' }, streak: 1, total_days: 1 }).entry).toBe('今日已完成打卡')
  expect(checkinCard({ today_entry: { date: '2025-06-10', minutes: 0, note: '刷题' }, streak: 1, total_days: 1 }).entry).toBe('刷题')
})

test('minutes: empty is 0, integers 0-720, the rest refused in Chinese', () => {
  expect(parseMinutes('')).toEqual({ ok: true, minutes: 0 })
  expect(parseMinutes(' 45 ')).toEqual({ ok: true, minutes: 45 })
  expect(parseMinutes('720')).toEqual({ ok: true, minutes: 720 })
  expect(parseMinutes('721')).toEqual({ ok: false, error: '学习时长最多 720 分钟' })
  expect(parseMinutes('1.5')).toEqual({ ok: false, error: '学习时长请填写整数分钟' })
  expect(parseMinutes('-3')).toEqual({ ok: false, error: '学习时长请填写整数分钟' })
})

test('the note and the toast', () => {
  expect(checkNote('字'.repeat(100))).toBeNull()
  expect(checkNote('字'.repeat(101))).toBe('心得最多 100 个字')
  expect(checkedInText({ streak: 3, coins: 5 })).toBe('打卡成功，已连续 3 天，获得 5 金币')
  expect(checkedInText({ streak: 1, coins: 0 })).toBe('打卡成功，已连续 1 天')
})
