/**
 * Stock never oversells (issue 23 acceptance; services/mall/stock.ts): 50 buyers at once of the
 * last 10 units get exactly 10 orders, the stock ends at 0 and is never negative; buyers of
 * several units each get whole orders only; a cancelled order's units can be bought again. On
 * PGlite and on PostgreSQL (scripts/test-pg.sh), where the submits really run side by side.
 */
import { MALL_ORDER_PATHS, type ShopOrder } from '../../types/mallOrders'
import { appForFile, newMembers, type Member } from './support/accounts'
import { ok } from './support/forum'
import { mallOrderClient, shopOrderUrl } from './support/mallOrders'

const t = appForFile()
const mall = mallOrderClient(() => t)
const someone = newMembers(t, 13600023500)

/** `n` members, each with an address: [member, address id]. */
async function buyers(n: number): Promise<[Member, number][]> {
  const out: [Member, number][] = []
  for (let i = 0; i < n; i++) {
    const who = await someone()
    out.push([who, (await mall.address(who)).id])
  }
  return out
}

const submitAll = (people: [Member, number][], skuId: number, quantity: number) =>
  Promise.all(
    people.map(([who, addressId]) =>
      mall.send('POST', MALL_ORDER_PATHS.submit, who.access, { lines: [{ sku_id: skuId, quantity }], from_cart: false, address_id: addressId, user_coupon_id: null })
    )
  )

test('50 buyers at once of the last 10 units: exactly 10 orders, the stock ends at 0', async () => {
  const sku = await mall.sku({ title: '高考冲刺卷', stock: 10 })
  const people = await buyers(50)
  const answers = await submitAll(people, sku, 1)
  const won = answers.filter((r) => r.statusCode === 201)
  const lost = answers.filter((r) => r.statusCode !== 201)
  expect(won).toHaveLength(10)
  expect(lost).toHaveLength(40)
  for (const res of lost) {
    expect(res.statusCode).toBe(422)
    // Refused by the quote (it read the stock gone) or by the guarded UPDATE: either names the good.
    expect(res.json().detail).toMatch(/^「高考冲刺卷（标准版）」(库存不足|已售罄)$/)
  }
  expect((await mall.skuRow(sku)).stock).toBe(0)
  // Each winner's order holds one unit.
  expect(won.map((r) => (r.json() as ShopOrder).items[0].quantity)).toEqual(Array(10).fill(1))
})

test('buyers of 3 units each at once from 10: three whole orders, 1 left; a cancel frees its units for the next buyer', async () => {
  const sku = await mall.sku({ title: '错题本', stock: 10 })
  const people = await buyers(7)
  const answers = await submitAll(people, sku, 3)
  const won = answers.filter((r) => r.statusCode === 201)
  expect(won).toHaveLength(3)
  expect((await mall.skuRow(sku)).stock).toBe(1)

  const first = won[0].json() as ShopOrder
  const owner = people.find(([who]) => who.id === first.user_id)![0]
  ok(await mall.send('POST', shopOrderUrl(first.id, 'cancel/'), owner.access, { reason: '不要了' }))
  expect((await mall.skuRow(sku)).stock).toBe(4)
  const [late] = await buyers(1)
  expect((await submitAll([late], sku, 4))[0].statusCode).toBe(201)
  expect((await mall.skuRow(sku)).stock).toBe(0)
})
