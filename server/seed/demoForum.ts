/**
 * The demo forum (示例数据, issue 19): part of the demo seed (seedAll.ts, SEED_DEMO on an empty
 * database), so a fresh install does not open on an empty home tab.
 *
 * - 30 demo members (users.is_demo, Chinese nicknames, no phone: nobody can log in as them), 15 at
 *   high school (three parents) and 15 at university;
 * - QUESTIONS_PER_TAB questions and TOPICS_PER_TAB topics in every tab of both levels, written from
 *   the templates of demoForumContent.ts by a seeded PRNG, so every install gets the same forum
 *   (each text once where the templates allow); their times spread over the last DAYS days (more
 *   of them recent), ids in time order like real posts;
 * - answers that fit their question (comments that fit their topic), some with replies, and likes
 *   from the other members; like_count and answer_count agree with the rows;
 * - hashtags from the hashtag config (picked, and typed as '#word' in bodies), QA tags from the
 *   QA-tag config. No images: the demo ships no picture files.
 * Every row is is_demo = true; the app labels it 示例数据. Written in one transaction, one
 * `insert … select from unnest(arrays)` per table and kind (load.ts insertRows): five statements.
 */
import { count } from 'drizzle-orm'
import { FORUM_LIMITS, type ForumLevel } from '../../types/forum'
import { mergeHashtags } from '../../core/hashtags'
import { identityOf } from '../../core/identity'
import type { Database } from '../db/open'
import { forumPosts } from '../db/schema'
import { ANY_ANSWERS, DEMO_MEMBERS, REPLIES, SLOT_VALUES, TAB_TEMPLATES, type TabTemplates } from './demoForumContent'
import { sample, type Random } from './demoMembers'
import { insertRows, type Column, type ColumnType } from './load'
import { hash, prng } from './sampleOneScore'

/** Per tab of each level: 16 questions and 5 topics, 210 posts in all. */
export const QUESTIONS_PER_TAB = 16
export const TOPICS_PER_TAB = 5
/** Posts are spread over this many days before now. */
export const DAYS = 60
const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000
const EVERYONE = DEMO_MEMBERS.map((_, i) => i)
const UNIVERSITY = EVERYONE.filter((i) => identityOf(DEMO_MEMBERS[i].grade) === 'college')
const PARENTS = EVERYONE.filter((i) => DEMO_MEMBERS[i].role === 'parent')
const STUDENTS = EVERYONE.filter((i) => !UNIVERSITY.includes(i) && !PARENTS.includes(i))

export interface DemoReply {
  /** Index in DEMO_MEMBERS. */
  author: number
  body: string
  createdAt: Date
}

export interface DemoAnswer extends DemoReply {
  replies: DemoReply[]
}

export interface DemoPost {
  author: number
  kind: 'question' | 'topic'
  level: ForumLevel
  tab: string
  title: string
  body: string
  hashtags: string[]
  qaTag: string | null
  createdAt: Date
  answers: DemoAnswer[]
  /** Members who liked it, and when. */
  likes: { member: number; createdAt: Date }[]
}

type Slots = Record<string, string>

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]

function slotsFor(random: Random): Slots {
  const [uni, uni2] = sample(random, SLOT_VALUES.uni, 2)
  const [major, major2] = sample(random, SLOT_VALUES.major, 2)
  const [subjects, subjects2] = sample(random, SLOT_VALUES.subjects, 2)
  const score = 520 + Math.floor(random() * 160)
  const rank = Math.round(((700 - score) / 10) ** 2 * 130 + random() * 400) + 100
  return {
    province: pick(random, SLOT_VALUES.province),
    city: pick(random, SLOT_VALUES.city),
    uni,
    uni2,
    major,
    major2,
    subjects,
    subjects2,
    score: String(score),
    rank: String(rank),
    days: String(10 + Math.floor(random() * 190)),
    month: String(3 + Math.floor(random() * 7)),
    top: pick(random, ['20', '30', '50', '80', '100'])
  }
}

const fill = (template: string, slots: Slots) => template.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole)

/** A time between `from` and `to` (ms), skewed towards `from` when skew > 1. */
const between = (random: Random, from: number, to: number, skew = 1) => new Date(Math.round(from + (to - from) * random() ** skew))

/** The answers (comments on a topic) of a post and their replies, oldest first; `bodies` fit this post, best first. */
function answersFor(random: Random, bodies: readonly string[], post: { author: number; level: ForumLevel; kind: string; createdAt: Date }, now: number): DemoAnswer[] {
  const n = Math.min(bodies.length, Math.floor(random() ** 1.2 * (post.kind === 'question' ? 6 : 5)))
  const answerers = sample(
    random,
    (post.level === 'university' ? UNIVERSITY : EVERYONE).filter((i) => i !== post.author),
    n
  )
  const latest = now - 3 * MINUTE_MS
  const answers: DemoAnswer[] = answerers.map((author, k) => {
    const createdAt = between(random, post.createdAt.getTime() + 5 * MINUTE_MS, Math.min(latest, post.createdAt.getTime() + 3 * DAY_MS), 2)
    const replies: DemoReply[] = []
    // Replies thank or ask on: under a real answer, not under 同问 and the like.
    if (random() < 0.4 && !ANY_ANSWERS.includes(bodies[k])) {
      const repliers = [
        post.author,
        ...sample(
          random,
          EVERYONE.filter((i) => i !== author && i !== post.author),
          3
        )
      ]
      for (const [j, body] of sample(random, REPLIES, 1 + Math.floor(random() * 3)).entries()) {
        replies.push({
          author: repliers[j],
          body,
          createdAt: between(random, createdAt.getTime() + MINUTE_MS, Math.min(now - MINUTE_MS, createdAt.getTime() + DAY_MS), 2)
        })
      }
    }
    return { author, body: bodies[k], createdAt, replies }
  })
  return answers.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

const hasSlots = (template: string) => /\{\w+\}/.test(template)

/** A text of `template` not yet in `used` (slots drawn again a few times when needed), or null. */
function fresh(random: Random, template: string, used: Set<string>): { text: string; slots: Slots } | null {
  for (let tries = 0; tries < (hasSlots(template) ? 6 : 1); tries++) {
    const slots = slotsFor(random)
    const text = fill(template, slots)
    if (!used.has(text)) {
      used.add(text)
      return { text, slots }
    }
  }
  return null
}

/** Ways a question's body may start and end, so two askers of one template do not write the same words. */
const OPENERS = ['', '', '', '求助，', '如题，', '想请教一下，']
const CLOSERS = ['', '', '谢谢大家！', '先谢过各位了。', '在线等，有点急。', '希望有经验的朋友指点一下。']

/** The closer goes before a trailing '#tag', which would otherwise swallow it. */
const withCloser = (body: string, closer: string) => body.replace(/((?:#[^\s#]+)?)$/, `${closer}$1`)

interface Written {
  title: string
  body: string
  /** Answers (comments) that fit it, best first. */
  bodies: string[]
  parent: boolean
}

/** Up to QUESTIONS_PER_TAB questions of a tab, each title once: every phrasing in turn, slot-bearing ones again with other values. */
function questionsOf(random: Random, tab: TabTemplates): Written[] {
  const order = sample(random, tab.questions, tab.questions.length)
  const used = new Set<string>()
  const written: Written[] = []
  for (let round = 0; round < 6 && written.length < QUESTIONS_PER_TAB; round++) {
    for (const question of order) {
      if (written.length === QUESTIONS_PER_TAB) break
      const phrasing = question.titles[round % question.titles.length]
      const title = fresh(random, phrasing, used)
      if (!title) continue
      let body = ''
      for (let tries = 0; tries < 6 && (body === '' || used.has(body)); tries++)
        body = withCloser(pick(random, OPENERS) + fill(question.body, title.slots), pick(random, CLOSERS))
      used.add(body)
      const bodies = [...sample(random, question.answers, question.answers.length), ...sample(random, ANY_ANSWERS, ANY_ANSWERS.length)]
      written.push({ title: title.text, body, bodies: bodies.map((b) => fill(b, title.slots)), parent: question.parent === true })
    }
  }
  return written
}

/** Up to TOPICS_PER_TAB topics of a tab, each text once. */
function topicsOf(random: Random, tab: TabTemplates): Written[] {
  const order = sample(random, tab.topics, tab.topics.length)
  const used = new Set<string>()
  const written: Written[] = []
  for (let round = 0; round < 2 && written.length < TOPICS_PER_TAB; round++) {
    for (const topic of order) {
      if (written.length === TOPICS_PER_TAB) break
      const text = fresh(random, topic, used)
      if (!text) continue
      const bodies = [...sample(random, tab.comments, tab.comments.length), ANY_ANSWERS[0], ANY_ANSWERS[4]]
      written.push({ title: '', body: text.text, bodies: bodies.map((b) => fill(b, text.slots)), parent: false })
    }
  }
  return written
}

/** The demo forum as of `now` (ms): the same content on every machine, times relative to now. */
export function demoForum(now: number): DemoPost[] {
  const random = prng(hash('demo-forum'))
  const posts: DemoPost[] = []
  for (const tab of TAB_TEMPLATES) {
    const written = [
      ...questionsOf(random, tab).map((w) => ({ ...w, kind: 'question' as const })),
      ...topicsOf(random, tab).map((w) => ({ ...w, kind: 'topic' as const }))
    ]
    for (const w of written) {
      const author = pick(random, tab.level === 'university' ? UNIVERSITY : w.parent ? PARENTS : STUDENTS)
      const picked = tab.hashtags.length > 0 && random() < 0.5 ? [pick(random, tab.hashtags)] : []
      const createdAt = between(random, now - 10 * MINUTE_MS, now - DAYS * DAY_MS, 1.5)
      const post = { author, level: tab.level, kind: w.kind, createdAt }
      posts.push({
        ...post,
        tab: tab.tab,
        title: w.title,
        body: w.body,
        hashtags: mergeHashtags(picked, [w.title, w.body], FORUM_LIMITS.hashtagsMax),
        qaTag: w.kind === 'topic' ? null : pick(random, tab.qaTags),
        answers: answersFor(random, w.bodies, post, now),
        likes: sample(
          random,
          EVERYONE.filter((k) => k !== author),
          Math.floor(random() ** 2 * 24)
        ).map((member) => ({ member, createdAt: between(random, createdAt.getTime(), now, 3) }))
      })
    }
  }
  return posts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

type Row = Record<string, string | number | null>
const column = (name: string, type: ColumnType): Column<Row> => ({ name, type, value: (row) => row[name] })
const columns = (spec: Record<string, ColumnType>) => Object.entries(spec).map(([name, type]) => column(name, type))

const MEMBER_COLUMNS = columns({ username: 'text', grade: 'text', role: 'text', is_demo: 'bool' })
const POST_COLUMNS = columns({
  author_id: 'bigint',
  kind: 'text',
  level: 'text',
  tab: 'text',
  title: 'text',
  body: 'text',
  hashtags: 'jsonb',
  qa_tag: 'text',
  like_count: 'int',
  answer_count: 'int',
  is_demo: 'bool',
  created_at: 'timestamptz'
})
const REPLY_COLUMNS = columns({ post_id: 'bigint', parent_id: 'bigint', author_id: 'bigint', body: 'text', is_demo: 'bool', created_at: 'timestamptz' })
const LIKE_COLUMNS = columns({ post_id: 'bigint', user_id: 'bigint', created_at: 'timestamptz' })

export interface DemoForumCounts {
  members: number
  posts: number
  answers: number
  replies: number
  likes: number
}

/** Writes the demo forum when the forum has no post yet; null otherwise. */
export async function seedDemoForum(database: Database, now = Date.now()): Promise<DemoForumCounts | null> {
  const [{ n }] = await database.db.select({ n: count() }).from(forumPosts)
  if (n > 0) return null
  const posts = demoForum(now)
  return database.db.transaction(async (tx) => {
    const memberIds = await insertRows(
      tx,
      'users',
      MEMBER_COLUMNS,
      DEMO_MEMBERS.map((m) => ({ username: m.name, grade: m.grade, role: m.role, is_demo: 'true' }))
    )
    const postIds = await insertRows(
      tx,
      'forum_posts',
      POST_COLUMNS,
      posts.map((p) => ({
        author_id: memberIds[p.author],
        kind: p.kind,
        level: p.level,
        tab: p.tab,
        title: p.title,
        body: p.body,
        hashtags: JSON.stringify(p.hashtags),
        qa_tag: p.qaTag,
        like_count: p.likes.length,
        answer_count: p.answers.length,
        is_demo: 'true',
        created_at: p.createdAt.toISOString()
      }))
    )
    // Answers in time order (their ids order them within a post), then the replies.
    const answers = posts.flatMap((p, i) => p.answers.map((a) => ({ ...a, postId: postIds[i] }))).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    const replyRow = (r: DemoReply, postId: number, parentId: number | null): Row => ({
      post_id: postId,
      parent_id: parentId,
      author_id: memberIds[r.author],
      body: r.body,
      is_demo: 'true',
      created_at: r.createdAt.toISOString()
    })
    const answerIds = await insertRows(
      tx,
      'forum_replies',
      REPLY_COLUMNS,
      answers.map((a) => replyRow(a, a.postId, null))
    )
    const replies = answers
      .flatMap((a, i) => a.replies.map((r) => ({ ...r, postId: a.postId, parentId: answerIds[i] })))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    await insertRows(
      tx,
      'forum_replies',
      REPLY_COLUMNS,
      replies.map((r) => replyRow(r, r.postId, r.parentId))
    )
    const likes = posts.flatMap((p, i) => p.likes.map((l) => ({ post_id: postIds[i], user_id: memberIds[l.member], created_at: l.createdAt.toISOString() })))
    await insertRows(tx, 'forum_likes', LIKE_COLUMNS, likes, 'post_id')
    return { members: memberIds.length, posts: postIds.length, answers: answers.length, replies: replies.length, likes: likes.length }
  })
}
