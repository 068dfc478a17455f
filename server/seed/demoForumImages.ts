/**
 * The demo forum's pictures (示例数据, issue 19 "Demo content … images"): after the demo forum
 * (seedAll.ts), a share of demo questions and topics get one to three pictures, drawn here as SVG
 * and made JPEG by sharp (no picture files ship, no text in them, so no font is needed):
 *
 * - photos: a sky, hills or a campus building, in the light of some hour (校园 tabs, most topics);
 * - notes: a ruled notebook page with handwriting-like strokes and a highlighter, on a desk
 *   (study tabs: 高考, 强基, 学习, 考研, 考公);
 * - charts: bars or a rising line on a card (tabs about choosing: 志愿, 专业, 就业).
 *
 * Every picture is a finished upload of the post's author (a files row, status done) written
 * through the same FileStore as uploads, so it is served, thumbnailed and checked like any other.
 * Which posts, which kinds and every shape come from a seeded PRNG: the same pictures on every
 * install (the keys alone are random, as for uploads). The newest topics of each level always get
 * some and the newest posts more often than older ones, so the home tab's first screen shows
 * pictures. Only demo members' posts (not the demo account's). About 0.6 s for the DEMO_IMAGES_MAX
 * pictures.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '../db/open'
import { files, forumPosts, users } from '../db/schema'
import type { FileStore } from '../storage/local'
import { hash, prng } from './sampleOneScore'

/** At most this many pictures in all. */
export const DEMO_IMAGES_MAX = 28
const WIDTH = 800
const HEIGHT = 600
const QUALITY = 82

type Random = () => number
export type DemoPictureKind = 'photo' | 'notes' | 'chart'

const TAB_KINDS: Record<string, DemoPictureKind> = {
  gaokao: 'notes',
  qiangji: 'notes',
  study: 'notes',
  kaoyan: 'notes',
  kaogong: 'notes',
  apply: 'chart',
  major: 'chart',
  career: 'chart',
  campus: 'photo'
}

const between = (random: Random, from: number, to: number) => from + (to - from) * random()
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]
const round = (n: number) => Math.round(n * 10) / 10

/** Sky colours of a few hours: top, horizon, sun. */
const SKIES = [
  ['#4a90d9', '#bfe0f7', '#fff6d5'],
  ['#2f6fb5', '#9fd1f0', '#ffffff'],
  ['#f08a5d', '#fcd6a4', '#fff2c6'],
  ['#6a5acd', '#f7a9a8', '#ffe3b3'],
  ['#3b7dd8', '#d6ecfa', '#fffbe8']
] as const
const HILLS = ['#5b8c5a', '#6f9e5b', '#4d7c6a', '#7a9a6b'] as const

function hills(random: Random, w: number, h: number, base: number, color: string, opacity: number): string {
  const points: string[] = [`0,${h}`]
  const n = 6
  for (let i = 0; i <= n; i++) points.push(`${round((w * i) / n)},${round(base - between(random, 0, h * 0.16))}`)
  points.push(`${w},${h}`)
  return `<polygon points="${points.join(' ')}" fill="${color}" opacity="${opacity}"/>`
}

function tree(x: number, y: number, s: number, color: string): string {
  return `<rect x="${round(x - s * 0.08)}" y="${round(y - s * 0.5)}" width="${round(s * 0.16)}" height="${round(s * 0.5)}" fill="#6b4f3a"/><circle cx="${round(x)}" cy="${round(y - s * 0.7)}" r="${round(s * 0.38)}" fill="${color}"/>`
}

/** A landscape or a campus building under a sky. */
function photoSvg(random: Random, w: number, h: number): string {
  const [top, horizon, sun] = pick(random, SKIES)
  const green = pick(random, HILLS)
  const sunX = round(between(random, 0.15, 0.85) * w)
  const sunY = round(between(random, 0.15, 0.35) * h)
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${round(h * 0.22)}" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="${round(h * 0.06)}" fill="${sun}"/>`
  ]
  for (let i = 0; i < 3; i++) {
    const cx = between(random, 0, w)
    const cy = between(random, 0.08, 0.3) * h
    parts.push(`<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(between(random, 60, 140))}" ry="${round(between(random, 14, 26))}" fill="#fff" opacity="0.55"/>`)
  }
  parts.push(hills(random, w, h, h * 0.62, '#8fb3a0', 0.7))
  if (random() < 0.5) {
    // A teaching building: a block with rows of windows.
    const bw = between(random, 0.4, 0.6) * w
    const bx = between(random, 0.1, 0.9 - bw / w) * w
    const bh = between(random, 0.3, 0.42) * h
    const by = h * 0.72 - bh
    const wall = pick(random, ['#e8ddd0', '#d9c7b0', '#f0e6da', '#cfd8dc'])
    parts.push(`<rect x="${round(bx)}" y="${round(by)}" width="${round(bw)}" height="${round(bh)}" fill="${wall}"/>`)
    parts.push(`<rect x="${round(bx - 8)}" y="${round(by - 14)}" width="${round(bw + 16)}" height="16" fill="#9c6b4e"/>`)
    const cols = Math.floor(bw / 56)
    const rows = Math.floor(bh / 64)
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        parts.push(
          `<rect x="${round(bx + 18 + c * 56)}" y="${round(by + 18 + r * 64)}" width="30" height="38" fill="#7fa7c9" opacity="${round(between(random, 0.6, 0.95))}"/>`
        )
      }
    }
  }
  parts.push(hills(random, w, h, h * 0.78, green, 1))
  parts.push(`<rect y="${round(h * 0.86)}" width="${w}" height="${round(h * 0.14)}" fill="${green}"/>`)
  const trees = 2 + Math.floor(random() * 4)
  for (let i = 0; i < trees; i++)
    parts.push(tree(between(random, 0.05, 0.95) * w, between(random, 0.86, 0.95) * h, between(random, 70, 130), pick(random, ['#3f7d4e', '#4f8f55', '#2e6b45'])))
  parts.push(`<rect width="${w}" height="${h}" fill="url(#vignette)"/>`)
  return parts.join('')
}

/** A line of handwriting-like strokes from x0 to x1 on baseline y. */
function scribble(random: Random, x0: number, x1: number, y: number, color: string): string {
  const parts: string[] = []
  let x = x0
  while (x < x1 - 30) {
    const word = Math.min(x1 - x, between(random, 40, 130))
    let d = `M${round(x)},${round(y)}`
    for (let s = x + 8; s < x + word; s += 8) d += ` L${round(s)},${round(y - between(random, 2, 16))}`
    parts.push(`<path d="${d}" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`)
    x += word + between(random, 14, 26)
  }
  return parts.join('')
}

/** A ruled notebook page with notes, turned a little, on a desk. */
function notesSvg(random: Random, w: number, h: number): string {
  const desk = pick(random, ['#b9895b', '#a47551', '#c9a27a', '#8d6e63'])
  const ink = pick(random, ['#1f3a93', '#222222', '#2c3e50'])
  const angle = round(between(random, -4, 4))
  const px = w * 0.12
  const py = h * 0.06
  const pw = w * 0.76
  const ph = h * 0.9
  const parts = [
    `<rect width="${w}" height="${h}" fill="${desk}"/>`,
    // The desk's grain.
    ...Array.from(
      { length: 9 },
      (_, i) => `<rect y="${round((i * h) / 9 + between(random, 0, 20))}" width="${w}" height="${round(between(random, 4, 12))}" fill="#000" opacity="0.06"/>`
    ),
    `<g transform="rotate(${angle} ${w / 2} ${h / 2})">`,
    `<rect x="${round(px + 10)}" y="${round(py + 12)}" width="${round(pw)}" height="${round(ph)}" fill="#000" opacity="0.22"/>`,
    `<rect x="${round(px)}" y="${round(py)}" width="${round(pw)}" height="${round(ph)}" fill="#fbf8ef"/>`
  ]
  const gap = 36
  for (let y = py + 70; y < py + ph - 10; y += gap)
    parts.push(`<line x1="${round(px)}" y1="${round(y)}" x2="${round(px + pw)}" y2="${round(y)}" stroke="#c5d5ea" stroke-width="2"/>`)
  parts.push(`<line x1="${round(px + 70)}" y1="${round(py)}" x2="${round(px + 70)}" y2="${round(py + ph)}" stroke="#e8a0a0" stroke-width="2"/>`)
  const lines = Math.floor((ph - 90) / gap)
  const highlighted = 1 + Math.floor(random() * (lines - 2))
  for (let i = 0; i < lines; i++) {
    if (random() < 0.12) continue
    const y = py + 70 + i * gap - 6
    const indent = random() < 0.2 ? 40 : 0
    const end = px + pw - between(random, 20, i % 4 === 3 ? 300 : 80)
    if (i === highlighted) parts.push(`<rect x="${round(px + 84)}" y="${round(y - 20)}" width="${round(end - px - 100)}" height="22" fill="#ffe066" opacity="0.55"/>`)
    parts.push(scribble(random, px + 90 + indent, end, y, i === highlighted + 2 ? '#c0392b' : ink))
  }
  parts.push('</g>')
  // A pen beside the page.
  parts.push(
    `<g transform="rotate(${round(between(random, 20, 60))} ${round(w * 0.92)} ${round(h * 0.7)})"><rect x="${round(w * 0.92 - 8)}" y="${round(h * 0.7 - 130)}" width="16" height="260" rx="8" fill="${pick(random, ['#2d3436', '#0984e3', '#d63031'])}"/><rect x="${round(w * 0.92 - 8)}" y="${round(h * 0.7 + 110)}" width="16" height="24" fill="#b2bec3"/></g>`
  )
  return parts.join('')
}

/** Bars or a rising line on a white card with a grid, no labels. */
function chartSvg(random: Random, w: number, h: number): string {
  const accent = pick(random, ['#3478f6', '#00a870', '#f5a623', '#7b61ff'])
  const x0 = w * 0.1
  const x1 = w * 0.94
  const y0 = h * 0.86
  const y1 = h * 0.16
  const parts = [
    `<rect width="${w}" height="${h}" fill="#eef2f7"/>`,
    `<rect x="${round(w * 0.03)}" y="${round(h * 0.04)}" width="${round(w * 0.94)}" height="${round(h * 0.92)}" rx="24" fill="#fff"/>`,
    `<rect x="${round(x0)}" y="${round(h * 0.08)}" width="${round(w * 0.3)}" height="18" rx="9" fill="#dfe4ec"/>`
  ]
  for (let i = 0; i <= 4; i++) {
    const y = y0 - ((y0 - y1) * i) / 4
    parts.push(`<line x1="${round(x0)}" y1="${round(y)}" x2="${round(x1)}" y2="${round(y)}" stroke="#e3e7ee" stroke-width="2"/>`)
  }
  parts.push(`<line x1="${round(x0)}" y1="${round(y0)}" x2="${round(x1)}" y2="${round(y0)}" stroke="#9aa5b5" stroke-width="3"/>`)
  const n = 5 + Math.floor(random() * 4)
  const step = (x1 - x0) / n
  let level = between(random, 0.4, 0.7)
  const values = Array.from({ length: n }, () => (level = Math.min(0.95, Math.max(0.12, level + between(random, -0.12, 0.18)))))
  if (random() < 0.55) {
    values.forEach((v, i) => {
      const bh = (y0 - y1) * v
      const top = i === values.indexOf(Math.max(...values))
      parts.push(
        `<rect x="${round(x0 + i * step + step * 0.2)}" y="${round(y0 - bh)}" width="${round(step * 0.6)}" height="${round(bh)}" rx="6" fill="${accent}" opacity="${top ? 1 : 0.55}"/>`
      )
    })
  } else {
    const points = values.map((v, i) => `${round(x0 + (i + 0.5) * step)},${round(y0 - (y0 - y1) * v)}`)
    parts.push(
      `<defs><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}" stop-opacity="0.3"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></linearGradient></defs>`
    )
    parts.push(`<polygon points="${round(x0 + 0.5 * step)},${round(y0)} ${points.join(' ')} ${round(x0 + (n - 0.5) * step)},${round(y0)}" fill="url(#area)"/>`)
    parts.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/>`)
    for (const p of points) {
      const [cx, cy] = p.split(',')
      parts.push(`<circle cx="${cx}" cy="${cy}" r="9" fill="#fff" stroke="${accent}" stroke-width="4"/>`)
    }
  }
  for (let i = 0; i < n; i++)
    parts.push(`<rect x="${round(x0 + i * step + step * 0.3)}" y="${round(y0 + 16)}" width="${round(step * 0.4)}" height="10" rx="5" fill="#dfe4ec"/>`)
  return parts.join('')
}

/** The SVG of one demo picture of `kind`, from `seed`. */
export function demoPictureSvg(kind: DemoPictureKind, seed: string): string {
  const random = prng(hash(seed))
  const body = kind === 'photo' ? photoSvg(random, WIDTH, HEIGHT) : kind === 'notes' ? notesSvg(random, WIDTH, HEIGHT) : chartSvg(random, WIDTH, HEIGHT)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`
}

export const renderDemoPicture = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).jpeg({ quality: QUALITY }).toBuffer()

export interface DemoPostRef {
  id: number
  authorId: number
  kind: string
  level: string
  tab: string
}

/** The newest topics of each level that always get pictures (the home tab's first screen shows one). */
export const PICTURED_NEWEST_TOPICS = 2

/**
 * Which posts get pictures, and of what kind: the newest PICTURED_NEWEST_TOPICS topics of each
 * level, then newest first by chance, more often among the newest, up to DEMO_IMAGES_MAX pictures.
 */
export function demoPicturePlan(posts: readonly DemoPostRef[]): { post: DemoPostRef; kinds: DemoPictureKind[] }[] {
  const random = prng(hash('demo-forum-images'))
  const plan: { post: DemoPostRef; kinds: DemoPictureKind[] }[] = []
  let total = 0
  const newestFirst = [...posts].sort((a, b) => b.id - a.id)
  const sure = new Set(
    ['middle_school', 'university'].flatMap((level) =>
      newestFirst
        .filter((p) => p.level === level && p.kind === 'topic')
        .slice(0, PICTURED_NEWEST_TOPICS)
        .map((p) => p.id)
    )
  )
  newestFirst.forEach((post, i) => {
    const chance = sure.has(post.id) ? 1 : i < 24 ? 0.3 : 0.06
    if (random() >= chance || total >= DEMO_IMAGES_MAX) return
    const n = Math.min(DEMO_IMAGES_MAX - total, 1 + Math.floor(random() ** 1.5 * 3))
    const home = TAB_KINDS[post.tab] ?? 'photo'
    // A topic is more often a photo of the day; a question shows what it asks about.
    const kinds = Array.from({ length: n }, () =>
      post.kind === 'topic' && random() < 0.5 ? 'photo' : random() < 0.8 ? home : pick(random, ['photo', 'notes', 'chart'] as const)
    )
    plan.push({ post, kinds })
    total += n
  })
  return plan
}

/** Draws the pictures and attaches them to demo posts; null when there are no demo posts or some already have images. */
export async function seedDemoForumImages(database: Database, store: FileStore): Promise<{ posts: number; images: number; ms: number } | null> {
  const started = Date.now()
  const db = database.db
  // Posts of the demo members (not of the demo account, which one can log in as).
  const posts = await db
    .select({ id: forumPosts.id, authorId: forumPosts.authorId, kind: forumPosts.kind, level: forumPosts.level, tab: forumPosts.tab, images: forumPosts.images })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(and(eq(forumPosts.isDemo, true), inArray(forumPosts.kind, ['question', 'topic']), eq(users.isDemo, true), isNull(users.phone)))
    .orderBy(asc(forumPosts.id))
  if (posts.length === 0 || posts.some((p) => p.images.length > 0)) return null
  const plan = demoPicturePlan(posts)
  const pictures = await Promise.all(
    plan.flatMap(({ post, kinds }, i) =>
      kinds.map(async (kind, k) => {
        const bytes = await renderDemoPicture(demoPictureSvg(kind, `demo-forum-image-${i}-${k}`))
        const key = store.newKey('jpg')
        await store.write(key, bytes)
        return { postId: post.id, ownerId: post.authorId, key, size: bytes.length }
      })
    )
  )
  await db.transaction(async (tx) => {
    await tx.insert(files).values(pictures.map((p) => ({ key: p.key, ownerId: p.ownerId, suffix: 'jpg', size: p.size, status: 'done' })))
    for (const { post } of plan) {
      const keys = pictures.filter((p) => p.postId === post.id).map((p) => p.key)
      await tx.update(forumPosts).set({ images: keys }).where(eq(forumPosts.id, post.id))
    }
  })
  return { posts: plan.length, images: pictures.length, ms: Date.now() - started }
}
