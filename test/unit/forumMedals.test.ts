/**
 * The pure rules of forum safety and medals: the medal rules and their order
 * (server/services/forum/medals.ts), China-time day boundaries of the 7-day streak, the staff
 * actions' status changes (staff.ts), a report's reason column (reports.ts) and the mute's text
 * (mute.ts).
 */
import { chinaDay } from '../../core/chinaTime'
import { chinaDayStart, earnedMedals, medalNames, runEndingOn, type MedalFacts } from '../../server/services/forum/medals'
import { activeMute, mutedDetail } from '../../server/services/forum/mute'
import { reasonOf, reasonText } from '../../server/services/forum/reports'
import { nextStatus } from '../../server/services/forum/staff'
import { CERTIFICATE_MEDALS, MEDAL_RULES, MEDALS } from '../../types/forumStaff'

const facts = (over: Partial<MedalFacts> = {}): MedalFacts => ({ answers: 0, likesReceived: 0, answerDays: [], today: 20_000, ...over })

describe('China days: a day starts at 00:00 Beijing time (16:00 UTC the day before)', () => {
  test('23:59:59.999 and 00:00 Beijing time are two days; 00:00 and 23:59 the same one', () => {
    const lastMoment = Date.UTC(2025, 5, 1, 15, 59, 59, 999) // 2025-06-01 23:59:59.999 Beijing
    const midnight = Date.UTC(2025, 5, 1, 16, 0, 0) // 2025-06-02 00:00 Beijing
    expect(chinaDay(new Date(midnight)) - chinaDay(new Date(lastMoment))).toBe(1)
    expect(chinaDay(new Date(midnight + 86_400_000 - 1))).toBe(chinaDay(new Date(midnight)))
    expect(chinaDayStart(chinaDay(new Date(midnight))).getTime()).toBe(midnight)
    expect(chinaDayStart(chinaDay(new Date(lastMoment))).getTime()).toBe(midnight - 86_400_000)
  })
})

describe('runEndingOn: days in a row with an answer, ending on a day', () => {
  test('counts back from the day while each day has an answer; repeats and order do not matter', () => {
    expect(runEndingOn([], 10)).toBe(0)
    expect(runEndingOn([9], 10)).toBe(0)
    expect(runEndingOn([10], 10)).toBe(1)
    expect(runEndingOn([10, 9, 9, 8, 8], 10)).toBe(3)
    expect(runEndingOn([4, 5, 6, 7, 8, 9, 10], 10)).toBe(7)
    expect(runEndingOn([10, 8, 7, 6, 5, 4, 3], 10)).toBe(1)
    expect(runEndingOn([11, 10, 9], 10)).toBe(2)
  })
})

describe('earnedMedals: the thresholds, most notable first', () => {
  test('no activity, no medal', () => expect(earnedMedals(facts())).toEqual([]))

  test('初次回答 at the first answer, 热心助人 at 50', () => {
    expect(earnedMedals(facts({ answers: 1 }))).toEqual(['first_answer'])
    expect(earnedMedals(facts({ answers: MEDAL_RULES.helpfulAnswers - 1 }))).toEqual(['first_answer'])
    expect(earnedMedals(facts({ answers: MEDAL_RULES.helpfulAnswers }))).toEqual(['helpful', 'first_answer'])
  })

  test('小有人气 at 10 likes received, 人气之星 at 100', () => {
    expect(earnedMedals(facts({ likesReceived: 9 }))).toEqual([])
    expect(earnedMedals(facts({ likesReceived: 10 }))).toEqual(['well_liked'])
    expect(earnedMedals(facts({ likesReceived: 99 }))).toEqual(['well_liked'])
    expect(earnedMedals(facts({ likesReceived: 100 }))).toEqual(['popular_star', 'well_liked'])
  })

  test('坚持七天: seven days in a row ending today; six, or seven that end before today, are not enough', () => {
    const today = 20_000
    const week = [0, 1, 2, 3, 4, 5, 6].map((d) => today - d)
    expect(earnedMedals(facts({ answers: 7, answerDays: week, today }))).toEqual(['streak_7', 'first_answer'])
    expect(earnedMedals(facts({ answers: 6, answerDays: week.slice(0, 6), today }))).toEqual(['first_answer'])
    expect(earnedMedals(facts({ answers: 7, answerDays: week.map((d) => d - 1), today }))).toEqual(['first_answer'])
    expect(earnedMedals(facts({ answers: 7, answerDays: week.filter((d) => d !== today - 3), today }))).toEqual(['first_answer'])
  })

  test('everything at once comes in MEDALS order; the certificate medals are never earned by activity', () => {
    const all = earnedMedals(facts({ answers: 50, likesReceived: 100, answerDays: [0, 1, 2, 3, 4, 5, 6].map((d) => 20_000 - d) }))
    expect(all).toEqual(MEDALS.map((m) => m.key).filter((k) => !(CERTIFICATE_MEDALS as readonly string[]).includes(k)))
  })
})

describe('medalNames: stored keys to names, most notable first', () => {
  test('sorted by MEDALS, unknown keys left out', () => {
    expect(medalNames(['first_answer', 'popular_star', 'retired', 'streak_7'])).toEqual(['人气之星', '坚持七天', '初次回答'])
    expect(medalNames([])).toEqual([])
  })
})

describe('nextStatus: what a staff action does from each status', () => {
  test('hide from anything; restore not from held; release not from hidden; the rest is published', () => {
    const table = (['hide', 'restore', 'release'] as const).map((action) => (['published', 'held', 'hidden'] as const).map((from) => nextStatus(action, from)))
    expect(table).toEqual([
      [{ to: 'hidden' }, { to: 'hidden' }, { to: 'hidden' }],
      [{ to: 'published' }, { conflict: '该内容在审核中，请使用放行' }, { to: 'published' }],
      [{ to: 'published' }, { to: 'published' }, { conflict: '该内容已被隐藏，请使用恢复' }]
    ])
  })
})

describe("a report's reason column", () => {
  test('the key alone, or the key, a line break and the trimmed note; read back the same', () => {
    expect(reasonText('spam', undefined)).toBe('spam')
    expect(reasonText('spam', '   ')).toBe('spam')
    expect(reasonText('other', ' 第一行\n第二行 ')).toBe('other\n第一行\n第二行')
    expect(reasonOf('other\n第一行\n第二行')).toEqual({ reason: 'other', note: '第一行\n第二行' })
    expect(reasonOf('abuse')).toEqual({ reason: 'abuse', note: '' })
    expect(reasonOf('不是键')).toEqual({ reason: 'other', note: '不是键' })
  })
})

describe('mutes', () => {
  test('a mute lasts until its instant, exclusive; the text says it in Beijing time', () => {
    const until = new Date(Date.UTC(2025, 5, 20, 10, 30)) // 18:30 Beijing
    expect(activeMute(until, until.getTime() - 1)).toBe(until)
    expect(activeMute(until, until.getTime())).toBeNull()
    expect(activeMute(null, 0)).toBeNull()
    expect(mutedDetail(until)).toBe('你已被禁言至 2025-06-20 18:30（北京时间），期间不能发帖、回答或投票')
    expect(mutedDetail(new Date(Date.UTC(2025, 5, 20, 16, 0)))).toBe('你已被禁言至 2025-06-21 00:00（北京时间），期间不能发帖、回答或投票')
  })
})
