/**
 * Author medals shown beside names on posts and answers. Medals come in a later slice of issue 19
 * (rules such as a first answer, 10 likes, a 7-day streak); until then every author has none.
 * Every forum answer that shows an author takes its medals from here, so that slice changes this
 * file only.
 */
import type { Db } from '../../db/open'

/** Medal names per author id, most notable first; an author missing from the map has none. */
export async function medalsOf(_db: Db, _authorIds: readonly number[]): Promise<Map<number, string[]>> {
  return new Map()
}
