/**
 * The published backtest of the probability model on real admission outcomes (issue 10;
 * docs/recommendation.md "Backtest on real lines"), shown on the page that explains probabilities.
 *
 * These are the figures that `npx tsx bench/backtest.ts` prints (all four provinces of
 * ../shared/data/gaokao-real, Y = 2024 and 2025, each year predicted from a fit on the years before
 * it only): the headline (per model, the pair-weighted mean of the province-years' figures; issue 26:
 * the pooled figures hid a year that missed) and the model's figures per province and year. A full run of the bench compares its figures with these and says when they differ, so a
 * model change that moves them shows up there; update this file from that run.
 */

export type BacktestModel = 'model' | 'last_year_normal' | 'hard_line'

export interface BacktestRow {
  model: BacktestModel
  /** How the page names it. */
  label: string
  /** Count-weighted mean |mean predicted − observed rate| over 10 equal-width bins. */
  calibration_error: number
  brier: number
  /** Share of pairs with p ≥ 0.8 that were not admitted. */
  failed_safe: number
}

/** The model's figures in one province and year. */
export interface BacktestYear {
  province: string
  year: number
  pairs: number
  calibration_error: number
  brier: number
  failed_safe: number
}

export const PUBLISHED_BACKTEST = {
  /** When the bench was run for these figures. */
  measured: '2026-11',
  provinces: ['浙江', '江苏', '湖南', '重庆'],
  years: [2024, 2025],
  /** (candidate rank, unit) pairs scored. */
  pairs: 15_900_000,
  /** The headline per model: the pair-weighted mean of the province-years' figures. */
  rows: [
    { model: 'model', label: '本应用的模型', calibration_error: 0.0573, brier: 0.1076, failed_safe: 0.05 },
    { model: 'last_year_normal', label: '只看去年最低位次（正态）', calibration_error: 0.0813, brier: 0.1209, failed_safe: 0.0499 },
    { model: 'hard_line', label: '高于去年最低位次即算录取', calibration_error: 0.1579, brier: 0.1579, failed_safe: 0.0929 }
  ] satisfies BacktestRow[],
  /** The model per province and year: what the headline is the mean of. */
  per_year: [
    { province: '重庆', year: 2024, pairs: 717988, calibration_error: 0.0216, brier: 0.0911, failed_safe: 0.054 },
    { province: '重庆', year: 2025, pairs: 771422, calibration_error: 0.0066, brier: 0.0829, failed_safe: 0.0343 },
    { province: '湖南', year: 2024, pairs: 1006805, calibration_error: 0.0744, brier: 0.1416, failed_safe: 0.0564 },
    { province: '湖南', year: 2025, pairs: 1056683, calibration_error: 0.0421, brier: 0.1224, failed_safe: 0.0602 },
    { province: '江苏', year: 2024, pairs: 2185201, calibration_error: 0.0446, brier: 0.1069, failed_safe: 0.0505 },
    { province: '江苏', year: 2025, pairs: 2309468, calibration_error: 0.0284, brier: 0.0959, failed_safe: 0.0399 },
    { province: '浙江', year: 2024, pairs: 3654073, calibration_error: 0.1015, brier: 0.1502, failed_safe: 0.0777 },
    { province: '浙江', year: 2025, pairs: 4179183, calibration_error: 0.0563, brier: 0.0728, failed_safe: 0.0291 }
  ] satisfies BacktestYear[]
} as const

/** The figures as the page shows them: errors to three decimals, shares in per cent to one. */
export function backtestCells(row: Pick<BacktestRow, 'calibration_error' | 'brier' | 'failed_safe'>): [string, string, string] {
  return [row.calibration_error.toFixed(3), row.brier.toFixed(3), `${(row.failed_safe * 100).toFixed(1)}%`]
}

type Figures = Pick<BacktestRow, 'calibration_error' | 'brier' | 'failed_safe'>

const FIGURES = ['calibration_error', 'brier', 'failed_safe'] as const
const r4 = (x: number) => Math.round(x * 10000) / 10000
const differing = (scope: string, published: Figures, measured: Figures) =>
  FIGURES.filter((k) => r4(measured[k]) !== published[k]).map((k) => `${scope} ${k}: published ${published[k]}, measured ${r4(measured[k])}`)

/**
 * A bench run's figures against the published ones (rounded to four decimals): the headline per
 * model and, when given, the model's figures per province and year; [] when they agree.
 */
export function backtestDifferences(
  measured: Readonly<Record<BacktestModel, Figures>>,
  perYear: readonly { province: string; year: number; model: Figures }[] = []
): string[] {
  const headline = PUBLISHED_BACKTEST.rows.flatMap((row) => differing(row.model, row, measured[row.model]))
  const years = perYear.flatMap((m) => {
    const published = PUBLISHED_BACKTEST.per_year.find((p) => p.province === m.province && p.year === m.year)
    return published ? differing(`model ${m.province} ${m.year}`, published, m.model) : [`model ${m.province} ${m.year}: not published`]
  })
  return [...headline, ...years]
}
