/** gaokao/components/recommend/ProbabilityMethod.tsx: 录取概率怎么算 shows the headline against both references and the model per province and year. */
import { act } from 'react'

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)

import { PUBLISHED_BACKTEST, backtestCells } from '../../core/backtestFigures'
import { ProbabilityMethod } from '../../src/gaokao/components/recommend/ProbabilityMethod'
import { domRootPerTest } from '../support/domRoot'

const dom = domRootPerTest()

test('folded until tapped; then the headline per model and the figures of every published province and year', () => {
  act(() => dom.render(<ProbabilityMethod />))
  expect(dom.byTestId('probability-method-body')).toBeNull()
  act(() => dom.byTestId('probability-method-toggle')!.click())
  const rows = [...dom.container().querySelectorAll('[data-testid="backtest-row"]')]
  expect(rows.map((r) => r.getAttribute('data-model'))).toEqual(PUBLISHED_BACKTEST.rows.map((r) => r.model))
  PUBLISHED_BACKTEST.rows.forEach((row, i) => {
    expect(rows[i].textContent).toContain(row.label)
    for (const cell of backtestCells(row)) expect(rows[i].textContent).toContain(cell)
  })
  const years = [...dom.container().querySelectorAll('[data-testid="backtest-year-row"]')]
  expect(years).toHaveLength(PUBLISHED_BACKTEST.per_year.length)
  PUBLISHED_BACKTEST.per_year.forEach((y, i) => {
    expect(years[i].textContent).toContain(`${y.province} ${y.year}`)
    for (const cell of backtestCells(y)) expect(years[i].textContent).toContain(cell)
  })
  expect(dom.byTestId('probability-method-body')!.textContent).toContain('按组合数加权')
})
