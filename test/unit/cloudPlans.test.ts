/**
 * Cloud space plans (core/cloudPlans.ts, src/lib/cloudPlanView.ts): the plans in bytes and fen, the
 * order_type codes the payment kinds recognise, where a paid plan returns, and the page's cards.
 */
import { CLOUD_PLANS, cloudPlanBytes, cloudPlanName, cloudPlanPriceFen, findCloudPlan, isCloudPlanCode } from '../../core/cloudPlans'
import { ORDER_RETURN_ROUTES, paidOrderTypeOf } from '../../core/payments/orderKinds'
import { isPlanCode } from '../../core/payments/plans'
import { routeByPage } from '../../src/routes'
import { afterPayment } from '../../src/payments/afterPayment'
import { cloudPlanCards, spaceAfterText } from '../../src/lib/cloudPlanView'

const GB = 1024 ** 3

test('the plans: 50, 200 and 500 GB for good, priced in whole fen', () => {
  expect(CLOUD_PLANS.map((p) => [p.code, cloudPlanBytes(p), cloudPlanPriceFen(p)])).toEqual([
    ['space_50g', 50 * GB, 1990],
    ['space_200g', 200 * GB, 5990],
    ['space_500g', 500 * GB, 12900]
  ])
  // Bigger packs cost less per GB, or nobody would buy them.
  const perGb = CLOUD_PLANS.map((p) => p.price / p.gb)
  expect([...perGb].sort((x, y) => y - x)).toEqual(perGb)
  expect(cloudPlanName(findCloudPlan('space_200g')!)).toBe('200 GB 永久空间')
  expect(findCloudPlan('space_1t')).toBeNull()
  expect(findCloudPlan('v2001')).toBeNull()
})

test('a space plan code is its own order kind, apart from the membership plans, and returns to cloud/priceTable', () => {
  for (const p of CLOUD_PLANS) {
    expect(isCloudPlanCode(p.code)).toBe(true)
    expect(isPlanCode(p.code)).toBe(false)
    expect(paidOrderTypeOf(p.code)).toBe('cloud')
  }
  // Unknown space codes are still the cloud kind: the server refuses them by name (空间套餐不存在).
  expect(paidOrderTypeOf('space_1t')).toBe('cloud')
  expect(isCloudPlanCode('v2001')).toBe(false)
  expect(paidOrderTypeOf('v2001')).toBe('vip')
  expect(ORDER_RETURN_ROUTES.cloud).toBe('cloud/priceTable')
  expect(routeByPage(ORDER_RETURN_ROUTES.cloud)?.built).toBe(true)
  expect(afterPayment({ orderType: 'cloud' })).toEqual({ kind: 'redirect', dialog: '购买成功', refresh: null, delayMs: 600, redirectTo: 'cloud/priceTable' })
})

test('the cards say the size, the price, the price per GB; the line under them the space after buying', () => {
  expect(cloudPlanCards(CLOUD_PLANS)).toEqual([
    { code: 'space_50g', sizeText: '+50 GB', priceText: '¥19.9', perGbText: '约 ¥0.40/GB', tag: null, totalFee: 1990 },
    { code: 'space_200g', sizeText: '+200 GB', priceText: '¥59.9', perGbText: '约 ¥0.30/GB', tag: '推荐', totalFee: 5990 },
    { code: 'space_500g', sizeText: '+500 GB', priceText: '¥129', perGbText: '约 ¥0.26/GB', tag: null, totalFee: 12900 }
  ])
  expect(spaceAfterText(10 * GB, findCloudPlan('space_50g')!)).toBe('购买后共 60 GB')
  expect(spaceAfterText(860 * GB, findCloudPlan('space_500g')!)).toBe('购买后共 1.3 TB')
})
