/** The two colour themes as NutUI CSS variables (plus the app's own --app-primary). */
import { PRIMARY_BLUE, PRIMARY_PINK } from '../lib/constants'

export type ThemeName = 'blue' | 'pink'

export const THEME_NAMES: readonly ThemeName[] = ['blue', 'pink']

export const THEME_LABELS: Record<ThemeName, string> = { blue: '蓝色', pink: '粉色' }

interface Palette {
  primary: string
  stop1: string
  disabled: string
  lightPressed: string
}

/**
 * stop1 is the light end of NutUI's primary-button gradient: white text sits on it, so it too keeps
 * 4.5:1 against white (WCAG AA). disabled is exempt (inactive controls); lightPressed is a tint that
 * the primary colour is written on (4.6:1 both).
 */
const PALETTES: Record<ThemeName, Palette> = {
  blue: { primary: PRIMARY_BLUE, stop1: '#1a6bff', disabled: '#a6c6ff', lightPressed: '#e6efff' },
  pink: { primary: PRIMARY_PINK, stop1: '#d6336c', disabled: '#f3b3c9', lightPressed: '#ffeef4' }
}

export function themeVars(name: ThemeName): Record<string, string> {
  const p = PALETTES[name]
  return {
    '--nutui-color-primary': p.primary,
    '--nutui-color-primary-stop-1': p.stop1,
    '--nutui-color-primary-stop-2': p.primary,
    '--nutui-color-primary-disabled-special': p.disabled,
    '--nutui-color-primary-light-pressed': p.lightPressed,
    '--app-primary': p.primary
  }
}

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'blue' || value === 'pink'
}
