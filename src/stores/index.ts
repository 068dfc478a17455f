import { BRAND } from '../env'
import { onSessionMissing } from '../platform/session'
import { ConfigStore } from './config'
import { ThemeStore } from './theme'
import { UserStore } from './user'

export const userStore = new UserStore()
export const configStore = new ConfigStore(BRAND)
export const themeStore = new ThemeStore(BRAND.theme)

// The request layer reads the token from the session adapter, not from this store (the first screen
// carries no store): when a read finds the session expired, the store logs out as activeToken() did.
onSessionMissing(() => userStore.sessionMissing())
