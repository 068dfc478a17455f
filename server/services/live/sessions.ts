/**
 * Live sessions (issue 24, types/live.ts): the groups, the lists by tab, group and university, a
 * session's page, the room (its stream, only for who may watch) and tickets. States follow the
 * clock (core/live.ts); a list orders live and upcoming sessions by start (soonest first) and
 * replays by end (newest first), the id breaking ties.
 */
import { createHash } from 'crypto'
import { and, asc, count, desc, eq, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm'
import { liveStateAt, liveTabBounds, mayEnterRoom } from '../../../core/live'
import { LIVE_PATHS, type LiveGroup, type LiveRoom, type LiveSessionCard, type LiveSessionDetail, type LiveSessionListQuery, type LiveTab } from '../../../types/live'
import type { Config } from '../../config'
import type { Db } from '../../db/open'
import { institutions, liveGroups, liveSessions, liveTickets } from '../../db/schema'
import { ApiError } from '../../errors'
import { pageWindow } from '../../lib/paginate'
import { imageOf } from '../forum/images'

/** The placeholder video's key in the file store (seed/demoLive.ts writes it): fixed, so every process finds it. */
export const LIVE_PLACEHOLDER_KEY = `${createHash('md5').update('live-placeholder-v1').digest('hex')}.mp4`

export const sessionNotFound = () => new ApiError(404, 'not_found', '直播不存在')

const cardColumns = {
  session: liveSessions,
  groupTitle: liveGroups.title,
  institutionName: institutions.name
}
type CardRow = { session: typeof liveSessions.$inferSelect; groupTitle: string | null; institutionName: string | null }

const cardsQuery = (db: Db) =>
  db
    .select(cardColumns)
    .from(liveSessions)
    .leftJoin(liveGroups, eq(liveGroups.id, liveSessions.groupId))
    .leftJoin(institutions, eq(institutions.id, liveSessions.institutionId))

function toCard(row: CardRow, apiPrefix: string, now: number): LiveSessionCard {
  const s = row.session
  return {
    id: s.id,
    title: s.title,
    host: s.host,
    cover_url: s.coverKey ? imageOf(s.coverKey, apiPrefix).url : null,
    starts_at: s.startsAt.toISOString(),
    ends_at: s.endsAt.toISOString(),
    state: liveStateAt(s.startsAt.getTime(), s.endsAt.getTime(), now),
    price_fen: s.priceFen,
    group_id: s.groupId,
    group_title: row.groupTitle,
    institution_name: row.institutionName,
    is_demo: s.isDemo
  }
}

function tabWhere(tab: LiveTab, now: number): { where: SQL | undefined; order: SQL[] } {
  const b = liveTabBounds(tab, now)
  const at = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms))
  const where = and(
    b.startsAfter !== undefined ? gt(liveSessions.startsAt, at(b.startsAfter)!) : undefined,
    b.startsAtOrBefore !== undefined ? lte(liveSessions.startsAt, at(b.startsAtOrBefore)!) : undefined,
    b.endsAfter !== undefined ? gt(liveSessions.endsAt, at(b.endsAfter)!) : undefined,
    b.endsAtOrBefore !== undefined ? lte(liveSessions.endsAt, at(b.endsAtOrBefore)!) : undefined
  )
  return { where, order: tab === 'replay' ? [desc(liveSessions.endsAt), desc(liveSessions.id)] : [asc(liveSessions.startsAt), asc(liveSessions.id)] }
}

async function cardPage(db: Db, apiPrefix: string, now: number, where: SQL | undefined, order: SQL[], query: { page?: number; page_size?: number }) {
  const { limit, offset } = pageWindow(query)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(liveSessions).where(where),
    cardsQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
  ])
  return { count: n, results: rows.map((r) => toCard(r, apiPrefix, now)) }
}

/** A tab's sessions; with `group`, that group's sessions (in the tab when one is given). */
export function sessionPage(db: Db, apiPrefix: string, now: number, query: LiveSessionListQuery) {
  const tab = query.tab ?? 'live'
  if (query.group !== undefined && query.tab === undefined) {
    return cardPage(db, apiPrefix, now, eq(liveSessions.groupId, query.group), [desc(liveSessions.startsAt), desc(liveSessions.id)], query)
  }
  const { where, order } = tabWhere(tab, now)
  return cardPage(db, apiPrefix, now, and(where, query.group !== undefined ? eq(liveSessions.groupId, query.group) : undefined), order, query)
}

/** Universities' sessions: the ones linked to an institution, live first, then upcoming, then past. */
export function univPage(db: Db, apiPrefix: string, now: number, query: { page?: number; page_size?: number }) {
  const at = new Date(now)
  const rank = sql`case when ${liveSessions.startsAt} <= ${at} and ${liveSessions.endsAt} > ${at} then 0 when ${liveSessions.startsAt} > ${at} then 1 else 2 end`
  return cardPage(db, apiPrefix, now, isNotNull(liveSessions.institutionId), [asc(rank), asc(liveSessions.startsAt), asc(liveSessions.id)], query)
}

/** The sessions the user holds a ticket to, newest start first. */
export async function ticketPage(db: Db, apiPrefix: string, now: number, userId: number, query: { page?: number; page_size?: number }) {
  const { limit, offset } = pageWindow(query)
  const mine = eq(liveTickets.userId, userId)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(liveTickets).where(mine),
    cardsQuery(db)
      .innerJoin(liveTickets, and(eq(liveTickets.sessionId, liveSessions.id), mine))
      .orderBy(desc(liveSessions.startsAt), desc(liveSessions.id))
      .limit(limit)
      .offset(offset)
  ])
  return { count: n, results: rows.map((r) => toCard(r, apiPrefix, now)) }
}

export async function groupList(db: Db): Promise<LiveGroup[]> {
  const rows = await db
    .select({ group: liveGroups, sessions: sql<number>`count(${liveSessions.id})::int` })
    .from(liveGroups)
    .leftJoin(liveSessions, eq(liveSessions.groupId, liveGroups.id))
    .groupBy(liveGroups.id)
    .orderBy(asc(liveGroups.id))
  return rows.map(({ group, sessions }) => ({ id: group.id, title: group.title, description: group.description, sessions, is_demo: group.isDemo }))
}

export async function sessionRow(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, id))
  if (!row) throw sessionNotFound()
  return row
}

export async function hasTicket(db: Pick<Db, 'select'>, userId: number, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: liveTickets.id })
    .from(liveTickets)
    .where(and(eq(liveTickets.userId, userId), eq(liveTickets.sessionId, sessionId)))
  return Boolean(row)
}

/** Whether `userId` may watch and chat in the session (free, or a ticket); 404 for no session. */
export async function mayEnter(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const session = await sessionRow(db, sessionId)
  return mayEnterRoom(session.priceFen, session.priceFen > 0 && (await hasTicket(db, userId, sessionId)))
}

export async function sessionDetail(db: Db, apiPrefix: string, now: number, id: number, userId: number | null): Promise<LiveSessionDetail> {
  const [row] = await cardsQuery(db).where(eq(liveSessions.id, id))
  if (!row) throw sessionNotFound()
  const ticket = userId !== null && (row.session.priceFen === 0 || (await hasTicket(db, userId, id)))
  return { ...toCard(row, apiPrefix, now), description: row.session.description, has_ticket: ticket, now: new Date(now).toISOString() }
}

/** What the player loads: the session's own HLS URL, else LIVE_HLS_BASE's, else the placeholder MP4. */
export function streamOf(session: { id: number; hlsUrl: string | null }, config: Pick<Config, 'apiPrefix' | 'live'>): NonNullable<LiveRoom['stream']> {
  const url = session.hlsUrl ?? (config.live.hlsBase ? `${config.live.hlsBase}/${session.id}/index.m3u8` : imageOf(LIVE_PLACEHOLDER_KEY, config.apiPrefix).url)
  return { url, kind: /\.m3u8($|\?)/.test(url) ? 'hls' : 'mp4' }
}

/** The room of a logged-in user: 403 for a paid session without a ticket. */
export async function roomOf(db: Db, config: Pick<Config, 'apiPrefix' | 'live'>, now: number, id: number, userId: number): Promise<LiveRoom> {
  const detail = await sessionDetail(db, config.apiPrefix, now, id, userId)
  if (!detail.has_ticket) throw new ApiError(403, 'permission_denied', '购买后才能观看')
  const session = await sessionRow(db, id)
  // Upcoming: nothing to play yet (the page counts down); live and replay play the stream.
  const stream = detail.state === 'upcoming' || detail.state === 'ended' ? null : streamOf(session, config)
  return { session: detail, stream, chat_path: `${config.apiPrefix}${LIVE_PATHS.chat(id)}` }
}
