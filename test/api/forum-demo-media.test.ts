/**
 * The demo forum's pictures (server/seed/demoForumImages.ts) and longer reply threads
 * (demoForumThreads.ts): written once after the demo forum, deterministic, fast; the pictures are
 * finished uploads of the posts' authors in the file store, served and thumbnailed like any other;
 * the threads give some answers more replies than the answers list shows.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { and, eq, isNull, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { files, forumPosts, forumReplies } from '../../server/db/schema'
import { seedDemoForum } from '../../server/seed/demoForum'
import { DEMO_IMAGES_MAX, demoPicturePlan, demoPictureSvg, seedDemoForumImages } from '../../server/seed/demoForumImages'
import { THREAD_MAX, THREAD_MIN, seedDemoForumThreads } from '../../server/seed/demoForumThreads'
import { LocalFileStore } from '../../server/storage/local'
import { makeThumbnail } from '../../server/services/thumbnails'
import { FIRST_REPLIES } from '../../types/forumReplies'
import { freshDatabase } from './helpers'

test('demo pictures: 20–30 finished JPEG uploads of the posts’ authors on 1–3 per post, the newest topics of each level among them; once; under 2 s; the same plan every time', async () => {
  const { database, dispose } = await freshDatabase()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-images-'))
  try {
    const store = new LocalFileStore(dir, 'test', '')
    expect(await seedDemoForumImages(database, store)).toBeNull() // no demo posts yet
    await seedDemoForum(database)
    const seeded = await seedDemoForumImages(database, store)
    expect(seeded).not.toBeNull()
    expect(seeded!.images).toBeGreaterThanOrEqual(20)
    expect(seeded!.images).toBeLessThanOrEqual(Math.min(30, DEMO_IMAGES_MAX))
    expect(seeded!.ms).toBeLessThan(2000)
    expect(await seedDemoForumImages(database, store)).toBeNull() // once

    const db = database.db
    const withImages = await db
      .select({ id: forumPosts.id, authorId: forumPosts.authorId, images: forumPosts.images, kind: forumPosts.kind })
      .from(forumPosts)
      .where(sql`jsonb_array_length(${forumPosts.images}) > 0`)
    expect(withImages).toHaveLength(seeded!.posts)
    expect(withImages.every((p) => p.images.length >= 1 && p.images.length <= 3)).toBe(true)
    expect(new Set(withImages.map((p) => p.kind))).toEqual(new Set(['question', 'topic']))
    // The newest posts: some of the first feed page carry pictures.
    const newest = await db
      .select({ id: forumPosts.id, images: forumPosts.images })
      .from(forumPosts)
      .orderBy(sql`${forumPosts.id} desc`)
      .limit(20)
    expect(newest.filter((p) => p.images.length > 0).length).toBeGreaterThanOrEqual(3)
    for (const level of ['middle_school', 'university']) {
      const [topic] = await db
        .select({ images: forumPosts.images })
        .from(forumPosts)
        .where(and(eq(forumPosts.level, level), eq(forumPosts.kind, 'topic')))
        .orderBy(sql`${forumPosts.id} desc`)
        .limit(1)
      expect(topic.images.length).toBeGreaterThan(0)
    }

    const rows = await db.select().from(files)
    expect(rows).toHaveLength(seeded!.images)
    for (const post of withImages) {
      for (const key of post.images) {
        const file = rows.find((f) => f.key === key)!
        expect([file.ownerId, file.status, file.suffix]).toEqual([post.authorId, 'done', 'jpg'])
        expect(await store.size(key)).toBe(file.size)
      }
    }
    // A real picture: a JPEG, 800 × 600, whose thumbnail is 360 × 270.
    const bytes = await fs.promises.readFile(path.join(dir, rows[0].key))
    const meta = await sharp(bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600])
    const thumb = await sharp(await makeThumbnail(bytes)).metadata()
    expect([thumb.width, thumb.height]).toEqual([360, 270])

    // Deterministic: the plan and every drawing.
    const refs = (
      await db.select({ id: forumPosts.id, authorId: forumPosts.authorId, kind: forumPosts.kind, level: forumPosts.level, tab: forumPosts.tab }).from(forumPosts)
    ).filter((p) => p.kind !== 'vote')
    expect(demoPicturePlan(refs)).toEqual(demoPicturePlan([...refs].reverse()))
    expect(demoPictureSvg('notes', 'x')).toBe(demoPictureSvg('notes', 'x'))
    expect(demoPictureSvg('notes', 'x')).not.toBe(demoPictureSvg('notes', 'y'))
    // No text is drawn, so no font is needed.
    for (const kind of ['photo', 'notes', 'chart'] as const) expect(demoPictureSvg(kind, 'z')).not.toMatch(/<text/)
  } finally {
    await dispose()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 60_000)

test('demo threads: a dozen answers get 5–14 more replies, after their own, oldest first by id, never in the future; once', async () => {
  const { database, dispose } = await freshDatabase()
  try {
    expect(await seedDemoForumThreads(database)).toBeNull()
    const now = Date.now()
    await seedDemoForum(database, now)
    const seeded = await seedDemoForumThreads(database, now)
    expect(seeded).not.toBeNull()
    expect(seeded!.threads).toBe(12)
    expect(await seedDemoForumThreads(database, now)).toBeNull()

    const db = database.db
    const replies = await db
      .select({ id: forumReplies.id, parentId: forumReplies.parentId, createdAt: forumReplies.createdAt, isDemo: forumReplies.isDemo })
      .from(forumReplies)
      .where(sql`${forumReplies.parentId} is not null`)
      .orderBy(forumReplies.id)
    const byAnswer = new Map<number, typeof replies>()
    for (const r of replies) byAnswer.set(r.parentId!, [...(byAnswer.get(r.parentId!) ?? []), r])
    const long = [...byAnswer.values()].filter((list) => list.length > FIRST_REPLIES)
    expect(long).toHaveLength(12)
    for (const list of long) {
      expect(list.length).toBeGreaterThanOrEqual(THREAD_MIN + 1)
      expect(list.length).toBeLessThanOrEqual(THREAD_MAX + 3)
      const times = list.map((r) => r.createdAt.getTime())
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(Math.max(...times)).toBeLessThanOrEqual(now)
    }
    expect(replies.every((r) => r.isDemo)).toBe(true)
    // The newest question of each level has one.
    for (const level of ['middle_school', 'university']) {
      const [newest] = await db
        .select({ id: forumPosts.id })
        .from(forumPosts)
        .where(and(eq(forumPosts.level, level), eq(forumPosts.kind, 'question'), sql`${forumPosts.answerCount} > 0`))
        .orderBy(sql`${forumPosts.id} desc`)
        .limit(1)
      const [first] = await db
        .select({ id: forumReplies.id })
        .from(forumReplies)
        .where(and(eq(forumReplies.postId, newest.id), isNull(forumReplies.parentId)))
        .orderBy(forumReplies.id)
        .limit(1)
      expect((byAnswer.get(first.id) ?? []).length).toBeGreaterThan(FIRST_REPLIES)
    }
  } finally {
    await dispose()
  }
}, 60_000)
