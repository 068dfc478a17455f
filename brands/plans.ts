/**
 * Membership (VIP) plans: the one place their codes, years and prices live (SPEC §3 and §9).
 * Prices are in yuan.
 */
export interface VipPlan {
  code: string
  year: number
  price: number
  /** Saving shown next to the plan, in yuan; only some brands show it. */
  save?: number
}

/** The gaokao brands: bdgaokao, bidai, bdmini and the {product} template. */
export const GAOKAO_PLANS: readonly VipPlan[] = [
  { code: 'v2001', year: 1, price: 168 },
  { code: 'v2002', year: 2, price: 298 },
  { code: 'v2003', year: 3, price: 398 }
]

/** jiashu. */
export const JIASHU_PLANS: readonly VipPlan[] = [
  { code: 'v1001', year: 1, price: 399, save: 0 },
  { code: 'v1002', year: 2, price: 499, save: 200 },
  { code: 'v1003', year: 3, price: 599, save: 400 }
]

/** suyinbao and verdeprint sell no membership. */
export const NO_PLANS: readonly VipPlan[] = []
