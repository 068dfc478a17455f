/**
 * System messages (messages of type 'system'; server/services/forum/notices.ts): staff hiding,
 * releasing and restoring a post or an answer tell its author; a medal tells its holder; ballots
 * tell a vote's author how many took part, one unread message per vote. No actor on any of them.
 * The app's clock starts at 2025-06-01 16:00 Beijing time (support/accounts.ts); tests move it.
 */
import { progressNoticeText, quoteOf, staffNoticeText, voteNoticeText } from '../../server/services/forum/notices'
import { FORUM_PATHS, FORUM_RATE_LIMITS, type NewQuestion, type PostDetail } from '../../types/forum'
import { MESSAGE_PATHS, type MessageItem, type MessagesPage } from '../../types/forumPeople'
import { STAFF_PATHS } from '../../types/forumStaff'
import { VOTE_PATHS, type VoteDetail } from '../../types/forumVotes'
import { appWithMembers, type Member } from './support/accounts'
import { forumClient, ok } from './support/forum'

const { t, a, b, c, d, staff } = appWithMembers('1360000004', { env: { FORUM_SENSITIVE_WORDS: '代考' } })

const MINUTE = 60_000
const forum = forumClient(() => t)
const { send } = forum
const ask = (who: Member, overrides: Partial<NewQuestion> = {}) => forum.ask(who, { title: '位次两万报哪些学校稳妥？', body: '', qa_tag: null, ...overrides })
const answer = async (who: Member, postId: number, body: string) => ok<{ id: number; status: string }>(await forum.answer(who, postId, body), 201)
const act = async (kind: 'posts' | 'replies', id: number, action: string) =>
  ok(await send('POST', `${kind === 'posts' ? STAFF_PATHS.staffPosts : STAFF_PATHS.staffReplies}${id}/${action}/`, staff.access, {}))
const systemOf = async (who: Member): Promise<MessageItem[]> => ok<MessagesPage>(await send('GET', `${MESSAGE_PATHS.list}?type=system`, who.access)).results
const texts = async (who: Member) => (await systemOf(who)).map((m) => m.text)
const clean = async (...who: Member[]) => {
  for (const m of who) ok(await send('POST', MESSAGE_PATHS.clean, m.access, { type: 'system' }))
}

describe('texts', () => {
  test('a notice quotes the first 20 characters (code points), whitespace runs as one space, … when cut', () => {
    expect(quoteOf('  短标题\n\n换行  ')).toBe('短标题 换行')
    expect(quoteOf('一二三四五六七八九十一二三四五六七八九十')).toBe('一二三四五六七八九十一二三四五六七八九十')
    expect(quoteOf('一二三四五六七八九十一二三四五六七八九十多')).toBe('一二三四五六七八九十一二三四五六七八九十…')
    expect(quoteOf('🎉'.repeat(21))).toBe(`${'🎉'.repeat(20)}…`)
    expect(staffNoticeText('帖子', '标题', 'hidden')).toBe('你的帖子「标题」因违反社区规范已被隐藏')
    expect(staffNoticeText('回答', '回答', 'released')).toBe('你的回答「回答」已通过审核')
    expect(staffNoticeText('回复', '回复', 'restored')).toBe('你的回复「回复」已恢复显示')
    expect(voteNoticeText(3, '你几点睡？')).toBe('3 人参与了你的投票「你几点睡？」')
    expect(progressNoticeText('问题', { note: '进展' })).toBe('你回答过的问题「问题」有了新进展：进展')
    expect(progressNoticeText('问题', { solved: true })).toBe('你回答过的问题「问题」已解决')
    expect(progressNoticeText('问题', { note: '进展', solved: true })).toBe('你回答过的问题「问题」已解决：进展')
    expect(progressNoticeText('问题', { note: '进展', solved: false })).toBe('你回答过的问题「问题」有了新进展：进展')
  })
})

describe('staff actions tell the author', () => {
  test('hiding a post: 因违反社区规范已被隐藏 (no link: the post is gone); hiding again says nothing more; restoring: 已恢复显示 with the link', async () => {
    await clean(a)
    const q = await ask(a, { title: '这是一个会被隐藏的问题标题，比二十个字还要长一些' })
    await act('posts', q.id, 'hide')
    await act('posts', q.id, 'hide')
    const hidden = await systemOf(a)
    expect(hidden).toHaveLength(1)
    expect(hidden[0]).toMatchObject({
      type: 'system',
      actor: null,
      post: null,
      text: '你的帖子「这是一个会被隐藏的问题标题，比二十个字还…」因违反社区规范已被隐藏',
      read: false
    })
    await act('posts', q.id, 'restore')
    const [restored] = await systemOf(a)
    expect(restored).toMatchObject({ actor: null, post: { id: q.id }, text: '你的帖子「这是一个会被隐藏的问题标题，比二十个字还…」已恢复显示' })
    expect((await systemOf(a)).length).toBe(2)
  })

  test('releasing a held post: 已通过审核, linking the post; a topic is quoted by its text', async () => {
    await clean(a)
    const held = await ask(a, { title: '有人找代考吗这是个问题' })
    expect(held.status).toBe('held')
    await act('posts', held.id, 'release')
    expect(await systemOf(a)).toMatchObject([{ actor: null, post: { id: held.id }, text: '你的帖子「有人找代考吗这是个问题」已通过审核' }])
    // Releasing a published post changes nothing and says nothing.
    await act('posts', held.id, 'release')
    expect(await systemOf(a)).toHaveLength(1)

    await clean(a)
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    const topic = ok<PostDetail>(
      await send('POST', FORUM_PATHS.topics, a.access, { level: 'middle_school', tab: 'apply', body: '今天的话题', images: [], hashtags: [] }),
      201
    )
    await act('posts', topic.id, 'hide')
    expect(await texts(a)).toEqual(['你的帖子「今天的话题」因违反社区规范已被隐藏'])
  })

  test('an answer or a reply: 你的回答 / 你的回复, linking the post it is on', async () => {
    const q = await ask(a)
    const mine = await answer(b, q.id, '乙的回答，会被隐藏')
    t.clock.now += MINUTE
    const reply = ok<{ id: number }>(await send('POST', `${FORUM_PATHS.posts}${q.id}/answers/`, b.access, { body: '乙的回复', parent_id: mine.id }), 201)
    await clean(b)
    await act('replies', mine.id, 'hide')
    await act('replies', reply.id, 'hide')
    const messages = await systemOf(b)
    expect(messages.map((m) => [m.text, m.post?.id, m.reply_id, m.actor])).toEqual([
      ['你的回复「乙的回复」因违反社区规范已被隐藏', q.id, reply.id, null],
      ['你的回答「乙的回答，会被隐藏」因违反社区规范已被隐藏', q.id, mine.id, null]
    ])
    const held = await answer(c, q.id, '可以找人代考')
    expect(held.status).toBe('held')
    await clean(c)
    await act('replies', held.id, 'release')
    // Released, the answer is c's first published one: the medal's notice too.
    expect(await texts(c)).toEqual(['你的回答「可以找人代考」已通过审核', '恭喜获得勋章「初次回答」'])
  })
})

describe('medals', () => {
  test('a medal awarded tells its holder once: 恭喜获得勋章「初次回答」', async () => {
    await clean(d)
    const q = await ask(a)
    await answer(d, q.id, '丁的第一个回答')
    await answer(d, q.id, '丁的第二个回答')
    const messages = await systemOf(d)
    expect(messages.map((m) => [m.text, m.actor, m.post])).toEqual([['恭喜获得勋章「初次回答」', null, null]])
  })
})

describe('votes', () => {
  test('ballots tell the author 「N 人参与了你的投票」: one unread message per vote, replaced by each ballot; none for the author’s own ballot', async () => {
    await clean(a, b, c, d)
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    const vote = ok<VoteDetail>(
      await send('POST', VOTE_PATHS.votes, a.access, {
        level: 'middle_school',
        tab: 'apply',
        title: '周末你一般几点起床？',
        options: ['8点前', '8点以后'],
        multiple: false,
        deadline: new Date(t.clock.now + 24 * 60 * MINUTE).toISOString()
      }),
      201
    )
    const [early] = vote.vote.options
    const cast = async (who: Member) => ok(await send('POST', `${VOTE_PATHS.votes}${vote.post.id}/ballot/`, who.access, { option_ids: [early.id] }), 201)
    await cast(a)
    expect(await systemOf(a)).toEqual([])
    await cast(b)
    await cast(c)
    const unread = await systemOf(a)
    expect(unread.map((m) => [m.text, m.actor, m.post?.id, m.read])).toEqual([['3 人参与了你的投票「周末你一般几点起床？」', null, vote.post.id, false]])
    ok(await send('POST', MESSAGE_PATHS.consume, a.access, { type: 'system' }))
    await cast(d)
    expect((await systemOf(a)).map((m) => [m.text, m.read])).toEqual([
      ['4 人参与了你的投票「周末你一般几点起床？」', false],
      ['3 人参与了你的投票「周末你一般几点起床？」', true]
    ])
    // The voters hear nothing.
    for (const who of [b, c, d]) expect(await systemOf(who)).toEqual([])
  })
})
