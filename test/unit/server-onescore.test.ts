import { checkTable, equivalents, rankToScore, scoreToRank } from '../../server/services/oneScore'

const rows = [
  { score: 700, count: 10, cumulative: 10 },
  { score: 699, count: 5, cumulative: 15 },
  { score: 697, count: 20, cumulative: 35 },
  { score: 696, count: 1, cumulative: 36 }
]

test('scoreToRank: exact rows, a gap, above the top, below the bottom', () => {
  expect(scoreToRank(rows, 699)).toMatchObject({ rank_best: 11, rank_worst: 15 })
  expect(scoreToRank(rows, 698)).toMatchObject({ rank_best: 16, rank_worst: 35 })
  expect(scoreToRank(rows, 750)).toMatchObject({ rank_best: 1, rank_worst: 10 })
  expect(scoreToRank(rows, 100)).toMatchObject({ rank_best: 36, rank_worst: 36 })
})

test('rankToScore: the highest score whose cumulative reaches the rank', () => {
  expect([1, 10, 11, 15, 16, 35, 36, 1000].map((r) => rankToScore(rows, r))).toEqual([700, 700, 699, 699, 697, 697, 696, 696])
  for (const row of rows) expect(rankToScore(rows, scoreToRank(rows, row.score).rank_worst)).toBe(row.score)
})

test('equivalents and checkTable', () => {
  expect(
    equivalents(15, [
      { year: 2023, rows },
      { year: 2024, rows: [{ score: 650, count: 100, cumulative: 100 }] }
    ])
  ).toEqual([
    { year: 2024, score: 650 },
    { year: 2023, score: 699 }
  ])
  expect(checkTable(rows)).toBeNull()
  expect(checkTable([rows[0], { ...rows[1], cumulative: 14 }])).toMatch(/累计人数/)
  expect(checkTable([rows[0], { score: 701, count: 5, cumulative: 15 }])).toMatch(/递减/)
})
