/**
 * The console's build-time settings (scripts/build-admin.ts): the request-signing keys and the
 * release prefix, from the same SIGN_KEYS and API_PREFIX as the app, the development keys otherwise.
 */
import { DEV_SIGN_KEYS } from '../../core/sign'

const built = typeof __ADMIN_ENV__ !== 'undefined' ? __ADMIN_ENV__ : undefined

export const SIGN_KEYS: readonly string[] = built?.signKeys ?? DEV_SIGN_KEYS
/** Put before every /api path (the server mounts the API at `${API_PREFIX}/api`). */
export const API_PREFIX: string = built?.apiPrefix ?? ''
