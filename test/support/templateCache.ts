/**
 * The test templates' caches (node_modules/.cache: the migrated database, the demo data) keep one
 * template per hash of their sources. When a new one is written the older ones go, but only once no
 * run can still be copying from one: a run that began before the sources changed (another terminal,
 * a bench) keeps the template it started on. An hour is longer than any run.
 */
import { readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

const STALE_TEMPLATE_MS = 60 * 60_000

/** Removes the templates of `cache` other than `keep` (and other than those being written) older than an hour. */
export function dropOldTemplates(cache: string, keep: string): void {
  for (const name of readdirSync(cache)) {
    const path = join(cache, name)
    if (path === keep || name.includes('.tmp-')) continue
    if (Date.now() - statSync(path).mtimeMs > STALE_TEMPLATE_MS) rmSync(path, { recursive: true, force: true })
  }
}
