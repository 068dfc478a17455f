/**
 * The personal centre's medal schemas (issue 22). Constants and paths: types/personalMedals.ts.
 */
import { MEDALS } from '../forumStaff'
import { MEDAL_KEY_PATTERN, MEDAL_KINDS } from '../personalMedals'
import { Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'

export const MedalKeyName = StringEnum(MEDALS.map((m) => m.key))

/** How far a user is toward a medal not yet held: `label` 回答 / 获赞 / 连续回答, current of target. */
export const MedalProgress = Obj({ label: Type.String(), current: Int(), target: Int() })
export type MedalProgress = Static<typeof MedalProgress>

export const MedalInfo = Obj({
  key: MedalKeyName,
  name: Type.String(),
  kind: StringEnum(MEDAL_KINDS),
  /** How it is earned, in Chinese (坚持七天: 连续 7 天每天至少发布 1 条回答 …). */
  rule: Type.String(),
  /** False for a visitor. */
  held: Type.Boolean(),
  awarded_at: Nullable(Type.String()),
  /** Null when held, for a visitor, and for the certificate medals (their state is the certificate's). */
  progress: Nullable(MedalProgress)
})
export type MedalInfo = Static<typeof MedalInfo>

export const MedalList = Obj({ items: Type.Array(MedalInfo) })
export type MedalList = Static<typeof MedalList>

/** One medal the user received (领取记录). */
export const MedalReceipt = Obj({ key: MedalKeyName, name: Type.String(), kind: StringEnum(MEDAL_KINDS), awarded_at: Type.String() })
export type MedalReceipt = Static<typeof MedalReceipt>

export const MedalKeyParams = Obj({ key: Type.String({ pattern: MEDAL_KEY_PATTERN }) })
export type MedalKeyParams = Static<typeof MedalKeyParams>

export const MedalReceiptQuery = Obj({ ...PAGE_QUERY })
export type MedalReceiptQuery = Static<typeof MedalReceiptQuery>
