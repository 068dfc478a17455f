/**
 * What the forum's demo seeders share: the demo members' ids (by level, or all of them in id
 * order) and drawing from a list with the seeded PRNG of sampleOneScore.ts.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { ForumLevel } from '../../types/forum'
import { identityOf } from '../../core/identity'
import type { Db } from '../db/open'
import { users } from '../db/schema'
import { DEMO_MEMBERS } from './demoForumContent'

export type Random = () => number

/** Up to `n` distinct items of `list`, in random order. */
export function sample<T>(random: Random, list: readonly T[], n: number): T[] {
  const pool = [...list]
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[pool[i], pool[j]] = [pool[j], pool[i]]
  }
  return pool.slice(0, n)
}

/** The ids of DEMO_MEMBERS of a level (college grades: university), or null when one is missing. */
export async function demoMembersByLevel(db: Db): Promise<((level: ForumLevel) => number[]) | null> {
  const found = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.isDemo, true),
        inArray(
          users.username,
          DEMO_MEMBERS.map((m) => m.name)
        )
      )
    )
  const idOf = new Map(found.map((u) => [u.username, u.id]))
  if (DEMO_MEMBERS.some((m) => !idOf.has(m.name))) return null
  return (level) => DEMO_MEMBERS.filter((m) => (identityOf(m.grade) === 'college') === (level === 'university')).map((m) => idOf.get(m.name)!)
}

/** Every demo member's id (demo users without a phone: not the demo account), in id order. */
export async function demoMemberIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isDemo, true), isNull(users.phone)))
    .orderBy(asc(users.id))
  return rows.map((r) => r.id)
}
