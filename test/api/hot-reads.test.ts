/**
 * Hot reads and the upload grant do little work and stay right (issue 29, Load; docs/server.md
 * "Performance"). The statements are counted by a drizzle logger on a second handle over the
 * app's own connection (begin and commit left out: node-postgres sends them as statements, PGlite
 * does not), while the answers come from the real routes:
 * - user data (core) is one statement: the caller's row and education, in order, never another
 *   user's, and a change shows in the next answer;
 * - an upload grant is three statements in its transaction (the owner lock with the space, one
 *   read of the reuse, the reservation and the lapsed grants, the insert), a fourth only when a
 *   lapsed grant is to be closed; the reservations still count. That parallel grants, whose reads
 *   follow the lock, never overshoot is cloud-uploads.test.ts's.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { Logger } from 'drizzle-orm/logger'
import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/open'
import * as schema from '../../server/db/schema'
import { cloudUploads, users } from '../../server/db/schema'
import { viewContext } from '../../server/services/accounts'
import { grantUpload } from '../../server/services/cloud/uploads'
import { userCore } from '../../server/services/users'
import { CLOUD_UPLOAD_LIMITS, CLOUD_UPLOAD_PATHS, type CloudUploadGrant, type CloudUploadRequest } from '../../types/cloudUploads'
import { USER_PATHS, type EducationEntry, type UserCore } from '../../types/user'
import { appForFile, newMembers, type Member } from './support/accounts'

const t = appForFile()
const member = newMembers(t, 13600002900)

/** A handle over the app's connection that counts the statements it sends. */
function counted(): { db: Db; statements: string[] } {
  const statements: string[] = []
  const logger: Logger = {
    logQuery: (query) => {
      if (!/^(begin|commit|rollback)\b/i.test(query.trim())) statements.push(query)
    }
  }
  const app = t.database.db as Db & { $client: unknown }
  const db = (
    t.database.kind === 'pglite' ? drizzlePglite({ client: app.$client as never, schema, logger }) : drizzlePg({ client: app.$client as never, schema, logger })
  ) as Db
  return { db, statements }
}

const core = async (who: Member) => {
  const res = await t.post(USER_PATHS.dataCore, {}, who.access)
  expect(res.statusCode).toBe(200)
  return res.json<UserCore>()
}

const setEducation = async (who: Member, list: Omit<EducationEntry, 'id'>[]) => {
  const res = await t.post(USER_PATHS.edu, { education_experience: list }, who.access)
  expect(res.statusCode).toBe(200)
  return res.json<UserCore>().education_experience
}

const school = (name: string, stage: EducationEntry['stage'], start: number): Omit<EducationEntry, 'id'> => ({
  school: name,
  stage,
  start_year: start,
  end_year: start + 3
})

describe('user data (core)', () => {
  test('one statement: the caller’s own row and education, in their order; a change shows at once', async () => {
    const [a, b, c] = [await member(), await member(), await member()]
    const aList = await setEducation(a, [school('南京外国语学校', 'high_school', 2019), school('南京大学', 'college', 2022)])
    const bList = await setEducation(b, [school('北京四中', 'high_school', 2020)])
    expect(aList).toHaveLength(2)

    expect((await core(a)).education_experience).toEqual(aList)
    expect((await core(b)).education_experience).toEqual(bList)
    expect((await core(c)).education_experience).toEqual([])

    // The next answer shows a change: a new order, a new name.
    const reordered = await setEducation(a, [school('南京大学', 'college', 2022), school('南京外国语学校', 'high_school', 2019)])
    expect(reordered.map((e) => e.school)).toEqual(['南京大学', '南京外国语学校'])
    expect((await t.post(USER_PATHS.nickname, { username: '换了名字' }, a.access)).statusCode).toBe(200)
    const after = await core(a)
    expect(after.education_experience).toEqual(reordered)
    expect(after.username).toBe('换了名字')

    const { db, statements } = counted()
    expect(await userCore(db, a.id, viewContext(t.app))).toEqual(after)
    expect(statements).toHaveLength(1)
  })
})

describe('cloud upload grant', () => {
  const request = (n: number): CloudUploadRequest => ({ name: `热路径 ${n}.txt`, size: 1000, md5: String(n).padStart(32, '0'), parent_id: null })
  const grantOver = async (who: Member, n: number) => {
    const res = await t.post(CLOUD_UPLOAD_PATHS.uploads, request(n), who.access)
    return { status: res.statusCode, body: res.json<CloudUploadGrant>() }
  }

  test('three statements in the transaction; a fourth only to close a lapsed grant', async () => {
    const a = await member()
    await t.database.db.update(users).set({ maxCloudSpace: 3000 }).where(eq(users.id, a.id))
    const store = t.app.accounts.files
    const { db, statements } = counted()

    const first = await grantUpload(db, store, a.id, request(1), t.clock.now)
    expect(first.instant).toBe(false)
    expect(statements).toHaveLength(3)

    // The reservation counts: two more fit, a third does not.
    expect((await grantOver(a, 2)).status).toBe(201)
    expect((await grantOver(a, 3)).status).toBe(201)
    expect(await grantOver(a, 4)).toMatchObject({ status: 422, body: { code: 'quota_exceeded' } })

    // Once they lapse they hold nothing, and the next grant closes them.
    const then = t.clock.now
    t.clock.now += CLOUD_UPLOAD_LIMITS.grantTtlMs + 1
    statements.length = 0
    expect((await grantUpload(db, store, a.id, request(5), t.clock.now)).instant).toBe(false)
    expect(statements).toHaveLength(4)
    const open = await t.database.db.select({ name: cloudUploads.name, status: cloudUploads.status }).from(cloudUploads).where(eq(cloudUploads.ownerId, a.id))
    expect(open.filter((u) => u.status === 'open').map((u) => u.name)).toEqual([request(5).name])
    expect(open.filter((u) => u.status === 'cancelled')).toHaveLength(3)
    t.clock.now = then
  })
})
