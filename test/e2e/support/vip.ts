/** Membership for e2e tests: the server is stopped, the account granted a year, the server started again. */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ROOT, startServer } from '../../support/realServer'
import type { E2eContext } from './browser'

/** Call inside a beforeAll registered after useServerAndBrowser(): ctx.server is replaced. */
export async function restartWithVip(ctx: E2eContext, phone: string): Promise<void> {
  const { dataDir } = ctx.server
  await ctx.server.stop()
  const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'grantVip.ts'), dataDir, phone], { cwd: ROOT, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`grantVip failed (${run.status}):\n${run.stdout}\n${run.stderr}`)
  ctx.server = await startServer({ DATA_DIR: dataDir })
}
