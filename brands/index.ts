/**
 * Brand registry. `BRAND=<id>` picks one at build time (config/index.ts); the app receives only
 * that brand's record (defineConstants), never this registry.
 */
import bdgaokao from './bdgaokao'
import bdmini from './bdmini'
import bidai from './bidai'
import jiashu from './jiashu'
import product from './product'
import suyinbao from './suyinbao'
import verdeprint from './verdeprint'
import type { Brand } from './types'

export type { Brand, ThemeName } from './types'
export type { VipPlan } from './plans'
export { GAOKAO_PLANS, JIASHU_PLANS, NO_PLANS } from './plans'

export const DEFAULT_BRAND_ID = 'bdgaokao'

export const BRANDS: readonly Brand[] = [bdgaokao, bidai, bdmini, product, jiashu, suyinbao, verdeprint]

export const BRAND_IDS: readonly string[] = BRANDS.map((b) => b.id)

/** The brand with this id; an unknown id is an error that lists the valid ones. */
export function getBrand(id: string): Brand {
  const brand = BRANDS.find((b) => b.id === id)
  if (!brand) {
    throw new Error(`未知品牌 BRAND=${JSON.stringify(id)}；可选：${BRAND_IDS.join(', ')}`)
  }
  return brand
}

/** The brand for a BRAND environment value; unset or empty means the default brand. */
export function resolveBrand(envValue: string | undefined): Brand {
  return getBrand(envValue === undefined || envValue.trim() === '' ? DEFAULT_BRAND_ID : envValue.trim())
}

/** A directory-safe form of a brand id ('{product}' → 'product'). */
export function safeBrandDir(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '') || 'brand'
}
