/**
 * Where the colour theme's CSS variables live. On H5 they go on the document root, so the first
 * screen is themed before any store has loaded (the entry route carries no MobX, docs/performance.md);
 * the mini-program has no document, so each page's root view carries them (ThemedPageShell).
 */
import { isThemeName, themeVars, type ThemeName } from '../theme/themes'
import { STORAGE_KEYS, storage } from './storage'

/** True where the variables sit on the document root (H5 in a browser). */
export const THEME_ON_DOCUMENT = process.env.TARO_ENV === 'h5' && typeof document !== 'undefined'

/** The theme chosen on this device, or the brand's default. */
export function savedThemeName(defaultTheme: ThemeName): ThemeName {
  const saved = storage.get(STORAGE_KEYS.theme)
  return isThemeName(saved) ? saved : defaultTheme
}

/** Writes the theme's variables onto the document root (H5 only; a no-op elsewhere). */
export function applyThemeToDocument(name: ThemeName): void {
  if (!THEME_ON_DOCUMENT) return
  const style = document.documentElement.style
  for (const [key, value] of Object.entries(themeVars(name))) style.setProperty(key, value)
}
