import { ADMISSION_BANDS, BAND_LABEL, bandOf, RISK_LABEL, riskOf } from '../../core/admissionBands'

const EPS = 1e-9

test.each([
  [0, 'difficult'],
  [0.2 - EPS, 'difficult'],
  [0.2, 'rush'],
  [0.2 + EPS, 'rush'],
  [0.3, 'rush'],
  [0.5 - EPS, 'rush'],
  [0.5, 'rush'],
  [0.5 + EPS, 'stable'],
  [0.8 - EPS, 'stable'],
  [0.8, 'safe'],
  [0.8 + EPS, 'safe'],
  [1, 'safe']
])('band of %p is %s', (p, band) => {
  expect(bandOf(p)).toBe(band)
})

test('unknown probability: band unknown, no risk wording', () => {
  expect(bandOf(null)).toBe('unknown')
  expect(bandOf(NaN)).toBe('unknown')
  expect(BAND_LABEL.unknown).toBe('暂无数据')
  expect(riskOf(null)).toBeNull()
})

test('band labels 难录 / 冲 / 稳 / 保, least likely first', () => {
  expect(ADMISSION_BANDS.map((b) => BAND_LABEL[b])).toEqual(['难录', '冲', '稳', '保'])
})

test.each([
  [0, '风险极大'],
  [0.2 - EPS, '风险极大'],
  [0.2, '风险较大'],
  [0.2 + EPS, '风险较大'],
  [0.3 - EPS, '风险较大'],
  [0.3, '有一定风险'],
  [0.3 + EPS, '有一定风险'],
  [0.5, '有一定风险'],
  [0.8 - EPS, '有一定风险'],
  [0.8, '较为稳妥'],
  [0.8 + EPS, '较为稳妥'],
  [1, '较为稳妥']
])('risk wording of %p is %s', (p, label) => {
  expect(RISK_LABEL[riskOf(p)!]).toBe(label)
})
