/** The demo forum's generator (server/seed/demoForum.ts): enough, varied, consistent and the same on every run. */
import { identityOf } from '../../core/identity'
import { TAB_CONFIG } from '../../server/services/app-config'
import { DEMO_MEMBERS } from '../../server/seed/demoForumContent'
import { DAYS, demoForum } from '../../server/seed/demoForum'
import { FORUM_LIMITS, RECOMMEND_TAB } from '../../types/forum'

const NOW = Date.UTC(2025, 5, 1, 8)
const posts = demoForum(NOW)

test('at least 200 posts from 30 members, in every tab of both levels, questions and topics', () => {
  expect(posts.length).toBeGreaterThanOrEqual(200)
  expect(DEMO_MEMBERS).toHaveLength(30)
  expect(new Set(posts.map((p) => p.author)).size).toBeGreaterThan(20)
  for (const level of ['middle_school', 'university'] as const) {
    for (const tab of TAB_CONFIG.TabConfig[level].filter((x) => x.key !== RECOMMEND_TAB)) {
      const inTab = posts.filter((p) => p.level === level && p.tab === tab.key)
      expect([level, tab.key, inTab.some((p) => p.kind === 'question'), inTab.some((p) => p.kind === 'topic')]).toEqual([level, tab.key, true, true])
    }
  }
  expect(posts.every((p) => TAB_CONFIG.TabConfig[p.level].some((x) => x.key === p.tab && x.key !== RECOMMEND_TAB))).toBe(true)
})

test('the same forum on every run', () => {
  expect(demoForum(NOW)).toEqual(posts)
})

test('no two posts say the same thing; no template slot is left unfilled', () => {
  const titles = posts.filter((p) => p.kind === 'question').map((p) => p.title)
  expect(new Set(titles).size).toBe(titles.length)
  expect(new Set(posts.map((p) => p.body)).size).toBe(posts.length)
  const texts = posts.flatMap((p) => [p.title, p.body, ...p.answers.flatMap((a) => [a.body, ...a.replies.map((r) => r.body)])])
  expect(texts.filter((x) => /\{\w+\}/.test(x))).toEqual([])
  expect(posts.every((p) => (p.kind === 'topic') === (p.title === ''))).toBe(true)
})

test('university posts are written and answered by college members; nobody answers or likes their own post', () => {
  const college = (i: number) => identityOf(DEMO_MEMBERS[i].grade) === 'college'
  for (const p of posts) {
    expect(college(p.author)).toBe(p.level === 'university')
    if (p.level === 'university') expect(p.answers.every((a) => college(a.author))).toBe(true)
    expect(p.answers.every((a) => a.author !== p.author)).toBe(true)
    expect(p.likes.every((l) => l.member !== p.author)).toBe(true)
    expect(new Set(p.likes.map((l) => l.member)).size).toBe(p.likes.length)
  }
})

test('times: within the last DAYS days, oldest first; answers after their post, replies after their answer, nothing in the future', () => {
  const times = posts.map((p) => p.createdAt.getTime())
  expect(times).toEqual([...times].sort((x, y) => x - y))
  expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - DAYS * 24 * 3600_000)
  expect(times.filter((x) => x > NOW - 7 * 24 * 3600_000).length).toBeGreaterThan(FORUM_LIMITS.hot)
  for (const p of posts) {
    for (const a of p.answers) {
      expect(a.createdAt.getTime()).toBeGreaterThan(p.createdAt.getTime())
      expect(a.createdAt.getTime()).toBeLessThan(NOW)
      for (const r of a.replies) expect([r.createdAt > a.createdAt, r.createdAt.getTime() < NOW]).toEqual([true, true])
    }
    for (const l of p.likes) expect(l.createdAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime())
  }
})

test('tags: QA tags of the config on questions only; hashtags at most five, the config words among them', () => {
  const qaKeys = TAB_CONFIG.QaTagConfig.map((x) => x.key)
  expect(posts.every((p) => (p.kind === 'question' ? qaKeys.includes(p.qaTag!) : p.qaTag === null))).toBe(true)
  expect(posts.every((p) => p.hashtags.length <= FORUM_LIMITS.hashtagsMax && p.hashtags.every((h) => !h.includes('#')))).toBe(true)
  const words = TAB_CONFIG.HashTagConfig.map((x) => x.label.replace('#', ''))
  const used = new Set(posts.flatMap((p) => p.hashtags))
  expect(words.every((w) => used.has(w))).toBe(true)
  expect([...used].every((w) => words.includes(w))).toBe(true)
})

test('answers, replies and likes in believable numbers', () => {
  const answers = posts.flatMap((p) => p.answers)
  expect(answers.length).toBeGreaterThan(posts.length)
  expect(answers.flatMap((a) => a.replies).length).toBeGreaterThan(100)
  expect(posts.reduce((n, p) => n + p.likes.length, 0)).toBeGreaterThan(1000)
  expect(posts.filter((p) => p.answers.length === 0).length).toBeGreaterThan(0)
})
