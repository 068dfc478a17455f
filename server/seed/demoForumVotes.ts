/**
 * Demo votes (示例数据, issue 19 "Votes"): written right after the demo forum (seedAll.ts), on a
 * database whose demo members exist and which has no vote yet.
 *
 * Four votes per level, in its tabs, single and multiple choice, by demo members of that level,
 * each with ballots from 8 to 14 of the level's demo members (options drawn by weight from a seeded
 * PRNG, so every install gets the same results); each option's vote_count equals its ballots.
 * They are the forum's newest posts: created in the minutes before the seed (the demo forum's
 * newest post is 10 minutes old), so the feed's id order and time order agree; their deadlines are
 * 1 to 7 days ahead, so a fresh install can vote on them. Every row is is_demo.
 */
import { eq } from 'drizzle-orm'
import type { ForumLevel } from '../../types/forum'
import type { Database } from '../db/open'
import { forumBallots, forumPosts, forumVoteOptions } from '../db/schema'
import { demoMembersByLevel, sample, type Random } from './demoMembers'
import { hash, prng } from './sampleOneScore'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

interface DemoVote {
  level: ForumLevel
  tab: string
  title: string
  body: string
  multiple: boolean
  /** Options with the weight a voter gives them. */
  options: [label: string, weight: number][]
  /** How long it runs after the seed. */
  days: number
}

export const DEMO_VOTES: readonly DemoVote[] = [
  {
    level: 'middle_school',
    tab: 'study',
    title: '高三党，你每天晚上几点睡觉？',
    body: '作息小调查，看看大家都几点睡，睡够了吗？',
    multiple: false,
    options: [
      ['10点前', 1],
      ['10点到11点', 3],
      ['11点到12点', 5],
      ['12点以后', 3]
    ],
    days: 3
  },
  {
    level: 'middle_school',
    tab: 'apply',
    title: '填志愿时你最看重什么？（可多选）',
    body: '学校、专业还是城市？选出你最在意的几项。',
    multiple: true,
    options: [
      ['学校名气', 5],
      ['专业前景', 5],
      ['所在城市', 4],
      ['离家距离', 2],
      ['学费和奖学金', 1]
    ],
    days: 7
  },
  {
    level: 'middle_school',
    tab: 'gaokao',
    title: '新高考选科，你选了哪个组合？',
    body: '',
    multiple: false,
    options: [
      ['物化生', 5],
      ['物化地', 3],
      ['物生地', 2],
      ['史政地', 3],
      ['史地生', 1],
      ['其他组合', 1]
    ],
    days: 5
  },
  {
    level: 'middle_school',
    tab: 'campus',
    title: '高考结束后最想做的第一件事？',
    body: '先立个小目标，考完就去实现！',
    multiple: false,
    options: [
      ['睡到自然醒', 5],
      ['出去旅行', 4],
      ['学车考驾照', 2],
      ['打工赚钱', 1],
      ['和朋友聚餐', 3]
    ],
    days: 1
  },
  {
    level: 'university',
    tab: 'kaoyan',
    title: '大三了，考研还是直接工作？',
    body: '身边的人都在纠结，来投个票看看大家的选择。',
    multiple: false,
    options: [
      ['考研', 5],
      ['直接工作', 3],
      ['考公考编', 3],
      ['出国留学', 1],
      ['还没想好', 2]
    ],
    days: 7
  },
  {
    level: 'university',
    tab: 'career',
    title: '找实习最常用的渠道是？（可多选）',
    body: '',
    multiple: true,
    options: [
      ['学校就业网', 2],
      ['招聘App', 5],
      ['师兄师姐内推', 4],
      ['老师推荐', 1],
      ['企业官网', 2]
    ],
    days: 5
  },
  {
    level: 'university',
    tab: 'campus',
    title: '你们学校的早八多吗？',
    body: '早八人，早八魂，早八都是人上人。',
    multiple: false,
    options: [
      ['每天都有', 3],
      ['一周三四次', 4],
      ['偶尔有', 2],
      ['几乎没有', 1]
    ],
    days: 3
  },
  {
    level: 'university',
    tab: 'major',
    title: '如果可以重新选，你还会选现在的专业吗？',
    body: '',
    multiple: false,
    options: [
      ['会', 4],
      ['不会', 3],
      ['说不好', 3]
    ],
    days: 2
  }
]

/** An index of `weights`, drawn in proportion to them. */
function drawWeighted(random: Random, weights: readonly number[]): number {
  let left = random() * weights.reduce((a, b) => a + b, 0)
  for (let i = 0; i < weights.length; i++) {
    left -= weights[i]
    if (left < 0) return i
  }
  return weights.length - 1
}

/** One voter's choice: one option, or on a multiple-choice vote one to three different ones (in option order). */
function choose(random: Random, vote: DemoVote): number[] {
  const weights = vote.options.map(([, w]) => w)
  const wanted = vote.multiple ? 1 + Math.floor(random() * 3) : 1
  const chosen = new Set<number>()
  for (let tries = 0; chosen.size < wanted && tries < 20; tries++) chosen.add(drawWeighted(random, weights))
  return [...chosen].sort((a, b) => a - b)
}

/** Writes the demo votes when the demo members exist and there is no vote yet; the number written, or null. */
export async function seedDemoForumVotes(database: Database, now = Date.now()): Promise<{ votes: number; ballots: number } | null> {
  const db = database.db
  const [anyVote] = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.kind, 'vote')).limit(1)
  if (anyVote) return null
  const ofLevel = await demoMembersByLevel(db)
  if (!ofLevel) return null

  const random = prng(hash('demo-forum-votes'))
  return db.transaction(async (tx) => {
    let ballots = 0
    for (const [i, vote] of DEMO_VOTES.entries()) {
      const members = ofLevel(vote.level)
      const createdAt = now - (9 - i) * MINUTE_MS
      const [author, ...others] = sample(random, members, members.length)
      const [post] = await tx
        .insert(forumPosts)
        .values({
          authorId: author,
          kind: 'vote',
          level: vote.level,
          tab: vote.tab,
          title: vote.title,
          body: vote.body,
          voteMultiple: vote.multiple,
          voteDeadline: new Date(now + vote.days * DAY_MS),
          isDemo: true,
          createdAt: new Date(createdAt)
        })
        .returning({ id: forumPosts.id })
      const voters = others.slice(0, 8 + Math.floor(random() * 7))
      const choices = voters.map(() => choose(random, vote))
      const counts = vote.options.map((_, k) => choices.filter((c) => c.includes(k)).length)
      const options = await tx
        .insert(forumVoteOptions)
        .values(vote.options.map(([label], position) => ({ postId: post.id, position, label, voteCount: counts[position] })))
        .returning({ id: forumVoteOptions.id, position: forumVoteOptions.position })
      const idAt = new Map(options.map((o) => [o.position, o.id]))
      await tx.insert(forumBallots).values(
        voters.map((userId, k) => ({
          postId: post.id,
          userId,
          optionIds: choices[k].map((position) => idAt.get(position)!),
          createdAt: new Date(createdAt + ((k + 1) * (now - createdAt)) / (voters.length + 1))
        }))
      )
      ballots += voters.length
    }
    return { votes: DEMO_VOTES.length, ballots }
  })
}
