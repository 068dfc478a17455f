/**
 * Seeds a new DATA_DIR as the server's first start does (migrations, the shipped institution list,
 * the demo data, the demo pictures in DATA_DIR/files), then closes it: the template of ./demoTemplate.ts.
 *   tsx test/support/seedDemo.ts <DATA_DIR>
 * (A child process: the e2e jest project cannot load PGlite itself.)
 */
import { join } from 'node:path'
import { openDatabase } from '../../server/db/open'
import { seedAll } from '../../server/seed/seedAll'
import { LocalFileStore } from '../../server/storage/local'

async function main(): Promise<void> {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: seedDemo.ts <DATA_DIR>')
  const database = await openDatabase({ dataDir, databaseUrl: null })
  try {
    await database.migrate()
    // The server's store of DATA_DIR/files (the seed writes, it presigns nothing: no secret needed).
    const files = new LocalFileStore(join(dataDir, 'files'), 'demo-seed', '')
    await seedAll(database, { seedDemo: true, log: { info: () => undefined, warn: (msg: string) => console.warn(msg) }, files })
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
