import { BRAND } from '../env'
import { ConfigStore } from './config'
import { ThemeStore } from './theme'
import { UserStore } from './user'

export const userStore = new UserStore()
export const configStore = new ConfigStore(BRAND)
export const themeStore = new ThemeStore(BRAND.theme)
