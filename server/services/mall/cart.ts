/**
 * The cart (issue 23; types/mallCart.ts MALL_CART_PATHS.cart, docs/mall.md "Cart"). One line per
 * user and SKU. Every answer prices the lines now (quote.ts): the price when a line was added
 * (price_fen_added) stays beside the price now, so a change is shown, never silently applied; a
 * line that is off the shelf, sold out or short of stock is flagged, never dropped.
 *
 * Adding (to the SKU's line when there is one): the good must be on sale with stock (422 商品已下架,
 * 已售罄), the line at most MALL_MAX_QUANTITY and at most the stock (422), the cart at most
 * MALL_MAX_LINES lines (422). Adding again sets price_fen_added to the price the user just saw and
 * selects the line. A quantity may always go down; going up it must stay within the stock.
 * Another user's line reads as missing (404 购物车商品不存在).
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { MALL_MAX_LINES, MALL_MAX_QUANTITY } from '../../../types/mall'
import type { MallCart, MallCartAdded, MallCartLine, MallCartPatch } from '../../../types/mallCart'
import type { Db } from '../../db/open'
import { cartItems, mallGoods, mallSkus, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { goodsMissing, quoteLines } from './quote'

type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

const lineMissing = () => new ApiError(404, 'not_found', '购物车商品不存在')
const refuse = (detail: string) => new ApiError(422, 'business_rule', detail)
const shortOfStock = (stock: number) => refuse(`库存不足，仅剩${stock}件`)

interface CartRow {
  id: number
  skuId: number
  quantity: number
  selected: boolean
  priceFenAdded: number
}

const rowColumns = { id: cartItems.id, skuId: cartItems.skuId, quantity: cartItems.quantity, selected: cartItems.selected, priceFenAdded: cartItems.priceFenAdded }

function rowsOf(db: Pick<Db, 'select'>, userId: number): Promise<CartRow[]> {
  return db.select(rowColumns).from(cartItems).where(eq(cartItems.userId, userId)).orderBy(desc(cartItems.createdAt), desc(cartItems.id))
}

const asInput = (rows: CartRow[]) => rows.map((row) => ({ sku_id: row.skuId, quantity: row.quantity }))

/** The rows priced now (no coupon: a line's price does not depend on one). */
async function linesOf(db: Pick<Db, 'select'>, userId: number, rows: CartRow[], now: number, apiPrefix: string): Promise<MallCartLine[]> {
  const { quote } = await quoteLines(db, userId, asInput(rows), null, now, apiPrefix)
  return quote.lines.map((line, i) => ({ ...line, id: rows[i].id, selected: rows[i].selected, price_fen_added: rows[i].priceFenAdded }))
}

/** GET MALL_CART_PATHS.cart: the lines newest first, and the selected ones quoted with the best coupon. */
export async function cartOf(db: Db, userId: number, now: number, apiPrefix: string): Promise<MallCart> {
  const rows = await rowsOf(db, userId)
  const [lines, { quote }] = await Promise.all([
    linesOf(db, userId, rows, now, apiPrefix),
    quoteLines(db, userId, asInput(rows.filter((row) => row.selected)), undefined, now, apiPrefix)
  ])
  return { lines, quote }
}

/** Lines in the cart (the badge). */
export async function cartCount(db: Pick<Db, 'select'>, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId))
  return n
}

/** POST MALL_CART_PATHS.cart: see above. */
export async function addToCart(db: Db, userId: number, skuId: number, quantity: number, now: number, apiPrefix: string): Promise<MallCartAdded> {
  const id = await db.transaction(async (tx) => {
    // One cart write of the user at a time: two adds never pass the line limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [sku] = await tx
      .select({ priceFen: mallSkus.priceFen, stock: mallSkus.stock, status: mallGoods.status })
      .from(mallSkus)
      .innerJoin(mallGoods, eq(mallGoods.id, mallSkus.goodsId))
      .where(eq(mallSkus.id, skuId))
    if (!sku) throw goodsMissing()
    if (sku.status !== 'on_sale') throw refuse('商品已下架')
    if (sku.stock <= 0) throw refuse('已售罄')
    const [line] = await tx
      .select(rowColumns)
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId)))
    const wanted = (line?.quantity ?? 0) + quantity
    if (wanted > MALL_MAX_QUANTITY) throw refuse(`每件商品最多购买${MALL_MAX_QUANTITY}件${line ? `，购物车中已有${line.quantity}件` : ''}`)
    if (wanted > sku.stock) throw shortOfStock(sku.stock)
    const at = new Date(now)
    if (line) {
      await tx.update(cartItems).set({ quantity: wanted, priceFenAdded: sku.priceFen, selected: true, updatedAt: at }).where(eq(cartItems.id, line.id))
      return line.id
    }
    if ((await cartCount(tx, userId)) >= MALL_MAX_LINES) throw refuse(`购物车已满（最多${MALL_MAX_LINES}种商品），请先结算或删除部分商品`)
    const [added] = await tx
      .insert(cartItems)
      .values({ userId, skuId, quantity, selected: true, priceFenAdded: sku.priceFen, createdAt: at, updatedAt: at })
      .returning({ id: cartItems.id })
    return added.id
  })
  const rows = await db.select(rowColumns).from(cartItems).where(eq(cartItems.id, id))
  const [[line], n] = await Promise.all([linesOf(db, userId, rows, now, apiPrefix), cartCount(db, userId)])
  return { line, count: n }
}

async function lineOf(db: Pick<Db, 'select'>, userId: number, id: number): Promise<CartRow> {
  const [row] = await db
    .select(rowColumns)
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
  if (!row) throw lineMissing()
  return row
}

/** PATCH MALL_CART_PATHS.cart + '<id>/': a new quantity (up: within the stock) or selection. */
export async function patchCartLine(db: Db, userId: number, id: number, patch: MallCartPatch, now: number, apiPrefix: string): Promise<MallCart> {
  const row = await lineOf(db, userId, id)
  if (patch.quantity !== undefined && patch.quantity > row.quantity) {
    const [sku] = await db.select({ stock: mallSkus.stock }).from(mallSkus).where(eq(mallSkus.id, row.skuId))
    if (patch.quantity > sku.stock) throw shortOfStock(sku.stock)
  }
  await db
    .update(cartItems)
    .set({
      ...(patch.quantity === undefined ? {} : { quantity: patch.quantity }),
      ...(patch.selected === undefined ? {} : { selected: patch.selected }),
      updatedAt: new Date(now)
    })
    .where(eq(cartItems.id, row.id))
  return cartOf(db, userId, now, apiPrefix)
}

/** POST MALL_CART_PATHS.cartSelect */
export async function selectAllCart(db: Db, userId: number, selected: boolean, now: number, apiPrefix: string): Promise<MallCart> {
  await db
    .update(cartItems)
    .set({ selected, updatedAt: new Date(now) })
    .where(eq(cartItems.userId, userId))
  return cartOf(db, userId, now, apiPrefix)
}

/** DELETE MALL_CART_PATHS.cart + '<id>/' */
export async function removeCartLine(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id })
  if (gone.length === 0) throw lineMissing()
}

/** POST MALL_CART_PATHS.cartRemove: all or nothing (404 when one of them is not the user's line). */
export async function removeCartLines(db: Db, userId: number, ids: number[], now: number, apiPrefix: string): Promise<MallCart> {
  const unique = [...new Set(ids)]
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, unique)))
      .returning({ id: cartItems.id })
    if (gone.length !== unique.length) throw lineMissing()
  })
  return cartOf(db, userId, now, apiPrefix)
}

/** An order submitted from the cart takes its SKUs' lines out (inside the submit transaction). */
export async function removeCartSkus(tx: Writer, userId: number, skuIds: number[]): Promise<void> {
  if (skuIds.length === 0) return
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)))
}
