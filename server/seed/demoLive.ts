/**
 * The demo live classes (示例数据, issue 24; docs/live.md "Demo"): two groups, sessions spread
 * around the seed time — past ones (回放), one live now, one "24 小时自习室" that stays live for a
 * year so a demo always has a room to enter, upcoming ones, two paid (¥9.9) — and a few
 * universities' sessions on real institutions found by name (skipped when absent). Covers are drawn
 * as SVG and made JPEG by sharp; the placeholder stream is a short looped MP4 drawn frame by frame
 * and encoded by h264-mp4-encoder (WebAssembly, no ffmpeg), stored under LIVE_PLACEHOLDER_KEY.
 * Every text here is our own.
 */
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '../db/open'
import { files, institutions, liveGroups, liveSessions, users } from '../db/schema'
import { LIVE_PLACEHOLDER_KEY } from '../services/live/sessions'
import type { FileStore } from '../storage/local'
import { DEMO_LABEL, DEMO_PHONE, seedAreaOnce } from './demo'

const HOUR = 3_600_000
const DAY = 24 * HOUR

interface DemoSession {
  title: string
  host: string
  description: string
  /** Start and length relative to the seed time. */
  startMs: number
  lengthMs: number
  priceFen?: number
  group?: 0 | 1
  /** A university's session: the institution's name. */
  institution?: string
  color: string
}

const GROUPS = [
  { title: '志愿填报公开课', description: '从规则到策略，一步步讲清志愿怎么填。' },
  { title: '高三冲刺直播课', description: '各科老师在线带练，答疑解惑。' }
]

const SESSIONS: DemoSession[] = [
  {
    title: '24 小时自习直播间',
    host: '自习室管理员',
    description: '全天开放的陪伴式自习室：打开直播一起学习，在聊天区打卡、互相鼓励。',
    startMs: -HOUR,
    lengthMs: 365 * DAY,
    group: 1,
    color: '#3a7bd5'
  },
  {
    title: '冲稳保怎么分：志愿梯度入门',
    host: '王老师',
    description: '用位次而不是分数看学校，讲解“冲、稳、保”三档的比例与常见误区。',
    startMs: -30 * 60_000,
    lengthMs: 2 * HOUR,
    group: 0,
    color: '#e0743c'
  },
  {
    title: '新高考选科与专业要求',
    host: '李老师',
    description: '3+1+2 模式下如何看专业的选科要求，怎样避开选科限制。',
    startMs: -2 * DAY,
    lengthMs: 90 * 60_000,
    group: 0,
    color: '#2e9e6b'
  },
  {
    title: '数学压轴题：导数专题精讲',
    host: '陈老师',
    description: '导数综合题的三类常见设问与通用思路，附课后练习。',
    startMs: -5 * DAY,
    lengthMs: 2 * HOUR,
    priceFen: 990,
    group: 1,
    color: '#7b4fd0'
  },
  {
    title: '英语作文提分：结构与衔接',
    host: '赵老师',
    description: '应用文与读后续写的结构模板，以及让文章更连贯的衔接词。',
    startMs: DAY + 2 * HOUR,
    lengthMs: 90 * 60_000,
    group: 1,
    color: '#d04f7b'
  },
  {
    title: '物理实验题满分攻略',
    host: '孙老师',
    description: '电学与力学实验题的读图、误差分析与规范作答。',
    startMs: 3 * DAY,
    lengthMs: 2 * HOUR,
    priceFen: 990,
    group: 1,
    color: '#4f8fd0'
  },
  {
    title: '平行志愿投档规则详解',
    host: '王老师',
    description: '“分数优先、遵循志愿、一轮投档”是什么意思，退档风险从哪里来。',
    startMs: 6 * DAY,
    lengthMs: 90 * 60_000,
    group: 0,
    color: '#c99a2e'
  },
  {
    title: '走进北京大学：招生政策解读',
    host: '北京大学招生宣传（示例）',
    description: '介绍学校概况、培养特色与往年招生安排（示例内容，非学校官方发布）。',
    startMs: 2 * DAY,
    lengthMs: HOUR,
    institution: '北京大学',
    color: '#8c1b1b'
  },
  {
    title: '清华大学开放日直播',
    host: '清华大学招生宣传（示例）',
    description: '带你云游校园，了解大类培养与书院制度（示例内容，非学校官方发布）。',
    startMs: -3 * DAY,
    lengthMs: HOUR,
    institution: '清华大学',
    color: '#5b2a86'
  },
  {
    title: '浙江大学专业介绍会',
    host: '浙江大学招生宣传（示例）',
    description: '工科试验班与各专业的分流方式（示例内容，非学校官方发布）。',
    startMs: -20 * 60_000,
    lengthMs: 2 * HOUR,
    institution: '浙江大学',
    color: '#1b5e8c'
  },
  {
    title: '武汉大学招生咨询会',
    host: '武汉大学招生宣传（示例）',
    description: '专业设置、转专业政策与校园生活答疑（示例内容，非学校官方发布）。',
    startMs: 8 * DAY,
    lengthMs: HOUR,
    institution: '武汉大学',
    color: '#2e7d4f'
  }
]

const COVER_W = 640
const COVER_H = 360

/** A cover: the session's colour, soft circles and a play mark (no text: the page shows the title). */
function coverSvg(color: string, index: number): string {
  const circles = [0, 1, 2]
    .map(
      (k) =>
        `<circle cx="${80 + ((index * 97 + k * 211) % 520)}" cy="${60 + ((index * 53 + k * 131) % 260)}" r="${40 + k * 30}" fill="#fff" opacity="${0.08 + k * 0.04}"/>`
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_W}" height="${COVER_H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}<circle cx="320" cy="180" r="54" fill="#fff" opacity="0.9"/><path d="M302 150 L350 180 L302 210 Z" fill="${color}"/></svg>`
}

const VIDEO_W = 320
const VIDEO_H = 180
const VIDEO_FPS = 10
const VIDEO_FRAMES = 60

/** The placeholder stream: a bar sweeping over a slowly shifting gradient, 6 s, looped by the player. */
export async function placeholderVideo(): Promise<Buffer> {
  const { createH264MP4Encoder } = await import('h264-mp4-encoder')
  const encoder = await createH264MP4Encoder()
  encoder.width = VIDEO_W
  encoder.height = VIDEO_H
  encoder.frameRate = VIDEO_FPS
  encoder.initialize()
  const frame = new Uint8Array(VIDEO_W * VIDEO_H * 4)
  for (let f = 0; f < VIDEO_FRAMES; f++) {
    const phase = f / VIDEO_FRAMES
    const bar = Math.floor(phase * VIDEO_W)
    for (let y = 0; y < VIDEO_H; y++) {
      for (let x = 0; x < VIDEO_W; x++) {
        const i = (y * VIDEO_W + x) * 4
        const onBar = Math.abs(x - bar) < 6
        frame[i] = onBar ? 255 : 30 + Math.floor((x / VIDEO_W) * 60)
        frame[i + 1] = onBar ? 255 : 60 + Math.floor((y / VIDEO_H) * 80 + 40 * Math.sin(phase * 2 * Math.PI))
        frame[i + 2] = onBar ? 255 : 140 + Math.floor(60 * phase)
        frame[i + 3] = 255
      }
    }
    encoder.addFrameRgba(frame)
  }
  encoder.finalize()
  const bytes = Buffer.from(encoder.FS.readFile(encoder.outputFilename))
  encoder.delete()
  return bytes
}

/** Seeds the demo live classes once; null when sessions exist already. */
export async function seedDemoLive(
  database: Database,
  store: FileStore | undefined,
  now = Date.now()
): Promise<{ groups: number; sessions: number; univ: number; ms: number } | null> {
  const db = database.db
  return seedAreaOnce(db, liveSessions, async () => {
    const names = [...new Set(SESSIONS.flatMap((s) => (s.institution ? [s.institution] : [])))]
    const found = names.length ? await db.select({ id: institutions.id, name: institutions.name }).from(institutions).where(inArray(institutions.name, names)) : []
    const institutionOf = new Map(found.map((r) => [r.name, r.id]))
    const sessions = SESSIONS.filter((s) => !s.institution || institutionOf.has(s.institution))

    let covers: (string | null)[] = sessions.map(() => null)
    if (store) {
      // The files belong to the demo account (seed/demo.ts), else to a demo user of their own.
      const [account] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_PHONE))
      const [host] = account ? [account] : await db.insert(users).values({ username: '示例直播间', isDemo: true }).returning({ id: users.id })
      const [video, ...pictures] = await Promise.all([
        placeholderVideo(),
        ...sessions.map((s, i) =>
          sharp(Buffer.from(coverSvg(s.color, i)))
            .jpeg({ quality: 80 })
            .toBuffer()
        )
      ])
      covers = pictures.map(() => store.newKey('jpg'))
      await Promise.all([store.write(LIVE_PLACEHOLDER_KEY, video), ...pictures.map((bytes, i) => store.write(covers[i]!, bytes))])
      await db
        .insert(files)
        .values([
          { key: LIVE_PLACEHOLDER_KEY, ownerId: host.id, suffix: 'mp4', size: video.length, status: 'done' },
          ...pictures.map((bytes, i) => ({ key: covers[i]!, ownerId: host.id, suffix: 'jpg', size: bytes.length, status: 'done' }))
        ])
        .onConflictDoNothing()
    }

    await db.transaction(async (tx) => {
      const groups = await tx
        .insert(liveGroups)
        .values(GROUPS.map((g) => ({ ...g, isDemo: true, createdAt: new Date(now) })))
        .returning({ id: liveGroups.id })
      await tx.insert(liveSessions).values(
        sessions.map((s, i) => ({
          groupId: s.group === undefined ? null : groups[s.group].id,
          institutionId: s.institution ? institutionOf.get(s.institution)! : null,
          title: s.title,
          host: s.host,
          description: `${s.description}\n本场为${DEMO_LABEL}，仅供演示。`,
          coverKey: covers[i],
          startsAt: new Date(now + s.startMs),
          endsAt: new Date(now + s.startMs + s.lengthMs),
          priceFen: s.priceFen ?? 0,
          isDemo: true,
          createdAt: new Date(now)
        }))
      )
    })
    return { groups: GROUPS.length, sessions: sessions.length, univ: sessions.filter((s) => s.institution).length }
  })
}
