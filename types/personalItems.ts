export type * from './schemas/personalItems'

/**
 * Pendants and accessories (issue 22, docs/personal.md "Pendants and accessories"). A pendant is
 * a frame drawn around the avatar wherever the avatar is shown; an accessory is a name tag shown
 * beside the name on one's profile. Each is bought with coins or unlocked by a task; a user wears
 * at most one of each kind, and only one they own. The catalogue is core/personalItems.ts.
 */

export const ITEM_KINDS = ['pendant', 'accessory'] as const
export type ItemKind = (typeof ITEM_KINDS)[number]
export const ITEM_KIND_NAMES: Record<ItemKind, string> = { pendant: '挂件', accessory: '饰品' }

/** How an item was obtained: bought with coins, or granted by a task (or the sign-in streak). */
export const ITEM_SOURCES = ['coins', 'task'] as const
export type ItemSource = (typeof ITEM_SOURCES)[number]

/** An item's key: lower-case letters, digits and '_'. */
export const ITEM_KEY_PATTERN = '^[a-z][a-z0-9_]{0,31}$'

export const ITEM_PATHS = {
  /**
   * GET → ItemCatalogue (open; owned and worn flags for a logged-in caller).
   * + '<kind>/<key>/' GET → ItemDetail (open).
   * + '<kind>/<key>/buy/' POST (EmptyBody) → ItemBought: 409 owned already, 422 not enough coins or not sold.
   * + '<kind>/<key>/wear/' POST (EmptyBody) → WornItems (403 not owned); DELETE → DetailResponse (takes it off).
   */
  items: '/api/user/accessories/'
} as const
