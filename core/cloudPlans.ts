/**
 * Cloud space plans (cloud/priceTable, docs/cloud.md "Space plans"): one-time packs that raise
 * users.max_cloud_space for good. Permanent rather than yearly: nothing has to lapse, so every
 * quota check stays a read of the one column, and no stored file ever ends up over an expired
 * quota. Shared: the page lists these and the server prices orders from them (integer fen), so
 * the price shown is the price charged. An order's order_type is the plan's code.
 */
import { sizeText } from './cloudFiles'
import { yuanToFen } from './payments/plans'

export interface CloudPlan {
  /** The order_type of its orders: 'space_' and the size. */
  code: string
  /** Space added, in GB (1024³ bytes). */
  gb: number
  /** Yuan. */
  price: number
  /** A badge on the plan's card. */
  tag?: string
}

export const CLOUD_PLANS: readonly CloudPlan[] = [
  { code: 'space_50g', gb: 50, price: 19.9 },
  { code: 'space_200g', gb: 200, price: 59.9, tag: '推荐' },
  { code: 'space_500g', gb: 500, price: 129 }
]

const GB = 1024 ** 3

/** A cloud plan's order_type: every 'space_…' value is one (unknown ones are refused when priced). */
export function isCloudPlanCode(orderType: string): boolean {
  return orderType.startsWith('space_')
}

export function findCloudPlan(code: string): CloudPlan | null {
  return CLOUD_PLANS.find((p) => p.code === code) ?? null
}

export function cloudPlanBytes(plan: CloudPlan): number {
  return plan.gb * GB
}

export function cloudPlanPriceFen(plan: CloudPlan): number {
  return yuanToFen(plan.price)
}

/** '50 GB 永久空间': the plan as the page names it and the provider's bill describes it. */
export function cloudPlanName(plan: CloudPlan): string {
  return `${sizeText(cloudPlanBytes(plan))} 永久空间`
}
