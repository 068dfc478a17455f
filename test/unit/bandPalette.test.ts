/** lib/bandPalette.ts and core formatProbability: one look for the bands and one way to write a chance (issue 25). */
import { BAND_LABEL, formatProbability, type BandOrUnknown } from '../../core/admissionBands'
import { BAND_CHIP_TEXT, BAND_PALETTE } from '../../src/lib/bandPalette'
import { chanceLabel } from '../../src/lib/formView'
import { explanationLines } from '../../src/lib/recommendView'
import type { Explanation } from '../../types/application'

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m)
  return (x + 0.05) / (y + 0.05)
}

const BANDS = Object.keys(BAND_LABEL) as BandOrUnknown[]

describe('band palette', () => {
  test('every band and 暂无数据 has a colour, and the four bands are told apart', () => {
    expect(Object.keys(BAND_PALETTE).sort()).toEqual([...BANDS].sort())
    const colours = (['difficult', 'rush', 'stable', 'safe'] as const).map((b) => BAND_PALETTE[b].color)
    expect(new Set(colours).size).toBe(4)
    for (const b of BANDS) expect(BAND_PALETTE[b].color).toMatch(/^#[0-9a-f]{6}$/)
  })

  test('the convention families know: 冲 red, 稳 amber, 保 green', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
      return r > g && r > b ? (g > b * 1.5 && g > r * 0.3 ? 'amber' : 'red') : g > r && g > b ? 'green' : 'other'
    }
    expect(hue(BAND_PALETTE.rush.color)).toBe('red')
    expect(hue(BAND_PALETTE.stable.color)).toBe('amber')
    expect(hue(BAND_PALETTE.safe.color)).toBe('green')
  })

  test.each(BANDS)('%s meets WCAG AA: chip text on the colour, the colour as text on white and on its tint', (band) => {
    const { color, tint } = BAND_PALETTE[band]
    expect(contrast(BAND_CHIP_TEXT, color)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrast(color, tint)).toBeGreaterThanOrEqual(4.5)
  })
})

describe('formatProbability: the one way to write a probability', () => {
  test('whole percent in the middle, rounded', () => {
    expect(formatProbability(0.354)).toBe('35%')
    expect(formatProbability(0.355)).toBe('36%')
    expect(formatProbability(0.5)).toBe('50%')
    expect(formatProbability(0.99)).toBe('99%')
    expect(formatProbability(0.01)).toBe('1%')
  })

  test('the ends never claim certainty: >99% and <1%', () => {
    expect(formatProbability(0.995)).toBe('>99%')
    expect(formatProbability(1)).toBe('>99%')
    expect(formatProbability(0.009)).toBe('<1%')
    expect(formatProbability(0)).toBe('<1%')
  })

  test('no probability is a dash', () => {
    expect(formatProbability(null)).toBe('—')
    expect(formatProbability(Number.NaN)).toBe('—')
  })

  test('the form and the list write the same probability the same way', () => {
    const e = (probability: number): Explanation =>
      ({
        rank: 5000,
        past: [{ year: 2025, min_rank: 5200, equivalent_rank: 5100 }],
        expected_rank: 5600,
        spread: 0.1,
        probability,
        band: 'safe',
        risk: '较为稳妥'
      }) as Explanation
    for (const p of [0.997, 0.83, 0.004]) {
      const written = formatProbability(p)
      expect(chanceLabel('safe', p)).toBe(`保 ${written}`)
      expect(explanationLines(e(p)).join('\n')).toContain(`录取概率 ${written}`)
    }
    expect(chanceLabel('safe', 0.997)).not.toContain('100%')
  })
})
