/**
 * The demo video courses (示例数据, issue 24): one course per subject, 2–3 chapters of 2–4 lessons
 * each, titles, teachers and descriptions written for this app. Each lesson plays one of the few
 * demo clips of demoStudyMedia.ts (their lengths are the lessons' durations), stored once in the
 * FileStore and shared, so the seed stays fast; each course has its own drawn cover.
 *
 * - Covers are `files` rows of the demo study account (学习中心, is_demo, no phone: nobody logs in
 *   as it), served and thumbnailed like any picture; clips are cloud-shaped objects handed out as
 *   signed URLs. Without a store (a test of the seed alone) there are no covers, and the lessons
 *   name clip keys that hold nothing.
 * - Runs once: nothing is written when courses exist.
 */
import type { StudySubject } from '../../types/study'
import type { Database } from '../db/open'
import { files, studyChapters, studyCourses, studyLessons, users } from '../db/schema'
import type { FileStore } from '../storage/store'
import { DEMO_LABEL, seedAreaOnce } from './demo'
import { DEMO_CLIPS, coverSvg, renderClip, renderCover } from './demoStudyMedia'

export const DEMO_STUDY_OWNER = '学习中心'

export interface DemoCourse {
  subject: StudySubject
  title: string
  teacher: string
  description: string
  color: string
  weight?: number
  /** Chapters: title and lesson titles. */
  chapters: [string, string[]][]
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    subject: 'math',
    title: '高一数学·函数专题精讲',
    teacher: '林知远',
    description: '从函数的概念讲起，梳理单调性、奇偶性与周期性，再到指数、对数函数的图像与性质，每讲配一道典型例题。',
    color: '#2f6fde',
    weight: 10,
    chapters: [
      ['第一章 函数的概念与性质', ['函数的概念与表示', '函数的单调性', '函数的奇偶性']],
      ['第二章 指数函数与对数函数', ['指数运算与指数函数', '对数的运算', '对数函数的图像与性质']],
      ['第三章 函数的应用', ['零点与二分法', '函数模型的应用']]
    ]
  },
  {
    subject: 'chinese',
    title: '高考语文·古诗文阅读方法',
    teacher: '沈清禾',
    description: '文言实词虚词的积累方法、句式判断与翻译技巧，古诗鉴赏的意象、手法与情感分析，一步一步讲清答题思路。',
    color: '#c2543a',
    weight: 8,
    chapters: [
      ['第一章 文言文阅读', ['实词推断的四种方法', '常见虚词的用法', '文言句式与翻译']],
      ['第二章 古代诗歌鉴赏', ['读懂意象与意境', '表现手法辨析']]
    ]
  },
  {
    subject: 'english',
    title: '英语阅读理解提分课',
    teacher: 'Grace 周',
    description: '主旨大意、细节理解、推理判断与词义猜测四类题的解法，配合长难句拆分训练，提升阅读速度与准确率。',
    color: '#1f9d8b',
    weight: 6,
    chapters: [
      ['Unit 1 题型突破', ['主旨大意题', '细节理解题', '推理判断题', '词义猜测题']],
      ['Unit 2 长难句', ['定语从句的拆分', '非谓语动词的识别']]
    ]
  },
  {
    subject: 'physics',
    title: '物理必修一·运动与力',
    teacher: '顾明哲',
    description: '匀变速直线运动的规律、受力分析与牛顿运动定律，用图像法和整体隔离法解决常见题型。',
    color: '#5b4bc4',
    chapters: [
      ['第一章 运动的描述', ['位移与速度', '加速度']],
      ['第二章 匀变速直线运动', ['速度与时间的关系', '位移与时间的关系', '自由落体运动']],
      ['第三章 相互作用', ['受力分析', '力的合成与分解']]
    ]
  },
  {
    subject: 'chemistry',
    title: '化学反应原理入门',
    teacher: '许若溪',
    description: '化学反应速率与化学平衡、电离平衡与水解，帮助你建立“平衡”的思维方式。',
    color: '#d08a1e',
    chapters: [
      ['第一章 化学反应速率', ['反应速率的表示', '影响反应速率的因素']],
      ['第二章 化学平衡', ['平衡状态的判断', '平衡移动原理', '平衡常数的计算']]
    ]
  },
  {
    subject: 'biology',
    title: '生物·细胞的结构与功能',
    teacher: '苏一苇',
    description: '细胞膜、细胞器与细胞核的结构和功能，物质跨膜运输的方式，结合示意图理解“结构与功能相适应”。',
    color: '#3f9a45',
    chapters: [
      ['第一章 细胞的基本结构', ['细胞膜的结构', '细胞器之间的分工', '细胞核的功能']],
      ['第二章 物质的输入和输出', ['被动运输', '主动运输与胞吞胞吐']]
    ]
  },
  {
    subject: 'history',
    title: '中国古代史专题串讲',
    teacher: '陆景行',
    description: '按政治制度、经济发展、思想文化三条线索串讲中国古代史，帮你搭好时间轴与知识框架。',
    color: '#8a5a3b',
    chapters: [
      ['专题一 政治制度的演变', ['分封制与郡县制', '三省六部制', '明清君主专制的加强']],
      ['专题二 经济与社会', ['农业与手工业的发展', '商业与城市']]
    ]
  },
  {
    subject: 'politics',
    title: '思想政治·经济生活要点',
    teacher: '宋嘉言',
    description: '价格与供求、消费与生产、分配与市场经济，用生活中的例子讲清基本原理与答题术语。',
    color: '#b8325b',
    chapters: [
      ['第一单元 生活与消费', ['价格的决定与变动', '消费及其类型']],
      ['第二单元 生产与经营', ['生产与消费的关系', '企业与劳动者']]
    ]
  },
  {
    subject: 'geography',
    title: '地理·地球运动与气候',
    teacher: '韩知夏',
    description: '地球自转与公转的地理意义、大气受热过程、气压带风带与气候类型的分布规律。',
    color: '#2a86b8',
    chapters: [
      ['第一章 地球的运动', ['地球自转的地理意义', '昼夜长短的变化', '正午太阳高度']],
      ['第二章 大气', ['大气的受热过程', '气压带和风带', '气候类型的判读']]
    ]
  }
]

const descriptionOf = (course: DemoCourse) => `${course.description}\n本课程为${DEMO_LABEL}，视频为演示画面。`

/** Seeds the demo courses once; null when courses exist already. */
export async function seedDemoStudy(
  database: Database,
  store: FileStore | undefined,
  now = Date.now()
): Promise<{ courses: number; chapters: number; lessons: number; clips: number; ms: number } | null> {
  const db = database.db
  return seedAreaOnce(db, studyCourses, async () => {
    const clipKeys = DEMO_CLIPS.map(() => (store ? store.newCloudKey() : `cloud/${'0'.repeat(32)}`))
    let covers: (string | null)[] = DEMO_COURSES.map(() => null)
    if (store) {
      const [owner] = await db.insert(users).values({ username: DEMO_STUDY_OWNER, isDemo: true }).returning({ id: users.id })
      // One clip at a time (the encoder is synchronous WebAssembly), the covers meanwhile.
      const drawn = Promise.all(DEMO_COURSES.map((course, i) => renderCover(coverSvg(course.color, 7919 * (i + 1)))))
      for (const [i, clip] of DEMO_CLIPS.entries()) await store.write(clipKeys[i], await renderClip(clip))
      const pictures = await drawn
      covers = pictures.map(() => store.newKey('jpg'))
      await Promise.all(pictures.map((bytes, i) => store.write(covers[i]!, bytes)))
      await db.insert(files).values(pictures.map((bytes, i) => ({ key: covers[i]!, ownerId: owner.id, suffix: 'jpg', size: bytes.length, status: 'done' })))
    }

    let chapterCount = 0
    let lessonCount = 0
    await db.transaction(async (tx) => {
      for (const [i, course] of DEMO_COURSES.entries()) {
        const createdAt = new Date(now - i * 3_600_000)
        const [row] = await tx
          .insert(studyCourses)
          .values({
            subject: course.subject,
            title: course.title,
            teacher: course.teacher,
            description: descriptionOf(course),
            coverKey: covers[i],
            isDemo: true,
            weight: course.weight ?? 0,
            createdAt
          })
          .returning({ id: studyCourses.id })
        for (const [c, [title, lessons]] of course.chapters.entries()) {
          const [chapter] = await tx.insert(studyChapters).values({ courseId: row.id, title, sort: c }).returning({ id: studyChapters.id })
          await tx.insert(studyLessons).values(
            lessons.map((lessonTitle, l) => {
              const clip = (lessonCount + l) % DEMO_CLIPS.length
              return {
                courseId: row.id,
                chapterId: chapter.id,
                title: lessonTitle,
                videoKey: clipKeys[clip],
                posterKey: covers[i],
                durationS: DEMO_CLIPS[clip].seconds,
                sort: l,
                // A few views so 最热 has an order on a fresh install.
                views: ((i * 37 + c * 11 + l * 7) % 50) + 3,
                createdAt: new Date(createdAt.getTime() + (c * 10 + l) * 60_000)
              }
            })
          )
          lessonCount += lessons.length
          chapterCount += 1
        }
      }
    })
    return { courses: DEMO_COURSES.length, chapters: chapterCount, lessons: lessonCount, clips: store ? DEMO_CLIPS.length : 0 }
  })
}
