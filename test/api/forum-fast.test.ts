/**
 * The forum's hot path after issue 29 (Load) stays correct:
 * - the feed's statements are prepared once per shape (services/forum/feed.ts): every shape (tab,
 *   hashtag, QA tag, cursor; visitor or user) read from one app, in turns, answers exactly the posts
 *   the rules give (published ones, the reader's own held ones, none of an author they blocked);
 * - nothing of a page is cached: a post, a like and an unlike show in the next page at once;
 * - the sensitive-word list kept in memory (services/forum/wordCache.ts) is read again after a
 *   forget, never keeps a list read before one, and is not kept at all across processes.
 *   (Staff's edits forgetting it: test/api/admin-words.test.ts.)
 */
import type { Db } from '../../server/db/open'
import { forgetSensitiveWords, sensitiveWordsOf } from '../../server/services/forum/wordCache'
import { FORUM_PATHS, type FeedPage, type PostDetail } from '../../types/forum'
import { PEOPLE_PATHS } from '../../types/forumPeople'
import type { Member } from './support/accounts'
import { appWithMembers } from './support/accounts'
import { forumClient, ok, postUrl } from './support/forum'

const { t, a, b, c } = appWithMembers('1372900000')
const forum = forumClient(() => t)

interface Made {
  id: number
  author: number
  tab: string
  qa: string | null
  hashtag: boolean
  held: boolean
}

const feed = async (query: string, who?: Member): Promise<FeedPage> => ok<FeedPage>(await t.get(`${FORUM_PATHS.feed}?level=middle_school&${query}`, who?.access))

test('every shape of the feed, for a visitor and for users in turn, answers the posts the rules give', async () => {
  const made: Made[] = []
  const keep = (post: PostDetail, qa: string | null, hashtag: boolean) =>
    made.push({ id: post.id, author: post.author.user_id, tab: post.tab, qa, hashtag, held: post.status === 'held' })
  keep(await forum.ask(a, { tab: 'apply', qa_tag: 'apply', body: '想问问 #选科 的事' }), 'apply', true)
  keep(await forum.say(b, { tab: 'study', body: '#选科 心得分享' }), null, true)
  keep(await forum.ask(b, { tab: 'gaokao', qa_tag: 'other', title: '高考前一周怎么安排作息？' }), 'other', false)
  keep(await forum.ask(a, { tab: 'apply', qa_tag: 'apply', title: '有没有代考的渠道' }), 'apply', false)
  keep(await forum.say(c, { tab: 'study', body: '错题本怎么整理' }), null, false)
  expect(made.map((m) => m.held)).toEqual([false, false, false, true, false])
  expect((await forum.send('PUT', `${PEOPLE_PATHS.people}${c.id}/block/`, a.access)).statusCode).toBe(200)

  const readers: (Member | undefined)[] = [undefined, a, b]
  const expected = (reader: Member | undefined, tab: string, hashtag: boolean, qa: string | null) =>
    made
      .filter((m) => (m.held ? m.author === reader?.id : true))
      .filter((m) => !(reader === a && m.author === c.id))
      .filter((m) => (tab === 'recommend' || m.tab === tab) && (!hashtag || m.hashtag) && (qa === null || m.qa === qa))
      .map((m) => m.id)
      .sort((x, y) => y - x)
  const ours = (page: FeedPage) => page.results.map((p) => p.id).filter((id) => made.some((m) => m.id === id))

  for (const tab of ['recommend', 'apply', 'study', 'gaokao'])
    for (const hashtag of [false, true])
      for (const qa of [null, 'apply', 'other'])
        for (const reader of readers) {
          const query = `tab=${tab}&limit=50${hashtag ? `&hashtag=${encodeURIComponent('选科')}` : ''}${qa ? `&qa_tag=${qa}` : ''}`
          expect([query, reader?.id, ours(await feed(query, reader))]).toEqual([query, reader?.id, expected(reader, tab, hashtag, qa)])
        }

  // Page by page (the cursor's statements), one post a page.
  for (const reader of readers) {
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const page: FeedPage = await feed(`tab=recommend&limit=1${cursor ? `&cursor=${cursor}` : ''}`, reader)
      seen.push(...ours(page))
      cursor = page.next_cursor
    } while (cursor)
    expect([reader?.id, seen]).toEqual([reader?.id, expected(reader, 'recommend', false, null)])
  }
})

test('a new post, a like and an unlike show in the next page at once', async () => {
  const post = await forum.say(a, { body: '刚刚发的新帖' })
  const card = async (who?: Member) => (await feed('tab=recommend', who)).results[0]
  for (const who of [undefined, a, b]) expect(await card(who)).toMatchObject({ id: post.id, like_count: 0, liked: false })

  expect((await forum.send('PUT', postUrl(post.id, 'like/'), b.access)).statusCode).toBe(200)
  expect(await card(b)).toMatchObject({ id: post.id, like_count: 1, liked: true })
  expect(await card()).toMatchObject({ id: post.id, like_count: 1, liked: false })
  expect((await forum.send('DELETE', postUrl(post.id, 'like/'), b.access)).statusCode).toBe(200)
  expect(await card(b)).toMatchObject({ id: post.id, like_count: 0, liked: false })
})

describe('the sensitive-word list in memory', () => {
  const db = {} as Db
  const loader = (lists: string[][]) => {
    let reads = 0
    return { load: async () => lists[reads++] ?? [], reads: () => reads }
  }

  test('kept until forgotten, then read again', async () => {
    const source = loader([['赌博'], ['赌博', '代考']])
    expect(await sensitiveWordsOf(db, true, source.load)).toEqual(['赌博'])
    expect(await sensitiveWordsOf(db, true, source.load)).toEqual(['赌博'])
    expect(source.reads()).toBe(1)
    forgetSensitiveWords(db)
    expect(await sensitiveWordsOf(db, true, source.load)).toEqual(['赌博', '代考'])
    expect(source.reads()).toBe(2)
  })

  test('a list read before a forget is not kept', async () => {
    const other = {} as Db
    let release: () => void = () => undefined
    const slow = sensitiveWordsOf(other, true, () => new Promise<string[]>((resolve) => (release = () => resolve(['旧词']))))
    forgetSensitiveWords(other)
    release()
    expect(await slow).toEqual(['旧词'])
    expect(await sensitiveWordsOf(other, true, async () => ['新词'])).toEqual(['新词'])
  })

  test('not kept where other processes share the database', async () => {
    const shared = {} as Db
    const source = loader([['一'], ['二']])
    expect(await sensitiveWordsOf(shared, false, source.load)).toEqual(['一'])
    expect(await sensitiveWordsOf(shared, false, source.load)).toEqual(['二'])
  })
})
