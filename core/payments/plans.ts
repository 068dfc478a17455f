/**
 * Membership plans as orders price them. The plans themselves (codes, years, yuan, save) live in
 * one place, brands/plans.ts, per brand; this turns them into integer fen for orders and answers
 * which plan a code names. Shared: the app passes its own brand's plans, the server the configured
 * brand's, so the price the page shows is the price the server charges.
 */
import type { VipPlan } from '../../brands/plans'

/** Fen per yuan: every amount an order carries is integer fen. */
export const FEN_PER_YUAN = 100

export function yuanToFen(yuan: number): number {
  return Math.round(yuan * FEN_PER_YUAN)
}

/** Integer fen → yuan as a number (1999 → 19.99): the order_money an app multiplies back by FEN_PER_YUAN. */
export function fenToYuan(fen: number): number {
  return Math.round(fen) / FEN_PER_YUAN
}

/** 16800 → '168.00' (Alipay's total_amount is yuan with two decimals). */
export function fenToYuanString(fen: number): string {
  return (fen / FEN_PER_YUAN).toFixed(2)
}

/** The plan with this code among a brand's plans, or null (also for brands that sell none). */
export function findPlan(plans: readonly VipPlan[], code: string): VipPlan | null {
  return plans.find((p) => p.code === code) ?? null
}

export function planPriceFen(plan: VipPlan): number {
  return yuanToFen(plan.price)
}

/** A VIP order_type is a plan code: 'v' and four digits (v2001, v1003). */
export function isPlanCode(orderType: string): boolean {
  return /^v\d{4}$/.test(orderType)
}
