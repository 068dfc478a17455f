/**
 * Build-time settings. The bundler replaces the __X__ constants (config/index.ts); under jest
 * they are read from globalThis, where a test sets them (test/unit/support/globals.ts).
 */
import type { Brand } from '../brands/types'

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) {
    throw new Error(`${name} is not defined: build through Taro (config/index.ts) or set it on globalThis in tests`)
  }
  return value
}

export const BRAND: Brand = required(typeof __BRAND__ !== 'undefined' ? __BRAND__ : undefined, '__BRAND__')

/** Request-signing keys; undefined under jest, where the request layer uses DEV_SIGN_KEYS. */
export const SIGN_KEYS: readonly string[] | undefined = typeof __SIGN_KEYS__ !== 'undefined' ? __SIGN_KEYS__ : undefined

export const API_BASE_URL: string = typeof __API_BASE_URL__ !== 'undefined' ? __API_BASE_URL__ : ''

export const API_PREFIX: string = typeof __API_PREFIX__ !== 'undefined' ? __API_PREFIX__ : ''

export type Platform = 'weapp' | 'h5'

export const PLATFORM: Platform = process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'
