/** lib/backtestFigures.ts: the published backtest as the page shows it, and the bench's check against it. */
import { PUBLISHED_BACKTEST, backtestCells, backtestDifferences, type BacktestModel, type BacktestRow } from '../../core/backtestFigures'

const find = (model: BacktestModel): BacktestRow => PUBLISHED_BACKTEST.rows.find((r) => r.model === model)!
const published: Record<BacktestModel, BacktestRow> = { model: find('model'), last_year_normal: find('last_year_normal'), hard_line: find('hard_line') }

test('the page shows errors to three decimals and failed 保 in per cent', () => {
  expect(backtestCells({ calibration_error: 0.0432, brier: 0.1071, failed_safe: 0.0497 })).toEqual(['0.043', '0.107', '5.0%'])
})

test('the published model beats both references on all three figures (the claim the page makes)', () => {
  const [model, ...references] = PUBLISHED_BACKTEST.rows
  expect(model.model).toBe('model')
  for (const ref of references) for (const k of ['calibration_error', 'brier', 'failed_safe'] as const) expect(model[k]).toBeLessThan(ref[k])
})

test('a bench run agreeing to four decimals shows no difference; another figure is named', () => {
  expect(backtestDifferences(published)).toEqual([])
  expect(backtestDifferences({ ...published, model: { ...published.model, brier: 0.10714 } })).toEqual([])
  expect(backtestDifferences({ ...published, model: { ...published.model, brier: 0.1043 } })).toEqual(['model brier: published 0.1071, measured 0.1043'])
})
