/**
 * The published backtest of the probability model on real admission outcomes (issue 10;
 * docs/recommendation.md "Backtest on real lines"), shown on the page that explains probabilities.
 *
 * These are the overall figures that `npx tsx bench/backtest.ts` prints (all four provinces of
 * ../shared/data/gaokao-real, Y = 2024 and 2025, each year predicted from a fit on the years before
 * it only). A full run of the bench compares its figures with these and says when they differ, so a
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

export const PUBLISHED_BACKTEST = {
  /** When the bench was run for these figures. */
  measured: '2026-11',
  provinces: ['浙江', '江苏', '湖南', '重庆'],
  years: [2024, 2025],
  /** (candidate rank, unit) pairs scored. */
  pairs: 15_900_000,
  rows: [
    { model: 'model', label: '本应用的模型', calibration_error: 0.0432, brier: 0.1071, failed_safe: 0.0497 },
    { model: 'last_year_normal', label: '只看去年最低位次（正态）', calibration_error: 0.0763, brier: 0.1209, failed_safe: 0.0499 },
    { model: 'hard_line', label: '高于去年最低位次即算录取', calibration_error: 0.1579, brier: 0.1579, failed_safe: 0.0929 }
  ] satisfies BacktestRow[]
} as const

/** The figures as the page shows them: errors to three decimals, shares in per cent to one. */
export function backtestCells(row: Pick<BacktestRow, 'calibration_error' | 'brier' | 'failed_safe'>): [string, string, string] {
  return [row.calibration_error.toFixed(3), row.brier.toFixed(3), `${(row.failed_safe * 100).toFixed(1)}%`]
}

/** A bench run's figures against the published ones (rounded to four decimals); [] when they agree. */
export function backtestDifferences(measured: Readonly<Record<BacktestModel, Omit<BacktestRow, 'model' | 'label'>>>): string[] {
  const r4 = (x: number) => Math.round(x * 10000) / 10000
  return PUBLISHED_BACKTEST.rows.flatMap((row) =>
    (['calibration_error', 'brier', 'failed_safe'] as const)
      .filter((k) => r4(measured[row.model][k]) !== row[k])
      .map((k) => `${row.model} ${k}: published ${row[k]}, measured ${r4(measured[row.model][k])}`)
  )
}
