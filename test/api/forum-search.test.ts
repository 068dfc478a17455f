/**
 * The forum's search (issue 19, searchTopic; types/forumSearch.ts): posts by title or body (newest
 * first, feed cards, the excerpt around the match), hashtags with their post counts and the
 * hashtag config's words, people by nickname with follower counts and the viewer's follow; case
 * and full-width forms ignored, LIKE's '%' and '_' found literally; blocked authors' posts, hidden
 * and held posts, and people who blocked the viewer absent; keyset pages without duplicates or
 * gaps while posts arrive; 400 with a Chinese detail on empty or too long words and foreign cursors.
 */
import { eq } from 'drizzle-orm'
import { forumPosts, users } from '../../server/db/schema'
import { PEOPLE_PATHS } from '../../types/forumPeople'
import { FORUM_SEARCH_PATHS, type SearchPostsPage, type SearchTagsPage, type SearchType, type SearchUsersPage } from '../../types/forumSearch'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { forumClient, ok } from './support/forum'

let t: AccountsApp
let a: Member
let b: Member
let c: Member
beforeAll(async () => {
  t = await accountsApp({ env: { FORUM_SENSITIVE_WORDS: '代考' } })
  const member = async (phone: string, name: string): Promise<Member> => {
    const m = await memberOf(t, phone)
    await t.database.db.update(users).set({ username: name }).where(eq(users.id, m.id))
    return { ...m, name }
  }
  a = await member('13600000031', '搜索甲Alpha')
  b = await member('13600000032', '搜索乙')
  c = await member('13600000033', 'alpha')
})
afterAll(() => t.close())

const { send, ask, say } = forumClient(() => t)
const url = (q: string, type: SearchType, extra = '') => `${FORUM_SEARCH_PATHS.search}?q=${encodeURIComponent(q)}&type=${type}${extra}`
const searchPosts = async (q: string, access?: string, extra = '') => ok<SearchPostsPage>(await t.get(url(q, 'posts', extra), access))
const postIds = async (q: string, access?: string, extra = '') => (await searchPosts(q, access, `&limit=50${extra}`)).results.map((p) => p.id)
const searchTags = async (q: string, extra = '') => ok<SearchTagsPage>(await t.get(url(q, 'tags', extra)))
const searchUsers = async (q: string, access?: string, extra = '') => ok<SearchUsersPage>(await t.get(url(q, 'users', extra), access))

/** Rows written straight to the table (many at once), published unless said. */
async function insertPosts(author: Member, bodies: string[], extra: Partial<typeof forumPosts.$inferInsert> = {}): Promise<number[]> {
  const rows = await t.database.db
    .insert(forumPosts)
    .values(
      bodies.map((body) => ({ authorId: author.id, kind: 'topic', level: 'middle_school', tab: 'study', title: '', body, createdAt: new Date(t.clock.now), ...extra }))
    )
    .returning({ id: forumPosts.id })
  return rows.map((r) => r.id)
}

describe('posts', () => {
  it('finds the words in titles and bodies, newest first, as feed cards; case and full-width forms do not count', async () => {
    const inTitle = await ask(a, { title: '强基计划的校测难不难？', body: '想报名。' })
    const inBody = await say(b, { body: '分享一下我的强基计划备考经验 #强基计划' })
    const latin = await ask(a, { title: 'ＡＰ课程和高考冲突吗？', body: '学校开了 AP 课程。' })
    const found = await searchPosts('强基计划')
    expect(found.type).toBe('posts')
    expect(found.results.map((p) => p.id)).toEqual([inBody.id, inTitle.id])
    const card = found.results[1]
    expect(card).toMatchObject({ title: '强基计划的校测难不难？', excerpt: '想报名。', kind: 'question', author: { user_id: a.id }, liked: false, status: 'published' })
    // Half-width, full-width, either case: the same post.
    for (const q of ['ap课程', 'ＡＰ课程', 'Ap课程', 'ａｐ']) expect(await postIds(q)).toContain(latin.id)
    expect(await postIds('考研')).toEqual([])
  })

  it('finds % and _ as themselves, not as wildcards', async () => {
    const percent = await say(a, { body: '一本率 100% 的学校真的存在吗' })
    const underscore = await say(a, { body: '变量名用 snake_case 还是 camelCase' })
    const plain = await say(a, { body: '一本率一百的学校 snakeXcase' })
    const dots = await say(a, { body: '版本 v1.2 [正则] ^$' })
    expect(await postIds('%')).toEqual([percent.id])
    expect(await postIds('100%')).toEqual([percent.id])
    expect(await postIds('_')).toEqual([underscore.id])
    expect(await postIds('snake_case')).toEqual([underscore.id])
    expect(await postIds('e_c')).toEqual([underscore.id])
    expect(await postIds('\\')).toEqual([])
    // Nor are a regular expression's characters special.
    for (const q of ['.', '1.2', '[正则]', '^$', '] ^']) expect(await postIds(q)).toEqual([dots.id])
    expect(await postIds('正则')).toEqual([dots.id])
    expect(await postIds('v1.*')).toEqual([])
    expect(await postIds('一本率')).toEqual([plain.id, percent.id])
  })

  it('starts the excerpt a little before a match far into the body', async () => {
    const long = `${'前'.repeat(100)}目标院校${'后'.repeat(100)}`
    const [id] = await insertPosts(a, [long])
    const card = (await searchPosts('目标院校')).results.find((p) => p.id === id)!
    expect(card.excerpt).toBe(`…${'前'.repeat(20)}目标院校${'后'.repeat(56)}`)
    // A match near the start keeps the feed's excerpt.
    const [near] = await insertPosts(a, [`目标院校${'后'.repeat(100)}`])
    expect((await searchPosts('目标院校')).results.find((p) => p.id === near)!.excerpt).toBe(`目标院校${'后'.repeat(76)}`)
    // Also where the words are compared by their spellings (full width here).
    const [wide] = await insertPosts(a, [`${'前'.repeat(100)}ＡＰ课程${'后'.repeat(100)}`])
    expect((await searchPosts('ap课程')).results.find((p) => p.id === wide)!.excerpt).toBe(`…${'前'.repeat(20)}ＡＰ课程${'后'.repeat(56)}`)
  })

  it('leaves out hidden and held posts (their author too) and, for the blocker, blocked authors', async () => {
    const [shown] = await insertPosts(b, ['藏起来的秘密帖子'])
    const [hidden] = await insertPosts(b, ['藏起来的秘密帖子'], { status: 'hidden' })
    const [held] = await insertPosts(b, ['藏起来的秘密帖子'], { status: 'held' })
    expect(await postIds('秘密帖子')).toEqual([shown])
    expect(await postIds('秘密帖子', b.access)).toEqual([shown])
    expect([hidden, held]).not.toContain(shown)

    ok(await send('PUT', `${PEOPLE_PATHS.people}${b.id}/block/`, a.access))
    expect(await postIds('秘密帖子', a.access)).toEqual([])
    expect(await postIds('秘密帖子', c.access)).toEqual([shown])
    expect(await postIds('秘密帖子')).toEqual([shown])
    ok(await send('DELETE', `${PEOPLE_PATHS.people}${b.id}/block/`, a.access))
    expect(await postIds('秘密帖子', a.access)).toEqual([shown])
  })

  it('narrows to a level when asked', async () => {
    const [mid] = await insertPosts(a, ['分级搜索测试'])
    const [uni] = await insertPosts(a, ['分级搜索测试'], { level: 'university', tab: 'kaoyan' })
    expect(await postIds('分级搜索')).toEqual([uni, mid])
    expect(await postIds('分级搜索', undefined, '&level=university')).toEqual([uni])
    expect(await postIds('分级搜索', undefined, '&level=middle_school')).toEqual([mid])
  })

  it('pages by keyset: no duplicates and no gaps, also while matching posts arrive', async () => {
    const first = await insertPosts(
      c,
      Array.from({ length: 45 }, (_, i) => `翻页关键词 第${i}条`)
    )
    const seen: number[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: SearchPostsPage = await searchPosts('翻页关键词', undefined, `&limit=10${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...page.results.map((p) => p.id))
      cursor = page.next_cursor
      pages += 1
      // Newer matches written between pages come before the cursor: they neither repeat nor push others out.
      if (pages === 2) await insertPosts(c, ['翻页关键词 新来的', '翻页关键词 又一条'])
    } while (cursor)
    expect(pages).toBe(5)
    expect(seen).toEqual([...first].reverse())
    expect(new Set(seen).size).toBe(45)
  })
})

describe('hashtags', () => {
  it('answers the used hashtags containing the words with their published posts, the whole word first, and the config’s words', async () => {
    await say(a, { body: '#高考志愿 第一次填志愿', hashtags: ['志愿填报技巧'] })
    await say(b, { body: '#高考志愿 冲稳保', hashtags: [] })
    await insertPosts(b, ['藏'], { hashtags: ['高考志愿'], status: 'hidden' })
    const found = await searchTags('志愿')
    expect(found).toMatchObject({ type: 'tags', next_cursor: null })
    expect(found.results).toEqual([
      { tag: '高考志愿', post_count: 2, configured: true },
      { tag: '志愿填报技巧', post_count: 1, configured: false }
    ])
    // The whole word first, even with fewer posts.
    expect((await searchTags('志愿填报技巧')).results[0]).toEqual({ tag: '志愿填报技巧', post_count: 1, configured: false })
    // A config word nobody used yet is offered with 0 posts.
    expect((await searchTags('大学生')).results).toEqual([{ tag: '大学生活', post_count: 0, configured: true }])
    expect((await searchTags('没有这种标签')).results).toEqual([])
  })

  it('reads hashtags case- and width-blind, % literally, and narrows to a level', async () => {
    await say(a, { body: '#AP课程 #百分百', hashtags: [] })
    await say(a, { level: 'university', tab: 'kaoyan', body: '#ap课程 考研', hashtags: [] })
    const tags = (await searchTags('ａｐ')).results
    expect(tags.map((tg) => [tg.tag, tg.post_count])).toEqual([
      ['AP课程', 1],
      ['ap课程', 1]
    ])
    expect((await searchTags('ap', '&level=university')).results.map((tg) => tg.tag)).toEqual(['ap课程'])
    expect((await searchTags('%')).results).toEqual([])
  })
})

describe('users', () => {
  it('finds nicknames containing the words, the whole one first, then its start; with follower count and the viewer’s follow; never a phone', async () => {
    ok(await send('PUT', `${PEOPLE_PATHS.people}${c.id}/follow/`, b.access))
    const found = await searchUsers('ALPHA', b.access)
    expect(found.type).toBe('users')
    expect(found.results.map((u) => u.user_id)).toEqual([c.id, a.id])
    expect(found.results[0]).toMatchObject({ username: 'alpha', follower_num: 1, followed: true, follows_me: false, identity_label: expect.any(String) })
    expect(found.results[1]).toMatchObject({ username: '搜索甲Alpha', followed: false })
    expect(JSON.stringify(found)).not.toContain('136000000')
    // A visitor follows nobody.
    expect((await searchUsers('alpha')).results.every((u) => !u.followed)).toBe(true)
    expect((await searchUsers('搜索')).results.map((u) => u.username)).toEqual(['搜索甲Alpha', '搜索乙'])
    expect((await searchUsers('%')).results).toEqual([])
  })

  it('leaves out people who blocked the viewer (the blocker still finds them)', async () => {
    ok(await send('PUT', `${PEOPLE_PATHS.people}${a.id}/block/`, b.access))
    expect((await searchUsers('搜索', a.access)).results.map((u) => u.user_id)).toEqual([a.id])
    expect((await searchUsers('搜索', b.access)).results.map((u) => u.user_id)).toEqual([a.id, b.id])
    ok(await send('DELETE', `${PEOPLE_PATHS.people}${a.id}/block/`, b.access))
    expect((await searchUsers('搜索', a.access)).results.map((u) => u.user_id)).toEqual([a.id, b.id])
  })

  it('pages by (rank, id) without duplicates or gaps', async () => {
    const made = await t.database.db
      .insert(users)
      .values(Array.from({ length: 25 }, (_, i) => ({ username: i % 5 === 0 ? '学长' : i % 2 ? `学长${i}号` : `热心学长${i}` })))
      .returning({ id: users.id, username: users.username })
    const seen: { user_id: number; username: string }[] = []
    let cursor: string | null = null
    do {
      const page: SearchUsersPage = await searchUsers('学长', undefined, `&limit=4${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...page.results)
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toHaveLength(25)
    expect(new Set(seen.map((u) => u.user_id)).size).toBe(25)
    const rank = (name: string) => (name === '学长' ? 0 : name.startsWith('学长') ? 1 : 2)
    const expected = [...made].sort((x, y) => rank(x.username!) - rank(y.username!) || x.id - y.id).map((u) => u.id)
    expect(seen.map((u) => u.user_id)).toEqual(expected)
  })
})

describe('bad input', () => {
  it('answers 400 with a Chinese detail', async () => {
    const cases: [string, string][] = [
      [`${FORUM_SEARCH_PATHS.search}?q=&type=posts`, '请输入搜索内容'],
      [`${FORUM_SEARCH_PATHS.search}?q=${encodeURIComponent('   ')}&type=users`, '请输入搜索内容'],
      [url('字'.repeat(31), 'posts'), '搜索内容最多 30 个字'],
      [url('𠀀'.repeat(31), 'tags'), '搜索内容最多 30 个字'],
      [url('志愿', 'posts', '&cursor=1.5'), '翻页参数无效，请重新搜索'],
      [url('志愿', 'users', '&cursor=5'), '翻页参数无效，请重新搜索'],
      [url('志愿', 'tags', '&cursor=5'), '翻页参数无效，请重新搜索']
    ]
    for (const [path, detail] of cases) {
      const res = await t.get(path)
      expect([path, res.statusCode, res.json().detail]).toEqual([path, 400, detail])
    }
    for (const path of [
      `${FORUM_SEARCH_PATHS.search}?type=posts`,
      url('志愿', 'circles' as SearchType),
      url('志愿', 'posts', '&cursor=abc'),
      url('志愿', 'posts', '&limit=0')
    ]) {
      const res = await t.get(path)
      expect([path, res.statusCode]).toEqual([path, 400])
      expect(res.json().detail).toMatch(/[\u4e00-\u9fff]/)
    }
    // 30 characters (code points, surrounding spaces trimmed) are fine.
    expect((await t.get(url(` ${'𠀀'.repeat(30)} `, 'posts'))).statusCode).toBe(200)
  })
})
