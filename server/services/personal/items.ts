/**
 * Pendants and accessories (issue 22; types/personalItems.ts, catalogue core/personalItems.ts):
 * the catalogue with the caller's owned and worn flags, buying with coins, wearing and taking off,
 * and the grant of items a task unlocks.
 *
 * - Buying locks the user's row, refuses an item owned (409) or not sold (422), spends the price
 *   through coins.ts (422 金币不足, never below 0) and records the item, in one transaction; the
 *   spend's grant key ('buy:<kind>:<key>') makes a raced second purchase of the same item spend nothing.
 * - Wearing needs owning, checked in the UPDATE itself (403); users.worn_* holds one key per kind.
 */
import { and, eq, sql } from 'drizzle-orm'
import { itemOf, itemsOf, sourceOf, type CatalogueItem } from '../../../core/personalItems'
import { buyGrantKey, obtainText } from '../../../core/personalTasks'
import {
  ITEM_KIND_NAMES,
  type Item,
  type ItemBought,
  type ItemCatalogue,
  type ItemDetail,
  type ItemKind,
  type ItemRef,
  type WornItems
} from '../../../types/personalItems'
import type { Db } from '../../db/open'
import { userItems, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { applyCoins, lockedCoins, type Tx } from './coins'

const itemMissing = (kind: ItemKind) => new ApiError(404, 'not_found', `${ITEM_KIND_NAMES[kind]}不存在`)

function catalogueItem(kind: ItemKind, key: string): CatalogueItem {
  const item = itemOf(kind, key)
  if (!item) throw itemMissing(kind)
  return item
}

/** What the caller has: owned items ('<kind>:<key>'), what they wear and their coins; nothing for a visitor. */
interface Holdings {
  owned: Set<string>
  worn: WornItems
  coins: number | null
}

const NOBODY: Holdings = { owned: new Set(), worn: { worn_pendant: null, worn_accessory: null }, coins: null }

async function holdingsOf(db: Pick<Db, 'select'>, userId: number | null): Promise<Holdings> {
  if (userId === null) return NOBODY
  const [[user], owned] = await Promise.all([
    db.select({ coins: users.numCoins, pendant: users.wornPendant, accessory: users.wornAccessory }).from(users).where(eq(users.id, userId)),
    db.select({ kind: userItems.kind, key: userItems.itemKey }).from(userItems).where(eq(userItems.userId, userId))
  ])
  if (!user) return NOBODY
  return {
    owned: new Set(owned.map((row) => `${row.kind}:${row.key}`)),
    worn: { worn_pendant: user.pendant, worn_accessory: user.accessory },
    coins: user.coins
  }
}

const wornKeyOf = (worn: WornItems, kind: ItemKind) => (kind === 'pendant' ? worn.worn_pendant : worn.worn_accessory)

function toItem(item: CatalogueItem, holdings: Holdings): Item {
  return {
    kind: item.kind,
    key: item.key,
    name: item.name,
    description: item.description,
    price: item.price,
    task: item.task,
    obtain: obtainText(item),
    owned: holdings.owned.has(`${item.kind}:${item.key}`),
    worn: wornKeyOf(holdings.worn, item.kind) === item.key
  }
}

export async function itemCatalogue(db: Db, userId: number | null): Promise<ItemCatalogue> {
  const holdings = await holdingsOf(db, userId)
  return {
    pendants: itemsOf('pendant').map((item) => toItem(item, holdings)),
    accessories: itemsOf('accessory').map((item) => toItem(item, holdings)),
    num_coins: holdings.coins
  }
}

export async function itemDetail(db: Db, userId: number | null, kind: ItemKind, key: string): Promise<ItemDetail> {
  const item = catalogueItem(kind, key)
  const holdings = await holdingsOf(db, userId)
  return { item: toItem(item, holdings), num_coins: holdings.coins }
}

const ownsItem = (tx: Pick<Db, 'select'>, userId: number, kind: ItemKind, key: string) =>
  tx
    .select({ key: userItems.itemKey })
    .from(userItems)
    .where(and(eq(userItems.userId, userId), eq(userItems.kind, kind), eq(userItems.itemKey, key)))

export async function buyItem(db: Db, userId: number, kind: ItemKind, key: string, now: number): Promise<ItemBought> {
  const item = catalogueItem(kind, key)
  const owned = () => new ApiError(409, 'business_rule', `你已拥有${ITEM_KIND_NAMES[kind]}「${item.name}」`)
  if (item.price === null) throw new ApiError(422, 'business_rule', `「${item.name}」不出售，${obtainText(item)}`)
  const price = item.price
  await db.transaction(async (tx) => {
    await lockedCoins(tx, userId)
    if ((await ownsItem(tx, userId, kind, key)).length > 0) throw owned()
    const after = await applyCoins(tx, userId, { delta: -price, reason: 'buy', grantKey: buyGrantKey(kind, key), now })
    if (after === null) throw owned()
    await tx.insert(userItems).values({ userId, kind, itemKey: key, source: 'coins', obtainedAt: new Date(now) })
  })
  const detail = await itemDetail(db, userId, kind, key)
  return { item: detail.item, num_coins: detail.num_coins ?? 0 }
}

const wornColumn = (kind: ItemKind) => (kind === 'pendant' ? users.wornPendant : users.wornAccessory)
const wornField = (kind: ItemKind) => (kind === 'pendant' ? 'wornPendant' : 'wornAccessory')

/** Wears an item the caller owns (403 otherwise) in place of the one of its kind worn before. */
export async function wearItem(db: Db, userId: number, kind: ItemKind, key: string): Promise<WornItems> {
  const item = catalogueItem(kind, key)
  const [row] = await db
    .update(users)
    .set({ [wornField(kind)]: key })
    .where(and(eq(users.id, userId), sql`exists (${ownsItem(db, userId, kind, key)})`))
    .returning({ pendant: users.wornPendant, accessory: users.wornAccessory })
  if (!row) throw new ApiError(403, 'permission_denied', `你还没有${ITEM_KIND_NAMES[kind]}「${item.name}」，获得后才能佩戴`)
  return { worn_pendant: row.pendant, worn_accessory: row.accessory }
}

/** Takes the item off when it is the one worn; nothing to do otherwise (a repeated tap). */
export async function takeOffItem(db: Db, userId: number, kind: ItemKind, key: string): Promise<void> {
  catalogueItem(kind, key)
  await db
    .update(users)
    .set({ [wornField(kind)]: null })
    .where(and(eq(users.id, userId), eq(wornColumn(kind), key)))
}

/** Grants the items (a task's unlock) in the caller's transaction: the first one new to the user, null when all were owned. */
export async function grantItems(tx: Tx, userId: number, items: readonly CatalogueItem[], now: number): Promise<ItemRef | null> {
  let first: ItemRef | null = null
  for (const item of items) {
    const [inserted] = await tx
      .insert(userItems)
      .values({ userId, kind: item.kind, itemKey: item.key, source: sourceOf(item), obtainedAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ key: userItems.itemKey })
    if (inserted && !first) first = { kind: item.kind, key: item.key }
  }
  return first
}
