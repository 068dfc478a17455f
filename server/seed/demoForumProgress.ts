/**
 * Demo progress (示例数据, 进展反馈): written right after the demo forum (seedAll.ts), on a database
 * whose demo questions exist and which has no progress note yet.
 *
 * Each entry of DEMO_PROGRESS picks, in its level and tab, the demo question with the most answers
 * (the lowest id on a tie; one question per entry) among those at least three days old, and gives
 * it its notes, spread in time order over the later part of the question's life (after most
 * answers came); a solved one is marked solved at its last note. Every note is is_demo and
 * published. The same questions and notes on every install.
 */
import { and, asc, count, desc, eq, lt, notInArray } from 'drizzle-orm'
import type { ForumLevel } from '../../types/forum'
import type { Database } from '../db/open'
import { forumPosts, forumProgress } from '../db/schema'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

interface DemoProgress {
  level: ForumLevel
  tab: string
  /** 1–3 notes, oldest first. */
  notes: readonly string[]
  solved: boolean
}

export const DEMO_PROGRESS: readonly DemoProgress[] = [
  {
    level: 'middle_school',
    tab: 'gaokao',
    notes: ['按大家说的把近三年真题按模块整理了一遍，错题重新做，最近一次周测涨了十几分。', '高考结束了，估分比三模高了二十多分，谢谢各位的建议！'],
    solved: true
  },
  {
    level: 'middle_school',
    tab: 'apply',
    notes: ['把志愿按冲稳保重新排了一遍，专业都勾了服从调剂。', '录取结果出来了，被第二志愿录取，专业也是想学的，谢谢大家！'],
    solved: true
  },
  {
    level: 'middle_school',
    tab: 'study',
    notes: ['试了大家说的番茄钟，每天先做最难的一科，效率好了一些，还在坚持。'],
    solved: false
  },
  {
    level: 'middle_school',
    tab: 'qiangji',
    notes: ['强基计划的报名已经提交了，现在在准备笔试。', '初审通过了！接下来准备校测面试，有经验的同学欢迎继续指点。'],
    solved: false
  },
  {
    level: 'university',
    tab: 'kaoyan',
    notes: ['目标院校定下来了，开始跟基础课。', '初试过线了，正在准备复试。', '拟录取了！谢谢各位学长学姐的经验。'],
    solved: true
  },
  {
    level: 'university',
    tab: 'career',
    notes: ['简历按建议改了一版，投了二十多家，有三家约了面试。', '拿到一个满意的 offer，已经签了。'],
    solved: true
  }
]

/** Writes the demo progress when demo questions exist and no note does; the numbers written, or null. */
export async function seedDemoForumProgress(database: Database, now = Date.now()): Promise<{ questions: number; notes: number; solved: number } | null> {
  const db = database.db
  const [{ n }] = await db.select({ n: count() }).from(forumProgress)
  if (n > 0) return null
  return db.transaction(async (tx) => {
    const taken: number[] = []
    let notes = 0
    let solved = 0
    for (const entry of DEMO_PROGRESS) {
      const [question] = await tx
        .select({ id: forumPosts.id, createdAt: forumPosts.createdAt })
        .from(forumPosts)
        .where(
          and(
            eq(forumPosts.isDemo, true),
            eq(forumPosts.kind, 'question'),
            eq(forumPosts.status, 'published'),
            eq(forumPosts.level, entry.level),
            eq(forumPosts.tab, entry.tab),
            lt(forumPosts.createdAt, new Date(now - 3 * DAY_MS)),
            taken.length > 0 ? notInArray(forumPosts.id, taken) : undefined
          )
        )
        .orderBy(desc(forumPosts.answerCount), asc(forumPosts.id))
        .limit(1)
      if (!question) continue
      taken.push(question.id)
      // The later part of the question's life: from 40 % of its age to half an hour ago.
      const asked = question.createdAt.getTime()
      const from = asked + 0.4 * (now - asked)
      const to = now - 30 * MINUTE_MS
      const times = entry.notes.map((_, k) => new Date(Math.round(from + ((to - from) * (k + 1)) / entry.notes.length)))
      await tx.insert(forumProgress).values(entry.notes.map((body, k) => ({ postId: question.id, body, status: 'published', isDemo: true, createdAt: times[k] })))
      notes += entry.notes.length
      if (entry.solved) {
        await tx
          .update(forumPosts)
          .set({ solvedAt: times[times.length - 1] })
          .where(eq(forumPosts.id, question.id))
        solved += 1
      }
    }
    return taken.length === 0 ? null : { questions: taken.length, notes, solved }
  })
}
