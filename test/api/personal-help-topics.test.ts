/**
 * The help articles (自助服务, open to visitors) and 我的话题 (issue 22): the owner's own posts
 * include the held and the hidden ones, each with its status; anyone else sees only the published.
 */
import { HELP_PATHS, type HelpAnswer } from '../../types/personalHelp'
import { PEOPLE_PATHS } from '../../types/forumPeople'
import { STAFF_PATHS } from '../../types/forumStaff'
import type { FeedPage } from '../../types/forum'
import { appWithMembers, type Member } from './support/accounts'
import { forumClient, ok } from './support/forum'

const { t, a, b, staff } = appWithMembers('1360000250', { env: { SERVICE_PHONE: '400-123-4567' } })

const { send, ask, say } = forumClient(() => t)

test('help: five topics of articles and the configured support phone, without login', async () => {
  const help = ok<HelpAnswer>(await t.get(HELP_PATHS.help))
  expect(help.topics.map((topic) => topic.title)).toEqual(['账号与登录', '会员与支付', '志愿填报', '云盘与打印', '金币与任务'])
  expect(help.service_phone).toBe('400-123-4567')
  for (const topic of help.topics) {
    expect(topic.articles.length).toBeGreaterThan(0)
    for (const article of topic.articles) expect([article.question.length > 0, article.answer.length > 0]).toEqual([true, true])
  }
  const ids = help.topics.flatMap((topic) => topic.articles.map((article) => article.id))
  expect(new Set(ids).size).toBe(ids.length)
  expect((await t.get(`${HELP_PATHS.help}?x=1`)).statusCode).toBe(400)
})

test('my topics: the owner sees their held and hidden posts with their status; others only the published', async () => {
  const published = await say(a, { body: '今天整理了错题本，分享一下方法。' })
  const held = await ask(a, { title: '有没有代考渠道啊' })
  const hidden = await ask(a, { title: '这个问题之后会被隐藏' })
  expect(held.status).toBe('held')
  ok(await send('POST', `${STAFF_PATHS.staffPosts}${hidden.id}/hide/`, staff.access))

  const posts = (who: Member) => t.get(`${PEOPLE_PATHS.people}${a.id}/posts/`, who.access).then((res) => ok<FeedPage>(res).results)
  expect((await posts(a)).map((p) => [p.id, p.status])).toEqual([
    [hidden.id, 'hidden'],
    [held.id, 'held'],
    [published.id, 'published']
  ])
  expect((await posts(b)).map((p) => p.id)).toEqual([published.id])
})
