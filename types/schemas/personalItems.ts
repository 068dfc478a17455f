/**
 * Pendant and accessory schemas (issue 22). Constants and paths: types/personalItems.ts; the
 * catalogue itself: core/personalItems.ts.
 */
import { ITEM_KEY_PATTERN, ITEM_KINDS } from '../personalItems'
import { TASK_KEYS } from '../personalTasks'
import { Int, Nullable, Obj, StringEnum, Type, type Static } from '../schema'

export const ItemKind = StringEnum(ITEM_KINDS)

/** An item named by kind and key (what a task unlocks). */
export const ItemRef = Obj({ kind: ItemKind, key: Type.String() })
export type ItemRef = Static<typeof ItemRef>

export const Item = Obj({
  kind: ItemKind,
  key: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** Coins it costs; null when it is not sold (a task unlocks it). */
  price: Nullable(Int()),
  /** The task that unlocks it ('signin': the sign-in streak); null for an item sold for coins. */
  task: Nullable(StringEnum(TASK_KEYS)),
  /** How to get it, as the app shows it ('30 金币', '连续签到 7 天获得'). */
  obtain: Type.String(),
  /** The caller owns it (false for a visitor). */
  owned: Type.Boolean(),
  /** The caller wears it. */
  worn: Type.Boolean()
})
export type Item = Static<typeof Item>

export const ItemCatalogue = Obj({
  pendants: Type.Array(Item),
  accessories: Type.Array(Item),
  /** The caller's coins; null for a visitor. */
  num_coins: Nullable(Int())
})
export type ItemCatalogue = Static<typeof ItemCatalogue>

export const ItemParams = Obj({ kind: ItemKind, key: Type.String({ pattern: ITEM_KEY_PATTERN }) })
export type ItemParams = Static<typeof ItemParams>

export const ItemDetail = Obj({ item: Item, num_coins: Nullable(Int()) })
export type ItemDetail = Static<typeof ItemDetail>

export const ItemBought = Obj({ item: Item, num_coins: Int() })
export type ItemBought = Static<typeof ItemBought>

/** What the caller wears now: item keys, null for none. */
export const WornItems = Obj({ worn_pendant: Nullable(Type.String()), worn_accessory: Nullable(Type.String()) })
export type WornItems = Static<typeof WornItems>
