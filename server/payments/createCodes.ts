/**
 * Makes membership activation codes and prints them, one a line (stdout); they are shown only now.
 *   npx tsx server/payments/createCodes.ts --plan v2001 --count 10 [--note "2026 招生季活动"]
 * Uses the server's configuration (DATA_DIR or DATABASE_URL, BRAND). With the embedded database,
 * stop the server first (one process owns DATA_DIR).
 */
import { parseArgs } from 'util'
import { loadConfig } from '../config'
import { openDatabase } from '../db/open'
import { StartupError } from '../errors'
import { createCodes } from './activation'

const MAX_COUNT = 10_000

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { plan: { type: 'string' }, count: { type: 'string', default: '1' }, note: { type: 'string', default: '' } } })
  const count = Number(values.count)
  if (!values.plan || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    console.error(`用法 / usage: createCodes.ts --plan <v2001…> [--count 1-${MAX_COUNT}] [--note 说明]`)
    return 2
  }
  const config = loadConfig()
  let database
  try {
    database = await openDatabase(config)
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(error.message)
      return 3
    }
    throw error
  }
  try {
    await database.migrate()
    const codes = await createCodes(database.db, config.payments.brandId, values.plan, count, values.note ?? '', Date.now())
    console.log(codes.join('\n'))
    console.error(`已生成 ${codes.length} 个 ${values.plan} 激活码 / ${codes.length} codes made`)
    return 0
  } catch (error) {
    console.error((error as Error).message)
    return 1
  } finally {
    await database.close()
  }
}

main().then((code) => {
  process.exitCode = code
})
