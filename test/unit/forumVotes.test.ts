/**
 * The vote rules (issue 19, "Votes"): options, deadline and percentages (core/votes.ts, shared with
 * the server) and the vote pages' view rules (src/lib/voteView.ts), at their boundaries.
 */
import { VOTE_LIMITS } from '../../types/forumVotes'
import { cardLines } from '../../src/lib/forumView'
import { optionKey, voteDeadlineProblem, voteOptionsProblem, votePercents } from '../../core/votes'
import {
  addOption,
  canAddOption,
  canRemoveOption,
  checkVoteDraft,
  deadlineText,
  keepsPolling,
  newVoteDraft,
  postTabsOf,
  removeOption,
  setOption,
  showsResults,
  toggleChoice,
  votersText,
  type VoteDraft
} from '../../src/lib/voteView'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// 2025-06-01 16:00 in China.
const NOW = Date.UTC(2025, 5, 1, 8, 0, 0)

describe('votePercents', () => {
  it('is 0 everywhere with no voters', () => {
    expect(votePercents([0, 0, 0], 0, false)).toEqual([0, 0, 0])
    expect(votePercents([0, 0], 0, true)).toEqual([0, 0])
    expect(votePercents([], 0, false)).toEqual([])
  })

  it('a single-choice vote adds up to exactly 100 (largest remainder, the earlier option first on a tie)', () => {
    expect(votePercents([1, 1, 1], 3, false)).toEqual([34, 33, 33])
    expect(votePercents([1, 2], 3, false)).toEqual([33, 67])
    expect(votePercents([2, 1], 3, false)).toEqual([67, 33])
    expect(votePercents([1, 1], 2, false)).toEqual([50, 50])
    expect(votePercents([0, 5, 0], 5, false)).toEqual([0, 100, 0])
    expect(votePercents([1, 1, 1, 1, 1, 1, 1], 7, false)).toEqual([15, 15, 14, 14, 14, 14, 14])
    for (const counts of [
      [3, 3, 1],
      [10, 7, 4, 1],
      [1, 1, 1, 1, 1, 1],
      [999, 1],
      [2, 3, 5, 7, 11, 13]
    ]) {
      const voters = counts.reduce((a, b) => a + b, 0)
      const percents = votePercents(counts, voters, false)
      expect(percents.reduce((a, b) => a + b, 0)).toBe(100)
      // Each is its exact share rounded down or up.
      percents.forEach((p, i) => expect(Math.abs(p - (counts[i] * 100) / voters)).toBeLessThan(1))
    }
    // A rounded-down share never reads as 0 when it is not, except when it is truly under 1 %: 1 of 999 + 1.
    expect(votePercents([999, 1], 1000, false)).toEqual([100, 0])
  })

  it('a multiple-choice vote: each option’s share of the voters, rounded on its own, together past 100', () => {
    expect(votePercents([3, 2, 1, 0], 3, true)).toEqual([100, 67, 33, 0])
    expect(votePercents([1, 1], 2, true)).toEqual([50, 50])
    expect(votePercents([1, 1, 1], 8, true)).toEqual([13, 13, 13])
  })

  it('counts that do not add up to the voters (never stored) are rounded one by one and kept within 0-100', () => {
    expect(votePercents([2, 2], 3, false)).toEqual([67, 67])
    expect(votePercents([5, -1], 3, false)).toEqual([100, 0])
  })
})

describe('voteOptionsProblem', () => {
  it('takes 2 to 10 options', () => {
    expect(voteOptionsProblem(['甲'])).toBe('至少需要 2 个选项')
    expect(voteOptionsProblem(['甲', '乙'])).toBeNull()
    expect(voteOptionsProblem(Array.from({ length: VOTE_LIMITS.optionsMax }, (_, i) => `选项${i}`))).toBeNull()
    expect(voteOptionsProblem(Array.from({ length: VOTE_LIMITS.optionsMax + 1 }, (_, i) => `选项${i}`))).toBe('最多 10 个选项')
  })

  it('no blank option, none longer than 30 characters after trimming', () => {
    expect(voteOptionsProblem(['甲', ' \t '])).toBe('选项 2 不能为空')
    expect(voteOptionsProblem(['甲', ''])).toBe('选项 2 不能为空')
    expect(voteOptionsProblem(['长'.repeat(30), '乙'])).toBeNull()
    expect(voteOptionsProblem([`  ${'长'.repeat(30)}  `, '乙'])).toBeNull()
    expect(voteOptionsProblem(['长'.repeat(31), '乙'])).toBe('选项 1 最多 30 个字')
    // Characters, not UTF-16 units: 30 emoji are 30 characters.
    expect(voteOptionsProblem(['😀'.repeat(30), '乙'])).toBeNull()
  })

  it('no two the same, trimmed, ignoring case and full-width forms', () => {
    expect(voteOptionsProblem(['睡觉', '旅行', ' 睡觉'])).toBe('选项 3 与前面的选项重复')
    expect(voteOptionsProblem(['ABC', 'abc'])).toBe('选项 2 与前面的选项重复')
    expect(voteOptionsProblem(['ＡＢＣ', 'abc'])).toBe('选项 2 与前面的选项重复')
    expect(voteOptionsProblem(['10点前', '10点后'])).toBeNull()
    expect(optionKey(' Ａb ')).toBe('ab')
  })
})

describe('voteDeadlineProblem', () => {
  it('at least 10 minutes, at most 30 days ahead', () => {
    expect(voteDeadlineProblem(NaN, NOW)).toBe('截止时间格式不正确')
    expect(voteDeadlineProblem(NOW - 1, NOW)).toBe('截止时间至少在 10 分钟之后')
    expect(voteDeadlineProblem(NOW + 10 * MINUTE - 1, NOW)).toBe('截止时间至少在 10 分钟之后')
    expect(voteDeadlineProblem(NOW + 10 * MINUTE, NOW)).toBeNull()
    expect(voteDeadlineProblem(NOW + 30 * DAY, NOW)).toBeNull()
    expect(voteDeadlineProblem(NOW + 30 * DAY + 1, NOW)).toBe('截止时间最多在 30 天之内')
  })
})

describe('the composer’s draft', () => {
  const tabs = [
    { key: 'recommend', label: '推荐' },
    { key: 'gaokao', label: '高考' },
    { key: 'apply', label: '志愿填报' }
  ]
  const draft = (overrides: Partial<VoteDraft> = {}): VoteDraft => ({
    ...newVoteDraft('middle_school', tabs),
    title: '你每天几点睡觉？',
    options: ['10点前', '12点后'],
    ...overrides
  })

  it('starts with two empty options, single choice, 3 days, the level’s first post tab (never 推荐)', () => {
    expect(newVoteDraft('middle_school', tabs)).toEqual({ level: 'middle_school', tab: 'gaokao', title: '', body: '', options: ['', ''], multiple: false, days: 3 })
    expect(newVoteDraft('university', []).tab).toBe('')
    expect(postTabsOf(tabs).map((t) => t.key)).toEqual(['gaokao', 'apply'])
  })

  it('adds options up to ten and removes them down to two', () => {
    let options = ['', '']
    expect(canRemoveOption(options)).toBe(false)
    expect(removeOption(options, 0)).toEqual(['', ''])
    for (let i = 0; i < 20; i++) options = addOption(options)
    expect(options).toHaveLength(VOTE_LIMITS.optionsMax)
    expect(canAddOption(options)).toBe(false)
    options = setOption(setOption(options, 1, '乙'), 2, '丙')
    expect(removeOption(options, 1).slice(0, 3)).toEqual(['', '丙', ''])
    expect(removeOption(options, 1)).toHaveLength(VOTE_LIMITS.optionsMax - 1)
  })

  it('sends the trimmed draft with its deadline; the first problem otherwise', () => {
    const sent = checkVoteDraft(draft({ title: '  你每天几点睡觉？ ', body: '  ', options: [' 10点前', '12点后 '], days: 7, multiple: true }), NOW)
    expect(sent).toEqual({
      ok: true,
      vote: {
        level: 'middle_school',
        tab: 'gaokao',
        title: '你每天几点睡觉？',
        options: ['10点前', '12点后'],
        multiple: true,
        deadline: new Date(NOW + 7 * DAY).toISOString()
      }
    })
    expect(checkVoteDraft(draft({ body: ' 说明 ' }), NOW)).toMatchObject({ ok: true, vote: { body: '说明' } })
    expect(checkVoteDraft(draft({ title: ' ' }), NOW)).toEqual({ ok: false, message: '请输入投票问题' })
    expect(checkVoteDraft(draft({ title: '几点睡' }), NOW)).toEqual({ ok: false, message: '投票问题至少 4 个字' })
    expect(checkVoteDraft(draft({ title: '问'.repeat(51) }), NOW)).toEqual({ ok: false, message: '投票问题最多 50 个字' })
    expect(checkVoteDraft(draft({ options: ['甲', ''] }), NOW)).toEqual({ ok: false, message: '选项 2 不能为空' })
    expect(checkVoteDraft(draft({ options: ['甲', '甲'] }), NOW)).toEqual({ ok: false, message: '选项 2 与前面的选项重复' })
    expect(checkVoteDraft(draft({ tab: '' }), NOW)).toEqual({ ok: false, message: '请选择分区' })
    expect(checkVoteDraft(draft({ days: 31 }), NOW)).toEqual({ ok: false, message: '截止时间最多在 30 天之内' })
  })
})

describe('the vote page', () => {
  it('a single-choice tap picks one; a multiple-choice tap toggles', () => {
    expect(toggleChoice([], 3, false)).toEqual([3])
    expect(toggleChoice([3], 4, false)).toEqual([4])
    expect(toggleChoice([3], 3, false)).toEqual([3])
    expect(toggleChoice([3], 4, true)).toEqual([3, 4])
    expect(toggleChoice([3, 4], 3, true)).toEqual([4])
  })

  it('shows the results once voted or closed; polls while open', () => {
    expect(showsResults({ my_ballot: null, closed: false })).toBe(false)
    expect(showsResults({ my_ballot: [1], closed: false })).toBe(true)
    expect(showsResults({ my_ballot: null, closed: true })).toBe(true)
    expect(keepsPolling(undefined)).toBe(false)
    expect(keepsPolling({ closed: false })).toBe(true)
    expect(keepsPolling({ closed: true })).toBe(false)
  })

  it('says what is left of the deadline in its two largest units (rounded down, at least 1 minute), in China time', () => {
    const at = (ms: number, closed = false) => deadlineText({ deadline: new Date(NOW + ms).toISOString(), closed }, NOW)
    expect(at(3 * DAY + 5 * HOUR + 59 * MINUTE)).toBe('还剩 3 天 5 小时 · 06-04 21:59 截止')
    expect(at(7 * DAY - MINUTE)).toBe('还剩 6 天 23 小时 · 06-08 15:59 截止')
    expect(at(DAY)).toBe('还剩 1 天 · 06-02 16:00 截止')
    expect(at(DAY - MINUTE)).toBe('还剩 23 小时 59 分钟 · 06-02 15:59 截止')
    expect(at(HOUR + 30_000)).toBe('还剩 1 小时 · 06-01 17:00 截止')
    expect(at(HOUR)).toBe('还剩 1 小时 · 06-01 17:00 截止')
    expect(at(HOUR - MINUTE)).toBe('还剩 59 分钟 · 06-01 16:59 截止')
    expect(at(30_000)).toBe('还剩 1 分钟 · 06-01 16:00 截止')
    expect(at(0)).toBe('已截止 · 06-01 16:00')
    expect(at(-DAY)).toBe('已截止 · 05-31 16:00')
    // The server's word wins: closed is closed.
    expect(at(HOUR, true)).toBe('已截止 · 06-01 17:00')
  })

  it('a vote’s card heads with its question, like a question’s', () => {
    expect(cardLines({ kind: 'vote', title: '你每天几点睡觉？', excerpt: '作息调查' })).toEqual({ headline: '你每天几点睡觉？', excerpt: '作息调查' })
  })

  it('counts voters with k and w', () => {
    expect(votersText(0)).toBe('0人参与')
    expect(votersText(999)).toBe('999人参与')
    expect(votersText(12345)).toBe('1.2w人参与')
  })
})
