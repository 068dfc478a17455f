import { FORUM_LIMITS } from '../../types/forum'
import { countText } from '../../src/lib/countText'
import { cursorFailed, cursorLoaded, cursorPhase, cursorStarted, emptyCursor, nextCursor } from '../../src/lib/cursorList'
import {
  DEFAULT_FEED,
  cardLines,
  checkAnswerText,
  emptyFeedText,
  feedQuery,
  hashtagText,
  hiddenImages,
  isDefaultFeed,
  labelOf,
  moreReplies,
  toggleHashtag,
  withPosted
} from '../../src/lib/forumView'
import { commentTime, relativeTime } from '../../src/lib/relativeTime'

describe('countText: k from 1000, w from 10000, one decimal rounded down', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1k'],
    [1001, '1k'],
    [1099, '1k'],
    [1100, '1.1k'],
    [1234, '1.2k'],
    [1999, '1.9k'],
    [9999, '9.9k'],
    [10000, '1w'],
    [10001, '1w'],
    [12345, '1.2w'],
    [99999, '9.9w'],
    [100000, '10w'],
    [123456, '12.3w'],
    [12345678, '1234.5w']
  ])('%d → %s', (n, text) => {
    expect(countText(n)).toBe(text)
  })

  it('reads what is never sent as 0 or rounds it down', () => {
    expect(countText(-5)).toBe('0')
    expect(countText(Number.NaN)).toBe('0')
    expect(countText(999.9)).toBe('999')
  })
})

describe('relative time: the list and the comment readings (SPEC §9)', () => {
  const now = Date.parse('2025-06-10T12:00:00Z')
  const ago = (ms: number) => new Date(now - ms).toISOString()
  const MIN = 60_000
  const DAY = 86_400_000

  it('list reading: 刚刚 under 60 s, days under 7 days', () => {
    expect(relativeTime(ago(59_999), now)).toBe('刚刚')
    expect(relativeTime(ago(MIN), now)).toBe('1分钟前')
    expect(relativeTime(ago(299_000), now)).toBe('4分钟前')
    expect(relativeTime(ago(7 * DAY - 1), now)).toBe('6天前')
    expect(relativeTime(ago(7 * DAY), now)).toBe('06-03')
  })

  it('comment reading: 刚刚 under 300 s, then minutes, hours, days up to 30 days, then the date', () => {
    expect(commentTime(ago(-5_000), now)).toBe('刚刚')
    expect(commentTime(ago(59_999), now)).toBe('刚刚')
    expect(commentTime(ago(299_999), now)).toBe('刚刚')
    expect(commentTime(ago(5 * MIN), now)).toBe('5分钟前')
    expect(commentTime(ago(60 * MIN - 1), now)).toBe('59分钟前')
    expect(commentTime(ago(60 * MIN), now)).toBe('1小时前')
    expect(commentTime(ago(DAY - 1), now)).toBe('23小时前')
    expect(commentTime(ago(DAY), now)).toBe('1天前')
    expect(commentTime(ago(7 * DAY), now)).toBe('7天前')
    expect(commentTime(ago(30 * DAY - 1), now)).toBe('29天前')
    expect(commentTime(ago(30 * DAY), now)).toBe('05-11')
    expect(commentTime('2024-03-04T12:00:00+08:00', now)).toBe('2024-03-04')
    expect(commentTime('not a date', now)).toBe('')
  })
})

describe('forum view rules', () => {
  const author = { user_id: 1, username: '小明', avatar_url: '', pendant: null, medals: [] }
  const answer = (id: number, replies: number[] = [], reply_count = replies.length) => ({
    id,
    post_id: 9,
    parent_id: null,
    reply_to: null,
    author,
    body: `a${id}`,
    status: 'published' as const,
    is_demo: false,
    created_at: '2025-06-10T12:00:00Z',
    replies: replies.map((r) => ({
      id: r,
      post_id: 9,
      parent_id: id,
      reply_to: '小明',
      author,
      body: `r${r}`,
      status: 'published' as const,
      is_demo: false,
      created_at: ''
    })),
    reply_count
  })

  it('heads a question card with its title, a topic card with its excerpt', () => {
    expect(cardLines({ kind: 'question', title: '强基计划怎么报？', excerpt: '想了解…' })).toEqual({ headline: '强基计划怎么报？', excerpt: '想了解…' })
    expect(cardLines({ kind: 'topic', title: '', excerpt: '今天放榜了' })).toEqual({ headline: '今天放榜了', excerpt: '' })
    expect(cardLines({ kind: 'question', title: '  ', excerpt: '正文' })).toEqual({ headline: '正文', excerpt: '' })
  })

  it('writes tags and labels', () => {
    expect(hashtagText('强基计划')).toBe('#强基计划')
    expect(hashtagText('#强基计划')).toBe('#强基计划')
    expect(labelOf('apply', [{ key: 'apply', label: '志愿填报' }])).toBe('志愿填报')
    expect(labelOf('gone', [])).toBe('gone')
    expect(hiddenImages({ images: [1, 2, 3], image_count: 7 })).toBe(4)
    expect(hiddenImages({ images: [1], image_count: 1 })).toBe(0)
  })

  it('asks for the feed of a selection; a hashtag chip toggles', () => {
    expect(isDefaultFeed(DEFAULT_FEED)).toBe(true)
    expect(feedQuery('middle_school', DEFAULT_FEED)).toEqual({ level: 'middle_school', tab: 'recommend' })
    const tagged = toggleHashtag({ tab: 'gaokao' }, 'qiangji')
    expect(tagged).toEqual({ tab: 'gaokao', hashtag: 'qiangji' })
    expect(isDefaultFeed(tagged)).toBe(false)
    expect(feedQuery('university', tagged, '123')).toEqual({ level: 'university', tab: 'gaokao', hashtag: 'qiangji', cursor: '123' })
    expect(toggleHashtag(tagged, 'qiangji')).toEqual({ tab: 'gaokao', hashtag: undefined })
    expect(isDefaultFeed(toggleHashtag(toggleHashtag(DEFAULT_FEED, 'x'), 'x'))).toBe(true)
  })

  it('says honestly what an empty feed is empty of', () => {
    const tabs = [{ key: 'gaokao', label: '高考' }]
    const tags = [{ key: 'qiangji', label: '#强基计划' }]
    expect(emptyFeedText(DEFAULT_FEED, tags, tabs).title).toBe('暂无帖子')
    expect(emptyFeedText({ tab: 'gaokao' }, tags, tabs).title).toBe('「高考」还没有帖子')
    expect(emptyFeedText({ tab: 'gaokao', hashtag: 'qiangji' }, tags, tabs).title).toBe('「高考」里暂无#强基计划的帖子')
    expect(emptyFeedText({ tab: 'recommend', hashtag: 'qiangji' }, tags, tabs).title).toBe('暂无#强基计划的帖子')
  })

  it('checks an answer before it is sent', () => {
    expect(checkAnswerText('  好问题  ')).toEqual({ ok: true, body: '好问题' })
    expect(checkAnswerText(' \n ')).toEqual({ ok: false, message: '请输入内容' })
    expect(checkAnswerText('字'.repeat(FORUM_LIMITS.answerMax)).ok).toBe(true)
    expect(checkAnswerText('字'.repeat(FORUM_LIMITS.answerMax + 1))).toEqual({ ok: false, message: `最多${FORUM_LIMITS.answerMax}字` })
  })

  it('adds what the user posted: an answer at the end, a reply under its answer, each once', () => {
    const shown = [answer(1, [11], 3), answer(2)]
    const { replies: _r, reply_count: _c, ...bare } = answer(3)
    const withAnswer = withPosted(shown, bare)
    expect(withAnswer.map((a) => a.id)).toEqual([1, 2, 3])
    expect(withAnswer[2]).toMatchObject({ replies: [], reply_count: 0 })
    expect(withPosted(withAnswer, bare).map((a) => a.id)).toEqual([1, 2, 3])
    const reply = { ...answer(12).replies[0], ...{ id: 12, parent_id: 1, reply_to: '小明', body: 'r12' } }
    const withReply = withPosted(shown, reply)
    expect(withReply[0].replies.map((r) => r.id)).toEqual([11, 12])
    expect(withReply[0].reply_count).toBe(4)
    expect(moreReplies(withReply[0])).toBe(2)
    expect(withPosted(withReply, reply)[0].reply_count).toBe(4)
    expect(shown[0].replies).toHaveLength(1)
  })
})

describe('cursor list transitions', () => {
  const key = (n: number) => n
  it('walks loading → more → loadingMore → end, asking each cursor once', () => {
    let s = cursorStarted(emptyCursor<number>(), 'first')
    expect(cursorPhase(s)).toBe('loading')
    expect(nextCursor(s)).toBeNull()
    s = cursorLoaded(s, 'first', { results: [1, 2], next_cursor: '2' }, key)
    expect([cursorPhase(s), nextCursor(s)]).toEqual(['more', '2'])
    s = cursorStarted(s, 'more')
    expect([cursorPhase(s), nextCursor(s)]).toEqual(['loadingMore', null])
    s = cursorLoaded(s, 'more', { results: [2, 3], next_cursor: null }, key)
    expect(s.items).toEqual([1, 2, 3])
    expect([cursorPhase(s), nextCursor(s)]).toEqual(['end', null])
  })

  it('errors: a first page shows it, a next page keeps the rows, a refresh of shown rows only ends', () => {
    expect(cursorPhase(cursorFailed(emptyCursor<number>(), 'first', '坏了'))).toBe('error')
    // A refresh before anything was shown counts as the first page.
    expect(cursorPhase(cursorFailed(emptyCursor<number>(), 'refresh', '坏了'))).toBe('error')
    const shown = cursorLoaded(emptyCursor<number>(), 'first', { results: [1], next_cursor: '1' }, key)
    const more = cursorFailed(cursorStarted(shown, 'more'), 'more', '坏了')
    expect([cursorPhase(more), more.items, nextCursor(more)]).toEqual(['moreError', [1], null])
    const refreshed = cursorFailed(cursorStarted(shown, 'refresh'), 'refresh', '坏了')
    expect([cursorPhase(refreshed), refreshed.error]).toEqual(['more', null])
    expect(cursorPhase(cursorLoaded(shown, 'refresh', { results: [], next_cursor: null }, key))).toBe('empty')
  })
})
