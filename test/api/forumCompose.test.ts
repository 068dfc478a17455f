/**
 * What the forum composer asks of the server besides posting (issue 19; types/compose.ts): the
 * level's popular hashtags, counted over its recent published posts only, and their 400s.
 * Posting itself is test/api/forum.test.ts's.
 */
import { COMPOSE_PATHS, type PopularHashtagsResponse } from '../../types/compose'
import { FORUM_PATHS, FORUM_RATE_LIMITS, type NewTopic, type PostDetail } from '../../types/forum'
import { accountsApp, type AccountsApp } from './support/accounts'
import { forumClient, ok } from './support/forum'

let t: AccountsApp
let access: string
beforeAll(async () => {
  t = await accountsApp({ env: { FORUM_SENSITIVE_WORDS: '代考' } })
  access = (await t.login('13600000031')).access
})
afterAll(() => t.close())

const { send } = forumClient(() => t)

const topic = async (overrides: Partial<NewTopic>) => {
  t.clock.now += FORUM_RATE_LIMITS.post.windowMs
  const input: NewTopic = { level: 'middle_school', tab: 'study', body: '今天的复习心得', images: [], hashtags: [], ...overrides }
  return ok<PostDetail>(await send('POST', FORUM_PATHS.topics, access, input), 201)
}

test('popular hashtags: the level’s most used words of its published posts, most used first, ties by code point', async () => {
  const empty = ok<PopularHashtagsResponse>(await t.get(`${COMPOSE_PATHS.hashtags}?level=middle_school`))
  expect(empty).toEqual({ results: [] })

  await topic({ hashtags: ['错题本', '早起打卡'] })
  await topic({ body: '#错题本 第二周', hashtags: [] })
  await topic({ hashtags: ['背单词'] })
  await topic({ level: 'university', tab: 'kaoyan', hashtags: ['考研数学'] })
  // A held post (a sensitive word) suggests nothing.
  const held = await topic({ body: '找人代考 #代写作业', hashtags: [] })
  expect(held.status).toBe('held')

  const school = ok<PopularHashtagsResponse>(await t.get(`${COMPOSE_PATHS.hashtags}?level=middle_school`))
  // 早 (U+65E9) before 背 (U+80CC): ties go by code point.
  expect(school.results).toEqual([
    { tag: '错题本', count: 2 },
    { tag: '早起打卡', count: 1 },
    { tag: '背单词', count: 1 }
  ])
  const college = ok<PopularHashtagsResponse>(await t.get(`${COMPOSE_PATHS.hashtags}?level=university`, access))
  expect(college.results).toEqual([{ tag: '考研数学', count: 1 }])
})

test('bad queries: no level, an unknown level, an unknown field → 400 with a Chinese detail, never a 500', async () => {
  for (const query of ['', '?level=college', '?level=middle_school&x=1']) {
    const res = await t.get(`${COMPOSE_PATHS.hashtags}${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toMatch(/[\u4e00-\u9fff]/)
  }
})
