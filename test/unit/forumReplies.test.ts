import type { Reply } from '../../types/forum'
import { moreRepliesLabel, repliesCursor, withReplies } from '../../src/lib/forumReplies'
import { moreReplies } from '../../src/lib/forumView'

const reply = (id: number): Reply => ({
  id,
  post_id: 1,
  parent_id: 9,
  reply_to: '答主',
  author: { user_id: id, username: `u${id}`, avatar_url: '', pendant: null, medals: [] },
  body: `回复 ${id}`,
  status: 'published',
  is_demo: false,
  created_at: '2025-06-01T08:00:00.000Z'
})
const answer = (ids: number[], count: number) => ({ replies: ids.map(reply), reply_count: count })

describe('repliesCursor: where reading on starts', () => {
  test('after the third of the first replies, also when the user just added one of their own', () => {
    expect(repliesCursor(answer([11, 12, 13], 8), undefined)).toBe('13')
    expect(repliesCursor(answer([11, 12, 13, 40], 9), undefined)).toBe('13')
  })
  test('after the last page read, while that reply is still shown; otherwise from the first replies again', () => {
    expect(repliesCursor(answer([11, 12, 13, 14, 15], 9), '15')).toBe('15')
    expect(repliesCursor(answer([11, 12, 13], 9), '15')).toBe('13') // the list was loaded afresh
  })
  test('from the first reply when none is shown', () => {
    expect(repliesCursor(answer([], 4), undefined)).toBeUndefined()
  })
})

describe('withReplies: a page joins what is shown', () => {
  test('each reply once, oldest first; the count never below what is shown', () => {
    const merged = withReplies(answer([11, 12, 13, 40], 9), [14, 15, 40, 16].map(reply), false)
    expect(merged.replies.map((r) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 40])
    expect(merged.reply_count).toBe(9)
    expect(moreReplies(merged)).toBe(2)
    expect(withReplies(answer([11, 12, 13], 4), [14, 15].map(reply), false).reply_count).toBe(5)
  })
  test('at the last page the count is what is shown (replies hidden meanwhile no longer count)', () => {
    const merged = withReplies(answer([11, 12, 13], 9), [14, 15].map(reply), true)
    expect([merged.replies.length, merged.reply_count, moreReplies(merged)]).toEqual([5, 5, 0])
  })
})

test('moreRepliesLabel: 查看全部 N 条回复 first, then 展开更多回复 with what is left', () => {
  expect(moreRepliesLabel({ reply_count: 12 }, false, 9)).toBe('查看全部 12 条回复')
  expect(moreRepliesLabel({ reply_count: 40 }, true, 17)).toBe('展开更多回复（17）')
})
