/**
 * PostgreSQL only (scripts/test-pg.sh): when the server terminates the pool's idle connections
 * (restart, admin command), the process must not die of an unhandled 'error' and the next query
 * must work on a fresh connection. Under PGlite there is no connection to lose: the test says so.
 */
import { sql } from 'drizzle-orm'
import { freshApp, withAdmin, type TestApp } from './helpers'

const serverUrl = process.env.TEST_DATABASE_URL
const pgTest = serverUrl ? test : test.skip

let t: TestApp
beforeAll(async () => {
  t = await freshApp()
})
afterAll(() => t.close())

pgTest('idle connections terminated by the server are replaced; the app keeps answering', async () => {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
  const [{ db }] = await rowsOf<{ db: string }>(sql`select current_database() as db`)
  const killed = await withAdmin(serverUrl!, (admin) =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db])
  )
  expect(killed.rowCount).toBeGreaterThan(0)
  // Let the pool see the termination of its idle clients (this is where an unhandled 'error' would throw).
  await new Promise((resolve) => setTimeout(resolve, 200))
  const res = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(200)
  const again = await rowsOf<{ one: number }>(sql`select 1 as one`)
  expect(again).toEqual([{ one: 1 }])
})
