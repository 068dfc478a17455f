/** lib/backtestFigures.ts: the published backtest as the page shows it, and the bench's check against it. */
import { PUBLISHED_BACKTEST, backtestCells, backtestDifferences, type BacktestModel, type BacktestRow } from '../../core/backtestFigures'

const find = (model: BacktestModel): BacktestRow => PUBLISHED_BACKTEST.rows.find((r) => r.model === model)!
const published: Record<BacktestModel, BacktestRow> = { model: find('model'), last_year_normal: find('last_year_normal'), hard_line: find('hard_line') }

test('the page shows errors to three decimals and failed 保 in per cent', () => {
  expect(backtestCells({ calibration_error: 0.0432, brier: 0.1071, failed_safe: 0.0497 })).toEqual(['0.043', '0.107', '5.0%'])
})

test('the published headline: the model first; better than both references on calibration error and Brier, than the hard line rule on all three', () => {
  const [model, lastYear, hardLine] = PUBLISHED_BACKTEST.rows
  expect([model.model, lastYear.model, hardLine.model]).toEqual(['model', 'last_year_normal', 'hard_line'])
  for (const k of ['calibration_error', 'brier'] as const) expect(model[k]).toBeLessThan(Math.min(lastYear[k], hardLine[k]))
  expect(model.failed_safe).toBeLessThan(hardLine.failed_safe)
})

test('a bench run agreeing to four decimals shows no difference; another figure is named', () => {
  expect(backtestDifferences(published)).toEqual([])
  expect(backtestDifferences({ ...published, model: { ...published.model, brier: published.model.brier + 0.00004 } })).toEqual([])
  expect(backtestDifferences({ ...published, model: { ...published.model, brier: 0.1043 } })).toEqual([
    `model brier: published ${published.model.brier}, measured 0.1043`
  ])
})

test('per province and year: a published year agreeing shows nothing; another figure, or a year not published, is named', () => {
  const years = PUBLISHED_BACKTEST.per_year.map((y) => ({ province: y.province, year: y.year, model: y }))
  expect(years.length).toBeGreaterThan(0)
  expect(backtestDifferences(published, years)).toEqual([])
  const [first] = years
  expect(backtestDifferences(published, [{ ...first, model: { ...first.model, failed_safe: first.model.failed_safe + 0.01 } }])).toEqual([
    `model ${first.province} ${first.year} failed_safe: published ${first.model.failed_safe}, measured ${Math.round((first.model.failed_safe + 0.01) * 10000) / 10000}`
  ])
  expect(backtestDifferences(published, [{ ...first, year: 2019 }])).toEqual([`model ${first.province} 2019: not published`])
})

test('the headline is the pair-weighted mean of the published years (the page shows both)', () => {
  const years = PUBLISHED_BACKTEST.per_year
  const pairs = years.reduce((a, y) => a + y.pairs, 0)
  for (const k of ['calibration_error', 'brier', 'failed_safe'] as const) expect(years.reduce((a, y) => a + y[k] * y.pairs, 0) / pairs).toBeCloseTo(published.model[k], 3)
})
