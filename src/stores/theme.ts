import { makeAutoObservable } from 'mobx'
import { applyThemeToDocument, savedThemeName } from '../platform/themeRoot'
import { STORAGE_KEYS, storage } from '../platform/storage'
import { themeVars, type ThemeName } from '../theme/themes'

/** The colour theme, switched at run time and persisted. */
export class ThemeStore {
  name: ThemeName

  constructor(defaultTheme: ThemeName) {
    this.name = savedThemeName(defaultTheme)
    makeAutoObservable(this)
  }

  get vars(): Record<string, string> {
    return themeVars(this.name)
  }

  setTheme(name: ThemeName): void {
    this.name = name
    storage.set(STORAGE_KEYS.theme, name)
    applyThemeToDocument(name)
  }
}
