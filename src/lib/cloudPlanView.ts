/** The space plans as cloud/priceTable shows them (the space bar itself: cloudView.ts quotaView). Pure. */
import { sizeText } from '@core/cloudFiles'
import { cloudPlanBytes, cloudPlanPriceFen, type CloudPlan } from '@core/cloudPlans'

export interface CloudPlanCard {
  code: string
  /** '+50 GB'. */
  sizeText: string
  /** '¥19.9'. */
  priceText: string
  /** '约 ¥0.40/GB'. */
  perGbText: string
  tag: string | null
  totalFee: number
}

export function cloudPlanCards(plans: readonly CloudPlan[]): CloudPlanCard[] {
  return plans.map((p) => ({
    code: p.code,
    sizeText: `+${sizeText(cloudPlanBytes(p))}`,
    priceText: `¥${p.price}`,
    perGbText: `约 ¥${(p.price / p.gb).toFixed(2)}/GB`,
    tag: p.tag ?? null,
    totalFee: cloudPlanPriceFen(p)
  }))
}

/** '购买后共 60 GB': the space once the plan is added to the current max. */
export function spaceAfterText(max: number, plan: CloudPlan): string {
  return `购买后共 ${sizeText(max + cloudPlanBytes(plan))}`
}
