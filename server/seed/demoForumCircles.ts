/**
 * Demo circles (示例数据, issue 19 "circles"): written after the demo forum and its votes
 * (seedAll.ts), on a database whose demo members exist and which has no circle yet.
 *
 * Four circles per level, each tied to tabs of its level (and, for 新高考选科交流, a hashtag); the
 * level's demo members join each with a seeded PRNG (member_count equals the rows), and about half
 * of the matching demo posts, not yet in a circle, are moved into it, so every circle's feed has
 * posts. Every row is is_demo.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { ForumLevel } from '../../types/forum'
import type { Database } from '../db/open'
import { forumCircleMembers, forumCircles, forumPosts } from '../db/schema'
import { demoMembersByLevel } from './demoMembers'
import { hash, prng } from './sampleOneScore'

const DAY_MS = 24 * 60 * 60 * 1000

interface DemoCircle {
  slug: string
  level: ForumLevel
  name: string
  description: string
  /** The tabs whose posts it takes a share of. */
  tabs: readonly string[]
  /** Or posts that carry this hashtag. */
  hashtag?: string
}

export const DEMO_CIRCLES: readonly DemoCircle[] = [
  {
    slug: 'gaokao-2027',
    level: 'middle_school',
    name: '2027届高考冲刺',
    description: '27届同学的备考基地：每日打卡、复习计划、模考复盘，一起冲刺高考。',
    tabs: ['study']
  },
  {
    slug: 'xuanke',
    level: 'middle_school',
    name: '新高考选科交流',
    description: '3+1+2 怎么选？物理还是历史、再选哪两门，聊聊选科与专业、院校的关系。',
    tabs: ['gaokao'],
    hashtag: '新高考选科'
  },
  {
    slug: 'qiangji',
    level: 'middle_school',
    name: '强基计划',
    description: '强基计划的报名、校测、入围分数与培养方式，往届学长学姐答疑。',
    tabs: ['qiangji']
  },
  {
    slug: 'zhiyuan',
    level: 'middle_school',
    name: '志愿填报互助',
    description: '位次怎么用、冲稳保怎么排、平行志愿怎么填，家长和同学互相帮看志愿表。',
    tabs: ['apply']
  },
  {
    slug: 'kaoyan',
    level: 'university',
    name: '考研交流',
    description: '择校择专业、备考时间线、复试调剂，研友们一起上岸。',
    tabs: ['kaoyan']
  },
  {
    slug: 'college-life',
    level: 'university',
    name: '大学生活',
    description: '宿舍、社团、选课、早八，分享大学里的日常与烦恼。',
    tabs: ['campus']
  },
  {
    slug: 'career',
    level: 'university',
    name: '求职实习',
    description: '简历、笔试面试、实习内推与offer选择，职场新人互助。',
    tabs: ['career']
  },
  {
    slug: 'kaogong',
    level: 'university',
    name: '考公上岸',
    description: '国考省考、选调生、事业编：岗位怎么选、行测申论怎么学。',
    tabs: ['kaogong']
  }
]

/** Writes the demo circles when the demo members exist and there is no circle yet; what it wrote, or null. */
export async function seedDemoForumCircles(database: Database, now = Date.now()): Promise<{ circles: number; members: number; posts: number } | null> {
  const db = database.db
  const [anyCircle] = await db.select({ id: forumCircles.id }).from(forumCircles).limit(1)
  if (anyCircle) return null
  const ofLevel = await demoMembersByLevel(db)
  if (!ofLevel) return null

  const random = prng(hash('demo-forum-circles'))
  return db.transaction(async (tx) => {
    let members = 0
    let posts = 0
    for (const [i, circle] of DEMO_CIRCLES.entries()) {
      const createdAt = now - (90 - i) * DAY_MS
      const joiners = ofLevel(circle.level).filter(() => random() < 0.65)
      const [row] = await tx
        .insert(forumCircles)
        .values({
          slug: circle.slug,
          level: circle.level,
          name: circle.name,
          description: circle.description,
          memberCount: joiners.length,
          isDemo: true,
          createdAt: new Date(createdAt)
        })
        .returning({ id: forumCircles.id })
      if (joiners.length > 0) {
        await tx.insert(forumCircleMembers).values(joiners.map((userId, k) => ({ circleId: row.id, userId, createdAt: new Date(createdAt + (k + 1) * DAY_MS) })))
      }
      members += joiners.length

      const candidates = await tx
        .select({ id: forumPosts.id, tab: forumPosts.tab, hashtags: forumPosts.hashtags })
        .from(forumPosts)
        .where(and(eq(forumPosts.isDemo, true), eq(forumPosts.level, circle.level), isNull(forumPosts.circleId)))
        .orderBy(asc(forumPosts.id))
      const matching = candidates.filter((p) => circle.tabs.includes(p.tab) || (circle.hashtag !== undefined && p.hashtags.includes(circle.hashtag)))
      const chosen = matching.filter(() => random() < 0.5).map((p) => p.id)
      if (chosen.length > 0) await tx.update(forumPosts).set({ circleId: row.id }).where(inArray(forumPosts.id, chosen))
      posts += chosen.length
    }
    return { circles: DEMO_CIRCLES.length, members, posts }
  })
}
