/**
 * VIP prices follow the configured BRAND (brands/plans.ts): jiashu sells v1001-v1003 at 399/499/599
 * yuan, and the two brands without plans refuse VIP orders and activation codes.
 */
import { activationCodes } from '../../server/db/schema'
import { hashCode } from '../../server/payments/activation'
import { PAY_PATHS } from '../../types/payments'
import { accountsApp } from './support/accounts'
import { createOrder } from './support/pay'

test('jiashu prices its own plans in fen and does not sell the gaokao plans', async () => {
  const t = await accountsApp({ env: { BRAND: 'jiashu' } })
  try {
    const access = (await t.login('13700000501')).access
    const fen = []
    for (const plan of ['v1001', 'v1002', 'v1003']) fen.push((await createOrder(t, access, { order_type: plan })).order.total_fee)
    expect(fen).toEqual([39900, 49900, 59900])
    expect((await t.post(PAY_PATHS.orderNew, { trade_type: 'MWEB', order_type: 'v2001' }, access)).json().detail).toBe('会员套餐不存在')
  } finally {
    await t.close()
  }
})

test.each(['suyinbao', 'verdeprint'])('%s sells no membership: VIP orders and codes are refused in Chinese', async (brand) => {
  const t = await accountsApp({ env: { BRAND: brand } })
  try {
    const access = (await t.login('13700000502')).access
    for (const path of [PAY_PATHS.orderNew, PAY_PATHS.alipayCreate]) {
      const res = await t.post(path, { trade_type: 'MWEB', order_type: 'v2001' }, access)
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({ code: 'business_rule', detail: '当前版本暂不提供会员服务' })
    }
    // A code made elsewhere stays unused here.
    await t.database.db.insert(activationCodes).values({ codeHash: hashCode('ABCD-EFGH-JKLM-NPQR'), plan: 'v2001', createdAt: new Date(t.clock.now) })
    expect((await t.post(PAY_PATHS.activateVip, { code: 'ABCD-EFGH-JKLM-NPQR' }, access)).json().detail).toBe('当前版本暂不提供会员服务')
    const [row] = await t.database.db.select().from(activationCodes)
    expect(row.redeemedAt).toBeNull()
  } finally {
    await t.close()
  }
})
