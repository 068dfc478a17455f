/** WCAG AA contrast of both colour themes (docs/accessibility.md). */
import { TAB_UNSELECTED_GREY } from '../../src/lib/constants'
import { THEME_NAMES, themeVars } from '../../src/theme/themes'

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

const WHITE = '#ffffff'
/** The page background (PageShell.scss, app.scss). */
const PAGE = '#f6f7f9'
const AA = 4.5

describe('the contrast function', () => {
  it('gives the known WCAG ratios', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5)
    expect(contrast('#767676', WHITE)).toBeCloseTo(4.54, 2)
    expect(contrast('#ff6699', WHITE)).toBeCloseTo(2.76, 2)
  })
})

describe.each(THEME_NAMES)('the %s theme', (name) => {
  const v = themeVars(name)
  const primary = v['--nutui-color-primary']

  it('writes text in its primary on white, on the page background and on its own light tint at AA', () => {
    expect(contrast(primary, WHITE)).toBeGreaterThanOrEqual(AA)
    expect(contrast(primary, PAGE)).toBeGreaterThanOrEqual(AA)
    expect(contrast(primary, v['--nutui-color-primary-light-pressed'])).toBeGreaterThanOrEqual(AA)
  })

  it('keeps white text on its primary buttons at AA, across the gradient', () => {
    expect(contrast(WHITE, primary)).toBeGreaterThanOrEqual(AA)
    expect(contrast(WHITE, v['--nutui-color-primary-stop-1'])).toBeGreaterThanOrEqual(AA)
    expect(contrast(WHITE, v['--nutui-color-primary-stop-2'])).toBeGreaterThanOrEqual(AA)
  })

  it('uses one primary for NutUI and the app', () => {
    expect(v['--app-primary']).toBe(primary)
  })
})

it('the unselected tab label is AA on the white tab bar', () => {
  expect(contrast(TAB_UNSELECTED_GREY, WHITE)).toBeGreaterThanOrEqual(AA)
})
