/**
 * Shapes every part of the mall shares (issue 23): a SKU, a goods card, a line to buy and a
 * priced line. Constants: types/mall.ts.
 */
import { MALL_CATEGORIES, MALL_LINE_PROBLEMS, MALL_MAX_QUANTITY } from '../mall'
import { Id, Int, Nullable, Obj, StringEnum, Type, type Static } from '../schema'

export const MallCategory = StringEnum(MALL_CATEGORIES)

export const MallSku = Obj({
  id: Int(),
  name: Type.String(),
  price_fen: Int(),
  /** The struck-through list price; null when none. */
  original_price_fen: Nullable(Int()),
  stock: Int()
})
export type MallSku = Static<typeof MallSku>

/** A good as lists show it. */
export const MallGoodsCard = Obj({
  id: Int(),
  category: MallCategory,
  title: Type.String(),
  subtitle: Type.String(),
  cover_url: Nullable(Type.String()),
  /** The lowest SKU price. */
  price_fen: Int(),
  original_price_fen: Nullable(Int()),
  sold: Int(),
  /** Seeded demo goods: shown with 示例数据. */
  is_demo: Type.Boolean()
})
export type MallGoodsCard = Static<typeof MallGoodsCard>

/** One SKU and how many, as the app asks to buy or price it. */
export const MallLineInput = Obj({ sku_id: Id(), quantity: Int({ minimum: 1, maximum: MALL_MAX_QUANTITY }) })
export type MallLineInput = Static<typeof MallLineInput>

/** A line priced by the server from its own tables (what the app sent as a price is never used). */
export const MallPricedLine = Obj({
  sku_id: Int(),
  goods_id: Int(),
  title: Type.String(),
  sku_name: Type.String(),
  image_url: Nullable(Type.String()),
  category: MallCategory,
  price_fen: Int(),
  quantity: Int(),
  /** price × quantity */
  amount_fen: Int(),
  stock: Int(),
  /** Why it cannot be bought as it is; null when it can. */
  problem: Nullable(StringEnum(MALL_LINE_PROBLEMS))
})
export type MallPricedLine = Static<typeof MallPricedLine>
