/**
 * buildApp assembles the server without listening, so tests use fastify.inject or a real port.
 * Layout: JSON body + error handling + OpenAPI at the root; the signature check, auth and the
 * route plugins in one scope under `${API_PREFIX}/api`; the H5 app at /h5/, the operator console at /admin/.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import { version } from '../package.json'
import type { Config } from './config'
import type { Database } from './db/open'
import type { Clock } from './lib/clock'
import { MemoryReplayCache, type ReplayCache } from './lib/replay-cache'
import { loggerOptions, type LogDestination } from './lib/logRedaction'
import { buildValidatorCompiler } from './lib/validator'
import { installAuth } from './plugins/auth'
import { frameworkErrors, installErrorHandling } from './plugins/errors'
import { installJsonBody } from './plugins/json-body'
import { installSignatureCheck, sharedReplayCache } from './plugins/signature'
import { adminDirOf, builtAdminDir, installAdmin } from './plugins/static-admin'
import { builtH5Dir, installH5 } from './plugins/static-h5'
import { docsRoute } from './plugins/swagger'
import { registerVendorPlugins } from './plugins/vendor'
import { apiRoutes } from './routes'
import { GroupService } from './payments/groups'
import { orderTypes } from './payments/orderTypes'
import { PaymentService } from './payments/service'
import { buildAccountServices, derivedSecret, type Providers } from './services/accounts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    /** One per app: the pay routes take the money, and other families (print orders) refund through it. */
    payments: PaymentService
    groups: GroupService
  }
}

export interface BuildOptions {
  config: Config
  database: Database
  /** Route plugins of the /api scope; tests append probes to `apiRoutes`. */
  routes?: FastifyPluginAsync[]
  replayCache?: ReplayCache
  /** Now in ms (default Date.now): SMS code expiry and send limits, VIP state, presign expiry. */
  clock?: Clock
  /** SMS, WeChat, one-press and file-store providers; defaults follow the config. */
  providers?: Partial<Providers>
  /** Where the log lines go (default stdout; redacted either way, lib/logRedaction.ts): tests read them. */
  logStream?: LogDestination
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops

export function buildApp({ config, database, routes = apiRoutes, replayCache, clock, providers, logStream }: BuildOptions): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // A hop count as the function Fastify's types take for it: trust the nearest n proxies.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    schemaController: { compilersFactory: { buildValidator: buildValidatorCompiler } },
    frameworkErrors
  })
  app.decorate('config', config)
  app.decorate('database', database)
  const accounts = buildAccountServices(config, database, app.log, clock, providers)
  app.decorate('accounts', accounts)
  const payments = new PaymentService({
    config,
    db: database.db,
    clock: accounts.clock,
    log: app.log,
    registry: orderTypes,
    wechat: accounts.wechat,
    sandboxSecret: derivedSecret(config, 'pay-sandbox')
  })
  app.decorate('payments', payments)
  app.decorate('groups', new GroupService(database.db, payments, accounts.clock, config.apiPrefix))
  installJsonBody(app)
  installErrorHandling(app)
  const h5Dir = builtH5Dir(config.h5Dir)
  const adminDir = builtAdminDir(adminDirOf(config.h5Dir))
  registerVendorPlugins(app, { version, h5Dir, adminDir })
  // Used signatures: shared with the other processes through Redis when there is one.
  const signatures = replayCache ?? (config.live.redisUrl ? sharedReplayCache(app, config.live.redisUrl) : new MemoryReplayCache())

  app.register(
    async (api) => {
      installSignatureCheck(api, { keys: config.signKeys, replayCache: signatures })
      // PGlite: this process alone holds DATA_DIR, so no other can change a token version unseen.
      installAuth(api, { config, db: database.db, singleProcess: database.kind === 'pglite' })
      api.register(docsRoute)
      for (const route of routes) api.register(route)
    },
    { prefix: `${config.apiPrefix}/api` }
  )
  installH5(app, h5Dir)
  installAdmin(app, adminDir)
  return app
}
