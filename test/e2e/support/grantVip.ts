/**
 * Makes an account a member for a year, straight in the database of a stopped e2e server:
 *   tsx test/e2e/support/grantVip.ts <DATA_DIR> <phone>
 * (For tests of pages behind membership rather than of buying it: the e2e jest project cannot load
 * PGlite itself, so tests run this in a child process; see restartWithVip in ./restart.ts.)
 */
import { eq } from 'drizzle-orm'
import { openDatabase } from '../../../server/db/open'
import { users } from '../../../server/db/schema'

const YEAR_MS = 365 * 86_400_000

async function main(): Promise<void> {
  const [dataDir, phone] = process.argv.slice(2)
  if (!dataDir || !phone) throw new Error('usage: grantVip.ts <DATA_DIR> <phone>')
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || null })
  try {
    const now = Date.now()
    const updated = await database.db
      .update(users)
      .set({ vipPrice: 168, vipDateStart: new Date(now), vipDateEnd: new Date(now + YEAR_MS) })
      .where(eq(users.phone, phone))
      .returning({ id: users.id })
    if (updated.length !== 1) throw new Error(`no account with phone ${phone}`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
