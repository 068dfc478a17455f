/**
 * `npm run serve`: config → database (+ migrations, institution list, demo seed) → HTTP server.
 * On PGlite it also opens the loopback channel through which `npm run backup` takes a snapshot.
 * Known start-up failures (bad environment variable, DATA_DIR in use, database unreachable) print
 * their message and exit 1 without a stack trace.
 */
import type { AddressInfo } from 'net'
import { buildApp } from './app'
import { LOG_LEVELS, loadConfig, type LogLevel } from './config'
import { openBackupChannel } from './db/backupChannel'
import { openDatabase } from './db/open'
import { StartupError } from './errors'
import { seedAll } from './seed/seedAll'
import { failInterruptedImports } from './services/admin/importJobs'
import { warmRecommendUnits } from './services/recommend'
import { institutionIndex } from './services/institutionSearch'
import { grantStaffPhones } from './services/users'

/**
 * The start-up messages (configuration warnings, what the seed loaded), printed in order before the
 * ready line at LOG_LEVEL. Through app.log they came after it: pino writes stdout asynchronously,
 * and the seed (PGlite work between promise continuations) holds those writes back until the server
 * listens, so "Server ready" showed before the demo seed's lines.
 */
function startupLog(level: LogLevel): { info: (msg: string) => void; warn: (msg: string) => void } {
  const shown = (at: LogLevel) => level !== 'silent' && LOG_LEVELS.indexOf(at) <= LOG_LEVELS.indexOf(level)
  return {
    info: (msg) => {
      if (shown('info')) console.log(msg)
    },
    warn: (msg) => {
      if (shown('warn')) console.warn(msg)
    }
  }
}

async function main(): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase(config)
  const app = buildApp({ config, database })
  const log = startupLog(config.logLevel)
  try {
    for (const warning of config.warnings) log.warn(warning)
    await database.migrate()
    await seedAll(database, { seedDemo: config.seedDemo, log, files: app.accounts.files })
    // After the seed: a demo seed runs only on an empty database.
    await grantStaffPhones(database.db, config.staffPhones)
    // An import that a stopped or killed server left running never committed.
    await failInterruptedImports(database, new Date())
    // Load the in-memory search index before the first request.
    await institutionIndex(database)
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await app.close()
    await database.close()
    throw error
  }

  // `npm run backup` asks the running server for the embedded database's snapshot (server/db/backupChannel.ts).
  const backupChannel = database.snapshot ? await openBackupChannel(config.dataDir, database.snapshot) : null
  const { port } = app.server.address() as AddressInfo
  console.log(`服务已启动 / Server ready: http://localhost:${port}/h5/`)
  // Imported provinces' recommendation units, loaded while the first visitors look around.
  warmRecommendUnits(database).catch((error: unknown) => app.log.warn({ err: error }, 'warming the recommendation units failed'))

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: shutting down`)
    await backupChannel?.close()
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error)
  process.exit(1)
})
