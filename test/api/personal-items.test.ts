/**
 * Pendants and accessories (issue 22; types/personalItems.ts, services/personal/items.ts): the open
 * catalogue and item pages, buying with coins (never below 0, even when purchases race), owning
 * before wearing, and the pendant worn shown wherever the avatar is: the user state, forum posts and
 * answers, people pages (with the accessory beside the name).
 */
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { PENDANTS } from '../../core/personalItems'
import { coinChanges, userItems, users } from '../../server/db/schema'
import type { AnswersPage, FeedPage, PostDetail } from '../../types/forum'
import { PEOPLE_PATHS, type PersonPage } from '../../types/forumPeople'
import { ITEM_PATHS, type ItemBought, type ItemCatalogue, type ItemDetail, type WornItems } from '../../types/personalItems'
import { TASK_PATHS, type CoinChangePage } from '../../types/personalTasks'
import { USER_PATHS, type UserCore } from '../../types/user'
import { signedInject } from './helpers'
import { appForFile, newMembers, type Member } from './support/accounts'
import { forumClient, ok, postUrl } from './support/forum'

const t = appForFile()
const someone = newMembers(t, 13600002300)
const forum = forumClient(() => t)

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, access?: string, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: access ? { authorization: `Bearer ${access}` } : {} })

const itemUrl = (kind: string, key: string, rest = '') => `${ITEM_PATHS.items}${kind}/${key}/${rest}`
const buy = (who: Member, kind: string, key: string) => send('POST', itemUrl(kind, key, 'buy/'), who.access)
const wear = (who: Member, kind: string, key: string) => send('POST', itemUrl(kind, key, 'wear/'), who.access)
const takeOff = (who: Member, kind: string, key: string) => send('DELETE', itemUrl(kind, key, 'wear/'), who.access)
const coreOf = async (who: Member) => ok<UserCore>(await send('POST', USER_PATHS.dataCore, who.access, {}))
const ownedOf = (who: Member) =>
  t.database.db.select({ kind: userItems.kind, key: userItems.itemKey, source: userItems.source }).from(userItems).where(eq(userItems.userId, who.id))

/** A member with `coins` coins (as if earned: the grants themselves are personal-tasks' tests). */
async function withCoins(coins: number): Promise<Member> {
  const who = await someone()
  await t.database.db.update(users).set({ numCoins: coins }).where(eq(users.id, who.id))
  return who
}

function expectError(res: LightMyRequestResponse, status: number, detail: string) {
  expect([res.statusCode, (res.json() as { detail: string }).detail]).toEqual([status, detail])
}

describe('the catalogue and an item’s page are open', () => {
  test('a visitor sees every item, its price or how to get it, nothing owned and no coins', async () => {
    const catalogue = ok<ItemCatalogue>(await send('GET', ITEM_PATHS.items))
    expect(catalogue.num_coins).toBeNull()
    expect(catalogue.pendants.map((p) => p.key)).toEqual(PENDANTS.map((p) => p.key))
    expect(catalogue.pendants.find((p) => p.key === 'jade')).toEqual({
      kind: 'pendant',
      key: 'jade',
      name: '青玉',
      description: '温润如玉，沉稳备考',
      price: 30,
      task: null,
      obtain: '30 金币',
      owned: false,
      worn: false
    })
    expect(catalogue.pendants.find((p) => p.key === 'week')).toMatchObject({ price: null, task: 'signin', obtain: '连续签到 7 天获得' })
    expect(catalogue.accessories.find((a) => a.key === 'popular')).toMatchObject({ price: null, task: 'invite', obtain: '完成任务「邀请好友」获得' })
    expect([...catalogue.pendants, ...catalogue.accessories].some((item) => item.owned || item.worn)).toBe(false)
  })

  test('an item’s page; an unknown key 404, a bad kind or key 400', async () => {
    expect(ok<ItemDetail>(await send('GET', itemUrl('accessory', 'koi')))).toMatchObject({ item: { name: '锦鲤', price: 88 }, num_coins: null })
    const who = await withCoins(12)
    expect(ok<ItemDetail>(await send('GET', itemUrl('accessory', 'koi'), who.access)).num_coins).toBe(12)
    expectError(await send('GET', itemUrl('pendant', 'nope')), 404, '挂件不存在')
    expectError(await send('GET', itemUrl('accessory', 'jade')), 404, '饰品不存在')
    expect((await send('GET', itemUrl('hat', 'jade'))).json().fields).toEqual({ kind: '取值应为：pendant、accessory' })
    expect((await send('GET', itemUrl('pendant', 'Bad-Key'))).json().fields).toEqual({ key: '格式不正确' })
  })

  test('buying, wearing and taking off need login', async () => {
    for (const [method, rest] of [
      ['POST', 'buy/'],
      ['POST', 'wear/'],
      ['DELETE', 'wear/']
    ] as const) {
      const res = await send(method, itemUrl('pendant', 'jade', rest))
      expect([rest, res.statusCode, res.json().detail]).toEqual([rest, 401, '请先登录'])
    }
  })
})

describe('buying', () => {
  test('with coins: spent in one change, the item owned; a second purchase 409; too few coins 422, nothing changed', async () => {
    const who = await withCoins(100)
    const bought = ok<ItemBought>(await buy(who, 'pendant', 'jade'))
    expect(bought).toMatchObject({ item: { key: 'jade', owned: true, worn: false }, num_coins: 70 })
    expect(await ownedOf(who)).toEqual([{ kind: 'pendant', key: 'jade', source: 'coins' }])
    const changes = ok<CoinChangePage>(await send('GET', TASK_PATHS.coinChanges, who.access)).results
    expect(changes.map((c) => [c.delta, c.reason, c.title, c.balance_after])).toEqual([[-30, 'buy', '购买挂件「青玉」', 70]])

    expectError(await buy(who, 'pendant', 'jade'), 409, '你已拥有挂件「青玉」')
    expectError(await buy(who, 'pendant', 'sunrise'), 422, '金币不足')
    expect((await coreOf(who)).num_coins).toBe(70)
    expect(await ownedOf(who)).toHaveLength(1)
  })

  test('an item a task unlocks is not sold (422); an unknown one 404; a body 400', async () => {
    const who = await withCoins(1000)
    expectError(await buy(who, 'pendant', 'sprout'), 422, '「新芽」不出售，完成任务「完成一次性格测试」获得')
    expectError(await buy(who, 'accessory', 'nope'), 404, '饰品不存在')
    const body = await send('POST', itemUrl('pendant', 'jade', 'buy/'), who.access, { price: 0 })
    expect([body.statusCode, body.json().fields]).toEqual([400, { price: '不允许的字段' }])
    expect((await coreOf(who)).num_coins).toBe(1000)
  })

  test('ten purchases of one item at once: one spend', async () => {
    const who = await withCoins(100)
    const codes = (await Promise.all(Array.from({ length: 10 }, () => buy(who, 'accessory', 'scholar')))).map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, ...Array(9).fill(409)])
    expect((await coreOf(who)).num_coins).toBe(50)
    expect(await t.database.db.select().from(coinChanges).where(eq(coinChanges.userId, who.id))).toHaveLength(1)
  })

  test('two items bought at once costing more than the coins: only what the coins cover, never below 0', async () => {
    const who = await withCoins(100)
    const [sunrise, jade] = await Promise.all([buy(who, 'pendant', 'sunrise'), buy(who, 'pendant', 'jade')])
    const done = [sunrise, jade].filter((r) => r.statusCode === 200)
    expect(done).toHaveLength(1)
    expectError(
      [sunrise, jade].find((r) => r.statusCode !== 200)!,
      422,
      '金币不足'
    )
    const left = (await coreOf(who)).num_coins
    expect(left).toBe(sunrise.statusCode === 200 ? 20 : 70)
    expect(await ownedOf(who)).toHaveLength(1)
  })
})

describe('wearing', () => {
  test('only what one owns (403); worn in the user state, on posts, answers and people pages; taken off again', async () => {
    const [who, other] = [await withCoins(200), await someone()]
    expectError(await wear(who, 'pendant', 'jade'), 403, '你还没有挂件「青玉」，获得后才能佩戴')
    ok(await buy(who, 'pendant', 'jade'))
    ok(await buy(who, 'accessory', 'koi'))
    expect(ok<WornItems>(await wear(who, 'pendant', 'jade'))).toEqual({ worn_pendant: 'jade', worn_accessory: null })
    expect(ok<WornItems>(await wear(who, 'accessory', 'koi'))).toEqual({ worn_pendant: 'jade', worn_accessory: 'koi' })
    expect(await coreOf(who)).toMatchObject({ worn_pendant: 'jade', worn_accessory: 'koi' })
    const catalogue = ok<ItemCatalogue>(await send('GET', ITEM_PATHS.items, who.access))
    expect(catalogue.pendants.filter((p) => p.worn).map((p) => p.key)).toEqual(['jade'])

    // Wherever the avatar is: a post (page and feed card), an answer, the people page.
    const post = await forum.say(who)
    expect(post.author.pendant).toBe('jade')
    expect(ok<PostDetail>(await send('GET', postUrl(post.id), other.access)).author.pendant).toBe('jade')
    const feed = ok<FeedPage>(await send('GET', `/api/forum/feed/?level=middle_school&tab=${post.tab}`))
    expect(feed.results.find((p) => p.id === post.id)?.author.pendant).toBe('jade')
    const question = await forum.ask(other)
    expect((await forum.answer(who, question.id, '我来回答')).statusCode).toBe(201)
    const answers = ok<AnswersPage>(await send('GET', postUrl(question.id, 'answers/')))
    expect(answers.results[0].author.pendant).toBe('jade')
    expect(ok<PersonPage>(await send('GET', `${PEOPLE_PATHS.people}${who.id}/`, other.access))).toMatchObject({ pendant: 'jade', accessory: 'koi' })
    expect(ok<PostDetail>(await send('GET', postUrl(question.id), who.access)).author.pendant).toBeNull()

    // Taking off: only the one worn; again is harmless.
    expect(ok(await takeOff(who, 'pendant', 'sunrise'))).toEqual({ detail: '已取下挂件' })
    expect((await coreOf(who)).worn_pendant).toBe('jade')
    expect(ok(await takeOff(who, 'pendant', 'jade'))).toEqual({ detail: '已取下挂件' })
    expect(ok(await takeOff(who, 'pendant', 'jade'))).toEqual({ detail: '已取下挂件' })
    expect(await coreOf(who)).toMatchObject({ worn_pendant: null, worn_accessory: 'koi' })
    expect(ok<PostDetail>(await send('GET', postUrl(post.id))).author.pendant).toBeNull()
    expectError(await takeOff(who, 'accessory', 'nope'), 404, '饰品不存在')
  })
})
