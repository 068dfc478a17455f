/**
 * Admission-probability bands and risk wording (spec §4 and §9, issue 6). Pure.
 *
 * Bands: p < 0.2 difficult (难录), 0.2 ≤ p ≤ 0.5 rush (冲), 0.5 < p < 0.8 stable (稳),
 * p ≥ 0.8 safe (保). Note 0.5 itself is still rush: the spec says "above 0.5" for stable.
 *
 * Risk wording, each band closed below and open above (so 0.2 and 0.8 fall the same way as the
 * admission bands): p < 0.2 风险极大, 0.2 ≤ p < 0.3 风险较大, 0.3 ≤ p < 0.8 有一定风险,
 * p ≥ 0.8 较为稳妥.
 *
 * A probability of null (a unit with no past lines) has the band 'unknown'.
 */
import { BANDS, type AdmissionBand } from '../types/application'

export type { AdmissionBand }
export type BandOrUnknown = AdmissionBand | 'unknown'

/** From the least to the most likely, the order the recommendation lists show. */
export const ADMISSION_BANDS: readonly AdmissionBand[] = BANDS

export const BAND_LABEL: Record<BandOrUnknown, string> = {
  difficult: '难录',
  rush: '冲',
  stable: '稳',
  safe: '保',
  unknown: '暂无数据'
}

/** Where the bands meet: below `rush` difficult, up to `stable` rush (inclusive), from `safe` safe. */
export const BAND_BOUNDS = { rush: 0.2, stable: 0.5, safe: 0.8 } as const

const known = (p: number | null): p is number => typeof p === 'number' && Number.isFinite(p)

/**
 * The one way a probability is written, on the list, the form, the explanation and the export:
 * whole percent; '>99%' and '<1%' at the ends, because the model never knows admission for sure
 * (a rounded '100%' promised more than it knows); '—' when there is none.
 */
export function formatProbability(p: number | null): string {
  if (!known(p)) return '—'
  if (p > 0.99) return '>99%'
  if (p < 0.01) return '<1%'
  return `${Math.round(p * 100)}%`
}

export function bandOf(p: number | null): BandOrUnknown {
  if (!known(p)) return 'unknown'
  if (p < BAND_BOUNDS.rush) return 'difficult'
  if (p <= BAND_BOUNDS.stable) return 'rush'
  if (p < BAND_BOUNDS.safe) return 'stable'
  return 'safe'
}

export type RiskLevel = 'extreme' | 'high' | 'some' | 'low'

export const RISK_LABEL: Record<RiskLevel, string> = {
  extreme: '风险极大',
  high: '风险较大',
  some: '有一定风险',
  low: '较为稳妥'
}

/** null when the probability is unknown: no wording is better than a made-up one. */
export function riskOf(p: number | null): RiskLevel | null {
  if (!known(p)) return null
  if (p < 0.2) return 'extreme'
  if (p < 0.3) return 'high'
  if (p < 0.8) return 'some'
  return 'low'
}
