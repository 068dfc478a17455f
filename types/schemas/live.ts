/**
 * Live classes schemas (issue 24). Constants, paths, close codes and the story: types/live.ts.
 * The chat frames are declared here as types too (the socket is not an HTTP route, so they are
 * checked by core/liveChat.ts parseClientFrame, not by the route validator).
 */
import { LIVE_LIMITS, LIVE_STATES, LIVE_TABS } from '../live'
import { Id, Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'

export const LiveIdParams = Obj({ id: Id() })
export type LiveIdParams = Static<typeof LiveIdParams>

export const LiveSessionListQuery = Obj({
  /** Absent: live, or with `group` every state (newest start first). */
  tab: Type.Optional(StringEnum(LIVE_TABS)),
  /** Only this group's sessions. */
  group: Type.Optional(Id()),
  ...PAGE_QUERY
})
export type LiveSessionListQuery = Static<typeof LiveSessionListQuery>

export const LivePageQuery = Obj({ ...PAGE_QUERY })
export type LivePageQuery = Static<typeof LivePageQuery>

export const LiveGroup = Obj({
  id: Int(),
  title: Type.String(),
  description: Type.String(),
  sessions: Int(),
  is_demo: Type.Boolean()
})
export type LiveGroup = Static<typeof LiveGroup>

/** A session as lists show it. */
export const LiveSessionCard = Obj({
  id: Int(),
  title: Type.String(),
  host: Type.String(),
  cover_url: Nullable(Type.String()),
  starts_at: Type.String(),
  ends_at: Type.String(),
  state: StringEnum(LIVE_STATES),
  price_fen: Int(),
  group_id: Nullable(Int()),
  group_title: Nullable(Type.String()),
  /** A university's session: the institution's name. */
  institution_name: Nullable(Type.String()),
  is_demo: Type.Boolean()
})
export type LiveSessionCard = Static<typeof LiveSessionCard>

export const LiveSessionDetail = Obj({
  ...LiveSessionCard.properties,
  description: Type.String(),
  /** Free, or the logged-in user holds a ticket: the room opens. */
  has_ticket: Type.Boolean(),
  /** The server's clock (ISO), so the page counts down from the same now. */
  now: Type.String()
})
export type LiveSessionDetail = Static<typeof LiveSessionDetail>

/** The room: the stream to play (only to who may watch). */
export const LiveRoom = Obj({
  session: LiveSessionDetail,
  /** What the player loads: an HLS playlist, or the placeholder MP4 played looped. */
  stream: Nullable(Obj({ url: Type.String(), kind: StringEnum(['hls', 'mp4'] as const) })),
  /** The chat socket's path (with the API prefix), e.g. /api/edu/live/3/chat/. */
  chat_path: Type.String()
})
export type LiveRoom = Static<typeof LiveRoom>

export const LiveMessage = Obj({
  id: Int(),
  session_id: Int(),
  user_id: Nullable(Int()),
  user_name: Type.String(),
  /** The sender's own id of the message (its resends land once). */
  client_id: Type.String(),
  /** As typed (trimmed); shown as text, never as HTML (like forum text). */
  text: Type.String(),
  created_at: Type.String()
})
export type LiveMessage = Static<typeof LiveMessage>

export const LiveMessageQuery = Obj({
  /** Messages with a smaller id (older); default: the newest. */
  before: Type.Optional(Id()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: LIVE_LIMITS.history }))
})
export type LiveMessageQuery = Static<typeof LiveMessageQuery>

/** Client → server frames (JSON text). */
export type LiveClientFrame =
  /** The first frame: the access token; `after`: the last message id the client has (a reconnect). */
  { type: 'auth'; token: string; after?: number } | { type: 'send'; client_id: string; text: string }

/** Server → client frames (JSON text). */
export type LiveServerFrame =
  /** After auth: who you are and the history (the last LIVE_LIMITS.history, or those after `after`), oldest first. */
  | { type: 'ready'; user_id: number; history: LiveMessage[] }
  /** A message of the room, to everyone in it (the sender included), in id order. */
  | { type: 'message'; message: LiveMessage }
  /** The sender's message is stored (a resend of a stored one too): its id. */
  | { type: 'ack'; client_id: string; id: number }
  /** A refused send (client_id set) or frame; detail in Chinese. The socket stays open. */
  | { type: 'error'; code: LiveChatErrorCode; detail: string; client_id?: string }

export type LiveChatErrorCode = 'rate_limited' | 'empty' | 'too_long' | 'bad_frame' | 'not_ready'
