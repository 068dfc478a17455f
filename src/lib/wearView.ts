/**
 * What the dress-up pages (wear, pendantDetail, accessoryDetail) show, as pure rules (unit-tested):
 * an item's status line and action button, the purchase confirmation, owned items apart from the
 * shop, and the page of each kind.
 */
import type { Item, ItemKind } from '@types-contract/personalItems'
import { ITEM_KIND_NAMES } from '@types-contract/personalItems'

export type ItemAction = 'login' | 'wear' | 'takeOff' | 'buy' | 'task'

/** The button under an item: log in, wear or take off what one owns, buy what is sold, else its task. */
export function itemAction(item: Pick<Item, 'owned' | 'worn' | 'price'>, loggedIn: boolean): { label: string; action: ItemAction } {
  if (!loggedIn) return { label: '登录后获取', action: 'login' }
  if (item.worn) return { label: '取下', action: 'takeOff' }
  if (item.owned) return { label: '佩戴', action: 'wear' }
  if (item.price !== null) return { label: `购买 · ${item.price} 金币`, action: 'buy' }
  return { label: '去完成任务', action: 'task' }
}

/** A card's status: 佩戴中, 已拥有, its price, or 任务获得. */
export function itemStatus(item: Pick<Item, 'owned' | 'worn' | 'price'>): string {
  if (item.worn) return '佩戴中'
  if (item.owned) return '已拥有'
  return item.price !== null ? `${item.price} 金币` : '任务获得'
}

/**
 * What tapping 购买 asks: a confirmation that names the price, or (coins known to fall short) the
 * shortfall with the way to earn more. The server still decides (422 金币不足).
 */
export function buyPrompt(item: Pick<Item, 'kind' | 'name' | 'price'>, coins: number): { enough: boolean; title: string; content: string } {
  const price = item.price ?? 0
  const what = `${ITEM_KIND_NAMES[item.kind]}「${item.name}」`
  if (coins < price) return { enough: false, title: '金币不足', content: `${what}需要 ${price} 金币，你还差 ${price - coins} 金币。去任务中心赚金币吧` }
  return { enough: true, title: '确认购买', content: `花费 ${price} 金币购买${what}？` }
}

/** Owned items (worn first), then the shop (sold ones by price, then those a task unlocks). */
export function splitItems<T extends Pick<Item, 'owned' | 'worn' | 'price'>>(items: readonly T[]): { owned: T[]; shop: T[] } {
  const owned = items.filter((i) => i.owned).sort((a, b) => Number(b.worn) - Number(a.worn))
  const shop = items.filter((i) => !i.owned).sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity))
  return { owned, shop }
}

/** The page of an item of each kind (spec paths of src/routes.ts). */
export const ITEM_DETAIL_PAGES: Record<ItemKind, string> = { pendant: 'personal/pendantDetail', accessory: 'personal/accessoryDetail' }

/** An item's kind from a page query; undefined for anything else. */
export const itemKindOf = (param: string | undefined): ItemKind | undefined => (param === 'pendant' || param === 'accessory' ? param : undefined)

/** The item a tab starts on: the one chosen, else the one worn, else the first. */
export function chosenItem<T extends Pick<Item, 'key' | 'worn'>>(items: readonly T[], chosen: string | null): T | undefined {
  return items.find((i) => i.key === chosen) ?? items.find((i) => i.worn) ?? items[0]
}

/** What the preview wears: the chosen item of the open tab, and of the other kind what is worn. */
export function previewKeys(
  catalogue: { pendants: readonly Pick<Item, 'key' | 'worn'>[]; accessories: readonly Pick<Item, 'key' | 'worn'>[] },
  kind: ItemKind,
  chosen: Pick<Item, 'key'> | undefined
): { pendant: string | null; accessory: string | null } {
  const worn = (items: readonly Pick<Item, 'key' | 'worn'>[]) => items.find((i) => i.worn)?.key ?? null
  return {
    pendant: kind === 'pendant' ? (chosen?.key ?? null) : worn(catalogue.pendants),
    accessory: kind === 'accessory' ? (chosen?.key ?? null) : worn(catalogue.accessories)
  }
}
