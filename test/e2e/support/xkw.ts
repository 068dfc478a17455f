/** The library's e2e helpers: a seeded material by title (the demo seed is our own sample data). */
import { XKW_PATHS, type XkwMaterialCard } from '../../../types/xkw'
import type { Paginated } from '../../../types/api'
import { signedFetch } from './api'
import type { E2eContext } from './browser'

/** The demo material of this exact title, from the open search. */
export async function demoMaterial(ctx: E2eContext, title: string): Promise<XkwMaterialCard> {
  const res = await signedFetch(ctx.server.url, 'GET', `${XKW_PATHS.search}?q=${encodeURIComponent(title)}`)
  const page = (await res.json()) as Paginated<XkwMaterialCard>
  const found = page.results.find((m) => m.title === title)
  if (!found) throw new Error(`no demo material ${title}`)
  return found
}
