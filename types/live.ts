export type * from './schemas/live'

/**
 * Live classes (issue 24, docs/live.md): groups, sessions (预告 / 直播中 / 回放 / 已结束 by the
 * clock, core/live.ts), tickets to paid sessions (order_type 'live') and the chat of a room over a
 * WebSocket (the frames below). Every amount is integer fen.
 */

/** A session's state, from its times and now (core/live.ts liveStateAt). */
export const LIVE_STATES = ['upcoming', 'live', 'replay', 'ended'] as const
export type LiveState = (typeof LIVE_STATES)[number]
export const LIVE_STATE_NAMES: Record<LiveState, string> = { upcoming: '预告', live: '直播中', replay: '回放', ended: '已结束' }

/** The list's tabs: the three states a visitor can still watch. */
export const LIVE_TABS = ['live', 'upcoming', 'replay'] as const
export type LiveTab = (typeof LIVE_TABS)[number]

/** The order type of a ticket and the one option it sells (live_order_option {id, option}). */
export const LIVE_ORDER_TYPE = 'live'
export const LIVE_TICKET_OPTION = 'ticket'
/** A missing or unknown live order id (SPEC §5). */
export const LIVE_ORDER_ERROR = '订单出错了'

export const LIVE_LIMITS = {
  /** A message's length after trimming, in characters (code points). */
  textMax: 200,
  /** Messages a user may send in one window (per server process). */
  rateCount: 5,
  rateWindowMs: 10_000,
  /** Messages the server sends on join. */
  history: 50,
  /** A client_id: the app's own id of a message, unique per user and room. */
  clientIdMax: 64,
  /** How long a new socket has to send its auth frame. */
  authTimeoutMs: 5_000,
  /** After its end a session is 回放 this long, then 已结束. */
  replayDays: 30
} as const

/** Close codes of the chat socket (4000-4999 are the application's). */
export const LIVE_CLOSE = {
  /** No auth frame in time, or a token that is missing, bad or expired. */
  unauthenticated: 4401,
  /** A paid room without a ticket. */
  noTicket: 4403,
  /** No such session. */
  notFound: 4404,
  /** A frame that is not JSON or not one of the protocol's. */
  badFrame: 4400
} as const

export const LIVE_PATHS = {
  /** GET NoQuery → LiveGroup[]: the groups with their session counts. */
  groups: '/api/edu/live/groups/',
  /**
   * GET LiveSessionListQuery (?tab=&group=&page=&page_size=) → Page(LiveSessionCard).
   * + '<id>/' GET → LiveSessionDetail (login optional: has_ticket for a logged-in user; 404 直播不存在).
   * + '<id>/room/' GET (login) → LiveRoom: the stream; 403 购买后才能观看 for a paid session without ticket.
   */
  sessions: '/api/edu/live/sessions/',
  /** GET PAGE_QUERY → Page(LiveSessionCard): universities' sessions (linked to an institution). */
  univ: '/api/edu/live/univ/',
  /** GET (login) PAGE_QUERY → Page(LiveSessionCard): the sessions the user holds a ticket to. */
  tickets: '/api/edu/live/tickets/',
  /** GET (login) LiveMessageQuery (?before=&limit=) → LiveMessage[]: older messages of a room, oldest first. */
  messages: (id: number | string) => `/api/edu/live/${id}/messages/`,
  /** The chat WebSocket (frames: LiveClientFrame, LiveServerFrame). */
  chat: (id: number | string) => `/api/edu/live/${id}/chat/`
} as const
