/**
 * Changes made to a server's database between two runs of it (the embedded PGlite is single-user):
 * the server is stopped, a script runs on its DATA_DIR, the server is started again.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ROOT, startServer } from '../../support/realServer'
import type { E2eContext } from './browser'

/** Call inside a beforeAll registered after useServerAndBrowser(): ctx.server is replaced. */
async function restartAfter(ctx: E2eContext, script: string, args: string[]): Promise<string> {
  const { dataDir } = ctx.server
  await ctx.server.stop()
  const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [script, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir } })
  if (run.status !== 0) throw new Error(`${script} failed (${run.status}):\n${run.stdout}\n${run.stderr}`)
  ctx.server = await startServer({ DATA_DIR: dataDir })
  return run.stdout
}

/** Data files loaded with the import command (`npm run import`, scripts/import.ts); answers its summary. */
export async function restartWithImport(ctx: E2eContext, paths: string[]): Promise<string> {
  return restartAfter(ctx, join(ROOT, 'scripts', 'import.ts'), paths)
}

/** Mall SKUs changed as the shop changes them (a new price, stock sold out): see ./mallSkuChange.ts. */
export async function restartWithSkuChanges(ctx: E2eContext, changes: { skuId: number; field: 'price' | 'stock'; value: number }[]): Promise<void> {
  await restartAfter(ctx, join(__dirname, 'mallSkuChange.ts'), [ctx.server.dataDir, ...changes.flatMap((c) => [String(c.skuId), c.field, String(c.value)])])
}
