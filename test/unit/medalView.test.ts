/**
 * Medals in the personal centre, pure rules: the progress the server shows (the streak still alive,
 * each figure at most its target: server/services/personal/medals.ts) and how medals read in the app
 * (src/lib/medalView.ts: held and not, the badge, progress text and bar, status line, 去认证).
 */
import { MEDALS } from '../../types/forumStaff'
import type { MedalInfo } from '../../types/personalMedals'
import type { MedalFacts } from '../../server/services/forum/medals'
import { aliveFacts, MEDAL_RULE_TEXTS, progressOf } from '../../server/services/personal/medals'
import { slotsLeft, type ComposeImage } from '../../src/lib/composeImages'
import { badgeText, badgeTone, heldSummary, medalAction, medalStatus, progressPercent, progressText, receivedText, splitMedals } from '../../src/lib/medalView'

const facts = (over: Partial<MedalFacts> = {}): MedalFacts => ({ answers: 0, likesReceived: 0, answerDays: [], today: 20_000, ...over })

const medal = (over: Partial<MedalInfo> = {}): MedalInfo => ({
  key: 'helpful',
  name: '热心助人',
  kind: 'forum',
  rule: '',
  held: false,
  awarded_at: null,
  progress: null,
  ...over
})

describe('progress (server)', () => {
  test('the streak still alive: ending today, else ending yesterday; gone after a day without', () => {
    const today = 20_000
    expect(aliveFacts(facts({ answerDays: [today, today - 1] })).today).toBe(today)
    expect(aliveFacts(facts({ answerDays: [today - 1, today - 2] })).today).toBe(today - 1)
    const streak = (days: number[]) => progressOf(facts({ answerDays: days }), ['streak_7']).get('streak_7')
    expect(streak([today - 1, today - 2, today - 3])).toEqual({ label: '连续回答天数', current: 3, target: 7 })
    expect(streak([today, today - 1])!.current).toBe(2)
    expect(streak([today - 2, today - 3])!.current).toBe(0)
  })

  test('figures at most their target; only the medals asked for', () => {
    const p = progressOf(facts({ answers: 50, likesReceived: 12 }), ['first_answer', 'helpful', 'well_liked', 'popular_star'])
    expect(Object.fromEntries(p)).toEqual({
      first_answer: { label: '回答', current: 1, target: 1 },
      helpful: { label: '回答', current: 50, target: 50 },
      well_liked: { label: '获赞', current: 10, target: 10 },
      popular_star: { label: '获赞', current: 12, target: 100 }
    })
    expect([...progressOf(facts(), ['helpful']).keys()]).toEqual(['helpful'])
  })

  test('every medal has its rule text', () => {
    expect(MEDALS.every((m) => MEDAL_RULE_TEXTS[m.key].length > 0)).toBe(true)
  })
})

describe('how medals read (app)', () => {
  test('held and not yet held, each in the server order; 已获得 n/total', () => {
    const items = [medal({ key: 'edu_verified', held: false }), medal({ key: 'popular_star', held: true }), medal({ key: 'first_answer', held: true })]
    const { held, locked } = splitMedals(items)
    expect(held.map((m) => m.key)).toEqual(['popular_star', 'first_answer'])
    expect(locked.map((m) => m.key)).toEqual(['edu_verified'])
    expect(heldSummary(items)).toBe('已获得 2/3')
    expect(heldSummary([])).toBe('已获得 0/0')
  })

  test('the badge: the medal’s colour once held, grey before, a plain one for a key the app does not know; two characters', () => {
    expect(badgeTone('edu_verified', true)).toBe('blue')
    expect(badgeTone('edu_verified', false)).toBe('locked')
    expect(badgeTone('golden_pen', true)).toBe('plain')
    expect(new Set(MEDALS.map((m) => badgeTone(m.key, true))).size).toBe(MEDALS.length)
    expect(badgeText('学历认证')).toBe('学历')
    expect(badgeText('初')).toBe('初')
  })

  test('progress: text and a bar 0-100, bounded', () => {
    expect(progressText({ label: '回答', current: 3, target: 50 })).toBe('回答 3/50')
    expect(progressPercent({ label: '回答', current: 3, target: 50 })).toBe(6)
    expect(progressPercent({ label: '获赞', current: 12, target: 10 })).toBe(100)
    expect(progressPercent({ label: '获赞', current: -1, target: 10 })).toBe(0)
    expect(progressPercent({ label: '回答', current: 0, target: 0 })).toBe(100)
  })

  test('the status line: received (China date), progress, how a certificate medal comes, or 未获得', () => {
    // 2025-06-01 16:30 UTC is 2025-06-02 in China.
    expect(receivedText('2025-06-01T16:30:00.000Z')).toBe('2025-06-02 获得')
    expect(medalStatus(medal({ held: true, awarded_at: '2025-06-01T16:30:00.000Z' }))).toBe('2025-06-02 获得')
    expect(medalStatus(medal({ progress: { label: '回答', current: 3, target: 50 } }))).toBe('回答 3/50')
    expect(medalStatus(medal({ kind: 'certificate', key: 'edu_verified' }))).toBe('认证通过后获得')
    expect(medalStatus(medal())).toBe('未获得')
  })

  test('去认证 leads to the kind’s form for a certificate medal not held; nothing otherwise', () => {
    expect(medalAction(medal({ key: 'edu_verified' }))).toEqual({ label: '去认证', page: 'personal/eduCertificate' })
    expect(medalAction(medal({ key: 'student_verified' }))).toEqual({ label: '去认证', page: 'personal/studyNativeCertificate' })
    expect(medalAction(medal({ key: 'edu_verified', held: true }))).toBeNull()
    expect(medalAction(medal({ key: 'helpful' }))).toBeNull()
  })

  test('a certificate takes 6 pictures where a post takes 9 (the composer’s picture list)', () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ id: String(i), preview: '', stage: 'done', progress: 1 }) as ComposeImage)
    expect(slotsLeft(five, 6)).toBe(1)
    expect(slotsLeft(five)).toBe(4)
  })
})
