/** The membership plans as the VIP page lists them (name, price, saving, price per month). Pure. */
import { yuanToFen } from '@core/payments/plans'

export interface PlanView {
  code: string
  name: string
  priceText: string
  /** '立省 ¥200' when the brand gives a saving above zero. */
  saveText: string | null
  /** '约 ¥14.0/月'. */
  perMonthText: string
  totalFee: number
}

export function planViews(plans: readonly { code: string; year: number; price: number; save?: number }[]): PlanView[] {
  return plans.map((p) => ({
    code: p.code,
    name: `${p.year}年会员`,
    priceText: `¥${p.price}`,
    saveText: p.save && p.save > 0 ? `立省 ¥${p.save}` : null,
    perMonthText: `约 ¥${(p.price / (p.year * 12)).toFixed(1)}/月`,
    totalFee: yuanToFen(p.price)
  }))
}
