import fs from 'fs'
import path from 'path'
import { eq, sql } from 'drizzle-orm'
import { appMeta, forumLikes, forumPosts, forumReplies, users } from '../../server/db/schema'
import { DEMO_LABEL, DEMO_PHONE, DEMO_USERNAME, seedDemoIfEmpty } from '../../server/seed/demo'
import { seedDemoForum } from '../../server/seed/demoForum'
import { REPO_ROOT, importInstitutionsFile } from '../../server/seed/importInstitutions'
import { seedAll } from '../../server/seed/seedAll'
import { GAOKAO_PATHS, INSTITUTION_SOURCE, type InstitutionSearchResponse } from '../../types/gaokao'
import { MOE_LIST_FILE } from '../support/shared'
import { freshApp, freshDatabase, signedInject } from './helpers'

test('demo data is seeded once on an empty database, labelled', async () => {
  const { database, dispose } = await freshDatabase()
  try {
    expect(await seedDemoIfEmpty(database)).toBe(true)
    expect(await seedDemoIfEmpty(database)).toBe(false)
    const rows = await database.db.select().from(users)
    expect(rows.map((r) => r.username)).toEqual([DEMO_USERNAME])
    const [meta] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'))
    expect(meta.value).toMatchObject({ label: DEMO_LABEL, at: expect.any(String) })
  } finally {
    await dispose()
  }
}, 30_000)

test('a database that already has users gets no demo data', async () => {
  const { database, dispose } = await freshDatabase()
  try {
    await database.db.insert(users).values({ username: '真实用户' })
    expect(await seedDemoIfEmpty(database)).toBe(false)
    expect(await database.db.select().from(appMeta)).toEqual([])
  } finally {
    await dispose()
  }
}, 30_000)

test('the demo account: 示例用户 on 13800000000 with labelled sample gaokao info', async () => {
  const { database, dispose } = await freshDatabase()
  try {
    await seedDemoIfEmpty(database)
    await seedDemoIfEmpty(database)
    const rows = await database.db.select().from(users)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      username: DEMO_USERNAME,
      phone: DEMO_PHONE,
      isDemo: true,
      province: '江苏',
      subjects: ['物理', '化学', '生物'],
      searchHistory: [DEMO_LABEL]
    })
  } finally {
    await dispose()
  }
}, 30_000)

test('the demo forum: 30 demo members without phones, 200+ labelled posts whose counts agree with their rows, once', async () => {
  const { database, dispose } = await freshDatabase()
  try {
    const counts = await seedDemoForum(database)
    expect(counts).toMatchObject({ members: 30, posts: expect.any(Number) })
    expect(counts!.posts).toBeGreaterThanOrEqual(200)
    expect(await seedDemoForum(database)).toBeNull()
    const db = database.db
    const members = await db.select({ isDemo: users.isDemo, phone: users.phone, username: users.username }).from(users)
    expect(members).toHaveLength(30)
    expect(members.every((m) => m.isDemo && m.phone === null && /[\u4e00-\u9fff]/.test(m.username ?? ''))).toBe(true)
    const [posts] = await db.select({ n: sql<number>`count(*)::int`, demo: sql<number>`count(*) filter (where ${forumPosts.isDemo})::int` }).from(forumPosts)
    expect(posts).toEqual({ n: counts!.posts, demo: counts!.posts })
    const [replies] = await db.select({ n: sql<number>`count(*)::int`, demo: sql<number>`count(*) filter (where ${forumReplies.isDemo})::int` }).from(forumReplies)
    expect(replies).toEqual({ n: counts!.answers + counts!.replies, demo: counts!.answers + counts!.replies })
    const [likes] = await db.select({ n: sql<number>`count(*)::int` }).from(forumLikes)
    expect(likes.n).toBe(counts!.likes)
    // like_count and answer_count (published top-level answers) agree with the rows.
    const wrong = (await db.execute(sql`
      select count(*)::int as n from forum_posts p
      where p.like_count <> (select count(*) from forum_likes l where l.post_id = p.id)
         or p.answer_count <> (select count(*) from forum_replies r where r.post_id = p.id and r.parent_id is null)`)) as unknown as { rows: { n: number }[] }
    expect(wrong.rows[0].n).toBe(0)
    // Replies hang under top-level answers of the same post; hashtags are stored as arrays.
    const badReplies = (await db.execute(sql`
      select count(*)::int as n from forum_replies r join forum_replies parent on parent.id = r.parent_id
      where parent.parent_id is not null or parent.post_id <> r.post_id`)) as unknown as { rows: { n: number }[] }
    expect(badReplies.rows[0].n).toBe(0)
    const [tagged] = await db
      .select({ hashtags: forumPosts.hashtags })
      .from(forumPosts)
      .where(sql`jsonb_array_length(${forumPosts.hashtags}) > 0`)
      .limit(1)
    expect(Array.isArray(tagged.hashtags)).toBe(true)
  } finally {
    await dispose()
  }
}, 30_000)

test('a fresh database finds every real institution without ../shared: the shipped list is seeded', async () => {
  // Every read under ../shared fails, as on a machine that has only the repository.
  const shared = path.resolve(REPO_ROOT, '..', 'shared') + path.sep
  const blocked = (file: unknown) => typeof file === 'string' && path.resolve(file).startsWith(shared)
  const spies = (['readFileSync', 'existsSync', 'statSync', 'openSync', 'readdirSync'] as const).map((name) => {
    const original = fs[name] as (...args: unknown[]) => unknown
    return jest.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
      if (blocked(args[0])) throw new Error(`read of ../shared during seeding: ${String(args[0])}`)
      return original.apply(fs, args)
    }) as never)
  })
  const t = await freshApp()
  try {
    // The block works: the original list cannot be read now.
    await expect(importInstitutionsFile(t.database)).rejects.toThrow(/read of \.\.\/shared/)
    const warnings: string[] = []
    await seedAll(t.database, { seedDemo: false, log: { info: () => undefined, warn: (m: string) => warnings.push(m) } })
    for (const spy of spies) spy.mockRestore()
    expect(warnings).toEqual([])
    for (const [q, province] of [
      ['北京大学', '北京'],
      ['新疆大学', '新疆']
    ]) {
      const res = await signedInject(t.app, { method: 'GET', url: `${GAOKAO_PATHS.universities}?q=${encodeURIComponent(q)}` })
      expect(res.statusCode).toBe(200)
      const body = res.json() as InstitutionSearchResponse
      expect(body.results[0]).toMatchObject({ name: q, province, level: '本科' })
      expect(body.source).toEqual(INSTITUTION_SOURCE)
    }
    const all = (await signedInject(t.app, { method: 'GET', url: `${GAOKAO_PATHS.universities}?page_size=1` })).json() as InstitutionSearchResponse
    expect(all.count).toBe(2919)
    // Loaded from the shipped copy, the rows are those of the original: importing it changes nothing.
    if (fs.existsSync(MOE_LIST_FILE)) expect(await importInstitutionsFile(t.database, MOE_LIST_FILE)).toEqual({ added: 0, updated: 0, unchanged: 2919, rejected: [] })
  } finally {
    for (const spy of spies) spy.mockRestore()
    await t.close()
  }
}, 60_000)
