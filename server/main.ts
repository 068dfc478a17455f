/**
 * `npm run serve`: config → database (+ migrations, demo seed) → HTTP server.
 * Known start-up failures (bad environment variable, DATA_DIR in use, database unreachable) print
 * their message and exit 1 without a stack trace.
 */
import type { AddressInfo } from 'net'
import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/open'
import { StartupError } from './errors'
import { seedDemoIfEmpty } from './seed/demo'

async function main(): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase(config)
  const app = buildApp({ config, database })
  try {
    for (const warning of config.warnings) app.log.warn(warning)
    await database.migrate()
    if (config.seedDemo && (await seedDemoIfEmpty(database))) app.log.info('已写入示例数据 / demo data seeded')
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await app.close()
    await database.close()
    throw error
  }

  const { port } = app.server.address() as AddressInfo
  console.log(`服务已启动 / Server ready: http://localhost:${port}/h5/`)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: shutting down`)
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
