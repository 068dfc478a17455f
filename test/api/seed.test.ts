import { eq } from 'drizzle-orm'
import { appMeta, users } from '../../server/db/schema'
import { DEMO_LABEL, DEMO_PHONE, DEMO_USERNAME, seedDemoIfEmpty } from '../../server/seed/demo'
import { freshDatabase } from './helpers'

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
