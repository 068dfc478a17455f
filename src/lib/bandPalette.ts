/**
 * The band colours (难录 / 冲 / 稳 / 保 and 暂无数据): the one place they are named. The list's
 * chips (UnitCard), the band tabs, the form's rows (SlotRow) and the form's export picture all read
 * them here, so a band looks the same wherever it shows. SCSS holds no band colour.
 *
 * `color` is the chip's background under white text and the colour of a band's text on white;
 * `tint` is a light background (the chosen band tab). Each colour reaches WCAG AA (4.5:1) with
 * white text and as text on white and on its tint (test/unit/bandPalette.test.ts).
 * Red for 冲 (a reach), amber for 稳, green for 保 (safe), grey for 难录: the convention families
 * know from other filling tools.
 */
import type { BandOrUnknown } from '@core/admissionBands'

export interface BandColors {
  color: string
  tint: string
}

export const BAND_PALETTE: Readonly<Record<BandOrUnknown, BandColors>> = {
  difficult: { color: '#595959', tint: '#f0f0f0' },
  rush: { color: '#cf1322', tint: '#fff1f0' },
  stable: { color: '#b45309', tint: '#fff7e6' },
  safe: { color: '#15803d', tint: '#effbf2' },
  unknown: { color: '#6b6b6b', tint: '#f5f5f5' }
}

/** The text on a band chip. */
export const BAND_CHIP_TEXT = '#ffffff'
