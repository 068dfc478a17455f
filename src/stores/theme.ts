import { makeAutoObservable } from 'mobx'
import { STORAGE_KEYS, storage } from '../platform/storage'
import { isThemeName, themeVars, type ThemeName } from '../theme/themes'

/** The colour theme, switched at run time and persisted. */
export class ThemeStore {
  name: ThemeName

  constructor(defaultTheme: ThemeName) {
    const saved = storage.get(STORAGE_KEYS.theme)
    this.name = isThemeName(saved) ? saved : defaultTheme
    makeAutoObservable(this)
  }

  get vars(): Record<string, string> {
    return themeVars(this.name)
  }

  setTheme(name: ThemeName): void {
    this.name = name
    storage.set(STORAGE_KEYS.theme, name)
  }
}
