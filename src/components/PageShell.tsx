import type { FC } from 'react'
import { PageShellView, type PageShellProps } from './PageShellView'

/**
 * Every page's root. On H5 the theme sits on the document root (platform/themeRoot.ts), so the
 * shell is the plain view and the first screen carries no MobX; elsewhere it observes the theme store.
 * The condition is decided at build time, so the H5 bundle never includes ThemedPageShell.
 */
export const PageShell: FC<PageShellProps> =
  process.env.TARO_ENV === 'h5'
    ? PageShellView
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- required only in the branch the build keeps, so H5 does not bundle MobX with the shell
      (require('./ThemedPageShell') as typeof import('./ThemedPageShell')).ThemedPageShell
