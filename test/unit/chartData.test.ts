/** lib/chartData.ts: the rows TrendChart draws. */
import { axisLabel, chartRows, hasPoints, singlePoints, xCategories, yDomain } from '../../core/chartData'

const series = [
  {
    name: '本科批',
    points: [
      { x: 2025, y: 600 },
      { x: 2023, y: 610 }
    ]
  },
  { name: '提前批', points: [{ x: 2024, y: 640 }] }
]

test('categories: every x once, ascending (numbers numerically, dates as text)', () => {
  expect(xCategories(series)).toEqual(['2023', '2024', '2025'])
  expect(
    xCategories([
      {
        name: 'a',
        points: [
          { x: 9, y: 1 },
          { x: 10, y: 1 }
        ]
      }
    ])
  ).toEqual(['9', '10'])
  expect(
    xCategories([
      {
        name: 'a',
        points: [
          { x: '2025-05-01', y: 1 },
          { x: '2024-12-31', y: 1 }
        ]
      }
    ])
  ).toEqual(['2024-12-31', '2025-05-01'])
})

test('rows sorted by x; inverted values negated; non-finite values skipped', () => {
  expect(chartRows(series)).toEqual([
    { x: '2023', y: 610, name: '本科批' },
    { x: '2024', y: 640, name: '提前批' },
    { x: '2025', y: 600, name: '本科批' }
  ])
  expect(
    chartRows(
      [
        {
          name: '位次',
          points: [
            { x: 2024, y: 1200 },
            { x: 2025, y: Number.NaN }
          ]
        }
      ],
      true
    )
  ).toEqual([{ x: '2024', y: -1200, name: '位次' }])
})

test('axis labels read as ranks again; hasPoints', () => {
  expect(axisLabel(-1200, true)).toBe('1200')
  expect(axisLabel(612.25)).toBe('612.3')
  expect(hasPoints([{ name: 'a', points: [] }])).toBe(false)
  expect(hasPoints(series)).toBe(true)
  expect(singlePoints(series)).toBe(false)
  expect(
    singlePoints([
      { name: 'a', points: [{ x: 1, y: 1 }] },
      { name: 'b', points: [] }
    ])
  ).toBe(true)
  expect(singlePoints([{ name: 'a', points: [] }])).toBe(false)
})

test('y domain: whole-number ticks on nice steps, room around a single value', () => {
  const rows = (...ys: number[]) => ys.map((y, i) => ({ x: String(i), y, name: 'a' }))
  expect(yDomain([])).toBeUndefined()
  expect(yDomain(rows(676, 682, 680))).toEqual({ min: 676, max: 682, step: 2 })
  // Ranks 319-320 (drawn negated): steps of 1, never 319.5.
  expect(yDomain(rows(-320, -320, -319))).toEqual({ min: -320, max: -319, step: 1 })
  expect(yDomain(rows(710))).toEqual({ min: 700, max: 720, step: 5 })
  expect(yDomain(rows(1200, 25_000))).toEqual({ min: 0, max: 30_000, step: 10_000 })
})
