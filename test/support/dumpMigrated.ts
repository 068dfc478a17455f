/**
 * Writes the migrated, empty template of ./migratedTemplate.ts:
 *   tsx test/support/dumpMigrated.ts pglite <file>            a PGlite data directory as a tarball
 *   tsx test/support/dumpMigrated.ts postgres <url> <name>    a migrated database <name> on that server
 * (A child process: PGlite cannot load inside jest's globalSetup.)
 */
import { writeFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { Client } from 'pg'
import { MIGRATIONS_FOLDER, openDatabase } from '../../server/db/open'

async function dumpPglite(file: string): Promise<void> {
  const client = await PGlite.create()
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER })
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  } finally {
    await client.close()
  }
}

async function migratePostgres(serverUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`)
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ dataDir: '', databaseUrl: url.toString() })
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
}

async function main(): Promise<void> {
  const [kind, a, b] = process.argv.slice(2)
  if (kind === 'pglite' && a) return dumpPglite(a)
  if (kind === 'postgres' && a && b) return migratePostgres(a, b)
  throw new Error('usage: dumpMigrated.ts pglite <file> | postgres <url> <name>')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
