/**
 * The hot path's shortcuts (issue 29, Load; docs/server.md "Performance") stay correct:
 * - the server's node HMAC signs exactly as the app's crypto-js (core/sign.ts) for any text;
 * - concurrent searches of one user each reach the history, now that it is written without a lock;
 * - the token-version cache (server/plugins/auth.ts) never keeps a version read before a change;
 * - with REDIS_URL, a revocation in one process reaches another process's cache at once (two apps on
 *   one PostgreSQL database, each with its own connection and cache; skipped, with a message, on
 *   PGlite, which one process holds, or when redis-server is not installed).
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import fc from 'fast-check'
import { DEV_SIGN_KEYS, signRequest } from '../../core/sign'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDatabase, type Database } from '../../server/db/open'
import { users } from '../../server/db/schema'
import { TokenVersions, forgetTokenVersion, issueAccessToken } from '../../server/plugins/auth'
import { serverSign } from '../../server/plugins/signature'
import { apiRoutes } from '../../server/routes'
import { recordSearch } from '../../server/services/searchHistory'
import { redisMissing, startRedis } from '../support/redisServer'
import { freshDatabase, signedInject, withAdmin } from './helpers'

test('the server signs as the app does, whatever the text', () => {
  fc.assert(
    fc.property(
      fc.nat({ max: 2 ** 45 }),
      fc.constantFrom('GET', 'POST', 'put'),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'grapheme' }),
      (ts, method, body, path) => {
        expect(serverSign(DEV_SIGN_KEYS, String(ts), method, body, path)).toBe(signRequest(DEV_SIGN_KEYS, String(ts), method, body, path))
      }
    ),
    { numRuns: 300, seed: 29 }
  )
})

test('concurrent searches of one user all reach the history', async () => {
  const { database, dispose } = await freshDatabase()
  try {
    const [user] = await database.db.insert(users).values({ username: '搜索用户' }).returning()
    const words = ['清华', '复旦', '浙大', '南开', '厦大']
    await Promise.all(words.map((q) => recordSearch(database.db, user.id, q)))
    const [row] = await database.db.select({ history: users.searchHistory }).from(users).where(eq(users.id, user.id))
    expect([...row.history].sort()).toEqual([...words].sort())
    // The same search again writes nothing and changes nothing.
    await recordSearch(database.db, user.id, row.history[0])
    const [again] = await database.db.select({ history: users.searchHistory }).from(users).where(eq(users.id, user.id))
    expect(again.history).toEqual(row.history)
  } finally {
    await dispose()
  }
})

test('a version read before a forget is not kept: the next lookup reads the new one', async () => {
  const { database, dispose } = await freshDatabase()
  try {
    const [user] = await database.db.insert(users).values({ username: '缓存用户' }).returning()
    const versions = new TokenVersions(database.db, true)
    expect(await versions.current(user.id)).toBe(0)
    versions.forget(user.id)
    // A lookup in flight while the version changes and is forgotten (logout in another request).
    const inFlight = versions.current(user.id)
    await database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id))
    versions.forget(user.id)
    await inFlight
    expect(await versions.current(user.id)).toBe(1)
    // Kept once read: a change without forget (which every writer calls) is not seen.
    await database.db.update(users).set({ tokenVersion: 7 }).where(eq(users.id, user.id))
    expect(await versions.current(user.id)).toBe(1)
    expect(await new TokenVersions(database.db, false).current(user.id)).toBe(7)
  } finally {
    await dispose()
  }
})

const serverUrl = process.env.TEST_DATABASE_URL
const why = !serverUrl ? 'PGlite: one process' : redisMissing
if (why) console.warn(`hot-path: the Redis case is skipped, ${why}`)
const testIf = why ? test.skip : test

/** A test-only login-only route. */
const probe: FastifyPluginAsync = async (api) => {
  api.get('/token-cache-probe', { preHandler: api.authenticate }, async (request) => ({ id: request.user!.id }))
}

testIf('with Redis, a revocation in one process is refused at once by another', async () => {
  const redis = await startRedis()
  const name = `tc_${process.pid}_${Date.now()}`
  await withAdmin(serverUrl!, (admin) => admin.query(`CREATE DATABASE ${name}`))
  const url = new URL(serverUrl!)
  url.pathname = `/${name}`
  const opened: Database[] = []
  const apps: FastifyInstance[] = []
  try {
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ dataDir: '', databaseUrl: url.toString() })
      if (i === 0) await database.migrate()
      opened.push(database)
      const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', REDIS_URL: redis.url })
      const app = buildApp({ config, database, routes: [...apiRoutes, probe] })
      await app.ready()
      apps.push(app)
    }
    const [a, b] = apps
    const ask = async (token: string) =>
      (await signedInject(b, { method: 'GET', url: '/api/token-cache-probe', headers: { authorization: `Bearer ${token}` } })).statusCode
    // Until b's cache is on (its Redis subscription ready): a version changed behind its back is still accepted.
    let cached: { id: number; token: string } | null = null
    for (let i = 0; i < 100 && !cached; i++) {
      const [user] = await opened[0].db
        .insert(users)
        .values({ username: `缓存用户${i}` })
        .returning()
      const token = await issueAccessToken(a.config, user)
      expect(await ask(token)).toBe(200)
      await opened[0].db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id))
      if ((await ask(token)) === 200) cached = { id: user.id, token }
      else await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(cached).not.toBeNull()
    // a's forget goes to b through Redis.
    await forgetTokenVersion(opened[0].db, cached!.id)
    let status = 200
    for (let i = 0; i < 40 && status === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      status = await ask(cached!.token)
    }
    expect(status).toBe(401)
  } finally {
    for (const app of apps) await app.close()
    for (const database of opened) await database.close()
    await withAdmin(serverUrl!, (admin) => admin.query(`DROP DATABASE ${name} WITH (FORCE)`))
    await redis.stop()
  }
})
