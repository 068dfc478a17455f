/** lib/lettermark.ts: an institution's mark where the data has no logo (issue 25). */
import { LETTERMARK_COLORS, lettermarkOf } from '../../src/lib/lettermark'
import { BAND_PALETTE } from '../../src/lib/bandPalette'

const luminance = (hex: string) =>
  [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0)

test('the first character of the name; a long name drops its generic 中国', () => {
  expect(lettermarkOf('郑州大学').text).toBe('郑')
  expect(lettermarkOf('中国人民大学').text).toBe('人')
  expect(lettermarkOf('中国科学技术大学').text).toBe('科')
  // Too short to drop it: the name is the mark.
  expect(lettermarkOf('中国大学').text).toBe('中')
  expect(lettermarkOf('  北京大学').text).toBe('北')
  expect(lettermarkOf('').text).toBe('?')
})

test('a school always wears the same colour, and the colours vary between schools', () => {
  expect(lettermarkOf('郑州大学')).toEqual(lettermarkOf('郑州大学'))
  const names = ['北京大学', '清华大学', '郑州大学', '河南大学', '复旦大学', '浙江大学', '南京大学', '武汉大学', '中山大学', '四川大学']
  expect(new Set(names.map((n) => lettermarkOf(n).color)).size).toBeGreaterThanOrEqual(4)
  for (const n of names) expect(LETTERMARK_COLORS).toContain(lettermarkOf(n).color)
})

test('white text on every mark colour meets WCAG AA, and no mark wears a band colour', () => {
  const bands = Object.values(BAND_PALETTE).map((c) => c.color)
  for (const c of LETTERMARK_COLORS) {
    expect(1.05 / (luminance(c) + 0.05)).toBeGreaterThanOrEqual(4.5)
    expect(bands).not.toContain(c)
  }
})
