/**
 * Gives an account what a test needs, straight in the database of a stopped e2e server:
 *   tsx test/e2e/support/grantUser.ts <DATA_DIR> <phone> vip|staff
 * vip: a member for a year; staff: users.is_staff (the staff routes). For tests of pages behind
 * membership or of what staff do, rather than of becoming either: the e2e jest project cannot load
 * PGlite itself, so tests run this in a child process (restartWithVip, restartWithStaff in ./restart.ts).
 */
import { eq } from 'drizzle-orm'
import { openDatabase } from '../../../server/db/open'
import { users } from '../../../server/db/schema'

const YEAR_MS = 365 * 86_400_000

const GRANTS = {
  vip: (now: number) => ({ vipPrice: 168, vipDateStart: new Date(now), vipDateEnd: new Date(now + YEAR_MS) }),
  staff: () => ({ isStaff: true })
}

async function main(): Promise<void> {
  const [dataDir, phone, grant] = process.argv.slice(2)
  if (!dataDir || !phone || !(grant === 'vip' || grant === 'staff')) throw new Error('usage: grantUser.ts <DATA_DIR> <phone> vip|staff')
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || null })
  try {
    const updated = await database.db.update(users).set(GRANTS[grant](Date.now())).where(eq(users.phone, phone)).returning({ id: users.id })
    if (updated.length !== 1) throw new Error(`no account with phone ${phone}`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
